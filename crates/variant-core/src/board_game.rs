//! The [`BoardGame`] trait: what a program written for every game of the
//! workspace reads beyond [`Game`].

use crate::{Game, GameSetup, MoveNotation, ParsePieceError, ParseSquareError, PositionProblems};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// What a generic program may do with a game's square: copy, compare, hash
/// and order it, and read and write it as text. Every type with those
/// traits has it.
pub trait GameSquare:
    Copy
    + Eq
    + Ord
    + Hash
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParseSquareError>
    + Send
    + Sync
    + 'static
{
}

/// Implements `Debug` for a game's `Square` as its `Display` text (`e4`,
/// `2g8`), so that a square in an assertion or a `{:?}` of a move reads as
/// in position and move text.
///
/// ```
/// use core::fmt;
/// struct Square(u8);
/// impl fmt::Display for Square {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "a{}", self.0 + 1)
///     }
/// }
/// variant_core::debug_as_display!(Square);
/// assert_eq!(format!("{:?}", Square(3)), "a4");
/// ```
#[macro_export]
macro_rules! debug_as_display {
    ($square:ty) => {
        /// The square's text, as `Display` writes it.
        impl ::core::fmt::Debug for $square {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(self, f)
            }
        }
    };
}

impl<T> GameSquare for T where
    T: Copy
        + Eq
        + Ord
        + Hash
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = ParseSquareError>
        + Send
        + Sync
        + 'static
{
}

/// What a generic program may do with a game's piece: copy, compare and
/// hash it, and read and write its letter. Every type with those traits has
/// it.
pub trait GamePiece:
    Copy
    + Eq
    + Hash
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParsePieceError>
    + Send
    + Sync
    + 'static
{
}

impl<T> GamePiece for T where
    T: Copy
        + Eq
        + Hash
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = ParsePieceError>
        + Send
        + Sync
        + 'static
{
}
/// A [`Game`] played with pieces on squares, as every game of this
/// workspace is: its square and piece types, what stands where, a setup
/// edited through [`GameSetup`], a position error that gives its
/// problems back through [`PositionProblems`], and its move text as values
/// ([`MoveNotation`]). With it one generic function serves all four games:
///
/// ```
/// use variant_core::{BoardGame, GameSetup, PositionProblems};
/// /// Puts the piece `letter` on `square` of the position `text`: the legal
/// /// moves then, or the problems the game finds.
/// fn with_piece<G: BoardGame>(
///     text: &str,
///     square: &str,
///     letter: &str,
/// ) -> Result<Result<usize, Vec<String>>, Box<dyn std::error::Error>> {
///     let mut setup: G::Setup = text.parse()?;
///     setup.put(square.parse()?, letter.parse()?);
///     Ok(match G::from_setup(setup, G::Rules::default()) {
///         Ok(position) => Ok(position.count_legal_moves()),
///         Err(error) => Err(error.problems().iter().map(|p| p.to_string()).collect()),
///     })
/// }
/// ```
///
/// The four game crates implement it; a game without squares (the engine's
/// test games) implements [`Game`] alone.
pub trait BoardGame:
    Game<
    Setup: GameSetup<Square = Self::Square, Piece = Self::Piece>,
    PositionError: PositionProblems<Setup = Self::Setup>,
>
{
    /// A square (the crate's `Square`); `Display` and `FromStr` are its
    /// position-text form (`g8`, `2g8`), `Debug` the same text.
    type Square: GameSquare;

    /// A piece (the crate's `Piece`); `Display` and `FromStr` are its
    /// position-text letter (`K` for the first side, `k` for the second).
    type Piece: GamePiece;

    /// Move text as a value (the crate's `MoveText`): any text
    /// [`parse_move`](Game::parse_move) reads; written for a move, the
    /// canonical text of [`format_move`](Game::format_move).
    type MoveText: MoveNotation<Self>;

    /// The game's standard notation as a value (the crate's `San`): what
    /// [`san`](Game::san) writes. Standard Algebraic Notation in Grant
    /// Acedrex; in the other games their canonical text (`San` is
    /// `MoveText` there).
    type San: MoveNotation<Self>;

    /// What stands on `square`.
    #[must_use]
    fn piece_at(&self, square: Self::Square) -> Option<Self::Piece>;
}
