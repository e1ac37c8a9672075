//! # chess-variants
//!
//! Exact rules libraries for four historic chess variants, re-exported from one
//! facade crate. Each game lives in its own crate and is enabled here by a cargo
//! feature (all four are on by default):
//!
//! | feature | module | crate | game |
//! |---|---|---|---|
//! | `dragonchess` | [`dragonchess`] | `dragonchess` | Gary Gygax's Dragonchess (1985), three stacked 12×8 boards |
//! | `grant-acedrex` | [`grant_acedrex`] | `grant-acedrex` | Alfonso X's Grant Acedrex (1283), 12×12 |
//! | `cheskers` | [`cheskers`] | `cheskers` | Solomon Golomb's Cheskers (1948) |
//! | `baroque` | [`baroque`] | `baroque-chess` | Robert Abbott's Baroque chess (Ultima, 1962) |
//!
//! The shared vocabulary (sides, coordinates, square sets, the [`Game`]
//! trait, setups and their problems, the position-text grammar, outcomes,
//! perft, zobrist keys, random playouts, game records) is [`variant_core`],
//! re-exported here as [`core`]. Every game crate has the same shape and the
//! same names (see the naming table in [`core`]'s documentation) and a
//! `prelude`.
//!
//! ```
//! use chess_variants::baroque::prelude::*;
//! use chess_variants::core::perft;
//!
//! let mut position = Position::default(); // the start position
//! assert_eq!(position.legal_move_vec().len(), 32);
//! position.play_text("a2-a4")?; // validated
//! assert!(position.play_text("a2-a4").is_err()); // refused, nothing changed
//! assert_eq!(perft(&Position::default(), 2), 944);
//!
//! // A position from plain data, checked: every problem is reported at once.
//! let mut setup = Setup::empty();
//! setup.put("d4".parse()?, Piece::new(Color::White, PieceKind::Withdrawer));
//! let err = Position::from_setup(setup, Rules::default()).unwrap_err();
//! assert_eq!(err.problems(), [Problem::NoKing]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## One program for every game
//!
//! A function generic over [`core::BoardGame`] serves all four: squares and
//! pieces read and write their position text, a setup is edited through
//! [`core::GameSetup`] and a refused one gives its problems back through
//! [`core::PositionProblems`].
//!
//! ```
//! use chess_variants::core::{perft, BoardGame, Color, GameSetup, PositionProblems};
//!
//! /// Two lone kings on `squares`, White to move: its perft(2), or the
//! /// game's problems with it.
//! fn lone_kings<G: BoardGame>(squares: [&str; 2]) -> Result<u64, Vec<String>> {
//!     let mut setup = G::Setup::empty();
//!     for (square, letter) in squares.into_iter().zip(["K", "k"]) {
//!         let square: G::Square = square.parse().map_err(|e| vec![format!("{e}")])?;
//!         setup.put(square, letter.parse().map_err(|e| vec![format!("{e}")])?);
//!     }
//!     setup.set_side_to_move(Color::White);
//!     match G::from_setup(setup, G::Rules::default()) {
//!         Ok(position) => Ok(perft(&position, 2)),
//!         Err(error) => Err(error.problems().iter().map(|p| p.to_string()).collect()),
//!     }
//! }
//!
//! // Three steps out of a corner for each king in Baroque chess; five in
//! // Dragonchess, where a King on the middle board also moves up and down.
//! assert_eq!(lone_kings::<chess_variants::baroque::Position>(["a1", "h8"]), Ok(9));
//! assert_eq!(lone_kings::<chess_variants::dragonchess::Position>(["2a1", "2l8"]), Ok(25));
//! assert!(lone_kings::<chess_variants::dragonchess::Position>(["a1", "h8"]).is_err());
//! ```
//!
//! The four start positions (drawn by [`core::svg::render_svg`], feature
//! `svg`):
//!
#![doc = include_str!("../docs/images/dragonchess.svg")]
//!
#![doc = include_str!("../docs/images/grant-acedrex.svg")]
#![doc = include_str!("../docs/images/cheskers.svg")]
#![doc = include_str!("../docs/images/baroque.svg")]
//!
//! ## Features
//!
//! * `dragonchess`, `grant-acedrex`, `cheskers`, `baroque` (default): the games.
//! * `serde`: `Serialize`/`Deserialize` for the shared value types and each
//!   game's `Rules`, `Setup` and moves.
//! * `svg`: [`core::svg`], SVG diagrams of any position.
//!
//! The project's README (the `variants` command, fuzzing, performance) is on
//! the repository's front page.

#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use variant_core as core;
pub use variant_core::{Color, Game, Outcome};

#[cfg(feature = "baroque")]
pub use baroque_chess as baroque;
#[cfg(feature = "cheskers")]
pub use cheskers;
#[cfg(feature = "dragonchess")]
pub use dragonchess;
#[cfg(feature = "grant-acedrex")]
pub use grant_acedrex;
