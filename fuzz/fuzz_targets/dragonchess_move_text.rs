#![no_main]
//! Arbitrary text into the dragonchess move parser against fixed positions: never
//! panics; a parsed move is legal and its canonical text parses back to it.
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use variant_core::testkit::{fuzz_move_text, random_position};
use variant_core::Game;

fn positions() -> &'static [dragonchess::Position] {
    static POSITIONS: OnceLock<Vec<dragonchess::Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let start = dragonchess::Position::start(Default::default());
        (0..4)
            .map(|seed| random_position(&start, seed, 10 * seed as usize))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    if let Err(problem) = fuzz_move_text(positions(), data) {
        panic!("{problem}");
    }
});
