// The README links `[rules]` to the repository's `docs/rules/dragonchess.md`;
// in rustdoc the first definition of a link label wins, so this one sends
// the same link to the module that holds that page.
#![doc = "[rules]: crate::rules_reference"]
#![doc = include_str!("../README.md")]
//!
//! ## The start position
//!
//! The start position (made by `variants show dragonchess --svg FILE`; the same
//! drawing is `variant_core::svg::render_svg`, feature `svg`):
//!
#![doc = include_str!("../docs/start.svg")]
//!
//! ## The three boards
//!
//! Three 12×8 boards are stacked: **level 3**, the Sky (top), **level 2**,
//! the Ground (middle) and **level 1**, the Underworld (bottom). Files `a`..`l`,
//! ranks `1`..`8`; a square is written level, file, rank: `2g8`, `1g1`, `3a7`
//! ([`Square`]). **Gold** ([`Color::White`](variant_core::Color::White)) starts
//! on ranks 1–2 of every board and moves first; **Scarlet**
//! ([`Color::Black`](variant_core::Color::Black)) on ranks 7–8. "Forward" is
//! toward rank 8 for Gold and rank 1 for Scarlet.
//!
//! ## The pieces
//!
//! Vectors are (files, ranks forward, levels up). MC = move or capture, M =
//! move only, C = capture only. A leap ignores what is between; a slide runs
//! over empty squares on one level.
//!
//! * **Sylph S** (L3, L2). On L3: (±1,+1,0) M; (0,+1,0) C; (0,0,−1) C (takes
//!   the piece directly below and lands there). On L2: M to the empty square
//!   directly above or to any empty one of its side's six starting squares on
//!   L3; it never captures from L2.
//! * **Griffon G** (L3, L2). On L3: leaps (±2,±3,0), (±3,±2,0) MC; (±1,±1,−1)
//!   MC. On L2: (±1,±1,0) MC; (±1,±1,+1) MC.
//! * **Dragon R** (L3 only). Diagonal slides and orthogonal steps MC; the
//!   **capture from afar** of an enemy piece on L2 directly below it or on
//!   one of that square's four orthogonal neighbours, the Dragon staying put.
//! * **Warrior W** (L2 only). (0,+1,0) M; (±1,+1,0) C; promoted to a Hero on
//!   reaching its last rank (the only promotion).
//! * **Oliphant O**, **Unicorn U**, **Thief T** (L2 only): rook, knight,
//!   bishop.
//! * **Hero H.** On L2: (±1,±1,0) MC, leap (±2,±2,0) MC, (±1,±1,±1) MC. On L1
//!   or L3: only (±1,±1,±1) back to L2.
//! * **Cleric C** (any level): planar king steps and (0,0,±1), MC.
//! * **Mage M.** On L2: queen slides and (0,0,±1) MC. On L1 or L3: orthogonal
//!   steps MC (option `offboard_steps_capture`), (0,0,±1) toward L2 MC, and
//!   (0,0,±2) to the other outer level MC if the L2 square between is empty.
//! * **King K.** On L2: planar king steps and (0,0,±1) MC. On L1 or L3: only
//!   (0,0,±1) back to L2 (MC, or M with `offboard_steps_capture = false`).
//! * **Paladin P.** On L2: king steps and knight leaps MC; on L1 or L3: king
//!   steps MC; anywhere the 3-D knight leaps (±2,0,±1), (0,±2,±1), (±1,0,±2),
//!   (0,±1,±2) (MC, or M with `paladin_3d_captures = false`).
//! * **Dwarf D** (L1, L2). (0,+1,0) M, (±1,0,0) M, (±1,+1,0) C; on L1 also
//!   (0,0,+1) C, on L2 (0,0,−1) M.
//! * **Basilisk B** (L1 only). (0,+1,0), (±1,+1,0) MC; (0,−1,0) M.
//! * **Elemental E** (L1, L2). On L1: orthogonal steps MC, orthogonal
//!   two-steps MC over an empty square, diagonal steps M, and the ascent
//!   (±1,0,+1), (0,±1,+1) over an empty orthogonal neighbour on L1 (capture
//!   only by default, option `elemental_ascent`). On L2: (±1,0,−1),
//!   (0,±1,−1) MC if the L1 square directly below it is empty.
//!
//! ## Special rules
//!
//! * **Freeze.** A piece on L2 is frozen while an *enemy* Basilisk stands
//!   directly below it on L1: it cannot move and attacks nothing (unless
//!   `frozen_pieces_give_check`), but still blocks and can be captured. This
//!   is a function of the position ([`Position::is_frozen`]).
//! * **Check.** A piece attacks the squares where it could capture (paths
//!   empty, M-only steps excluded, the Dragon's five squares from afar
//!   included), even if pinned. A move may not leave one's own King attacked
//!   anywhere, judged on the position after the move with freezes as they then
//!   are.
//! * **End.** Checkmate wins; stalemate draws (option `stalemate`); optional
//!   threefold-repetition and no-progress draws. No castling, no en passant.
//!
//! ## Options ([`Rules`])
//!
//! | key | default | meaning |
//! |---|---|---|
//! | `offboard_steps_capture` | `true` | the Mage's orthogonal steps on L1/L3 and the King's return to L2 may capture |
//! | `paladin_3d_captures` | `true` | the Paladin's 3-D knight leaps may capture |
//! | `elemental_ascent` | `CaptureOnly` | `MoveOrCapture` lets the ascent move to an empty square |
//! | `frozen_pieces_give_check` | `false` | frozen pieces still attack |
//! | `stalemate` | `Draw` | `Loss` for the stalemated side |
//! | `repetition` | `None` | `ThreefoldDraw`: same placement and side to move a third time |
//! | `no_progress_limit` | none | draw when the halfmove clock reaches this many plies |
//!
//! ## Notation
//!
//! Position text ([`Setup`]'s `Display`/`FromStr`, the workspace's shared
//! grammar of [`variant_core::text`]): levels 3, 2, 1 separated by `|`, each
//! as FEN ranks 8 to 1 (upper case Gold, lower case Scarlet, a run of empty
//! squares as one decimal number), then the side to move `g`/`s`, the
//! halfmove clock (plies since a capture or a Warrior move) and the fullmove
//! number; the two counters may be omitted together, or the fullmove number
//! alone. Move text: piece letter, origin, `-` or `x`, destination, `=H` for
//! a promotion: `W2c2-2c3`, `R3g1x3a7`, `S3c7x2c7`, `W2d7x2e8=H`, and the
//! capture from afar `R3f5x2f4`. Parsing also accepts the text without the
//! piece letter or without `=H`. Move text is a value, [`MoveText`]: it
//! parses without a position and resolves against one
//! ([`to_move`](variant_core::MoveNotation::to_move)). This text is also the
//! game's standard notation ([`San`] is [`MoveText`]).
//!
//! ## The API
//!
//! * [`Position`] is always a valid position; it implements
//!   [`Game`](variant_core::Game) (legal moves, `is_legal`, `play`,
//!   `outcome`, `is_check`, zobrist hash, move text).
//! * [`Setup`] is plain data (board, side to move, counters), any value
//!   allowed; [`from_setup`](variant_core::Game::from_setup) checks it and
//!   reports every [`Problem`] at once (a [`PositionError`], which gives the
//!   setup back); [`to_setup`](variant_core::Game::to_setup) goes the other
//!   way. Position text parses into a `Setup` first, so a text is refused
//!   either for its syntax (every error with its field) or for its problems.
//! * Queries follow the workspace's naming table: [`Position::piece_at`],
//!   [`Position::pieces`], [`Position::occupied`] (square sets by
//!   [`Square::index`]), [`Position::king_square`],
//!   [`Position::color_flipped`], [`Position::is_frozen`],
//!   [`Position::frozen`], [`Position::is_attacked`].
//! * [`START_TEXT`], [`MoveList`], [`INLINE_MOVES`] and [`MAX_MOVES`] are at the crate root;
//!   [`prelude`] has everything a program using this crate alone needs, and
//!   [`variant_core`] is re-exported (perft, divide, testkit).
//!
//! ```
//! use dragonchess::prelude::*;
//! use dragonchess::variant_core::perft;
//!
//! // The start position: 90 moves, 8094 two-ply sequences.
//! let start = Position::default();
//! assert_eq!(perft(&start, 1), 90);
//! assert_eq!(perft(&start, 2), 8094);
//!
//! // A position built from plain data, checked.
//! let mut setup = Setup::empty();
//! setup.put("2g1".parse()?, Piece::new(Color::White, PieceKind::King));
//! setup.put("2g8".parse()?, Piece::new(Color::Black, PieceKind::King));
//! setup.put("3g8".parse()?, Piece::new(Color::Black, PieceKind::Dragon));
//! let pos = Position::from_setup(setup, Rules::default())?;
//! assert_eq!(
//!     pos.to_string(),
//!     "6r5/12/12/12/12/12/12/12|6k5/12/12/12/12/12/12/6K5|12/12/12/12/12/12/12/12 g 0 1"
//! );
//!
//! // A Dragon on 3g8 covers 2g7 from afar: the King may not go there.
//! let texts: Vec<String> = pos.legal_move_vec().iter().map(|m| pos.format_move(m)).collect();
//! assert!(texts.contains(&"K2g1-2g2".to_string()));
//! let mut next = pos.clone();
//! next.play_text("K2g1-1g1")?;
//! assert_eq!(next.halfmove_clock(), 1);
//! assert_eq!(next.side_to_move(), Color::Black);
//!
//! // Invalid positions are refused with every problem.
//! let mut bad = Setup::empty();
//! bad.put("2a1".parse()?, Piece::new(Color::White, PieceKind::Warrior));
//! let err = Position::from_setup(bad, Rules::default()).unwrap_err();
//! assert_eq!(err.problems().len(), 2); // no King on either side
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Tools
//!
//! [`Position`] also implements [`BoardView`](variant_core::BoardView) (the
//! three levels, named `Level 3 (Sky)`, `Level 2 (Ground)`, `Level 1
//! (Underworld)`) for the text diagram
//! ([`variant_core::diagram::text_diagram`]) and SVG diagrams; the engine
//! (`variant-engine`) has its evaluation.
//!
//! ## Choices where the rules are silent
//!
//! * When a position has no legal move and is also drawn by the repetition or
//!   no-progress option, checkmate or stalemate is reported; repetition is
//!   reported before no progress when both apply.
//! * A Warrior on its own first rank is accepted (only the last rank is
//!   forbidden); it simply cannot move backward.
//! * "The side not to move in check" is judged whenever that side has
//!   exactly one King, even when the setup has other problems; a fullmove
//!   number of 0 in a setup is a problem too (the text cannot write it).
//! * Position text separates its fields by runs of ASCII white space; the
//!   counters are plain decimal numbers, the fullmove number at least 1.
//!   Move text may carry surrounding white space.
//! * Positions compare equal (and hash equally) when placement, side to move
//!   and rules agree, and so does the draw state the rules read: the
//!   halfmove clock under `no_progress_limit` (up to the limit) and the
//!   repetition history under `repetition`, as the `Game` trait asks; the
//!   placement alone is [`Game::repetition_key`](variant_core::Game::repetition_key).
//! * The repetition history restarts after every capture (of any kind) and
//!   Warrior move, the moves that reset the halfmove clock: no earlier
//!   position can occur again.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bits;
mod board;
mod game;
mod movegen;
mod moves;
mod notation;
mod occupancy;
mod piece;
mod position;
mod rules;
mod setup;
mod square;
mod view;

pub use movegen::{MoveList, INLINE_MOVES, MAX_MOVES};
pub use moves::Move;
pub use notation::{MoveText, San};
pub use piece::PieceKind;
pub use position::{Position, SquareSet, START_TEXT};
pub use rules::{ElementalAscent, Rules, Stalemate};
pub use setup::{PositionError, Problem, Setup};
pub use square::{Square, LEVEL_SIZE, SHAPE, SQUARE_COUNT};

/// The shared machinery (perft, the testkit, the text grammar, ...), for a
/// program that depends on this crate alone.
pub use variant_core;

/// The complete rules of Dragonchess that this crate implements: the board, the
/// start position, every piece, the special rules, the end of the game, the
/// position and move text, and every rule option and preset with its source
/// (the repository's `docs/rules/dragonchess.md`).
#[doc = include_str!("../docs/rules.md")]
pub mod rules_reference {}

/// A Dragonchess piece: a [`PieceKind`] and a side (Gold is
/// [`Color::White`](variant_core::Color::White), Scarlet
/// [`Color::Black`](variant_core::Color::Black)). Its letter is upper case
/// for Gold and lower case for Scarlet.
///
/// ```
/// use dragonchess::prelude::*;
/// let p = Piece::new(Color::Black, PieceKind::Dragon);
/// assert_eq!(p.letter(), 'r');
/// assert_eq!(Piece::from_letter('r'), Some(p));
/// ```
pub type Piece = variant_core::Piece<PieceKind>;

/// Everything a program using this crate alone needs:
/// `use dragonchess::prelude::*;`.
pub mod prelude {
    pub use crate::{
        ElementalAscent, Move, MoveList, MoveText, Piece, PieceKind, Position, PositionError,
        Problem, Rules, San, Setup, Square, SquareSet, Stalemate, MAX_MOVES, START_TEXT,
    };
    pub use variant_core::prelude::*;
}
