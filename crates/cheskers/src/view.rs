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
        if square.level != 0 {
            return None;
        }
        let sq = Square::from_file_rank(i32::from(square.file), i32::from(square.rank))?;
        self.piece_at(sq)
    }

    /// Only the 32 dark squares are in play.
    fn in_play(&self, square: Coord3) -> bool {
        square.level == 0
            && Square::from_file_rank(i32::from(square.file), i32::from(square.rank)).is_some()
    }
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
