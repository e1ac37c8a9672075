//! A small generic alpha-beta search over any [`Game`] with an evaluation.
//!
//! Negamax with alpha-beta pruning, iterative deepening, a transposition
//! table keyed by the zobrist hash, and move ordering (the table's move first,
//! then the game's own [hint](Evaluate::move_hint), then killer moves). It is
//! meant for playing and exploring, not for competition: deterministic for a
//! given position, seed and node limit.

use crate::{Color, Game, Outcome, Rng};
use std::time::{Duration, Instant};

/// The score of a won position at the root; a mate found `n` plies from the
/// root scores `MATE - n`.
pub const MATE: i32 = 1_000_000;

/// Scores beyond this are wins or losses, not material.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// A game's static evaluation, supplied by each game crate.
pub trait Evaluate: Game {
    /// The static worth of `color`'s forces (material and whatever else the
    /// game rewards), in hundredths of a pawn-like unit.
    fn side_score(&self, color: Color) -> i32;

    /// The value of the position for the side to move (positive is good for
    /// it): its side score minus the opponent's. Called only on undecided
    /// positions.
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        self.side_score(us) - self.side_score(!us)
    }

    /// An ordering hint for `mv`, a legal move here: higher is searched first
    /// (typically the value of what it captures). Defaults to 0.
    fn move_hint(&self, mv: &Self::Move) -> i32 {
        let _ = mv;
        0
    }
}

/// When to stop searching. The search always completes depth 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Stop after about this many nodes (deterministic).
    pub nodes: Option<u64>,
    /// Stop after about this much time (not deterministic).
    pub time: Option<Duration>,
    /// Tie-breaker among equally good root moves: the same seed gives the same
    /// choice.
    pub seed: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: 64,
            nodes: Some(200_000),
            time: None,
            seed: 0,
        }
    }
}

impl Limits {
    /// Search exactly `depth` plies with no node or time limit.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: None,
            time: None,
            seed: 0,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The best move, `None` only when the position has no legal move.
    pub best_move: Option<M>,
    /// Its score for the side to move (see [`MATE`]).
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

impl<M> SearchResult<M> {
    /// Plies to the mate this score announces (positive: the side to move
    /// mates), or `None` for a non-mate score.
    pub fn mate_in_plies(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone)]
struct Entry<M> {
    key: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

const TABLE_SIZE: usize = 1 << 16;
const MAX_PLY: usize = 128;

struct Searcher<G: Evaluate> {
    table: Vec<Option<Entry<G::Move>>>,
    killers: Vec<Option<G::Move>>,
    nodes: u64,
    limits: Limits,
    started: Instant,
    stopped: bool,
}

/// The score of a decided position for the side to move at `ply`.
fn terminal_score<G: Game>(position: &G, outcome: Outcome, ply: usize) -> i32 {
    match outcome.winner() {
        Some(w) if w == position.side_to_move() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}

impl<G: Evaluate> Searcher<G> {
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let over_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
        let over_time = self.nodes % 1024 == 0
            && self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t);
        self.stopped = over_nodes || over_time;
        self.stopped
    }

    fn ordered_moves(&self, position: &G, ply: usize, tt_move: Option<&G::Move>) -> Vec<G::Move> {
        let mut moves = position.legal_move_vec();
        let killer = self.killers.get(ply).and_then(|k| k.as_ref());
        let key = |mv: &G::Move| -> i64 {
            if Some(mv) == tt_move {
                i64::MAX
            } else if Some(mv) == killer {
                1_000_000_000
            } else {
                i64::from(position.move_hint(mv)) * 2
            }
        };
        moves.sort_by_key(|mv| std::cmp::Reverse(key(mv)));
        moves
    }

    fn negamax(&mut self, position: &G, depth: u32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if let Some(outcome) = position.outcome() {
            return terminal_score(position, outcome, ply);
        }
        if depth == 0 || ply >= MAX_PLY {
            return position.evaluate();
        }
        if ply > 0 && self.out_of_budget() {
            return 0;
        }
        let key = position.zobrist();
        let slot = (key as usize) % TABLE_SIZE;
        let mut tt_move = None;
        if let Some(entry) = &self.table[slot] {
            if entry.key == key {
                tt_move = entry.best.clone();
                if entry.depth >= depth && ply > 0 && entry.score.abs() < MATE_BOUND {
                    let usable = match entry.bound {
                        Bound::Exact => true,
                        Bound::Lower => entry.score >= beta,
                        Bound::Upper => entry.score <= alpha,
                    };
                    if usable {
                        return entry.score;
                    }
                }
            }
        }
        let original_alpha = alpha;
        let moves = self.ordered_moves(position, ply, tt_move.as_ref());
        let mut best_score = -MATE - 1;
        let mut best_move = None;
        for mv in moves {
            let mut child = position.clone();
            child.play_unchecked(&mv);
            let score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
            if self.stopped {
                return best_score.max(alpha);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv.clone());
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if ply < MAX_PLY {
                    self.killers[ply] = Some(mv);
                }
                break;
            }
        }
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Some(Entry {
            key,
            depth,
            score: best_score,
            bound,
            best: best_move,
        });
        best_score
    }

    fn root(&mut self, position: &G, depth: u32, moves: &[G::Move]) -> Option<(G::Move, i32)> {
        let mut alpha = -MATE - 1;
        let mut best = None;
        for mv in moves {
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = -self.negamax(&child, depth - 1, 1, -MATE - 1, -alpha);
            if self.stopped && depth > 1 {
                return None;
            }
            if best.is_none() || score > alpha {
                alpha = score;
                best = Some((mv.clone(), score));
            }
        }
        best
    }
}

/// Searches `position` within `limits` and returns the best move found.
///
/// Iterative deepening: each completed depth's best move is searched first at
/// the next depth; an iteration cut short by the node or time limit is
/// discarded. Mates are preferred shortest first.
pub fn search<G: Evaluate>(position: &G, limits: Limits) -> SearchResult<G::Move> {
    let mut searcher = Searcher::<G> {
        table: vec![None; TABLE_SIZE],
        killers: vec![None; MAX_PLY + 1],
        nodes: 0,
        limits,
        started: Instant::now(),
        stopped: false,
    };
    let mut moves = position.legal_move_vec();
    let mut result = SearchResult {
        best_move: None,
        score: position
            .outcome()
            .map_or(0, |o| terminal_score(position, o, 0)),
        depth: 0,
        nodes: 0,
    };
    if moves.is_empty() {
        return result;
    }
    // Seeded shuffle: the tie-break among equal moves.
    let mut rng = Rng::new(limits.seed);
    for i in (1..moves.len()).rev() {
        moves.swap(i, rng.below(i + 1));
    }
    for depth in 1..=limits.depth.max(1) {
        let Some((best, score)) = searcher.root(position, depth, &moves) else {
            break;
        };
        result.best_move = Some(best.clone());
        result.score = score;
        result.depth = depth;
        // The best move first at the next depth.
        if let Some(i) = moves.iter().position(|m| *m == best) {
            moves[..=i].rotate_right(1);
        }
        if score.abs() > MATE_BOUND || searcher.out_of_budget() {
            break;
        }
    }
    result.nodes = searcher.nodes;
    result
}
