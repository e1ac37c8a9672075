//! Occupancy bit sets, kept in step with the board (see [`crate::bits`]):
//! each side's squares, and each piece's (kind and side). Counting moves
//! reads them instead of the board: it visits only the pieces of one side,
//! takes all the pieces of one kind at once, and finds frozen pieces and
//! sliders without looking at a square.
//!
//! A piece's set is kept only for the levels its kind may stand on (29
//! levels in all for the fifteen kinds, instead of 45), to keep positions
//! small to copy.

use crate::bits::{bit, Levels};
use crate::board::Board;
use crate::piece::{KINDS, KIND_COUNT};
use crate::square::SQUARE_COUNT;
use crate::{Piece, PieceKind};
use variant_core::{Color, Kind};

/// The number of (kind, level) pairs where a kind may stand.
const LEVEL_SETS: usize = 29;

/// The index in [`Occupancy::by_piece`] of the empty set that stands for
/// the levels a kind never stands on.
const NOWHERE: u8 = 2 * LEVEL_SETS as u8;

/// By kind index and level: the index of Gold's set in
/// [`Occupancy::by_piece`] (Scarlet's follows [`LEVEL_SETS`] later), or
/// [`NOWHERE`].
const SLOTS: [[u8; 3]; KIND_COUNT] = {
    let mut slots = [[NOWHERE; 3]; KIND_COUNT];
    let mut next = 0;
    let mut k = 0;
    while k < KIND_COUNT {
        let mut level = 0;
        while level < 3 {
            if KINDS[k].can_stand_on(level as u8) {
                slots[k][level] = next;
                next += 1;
            }
            level += 1;
        }
        k += 1;
    }
    assert!(next as usize == LEVEL_SETS);
    slots
};

/// Which squares each side and each piece occupies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Occupancy {
    /// By [`Color::index`].
    pub by_color: [Levels; 2],
    /// One level's set for each piece and level it may stand on (see
    /// [`SLOTS`]), then an always empty one.
    by_piece: [u128; 2 * LEVEL_SETS + 1],
}

impl Occupancy {
    /// The occupancy of `board`.
    pub(crate) fn of(board: &Board) -> Occupancy {
        let mut occ = Occupancy {
            by_color: [[0; 3]; 2],
            by_piece: [0; 2 * LEVEL_SETS + 1],
        };
        for sq in 0..SQUARE_COUNT {
            if let Some(p) = board.get(sq) {
                occ.toggle(p, sq);
            }
        }
        occ
    }

    /// The index of the set of `color`'s pieces of `kind` on `level`, for
    /// [`Occupancy::set_at`].
    #[inline]
    pub(crate) fn slot(color: Color, kind: PieceKind, level: usize) -> usize {
        let slot = SLOTS[kind.index()][level];
        if slot == NOWHERE {
            usize::from(NOWHERE)
        } else {
            usize::from(slot) + color.index() * LEVEL_SETS
        }
    }

    /// Adds or removes `piece` on `sq`. (A piece on a level its kind never
    /// stands on, possible only in a setup being checked, is in its side's
    /// set alone: it blocks, and by its kind's tables it attacks nothing.)
    #[inline]
    pub(crate) fn toggle(&mut self, piece: Piece, sq: usize) {
        let level = sq / 96;
        self.by_color[piece.color.index()][level] ^= bit(sq);
        let slot = Occupancy::slot(piece.color, piece.kind, level);
        if slot != usize::from(NOWHERE) {
            self.by_piece[slot] ^= bit(sq);
        }
    }

    /// The squares of `color`'s pieces of `kind` on `level`.
    #[inline]
    pub(crate) fn on_level(&self, color: Color, kind: PieceKind, level: usize) -> u128 {
        self.by_piece[Occupancy::slot(color, kind, level)]
    }

    /// The set of index `slot` (see [`Occupancy::slot`]).
    #[inline]
    pub(crate) fn set_at(&self, slot: usize) -> u128 {
        self.by_piece[slot]
    }

    /// The squares of `color`'s pieces of `kind`.
    #[inline]
    pub(crate) fn pieces(&self, color: Color, kind: PieceKind) -> Levels {
        core::array::from_fn(|level| self.on_level(color, kind, level))
    }

    /// Every occupied square.
    #[inline]
    pub(crate) fn all(&self) -> Levels {
        let [w, b] = &self.by_color;
        [w[0] | b[0], w[1] | b[1], w[2] | b[2]]
    }

    /// The frozen pieces of `color`: on level 2, above an enemy Basilisk
    /// (the bit of a square and of the one below it are the same).
    #[inline]
    pub(crate) fn frozen(&self, color: Color) -> u128 {
        self.by_color[color.index()][1] & self.on_level(!color, PieceKind::Basilisk, 0)
    }
}
