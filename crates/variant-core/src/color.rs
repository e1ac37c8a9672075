//! The two players.

use core::fmt;
use core::ops::Not;

/// One of the two players.
///
/// Every game in this workspace has two sides; `White` is the side listed first
/// in the game's rules and `Black` the other. Games name them for display
/// through [`Game::side_name`](crate::Game::side_name): Dragonchess calls them
/// Gold and Scarlet. Which side moves first is the game's business (in Cheskers
/// Black does).
///
/// ```
/// use variant_core::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.index(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// The first side (Gold in Dragonchess).
    White,
    /// The second side (Scarlet in Dragonchess).
    Black,
}

impl Color {
    /// Both colours, `White` first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// `0` for White, `1` for Black: an index into per-side arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Picks `white` or `black` by this colour.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.fold("white", "black"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_is_an_involution() {
        for c in Color::ALL {
            assert_eq!(!!c, c);
            assert_ne!(!c, c);
        }
        assert_eq!(Color::White.fold(1, 2), 1);
        assert_eq!(Color::Black.fold(1, 2), 2);
        assert_eq!(Color::White.to_string(), "white");
    }
}
