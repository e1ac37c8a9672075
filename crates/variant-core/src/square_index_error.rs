//! The error of a square index past the board's last square.

use core::fmt;

/// A square index that names no square: it is not below the board's number
/// of squares. What a game's `Square::try_from` a number refuses (and so what
/// deserializing a square from its index reports).
///
/// ```
/// use variant_core::SquareIndexError;
/// let e = SquareIndexError::new(64, 64);
/// assert_eq!((e.index(), e.count()), (64, 64));
/// assert_eq!(e.to_string(), "square index 64 is not below 64");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SquareIndexError {
    index: usize,
    count: usize,
}

impl SquareIndexError {
    /// The error of `index` on a board of `count` squares.
    pub const fn new(index: usize, count: usize) -> SquareIndexError {
        SquareIndexError { index, count }
    }

    /// The index given.
    pub const fn index(&self) -> usize {
        self.index
    }

    /// The board's number of squares (every index must be below it).
    pub const fn count(&self) -> usize {
        self.count
    }
}

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "square index {} is not below {}", self.index, self.count)
    }
}

impl std::error::Error for SquareIndexError {}
