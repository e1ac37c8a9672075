//! The untyped layer: one game's tag pairs and movetext tokens, checked for
//! PGN syntax but not against any game's rules.
//!
//! A file may hold games of several variants, so a game is read in this
//! form first; its `Variant` tag then says which [`Game`](crate::Game) type
//! turns it into a [`Record`](super::Record).

use super::{GameResult, Location};

/// One tag pair as written: `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawTag {
    pub(crate) name: String,
    pub(crate) value: String,
    /// The value as written between the quotes (escapes unresolved).
    pub(crate) raw_value: String,
    pub(crate) location: Location,
    pub(crate) value_location: Location,
}

impl RawTag {
    /// The tag name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The value, its escapes (`\"`, `\\`) resolved.
    pub fn value(&self) -> &str {
        &self.value
    }

    /// Where the tag pair starts (its `[`).
    pub fn location(&self) -> Location {
        self.location
    }

    /// Where the value starts (the character after the opening quote).
    pub fn value_location(&self) -> Location {
        self.value_location
    }

    /// Where the value's character number `index` (from 0, in characters
    /// of [`value`](RawTag::value)) is written, escapes counted; the
    /// closing quote for `index` past the end.
    pub fn location_in_value(&self, index: usize) -> Location {
        let mut written = 0;
        let mut chars = self.raw_value.chars().peekable();
        for _ in 0..index {
            match chars.next() {
                None => break,
                Some('\\') if matches!(chars.peek(), Some('"' | '\\')) => {
                    chars.next();
                    written += 2;
                }
                Some(_) => written += 1,
            }
        }
        self.value_location.right(written)
    }
}

/// What a movetext token is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// A move number: `12` (`dots` 0), `12.` (1) or `12...` (3).
    MoveNumber {
        /// The number.
        number: u32,
        /// How many dots follow it: 0, 1 or 3.
        dots: u8,
    },
    /// A move in some game's move text (a move suffix `!`, `?`, ... is a
    /// separate [`Nag`](TokenKind::Nag) token).
    Move(String),
    /// A numeric annotation glyph `$n`, or the NAG of a move suffix (`!` is
    /// 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    Nag(u8),
    /// A `{...}` or `;` comment, its text as written (line breaks included).
    Comment(String),
    /// `(`: a variation starts.
    VariationStart,
    /// `)`: a variation ends.
    VariationEnd,
}

/// A movetext token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Where it starts.
    pub location: Location,
}

/// One game of a PGN file, untyped: its tag pairs in the order written, its
/// movetext tokens and its result token.
///
/// The syntax has been checked: tags are well formed and named once,
/// variations are balanced, the movetext ends with a result. Nothing has
/// been checked against a game's rules; [`Record::from_raw`](super::Record::from_raw)
/// does that.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawGame {
    pub(crate) location: Location,
    pub(crate) tags: Vec<RawTag>,
    pub(crate) tokens: Vec<Token>,
    pub(crate) result: GameResult,
    pub(crate) result_location: Location,
}

impl RawGame {
    /// Where the game starts (its first tag pair, or its first movetext
    /// token when it has no tags).
    pub fn location(&self) -> Location {
        self.location
    }

    /// The tag pairs, in the order written.
    pub fn tags(&self) -> &[RawTag] {
        &self.tags
    }

    /// The tag pair named `name` (names are case-sensitive).
    pub fn find_tag(&self, name: &str) -> Option<&RawTag> {
        self.tags.iter().find(|t| t.name == name)
    }

    /// The value of the tag named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.find_tag(name).map(RawTag::value)
    }

    /// The `Variant` tag's value: the game's CLI name, when given.
    pub fn variant(&self) -> Option<&str> {
        self.tag("Variant")
    }

    /// The movetext tokens, without the result.
    pub fn tokens(&self) -> &[Token] {
        &self.tokens
    }

    /// The result token that ends the movetext.
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Where the result token is.
    pub fn result_location(&self) -> Location {
        self.result_location
    }
}

/// Whether `name` is a tag name: ASCII letters, digits and `_`, starting with
/// a letter.
pub(crate) fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
