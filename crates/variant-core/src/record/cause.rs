//! [`RecordCause`]: what a [`RecordError`](super::RecordError) is about, as
//! data, with the error of the layer below where there is one.

use super::{
    Location, MoveNumberMismatch, MoveProblem, ReadFailure, RecordErrorKind, ResultError,
    SyntaxProblem, TagError,
};
use crate::{Excerpt, GameResult, ParsePositionError, RuleError};
use core::fmt;

/// The cause of a [`RecordError`](super::RecordError): one variant per
/// problem a record can have, holding the offending input (as an
/// [`Excerpt`]) and the typed error of the layer that refused it (a tag, a
/// rule option, a position text, a move, a result).
///
/// `Display` writes the message without the location;
/// [`kind`](RecordCause::kind) groups the causes as
/// [`RecordErrorKind`] does.
///
/// ```
/// use variant_core::record::{RecordCause, RecordErrorKind, SyntaxProblem};
/// let cause = RecordCause::DuplicateTag {
///     name: "Event".into(),
///     first: variant_core::record::Location::new(1, 1),
/// };
/// assert_eq!(cause.kind(), RecordErrorKind::Tag);
/// assert_eq!(cause.to_string(), "the tag `Event` is given twice (first at 1:1): expected each tag once");
/// assert_eq!(RecordCause::Syntax(SyntaxProblem::NoGame).kind(), RecordErrorKind::Syntax);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordCause {
    /// Reading the input failed.
    Read(ReadFailure),
    /// A line is not UTF-8 (the error is at its first bad byte).
    NotUtf8,
    /// A line is longer than [`MAX_LINE`](super::MAX_LINE) bytes (it is not
    /// read whole).
    LineTooLong,
    /// A game has more than [`MAX_TAGS`](super::MAX_TAGS) tag pairs.
    TooManyTags,
    /// The text is not PGN.
    Syntax(SyntaxProblem),
    /// A tag pair names a tag given before.
    DuplicateTag {
        /// The tag's name.
        name: Excerpt,
        /// Where it is first given.
        first: Location,
    },
    /// A tag that [`Tags`](super::Tags) refuses.
    Tag(TagError),
    /// The `Variant` tag names another game.
    WrongVariant {
        /// The `Variant` tag's value.
        found: Excerpt,
        /// The name of the game the record is read as.
        expected: &'static str,
    },
    /// The `Variant` tag names a game the caller does not know (for a
    /// reader of several games: this crate never gives it).
    UnknownVariant(Excerpt),
    /// The `Result` tag's value is not a result token.
    BadResultTag(Excerpt),
    /// The `SetUp` tag's value is not `0` or `1`.
    BadSetUp(Excerpt),
    /// An item of the `Rules` tag is not `KEY=VALUE`.
    NotARuleOption {
        /// The item.
        item: Excerpt,
        /// The rule options of the game.
        options: Vec<&'static str>,
    },
    /// A `preset=NAME` of the `Rules` tag after other options: the item.
    PresetNotFirst(Excerpt),
    /// An option given twice in the `Rules` tag: its key.
    DuplicateRuleOption(Excerpt),
    /// The rule set refuses a preset or an option of the `Rules` tag.
    Rule(RuleError),
    /// `SetUp "1"` without a `FEN` tag.
    SetUpWithoutFen,
    /// A `FEN` tag with `SetUp "0"`.
    FenWithSetUpZero,
    /// The `FEN` tag is not a valid position of the game.
    Position(ParsePositionError),
    /// A move number with no move after it.
    DanglingMoveNumber,
    /// A move number that does not fit the move after it.
    MoveNumber(MoveNumberMismatch),
    /// A move that is malformed, illegal or ambiguous in its position.
    Move(Box<MoveProblem>),
    /// The result token and the `Result` tag disagree.
    ResultMismatch {
        /// The result token that ends the movetext.
        token: GameResult,
        /// The `Result` tag's value.
        tag: GameResult,
        /// Where the `Result` tag is.
        tag_location: Location,
    },
    /// The result contradicts the rules' verdict.
    Result(ResultError),
}

impl RecordCause {
    /// The kind of problem.
    pub fn kind(&self) -> RecordErrorKind {
        match self {
            RecordCause::Read(_) | RecordCause::NotUtf8 | RecordCause::LineTooLong => {
                RecordErrorKind::Io
            }
            RecordCause::TooManyTags => RecordErrorKind::Tag,
            RecordCause::Syntax(_) => RecordErrorKind::Syntax,
            RecordCause::DuplicateTag { .. }
            | RecordCause::Tag(_)
            | RecordCause::WrongVariant { .. }
            | RecordCause::UnknownVariant(_)
            | RecordCause::BadResultTag(_)
            | RecordCause::BadSetUp(_) => RecordErrorKind::Tag,
            RecordCause::NotARuleOption { .. }
            | RecordCause::PresetNotFirst(_)
            | RecordCause::DuplicateRuleOption(_)
            | RecordCause::Rule(_) => RecordErrorKind::Rules,
            RecordCause::SetUpWithoutFen
            | RecordCause::FenWithSetUpZero
            | RecordCause::Position(_) => RecordErrorKind::Position,
            RecordCause::DanglingMoveNumber | RecordCause::MoveNumber(_) => {
                RecordErrorKind::MoveNumber
            }
            RecordCause::Move(problem) => RecordErrorKind::Move(problem.kind()),
            RecordCause::ResultMismatch { .. } | RecordCause::Result(_) => RecordErrorKind::Result,
        }
    }

    /// The error of the layer below that this cause wraps: the I/O error,
    /// the tag's, rule option's, position text's, move's or result's error;
    /// `None` for a problem this format finds itself.
    pub(crate) fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordCause::Read(failure) => Some(failure.io_error()),
            RecordCause::Tag(e) => Some(e),
            RecordCause::Rule(e) => Some(e),
            RecordCause::Position(e) => Some(e),
            RecordCause::Move(problem) => Some(problem.error()),
            RecordCause::Result(e) => Some(e),
            _ => None,
        }
    }
}

impl From<SyntaxProblem> for RecordCause {
    fn from(problem: SyntaxProblem) -> RecordCause {
        RecordCause::Syntax(problem)
    }
}

impl fmt::Display for RecordCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordCause::Read(failure) => write!(f, "cannot read the input: {failure}"),
            RecordCause::LineTooLong => write!(
                f,
                "the line is longer than {} bytes: expected a PGN line",
                super::MAX_LINE
            ),
            RecordCause::TooManyTags => write!(
                f,
                "more than {} tag pairs before one game",
                super::MAX_TAGS
            ),
            RecordCause::NotUtf8 => f.write_str(
                "expected UTF-8 text: this byte does not begin a UTF-8 character",
            ),
            RecordCause::Syntax(problem) => write!(f, "{problem}"),
            RecordCause::DuplicateTag { name, first } => write!(
                f,
                "the tag {} is given twice (first at {first}): expected each tag once",
                name.quoted()
            ),
            RecordCause::Tag(e) => write!(f, "{e}"),
            RecordCause::WrongVariant { found, expected } => write!(
                f,
                "this game is for the variant {}: expected `{expected}`",
                found.quoted()
            ),
            RecordCause::UnknownVariant(found) => {
                write!(f, "unknown variant {}", found.quoted())
            }
            RecordCause::BadResultTag(value) => write!(
                f,
                "the Result {} is not a result: expected `1-0`, `0-1`, `1/2-1/2` or `*`",
                value.quoted()
            ),
            RecordCause::BadSetUp(value) => write!(
                f,
                "the SetUp {} is not `0` or `1`: expected `1` with a FEN tag (or `0`, the start position)",
                value.quoted()
            ),
            RecordCause::NotARuleOption { item, options } => write!(
                f,
                "{} is not a rule option: expected KEY=VALUE (options: {})",
                item.quoted(),
                options.join(", ")
            ),
            RecordCause::PresetNotFirst(item) => write!(
                f,
                "{} after other options: a preset comes first in the Rules tag",
                item.quoted()
            ),
            RecordCause::DuplicateRuleOption(key) => write!(
                f,
                "the rule option {} is given twice: expected each option once",
                key.quoted()
            ),
            RecordCause::Rule(e) => write!(f, "{e}"),
            RecordCause::SetUpWithoutFen => f.write_str(
                "SetUp \"1\" without a FEN tag: expected the start position in a FEN tag",
            ),
            RecordCause::FenWithSetUpZero => f.write_str(
                "a FEN tag with SetUp \"0\" (the start position): expected SetUp \"1\" with a FEN tag",
            ),
            RecordCause::Position(e) => {
                write!(f, "the FEN tag is not a valid position: {e}")
            }
            RecordCause::DanglingMoveNumber => f.write_str(
                "a move number not followed by a move: expected a move after it",
            ),
            RecordCause::MoveNumber(mismatch) => write!(f, "{mismatch}"),
            RecordCause::Move(problem) => write!(f, "{problem}"),
            RecordCause::ResultMismatch {
                token,
                tag,
                tag_location,
            } => write!(
                f,
                "the movetext ends with `{token}`, but the Result tag (at {tag_location}) is `{tag}`: expected the same result in both"
            ),
            RecordCause::Result(e) => write!(f, "{e}"),
        }
    }
}
