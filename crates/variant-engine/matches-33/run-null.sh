#!/bin/sh
# Issue #33: null-move pruning in Grant Acedrex (`Evaluate::NULL_MOVE_PRUNING`,
# never with only king and pawns) against the engine without it (OLD, the
# lazy stand-pat's 730bf34), 200 games: the 100 openings of
# ../matches-34/book-grant-acedrex.txt with both colours, 0.1 s a move.
# NEW: a build with null_move.patch applied (git apply, on 58851e45).
# Result (2026-12-07): +7 ± 45 Elo, not kept (TUNING.md).
# usage: run-null.sh NEW OLD
NEW=$1; OLD=$2; g=grant-acedrex
"$NEW" match "$g" --engine1 "$NEW xboard --variant $g" --engine2 "$OLD xboard --variant $g" \
  --openings ../matches-34/book-$g.txt --games 200 --st 0.1 --concurrency 1 --pgn "null-$g.pgn" > "null-$g.log" 2>&1
