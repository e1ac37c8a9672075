//! The Sky pieces: Sylph, Griffon and Dragon.

use super::tables::Pattern::*;
use super::{rule, Mode, PieceMoves};
use crate::{PieceKind, Rules};
use variant_core::Color;

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

/// The six Sylph starting squares of `color` on level 3 as bits of that
/// level: files a, c, e, g, i and k (the bits `0x555` of a rank) of rank 2
/// for Gold, rank 7 for Scarlet.
pub(super) const fn sylph_home_set(color: Color) -> u128 {
    let rank = match color {
        Color::White => 1,
        Color::Black => 6,
    };
    0x555 << (rank * 12)
}

/// Where a Sylph of `color` on level 2, on the square of bit `i` (of its
/// level), may go, as bits of level 3: to the square directly above it or
/// to any of its side's six starting squares, those of them in `empty_sky`
/// (the empty squares of level 3). It never captures from level 2; a square
/// that is both is one move.
#[inline]
pub(super) const fn sylph_returns(i: usize, color: Color, empty_sky: u128) -> u128 {
    ((1 << i) | sylph_home_set(color)) & empty_sky
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::bit;
    use crate::Square;

    #[test]
    fn home_set_matches_home_squares() {
        let set = |texts: &str| {
            texts.split(' ').fold(0, |set, text| {
                set | bit(text.parse::<Square>().map_or(0, |sq| sq.index()))
            })
        };
        assert_eq!(sylph_home_set(Color::White), set("3a2 3c2 3e2 3g2 3i2 3k2"));
        assert_eq!(sylph_home_set(Color::Black), set("3a7 3c7 3e7 3g7 3i7 3k7"));
        // From 2c2 (bit 14), whose square above is a home square: six moves.
        let all = crate::bits::LEVEL_MASK;
        assert_eq!(
            sylph_returns(14, Color::White, all),
            set("3a2 3c2 3e2 3g2 3i2 3k2")
        );
        assert_eq!(sylph_returns(15, Color::White, all).count_ones(), 7);
        assert_eq!(sylph_returns(15, Color::White, 0), 0);
    }
}
