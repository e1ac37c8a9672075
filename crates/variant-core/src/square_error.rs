//! The error of square text that could not be read, and why.

use crate::Excerpt;
use core::fmt;

/// Why a square's text could not be read: the kind of a
/// [`ParseSquareError`].
///
/// `Display` writes the reason as the error's message ends with it
/// (`rank off the board`).
///
/// ```
/// use variant_core::{Coord2, SquareErrorKind};
/// let e = Coord2::parse("a9", 8, 8).unwrap_err();
/// assert_eq!(e.kind(), SquareErrorKind::RankOffBoard);
/// assert_eq!(e.kind().to_string(), "rank off the board");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SquareErrorKind {
    /// There is no text at all.
    Empty,
    /// The text does not start with a lower-case file letter (`A1`, `1a`).
    NoFile,
    /// The file letter is past the board's last file (`i1` on 8 files).
    FileOffBoard,
    /// No rank number follows the file letter (`a`, `ax`).
    MissingRank,
    /// The rank number is 0, has a leading 0, or is past the board's last
    /// rank (`a0`, `a01`, `a9` on 8 ranks).
    RankOffBoard,
    /// More text follows a whole square (`a1x`).
    TrailingText,
    /// A leveled square does not start with a level digit (`a1` where `2a1`
    /// is wanted).
    NoLevel,
    /// The level digit is 0 or past the board's top level (`4a1` on 3
    /// levels).
    LevelOffBoard,
    /// The square is on the board but light, and the game plays on the dark
    /// squares only (Cheskers' `a2`).
    LightSquare,
    /// The text is not a square of a `files` × `ranks` board; the game
    /// reports no finer reason.
    NotASquare {
        /// The board's number of files.
        files: u8,
        /// The board's number of ranks.
        ranks: u8,
    },
}

impl fmt::Display for SquareErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = match *self {
            SquareErrorKind::Empty => "empty square",
            SquareErrorKind::NoFile => "a square starts with a file letter",
            SquareErrorKind::FileOffBoard => "file off the board",
            SquareErrorKind::MissingRank => "missing rank number",
            SquareErrorKind::RankOffBoard => "rank off the board",
            SquareErrorKind::TrailingText => "unexpected text after the square",
            SquareErrorKind::NoLevel => "a square starts with a level number",
            SquareErrorKind::LevelOffBoard => "level off the board",
            SquareErrorKind::LightSquare => "a light square (only the dark squares are played on)",
            SquareErrorKind::NotASquare { files, ranks } => {
                // The last square names the board: `a1..h8`.
                let last_file = char::from(b'a' + files.clamp(1, 26) - 1);
                return write!(
                    f,
                    "expected a square a1..{last_file}{ranks} (lower-case file, then rank)"
                );
            }
        };
        f.write_str(reason)
    }
}

/// A square's text that could not be read: the text (as an [`Excerpt`]) and
/// what is wrong with it (a [`SquareErrorKind`]).
///
/// `Display` writes `` bad square `z9`: file off the board ``.
///
/// ```
/// use variant_core::{Coord3, SquareErrorKind};
/// let e = Coord3::parse("4a1", 12, 8, 3).unwrap_err();
/// assert_eq!(e.kind(), SquareErrorKind::LevelOffBoard);
/// assert_eq!(e.text(), "4a1");
/// assert_eq!(e.to_string(), "bad square `4a1`: level off the board");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseSquareError {
    text: Excerpt,
    kind: SquareErrorKind,
}

impl ParseSquareError {
    /// The error of `text`, refused for `kind`.
    pub fn new(text: &str, kind: SquareErrorKind) -> ParseSquareError {
        ParseSquareError {
            text: Excerpt::new(text),
            kind,
        }
    }

    /// The offending text, as given (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// What is wrong with it.
    pub fn kind(&self) -> SquareErrorKind {
        self.kind
    }
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad square {}: {}", self.text.quoted(), self.kind)
    }
}

impl std::error::Error for ParseSquareError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_text_and_the_reason() {
        let e = ParseSquareError::new("a2", SquareErrorKind::LightSquare);
        assert_eq!(
            e.to_string(),
            "bad square `a2`: a light square (only the dark squares are played on)"
        );
        let e = ParseSquareError::new("i1", SquareErrorKind::NotASquare { files: 8, ranks: 8 });
        assert_eq!(
            e.to_string(),
            "bad square `i1`: expected a square a1..h8 (lower-case file, then rank)"
        );
        let long = "a".repeat(100);
        let e = ParseSquareError::new(&long, SquareErrorKind::MissingRank);
        assert!(e.text().is_cut());
        assert!(e
            .to_string()
            .ends_with("(100 characters): missing rank number"));
    }
}
