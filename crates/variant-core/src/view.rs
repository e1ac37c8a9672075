//! A drawable view of a position: what a diagram needs to know, whatever the
//! game. The text diagram ([`crate::diagram`]) and the SVG diagram
//! (`svg`, feature `svg`) are written once over it.

use crate::{BoardShape, Coord3, Kind, Piece};

/// What a diagram of a position shows: the board's shape, the piece on each
/// square, and which squares are in play.
pub trait BoardView {
    /// The game's kinds of pieces.
    type Kind: Kind;

    /// The board's dimensions (levels > 1 for stacked boards).
    fn board_shape(&self) -> BoardShape;

    /// The piece on `square`, if any.
    fn piece_on(&self, square: Coord3) -> Option<Piece<Self::Kind>>;

    /// Whether `square` is used by the game (Cheskers plays on dark squares
    /// only); unused squares are drawn shaded.
    fn in_play(&self, square: Coord3) -> bool {
        let _ = square;
        true
    }

    /// The caption of level `level` (0-based), e.g. `Level 3 (Sky)`.
    fn level_name(&self, level: u8) -> String {
        format!("Level {}", level + 1)
    }
}
