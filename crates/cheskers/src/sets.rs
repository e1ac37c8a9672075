//! The position's square sets: the 32 dark squares laid out in a `u64`
//! with gaps, so that every diagonal step is one shift, and the whole-set
//! moves and the bishop's targets on that layout.
//!
//! The public [`SquareSet`] numbers the squares `rank * 4 + file / 2`, where
//! a diagonal step adds or subtracts 3, 4 or 5 depending on the rank's
//! parity: each direction is two masked shifts. Here the square of index
//! `i` sits at bit `i + ceil(rank / 2)` instead: one unused bit (a *gap*,
//! at bits 4, 13, 22 and 31) comes before every odd rank, so that a step is
//! `+5` up-right, `+4` up-left, `-4` down-right and `-5` down-left from
//! every square. A step off the side of the board lands on a gap, one off
//! the top or bottom beyond the 36 bits (or off the word); either way
//! outside [`BOARD`], so a shift and one mask (usually the empty squares
//! or the enemy's, which are inside the board anyway) make a step. The
//! layout keeps the squares' order, so iterating a set still visits squares
//! in index order.

use crate::square::{Bits, Square, NONE, STEP};

/// A set of squares in the gapped layout (see the module docs).
pub(crate) type Set = u64;

/// The bit index of the square of index `index`: `index + ceil(rank / 2)`.
const fn gapped_index(index: usize) -> usize {
    index + (index / 4).div_ceil(2)
}

/// The 32 squares' bits.
pub(crate) const BOARD: Set = {
    let mut set = 0;
    let mut i = 0;
    while i < 32 {
        set |= 1 << gapped_index(i);
        i += 1;
    }
    set
};

/// `BIT_INDEX[i]`: the bit index of the square of index `i` (a table:
/// cheaper than the arithmetic where a move is made).
static BIT_INDEX: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        t[i] = gapped_index(i) as u8;
        i += 1;
    }
    t
};

/// The bit index of `sq`.
#[inline(always)]
pub(crate) fn bit_index(sq: Square) -> u32 {
    u32::from(BIT_INDEX[sq.index() & 31])
}

/// The bit of `sq`.
#[inline(always)]
pub(crate) fn bit(sq: Square) -> Set {
    1 << bit_index(sq)
}

/// `SQUARE_AT[b]`: the index of the square on bit `b` (gaps and bits
/// beyond the board give 0; they are never looked up).
static SQUARE_AT: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 32 {
        t[gapped_index(i)] = i as u8;
        i += 1;
    }
    t
};

/// The square on bit `b` of [`BOARD`].
#[inline(always)]
pub(crate) fn square_at(b: u32) -> Square {
    Square::at(SQUARE_AT[(b & 63) as usize])
}

/// The squares of `set`, in index order.
#[inline]
pub(crate) fn squares_in(mut set: Set) -> impl Iterator<Item = Square> {
    core::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let b = set.trailing_zeros();
            set &= set - 1;
            Some(square_at(b))
        }
    })
}

/// The public set of the same squares. Ranks 1 and 2, 3 and 4, 5 and 6
/// move down by 1, 2, 3 bits (the gaps below them), rank 8 by 4.
#[inline(always)]
pub(crate) const fn to_square_set(set: Set) -> Bits {
    ((set & 0xF)
        | ((set >> 1) & 0xFF0)
        | ((set >> 2) & 0xF_F000)
        | ((set >> 3) & 0xFF0_0000)
        | ((set >> 4) & 0xF000_0000)) as Bits
}

/// The gapped set of the squares of a public set.
#[inline(always)]
pub(crate) const fn from_square_set(set: Bits) -> Set {
    let set = set as Set;
    (set & 0xF)
        | ((set & 0xFF0) << 1)
        | ((set & 0xF_F000) << 2)
        | ((set & 0xFF0_0000) << 3)
        | ((set & 0xF000_0000) << 4)
}

/// The shift of a step in each direction (see `square::DIRS`: 0 up-right,
/// 1 up-left, 2 down-right, 3 down-left).
const STEP_SHIFT: [u32; 4] = [5, 4, 4, 5];

/// The bits one diagonal step in direction `dir` from those of `set`,
/// gaps and bits off the board included: mask the result with a set of
/// squares.
#[inline(always)]
pub(crate) const fn shift(set: Set, dir: usize) -> Set {
    if dir < 2 {
        set << STEP_SHIFT[dir]
    } else {
        set >> STEP_SHIFT[dir]
    }
}

/// The bits two diagonal steps away (a jump's landing square), like
/// [`shift`].
#[inline(always)]
pub(crate) const fn shift2(set: Set, dir: usize) -> Set {
    if dir < 2 {
        set << (2 * STEP_SHIFT[dir])
    } else {
        set >> (2 * STEP_SHIFT[dir])
    }
}

/// The direction opposite `dir` (up-right ↔ down-left, up-left ↔ down-right).
#[inline(always)]
pub(crate) const fn opposite(dir: usize) -> usize {
    3 - dir
}

/// `RAY[b][dir]`: every square from the square on bit `b` (exclusive) to
/// the board's edge in direction `dir` (empty for gaps).
static RAY: [[Set; 4]; 64] = {
    let mut t = [[0; 4]; 64];
    let mut sq = 0;
    while sq < 32 {
        let mut dir = 0;
        while dir < 4 {
            let mut cur = STEP[sq][dir];
            while cur != NONE {
                t[gapped_index(sq)][dir] |= 1 << gapped_index(cur as usize);
                cur = STEP[cur as usize][dir];
            }
            dir += 1;
        }
        sq += 1;
    }
    t
};

/// The squares from bit `b` (exclusive) to the board's edge in direction
/// `dir`.
#[inline(always)]
pub(crate) fn ray(b: u32, dir: usize) -> Set {
    RAY[(b & 63) as usize][dir]
}

/// Per square (by index), a multiplier that maps every occupancy of the
/// bishop's relevant squares (its rays without their last square) to a
/// distinct index of its block of [`BISHOP_TARGETS`]: magic bitboards, found
/// by a random search for this layout (any value that passes the test
/// `bishop_targets_match_walking_the_rays` will do).
const BISHOP_MAGICS: [u64; 32] = [
    0x0650_2202_0040_2008,
    0x0602_191A_0020_A002,
    0x0104_82A0_8240_0242,
    0x0048_1020_8102_0100,
    0x8411_030C_8001_0400,
    0x0010_2480_0420_0801,
    0x0002_1080_0004_0801,
    0x0480_8142_0000_0000,
    0x0043_0224_0001_0001,
    0x0100_4808_2000_1203,
    0x0100_2090_3120_A000,
    0x8020_A408_0020_8042,
    0x1520_4811_0001_1100,
    0x0288_0100_4809_0004,
    0x0300_4108_0180_0820,
    0x0624_2041_0A00_8800,
    0x4542_008A_0080_0885,
    0x0008_4080_4405_8000,
    0x0400_4038_0800_0200,
    0x0A04_1186_0000_0004,
    0x5104_1801_0005_4080,
    0x0600_4801_0005_6801,
    0x8012_0902_0048_4100,
    0x8241_2202_0408_9800,
    0x0882_4100_0202_0849,
    0x0807_2840_0011_0530,
    0x2308_8241_0000_C820,
    0x0220_2090_0040_AA20,
    0x1048_8412_0040_0020,
    0x000B_1324_0208_0100,
    0x08C2_1440_4000_0C1E,
    0x0860_8088_8004_8000,
];

/// The relevant squares of a bishop on the square of index `sq`: a piece
/// on the last square of a ray blocks nothing.
const fn bishop_mask(sq: usize) -> Set {
    let b = gapped_index(sq);
    let mut mask = 0;
    let mut dir = 0;
    while dir < 4 {
        mask |= RAY[b][dir] & !last_of_ray(RAY[b][dir], dir);
        dir += 1;
    }
    mask
}

/// The last (farthest) square of `ray`, a ray in direction `dir`.
const fn last_of_ray(ray: Set, dir: usize) -> Set {
    if ray == 0 {
        0
    } else if dir < 2 {
        1 << (63 - ray.leading_zeros())
    } else {
        ray & ray.wrapping_neg()
    }
}

/// The size of all the blocks of [`BISHOP_TARGETS`].
const BISHOP_TABLE_SIZE: usize = {
    let mut total = 0;
    let mut sq = 0;
    while sq < 32 {
        total += 1 << bishop_mask(sq).count_ones();
        sq += 1;
    }
    total
};

/// Per bit index: the bishop's relevant squares, its magic, the shift that
/// keeps the index's bits and where its block starts.
#[derive(Clone, Copy)]
struct BishopMagic {
    mask: Set,
    magic: u64,
    shift: u32,
    offset: u32,
}

static BISHOP_MAGIC: [BishopMagic; 64] = {
    let empty = BishopMagic {
        mask: 0,
        magic: 0,
        shift: 63,
        offset: 0,
    };
    let mut t = [empty; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 32 {
        let mask = bishop_mask(sq);
        t[gapped_index(sq)] = BishopMagic {
            mask,
            magic: BISHOP_MAGICS[sq],
            shift: 64 - mask.count_ones(),
            offset,
        };
        offset += 1 << mask.count_ones();
        sq += 1;
    }
    t
};

/// The bishop's targets for every square and every occupancy of its
/// relevant squares, at the magic indices.
static BISHOP_TARGETS: [Set; BISHOP_TABLE_SIZE] = {
    let mut t = [0; BISHOP_TABLE_SIZE];
    let mut sq = 0;
    while sq < 32 {
        let b = gapped_index(sq);
        let m = BISHOP_MAGIC[b];
        // Every subset of the mask, by the carry-rippler trick.
        let mut occupied: Set = 0;
        loop {
            let index = (occupied & m.mask).wrapping_mul(m.magic) >> m.shift;
            let mut targets = 0;
            let mut dir = 0;
            while dir < 4 {
                targets |= ray_to_blocker_walk(b, dir, occupied);
                dir += 1;
            }
            t[m.offset as usize + index as usize] = targets;
            occupied = occupied.wrapping_sub(m.mask) & m.mask;
            if occupied == 0 {
                break;
            }
        }
        sq += 1;
    }
    t
};

/// The squares of the ray from bit `b` in direction `dir` up to and
/// including the first square of `occupied` on it, walked from its nearest
/// square (for building the table).
const fn ray_to_blocker_walk(b: usize, dir: usize, occupied: Set) -> Set {
    let mut rest = RAY[b][dir];
    let mut targets = 0;
    while rest != 0 {
        let next = first_of_ray(rest, dir);
        targets |= next;
        rest &= !next;
        if occupied & next != 0 {
            break;
        }
    }
    targets
}

/// The first (nearest) square of `ray`, a ray in direction `dir`.
const fn first_of_ray(ray: Set, dir: usize) -> Set {
    if ray == 0 {
        0
    } else if dir < 2 {
        ray & ray.wrapping_neg()
    } else {
        1 << (63 - ray.leading_zeros())
    }
}

/// The squares a bishop on bit `b` sees with `occupied` blocking: every
/// square of its four rays up to and including the first occupied one.
#[inline(always)]
pub(crate) fn bishop_targets(b: u32, occupied: Set) -> Set {
    let m = &BISHOP_MAGIC[(b & 63) as usize];
    let index = (occupied & m.mask).wrapping_mul(m.magic) >> m.shift;
    BISHOP_TARGETS[m.offset as usize + index as usize]
}

/// `CAMEL_TARGETS[b]`: the camel's (3,1) leap targets from the square on
/// bit `b`.
static CAMEL_TARGETS: [Set; 64] = {
    let mut t = [0; 64];
    let mut sq = 0;
    while sq < 32 {
        t[gapped_index(sq)] = from_square_set(crate::square::CAMEL[sq]);
        sq += 1;
    }
    t
};

/// The camel's leap targets from the square on bit `b`.
#[inline(always)]
pub(crate) fn camel_targets(b: u32) -> Set {
    CAMEL_TARGETS[(b & 63) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::JUMP;

    fn gapped(sq: usize) -> Set {
        1 << gapped_index(sq)
    }

    /// Every square one diagonal step from a square of `set`.
    fn step(set: Set, dir: usize) -> Set {
        shift(set, dir) & BOARD
    }

    #[test]
    fn the_layout_round_trips_and_keeps_the_order() {
        assert_eq!(BOARD.count_ones(), 32);
        // The gaps are bits 4, 13, 22 and 31; the last square is bit 35.
        assert_eq!(
            !BOARD & ((1 << 36) - 1),
            1 << 4 | 1 << 13 | 1 << 22 | 1 << 31
        );
        for sq in 0..32 {
            assert_eq!(to_square_set(gapped(sq)), 1 << sq);
            assert_eq!(from_square_set(1 << sq), gapped(sq));
            assert_eq!(square_at(gapped(sq).trailing_zeros()).index(), sq);
        }
        let some: Bits = 0x9E37_79B9;
        assert_eq!(to_square_set(from_square_set(some)), some);
        let listed: Vec<usize> = squares_in(from_square_set(some))
            .map(Square::index)
            .collect();
        let expected: Vec<usize> = (0..32).filter(|i| some & (1 << i) != 0).collect();
        assert_eq!(listed, expected);
    }

    #[test]
    fn bishop_targets_match_walking_the_rays() {
        // Pseudo-random occupancies from a fixed linear congruential sequence.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let occupied = (x >> 32) as u32 & (x >> 7) as u32;
            for (from, steps) in STEP.iter().enumerate() {
                let mut walked = 0;
                for (dir, &first) in steps.iter().enumerate() {
                    let mut cur = first;
                    while cur != NONE {
                        walked |= 1 << cur;
                        if occupied & (1 << cur) != 0 {
                            break;
                        }
                        cur = STEP[cur as usize][dir];
                    }
                }
                let b = gapped(from).trailing_zeros();
                assert_eq!(
                    to_square_set(bishop_targets(b, from_square_set(occupied))),
                    walked,
                    "{from} {occupied:#x}"
                );
            }
        }
    }

    #[test]
    fn set_steps_match_the_step_table() {
        for sq in 0..32 {
            for dir in 0..4 {
                let expected = match STEP[sq][dir] {
                    NONE => 0,
                    to => gapped(to as usize),
                };
                assert_eq!(step(gapped(sq), dir), expected, "square {sq} dir {dir}");
                let jump = match JUMP[sq][dir] {
                    NONE => 0,
                    to => gapped(to as usize),
                };
                assert_eq!(
                    step(step(gapped(sq), dir), dir),
                    jump,
                    "square {sq} dir {dir}"
                );
                // Two steps in one shift, valid when the middle square is
                // on the board (a jump's middle holds an enemy).
                if expected != 0 {
                    assert_eq!(
                        shift2(gapped(sq), dir) & BOARD,
                        jump,
                        "square {sq} dir {dir}"
                    );
                }
            }
        }
    }
}
