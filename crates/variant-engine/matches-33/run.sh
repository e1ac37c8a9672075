#!/bin/sh
# Time-use matches of issue #33, at low priority, one game at a time:
#   run.sh NEW OLD OUT
# NEW and OLD are `variants` binaries (OLD: before the time-use change);
# OUT a directory for the logs and records. Grant Acedrex under
# --preset fairymax, a book of 2 openings (each played with both colours),
# two time controls: 40 moves in 30 s (40/0.5), and 15 s + 0.1 s a move
# (0.25+0.1). For each: NEW against OLD, both over CECP, and NEW's builtin
# engine against itself. time_use.py sums the records.
set -eu
NEW=$1; OLD=$2; OUT=$3
mkdir -p "$OUT"
G=grant-acedrex
nice -n 19 "$NEW" openings $G --preset fairymax --plies 4 --count 2 --seed 33 \
  --format pgn --out "$OUT/book.pgn"
for TC in 40/0.5 0.25+0.1; do
  T=$(echo "$TC" | tr '/+' '_p')
  nice -n 19 "$NEW" match $G --preset fairymax --openings "$OUT/book.pgn" \
    --engine1 "$NEW xboard --variant $G --preset fairymax" \
    --engine2 "$OLD xboard --variant $G --preset fairymax" \
    --tc "$TC" --max-plies 200 --concurrency 1 --pgn "$OUT/new-old-$T.pgn" \
    > "$OUT/new-old-$T.log"
  nice -n 19 "$NEW" match $G --preset fairymax --openings "$OUT/book.pgn" \
    --engine1 builtin --engine2 builtin \
    --tc "$TC" --max-plies 200 --concurrency 1 --pgn "$OUT/builtin-$T.pgn" \
    > "$OUT/builtin-$T.log"
done
