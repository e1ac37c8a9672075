//! The sizes of each game's position, move and move list, as the README's
//! Performance section reports them: `cargo run --release --example sizes`.

use std::mem::size_of;

fn row<P, M, L>(game: &str) {
    println!(
        "{game:<15} {:>6} B  {:>2} B  {:>6} B",
        size_of::<P>(),
        size_of::<M>(),
        size_of::<L>()
    );
}

fn main() {
    println!("game            Position  Move  MoveList");
    use chess_variants::{baroque, cheskers, dragonchess, grant_acedrex};
    row::<dragonchess::Position, dragonchess::Move, dragonchess::MoveList>("dragonchess");
    row::<grant_acedrex::Position, grant_acedrex::Move, grant_acedrex::MoveList>("grant-acedrex");
    row::<cheskers::Position, cheskers::Move, cheskers::MoveList>("cheskers");
    row::<baroque::Position, baroque::Move, baroque::MoveList>("baroque");
}
