//! A static evaluation of a Baroque position for variant-core's search.

use crate::{Move, PieceKind, Position};
use variant_core::search::Evaluate;
use variant_core::{Color, Kind};

/// Material values in hundredths of a pincer. The King has no material value:
/// losing it ends the game, which the search sees as an outcome.
pub(crate) const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pincer => 100,
        PieceKind::LongLeaper => 350,
        PieceKind::Chameleon => 350,
        PieceKind::Coordinator => 400,
        PieceKind::Withdrawer => 350,
        PieceKind::Immobilizer => 500,
        PieceKind::King => 0,
    }
}

impl Evaluate for Position {
    /// Material of `color`, counting a frozen piece at two thirds of its value.
    fn side_score(&self, color: Color) -> i32 {
        let frozen = self.frozen(color);
        let mut score = 0;
        for &kind in PieceKind::ALL {
            let set = self.pieces(color, kind);
            let v = value(kind);
            score += v * set.count_ones() as i32;
            score -= v / 3 * (set & frozen).count_ones() as i32;
        }
        score
    }

    /// The material a move captures (a King capture first of all); suicides last.
    fn move_hint(&self, mv: &Move) -> i32 {
        if mv.is_suicide() {
            return -100;
        }
        mv.captured_squares()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| {
                if p.kind == PieceKind::King {
                    10_000
                } else {
                    value(p.kind)
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Piece, Square};
    use variant_core::search::{search, Limits};
    use variant_core::{BoardView, Coord3, Game};

    #[test]
    fn start_is_balanced_and_the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(p.evaluate(), 0);
        let piece = |color, kind| Some(Piece::new(color, kind));
        assert_eq!(
            p.piece_on(Coord3::new(0, 0, 7)),
            piece(Color::Black, PieceKind::Immobilizer)
        );
        assert_eq!(
            p.piece_on(Coord3::new(0, 3, 0)),
            piece(Color::White, PieceKind::King)
        );
        assert_eq!(
            p.piece_at(Square::parse("d1").unwrap()),
            p.piece_on(Coord3::new(0, 3, 0))
        );
        assert_eq!(p.piece_on(Coord3::new(0, 3, 3)), None);
        assert_eq!(p.piece_on(Coord3::new(1, 0, 0)), None);
    }

    #[test]
    fn search_takes_the_king() {
        // White King b2 next to the black King c3: capturing it wins.
        let p: Position = "8/8/8/8/8/2k5/1K6/8 w 0 1".parse().unwrap();
        let limits = Limits {
            depth: 2,
            nodes: None,
            time: None,
            seed: 1,
        };
        let result = search(&p, limits);
        assert_eq!(p.format_move(&result.best_move.unwrap()), "b2-c3xc3");
    }
}
