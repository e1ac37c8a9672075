//! [`FoundToken`]: what stood where a syntax error expected something else.

use super::GameResult;
use crate::Excerpt;
use core::fmt;

/// The token (or the end of the input) a [`SyntaxProblem`](super::SyntaxProblem)
/// found where it expected another.
///
/// `Display` names it as the message does: `` `[` ``, `` the string `"x"` ``,
/// `` the move number `12...` ``, `a comment`, `the end of the input`, ...
///
/// ```
/// use variant_core::record::FoundToken;
/// use variant_core::GameResult;
/// assert_eq!(FoundToken::MoveNumber { number: 12, dots: 3 }.to_string(), "the move number `12...`");
/// assert_eq!(FoundToken::Result(GameResult::Draw).to_string(), "the result `1/2-1/2`");
/// assert_eq!(FoundToken::Word("e4".into()).to_string(), "`e4`");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FoundToken {
    /// `[`.
    TagOpen,
    /// `]`.
    TagClose,
    /// A quoted string, as written between the quotes.
    String(Excerpt),
    /// A move or any other word.
    Word(Excerpt),
    /// A move number: `12` (`dots` 0), `12.` (1) or `12...` (3).
    MoveNumber {
        /// The number.
        number: u32,
        /// How many dots follow it.
        dots: u8,
    },
    /// A NAG `$n` (or a move suffix, read as one).
    Nag(u8),
    /// A `{...}` or `;` comment.
    Comment,
    /// `(`.
    VariationStart,
    /// `)`.
    VariationEnd,
    /// A result token.
    Result(GameResult),
    /// Nothing: the input ended.
    EndOfInput,
}

impl fmt::Display for FoundToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FoundToken::TagOpen => f.write_str("`[`"),
            FoundToken::TagClose => f.write_str("`]`"),
            FoundToken::String(raw) => write!(f, "the string `\"{raw}\"`"),
            FoundToken::Word(word) => write!(f, "{}", word.quoted()),
            FoundToken::MoveNumber { number, dots } => {
                write!(f, "the move number `{number}")?;
                for _ in 0..*dots {
                    f.write_str(".")?;
                }
                f.write_str("`")
            }
            FoundToken::Nag(n) => write!(f, "the NAG `${n}`"),
            FoundToken::Comment => f.write_str("a comment"),
            FoundToken::VariationStart => f.write_str("`(`"),
            FoundToken::VariationEnd => f.write_str("`)`"),
            FoundToken::Result(result) => write!(f, "the result `{result}`"),
            FoundToken::EndOfInput => f.write_str("the end of the input"),
        }
    }
}
