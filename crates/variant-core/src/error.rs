//! Error types shared by every game: one per operation, each naming the
//! offending text.

use crate::text::TextError;
use crate::{Excerpt, MoveErrorReason};
use core::any::Any;
use core::fmt;
use std::sync::Arc;

/// Position text that could not be turned into a valid position.
///
/// Either the text does not follow the [position-text grammar](crate::text)
/// ([`Syntax`](ParsePositionError::Syntax): every problem, each naming its
/// field and the offending text), or it does but describes a position the
/// rules do not allow ([`Invalid`](ParsePositionError::Invalid): the game's
/// own [`PositionError`], with every problem as the game's typed kinds; get
/// it back with [`invalid`](ParsePositionError::invalid)).
///
/// ```
/// use variant_core::{ParsePositionError, PositionError};
/// #[derive(Debug, Clone, PartialEq)]
/// enum Problem { NoKing, TwoKings }
/// impl std::fmt::Display for Problem {
///     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
///         f.write_str(match self { Problem::NoKing => "no black king", Problem::TwoKings => "white has 2 kings" })
///     }
/// }
/// let refused = PositionError::new("a setup", vec![Problem::TwoKings, Problem::NoKing]);
/// let e = ParsePositionError::from(refused);
/// assert_eq!(e.to_string(), "invalid position text: white has 2 kings; no black king");
/// let game_error = e.invalid::<PositionError<&str, Problem>>().unwrap();
/// assert_eq!(game_error.problems(), [Problem::TwoKings, Problem::NoKing]);
/// assert_eq!(e.messages().len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text does not follow the grammar.
    Syntax(Vec<TextError>),
    /// The text is well formed, but the position is not valid.
    Invalid(InvalidPosition),
}

impl ParsePositionError {
    /// An error with one syntax problem.
    pub fn syntax(error: TextError) -> ParsePositionError {
        ParsePositionError::Syntax(vec![error])
    }

    /// The syntax problems (empty for an invalid position).
    pub fn syntax_errors(&self) -> &[TextError] {
        match self {
            ParsePositionError::Syntax(errors) => errors,
            ParsePositionError::Invalid(_) => &[],
        }
    }

    /// The game's error for a well-formed text of an invalid position, as
    /// its own type `E` (the game crate's `PositionError`, whose
    /// `problems()` are the typed kinds); `None` for a syntax error or
    /// another type.
    pub fn invalid<E: 'static>(&self) -> Option<&E> {
        match self {
            ParsePositionError::Invalid(invalid) => invalid.downcast_ref(),
            ParsePositionError::Syntax(_) => None,
        }
    }

    /// Every problem as a short sentence naming the offending text or square.
    pub fn messages(&self) -> Vec<String> {
        match self {
            ParsePositionError::Syntax(errors) => errors.iter().map(|e| e.to_string()).collect(),
            ParsePositionError::Invalid(invalid) => invalid.messages(),
        }
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let messages = self.messages();
        if messages.is_empty() {
            return f.write_str("invalid position text");
        }
        write!(f, "invalid position text: {}", messages.join("; "))
    }
}

impl std::error::Error for ParsePositionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ParsePositionError::Invalid(invalid) => Some(invalid.0.as_error()),
            ParsePositionError::Syntax(errors) => errors
                .first()
                .map(|e| e as &(dyn std::error::Error + 'static)),
        }
    }
}

/// A game's [`PositionError`] inside a [`ParsePositionError`], its type
/// erased so that one text-error type serves every game; get it back with
/// [`downcast_ref`](InvalidPosition::downcast_ref). Two compare equal when
/// they hold the same type with the same problem messages.
#[derive(Clone)]
pub struct InvalidPosition(Arc<dyn Problems>);

impl InvalidPosition {
    /// Wraps a game's position error.
    pub fn new<S, P>(error: PositionError<S, P>) -> InvalidPosition
    where
        S: fmt::Debug + Send + Sync + 'static,
        P: fmt::Display + fmt::Debug + Send + Sync + 'static,
    {
        InvalidPosition(Arc::new(error))
    }

    /// The wrapped error as type `E`, if it is one.
    pub fn downcast_ref<E: 'static>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref()
    }

    /// Each problem's message.
    pub fn messages(&self) -> Vec<String> {
        self.0.messages()
    }
}

impl fmt::Debug for InvalidPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl PartialEq for InvalidPosition {
    fn eq(&self, other: &InvalidPosition) -> bool {
        self.0.as_any().type_id() == other.0.as_any().type_id()
            && self.messages() == other.messages()
    }
}

impl Eq for InvalidPosition {}

/// What [`InvalidPosition`] needs of the error it hides.
trait Problems: fmt::Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn as_error(&self) -> &(dyn std::error::Error + 'static);
    fn messages(&self) -> Vec<String>;
}

impl<S, P> Problems for PositionError<S, P>
where
    S: fmt::Debug + Send + Sync + 'static,
    P: fmt::Display + fmt::Debug + Send + Sync + 'static,
{
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_error(&self) -> &(dyn std::error::Error + 'static) {
        self
    }

    fn messages(&self) -> Vec<String> {
        self.problems.iter().map(|p| p.to_string()).collect()
    }
}

/// A [`Setup`](crate::Game::Setup) that is not a valid position: every
/// problem found, as the game's machine-readable problem kinds `P` (each
/// with a readable message through `Display`), and the setup given back.
///
/// Every game names it `PositionError` (`pub type PositionError =
/// variant_core::PositionError<Setup, Problem>;`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
#[non_exhaustive]
pub struct PositionError<S, P> {
    setup: Box<S>,
    problems: Vec<P>,
}

impl<S, P> PositionError<S, P> {
    /// The error for `setup` with `problems` (at least one).
    pub fn new(setup: S, problems: Vec<P>) -> PositionError<S, P> {
        PositionError {
            setup: Box::new(setup),
            problems,
        }
    }

    /// Every problem found.
    pub fn problems(&self) -> &[P] {
        &self.problems
    }

    /// The setup that was refused.
    pub fn setup(&self) -> &S {
        &self.setup
    }

    /// Gives the refused setup back, to be mended and tried again.
    pub fn into_setup(self) -> S {
        *self.setup
    }
}

/// What a generic program reads of a game's
/// [`PositionError`](crate::Game::PositionError): its problems and the
/// refused setup. Implemented by [`PositionError`], which every game uses.
///
/// ```
/// use variant_core::{BoardGame, PositionProblems};
/// /// How many problems each refused setup has.
/// fn problem_count<G: BoardGame>(setup: G::Setup, rules: G::Rules) -> usize {
///     match G::from_setup(setup, rules) {
///         Ok(_) => 0,
///         Err(error) => error.problems().len(),
///     }
/// }
/// ```
pub trait PositionProblems {
    /// The refused setup's type.
    type Setup;
    /// The game's problem kinds, each with a readable message.
    type Problem: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + std::error::Error;

    /// Every problem found.
    fn problems(&self) -> &[Self::Problem];

    /// The setup that was refused.
    fn setup(&self) -> &Self::Setup;

    /// Gives the refused setup back, to be mended and tried again.
    fn into_setup(self) -> Self::Setup;
}

impl<S, P> PositionProblems for PositionError<S, P>
where
    P: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + std::error::Error,
{
    type Setup = S;
    type Problem = P;

    fn problems(&self) -> &[P] {
        PositionError::problems(self)
    }

    fn setup(&self) -> &S {
        PositionError::setup(self)
    }

    fn into_setup(self) -> S {
        PositionError::into_setup(self)
    }
}

impl<S, P: fmt::Display> fmt::Display for PositionError<S, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl<S: fmt::Debug, P: fmt::Display + fmt::Debug> std::error::Error for PositionError<S, P> {}

impl<S, P> From<PositionError<S, P>> for ParsePositionError
where
    S: fmt::Debug + Send + Sync + 'static,
    P: fmt::Display + fmt::Debug + Send + Sync + 'static,
{
    fn from(e: PositionError<S, P>) -> ParsePositionError {
        ParsePositionError::Invalid(InvalidPosition::new(e))
    }
}

/// What kind of problem a [`ParseMoveError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// The text is not a move in this game's notation.
    Malformed,
    /// The text is well formed but names no legal move in this position.
    Illegal,
    /// The text fits several legal moves (SAN without enough disambiguation).
    Ambiguous,
}

/// Move text that names no legal move in the position: the text (as an
/// [`Excerpt`]), the [`MoveErrorKind`] and the typed [`MoveErrorReason`].
///
/// `Display` writes `` KIND move `TEXT`: REASON ``.
///
/// ```
/// use variant_core::{Coord2, MoveErrorKind, MoveErrorReason, ParseMoveError};
/// let e = ParseMoveError::illegal("a1-a9", MoveErrorReason::NoPiece(Coord2::new(0, 0).into()));
/// assert_eq!(e.kind(), MoveErrorKind::Illegal);
/// assert_eq!(e.text(), "a1-a9");
/// assert!(matches!(e.reason(), MoveErrorReason::NoPiece(_)));
/// assert_eq!(e.to_string(), "illegal move `a1-a9`: no piece on a1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
#[non_exhaustive]
pub struct ParseMoveError {
    text: Excerpt,
    kind: MoveErrorKind,
    reason: MoveErrorReason,
}

impl ParseMoveError {
    /// A new error for move text `text`.
    pub fn new(text: &str, kind: MoveErrorKind, reason: MoveErrorReason) -> ParseMoveError {
        ParseMoveError {
            text: Excerpt::new(text),
            kind,
            reason,
        }
    }

    /// The text is not a move in this notation.
    pub fn malformed(text: &str, reason: MoveErrorReason) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Malformed, reason)
    }

    /// The text names no legal move here.
    pub fn illegal(text: &str, reason: MoveErrorReason) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Illegal, reason)
    }

    /// The text fits several legal moves.
    pub fn ambiguous(text: &str, reason: MoveErrorReason) -> ParseMoveError {
        ParseMoveError::new(text, MoveErrorKind::Ambiguous, reason)
    }

    /// The same error, naming `text` instead (as
    /// [`MoveNotation::parse_in`](crate::MoveNotation::parse_in) names the
    /// text as given rather than as a parsed value writes it).
    ///
    /// ```
    /// use variant_core::{MoveErrorReason, ParseMoveError};
    /// let e = ParseMoveError::illegal("e2-e4", MoveErrorReason::NotLegal).naming(" e2-e4 ");
    /// assert_eq!(e.text(), " e2-e4 ");
    /// ```
    pub fn naming(self, text: &str) -> ParseMoveError {
        ParseMoveError {
            text: Excerpt::new(text),
            ..self
        }
    }

    /// The offending text (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// The kind of problem.
    pub fn kind(&self) -> MoveErrorKind {
        self.kind
    }

    /// What is wrong; its `Display` says it in a few words.
    pub fn reason(&self) -> &MoveErrorReason {
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
        write!(f, "{kind} move {}: {}", self.text.quoted(), self.reason)
    }
}

impl std::error::Error for ParseMoveError {}

/// A move value that is not legal in the position it was played on (the
/// error of [`Game::play`](crate::Game::play)); the position is left
/// unchanged. It names the move by its text (as an [`Excerpt`]) and says
/// why with a typed [`MoveErrorReason`], the game's
/// [`illegal_reason`](crate::Game::illegal_reason).
///
/// `Display` writes `` illegal move `TEXT`: REASON ``.
///
/// ```
/// use variant_core::{IllegalMove, MoveErrorReason, ParseMoveError};
/// let e = IllegalMove::new("t4", MoveErrorReason::NotLegal);
/// assert_eq!(e.text(), "t4");
/// assert_eq!(e.reason(), &MoveErrorReason::NotLegal);
/// assert_eq!(e.to_string(), "illegal move `t4`: not a legal move in this position");
/// let parse = ParseMoveError::from(e);
/// assert_eq!(parse.reason(), &MoveErrorReason::NotLegal);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
#[non_exhaustive]
pub struct IllegalMove {
    text: Excerpt,
    reason: MoveErrorReason,
}

impl IllegalMove {
    /// The refusal of the move whose text is `text`, for `reason`.
    pub fn new(text: &str, reason: MoveErrorReason) -> IllegalMove {
        IllegalMove {
            text: Excerpt::new(text),
            reason,
        }
    }

    /// The move's text (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// Why it was refused; its `Display` says it in a few words.
    pub fn reason(&self) -> &MoveErrorReason {
        &self.reason
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.text.quoted(), self.reason)
    }
}

impl std::error::Error for IllegalMove {}

impl From<IllegalMove> for ParseMoveError {
    /// The same move text and reason, as an [`Illegal`](MoveErrorKind::Illegal)
    /// move-text error.
    fn from(e: IllegalMove) -> ParseMoveError {
        ParseMoveError {
            text: e.text,
            kind: MoveErrorKind::Illegal,
            reason: e.reason,
        }
    }
}
