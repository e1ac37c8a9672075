"""A Gymnasium single-agent environment: one side of a game against the
built-in engine.

``SingleAgentEnv(game="cheskers", seat=0, level=2, rules=None, preset=None,
engine_nodes=None, engine_time=None, max_plies=None)``: the agent plays
``seat`` (0: the side written in upper case, White or Gold; 1: the other);
the engine plays the other side at ``level`` (1 to 8, as ``variants play
--level``), within ``engine_nodes`` nodes or ``engine_time`` seconds a move
if given (levels 2 to 7 cap the nodes themselves). The action and
observation spaces are those of :mod:`chess_variants.pettingzoo`. A step
plays one action (one jump of a Cheskers chain); once the agent's move is
complete the engine replies before the step returns. The reward is +1 for
a win, -1 for a loss or an illegal action (which ends the game), 0 otherwise.
An action outside the action space is refused as in
:mod:`chess_variants.pettingzoo` (``VariantsError``, a ``ValueError``).
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import gymnasium
import numpy as np

from .pettingzoo import ChessVariantsEnv, checked_action

__all__ = ["SingleAgentEnv"]


class SingleAgentEnv(gymnasium.Env):
    """One side of a game against the engine (see the module docs)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str = "cheskers",
        seat: int = 0,
        level: int = 2,
        rules: Optional[Mapping[str, Any]] = None,
        preset: Optional[str] = None,
        engine_nodes: Optional[int] = None,
        engine_time: Optional[float] = None,
        max_plies: Optional[int] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        if seat not in (0, 1):
            raise ValueError(f"bad seat `{seat}`: expected 0 or 1")
        if not 1 <= level <= 8:
            raise ValueError(f"bad level `{level}`: expected a number from 1 to 8")
        self.game = ChessVariantsEnv(game=game, rules=rules, preset=preset, max_plies=max_plies)
        self.agent = self.game.possible_agents[seat]
        self.seat = seat
        self.level = level
        self.engine_nodes = engine_nodes
        self.engine_time = engine_time
        self.render_mode = render_mode
        self.action_space = self.game.action_space(self.agent)
        self.observation_space = self.game.observation_space(self.agent)

    def _engine_moves(self) -> None:
        """The engine plays while it is its turn and the game goes on."""
        game = self.game
        while game.agents and game.agent_selection != self.agent:
            if game.terminations[game.agent_selection] or game.truncations[game.agent_selection]:
                return
            position = game.position
            analysis = position.analyse(
                level=self.level, nodes=self.engine_nodes, time=self.engine_time
            )
            index = position.move_index(analysis.best_move)
            for action in game.steps.moves[index]:
                game.step(action)

    def _result(self) -> tuple:
        game = self.game
        observation = game.observe(self.agent)
        reward = float(game._cumulative_rewards.get(self.agent, 0))
        terminated = game.terminations[self.agent]
        truncated = game.truncations[self.agent]
        info = {"position": game.position.text, **game.infos[self.agent]}
        return observation, reward, terminated, truncated, info

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        self.game.reset(seed=seed)
        self._engine_moves()
        observation, _, _, _, info = self._result()
        return observation, info

    def step(self, action: int):
        game = self.game
        game.step(checked_action(action, game.actions))
        self._engine_moves()
        return self._result()

    def action_masks(self) -> np.ndarray:
        """The legal actions now (for maskable policies)."""
        return self.game.observe(self.agent)["action_mask"].astype(bool)

    def render(self) -> Optional[str]:
        return self.game.render()
