//! The [`MoveNotation`] trait: move text as a value, parsed without a
//! position and resolved against one.

use crate::{Game, ParseMoveError};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// Move text as a value, as shakmaty's `San` and `Uci` are: it parses
/// without a position (`FromStr`, which refuses only
/// [malformed](crate::MoveErrorKind::Malformed) text), resolves against a
/// position into the legal move it names ([`to_move`](MoveNotation::to_move)),
/// and is written for a move of a position ([`from_move`](MoveNotation::from_move),
/// then `Display`).
///
/// Every game crate has two: `MoveText`, any move text the game reads (its
/// `from_move` writes the canonical text, [`Game::format_move`]'s), and
/// `San`, the game's standard notation ([`Game::san`]'s). A parsed value
/// writes back what was read, in its canonical spelling.
///
/// ```
/// use variant_core::{BoardGame, MoveNotation, ParseMoveError};
/// /// The canonical and the standard text of the move `text` names in
/// /// `position`, through the values alone.
/// fn rewrite<G: BoardGame>(position: &G, text: &str) -> Result<[String; 2], ParseMoveError> {
///     let written: G::MoveText = text.parse()?;
///     let mv = written.to_move(position)?;
///     Ok([
///         G::MoveText::from_move(position, &mv).to_string(),
///         G::San::from_move(position, &mv).to_string(),
///     ])
/// }
/// ```
pub trait MoveNotation<G: Game>:
    Clone
    + PartialEq
    + Eq
    + Hash
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParseMoveError>
    + Send
    + Sync
    + 'static
{
    /// The text of `mv`, a move of `position`. It never panics, also for a
    /// move that is not legal there.
    #[must_use]
    fn from_move(position: &G, mv: &G::Move) -> Self;

    /// The legal move of `position` this text names; the error names the
    /// text as this value writes it.
    fn to_move(&self, position: &G) -> Result<G::Move, ParseMoveError>;

    /// Parses `text` and resolves it in `position`: what
    /// [`Game::parse_move`] does. Every error names `text` as given.
    fn parse_in(position: &G, text: &str) -> Result<G::Move, ParseMoveError> {
        let written: Self = text.parse()?;
        written
            .to_move(position)
            .map_err(|error| error.naming(text))
    }
}
