//! Plays a short game of Baroque chess, printing each move, then the final
//! diagram and outcome. Run with `cargo run --example baroque`.

use baroque_chess::Position;
use variant_core::{Game, Rng};

fn main() {
    let mut position = Position::default();
    println!("{}\n", variant_core::diagram::text_diagram(&position));
    // A few scripted opening moves, then seeded random ones.
    let scripted = ["d2-d4", "e7-e5", "d4-d5", "e5-e4"];
    for text in scripted {
        let mv = position
            .play_text(text)
            .expect("the scripted moves are legal");
        println!("{}", position.format_move(&mv));
    }
    let mut rng = Rng::new(2024);
    for _ in 0..36 {
        let moves = position.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        // Prefer captures, so that the game shows some.
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
        let mv = if captures.is_empty() {
            moves[rng.below(moves.len())]
        } else {
            *captures[rng.below(captures.len())]
        };
        println!("{}", position.format_move(&mv));
        position.play_unchecked(&mv);
    }
    println!("\n{}", variant_core::diagram::text_diagram(&position));
    println!("position: {position}");
    match position.outcome() {
        Some(outcome) => println!("outcome: {outcome}"),
        None => println!("outcome: ongoing"),
    }
}
