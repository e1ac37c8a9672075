#!/usr/bin/env python3
"""What resign adjudication would have done to recorded match games.

    python3 ladder/adjudication.py PAWNS MOVES RECORD.pgn[.xz]...

Replays each game's recorded scores (the referee's `{+0.35/9 0.523s}`
comments, the mover's view, mate scores as beyond any threshold) under the
two-sided rule that cutechess-cli's `-resign movecount=MOVES score=...
twosided=true` applies: the game is given to a side as soon as, for MOVES
moves of each engine in a row, both scores say that side is at least PAWNS
ahead. Prints per record the games it would have cut short, the share of
plies that would not have been played, and the games whose result it would
have changed (by result played, result adjudicated). The ladder does not
adjudicate; TUNING.md says why, with this script's figures.
"""
import lzma
import re
import sys


def read(path):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt") as f:
        return f.read()


def games(text):
    """(result, [(first side moved, score from the first side's view)])."""
    for game in re.split(r"\n(?=\[Event )", text):
        result = re.search(r'\[Result "([^"]+)"\]', game).group(1)
        movetext = game.split("\n\n", 1)[1]
        # The first move is the side to move of the start position (`w` or
        # `g` is the side that `1-0` names, `b` or `s` the other); the
        # referee's records have no variations, so the sides alternate.
        fen = re.search(r'\[FEN "([^"]+)"\]', game)
        side = re.search(r" ([wbgs]) ", fen.group(1)).group(1) if fen else "w"
        first = side in "wg"
        plies = []
        for token in re.findall(r"\{[^}]*\}|[^\s{]+", movetext):
            if token.startswith("{"):
                m = re.match(r"\{\s*([+-](?:M\d*|\d+\.\d+))/", token)
                if m and plies:
                    text = m.group(1)
                    value = float("inf") if "M" in text else float(text[1:])
                    value = value if text[0] == "+" else -value
                    mover, _ = plies[-1]
                    plies[-1] = (mover, value if mover else -value)
            elif re.match(r"\d+\.(\.\.)?$", token) or token in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            else:
                plies.append((first, None))
                first = not first
        yield result, plies


def adjudicate(plies, pawns, moves):
    """(plies played, result) where the rule would end the game, or None."""
    ahead = {"1-0": 0, "0-1": 0}
    for i, (_, score) in enumerate(plies):
        leader = None if score is None or abs(score) < pawns else ("1-0" if score > 0 else "0-1")
        for r in ahead:
            ahead[r] = ahead[r] + 1 if r == leader else 0
            if ahead[r] >= 2 * moves:
                return i + 1, r
    return None


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    pawns, moves = float(sys.argv[1]), int(sys.argv[2])
    changed = {}
    for path in sys.argv[3:]:
        n = cut = plies_all = plies_saved = flips = 0
        for result, plies in games(read(path)):
            n += 1
            plies_all += len(plies)
            verdict = adjudicate(plies, pawns, moves)
            if verdict:
                at, adjudged = verdict
                cut += 1
                plies_saved += len(plies) - at
                if adjudged != result:
                    flips += 1
                    key = f"{result} -> {adjudged}"
                    changed[key] = changed.get(key, 0) + 1
        share = plies_saved / plies_all if plies_all else 0
        print(f"{path}: {n} games, {cut} cut short, {share:.0%} of plies saved, {flips} results changed")
    print("results changed:", ", ".join(f"{k}: {v}" for k, v in sorted(changed.items())) or "none")


if __name__ == "__main__":
    main()
