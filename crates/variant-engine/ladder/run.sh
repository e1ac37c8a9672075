#!/bin/sh
# The engine's ladder (issue #33 item 5): in one game, each level against
# the level below it, at a fixed time a move, over a book played with both
# colours; and level 8 against a previous release over CECP.
#
#   ladder/run.sh VARIANTS GAME GAMES ST OUT [LOW HIGH [PREVIOUS]]
#
# VARIANTS  the `variants` binary under test
# GAME      dragonchess, grant-acedrex, cheskers or baroque
# GAMES     games per pair (an even number: each opening with both colours)
# ST        seconds a move, for both sides (a level's node cap may end a
#           search sooner: see `variant_engine::Level`)
# OUT       a directory: the book, and per pair a log and a PGN record
# LOW HIGH  the pairs (k+1 against k) for k from LOW to HIGH - 1 (default
#           1 8: all seven pairs)
# PREVIOUS  a previous release's `variants` binary: its level 8 is then
#           also played against ours, both over CECP
#
# Pairs already in OUT (a log with a summary line) are skipped, so that a
# ladder can be run in parts across sittings; a pair cut off midway is run
# again from the start. `tally.py OUT/GAME-*.log` sums the logs into ratings.
# Runs at `nice -n 19`, one game at a time.
#
# SEED (environment, default 33) seeds the book. More games for a pair come
# from another seed: its book and logs carry `-sSEED` in their names
# (`GAME-L3-L2-s34.log`), and `tally.py` adds up every log of a pair.
set -eu
V=$1; G=$2; N=$3; ST=$4; OUT=$5; LOW=${6:-1}; HIGH=${7:-8}; PREV=${8:-}
SEED=${SEED:-33}
if [ "$SEED" = 33 ]; then TAG=; else TAG=-s$SEED; fi
mkdir -p "$OUT"
BOOK=$OUT/book-$G$TAG.txt
[ -s "$BOOK" ] || nice -n 19 "$V" openings "$G" --plies 4 --count $((N / 2)) --seed "$SEED" --out "$BOOK"
pair() { # NAME ENGINE1 ENGINE2
  LOG=$OUT/$G-$1$TAG.log
  if [ -f "$LOG" ] && grep -q '^summary:' "$LOG"; then return; fi
  rm -f "$OUT/$G-$1$TAG.pgn"
  nice -n 19 "$V" match "$G" --engine1 "$2" --engine2 "$3" --openings "$BOOK" \
    --games "$N" --st "$ST" --concurrency 1 --pgn "$OUT/$G-$1$TAG.pgn" > "$LOG"
}
k=$LOW
while [ "$k" -lt "$HIGH" ]; do
  pair "L$((k + 1))-L$k" "builtin:level=$((k + 1))" "builtin:level=$k"
  k=$((k + 1))
done
if [ -n "$PREV" ]; then
  pair "L8-previous" "$V xboard --variant $G" "$PREV xboard --variant $G"
fi
