//! The [`Move`] type and square helpers.

use core::fmt;

/// A square index `0..64`: `a1` = 0, `b1` = 1, …, `h1` = 7, `a2` = 8, …, `h8` = 63
/// (index = 8 × rank + file, both 0-based). Ascending index order is the
/// order in which move text lists captured squares.
pub type Square = u8;

/// The name of a square (`e4`); `??` for an index outside the board.
pub fn square_name(sq: Square) -> String {
    if sq < 64 {
        let file = (b'a' + sq % 8) as char;
        let rank = (b'1' + sq / 8) as char;
        format!("{file}{rank}")
    } else {
        "??".to_string()
    }
}

/// Parses a square name (`e4`, lower-case file, exactly two characters).
pub fn parse_square(text: &str) -> Option<Square> {
    match text.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (f - b'a')),
        _ => None,
    }
}

/// A move: its origin, its destination (or a suicide marker) and the set of
/// squares whose pieces it removes.
///
/// * An ordinary move goes `from` → `to` (`to != from`); `captures` is the
///   set of captured enemy squares (bit `i` = square `i`), which contains `to`
///   for a King's (or a chameleon's) displacement capture.
/// * A suicide removes the side's own frozen piece on `from` as the whole turn;
///   it is stored with `to == from` and `captures` = that square alone, matching
///   its text `c4xc4`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    from: Square,
    to: Square,
    captures: u64,
}

impl Move {
    /// An ordinary move from `from` to `to` capturing the pieces on `captures`.
    pub const fn new(from: Square, to: Square, captures: u64) -> Move {
        Move { from, to, captures }
    }

    /// The suicide of the piece on `square`.
    pub const fn suicide(square: Square) -> Move {
        Move {
            from: square,
            to: square,
            captures: if square < 64 { 1u64 << square } else { 0 },
        }
    }

    /// The origin square (for a suicide, the square of the removed piece).
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The destination, or `None` for a suicide.
    pub const fn to(&self) -> Option<Square> {
        if self.from == self.to {
            None
        } else {
            Some(self.to)
        }
    }

    /// Whether this is a suicide.
    pub const fn is_suicide(&self) -> bool {
        self.from == self.to
    }

    /// The squares whose pieces the move removes (bit `i` = square `i`);
    /// for a suicide, the suicided piece's square.
    pub const fn captures(&self) -> u64 {
        self.captures
    }

    /// The removed squares in ascending order (`a1, b1, …, h1, a2, …`).
    pub fn captured_squares(&self) -> impl Iterator<Item = Square> {
        let mut bits = self.captures;
        core::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let sq = bits.trailing_zeros() as Square;
                bits &= bits - 1;
                Some(sq)
            }
        })
    }

    /// Whether the move captures (removes) anything; always true for a suicide.
    pub const fn is_capture(&self) -> bool {
        self.captures != 0
    }
}

impl fmt::Display for Move {
    /// The move text: `d1-d4xd5,e4`, `b2-b5`, or `c4xc4` for a suicide.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&square_name(self.from))?;
        if !self.is_suicide() {
            write!(f, "-{}", square_name(self.to))?;
        }
        for (i, sq) in self.captured_squares().enumerate() {
            f.write_str(if i == 0 { "x" } else { "," })?;
            f.write_str(&square_name(sq))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}
