//! Occupancy bit sets, kept in step with the board: for each side one `u128`
//! per level (bit `rank * 12 + file`), so that counting moves can visit only
//! the pieces of one side and test many target squares at once.

use crate::position::Board;
use variant_core::Color;

/// The 96 bits of one level.
pub(crate) const LEVEL_MASK: u128 = (1 << 96) - 1;

/// Which squares each side occupies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Occupancy {
    /// By [`Color::index`], then level (0-based).
    pub by_color: [[u128; 3]; 2],
}

impl Occupancy {
    /// The occupancy of `board`.
    pub(crate) fn of(board: &Board) -> Occupancy {
        let mut occ = Occupancy::default();
        for (sq, cell) in board.iter().enumerate() {
            if let Some(p) = cell {
                occ.toggle(p.color, sq);
            }
        }
        occ
    }

    /// Adds or removes a piece of `color` on `sq`.
    #[inline]
    pub(crate) fn toggle(&mut self, color: Color, sq: usize) {
        self.by_color[color.index()][sq / 96] ^= 1 << (sq % 96);
    }
}
