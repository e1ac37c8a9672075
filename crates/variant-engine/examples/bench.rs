//! Search speed on each game's start position: the engine's nodes per
//! second next to perft's, and the depth the engine completes in the time
//! given.
//!
//! ```text
//! cargo run --release -p variant-engine --example bench [GAME|all] [MILLISECONDS] [THREADS] [LEVEL]
//! ```
//!
//! Defaults: every game, 1000 ms, one thread, the full engine (level 8).
//! Perft runs from the start position at the first depth that takes at
//! least half a second (bulk counting at the last ply, as `variants perft`
//! does); the search is [`variant_engine::bench`] with a fresh 64 MiB table.
//! The search does more per node than perft (ordering, the table, the
//! evaluation, and a position copy per node instead of bulk counting), so
//! its rate is lower; the ratio is the thing to watch.

use std::time::{Duration, Instant};
use variant_core::perft;
use variant_engine::{bench, Evaluate, Level, Options};

fn run<G: Evaluate>(millis: u64, threads: usize, level: Level) {
    let start = G::start(Default::default());
    let (mut depth, mut nodes, mut seconds) = (1, 0, 0.0);
    while seconds < 0.5 && depth < 12 {
        let started = Instant::now();
        nodes = perft(&start, depth);
        seconds = started.elapsed().as_secs_f64();
        depth += 1;
    }
    let options = Options {
        threads,
        hash_mb: 64,
        level,
        ..Options::default()
    };
    let report = bench(&start, options, Duration::from_millis(millis));
    println!(
        "{:14} perft {}: {nodes:>10} nodes, {:>9.0} nodes/s | search: {report}",
        G::NAME,
        depth - 1,
        nodes as f64 / seconds,
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "all".into());
    let millis = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let threads = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(Level::MAX);
    let all = game == "all";
    let mut ran = false;
    if all || game == "dragonchess" {
        run::<dragonchess::Position>(millis, threads, level);
        ran = true;
    }
    if all || game == "grant-acedrex" {
        run::<grant_acedrex::Position>(millis, threads, level);
        ran = true;
    }
    if all || game == "cheskers" {
        run::<cheskers::Position>(millis, threads, level);
        ran = true;
    }
    if all || game == "baroque-chess" {
        run::<baroque_chess::Position>(millis, threads, level);
        ran = true;
    }
    if !ran {
        eprintln!("error: unknown game `{game}`");
        std::process::exit(2);
    }
}
