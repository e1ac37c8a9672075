//! # baroque: Baroque chess (Ultima), exact rules
//!
//! Robert Abbott's Baroque chess (1962) on an 8×8 board, as the project's
//! rules file specifies it: move generation with every capture mode, position
//! and move text, outcome, and the [`Game`](variant_core::Game) trait.
//!
//! White moves first. Both back ranks read, from a to h, **Immobilizer, Long
//! Leaper, Chameleon, King, Withdrawer, Chameleon, Long Leaper, Coordinator**,
//! with the pincers in front: `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
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
//! suicide or pincer move). Option `setup` picks the start position. See
//! [`Rules`].
//!
//! ## Choices where the rules text is silent
//!
//! * Two distinct legal moves never share `from-to`: the line from origin to
//!   destination is unique, and the captures are automatic and determined by
//!   the piece, the line and the placement. So `from-to` without a capture
//!   list parses unambiguously.
//! * Under `forbid_self_capture`, a move after which the game is drawn by the
//!   draw options leaves the opponent no move, so it is not refused.
//! * A position text must have 8 ranks of 8 squares, side `w`/`b`, and a
//!   fullmove number from 1.
//!
//! ## Example
//!
//! ```
//! use baroque_chess::{Position, Rules};
//! use variant_core::{perft, Game};
//!
//! let start = Position::default();
//! assert_eq!(perft(&start, 2), 944);
//!
//! // A white withdrawer on d4 next to a black pincer on d5.
//! let mut p: Position = "4k3/8/8/3p4/3Q4/8/8/4K3 w 0 1".parse()?;
//! let moves = p.legal_move_vec();
//! assert!(moves.iter().any(|m| p.format_move(m) == "d4-d1xd5"));
//! p.play_text("d4-d2")?; // the capture list may be omitted
//! assert_eq!(p.to_string(), "4k3/8/8/8/8/8/3Q4/4K3 b 0 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod eval;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
pub mod rules;

pub use moves::{parse_square, square_name, Move, Square};
pub use piece::{Piece, PieceKind};
pub use position::Position;
pub use rules::{LeaperCaptures, NoMoves, Rules, Setup};

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
