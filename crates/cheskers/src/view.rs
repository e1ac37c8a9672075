//! The position as the shared tools see it: a [`BoardView`] for the text
//! and SVG diagrams.

use crate::{Piece, PieceKind, Position, Square};
use variant_core::{BoardShape, BoardView, Coord3};

impl BoardView for Position {
    type Kind = PieceKind;

    fn board_shape(&self) -> BoardShape {
        BoardShape::flat(8, 8)
    }

    fn piece_on(&self, square: Coord3) -> Option<Piece> {
        self.piece_at(dark_square(square)?)
    }

    /// Only the 32 dark squares are in play.
    fn in_play(&self, square: Coord3) -> bool {
        dark_square(square).is_some()
    }
}

/// The dark square at `square` of the flat board, if it is one.
fn dark_square(square: Coord3) -> Option<Square> {
    let c = square.on_flat_board()?;
    Square::from_file_rank(i32::from(c.file), i32::from(c.rank))
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::Color;

    #[test]
    fn the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(
            p.piece_on(Coord3::new(0, 1, 7)),
            Some(Piece::new(Color::Black, PieceKind::Camel))
        );
        assert_eq!(
            p.piece_on(Coord3::new(0, 0, 0)),
            Some(Piece::new(Color::White, PieceKind::Bishop))
        );
        assert_eq!(p.piece_on(Coord3::new(0, 1, 0)), None);
        assert!(p.in_play(Coord3::new(0, 0, 0)));
        assert!(!p.in_play(Coord3::new(0, 1, 0)));
        assert!(!p.in_play(Coord3::new(1, 0, 0)));
    }
}
