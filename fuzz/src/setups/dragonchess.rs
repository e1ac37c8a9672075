//! Dragonchess setups from bytes: 288 squares, one King a side, pieces only
//! on the levels they can reach, no Warrior on its last rank (unless raw).

use super::{kings_first, placements, Built, Bytes, FuzzSetup, Header};
use dragonchess::{PieceKind, Position, Setup, Square, SQUARE_COUNT};
use variant_core::{Color, Game};

/// At most this many placements (the start has 84 pieces).
const MAX_PLACEMENTS: usize = 96;

impl FuzzSetup for Position {
    fn setup_from_bytes(bytes: &mut Bytes) -> Built<Position> {
        let header = Header::read(Position::NAME, Color::White, bytes);
        let mut pieces = placements::<PieceKind>(bytes, SQUARE_COUNT, MAX_PLACEMENTS);
        if !header.raw {
            kings_first(&mut pieces, PieceKind::King);
        }
        let mut setup = Setup::empty();
        for p in pieces {
            let Some(square) = Square::from_index(p.square) else {
                continue;
            };
            let last_rank = if p.piece.color == Color::White { 7 } else { 0 };
            let refused = !p.piece.kind.can_stand_on(square.level())
                || (p.piece.kind == PieceKind::Warrior && square.rank() == last_rank);
            if header.raw || !refused {
                setup.board[p.square] = Some(p.piece);
            }
        }
        setup.turn = header.turn;
        setup.counters = header.counters;
        Built {
            setup,
            rules: header.rules,
            raw: header.raw,
        }
    }

    fn other_side_to_move(setup: &Setup) -> Setup {
        let mut other = setup.clone();
        other.turn = !other.turn;
        other
    }
}
