#!/usr/bin/env python3
"""Sums the per-opening match summaries of run.sh logs (engine 1 = speed-se)
into W/D/L, score and Elo with its 95% interval (the referee's formula)."""
import math, re, sys

def elo(s):
    if s <= 0: return -math.inf
    if s >= 1: return math.inf
    return -400 * math.log10(1 / s - 1)

for path in sys.argv[1:]:
    w = d = l = 0
    forfeits = [0, 0]
    for line in open(path):
        m = re.match(r"summary: .*?(\d+) games, (\d+) wins, (\d+) draws, (\d+) losses", line)
        if m:
            w += int(m[2]); d += int(m[3]); l += int(m[4])
        m = re.search(r"time forfeits (\d+) / (\d+)", line)
        if m:
            forfeits[0] += int(m[1]); forfeits[1] += int(m[2])
    # The games not decided by a time forfeit, from the per-game lines
    # (engine 1 is White in each call's game 1, Black in its game 2).
    fw = fd = fl = 0
    for line in open(path):
        m = re.match(r"game (\d+): .*?: (1-0|0-1|1/2-1/2) (.*)", line)
        if not m or "forfeit" in m[3]:
            continue
        first_white = int(m[1]) % 2 == 1
        if m[2] == "1/2-1/2":
            fd += 1
        elif (m[2] == "1-0") == first_white:
            fw += 1
        else:
            fl += 1
    n = w + d + l
    if n == 0:
        print(path, "no games"); continue
    s = (w + d / 2) / n
    sigma = math.sqrt((w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n) / math.sqrt(n)
    lo, hi = elo(s - 1.96 * sigma), elo(s + 1.96 * sigma)
    print(f"{path}: {n} games, +{w} ={d} -{l}, score {100*s:.1f}%, "
          f"Elo {elo(s):+.0f} (95%: {lo:+.0f} .. {hi:+.0f}, ±{(hi-lo)/2:.0f}); "
          f"time forfeits new/old {forfeits[0]}/{forfeits[1]}; "
          f"without the forfeits: {fw + fd + fl} games +{fw} ={fd} -{fl}")
