//! Squares of the 12×12 board.

use core::fmt;
use core::str::FromStr;
use variant_core::{Coord2, ParseSquareError};

/// The number of files and of ranks.
pub const SIZE: u8 = 12;
/// The number of squares.
pub const SQUARES: usize = 144;

/// A square of the 12×12 board, `a1`..`l12`; always valid.
///
/// Its index is `rank * 12 + file` (both 0-based), so `a1` = 0, `l1` = 11,
/// `a2` = 12 and `l12` = 143.
///
/// ```
/// use grant_acedrex::Square;
/// let g1: Square = "g1".parse().unwrap();
/// assert_eq!((g1.file(), g1.rank(), g1.index()), (6, 0, 6));
/// assert_eq!(g1.color_flipped().to_string(), "g12");
/// assert!("m1".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square(u8);

impl Square {
    /// The square at 0-based `file` and `rank`, if both are below 12.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }

    /// The square with index `index` (`0..144`).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// For indices known to be on the board.
    #[inline]
    pub(crate) const fn at(index: u8) -> Square {
        debug_assert!((index as usize) < SQUARES);
        Square(index)
    }

    /// The index `rank * 12 + file`.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based file (`a` = 0).
    #[inline]
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// The 0-based rank (`1` = 0).
    #[inline]
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// The square with the same file on the mirrored rank (rank r ↔ 13 − r):
    /// where this square is seen from the other side.
    #[must_use]
    pub const fn color_flipped(self) -> Square {
        Square((SIZE - 1 - self.rank()) * SIZE + self.file())
    }

    /// As a variant-core coordinate.
    #[must_use]
    pub const fn coord(self) -> Coord2 {
        Coord2::new(self.file(), self.rank())
    }

    /// The square `(df, dr)` away, if on the board.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < SIZE as i8 && r >= 0 && r < SIZE as i8 {
            Some(Square(r as u8 * SIZE + f as u8))
        } else {
            None
        }
    }

    /// Parses a square name `a1`..`l12`; `None` for anything else (`FromStr`
    /// says why).
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        text.parse().ok()
    }

    /// Parses a square at the start of `text`; returns it and the bytes used.
    pub fn parse_prefix(text: &str) -> Result<(Square, usize), ParseSquareError> {
        let (c, used) = Coord2::parse_prefix(text, SIZE, SIZE)?;
        Ok((Square(c.rank * SIZE + c.file), used))
    }
}

impl fmt::Display for Square {
    /// The square's name on the 12 × 12 board, `e11`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.coord(), f)
    }
}

variant_core::debug_as_display!(Square);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let c = Coord2::parse(text, SIZE, SIZE)?;
        Ok(Square(c.rank * SIZE + c.file))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::SquareErrorKind;

    #[test]
    fn bad_square_text_has_its_kind_and_message() {
        for (bad, kind, message) in [
            (
                "m1",
                SquareErrorKind::FileOffBoard,
                "bad square `m1`: file off the board",
            ),
            (
                "a13",
                SquareErrorKind::RankOffBoard,
                "bad square `a13`: rank off the board",
            ),
            (
                "l",
                SquareErrorKind::MissingRank,
                "bad square `l`: missing rank number",
            ),
            (
                "l12x",
                SquareErrorKind::TrailingText,
                "bad square `l12x`: unexpected text after the square",
            ),
        ] {
            let e = bad.parse::<Square>().unwrap_err();
            assert_eq!((e.kind(), e.to_string().as_str()), (kind, message));
        }
        assert_eq!(Square::parse_prefix("l12x"), Ok((Square::at(143), 3)));
        let e = Square::parse_prefix("Ud3").unwrap_err();
        assert_eq!(
            (e.kind(), e.text().as_str()),
            (SquareErrorKind::NoFile, "Ud3")
        );
    }
}
