#!/bin/sh
# Issue #34: the quiescence search without the transposition table in
# Cheskers and Baroque chess (`Evaluate::QUIESCENCE_TABLE`) changes the
# search tree, so it was kept only after a 200-game clock match of the new
# binary (NEW, main at 1e05c1c) against the previous one (OLD, 9f048ce),
# 100 openings of 4 random plies within ±50 centipawns, each with both
# colours, 0.1 s a move. The records are the `.pgn.xz` files
# (`xz -d` to read them).
# usage: run.sh NEW OLD
NEW=$1; OLD=$2
for g in cheskers baroque; do
  [ -s "book-$g.txt" ] || "$OLD" openings "$g" --plies 4 --count 100 --seed 34 --out "book-$g.txt"
  "$OLD" match "$g" --engine1 "$NEW xboard --variant $g" --engine2 "$OLD xboard --variant $g" \
    --openings "book-$g.txt" --games 200 --st 0.1 --concurrency 1 --pgn "$g.pgn" > "$g.log" 2>&1
done
