//! A square of any game's board, flat or leveled, as errors name it.

use crate::{Coord2, Coord3};
use core::fmt;

/// A square of a flat board ([`Coord2`]: Grant Acedrex, Cheskers, Baroque)
/// or of a stacked one ([`Coord3`]: Dragonchess), so that one error type
/// names the squares of every game.
///
/// `Display` writes the square's text (`e4`, `2g8`).
///
/// ```
/// use variant_core::{AnySquare, Coord2, Coord3};
/// assert_eq!(AnySquare::from(Coord2::new(4, 3)).to_string(), "e4");
/// let leveled = AnySquare::from(Coord3::new(1, 6, 7));
/// assert_eq!(leveled.to_string(), "2g8");
/// assert_eq!(leveled.leveled(), Some(Coord3::new(1, 6, 7)));
/// assert_eq!(leveled.flat(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AnySquare {
    /// A square of a single-level board.
    Flat(Coord2),
    /// A square of a stacked board.
    Leveled(Coord3),
}

impl AnySquare {
    /// The square of a flat board, if it is one.
    pub const fn flat(self) -> Option<Coord2> {
        match self {
            AnySquare::Flat(c) => Some(c),
            AnySquare::Leveled(_) => None,
        }
    }

    /// The square of a stacked board, if it is one.
    pub const fn leveled(self) -> Option<Coord3> {
        match self {
            AnySquare::Leveled(c) => Some(c),
            AnySquare::Flat(_) => None,
        }
    }
}

impl From<Coord2> for AnySquare {
    fn from(c: Coord2) -> AnySquare {
        AnySquare::Flat(c)
    }
}

impl From<Coord3> for AnySquare {
    fn from(c: Coord3) -> AnySquare {
        AnySquare::Leveled(c)
    }
}

impl fmt::Display for AnySquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnySquare::Flat(c) => fmt::Display::fmt(c, f),
            AnySquare::Leveled(c) => fmt::Display::fmt(c, f),
        }
    }
}
