//! [`MoveProblem`]: a move of the movetext that its position refuses, with
//! where in the game it is and what would fit there.

use super::GameResult;
use crate::{Excerpt, MoveErrorKind, ParseMoveError};
use core::fmt;

/// What a record expected instead of a refused move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExpectedMove {
    /// The rules have ended the game: the result they give, not a move.
    GameOver(GameResult),
    /// A move text that names one move (the text was ambiguous).
    Unambiguous,
    /// One of the legal moves.
    OneOf {
        /// How many legal moves there are.
        count: usize,
        /// The first of them (at most [`SHOWN_MOVES`]) in canonical move
        /// text; `...` follows them in the message when there are more.
        shown: Vec<Excerpt>,
    },
}

/// The most legal moves an [`ExpectedMove::OneOf`] names.
pub const SHOWN_MOVES: usize = 8;

/// A move of a record's movetext that is malformed, illegal or ambiguous in
/// its position: the game's [`ParseMoveError`], the move text as written,
/// where the move is (its ply, fullmove number, side, whether in a
/// variation) and what was expected instead.
///
/// `Display` writes the message: `` illegal move `t3` at ply 4 (black's move
/// 2): REASON; expected one of the 2 legal moves of black: t1, t2 ``.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MoveProblem {
    text: Excerpt,
    error: ParseMoveError,
    ply: usize,
    fullmove: u32,
    side: &'static str,
    in_variation: bool,
    expected: ExpectedMove,
}

impl MoveProblem {
    /// The refusal of `text`, the `ply`th move, by `side` at `fullmove`.
    pub(crate) fn new(
        text: &str,
        error: ParseMoveError,
        (ply, fullmove, side): (usize, u32, &'static str),
        in_variation: bool,
        expected: ExpectedMove,
    ) -> MoveProblem {
        MoveProblem {
            text: Excerpt::new(text),
            error,
            ply,
            fullmove,
            side,
            in_variation,
            expected,
        }
    }

    /// The move text as written in the record.
    pub fn text(&self) -> &Excerpt {
        &self.text
    }

    /// The game's refusal of the text.
    pub fn error(&self) -> &ParseMoveError {
        &self.error
    }

    /// Whether the text is malformed, illegal or ambiguous.
    pub fn kind(&self) -> MoveErrorKind {
        self.error.kind()
    }

    /// The move's ply in the game, from 1 (a variation's plies count on
    /// from the ply it replaces).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The fullmove number of the move's position.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The rules' name of the side to move.
    pub fn side(&self) -> &'static str {
        self.side
    }

    /// Whether the move is in a variation (not the main line).
    pub fn in_variation(&self) -> bool {
        self.in_variation
    }

    /// What was expected instead.
    pub fn expected(&self) -> &ExpectedMove {
        &self.expected
    }
}

impl fmt::Display for MoveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.error.kind() {
            MoveErrorKind::Malformed => "malformed",
            MoveErrorKind::Ambiguous => "ambiguous",
            _ => "illegal",
        };
        let variation = if self.in_variation {
            ", in a variation"
        } else {
            ""
        };
        write!(
            f,
            "{kind} move {} at ply {} ({}'s move {}{variation}): {}; ",
            self.text.quoted(),
            self.ply,
            self.side,
            self.fullmove,
            self.error.reason(),
        )?;
        match &self.expected {
            ExpectedMove::GameOver(result) => write!(
                f,
                "expected the result `{result}` instead: the rules have ended the game"
            )?,
            ExpectedMove::Unambiguous => f.write_str("expected a move text that names one move")?,
            ExpectedMove::OneOf { count, shown } => {
                write!(
                    f,
                    "expected one of the {count} legal moves of {}: ",
                    self.side
                )?;
                for (i, name) in shown.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{name}")?;
                }
                if *count > shown.len() {
                    f.write_str(if shown.is_empty() { "..." } else { ", ..." })?;
                }
            }
        }
        Ok(())
    }
}
