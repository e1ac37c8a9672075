//! The [`Move`] type.

use crate::{Piece, PieceKind, Square};
use core::fmt;

/// A Dragonchess move: everything needed to play it and write it down.
///
/// * An ordinary move or capture takes [`piece`](Move::piece) from
///   [`from`](Move::from) to [`to`](Move::to), removing
///   [`captured`](Move::captured) if any.
/// * A Warrior reaching its last rank is promoted to a Hero at once
///   ([`is_promotion`](Move::is_promotion)).
/// * The Dragon's **capture from afar** ([`is_afar`](Move::is_afar)) removes
///   the piece on `to` (a level-2 square) while the Dragon stays on `from`.
///
/// Moves are compared field by field; [`Position::legal_moves`] lists them.
///
/// [`Position::legal_moves`]: variant_core::Game::legal_moves
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

    /// The piece that moves (for a capture from afar: the Dragon).
    pub const fn piece(&self) -> Piece {
        self.piece
    }

    /// The square the piece starts on.
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The destination; for a capture from afar, the square of the captured
    /// piece (the Dragon does not move).
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The captured piece, if any.
    pub const fn captured(&self) -> Option<Piece> {
        self.captured
    }

    /// Whether this is a capture (also from afar).
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// Whether a Warrior is promoted to a Hero by this move.
    pub const fn is_promotion(&self) -> bool {
        self.promotion
    }

    /// Whether this is the Dragon's capture from afar.
    pub const fn is_afar(&self) -> bool {
        self.afar
    }

    /// The square the moving piece stands on afterwards.
    pub const fn landing(&self) -> Square {
        if self.afar {
            self.from
        } else {
            self.to
        }
    }

    /// The piece that stands on [`landing`](Move::landing) afterwards (a Hero
    /// after a promotion).
    pub const fn piece_after(&self) -> Piece {
        if self.promotion {
            Piece::new(PieceKind::Hero, self.piece.color)
        } else {
            self.piece
        }
    }

    /// The move mirrored for the colour flip (ranks mirrored, colours
    /// swapped).
    pub fn mirrored(&self) -> Move {
        let flip = |p: Piece| Piece::new(p.kind, !p.color);
        Move {
            piece: flip(self.piece),
            from: self.from.mirrored(),
            to: self.to.mirrored(),
            captured: self.captured.map(flip),
            promotion: self.promotion,
            afar: self.afar,
        }
    }
}

impl fmt::Display for Move {
    /// The move's canonical text (`W2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}{}",
            self.piece.kind.letter(),
            self.from,
            if self.captured.is_some() { 'x' } else { '-' },
            self.to,
            if self.promotion { "=H" } else { "" }
        )
    }
}
