"""Deep perft and self-play over Ray, checked against one process.

    python crates/variants-py/examples/ray_perft_selfplay.py [--game G] [--depth N] [--games N]

On one machine this starts a local Ray instance. On a cluster (``ray start
--head`` on one machine, ``ray start --address=HEAD:6379`` on the others, the
package installed on each), run it with ``RAY_ADDRESS=HEAD:6379``.
"""

import argparse
import os
import time

import ray

import chess_variants as cv
from chess_variants import distributed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="cheskers", choices=cv.GAMES)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--level", type=int, default=3)
    parser.add_argument("--check", action="store_true", help="also run in one process and compare")
    args = parser.parse_args()

    ray.init(address=os.environ.get("RAY_ADDRESS"))
    start = cv.Position(args.game)

    began = time.time()
    spread = distributed.perft(start, args.depth)
    print(f"perft {args.depth} of {args.game}: {spread['total']} ({time.time() - began:.1f} s over Ray)")
    seeds = list(range(args.games))
    began = time.time()
    games = distributed.selfplay(args.game, seeds, level=args.level, max_plies=120)
    print(f"{len(games)} self-play games ({time.time() - began:.1f} s over Ray)")
    if args.check:
        assert spread["total"] == start.perft(args.depth)
        assert spread == distributed.perft(start, args.depth, ray=False)
        assert games == distributed.selfplay(args.game, seeds, ray=False, level=args.level, max_plies=120)
        print("equal to the single-process run")
    ray.shutdown()


if __name__ == "__main__":
    main()
