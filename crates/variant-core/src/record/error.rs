//! The one error type of game records: where, what kind, and what was
//! expected.

use super::Location;
use crate::MoveErrorKind;
use core::fmt;

/// What kind of problem a [`RecordError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// Reading the input failed, or a line is not UTF-8.
    Io,
    /// The text is not PGN: a tag pair, string, comment, NAG, move number,
    /// variation or result token is malformed, unterminated or out of place.
    Syntax,
    /// A tag this format gives a meaning (`Variant`, `SetUp`, `Result`) has a
    /// value it does not allow, or a tag is given twice.
    Tag,
    /// The `Rules` tag names an option or value the game does not have.
    Rules,
    /// The `FEN` tag is not a valid position of the game (or contradicts
    /// `SetUp`).
    Position,
    /// A move number does not fit the move after it.
    MoveNumber,
    /// A move is malformed, illegal or ambiguous in its position.
    Move(MoveErrorKind),
    /// The result contradicts the rules' verdict on the final position, or
    /// the result token and the `Result` tag disagree.
    Result,
}

/// The first problem found in a game record: its line and column, its kind
/// and a message saying what is wrong and what was expected there.
///
/// `Display` writes `LINE:COLUMN: MESSAGE`, so a program prefixes the file
/// name: `error: games.pgn:7:12: illegal move ...`.
///
/// ```
/// use variant_core::record::{Location, RecordError, RecordErrorKind};
/// let e = RecordError::new(Location::new(3, 9), RecordErrorKind::Syntax, "expected `]`");
/// assert_eq!(e.to_string(), "3:9: expected `]`");
/// assert_eq!((e.line(), e.column()), (3, 9));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    location: Location,
    kind: RecordErrorKind,
    message: String,
}

impl RecordError {
    /// A problem of `kind` at `location`, explained by `message`.
    pub fn new(
        location: Location,
        kind: RecordErrorKind,
        message: impl Into<String>,
    ) -> RecordError {
        RecordError {
            location,
            kind,
            message: message.into(),
        }
    }

    pub(crate) fn syntax(location: Location, message: impl Into<String>) -> RecordError {
        RecordError::new(location, RecordErrorKind::Syntax, message)
    }

    /// Where the problem is.
    pub fn location(&self) -> Location {
        self.location
    }

    /// The line of the problem, from 1.
    pub fn line(&self) -> u32 {
        self.location.line
    }

    /// The column of the problem, from 1, in characters.
    pub fn column(&self) -> u32 {
        self.location.column
    }

    /// The kind of problem.
    pub fn kind(&self) -> RecordErrorKind {
        self.kind
    }

    /// What is wrong and what was expected, without the location.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for RecordError {}
