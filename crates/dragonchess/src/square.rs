//! Squares of the three stacked 12×8 boards.

use core::fmt;
use core::str::FromStr;
use variant_core::{BoardShape, Coord3, ParseSquareError, SquareIndexError};

/// The shape of the Dragonchess board: 12 files × 8 ranks × 3 levels.
pub const SHAPE: BoardShape = BoardShape::new(12, 8, 3);

/// Number of squares on one level.
pub const LEVEL_SIZE: usize = 96;

/// Number of squares on the whole board.
pub const SQUARE_COUNT: usize = 288;

/// One of the 288 squares, by dense index `level * 96 + rank * 12 + file`
/// (all 0-based; level 0 is level 1, the Underworld).
///
/// Its text is the leveled square of [`Coord3`]: `2g8` is level 2, file g,
/// rank 8.
///
/// ```
/// use dragonchess::Square;
/// let sq: Square = "2g8".parse().unwrap();
/// assert_eq!((sq.level(), sq.file(), sq.rank()), (1, 6, 7));
/// assert_eq!(sq.index(), 96 + 7 * 12 + 6);
/// assert_eq!(sq.to_string(), "2g8");
/// assert!("4a1".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u16", into = "u16"))]
pub struct Square(u16);

impl Square {
    /// The square with dense index `index`, if `index < 288`.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u16))
        } else {
            None
        }
    }

    /// The square at 0-based `level` (0..3), `file` (0..12), `rank` (0..8).
    #[must_use]
    pub const fn new(level: u8, file: u8, rank: u8) -> Option<Square> {
        if level < 3 && file < 12 && rank < 8 {
            Some(Square(level as u16 * 96 + rank as u16 * 12 + file as u16))
        } else {
            None
        }
    }

    /// The square of a [`Coord3`], if it lies on the board.
    #[must_use]
    pub const fn from_coord(c: Coord3) -> Option<Square> {
        Square::new(c.level, c.file, c.rank)
    }

    /// Parses leveled square text such as `2g8`; `None` for anything else
    /// (`FromStr` says why).
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        text.parse().ok()
    }

    pub(crate) const fn from_coord_unchecked(c: Coord3) -> Square {
        Square(c.level as u16 * 96 + c.rank as u16 * 12 + c.file as u16)
    }

    /// Square index that is known to be `< 288`.
    #[inline]
    pub(crate) const fn from_u16(i: u16) -> Square {
        Square(i)
    }

    /// The dense index `0..288`.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based level: 0 = level 1 (Underworld), 1 = level 2 (Ground),
    /// 2 = level 3 (Sky).
    #[inline]
    #[must_use]
    pub const fn level(self) -> u8 {
        (self.0 / 96) as u8
    }

    /// The 0-based file (`a` = 0).
    #[inline]
    #[must_use]
    pub const fn file(self) -> u8 {
        (self.0 % 12) as u8
    }

    /// The 0-based rank (`1` = 0).
    #[inline]
    #[must_use]
    pub const fn rank(self) -> u8 {
        ((self.0 % 96) / 12) as u8
    }

    /// The square as a [`Coord3`].
    #[must_use]
    pub const fn coord(self) -> Coord3 {
        Coord3::new(self.level(), self.file(), self.rank())
    }

    /// The same file with the rank mirrored (rank `r` becomes `9 - r`), same
    /// level: the colour-flip symmetry of the game.
    ///
    /// ```
    /// use dragonchess::Square;
    /// let sq: Square = "2c2".parse().unwrap();
    /// assert_eq!(sq.color_flipped().to_string(), "2c7");
    /// ```
    #[must_use]
    pub const fn color_flipped(self) -> Square {
        Square(self.0 - 12 * self.rank() as u16 + 12 * (7 - self.rank()) as u16)
    }

    /// Every square, in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARE_COUNT as u16).map(Square)
    }
}

impl fmt::Display for Square {
    /// The level number, file letter and rank number, `2g8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.coord(), f)
    }
}

variant_core::debug_as_display!(Square);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        Coord3::parse(text, 12, 8, 3).map(Square::from_coord_unchecked)
    }
}

impl From<Square> for u16 {
    /// The dense index.
    fn from(s: Square) -> u16 {
        s.0
    }
}

impl TryFrom<u16> for Square {
    type Error = SquareIndexError;
    /// The square with dense index `index`, if `index < 288`.
    fn try_from(index: u16) -> Result<Square, SquareIndexError> {
        let index = usize::from(index);
        Square::from_index(index).ok_or(SquareIndexError::new(index, SQUARE_COUNT))
    }
}

impl From<Square> for Coord3 {
    fn from(s: Square) -> Coord3 {
        s.coord()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            assert_eq!(SHAPE.index3(sq.coord()), sq.index());
            assert_eq!(sq.color_flipped().color_flipped(), sq);
            assert_eq!(sq.color_flipped().rank(), 7 - sq.rank());
        }
        assert_eq!(Square::new(3, 0, 0), None);
        assert_eq!(Square::from_index(288), None);
    }

    #[test]
    fn bad_text_and_indices_are_typed_errors() {
        use variant_core::SquareErrorKind;
        for (bad, kind, message) in [
            (
                "4a1",
                SquareErrorKind::LevelOffBoard,
                "bad square `4a1`: level off the board",
            ),
            (
                "g8",
                SquareErrorKind::NoLevel,
                "bad square `g8`: a square starts with a level number",
            ),
            (
                "2m1",
                SquareErrorKind::FileOffBoard,
                "bad square `2m1`: file off the board",
            ),
            (
                "2a9",
                SquareErrorKind::RankOffBoard,
                "bad square `2a9`: rank off the board",
            ),
        ] {
            let e = bad.parse::<Square>().unwrap_err();
            assert_eq!((e.kind(), e.to_string().as_str()), (kind, message));
            assert_eq!(bad.parse::<Square>(), Err(e));
            assert_eq!(Square::parse(bad), None);
        }
        assert_eq!(Square::try_from(287), Ok(Square(287)));
        let e = Square::try_from(288).unwrap_err();
        assert_eq!((e.index(), e.count()), (288, SQUARE_COUNT));
        assert_eq!(e.to_string(), "square index 288 is not below 288");
    }
}
