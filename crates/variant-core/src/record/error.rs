//! The one error type of game records: where, and its cause.

use super::{Location, RecordCause, SyntaxProblem};
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

/// The first problem found in a game record: its line and column, and its
/// [cause](RecordError::cause), which says what is wrong and what was
/// expected there (and holds the typed error of the tag, rule option,
/// position text, move or result that was refused, also given as
/// [`source`](std::error::Error::source)).
///
/// `Display` writes `LINE:COLUMN: MESSAGE`, so a program prefixes the file
/// name: `error: games.pgn:7:12: illegal move ...`.
///
/// ```
/// use variant_core::record::{FoundToken, Location, RecordCause, RecordError, RecordErrorKind, SyntaxProblem};
/// let problem = SyntaxProblem::ExpectedTagClose { name: "Event".into(), found: FoundToken::TagOpen };
/// let e = RecordError::new(Location::new(3, 9), problem.into());
/// assert_eq!(e.to_string(), "3:9: expected `]` to close the tag pair `Event`, found `[`");
/// assert_eq!((e.line(), e.column()), (3, 9));
/// assert_eq!(e.kind(), RecordErrorKind::Syntax);
/// assert!(matches!(e.cause(), RecordCause::Syntax(SyntaxProblem::ExpectedTagClose { .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RecordError {
    location: Location,
    cause: RecordCause,
}

impl RecordError {
    /// The problem `cause` at `location`.
    pub fn new(location: Location, cause: RecordCause) -> RecordError {
        RecordError { location, cause }
    }

    /// A syntax problem at `location`.
    pub(crate) fn syntax(location: Location, problem: SyntaxProblem) -> RecordError {
        RecordError::new(location, RecordCause::Syntax(problem))
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

    /// The kind of problem (the [cause](RecordError::cause)'s kind).
    pub fn kind(&self) -> RecordErrorKind {
        self.cause.kind()
    }

    /// What is wrong and what was expected; its `Display` is the message
    /// without the location.
    pub fn cause(&self) -> &RecordCause {
        &self.cause
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.cause)
    }
}

/// The source is the refused tag's, rule option's, position text's, move's
/// or result's error, or the I/O error.
impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause.source()
    }
}
