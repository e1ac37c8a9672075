//! Counting the legal moves without building them (perft's last ply), with
//! square sets: each piece's reach from `reach`, king safety from
//! `attack_sets`.
//!
//! Out of check, a piece other than the king can only expose its king by
//! leaving a ray from the king on which an enemy slider or bent rider would
//! then attack (see `legal`): such pieces (shields) are found once per
//! position, one slide per ray that an enemy piece could use, and only
//! their moves are tested. Every other piece's moves are counted at once,
//! the size of its reach less its own side's squares. The king's targets
//! are tested with the king lifted off the board. In check every move is
//! tested, on square sets (no board is copied).

use super::attack_sets::Foe;
use super::masks::{masks, Masks};
use super::reach::{self, E, N, NE, NW, S, SE, SW, W};
use super::tables::tables;
use crate::occupancy::{count, for_each_square, has};
use crate::position::Position;
use crate::rules::{Aanca, Unicorn};
use crate::PieceKind;
use variant_core::{Color, SquareSet144 as Set};

/// The squares of rank `r` (0-based).
fn rank(r: usize) -> Set {
    let mut s = Set::EMPTY;
    for sq in 12 * r..12 * r + 12 {
        s.insert(sq);
    }
    s
}

/// What the counting reads many times, gathered once per position.
struct Counting<'a> {
    p: &'a Position,
    us: Color,
    own: Set,
    theirs: Set,
    all: Set,
    king: usize,
    foe: Foe<'a>,
    /// The foe's [`leap_map`](Foe::leap_map).
    foe_leaps: Set,
    masks: &'static [Masks],
}

impl Position {
    /// The number of legal moves, ignoring whether the game is already
    /// decided: [`legal_raw`](Position::legal_raw)'s length, without
    /// building a move.
    pub(crate) fn count_legal(&self) -> usize {
        if self.rules_ref().aanca == Aanca::PassesEnemy {
            // The aanca jumping a piece opens lines the shields below do not
            // cover; that reading keeps the tested count.
            return self.count_legal_tested();
        }
        let us = self.side_to_move_color();
        let own = self.occupied(us);
        let theirs = self.occupied(!us);
        let all = own | theirs;
        let foe = Foe::new(self, !us);
        let b = Counting {
            p: self,
            us,
            own,
            theirs,
            all,
            king: self.king_square(us).index(),
            foe_leaps: foe.leap_map(),
            foe,
            masks: masks(),
        };
        if b.foe.attacks_with(b.king, &all, &b.foe_leaps) {
            return b.count_evasions();
        }
        let shields = b.shields();
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
            let kind = self.board()[from].map_or(PieceKind::Pawn, |q| q.kind);
            n += b.count_safe(from, b.targets(from, kind));
        });
        n
    }
}

impl Counting<'_> {
    /// Own pieces whose moves may expose the king (the king not in check):
    /// the first piece of a ray from the king, when lifting it lets an
    /// enemy attack along that ray.
    fn shields(&self) -> Set {
        let mut shields = Set::EMPTY;
        for dir in [N, S, E, W, NE, NW, SE, SW] {
            if self.foe.may_attack_along(self.king, dir) {
                let first = reach::slide(self.king, dir, &self.all) & self.own;
                if !first.is_empty() && self.foe.along(self.king, dir, &(self.all - first)) {
                    shields |= first;
                }
            }
        }
        shields
    }

    /// The squares the piece of ours of kind `kind` on `from` may move to
    /// (the king's steps only), legal but for king safety.
    #[inline(always)]
    fn targets(&self, from: usize, kind: PieceKind) -> Set {
        let m = &self.masks[from];
        let rules = self.p.rules_ref();
        let reach = match kind {
            PieceKind::Aanca => reach::aanca(from, &self.all, &!self.all),
            PieceKind::Unicorn => match rules.unicorn {
                Unicorn::KnightThenDiagonal => reach::unicorn(from, &self.all),
                Unicorn::Murray if self.p.unmoved_set().contains(from) => {
                    // The first move: a knight's leap to an empty square.
                    return m.knight - self.all;
                }
                Unicorn::Murray => reach::bishop(from, &self.all),
            },
            PieceKind::Rook => reach::rook(from, &self.all),
            PieceKind::Crocodile => reach::bishop(from, &self.all),
            PieceKind::Lion => *m.lion(rules.lion),
            PieceKind::Giraffe => *m.giraffe(rules.giraffe),
            PieceKind::King => m.near,
            PieceKind::Pawn => return self.pawn_targets(from),
        };
        reach - self.own
    }

    /// The squares the pawn of ours on `from` may move to.
    fn pawn_targets(&self, from: usize) -> Set {
        let single = Set::single(from);
        let ahead = if self.us == Color::White { 1 } else { -1 };
        let empty = reach::BOARD - self.all;
        let mut targets = reach::shifted(&single, 0, ahead) & empty;
        let start = self.us.fold(3, 8);
        if self.p.rules_ref().pawn_double_step && from / 12 == start {
            targets |= reach::shifted(&targets, 0, ahead) & empty;
        }
        targets | (self.masks[from].pawn_from[(!self.us).index()] & self.theirs)
    }

    /// The moves of the pawns of ours on `pawns`, none of which is pinned.
    fn count_pawn_moves(&self, pawns: Set) -> usize {
        let ahead = if self.us == Color::White { 1 } else { -1 };
        let empty = reach::BOARD - self.all;
        let steps = reach::shifted(&pawns, 0, ahead) & empty;
        let mut n = count(&steps);
        if self.p.rules_ref().pawn_double_step {
            // A step that lands on the rank after the start rank may go on.
            let landed = steps & rank(self.us.fold(4, 7));
            n += count(&(reach::shifted(&landed, 0, ahead) & empty));
        }
        n + count(&(reach::shifted(&pawns, 1, ahead) & self.theirs))
            + count(&(reach::shifted(&pawns, -1, ahead) & self.theirs))
    }

    /// How many of the moves from `from` to `targets` (not by the king)
    /// leave the king unattacked.
    fn count_safe(&self, from: usize, targets: Set) -> usize {
        let mut n = 0;
        let lifted = self.all - Set::single(from);
        for_each_square(targets, |to| {
            let occ = lifted | Set::single(to);
            let safe = if has(&self.theirs, to) {
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
        let lifted = self.all - Set::single(self.king);
        let mut safe_steps = Set::EMPTY;
        for_each_square(self.masks[self.king].near - self.own, |to| {
            if !self.foe.attacks_with(to, &lifted, &self.foe_leaps) {
                safe_steps.insert(to);
            }
        });
        let mut n = count(&safe_steps);
        let rules = self.p.rules_ref();
        if !self.p.leap_right(self.us) || (in_check && !rules.king_leap_out_of_check) {
            return n;
        }
        for &(mid, to) in tables().king_leaps(rules.king_leap_directions, self.us, self.king) {
            let (mid, to) = (mid as usize, to as usize);
            if has(&self.own, to) || (has(&self.theirs, to) && !rules.king_leap_can_capture) {
                continue;
            }
            // A square the king may step to is not attacked with the king
            // on its origin either (there it only blocks lines).
            if !rules.king_leap_over_attacked
                && !has(&safe_steps, mid)
                && self.foe.attacks_with(mid, &self.all, &self.foe_leaps)
            {
                continue;
            }
            n += usize::from(!self.foe.attacks_with(to, &lifted, &self.foe_leaps));
        }
        n
    }

    /// In check: every move tested.
    #[cold]
    fn count_evasions(&self) -> usize {
        let mut n = self.count_king_moves(true);
        for_each_square(self.own - Set::single(self.king), |from| {
            let kind = self.p.board()[from].map_or(PieceKind::Pawn, |q| q.kind);
            n += self.count_safe(from, self.targets(from, kind));
        });
        n
    }
}
