//! A benchmark hook: how fast and how deep the engine searches a position.

use crate::{Engine, Evaluate, Limits, Options, Score};
use core::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What [`bench()`] measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchReport {
    /// The deepest completed iteration.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The time taken.
    pub time: Duration,
    /// Nodes per second.
    pub nps: u64,
    /// The best move found, in the game's notation.
    pub best_move: Option<String>,
    /// Its score.
    pub score: Score,
}

impl fmt::Display for BenchReport {
    /// `depth 9 (seldepth 21), 1234567 nodes in 1.000 s: 1234567 nodes/s; best take1 (mate 2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {} (seldepth {}), {} nodes in {:.3} s: {} nodes/s; best {} ({})",
            self.depth,
            self.seldepth,
            self.nodes,
            self.time.as_secs_f64(),
            self.nps,
            self.best_move.as_deref().unwrap_or("none"),
            self.score
        )
    }
}

/// Searches `position` for `time` with a fresh engine set up by `options`,
/// and reports the depth reached and the nodes per second: the number to
/// compare with perft's nodes per second for the same game.
///
/// ```
/// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
/// use std::time::Duration;
/// use variant_engine::{bench, Options};
/// let report = bench(&Pile::new(40), Options::default(), Duration::from_millis(20));
/// assert!(report.depth >= 1 && report.nodes > 0);
/// println!("{report}");
/// ```
pub fn bench<G: Evaluate>(position: &G, options: Options, time: Duration) -> BenchReport {
    let mut engine = Engine::<G>::new(options);
    let limits = Limits {
        movetime: Some(time),
        ..Limits::default()
    };
    let result = engine.search(position, &[], limits, &AtomicBool::new(false), |_| {});
    BenchReport {
        depth: result.depth,
        seldepth: result.seldepth,
        nodes: result.nodes,
        time: result.time,
        nps: crate::search::nps(result.nodes, result.time),
        best_move: result.best_move.as_ref().map(|m| position.format_move(m)),
        score: result.score,
    }
}
