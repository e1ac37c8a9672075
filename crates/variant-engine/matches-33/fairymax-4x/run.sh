#!/bin/sh
# Issue #33 item 4, the second target: Grant Acedrex under the `fairymax`
# preset against Fairy-Max with 4 times our time (ours 40 moves in 40 s,
# Fairy-Max 40 moves in 160 s), the 20 openings of ../fairymax-4040/
# book-fm-50.pgn with both colours, played in parts across sittings (a
# part cut off by the end of a sitting keeps its finished games: openings
# 1-6 of part 01-10 were played, 07-10 is the rest of that part; openings
# 11-13 of part 11-20 were played, 14-20 is the rest).
# usage: run.sh VARIANTS PART   (PART: 01-10, 07-10, 11-20 or 14-20)
V=$1; PART=$2
"$V" match grant-acedrex --preset fairymax \
  --engine1 "$V xboard --variant grant-acedrex --preset fairymax" \
  --engine2 /usr/games/fairymax \
  --openings "book-fm-4x-$PART.pgn" --tc 40/0.666667 --tc2 40/2.666667 \
  --concurrency 1 --pgn "fm-4x-$PART.pgn" > "fm-4x-$PART.log" 2>&1
