#!/usr/bin/env python3
"""Our engine (engine 1: White in odd games) against Fairy-Max from a match
log: all games, and the games decided on the board (time forfeits apart)."""
import math, re, sys
def elo(s):
    return -400*math.log10(1/s-1) if 0 < s < 1 else (math.inf if s >= 1 else -math.inf)
def line(name, w, d, l):
    n = w+d+l
    s = (w+d/2)/n
    sig = math.sqrt((w*(1-s)**2+d*(0.5-s)**2+l*s**2)/n)/math.sqrt(n)
    lo, hi = elo(max(1e-9, s-1.96*sig)), elo(min(1-1e-9, s+1.96*sig))
    print(f"{name}: {n} games +{w} ={d} -{l}, score {100*s:.1f}%, Elo {elo(s):+.0f} (95%: {lo:+.0f} .. {hi:+.0f})")
w=d=l=0; bw=bd=bl=0; ff_them=ff_us=0
for t in open(sys.argv[1]):
    m = re.match(r"game (\d+): .*?: (1-0|0-1|1/2-1/2) (.*)", t)
    if not m: continue
    ours_white = int(m[1]) % 2 == 1
    res = 0.5 if m[2] == "1/2-1/2" else (1.0 if (m[2] == "1-0") == ours_white else 0.0)
    w += res == 1; d += res == 0.5; l += res == 0
    if "forfeit" in m[3]:
        if res == 1: ff_them += 1
        else: ff_us += 1
        continue
    bw += res == 1; bd += res == 0.5; bl += res == 0
line("all games", w, d, l)
print(f"time forfeits: Fairy-Max {ff_them}, ours {ff_us}")
line("decided on the board (forfeits left out)", bw, bd, bl)
line("forfeit wins counted as draws", bw, bd+ff_them, bl+ff_us)
