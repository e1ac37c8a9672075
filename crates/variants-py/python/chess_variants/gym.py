"""A Gymnasium single-agent environment: one side of a game against the
built-in engine.

``SingleAgentEnv(game="cheskers", seat=0, level=2, rules=None, preset=None,
position=None, engine_nodes=None, engine_time=None, max_plies="default",
history=0, render_mode=None)``: the agent plays ``seat`` (0: the side
written in upper case, White or Gold; 1: the other); the engine plays the
other side at ``level`` (1 to 8, as ``variants play --level``), within
``engine_nodes`` nodes or ``engine_time`` seconds a move if given (levels 2
to 7 cap the nodes themselves; without a time limit the engine is
deterministic for a given ``reset`` seed). ``position``, ``max_plies`` and
``history`` are those of :mod:`chess_variants.pettingzoo`, as are the
action and observation spaces. A step plays one action (one jump of a
Cheskers chain); once the agent's move is complete the engine replies
before the step returns. The reward is +1 for a win, -1 for a loss or an
illegal action (which ends the game), 0 otherwise. An action outside the
action space is refused as in :mod:`chess_variants.pettingzoo`
(``VariantsError``, a ``ValueError``).

``reset(seed=...)`` seeds the engine (its choice among equal moves), the
action space's sampling and ``np_random``; ``reset(options={"position":
TEXT})`` starts from position text.

Importing this module registers the Gymnasium ids
``chess_variants/Dragonchess-v0``, ``chess_variants/GrantAcedrex-v0``,
``chess_variants/Cheskers-v0`` and ``chess_variants/Baroque-v0`` (this
environment for each game; keyword arguments of ``gymnasium.make`` go to
it)::

    import gymnasium
    env = gymnasium.make("chess_variants.gym:chess_variants/Cheskers-v0", level=1)
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, SupportsFloat

import gymnasium

from ._envs import Array, MaxPlies
from .pettingzoo import ChessVariantsEnv, Observation, checked_action

__all__ = ["SingleAgentEnv", "GYMNASIUM_IDS"]

#: The Gymnasium id of each game's :class:`SingleAgentEnv`.
GYMNASIUM_IDS: dict[str, str] = {
    "dragonchess": "chess_variants/Dragonchess-v0",
    "grant-acedrex": "chess_variants/GrantAcedrex-v0",
    "cheskers": "chess_variants/Cheskers-v0",
    "baroque": "chess_variants/Baroque-v0",
}


class SingleAgentEnv(gymnasium.Env[Observation, int]):
    """One side of a game against the engine (see the module docs)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str = "cheskers",
        seat: int = 0,
        level: int = 2,
        rules: Optional[Mapping[str, Any]] = None,
        preset: Optional[str] = None,
        position: Optional[str] = None,
        engine_nodes: Optional[int] = None,
        engine_time: Optional[float] = None,
        max_plies: MaxPlies = "default",
        history: int = 0,
        render_mode: Optional[str] = None,
    ) -> None:
        if seat not in (0, 1):
            raise ValueError(f"bad seat `{seat}`: expected 0 or 1")
        if not 1 <= level <= 8:
            raise ValueError(f"bad level `{level}`: expected a number from 1 to 8")
        self.game = ChessVariantsEnv(
            game=game,
            rules=rules,
            preset=preset,
            position=position,
            max_plies=max_plies,
            history=history,
        )
        self.agent = self.game.possible_agents[seat]
        self.seat = seat
        self.level = level
        self.engine_nodes = engine_nodes
        self.engine_time = engine_time
        self.engine_seed = 0
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
                level=self.level,
                nodes=self.engine_nodes,
                time=self.engine_time,
                seed=self.engine_seed,
            )
            assert analysis.best_move is not None, "the game goes on: the engine has a move"
            for action in position.parse_move(analysis.best_move).actions:
                game.step(action)

    def _result(self) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        game = self.game
        observation = game.observe(self.agent)
        reward = float(game._cumulative_rewards.get(self.agent, 0))
        terminated = game.terminations[self.agent]
        truncated = game.truncations[self.agent]
        info = {"position": game.position.text, **game.infos[self.agent]}
        return observation, reward, terminated, truncated, info

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self.engine_seed = seed
            self.action_space.seed(seed)
        self.game.reset(seed=seed, options=options)
        self._engine_moves()
        observation, _, _, _, info = self._result()
        return observation, info

    def step(self, action: int) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        game = self.game
        game.step(checked_action(action, game.actions))
        self._engine_moves()
        return self._result()

    def action_masks(self) -> Array:
        """The legal actions now (for maskable policies)."""
        return self.game.observe(self.agent)["action_mask"].astype(bool)

    def render(self) -> Optional[str]:
        return self.game.render()


def _register() -> None:
    for game, env_id in GYMNASIUM_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id, entry_point="chess_variants.gym:SingleAgentEnv", kwargs={"game": game}
            )


_register()
