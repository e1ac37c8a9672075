//! Cheskers setups from bytes: the 32 dark squares, any number of kings
//! (a side without any has lost), no man on its promotion rank (unless raw).

use super::{placements, Built, Bytes, FuzzSetup, Header};
use cheskers::{PieceKind, Position, Setup, Square};
use variant_core::{Color, Game};

/// At most this many placements (the start has 24 pieces).
const MAX_PLACEMENTS: usize = 32;

impl FuzzSetup for Position {
    fn setup_from_bytes(bytes: &mut Bytes) -> Built<Position> {
        // Black moves first in Cheskers.
        let header = Header::read(Position::NAME, Color::Black, bytes);
        let pieces = placements::<PieceKind>(bytes, Square::COUNT, MAX_PLACEMENTS);
        let mut setup = Setup::empty();
        for p in pieces {
            let Some(square) = u8::try_from(p.square).ok().and_then(Square::new) else {
                continue;
            };
            let promotion_rank = if p.piece.color == Color::White { 7 } else { 0 };
            let refused = p.piece.kind == PieceKind::Man && square.rank() == promotion_rank;
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
        let mut other = *setup;
        other.turn = !other.turn;
        other
    }
}
