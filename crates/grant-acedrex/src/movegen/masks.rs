//! Square-set masks for attack detection: for each square, where an enemy
//! piece of a kind would have to stand to have any chance of attacking it.
//! They are gates: an empty intersection with the enemy's pieces proves
//! there is no such attack, a non-empty one is confirmed on the board.

use super::tables::{tables, AANCA_REV};
use crate::rules::{Giraffe, Lion};
use std::sync::OnceLock;
use variant_core::SquareSet144;

pub(crate) struct Masks {
    /// The eight neighbours: king steps, pawn captures, the aanca's step.
    pub near: SquareSet144,
    /// The four diagonal neighbours: where an aanca captures from by its
    /// step.
    pub diagonal: SquareSet144,
    /// `pawn_from[color]`: where a pawn of `color` captures from.
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
            let mut orth_zone = [SquareSet144::EMPTY; 4];
            for (w, zone) in orth_zone.iter_mut().enumerate() {
                for &s in &t.rays[sq][w] {
                    zone.insert(s as usize);
                    for &d in &AANCA_REV[w] {
                        if let Some(a) = t.step[s as usize][d] {
                            zone.insert(a as usize);
                        }
                    }
                }
            }
            let mut diag_zone = [SquareSet144::EMPTY; 4];
            for (w, zone) in diag_zone.iter_mut().enumerate() {
                for &s in &t.rays[sq][w + 4] {
                    zone.insert(s as usize);
                    for &u in &t.unicorn_rev[s as usize][w] {
                        zone.insert(u as usize);
                    }
                }
            }
            Masks {
                near: set(&t.king[sq]),
                diagonal: t.step[sq][4..]
                    .iter()
                    .flatten()
                    .map(|&s| s as usize)
                    .collect(),
                pawn_from: [set(&t.pawn_from[0][sq]), set(&t.pawn_from[1][sq])],
                knight: set(&t.knight[sq]),
                lion_hc: set(&t.lion_hc[sq]),
                lion_h: set(&t.lion_h[sq]),
                zebra: set(&t.zebra[sq]),
                four_one: set(&t.four_one[sq]),
                orth_zones: orth_zone.iter().fold(SquareSet144::EMPTY, |a, &z| a | z),
                diag_zones: diag_zone.iter().fold(SquareSet144::EMPTY, |a, &z| a | z),
                orth_zone,
                diag_zone,
                lines: t.rays[sq].iter().flatten().map(|&s| s as usize).collect(),
            }
        })
        .collect()
}

pub(crate) fn masks() -> &'static [Masks] {
    static MASKS: OnceLock<Vec<Masks>> = OnceLock::new();
    MASKS.get_or_init(build)
}
