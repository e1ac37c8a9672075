"""Random playouts per second: a loop driven from Python against the same
loop in Rust.

    python crates/variants-py/examples/playout_speed.py [--seconds S]

For each game: the Rust loop is ``Position.random_playout`` (moves drawn
by variant-core's generator over the legal moves, one generation per ply,
all in Rust); the Python loop draws the move index with Python's
``random`` and plays it with ``Position.advance``, which returns the next
position's number of legal moves (one generation per ply). Both play
games to the end or 300 plies from the start position. The games differ
(two generators), so the ratio is taken on plies per second.
"""

import argparse
import random
import time

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
    print(
        f"{'game':<14} {'Rust playouts/s':>15} {'Python playouts/s':>17}"
        f" {'Rust plies/s':>12} {'Python plies/s':>14} {'ratio':>6}"
    )
    for game in cv.GAMES:
        start = cv.Position(game)
        rng = random.Random(1)
        rust, rust_plies = rate(lambda i: rust_playout(start, i), args.seconds)
        python, python_plies = rate(lambda i: python_playout(start, rng), args.seconds)
        print(
            f"{game:<14} {rust:>15.1f} {python:>17.1f} {rust_plies:>12.0f}"
            f" {python_plies:>14.0f} {rust_plies / python_plies:>6.2f}"
        )


if __name__ == "__main__":
    main()
