//! The Sky pieces: Sylph, Griffon and Dragon.

use super::tables::Pattern::*;
use super::{rule, Mode, PieceMoves};
use crate::bits::{contains, Levels};
use crate::{PieceKind, Rules};
use variant_core::{ArrayVec, Color};

/// How a Sylph, Griffon or Dragon moves from `level` (0-based), or `None` for
/// the other kinds.
pub(super) fn moves(kind: PieceKind, level: u8, _rules: &Rules) -> Option<PieceMoves> {
    use Mode::*;
    let pm = match (kind, level) {
        // Sylph on L3: (±1,+1,0) M; (0,+1,0) C; (0,0,−1) C.
        (PieceKind::Sylph, 2) => PieceMoves::steps(&[
            rule(ForwardDiag, Move),
            rule(Forward, Capture),
            rule(Down, Capture),
        ]),
        // Sylph on L2: only the returns to L3 (see `sylph_returns`).
        (PieceKind::Sylph, _) => PieceMoves::default(),
        // Griffon on L3: (±2,±3,0), (±3,±2,0) leaps MC; (±1,±1,−1) MC.
        (PieceKind::Griffon, 2) => PieceMoves::steps(&[rule(Zebra, Both), rule(DiagDown, Both)]),
        // Griffon on L2: (±1,±1,0) MC; (±1,±1,+1) MC.
        (PieceKind::Griffon, _) => PieceMoves::steps(&[rule(Diag, Both), rule(DiagUp, Both)]),
        // Dragon (L3 only): diagonal slides MC, orthogonal steps MC, and the
        // capture from afar of the L2 square below or its four orthogonal
        // neighbours.
        (PieceKind::Dragon, _) => PieceMoves {
            diag_slides: true,
            ..PieceMoves::steps(&[rule(Orth, Both), rule(Afar, Capture)])
        },
        _ => return None,
    };
    Some(pm)
}

/// The six Sylph starting squares of `color` on level 3 (rank 2 for Gold,
/// rank 7 for Scarlet, files a, c, e, g, i, k).
pub(crate) fn sylph_homes(color: Color) -> [usize; 6] {
    let rank = match color {
        Color::White => 1,
        Color::Black => 6,
    };
    core::array::from_fn(|i| 192 + rank * 12 + 2 * i)
}

/// A Sylph on level 2 at `sq`: move (never capture) to the empty square
/// directly above, or to any empty one of its side's six starting squares on
/// level 3; a square that is both is listed once.
/// `empty` is the set of empty squares.
pub(super) fn sylph_returns(empty: &Levels, sq: usize, color: Color) -> ArrayVec<usize, 7> {
    let mut out = ArrayVec::new();
    let above = sq + 96;
    if contains(empty, above) {
        out.push(above);
    }
    for home in sylph_homes(color) {
        if home != above && contains(empty, home) {
            out.push(home);
        }
    }
    out
}

/// The six Sylph starting squares of `color` as a set of level 3 (files a,
/// c, e, g, i, k are the bits `0x555` of a rank).
pub(super) const fn sylph_home_set(color: Color) -> u128 {
    let rank = match color {
        Color::White => 1,
        Color::Black => 6,
    };
    0x555 << (rank * 12)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::bit;

    #[test]
    fn home_set_matches_home_squares() {
        for color in Color::ALL {
            let listed = sylph_homes(color).iter().fold(0, |set, &sq| set | bit(sq));
            assert_eq!(sylph_home_set(color), listed);
        }
    }
}
