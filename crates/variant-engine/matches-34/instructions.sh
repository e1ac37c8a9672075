#!/bin/bash
# Issue #34: instructions of Grant Acedrex's searches, by callgrind (a count
# that does not depend on the machine's load), at the TUNING.md positions:
# the start at depth 6 and the middlegame at depth 4.
# usage: instructions.sh BINARY...
FEN="1l1g1akcgul1/11r/r11/2ppu1pcpp2/pp2pp1p2p1/11p/12/1P1CPUUPCP1P/P1PP1PP1P1P1/G10R/R11/1L3AK1G1L1 w Kk 0 13"
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*Collected : //p'; }
for b in "$@"; do
  start=$(count "$b" analyse grant-acedrex --depth 6)
  middle=$(count "$b" analyse grant-acedrex --depth 4 --fen "$FEN")
  echo "$b: start d6 $start, middle d4 $middle instructions"
done
