//! Nodes per second and depth reached by the engine in a given time, here on
//! the minichess test game (the four games join once they build on the new
//! core API):
//!
//! ```text
//! cargo run --release -p variant-engine --example bench [MILLISECONDS] [THREADS] [POSITION]
//! ```
//!
//! Compare the nodes per second with perft's on the same game: the search
//! does more per node (ordering, the table, evaluation), but not a great
//! deal more.

#[path = "../tests/common/minichess.rs"]
#[allow(dead_code)]
mod minichess;

use minichess::Mini;
use std::time::{Duration, Instant};
use variant_core::{perft, Game};
use variant_engine::{bench, Options};

fn main() {
    let mut args = std::env::args().skip(1);
    let millis = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let threads = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let position: Mini = match args.next() {
        Some(text) => match text.parse() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("bench: {e}");
                std::process::exit(2);
            }
        },
        None => "r3k2r/ppp2ppp/2n5/3N4/8/5N2/PPP2PPP/R4RK1 w"
            .parse()
            .unwrap(),
    };
    let started = Instant::now();
    let nodes = perft(&position, 3);
    let perft_nps = nodes as f64 / started.elapsed().as_secs_f64();
    println!("{} {position}", Mini::NAME);
    println!("perft 3: {nodes} nodes, {perft_nps:.0} nodes/s");
    let options = Options {
        threads,
        hash_mb: 64,
        ..Options::default()
    };
    let report = bench(&position, options, Duration::from_millis(millis));
    println!("search: {report}");
}
