//! Which moves could expose one's own King: only those need the (costly)
//! try-and-test for King safety. The set is a safe over-approximation.

use super::attacks::Attackers;
use super::piece_tables::MoveTables;
use super::rays;
use super::tables::Tables;
use crate::bits::{bit, contains, Levels};
use crate::board::Board;
use crate::square::SQUARE_COUNT;
use variant_core::{Color, Kind};

/// The squares whose emptying could expose a King on `king` to side `by`,
/// whose pieces are `a`.
///
/// * On each planar ray from the King: the first piece, if the next piece
///   beyond it is one of `by`'s sliders in that direction (frozen or not:
///   over-approximating is safe). Emptying any other square of the ray
///   leaves the first piece blocking it.
/// * The path squares of the steps of `by` that reach the King (Elemental
///   two-step and ascent/descent, the Mage's two-level move), when a piece
///   that captures so stands on their origin.
///
/// Whatever else a move does (placing a piece, capturing one and standing on
/// its square) cannot create an attack, except moving one's own Basilisk from
/// under an enemy piece (thawing it), which the generator treats separately.
pub(super) fn exposing_squares(
    board: &Board,
    a: &Attackers,
    king: usize,
    by: Color,
    mt: &MoveTables,
    t: &Tables,
) -> Levels {
    let (level, i) = (king / 96, king % 96);
    let occupied = a.occupied[level];
    let mut set = [0; 3];
    for (dirs, sliders) in [(0..4, &a.orth_sliders), (4..8, &a.diag_sliders)] {
        let sliders = sliders[level];
        if sliders == 0 {
            continue;
        }
        for dir in dirs {
            if rays::ray(dir, i) & sliders == 0 {
                continue;
            }
            let Some(first) = rays::nearest(dir, i, occupied) else {
                continue;
            };
            if rays::nearest(dir, first, occupied).is_some_and(|b| sliders >> b & 1 != 0) {
                set[level] |= 1 << first;
            }
        }
    }
    let reach = &mt.path_capture_origins[by.index() * SQUARE_COUNT + king];
    if (0..3).any(|l| reach[l] & a.active[l] != 0) {
        for &p in &mt.path_capture_patterns {
            let kinds = mt.attackers[p as usize];
            for step in t.origins(p, by, king) {
                let o = step.sq as usize;
                if !contains(&a.active, o) {
                    continue;
                }
                if board
                    .get(o)
                    .is_some_and(|pc| kinds[o / 96] & (1 << pc.kind.index()) != 0)
                {
                    set[step.via as usize / 96] |= bit(step.via as usize);
                }
            }
        }
    }
    set
}
