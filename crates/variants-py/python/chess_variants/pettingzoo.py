"""PettingZoo AEC environments for the four games.

``env(game="cheskers", rules=None, preset=None, max_plies=None,
render_mode=None)`` gives an ``AECEnv`` with two agents, ``player_0`` (the
side written in upper case in the position text: White, Gold) and
``player_1``, following the game's own turn order (Black moves first in
Cheskers).

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
``(planes, S)``: one plane per kind of piece and side (White's kinds, then
Black's, in the order of ``variants pieces``), the squares in play, a plane
of ones when ``player_1`` is to move, the halfmove clock / 100; and
``action_mask``, ``int8`` of shape ``(actions,)``, 1 for the legal next
steps of the agent to move (all 0 for the other agent).

Rewards: +1 to the winner and -1 to the loser when the game ends, 0 to
both for a draw and on every other step. With ``max_plies``, a game still
going after that many plies is truncated.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._native import Position, VariantsError, action_space

__all__ = ["env", "raw_env", "ChessVariantsEnv", "checked_action"]


def checked_action(action: Any, size: int) -> int:
    """``action`` as an ``int`` if it is in ``Discrete(size)``: a Python or
    NumPy integer (not a ``bool``) from 0 to ``size - 1``; anything else
    raises ``VariantsError`` (a ``ValueError``) naming the action and the
    size of the space."""
    integer = isinstance(action, (int, np.integer)) and not isinstance(action, (bool, np.bool_))
    if not integer or not 0 <= action < size:
        raise VariantsError(
            f"bad action {action!r}: expected an integer from 0 to {size - 1} "
            f"(the action space has {size} actions)"
        )
    return int(action)


class Steps:
    """The legal moves of a position as action sequences, and the steps of
    the move being played so far."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.moves = position.move_actions()
        self.prefix: list[int] = []

    def next_actions(self) -> set[int]:
        """The actions that continue the move begun (or begin one)."""
        n = len(self.prefix)
        return {
            steps[n]
            for steps in self.moves
            if len(steps) > n and steps[:n] == self.prefix
        }

    def take(self, action: int) -> Optional[int]:
        """Adds `action` (one of `next_actions`) to the move; the index of
        the move it completes, or None when more steps follow."""
        self.prefix.append(action)
        for index, steps in enumerate(self.moves):
            if steps == self.prefix:
                return index
        return None


class ChessVariantsEnv(AECEnv):
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
        max_plies: Optional[int] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.rules = dict(rules or {})
        self.preset = preset
        self.max_plies = max_plies
        self.render_mode = render_mode
        Position(game, preset=preset, rules=self.rules)  # refuse bad arguments now
        shape = dict(action_space(game))
        self.squares = shape["squares"]
        self.planes = shape["planes"]
        self.actions = shape["actions"]
        self.possible_agents = ["player_0", "player_1"]
        self.action_spaces = {a: spaces.Discrete(self.actions) for a in self.possible_agents}
        observation = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=0.0, high=np.inf, shape=(self.planes, self.squares), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: observation for a in self.possible_agents}

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        self.position = Position(self.game, preset=self.preset, rules=self.rules)
        self.steps = Steps(self.position)
        self.plies = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.position.turn]

    def observe(self, agent: str) -> dict:
        planes = np.frombuffer(self.position.observation(), dtype=np.float32)
        mask = np.zeros(self.actions, dtype=np.int8)
        if agent == self.agent_selection and not self.position.is_over:
            mask[list(self.steps.next_actions())] = 1
        return {
            "observation": planes.reshape(self.planes, self.squares).copy(),
            "action_mask": mask,
        }

    def _end(self, winner: Optional[int]) -> None:
        for seat, agent in enumerate(self.possible_agents):
            self.terminations[agent] = True
            if winner is not None:
                self.rewards[agent] = 1 if seat == winner else -1

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        action = checked_action(action, self.actions)
        self._cumulative_rewards[agent] = 0
        self.rewards = {a: 0 for a in self.agents}
        if action not in self.steps.next_actions():
            self.infos[agent] = {"illegal_action": action}
            self._end(winner=1 - self.possible_agents.index(agent))
        else:
            completed = self.steps.take(action)
            if completed is not None:
                self.position.play_index(completed)
                self.plies += 1
                self.steps = Steps(self.position)
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
    max_plies: Optional[int] = None,
    render_mode: Optional[str] = None,
) -> ChessVariantsEnv:
    """The AEC environment of ``game`` under ``preset`` and ``rules`` (see
    the module docs for the spaces)."""
    return ChessVariantsEnv(
        game=game, rules=rules, preset=preset, max_plies=max_plies, render_mode=render_mode
    )
