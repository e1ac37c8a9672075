//! The [`Move`] type.

use crate::{PieceKind, Square};
use core::fmt;

/// A move: the piece, its origin and destination, what it captures and what
/// it promotes to.
///
/// A move carries everything needed to display it and to play it. It comes
/// from move generation or move text (its fields are private; read them with
/// the accessors), and [`is_legal`](variant_core::Game::is_legal) says
/// whether it is a move of a given position (the piece, the capture and the promotion must all be the
/// ones that position gives). Its `Display` is the canonical coordinate text
/// (`g1-g3`, `e5xi9`, `e11-e12=C`, and `pass` for [`Move::pass`]).
///
/// ```
/// use grant_acedrex::prelude::*;
/// let p = Position::default();
/// let mv = p.parse_move("Kg3")?;
/// assert_eq!((mv.from().to_string(), mv.to().to_string()), ("g1".into(), "g3".into()));
/// assert!(mv.is_king_leap() && !mv.is_capture() && mv.promotion().is_none());
/// assert_eq!(mv.to_string(), "g1-g3");
/// assert_eq!(mv.color_flipped().to_string(), "g12-g10");
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The square the piece leaves.
    pub(crate) from: Square,
    /// The square the piece goes to.
    pub(crate) to: Square,
    /// The kind of the moving piece (before any promotion).
    pub(crate) piece: PieceKind,
    /// The kind of the captured piece, if any (it stood on `to`).
    pub(crate) captured: Option<PieceKind>,
    /// The kind a pawn becomes on reaching the last rank (forced by its file).
    pub(crate) promotion: Option<PieceKind>,
}

impl Move {
    /// A move value from its parts. Nothing is checked here:
    /// [`play`](variant_core::Game::play) accepts it only if it is one of the
    /// position's legal moves.
    #[must_use]
    pub const fn new(
        piece: PieceKind,
        from: Square,
        to: Square,
        captured: Option<PieceKind>,
        promotion: Option<PieceKind>,
    ) -> Move {
        Move {
            from,
            to,
            piece,
            captured,
            promotion,
        }
    }

    /// The square the piece leaves.
    #[inline]
    #[must_use]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The square the piece goes to.
    #[inline]
    #[must_use]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The kind of the moving piece (before any promotion).
    #[inline]
    #[must_use]
    pub const fn piece(&self) -> PieceKind {
        self.piece
    }

    /// The kind of the captured piece, if any.
    #[inline]
    #[must_use]
    pub const fn captured(&self) -> Option<PieceKind> {
        self.captured
    }

    /// The kind a pawn becomes on reaching the last rank, if this is a
    /// promotion.
    #[inline]
    #[must_use]
    pub const fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }

    /// The pass of the side whose king stands on `king`: the king "moves"
    /// from its square to the same square. Legal only under
    /// [`Stalemate::Pass`](crate::Stalemate::Pass), as the one move of a
    /// stalemated side; its text is `pass`.
    ///
    /// ```
    /// use grant_acedrex::{Move, Square};
    /// let pass = Move::pass("g1".parse::<Square>().unwrap());
    /// assert!(pass.is_pass() && !pass.is_king_leap() && !pass.is_capture());
    /// assert_eq!(pass.to_string(), "pass");
    /// assert!(pass.color_flipped().is_pass());
    /// ```
    #[must_use]
    pub const fn pass(king: Square) -> Move {
        Move {
            from: king,
            to: king,
            piece: PieceKind::King,
            captured: None,
            promotion: None,
        }
    }

    /// Whether this is a pass (origin and destination the same square; the
    /// only such legal move is [`Move::pass`]).
    #[inline]
    #[must_use]
    pub fn is_pass(&self) -> bool {
        self.from == self.to
    }

    /// Whether this is the king's two-square first-move leap.
    #[must_use]
    pub fn is_king_leap(&self) -> bool {
        self.piece == PieceKind::King
            && (self.from.file().abs_diff(self.to.file()) == 2
                || self.from.rank().abs_diff(self.to.rank()) == 2)
    }

    /// The square of the captured piece, if any (the destination: every
    /// capture in this game is by displacement).
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        let to = self.to;
        self.captured.map(|_| to).into_iter()
    }

    /// Whether the move captures.
    #[inline]
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// The same move on the board mirrored by ranks (rank r ↔ 13 − r): the
    /// move of the colour-flipped position
    /// ([`Position::color_flipped`](crate::Position::color_flipped)); a pass
    /// stays a pass.
    #[must_use]
    pub const fn color_flipped(&self) -> Move {
        Move {
            from: self.from.color_flipped(),
            to: self.to.color_flipped(),
            ..*self
        }
    }
}

impl fmt::Display for Move {
    /// The coordinate text, the move's [`MoveText`](crate::MoveText):
    /// origin, `-` or `x`, destination, and `=X` for a promotion; `pass`
    /// for a pass.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::MoveText::of(self), f)
    }
}
