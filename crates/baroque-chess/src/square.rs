//! The 64 squares of the board and their text form.

use core::fmt;
use core::str::FromStr;
use variant_core::{Coord3, ParseSquareError, SquareErrorKind, SquareIndexError};

/// The square set of this board: variant-core's 64-square set, bit `i` the
/// square of [`Square::index`] `i`.
pub type SquareSet = variant_core::SquareSet64;

/// One of the 64 squares, indexed `0..64` rank by rank from `a1`: `a1` = 0,
/// `b1` = 1, …, `h1` = 7, `a2` = 8, …, `h8` = 63 (index = 8 × rank + file,
/// both 0-based). Bit `i` of a [`SquareSet`](crate::SquareSet) is the square of index
/// `i`, and ascending index order is the order in which move text lists
/// captured squares.
///
/// ```
/// use baroque_chess::Square;
/// let sq = Square::parse("d4").unwrap();
/// assert_eq!((sq.file(), sq.rank(), sq.index()), (3, 3, 27));
/// assert_eq!(sq.to_string(), "d4");
/// assert_eq!(sq.color_flipped().to_string(), "d5");
/// assert_eq!(Square::new(27), Some(sq));
/// assert_eq!(Square::new(64), None);
/// assert!(Square::parse("d9").is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Square(u8);

impl Square {
    /// The number of squares.
    pub const COUNT: usize = 64;

    /// The square with index `index`, if `index < 64`.
    #[inline]
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at 0-based `file` (`a` = 0) and `rank` (`1` = 0), if both
    /// are below 8.
    #[inline]
    #[must_use]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square of index `index % 64`, for indices known to be valid
    /// (table entries, bit positions of a `u64`).
    #[inline]
    pub(crate) const fn at(index: u8) -> Square {
        Square(index & 63)
    }

    /// The index `0..64`.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index as a `u8` (`0..64`).
    #[inline]
    pub(crate) const fn raw(self) -> u8 {
        self.0
    }

    /// The 0-based file (`a` = 0).
    #[inline]
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The 0-based rank (`1` = 0).
    #[inline]
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The square set holding this square alone.
    #[inline]
    #[must_use]
    pub const fn bit(self) -> SquareSet {
        SquareSet::single(self.0 as usize)
    }

    /// The one-bit mask of this square in the crate's working `u64` sets.
    #[inline]
    pub(crate) const fn mask(self) -> u64 {
        1u64 << self.0
    }

    /// The same square seen from the other side: the rank mirrored (rank r
    /// ↔ rank 9 − r), the file kept (`d2` ↔ `d7`). Both back ranks read the
    /// same way from a to h, so this maps White's start onto Black's.
    #[inline]
    #[must_use]
    pub const fn color_flipped(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square as a variant-core coordinate (level 0).
    #[inline]
    #[must_use]
    pub const fn coord(self) -> Coord3 {
        Coord3::new(0, self.file(), self.rank())
    }

    /// The square of a variant-core coordinate, if it is on this board.
    #[inline]
    #[must_use]
    pub const fn from_coord(c: Coord3) -> Option<Square> {
        if c.level != 0 {
            return None;
        }
        Square::from_file_rank(c.file, c.rank)
    }

    /// Parses a square name: a lower-case file `a`..`h` then a rank
    /// `1`..`8`, exactly two characters (`e4`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square((r - b'1') * 8 + (f - b'a'))),
            _ => None,
        }
    }

    /// The square with index `index`, if `index < 64` (the name every game
    /// crate uses; [`Square::new`] takes a `u8`).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// All 64 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }

    /// The squares of a square set (bit `i` = the square of index `i`), in
    /// index order.
    ///
    /// ```
    /// use baroque_chess::{Square, SquareSet};
    /// let set = SquareSet::from_words([0b101 | 1 << 63]);
    /// let names: Vec<String> = Square::in_set(set).map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["a1", "c1", "h8"]);
    /// ```
    pub fn in_set(set: SquareSet) -> impl Iterator<Item = Square> {
        Square::in_mask(set.words()[0])
    }

    /// The squares of a working `u64` set, in index order.
    pub(crate) fn in_mask(mut set: u64) -> impl Iterator<Item = Square> {
        core::iter::from_fn(move || {
            if set == 0 {
                None
            } else {
                let sq = Square(set.trailing_zeros() as u8);
                set &= set - 1;
                Some(sq)
            }
        })
    }
}

impl fmt::Display for Square {
    /// The square name, `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The one level of the flat board is not written.
        fmt::Display::fmt(&self.coord().flat(), f)
    }
}

variant_core::debug_as_display!(Square);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses a square name like [`Square::parse`]; anything else is
    /// [`SquareErrorKind::NotASquare`] of the 8 × 8 board.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        Square::parse(text).ok_or_else(|| {
            ParseSquareError::new(text, SquareErrorKind::NotASquare { files: 8, ranks: 8 })
        })
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareIndexError;

    /// The square of an index `0..64`.
    fn try_from(index: u8) -> Result<Square, SquareIndexError> {
        Square::new(index).ok_or(SquareIndexError::new(usize::from(index), Square::COUNT))
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_indices_and_flips() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            assert_eq!(sq.color_flipped().color_flipped(), sq);
            assert_eq!(sq.color_flipped().file(), sq.file());
            assert_eq!(sq.color_flipped().rank(), 7 - sq.rank());
            assert_eq!(Square::from_coord(sq.coord()), Some(sq));
            assert_eq!(Square::try_from(u8::from(sq)), Ok(sq));
        }
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a01", "e44", "é1"] {
            assert!(Square::parse(bad).is_none(), "{bad}");
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert!(Square::try_from(64).is_err());
        let e = "i1".parse::<Square>().unwrap_err();
        assert_eq!(e.kind(), SquareErrorKind::NotASquare { files: 8, ranks: 8 });
        assert_eq!(e.text(), "i1");
        assert_eq!(
            e.to_string(),
            "bad square `i1`: expected a square a1..h8 (lower-case file, then rank)"
        );
        let e = Square::try_from(200).unwrap_err();
        assert_eq!((e.index(), e.count()), (200, 64));
        assert_eq!(e.to_string(), "square index 200 is not below 64");
        assert_eq!(Square::from_file_rank(8, 0), None);
        assert_eq!(Square::from_coord(Coord3::new(1, 0, 0)), None);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_reads_only_indices_on_the_board() {
        use serde::de::{value::Error, IntoDeserializer};
        use serde::Deserialize;
        let d4 = Square::deserialize(IntoDeserializer::<Error>::into_deserializer(27u8));
        assert_eq!(d4, Ok(Square::parse("d4").unwrap()));
        let off = Square::deserialize(IntoDeserializer::<Error>::into_deserializer(64u8));
        assert!(off.is_err());
    }
}
