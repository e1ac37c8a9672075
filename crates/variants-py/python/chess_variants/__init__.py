"""Dragonchess, Grant Acedrex, Cheskers and Baroque chess with exact rules.

The same Rust rules libraries, engine and game records as the ``variants``
command, as a Python module::

    import chess_variants as cv

    p = cv.Position("cheskers")              # the start position
    p.legal_moves()                          # ['b6-a5', ...] canonical move text
    p.play("b6-a5")                          # plays it, returns its text
    p.perft(3)                               # counts the move tree
    p.analyse(level=4).best_move             # the engine's move
    move = p.pop()                           # undoes b6-a5: a Move value
    p.push(move); p.result()                 # python-chess's habits: '*'

Positions come from the start or from position text (as ``variants show``
prints it), under rule presets and options with the names ``variants rules``
lists. Bad input raises a subclass of :class:`VariantsError` (a
``ValueError``) with the message the CLI prints.

For learning agents: :mod:`chess_variants.pettingzoo`,
:mod:`chess_variants.gym` and :mod:`chess_variants.vector` (environments),
:mod:`chess_variants.openspiel` (OpenSpiel's interface) and
:mod:`chess_variants.distributed` (Ray).
"""

from ._native import (
    GAMES,
    Analysis,
    GameRecord,
    IllegalMoveError,
    Move,
    MoveTextError,
    Position,
    PositionTextError,
    RecordError,
    RuleOptionError,
    UnknownGameError,
    VariantsError,
    action_space,
    plane_names,
    presets,
    read_pgn,
    rule_options,
    write_pgn,
)

__all__ = [
    "GAMES",
    "Analysis",
    "GameRecord",
    "IllegalMoveError",
    "Move",
    "MoveTextError",
    "Position",
    "PositionTextError",
    "RecordError",
    "RuleOptionError",
    "UnknownGameError",
    "VariantsError",
    "action_space",
    "plane_names",
    "presets",
    "read_pgn",
    "rule_options",
    "write_pgn",
]
