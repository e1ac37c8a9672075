#!/bin/sh
# Won endings against a bare king (#33): NEW and OLD play each position of
# bare.txt with both colours, Grant Acedrex under Fairy-Max's rules (no
# bare-king rule; drawn after 100 plies without a capture or pawn move),
# 0.1 s a move. In odd games NEW has White; the winning side is the one with
# pieces besides its king, so each position shows which binary converts.
#   sh run.sh NEW OLD [NAME]
NEW=${1:?usage: run.sh NEW OLD [NAME]}; OLD=${2:?}; NAME=${3:-bare}
cd "$(dirname "$0")"
N=$(grep -c . bare.txt)
"$NEW" match grant-acedrex --preset fairymax \
  --engine1 "$NEW xboard --variant grant-acedrex --preset fairymax" \
  --engine2 "$OLD xboard --variant grant-acedrex --preset fairymax" \
  --openings bare.txt --games $((2 * N)) --st 0.1 --max-plies 200 \
  --pgn "$NAME.pgn" > "$NAME.log"
