//! The fuzz targets' bodies as ordinary tests over the committed corpus
//! (`fuzz/corpus/TARGET/*`), so a plain `cargo test` on stable exercises
//! them; and the fuzz option tables checked against every game's
//! `RuleSet::OPTIONS`.
//!
//! Built without the test harness (`harness = false` in the root
//! `Cargo.toml`): the fuzz support code includes the game crates' naive
//! oracles from their test files, whose own `#[test]`s must not run twice;
//! without the harness `cfg(test)` is off and they are left out. `main` runs
//! the checks below and ends with an `N passed, N failed` line.

#[path = "../fuzz/src/lib.rs"]
#[allow(dead_code, unused_imports)]
mod fuzz_support;

use fuzz_support::{
    differential_body, move_text_positions, option_values, play_body, rules_text_body, setup_body,
    Bytes, Differential, VALUE_OVERRIDES,
};
use std::path::Path;
use variant_core::testkit::{fuzz_move_text, fuzz_position_text};
use variant_core::{BoardGame, Game, RuleSet};

/// The most corpus files replayed per target: a campaign grows corpora to
/// hundreds of inputs, and the play and setup bodies check a whole game each,
/// so `cargo test` replays a fixed sample (evenly spread over the sorted
/// names), plus every `regression-*` input (a failure once found, kept).
const MAX_REPLAYED: usize = 64;

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
    let step = files.len().div_ceil(MAX_REPLAYED);
    let is_regression = |p: &Path| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("regression-"))
    };
    files
        .iter()
        .enumerate()
        .filter(|(i, p)| i % step == 0 || is_regression(p))
        .map(|(_, p)| p)
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read(p).expect("corpus file"),
            )
        })
        .collect()
}

/// Every target body of one game over its six corpora.
fn run_game<G: Differential + BoardGame>(prefix: &str) {
    for (name, data) in corpus(&format!("{prefix}_position_text")) {
        fuzz_position_text::<G>(Default::default(), &data)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let positions: Vec<G> = move_text_positions();
    for (name, data) in corpus(&format!("{prefix}_move_text")) {
        fuzz_move_text(&positions, &data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    for (name, data) in corpus(&format!("{prefix}_play")) {
        play_body::<G>(&data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    for (name, data) in corpus(&format!("{prefix}_setup")) {
        setup_body::<G>(&data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    for (name, data) in corpus(&format!("{prefix}_differential")) {
        differential_body::<G>(&data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    for (name, data) in corpus(&format!("{prefix}_rules_text")) {
        rules_text_body::<G>(&data).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

fn cheskers_corpus() {
    run_game::<cheskers::Position>("cheskers");
}

fn baroque_corpus() {
    run_game::<baroque_chess::Position>("baroque");
}

fn grant_acedrex_corpus() {
    run_game::<grant_acedrex::Position>("grant_acedrex");
}

fn dragonchess_corpus() {
    run_game::<dragonchess::Position>("dragonchess");
}

/// Every option of `R` yields values to fuzz, every value is accepted by
/// `set_option`, and its canonical spelling (`option_value`) sets it again;
/// every value is reached by some byte.
fn options_are_fuzzable<R: RuleSet>(game: &str) {
    assert!(!R::OPTIONS.is_empty(), "{game} has no options");
    for option in R::OPTIONS {
        let values = option_values(game, option);
        assert!(
            !values.is_empty() && values.len() <= 256,
            "{game}: {} has {} values to fuzz (values: {:?}); add it to VALUE_OVERRIDES",
            option.name,
            values.len(),
            option.values
        );
        let mut seen = std::collections::BTreeSet::new();
        for value in &values {
            let mut rules = R::default();
            rules.set_option(option.name, value).unwrap_or_else(|e| {
                panic!(
                    "{game}: the fuzz value `{value}` of {} is refused ({e}); \
                     its `values` string {:?} needs an entry in VALUE_OVERRIDES",
                    option.name, option.values
                )
            });
            let canonical = rules.option_value(option.name).expect("a listed option");
            let mut again = R::default();
            again.set_option(option.name, &canonical).unwrap();
            assert_eq!(again, rules, "{game}: {}={canonical}", option.name);
            seen.insert(canonical);
        }
        assert_eq!(
            seen.len(),
            values.len(),
            "{game}: two fuzz values of {} are the same rule",
            option.name
        );
    }
    for (g, key, _) in VALUE_OVERRIDES {
        if *g == game {
            assert!(
                R::OPTIONS.iter().any(|o| o.name == *key),
                "VALUE_OVERRIDES names {game}'s unknown option {key}"
            );
        }
    }
    // Each option's byte reaches each of its values: bytes 0..n pick them in
    // order, so a rule set differing in one option comes from one byte.
    for (i, option) in R::OPTIONS.iter().enumerate() {
        for (v, value) in option_values(game, option).iter().enumerate() {
            let mut input = vec![0u8; R::OPTIONS.len()];
            input[i] = v as u8;
            let rules: R = fuzz_support::rules_from_bytes(game, &mut Bytes::new(&input));
            let mut want = R::default();
            for (j, other) in R::OPTIONS.iter().enumerate() {
                let first = &option_values(game, other)[0];
                want.set_option(other.name, if j == i { value } else { first })
                    .unwrap();
            }
            assert_eq!(rules, want, "{game}: {}={value}", option.name);
        }
    }
}

fn every_option_value_is_accepted() {
    options_are_fuzzable::<dragonchess::Rules>(dragonchess::Position::NAME);
    options_are_fuzzable::<grant_acedrex::Rules>(grant_acedrex::Position::NAME);
    options_are_fuzzable::<cheskers::Rules>(cheskers::Position::NAME);
    options_are_fuzzable::<baroque_chess::Rules>(baroque_chess::Position::NAME);
}

fn main() {
    let checks: [(&str, fn()); 5] = [
        ("cheskers_corpus", cheskers_corpus),
        ("baroque_corpus", baroque_corpus),
        ("grant_acedrex_corpus", grant_acedrex_corpus),
        ("dragonchess_corpus", dragonchess_corpus),
        (
            "every_option_value_is_accepted",
            every_option_value_is_accepted,
        ),
    ];
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let (mut passed, mut failed) = (0, 0);
    for (name, check) in checks {
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        if std::panic::catch_unwind(check).is_ok() {
            println!("test {name} ... ok");
            passed += 1;
        } else {
            println!("test {name} ... FAILED");
            failed += 1;
        }
    }
    println!("fuzz corpus: {passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}
