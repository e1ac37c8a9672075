#!/bin/bash
# Compares the fixed-depth analyses (score, nodes and line at every depth)
# of two `variants` binaries A and B: each game's start and N (12) seeded
# random positions, Grant Acedrex under both tables (default and fairymax).
# usage: same-analyses.sh A B   (NODES=FILE also lists the node counts)
A=$1; B=$2; N=${N:-12}
same=0; diff=0
run() { # game depth preset fen
  local g=$1 d=$2 rules=() ; [ -n "$3" ] && rules=(--preset "$3")
  local fa fb
  fa=$("$A" analyse "$g" "${rules[@]}" ${4:+--fen "$4"} --depth "$d" | sed -E 's/ nps [0-9]+ time [0-9]+//')
  fb=$("$B" analyse "$g" "${rules[@]}" ${4:+--fen "$4"} --depth "$d" | sed -E 's/ nps [0-9]+ time [0-9]+//')
  if [ "$fa" == "$fb" ]; then same=$((same+1)); else diff=$((diff+1)); echo "DIFF $g ${3:-default} $4"; fi
  echo "$g ${3:-default} d$d nodes $(echo "$fa" | grep -o 'nodes [0-9]*' | tail -1)" >> "${NODES:-/dev/null}"
}
: > "${NODES:-/dev/null}"
for spec in "dragonchess 4" "grant-acedrex 4" "grant-acedrex 4 fairymax" "cheskers 10" "baroque 5"; do
  set -- $spec; g=$1; d=$2; p=$3; rules=(); [ -n "$p" ] && rules=(--preset "$p")
  run "$g" "$d" "$p" ""
  for s in $(seq 1 "$N"); do
    plies=$(( 6 + (s * 7) % 40 ))
    moves=$("$A" selfplay "$g" "${rules[@]}" --random --max-plies "$plies" --seed "$s" | sed -n 's/^game 1: //p')
    fen=$("$A" apply "$g" "${rules[@]}" $moves 2>/dev/null) || continue
    run "$g" "$d" "$p" "$fen"
  done
done
echo "identical: $same, different: $diff"
