//! The [`Move`] type.

use crate::{Piece, PieceKind, Square};
use core::fmt;

/// A Dragonchess move: everything needed to play it and write it down.
///
/// * An ordinary move or capture takes [`piece`](Move::piece) from
///   [`from`](Move::from) to [`to`](Move::to), removing
///   [`captured`](Move::captured) if any.
/// * A Warrior reaching its last rank is promoted to a Hero at once
///   ([`promotion`](Move::promotion)).
/// * The Dragon's **capture from afar** ([`is_afar`](Move::is_afar)) removes
///   the piece on `to` (a level-2 square) while the Dragon stays on `from`.
///
/// Moves are compared field by field; [`Position::legal_moves`] lists them
/// and [`Position::is_legal`] tells whether a move value is one of them.
///
/// [`Position::legal_moves`]: variant_core::Game::legal_moves
/// [`Position::is_legal`]: variant_core::Game::is_legal
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    piece: Piece,
    from: Square,
    to: Square,
    captured: Option<Piece>,
    promotion: bool,
    afar: bool,
}

impl Move {
    /// A move value. Nothing is checked here: [`play`] accepts it only if it
    /// is one of the position's legal moves.
    ///
    /// [`play`]: variant_core::Game::play
    #[must_use]
    pub const fn new(
        piece: Piece,
        from: Square,
        to: Square,
        captured: Option<Piece>,
        promotion: bool,
        afar: bool,
    ) -> Move {
        Move {
            piece,
            from,
            to,
            captured,
            promotion,
            afar,
        }
    }

    /// The kind of the piece that moves (for a capture from afar: the
    /// Dragon).
    #[must_use]
    pub const fn piece(&self) -> PieceKind {
        self.piece.kind
    }

    /// The piece that moves, with its side.
    pub(crate) const fn mover(&self) -> Piece {
        self.piece
    }

    /// The square the piece starts on.
    #[must_use]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The destination; for a capture from afar, the square of the captured
    /// piece (the Dragon does not move).
    #[must_use]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The kind of the captured piece, if any.
    #[must_use]
    pub const fn captured(&self) -> Option<PieceKind> {
        match self.captured {
            Some(piece) => Some(piece.kind),
            None => None,
        }
    }

    /// The captured piece with its side, if any.
    pub(crate) const fn captured_piece(&self) -> Option<Piece> {
        self.captured
    }

    /// The square of the captured piece, if any: the destination (also for
    /// a capture from afar and the Sylph's capture below it).
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        let to = self.to;
        self.captured.map(|_| to).into_iter()
    }

    /// Whether this is a capture (also from afar, and the Sylph's capture
    /// of the piece below it).
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// The kind a Warrior is promoted to by this move: `Some(Hero)` when it
    /// reaches its last rank, otherwise `None`.
    #[must_use]
    pub const fn promotion(&self) -> Option<PieceKind> {
        if self.promotion {
            Some(PieceKind::Hero)
        } else {
            None
        }
    }

    /// Whether this is the Dragon's capture from afar.
    #[must_use]
    pub const fn is_afar(&self) -> bool {
        self.afar
    }

    /// The square the moving piece stands on afterwards.
    #[must_use]
    pub const fn landing(&self) -> Square {
        if self.afar {
            self.from
        } else {
            self.to
        }
    }

    /// The kind of the piece that stands on [`landing`](Move::landing)
    /// afterwards (a Hero after a promotion).
    #[must_use]
    pub const fn piece_after(&self) -> PieceKind {
        if self.promotion {
            PieceKind::Hero
        } else {
            self.piece.kind
        }
    }

    /// The move seen from the other side: ranks mirrored, colours swapped.
    /// The legal moves of [`Position::color_flipped`] are exactly the
    /// flipped legal moves.
    ///
    /// [`Position::color_flipped`]: crate::Position::color_flipped
    #[must_use]
    pub fn color_flipped(&self) -> Move {
        Move {
            piece: self.piece.color_flipped(),
            from: self.from.color_flipped(),
            to: self.to.color_flipped(),
            captured: self.captured.map(Piece::color_flipped),
            promotion: self.promotion,
            afar: self.afar,
        }
    }
}

impl fmt::Display for Move {
    /// The move's canonical text (`W2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`):
    /// its [`MoveText`](crate::MoveText).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::notation::MoveText::of(self), f)
    }
}
