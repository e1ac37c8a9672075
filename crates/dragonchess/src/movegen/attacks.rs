//! Attack detection, looking outward from the attacked square: the enemy
//! pieces standing where a path-free capture could start (each checked
//! against its own capture set), the origins of the captures with a path
//! (the reverse tables), then the slide rays. Nothing generates enemy moves.

use super::tables::{tables, NONE};
use super::{move_tables, StepMasks};
use crate::position::Board;
use crate::square::SQUARE_COUNT;
use crate::{PieceKind, Rules};
use variant_core::Color;
use variant_core::Kind;

/// Whether the piece on `sq` is frozen: it stands on level 2 and an enemy
/// Basilisk stands directly below it on level 1.
#[inline]
pub(crate) fn is_frozen(board: &Board, sq: usize) -> bool {
    if !(96..192).contains(&sq) {
        return false;
    }
    match (board[sq], board[sq - 96]) {
        (Some(p), Some(b)) => b.kind == PieceKind::Basilisk && b.color != p.color,
        _ => false,
    }
}

/// Whether a piece of side `by` attacks square `target`: it could capture
/// there by its rules (paths empty, M-only steps excluded, the Dragon's
/// capture from afar included), whatever that would do to its own King. A
/// frozen piece attacks nothing unless `rules.frozen_pieces_give_check`.
///
/// `occ` is the occupancy of side `by` on `board` (per level, see
/// [`crate::occupancy`]). The path-free steps are found through it: the
/// pieces of `by` on the squares some piece could capture `target` from,
/// each asked whether its own capture set holds `target`.
pub(crate) fn is_attacked(
    board: &Board,
    occ: &[u128; 3],
    target: usize,
    by: Color,
    rules: &Rules,
) -> bool {
    let t = tables();
    let mt = move_tables(rules);
    let frozen_attack = rules.frozen_pieces_give_check;
    let reach = &mt.capture_origins[by.index() * SQUARE_COUNT + target];
    let (target_level, target_bit) = (target / 96, 1u128 << (target % 96));
    for (l, (&reach, &occ)) in reach.iter().zip(occ).enumerate() {
        let mut candidates = reach & occ;
        while candidates != 0 {
            let o = l * 96 + candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let Some(pc) = board[o] else { continue };
            let masks = &mt.step_masks[StepMasks::slot(pc.kind, by, o)];
            if masks.captures[target_level] & target_bit != 0
                && (frozen_attack || !is_frozen(board, o))
            {
                return true;
            }
        }
    }
    for &p in &mt.path_capture_patterns {
        let masks = mt.attackers[p as usize];
        for step in t.origins(p, by, target) {
            let o = step.sq as usize;
            let Some(pc) = board[o] else { continue };
            if pc.color != by || masks[o / 96] & (1 << pc.kind.index()) == 0 {
                continue;
            }
            if step.via != NONE && board[step.via as usize].is_some() {
                continue;
            }
            if !frozen_attack && is_frozen(board, o) {
                continue;
            }
            return true;
        }
    }
    let level = target / 96;
    for dir in 0..8 {
        let mask = if dir < 4 {
            mt.orth_sliders[level]
        } else {
            mt.diag_sliders[level]
        };
        if mask == 0 {
            continue;
        }
        for &sq in t.ray(dir, target) {
            let sq = sq as usize;
            if let Some(pc) = board[sq] {
                if pc.color == by
                    && mask & (1 << pc.kind.index()) != 0
                    && (frozen_attack || !is_frozen(board, sq))
                {
                    return true;
                }
                break;
            }
        }
    }
    false
}
