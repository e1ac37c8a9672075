//! What the shared tools need from a Cheskers position: a static evaluation
//! for variant-core's search and a [`BoardView`] for diagrams.

use crate::{squares, Move, Piece, PieceKind, Position, Square};
use variant_core::search::Evaluate;
use variant_core::{BoardShape, BoardView, Color, Coord3};

/// Material values in hundredths of a man. Kings are worth more than their
/// moves suggest because losing the last one loses the game.
pub(crate) const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Man => 100,
        PieceKind::King => 350,
        PieceKind::Bishop => 300,
        PieceKind::Camel => 250,
    }
}

/// Penalty for a side reduced to a single king (losing the last
/// king loses the game).
const LAST_KING_PENALTY: i32 = 400;

impl Evaluate for Position {
    /// The material and advancement score of `color`.
    fn side_score(&self, color: Color) -> i32 {
        let mut score = 0;
        let mut kings = 0;
        for sq in squares(self.occupied(color)) {
            let Some(piece) = self.piece_at(sq) else {
                continue;
            };
            score += value(piece.kind);
            match piece.kind {
                PieceKind::Man => {
                    // Ranks advanced toward promotion, 6 points each.
                    let advanced = color.fold(sq.rank(), 7 - sq.rank());
                    score += 6 * i32::from(advanced);
                }
                PieceKind::King => kings += 1,
                PieceKind::Bishop | PieceKind::Camel => {}
            }
        }
        if kings == 1 {
            score -= LAST_KING_PENALTY;
        }
        score
    }

    /// Captured material plus the promotion gain: captures first.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured: i32 = mv
            .captured()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| value(p.kind))
            .sum();
        let promotion = mv
            .promotion()
            .map_or(0, |kind| value(kind) - value(PieceKind::Man));
        captured + promotion
    }
}

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
    use variant_core::search::{search, Limits};
    use variant_core::Game;

    #[test]
    fn start_is_balanced_and_the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(p.evaluate(), 0);
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

    #[test]
    fn search_takes_the_last_king() {
        // White's camel a5 may take Black's only king d4 (camel captures are
        // optional; it also has three quiet leaps and the king a1 may step):
        // the search must take the king, which wins at once.
        let p: Position = "7b/8/8/C7/3k4/8/8/K7 w 0 1".parse().unwrap();
        assert_eq!(p.legal_move_vec().len(), 5);
        let result = search(&p, Limits::depth(3));
        let best = result.best_move.expect("a move");
        assert_eq!(p.format_move(&best), "a5xd4");
        assert!(p.move_hint(&best) >= value(PieceKind::King));
    }
}
