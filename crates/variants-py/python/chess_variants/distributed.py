"""Work that outgrows one machine, spread over a Ray cluster: deep perft
split by ``divide``, and self-play game generation.

Every function here gives the same result with ``ray=False`` (one process,
no Ray needed) as over Ray, and the same on every run: the work items are
independent and deterministic (the engine searches a budget of nodes or a
depth, never a time, with one thread and a seed), and the results are put
back in the order of the items.

On a laptop, ``ray.init()`` starts a local cluster. On a real cluster, start
Ray on each machine (``ray start --head`` on one, ``ray start
--address=HEAD:6379`` on the others), install this package on every machine
(``pip install ./crates/variants-py``), and run the driver with
``RAY_ADDRESS=HEAD:6379`` (see ``examples/ray_perft_selfplay.py``).
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Optional, Sequence

from ._native import Position, write_pgn

__all__ = ["DEFAULT_NODES", "perft", "selfplay", "selfplay_game"]


def _subtree_counts(position: Position, moves: list[str], depth: int, force: bool) -> list[int]:
    """The perft counts at ``depth`` below each of ``moves`` of ``position``."""
    counts = []
    for move in moves:
        child = position.copy()
        child.play(move)
        counts.append(child.perft(depth, force=force))
    return counts


def perft(
    position: Position, depth: int, *, ray: bool = True, chunks: int = 16, force: bool = False
) -> dict[str, Any]:
    """Perft of ``position`` at ``depth``, split by its first moves (as
    ``divide``): ``{"total": N, "divide": [(move, count), ...]}`` in the
    order of ``position.legal_moves()``. With ``ray``, the first moves are
    spread over the cluster in ``chunks`` tasks (``ray.init()`` first).
    ``force`` is ``Position.perft``'s: a subtree estimated at more than
    10**14 positions is refused without it."""
    moves = position.legal_moves()
    if depth == 0:
        return {"total": 1, "divide": []}
    if not ray:
        counts = _subtree_counts(position, moves, depth - 1, force)
    else:
        import ray as ray_module

        remote = ray_module.remote(_subtree_counts)
        size = max(1, -(-len(moves) // max(1, chunks)))
        parts = [moves[i : i + size] for i in range(0, len(moves), size)]
        shared = ray_module.put(position)
        results = ray_module.get(
            [remote.remote(shared, part, depth - 1, force) for part in parts]
        )
        counts = [count for part in results for count in part]
    divided = list(zip(moves, counts))
    return {"total": sum(counts), "divide": divided}


#: The engine's nodes a move in self-play when neither ``nodes`` nor
#: ``depth`` is given (levels 2 to 7 search fewer: their own cap).
DEFAULT_NODES = 4000


def selfplay_game(
    game: str,
    seed: int,
    *,
    level: int = 3,
    nodes: Optional[int] = None,
    depth: Optional[int] = None,
    opening_plies: int = 4,
    max_plies: int = 200,
    rules: Optional[Mapping[str, Any]] = None,
    preset: Optional[str] = None,
) -> str:
    """One game of the engine against itself, as PGN: ``opening_plies``
    random moves chosen by ``seed`` (so that games differ), then the
    engine at ``level`` until the game ends or ``max_plies`` are played.
    The engine searches ``nodes`` nodes or ``depth`` plies a move
    (:data:`DEFAULT_NODES` nodes when neither is given), with one thread
    and ``seed``: never a time, so the game is the same on every run and
    every machine."""
    if nodes is None and depth is None:
        nodes = DEFAULT_NODES
    start = Position(game, preset=preset, rules=rules)
    position = start.copy()
    choose = random.Random(seed)
    moves: list[str] = []
    for _ in range(opening_plies):
        legal = position.legal_moves()
        if not legal:
            break
        moves.append(position.play(choose.choice(legal)))
    while not position.is_over and len(moves) < max_plies:
        analysis = position.analyse(level=level, nodes=nodes, depth=depth, seed=seed, threads=1)
        assert analysis.best_move is not None, "the game goes on: the engine has a move"
        moves.append(position.play(analysis.best_move))
    tags = {"Event": f"selfplay seed {seed}", "White": f"level {level}", "Black": f"level {level}"}
    return write_pgn(start, moves, tags=tags)


def selfplay(
    game: str,
    seeds: Sequence[int],
    *,
    ray: bool = True,
    **options: Any,
) -> list[str]:
    """The games of ``selfplay_game`` for each seed, as PGN, in the order of
    ``seeds``; with ``ray``, one task per game over the cluster."""
    if not ray:
        return [selfplay_game(game, seed, **options) for seed in seeds]
    import ray as ray_module

    remote = ray_module.remote(selfplay_game)
    games: list[str] = ray_module.get([remote.remote(game, seed, **options) for seed in seeds])
    return games
