//! The engine from Python: `Position.analyse`, as `variants analyse`.

use crate::errors::VariantsError;
use crate::games::PyGame;
use crate::played::Played;
use pyo3::prelude::*;
use std::time::Duration;
use variant_engine::{Engine, HashError, Level, Limits, Options};

/// How long the engine thinks when no limit is given, as `variants analyse`.
const DEFAULT_TIME: Duration = Duration::from_millis(1_000);

/// What `analyse` is asked for.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    pub(crate) level: u8,
    pub(crate) depth: Option<u32>,
    pub(crate) nodes: Option<u64>,
    pub(crate) time: Option<f64>,
    pub(crate) hash_mb: usize,
    pub(crate) threads: usize,
    pub(crate) seed: u64,
}

impl Request {
    /// The engine's level, or the CLI's error for `--level`.
    fn level(&self) -> PyResult<Level> {
        Level::new(self.level).ok_or_else(|| {
            VariantsError::new_err(format!(
                "bad level `{}`: expected a number from 1 to {}",
                self.level,
                Level::MAX.get()
            ))
        })
    }

    /// The search limits (the integers are checked by `Position.analyse`,
    /// the time here, as the CLI checks its options). With none of depth,
    /// nodes and time, levels 2 to 7 search their node cap and levels 1 and
    /// 8 think one second (as `variants analyse`).
    fn limits(&self, level: Level) -> PyResult<Limits> {
        let movetime = match self.time {
            Some(seconds) if !(seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0) => {
                return Err(VariantsError::new_err(format!(
                    "bad time `{seconds}`: expected seconds above 0, at most 86400"
                )))
            }
            Some(seconds) => Some(Duration::from_secs_f64(seconds)),
            // A level from 2 to 7 is bounded by its node cap.
            None if self.depth.is_none() && self.nodes.is_none() && level.node_cap().is_none() => {
                Some(DEFAULT_TIME)
            }
            None => None,
        };
        Ok(Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime,
            seed: self.seed,
            ..Limits::default()
        })
    }
}

/// The engine's analysis of a position.
#[pyclass(module = "chess_variants", frozen, get_all)]
#[derive(Clone, Debug)]
pub(crate) struct Analysis {
    /// The best move as move text, or `None` in a decided position.
    best_move: Option<String>,
    /// The score as `variants analyse` prints it: `cp N` (hundredths of a
    /// pawn for the side to move) or `mate N` (negative when it is mated).
    score: String,
    /// The score in centipawns for the side to move, `None` for a mate.
    centipawns: Option<i32>,
    /// Moves to mate (negative: the side to move is mated), `None` otherwise.
    mate: Option<i32>,
    /// The principal variation, as move text.
    pv: Vec<String>,
    /// The depth of the last completed iteration, in plies.
    depth: u32,
    /// The deepest ply reached.
    seldepth: u32,
    /// Nodes searched.
    nodes: u64,
    /// Seconds spent.
    time: f64,
}

#[pymethods]
impl Analysis {
    fn __repr__(&self) -> String {
        let best = self
            .best_move
            .as_ref()
            .map_or_else(|| "None".to_string(), |m| format!("'{m}'"));
        let pv: Vec<String> = self.pv.iter().map(|m| format!("'{m}'")).collect();
        format!(
            "Analysis(best_move={best}, score='{}', pv=[{}], depth={}, nodes={})",
            self.score,
            pv.join(", "),
            self.depth,
            self.nodes
        )
    }
}

/// Analyses the position of `played` (the GIL released while searching).
pub(crate) fn analyse<G: PyGame>(
    py: Python<'_>,
    played: &Played<G>,
    request: Request,
) -> PyResult<Analysis> {
    let level = request.level()?;
    let limits = request.limits(level)?;
    let position = played.position();
    if position.outcome().is_some() {
        return Ok(Analysis {
            best_move: None,
            score: "none".to_string(),
            centipawns: None,
            mate: None,
            pv: Vec::new(),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time: 0.0,
        });
    }
    let result = crate::interrupt::interruptible(py, |stop| {
        let mut engine = Engine::<G>::try_new(Options {
            level,
            hash_mb: request.hash_mb,
            threads: request.threads,
            ..Options::default()
        })?;
        Ok(engine.search(position, &played.history(), limits, stop, |_| {}))
    })?
    .map_err(|e: HashError| VariantsError::new_err(format!("bad hash `{}`: {e}", e.mb())))?;
    let pv = variant_engine::format_line(position, &result.pv);
    Ok(Analysis {
        best_move: result.best_move.map(|mv| position.format_move(&mv)),
        score: result.score.to_string(),
        centipawns: result.score.centipawn_value(),
        mate: result
            .score
            .mate_plies()
            .map(|p| if p > 0 { (p + 1) / 2 } else { -((-p + 1) / 2) }),
        pv: pv.split_whitespace().map(str::to_string).collect(),
        depth: result.depth,
        seldepth: result.seldepth,
        nodes: result.nodes,
        time: result.time.as_secs_f64(),
    })
}
