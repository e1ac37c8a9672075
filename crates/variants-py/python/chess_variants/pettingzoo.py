"""PettingZoo AEC environments for the four games.

``env(game="cheskers", rules=None, preset=None, position=None,
max_plies="default", history=0, render_mode=None)`` gives an ``AECEnv``
with two agents, ``player_0`` (the side written in upper case in the
position text: White, Gold) and ``player_1``, following the game's own
turn order (Black moves first in Cheskers). ``position`` is position text
to start from (as ``variants show`` prints it) instead of the start
position; ``reset(options={"position": TEXT})`` starts one game from
another. ``max_plies`` caps a game (``"default"``: the game's
:data:`chess_variants.DEFAULT_MAX_PLIES`; ``None``: no cap): a game still
going after that many plies is truncated.

Actions (``Discrete(actions)``, fixed per game; ``chess_variants.action_space(game)``
gives the sizes): a move is one or more steps, each step one action
``(from * S + to) * P + promotion``. ``S`` is the number of squares (the
index of a square is ``level * ranks * files + rank * files + file``, all
from 0); ``from`` and ``to`` are the squares the piece leaves and lands on
(the Dragon's capture from afar: the square it captures on; a Baroque
king's suicide: its own square twice); ``P`` is 1 + the number of
promotion choices (Cheskers: 4, slots 1, 2, 3 for King, Bishop, Camel on
the last step of a promoting move; the other games promote by rule and
have ``P = 1``). A Cheskers capture chain is played one jump at a time:
the same agent acts again until the chain is complete, each jump one step.
The last action, ``S * S * P``, is a pass, legal only where the rules allow
one. An action outside the mask loses the game for the agent that played it;
an action outside the action space (not an integer, a ``bool``, negative,
or not below its size) is refused with ``chess_variants.VariantsError`` (a
``ValueError``) and changes nothing.

Observations: a dict of ``observation``, ``float32`` planes of shape
``(planes + history * pieces, S)`` (``chess_variants.plane_names(game)``
names the planes; the package README has a table per game): the pieces,
the squares in play, the side to move, the counters the rules read, the
rights and the capture chain in progress, so that equal observations have
equal masks; then, with ``history``, the piece planes of the positions
before each of the last ``history`` moves, the latest first; and
``action_mask``, ``int8`` of shape ``(actions,)``, 1 for the legal next
steps of the agent to move (all 0 for the other agent). ``state()`` is the
same planes (the game is one of perfect information).

Rewards: +1 to the winner and -1 to the loser when the game ends, 0 to
both for a draw and on every other step.

``reset(seed=...)`` seeds the action spaces' sampling
(``action_space(agent).sample()``) and ``np_random``; the game itself has
no chance.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ._envs import DEFAULT_MAX_PLIES, Array, MaxPlies, Planes, checked_action, max_plies_of
from ._native import Position, action_space

__all__ = ["env", "raw_env", "ChessVariantsEnv", "checked_action", "DEFAULT_MAX_PLIES"]

Observation = dict[str, Array]


class ChessVariantsEnv(AECEnv[str, Observation, int]):
    """One game as a PettingZoo AEC environment (see the module docs)."""

    metadata = {
        "render_modes": ["ansi", "human"],
        "name": "chess_variants_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "cheskers",
        rules: Optional[Mapping[str, Any]] = None,
        preset: Optional[str] = None,
        position: Optional[str] = None,
        max_plies: MaxPlies = "default",
        history: int = 0,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        # Refuse bad arguments now.
        start = Position(game, position, preset=preset, rules=rules)
        self.game = start.game
        self.rules = dict(rules or {})
        self.preset = preset
        self.start_text = position
        self.max_plies = max_plies_of(self.game, max_plies)
        self.render_mode = render_mode
        self.planes = Planes(self.game, history)
        self.squares = self.planes.squares
        self.actions = int(action_space(self.game)["actions"])
        self.possible_agents = ["player_0", "player_1"]
        self.action_spaces = {a: spaces.Discrete(self.actions) for a in self.possible_agents}
        self.state_space = spaces.Box(
            low=0.0, high=1.0, shape=(self.planes.total, self.squares), dtype=np.float32
        )
        observation = spaces.Dict(
            {
                "observation": self.state_space,
                "action_mask": spaces.Box(low=0, high=1, shape=(self.actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.position = start
        self.plies = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
            for i, agent in enumerate(self.possible_agents):
                self.action_spaces[agent].seed(seed + i)
        text = (options or {}).get("position", self.start_text)
        self.position = Position(self.game, text, preset=self.preset, rules=self.rules)
        self.planes.reset()
        self.plies = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.position.turn]
        if self.position.is_over:
            self._end(self.position.winner)

    def observe(self, agent: str) -> Observation:
        mask = np.zeros(self.actions, dtype=np.int8)
        if agent == self.agent_selection and not self.position.is_over:
            mask[self.position.legal_actions()] = 1
        return {"observation": self.planes.observe(self.position), "action_mask": mask}

    def state(self) -> Array:
        """The observation planes (the whole state of the game)."""
        return self.planes.observe(self.position)

    def _end(self, winner: Optional[int]) -> None:
        for seat, agent in enumerate(self.possible_agents):
            self.terminations[agent] = True
            if winner is not None:
                self.rewards[agent] = 1.0 if seat == winner else -1.0

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        action = checked_action(action, self.actions)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if action not in self.position.legal_actions():
            self.infos[agent] = {"illegal_action": action}
            self._end(winner=1 - self.possible_agents.index(agent))
        elif self.planes.apply(self.position, action):
            self.plies += 1
            if self.position.is_over:
                self._end(self.position.winner)
            elif self.max_plies is not None and self.plies >= self.max_plies:
                for a in self.agents:
                    self.truncations[a] = True
            self.agent_selection = self.possible_agents[self.position.turn]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        text = repr(self.position)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> ChessVariantsEnv:
    """The environment without wrappers."""
    return ChessVariantsEnv(**kwargs)


def env(
    game: str = "cheskers",
    rules: Optional[Mapping[str, Any]] = None,
    preset: Optional[str] = None,
    position: Optional[str] = None,
    max_plies: MaxPlies = "default",
    history: int = 0,
    render_mode: Optional[str] = None,
) -> ChessVariantsEnv:
    """The AEC environment of ``game`` under ``preset`` and ``rules`` (see
    the module docs for the spaces)."""
    return ChessVariantsEnv(
        game=game,
        rules=rules,
        preset=preset,
        position=position,
        max_plies=max_plies,
        history=history,
        render_mode=render_mode,
    )
