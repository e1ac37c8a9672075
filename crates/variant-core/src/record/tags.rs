//! The tag pairs of a record that the record does not derive itself.

use super::raw::is_tag_name;
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

/// A tag that [`Tags::set`] refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagError {
    /// The tag name as given.
    pub name: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tag `{}`: {}", self.name, self.reason)
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
        let refuse = |reason: &str| {
            Err(TagError {
                name: name.to_string(),
                reason: reason.to_string(),
            })
        };
        if !is_tag_name(name) {
            return refuse("not a tag name: expected ASCII letters, digits and `_`, from a letter");
        }
        if DERIVED.contains(&name) {
            return refuse(
                "the record writes this tag itself, from its result, game, start position or rules",
            );
        }
        if value.chars().any(char::is_control) {
            return refuse("a tag value holds no line breaks, tabs or other control characters");
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
