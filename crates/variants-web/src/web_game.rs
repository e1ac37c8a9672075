//! What the page needs of a game beyond [`Game`]: the engine's evaluation,
//! a board to draw, and which squares a move touches (for clicking and for
//! marking the last move). One impl per game; everything else is generic.

use variant_core::{BoardView, Color, Game};
use variant_engine::Evaluate;

/// The squares a move touches, as square text (`e4`, Dragonchess `2g8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSquares {
    /// Where the moving piece starts.
    pub from: String,
    /// The square the player clicks to make the move: where the piece lands,
    /// or for the Dragon's capture from afar the square it captures on; for
    /// a Baroque king's suicide (an immobilised king's move in place) its
    /// own square.
    pub to: String,
    /// Every square whose piece the move captures.
    pub captures: Vec<String>,
}

impl MoveSquares {
    /// A move from `from` to `to` that, in chess fashion, captures whatever
    /// stands on `to` when it `captures`.
    fn capturing_on_arrival(from: impl ToString, to: impl ToString, captures: bool) -> MoveSquares {
        let to = to.to_string();
        MoveSquares {
            from: from.to_string(),
            captures: if captures {
                vec![to.clone()]
            } else {
                Vec::new()
            },
            to,
        }
    }
}

/// A game the page plays.
pub trait WebGame: Game + Evaluate + BoardView {
    /// The squares `mv`, a legal move of this position, touches.
    fn move_squares(&self, mv: &Self::Move) -> MoveSquares;

    /// The squares of the pieces that cannot move because an enemy piece
    /// freezes them (Dragonchess's Basilisk, Baroque's Immobilizer), as
    /// square text; none in games without freezing.
    fn frozen_squares(&self) -> Vec<String> {
        Vec::new()
    }

    /// The square of the side to move's king when it is in check, as
    /// square text; none in games without check (Cheskers, Baroque).
    fn checked_king(&self) -> Option<String> {
        None
    }
}

impl WebGame for dragonchess::Position {
    fn move_squares(&self, mv: &dragonchess::Move) -> MoveSquares {
        MoveSquares::capturing_on_arrival(mv.from(), mv.to(), mv.is_capture())
    }

    fn frozen_squares(&self) -> Vec<String> {
        self.frozen()
            .iter()
            .filter_map(dragonchess::Square::from_index)
            .map(|sq| sq.to_string())
            .collect()
    }

    fn checked_king(&self) -> Option<String> {
        self.is_check()
            .then(|| self.king_square(self.side_to_move()).to_string())
    }
}

impl WebGame for grant_acedrex::Position {
    fn move_squares(&self, mv: &grant_acedrex::Move) -> MoveSquares {
        MoveSquares::capturing_on_arrival(mv.from(), mv.to(), mv.is_capture())
    }

    fn checked_king(&self) -> Option<String> {
        self.is_check()
            .then(|| self.king_square(self.side_to_move()).to_string())
    }
}

impl WebGame for cheskers::Position {
    fn move_squares(&self, mv: &cheskers::Move) -> MoveSquares {
        MoveSquares {
            from: mv.from().to_string(),
            to: mv.to().to_string(),
            captures: mv.captured_squares().map(|sq| sq.to_string()).collect(),
        }
    }
}

impl WebGame for baroque_chess::Position {
    fn move_squares(&self, mv: &baroque_chess::Move) -> MoveSquares {
        MoveSquares {
            from: mv.from().to_string(),
            to: mv.to().to_string(),
            captures: mv.captured_squares().map(|sq| sq.to_string()).collect(),
        }
    }

    fn frozen_squares(&self) -> Vec<String> {
        let frozen = self.frozen(Color::White) | self.frozen(Color::Black);
        baroque_chess::Square::in_set(frozen)
            .map(|sq| sq.to_string())
            .collect()
    }
}
