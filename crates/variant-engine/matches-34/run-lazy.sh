#!/bin/sh
# Issue #34: the lazy stand-pat (`Evaluate::LAZY_MARGIN`: in quiescence the
# evaluation without mobility decides the stand-pat when it is 250 or more
# outside the window) can change a search tree, so it is kept in a game
# only after a 200-game clock match of the binary with it (NEW) against
# the one before (OLD, 47808b4): 100 openings of 4 random plies within
# ±50 centipawns, each with both colours, 0.1 s a move. NEW referees: its
# referee announces Grant Acedrex as `grant-acedrex` (an earlier referee
# announced `grande-acedrex`, under which our engine plays Fairy-Max's
# reading; lazy-grant-acedrex-announced-as-grande.log is that run).
# usage: run-lazy.sh NEW OLD GAME [NAME]   (GAME: grant-acedrex or
# dragonchess; the log and PGN are NAME-GAME.log/.pgn, NAME lazy by default)
NEW=$1; OLD=$2; g=$3; name=${4:-lazy}
[ -s "book-$g.txt" ] || "$OLD" openings "$g" --plies 4 --count 100 --seed 34 --out "book-$g.txt"
"$NEW" match "$g" --engine1 "$NEW xboard --variant $g" --engine2 "$OLD xboard --variant $g" \
  --openings "book-$g.txt" --games 200 --st 0.1 --concurrency 1 --pgn "$name-$g.pgn" > "$name-$g.log" 2>&1
