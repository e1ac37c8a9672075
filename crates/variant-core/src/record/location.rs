//! Where something is in a record's text.

use core::fmt;

/// A place in PGN text: the line and the column, both counted from 1.
///
/// Columns count characters (Unicode scalar values), not bytes; a tab is one
/// character. The end of the input is the column after the last character of
/// the last line.
///
/// ```
/// use variant_core::record::Location;
/// let at = Location::new(12, 5);
/// assert_eq!(at.to_string(), "12:5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Location {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub column: u32,
}

impl Location {
    /// The place at `line` and `column` (both from 1).
    pub const fn new(line: u32, column: u32) -> Location {
        Location { line, column }
    }

    /// The place `chars` characters further along the same line.
    pub(crate) fn right(self, chars: usize) -> Location {
        let chars = u32::try_from(chars).unwrap_or(u32::MAX);
        Location::new(self.line, self.column.saturating_add(chars))
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}
