//! A tour of all four games through the one `Game` trait: for each, the start
//! position, its number of legal moves, a few moves chosen by the engine
//! (`variant-engine`), and the position text afterwards.
//!
//! Run with `cargo run --release --example tour`.

use chess_variants::core::diagram::text_diagram;
use chess_variants::core::{BoardView, Game};
use std::sync::atomic::AtomicBool;
use variant_engine::{Engine, Evaluate, Limits, Options};

/// Shows one game: the same code serves every variant.
fn visit<G: Game + Evaluate + BoardView>(title: &str, plies: usize) {
    let mut position = G::start(Default::default());
    println!("== {title} ({})", G::NAME);
    println!("{}", text_diagram(&position));
    println!("{} legal moves at the start", position.count_legal_moves());
    let mut line = Vec::new();
    let mut engine = Engine::<G>::new(Options {
        hash_mb: 4,
        ..Options::default()
    });
    for _ in 0..plies {
        // A small fixed node budget: quick, and the same moves every run.
        let stop = AtomicBool::new(false);
        let result = engine.search(&position, &[], Limits::nodes(3_000), &stop, |_| {});
        let Some(mv) = result.best_move else {
            break;
        };
        line.push(position.format_move(&mv));
        position
            .play(&mv)
            .expect("the engine only returns legal moves");
    }
    println!("the computer plays: {}", line.join(" "));
    println!("position text now: {position}");
    if let Some(outcome) = position.outcome() {
        println!("result: {}", outcome.describe(G::side_name));
    }
    println!();
}

fn main() {
    visit::<chess_variants::cheskers::Position>("Cheskers: checkers with chess pieces", 6);
    visit::<chess_variants::baroque::Position>(
        "Baroque chess: every piece captures its own way",
        4,
    );
    visit::<chess_variants::grant_acedrex::Position>("Grant Acedrex: Alfonso X's great chess", 4);
    visit::<chess_variants::dragonchess::Position>("Dragonchess: three boards", 4);
}
