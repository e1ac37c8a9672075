//! Piece kinds, letters and names.

use variant_core::Kind;

/// The four kinds of Cheskers piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// `P`: the checkers man. Steps one square diagonally forward, captures by
    /// jumping forward (in chains), promotes on the far rank.
    Man,
    /// `K`: the checkers king (not flying). Steps and jumps in all four
    /// diagonal directions. Losing every king loses the game.
    King,
    /// `B`: the chess bishop; captures by displacement, never compulsory.
    Bishop,
    /// `C`: the camel, a (3,1) leaper; captures by displacement, never compulsory.
    Camel,
}

impl PieceKind {
    /// The kinds a man may promote to, in the order moves are generated.
    pub const PROMOTIONS: [PieceKind; 3] = [PieceKind::King, PieceKind::Bishop, PieceKind::Camel];

    /// Whether this kind captures by checkers jumps (man and king).
    #[must_use]
    pub const fn jumps(self) -> bool {
        matches!(self, PieceKind::Man | PieceKind::King)
    }
}

impl Kind for PieceKind {
    /// All kinds, in the order of their zobrist keys.
    const ALL: &'static [PieceKind] = &[
        PieceKind::Man,
        PieceKind::King,
        PieceKind::Bishop,
        PieceKind::Camel,
    ];

    /// The upper-case letter (`P`, `K`, `B`, `C`).
    #[inline]
    fn letter(self) -> char {
        match self {
            PieceKind::Man => 'P',
            PieceKind::King => 'K',
            PieceKind::Bishop => 'B',
            PieceKind::Camel => 'C',
        }
    }

    /// The English name, lower case (`man`, `king`, `bishop`, `camel`).
    fn name(self) -> &'static str {
        match self {
            PieceKind::Man => "man",
            PieceKind::King => "king",
            PieceKind::Bishop => "bishop",
            PieceKind::Camel => "camel",
        }
    }

    fn summary(self) -> &'static str {
        match self {
            PieceKind::Man => {
                "Steps one square diagonally forward; captures by jumping a diagonally-forward \
                 adjacent enemy to the empty square beyond, in compulsory chains, and promotes \
                 to a king, bishop or camel on the far rank."
            }
            PieceKind::King => {
                "Steps one square diagonally in any direction; captures by jumping like a man \
                 but in all four diagonal directions, in compulsory chains."
            }
            PieceKind::Bishop => {
                "Slides any distance diagonally, blocked by pieces; captures by displacement, \
                 never compulsorily."
            }
            PieceKind::Camel => {
                "Leaps one square diagonally and two straight (a (3,1) leaper), over pieces; \
                 captures by displacement, never compulsorily."
            }
        }
    }

    /// `0..4`, the index into per-kind tables.
    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

/// A piece: a colour and a kind (`Piece::new(color, kind)`).
///
/// ```
/// use cheskers::{Piece, PieceKind};
/// use cheskers::variant_core::Color;
/// let p = Piece::from_letter('c').unwrap();
/// assert_eq!(p, Piece::new(Color::Black, PieceKind::Camel));
/// assert_eq!(p.letter(), 'c');
/// ```
pub type Piece = variant_core::Piece<PieceKind>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_names_and_indices_round_trip() {
        for (i, &kind) in PieceKind::ALL.iter().enumerate() {
            assert_eq!(kind.index(), i);
            assert_eq!(PieceKind::from_letter(kind.letter()), Some(kind));
            assert_eq!(PieceKind::from_name(kind.name()), Some(kind));
            assert!(!kind.summary().is_empty());
        }
        assert_eq!(PieceKind::from_letter('Q'), None);
    }
}
