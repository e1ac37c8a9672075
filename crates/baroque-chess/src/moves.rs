//! The [`Move`] type.

use crate::{PieceKind, Square, SquareSet};
use core::fmt;

/// A move: its origin, its destination (or a suicide marker) and the set of
/// squares whose pieces it removes.
///
/// * An ordinary move goes `from` → `to` (`to != from`); `captures` is the
///   set of captured enemy squares (bit `i` = the square of index `i`),
///   which contains `to` for a King's (or a chameleon's) displacement
///   capture.
/// * A suicide removes the side's own frozen piece on `from` as the whole
///   turn; it is stored with `to == from` and `captures` = that square
///   alone, matching its text `c4xc4`.
///
/// A move carries everything needed to display, play and hash it without
/// regenerating moves. Any value can be built; only the legal ones are
/// accepted by [`play`](variant_core::Game::play).
///
/// ```
/// use baroque_chess::{Move, Square};
/// let d4 = Square::parse("d4").unwrap();
/// let d2 = Square::parse("d2").unwrap();
/// let d5 = Square::parse("d5").unwrap();
/// let mv = Move::new(d4, d2, d5.bit());
/// assert_eq!(mv.to(), d2);
/// assert_eq!(mv.to_string(), "d4-d2xd5");
/// assert_eq!(mv.color_flipped().to_string(), "d5-d7xd4");
/// assert_eq!(Move::suicide(d4).to_string(), "d4xd4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    from: Square,
    to: Square,
    captures: u64,
}

impl Move {
    /// An ordinary move from `from` to `to` capturing the pieces on
    /// `captures` (a square set). With `to == from` it is a suicide whatever
    /// `captures` says (and legal only with `captures == from.bit()`, as
    /// [`Move::suicide`] builds it).
    #[inline]
    #[must_use]
    pub const fn new(from: Square, to: Square, captures: SquareSet) -> Move {
        Move {
            from,
            to,
            captures: captures.words()[0],
        }
    }

    /// The suicide of the piece on `square`.
    #[inline]
    #[must_use]
    pub const fn suicide(square: Square) -> Move {
        Move {
            from: square,
            to: square,
            captures: square.mask(),
        }
    }

    /// A move between raw square indices (both below 64), for the generator.
    #[inline]
    pub(crate) const fn raw(from: u8, to: u8, captures: u64) -> Move {
        Move {
            from: Square::at(from),
            to: Square::at(to),
            captures,
        }
    }

    /// The origin square (for a suicide, the square of the removed piece).
    #[inline]
    #[must_use]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The destination; for a suicide, the square of the removed piece (the
    /// origin, as its text `c4xc4` writes it).
    #[inline]
    #[must_use]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The destination, or `None` for a suicide.
    #[inline]
    pub(crate) const fn destination(&self) -> Option<Square> {
        if self.from.raw() == self.to.raw() {
            None
        } else {
            Some(self.to)
        }
    }

    /// Whether this is a suicide.
    #[inline]
    #[must_use]
    pub const fn is_suicide(&self) -> bool {
        self.from.raw() == self.to.raw()
    }

    /// The squares whose pieces the move removes; for a suicide, the
    /// suicided piece's square.
    #[inline]
    #[must_use]
    pub const fn captured_set(&self) -> SquareSet {
        SquareSet::from_words([self.captures])
    }

    /// [`captured_set`](Move::captured_set) as the crate's working `u64`.
    #[inline]
    pub(crate) const fn captured_bits(&self) -> u64 {
        self.captures
    }

    /// The removed squares in ascending order (`a1, b1, …, h1, a2, …`).
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.captures)
    }

    /// The kind the moving piece becomes: never any in Baroque chess (the
    /// accessor every game crate's move has).
    #[inline]
    #[must_use]
    pub const fn promotion(&self) -> Option<PieceKind> {
        None
    }

    /// Whether the move removes anything; always true for a suicide (which
    /// removes the mover's own piece: see
    /// [`is_noisy`](variant_core::Game::is_noisy) for the captures of enemy
    /// pieces).
    #[inline]
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.captures != 0
    }

    /// The same move seen from the other side: every square's rank mirrored
    /// ([`Square::color_flipped`]). It is legal in
    /// [`Position::color_flipped`](crate::Position::color_flipped) exactly
    /// when this one is legal here.
    #[inline]
    #[must_use]
    pub const fn color_flipped(&self) -> Move {
        Move {
            from: self.from.color_flipped(),
            to: self.to.color_flipped(),
            // Mirroring the ranks of a square set reverses its bytes.
            captures: self.captures.swap_bytes(),
        }
    }
}

impl fmt::Display for Move {
    /// The move text, the move's [`MoveText`](crate::MoveText):
    /// `d1-d4xd5,e4`, `b2-b5`, or `c4xc4` for a suicide.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::notation::MoveText::of(self), f)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}
