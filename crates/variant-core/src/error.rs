//! Error types shared by every game: one per operation, each naming the
//! offending text.

use core::fmt;

/// Position text that could not be turned into a valid position.
///
/// Carries every problem found (a validating constructor reports them all at
/// once, not just the first).
///
/// ```
/// use variant_core::ParsePositionError;
/// let e = ParsePositionError::from_problems(vec!["rank 3 overfills".into(), "no white king".into()]);
/// assert_eq!(e.problems().len(), 2);
/// assert_eq!(e.to_string(), "invalid position text: rank 3 overfills; no white king");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePositionError {
    problems: Vec<String>,
}

impl ParsePositionError {
    /// An error with one problem.
    pub fn new(problem: impl Into<String>) -> ParsePositionError {
        ParsePositionError {
            problems: vec![problem.into()],
        }
    }

    /// An error with several problems (an empty list becomes "unknown problem").
    pub fn from_problems(problems: Vec<String>) -> ParsePositionError {
        if problems.is_empty() {
            return ParsePositionError::new("unknown problem");
        }
        ParsePositionError { problems }
    }

    /// The problems, each a short sentence naming the offending text or square.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position text: {}", self.problems.join("; "))
    }
}

impl std::error::Error for ParsePositionError {}

/// What kind of problem a [`ParseMoveError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveErrorKind {
    /// The text is not a move in this game's notation.
    Malformed,
    /// The text is well formed but names no legal move in this position.
    Illegal,
    /// The text fits several legal moves (SAN without enough disambiguation).
    Ambiguous,
}

/// Move text that names no legal move in the position.
///
/// ```
/// use variant_core::{MoveErrorKind, ParseMoveError};
/// let e = ParseMoveError::illegal("a1-a9", "no piece on a1");
/// assert_eq!(e.kind(), MoveErrorKind::Illegal);
/// assert_eq!(e.to_string(), "illegal move `a1-a9`: no piece on a1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    text: String,
    kind: MoveErrorKind,
    reason: String,
}

impl ParseMoveError {
    /// A new error for move text `text`.
    pub fn new(text: &str, kind: MoveErrorKind, reason: impl Into<String>) -> ParseMoveError {
        ParseMoveError {
            text: text.to_string(),
            kind,
            reason: reason.into(),
        }
    }

    /// The text is not a move in this notation.
    pub fn malformed(text: &str, reason: impl Into<String>) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Malformed, reason)
    }

    /// The text names no legal move here.
    pub fn illegal(text: &str, reason: impl Into<String>) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Illegal, reason)
    }

    /// The text fits several legal moves.
    pub fn ambiguous(text: &str, reason: impl Into<String>) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Ambiguous, reason)
    }

    /// The offending text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The kind of problem.
    pub fn kind(&self) -> MoveErrorKind {
        self.kind
    }

    /// What is wrong, in a few words.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            MoveErrorKind::Malformed => "malformed",
            MoveErrorKind::Illegal => "illegal",
            MoveErrorKind::Ambiguous => "ambiguous",
        };
        write!(f, "{kind} move `{}`: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseMoveError {}

/// A move value that is not legal in the position it was played on; the
/// position is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move as text (or its debug form if the game cannot format it).
    pub mv: String,
    /// Why it was refused.
    pub reason: String,
}

impl IllegalMove {
    /// A new refusal of move `mv`.
    pub fn new(mv: impl Into<String>, reason: impl Into<String>) -> IllegalMove {
        IllegalMove {
            mv: mv.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}`: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

impl From<IllegalMove> for ParseMoveError {
    fn from(e: IllegalMove) -> ParseMoveError {
        ParseMoveError::illegal(&e.mv, e.reason)
    }
}
