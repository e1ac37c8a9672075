//! How a game ended.

use crate::Color;
use core::fmt;

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinReason {
    /// The loser is in check and has no legal move.
    Checkmate,
    /// The loser is not in check and has no legal move, and the rules make that a loss.
    Stalemate,
    /// The loser's king was captured (games without check).
    KingCaptured,
    /// The loser has no king left (Cheskers: every king captured).
    NoKings,
    /// The loser has only a bare king left.
    BareKing,
    /// The loser, to move, has no legal move (games without check).
    NoLegalMove,
}

impl WinReason {
    /// The reason as the CLI and the rules references write it, e.g. `king captured`.
    pub const fn as_str(self) -> &'static str {
        match self {
            WinReason::Checkmate => "checkmate",
            WinReason::Stalemate => "stalemate",
            WinReason::KingCaptured => "king captured",
            WinReason::NoKings => "no kings",
            WinReason::BareKing => "bare king",
            WinReason::NoLegalMove => "no legal move",
        }
    }
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawReason {
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The same position occurred for the third time.
    Repetition,
    /// The halfmove clock reached the rules' no-progress limit.
    NoProgress,
    /// Both sides are reduced to a bare king.
    BothBare,
    /// The side to move has no legal move and the rules make that a draw.
    NoLegalMove,
    /// The rules' limit on the number of plies since the game's start was
    /// reached.
    PlyLimit,
}

impl DrawReason {
    /// The reason as the CLI and the rules references write it, e.g. `no progress`.
    pub const fn as_str(self) -> &'static str {
        match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::Repetition => "repetition",
            DrawReason::NoProgress => "no progress",
            DrawReason::BothBare => "both bare",
            DrawReason::NoLegalMove => "no legal move",
            DrawReason::PlyLimit => "ply limit",
        }
    }
}

/// The result of a finished game.
///
/// ```
/// use variant_core::{Color, Outcome, WinReason};
/// let o = Outcome::Decisive { winner: Color::White, reason: WinReason::Checkmate };
/// assert_eq!(o.winner(), Some(Color::White));
/// assert_eq!(o.to_string(), "white wins: checkmate");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The side that won.
        winner: Color,
        /// Why it won.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why the game was drawn.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, or `None` for a draw.
    pub const fn winner(&self) -> Option<Color> {
        match *self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The side to move lost for `reason`: a decisive outcome won by `!loser`.
    pub const fn loss_for(loser: Color, reason: WinReason) -> Outcome {
        Outcome::Decisive {
            winner: loser.opponent(),
            reason,
        }
    }

    /// The reason as text (`checkmate`, `repetition`, ...).
    pub const fn reason_str(&self) -> &'static str {
        match *self {
            Outcome::Decisive { reason, .. } => reason.as_str(),
            Outcome::Draw { reason } => reason.as_str(),
        }
    }

    /// The outcome as the CLI prints it, with the sides named by `side_name`
    /// (`gold wins: checkmate`, `draw: stalemate`).
    pub fn describe(&self, side_name: impl Fn(Color) -> &'static str) -> String {
        match *self {
            Outcome::Decisive { winner, reason } => {
                format!("{} wins: {}", side_name(winner), reason.as_str())
            }
            Outcome::Draw { reason } => format!("draw: {}", reason.as_str()),
        }
    }
}

impl fmt::Display for Outcome {
    /// Formats with the sides named `white` and `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(|c| c.fold("white", "black")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_match_the_specs() {
        let loss = Outcome::loss_for(Color::White, WinReason::NoLegalMove);
        assert_eq!(loss.to_string(), "black wins: no legal move");
        assert_eq!(loss.winner(), Some(Color::Black));
        let draw = Outcome::Draw {
            reason: DrawReason::NoProgress,
        };
        assert_eq!(draw.to_string(), "draw: no progress");
        assert_eq!(draw.winner(), None);
        let gold = Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate,
        };
        assert_eq!(
            gold.describe(|c| c.fold("gold", "scarlet")),
            "gold wins: checkmate"
        );
        assert_eq!(WinReason::KingCaptured.as_str(), "king captured");
        assert_eq!(DrawReason::BothBare.as_str(), "both bare");
        assert_eq!(DrawReason::PlyLimit.as_str(), "ply limit");
    }
}
