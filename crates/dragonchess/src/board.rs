//! What stands on each square, a byte a square: `0` for an empty square,
//! else one more than the piece's [`key_index`]. Half the size of an array
//! of `Option<Piece>`, so a position is cheaper to copy; the square sets of
//! [`crate::occupancy`] answer every question about many squares at once, and
//! this answers "which piece is on that square" in one load.

use crate::piece::{key_index, KINDS};
use crate::square::SQUARE_COUNT;
use crate::Piece;
use variant_core::Color;

/// Every piece, by [`key_index`].
const PIECES: [Piece; 30] = {
    let mut pieces = [Piece::new(Color::White, KINDS[0]); 30];
    let mut k = 0;
    while k < KINDS.len() {
        pieces[2 * k] = Piece::new(Color::White, KINDS[k]);
        pieces[2 * k + 1] = Piece::new(Color::Black, KINDS[k]);
        k += 1;
    }
    pieces
};

/// The pieces on the 288 squares, by [`Square::index`](crate::Square::index).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Board([u8; SQUARE_COUNT]);

impl Board {
    /// The board of a plain array of squares.
    pub(crate) fn from_cells(cells: &[Option<Piece>; SQUARE_COUNT]) -> Board {
        Board(cells.map(|cell| cell.map_or(0, |p| key_index(p) as u8 + 1)))
    }

    /// The board as a plain array of squares.
    pub(crate) fn cells(&self) -> [Option<Piece>; SQUARE_COUNT] {
        core::array::from_fn(|sq| self.get(sq))
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub(crate) fn get(&self, sq: usize) -> Option<Piece> {
        match self.0[sq] {
            0 => None,
            code => PIECES.get(usize::from(code) - 1).copied(),
        }
    }

    /// Puts `piece` on `sq` (or empties it).
    #[inline]
    pub(crate) fn set(&mut self, sq: usize, piece: Option<Piece>) {
        self.0[sq] = piece.map_or(0, |p| key_index(p) as u8 + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_round_trips() {
        let mut cells = [None; SQUARE_COUNT];
        for (i, p) in PIECES.iter().enumerate() {
            assert_eq!(key_index(*p), i);
            cells[i * 7] = Some(*p);
        }
        let board = Board::from_cells(&cells);
        assert_eq!(board.cells(), cells);
        let mut other = board;
        other.set(0, None);
        assert_eq!(other.get(0), None);
        assert!(other != board);
    }
}
