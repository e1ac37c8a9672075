//! Level 1, the fixed baseline: a faithful port of the search that
//! `variant_core::search::search` was in variant-core 0.2, and that search's
//! own interface, for callers that want exactly the old behaviour.
//!
//! Negamax with alpha-beta pruning and iterative deepening, no quiescence;
//! the material evaluation ([`Evaluate::material`]); a 65 536-entry table
//! always replaced and thrown away after the search; ordering by table move,
//! then the one killer of the ply, then [`Evaluate::move_hint`]; `outcome()`
//! and a `Vec` of legal moves at every node; the root moves shuffled by the
//! seed. Only two things are new, and neither changes what it plays: the
//! stop flag is read where the time limit is, and each completed iteration
//! is reported. Do not improve this module: matches are measured against it.
//!
//! [`search`] is the old function, with the old [`Limits`] and
//! [`SearchResult`] (scores as plain numbers, a mate `n` plies from the root
//! scoring [`MATE`]` - n`). [`Engine`](crate::Engine) at
//! [`Level::BASELINE`](crate::Level::BASELINE) runs the same search with the
//! engine's limits and reports.
//!
//! ```
//! # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
//! use variant_engine::baseline::{search, Limits};
//! // Take 1 or 2 stones, and whoever cannot move loses: from 4, taking one
//! // leaves the opponent a lost 3, and it is out of moves 3 plies on.
//! let result = search(&Pile::new(4), Limits::depth(10));
//! assert_eq!(result.best_move, Some(1));
//! assert_eq!(result.mate_in_plies(), Some(3));
//! ```

use crate::instant::Instant;
use crate::score::MAX_PLY as ENGINE_MAX_PLY;
use crate::search::nps;
use crate::{Evaluate, Info, Score};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::Duration;
use variant_core::{Game, Outcome, Rng};

/// The score of a won position at the root; a mate found `n` plies from the
/// root scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this are wins or losses, not material.
pub const MATE_BOUND: i32 = MATE - 1_000;

const TABLE_SIZE: usize = 1 << 16;
const MAX_PLY: usize = 128;

/// When to stop searching. The search always completes depth 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Stop after about this many nodes (deterministic).
    pub nodes: Option<u64>,
    /// Stop after about this much time (not deterministic).
    pub time: Option<Duration>,
    /// Tie-breaker among equally good root moves: the same seed gives the
    /// same choice.
    pub seed: u64,
}

impl Default for Limits {
    /// Depth 64 within 200 000 nodes, seed 0.
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

/// What the old search found.
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

/// Searches `position` within `limits` and returns the best move found,
/// exactly as `variant_core::search::search` did.
///
/// Iterative deepening: each completed depth's best move is searched first
/// at the next depth; an iteration cut short by the node or time limit is
/// discarded. Mates are preferred shortest first.
pub fn search<G: Evaluate>(position: &G, limits: Limits) -> SearchResult<G::Move> {
    let (result, score) = run(
        position,
        limits,
        &AtomicBool::new(false),
        Instant::now(),
        &mut |_| {},
    );
    SearchResult {
        best_move: result.best_move,
        score,
        depth: result.depth,
        nodes: result.nodes,
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

struct Searcher<'a, G: Evaluate> {
    table: Vec<Option<Entry<G::Move>>>,
    killers: Vec<Option<G::Move>>,
    nodes: u64,
    limits: Limits,
    started: Instant,
    stopped: bool,
    stop: &'a AtomicBool,
}

/// The old evaluation: the side to move's material minus the opponent's.
fn material_balance<G: Evaluate>(position: &G) -> i32 {
    let us = position.side_to_move();
    position.material(us) - position.material(!us)
}

/// The score of a decided position for the side to move at `ply`.
fn terminal_score<G: Game>(position: &G, outcome: Outcome, ply: usize) -> i32 {
    match outcome.winner() {
        Some(w) if w == position.side_to_move() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}

/// An old score as the engine's [`Score`].
pub(crate) fn convert(score: i32) -> Score {
    if score > MATE_BOUND {
        Score::mate_in_plies((MATE - score) as u32)
    } else if score < -MATE_BOUND {
        Score::mated_in_plies((MATE + score) as u32)
    } else {
        Score::centipawns(score)
    }
}

impl<G: Evaluate> Searcher<'_, G> {
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let over_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
        let over_time = self.nodes.is_multiple_of(1024)
            && (self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t)
                || self.stop.load(Relaxed));
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
            return material_balance(position);
        }
        if ply > 0 && self.out_of_budget() {
            return 0;
        }
        let key = position.zobrist();
        let slot = (key as usize) % TABLE_SIZE;
        let mut tt_move = None;
        if let Some(entry) = &self.table[slot] {
            if entry.key == key {
                tt_move = entry.best;
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
                best_move = Some(mv);
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
                best = Some((*mv, score));
            }
        }
        best
    }

    /// The line the table holds from `position` after `first`: each move
    /// checked legal before it is played.
    fn line(&self, position: &G, first: &G::Move, plies: u32) -> Vec<G::Move> {
        let mut line = vec![*first];
        let mut p = position.clone();
        p.play_unchecked(first);
        while line.len() < (plies as usize).min(ENGINE_MAX_PLY) {
            let key = p.zobrist();
            let Some(Some(entry)) = self.table.get((key as usize) % TABLE_SIZE) else {
                break;
            };
            match &entry.best {
                Some(mv) if entry.key == key && p.is_legal(mv) => {
                    p.play_unchecked(mv);
                    line.push(*mv);
                }
                _ => break,
            }
        }
        line
    }
}

/// Searches `position` within `limits` as the old search did, and returns
/// the result as the engine reports it, with the old score.
pub(crate) fn run<G: Evaluate>(
    position: &G,
    limits: Limits,
    stop: &AtomicBool,
    started: Instant,
    report: &mut dyn FnMut(Info<G::Move>),
) -> (crate::SearchResult<G::Move>, i32) {
    let mut searcher = Searcher::<G> {
        table: vec![None; TABLE_SIZE],
        killers: vec![None; MAX_PLY + 1],
        nodes: 0,
        limits,
        started,
        stopped: false,
        stop,
    };
    let mut moves = position.legal_move_vec();
    let mut best_move = None;
    let mut score = position
        .outcome()
        .map_or(0, |o| terminal_score(position, o, 0));
    let mut completed = 0;
    let mut pv = Vec::new();
    if !moves.is_empty() {
        // Seeded shuffle: the tie-break among equal moves.
        let mut rng = Rng::new(limits.seed);
        for i in (1..moves.len()).rev() {
            moves.swap(i, rng.below(i + 1));
        }
        for depth in 1..=limits.depth.max(1) {
            let Some((best, best_score)) = searcher.root(position, depth, &moves) else {
                break;
            };
            best_move = Some(best);
            score = best_score;
            completed = depth;
            pv = searcher.line(position, &best, depth);
            let time = started.elapsed();
            report(Info {
                depth,
                seldepth: depth,
                score: convert(score),
                nodes: searcher.nodes,
                nps: nps(searcher.nodes, time),
                time,
                hashfull: 0,
                pv: pv.clone(),
            });
            // The best move first at the next depth.
            if let Some(i) = moves.iter().position(|m| *m == best) {
                moves[..=i].rotate_right(1);
            }
            if best_score.abs() > MATE_BOUND || searcher.out_of_budget() {
                break;
            }
        }
    }
    let result = crate::SearchResult {
        best_move,
        score: convert(score),
        depth: completed,
        seldepth: completed,
        nodes: searcher.nodes,
        time: started.elapsed(),
        pv,
    };
    (result, score)
}
