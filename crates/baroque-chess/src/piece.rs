//! Piece kinds, their letters, names and summaries.

use core::fmt;
use variant_core::Kind;

/// The seven kinds of Baroque chess pieces.
///
/// Letters follow the chess pieces that traditionally represent them: Pincer
/// `P`, Long Leaper `N`, Chameleon `B`, Coordinator `R`, Withdrawer `Q`, King
/// `K`, Immobilizer `M` (upper case White). The letters, names and summaries
/// come from [`Kind`].
///
/// ```
/// use baroque_chess::prelude::*;
/// assert_eq!(PieceKind::from_letter('n'), Some(PieceKind::LongLeaper));
/// assert_eq!(PieceKind::LongLeaper.name(), "long leaper");
/// assert_eq!(PieceKind::ALL.len(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// Pincer (`P`): moves like a rook, captures by custodian sandwich.
    Pincer,
    /// Long Leaper (`N`): moves like a queen, captures by jumping.
    LongLeaper,
    /// Chameleon (`B`): moves like a queen, captures each piece in its own way.
    Chameleon,
    /// Coordinator (`R`): moves like a queen, captures at the corners it forms with its King.
    Coordinator,
    /// Withdrawer (`Q`): moves like a queen, captures by moving directly away.
    Withdrawer,
    /// King (`K`): one step, captures by displacement.
    King,
    /// Immobilizer (`M`): moves like a queen, never captures, freezes adjacent enemies.
    Immobilizer,
}

impl Kind for PieceKind {
    const ALL: &'static [PieceKind] = &[
        PieceKind::Pincer,
        PieceKind::LongLeaper,
        PieceKind::Chameleon,
        PieceKind::Coordinator,
        PieceKind::Withdrawer,
        PieceKind::King,
        PieceKind::Immobilizer,
    ];

    /// The upper-case letter (White's letter): `P N B R Q K M`.
    #[inline]
    fn letter(self) -> char {
        match self {
            PieceKind::Pincer => 'P',
            PieceKind::LongLeaper => 'N',
            PieceKind::Chameleon => 'B',
            PieceKind::Coordinator => 'R',
            PieceKind::Withdrawer => 'Q',
            PieceKind::King => 'K',
            PieceKind::Immobilizer => 'M',
        }
    }

    /// The English name, lower case (`long leaper`).
    fn name(self) -> &'static str {
        match self {
            PieceKind::Pincer => "pincer",
            PieceKind::LongLeaper => "long leaper",
            PieceKind::Chameleon => "chameleon",
            PieceKind::Coordinator => "coordinator",
            PieceKind::Withdrawer => "withdrawer",
            PieceKind::King => "king",
            PieceKind::Immobilizer => "immobilizer",
        }
    }

    fn summary(self) -> &'static str {
        match self {
            PieceKind::Pincer => {
                "Moves like a rook. Captures each enemy orthogonally next to where it lands \
                 that has a friendly piece right beyond it (custodian capture)."
            }
            PieceKind::LongLeaper => {
                "Moves like a queen. Captures by jumping, along its line, enemy pieces that \
                 each have an empty square right behind them, landing on any empty square \
                 after the last one."
            }
            PieceKind::Chameleon => {
                "Moves like a queen. Captures each enemy piece in that piece's own way (a King \
                 by one step onto it); never a chameleon, and it freezes an adjacent enemy \
                 immobilizer, which freezes it too."
            }
            PieceKind::Coordinator => {
                "Moves like a queen. Captures the enemy pieces on the two other corners of the \
                 rectangle it forms with its own King."
            }
            PieceKind::Withdrawer => {
                "Moves like a queen. Captures the enemy piece it starts next to by moving \
                 directly away from it."
            }
            PieceKind::King => {
                "Moves one step in any direction. Captures by moving onto an enemy piece; \
                 losing it loses the game."
            }
            PieceKind::Immobilizer => {
                "Moves like a queen. Never captures; enemy pieces next to it are frozen and \
                 cannot move."
            }
        }
    }

    /// `0..7`, an index into per-kind tables (the order of [`Kind::ALL`]).
    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for PieceKind {
    /// The name, `long leaper`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: whose it is and what it is (`Piece::new(color, kind)`).
pub type Piece = variant_core::Piece<PieceKind>;

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::Color;

    #[test]
    fn letters_round_trip_and_index_in_order() {
        for (i, &kind) in PieceKind::ALL.iter().enumerate() {
            assert_eq!(kind.index(), i);
            assert_eq!(PieceKind::from_letter(kind.letter()), Some(kind));
            assert_eq!(PieceKind::from_name(kind.name()), Some(kind));
            assert!(!kind.summary().is_empty());
            for color in Color::ALL {
                let p = Piece::new(color, kind);
                assert_eq!(Piece::from_letter(p.letter()), Some(p));
            }
        }
        assert_eq!(Piece::from_letter('x'), None);
        assert_eq!(
            Piece::new(Color::Black, PieceKind::Immobilizer).to_string(),
            "m"
        );
    }
}
