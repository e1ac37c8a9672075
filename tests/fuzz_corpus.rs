//! The fuzz targets' invariants as ordinary tests over the committed corpus
//! (`fuzz/corpus/TARGET/*`), so a plain `cargo test` on stable exercises them.

#[path = "../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod fuzz_support;

use fuzz_support::{move_text_positions, options, rules_from_byte, split_rule_byte, OptionChoices};
use std::path::Path;
use variant_core::testkit::{fuzz_move_text, fuzz_play, fuzz_position_text};
use variant_core::Game;

fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("corpus {}: {e}", dir.display()))
        .map(|entry| entry.expect("corpus entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "empty corpus {}", dir.display());
    files
        .into_iter()
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read(&p).expect("corpus file"),
            )
        })
        .collect()
}

fn run_game<G: Game>(prefix: &str, choices: OptionChoices) {
    for (name, data) in corpus(&format!("{prefix}_position_text")) {
        fuzz_position_text::<G>(Default::default(), &data)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let positions: Vec<G> = move_text_positions();
    for (name, data) in corpus(&format!("{prefix}_move_text")) {
        fuzz_move_text(&positions, &data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    for (name, data) in corpus(&format!("{prefix}_play")) {
        let (rule_byte, moves) = split_rule_byte(&data);
        let start = G::start(rules_from_byte(rule_byte, choices));
        fuzz_play(&start, moves).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn cheskers_corpus() {
    run_game::<cheskers::Position>("cheskers", options::CHESKERS);
}

#[test]
fn baroque_corpus() {
    run_game::<baroque_chess::Position>("baroque", options::BAROQUE);
}

#[test]
fn grant_acedrex_corpus() {
    run_game::<grant_acedrex::Position>("grant_acedrex", options::GRANT_ACEDREX);
}

#[test]
fn dragonchess_corpus() {
    run_game::<dragonchess::Position>("dragonchess", options::DRAGONCHESS);
}
