#!/bin/bash
# Matches of issue #33: PAIRS openings of PLIES seeded random plies, each
# played twice with the colours swapped, refereed by `variants match` at a
# clock (TC) under the preset PRESET.
# usage: seeded-pairs.sh GAME PAIRS LOG [FIRST_SEED]
# environment:
#   ENGINE1, ENGINE2  the engines' commands (default: the NEW and OLD
#                     binaries' `xboard --variant GAME --preset PRESET`)
#   NEW, OLD          binaries, built and copied aside so that a rebuild
#                     cannot change them mid-match
#   REFEREE           the binary that referees and makes the openings (OLD)
#   TC (40/0.6667: 40 moves in 40 s), PRESET (none), PLIES (4),
#   MAX_PLIES (400)
# The summary lines are summed by ../matches-26/tally.py.
G=$1; PAIRS=$2; LOG=$3; FIRST=${4:-1}
NEW=${NEW:-/tmp/tuner/variants-new}
OLD=${OLD:-/tmp/tuner/variants-old}
REFEREE=${REFEREE:-$OLD}
TC=${TC:-40/0.6667}
PLIES=${PLIES:-4}
MAX_PLIES=${MAX_PLIES:-400}
RULES=()
[ -n "$PRESET" ] && RULES=(--preset "$PRESET")
ENGINE1=${ENGINE1:-"$NEW xboard --variant $G ${RULES[*]}"}
ENGINE2=${ENGINE2:-"$OLD xboard --variant $G ${RULES[*]}"}
: > "$LOG"
for seed in $(seq "$FIRST" $((FIRST + PAIRS - 1))); do
  moves=$($REFEREE selfplay "$G" "${RULES[@]}" --random --max-plies "$PLIES" --seed "$seed" | sed -n 's/^game 1: //p')
  fen=$($REFEREE apply "$G" "${RULES[@]}" $moves)
  echo "opening $seed: $moves | $fen" >> "$LOG"
  $REFEREE match "$G" "${RULES[@]}" --fen "$fen" --games 2 --tc "$TC" --max-plies "$MAX_PLIES" \
    --engine1 "$ENGINE1" --engine2 "$ENGINE2" >> "$LOG" 2>&1
done
echo "finished" >> "$LOG"
