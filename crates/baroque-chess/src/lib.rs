// The README links `[rules]` to the repository's `docs/rules/baroque.md`;
// in rustdoc the first definition of a link label wins, so this one sends
// the same link to the module that holds that page.
#![doc = "[rules]: crate::rules_reference"]
#![doc = include_str!("../README.md")]
//!
//! ## Abbott's arrangement
//!
//! White moves first. Both back ranks read, from a to h, **Immobilizer, Long
//! Leaper, Chameleon, King, Withdrawer, Chameleon, Long Leaper, Coordinator**,
//! with the pincers in front: `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`
//! (the default of option `setup`; `variants show baroque --svg FILE` draws
//! it, as `variant_core::svg::render_svg` does under feature `svg`):
#![doc = include_str!("../docs/start.svg")]
//!
//! ## The pieces and how they capture
//!
//! Every piece but the King moves like a chess queen over empty squares to an
//! empty square, except the Pincer, which moves like a rook. Only the King (and
//! a Chameleon capturing a King) moves onto an occupied square. All other
//! captures are side effects of the mover's own move, automatic, never of
//! friendly pieces, and removed together at the end of the move. In the
//! diagrams upper case is the mover's side, lower case the enemy, `o` the
//! mover's origin and `*` its destination.
//!
//! * **Pincer `P`** (rook move): after the move, each orthogonally adjacent
//!   enemy with a friendly piece (any kind, the King included) right beyond it
//!   is captured; up to 3 at once. The edge is never a partner, diagonals
//!   never sandwich, and moving between two enemies is safe.
//!   ```text
//!   . . K . .
//!   . . n . .         P moves o -> *: n (K beyond it) and b (N beyond
//!   N b * . o         it) are captured, both at once
//!   ```
//! * **King `K`**: one step any way; captures by displacement (`d1-d2xd2`).
//! * **Long Leaper `N`**: along one line it jumps enemy pieces each with an
//!   empty square right behind it (never a friendly piece, never two adjacent
//!   pieces), capturing them, and lands on any empty square after the last
//!   jumped piece before the next obstacle (option `leaper_captures`).
//!   ```text
//!   N p . r . . P     N may stop on either square after r
//!                     (capturing p and r) or on the one after p (only p)
//!   ```
//! * **Withdrawer `Q`**: starting next to an enemy and moving straight away
//!   from it along that line captures it.
//!   ```text
//!   p Q . * .         Q moves away from p (to any square): p is captured
//!   ```
//! * **Coordinator `R`**: after its move, the enemies on the two other corners
//!   of the rectangle it forms with its own King (the King's file on its
//!   rank, its file on the King's rank) are captured.
//!   ```text
//!   p . . *           R lands on *: p and q, at the corners of the
//!   . . . .           rectangle K-*, are captured
//!   K . . q
//!   ```
//! * **Immobilizer `M`**: never captures; every enemy piece on its 8
//!   neighbouring squares is frozen (cannot move). Two adjacent enemy
//!   immobilizers freeze each other.
//!   ```text
//!   p . . .
//!   . . M r           r and q are frozen; p is not
//!   . . q .
//!   ```
//! * **Chameleon `B`**: captures each enemy in that enemy's own way, all in one
//!   move: pincers by a custodian capture only after an orthogonal move,
//!   withdrawers by withdrawing, long leapers by leaping (only long leapers may
//!   be leapt), coordinators at the corners with its own King, the King by a
//!   one-step move onto it; never a chameleon. Next to an enemy immobilizer it
//!   freezes it and is frozen by it.
//!   ```text
//!   q B n * p P       B moves east: withdraws from q, leaps n, and on *
//!                     pinches p against P (an orthogonal move): 3 captures
//!   ```
//!
//! ## Freezing and suicide
//!
//! Freezing is a function of the placement: a frozen piece still freezes, is
//! still a pincer's partner and (as a King) still coordinates (option
//! `frozen_pieces_assist`). Instead of moving, a player may remove one of his
//! own frozen pieces other than the King (a *suicide*, `c4xc4`; option
//! `allow_suicide`). A piece that ends next to an enemy immobilizer still makes
//! its captures.
//!
//! ## End of the game and options
//!
//! There is no check (option `forbid_self_capture`). A side without its King
//! has lost (`king captured`); a side with no legal move on its turn loses
//! (`no legal move`; option `no_moves`). Draw options: `repetition`
//! (`ThreefoldDraw`) and `no_progress_limit` (plies since the last capture,
//! suicide or pincer move). Option `setup` picks the start arrangement
//! ([`rules::Arrangement`]). See [`Rules`] and its presets (`abbott`, the
//! default, and `wikipedia`).
//!
//! ## The API
//!
//! * [`Position`]: a valid game state. Build it from a [`Setup`] (plain data,
//!   any values) with [`Position::from_setup`], which reports every
//!   [`Problem`] at once and gives the setup back; from position text
//!   (`text.parse()`, [`Game::from_text`](variant_core::Game::from_text) with
//!   other rules; the text becomes a `Setup` first, so a syntax error and an
//!   invalid position are told apart); or with
//!   [`Game::start`](variant_core::Game::start).
//! * Moves: [`Game::legal_moves`](variant_core::Game::legal_moves) into a
//!   [`MoveList`], or any [`MoveSink`](variant_core::MoveSink);
//!   [`Game::is_legal`](variant_core::Game::is_legal),
//!   [`Game::play`](variant_core::Game::play) (validating) and move text
//!   ([`Game::parse_move`](variant_core::Game::parse_move),
//!   [`Game::format_move`](variant_core::Game::format_move)), also as a
//!   value, [`MoveText`], parsed without a position and resolved against
//!   one ([`to_move`](variant_core::MoveNotation::to_move)); the canonical
//!   text is the game's standard notation ([`San`] is [`MoveText`]).
//! * Queries: [`Position::piece_at`], [`Position::pieces`],
//!   [`Position::occupied`], [`Position::king_square`], [`Position::frozen`]
//!   (square sets are [`SquareSet`], variant-core's 64-square set, bit `i` =
//!   [`Square`] of index `i`; iterate with [`Square::in_set`]), and
//!   [`Position::color_flipped`].
//! * The generic tools of [`variant_core`] (re-exported):
//!   [`perft`](variant_core::perft), [`divide`](variant_core::divide), the
//!   text diagram [`text_diagram`](variant_core::diagram::text_diagram) over
//!   the position's [`BoardView`](variant_core::BoardView).
//!
//! ```
//! use baroque_chess::prelude::*;
//!
//! let start = Position::default();
//! assert_eq!(start.to_string(), START_TEXT);
//! assert_eq!(perft(&start, 2), 944);
//!
//! // A white withdrawer on d4 next to a black pincer on d5.
//! let mut p: Position = "4k3/8/8/3p4/3Q4/8/8/4K3 w 0 1".parse()?;
//! let moves = p.legal_move_vec();
//! assert!(moves.iter().any(|m| p.format_move(m) == "d4-d1xd5"));
//! p.play_text("d4-d2")?; // the capture list may be omitted
//! assert_eq!(p.to_string(), "4k3/8/8/8/8/8/3Q4/4K3 b 0 1");
//!
//! // Building a position from plain data: every problem is reported.
//! let mut setup = p.to_setup();
//! setup.put(Square::parse("a1").unwrap(), Piece::new(Color::Black, PieceKind::King));
//! let err = Position::from_setup(setup, Rules::default()).unwrap_err();
//! assert_eq!(err.problems(), [Problem::KingCount { color: Color::Black, count: 2 }]);
//!
//! // Rule options by name, as the CLI's `--rule setup=Rotated`.
//! let mut rules = Rules::default();
//! rules.set_option("setup", "Rotated")?;
//! assert_eq!(perft(&Position::start(rules), 1), 32);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Choices where the rules text is silent
//!
//! * Two distinct legal moves never share `from-to`: the line from origin to
//!   destination is unique, and the captures are automatic and determined by
//!   the piece, the line and the placement. So `from-to` without a capture
//!   list parses unambiguously.
//! * Under `forbid_self_capture`, a move after which the game is drawn by the
//!   draw options leaves the opponent no move, so it is not refused.
//! * Position text follows the grammar shared by every game of the workspace
//!   ([`variant_core::text`]): 8 ranks of 8 squares (a run of empty squares is
//!   one decimal number: `44` is forty-four and overfills a rank), side
//!   `w`/`b`, counters in plain digits, the fullmove number from 1.
//! * A suicide counts as a capture for [`Move::is_capture`] and the clock, but
//!   is not noisy ([`Game::is_noisy`](variant_core::Game::is_noisy)).
//! * Repetition: captures and suicides are irreversible (no earlier position
//!   can recur); a pincer move resets the halfmove clock but is reversible.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod count;
mod game;
mod leaves;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod reach;
pub mod rules;
mod sets;
mod setup;
mod square;

pub use moves::Move;
pub use notation::{MoveText, San};
pub use piece::{Piece, PieceKind};
pub use position::Position;
pub use rules::{Arrangement, LeaperCaptures, NoMoves, Rules};
pub use setup::{PositionError, Problem, Setup};
pub use square::{Square, SquareSet};

/// The shared machinery (perft, the `Game` trait, the diagram),
/// re-exported so that a program depending on this crate alone reaches it.
pub use variant_core;

/// The complete rules of Baroque chess that this crate implements: the board, the
/// start position, every piece, the special rules, the end of the game, the
/// position and move text, and every rule option and preset with its source
/// (the repository's `docs/rules/baroque.md`).
#[doc = include_str!("../docs/rules.md")]
pub mod rules_reference {}

/// The start position text of the default rules (Abbott's arrangement,
/// [`Arrangement::Abbott`]).
pub const START_TEXT: &str = Arrangement::Abbott.start_text();

/// An upper bound on the number of legal moves in any position.
///
/// Why it holds: every ordinary move ends on an empty square or captures by
/// displacement. For a given destination, in each of the 8 directions from it
/// at most one piece can reach it (the nearest own piece on that ray: pieces
/// between must all be jumped enemies), so moves to empty squares number at
/// most 8 × 64. Displacement moves go onto the enemy King (at most 8 own
/// neighbours) or are the own King's (at most 8). Suicides: at most 64.
/// 8 × 64 + 8 + 8 + 64 = 592.
pub const MAX_MOVES: usize = 592;

/// The move list type of [`Position`].
pub type MoveList = variant_core::ArrayVec<Move, MAX_MOVES>;

/// Everything a user of this crate alone needs: `use baroque_chess::prelude::*;`.
pub mod prelude {
    pub use crate::rules::{Arrangement, LeaperCaptures, NoMoves};
    pub use crate::{
        Move, MoveList, MoveText, Piece, PieceKind, Position, PositionError, Problem, Rules, San,
        Setup, Square, SquareSet, MAX_MOVES, START_TEXT,
    };
    pub use variant_core::prelude::*;
}
