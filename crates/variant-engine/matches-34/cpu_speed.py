#!/usr/bin/env python3
"""Nodes per CPU-second and CPU time to a depth of two `variants` binaries
(issue #34): `analyse` at the positions and depths of TUNING.md, the two
binaries alternating, the best of N runs each; a markdown table.

usage: cpu_speed.py OLD NEW [N]   (ONLY=GAME: one game only)
"""
import subprocess, sys, re, resource, os
OLD, NEW = sys.argv[1], sys.argv[2]
N = int(sys.argv[3]) if len(sys.argv) > 3 else 3
POS = [
 ("dragonchess", None, 5),
 ("dragonchess", "2g7g1/s1s1s1s1s1s1/12/2R9/12/12/S1S1S1r1S1S1/2G7G1|ouh1c1k1thuo/ww1wtwww2ww/2w1w1p1ww2/12/3m8/2W1WW6/WW1W2WWWWWW/OUHTCK1PTHUO|2b3e3b1/1d1d1d1d1d1d/12/12/12/12/1D1D1D1D1D1D/2B3E3B1 g 0 13", 5),
 ("grant-acedrex", None, 6),
 ("grant-acedrex", "1l1g1akcgul1/11r/r11/2ppu1pcpp2/pp2pp1p2p1/11p/12/1P1CPUUPCP1P/P1PP1PP1P1P1/G10R/R11/1L3AK1G1L1 w Kk 0 13", 4),
 ("cheskers", None, 15),
 ("cheskers", "3k1k2/4c3/1p1P3p/p3C1p1/8/P3P1P1/5P1P/2K1K3 b 0 13", 16),
 ("baroque", None, 8),
 ("baroque", "1n1k1bnr/p2pp2p/2p3q1/P2m2pP/2PM1pP1/5B2/P3P2P/1NBKQ2R w 1 13", 7),
]
only = os.environ.get("ONLY")
def run(binary, game, fen, depth):
    cmd = ["nice", "-n", "5", binary, "analyse", game, "--depth", str(depth)]
    if fen: cmd[5:5] = ["--fen", fen]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    nodes = int(re.findall(r"nodes (\d+)", out)[-1])
    return nodes, cpu
print("| game | position | depth | nodes old | nodes new | old k nodes/CPU-s | new k nodes/CPU-s | nodes/CPU-s new/old | CPU s old | CPU s new | time to depth old/new |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for game, fen, depth in POS:
    if only and only not in game: continue
    best = {OLD: None, NEW: None}; nodes = {}
    for _ in range(N):
        for b in (OLD, NEW):
            n, c = run(b, game, fen, depth)
            nodes[b] = n
            best[b] = c if best[b] is None else min(best[b], c)
    o, nw = nodes[OLD] / best[OLD] / 1000, nodes[NEW] / best[NEW] / 1000
    print(f"| {game} | {'middle' if fen else 'start'} | {depth} | {nodes[OLD]:,} | {nodes[NEW]:,} | {o:,.0f} | {nw:,.0f} | ×{nw/o:.2f} | {best[OLD]:.3f} | {best[NEW]:.3f} | ×{best[OLD]/best[NEW]:.2f} |", flush=True)
