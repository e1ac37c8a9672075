//! Cheskers.

use super::Terms;
use crate::Evaluate;
use cheskers::{squares, Move, PieceKind, Position, Rules, SquareSet};
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

super::one_table!(Weights, "default", default::WEIGHTS);

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

/// One of the 32 playable squares as a bit (index `rank * 4 + file / 2`).
type Bits = u32;

/// The bit of the playable square at `(file, rank)`, if on the board.
const fn square_bit(file: i32, rank: i32) -> Bits {
    if 0 <= file && file < 8 && 0 <= rank && rank < 8 && (file + rank) % 2 == 0 {
        1 << (rank * 4 + file / 2)
    } else {
        0
    }
}

/// The file and rank of the playable square of index `sq`.
const fn file_rank(sq: usize) -> (i32, i32) {
    let rank = sq as i32 / 4;
    (2 * (sq as i32 % 4) + rank % 2, rank)
}

/// Per direction of [`DIAGONALS`] and square: the next square along it
/// (`STEPS`), and every square beyond it to the edge (`RAYS`).
const STEPS: [[Bits; 32]; 4] = lines(false);
const RAYS: [[Bits; 32]; 4] = lines(true);

const fn lines(to_the_edge: bool) -> [[Bits; 32]; 4] {
    let mut lines = [[0; 32]; 4];
    let mut d = 0;
    while d < 4 {
        let (df, dr) = DIAGONALS[d];
        let mut sq = 0;
        while sq < 32 {
            let (f, r) = file_rank(sq);
            let (mut f, mut r) = (f + df, r + dr);
            while square_bit(f, r) != 0 {
                lines[d][sq] |= square_bit(f, r);
                if !to_the_edge {
                    break;
                }
                f += df;
                r += dr;
            }
            sq += 1;
        }
        d += 1;
    }
    lines
}

/// Per square, the squares a camel there leaps to.
const CAMEL_LEAPS: [Bits; 32] = {
    let mut leaps = [0; 32];
    let mut sq = 0;
    while sq < 32 {
        let (f, r) = file_rank(sq);
        let mut i = 0;
        while i < 8 {
            leaps[sq] |= square_bit(f + CAMEL[i].0, r + CAMEL[i].1);
            i += 1;
        }
        sq += 1;
    }
    leaps
};

/// The playable squares of rank `rank` (0-based).
const fn rank_bits(rank: u32) -> Bits {
    0xf << (4 * rank)
}

/// The squares of `set` as bits.
#[inline]
fn bits(set: SquareSet) -> Bits {
    set.words()[0] as Bits
}

/// The indices of the squares of `set`.
#[inline]
fn indices(set: Bits) -> impl Iterator<Item = usize> {
    super::bit_indices(set)
}

/// The squares from `sq` along direction `d` up to the first piece of
/// `occupied`, that one included.
#[inline]
fn ray(occupied: Bits, sq: usize, d: usize) -> Bits {
    let ray = RAYS[d][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    // The first piece: the lowest bit going up the ranks, else the highest.
    let first = if DIAGONALS[d].1 > 0 {
        blockers.trailing_zeros()
    } else {
        31 - blockers.leading_zeros()
    };
    ray ^ RAYS[d][first as usize]
}

/// The number of `color`'s kings threatened (an enemy man or king could
/// jump one, a bishop reach it or a camel land on it) and the squares
/// `color`'s bishops and camels could move or capture to.
///
/// Looks from each king for its attackers, on 32-bit sets with the lines
/// and leaps of every square in tables built at compile time.
fn threats_and_mobility(p: &Position, color: Color) -> (i32, i32) {
    let ours = bits(p.occupied(color));
    let occupied = ours | bits(p.occupied(!color));
    let enemy = |kind| bits(p.pieces(!color, kind));
    let (men, kings, bishops, camels) = (
        enemy(PieceKind::Man),
        enemy(PieceKind::King),
        enemy(PieceKind::Bishop),
        enemy(PieceKind::Camel),
    );
    let enemy_forward = color.fold(-1, 1);
    let mut threatened = 0;
    for king in indices(bits(p.pieces(color, PieceKind::King))) {
        let mut hit = CAMEL_LEAPS[king] & camels != 0;
        for d in 0..4 {
            // A jump over the king along `d`: from the square before it
            // (the next one along the opposite direction, `3 - d`) to the
            // empty square after it.
            let jumpers = if DIAGONALS[d].1 == enemy_forward {
                men | kings
            } else {
                kings
            };
            let after = STEPS[d][king];
            hit |= STEPS[3 - d][king] & jumpers != 0 && after != 0 && after & occupied == 0;
            // A bishop's line: the first piece from the king is one.
            hit |= ray(occupied, king, d) & occupied & bishops != 0;
        }
        threatened += i32::from(hit);
    }
    let mut mobility = 0;
    for sq in indices(bits(p.pieces(color, PieceKind::Bishop))) {
        for d in 0..4 {
            mobility += (ray(occupied, sq, d) & !ours).count_ones() as i32;
        }
    }
    for sq in indices(bits(p.pieces(color, PieceKind::Camel))) {
        mobility += (CAMEL_LEAPS[sq] & !ours).count_ones() as i32;
    }
    (threatened, mobility)
}

/// `color`'s positional terms (everything but material).
fn positional(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    // Men advanced 5 ranks or more, and men on their first rank.
    let men = bits(p.pieces(color, PieceKind::Man));
    let (near, back) = color.fold(
        (rank_bits(5) | rank_bits(6) | rank_bits(7), rank_bits(0)),
        (rank_bits(0) | rank_bits(1) | rank_bits(2), rank_bits(7)),
    );
    t.add(|w| w.near_promotion, (men & near).count_ones() as i32);
    t.add(|w| w.back_rank, (men & back).count_ones() as i32);
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

super::evaluation_by_sides!();

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
