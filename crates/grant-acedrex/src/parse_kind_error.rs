//! The error of a piece kind's text that names no kind.

use core::fmt;
use variant_core::Excerpt;

/// A piece kind name, letter or die face that names no kind: what
/// [`PieceKind`](crate::PieceKind)'s `FromStr` refuses. There is one reason,
/// so no kind: the error keeps the text (as an [`Excerpt`]).
///
/// ```
/// use grant_acedrex::PieceKind;
/// let e = "queen".parse::<PieceKind>().unwrap_err();
/// assert_eq!(e.text(), "queen");
/// assert!(e.to_string().starts_with("unknown piece kind `queen` (expected a letter"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseKindError {
    text: Excerpt,
}

impl ParseKindError {
    /// The error of `text`, as given.
    pub fn new(text: &str) -> ParseKindError {
        ParseKindError {
            text: Excerpt::new(text),
        }
    }

    /// The text as given (cut when long).
    pub fn text(&self) -> &Excerpt {
        &self.text
    }
}

impl fmt::Display for ParseKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown piece kind {} (expected a letter K A U R L C G P, a name: king, aanca, unicorn, rook, lion, crocodile, giraffe, pawn, or a die face 1 to 8)",
            self.text.quoted()
        )
    }
}

impl std::error::Error for ParseKindError {}

#[cfg(test)]
mod tests {
    use crate::PieceKind;

    #[test]
    fn text_that_names_no_kind_is_kept_as_given() {
        for bad in ["", "q", "9", "0", "queen", " x "] {
            let e = bad.parse::<PieceKind>().unwrap_err();
            assert_eq!(e.text(), bad);
            assert_eq!(
                e.to_string(),
                format!(
                    "unknown piece kind `{bad}` (expected a letter K A U R L C G P, a name: king, aanca, unicorn, rook, lion, crocodile, giraffe, pawn, or a die face 1 to 8)"
                )
            );
        }
    }
}
