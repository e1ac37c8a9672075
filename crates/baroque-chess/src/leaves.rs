//! Perft's walk (`Game::count_leaves`) on the placement alone: boards are
//! copied and moves played without counters or history above the last two
//! plies, and at the node above the last ply each move is made on the
//! parent's square sets only (no board copy, mailbox or hash) and the
//! opponent's moves counted there by `count.rs`.
//!
//! Neither the counters nor the history matter without the draw options,
//! and the `forbid_self_capture` filter needs the opponent's replies to
//! every move; under those options the walk plays each move on a copy of
//! the position instead. `tests/invariants.rs` checks `count_leaves`
//! against playing the generated moves at every node of small trees, under
//! every rule option.

use crate::board::Board;
use crate::count::{count_with, LeapLines};
use crate::movegen::generate;
use crate::rules::Rules;
use crate::{Move, MoveList, PieceKind, Position};
use variant_core::{perft, Color, MoveSink, Repetition};

/// A sink that counts the moves of the children of one node (the side
/// `us` to move on `board`) as the generator gives the moves.
struct LastPly<'a> {
    board: &'a Board,
    us: Color,
    rules: &'a Rules,
    /// The lines of the opponent's leaping pieces here (in the children,
    /// their lines or fewer).
    lines: LeapLines,
    /// What freezes the opponent's pieces here: the same in the children
    /// unless the mover is an immobilizer or a chameleon.
    freezers: [u64; 2],
    leaves: u64,
}

impl MoveSink<Move> for LastPly<'_> {
    #[inline]
    fn push(&mut self, mv: Move) {
        let Some(kind) = self.board.kind_on(mv.from().raw()) else {
            return;
        };
        let child = self.board.sets.after(self.us, kind, &mv);
        // A side whose King was captured has lost: no moves. (The mover
        // never loses its own King: a King cannot remove itself.)
        if child.of(!self.us, PieceKind::King) != 0 {
            let freezers = match kind {
                PieceKind::Immobilizer | PieceKind::Chameleon => child.freezers(!self.us),
                _ => self.freezers,
            };
            let n = count_with(&child, !self.us, self.rules, &self.lines, freezers);
            self.leaves += n as u64;
        }
    }
}

/// The leaves `depth >= 2` plies below `board` with `us` to move, under
/// `rules` without draw options or `forbid_self_capture`.
fn leaves(board: &Board, us: Color, rules: &Rules, depth: u32) -> u64 {
    if depth <= 2 {
        let them = board.sets.occ[(!us).index()];
        let mut last_ply = LastPly {
            board,
            us,
            rules,
            lines: LeapLines::of(&board.sets.by_kind, them),
            freezers: board.sets.freezers(!us),
            leaves: 0,
        };
        generate(board, us, rules, &mut last_ply);
        return last_ply.leaves;
    }
    let mut moves = MoveList::new();
    generate(board, us, rules, &mut moves);
    let mut total = 0;
    for mv in &moves {
        let mut child = *board;
        child.apply(mv);
        if child.of(!us, PieceKind::King) != 0 {
            total += leaves(&child, !us, rules, depth - 1);
        }
    }
    total
}

impl Position {
    /// `perft(self, depth)`: on the placement alone (see the module docs)
    /// where the rules allow, else by playing each move on a copy.
    pub(crate) fn walk_leaves(&self, depth: u32) -> u64 {
        if depth < 2 {
            return perft(self, depth);
        }
        if self.over_before_moves() {
            return 0;
        }
        let rules = &self.rules;
        let placement_only = !rules.forbid_self_capture
            && rules.repetition == Repetition::None
            && rules.no_progress_limit.is_none();
        if placement_only {
            return leaves(&self.board, self.side, rules, depth);
        }
        let mut moves = MoveList::new();
        self.moves_ignoring_outcome(&mut moves);
        let mut total = 0;
        for mv in &moves {
            let mut child = self.clone();
            child.play_move(mv);
            total += perft(&child, depth - 1);
        }
        total
    }
}
