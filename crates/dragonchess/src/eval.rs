//! What the shared tools need from a Dragonchess position: a static
//! evaluation for variant-core's search and a [`BoardView`] for diagrams.

use crate::{Move, Piece, PieceKind, Position, Square, SHAPE};
use variant_core::search::Evaluate;
use variant_core::{BoardShape, BoardView, Color, Coord3};

/// Rough material values in hundredths of a Warrior, by each piece's reach
/// (the rules give no values; these are a search heuristic only). The King
/// is never captured and counts nothing.
pub(crate) const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Sylph => 100,
        PieceKind::Griffon => 500,
        PieceKind::Dragon => 900,
        PieceKind::Warrior => 100,
        PieceKind::Oliphant => 500,
        PieceKind::Unicorn => 250,
        PieceKind::Hero => 450,
        PieceKind::Thief => 400,
        PieceKind::Cleric => 900,
        PieceKind::Mage => 1100,
        PieceKind::King => 0,
        PieceKind::Paladin => 1000,
        PieceKind::Dwarf => 200,
        PieceKind::Basilisk => 300,
        PieceKind::Elemental => 400,
    }
}

impl Evaluate for Position {
    /// Material of `color`, a frozen piece counting three quarters, plus
    /// 5 points per rank a Warrior has advanced.
    fn side_score(&self, color: Color) -> i32 {
        let mut score = 0;
        for (sq, p) in self.all_pieces().filter(|(_, p)| p.color == color) {
            let v = value(p.kind);
            score += if self.is_frozen(sq) { v * 3 / 4 } else { v };
            if p.kind == PieceKind::Warrior {
                let advanced = color.fold(sq.rank(), 7 - sq.rank());
                score += 5 * i32::from(advanced);
            }
        }
        score
    }

    /// The captured piece's value plus the promotion gain: captures first.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured = mv.captured().map_or(0, |p| value(p.kind));
        let promotion = if mv.promotion().is_some() {
            value(PieceKind::Hero) - value(PieceKind::Warrior)
        } else {
            0
        };
        captured + promotion
    }
}

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
    use variant_core::search::{search, Limits};
    use variant_core::Game;

    /// The CLI needs `Game + Evaluate + BoardView`.
    #[test]
    fn position_has_what_the_cli_needs() {
        fn cli<G: Game + Evaluate + BoardView>() {}
        cli::<Position>();
    }

    #[test]
    fn start_is_balanced_and_the_view_matches_the_text() {
        let p = Position::default();
        assert_eq!(p.evaluate(), 0);
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

    #[test]
    fn search_finds_mate_in_one() {
        // Gold to move: the Oliphant on 2i1 going to 2i8 mates the King on
        // 2a8 (2a7/2b7 covered by the Oliphant on 2h7, 3a8 by the Griffon on
        // 3c5, 1a8 by the Elemental's two-step from 1a6).
        let text =
            "12/12/12/2G9/12/12/12/12|k11/7O4/12/12/12/12/12/8O2K|12/12/E11/12/12/12/12/12 g";
        let pos: Position = text.parse().unwrap();
        let mut mated = pos.clone();
        mated.play_text("O2i1-2i8").unwrap();
        assert!(matches!(
            mated.outcome(),
            Some(variant_core::Outcome::Decisive {
                winner: Color::White,
                ..
            })
        ));
        let result = search(&pos, Limits::depth(2));
        let best = result.best_move.unwrap();
        let mut after = pos.clone();
        after.play(&best).unwrap();
        assert_eq!(
            after.outcome(),
            mated.outcome(),
            "{}",
            pos.format_move(&best)
        );
    }
}
