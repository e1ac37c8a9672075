//! Counting the legal moves without building them (perft's last ply), with
//! square sets: each piece's targets from `sight`, king safety from
//! `attack_sets`.
//!
//! Out of check, a piece other than the king can only expose its king by
//! leaving a ray from the king on which an enemy slider or bent rider would
//! then attack (see `legal`): such pieces (shields) are found once per
//! position, one slide per ray that an enemy piece could use, and only
//! their moves are tested. Every other piece's moves are counted at once,
//! the size of its targets. The king's targets are tested with the king
//! lifted off the board. In check, and under
//! [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy) (see `legal`), every
//! move is tested, on square sets (no board is copied).

use super::attack_sets::Foe;
use super::masks::masks;
use super::sight::{self, pawn_attacks, pawn_steps, Board};
use crate::occupancy::{any_square, count, for_each_square, has, meets};
use crate::position::Position;
use crate::rules::Aanca;
use crate::PieceKind;
use variant_core::{Color, SquareSet144 as Set};

/// The kinds other than the king and the pawn, the riders first.
const PIECES: [PieceKind; 6] = [
    PieceKind::Aanca,
    PieceKind::Unicorn,
    PieceKind::Rook,
    PieceKind::Crocodile,
    PieceKind::Lion,
    PieceKind::Giraffe,
];

/// What the counting reads many times, gathered once per position.
struct Counting<'a> {
    p: &'a Position,
    us: Color,
    board: Board<'a>,
    king: usize,
    foe: Foe<'a>,
    /// The foe's [`leap_map`](Foe::leap_map).
    foe_leaps: Set,
}

impl Position {
    /// The number of legal moves, ignoring whether the game is already
    /// decided: [`legal_raw`](Position::legal_raw)'s length, without
    /// building a move.
    pub(crate) fn count_legal(&self) -> usize {
        let us = self.side_to_move_color();
        let foe = Foe::new(self, !us);
        let b = Counting::new(self, us, foe);
        let in_check = b.foe.attacks_with(b.king, &b.board.all, &b.foe_leaps);
        if in_check || self.rules_ref().aanca == Aanca::PassesEnemy {
            return b.count_every_move_tested(in_check);
        }
        let shields = b.foe.shields(b.king, &b.board.all, &b.board.own);
        let mut n = b.count_king_moves(false);
        // Kind by kind, each loop with its own copy of `targets`.
        let mut count_kind = |kind| {
            for_each_square(self.pieces(us, kind) - shields, |from| {
                n += count(&b.targets(from, kind));
            });
        };
        count_kind(PieceKind::Aanca);
        count_kind(PieceKind::Unicorn);
        count_kind(PieceKind::Rook);
        count_kind(PieceKind::Crocodile);
        count_kind(PieceKind::Lion);
        count_kind(PieceKind::Giraffe);
        n += b.count_pawn_moves(self.pieces(us, PieceKind::Pawn) - shields);
        for_each_square(shields, |from| {
            n += b.count_safe(from, b.targets(from, b.kind_at(from)));
        });
        n
    }

    /// Whether [`count_legal`](Position::count_legal) is above zero: out of
    /// check, the untested pieces come first (the pawns at once, then piece
    /// by piece) and the first move found answers; the king's moves and
    /// the shields' are tested only if none has one.
    ///
    /// Before any of that, a quicker answer for the usual case: out of
    /// check, a piece off every line through its king shields nothing (see
    /// `legal`), so any move it has is legal, and finding one needs neither
    /// the shields nor the enemy's leap map.
    pub(crate) fn has_legal(&self) -> bool {
        let us = self.side_to_move_color();
        let foe = Foe::new(self, !us);
        // The check is tested once, for the fast path and the full one.
        let all = self.occupied(us) | self.occupied(!us);
        let in_check = foe.attacks(self.king_square(us).index(), &all);
        let passes_enemy = self.rules_ref().aanca == Aanca::PassesEnemy;
        if !in_check && !passes_enemy && self.has_free_move(us) {
            return true;
        }
        let b = Counting::new(self, us, foe);
        if in_check || passes_enemy {
            return b.count_every_move_tested(in_check) > 0;
        }
        let shields = b.foe.shields(b.king, &b.board.all, &b.board.own);
        if b.count_pawn_moves(self.pieces(us, PieceKind::Pawn) - shields) > 0 {
            return true;
        }
        let has_moves = |kind| {
            any_square(self.pieces(us, kind) - shields, |from| {
                !b.targets(from, kind).is_empty()
            })
        };
        PIECES.into_iter().any(has_moves)
            || b.count_king_moves(false) > 0
            || any_square(shields, |from| {
                b.count_safe(from, b.targets(from, b.kind_at(from))) > 0
            })
    }

    /// Whether `us` has a move of a piece off every line through its king:
    /// legal, when `us` is not in check, because it cannot expose the king
    /// (not under [`Aanca::PassesEnemy`], whose aanca passes enemy pieces).
    #[inline]
    fn has_free_move(&self, us: Color) -> bool {
        let king = self.king_square(us).index();
        let board = self.sight_board(us);
        let free = board.own - masks()[king].lines;
        let [one, two] = pawn_steps(us, &(self.pieces(us, PieceKind::Pawn) & free), &board);
        let [left, right] = pawn_attacks(us, &(self.pieces(us, PieceKind::Pawn) & free));
        if !(one | two).is_empty() || meets(&(left | right), &board.theirs) {
            return true;
        }
        let unmoved = self.unmoved_set();
        let has_moves = |kind| {
            any_square(self.pieces(us, kind) & free, |from| {
                !sight::targets(kind, us, from, unmoved.contains(from), &board).is_empty()
            })
        };
        // The leapers first: their targets cost the least.
        PIECES.into_iter().rev().any(has_moves)
    }
}

impl<'a> Counting<'a> {
    /// The counting of `us`'s moves in `p`, whose enemy is `foe`.
    #[inline]
    fn new(p: &'a Position, us: Color, foe: Foe<'a>) -> Counting<'a> {
        Counting {
            p,
            us,
            board: p.sight_board(us),
            king: p.king_square(us).index(),
            foe_leaps: foe.leap_map(),
            foe,
        }
    }
}

impl Counting<'_> {
    /// The kind of our piece on `from`.
    fn kind_at(&self, from: usize) -> PieceKind {
        self.p.board()[from].map_or(PieceKind::Pawn, |q| q.kind)
    }

    /// The squares the piece of ours of kind `kind` on `from` may move to
    /// (the king's steps only), legal but for king safety.
    #[inline(always)]
    fn targets(&self, from: usize, kind: PieceKind) -> Set {
        let unmoved = self.p.unmoved_set().contains(from);
        sight::targets(kind, self.us, from, unmoved, &self.board)
    }

    /// The moves of the pawns of ours on `pawns`, none of which is pinned,
    /// all at once.
    fn count_pawn_moves(&self, pawns: Set) -> usize {
        let [one, two] = pawn_steps(self.us, &pawns, &self.board);
        let [left, right] = pawn_attacks(self.us, &pawns);
        count(&one)
            + count(&two)
            + count(&(left & self.board.theirs))
            + count(&(right & self.board.theirs))
    }

    /// How many of the moves from `from` to `targets` (not by the king)
    /// leave the king unattacked.
    fn count_safe(&self, from: usize, targets: Set) -> usize {
        let mut n = 0;
        let lifted = self.board.all - Set::single(from);
        for_each_square(targets, |to| {
            let occ = lifted | Set::single(to);
            let safe = if has(&self.board.theirs, to) {
                !self.foe.without(to).attacks(self.king, &occ)
            } else {
                !self.foe.attacks(self.king, &occ)
            };
            n += usize::from(safe);
        });
        n
    }

    /// The king's legal steps and leaps; `in_check` whether it is attacked.
    fn count_king_moves(&self, in_check: bool) -> usize {
        let all = &self.board.all;
        let lifted = *all - Set::single(self.king);
        let mut safe_steps = Set::EMPTY;
        for_each_square(self.targets(self.king, PieceKind::King), |to| {
            if !self.foe.attacks_with(to, &lifted, &self.foe_leaps) {
                safe_steps.insert(to);
            }
        });
        let mut n = count(&safe_steps);
        if !self.p.leap_right(self.us) {
            return n;
        }
        // A square the king may step to is not attacked with the king on
        // its origin either (there it only blocks lines).
        let attacked = |over: usize| {
            !has(&safe_steps, over) && self.foe.attacks_with(over, all, &self.foe_leaps)
        };
        sight::king_leaps(self.us, self.king, in_check, &self.board, attacked, |to| {
            n += usize::from(!self.foe.attacks_with(to, &lifted, &self.foe_leaps));
        });
        n
    }

    /// Every move tested (in check, or see `legal`); in check, only the
    /// moves that may stop it ([`check_stoppers`](Foe::check_stoppers)).
    #[cold]
    fn count_every_move_tested(&self, in_check: bool) -> usize {
        let mut n = self.count_king_moves(in_check);
        let stoppers = if in_check {
            self.foe.check_stoppers(self.king, &self.board.all)
        } else {
            !Set::EMPTY
        };
        for_each_square(self.board.own - Set::single(self.king), |from| {
            n += self.count_safe(from, self.targets(from, self.kind_at(from)) & stoppers);
        });
        n
    }
}
