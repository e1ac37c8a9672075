"""The games with OpenSpiel's interface: what game-AI research code (MCTS,
AlphaZero, CFR implementations written against ``pyspiel``) expects.

``Game(game="cheskers", rules=None, preset=None, position=None,
dice=False, max_plies="default")`` is a game object:
``new_initial_state()``, ``num_distinct_actions()``, ``num_players()``,
``max_chance_outcomes()``, ``max_game_length()``, ``min_utility()``,
``max_utility()``, ``utility_sum()``, ``observation_tensor_shape()``,
``information_state_tensor_shape()``, ``get_type()``. Its states have
``current_player()`` (0, 1, :data:`CHANCE` or :data:`TERMINAL`),
``legal_actions()`` (increasing integers), ``legal_actions_mask()``,
``apply_action(action)``, ``is_terminal()``, ``is_chance_node()``,
``chance_outcomes()``, ``returns()``, ``rewards()``,
``observation_tensor()``, ``information_state_tensor()``,
``observation_string()``, ``information_state_string()``, ``history()``,
``clone()``, ``child(action)``, ``action_to_string(player, action)`` and
``move_number()``.

The actions are those of :mod:`chess_variants.pettingzoo` (a Cheskers chain
one jump at a time, the same player acting again). With ``dice=True``
(Grant Acedrex: Alfonso's eight-sided die picks the kind of piece that must
move), every turn begins with a chance node: its outcomes are the faces
1 to 8 (actions 0 to 7: pawn, giraffe, crocodile, lion, rook, unicorn,
aanca, king) whose kind can move, each with the same probability (rolling
again on a face whose kind cannot move gives that), and the player's legal
actions are then the moves of that kind. ``max_plies`` caps a game as in
the environments: a game that reaches it is a draw.

The game is one of perfect information: the observation tensor (the
planes of ``chess_variants.plane_names(game)``, then with dice 8 planes,
all ones on the face rolled) holds everything the rules read, and the
information state tensor is the same tensor.

``register()`` registers each game with ``pyspiel`` (when ``open_spiel`` is
installed) as ``chess_variants_dragonchess``,
``chess_variants_grant_acedrex``, ``chess_variants_cheskers`` and
``chess_variants_baroque``, with the parameters ``preset``, ``rules``
(``"key:value;key:value"``: OpenSpiel's game strings keep ``=`` and ``,``),
``position``, ``dice`` and ``max_plies`` (0 for none), so that
``pyspiel.load_game("chess_variants_grant_acedrex(dice=True,rules=no_progress_limit:50)")``
and OpenSpiel's algorithms and tests run on them.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

import numpy as np
import numpy.typing as npt

from ._envs import MaxPlies, max_plies_of
from ._native import IllegalMoveError, Position, VariantsError, action_space, plane_names

__all__ = ["CHANCE", "TERMINAL", "DIE_KINDS", "Game", "State", "GameType", "register"]

#: ``current_player()`` at a chance node (OpenSpiel's ``PlayerId.CHANCE``).
CHANCE = -1
#: ``current_player()`` once the game is over (OpenSpiel's ``PlayerId.TERMINAL``).
TERMINAL = -4

#: The letters of the kinds the die's faces 1 to 8 pick (Grant Acedrex).
DIE_KINDS = "PGCLRUAK"

#: The most actions a move takes: a Cheskers chain of 9 jumps.
_MAX_STEPS = {"cheskers": 9}


class GameType:
    """What kind of game this is, in OpenSpiel's terms."""

    def __init__(self, short_name: str, dice: bool) -> None:
        self.short_name = short_name
        self.long_name = short_name
        self.dynamics = "sequential"
        self.chance_mode = "explicit_stochastic" if dice else "deterministic"
        self.information = "perfect_information"
        self.utility = "zero_sum"
        self.reward_model = "terminal"
        self.max_num_players = 2
        self.min_num_players = 2
        self.provides_observation_tensor = True
        self.provides_information_state_tensor = True
        self.provides_observation_string = True
        self.provides_information_state_string = True


class Game:
    """One game with its rules, OpenSpiel's way (see the module docs)."""

    def __init__(
        self,
        game: str = "cheskers",
        rules: Optional[Mapping[str, Any]] = None,
        preset: Optional[str] = None,
        position: Optional[str] = None,
        dice: bool = False,
        max_plies: MaxPlies = "default",
    ) -> None:
        self.start = Position(game, position, preset=preset, rules=rules)
        self.game = self.start.game
        if dice and self.game != "grant-acedrex":
            raise VariantsError(f"dice: {self.game} has no dice rule (grant-acedrex has one)")
        self.dice = dice
        self.max_plies = max_plies_of(self.game, max_plies)
        self.parameters: dict[str, Any] = {
            "game": self.game,
            "rules": dict(rules or {}),
            "preset": preset,
            "position": position,
            "dice": dice,
            "max_plies": self.max_plies,
        }
        shape = action_space(self.game)
        self._actions = int(shape["actions"])
        self._squares = int(shape["squares"])
        self._planes = int(shape["planes"]) + (len(DIE_KINDS) if dice else 0)

    def get_type(self) -> GameType:
        return GameType("chess_variants_" + self.game.replace("-", "_"), self.dice)

    def get_parameters(self) -> dict[str, Any]:
        return dict(self.parameters)

    def new_initial_state(self) -> State:
        return State(self)

    def num_distinct_actions(self) -> int:
        return self._actions

    def max_chance_outcomes(self) -> int:
        return len(DIE_KINDS) if self.dice else 0

    def num_players(self) -> int:
        return 2

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> float:
        return 0.0

    def max_game_length(self) -> int:
        """The most actions a game takes (chance outcomes included), from
        the ply cap; a large number without one."""
        plies = self.max_plies if self.max_plies is not None else 10**9
        return plies * (_MAX_STEPS.get(self.game, 1) + (1 if self.dice else 0))

    def observation_tensor_shape(self) -> list[int]:
        return [self._planes, self._squares]

    def observation_tensor_size(self) -> int:
        return self._planes * self._squares

    def information_state_tensor_shape(self) -> list[int]:
        return self.observation_tensor_shape()

    def information_state_tensor_size(self) -> int:
        return self.observation_tensor_size()

    def __str__(self) -> str:
        return f"{self.get_type().short_name}({self.parameters})"


class State:
    """A state of a :class:`Game` (see the module docs)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.position = game.start.copy()
        self._history: list[int] = []
        self._plies = 0
        #: The face rolled for the turn in progress (dice only), else None.
        self.face: Optional[int] = None
        self._legal: Optional[list[int]] = None

    # The turn.

    def _capped(self) -> bool:
        return self.game.max_plies is not None and self._plies >= self.game.max_plies

    def is_terminal(self) -> bool:
        return self.position.is_over or self._capped()

    def is_chance_node(self) -> bool:
        return (
            self.game.dice
            and self.face is None
            and not self.position.pending_actions
            and not self.is_terminal()
        )

    def is_player_node(self) -> bool:
        return not self.is_terminal() and not self.is_chance_node()

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        if self.is_chance_node():
            return CHANCE
        return self.position.turn

    # Actions.

    def _movable_faces(self) -> list[int]:
        """The faces (1 to 8) whose kind has a legal move."""
        faces = set()
        for move in self.position.generate_legal_moves():
            faces.add(self._face_of(move.from_square))
        return sorted(faces)

    def _face_of(self, square: Optional[int]) -> int:
        if square is None:  # a pass is the king's
            return DIE_KINDS.index("K") + 1
        letter = self.position.piece_at(square)
        assert letter is not None, "a legal move starts on a piece"
        return DIE_KINDS.index(letter.upper()) + 1

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(action, probability)`` of each outcome of a chance node (action
        ``face - 1``), in increasing order; empty elsewhere."""
        if not self.is_chance_node():
            return []
        faces = self._movable_faces()
        return [(face - 1, 1.0 / len(faces)) for face in faces]

    def legal_actions(self, player: Optional[int] = None) -> list[int]:
        """The legal actions of ``player`` (the player to act if ``None``),
        in increasing order: empty for another player and once the game is
        over; the outcomes at a chance node."""
        current = self.current_player()
        if player is not None and player != current:
            return []
        if self._legal is None:
            self._legal = self._legal_now(current)
        return list(self._legal)

    def _legal_now(self, current: int) -> list[int]:
        if current == TERMINAL:
            return []
        if current == CHANCE:
            return [action for action, _ in self.chance_outcomes()]
        actions = self.position.legal_actions()
        if self.face is None:
            return actions
        # The die allows the moves of one kind: their next actions.
        allowed = set()
        pending = self.position.pending_actions
        for move in self.position.generate_legal_moves():
            steps = move.actions
            if steps[: len(pending)] == pending and self._face_of(move.from_square) == self.face:
                allowed.add(steps[len(pending)])
        return sorted(allowed)

    def legal_actions_mask(self, player: Optional[int] = None) -> list[int]:
        size = (
            self.game.max_chance_outcomes()
            if self.is_chance_node() and player in (None, CHANCE)
            else self.game.num_distinct_actions()
        )
        mask = [0] * size
        for action in self.legal_actions(player):
            mask[action] = 1
        return mask

    def apply_action(self, action: int) -> None:
        """Plays ``action`` (a chance outcome at a chance node); an action
        that is not legal raises ``IllegalMoveError`` and changes nothing."""
        action = int(action)
        if action not in self.legal_actions():
            raise IllegalMoveError(
                f"illegal action {action}: not one of the legal actions of this state"
            )
        if self.is_chance_node():
            self.face = action + 1
        elif self.position.apply_action(action):
            self._plies += 1
            self.face = None
        self._history.append(action)
        self._legal = None

    def child(self, action: int) -> State:
        state = self.clone()
        state.apply_action(action)
        return state

    def action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            return f"roll {action + 1}"
        return f"action {action}"

    # Results.

    def returns(self) -> list[float]:
        winner = self.position.winner if self.position.is_over else None
        if winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]

    def rewards(self) -> list[float]:
        return self.returns() if self.is_terminal() else [0.0, 0.0]

    # Observations.

    def observation_tensor(self, player: Optional[int] = None) -> npt.NDArray[np.float32]:
        """The planes (the observation of both players: perfect
        information), flat, ``float32``."""
        del player
        planes = np.frombuffer(self.position.observation(), dtype=np.float32)
        if not self.game.dice:
            return planes.copy()
        die = np.zeros((len(DIE_KINDS), self.game._squares), dtype=np.float32)
        if self.face is not None:
            die[self.face - 1] = 1.0
        return np.concatenate([planes, die.ravel()])

    def information_state_tensor(self, player: Optional[int] = None) -> npt.NDArray[np.float32]:
        return self.observation_tensor(player)

    def observation_string(self, player: Optional[int] = None) -> str:
        del player
        rolled = f" rolled {self.face}" if self.face is not None else ""
        pending = self.position.pending_actions
        steps = f" steps {pending}" if pending else ""
        return f"{self.position.text}{rolled}{steps}"

    def information_state_string(self, player: Optional[int] = None) -> str:
        return self.observation_string(player)

    # The game so far.

    def history(self) -> list[int]:
        return list(self._history)

    def move_number(self) -> int:
        return len(self._history)

    def num_distinct_actions(self) -> int:
        return self.game.num_distinct_actions()

    def num_players(self) -> int:
        return 2

    def clone(self) -> State:
        state = State.__new__(State)
        state.game = self.game
        state.position = self.position.copy()
        state._history = list(self._history)
        state._plies = self._plies
        state.face = self.face
        state._legal = self._legal
        return state

    def __str__(self) -> str:
        return self.observation_string()


def _parse_rules(text: str) -> dict[str, str]:
    """``"key:value;key:value"`` (OpenSpiel's game strings keep ``=`` and
    ``,`` for themselves) as a dict."""
    rules = {}
    for pair in filter(None, (p.strip() for p in text.split(";"))):
        key, sep, value = pair.partition(":")
        if not sep:
            raise VariantsError(f"bad rules `{text}`: expected key:value pairs joined by `;`")
        rules[key.strip()] = value.strip()
    return rules


def register(games: Sequence[str] = ("dragonchess", "grant-acedrex", "cheskers", "baroque")) -> list[str]:
    """Registers the games with ``pyspiel`` (``open_spiel`` must be
    installed); the short names registered. Registering twice is harmless."""
    import pyspiel

    names = []
    for game in games:
        names.append(_register_one(pyspiel, game))
    return names


def _register_one(pyspiel: Any, game: str) -> str:
    short_name = "chess_variants_" + game.replace("-", "_")
    if short_name in pyspiel.registered_names():
        return short_name
    dice_game = game == "grant-acedrex"
    game_type = pyspiel.GameType(
        short_name=short_name,
        long_name=f"chess_variants {game}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if dice_game
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "preset": "",
            "rules": "",
            "position": "",
            "dice": False,
            "max_plies": max_plies_of(game, "default") or 0,
        },
    )

    class SpielGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: Optional[dict[str, Any]] = None) -> None:
            params = dict(params or {})
            spec = game_type.parameter_specification
            values = {key: params.get(key, spec[key]) for key in spec}
            self.inner = Game(
                game,
                rules=_parse_rules(str(values["rules"])),
                preset=str(values["preset"]) or None,
                position=str(values["position"]) or None,
                dice=bool(values["dice"]),
                max_plies=int(values["max_plies"]) or None,
            )
            info = pyspiel.GameInfo(
                num_distinct_actions=self.inner.num_distinct_actions(),
                max_chance_outcomes=self.inner.max_chance_outcomes(),
                num_players=2,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0,
                max_game_length=min(self.inner.max_game_length(), 2**31 - 1),
            )
            super().__init__(game_type, info, params)

        def new_initial_state(self) -> Any:
            return SpielState(self, self.inner.new_initial_state())

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
            return Observer(self.inner, params)

    class SpielState(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: Any, inner: State) -> None:
            super().__init__(game)
            self.inner = inner

        def current_player(self) -> int:
            player = self.inner.current_player()
            if player == TERMINAL:
                return int(pyspiel.PlayerId.TERMINAL)
            if player == CHANCE:
                return int(pyspiel.PlayerId.CHANCE)
            return player

        def _legal_actions(self, player: int) -> list[int]:
            return self.inner.legal_actions(player)

        def chance_outcomes(self) -> list[tuple[int, float]]:
            return self.inner.chance_outcomes()

        def _apply_action(self, action: int) -> None:
            self.inner.apply_action(action)

        def _action_to_string(self, player: int, action: int) -> str:
            return self.inner.action_to_string(player, action)

        def is_terminal(self) -> bool:
            return self.inner.is_terminal()

        def returns(self) -> list[float]:
            return self.inner.returns()

        def __str__(self) -> str:
            return str(self.inner)

    class Observer:
        """OpenSpiel's observer interface: ``tensor``, ``dict``,
        ``set_from`` and ``string_from``."""

        def __init__(self, inner: Game, params: Any) -> None:
            if params:
                raise ValueError(f"observation parameters not supported: {params}")
            shape = inner.observation_tensor_shape()
            self.tensor = np.zeros(shape[0] * shape[1], np.float32)
            self.dict = {"observation": self.tensor.reshape(shape)}

        def set_from(self, state: Any, player: int) -> None:
            self.tensor[:] = state.inner.observation_tensor(player)

        def string_from(self, state: Any, player: int) -> str:
            inner: State = state.inner
            return inner.observation_string(player)

    pyspiel.register_game(game_type, SpielGame)
    return short_name
