//! The [`Game`] trait: the contract every rules crate implements.

use crate::{Color, IllegalMove, Outcome, ParseMoveError, ParsePositionError, RuleSet};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// A position of a two-player game together with its rules.
///
/// A value of a `Game` type is one game state: the placement, the side to
/// move, any rights, the move counters and the [rules](Game::Rules) it is
/// played under. `PartialEq`/`Eq` mean "the same game state" and ignore the
/// move counters and the repetition history.
///
/// The contract, which [`testkit`](crate::testkit) checks for any game:
///
/// * [`legal_moves`](Game::legal_moves) lists every legal move exactly once
///   and nothing else; a decided position (one with an
///   [`outcome`](Game::outcome)) has none, and a position without legal moves
///   is decided.
/// * [`play`](Game::play) accepts exactly the listed moves; on anything else it
///   returns an error and leaves the position unchanged.
/// * [`zobrist`](Game::zobrist) is maintained incrementally and always equals
///   [`recompute_zobrist`](Game::recompute_zobrist).
/// * Position text (`Display` / [`from_text`](Game::from_text)) and move text
///   ([`format_move`](Game::format_move) / [`parse_move`](Game::parse_move))
///   round-trip; parsing never panics, whatever the input.
///
/// Generic tools built on this trait: [`perft`](crate::perft),
/// [`divide`](crate::divide), [`random_playout`](crate::random_playout).
pub trait Game:
    Clone
    + PartialEq
    + Eq
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParsePositionError>
    + Send
    + Sync
    + 'static
{
    /// A move, carrying all it needs to be displayed and played without
    /// regenerating moves.
    type Move: Clone + PartialEq + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    /// A stack-allocated list of moves whose capacity bounds the number of
    /// legal moves in any reachable position (typically
    /// `arrayvec::ArrayVec<Self::Move, N>`).
    type MoveList: Default + Clone + fmt::Debug + AsRef<[Self::Move]>;

    /// The rule options of the game; `Default` is the game's default rules.
    type Rules: RuleSet;

    /// The game's name as the CLI spells it (`"grant-acedrex"`).
    const NAME: &'static str;

    /// The start position under `rules`.
    fn start(rules: Self::Rules) -> Self;

    /// Parses position text, to be played under `rules`. `FromStr` does the
    /// same with the default rules.
    fn from_text(text: &str, rules: Self::Rules) -> Result<Self, ParsePositionError>;

    /// The rules this position is played under.
    fn rules(&self) -> &Self::Rules;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// The name of a side in this game, lower case (`"gold"`, `"white"`).
    fn side_name(color: Color) -> &'static str {
        color.fold("white", "black")
    }

    /// Replaces the contents of `moves` with every legal move, each once.
    fn legal_moves(&self, moves: &mut Self::MoveList);

    /// Plays a move known to be legal here. Playing anything else leaves the
    /// position in an unspecified (but memory-safe) state.
    fn play_unchecked(&mut self, mv: &Self::Move);

    /// Plays `mv` if it is legal here; otherwise returns why not and leaves the
    /// position unchanged.
    fn play(&mut self, mv: &Self::Move) -> Result<(), IllegalMove> {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        if moves.as_ref().contains(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else if let Some(outcome) = self.outcome() {
            Err(IllegalMove::new(
                format!("{mv:?}"),
                format!("the game is over ({})", outcome.describe(Self::side_name)),
            ))
        } else {
            Err(IllegalMove::new(
                format!("{mv:?}"),
                "not a legal move in this position",
            ))
        }
    }

    /// How the game has ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// The incrementally maintained 64-bit zobrist hash of the game state
    /// (placement, side to move and rights; not the move counters).
    fn zobrist(&self) -> u64;

    /// The zobrist hash computed from scratch; always equal to
    /// [`zobrist`](Game::zobrist).
    fn recompute_zobrist(&self) -> u64;

    /// Parses move text in the game's notation into a legal move of this
    /// position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// The canonical text of `mv`, a move of this position.
    fn format_move(&self, mv: &Self::Move) -> String;

    /// A readable multi-line text diagram of the position.
    fn diagram(&self) -> String;

    /// The number of legal moves. Perft uses it for bulk counting at the last
    /// ply; a game may override it with a count that builds no moves.
    fn count_legal_moves(&self) -> usize {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        moves.as_ref().len()
    }

    /// The legal moves as a `Vec` (a convenience outside hot paths).
    fn legal_move_vec(&self) -> Vec<Self::Move> {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        moves.as_ref().to_vec()
    }

    /// Parses `text` and plays it: the usual way to make a move from user input.
    fn play_text(&mut self, text: &str) -> Result<Self::Move, ParseMoveError> {
        let mv = self.parse_move(text)?;
        self.play(&mv)?;
        Ok(mv)
    }
}
