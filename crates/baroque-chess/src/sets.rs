//! Whole-set steps and slides along the 8 directions: the squares one step
//! (or any number of steps over empty squares) from every member of a
//! square set at once, each direction one shift and a mask that keeps
//! steps from wrapping round the board's edge.

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_H: u64 = !0x8080_8080_8080_8080;

/// Shifts `x` by `s` squares (towards higher indices when positive).
#[inline(always)]
fn shift(x: u64, s: i32) -> u64 {
    if s > 0 {
        x << s
    } else {
        x >> -s
    }
}

/// Per direction (the order of [`DIRS`](crate::board::DIRS)): the index
/// step and the squares a step may land on without wrapping round the
/// board's edge.
const SHIFTS: [(i32, u64); 8] = [
    (8, !0),
    (9, NOT_A),
    (1, NOT_A),
    (-7, NOT_A),
    (-8, !0),
    (-9, NOT_H),
    (-1, NOT_H),
    (7, NOT_H),
];

/// Whether a step in direction `d` goes up the square indices (north,
/// north-east, east, north-west).
#[inline(always)]
pub(crate) const fn ascending(d: usize) -> bool {
    SHIFTS[d].0 > 0
}

/// The squares one step from the members of `set` in direction `d`.
#[inline(always)]
pub(crate) fn step_set(d: usize, set: u64) -> u64 {
    let (s, mask) = SHIFTS[d];
    shift(set, s) & mask
}

/// Every square reached from a member of `gen` by sliding over `empty`
/// squares in direction `d` (Kogge-Stone occluded fill), `gen` included.
#[inline(always)]
pub(crate) fn slide_fill(d: usize, mut gen: u64, empty: u64) -> u64 {
    let (s, mask) = SHIFTS[d];
    let mut pro = empty & mask;
    gen |= pro & shift(gen, s);
    pro &= shift(pro, s);
    gen |= pro & shift(gen, 2 * s);
    pro &= shift(pro, 2 * s);
    gen |= pro & shift(gen, 4 * s);
    gen
}

/// The empty squares that `sliders` reach in direction `d`, sliding over
/// empty squares.
///
/// East is one subtraction instead of a fill: subtracting a slider's
/// square from the next one up borrows through the empty squares above it
/// and stops at the first occupied one, so `occupied ^ (occupied - 2 ×
/// sliders)` marks, per slider, the squares up to its first blocker. File
/// h counts as occupied, so that no borrow runs on into the next rank, and
/// sliders on file h (which cannot move east) are left out.
#[inline(always)]
pub(crate) fn slide_reach(d: usize, sliders: u64, empty: u64) -> u64 {
    if d == EAST {
        let occupied = !empty | !NOT_H;
        let starts = (sliders & NOT_H) << 1;
        return (occupied ^ occupied.wrapping_sub(starts)) & empty;
    }
    slide_fill(d, sliders, empty) & empty
}

/// The index of east in [`DIRS`](crate::board::DIRS).
const EAST: usize = 2;
