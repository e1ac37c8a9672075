//! The tag pairs of a record that the record does not derive itself.

use super::raw::is_tag_name;
use crate::Excerpt;
use core::fmt;

/// The names of PGN's seven-tag roster, in its order.
pub const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The tags a [`Record`](super::Record) derives from its own contents and
/// writes itself: `Result` (from the result), `Variant` (the game's name),
/// `SetUp` and `FEN` (the start position), `Rules` (the rule options).
pub const DERIVED: [&str; 5] = ["Result", "Variant", "SetUp", "FEN", "Rules"];

/// The roster tags [`Tags`] keeps, with their values when unknown.
const KEPT_ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Why [`Tags::set`] refuses a tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TagErrorKind {
    /// The name is not a tag name: ASCII letters, digits and `_`, from a
    /// letter.
    BadName,
    /// The tag is one of the [`DERIVED`] ones, which a record writes from
    /// its own contents.
    Derived,
    /// The value holds a control character (a line break, a tab, ...),
    /// which a PGN string cannot.
    ControlInValue,
}

impl fmt::Display for TagErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagErrorKind::BadName => {
                "not a tag name: expected ASCII letters, digits and `_`, from a letter"
            }
            TagErrorKind::Derived => {
                "the record writes this tag itself, from its result, game, start position or rules"
            }
            TagErrorKind::ControlInValue => {
                "a tag value holds no line breaks, tabs or other control characters"
            }
        })
    }
}

/// A tag that [`Tags::set`] refuses: its name and why.
///
/// `Display` writes `` tag `NAME`: REASON ``.
///
/// ```
/// use variant_core::record::{TagErrorKind, Tags};
/// let e = Tags::new().set("FEN", "8/8 w").unwrap_err();
/// assert_eq!((e.name().as_str(), e.kind()), ("FEN", TagErrorKind::Derived));
/// assert_eq!(
///     e.to_string(),
///     "tag `FEN`: the record writes this tag itself, from its result, game, start position or rules"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TagError {
    name: Excerpt,
    kind: TagErrorKind,
}

impl TagError {
    /// The refusal of the tag `name` for `kind`.
    pub(crate) fn new(name: &str, kind: TagErrorKind) -> TagError {
        TagError {
            name: Excerpt::new(name),
            kind,
        }
    }

    /// The tag name as given.
    pub fn name(&self) -> &Excerpt {
        &self.name
    }

    /// Why it is refused.
    pub fn kind(&self) -> TagErrorKind {
        self.kind
    }
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tag {}: {}", self.name.quoted(), self.kind)
    }
}

impl std::error::Error for TagError {}

/// A record's tag pairs other than the [`DERIVED`] ones, in the order a
/// record writes them: the six roster tags `Event`, `Site`, `Date`, `Round`,
/// `White`, `Black` (always present: `?`, or `????.??.??` for the date, when
/// unknown), then every other tag in the order it was set or read.
///
/// `White` names the player of [`Color::White`](crate::Color::White) (Gold in
/// Dragonchess; in Cheskers the side that moves second), `Black` the player
/// of [`Color::Black`](crate::Color::Black) (Scarlet in Dragonchess).
///
/// ```
/// use variant_core::record::Tags;
/// let mut tags = Tags::new();
/// assert_eq!(tags.get("Date"), Some("????.??.??"));
/// tags.set("White", "Gygax")?;
/// tags.set("TimeControl", "40/7200")?;
/// tags.set("Annotator", "me")?;
/// let names: Vec<&str> = tags.iter().map(|(name, _)| name).collect();
/// assert_eq!(names, ["Event", "Site", "Date", "Round", "White", "Black", "TimeControl", "Annotator"]);
/// assert!(tags.set("FEN", "...").is_err(), "derived from the start position");
/// assert!(tags.set("Bad Name", "x").is_err());
/// # Ok::<(), variant_core::record::TagError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tags {
    roster: [String; 6],
    others: Vec<(String, String)>,
}

impl Default for Tags {
    fn default() -> Tags {
        Tags::new()
    }
}

impl Tags {
    /// The roster tags with their unknown values, and no others.
    pub fn new() -> Tags {
        Tags {
            roster: KEPT_ROSTER.map(|(_, unknown)| unknown.to_string()),
            others: Vec::new(),
        }
    }

    fn roster_index(name: &str) -> Option<usize> {
        KEPT_ROSTER.iter().position(|(n, _)| *n == name)
    }

    /// The value of tag `name` (names are case-sensitive); `None` for a tag
    /// not set, and for the derived tags.
    pub fn get(&self, name: &str) -> Option<&str> {
        match Tags::roster_index(name) {
            Some(i) => Some(&self.roster[i]),
            None => self
                .others
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str()),
        }
    }

    /// Sets tag `name` to `value`, keeping its place if it is already set;
    /// returns the value it replaces.
    ///
    /// Refuses a name that is not a tag name (ASCII letters, digits and `_`,
    /// from a letter), a [derived](DERIVED) tag, and a value with a control
    /// character (a line break or a tab: PGN strings hold neither).
    pub fn set(
        &mut self,
        name: &str,
        value: impl Into<String>,
    ) -> Result<Option<String>, TagError> {
        let value = value.into();
        let refuse = |kind| Err(TagError::new(name, kind));
        if !is_tag_name(name) {
            return refuse(TagErrorKind::BadName);
        }
        if DERIVED.contains(&name) {
            return refuse(TagErrorKind::Derived);
        }
        if value.chars().any(char::is_control) {
            return refuse(TagErrorKind::ControlInValue);
        }
        if let Some(i) = Tags::roster_index(name) {
            return Ok(Some(core::mem::replace(&mut self.roster[i], value)));
        }
        match self.others.iter_mut().find(|(n, _)| n == name) {
            Some((_, old)) => Ok(Some(core::mem::replace(old, value))),
            None => {
                self.others.push((name.to_string(), value));
                Ok(None)
            }
        }
    }

    /// Removes tag `name` and returns its value. A roster tag cannot be
    /// removed: it goes back to its unknown value (`?`).
    pub fn remove(&mut self, name: &str) -> Option<String> {
        if let Some(i) = Tags::roster_index(name) {
            let unknown = KEPT_ROSTER[i].1.to_string();
            return Some(core::mem::replace(&mut self.roster[i], unknown));
        }
        let i = self.others.iter().position(|(n, _)| n == name)?;
        Some(self.others.remove(i).1)
    }

    /// Every tag with its value, in the order a record writes them.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        KEPT_ROSTER
            .iter()
            .zip(&self.roster)
            .map(|((name, _), value)| (*name, value.as_str()))
            .chain(self.others.iter().map(|(n, v)| (n.as_str(), v.as_str())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_refusal_has_its_kind_and_message() {
        let mut tags = Tags::new();
        let refused = |tags: &mut Tags, name: &str, value: &str| tags.set(name, value).unwrap_err();
        let e = refused(&mut tags, "Bad Name", "x");
        assert_eq!(
            (e.name().as_str(), e.kind()),
            ("Bad Name", TagErrorKind::BadName)
        );
        assert_eq!(
            e.to_string(),
            "tag `Bad Name`: not a tag name: expected ASCII letters, digits and `_`, from a letter"
        );
        assert_eq!(refused(&mut tags, "", "x").kind(), TagErrorKind::BadName);
        for derived in DERIVED {
            let e = refused(&mut tags, derived, "x");
            assert_eq!(e.kind(), TagErrorKind::Derived);
            assert_eq!(
                e.to_string(),
                format!("tag `{derived}`: the record writes this tag itself, from its result, game, start position or rules")
            );
        }
        let e = refused(&mut tags, "Annotator", "a\tb");
        assert_eq!(e.kind(), TagErrorKind::ControlInValue);
        assert_eq!(
            e.to_string(),
            "tag `Annotator`: a tag value holds no line breaks, tabs or other control characters"
        );
        // The name is checked before the value, and nothing was set.
        assert_eq!(
            refused(&mut tags, "FEN", "\n").kind(),
            TagErrorKind::Derived
        );
        assert_eq!(tags, Tags::new());
    }

    #[test]
    fn a_long_name_is_kept_short() {
        let name = "N".repeat(500);
        let e = Tags::new().set(&name, "\n").unwrap_err();
        assert!(e.name().is_cut() && e.name().char_count() == 500);
        assert_eq!(
            e.to_string(),
            format!(
                "tag `{}…` (500 characters): a tag value holds no line breaks, tabs or other control characters",
                "N".repeat(60)
            )
        );
    }
}
