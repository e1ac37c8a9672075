//! Where a piece reaches, as a square set, given the board's occupancy: the
//! square-set counterpart of the move loops in `movegen`, for counting moves
//! and finding attacks without visiting squares one by one.
//!
//! A slide is found by its first blocker (the classical ray method: the ray
//! from the origin, cut behind the first occupied square, which needs no
//! board-size tricks on 144 squares). The bent riders (aanca, unicorn) are
//! a step or a leap to a turning square and, if that square lets them pass,
//! a slide from there. Shifts move a whole set by one vector, for asking
//! "which squares stand one aanca step or one knight leap behind these".

use super::tables::DIRS;
use variant_core::SquareSet144 as Set;

/// Directions, numbered as `tables::DIRS`.
pub(crate) const N: usize = 0;
pub(crate) const S: usize = 1;
pub(crate) const E: usize = 2;
pub(crate) const W: usize = 3;
pub(crate) const NE: usize = 4;
pub(crate) const NW: usize = 5;
pub(crate) const SE: usize = 6;
pub(crate) const SW: usize = 7;

/// The (file, rank) step of direction `d`: `tables::DIRS`, widened for the
/// index arithmetic here.
const fn delta(d: usize) -> (i32, i32) {
    (DIRS[d].0 as i32, DIRS[d].1 as i32)
}

/// Directions whose squares have growing indices (the first blocker is the
/// lowest member of the ray's occupied squares).
const fn increasing(dir: usize) -> bool {
    matches!(dir, N | E | NE | NW)
}

type Words = [u64; 3];

/// The square `(df, dr)` from `sq`, if on the board.
const fn offset(sq: usize, df: i32, dr: i32) -> Option<usize> {
    let f = (sq % 12) as i32 + df;
    let r = (sq / 12) as i32 + dr;
    if f >= 0 && f < 12 && r >= 0 && r < 12 {
        Some((r * 12 + f) as usize)
    } else {
        None
    }
}

const fn build_rays() -> [[Words; 8]; PAST + 1] {
    let mut t = [[[0u64; 3]; 8]; PAST + 1];
    let mut sq = 0;
    while sq < 144 {
        let mut d = 0;
        while d < 8 {
            let mut cur = sq;
            let (df, dr) = delta(d);
            while let Some(n) = offset(cur, df, dr) {
                t[sq][d][n / 64] |= 1 << (n % 64);
                cur = n;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

/// `RAYS[sq][dir]`: the squares from `sq` outward in direction `dir`
/// (empty past the board).
static RAYS: [[Words; 8]; PAST + 1] = build_rays();

/// The unicorn's knight leaps, each with the diagonal direction of the
/// slide that may follow it (outward: the signs of the leap).
const UNICORN_LEAPS: [(i32, i32, usize); 8] = [
    (2, 1, NE),
    (1, 2, NE),
    (-1, 2, NW),
    (-2, 1, NW),
    (-2, -1, SW),
    (-1, -2, SW),
    (1, -2, SE),
    (2, -1, SE),
];

/// A square index, or `NONE` off the board.
const NONE: u8 = u8::MAX;

const fn build_leaps<const K: usize>(vectors: [(i32, i32); K]) -> [[u8; K]; 144] {
    let mut t = [[NONE; K]; 144];
    let mut sq = 0;
    while sq < 144 {
        let mut k = 0;
        while k < K {
            if let Some(n) = offset(sq, vectors[k].0, vectors[k].1) {
                t[sq][k] = n as u8;
            }
            k += 1;
        }
        sq += 1;
    }
    t
}

/// `UNICORN_SQUARES[sq][k]`: the square of leap `k` of `UNICORN_LEAPS`.
static UNICORN_SQUARES: [[u8; 8]; 144] = build_leaps([
    (UNICORN_LEAPS[0].0, UNICORN_LEAPS[0].1),
    (UNICORN_LEAPS[1].0, UNICORN_LEAPS[1].1),
    (UNICORN_LEAPS[2].0, UNICORN_LEAPS[2].1),
    (UNICORN_LEAPS[3].0, UNICORN_LEAPS[3].1),
    (UNICORN_LEAPS[4].0, UNICORN_LEAPS[4].1),
    (UNICORN_LEAPS[5].0, UNICORN_LEAPS[5].1),
    (UNICORN_LEAPS[6].0, UNICORN_LEAPS[6].1),
    (UNICORN_LEAPS[7].0, UNICORN_LEAPS[7].1),
]);

/// `DIAGONAL_SQUARES[sq][k]`: the neighbour of `sq` in direction `NE + k`.
static DIAGONAL_SQUARES: [[u8; 4]; 144] = build_leaps([delta(NE), delta(NW), delta(SE), delta(SW)]);

/// The aanca's two outward slides after its diagonal step `NE + k`.
/// (In the order the moves are generated: the file's direction first.)
const AANCA_SLIDES: [[usize; 2]; 4] = [[E, N], [W, N], [E, S], [W, S]];

/// Where `lowest` and `highest` point when the set is empty: a square past
/// the board whose rays are empty, so that a slide that meets nothing keeps
/// its whole ray without a branch.
const PAST: usize = 192;

/// The lowest member of `w`, or [`PAST`] (written as selections between
/// values already computed, which the compiler turns into conditional moves:
/// which word holds the blocker is data, a poor bet for a branch).
#[inline(always)]
fn lowest(w: Words) -> usize {
    let upper = if w[1] != 0 {
        64 + w[1].trailing_zeros()
    } else {
        128 + w[2].trailing_zeros()
    };
    (if w[0] != 0 {
        w[0].trailing_zeros()
    } else {
        upper
    }) as usize
}

/// The highest member of `w`, or [`PAST`].
#[inline(always)]
fn highest(w: Words) -> usize {
    let lower = if w[0] != 0 {
        63 - w[0].leading_zeros()
    } else {
        PAST as u32
    };
    let middle = if w[1] != 0 {
        127 - w[1].leading_zeros()
    } else {
        lower
    };
    (if w[2] != 0 {
        191 - w[2].leading_zeros()
    } else {
        middle
    }) as usize
}

/// The squares a slide from `from` in direction `dir` reaches over the
/// occupied squares `occ`: the empty squares up to the first occupied one,
/// which is included (whoever stands there).
#[inline(always)]
pub(crate) fn slide(from: usize, dir: usize, occ: &Set) -> Set {
    let ray = RAYS[from][dir];
    let o = occ.words();
    let hit = [ray[0] & o[0], ray[1] & o[1], ray[2] & o[2]];
    let first = if increasing(dir) {
        lowest(hit)
    } else {
        highest(hit)
    };
    let beyond = RAYS[first][dir];
    Set::from_words([
        ray[0] & !beyond[0],
        ray[1] & !beyond[1],
        ray[2] & !beyond[2],
    ])
}

/// What a reach is given to, part by part in the order the moves are
/// generated: each part's squares from the nearest outward.
pub(crate) trait Parts {
    /// One part: its squares in ascending index order when `ascending`,
    /// else descending.
    fn part(&mut self, squares: Set, ascending: bool);

    /// Leaps: the squares of `order` that are in `squares`, in that order.
    fn leaps(&mut self, order: &[u8], squares: Set);

    /// A part of one square.
    fn square(&mut self, square: usize);
}

/// The whole reach as one set.
impl Parts for Set {
    #[inline(always)]
    fn part(&mut self, squares: Set, _: bool) {
        *self |= squares;
    }

    #[inline(always)]
    fn leaps(&mut self, _: &[u8], squares: Set) {
        *self |= squares;
    }

    #[inline(always)]
    fn square(&mut self, square: usize) {
        // Not `insert`: its store indexed by `square / 64` keeps the set
        // in memory (see `Set::single`).
        *self |= Set::single(square);
    }
}

/// The union of the parts `parts` gives.
#[inline(always)]
pub(crate) fn union(parts: impl FnOnce(&mut Set)) -> Set {
    let mut reach = Set::EMPTY;
    parts(&mut reach);
    reach
}

/// The rook: a slide along each orthogonal line.
#[inline(always)]
pub(crate) fn rook(from: usize, occ: &Set, out: &mut impl Parts) {
    for dir in [N, S, E, W] {
        out.part(slide(from, dir, occ), increasing(dir));
    }
}

/// The crocodile (a bishop): a slide along each diagonal line.
#[inline(always)]
pub(crate) fn crocodile(from: usize, occ: &Set, out: &mut impl Parts) {
    for dir in [NE, NW, SE, SW] {
        out.part(slide(from, dir, occ), increasing(dir));
    }
}

/// The aanca: each diagonal neighbour and, when it is in `turns` (the
/// squares the aanca may pass: empty ones, and enemy ones under
/// [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy)), the two outward
/// orthogonal slides from it.
#[inline(always)]
pub(crate) fn aanca(from: usize, occ: &Set, turns: &Set, out: &mut impl Parts) {
    for (k, &d) in DIAGONAL_SQUARES[from].iter().enumerate() {
        if d != NONE {
            let d = d as usize;
            out.square(d);
            if turns.contains(d) {
                for dir in AANCA_SLIDES[k] {
                    out.part(slide(d, dir, occ), increasing(dir));
                }
            }
        }
    }
}

/// The unicorn (the default reading): each knight square and, when it is
/// empty, the outward diagonal slide from it.
#[inline(always)]
pub(crate) fn unicorn(from: usize, occ: &Set, out: &mut impl Parts) {
    for (k, &n) in UNICORN_SQUARES[from].iter().enumerate() {
        if n != NONE {
            let n = n as usize;
            out.square(n);
            if !occ.contains(n) {
                let dir = UNICORN_LEAPS[k].2;
                out.part(slide(n, dir, occ), increasing(dir));
            }
        }
    }
}

/// Where a rider standing `TURNED_FROM[dir][i]` from a square `s` may turn
/// on `s` and slide back along the ray `dir` (toward where the ray
/// starts): for an orthogonal ray the aanca's steps, for a diagonal one the
/// unicorn's leaps, read backward from [`AANCA_SLIDES`] and
/// [`UNICORN_LEAPS`].
pub(crate) const TURNED_FROM: [[(i32, i32); 2]; 8] = {
    let mut t = [[(0, 0); 2]; 8];
    let mut dir = 0;
    while dir < 8 {
        let back = OPPOSITE[dir];
        let mut found = 0;
        if dir < 4 {
            let mut k = 0;
            while k < 4 {
                if AANCA_SLIDES[k][0] == back || AANCA_SLIDES[k][1] == back {
                    let (df, dr) = delta(NE + k);
                    t[dir][found] = (-df, -dr);
                    found += 1;
                }
                k += 1;
            }
        } else {
            let mut k = 0;
            while k < 8 {
                if UNICORN_LEAPS[k].2 == back {
                    t[dir][found] = (-UNICORN_LEAPS[k].0, -UNICORN_LEAPS[k].1);
                    found += 1;
                }
                k += 1;
            }
        }
        assert!(found == 2);
        dir += 1;
    }
    t
};

/// The direction opposite each direction.
const OPPOSITE: [usize; 8] = [S, N, W, E, SW, SE, NW, NE];

/// The squares of the aanca's diagonal step from `from` (where it attacks
/// whatever stands between).
pub(crate) fn aanca_steps(from: usize) -> Set {
    DIAGONAL_SQUARES[from]
        .iter()
        .filter(|&&d| d != NONE)
        .map(|&d| d as usize)
        .collect()
}

/// The squares of the unicorn's knight leap from `from`.
pub(crate) fn unicorn_leaps(from: usize) -> Set {
    UNICORN_SQUARES[from]
        .iter()
        .filter(|&&n| n != NONE)
        .map(|&n| n as usize)
        .collect()
}

/// The squares from `from` outward in direction `dir` (an empty board's
/// slide).
pub(crate) fn ray(from: usize, dir: usize) -> Set {
    Set::from_words(RAYS[from][dir])
}

/// `ARRIVE[df + 3]`: the squares a move by `df` files can arrive on (a
/// move east wraps the last files onto the first ones of the next rank, a
/// move west the other way round).
const ARRIVE: [Words; 7] = {
    let mut t = [[0u64; 3]; 7];
    let mut k = 0;
    while k < 7 {
        let df = k as i32 - 3;
        let mut sq = 0;
        while sq < 144 {
            let f = (sq % 12) as i32;
            if f - df >= 0 && f - df < 12 {
                t[k][sq / 64] |= 1 << (sq % 64);
            }
            sq += 1;
        }
        k += 1;
    }
    t
};

/// Every square of `set` moved by `(df, dr)` (`|df| <= 3`); squares that
/// would leave the board are dropped.
#[inline(always)]
pub(crate) fn shifted(set: &Set, df: i32, dr: i32) -> Set {
    let delta = dr * 12 + df;
    let w = set.words();
    let moved = if delta >= 0 {
        let n = delta as u32;
        [
            w[0] << n,
            (w[1] << n) | (w[0] >> (64 - n)),
            (w[2] << n) | (w[1] >> (64 - n)),
        ]
    } else {
        let n = (-delta) as u32;
        [
            (w[0] >> n) | (w[1] << (64 - n)),
            (w[1] >> n) | (w[2] << (64 - n)),
            w[2] >> n,
        ]
    };
    debug_assert!(delta != 0 && delta.abs() < 64 && df.abs() <= 3);
    Set::from_words(moved) & Set::from_words(ARRIVE[(df + 3) as usize])
}

#[cfg(test)]
mod tests {
    use super::super::tables::tables;
    use super::*;

    fn walk(from: usize, dir: usize, occ: &Set) -> Set {
        let mut s = Set::EMPTY;
        for &n in &tables().rays[from][dir] {
            s.insert(n as usize);
            if occ.contains(n as usize) {
                break;
            }
        }
        s
    }

    #[test]
    fn slides_and_shifts_match_walking_the_board() {
        let mut state = 0x1234_5678u64;
        for _ in 0..400 {
            let mut occ = Set::EMPTY;
            for sq in 0..144 {
                state = variant_core::zobrist::splitmix64(state).1;
                if state.is_multiple_of(4) {
                    occ.insert(sq);
                }
            }
            for from in 0..144 {
                for dir in 0..8 {
                    assert_eq!(slide(from, dir, &occ), walk(from, dir, &occ));
                }
                let cut = occ - Set::first(from);
                assert_eq!(crate::occupancy::count(&cut), cut.len());
            }
            for (df, dr) in [(1, 1), (-1, 1), (2, 1), (-2, -1), (1, -2), (-1, 2), (3, 0)] {
                let expected: Set = occ.iter().filter_map(|s| offset(s, df, dr)).collect();
                assert_eq!(shifted(&occ, df, dr), expected, "({df}, {dr})");
            }
        }
    }
}
