// The README links `[rules]` to the repository's `docs/rules/cheskers.md`;
// in rustdoc the first definition of a link label wins, so this one sends
// the same link to the module that holds that page.
#![doc = "[rules]: crate::rules_reference"]
#![doc = include_str!("../README.md")]
//!
//! ## The start position
//!
//! The start position (made by `variants show cheskers --svg FILE`; the same
//! drawing is `variant_core::svg::render_svg`, feature `svg`):
//!
#![doc = include_str!("../docs/start.svg")]
//!
//! ## The rules in brief
//!
//! * **Board**: the 32 dark squares of a chessboard (`a1` is dark). White
//!   starts on ranks 1–3, Black on ranks 6–8, and **Black moves first**.
//!   Squares are [`Square`]s indexed `0..32`; square sets ([`SquareSet`],
//!   variant-core's 64-bit set) have bit `i` for the square of index `i`.
//! * **Man** (`P`): steps one square diagonally forward to an empty square;
//!   captures by jumping a diagonally-forward adjacent enemy piece of any kind
//!   to the empty square beyond. After a jump it must keep jumping while it
//!   can (a chain; the player picks the branch; no majority rule). A man
//!   reaching the far rank, by step or jump, stops there at once and promotes
//!   to a King, Bishop or Camel: three distinct moves.
//! * **King** (`K`): a checkers king, not flying: steps and jumps like a man
//!   but in all four diagonal directions, with chains.
//! * **Bishop** (`B`): the chess bishop; captures by displacement, never
//!   compulsory.
//! * **Camel** (`C`): a (3,1) leaper with 8 targets, jumping over pieces;
//!   captures by displacement, never compulsory.
//! * **Chains**: the jumping piece's origin counts as empty; no piece is
//!   jumped twice; jumped pieces leave when the chain ends (a jump lands two
//!   squares diagonally away, so a jumped piece never stands on a landing
//!   square). A chain may revisit squares, so a king chain can end on its
//!   origin; chains differing only in their route are different moves. A
//!   chain has at most 9 jumps (see [`MAX_JUMPS`]), and it is completed even
//!   after taking the last king.
//! * **Compulsory capture** (option [`Rules::capture_rule`], see
//!   [`CaptureRule`]): `AnyCaptureSatisfies` (default: if any man or king can
//!   jump, only jump chains and bishop/camel captures are legal),
//!   `ManKingCaptureExclusive` (then only jump chains), `PieceLevel` (only a
//!   man or king that can jump must jump).
//! * **End**: a side to move without a king has lost (`no kings`); a side to
//!   move without a legal move has lost (`no legal move`); there is no check.
//!   Judged in that order, then the draw options: [`Rules::repetition`]
//!   (`None` by default, or `ThreefoldDraw`: the same placement and side to
//!   move for the third time since the first position) and
//!   [`Rules::no_progress_limit`] (`None` by default, or a number of plies the
//!   halfmove clock must reach). Reasons: `no kings`, `no legal move`,
//!   `repetition`, `no progress`. A decided position has no legal moves.
//! * **Tools**: [`Position`] implements `BoardView` (8 × 8, only the dark
//!   squares in play), for the CLI and SVG diagrams; the engine
//!   (`variant-engine`) has its evaluation.
//! * **Speed**: a [`Position`] is five 64-bit square sets, counters, rules
//!   and a one-pointer repetition history (at most 72 bytes on 64-bit
//!   targets, which a unit test keeps) and a
//!   [`Move`] 16 bytes, so copy-make is cheap; `Game::count_legal_moves`
//!   (perft's last ply) counts steps, slides and leaps with whole-set shifts
//!   and popcounts and jump chains by a counting walk, building no moves;
//!   `Game::count_leaves` (perft's deeper plies) walks the tree on the
//!   square sets alone and counts most children of the last ply as a
//!   difference from their parent.
//! * **Notation**: position text `1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 b 0 1`
//!   (placement ranks 8→1, side, halfmove clock, fullmove number incremented
//!   after White's move; the last one or two fields may be omitted), in the
//!   grammar every game of the workspace shares ([`variant_core::text`]). Moves
//!   `b6-a5`, `a1xd4` (bishop/camel capture), `c3xe5xc7` (jump chain), with a
//!   required `=K`/`=B`/`=C` on a promotion: a [`MoveText`] value, parsed
//!   without a position and resolved against one
//!   ([`to_move`](variant_core::MoveNotation::to_move)); also the game's
//!   standard notation ([`San`] is [`MoveText`]).
//!
//! ## The API
//!
//! A [`Position`] is always a valid game state under its [`Rules`]. Build
//! one from position text (`parse`, `Game::from_text`), from a [`Setup`]
//! (plain data, checked by [`Position::from_setup`], which reports every
//! [`Problem`] at once and gives the setup back), or as `Game::start`.
//! Play with `Game::play` (validating: an illegal move leaves the position
//! unchanged and says why) or `Game::play_text`; list moves with
//! `Game::legal_moves` or `Game::generate_legal` into any
//! `variant_core::MoveSink`; test one move with `Game::is_legal`.
//!
//! ```
//! use cheskers::prelude::*;
//!
//! // Text, and the moves of a position.
//! let mut pos: Position = "7k/6p1/8/8/1K6/8/8/6C1 w 0 1".parse()?;
//! let moves: Vec<String> = pos.legal_move_vec().iter().map(|m| pos.format_move(m)).collect();
//! assert_eq!(moves.len(), 7);
//! assert!(moves.contains(&"g1-d2".to_string()));
//! pos.play_text("b4-c5")?;
//! assert_eq!(pos.to_string(), "7k/6p1/8/2K5/8/8/8/6C1 b 1 2");
//!
//! // A setup: plain data, checked by `from_setup`.
//! let mut setup = pos.to_setup();
//! let g7 = Square::parse("g7").unwrap();
//! setup.remove(g7);
//! setup.put(Square::parse("a1").unwrap(), Piece::new(Color::Black, PieceKind::Man));
//! let err = Position::from_setup(setup, Rules::default()).unwrap_err();
//! assert_eq!(err.problems().len(), 1);
//! assert_eq!(err.to_string(), "invalid position: the black man on a1 stands on its promotion rank");
//!
//! // Perft, under any rules.
//! let start = Position::start(Rules::default());
//! assert_eq!(start.to_string(), START_TEXT);
//! assert_eq!(perft(&start, 2), 81);
//! let piece_level = Rules::default().with_capture_rule(CaptureRule::PieceLevel);
//! assert_eq!(perft(&Position::start(piece_level), 2), 81);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Names follow variant-core's naming table: `Position::piece_at`,
//! `Position::pieces(color, kind)` (a side's kings are `pieces(color,
//! King)`; `Position::king_square` is `Some` only for a side with exactly
//! one), `Position::occupied`, `color_flipped` on setups, positions, moves
//! and squares, `Move::from`, `Move::to`, `Move::is_capture`,
//! `Move::captured_squares`, `Move::promotion`.
//!
//! ## Choices where Golomb's description is silent
//!
//! * A position where the side **not** to move has no king (only reachable
//!   from a setup) is decided too: the side to move wins, reason `no kings`
//!   ("a side without kings is accepted (the position is decided)"). If both
//!   sides lack kings, the side to move loses.
//! * The halfmove clock is reset by any capture and any man move (so by
//!   every promotion); bishop, camel and king non-captures increase it.
//!   Those same moves are the irreversible ones for the repetition history.
//! * A setup's fullmove number 0 is a [`Problem`] (position text refuses it
//!   as a syntax error).
//! * Move equality includes the captured squares (determined by the other
//!   parts in any one position), so a move from another position is never
//!   taken for a different legal move.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod chains;
mod count;
mod game;
mod leaves;
#[cfg(feature = "serde")]
mod move_serde;
mod movegen;
mod moves;
mod notation;
mod obligation;
mod piece;
mod position;
mod reach;
mod rules;
mod sets;
mod setup;
mod square;
mod view;

pub use movegen::{MoveList, MAX_MOVES};
pub use moves::{Move, MAX_JUMPS};
pub use notation::{MoveText, San};
pub use piece::{Piece, PieceKind};
pub use position::Position;
pub use rules::{CaptureRule, Rules};
pub use setup::{PositionError, Problem, Setup, START_TEXT};
pub use square::{squares, Square, SquareSet};

/// Re-exported so that a program depending on this crate alone reaches
/// `perft` and the other shared tools.
pub use variant_core;

/// The complete rules of Cheskers that this crate implements: the board, the
/// start position, every piece, the special rules, the end of the game, the
/// position and move text, and every rule option and preset with its source
/// (the repository's `docs/rules/cheskers.md`).
#[doc = include_str!("../docs/rules.md")]
pub mod rules_reference {}
/// Re-exported for convenience: the trait with the position's main API.
pub use variant_core::Game;

/// Everything a user of this crate alone needs: `use cheskers::prelude::*;`.
pub mod prelude {
    pub use crate::{
        squares, CaptureRule, Move, MoveList, MoveText, Piece, PieceKind, Position, PositionError,
        Problem, Rules, San, Setup, Square, SquareSet, MAX_MOVES, START_TEXT,
    };
    pub use variant_core::prelude::*;
}
