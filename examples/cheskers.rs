//! Plays a short seeded random game of Cheskers from the start position,
//! printing each move and the final diagram.
//!
//! Run with `cargo run --example cheskers [SEED] [PLIES]`.

use cheskers::{Game, Position};
use variant_core::{perft, Rng};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(2026);
    let plies: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(12);

    let mut position = Position::default();
    println!(
        "Cheskers, seed {seed}: perft(2) from the start = {}",
        perft(&position, 2)
    );
    println!("{}", variant_core::diagram::text_diagram(&position));

    let mut rng = Rng::new(seed);
    for ply in 1..=plies {
        let moves = position.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[rng.below(moves.len())];
        let text = position.format_move(mv);
        let side = Position::side_name(position.side_to_move());
        position.play(mv).expect("a listed move is legal");
        println!("{ply:>3}. {side:<5} {text}");
    }

    println!();
    println!("{}", variant_core::diagram::text_diagram(&position));
    println!("position: {position}");
    match position.outcome() {
        Some(outcome) => println!("result: {}", outcome.describe(Position::side_name)),
        None => println!("result: game in progress"),
    }
}
