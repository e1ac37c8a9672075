#!/usr/bin/env python3
"""Time use per move from `variants match --pgn` records.

Reads the move comments the referee writes (`{+0.35/9 0.523s}`, book moves
`{book}`) and prints, per engine: its moves, the mean time of a move by the
engine's own move number (in bands), the longest move, and, replaying the
clock of the time control given with --tc (as `match --tc` reads it:
MOVES/MINUTES+INCREMENT), the lowest clock it had after a move and how
often it went below a tenth of a move's share. Engines are told apart by
the round (engine 1 has White in odd rounds), since both may have one name.

    python3 time_use.py --tc 40/0.5 games.pgn [more.pgn ...]
"""
import re
import sys
from collections import defaultdict

BANDS = [(1, 10), (11, 20), (21, 30), (31, 40), (41, 60), (61, 80), (81, 10**9)]


def parse_tc(text):
    moves, rest = (text.split("/", 1) + [None])[:2] if "/" in text else ("0", text)
    if rest is None:
        rest = text
    base, inc = (rest.split("+", 1) + ["0"])[:2]
    return int(moves), float(base) * 60.0, float(inc)


def games(paths):
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for chunk in text.split("[Event ")[1:]:
            tags = dict(re.findall(r'^\[(\w+) "(.*)"\]', "[Event " + chunk, re.M))
            movetext = chunk.split("\n\n", 1)[1] if "\n\n" in chunk else ""
            comments = re.findall(r"\{([^}]*)\}", movetext)
            yield tags, comments


def main(argv):
    tc = tc_text = None
    if argv and argv[0] == "--tc":
        tc_text = argv[1]
        tc = parse_tc(tc_text)
        argv = argv[2:]
    per = defaultdict(lambda: defaultdict(list))
    longest = defaultdict(float)
    lowest = defaultdict(lambda: float("inf"))
    low_moves = defaultdict(int)
    flags = defaultdict(int)
    n_games = 0
    for tags, comments in games(argv):
        n_games += 1
        odd = int(tags.get("Round", "1")) % 2 == 1
        engines = ["engine 1", "engine 2"] if odd else ["engine 2", "engine 1"]
        names = [f"{e} ({tags.get(c, '?')})" for e, c in zip(engines, ("White", "Black"))]
        names = [n.replace(" (", ": ", 1).rstrip(")") for n in names]
        side = 0
        moved = [0, 0]
        clock = [tc[1], tc[1]] if tc else None
        for c in comments:
            if c.strip() == "book":
                moved[side] += 1
                side ^= 1
                continue
            m = re.search(r"(\d+\.\d+)s$", c.strip())
            if not m:
                continue
            t = float(m.group(1))
            moved[side] += 1
            name = names[side]
            band = next(b for b in BANDS if b[0] <= moved[side] <= b[1])
            per[name][band].append(t)
            longest[name] = max(longest[name], t)
            if tc:
                mps, base, inc = tc
                clock[side] -= t
                lowest[name] = min(lowest[name], clock[side])
                share = base / (mps if mps else 40) + inc
                if clock[side] < share / 10:
                    low_moves[name] += 1
                clock[side] += inc
                if mps and moved[side] % mps == 0:
                    clock[side] += base
            side ^= 1
        term = tags.get("Termination", "")
        if "time forfeit" in term:
            loser = 0 if term.startswith(("white", "White")) else 1
            flags[names[loser]] += 1
    print(f"{n_games} games" + (f", time control {tc_text}" if tc else ""))
    header = "| engine | moves | " + " | ".join(
        f"moves {a}-{b}" if b < 10**9 else f"moves {a}+" for a, b in BANDS
    ) + " | longest | lowest clock | moves under a tenth of a share | forfeits |"
    print(header)
    print("|" + "---|" * (len(BANDS) + 6))
    for name in sorted(per):
        bands = per[name]
        total = sum(len(v) for v in bands.values())
        cells = []
        for b in BANDS:
            v = bands.get(b, [])
            cells.append(f"{sum(v) / len(v):.3f} ({len(v)})" if v else "-")
        low = f"{lowest[name]:.2f}" if tc else "-"
        print(
            f"| {name} | {total} | " + " | ".join(cells)
            + f" | {longest[name]:.2f} | {low} | {low_moves[name] if tc else '-'} | {flags[name]} |"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
