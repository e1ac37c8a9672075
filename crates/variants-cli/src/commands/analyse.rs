//! `variants analyse GAME`: the engine's analysis of one position, with a
//! progress line per completed iteration and the best move on the last line.

use super::io_error;
use crate::games::{with_game, CliGame};
use crate::options::{number, EngineArgs, PositionArgs};
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use variant_core::Game;
use variant_engine::{format_line, Info, Limits};

/// The time `analyse` thinks when no limit is given.
pub const DEFAULT_MOVETIME_MS: u64 = 1_000;

const AFTER_HELP: &str = "\
While thinking, one line per completed iteration: `info depth D seldepth S score SCORE nodes \
N nps N time MS pv MOVES` (SCORE is `cp N` in hundredths of a pawn for the side to move, or \
`mate N`, negative when it is mated). The last line is `bestmove MOVE` in the game's move \
text. On a decided position the outcome line (as `variants outcome` prints it) comes first, \
then `bestmove (none)`. Without --depth, --movetime or --nodes it thinks for 1000 ms.

Example: variants analyse cheskers --depth 6";

/// The options of `analyse`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// The engine's settings
    #[command(flatten)]
    pub engine: EngineArgs,

    /// Search to this depth, in plies
    #[arg(long, value_name = "N", value_parser = number("--depth", 1, u64::from(variant_engine::MAX_DEPTH)), conflicts_with_all = ["movetime", "nodes"])]
    pub depth: Option<u64>,

    /// Think this many milliseconds [default: 1000]
    #[arg(long, value_name = "MS", value_parser = number("--movetime", 1, 86_400_000), conflicts_with = "nodes")]
    pub movetime: Option<u64>,

    /// Search this many nodes (deterministic with one thread)
    #[arg(long, value_name = "N", value_parser = number("--nodes", 1, u64::MAX))]
    pub nodes: Option<u64>,
}

/// Runs `analyse`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => analyse::<G>(args, out))
}

/// The limits the options give.
fn limits(args: &Args) -> Limits {
    match (args.depth, args.movetime, args.nodes) {
        (Some(d), _, _) => Limits::depth(d as u32),
        (_, _, Some(n)) => Limits::nodes(n),
        (_, ms, None) => Limits::movetime(Duration::from_millis(ms.unwrap_or(DEFAULT_MOVETIME_MS))),
    }
}

/// One progress line.
pub fn info_line<G: Game>(position: &G, info: &Info<G::Move>) -> String {
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps,
        info.time.as_millis(),
        format_line(position, &info.pv)
    )
}

fn analyse<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let position: G = args.position.position()?;
    let mut engine = args.engine.engine::<G>()?;
    if let Some(outcome) = position.outcome() {
        writeln!(out, "{}", outcome.describe(G::side_name)).map_err(io_error)?;
        return writeln!(out, "bestmove (none)").map_err(io_error);
    }
    let stop = AtomicBool::new(false);
    let mut failed = None;
    let result = engine.search(&position, &[], limits(args), &stop, |info| {
        if failed.is_some() {
            return;
        }
        let written = writeln!(out, "{}", info_line(&position, info)).and_then(|()| out.flush());
        if let Err(e) = written {
            failed = Some(e);
        }
    });
    if let Some(e) = failed {
        return Err(io_error(e));
    }
    match result.best_move {
        Some(mv) => writeln!(out, "bestmove {}", position.format_move(&mv)),
        None => writeln!(out, "bestmove (none)"),
    }
    .map_err(io_error)
}
