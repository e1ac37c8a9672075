//! Whole-set moves: the diagonal neighbours of every square of a `u32`
//! square set at once, and the bishop's targets.
//!
//! With index `rank * 4 + file / 2` a diagonal step adds or subtracts 3, 4
//! or 5 depending on the rank's parity, so each direction is two masked
//! shifts. Shifting a whole set lets the move counter handle all men or all
//! kings of a side in a few instructions instead of a loop over squares.

use crate::square::{NONE, STEP};

/// Squares on ranks 1, 3, 5, 7 (0-based even ranks: files a, c, e, g).
const EVEN_RANKS: u32 = 0x0F0F_0F0F;
/// Squares on ranks 2, 4, 6, 8 (files b, d, f, h).
const ODD_RANKS: u32 = 0xF0F0_F0F0;
/// The dark squares of file a (`a1 a3 a5 a7`): no step to the left.
const FILE_A: u32 = 0x0101_0101;
/// The dark squares of file h (`h2 h4 h6 h8`): no step to the right.
const FILE_H: u32 = 0x8080_8080;
/// The dark squares of files a and b: no jump to the left.
const FILES_AB: u32 = FILE_A | 0x1010_1010;
/// The dark squares of files g and h: no jump to the right.
const FILES_GH: u32 = FILE_H | 0x0808_0808;

/// Every square one diagonal step from a square of `set` in direction `dir`
/// (see `square::DIRS`: 0 up-right, 1 up-left, 2 down-right, 3 down-left).
/// Steps off the board vanish: the file masks drop them at the sides, and
/// the shift itself at the top and bottom.
#[inline(always)]
pub(crate) const fn step(set: u32, dir: usize) -> u32 {
    let even = set & EVEN_RANKS;
    let odd = set & ODD_RANKS;
    match dir {
        0 => (even << 4) | ((odd & !FILE_H) << 5),
        1 => ((even & !FILE_A) << 3) | (odd << 4),
        2 => (even >> 4) | ((odd & !FILE_H) >> 3),
        _ => ((even & !FILE_A) >> 5) | (odd >> 4),
    }
}

/// The direction opposite `dir` (up-right ↔ down-left, up-left ↔ down-right).
#[inline(always)]
pub(crate) const fn opposite(dir: usize) -> usize {
    3 - dir
}

/// Every square two diagonal steps from a square of `set` in direction
/// `dir`: a jump's landing square. Two steps always cross one odd and one
/// even rank, so this is a single shift (by 9 or 7) with a file mask.
#[inline(always)]
pub(crate) const fn jump(set: u32, dir: usize) -> u32 {
    match dir {
        0 => (set & !FILES_GH) << 9,
        1 => (set & !FILES_AB) << 7,
        2 => (set & !FILES_GH) >> 7,
        _ => (set & !FILES_AB) >> 9,
    }
}

/// The squares of `pieces` that can jump in direction `dir`: the
/// neighbour that way is in `enemy` and the square beyond it in `empty`.
#[inline(always)]
pub(crate) const fn can_jump(pieces: u32, dir: usize, enemy: u32, empty: u32) -> u32 {
    let back = opposite(dir);
    pieces & step(enemy, back) & jump(empty, back)
}

const fn ray_table() -> [[u32; 4]; 32] {
    let mut t = [[0u32; 4]; 32];
    let mut sq = 0;
    while sq < 32 {
        let mut dir = 0;
        while dir < 4 {
            let mut cur = STEP[sq][dir];
            while cur != NONE {
                t[sq][dir] |= 1 << cur;
                cur = STEP[cur as usize][dir];
            }
            dir += 1;
        }
        sq += 1;
    }
    t
}

/// `RAY[sq][dir]`: every square from `sq` (exclusive) to the board's edge in
/// direction `dir`.
static RAY: [[u32; 4]; 32] = ray_table();

/// The squares a bishop on `from` sees with `occupied` blocking: every
/// square of its four rays up to and including the first occupied one.
///
/// Without a branch: directions 0 and 1 go up the indices, so the ray's
/// squares up to its first blocker are those below twice the blocker's bit
/// (the lowest blocker; the whole ray when there is none, as `0 - 1` is
/// every bit). Directions 2 and 3 go down, so they are the squares from the
/// highest blocker up; or-ing in bit 0 gives the whole ray when there is
/// none and changes nothing otherwise (`a1` is the last square of any ray
/// holding it).
#[inline]
pub(crate) fn bishop_targets(from: usize, occupied: u32) -> u32 {
    let [up_right, up_left, down_right, down_left] = RAY[from];
    let up = |ray: u32| {
        let blockers = ray & occupied;
        let first = blockers & blockers.wrapping_neg();
        ray & (first << 1).wrapping_sub(1)
    };
    let down = |ray: u32| ray & (u32::MAX << ((ray & occupied) | 1).ilog2());
    up(up_right) | up(up_left) | down(down_right) | down(down_left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::JUMP;

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
                assert_eq!(
                    bishop_targets(from, occupied),
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
                    to => 1u32 << to,
                };
                assert_eq!(step(1 << sq, dir), expected, "square {sq} dir {dir}");
                let jump = match JUMP[sq][dir] {
                    NONE => 0,
                    to => 1u32 << to,
                };
                assert_eq!(step(step(1 << sq, dir), dir), jump, "square {sq} dir {dir}");
                assert_eq!(super::jump(1 << sq, dir), jump, "square {sq} dir {dir}");
            }
        }
    }
}
