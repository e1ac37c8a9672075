"""What the environments share: the default ply caps, the check of an
action, and the observation with its optional history planes."""

from __future__ import annotations

from collections import deque
from typing import Any, Literal, Optional, Union

import numpy as np
import numpy.typing as npt

from ._native import GAMES, Position, VariantsError, action_space, plane_names

__all__ = ["DEFAULT_MAX_PLIES", "MaxPlies", "checked_action", "max_plies_of", "Planes"]

#: The ply cap of each game's environments unless ``max_plies`` says
#: otherwise: random games run past it rarely (Dragonchess: 99 % of random
#: games end within 2,640 plies, Grant Acedrex 1,620, Cheskers 110,
#: Baroque 620; 200 random games each).
DEFAULT_MAX_PLIES: dict[str, int] = {
    "dragonchess": 3000,
    "grant-acedrex": 2000,
    "cheskers": 300,
    "baroque": 1000,
}
assert set(DEFAULT_MAX_PLIES) == set(GAMES)

#: ``max_plies``: a number of plies, ``None`` for no cap, or ``"default"``
#: for the game's :data:`DEFAULT_MAX_PLIES`.
MaxPlies = Union[int, None, Literal["default"]]

Array = npt.NDArray[Any]


def max_plies_of(game: str, max_plies: MaxPlies) -> Optional[int]:
    """The ply cap ``max_plies`` asks for in ``game``."""
    if max_plies == "default":
        return DEFAULT_MAX_PLIES[Position(game).game]
    if max_plies is None:
        return None
    if isinstance(max_plies, bool) or not isinstance(max_plies, int) or max_plies < 1:
        raise VariantsError(
            f"bad max_plies {max_plies!r}: expected a number of plies from 1, None or 'default'"
        )
    return max_plies


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


class Planes:
    """A game's observation planes, with ``history`` more groups of piece
    planes: those of the positions before each of the last ``history``
    moves, the latest first (zero where the game is younger)."""

    def __init__(self, game: str, history: int = 0) -> None:
        if isinstance(history, bool) or not isinstance(history, int) or history < 0:
            raise VariantsError(f"bad history {history!r}: expected a number of positions from 0")
        shape = action_space(game)
        self.squares = int(shape["squares"])
        self.planes = int(shape["planes"])
        #: The piece planes (one per side and kind) lead every observation.
        self.pieces = plane_names(game).index("squares in play")
        self.history = history
        self.total = self.planes + history * self.pieces
        self._past: deque[Array] = deque(maxlen=max(history, 1))

    def reset(self) -> None:
        """Forgets the history (a new game)."""
        self._past.clear()

    def now(self, position: Position) -> Array:
        """The planes of ``position`` alone, shape ``(planes, S)``."""
        return np.frombuffer(position.observation(), dtype=np.float32).reshape(
            self.planes, self.squares
        )

    def apply(self, position: Position, action: int) -> bool:
        """Plays ``action`` (see ``Position.apply_action``), keeping the
        pieces before a move it completes; whether it completed one."""
        before = self.now(position)[: self.pieces].copy() if self.history else None
        completed = position.apply_action(action)
        if completed and before is not None:
            self._past.appendleft(before)
        return completed

    def observe(self, position: Position) -> Array:
        """The planes of ``position`` and the history, ``float32``, shape
        ``(total, S)``."""
        now = self.now(position)
        if self.history == 0:
            return now.copy()
        out = np.zeros((self.total, self.squares), dtype=np.float32)
        out[: self.planes] = now
        for i, past in enumerate(self._past):
            start = self.planes + i * self.pieces
            out[start : start + self.pieces] = past
        return out
