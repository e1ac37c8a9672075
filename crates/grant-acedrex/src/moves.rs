//! The [`Move`] type.

use crate::{PieceKind, Square};
use core::fmt;

/// A move: the piece, its origin and destination, what it captures and what
/// it promotes to.
///
/// A move carries everything needed to display it and to play it. Its
/// `Display` is the canonical coordinate text (`g1-g3`, `e5xi9`, `e11-e12=C`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square the piece goes to.
    pub to: Square,
    /// The kind of the moving piece (before any promotion).
    pub piece: PieceKind,
    /// The kind of the captured piece, if any (it stood on `to`).
    pub captured: Option<PieceKind>,
    /// The kind a pawn becomes on reaching the last rank (forced by its file).
    pub promotion: Option<PieceKind>,
}

impl Move {
    /// Whether this is the king's two-square first-move leap.
    pub fn is_king_leap(&self) -> bool {
        self.piece == PieceKind::King
            && (self.from.file().abs_diff(self.to.file()) == 2
                || self.from.rank().abs_diff(self.to.rank()) == 2)
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// The same move on the board mirrored by ranks (rank r ↔ 13 − r): the
    /// move of the colour-flipped position.
    pub fn flip_rank(&self) -> Move {
        Move {
            from: self.from.flip_rank(),
            to: self.to.flip_rank(),
            ..*self
        }
    }
}

impl fmt::Display for Move {
    /// The coordinate text: origin, `-` or `x`, destination, and `=X` for a
    /// promotion.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.captured.is_some() { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from, sep, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "={}", p.letter())?;
        }
        Ok(())
    }
}
