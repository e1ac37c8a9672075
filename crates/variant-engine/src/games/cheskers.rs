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

/// The playable squares of rank `rank` (0-based): the 4 bits of nibble
/// `rank`.
const fn rank_bits(rank: u32) -> Bits {
    0xf << (4 * rank)
}

/// The squares on the ranks whose index has bit `bit` set (ranks 1, 3, 5
/// and 7 for bit 0; 2, 3, 6, 7 for bit 1; 4 to 7 for bit 2): the sum of
/// the ranks of a set's squares is its count on the first, plus twice that
/// on the second, plus 4 times that on the third.
const fn rank_bit(bit: u32) -> Bits {
    let mut set = 0;
    let mut rank = 0;
    while rank < 8 {
        if rank >> bit & 1 == 1 {
            set |= rank_bits(rank);
        }
        rank += 1;
    }
    set
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

/// Per byte of `word`, the number of its bits. The baseline x86-64 target
/// has no popcount instruction: this is the first, and longest, part of a
/// software popcount, shared by two sets in one word ([`counts`]) or by
/// many sets summed byte by byte (the mobility).
#[inline]
fn byte_counts(word: u64) -> u64 {
    let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
    (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

/// The sizes of two sets, with one software popcount: each half of the
/// word's byte counts summed by one multiplication (byte 3 of the product
/// is the sum of bytes 0 to 3, byte 7 that of bytes 4 to 7, each at most
/// 32).
#[inline]
fn counts(low: Bits, high: Bits) -> (i32, i32) {
    let sums = byte_counts(u64::from(low) | u64::from(high) << 32).wrapping_mul(0x0101_0101);
    ((sums >> 24 & 0xff) as i32, (sums >> 56) as i32)
}

/// The total of byte counts summed over several sets (each byte below 256).
#[inline]
fn total(byte_counts: u64) -> i32 {
    (byte_counts.wrapping_mul(0x0101_0101_0101_0101) >> 56) as i32
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

/// One side's pieces as 32-bit sets.
#[derive(Clone, Copy)]
struct Army {
    men: Bits,
    kings: Bits,
    bishops: Bits,
    camels: Bits,
    all: Bits,
}

/// The placement as 32-bit sets, read from the position once per
/// evaluation (each of `Position::pieces` and `Position::occupied` converts
/// the position's own layout).
struct Board {
    /// By `Color::index`.
    armies: [Army; 2],
    side_to_move: Color,
}

impl Board {
    fn of(p: &Position) -> Board {
        let army = |color| {
            let all = bits(p.occupied(color));
            let men = bits(p.pieces(color, PieceKind::Man));
            let kings = bits(p.pieces(color, PieceKind::King));
            let bishops = bits(p.pieces(color, PieceKind::Bishop));
            Army {
                men,
                kings,
                bishops,
                camels: all & !(men | kings | bishops),
                all,
            }
        };
        Board {
            armies: [army(Color::White), army(Color::Black)],
            side_to_move: p.side_to_move(),
        }
    }
}

/// The number of `color`'s kings threatened (an enemy man or king could
/// jump one, a bishop reach it or a camel land on it).
///
/// Looks from each king for its attackers, on 32-bit sets with the lines
/// and leaps of every square in tables built at compile time.
fn threats(b: &Board, color: Color) -> i32 {
    let ours = b.armies[color.index()];
    let enemy = b.armies[(!color).index()];
    let occupied = ours.all | enemy.all;
    let enemy_forward = color.fold(-1, 1);
    let mut threatened = 0;
    for king in indices(ours.kings) {
        let mut hit = CAMEL_LEAPS[king] & enemy.camels != 0;
        for d in 0..4 {
            // A jump over the king along `d`: from the square before it
            // (the next one along the opposite direction, `3 - d`) to the
            // empty square after it.
            let jumpers = if DIAGONALS[d].1 == enemy_forward {
                enemy.men | enemy.kings
            } else {
                enemy.kings
            };
            let after = STEPS[d][king];
            hit |= STEPS[3 - d][king] & jumpers != 0 && after != 0 && after & occupied == 0;
            // A bishop's line: the first piece from the king is one (looked
            // for only if the line holds one).
            hit |=
                RAYS[d][king] & enemy.bishops != 0 && ray(occupied, king, d) & enemy.bishops != 0;
        }
        threatened += i32::from(hit);
    }
    threatened
}

/// The number of squares `color`'s bishops and camels could move or
/// capture to.
fn mobility(b: &Board, color: Color) -> i32 {
    let ours = b.armies[color.index()];
    let occupied = ours.all | b.armies[(!color).index()].all;
    // Byte counts summed over the pieces: a piece's set holds at most 4
    // squares per byte (two ranks), and a side at most 12 pieces.
    let mut sum = 0;
    for sq in indices(ours.bishops) {
        // The four lines are disjoint: one set.
        let reach = (0..4).fold(0, |reach, d| reach | ray(occupied, sq, d));
        sum += byte_counts(u64::from(reach & !ours.all));
    }
    for sq in indices(ours.camels) {
        sum += byte_counts(u64::from(CAMEL_LEAPS[sq] & !ours.all));
    }
    total(sum)
}

/// `color`'s positional terms (everything but material).
fn positional(b: &Board, color: Color, t: &mut impl Terms<Weights>) {
    // Men advanced 5 ranks or more, and men on their first rank.
    let men = b.armies[color.index()].men;
    let (near, back) = color.fold(
        (rank_bits(5) | rank_bits(6) | rank_bits(7), rank_bits(0)),
        (rank_bits(0) | rank_bits(1) | rank_bits(2), rank_bits(7)),
    );
    let (near, back) = counts(men & near, men & back);
    t.add(|w| w.near_promotion, near);
    t.add(|w| w.back_rank, back);
    if t.wants(|w| w.mobility) {
        t.add(|w| w.mobility, mobility(b, color));
    }
    if t.wants(|w| w.king_threat) {
        t.add(|w| w.king_threat, -threats(b, color));
    }
    if b.side_to_move == color {
        t.add(|w| w.tempo, 1);
    }
}

/// `color`'s material: a count per kind, the men's advance and the last
/// king.
fn material_terms(b: &Board, color: Color, t: &mut impl Terms<Weights>) {
    let army = b.armies[color.index()];
    let (men, kings) = counts(army.men, army.kings);
    let (bishops, camels) = counts(army.bishops, army.camels);
    t.add(|w| w.man, men);
    t.add(|w| w.king, kings);
    t.add(|w| w.bishop, bishops);
    t.add(|w| w.camel, camels);
    // The sum of the men's ranks, from the bits of the rank indices.
    let (rank_1, rank_2) = counts(army.men & rank_bit(0), army.men & rank_bit(1));
    let (rank_4, _) = counts(army.men & rank_bit(2), 0);
    let ranks = rank_1 + 2 * rank_2 + 4 * rank_4;
    t.add(|w| w.man_advance, color.fold(ranks, 7 * men - ranks));
    if kings == 1 {
        t.add(|w| w.last_king, -1);
    }
}

/// Every term of `color`'s side.
fn side(b: &Board, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(b, color, t);
    positional(b, color, t);
}

super::tune!();

super::evaluation_by_sides!(Board::of);

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
        if !mv.is_capture() && mv.promotion().is_none() {
            // Most moves: nothing to look up.
            return 0;
        }
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
