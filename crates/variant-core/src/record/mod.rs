//! Game records: PGN, extended for these games, read and written for any
//! [`Game`](crate::Game).
//!
//! The format is specified in full in `docs/pgn.md` in the repository; in
//! short, a file holds any number of games, each made of:
//!
//! * **Tag pairs** `[Name "value"]`, one per line: the seven-tag roster
//!   (`Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result`);
//!   `Variant` with the game's CLI name ([`Game::NAME`](crate::Game::NAME):
//!   `dragonchess`, `grant-acedrex`, `cheskers`, `baroque`); `SetUp "1"` and
//!   `FEN` with the position text when the game does not start from the
//!   rules' start position (a `FEN` without `SetUp` is accepted); `Rules`
//!   with the non-default rule options as space-separated `KEY=VALUE` pairs,
//!   spelt as the CLI's `--rule` (a first `preset=NAME` is accepted on
//!   input); and any other tag (`TimeControl`, `Termination`, `PlyCount`,
//!   ...), kept as it is. `White` names the player of
//!   [`Color::White`](crate::Color::White): Gold in Dragonchess, and in
//!   Cheskers the side that moves *second*; `Black` the other player.
//! * **Movetext**: move numbers `12.` and `12...` as the game's
//!   [`fullmove_number`](crate::Game::fullmove_number) counts (`N.` before a
//!   move of the side that moves first in the game, `N...` before the other
//!   side's), moves in the game's move text (anything
//!   [`parse_move`](crate::Game::parse_move) accepts on input, its
//!   canonical text on output), `{comments}` and `;` comments, NAGs `$n`
//!   (and the suffixes `!`, `?`, `!!`, `??`, `!?`, `?!`, read as `$1` to
//!   `$6`), variations `( ... )`, which are **kept** (checked against the
//!   rules from the position before the move they replace, and written
//!   back), and the result token `1-0`, `0-1`, `1/2-1/2` or `*`.
//!
//! Every move is checked against the rules. When the final position is
//! decided by the rules, the result must be their verdict (`*` too is then
//! an error); when it is not, any result is kept as given (a resignation, a
//! loss on time, an agreed draw).
//!
//! The layers, each usable alone:
//!
//! * [`Reader`] splits PGN text from any [`BufRead`](std::io::BufRead) into
//!   games without loading it whole, each a [`RawGame`]: its tag pairs and
//!   movetext [`Token`]s with their [`Location`]s, syntax checked, not yet
//!   tied to a game (read its `Variant` tag to choose one).
//! * [`Record<G>`](Record): a game of `G` with its [`Tags`], start position,
//!   rules, main [`Line`] of [`Ply`]s (moves with their [`Annotation`]s and
//!   variations) and [`GameResult`]. [`Record::from_raw`] and
//!   [`Record::parse`] check a game against the rules; [`Record::write`]
//!   writes canonical text that reads back to an equal record.
//! * [`RecordError`]: the first problem, with its line, column and its
//!   [`RecordCause`]: what is wrong and what was expected there, as data
//!   (the refused move's, tag's, rule option's or position text's own error
//!   included).
//!
//! ```
//! # mod nim { include!("../../tests/record/doc_game.rs"); }
//! # use nim::*;
//! use variant_core::record::Record;
//! use variant_core::{Color, Game, GameResult};
//! let text = r#"[Event "Club night"]
//! [White "Ann"]
//! [Black "Bob"]
//! [Variant "nim"]
//! [Rules "stones=4"]
//!
//! 1. take1 {the only winning move} take2 (1... take1 2. take2 $1) 2. take1 1-0
//! "#;
//! let record = Record::<Nim>::parse(text)?;
//! assert_eq!(record.moves().count(), 3);
//! assert_eq!(record.result(), GameResult::Win(Color::White)); // the rules agree
//! assert_eq!(record.tags().get("White"), Some("Ann"));
//! assert_eq!(record.main_line().plies()[1].variations().len(), 1);
//! let written = record.write();
//! assert!(written.starts_with("[Event \"Club night\"]\n[Site \"?\"]\n"));
//! // Canonical: the number before Black's move after a comment, lines of
//! // at most 79 characters.
//! assert!(written.ends_with(
//!     "\n\n1. take1 {the only winning move} 1... take2 (1... take1 2. take2 $1) 2. take1\n1-0\n"
//! ));
//! assert_eq!(Record::<Nim>::parse(&written)?, record);
//!
//! // The first problem, with its line and column.
//! let bad = "[Variant \"nim\"]\n\n1. take1 take2 2. take3 *\n";
//! let error = Record::<Nim>::parse(bad).unwrap_err();
//! assert_eq!(error.to_string(), "3:19: illegal move `take3` at ply 3 (white's move 2): \
//!     not that many stones; expected one of the 2 legal moves of white: take1, take2");
//! // ... and its cause as data: here the move, with the game's own error.
//! use variant_core::record::{ExpectedMove, RecordCause};
//! let RecordCause::Move(problem) = error.cause() else { panic!("{error}") };
//! assert_eq!((problem.text().as_str(), problem.ply()), ("take3", 3));
//! assert!(matches!(problem.expected(), ExpectedMove::OneOf { count: 2, .. }));
//! # Ok::<(), variant_core::RecordError>(())
//! ```

mod cause;
mod error;
mod found;
mod game_record;
mod lexer;
mod line;
mod location;
mod move_number;
mod move_problem;
mod parse;
mod raw;
mod read_failure;
mod reader;
mod result;
mod syntax;
mod tags;
mod write;

pub use cause::RecordCause;
pub use error::{RecordError, RecordErrorKind};
pub use found::FoundToken;
pub use game_record::{Record, ResultError};
pub use line::{Annotation, Line, Ply};
pub use location::Location;
pub use move_number::MoveNumberMismatch;
pub use move_problem::{ExpectedMove, MoveProblem, SHOWN_MOVES};
pub use parse::{AlternativeNotation, ParseOptions};
pub use raw::{RawGame, RawTag, Token, TokenKind};
pub use read_failure::ReadFailure;
pub use reader::{Reader, MAX_LINE, MAX_TAGS, MAX_VARIATION_DEPTH};
pub use result::GameResult;
pub use syntax::SyntaxProblem;
pub use tags::{TagError, TagErrorKind, Tags, DERIVED, ROSTER};
pub use write::LINE_WIDTH;
