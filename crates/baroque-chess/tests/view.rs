//! The position's `BoardView` (what the diagrams draw) agrees with its
//! position text and with `piece_at`.

use baroque_chess::{Piece, PieceKind, Position, Square};
use variant_core::{BoardView, Color, Coord3};

#[test]
fn the_view_matches_the_text() {
    let p = Position::default();
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
