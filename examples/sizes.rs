//! The sizes of each game's position and move, as the README's Performance
//! section reports them: `cargo run --release --example sizes`.

use std::mem::size_of;

fn main() {
    println!("game            Position  Move");
    println!(
        "dragonchess     {:>6} B  {:>2} B",
        size_of::<chess_variants::dragonchess::Position>(),
        size_of::<chess_variants::dragonchess::Move>()
    );
    println!(
        "grant-acedrex   {:>6} B  {:>2} B",
        size_of::<chess_variants::grant_acedrex::Position>(),
        size_of::<chess_variants::grant_acedrex::Move>()
    );
    println!(
        "cheskers        {:>6} B  {:>2} B",
        size_of::<chess_variants::cheskers::Position>(),
        size_of::<chess_variants::cheskers::Move>()
    );
    println!(
        "baroque         {:>6} B  {:>2} B",
        size_of::<chess_variants::baroque::Position>(),
        size_of::<chess_variants::baroque::Move>()
    );
}
