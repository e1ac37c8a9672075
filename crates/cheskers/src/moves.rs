//! The [`Move`] type.

use crate::square::{bits_squares, public_set, Bits};
use crate::{PieceKind, Square, SquareSet};
use core::fmt;

/// The most jumps one chain can make: 9.
///
/// A jump moves (±2, ±2), so every landing square of a chain keeps the file
/// and rank parities of its origin, and every jumped square has the other
/// parities and is not on the board's edge (it has squares on both sides).
/// Dark squares split into two such classes; the interior squares of each are
/// 3 files × 3 ranks = 9 (`b2 b4 b6 d2 .. f6` and `c3 c5 c7 e3 .. g7`). A
/// piece is never jumped twice in a chain, so a chain has at most 9 jumps
/// (a man at most 3: it climbs two ranks per jump and stops on the last rank).
pub const MAX_JUMPS: usize = 9;

/// A move: the origin, every landing square (one for a step, slide or leap;
/// one per jump for a chain), the captured squares and the promotion piece.
///
/// In a given position the captured squares follow from the origin and the
/// landing squares; they are still part of equality, so a move taken from
/// another position (where, say, `c3xe5` was a bishop capture rather than a
/// jump) is never mistaken for a legal move here.
///
/// Text: `b6-a5` (no capture), `a1xd4` (bishop or camel capture), `c3xe5xc7`
/// (a jump chain), with `=K`, `=B` or `=C` on a promotion.
///
/// It takes 16 bytes (a fixed landing array and its length rather than an
/// `ArrayVec` with a `usize`-sized length), so move lists stay small and
/// cheap to fill. With feature `serde` it serialises as its parts by
/// square index and deserialises only to a well-formed move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    captured: Bits,
    from: Square,
    promotion: Option<PieceKind>,
    /// How many entries of `landings` are used (1..=9).
    len: u8,
    /// The landing squares; unused entries are always `a1` (`Square::at(0)`),
    /// so the derived equality and hash see only the used ones.
    landings: [Square; MAX_JUMPS],
}

impl Move {
    /// A move from its parts; `None` if there is no landing square or more
    /// than [`MAX_JUMPS`]. `captured` is a [`SquareSet`] (bit `i` = square
    /// index `i`). The move is only checked for legality when played (or by
    /// `Game::is_legal`).
    #[must_use]
    pub fn new(
        from: Square,
        landings: &[Square],
        captured: SquareSet,
        promotion: Option<PieceKind>,
    ) -> Option<Move> {
        if landings.is_empty() || landings.len() > MAX_JUMPS {
            return None;
        }
        // Squares beyond the board cannot be captured: a set with any is no
        // move of any position, kept unequal to every legal move.
        let bits = captured.words()[0];
        let captured = if bits >> 32 == 0 {
            bits as Bits
        } else {
            Bits::MAX
        };
        Some(Move::chain(from, landings, captured, promotion))
    }

    /// A move with one landing square (a step, slide, leap or single jump).
    #[inline]
    pub(crate) fn single(
        from: Square,
        to: Square,
        captured: Bits,
        promotion: Option<PieceKind>,
    ) -> Move {
        let mut landings = [Square::at(0); MAX_JUMPS];
        landings[0] = to;
        Move {
            captured,
            from,
            promotion,
            len: 1,
            landings,
        }
    }

    /// A move with the landing squares `path` (1 to [`MAX_JUMPS`] of them).
    #[inline]
    pub(crate) fn chain(
        from: Square,
        path: &[Square],
        captured: Bits,
        promotion: Option<PieceKind>,
    ) -> Move {
        let mut landings = [Square::at(0); MAX_JUMPS];
        let len = path.len().min(MAX_JUMPS);
        landings[..len].copy_from_slice(&path[..len]);
        Move {
            captured,
            from,
            promotion,
            len: len as u8,
            landings,
        }
    }

    /// The origin square.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// Every landing square in order; the last is the destination.
    #[must_use]
    pub fn landings(&self) -> &[Square] {
        &self.landings[..usize::from(self.len)]
    }

    /// The destination (the last landing square; the origin for a bogus
    /// move without landings).
    #[must_use]
    pub fn to(&self) -> Square {
        self.landings().last().copied().unwrap_or(self.from)
    }

    /// The captured squares as a [`SquareSet`].
    #[must_use]
    pub fn captured_set(&self) -> SquareSet {
        public_set(self.captured)
    }

    /// The captured squares as the crate's working set.
    #[inline]
    pub(crate) fn captured_bits(&self) -> Bits {
        self.captured
    }

    /// The captured squares, in index order.
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        bits_squares(self.captured)
    }

    /// Whether the move captures anything.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The piece a man promotes to, if this move promotes.
    #[must_use]
    pub fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }

    /// The move seen from the other side of the board (every square
    /// [colour-flipped](Square::color_flipped)): the matching move of the
    /// colour-flipped position.
    #[must_use]
    pub fn color_flipped(&self) -> Move {
        let mut landings = [Square::at(0); MAX_JUMPS];
        for (r, s) in landings.iter_mut().zip(self.landings()) {
            *r = s.color_flipped();
        }
        Move {
            captured: self.captured.reverse_bits(),
            from: self.from.color_flipped(),
            promotion: self.promotion,
            len: self.len,
            landings,
        }
    }
}

impl fmt::Display for Move {
    /// The canonical move text (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`),
    /// the move's [`MoveText`](crate::MoveText).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::notation::MoveText::of(self), f)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self}")?;
        if self.is_capture() {
            f.write_str(" capturing")?;
            for sq in self.captured_squares() {
                write!(f, " {sq}")?;
            }
        }
        f.write_str(")")
    }
}
