//! Grant Acedrex setups from bytes: 144 squares, one king a side, no pawn on
//! its last rank (unless raw), the kings' leap rights and the list of unmoved
//! (Murray) unicorns from the flags.

use super::{kings_first, placements, Built, Bytes, FuzzSetup, Header};
use grant_acedrex::{PieceKind, Position, Setup, Square};
use variant_core::{Color, Game};

/// At most this many placements (the start has 64 pieces).
const MAX_PLACEMENTS: usize = 80;

impl FuzzSetup for Position {
    /// Rights bits: 0 and 1 White's and Black's leap rights; 2 an explicit
    /// unmoved-unicorn list (otherwise derived): the squares of the marked
    /// placements that hold unicorns (raw: of every marked placement).
    fn setup_from_bytes(bytes: &mut Bytes) -> Built<Position> {
        let header = Header::read(Position::NAME, Color::White, bytes);
        let mut pieces = placements::<PieceKind>(bytes, 144, MAX_PLACEMENTS);
        if !header.raw {
            kings_first(&mut pieces, PieceKind::King);
        }
        let mut setup = Setup::empty();
        let mut listed = Vec::new();
        for p in &pieces {
            let Some(square) = Square::from_index(p.square) else {
                continue;
            };
            let last_rank = if p.piece.color == Color::White { 11 } else { 0 };
            let refused = p.piece.kind == PieceKind::Pawn && square.rank() == last_rank;
            if header.raw || !refused {
                setup.board[p.square] = Some(p.piece);
            }
            if p.mark && (header.raw || p.piece.kind == PieceKind::Unicorn) {
                listed.push(square);
            }
        }
        if !header.raw {
            // A later placement may have replaced a listed unicorn.
            listed.retain(|s| setup.board[s.index()].is_some_and(|p| p.kind == PieceKind::Unicorn));
        }
        setup.leap_rights = [header.rights & 1 != 0, header.rights & 2 != 0];
        setup.unmoved_unicorns = (header.rights & 4 != 0).then_some(listed);
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
