//! What the shared tools need from a Grant Acedrex position: a static
//! evaluation for variant-core's search and a [`BoardView`] for diagrams.

use crate::{Move, Piece, PieceKind, Position};
use variant_core::search::Evaluate;
use variant_core::{BoardShape, BoardView, Color, Coord3};

/// Material values in hundredths of a pawn, roughly by the number of squares
/// each piece reaches on an open board (aanca 40, unicorn 36, rook 22,
/// crocodile up to 21, lion 12, giraffe 8). The king has no material value.
pub(crate) const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::King => 0,
        PieceKind::Aanca => 800,
        PieceKind::Unicorn => 700,
        PieceKind::Rook => 550,
        PieceKind::Crocodile => 400,
        PieceKind::Lion => 350,
        PieceKind::Giraffe => 300,
        PieceKind::Pawn => 100,
    }
}

/// Points per rank a pawn has advanced from its starting rank.
const PAWN_ADVANCE: i32 = 8;

impl Evaluate for Position {
    /// The material and pawn-advance score of `color`.
    fn side_score(&self, color: Color) -> i32 {
        self.placement()
            .filter(|(_, piece)| piece.color == color)
            .map(|(sq, piece)| {
                let advance = if piece.kind == PieceKind::Pawn {
                    // Pawns start on rank 4 (White) or 9 (Black), 0-based 3 and 8.
                    let ranks = color.fold(i32::from(sq.rank()) - 3, 8 - i32::from(sq.rank()));
                    PAWN_ADVANCE * ranks.max(0)
                } else {
                    0
                };
                value(piece.kind) + advance
            })
            .sum()
    }

    /// Captures first (most valuable victim), then promotions.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured = mv.captured.map_or(0, value);
        let promotion = mv
            .promotion
            .map_or(0, |kind| value(kind) - value(PieceKind::Pawn));
        captured + promotion
    }
}

/// The board for diagrams: [`variant_core::diagram::text_diagram`] draws it.
///
/// ```
/// use grant_acedrex::prelude::*;
/// let text = variant_core::diagram::text_diagram(&Position::default());
/// assert!(text.starts_with("12  r l u g c a k c g u l r\n"));
/// assert!(text.ends_with("    a b c d e f g h i j k l\n"));
/// ```
impl BoardView for Position {
    type Kind = PieceKind;

    fn board_shape(&self) -> BoardShape {
        BoardShape::flat(12, 12)
    }

    fn piece_on(&self, square: Coord3) -> Option<Piece> {
        if square.level != 0 {
            return None;
        }
        let sq = crate::Square::new(square.file, square.rank)?;
        self.piece_at(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::Game;

    #[test]
    fn start_is_balanced_and_the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(p.evaluate(), 0);
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

    #[test]
    fn a_capture_is_hinted_by_its_victim() {
        // White's rook a1 can take Black's aanca a8; Black's king l12 and
        // White's king l1 are out of the way.
        let p: Position = "11k/12/12/12/a11/12/12/12/12/12/12/R10K w - 0 1"
            .parse()
            .unwrap();
        let take = p.parse_move("a1xa8").unwrap();
        assert_eq!(p.move_hint(&take), value(PieceKind::Aanca));
        let quiet = p.parse_move("a1-a2").unwrap();
        assert_eq!(p.move_hint(&quiet), 0);
        // White is a rook against an aanca: behind.
        assert_eq!(
            p.evaluate(),
            value(PieceKind::Rook) - value(PieceKind::Aanca)
        );
    }
}
