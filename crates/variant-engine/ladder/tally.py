#!/usr/bin/env python3
"""The ladder's ratings from `run.sh` logs: each pair's games and Elo
(engine 1, the higher level, against engine 2) with its 95% error, read
from the referee's summary line, and each level's rating relative to level 1
as the sum of the steps below it, the errors added in quadrature.

    python3 tally.py OUT/GAME-*.log
"""
import math
import re
import sys

steps = {}
for path in sys.argv[1:]:
    name = re.search(r"([a-z-]+)-(L\d+)-(L\d+|previous)\.log$", path)
    if not name:
        continue
    game, hi, lo = name.groups()
    for line in open(path):
        m = re.match(r"summary: .*?(\d+) games, (\d+) wins, (\d+) draws, (\d+) losses; "
                     r"score ([\d.]+)%; Elo (\S+)(?: ± (\S+))?", line)
        if m:
            # Without "± E" the referee gave a one-sided bound only (too
            # few games, or a clean sweep): no error to add.
            steps[(game, hi, lo)] = tuple(g if g is not None else "?" for g in m.groups())

for game in sorted({g for g, _, _ in steps}):
    print(f"### {game}\n")
    print("| pair | games | W | D | L | score | Elo (95%) | level rating from level 1 |")
    print("|---|---|---|---|---|---|---|---|")
    rating, var = 0.0, 0.0
    for k in range(1, 8):
        s = steps.get((game, f"L{k + 1}", f"L{k}"))
        if not s:
            print(f"| L{k + 1} – L{k} | not played | | | | | | |")
            rating = math.nan
            continue
        n, w, d, l, score, elo, err = s
        try:
            rating += float(elo)
            var += float(err) ** 2
            cumulative = f"{rating:+.0f} ± {math.sqrt(var):.0f}"
        except ValueError:
            rating = math.nan
            cumulative = "-"
        print(f"| L{k + 1} – L{k} | {n} | {w} | {d} | {l} | {score} % | {elo} ± {err} | L{k + 1}: {cumulative} |")
    s = steps.get((game, "L8", "previous"))
    if s:
        n, w, d, l, score, elo, err = s
        print(f"| L8 – previous release | {n} | {w} | {d} | {l} | {score} % | {elo} ± {err} | |")
    print()
