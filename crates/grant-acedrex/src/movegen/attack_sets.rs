//! Attack detection on square sets: whether the opponent could capture on
//! a square, for an occupancy that may differ from the position's by a
//! trial move. (`attack`, which reads a board, is the unit tests' oracle.)
//!
//! Leaps and steps are exact mask intersections (what stands between never
//! matters). Along each of the eight rays from the square, only when the
//! masks say an enemy slider or bent rider stands where it could use that
//! ray: the ray's reach (empty squares up to the first piece) meets an
//! enemy slider at its end, or an enemy aanca or unicorn stands one step or
//! one knight leap behind one of its turning squares (`reach::TURNED_FROM`,
//! read backward from the riders' own moves).

use super::masks::{masks, Masks};
use super::reach::{shifted, slide, E, N, NE, NW, S, SE, SW, TURNED_FROM, W};
use super::sight::{self, aanca_turns, pawn_attacks, Board};
use super::tables::tables;
use crate::occupancy::{for_each_square, has, meets};
use crate::position::Position;
use crate::rules::Unicorn;
use crate::{PieceKind, Rules};
use variant_core::{Color, SquareSet144 as Set};

/// The attacking side's pieces as square sets, by the way they attack.
#[derive(Clone, Copy)]
pub(crate) struct Foe<'a> {
    color: Color,
    rules: &'a Rules,
    masks: &'static [Masks],
    /// The king's capturing leap is in play for this side.
    leap_attacks: bool,
    king_square: usize,
    /// Every piece of the side (an aanca jumps none of them).
    occupied: Set,
    pawns: Set,
    king: Set,
    aancas: Set,
    lions: Set,
    giraffes: Set,
    rooks: Set,
    /// Unicorns that leap as knights and may turn (the default unicorn).
    turning_unicorns: Set,
    /// Crocodiles and moved Murray unicorns.
    diagonal_sliders: Set,
    /// Gates: what may attack along an orthogonal or a diagonal ray.
    orthogonal: Set,
    diagonal: Set,
}

impl<'a> Foe<'a> {
    /// `color`'s pieces in `p`.
    pub(crate) fn new(p: &'a Position, color: Color) -> Foe<'a> {
        let occupancy = p.occupancy();
        let of = |kind| occupancy.of(color, kind);
        let rules = p.rules_ref();
        let unicorns = of(PieceKind::Unicorn);
        let (turning_unicorns, moved_murray) = match rules.unicorn {
            Unicorn::KnightThenDiagonal => (unicorns, Set::EMPTY),
            Unicorn::Murray => (Set::EMPTY, unicorns - *p.unmoved_set()),
        };
        let aancas = of(PieceKind::Aanca);
        let rooks = of(PieceKind::Rook);
        let diagonal_sliders = of(PieceKind::Crocodile) | moved_murray;
        Foe {
            color,
            rules,
            masks: masks(),
            leap_attacks: rules.king_leap_can_capture && p.leap_right(color),
            king_square: p.king_square(color).index(),
            occupied: occupancy.of_color(color),
            pawns: of(PieceKind::Pawn),
            king: of(PieceKind::King),
            aancas,
            lions: of(PieceKind::Lion),
            giraffes: of(PieceKind::Giraffe),
            rooks,
            turning_unicorns,
            diagonal_sliders,
            orthogonal: rooks | aancas,
            diagonal: diagonal_sliders | turning_unicorns,
        }
    }

    /// The same side after its piece on `sq` (if any) is captured.
    #[inline]
    pub(crate) fn without(&self, sq: usize) -> Foe<'a> {
        let gone = !Set::single(sq);
        Foe {
            occupied: self.occupied & gone,
            pawns: self.pawns & gone,
            aancas: self.aancas & gone,
            lions: self.lions & gone,
            giraffes: self.giraffes & gone,
            rooks: self.rooks & gone,
            turning_unicorns: self.turning_unicorns & gone,
            diagonal_sliders: self.diagonal_sliders & gone,
            orthogonal: self.orthogonal & gone,
            diagonal: self.diagonal & gone,
            ..*self
        }
    }

    /// Whether this side could capture on `sq` when the occupied squares
    /// are `occ` (whatever stands on `sq`).
    #[inline]
    pub(crate) fn attacks(&self, sq: usize, occ: &Set) -> bool {
        let m = &self.masks[sq];
        let rules = self.rules;
        let leaps = (m.pawn_from[self.color.index()] & self.pawns)
            | (m.near & self.king)
            | (m.diagonal & self.aancas)
            | (*m.lion(rules.lion) & self.lions)
            | (*m.giraffe(rules.giraffe) & self.giraffes);
        if !leaps.is_empty() || meets(&m.knight, &self.turning_unicorns) {
            return true;
        }
        self.attacks_beyond_leaps(sq, occ)
    }

    /// Where a move must end to stop this side's check of the king on
    /// `king` (`all`: the occupied squares): the checking pieces' squares
    /// and every square a checking rider reaches, where standing may block
    /// it. A move ending anywhere else leaves the king attacked (leaving a
    /// square never stops a check), so only the others need the full test.
    pub(crate) fn check_stoppers(&self, king: usize, all: &Set) -> Set {
        let m = &self.masks[king];
        let rules = self.rules;
        let mut stoppers = (m.pawn_from[self.color.index()] & self.pawns)
            | (m.near & self.king)
            | (m.diagonal & self.aancas)
            | (*m.lion(rules.lion) & self.lions)
            | (*m.giraffe(rules.giraffe) & self.giraffes)
            | (m.knight & self.turning_unicorns);
        if self.leap_attacks && self.king_leaps_to(king) {
            stoppers |= self.king;
        }
        let board = Board {
            rules,
            all: *all,
            own: self.occupied,
            theirs: *all - self.occupied,
        };
        let mut rider = |riders: Set, kind: PieceKind| {
            for_each_square(riders, |s| {
                let reach = sight::attacks(kind, self.color, s, false, false, &board);
                if has(&reach, king) {
                    stoppers |= reach | Set::single(s);
                }
            });
        };
        rider(self.rooks & m.orth_zones, PieceKind::Rook);
        rider(self.aancas & m.orth_zones, PieceKind::Aanca);
        // Crocodiles and moved Murray unicorns reach alike.
        rider(self.diagonal_sliders & m.diag_zones, PieceKind::Crocodile);
        rider(self.turning_unicorns & m.diag_zones, PieceKind::Unicorn);
        stoppers
    }

    /// Every square this side attacks by a step or a leap of a fixed
    /// shape (pawns, king, the aanca's diagonal step, lions, giraffes, the
    /// unicorn's knight leap): what stands between never matters, so one
    /// set per position answers for every square the king might go to.
    pub(crate) fn leap_map(&self) -> Set {
        let rules = self.rules;
        let [left, right] = pawn_attacks(self.color, &self.pawns);
        let mut map = left | right | self.masks[self.king_square].near;
        for_each_square(self.aancas, |s| map |= self.masks[s].diagonal);
        for_each_square(self.lions, |s| map |= *self.masks[s].lion(rules.lion));
        for_each_square(self.giraffes, |s| {
            map |= *self.masks[s].giraffe(rules.giraffe)
        });
        for_each_square(self.turning_unicorns, |s| map |= self.masks[s].knight);
        map
    }

    /// Whether this side could capture on `sq` when the occupied squares
    /// are `occ`, `leaps` being its [`leap_map`](Foe::leap_map).
    #[inline]
    pub(crate) fn attacks_with(&self, sq: usize, occ: &Set, leaps: &Set) -> bool {
        has(leaps, sq) || self.attacks_beyond_leaps(sq, occ)
    }

    /// Whether this side could capture on `sq` by a king's capturing leap,
    /// a slide or a bent rider's slide.
    #[inline]
    fn attacks_beyond_leaps(&self, sq: usize, occ: &Set) -> bool {
        let m = &self.masks[sq];
        if self.leap_attacks && self.king_leaps_to(sq) {
            return true;
        }
        (meets(&m.orth_zones, &self.orthogonal)
            && (self.gated_along(m, sq, N, occ)
                || self.gated_along(m, sq, S, occ)
                || self.gated_along(m, sq, E, occ)
                || self.gated_along(m, sq, W, occ)))
            || (meets(&m.diag_zones, &self.diagonal)
                && (self.gated_along(m, sq, NE, occ)
                    || self.gated_along(m, sq, NW, occ)
                    || self.gated_along(m, sq, SE, occ)
                    || self.gated_along(m, sq, SW, occ)))
    }

    /// The pieces on `own` (the other side's) that shield its king on
    /// `king` from this side, the king not being in check: the first piece
    /// of a ray from the king, when lifting it lets this side attack along
    /// that ray (`all`: every occupied square). Under
    /// [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy) a capture may
    /// open lines too (see `legal`).
    pub(crate) fn shields(&self, king: usize, all: &Set, own: &Set) -> Set {
        let mut shields = Set::EMPTY;
        for dir in [N, S, E, W, NE, NW, SE, SW] {
            if self.may_attack_along(king, dir) {
                let first = slide(king, dir, all) & *own;
                if !first.is_empty() && self.along(king, dir, &(*all - first)) {
                    shields |= first;
                }
            }
        }
        shields
    }

    /// Whether this side's king leaps (capturing) onto `sq`.
    #[cold]
    fn king_leaps_to(&self, sq: usize) -> bool {
        tables()
            .king_leaps(self.rules.king_leap_directions, !self.color, sq)
            .iter()
            .any(|&(_, s)| s as usize == self.king_square)
    }

    /// Whether an enemy piece stands where it could attack `sq` along `dir`
    /// (a cheap gate before [`along`](Foe::along)).
    #[inline(always)]
    pub(crate) fn may_attack_along(&self, sq: usize, dir: usize) -> bool {
        let m = &self.masks[sq];
        if dir < 4 {
            meets(&m.orth_zone[dir], &self.orthogonal)
        } else {
            meets(&m.diag_zone[dir - 4], &self.diagonal)
        }
    }

    #[inline(always)]
    fn gated_along(&self, m: &Masks, sq: usize, dir: usize, occ: &Set) -> bool {
        let gate = if dir < 4 {
            meets(&m.orth_zone[dir], &self.orthogonal)
        } else {
            meets(&m.diag_zone[dir - 4], &self.diagonal)
        };
        gate && self.along(sq, dir, occ)
    }

    /// Whether this side attacks `sq` along the ray `dir` when the occupied
    /// squares are `occ`: a slider at the ray's first piece, or a bent rider
    /// turning onto the ray. (The leaps and steps of [`attacks`](Foe::attacks)
    /// are not looked at.)
    #[inline(always)]
    pub(crate) fn along(&self, sq: usize, dir: usize, occ: &Set) -> bool {
        let reach = slide(sq, dir, occ);
        let (sliders, turners) = if dir < 4 {
            (&self.rooks, &self.aancas)
        } else {
            (&self.diagonal_sliders, &self.turning_unicorns)
        };
        if meets(&reach, sliders) {
            return true;
        }
        if turners.is_empty() {
            return false;
        }
        // The unicorn turns on an empty square only.
        let turning = if dir < 4 {
            reach & aanca_turns(self.rules, occ, &(*occ - self.occupied))
        } else {
            reach - *occ
        };
        let [(a, b), (c, d)] = TURNED_FROM[dir];
        meets(
            &(shifted(&turning, a, b) | shifted(&turning, c, d)),
            turners,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::attack::attacked;
    use super::*;
    use variant_core::{random_playout, Game};

    #[test]
    fn set_attacks_agree_with_board_attacks() {
        for rules in super::super::tests::rule_sets() {
            for seed in 0..16 {
                for plies in [10, 40, 90, 160] {
                    let p = random_playout(&Position::start(rules), seed, plies).position;
                    let occ = p.occupied(Color::White) | p.occupied(Color::Black);
                    for by in Color::ALL {
                        let foe = Foe::new(&p, by);
                        let leaps = foe.leap_map();
                        for sq in 0..144 {
                            let expected = attacked(p.board(), sq, &p.attacker(by));
                            assert_eq!(
                                foe.attacks(sq, &occ),
                                expected,
                                "square {sq} attacked by {by} in `{p}`"
                            );
                            assert_eq!(foe.attacks_with(sq, &occ, &leaps), expected);
                        }
                    }
                }
            }
        }
    }
}
