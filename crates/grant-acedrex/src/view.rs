//! The position as the shared tools see it: a [`BoardView`] for the text
//! and SVG diagrams.

use crate::{Piece, PieceKind, Position};
use variant_core::{BoardShape, BoardView, Coord3};

/// The board for diagrams: [`variant_core::diagram::text_diagram`] draws it.
///
/// ```
/// use grant_acedrex::prelude::*;
/// let text = grant_acedrex::variant_core::diagram::text_diagram(&Position::default());
/// assert!(text.starts_with("12  r l u g c a k c g u l r\n"));
/// assert!(text.ends_with("    a b c d e f g h i j k l\n"));
/// ```
impl BoardView for Position {
    type Kind = PieceKind;

    fn board_shape(&self) -> BoardShape {
        BoardShape::flat(12, 12)
    }

    fn piece_on(&self, square: Coord3) -> Option<Piece> {
        let c = square.on_flat_board()?;
        self.piece_at(crate::Square::new(c.file, c.rank)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::Color;

    #[test]
    fn the_view_matches_the_text() {
        let p = Position::default();
        // g1 holds White's king, a12 Black's rook.
        assert_eq!(
            p.piece_on(Coord3::new(0, 6, 0)),
            Some(Piece::new(Color::White, PieceKind::King))
        );
        assert_eq!(
            p.piece_on(Coord3::new(0, 0, 11)),
            Some(Piece::new(Color::Black, PieceKind::Rook))
        );
        assert_eq!(p.piece_on(Coord3::new(0, 0, 5)), None);
        assert_eq!(p.piece_on(Coord3::new(1, 0, 0)), None);
    }
}
