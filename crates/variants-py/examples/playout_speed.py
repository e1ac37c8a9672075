"""Random playouts per second: a loop driven from Python against the same
loop in Rust.

    python crates/variants-py/examples/playout_speed.py [--seconds S]

For each game: the Rust loop is ``Position.random_playout`` (moves drawn
by variant-core's generator over the legal moves, one generation per ply,
all in Rust); the Python loop draws the move index with Python's
``random`` and plays it with ``Position.advance``, which returns the next
position's number of legal moves (one generation per ply); the batched
loop draws a playout's random numbers as one NumPy array and plays them
with one ``Position.advance_by`` call. All play
games to the end or 300 plies from the start position. The games differ
(two generators), so the ratio is taken on plies per second.
"""

import argparse
import random
import time

import numpy as np

import chess_variants as cv

MAX_PLIES = 300


def python_playout(start: cv.Position, rng: random.Random) -> int:
    position = start.copy()
    count = position.legal_move_count()
    plies = 0
    randbelow = rng.random
    advance = position.advance
    while count and plies < MAX_PLIES:
        count = advance(int(randbelow() * count))
        plies += 1
    return plies


def batched_playout(start: cv.Position, np_rng) -> int:
    """The Python loop batched: the draws of a whole playout as one NumPy
    array, played in one call."""
    return start.copy().advance_by(np_rng.random(MAX_PLIES).tobytes())


def rust_playout(start: cv.Position, seed: int) -> int:
    return start.copy().random_playout(seed, MAX_PLIES)


def rate(run, seconds: float) -> tuple:
    """Playouts and plies per second of `run(i)` over about `seconds`."""
    done, plies = 0, 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        plies += run(done)
        done += 1
    spent = time.perf_counter() - began
    return done / spent, plies / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per game and loop")
    args = parser.parse_args()
    print("plies per second (playouts per second); ratio: Rust / Python on plies per second")
    print(f"{'game':<14} {'Rust loop':>20} {'Python loop':>20} {'ratio':>6} {'batched':>20} {'ratio':>6}")
    for game in cv.GAMES:
        start = cv.Position(game)
        rng = random.Random(1)
        np_rng = np.random.default_rng(1)
        rust, rust_plies = rate(lambda i: rust_playout(start, i), args.seconds)
        python, python_plies = rate(lambda i: python_playout(start, rng), args.seconds)
        batched, batched_plies = rate(lambda i: batched_playout(start, np_rng), args.seconds)
        cell = lambda plies, games: f"{plies:>9.0f} ({games:>7.1f})"
        print(
            f"{game:<14} {cell(rust_plies, rust):>20} {cell(python_plies, python):>20}"
            f" {rust_plies / python_plies:>6.2f} {cell(batched_plies, batched):>20}"
            f" {rust_plies / batched_plies:>6.2f}"
        )


if __name__ == "__main__":
    main()
