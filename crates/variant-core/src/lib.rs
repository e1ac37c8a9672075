//! # variant-core
//!
//! The shared vocabulary and generic machinery of the `chess-variants`
//! workspace. It knows no particular game; each game crate implements
//! [`Game`] and gets the rest for free.
//!
//! * [`Color`] and [`Outcome`] (with [`WinReason`] and [`DrawReason`]).
//! * Geometry: [`BoardShape`], [`Coord2`] and [`Coord3`] with the square text
//!   forms `g8`, `l12` and leveled `2g8`, [`Offset`] and step tables.
//! * [`SquareSet`]: fixed-width bit sets for boards of up to 320 squares.
//! * The [`Game`] trait, its errors ([`ParsePositionError`],
//!   [`ParseMoveError`], [`IllegalMove`]) and rule options ([`RuleSet`],
//!   [`Repetition`]).
//! * Generic tools: [`perft`], [`divide`], [`random_playout`],
//!   a small alpha-beta [`search`](search::search), deterministic [`zobrist`] keys, [`RepetitionHistory`], and with the
//!   `testkit` feature the [`testkit`] conformance checks.
//!
//! ```
//! use variant_core::{Coord3, SquareSet288, BoardShape};
//! let board = BoardShape::new(12, 8, 3);
//! let king = Coord3::parse("2g8", 12, 8, 3)?;
//! let mut occupied = SquareSet288::EMPTY;
//! occupied.insert(board.index3(king));
//! assert_eq!(occupied.iter().map(|i| board.coord3(i).to_string()).collect::<Vec<_>>(), ["2g8"]);
//! # Ok::<(), variant_core::ParseSquareError>(())
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod color;
pub mod coord;
mod error;
mod game;
mod outcome;
mod perft;
mod random;
mod repetition;
pub mod rules;
pub mod search;
mod squareset;
#[cfg(feature = "svg")]
pub mod svg;
#[cfg(feature = "testkit")]
pub mod testkit;
mod view;
pub mod zobrist;

pub use color::Color;
pub use coord::{BoardShape, Coord2, Coord3, Offset, ParseSquareError};
pub use error::{IllegalMove, MoveErrorKind, ParseMoveError, ParsePositionError};
pub use game::Game;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{divide, perft};
pub use random::{random_playout, Playout, Rng};
pub use repetition::RepetitionHistory;
pub use rules::{Repetition, RuleError, RuleSet};
pub use squareset::{SquareSet, SquareSet144, SquareSet288, SquareSet64, Squares};
pub use view::BoardView;

/// Re-exported so game crates name one fixed-capacity vector type.
pub use arrayvec::ArrayVec;
