//! Baroque chess.

use crate::Evaluate;
use baroque_chess::{Move, PieceKind, Position, SquareSet};
use variant_core::{Color, Kind};

super::weights! {
    /// The evaluation's terms beyond material, in hundredths of a pincer.
    pub struct Weights {
        /// Per empty square a piece that is not frozen could move to (the
        /// King's steps not counted).
        mobility: 3,
        /// Per enemy piece, not frozen, within two steps of the King.
        king_danger: 10,
        /// When the enemy King is frozen.
        king_frozen: 50,
    }
}

/// The eight directions, as (file, rank) steps.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The square `(df, dr)` from `sq`, if on the board.
#[inline]
fn step(sq: u32, (df, dr): (i8, i8)) -> Option<u32> {
    let f = (sq & 7) as i8 + df;
    let r = (sq >> 3) as i8 + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u32)
}

/// The empty squares a queen (or, with the first four directions only, a
/// rook) on `sq` reaches over empty squares.
#[inline]
fn slides(sq: u32, empty: u64, directions: &[(i8, i8)]) -> u32 {
    let mut count = 0;
    for &d in directions {
        let mut at = sq;
        while let Some(next) = step(at, d) {
            if empty & (1 << next) == 0 {
                break;
            }
            count += 1;
            at = next;
        }
    }
    count
}

/// The squares within two king steps of `sq`.
fn near(sq: u32) -> u64 {
    let (f, r) = ((sq & 7) as i32, (sq >> 3) as i32);
    let mut set = 0;
    for tf in (f - 2).max(0)..=(f + 2).min(7) {
        for tr in (r - 2).max(0)..=(r + 2).min(7) {
            set |= 1u64 << (tr * 8 + tf);
        }
    }
    set & !(1 << sq)
}

/// The bits of a square set (bit `i` = the square of index `i`), for the
/// word arithmetic below.
#[inline]
fn bits(set: SquareSet) -> u64 {
    set.words()[0]
}

/// `color`'s positional score (everything but material) under `w`.
fn positional(p: &Position, color: Color, w: &Weights) -> i32 {
    let ours = bits(p.occupied(color));
    let theirs = bits(p.occupied(!color));
    let empty = !(ours | theirs);
    let frozen = bits(p.frozen(color));
    let mut score = 0;
    if w.mobility != 0 {
        let movers = ours & !frozen & !bits(p.pieces(color, PieceKind::King));
        let pincers = bits(p.pieces(color, PieceKind::Pincer));
        let mut moves = 0;
        let mut set = movers;
        while set != 0 {
            let sq = set.trailing_zeros();
            set &= set - 1;
            let directions = if pincers & (1 << sq) != 0 {
                &DIRECTIONS[..4]
            } else {
                &DIRECTIONS[..]
            };
            moves += slides(sq, empty, directions);
        }
        score += w.mobility * moves as i32;
    }
    if let Some(king) = p.king_square(color) {
        let king = king.index() as u32;
        let attackers = theirs & !bits(p.frozen(!color)) & near(king);
        score -= w.king_danger * attackers.count_ones() as i32;
    }
    if let Some(king) = p.king_square(!color) {
        if bits(p.frozen(!color)) & (1 << king.index()) != 0 {
            score += w.king_frozen;
        }
    }
    score
}

/// The full evaluation of `position` for the side to move under `weights`:
/// the material balance plus each side's positional terms.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    super::balance(position, |color| positional(position, color, weights))
}

/// Material values in hundredths of a pincer. The King has no material value:
/// losing it ends the game, which the search sees as an outcome.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pincer => 100,
        PieceKind::LongLeaper => 350,
        PieceKind::Chameleon => 350,
        PieceKind::Coordinator => 400,
        PieceKind::Withdrawer => 350,
        PieceKind::Immobilizer => 500,
        PieceKind::King => 0,
    }
}

impl Evaluate for Position {
    /// Material of `color`, counting a frozen piece at two thirds of its value.
    fn material(&self, color: Color) -> i32 {
        let frozen = bits(self.frozen(color));
        let mut score = 0;
        for &kind in PieceKind::ALL {
            let set = bits(self.pieces(color, kind));
            let v = value(kind);
            score += v * set.count_ones() as i32;
            score -= v / 3 * (set & frozen).count_ones() as i32;
        }
        score
    }

    /// The material a move captures (a King capture first of all); suicides last.
    fn move_hint(&self, mv: &Move) -> i32 {
        if mv.is_suicide() {
            return -100;
        }
        mv.captured_squares()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| {
                if p.kind == PieceKind::King {
                    10_000
                } else {
                    value(p.kind)
                }
            })
            .sum()
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, &Weights::DEFAULT)
    }
}
