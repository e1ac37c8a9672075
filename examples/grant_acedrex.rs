//! Grant Acedrex: plays a short game from the start position, printing each
//! move in coordinate text and SAN, then shows the dice rule with a seeded
//! eight-sided die.
//!
//! Run with `cargo run --example grant_acedrex`.

use grant_acedrex::{MoveList, PieceKind, Position, Rules};
use variant_core::{perft, Game, Rng};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut position = Position::start(Rules::cazaux_musser());
    println!("{}", variant_core::diagram::text_diagram(&position));
    println!(
        "start: {} legal moves, perft(2) = {}",
        position.legal_move_vec().len(),
        perft(&position, 2)
    );

    // A short opening: the king's leap, an aanca slide, a unicorn's bent move.
    for text in [
        "g1-g3", "Uk10", "f4-f5", "Ae11", "Ad2", "i9-i8", "Ue2", "Ac10",
    ] {
        let before = position.clone();
        let mv = position.play_text(text)?;
        println!(
            "{:>3}. {:<6} {:<8} (SAN {})",
            before.fullmove_number(),
            before.side_to_move(),
            before.format_move(&mv),
            before.san(&mv)
        );
    }
    println!("\n{}", variant_core::diagram::text_diagram(&position));
    println!("{position}");

    // The dice rule: roll until the die names a kind that can move, then
    // pick one of that kind's moves.
    let mut rng = Rng::new(1283);
    for _ in 0..6 {
        let movable = position.movable_kinds();
        if movable.is_empty() {
            break;
        }
        let kind = loop {
            let face = rng.below(8) as u8 + 1;
            let kind = PieceKind::from_die(face).expect("faces 1..=8");
            print!("die {face} ({kind})");
            if movable.contains(&kind) {
                break kind;
            }
            print!(", cannot move, roll again: ");
        };
        let mut moves = MoveList::new();
        position.legal_moves_of_kind(kind, &mut moves);
        let mv = moves[rng.below(moves.len())];
        println!(" -> {} ({} {kind} moves)", position.san(&mv), moves.len());
        position.play(&mv)?;
    }
    println!("\n{}", variant_core::diagram::text_diagram(&position));
    Ok(())
}
