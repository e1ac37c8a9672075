//! Cheskers.

use super::Terms;
use crate::Evaluate;
use cheskers::{squares, Move, PieceKind, Position, Rules, Square, SquareSet};
use variant_core::{Color, Game};

mod default;

super::weights! {
    /// The evaluation's weights, in hundredths of a man: the material per
    /// kind and the positional terms. The values are in the tables
    /// ([`Weights::for_rules`]).
    pub struct Weights {
        /// Per man.
        man,
        /// Per king.
        king,
        /// Per bishop.
        bishop,
        /// Per camel.
        camel,
        /// Per rank a man has advanced toward promotion.
        man_advance,
        /// For a side reduced to a single king (losing the last king loses
        /// the game; counted against that side).
        last_king,
        /// Per man one or two steps from promotion, on top of its advance.
        near_promotion,
        /// Per man still on its own back rank (it keeps the enemy from
        /// promoting there).
        back_rank,
        /// Per square a bishop or camel could move or capture to.
        mobility,
        /// Per king an enemy piece could capture at once (counted against
        /// the king's side).
        king_threat,
        /// For the side to move.
        tempo,
    }
}

impl Weights {
    /// The table the engine plays with under `rules` (every rule option
    /// plays with the default rules' table).
    #[must_use]
    pub fn for_rules(rules: &Rules) -> &'static Weights {
        let _ = rules;
        &default::WEIGHTS
    }

    /// The table of the default rules.
    pub const DEFAULT: Weights = default::WEIGHTS;

    /// Every table, by the name of the preset it was made for.
    pub const TABLES: &'static [(&'static str, Weights)] = &[("default", default::WEIGHTS)];
}

/// The four diagonal directions, as (file, rank) steps.
const DIAGONALS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The camel's leaps.
const CAMEL: [(i32, i32); 8] = [
    (3, 1),
    (1, 3),
    (-1, 3),
    (-3, 1),
    (-3, -1),
    (-1, -3),
    (1, -3),
    (3, -1),
];

/// The square `(df, dr)` from `sq`, if on the board (every diagonal step
/// and camel leap keeps to the dark squares).
#[inline]
fn offset(sq: Square, (df, dr): (i32, i32)) -> Option<Square> {
    Square::from_file_rank(i32::from(sq.file()) + df, i32::from(sq.rank()) + dr)
}

#[inline]
fn has(set: SquareSet, sq: Square) -> bool {
    set.contains(sq.index())
}

/// How many of `color`'s kings `!color` could capture with one move, and
/// how many squares `color`'s bishops and camels reach.
fn threats_and_mobility(p: &Position, color: Color) -> (i32, i32) {
    let ours = p.occupied(color);
    let theirs = p.occupied(!color);
    let occupied = ours | theirs;
    let kings = p.pieces(color, PieceKind::King);
    // Kings that an enemy man or king could jump, a bishop reach or a
    // camel land on.
    let mut threatened = SquareSet::EMPTY;
    let enemy_forward = color.fold(-1, 1);
    // The enemy pieces kind by kind (a set per kind, no square lookups).
    for kind in [PieceKind::Man, PieceKind::King] {
        for sq in squares(p.pieces(!color, kind)) {
            for d in DIAGONALS {
                if kind == PieceKind::Man && d.1 != enemy_forward {
                    continue;
                }
                if let Some(over) = offset(sq, d).filter(|&o| has(kings, o)) {
                    if offset(over, d).is_some_and(|to| !has(occupied, to)) {
                        threatened |= over.bit();
                    }
                }
            }
        }
    }
    for sq in squares(p.pieces(!color, PieceKind::Bishop)) {
        for d in DIAGONALS {
            let mut at = sq;
            while let Some(next) = offset(at, d) {
                if has(occupied, next) {
                    if has(kings, next) {
                        threatened |= next.bit();
                    }
                    break;
                }
                at = next;
            }
        }
    }
    for sq in squares(p.pieces(!color, PieceKind::Camel)) {
        for d in CAMEL {
            if let Some(to) = offset(sq, d).filter(|&t| has(kings, t)) {
                threatened |= to.bit();
            }
        }
    }
    let mut mobility = 0;
    for sq in squares(p.pieces(color, PieceKind::Bishop)) {
        for d in DIAGONALS {
            let mut at = sq;
            while let Some(next) = offset(at, d) {
                if has(ours, next) {
                    break;
                }
                mobility += 1;
                if has(theirs, next) {
                    break;
                }
                at = next;
            }
        }
    }
    for sq in squares(p.pieces(color, PieceKind::Camel)) {
        mobility += CAMEL
            .iter()
            .filter(|&&d| offset(sq, d).is_some_and(|to| !has(ours, to)))
            .count() as i32;
    }
    (threatened.len() as i32, mobility)
}

/// `color`'s positional terms (everything but material).
fn positional(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let (mut near, mut back) = (0, 0);
    for sq in squares(p.pieces(color, PieceKind::Man)) {
        let advanced = color.fold(sq.rank(), 7 - sq.rank());
        if advanced >= 5 {
            near += 1;
        } else if advanced == 0 {
            back += 1;
        }
    }
    t.add(|w| w.near_promotion, near);
    t.add(|w| w.back_rank, back);
    if t.wants(|w| w.mobility) || t.wants(|w| w.king_threat) {
        let (threatened, mobility) = threats_and_mobility(p, color);
        t.add(|w| w.mobility, mobility);
        t.add(|w| w.king_threat, -threatened);
    }
    if p.side_to_move() == color {
        t.add(|w| w.tempo, 1);
    }
}

/// `color`'s material: a count per kind, the men's advance and the last
/// king.
fn material_terms(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    t.add(|w| w.man, p.pieces(color, PieceKind::Man).len() as i32);
    t.add(|w| w.king, p.pieces(color, PieceKind::King).len() as i32);
    t.add(
        |w| w.bishop,
        p.pieces(color, PieceKind::Bishop).len() as i32,
    );
    t.add(|w| w.camel, p.pieces(color, PieceKind::Camel).len() as i32);
    let mut advanced = 0;
    for sq in squares(p.pieces(color, PieceKind::Man)) {
        advanced += i32::from(color.fold(sq.rank(), 7 - sq.rank()));
    }
    t.add(|w| w.man_advance, advanced);
    if p.pieces(color, PieceKind::King).len() == 1 {
        t.add(|w| w.last_king, -1);
    }
}

/// Every term of `color`'s side.
fn side(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(p, color, t);
    positional(p, color, t);
}

super::tune!();

/// The full evaluation of `position` for the side to move under `weights`.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    super::weighted(position, weights, |color, t| side(position, color, t))
}

/// The counts of the evaluation's terms for the side to move less those of
/// the other side, in table order: `evaluate_with(position, w)` is the sum
/// of each weight of `w` times its count.
#[must_use]
pub fn term_counts(position: &Position) -> Vec<i32> {
    let mut counts = vec![0; Weights::NAMES.len()];
    super::counted(position, &Weights::INDEX, &mut counts, |color, t| {
        side(position, color, t)
    });
    counts
}

/// Material values in hundredths of a man. Kings are worth more than their
/// moves suggest because losing the last one loses the game.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Man => 100,
        PieceKind::King => 350,
        PieceKind::Bishop => 300,
        PieceKind::Camel => 250,
    }
}

/// Penalty for a side reduced to a single king (losing the last
/// king loses the game).
const LAST_KING_PENALTY: i32 = 400;

impl Evaluate for Position {
    /// The material and advancement score of `color`.
    fn material(&self, color: Color) -> i32 {
        // Kind by kind: a count per kind, the men's squares for their
        // advancement (no square lookups).
        let mut score = 0;
        for kind in [
            PieceKind::Man,
            PieceKind::King,
            PieceKind::Bishop,
            PieceKind::Camel,
        ] {
            score += value(kind) * self.pieces(color, kind).len() as i32;
        }
        for sq in squares(self.pieces(color, PieceKind::Man)) {
            // Ranks advanced toward promotion, 6 points each.
            let advanced = color.fold(sq.rank(), 7 - sq.rank());
            score += 6 * i32::from(advanced);
        }
        let kings = self.pieces(color, PieceKind::King).len();
        if kings == 1 {
            score -= LAST_KING_PENALTY;
        }
        score
    }

    /// Captured material plus the promotion gain: captures first.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured: i32 = mv
            .captured_squares()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| value(p.kind))
            .sum();
        let promotion = mv
            .promotion()
            .map_or(0, |kind| value(kind) - value(PieceKind::Man));
        captured + promotion
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, Weights::for_rules(self.rules()))
    }
}
