//! The piece type shared by every game: a per-game [`Kind`] and a [`Color`].

use crate::{Color, ParsePieceError};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// A game's kinds of pieces: each game crate implements this for its
/// `PieceKind` enum, and [`Piece<K>`] does the rest.
///
/// Letters are the upper-case letters of the position text (White's or
/// Gold's case); a game's lower-case letters are the second side's.
pub trait Kind: Copy + Eq + Ord + Hash + fmt::Debug + Send + Sync + 'static {
    /// Every kind, in [`index`](Kind::index) order.
    const ALL: &'static [Self];

    /// The upper-case letter of the position text.
    fn letter(self) -> char;

    /// The English name, lower case (`long leaper`).
    fn name(self) -> &'static str;

    /// How the piece moves and captures, in one or two sentences (for
    /// legends and `variants pieces`).
    fn summary(self) -> &'static str;

    /// `0..ALL.len()`, an index into per-kind tables.
    fn index(self) -> usize;

    /// The kind for a letter of either case, if it is one.
    fn from_letter(letter: char) -> Option<Self> {
        let upper = letter.to_ascii_uppercase();
        Self::ALL.iter().copied().find(|k| k.letter() == upper)
    }

    /// The kind named `name` (any case; `long leaper`, `long_leaper` and
    /// `longleaper` all name the same kind), if it is one.
    fn from_name(name: &str) -> Option<Self> {
        let want = crate::rules::normalized(name);
        Self::ALL
            .iter()
            .copied()
            .find(|k| crate::rules::normalized(k.name()) == want)
    }
}

/// A piece: whose it is and what it is.
///
/// Every game crate names it `Piece` (`pub type Piece = variant_core::Piece<PieceKind>;`).
///
/// ```
/// use variant_core::{Color, Kind, Piece};
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// enum Stone { Pawn, King }
/// impl Kind for Stone {
///     const ALL: &'static [Stone] = &[Stone::Pawn, Stone::King];
///     fn letter(self) -> char { ['P', 'K'][self as usize] }
///     fn name(self) -> &'static str { ["pawn", "king"][self as usize] }
///     fn summary(self) -> &'static str { "" }
///     fn index(self) -> usize { self as usize }
/// }
/// let p = Piece::from_letter('k').unwrap();
/// assert_eq!(p, Piece::new(Color::Black, Stone::King));
/// assert_eq!(p.letter(), 'k');
/// assert_eq!(p.to_string(), "k");
/// assert_eq!(Piece::new(Color::White, Stone::Pawn).index(), 0);
/// assert_eq!(p.index(), 3);
/// ```
#[derive(Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece<K> {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub kind: K,
}

/// Written by hand: a derived `Clone` on a generic struct clones field by
/// field, so a board of `Option<Piece<K>>` would be cloned square by square
/// instead of copied at once.
impl<K: Copy> Clone for Piece<K> {
    #[inline]
    fn clone(&self) -> Piece<K> {
        *self
    }
}

impl<K: Kind> Piece<K> {
    /// A piece of `color` and `kind`.
    #[inline]
    pub const fn new(color: Color, kind: K) -> Piece<K> {
        Piece { color, kind }
    }

    /// The position-text letter: upper case for the first side (White,
    /// Gold), lower case for the second.
    #[inline]
    pub fn letter(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a position-text letter, if it is one.
    pub fn from_letter(letter: char) -> Option<Piece<K>> {
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        K::from_letter(letter).map(|kind| Piece { color, kind })
    }

    /// An index into per-piece tables: colour-major,
    /// `color.index() * K::ALL.len() + kind.index()`.
    #[inline]
    pub fn index(self) -> usize {
        self.color.index() * K::ALL.len() + self.kind.index()
    }

    /// The same kind for the other side.
    #[inline]
    #[must_use]
    pub fn color_flipped(self) -> Piece<K> {
        Piece {
            color: !self.color,
            kind: self.kind,
        }
    }
}

impl<K: Kind> fmt::Display for Piece<K> {
    /// The position-text letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl<K: Kind> FromStr for Piece<K> {
    type Err = ParsePieceError;

    /// Parses a position-text letter: upper case for the first side.
    fn from_str(text: &str) -> Result<Piece<K>, ParsePieceError> {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(letter), None) => {
                Piece::from_letter(letter).ok_or_else(|| ParsePieceError::new::<K>(text))
            }
            _ => Err(ParsePieceError::new::<K>(text)),
        }
    }
}

/// A two-kind game for the crate's own unit tests.
#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub(crate) enum TestKind {
        Pawn,
        King,
    }

    impl Kind for TestKind {
        const ALL: &'static [TestKind] = &[TestKind::Pawn, TestKind::King];
        fn letter(self) -> char {
            ['P', 'K'][self as usize]
        }
        fn name(self) -> &'static str {
            ["pawn", "long king"][self as usize]
        }
        fn summary(self) -> &'static str {
            "moves"
        }
        fn index(self) -> usize {
            self as usize
        }
    }

    #[test]
    fn letters_names_and_indices() {
        assert_eq!(TestKind::from_letter('k'), Some(TestKind::King));
        assert_eq!(TestKind::from_letter('x'), None);
        assert_eq!(TestKind::from_name("Long_King"), Some(TestKind::King));
        assert_eq!(Piece::<TestKind>::from_letter('1'), None);
        let black_king = Piece::new(Color::Black, TestKind::King);
        assert_eq!(black_king.color_flipped().letter(), 'K');
        assert_eq!(black_king.index(), 3);
    }
}
