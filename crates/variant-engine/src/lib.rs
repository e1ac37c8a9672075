//! # variant-engine
//!
//! The computer opponent of the `chess-variants` workspace: a game-playing
//! search generic over any [`variant_core::Game`] that implements
//! [`Evaluate`]. It lives in a crate of its own so that users of the rules
//! libraries never compile it.
//!
//! ```
//! # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
//! use std::sync::atomic::AtomicBool;
//! use variant_engine::{Engine, Evaluate, Info, Limits, Options, Score};
//!
//! // `Pile` (hidden here) is a tiny game: take 1 or 2 stones, and a player
//! // who cannot move loses. Its `Evaluate` only says that material is 0:
//! //
//! //     impl Evaluate for Pile {
//! //         fn material(&self, _color: Color) -> i32 { 0 }
//! //     }
//! //
//! // From 7 stones, taking one leaves a lost 6; the opponent is out of moves
//! // 5 plies on, however it plays.
//! let mut engine = Engine::<Pile>::new(Options { hash_mb: 1, ..Options::default() });
//! let stop = AtomicBool::new(false); // raise it from another thread to stop
//! let mut reports: Vec<Info<u8>> = Vec::new();
//! let result = engine.search(
//!     &Pile::new(7),
//!     &[], // the positions before this one, for repetitions
//!     Limits::depth(10),
//!     &stop,
//!     |info| reports.push(info.clone()),
//! );
//! assert_eq!(result.best_move, Some(1));
//! assert_eq!(result.score, Score::mate_in_plies(5));
//! assert_eq!(result.score.to_string(), "mate 3");
//! // One report per completed iteration, each with a legal line.
//! assert_eq!(reports.last().unwrap().depth, result.depth);
//! assert_eq!(reports.last().unwrap().pv[0], 1);
//! ```
//!
//! ## The pieces
//!
//! * [`Evaluate`]: what a game supplies: [`material`](Evaluate::material)
//!   (required; the baseline's whole evaluation), an
//!   [`evaluate`](Evaluate::evaluate) for the full engine (the material
//!   balance by default), a [`move_hint`](Evaluate::move_hint) for ordering,
//!   and the null-move switch and hook. At quiescence leaves the search
//!   asks the game's own
//!   [`has_legal_move`](variant_core::Game::has_legal_move).
//! * [`Engine`]: the table and the threads' tables, kept across moves;
//!   [`Engine::search`] takes the position, the game's recent history, the
//!   [`Limits`], a stop flag and a progress callback receiving [`Info`], and
//!   returns a [`SearchResult`] with a [`Score`].
//! * [`Options`] (table size, threads, [`Level`], move overhead), [`Limits`]
//!   and [`Clock`] with the [`TimeBudget`] derived from them.
//! * [`bench()`]: nodes per second and depth reached in a given time, to
//!   compare with perft's speed.
//! * [`format_line`]: a principal variation as move text.
//!
//! ## The search
//!
//! Iterative deepening; each iteration a principal variation search (the
//! first move with the full window, the others with a null window and a
//! re-search when they beat it) inside an aspiration window around the last
//! score (±25, doubled on each failure, opened fully past ±1000), from depth
//! 4. At the horizon a quiescence search plays the
//! [noisy moves](variant_core::Game::noisy_moves) (captures of every kind,
//! Cheskers chains, Baroque's side-effect captures, promotions), standing pat
//! on the static evaluation, or every move when the side to move is in
//! check.
//!
//! * **Move ordering**: the table's move (searched before the others are
//!   even scored), then moves with a positive hint (good captures and
//!   promotions, by hint), the two killer moves of the ply, and the rest by
//!   a history score per side, indexed by a hash of the move (moves are
//!   generic: the engine knows no squares) and updated with a bonus for the
//!   move that cut off and a malus for the quiet moves tried before it. The
//!   first six moves are picked one by one, the rest sorted once. Move
//!   lists, scores and the line are per-ply buffers allocated once per
//!   thread: an ordinary node allocates nothing and never calls
//!   `outcome()` or `legal_move_vec()`.
//! * **Extensions and reductions**: a move that gives check is searched a
//!   ply deeper (while the line is shorter than twice the iteration's
//!   depth). Late quiet moves (from the fourth, at depth 3 or more, not in
//!   or into check) are reduced by `0.5 + ln(depth) ln(moves) / 2.25` plies,
//!   a ply less in principal-variation nodes and for killers, and searched
//!   again in full if they beat alpha.
//! * **Null move**, only in games that opt in
//!   ([`Evaluate::NULL_MOVE_PRUNING`]), never in check, in a
//!   principal-variation node or twice in a row: if passing and searching
//!   `3 + depth / 4` plies shallower still beats beta, the node is cut.
//! * **Decided positions**: a node generates its legal moves; only when
//!   there are none does it ask [`outcome`](variant_core::Game::outcome),
//!   and scores a win or loss as a mate at that ply, anything else as a
//!   draw. Mate-distance pruning cuts lines that cannot beat a mate already
//!   found nearer the root, so the shortest mate is found and reported
//!   ([`Score::mate_plies`]).
//!
//! ## The transposition table
//!
//! Sized in mebibytes ([`Options::hash_mb`]), kept across searches and
//! cleared by [`Engine::new_game`]. Buckets of four 16-byte entries (one
//! cache line); each entry is two `AtomicU64`: the key XOR the data, and
//! the data, so threads share it without locks or `unsafe`, and a torn
//! entry reads as a miss. The data packs the best move as its index in the
//! legal-move list (checked against the list before use: a collision can
//! only suggest another legal move), the score (mates stored relative to the
//! node, so they stay right at any distance from the root), the static
//! evaluation, the depth, the bound and a 6-bit generation. Replacement: the
//! same position's entry is overwritten unless it is of this search, more
//! than 3 plies deeper and the new result is not exact (a missing move keeps
//! the old one); otherwise an empty entry, else the one with the lowest
//! `depth - 8 * age` (age in searches). Deep results survive while fresh;
//! stale ones make way. The quiescence search reads and writes it too,
//! unless the game turns that off ([`Evaluate::QUIESCENCE_TABLE`]: Cheskers
//! and Baroque chess, whose quiescence nodes cost less than the table's
//! cache miss).
//!
//! ## Repetition
//!
//! A position that occurs again, in the line searched or in the game history
//! passed to [`Engine::search`] (only lines since the last null move are
//! compared), scores as a draw, 0, at its first recurrence. Where the rules
//! make repetition a draw (`Repetition::ThreefoldDraw`), the third occurrence
//! is decided by the rules themselves (the position has no moves and its
//! `outcome()` says so), and scoring the second as a draw is the usual
//! shortcut: whoever could profit from the repetition can repeat again.
//! Where repetition has no effect (the default in these games), a cycle is
//! no progress: the side that is better off must find something else, and
//! the worse side may try to steer into it. Scoring it 0 stops the engine
//! from shuffling back and forth in a won position. The choice makes scores
//! depend a little on the path that reached a position, which the table
//! ignores, as every engine does.
//!
//! ## Time
//!
//! See [`Limits::time_budget`]: on a clock, `target = t / m + 3/4 i` (`m`
//! the moves to go, [`CLOCK_HORIZON`] = 40 if unknown), at most half the
//! clock; a hard stop at `3 target`, never more than 3/4 of the clock. A new
//! iteration starts only if it is predicted to end within `4/3 target` (at
//! most half the clock): its time is the last iteration's grown by the ratio
//! of the last two (between [`MIN_GROWTH`] and [`MAX_GROWTH`]), so that the
//! search does not begin an iteration only to have it cut off. A fixed time per move is used in full:
//! iterations start until it runs out, which cuts the last one. The clock and
//! stop flag are looked at every 1024 nodes. A forced move on a clock is
//! played after depth 1, and a search ends early once it has seen a mate two
//! plies deeper than its distance, unless it is [infinite](Limits::infinite).
//! [`Engine::set_thread_clock`] lets the caller measure each search's CPU
//! time.
//!
//! ## Threads
//!
//! With [`Options::threads`] above 1 the search is lazy SMP: helper threads
//! search the same root with the same algorithm and their own killers and
//! history, sharing only the table; odd-numbered helpers start one ply
//! deeper and every helper orders the root moves by a different shuffle, so
//! that they explore different parts of the tree and leave results the main
//! thread then finds in the table. The main thread alone decides when to
//! stop and which move to play. One thread with no time limit is
//! deterministic; several are not.
//!
//! ## Levels
//!
//! [`Level`]: level 1 is the old `variant_core::search` algorithm, ported
//! unchanged as a fixed baseline; levels 2 to 7 the full engine capped at
//! 1 000 to 1 024 000 nodes a move; level 8 the full engine as the limits
//! say.
//!
//! ## Per-game evaluations
//!
//! The evaluations of the four games live here, not in the rules crates (a
//! rules user never compiles them): a module per game in [`games`]
//! implementing [`Evaluate`] for that crate's `Position`, with its weights.
//! The weights are data: a table per game and preset, written by the Texel
//! tuner of [`tuning`] from self-play games (the `texel` example runs it).
//!
//! ## Features
//!
//! One cargo feature per game brings in that game's rules crate and its
//! evaluation; all four are on by default, as in the root facade:
//!
//! | feature | module | rules crate |
//! |---|---|---|
//! | `dragonchess` | [`games::dragonchess`] | `dragonchess` |
//! | `grant-acedrex` | [`games::grant_acedrex`] | `grant-acedrex` |
//! | `cheskers` | [`games::cheskers`] | `cheskers` |
//! | `baroque-chess` | [`games::baroque_chess`] | `baroque-chess` |
//!
//! With no feature the generic search still compiles, for a game of your
//! own that implements [`Evaluate`].

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod baseline;
mod bench;
mod cpu_clock;
mod engine;
mod evaluate;
pub mod games;
mod instant;
mod level_error;
mod limits;
mod memory;
mod score;
mod search;
mod tt;
pub mod tuning;

pub use bench::{bench, BenchReport};
pub use cpu_clock::ThreadClock;
pub use engine::{Engine, Info, Level, Options, SearchResult};
pub use evaluate::Evaluate;
pub use level_error::{LevelError, LevelErrorKind};
pub use limits::{Clock, Limits, TimeBudget, CLOCK_HORIZON, MAX_DEPTH, MAX_GROWTH, MIN_GROWTH};
pub use score::{Score, MAX_PLY};
pub use tt::{HashError, HashErrorKind};

use variant_core::Game;

/// The moves of `line`, played from `position`, as move text separated by
/// spaces; it stops before the first move that is not legal where it is
/// played.
///
/// ```
/// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
/// assert_eq!(variant_engine::format_line(&Pile::new(4), &[1, 2, 1, 2]), "take1 take2 take1");
/// ```
pub fn format_line<G: Game>(position: &G, line: &[G::Move]) -> String {
    let mut p = position.clone();
    let mut text = Vec::new();
    for mv in line {
        if !p.is_legal(mv) {
            break;
        }
        text.push(p.format_move(mv));
        p.play_unchecked(mv);
    }
    text.join(" ")
}
