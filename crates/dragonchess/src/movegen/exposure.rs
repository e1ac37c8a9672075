//! Which moves could expose one's own King: only those need the (costly)
//! try-and-test for King safety. The set is a safe over-approximation.

use super::move_tables;
use super::tables::{tables, Pattern};
use crate::occupancy::Occupancy;
use crate::position::Board;
use crate::Rules;
use variant_core::{Color, Kind, SquareSet288};

/// The squares whose emptying could expose a King on `king` to side `by`.
///
/// * On each planar ray from the King: the first piece, if the next piece
///   beyond it belongs to `by` and slides that way from there (frozen or
///   not: over-approximating is safe). Emptying any other square of the ray
///   leaves the first piece blocking it.
/// * The path squares of the steps of `by` that reach the King (Elemental
///   two-step and ascent/descent, the Mage's two-level move), when an enemy
///   piece stands on their origin.
///
/// Whatever else a move does (placing a piece, capturing one and standing on
/// its square) cannot create an attack, except moving one's own Basilisk from
/// under an enemy piece (thawing it), which the generator treats separately.
pub(super) fn exposing_squares(
    board: &Board,
    occ: &Occupancy,
    king: usize,
    by: Color,
    rules: &Rules,
) -> SquareSet288 {
    let t = tables();
    let mt = move_tables(rules);
    let occupied = occ.by_color[0][king / 96] | occ.by_color[1][king / 96];
    let mut set = SquareSet288::EMPTY;
    for dir in 0..8 {
        let sliders = if dir < 4 {
            mt.orth_sliders[king / 96]
        } else {
            mt.diag_sliders[king / 96]
        };
        let Some((first, _)) = t.nearest(dir, king, occupied) else {
            continue;
        };
        let Some((second, _)) = t.nearest(dir, first, occupied) else {
            continue;
        };
        if board[second].is_some_and(|p| p.color == by && sliders & (1 << p.kind.index()) != 0) {
            set.insert(first);
        }
    }
    for p in [
        Pattern::OrthTwo,
        Pattern::Ascent,
        Pattern::Descent,
        Pattern::UpTwo,
        Pattern::DownTwo,
    ] {
        for step in t.origins(p, by, king) {
            if board[step.sq as usize].is_some_and(|pc| pc.color == by) {
                set.insert(step.via as usize);
            }
        }
    }
    set
}
