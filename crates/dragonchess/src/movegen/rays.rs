//! Slide rays as bit sets of one level. The three levels have the same
//! geometry, so the rays are indexed by a square's bit within its level
//! (`rank * 12 + file`, see [`crate::bits`]); built at compile time.
//!
//! The directions are those of [`DIRECTIONS`]: orthogonal first (indices
//! `0..4`), then diagonal (`4..8`). Where the direction is a constant
//! (inlined), the compiler folds the choice between the lowest and the
//! highest set bit away.

use super::tables::DIRECTIONS;
use crate::square::LEVEL_SIZE;

/// By direction and bit: the squares along that direction, nearest first,
/// as bits of the level.
static RAYS: [[u128; LEVEL_SIZE]; 8] = {
    let mut rays = [[0; LEVEL_SIZE]; 8];
    let mut dir = 0;
    while dir < 8 {
        let (dx, dy) = DIRECTIONS[dir];
        let mut i = 0;
        while i < LEVEL_SIZE {
            let (mut file, mut rank) = ((i % 12) as i8 + dx, (i / 12) as i8 + dy);
            while file >= 0 && file < 12 && rank >= 0 && rank < 8 {
                rays[dir][i] |= 1 << (rank as usize * 12 + file as usize);
                file += dx;
                rank += dy;
            }
            i += 1;
        }
        dir += 1;
    }
    rays
};

/// Whether moving in each direction increases the bit index (so that the
/// nearest square of a ray is its lowest bit).
const INCREASING: [bool; 8] = [true, false, true, false, true, true, false, false];

/// The squares along direction `dir` from the square of bit `i`.
#[inline]
pub(super) fn ray(dir: usize, i: usize) -> u128 {
    RAYS[dir][i]
}

/// The bit of the nearest square along direction `dir` from bit `i` that is
/// set in `occupied` (a set of the same level), if any.
#[inline]
pub(super) fn nearest(dir: usize, i: usize, occupied: u128) -> Option<usize> {
    let on_ray = ray(dir, i) & occupied;
    if on_ray == 0 {
        None
    } else if INCREASING[dir] {
        Some(on_ray.trailing_zeros() as usize)
    } else {
        Some(127 - on_ray.leading_zeros() as usize)
    }
}

/// The squares a slide along direction `dir` from bit `i` reaches when
/// `occupied` blocks it: the empty ones and the first occupied one,
/// whoever holds it.
#[inline]
pub(super) fn slide(dir: usize, i: usize, occupied: u128) -> u128 {
    match nearest(dir, i, occupied) {
        // The ray beyond the blocker is the blocker's own ray.
        Some(blocker) => ray(dir, i) & !ray(dir, blocker),
        None => ray(dir, i),
    }
}

/// The bits of `set`, a set of squares on the ray along direction `dir`
/// from some square, nearest that square first.
#[inline]
pub(super) fn nearest_first(dir: usize, mut set: u128) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            None
        } else if INCREASING[dir] {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(b)
        } else {
            let b = 127 - set.leading_zeros() as usize;
            set ^= 1 << b;
            Some(b)
        }
    })
}

/// The squares orthogonal slides from bit `i` reach (see [`slide`]).
#[inline]
pub(super) fn orth_slides(i: usize, occupied: u128) -> u128 {
    slide(0, i, occupied) | slide(1, i, occupied) | slide(2, i, occupied) | slide(3, i, occupied)
}

/// The squares diagonal slides from bit `i` reach (see [`slide`]).
#[inline]
pub(super) fn diag_slides(i: usize, occupied: u128) -> u128 {
    slide(4, i, occupied) | slide(5, i, occupied) | slide(6, i, occupied) | slide(7, i, occupied)
}

#[cfg(test)]
mod tests {
    use super::super::tables::offset;
    use super::*;

    /// The squares along `dir` from `sq`, nearest first, walked a step at a
    /// time.
    fn walked(dir: usize, sq: usize) -> Vec<usize> {
        let (dx, dy) = DIRECTIONS[dir];
        let mut squares = Vec::new();
        let mut cur = sq;
        while let Some(next) = offset(cur, (dx, dy, 0)) {
            squares.push(next);
            cur = next;
        }
        squares
    }

    #[test]
    fn rays_agree_with_walking_the_board() {
        for dir in 0..8 {
            assert_eq!(
                INCREASING[dir],
                DIRECTIONS[dir].1 > 0 || DIRECTIONS[dir] == (1, 0)
            );
            for sq in 0..288 {
                let i = sq % 96;
                let walked = walked(dir, sq);
                let set = |squares: &[usize]| squares.iter().fold(0u128, |m, &s| m | 1 << (s % 96));
                assert_eq!(ray(dir, i), set(&walked));
                let bits: Vec<usize> = walked.iter().map(|s| s % 96).collect();
                assert_eq!(nearest_first(dir, ray(dir, i)).collect::<Vec<_>>(), bits);
                for k in 0..walked.len() {
                    // Occupy the k-th square and every square beyond it.
                    let occupied = set(&walked[k..]);
                    assert_eq!(nearest(dir, i, occupied), Some(walked[k] % 96));
                    let reached = set(&walked[..=k]);
                    assert_eq!(slide(dir, i, occupied), reached);
                    let all = orth_slides(i, occupied) | diag_slides(i, occupied);
                    assert_eq!(all & ray(dir, i), reached);
                }
                assert_eq!(nearest(dir, i, 0), None);
            }
        }
        // 2f4: six squares east on its rank.
        assert_eq!(walked(0, 96 + 3 * 12 + 5).len(), 6);
    }
}
