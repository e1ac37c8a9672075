"""Many games stepped together in native code: a Gymnasium vector
environment for self-play and fast masked random playouts.

``VectorEnv(game, num_envs, rules=None, preset=None, position=None,
max_plies="default", observations=True, dense_mask=True)``: ``num_envs``
games of ``game`` (from the start, or from position text ``position``),
each step one action per game, played by whichever side is to act (a
Cheskers chain takes one action per jump; the same side acts again). The
spaces are those of :mod:`chess_variants.pettingzoo` (without history
planes), batched: ``observation`` ``(num_envs, planes, S)`` ``float32``
and ``action_mask`` ``(num_envs, actions)`` ``int8``; the action space is
``MultiDiscrete([actions] * num_envs)``.

``step`` returns the reward of the side that acted (1 win, -1 loss, 0
otherwise; an action outside the mask loses), and a game that ends
(``terminations``) or reaches ``max_plies`` (``truncations``) starts again
in the same step (Gymnasium's ``SAME_STEP`` autoreset: the observation is
the new game's). ``infos["to_play"]`` is the seat to act next in each game.

The legal actions also come as a compressed list, ``legal_actions()``:
``(counts, actions)``, so that a policy need not read an 82,945-wide
Dragonchess mask; ``sample_legal()`` draws one legal action per game
uniformly (a random masked agent). ``observations=False`` and
``dense_mask=False`` skip building the planes and the dense mask (their
arrays stay zero). The arrays returned are overwritten by the next step:
copy them to keep them.

``random_steps(steps, seed)`` plays ``steps`` random masked actions in
every game without returning to Python.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode
from gymnasium.vector import VectorEnv as GymVectorEnv
from gymnasium.vector.utils import batch_space

from ._envs import Array, MaxPlies, max_plies_of
from ._native import Batch, Position, VariantsError, action_space

__all__ = ["VectorEnv"]

Observation = dict[str, Array]


class VectorEnv(GymVectorEnv[Observation, Array, Array]):
    """``num_envs`` games stepped together (see the module docs)."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self,
        game: str,
        num_envs: int,
        rules: Optional[Mapping[str, Any]] = None,
        preset: Optional[str] = None,
        position: Optional[str] = None,
        max_plies: MaxPlies = "default",
        observations: bool = True,
        dense_mask: bool = True,
    ) -> None:
        start = Position(game, position, preset=preset, rules=rules)
        self.game = start.game
        self.max_plies = max_plies_of(self.game, max_plies)
        self._batch = Batch(
            self.game, num_envs, position, preset, dict(rules or {}), self.max_plies
        )
        self.num_envs = num_envs
        shape = action_space(self.game)
        self.actions = int(shape["actions"])
        self.planes = int(shape["planes"])
        self.squares = int(shape["squares"])
        self.with_observations = observations
        self.with_dense_mask = dense_mask
        self.single_observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=0.0, high=1.0, shape=(self.planes, self.squares), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.actions,), dtype=np.int8),
            }
        )
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.single_action_space = spaces.Discrete(self.actions)
        self.action_space = spaces.MultiDiscrete([self.actions] * num_envs)
        self._observations = np.zeros((num_envs, self.planes, self.squares), dtype=np.float32)
        self._mask = np.zeros((num_envs, self.actions), dtype=np.int8)
        self._rows = np.zeros(0, dtype=np.intp)
        self._columns = np.zeros(0, dtype=np.intp)
        self._counts = np.zeros(num_envs, dtype=np.int32)
        self._legal = np.zeros(0, dtype=np.int32)
        self._offsets = np.zeros(num_envs, dtype=np.int64)
        self._refresh()

    def _refresh(self) -> Observation:
        """Reads the games' legal actions and observations into the arrays."""
        counts, legal = self._batch.legal_actions()
        self._counts = np.frombuffer(counts, dtype=np.int32)
        self._legal = np.frombuffer(legal, dtype=np.int32)
        self._offsets = np.concatenate(([0], np.cumsum(self._counts)[:-1]))
        if self.with_dense_mask:
            self._mask[self._rows, self._columns] = 0
            self._rows = np.repeat(np.arange(self.num_envs), self._counts)
            self._columns = self._legal.astype(np.intp)
            self._mask[self._rows, self._columns] = 1
        if self.with_observations:
            self._observations[...] = np.frombuffer(
                self._batch.observations(), dtype=np.float32
            ).reshape(self._observations.shape)
        return {"observation": self._observations, "action_mask": self._mask}

    def _infos(self) -> dict[str, Any]:
        return {"to_play": np.frombuffer(self._batch.seats(), dtype=np.uint8)}

    def reset(
        self,
        *,
        seed: Optional[int] = None,
        options: Optional[dict[str, Any]] = None,
    ) -> tuple[Observation, dict[str, Any]]:
        if seed is not None:
            self._np_random, self._np_random_seed = seeding.np_random(seed)
            self.action_space.seed(seed)
        self._batch.reset()
        return self._refresh(), self._infos()

    def step(
        self, actions: Array
    ) -> tuple[Observation, Array, Array, Array, dict[str, Any]]:
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,) or not np.issubdtype(actions.dtype, np.integer):
            raise VariantsError(
                f"bad actions: expected {self.num_envs} integers, one per game "
                f"(got shape {actions.shape}, dtype {actions.dtype})"
            )
        rewards, terminated, truncated = self._batch.step(actions.astype(np.int64).tobytes())
        observation = self._refresh()
        return (
            observation,
            np.frombuffer(rewards, dtype=np.float32),
            np.frombuffer(terminated, dtype=np.bool_),
            np.frombuffer(truncated, dtype=np.bool_),
            self._infos(),
        )

    def legal_actions(self) -> tuple[Array, Array]:
        """``(counts, actions)``: the number of legal next actions of each
        game, and those actions one game after the other (each game's in
        increasing order)."""
        return self._counts, self._legal

    def sample_legal(self, rng: Optional[np.random.Generator] = None) -> Array:
        """One legal action per game, uniformly among its legal next actions
        (``rng``, else ``np_random``); a game without one (none here: a game
        that ends starts again) gets action 0."""
        rng = self.np_random if rng is None else rng
        draws = (rng.random(self.num_envs) * self._counts).astype(np.int64)
        chosen = np.zeros(self.num_envs, dtype=np.int64)
        has = self._counts > 0
        chosen[has] = self._legal[self._offsets[has] + draws[has]]
        return chosen

    def random_steps(self, steps: int, seed: int = 0) -> int:
        """Every game takes ``steps`` uniformly random legal actions, all in
        native code (seeded); the number of games that ended."""
        ended = self._batch.random_steps(steps, seed)
        self._refresh()
        return ended

    def texts(self) -> list[str]:
        """The position text of each game."""
        return self._batch.texts()
