// The README links `[rules]` to the repository's `docs/rules/grant-acedrex.md`;
// in rustdoc the first definition of a link label wins, so this one sends
// the same link to the module that holds that page.
#![doc = "[rules]: crate::rules_reference"]
#![doc = include_str!("../README.md")]
//!
//! ## The start position
//!
//! The start position (made by `variants show grant-acedrex --svg FILE`; the same
//! drawing is `variant_core::svg::render_svg`, feature `svg`):
//!
#![doc = include_str!("../docs/start.svg")]
//!
//! ## Board and pieces
//!
//! A 12×12 board, files `a`..`l`, ranks `1`..`12`; White moves first, toward
//! rank 12. Both back ranks read, from `a` to `l`, Rook, Lion, Unicorn,
//! Giraffe, Crocodile, Aanca, King, Crocodile, Giraffe, Unicorn, Lion, Rook
//! (not mirrored, so the kings face each other on g1/g12); pawns stand on
//! ranks 4 and 9.
//!
//! * **King** `K`: one step in any direction. On its *first move only* it may
//!   instead leap exactly two squares in a straight line (orthogonal or
//!   diagonal), over the square between whatever stands there. The leap may
//!   not capture, may not be made in check, may not pass over a square the
//!   opponent attacks (as castling in chess: an own piece there that the
//!   opponent attacks blocks it too), and like every move may not end in
//!   check — each restriction, and the eight directions, is a rule option.
//!   The right is lost with any king move; it is stored in the position, so
//!   a king holding it may leap from wherever it stands.
//! * **Aanca** `A` (t\[FR\]): one diagonal step; if that square is empty, it may
//!   go on sliding orthogonally *outward* (after the step (dx,dy), along (dx,0)
//!   or (0,dy)). It may stop or capture on the diagonal square or anywhere on
//!   the slide. 40 squares from f6 on an empty board. (Ludii lets it jump an
//!   enemy on the diagonal square too: the `aanca` option.)
//! * **Unicorn** `U` (t\[NB\]): a knight leap (over anything); if the knight
//!   square is empty, it may go on sliding diagonally outward (for the leap
//!   (a,b), in direction (sign a, sign b)): e5→g6→h7→i8…. 36 squares from f6.
//! * **Lion** `L`: leaps (3,0) and (3,1) in every direction (12 targets).
//! * **Giraffe** `G`: leaps (3,2) (8 targets).
//! * **Crocodile** `C`: the chess bishop. **Rook** `R`: the chess rook (no castling).
//! * **Pawn** `P`: one step forward to an empty square, captures one step
//!   diagonally forward; no double step, no en passant. On the last rank it
//!   becomes the piece of its file's initial array (a, l rook; b, k lion; c, j
//!   unicorn; d, i giraffe; e, h crocodile; f aanca) and on the king's file g an
//!   aanca.
//!
//! ## End of the game
//!
//! A move may not leave one's own king attacked. In order of judgement:
//! a **bare king** (a side with nothing but its king while the other has more)
//! loses at once, two bare kings draw; then **checkmate** loses; **stalemate**
//! loses too (by default); then the optional no-progress, repetition and
//! ply-limit draws. A decided position has no legal moves.
//!
//! ## Rule options ([`Rules`]; presets [`Rules::cazaux_musser`] = default, [`Rules::murray`], [`Rules::cazaux_cvp`], [`Rules::ludii`], [`Rules::fairymax`])
//!
//! * `king_leap_can_capture` (false): the leap may capture, and then it also
//!   attacks (gives check).
//! * `king_leap_out_of_check` (false): the leap may be made while in check.
//! * `king_leap_over_attacked` (false): the leap may pass over an attacked square.
//! * `king_leap_directions`: `All` (default, the eight lines), `Forward` (N,
//!   NE, NW for White, S, SE, SW for Black: Ludii) or `ForwardAndSideways`
//!   (those and E, W: Fairy-Max's definition). A capturing leap attacks only
//!   in the allowed directions.
//! * `stalemate`: `Loss` (default), `Draw`, or `Pass` (Ludii): the stalemated
//!   side's one legal move is `pass` ([`Move::pass`]), which changes only the
//!   side to move and the counters; when the opponent would then have no
//!   move either (both stalemated) the game is drawn at once (`stalemate`).
//! * `bare_king`: `Loss` (default); `CounterBareDraws` (the bared side, to
//!   move, may capture the opponent's last man for a draw by both bare; any
//!   other move loses); `Off` (no effect; two bare kings play on).
//! * `repetition`: `None` (default) or `ThreefoldDraw` (the same placement,
//!   side to move and leap rights for the third time since the position the
//!   game started from).
//! * `no_progress_limit`: `None` (default) or a number of plies of the
//!   halfmove clock (reset by captures and pawn moves, not by the leap).
//! * `ply_limit`: `None` (default) or a number of plies since the game's
//!   start, counted from the fullmove number and side to move
//!   ([`Position::plies_played`]); drawn (`ply limit`) when reached, unless
//!   the last ply mated (Ludii: 2500).
//! * `pawn_double_step` (false): a non-capturing double step from rank 4 / 9.
//! * `lion`: `ThreeLeaperAndCamel` (default) or `ThreeLeaper` (Murray).
//! * `giraffe`: `Zebra` (default) or `FourOne` (Murray).
//! * `unicorn`: `KnightThenDiagonal` (default) or `Murray` (first move a
//!   non-capturing knight move, afterwards a bishop; an unmoved one attacks
//!   nothing).
//! * `aanca`: `BlockedByAny` (default: any piece on the diagonal square stops
//!   it there) or `PassesEnemy` (Ludii: an enemy there may be captured or
//!   jumped, the slide starting from that square; an own piece still
//!   blocks). Attacks, and so check, follow the same rule.
//! * `king_file`: `G` (default) or `F` (Murray's array: king f, aanca g; the f-
//!   and g-pawns still promote to aancas).
//!
//! ## Presets: who reads the rules which way
//!
//! | option | `cazaux_musser` (default) | `murray` | `cazaux_cvp` | `ludii` | `fairymax` |
//! |---|---|---|---|---|---|
//! | `lion` | ThreeLeaperAndCamel | ThreeLeaper | = | ThreeLeaper | = |
//! | `giraffe` | Zebra | FourOne | = | = | = |
//! | `unicorn` | KnightThenDiagonal | Murray | = | = | = |
//! | `aanca` | BlockedByAny | = | = | PassesEnemy | = |
//! | `king_file` | G | F | = | = | = |
//! | `pawn_double_step` | false | = | true | = | = |
//! | `king_leap_directions` | All | = | = | Forward | ForwardAndSideways |
//! | `king_leap_can_capture` | false | = | = | true | = |
//! | `king_leap_out_of_check` | false | = | = | true | true |
//! | `king_leap_over_attacked` | false | = | = | true | true |
//! | `stalemate` | Loss | = | = | Pass | Draw |
//! | `bare_king` | Loss | = | = | Off | Off |
//! | `repetition` | None | = | = | = | = (see below) |
//! | `no_progress_limit` | none | = | = | = | 100 |
//! | `ply_limit` | none | = | = | 2500 | = |
//!
//! (`=`: as the default.) `cazaux_musser` is Cazaux and Musser's reconstruction, the
//! crate's default; `murray` is H. J. R. Murray's reading; `cazaux_cvp` is
//! Cazaux's chessvariants.com page. `ludii` is the Ludii system's
//! `Grande Acedrex.lud` (ruleset "Alfonso X (Described)", read with its
//! engine's code: a side without a move passes, two passes in a row draw,
//! a game stops after 1250 turns each); its two stored random games replay
//! under it with Ludii's legal-move count at every ply. `fairymax` is
//! H. G. Muller's Fairy-Max 5.0b, its `grande-acedrex` definition in
//! `fmax.ini` and the claims the engine makes; its legal moves equal ours
//! under the preset in every position compared. So a game or engine of
//! either program can be refereed under its own reading.
//!
//! Two points of those readings are not options:
//!
//! * Ludii plays both passes of a double stalemate and then draws; the
//!   `Pass` rule draws before the first (the position cannot record that the
//!   previous ply was a pass, and need not: a pass answered by a pass
//!   happens exactly when both sides are stalemated). Same result, two plies
//!   sooner.
//! * Fairy-Max's repetition draw compares which pieces have ever moved, and
//!   only within the last 100 plies, not counting the position it was given;
//!   a position cannot record that, so the preset has no repetition rule and
//!   a referee follows Fairy-Max's with [`FairyMaxRepetition`], asking it
//!   after every ply before the position's outcome (Fairy-Max judges
//!   repetition first). Its 50-move rule is `no_progress_limit=100` only
//!   while its `Claim draw after` option keeps its default of 50.
//!
//! ## Dice
//!
//! Alfonso's eight-sided die picks the kind that must move (8 King, 7 Aanca,
//! 6 Unicorn, 5 Rook, 4 Lion, 3 Crocodile, 2 Giraffe, 1 Pawn). The library
//! stays deterministic: [`Position::movable_kinds`] lists the kinds that can
//! move, [`Position::legal_moves_of_kind`] the moves of one kind, and
//! [`PieceKind::from_die`] maps a face; the caller rolls (see
//! [`Position::movable_kinds`] for an example). Mate and stalemate are judged
//! on all legal moves.
//!
//! ## Notation
//!
//! Position text (read into a [`Setup`] with the shared grammar of
//! [`variant_core::text`]): placement (ranks 12→1, `/`-separated, runs of
//! empty squares as decimal numbers, upper case White), side `w`/`b`, leap
//! rights (`Kk`, `K`, `k`, `-`), halfmove clock, fullmove number (both
//! counters, or the fullmove number alone, may be omitted; they are plain
//! digits). Under the Murray unicorn a sixth field, after both counters,
//! lists the unmoved unicorns (`c1,j1,c12,j12` or `-`); when absent, unicorns
//! on their own initial squares count as unmoved. Move text: coordinates
//! `g1-g3`, `e5xi9`, `e11-e12=C` (canonical) or SAN `Ud3`, `Uxi9`, `e5`,
//! `dxe5`, `e12=C`, with `+`/`#` optional; `pass` for the pass. Move text is
//! a value that parses without a position and resolves against one
//! ([`to_move`](variant_core::MoveNotation::to_move)): [`MoveText`] reads
//! every form, [`San`] SAN alone.
//!
//! ## Choices where the rules are silent
//!
//! * With `king_leap_can_capture`, a king holding the leap right attacks the
//!   eight squares two steps away in straight lines whatever else holds (its
//!   own check state, the squares between).
//! * With `bare_king = Off`, two bare kings play on (only the draw options end
//!   such a game).
//! * A sixth position-text field is accepted but ignored without the Murray
//!   unicorn; with it, every listed square must hold a unicorn (of either
//!   side). Positions write it exactly under the Murray unicorn.
//! * SAN requires `x` exactly on captures, like coordinate text; SAN output
//!   ([`Position::san`]) appends `+` for check and `#` for checkmate.
//! * Position text may hold any number of pieces per side (only the
//!   [`Problem`]s are errors); [`MAX_MOVES`] bounds the moves of any such
//!   text, and a [`MoveList`] keeps [`INLINE_MOVES`] of them on the stack,
//!   more than a game's positions have. A fullmove number of 0 is a problem (text refuses it as syntax).
//! * Under the Murray unicorn the unmoved unicorns are part of the state
//!   (compared and hashed), but not of repetitions: the repetition rule
//!   compares placement, side to move and leap rights only, as specified.
//! * [`Position::movable_kinds`] lists kinds in die order, King (8) first.
//! * The pass is a king "move" from its square to the same square
//!   ([`Move::pass`]): the dice API counts it among the king's moves. It
//!   advances the halfmove clock (it is no capture or pawn move) and, after
//!   Black, the fullmove number; under `repetition` the position after it
//!   is recorded like any other.
//! * `ply_limit` reads the plies from the counters, so position text with a
//!   fullmove number starts the count there (`w` at move 1251 is ply 2500).
//!   Checkmate and stalemate (as a loss or a draw) are judged before it, as
//!   Ludii judges its end rules before its turn limit.
//!
//! ## Using the crate
//!
//! A [`Position`] is always valid. Build it from the rules
//! ([`Game::start`](variant_core::Game::start)), from position text
//! (`parse`, or [`Game::from_text`](variant_core::Game::from_text) for other
//! rules), or from a [`Setup`], plain data that
//! [`Game::from_setup`](variant_core::Game::from_setup) checks, reporting
//! every [`Problem`] at once and giving the setup back.
//! [`Game::to_setup`](variant_core::Game::to_setup) goes the other way.
//! Moves come from [`Game::legal_moves`](variant_core::Game::legal_moves)
//! (into a [`MoveList`]) or from move text
//! ([`Game::parse_move`](variant_core::Game::parse_move)); `play` checks a
//! move, `play_unchecked` trusts it. The generic tools
//! ([`perft`](variant_core::perft), [`divide`](variant_core::divide), the
//! text diagram) take any position; everything is in the
//! [`prelude`], and variant-core is re-exported as [`variant_core`].
//!
//! ```
//! use grant_acedrex::prelude::*;
//! use grant_acedrex::variant_core::perft;
//!
//! let mut position = Position::default();
//! let mut moves = MoveList::new();
//! position.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 59);
//! assert_eq!(perft(&position, 2), 3481);
//! position.play_text("g1-g3")?; // the king's leap
//! assert_eq!(position.to_string(),
//!     "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/6K5/12/RLUGCA1CGULR b k 1 1");
//! let reply = position.parse_move("Ud10")?; // SAN or coordinates
//! assert_eq!(position.format_move(&reply), "c12-d10");
//! position.play(&reply)?;
//!
//! // The rules reference's empty-board figure: an aanca on f6 has 40 moves, the king on a1 3.
//! let p: Position = "9p1k/12/12/12/12/12/5A6/12/12/12/12/K11 w - 0 1".parse()?;
//! assert_eq!(perft(&p, 1), 40 + 3);
//!
//! // A setup: plain data, checked as a whole.
//! let mut setup = p.to_setup();
//! setup.put("l1".parse()?, Piece::new(Color::White, PieceKind::Rook));
//! setup.put("a12".parse()?, Piece::new(Color::Black, PieceKind::King));
//! let error = Position::from_setup(setup, Rules::default()).unwrap_err();
//! assert_eq!(error.problems(), [
//!     Problem::KingCount { color: Color::Black, count: 2 },
//! ]);
//! let mut setup = error.into_setup();
//! setup.remove("l12".parse()?);
//! let q = Position::from_setup(setup, Rules::murray())?;
//! assert_eq!(q.king_square(Color::Black).to_string(), "a12");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod fairymax_repetition;
mod game;
mod movegen;
mod moves;
mod notation;
mod occupancy;
mod parse_kind_error;
mod piece;
mod position;
pub mod rules;
mod setup;
mod square;
mod view;

pub use fairymax_repetition::FairyMaxRepetition;
pub use movegen::{each_piece_reach, pawn_captures, piece_reach};
pub use moves::Move;
pub use notation::{MoveText, San};
pub use parse_kind_error::ParseKindError;
pub use piece::{Piece, PieceKind};
pub use position::{Position, SquareSet, START_TEXT, START_TEXT_MURRAY};
pub use rules::{
    Aanca, BareKing, Giraffe, KingFile, KingLeapDirections, Lion, Rules, Stalemate, Unicorn,
};
pub use setup::{Problem, Setup};
pub use square::Square;

/// The shared machinery (perft, the `Game` trait, ...), re-exported so
/// that a program depending on this crate alone reaches it.
pub use variant_core;

/// The complete rules of Grant Acedrex that this crate implements: the board, the
/// start position, every piece, the special rules, the end of the game, the
/// position and move text, and every rule option and preset with its source
/// (the repository's `docs/rules/grant-acedrex.md`).
#[doc = include_str!("../docs/rules.md")]
pub mod rules_reference {}

/// Why a [`Setup`] is not a valid position: every [`Problem`] found, and the
/// setup given back ([`PositionError::into_setup`](variant_core::PositionError::into_setup)).
pub type PositionError = variant_core::PositionError<Setup, Problem>;

/// Everything a user of this crate alone needs: the crate's types and
/// variant-core's prelude (`Game`, `Color`, `Outcome`, ...).
///
/// ```
/// use grant_acedrex::prelude::*;
/// let mut p = Position::start(Rules::murray());
/// p.play_text("Ud3")?;
/// assert_eq!(p.side_to_move(), Color::Black);
/// # Ok::<(), ParseMoveError>(())
/// ```
pub mod prelude {
    pub use crate::{
        Aanca, BareKing, FairyMaxRepetition, Giraffe, KingFile, KingLeapDirections, Lion, Move,
        MoveList, MoveText, Piece, PieceKind, Position, PositionError, Problem, Rules, San, Setup,
        Square, SquareSet, Stalemate, Unicorn, INLINE_MOVES, MAX_MOVES, START_TEXT,
    };
    pub use variant_core::prelude::*;
}

/// An upper bound on the moves (legal or pseudo-legal) of any position that
/// position text can describe, not only of positions reachable from the
/// start: the most a [`MoveList`] can hold.
///
/// No piece has more moves than on an empty board (blockers only cut paths
/// short; a capture replaces the move to the same square). On an empty 12×12
/// board the king has at most 16 (8 steps, 8 leaps) and every other piece at
/// most 40 (an aanca anywhere off the edge: 4 diagonal steps and 36 slide
/// squares; the unicorn has at most 36, the rook 22, the crocodile 21, the
/// leapers 12; checked over every square and option by the tests). A side
/// with `n` pieces also has only `144 − n` squares to go to, so it has at most
/// `16 + (n − 1) · min(40, 144 − n)` moves, greatest at `n = 104`:
/// 16 + 103 × 40 = 4136.
pub const MAX_MOVES: usize = 16 + 103 * 40;

/// How many moves a [`MoveList`] holds before it moves to the heap: 1 024.
///
/// No move adds a piece, so in a game a side has at most the 24 pieces it
/// starts with, and at most 16 + 23 × 40 = 936 moves (see [`MAX_MOVES`]).
/// Only a position set up with more pieces can need the heap.
pub const INLINE_MOVES: usize = 1024;

/// The list of moves: [`INLINE_MOVES`] on the stack (5 KiB), the rest, in a
/// position set up with more pieces than a game has, on the heap.
pub type MoveList = variant_core::SmallVec<[Move; INLINE_MOVES]>;
