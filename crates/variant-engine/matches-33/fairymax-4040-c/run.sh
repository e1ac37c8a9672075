#!/bin/sh
# 40 moves in 40 s against Fairy-Max, the book's first 20 openings with both
# colours; BIN is our engine's release binary.
BIN=${1:?usage: run.sh BIN}
cd "$(dirname "$0")"
"$BIN" match grant-acedrex --preset fairymax \
  --engine1 "$BIN xboard --variant grant-acedrex --preset fairymax" \
  --engine2 /usr/games/fairymax \
  --openings ../fairymax-4040/book-fm-50.pgn --tc 40/0.666667 --games 40 --concurrency 1 \
  --pgn fm-4040-c.pgn > fm-4040-c.log
