//! Counting legal moves without building them (perft's last ply).
//!
//! Most pieces cannot expose their own King (see [`exposing_squares`]); their
//! moves are legal as generated, so they are counted with bit operations:
//! the path-free steps as popcounts of [`StepMasks`] against the empty and
//! enemy squares, the rest (path steps, slides, Sylph returns) one by one
//! but without building moves. The other pieces (the King, pieces on a pin
//! line, a Basilisk guarding against an enemy piece above it, a Dragon whose
//! capture from afar could open a line) and positions in check go through
//! the generator, which tests each move.
//!
//! [`exposing_squares`]: super::exposure::exposing_squares

use super::tables::{tables, NONE};
use super::{is_frozen, move_tables, sky, Generator, MoveTables, StepMasks};
use crate::occupancy::LEVEL_MASK;
use crate::position::Position;
use crate::{Piece, PieceKind};
use variant_core::{Kind, MoveCounter};

/// The number of legal moves of the side to move (draw rules not
/// considered); the same as the length of the generated list.
pub(crate) fn count_legal(pos: &Position) -> usize {
    debug_assert_eq!(pos.occ, crate::occupancy::Occupancy::of(&pos.board));
    let mut counter = MoveCounter::default();
    let mut g = Generator::new(pos, true, &mut counter);
    if g.in_check {
        g.run();
        return counter.count;
    }
    let mt = move_tables(&pos.rules);
    let side = pos.side;
    let own = pos.occ.by_color[side.index()];
    let enemy = pos.occ.by_color[(!side).index()];
    let empty: [u128; 3] = core::array::from_fn(|l| !(own[l] | enemy[l]) & LEVEL_MASK);
    let mut fast = 0;
    for (level, &bits) in own.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            let sq = level * 96 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let Some(pc) = pos.board[sq] else { continue };
            if level == 1 && is_frozen(&pos.board, sq) {
                continue;
            }
            if g.may_expose(pc, sq) {
                g.piece(pc, sq);
            } else {
                fast += count_piece(pos, mt, pc, sq, &empty, &enemy);
            }
        }
    }
    fast + counter.count
}

/// The moves of the unfrozen piece `pc` on `sq`, none of which can expose
/// its King.
fn count_piece(
    pos: &Position,
    mt: &MoveTables,
    pc: Piece,
    sq: usize,
    empty: &[u128; 3],
    enemy: &[u128; 3],
) -> usize {
    let t = tables();
    let board = &pos.board;
    let level = sq / 96;
    let masks = &mt.step_masks[StepMasks::slot(pc.kind, pc.color, sq)];
    // Empty and enemy squares are disjoint: one set per level.
    let mut n = 0;
    for l in masks.lowest as usize..masks.end as usize {
        n += sparse_count((masks.moves[l] & empty[l]) | (masks.captures[l] & enemy[l]));
    }
    let pm = &mt.pieces[pc.kind.index()][level];
    for r in &pm.path_steps {
        for step in t.targets(r.pattern, pc.color, sq) {
            if step.via != NONE && board[step.via as usize].is_some() {
                continue;
            }
            n += match board[step.sq as usize] {
                None => usize::from(r.mode.moves()),
                Some(v) => usize::from(v.color != pc.color && r.mode.captures()),
            };
        }
    }
    for dir in pm.slide_dirs() {
        for &to in t.ray(dir, sq) {
            match board[to as usize] {
                None => n += 1,
                Some(v) => {
                    n += usize::from(v.color != pc.color);
                    break;
                }
            }
        }
    }
    if pc.kind == PieceKind::Sylph && level == 1 {
        n += sky::sylph_returns(board, sq, pc.color).len();
    }
    n
}

/// The number of elements of a set of a few squares. The release build
/// targets baseline x86-64, without the `popcnt` instruction, where
/// `count_ones` is a long software routine; clearing the few bits one by one
/// is cheaper.
#[inline]
fn sparse_count(mut set: u128) -> usize {
    let mut n = 0;
    while set != 0 {
        set &= set - 1;
        n += 1;
    }
    n
}
