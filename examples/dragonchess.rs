//! Plays a short game of Dragonchess and prints each move and the final three
//! boards: `cargo run --example dragonchess`.
//!
//! Moves are chosen by a seeded generator, preferring captures, so the game is
//! the same on every run; pass a number to change the seed.

use dragonchess::Position;
use variant_core::{Game, Rng};

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1985);
    let mut rng = Rng::new(seed);
    let mut pos = Position::default();
    println!("{}", variant_core::diagram::text_diagram(&pos));
    for ply in 0..24 {
        let moves = pos.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.below(3) != 0 {
            *captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        let text = pos.format_move(&mv);
        if ply % 2 == 0 {
            print!("{:>3}. {text:<14}", pos.fullmove_number());
        } else {
            println!("{text}");
        }
        pos.play_unchecked(&mv);
    }
    println!();
    println!();
    println!("{}", variant_core::diagram::text_diagram(&pos));
    println!("{pos}");
    match pos.outcome() {
        Some(o) => println!("{}", o.describe(Position::side_name)),
        None => println!("ongoing"),
    }
}
