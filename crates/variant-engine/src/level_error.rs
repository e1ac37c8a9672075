//! The error of a level's text that names no level.

use crate::Level;
use core::fmt;
use variant_core::Excerpt;

/// Why a level's text names no level: the kind of a [`LevelError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LevelErrorKind {
    /// The text (spaces around it aside) is not a whole number: `x`, `-1`,
    /// `2.5`, nothing.
    NotANumber,
    /// A whole number, but not from 1 to [`Level::MAX`]: `0`, `9`, `300`.
    OutOfRange,
}

/// A level's text that names no level: what [`Level`]'s `FromStr` refuses.
///
/// ```
/// use variant_engine::{Level, LevelErrorKind};
/// let e = "9".parse::<Level>().unwrap_err();
/// assert_eq!(e.kind(), LevelErrorKind::OutOfRange);
/// assert_eq!(e.text(), "9");
/// assert_eq!(e.to_string(), "`9` is not a level: expected a number from 1 to 8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct LevelError {
    text: Excerpt,
    kind: LevelErrorKind,
}

impl LevelError {
    /// The error of `text`, refused for `kind`.
    pub fn new(text: &str, kind: LevelErrorKind) -> LevelError {
        LevelError {
            text: Excerpt::new(text),
            kind,
        }
    }

    /// The text given (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// Why it names no level.
    pub fn kind(&self) -> LevelErrorKind {
        self.kind
    }
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a level: expected a number from 1 to {}",
            self.text.quoted(),
            Level::MAX
        )
    }
}

impl std::error::Error for LevelError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bad_level_has_its_kind_and_the_same_message() {
        use LevelErrorKind::*;
        for (bad, kind) in [
            ("", NotANumber),
            ("x", NotANumber),
            ("-1", NotANumber),
            ("2.5", NotANumber),
            ("0", OutOfRange),
            ("9", OutOfRange),
            (" 300 ", OutOfRange),
            ("99999999999999999999", OutOfRange),
        ] {
            let e = bad.parse::<Level>().unwrap_err();
            assert_eq!((e.kind(), e.text().as_str()), (kind, bad));
            assert_eq!(
                e.to_string(),
                format!("`{bad}` is not a level: expected a number from 1 to 8")
            );
        }
        for good in ["3", " 3 ", "+3", "08"] {
            assert_eq!(
                good.parse::<Level>().map(Level::get),
                Ok(good.trim().parse().unwrap())
            );
        }
    }
}
