//! The result of a recorded game: the four PGN result tokens.

use crate::{Color, Outcome};
use core::fmt;

/// A game's result as PGN writes it: `1-0`, `0-1`, `1/2-1/2` or `*`.
///
/// `1-0` is a win of [`Color::White`], the side the `White` tag names (Gold
/// in Dragonchess; in Cheskers the side that moves second); `0-1` a win of
/// [`Color::Black`].
///
/// ```
/// use variant_core::{Color, DrawReason, GameResult, Outcome};
/// assert_eq!(GameResult::parse("0-1"), Some(GameResult::Win(Color::Black)));
/// assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
/// let draw = Outcome::Draw { reason: DrawReason::Repetition };
/// assert_eq!(GameResult::from_outcome(draw), GameResult::Draw);
/// assert_eq!(GameResult::parse("1-1"), None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The side won (`1-0` for White, `0-1` for Black).
    Win(Color),
    /// Drawn (`1/2-1/2`).
    Draw,
    /// Unknown, unfinished or abandoned (`*`).
    #[default]
    Unknown,
}

impl GameResult {
    /// The four result tokens, in the order PGN lists them.
    pub const TOKENS: [&'static str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

    /// The result token.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::Win(Color::White) => "1-0",
            GameResult::Win(Color::Black) => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Parses a result token (exactly one of [`TOKENS`](GameResult::TOKENS)).
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::Win(Color::White)),
            "0-1" => Some(GameResult::Win(Color::Black)),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }

    /// The result the rules give a decided game.
    pub const fn from_outcome(outcome: Outcome) -> GameResult {
        match outcome.winner() {
            Some(winner) => GameResult::Win(winner),
            None => GameResult::Draw,
        }
    }

    /// The winner, if one side won.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::Win(color) => Some(color),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
