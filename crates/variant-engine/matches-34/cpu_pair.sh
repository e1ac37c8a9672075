#!/bin/bash
# Issue #34: the CPU time (user + system) of one command run by two
# binaries, alternating, best of N each, and the ratio old/new (above 1:
# the new binary is faster). For one step at a time; the issue's table is
# cpu_speed.py's.
# usage: cpu_pair.sh OLD_BINARY NEW_BINARY N -- ARGUMENTS...
#   e.g. cpu_pair.sh old/variants new/variants 5 -- analyse grant-acedrex --depth 7
OLD=$1; NEW=$2; N=$3; shift 4
best_old=999; best_new=999
t=$(mktemp)
for _ in $(seq "$N"); do
  for which in old new; do
    if [ $which = old ]; then bin=$OLD; else bin=$NEW; fi
    /usr/bin/time -o "$t" -f "%U %S" "$bin" "$@" >/dev/null 2>&1
    s=$(awk '{print $1 + $2}' "$t")
    if [ $which = old ]; then best_old=$(awk -v a="$s" -v b="$best_old" 'BEGIN{print (a<b)?a:b}')
    else best_new=$(awk -v a="$s" -v b="$best_new" 'BEGIN{print (a<b)?a:b}'); fi
  done
done
rm -f "$t"
echo "old $best_old s, new $best_new s, old/new $(awk -v a="$best_old" -v b="$best_new" 'BEGIN{printf "%.3f", a/b}')"
