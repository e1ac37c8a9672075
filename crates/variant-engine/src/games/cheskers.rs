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

/// Per square, its diagonal neighbours ([`STEPS`] together).
const NEIGHBOURS: [Bits; 32] = all_directions(STEPS);

/// Per square, its four [`RAYS`] together.
const LINES: [Bits; 32] = all_directions(RAYS);

/// Per square, the union of its sets in the four directions of `lines`.
const fn all_directions(lines: [[Bits; 32]; 4]) -> [Bits; 32] {
    let mut union = [0; 32];
    let mut sq = 0;
    while sq < 32 {
        union[sq] = lines[0][sq] | lines[1][sq] | lines[2][sq] | lines[3][sq];
        sq += 1;
    }
    union
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

/// The multiplier that sums [`rank_counts`] weighted by `weights` (per
/// rank, from rank 1) into the top byte of the product: rank `r`'s count is
/// in byte `r / 2`, or `4 + r / 2` for an odd rank, and a weight in byte 7
/// less that.
const fn rank_weights(weights: [u64; 8]) -> u64 {
    let mut multiplier = 0;
    let mut rank = 0;
    while rank < 8 {
        let byte = if rank % 2 == 0 {
            rank / 2
        } else {
            4 + rank / 2
        };
        multiplier |= weights[rank] << (8 * (7 - byte));
        rank += 1;
    }
    multiplier
}

/// Per colour (`Color::index`), the weights of the men's terms by rank:
/// the ranks advanced; on the ranks 5 to 7 steps from the first, 1 (near
/// promotion), plus 16 on the first rank (the back rank).
const ADVANCE: [u64; 2] = [
    rank_weights([0, 1, 2, 3, 4, 5, 6, 7]),
    rank_weights([7, 6, 5, 4, 3, 2, 1, 0]),
];
const NEAR_AND_BACK: [u64; 2] = [
    rank_weights([16, 0, 0, 0, 0, 1, 1, 1]),
    rank_weights([1, 1, 1, 0, 0, 0, 0, 16]),
];

/// The number of the men of `men` on each rank (at most 4), a byte each
/// (see [`rank_weights`]): a software popcount stopped at the nibbles
/// (a rank is a nibble), whose even and odd nibbles become the low and high
/// halves of a word. A weighted sum of these bytes is one multiplication:
/// no byte of the product's sum exceeds 255, since a side has at most 8
/// men and a weight is at most 16 (with at most 4 men on the back rank).
#[inline]
fn rank_counts(men: Bits) -> u64 {
    let pairs = men - ((men >> 1) & 0x5555_5555);
    let nibbles = (pairs & 0x3333_3333) + ((pairs >> 2) & 0x3333_3333);
    u64::from(nibbles & 0x0F0F_0F0F) | u64::from((nibbles >> 4) & 0x0F0F_0F0F) << 32
}

/// The sum of the bytes of `counts` weighted by `multiplier` (see
/// [`rank_weights`]).
#[inline]
fn weighted_sum(counts: u64, multiplier: u64) -> i32 {
    (counts.wrapping_mul(multiplier) >> 56) as i32
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
    /// Per colour, the kings, bishops and camels.
    counts: [[i32; 3]; 2],
    /// Per colour, its men's [`rank_counts`].
    men_by_rank: [u64; 2],
    side_to_move: Color,
}

impl Board {
    fn of(p: &Position) -> Board {
        let men = bits(p.kind_squares(PieceKind::Man));
        let kings = bits(p.kind_squares(PieceKind::King));
        let bishops = bits(p.kind_squares(PieceKind::Bishop));
        let army = |color| {
            let all = bits(p.occupied(color));
            Army {
                men: all & men,
                kings: all & kings,
                bishops: all & bishops,
                camels: all & !(men | kings | bishops),
                all,
            }
        };
        let [white, black] = [army(Color::White), army(Color::Black)];
        // Both colours' sizes of a kind with one software popcount.
        let kings = counts(white.kings, black.kings);
        let bishops = counts(white.bishops, black.bishops);
        let camels = counts(white.camels, black.camels);
        Board {
            armies: [white, black],
            counts: [
                [kings.0, bishops.0, camels.0],
                [kings.1, bishops.1, camels.1],
            ],
            men_by_rank: [rank_counts(white.men), rank_counts(black.men)],
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
        // A jump needs a man or king next to the king.
        if NEIGHBOURS[king] & (enemy.men | enemy.kings) != 0 {
            for d in 0..4 {
                // A jump over the king along `d`: from the square before it
                // (the next one along the opposite direction, `3 - d`) to
                // the empty square after it.
                let jumpers = if DIAGONALS[d].1 == enemy_forward {
                    enemy.men | enemy.kings
                } else {
                    enemy.kings
                };
                let after = STEPS[d][king];
                hit |= STEPS[3 - d][king] & jumpers != 0 && after != 0 && after & occupied == 0;
            }
        }
        // A bishop's line: the first piece from the king is one (looked
        // for only on the lines that hold one).
        if LINES[king] & enemy.bishops != 0 {
            for (d, rays) in RAYS.iter().enumerate() {
                hit |=
                    rays[king] & enemy.bishops != 0 && ray(occupied, king, d) & enemy.bishops != 0;
            }
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
    let near_and_back = weighted_sum(b.men_by_rank[color.index()], NEAR_AND_BACK[color.index()]);
    t.add(|w| w.near_promotion, near_and_back & 15);
    t.add(|w| w.back_rank, near_and_back >> 4);
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
    let [kings, bishops, camels] = b.counts[color.index()];
    let men_by_rank = b.men_by_rank[color.index()];
    t.add(|w| w.man, weighted_sum(men_by_rank, rank_weights([1; 8])));
    t.add(|w| w.king, kings);
    t.add(|w| w.bishop, bishops);
    t.add(|w| w.camel, camels);
    t.add(
        |w| w.man_advance,
        weighted_sum(men_by_rank, ADVANCE[color.index()]),
    );
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
    /// A quiescence node costs less than the table's cache miss: see
    /// [`Evaluate::QUIESCENCE_TABLE`].
    const QUIESCENCE_TABLE: bool = false;

    /// Cheap to generate: the generation hides the wait for the table; see
    /// [`Evaluate::GENERATE_BEFORE_PROBE`].
    const GENERATE_BEFORE_PROBE: bool = true;

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
