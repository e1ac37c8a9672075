#!/bin/bash
# Clock match of the speed-se engine against the baseline (main at a2aad89),
# issue 26: PAIRS openings of 2 random plies (seeded), each played twice with
# colours swapped, --st 0.1 (0.1 s a move; a move may take 2 x 0.1 + 1 s
# before it forfeits), --max-plies 200. (A first run with --tc 0.1+0.02 at
# nice 19 lost about half its games on time on both sides: a niced engine
# starved by the other engineers' builds; see *-tc-forfeits.log.)
# usage: run.sh GAME PAIRS LOG [FIRST_SEED]
G=$1; PAIRS=$2; LOG=$3; FIRST=${4:-1}
# The binaries: NEW (this branch, built and copied aside so that a rebuild
# cannot change it mid-match) and OLD (the baseline), overridable.
NEW=${NEW:-/tmp/se_match/variants-se}
OLD=${OLD:-/work/baseline/variants-a2aad89}
: > "$LOG"
for seed in $(seq "$FIRST" $((FIRST + PAIRS - 1))); do
  moves=$($OLD selfplay "$G" --random --max-plies 2 --seed "$seed" | sed -n 's/^game 1: //p')
  fen=$($OLD apply "$G" $moves)
  echo "opening $seed: $moves | $fen" >> "$LOG"
  $OLD match "$G" --fen "$fen" --games 2 --st 0.1 --max-plies 200 \
    --engine1 "$NEW xboard --variant $G" --engine2 "$OLD xboard --variant $G" >> "$LOG" 2>&1
done
echo "finished" >> "$LOG"
