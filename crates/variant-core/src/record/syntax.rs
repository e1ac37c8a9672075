//! [`SyntaxProblem`]: every way a text fails to be PGN.

use super::{FoundToken, Location, MAX_VARIATION_DEPTH};
use crate::Excerpt;
use core::fmt;

/// What is wrong with the PGN syntax at a
/// [`RecordCause::Syntax`](super::RecordCause::Syntax) error: a tag pair,
/// string, comment, NAG, move number, variation or result token that is
/// malformed, unterminated or out of place.
///
/// `Display` writes the message, what is wrong and what was expected.
///
/// ```
/// use variant_core::record::{FoundToken, SyntaxProblem};
/// let p = SyntaxProblem::ExpectedTagClose { name: "Event".into(), found: FoundToken::TagOpen };
/// assert_eq!(p.to_string(), "expected `]` to close the tag pair `Event`, found `[`");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SyntaxProblem {
    /// A `.` that follows no move number.
    StrayDot,
    /// A `}` with no comment open.
    StrayCommentClose,
    /// A `{` comment never closed (the error is at its `{`).
    UnterminatedComment,
    /// A string not closed on its line (the error is at its `"`).
    UnterminatedString,
    /// A control character (a tab, ...) inside a string.
    ControlInString(char),
    /// A `$` without digits.
    NagWithoutNumber,
    /// A NAG above 255: its digits.
    NagOutOfRange(Excerpt),
    /// Digits followed by a number of dots other than 0, 1 or 3.
    BadMoveNumberDots {
        /// The digits.
        number: Excerpt,
        /// How many dots follow them.
        dots: usize,
    },
    /// A move number too large for a `u32`: its digits.
    MoveNumberTooLarge(Excerpt),
    /// A word that looks like a result but is none (`1-1`, `½-½`).
    NotAResult(Excerpt),
    /// A run of `!` and `?` after a move that is no move suffix (`!!!`).
    NotAMoveSuffix(Excerpt),
    /// `[` not followed by a tag name.
    ExpectedTagName {
        /// What followed instead.
        found: FoundToken,
    },
    /// A tag name not followed by a quoted value.
    ExpectedTagValue {
        /// The tag name.
        name: Excerpt,
        /// What followed instead.
        found: FoundToken,
    },
    /// A tag value not followed by `]`.
    ExpectedTagClose {
        /// The tag name.
        name: Excerpt,
        /// What followed instead.
        found: FoundToken,
    },
    /// The input ends before the result token.
    MissingResult,
    /// The input ends inside a variation.
    VariationOpenAtEnd {
        /// Where the variation's `(` is.
        opened: Location,
    },
    /// The result token comes inside a variation.
    VariationOpenAtResult {
        /// Where the variation's `(` is.
        opened: Location,
    },
    /// Variations nested more than [`MAX_VARIATION_DEPTH`] deep.
    VariationsTooDeep,
    /// A `)` with no variation open.
    StrayVariationEnd,
    /// A tag pair after movetext, before the game's result.
    TagPairInMovetext,
    /// A `]` with no tag pair open.
    StrayTagClose,
    /// A string in movetext.
    StrayString,
    /// The text holds no game.
    NoGame,
    /// A text read as one game holds another after it.
    AnotherGame,
    /// A NAG before the first move of a line.
    NagBeforeMove(u8),
    /// A variation before the first move of a line.
    VariationBeforeMove,
    /// `()`.
    EmptyVariation,
}

/// What the result tokens are, as messages list them.
const RESULTS: &str = "`1-0`, `0-1`, `1/2-1/2` or `*`";

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxProblem::StrayDot => f.write_str(
                "unexpected `.`: expected a move number (digits and `.` or `...`: `12.`, `12...`), a move or the result",
            ),
            SyntaxProblem::StrayCommentClose => {
                f.write_str("unexpected `}`: no comment is open (comments are `{...}`)")
            }
            SyntaxProblem::UnterminatedComment => f.write_str(
                "unterminated comment: expected a `}` to close the comment opened here",
            ),
            SyntaxProblem::UnterminatedString => f.write_str(
                "unterminated string: expected a `\"` on the same line to close the string opened here",
            ),
            SyntaxProblem::ControlInString(c) => write!(
                f,
                "unexpected control character {c:?} in a string: expected printing characters and spaces"
            ),
            SyntaxProblem::NagWithoutNumber => {
                f.write_str("expected the number of a NAG after `$` (`$1` ... `$255`)")
            }
            SyntaxProblem::NagOutOfRange(digits) => write!(
                f,
                "the NAG `${digits}` is out of range: expected `$0` ... `$255`"
            ),
            SyntaxProblem::BadMoveNumberDots { number, dots } => {
                f.write_str("`")?;
                write!(f, "{number}")?;
                for _ in 0..*dots {
                    f.write_str(".")?;
                }
                write!(
                    f,
                    "` is not a move number: expected `{number}.` or `{number}...`"
                )
            }
            SyntaxProblem::MoveNumberTooLarge(number) => {
                write!(f, "the move number {} is too large", number.quoted())
            }
            SyntaxProblem::NotAResult(word) => {
                write!(f, "{} is not a result: expected {RESULTS}", word.quoted())
            }
            SyntaxProblem::NotAMoveSuffix(suffix) => write!(
                f,
                "{} is not a move suffix: expected `!`, `?`, `!!`, `??`, `!?` or `?!`",
                suffix.quoted()
            ),
            SyntaxProblem::ExpectedTagName { found } => write!(
                f,
                "expected a tag name (ASCII letters, digits and `_`, from a letter) after `[`, found {found}"
            ),
            SyntaxProblem::ExpectedTagValue { name, found } => write!(
                f,
                "expected the value of the tag {} as a quoted string (`[{name} \"...\"]`), found {found}",
                name.quoted()
            ),
            SyntaxProblem::ExpectedTagClose { name, found } => write!(
                f,
                "expected `]` to close the tag pair {}, found {found}",
                name.quoted()
            ),
            SyntaxProblem::MissingResult => write!(
                f,
                "expected the result ({RESULTS}) before the end of the input: a game's movetext ends with its result"
            ),
            SyntaxProblem::VariationOpenAtEnd { opened } => write!(
                f,
                "expected `)` to close the variation opened at {opened}, then the result, before the end of the input"
            ),
            SyntaxProblem::VariationOpenAtResult { opened } => write!(
                f,
                "expected `)` to close the variation opened at {opened} before the result"
            ),
            SyntaxProblem::VariationsTooDeep => write!(
                f,
                "variations nested more than {MAX_VARIATION_DEPTH} deep: expected `)` before another `(`"
            ),
            SyntaxProblem::StrayVariationEnd => f.write_str("unexpected `)`: no variation is open"),
            SyntaxProblem::TagPairInMovetext => write!(
                f,
                "expected the result ({RESULTS}) before this tag pair: the movetext of a game ends with its result, and tags come before the movetext"
            ),
            SyntaxProblem::StrayTagClose => f.write_str("unexpected `]`: no tag pair is open"),
            SyntaxProblem::StrayString => f.write_str(
                "unexpected string: strings are tag values, inside `[Name \"value\"]`",
            ),
            SyntaxProblem::NoGame => f.write_str(
                "expected a game (tag pairs, then movetext ending with a result), found none",
            ),
            SyntaxProblem::AnotherGame => f.write_str(
                "expected the end of the text after the game's result, found another game (read a file of several games with `Reader`)",
            ),
            SyntaxProblem::NagBeforeMove(nag) => write!(
                f,
                "the NAG `${nag}` comes before any move: expected a move first (a NAG annotates the move before it)"
            ),
            SyntaxProblem::VariationBeforeMove => f.write_str(
                "a variation before any move: expected a move first (a variation replaces the move before it)",
            ),
            SyntaxProblem::EmptyVariation => f.write_str(
                "an empty variation: expected at least one move between `(` and `)`",
            ),
        }
    }
}
