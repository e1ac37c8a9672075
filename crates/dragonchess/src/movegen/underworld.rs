//! The Underworld pieces: Dwarf, Basilisk and Elemental.

use super::tables::Pattern::*;
use super::{rule, Mode, PieceMoves};
use crate::{ElementalAscent, PieceKind, Rules};

/// How a Dwarf, Basilisk or Elemental moves from `level` (0-based), or `None`
/// for the other kinds.
pub(super) fn moves(kind: PieceKind, level: u8, rules: &Rules) -> Option<PieceMoves> {
    use Mode::*;
    let bottom = level == 0;
    let ascent = match rules.elemental_ascent {
        ElementalAscent::CaptureOnly => Capture,
        ElementalAscent::MoveOrCapture => Both,
    };
    let pm = match kind {
        // Dwarf on L1: (0,+1,0) M; (±1,0,0) M; (±1,+1,0) C; (0,0,+1) C.
        PieceKind::Dwarf if bottom => PieceMoves::steps(&[
            rule(Forward, Move),
            rule(Sideways, Move),
            rule(ForwardDiag, Capture),
            rule(Up, Capture),
        ]),
        // Dwarf on L2: the same planar moves; (0,0,−1) M.
        PieceKind::Dwarf => PieceMoves::steps(&[
            rule(Forward, Move),
            rule(Sideways, Move),
            rule(ForwardDiag, Capture),
            rule(Down, Move),
        ]),
        // Basilisk (L1 only): (0,+1,0), (±1,+1,0) MC; (0,−1,0) M. Its freeze
        // is a function of the position (see `attacks::is_frozen`).
        PieceKind::Basilisk => PieceMoves::steps(&[
            rule(Forward, Both),
            rule(ForwardDiag, Both),
            rule(Back, Move),
        ]),
        // Elemental on L1: orthogonal steps MC; orthogonal two-steps MC
        // path{between}; diagonal steps M; ascent (±1,0,+1), (0,±1,+1)
        // path{the orthogonal neighbour on L1}, C only (option).
        PieceKind::Elemental if bottom => PieceMoves::steps(&[
            rule(Orth, Both),
            rule(OrthTwo, Both),
            rule(Diag, Move),
            rule(Ascent, ascent),
        ]),
        // Elemental on L2: (±1,0,−1), (0,±1,−1) MC path{the L1 square below}.
        PieceKind::Elemental => PieceMoves::steps(&[rule(Descent, Both)]),
        _ => return None,
    };
    Some(pm)
}
