//! What a generic program edits: the [`GameSetup`] trait every game's
//! `Setup` implements, and the macro that implements it.

use crate::{Color, GamePiece, GameSquare, MoveCounters, ParsePositionError};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// A game's plain-data position ([`Game::Setup`](crate::Game::Setup)),
/// edited through one interface in every game: what stands where, the side
/// to move and the move counters. A game's other fields (Grant Acedrex's
/// leap rights) stay its own.
///
/// Squares and pieces read and write the same text as the position text
/// (`2g8`, `K`), so a program that knows no game can build a setup from
/// strings:
///
/// ```
/// use variant_core::{Color, GameSetup, MoveCounters};
/// fn lone_kings<S: GameSetup>(white: &str, black: &str) -> Result<S, Box<dyn std::error::Error>> {
///     let mut setup = S::empty();
///     setup.put(white.parse()?, "K".parse()?);
///     setup.put(black.parse()?, "k".parse()?);
///     setup.set_side_to_move(Color::White);
///     setup.set_counters(MoveCounters::new(0, 1));
///     Ok(setup)
/// }
/// ```
///
/// Each game's crate implements it with [`game_setup_by_fields!`](crate::game_setup_by_fields).
pub trait GameSetup:
    Clone
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParsePositionError>
    + PartialEq
    + Eq
    + Hash
    + Send
    + Sync
    + 'static
{
    /// The game's square, written as in position text (`g8`, `2g8`).
    type Square: GameSquare;
    /// The game's piece, written as its position-text letter (`K`, `k`).
    type Piece: GamePiece;

    /// No pieces, the side that moves first to move, counters `0 1`.
    fn empty() -> Self;

    /// What stands on `square`.
    fn piece_at(&self, square: Self::Square) -> Option<Self::Piece>;

    /// Puts `piece` on `square`; returns what stood there.
    fn put(&mut self, square: Self::Square, piece: Self::Piece) -> Option<Self::Piece>;

    /// Empties `square`; returns what stood there.
    fn remove(&mut self, square: Self::Square) -> Option<Self::Piece>;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// Sets the side to move.
    fn set_side_to_move(&mut self, side: Color);

    /// The halfmove clock and fullmove number.
    fn counters(&self) -> MoveCounters;

    /// Sets the halfmove clock and fullmove number.
    fn set_counters(&mut self, counters: MoveCounters);
}

/// Implements [`GameSetup`] for a game's `Setup` struct through the fields
/// and methods the naming table gives every game: `board` (indexed by
/// `Square::index()`), `turn`, `counters` and `Setup::empty()`.
///
/// `game_setup_by_fields!(Setup, Square, Piece);` in the game's crate.
#[macro_export]
macro_rules! game_setup_by_fields {
    ($setup:ty, $square:ty, $piece:ty) => {
        impl $crate::GameSetup for $setup {
            type Square = $square;
            type Piece = $piece;

            fn empty() -> Self {
                <$setup>::empty()
            }

            fn piece_at(&self, square: $square) -> Option<$piece> {
                self.board[square.index()]
            }

            fn put(&mut self, square: $square, piece: $piece) -> Option<$piece> {
                self.board[square.index()].replace(piece)
            }

            fn remove(&mut self, square: $square) -> Option<$piece> {
                self.board[square.index()].take()
            }

            fn side_to_move(&self) -> $crate::Color {
                self.turn
            }

            fn set_side_to_move(&mut self, side: $crate::Color) {
                self.turn = side;
            }

            fn counters(&self) -> $crate::MoveCounters {
                self.counters
            }

            fn set_counters(&mut self, counters: $crate::MoveCounters) {
                self.counters = counters;
            }
        }
    };
}

/// Writes the board methods the naming table gives every game's `Setup`
/// (`piece_at`, `put`, `remove`, over the public field `board` indexed by
/// `Square::index()`), `Setup::start()` (the game's
/// `Setup::start_with(&Rules::default())`), its `Default` (the same
/// start), its [`GameSetup`] impl
/// ([`game_setup_by_fields!`](crate::game_setup_by_fields)) and, under the
/// calling crate's `serde` feature, serde support as its position text
/// ([`serde_as_text!`](crate::serde_as_text)).
///
/// `setup_by_fields!(Setup, Square, Piece);` in the game's crate.
#[macro_export]
macro_rules! setup_by_fields {
    ($setup:ty, $square:ty, $piece:ty) => {
        impl $setup {
            /// The start position of the default rules:
            /// [`start_with`](Self::start_with) the default `Rules`.
            #[must_use]
            pub fn start() -> Self {
                <$setup>::start_with(&Default::default())
            }

            /// The piece on `square`, if any.
            #[inline]
            #[must_use]
            pub const fn piece_at(&self, square: $square) -> Option<$piece> {
                self.board[square.index()]
            }

            /// Puts `piece` on `square`, returning what stood there.
            #[inline]
            pub fn put(&mut self, square: $square, piece: $piece) -> Option<$piece> {
                self.board[square.index()].replace(piece)
            }

            /// Empties `square`, returning what stood there.
            #[inline]
            pub fn remove(&mut self, square: $square) -> Option<$piece> {
                self.board[square.index()].take()
            }
        }

        impl Default for $setup {
            /// The start position of the default rules.
            fn default() -> Self {
                <$setup>::start()
            }
        }

        $crate::game_setup_by_fields!($setup, $square, $piece);

        #[cfg(feature = "serde")]
        $crate::serde_as_text!($setup);
    };
}
