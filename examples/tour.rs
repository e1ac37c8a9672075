//! A tour of all four games through the one `Game` trait: for each, the start
//! position, its number of legal moves, a few moves chosen by the built-in
//! search, and the position text afterwards.
//!
//! Run with `cargo run --release --example tour`.

use chess_variants::core::diagram::text_diagram;
use chess_variants::core::search::{search, Evaluate, Limits};
use chess_variants::core::{BoardView, Game};

/// Shows one game: the same code serves every variant.
fn visit<G: Game + Evaluate + BoardView>(title: &str, plies: usize) {
    let mut position = G::start(Default::default());
    println!("== {title} ({})", G::NAME);
    println!("{}", text_diagram(&position));
    println!("{} legal moves at the start", position.count_legal_moves());
    let mut line = Vec::new();
    for _ in 0..plies {
        // A small fixed node budget: quick, and the same moves every run.
        let limits = Limits {
            nodes: Some(3_000),
            ..Limits::default()
        };
        let Some(mv) = search(&position, limits).best_move else {
            break;
        };
        line.push(position.format_move(&mv));
        position
            .play(&mv)
            .expect("the search only returns legal moves");
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
