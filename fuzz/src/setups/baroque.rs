//! Baroque chess setups from bytes: 64 squares, at most one King a side (a
//! side without one has lost; raw inputs may have more or none at all).

use super::{placements, Built, Bytes, FuzzSetup, Header};
use baroque_chess::{PieceKind, Position, Setup};
use variant_core::{Color, Game};

/// At most this many placements (the start has 32 pieces).
const MAX_PLACEMENTS: usize = 48;

impl FuzzSetup for Position {
    fn setup_from_bytes(bytes: &mut Bytes) -> Built<Position> {
        let header = Header::read(Position::NAME, Color::White, bytes);
        let pieces = placements::<PieceKind>(bytes, 64, MAX_PLACEMENTS);
        let mut setup = Setup::empty();
        let mut kings = [0; 2];
        for p in pieces {
            if p.piece.kind == PieceKind::King {
                kings[p.piece.color.index()] += 1;
                if kings[p.piece.color.index()] > 1 && !header.raw {
                    continue;
                }
            }
            setup.board[p.square] = Some(p.piece);
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
