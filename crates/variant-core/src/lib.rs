//! # variant-core
//!
//! The shared vocabulary and generic machinery of the `chess-variants`
//! workspace. It knows no particular game; each game crate implements
//! [`Game`] and gets the rest for free.
//!
//! * [`Color`] and [`Outcome`] (with [`WinReason`] and [`DrawReason`]).
//! * Geometry: [`BoardShape`], [`Coord2`] and [`Coord3`] with the square text
//!   forms `g8`, `l12` and leveled `2g8` (refused with a [`ParseSquareError`]
//!   of a [`SquareErrorKind`]), [`Offset`] and step tables; a game's square
//!   index past its board is a [`SquareIndexError`].
//! * [`SquareSet`]: fixed-width bit sets for boards of up to 320 squares.
//! * Pieces: the [`Kind`] trait each game's `PieceKind` implements and the
//!   [`Piece`] type over it.
//! * The [`Game`] trait and, for programs over every game, [`BoardGame`],
//!   [`GameSetup`] and move text as values ([`MoveNotation`]); their errors ([`ParsePositionError`],
//!   [`PositionError`], [`ParseMoveError`] with its [`MoveErrorReason`],
//!   [`IllegalMove`]), move sinks
//!   ([`MoveSink`], [`MoveCounter`]) and rule options ([`RuleSet`],
//!   [`Repetition`], presets).
//! * What every game would otherwise write itself: the position-text grammar
//!   ([`text`]), the move counters ([`MoveCounters`]), the draw options
//!   ([`DrawRules`], [`draw_by_options`]) over a [`RepetitionHistory`] that is
//!   cheap to clone, and the text diagram ([`diagram`]) over [`BoardView`].
//! * Game records ([`record`]): PGN extended for these games, read game by
//!   game from any file and checked move by move ([`Record`], [`RecordError`],
//!   [`GameResult`]), and written back canonically.
//! * Generic tools: [`perft`] (and [`perft_threads`]), [`divide`], [`random_playout`], deterministic
//!   [`zobrist`] keys, and with the `testkit` feature the [`testkit`]
//!   conformance checks. The game-playing search is the `variant-engine`
//!   crate's.
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
//!
//! ## One naming table for every game
//!
//! Every game crate uses the same names, with the same signatures, for the
//! same things, so that a program written against one compiles against
//! another. The table is compiled: the workspace's `tests/naming_table.rs`
//! instantiates one macro-written program against each of the four game
//! crates, so a name or a signature that drifts fails the build.
//!
//! | what | name in every game crate |
//! |---|---|
//! | the position, a move, the rules | `Position`, `Move`, `Rules` |
//! | plain-data position, its check's error | `Setup`, `PositionError` (problem kinds: `Problem`) |
//! | at the crate root | `START_TEXT` (the default rules' start), `MoveList` (at most 16 KiB), `MAX_MOVES` (the most moves of any position), `SquareSet`, and `variant_core` re-exported |
//! | a square, a piece, its kind | `Square` (`Square::from_index(usize) -> Option<Square>`, `Square::index()`, `Square::parse(&str) -> Option<Square>`, `FromStr` with a [`ParseSquareError`], `Display` and `Debug` its text `e4`), `Piece` (= [`Piece<PieceKind>`], `FromStr` and `Display` its letter), `PieceKind` |
//! | building a setup | `Setup::empty()`, `Setup::start()` (the default rules' start), `Setup::start_with(&rules)` |
//! | editing a setup | `put(square, piece) -> Option<Piece>` (what stood there), `remove(square) -> Option<Piece>`, `piece_at(square) -> Option<Piece>`; public fields `board`, `turn`, `counters` |
//! | a setup or a position seen from the other side | `Setup::color_flipped()`, `Position::color_flipped()`, `Move::color_flipped()`, `Square::color_flipped()` |
//! | checking a setup | `Position::from_setup(setup, rules) -> Result<Position, PositionError>`, inherent and [`Game::from_setup`] |
//! | what stands on a square | `Position::piece_at(square) -> Option<Piece>` |
//! | where a side's pieces of a kind stand | `Position::pieces(color, kind) -> SquareSet` |
//! | where a side's pieces stand | `Position::occupied(color) -> SquareSet` |
//! | the square-set type | `SquareSet`: this crate's [`SquareSet`] for the board's size ([`SquareSet288`] Dragonchess, [`SquareSet144`] Grant Acedrex, [`SquareSet64`] Cheskers and Baroque), bit `i` = `Square::from_index(i)` |
//! | the king | `Position::king_square(color)`: `Square` where the rules keep one king a side (Dragonchess, Grant Acedrex), `Option<Square>` where a side may have none (Baroque) or several (Cheskers: `Some` only for exactly one); both convert into `Option<Square>` |
//! | a move's squares | `Move::from() -> Square`, `Move::to() -> Square` (a Baroque suicide and a Grant Acedrex pass: the origin) |
//! | what a move captures, promotes to | `Move::is_capture() -> bool`, `Move::captured_squares() -> impl Iterator<Item = Square>`, `Move::promotion() -> Option<PieceKind>` |
//! | counters | `Position::counters() -> MoveCounters`, [`Game::counters`], [`Game::halfmove_clock`], [`Game::fullmove_number`] |
//! | a king-count problem | `Problem::KingCount { color, count: usize }` (Dragonchess, Grant Acedrex, Baroque; Cheskers has no such rule) |
//! | move text as a value | `MoveText` (every text the game reads; written for a move, the canonical text) and `San` (the standard notation: Grant Acedrex's SAN, elsewhere an alias of `MoveText`), each a [`MoveNotation`]: `FromStr`, `Display`, `from_move(&position, &mv)`, `to_move(&position)` |
//! | a program over every game | `fn f<G: BoardGame>`: [`BoardGame`] (`G::Square`, `G::Piece`, `G::MoveText`, `G::San`, `piece_at`), setups through [`GameSetup`], refusals through [`PositionProblems`], move text through [`MoveNotation`], [`Game::format_move`], [`Game::san`] and [`Game::parse_move`] |
//! | everything a user of one crate needs | `use <crate>::prelude::*;`: the crate's types, this crate's [`prelude`] with [`perft`], [`divide`] and [`diagram::text_diagram`] |
//!
//! ## Features
//!
//! * `serde`: `Serialize`/`Deserialize` for the shared value types
//!   ([`Color`], [`Outcome`], [`Repetition`], [`MoveCounters`], [`Piece`]).
//! * `svg`: [`svg::render_svg`], an SVG diagram of any [`BoardView`].
//! * `testkit`: the [`testkit`] conformance checks (pulls in `proptest`).
//!
#![cfg_attr(not(feature = "svg"), doc = "[`svg::render_svg`]: crate#features")]
#![cfg_attr(not(feature = "testkit"), doc = "[`testkit`]: crate#features")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod any_square;
mod board_game;
mod color;
pub mod coord;
mod counters;
mod custom_reason;
pub mod diagram;
mod draw;
mod error;
mod excerpt;
mod game;
mod game_setup;
mod move_error_reason;
mod move_notation;
mod outcome;
mod parse_piece_error;
mod perft;
mod piece;
mod random;
pub mod record;
mod repetition;
pub mod rules;
#[cfg(feature = "serde")]
mod serde_text;
mod set_sizes;
mod sink;
mod square_error;
mod square_index_error;
mod squareset;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
pub mod svg;
#[cfg(feature = "testkit")]
#[cfg_attr(docsrs, doc(cfg(feature = "testkit")))]
pub mod testkit;
pub mod text;
mod text_error;
mod view;
pub mod zobrist;

pub use any_square::AnySquare;
pub use board_game::{BoardGame, GamePiece, GameSquare};
pub use color::Color;
pub use coord::{BoardShape, Coord2, Coord3, Offset, ParseSquareError, SquareErrorKind};
pub use counters::MoveCounters;
pub use custom_reason::CustomReason;
pub use draw::{
    counter_key, draw_by_history, draw_by_options, draw_state_key, read_clock, same_draw_state,
    DrawRules, DrawRulesMut,
};
pub use error::{
    IllegalMove, InvalidPosition, MoveErrorKind, ParseMoveError, ParsePositionError, PositionError,
    PositionProblems,
};
pub use excerpt::{Excerpt, EXCERPT_MAX};
pub use game::Game;
pub use game_setup::GameSetup;
pub use move_error_reason::MoveErrorReason;
pub use move_notation::MoveNotation;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use parse_piece_error::ParsePieceError;
pub use perft::{divide, perft, perft_by_moves, perft_threads};
pub use piece::{Kind, Piece};
pub use random::{random_playout, Playout, Rng};
pub use record::{GameResult, Record, RecordError};
pub use repetition::{
    digest_share, same_hashes, RepetitionHistory, SharedHashes, RECENT_POSITIONS,
};
pub use rules::{Preset, Repetition, RuleError, RuleErrorKind, RuleOption, RuleSet};
pub use set_sizes::sum_of_set_sizes;
pub use sink::{MoveBuffer, MoveCounter, MoveSink};
pub use square_index_error::SquareIndexError;
pub use squareset::{SquareSet, SquareSet144, SquareSet288, SquareSet64, Squares};
pub use text::TextError;
pub use view::BoardView;

/// The `serde` that [`serde_as_text!`] expands to (not part of the API).
#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde as __serde;

/// Re-exported so game crates name one fixed-capacity vector type.
pub use arrayvec::ArrayVec;

/// Re-exported so game crates name one inline-then-heap vector type: the
/// move list of a game whose every-position bound would make a fixed list
/// too big for a stack frame (see [`MoveBuffer`]).
pub use smallvec::SmallVec;

/// The core names a game crate's own `prelude` re-exports: the trait, the
/// shared value types and the generic tools ([`perft`], [`divide`], the text
/// diagram).
pub mod prelude {
    pub use crate::diagram::text_diagram;
    pub use crate::text::{TextError, TextErrorKind};
    pub use crate::{
        divide, perft, BoardGame, BoardView, Color, DrawReason, Game, GameSetup, IllegalMove, Kind,
        MoveCounter, MoveCounters, MoveErrorKind, MoveErrorReason, MoveNotation, MoveSink, Outcome,
        ParseMoveError, ParsePieceError, ParsePositionError, ParseSquareError, PositionProblems,
        Repetition, RuleError, RuleErrorKind, RuleSet, SquareErrorKind, WinReason,
    };
}
