//! The two move counters every game keeps: the halfmove clock and the
//! fullmove number.

use crate::Color;

/// The halfmove clock (plies since the last move that resets it: what
/// resets it is each game's rule) and the fullmove number (starts at 1 and
/// grows after the move of the side that moves second).
///
/// ```
/// use variant_core::{Color, MoveCounters};
/// let mut c = MoveCounters::START;
/// // White moves first: the fullmove number grows after Black's move.
/// c.advance(false, Color::White, Color::Black);
/// assert_eq!((c.halfmove_clock, c.fullmove_number), (1, 1));
/// c.advance(true, Color::Black, Color::Black);
/// assert_eq!((c.halfmove_clock, c.fullmove_number), (0, 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveCounters {
    /// Plies since the last capture (or whatever else the game says resets it).
    pub halfmove_clock: u32,
    /// The number of the current full move, from 1.
    pub fullmove_number: u32,
}

impl MoveCounters {
    /// The counters of a game's first position: `0` and `1`.
    pub const START: MoveCounters = MoveCounters {
        halfmove_clock: 0,
        fullmove_number: 1,
    };

    /// Counters with the given values.
    pub const fn new(halfmove_clock: u32, fullmove_number: u32) -> MoveCounters {
        MoveCounters {
            halfmove_clock,
            fullmove_number,
        }
    }

    /// Updates the counters for a move by `mover`: the clock restarts at 0
    /// when `resets_clock`, otherwise grows by one; the fullmove number grows
    /// when `mover` is `second`, the side that moves second in the game.
    /// Both saturate instead of overflowing.
    #[inline]
    pub fn advance(&mut self, resets_clock: bool, mover: Color, second: Color) {
        self.halfmove_clock = if resets_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if mover == second {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
    }
}

impl Default for MoveCounters {
    fn default() -> MoveCounters {
        MoveCounters::START
    }
}
