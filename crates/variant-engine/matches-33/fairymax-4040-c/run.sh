#!/bin/sh
# 40 moves in 40 s against Fairy-Max, the book's first 20 openings with both
# colours; BIN is our engine's release binary, OUT the log and PGN's path
# without extension, from this directory (default fm-4040-c: the third
# match; the fourth was `run.sh BIN ../fairymax-4040-d/fm-4040-d`).
BIN=${1:?usage: run.sh BIN [OUT]}
OUT=${2:-fm-4040-c}
cd "$(dirname "$0")"
"$BIN" match grant-acedrex --preset fairymax \
  --engine1 "$BIN xboard --variant grant-acedrex --preset fairymax" \
  --engine2 /usr/games/fairymax \
  --openings ../fairymax-4040/book-fm-50.pgn --tc 40/0.666667 --games 40 --concurrency 1 \
  --pgn "$OUT.pgn" > "$OUT.log"
