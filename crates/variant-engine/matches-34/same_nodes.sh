#!/bin/bash
# Issue #34: whether two `variants` binaries search the same trees. Runs
# `analyse` at fixed depths on the TUNING.md positions and under each
# preset, and compares every `info depth` line (depth, seldepth, score,
# nodes, principal variation; the timing fields dropped) and the best move.
# A speed change that keeps the tree must print "0 differ".
# usage: same_nodes.sh OLD_BINARY NEW_BINARY
OLD=$1; NEW=$2; bad=0; n=0
run() { "$1" analyse "${@:2}" 2>&1 | grep -E "^info depth|^bestmove" | sed 's/ nps [0-9]* time [0-9]*//'; }
while read -r line; do
  [ -z "$line" ] && continue
  eval "set -- $line"
  a=$(run "$OLD" "$@"); b=$(run "$NEW" "$@"); n=$((n+1))
  if [ "$a" != "$b" ]; then bad=$((bad+1)); echo "differ: $line"; fi
done <<'LIST'
dragonchess --depth 5
dragonchess --depth 4 --fen "2g7g1/s1s1s1s1s1s1/12/2R9/12/12/S1S1S1r1S1S1/2G7G1|ouh1c1k1thuo/ww1wtwww2ww/2w1w1p1ww2/12/3m8/2W1WW6/WW1W2WWWWWW/OUHTCK1PTHUO|2b3e3b1/1d1d1d1d1d1d/12/12/12/12/1D1D1D1D1D1D/2B3E3B1 g 0 13"
grant-acedrex --depth 6
grant-acedrex --depth 5 --preset fairymax
grant-acedrex --depth 5 --preset murray
grant-acedrex --depth 4 --fen "1l1g1akcgul1/11r/r11/2ppu1pcpp2/pp2pp1p2p1/11p/12/1P1CPUUPCP1P/P1PP1PP1P1P1/G10R/R11/1L3AK1G1L1 w Kk 0 13"
cheskers --depth 14
baroque --depth 7
baroque --depth 6 --preset wikipedia
LIST
echo "$n runs, $bad differ"
[ "$bad" -eq 0 ]
