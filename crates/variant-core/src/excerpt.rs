//! The offending input an error names, kept short.

use core::fmt;

/// The most characters of offending input an [`Excerpt`] keeps.
pub const EXCERPT_MAX: usize = 60;

/// The input an error is about, as the error keeps it: the text itself when
/// it is at most [`EXCERPT_MAX`] characters, else its first [`EXCERPT_MAX`]
/// characters and the length of the whole. A gigabyte of bad input makes a
/// small error.
///
/// `Display` writes the kept text, with `…` after a cut one;
/// [`quoted`](Excerpt::quoted) writes it in backquotes as messages do, with
/// the full length after a cut.
///
/// ```
/// use variant_core::Excerpt;
/// let e = Excerpt::new("e2-e4");
/// assert_eq!(e, "e2-e4");
/// assert_eq!(e.quoted().to_string(), "`e2-e4`");
/// let long = Excerpt::new(&"x".repeat(1000));
/// assert!(long.is_cut());
/// assert_eq!(long.char_count(), 1000);
/// assert_eq!(long.as_str().chars().count(), 60);
/// assert!(long.quoted().to_string().ends_with("…` (1000 characters)"));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct Excerpt {
    kept: Box<str>,
    char_count: usize,
}

impl Excerpt {
    /// The excerpt of `text`.
    pub fn new(text: &str) -> Excerpt {
        match text.char_indices().nth(EXCERPT_MAX) {
            None => Excerpt {
                kept: text.into(),
                char_count: text.chars().count(),
            },
            Some((end, _)) => Excerpt {
                kept: text[..end].into(),
                char_count: text.chars().count(),
            },
        }
    }

    /// The kept text: all of it, or its first [`EXCERPT_MAX`] characters.
    pub fn as_str(&self) -> &str {
        &self.kept
    }

    /// Whether the input was longer than what is kept.
    pub fn is_cut(&self) -> bool {
        self.char_count > EXCERPT_MAX
    }

    /// The length of the whole input, in characters.
    pub fn char_count(&self) -> usize {
        self.char_count
    }

    /// Whether the input was empty.
    pub fn is_empty(&self) -> bool {
        self.char_count == 0
    }

    /// The excerpt in backquotes, as a message quotes input: `` `e2-e4` ``,
    /// or `` `xxx…` (1000 characters) `` for a cut one.
    pub fn quoted(&self) -> impl fmt::Display + '_ {
        Quoted(self)
    }
}

struct Quoted<'a>(&'a Excerpt);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_cut() {
            write!(f, "`{}…` ({} characters)", self.0.kept, self.0.char_count)
        } else {
            write!(f, "`{}`", self.0.kept)
        }
    }
}

impl fmt::Display for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.kept)?;
        if self.is_cut() {
            f.write_str("…")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.to_string(), f)
    }
}

impl From<&str> for Excerpt {
    fn from(text: &str) -> Excerpt {
        Excerpt::new(text)
    }
}

impl From<&String> for Excerpt {
    fn from(text: &String) -> Excerpt {
        Excerpt::new(text)
    }
}

impl From<String> for Excerpt {
    fn from(text: String) -> Excerpt {
        Excerpt::new(&text)
    }
}

impl PartialEq<str> for Excerpt {
    fn eq(&self, other: &str) -> bool {
        !self.is_cut() && &*self.kept == other
    }
}

impl PartialEq<&str> for Excerpt {
    fn eq(&self, other: &&str) -> bool {
        self == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept_whole_and_long_text_cut_at_a_character() {
        let e = Excerpt::new("");
        assert!(e.is_empty() && !e.is_cut());
        assert_eq!(e.quoted().to_string(), "``");
        let wide = "é".repeat(61);
        let e = Excerpt::new(&wide);
        assert!(e.is_cut());
        assert_eq!(e.as_str(), "é".repeat(60));
        assert_eq!(e.to_string(), format!("{}…", "é".repeat(60)));
        assert_ne!(e, wide.as_str());
        let exact = "y".repeat(60);
        assert_eq!(Excerpt::new(&exact), exact.as_str());
        assert_eq!(format!("{:?}", Excerpt::new("a\"b")), r#""a\"b""#);
    }
}
