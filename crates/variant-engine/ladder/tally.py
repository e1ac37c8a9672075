#!/usr/bin/env python3
"""The ladder's ratings from `run.sh` logs: each pair's games and Elo
(engine 1, the higher level, against engine 2) with its 95% error, and each
level's rating relative to level 1 as the sum of the steps below it, the
errors added in quadrature (relative to the lowest level of an unbroken
run of rungs when a rung below is not played yet).

    python3 tally.py OUT/GAME-*.log

A pair may have several logs (`GAME-L3-L2.log`, `GAME-L3-L2-s34.log`: the
same pair over books of other seeds): their wins, draws and losses, read
from each referee's summary line, are added, and the Elo and its error are
computed from the sums as the referee computes them (`variants-cli`'s
`elo.rs`: the spread of the per-game scores, the 95% interval mapped
through the Elo curve, half its width reported).
"""
import math
import re
import sys


def elo_of(s):
    if s <= 0:
        return -math.inf
    if s >= 1:
        return math.inf
    return -400 * math.log10(1 / s - 1)


def estimate(w, d, l):
    """(score %, Elo, 95% half-width or None when the interval is open)."""
    n = w + d + l
    s = (w + d / 2) / n
    spread = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    sigma = math.sqrt(spread / n)
    low, high = elo_of(s - 1.96 * sigma), elo_of(s + 1.96 * sigma)
    err = (high - low) / 2 if math.isfinite(low) and math.isfinite(high) else None
    return 100 * s, elo_of(s), err


# (game, high, low) -> [wins, draws, losses, logs]
pairs = {}
for path in sys.argv[1:]:
    name = re.search(r"([a-z-]+?)-(L\d+)-(L\d+|previous)(?:-s\d+)?\.log$", path)
    if not name:
        continue
    for line in open(path):
        m = re.match(r"summary: .*?(\d+) games, (\d+) wins, (\d+) draws, (\d+) losses;", line)
        if m:
            t = pairs.setdefault(name.groups(), [0, 0, 0, 0])
            for i, v in enumerate(m.groups()[1:]):
                t[i] += int(v)
            t[3] += 1


def row(label, t, estimated, cumulative=""):
    """One rung's line: `t` its sums, `estimated` what `estimate` made of them."""
    w, d, l, logs = t
    score, elo, err = estimated
    e = f"{elo:+.0f} ± {err:.0f}" if err is not None else f"{elo:+.0f} (interval open)"
    print(f"| {label} | {w + d + l} ({logs} log{'s' if logs > 1 else ''}) | {w} | {d} | {l} "
          f"| {score:.1f} % | {e} | {cumulative} |")


for game in sorted({g for g, _, _ in pairs}):
    print(f"### {game}\n")
    print("| pair | games | W | D | L | score | Elo (95%) | level rating (from level 1 unless said) |")
    print("|---|---|---|---|---|---|---|---|")
    # Ratings add up from the lowest level of an unbroken run of rungs
    # (level 1 when its rung is played): a missing rung starts a new run.
    base, rating, var = None, 0.0, 0.0
    for k in range(1, 8):
        t = pairs.get((game, f"L{k + 1}", f"L{k}"))
        if not t:
            print(f"| L{k + 1} – L{k} | not played | | | | | | |")
            base = None
            continue
        if base is None:
            base, rating, var = k, 0.0, 0.0
        estimated = estimate(*t[:3])
        _, elo, err = estimated
        if err is not None and math.isfinite(elo) and math.isfinite(rating):
            rating += elo
            var += err ** 2
        else:
            rating = math.nan
        cumulative = (f"L{k + 1}: {rating:+.0f} ± {math.sqrt(var):.0f}"
                      if math.isfinite(rating) else f"L{k + 1}: -")
        if base != 1:
            cumulative += f" (from L{base})"
        row(f"L{k + 1} – L{k}", t, estimated, cumulative)
    t = pairs.get((game, "L8", "previous"))
    if t:
        row("L8 – previous release", t, estimate(*t[:3]))
    print()
