//! The error of piece text that names no piece.

use crate::{Excerpt, Kind};
use arrayvec::ArrayVec;
use core::fmt;

/// Text that is not a piece's position-text letter: what
/// [`Piece`](crate::Piece)'s `FromStr` refuses. There is one reason, so no
/// kind: the error keeps the text and the letters there are.
///
/// ```
/// use variant_core::{Color, Kind, Piece};
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)] enum Stone { King }
/// # impl Kind for Stone { const ALL: &'static [Stone] = &[Stone::King]; fn letter(self) -> char { 'K' } fn name(self) -> &'static str { "king" } fn summary(self) -> &'static str { "" } fn index(self) -> usize { 0 } }
/// assert_eq!("k".parse(), Ok(Piece::new(Color::Black, Stone::King)));
/// let e = "Kx".parse::<Piece<Stone>>().unwrap_err();
/// assert_eq!(e.text(), "Kx");
/// assert_eq!(e.to_string(), "`Kx` is not a piece (expected one of the letters K, upper case for White)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParsePieceError {
    text: Excerpt,
    letters: ArrayVec<char, 32>,
}

impl ParsePieceError {
    /// The error of `text`, in a game whose piece kinds are `K`.
    pub fn new<K: Kind>(text: &str) -> ParsePieceError {
        ParsePieceError {
            text: Excerpt::new(text),
            letters: K::ALL.iter().take(32).map(|k| k.letter()).collect(),
        }
    }

    /// The text as given (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// The upper-case letters of the game's kinds.
    pub fn letters(&self) -> &[char] {
        &self.letters
    }
}

impl fmt::Display for ParsePieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a piece (expected one of the letters ",
            self.text.quoted()
        )?;
        for (i, letter) in self.letters.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{letter}")?;
        }
        f.write_str(", upper case for White)")
    }
}

impl std::error::Error for ParsePieceError {}
