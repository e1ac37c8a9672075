//! The position as the shared tools see it: a [`BoardView`] for the text
//! and SVG diagrams.

use crate::{Piece, PieceKind, Position, Square, SHAPE};
use variant_core::{BoardShape, BoardView, Coord3};

impl BoardView for Position {
    type Kind = PieceKind;

    fn board_shape(&self) -> BoardShape {
        SHAPE
    }

    fn piece_on(&self, square: Coord3) -> Option<Piece> {
        let sq = Square::from_coord(square)?;
        self.piece_at(sq)
    }

    fn level_name(&self, level: u8) -> String {
        let name = match level {
            0 => "Underworld",
            1 => "Ground",
            _ => "Sky",
        };
        format!("Level {} ({name})", level + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::{Color, Game};

    /// The CLI needs `Game + BoardView`.
    #[test]
    fn position_has_what_the_cli_needs() {
        fn cli<G: Game + BoardView>() {}
        cli::<Position>();
    }

    #[test]
    fn the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(
            p.piece_on(Coord3::new(1, 6, 0)),
            Some(Piece::new(Color::White, PieceKind::King))
        );
        assert_eq!(
            p.piece_on(Coord3::new(2, 6, 7)),
            Some(Piece::new(Color::Black, PieceKind::Dragon))
        );
        assert_eq!(p.piece_on(Coord3::new(0, 0, 0)), None);
        assert_eq!(p.piece_on(Coord3::new(3, 0, 0)), None);
        assert_eq!(p.level_name(2), "Level 3 (Sky)");
        assert_eq!(p.level_name(1), "Level 2 (Ground)");
        assert_eq!(p.level_name(0), "Level 1 (Underworld)");
    }
}
