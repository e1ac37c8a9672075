//! Square-set masks for attack detection: for each square, where an enemy
//! piece of a kind would have to stand to have any chance of attacking it.
//! They are gates: an empty intersection with the enemy's pieces proves
//! there is no such attack, a non-empty one is confirmed by a slide. Every
//! mask is built from the pieces' own moves (`tables`, `reach`, `sight`): a
//! leap's targets are also where a leaper attacks a square from, since its
//! leaps come in opposite pairs.

use super::reach;
use super::sight::{moves, pawn_attacks, Board};
use super::tables::tables;
use crate::rules::{Giraffe, Lion};
use crate::{PieceKind, Rules};
use std::sync::OnceLock;
use variant_core::RuleSet;
use variant_core::{Color, SquareSet144};

pub(crate) struct Masks {
    /// The eight neighbours: the king's steps.
    pub near: SquareSet144,
    /// The four diagonal neighbours: where an aanca captures from by its
    /// step.
    pub diagonal: SquareSet144,
    /// `pawn_from[color]`: where a pawn of `color` attacks the square from
    /// (where a pawn of the other colour would attack from the square).
    pub pawn_from: [SquareSet144; 2],
    pub knight: SquareSet144,
    pub lion_hc: SquareSet144,
    pub lion_h: SquareSet144,
    pub zebra: SquareSet144,
    pub four_one: SquareSet144,
    /// Per orthogonal direction: the ray (rooks) and, diagonally behind each
    /// of its squares, where an aanca could turn onto it.
    pub orth_zone: [SquareSet144; 4],
    /// Per diagonal direction (index `dir - 4`): the ray (crocodiles, moved
    /// Murray unicorns) and a knight's leap behind each of its squares, where
    /// a unicorn could turn onto it.
    pub diag_zone: [SquareSet144; 4],
    /// The four orthogonal zones together, and the four diagonal ones: one
    /// gate before the four.
    pub orth_zones: SquareSet144,
    pub diag_zones: SquareSet144,
    /// The eight rays from the square (a queen's reach on an empty board).
    pub lines: SquareSet144,
}

impl Masks {
    /// The lion's targets under the `lion` option.
    pub fn lion(&self, lion: Lion) -> &SquareSet144 {
        match lion {
            Lion::ThreeLeaperAndCamel => &self.lion_hc,
            Lion::ThreeLeaper => &self.lion_h,
        }
    }

    /// The giraffe's targets under the `giraffe` option.
    pub fn giraffe(&self, giraffe: Giraffe) -> &SquareSet144 {
        match giraffe {
            Giraffe::Zebra => &self.zebra,
            Giraffe::FourOne => &self.four_one,
        }
    }
}

fn set(squares: &[u8]) -> SquareSet144 {
    squares.iter().map(|&s| s as usize).collect()
}

fn build() -> Vec<Masks> {
    let t = tables();
    (0..144)
        .map(|sq| {
            // A ray, and where a bent rider may stand to turn onto it
            // (`TURNED_FROM`, read from the riders' own moves).
            let zone = |dir: usize| {
                let ray = reach::ray(sq, dir);
                let [(a, b), (c, d)] = reach::TURNED_FROM[dir];
                ray | reach::shifted(&ray, a, b) | reach::shifted(&ray, c, d)
            };
            let orth_zone = [zone(0), zone(1), zone(2), zone(3)];
            let diag_zone = [zone(4), zone(5), zone(6), zone(7)];
            Masks {
                near: set(&t.king[sq]),
                diagonal: reach::aanca_steps(sq),
                pawn_from: [Color::Black, Color::White].map(|other| {
                    let [left, right] = pawn_attacks(other, &SquareSet144::single(sq));
                    left | right
                }),
                knight: reach::unicorn_leaps(sq),
                lion_hc: set(&t.lion_hc[sq]),
                lion_h: set(&t.lion_h[sq]),
                zebra: set(&t.zebra[sq]),
                four_one: set(&t.four_one[sq]),
                orth_zones: orth_zone.iter().fold(SquareSet144::EMPTY, |a, &z| a | z),
                diag_zones: diag_zone.iter().fold(SquareSet144::EMPTY, |a, &z| a | z),
                orth_zone,
                diag_zone,
                lines: (0..8).fold(SquareSet144::EMPTY, |a, dir| a | reach::ray(sq, dir)),
            }
        })
        .collect()
}

pub(crate) fn masks() -> &'static [Masks] {
    static MASKS: OnceLock<Vec<Masks>> = OnceLock::new();
    MASKS.get_or_init(build)
}

/// `capture_gates()[sq][kind]`: every square a piece of `kind` on `sq` could
/// reach on an empty board under any rule option, moved or not (from
/// `sight::moves`, the movement rules themselves); every square for the
/// king and the pawn, whose captures are not gated. A piece whose gate
/// holds no enemy piece has no capture: the noisy generator skips it; in
/// check, a piece whose gate holds no square that stops the check has no
/// legal move: the legal generator skips it.
pub(crate) fn capture_gates() -> &'static [[SquareSet144; 8]] {
    static GATES: OnceLock<Vec<[SquareSet144; 8]>> = OnceLock::new();
    GATES.get_or_init(|| {
        // Between them the presets hold every movement option.
        let rules: Vec<Rules> = Rules::presets().iter().map(|p| (p.rules)()).collect();
        (0..144)
            .map(|sq| {
                PieceKind::ALL.map(|kind| {
                    if matches!(kind, PieceKind::King | PieceKind::Pawn) {
                        return !SquareSet144::EMPTY;
                    }
                    let mut gate = SquareSet144::EMPTY;
                    for rules in &rules {
                        let board = Board {
                            rules,
                            all: SquareSet144::EMPTY,
                            own: SquareSet144::EMPTY,
                            theirs: SquareSet144::EMPTY,
                        };
                        for unmoved in [false, true] {
                            gate |=
                                reach::union(|r| moves(kind, Color::White, sq, unmoved, &board, r));
                        }
                    }
                    gate
                })
            })
            .collect()
    })
}
