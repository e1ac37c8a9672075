//! What the per-game tests ask of the engine: a position searched by the
//! baseline (level 1, the old algorithm) and by the full engine, and an
//! independent oracle (plain minimax) to compare them with.

use std::sync::atomic::AtomicBool;
use variant_engine::{baseline, Engine, Evaluate, Limits, Options};

/// What one search chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// `"baseline"` or `"engine"`.
    pub searcher: &'static str,
    /// The move, as text.
    pub best: Option<String>,
    /// Plies to mate (negative: the side to move is mated), if the score is
    /// a mate.
    pub mate: Option<i32>,
    /// The score in centipawns, if it is not a mate.
    pub cp: Option<i32>,
    /// The depth completed.
    pub depth: u32,
}

/// The baseline (`variant_engine::baseline::search`) to `depth` plies.
pub fn baseline<G: Evaluate>(p: &G, depth: u32) -> Found {
    let result = baseline::search(p, baseline::Limits::depth(depth));
    let mate = result.mate_in_plies();
    Found {
        searcher: "baseline",
        best: result.best_move.as_ref().map(|m| p.format_move(m)),
        mate,
        cp: mate.is_none().then_some(result.score),
        depth: result.depth,
    }
}

/// The full engine (level 8, one thread, a fresh table) to `depth` plies.
pub fn engine<G: Evaluate>(p: &G, depth: u32) -> Found {
    let mut engine = Engine::<G>::new(Options {
        hash_mb: 8,
        ..Options::default()
    });
    let stop = AtomicBool::new(false);
    let result = engine.search(p, &[], Limits::depth(depth), &stop, |_| {});
    Found {
        searcher: "engine",
        best: result.best_move.as_ref().map(|m| p.format_move(m)),
        mate: result.score.mate_plies(),
        cp: result.score.centipawn_value(),
        depth: result.depth,
    }
}

/// Both searches to `depth` plies.
pub fn both<G: Evaluate>(p: &G, depth: u32) -> [Found; 2] {
    [baseline(p, depth), engine(p, depth)]
}

/// A won position's minimax value: more than any material balance.
pub const WON: i32 = 1_000_000;

/// Plain negamax over every move to `depth` plies on the material balance
/// ([`Evaluate::material`]): a decided position scores `±(WON - ply)` or
/// 0. No pruning, no table, no ordering: slow, and independent of the
/// engine's search.
pub fn minimax<G: Evaluate>(p: &G, depth: u32) -> i32 {
    fn go<G: Evaluate>(p: &G, depth: u32, ply: i32) -> i32 {
        if let Some(outcome) = p.outcome() {
            return match outcome.winner() {
                Some(w) if w == p.side_to_move() => WON - ply,
                Some(_) => -(WON - ply),
                None => 0,
            };
        }
        if depth == 0 {
            let us = p.side_to_move();
            return p.material(us) - p.material(!us);
        }
        p.legal_move_vec()
            .iter()
            .map(|mv| {
                let mut child = p.clone();
                child.play_unchecked(mv);
                -go(&child, depth - 1, ply + 1)
            })
            .max()
            .unwrap_or(0)
    }
    go(p, depth, 0)
}

/// The minimax value of `p` to `depth` plies and the root moves (as text)
/// that reach it.
pub fn best_moves<G: Evaluate>(p: &G, depth: u32) -> (i32, Vec<String>) {
    let scored: Vec<(i32, String)> = p
        .legal_move_vec()
        .iter()
        .map(|mv| {
            let mut child = p.clone();
            child.play_unchecked(mv);
            // The child's value, one ply deeper, from the mover's side.
            let v = match child.outcome() {
                Some(o) if o.winner() == Some(p.side_to_move()) => WON - 1,
                Some(o) if o.winner().is_some() => -(WON - 1),
                Some(_) => 0,
                None => -minimax(&child, depth - 1),
            };
            (v, p.format_move(mv))
        })
        .collect();
    let best = scored.iter().map(|(v, _)| *v).max().unwrap_or(0);
    let moves = scored
        .into_iter()
        .filter(|(v, _)| *v == best)
        .map(|(_, m)| m)
        .collect();
    (best, moves)
}
