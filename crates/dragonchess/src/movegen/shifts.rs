//! Counting the moves of every piece of one kind on one level at once.
//!
//! A path-free step by one vector, taken from all those pieces, is one shift
//! of their set (a level's squares are bits `rank * 12 + file`, so the vector
//! (dx, dy) is a shift by `dy * 12 + dx`, and a change of level keeps the
//! bit); the squares it may end on (empty, enemy or either, by the step's
//! mode) are then counted. The shift is injective, so each move is counted
//! once. This suits the kinds with few steps and many pieces (Warriors,
//! Dwarves, Sylphs, Basilisks); the others cost less one piece at a time.

use super::tables::{offset, V};
use super::Rule;
use crate::bits::{self, Levels};
use crate::square::LEVEL_SIZE;
use variant_core::{ArrayVec, Color};

/// The most step vectors a kind counted this way may have: beyond it, a
/// piece at a time is cheaper even for several pieces.
const MAX_SHIFT_STEPS: usize = 6;

/// One step vector, for one side, from one level.
#[derive(Clone, Copy, Debug)]
pub(super) struct ShiftStep {
    /// The squares of the origin level from which the step stays on the
    /// board.
    from: u128,
    /// The bit offset within a level.
    by: i32,
    /// Where the step may end: the index of the target level's set of the
    /// step's mode in [`Allowed`].
    allowed: usize,
}

/// By mode (see [`Mode`]'s discriminants) and level (`mode * 3 + level`):
/// the squares a step may end on.
pub(super) type Allowed = [u128; 9];

/// The squares where steps may end: empty ones for `Mode::Move`, `enemy`
/// ones for `Mode::Capture`, either for `Mode::Both`.
#[inline]
pub(super) fn allowed(empty: &Levels, enemy: &Levels) -> Allowed {
    let [e0, e1, e2] = *empty;
    let [x0, x1, x2] = *enemy;
    [e0, e1, e2, x0, x1, x2, e0 | x0, e1 | x1, e2 | x2]
}

/// The steps of one kind for one side from one level.
pub(super) type ShiftSteps = ArrayVec<ShiftStep, MAX_SHIFT_STEPS>;

/// The path-free steps of `rules` for `color` from `level` as shifts, or
/// `None` if there are too many of them (vectors that always leave the
/// board from this level are left out).
pub(super) fn steps_of(rules: &[Rule], level: usize, color: Color) -> Option<ShiftSteps> {
    let mut steps = ShiftSteps::new();
    for r in rules {
        debug_assert!(!r.pattern.has_path());
        for (v, _) in r.pattern.vectors() {
            let (dx, dy, dz) = match color {
                Color::White => v,
                Color::Black => (v.0, -v.1, v.2),
            };
            let from = origins(level, (dx, dy, dz));
            if from == 0 {
                continue;
            }
            steps
                .try_push(ShiftStep {
                    from,
                    by: i32::from(dy) * 12 + i32::from(dx),
                    allowed: r.mode as usize * 3 + (level as i8 + dz) as usize,
                })
                .ok()?;
        }
    }
    Some(steps)
}

/// The squares of `level` from which the vector `v` stays on the board.
fn origins(level: usize, v: V) -> u128 {
    (0..LEVEL_SIZE)
        .filter(|&i| offset(level * LEVEL_SIZE + i, v).is_some())
        .fold(0, |set, i| set | 1 << i)
}

/// The number of moves of the pieces `set` (of one level) by `steps`.
#[inline]
pub(super) fn count(set: u128, steps: &ShiftSteps, allowed: &Allowed) -> usize {
    steps
        .iter()
        .map(|s| bits::count_dense(bits::shift(set & s.from, s.by) & allowed[s.allowed]))
        .sum()
}

/// The squares the steps of the pieces `set` (of one level) land on,
/// whatever stands there: those whose contents [`count`] reads.
pub(super) fn reach(set: u128, steps: &ShiftSteps) -> Levels {
    let mut reach = [0; 3];
    for s in steps {
        reach[s.allowed % 3] |= bits::shift(set & s.from, s.by);
    }
    reach
}
