//! The differential targets' second implementations: each game crate's naive
//! move generator, included from its tests as it is (one copy of each oracle,
//! shared by `cargo test` and the fuzzers):
//!
//! | game | oracle | entry point |
//! |---|---|---|
//! | Dragonchess | `crates/dragonchess/tests/naive.rs` | `compare` (panics on a difference) |
//! | Grant Acedrex | `crates/grant-acedrex/tests/naive.rs` | `compare` |
//! | Cheskers | `crates/cheskers/tests/naive/mod.rs`, through `crates/cheskers/tests/crosscheck.rs` | `compare_along` (the oracle plays along, with its own repetition history) |
//! | Baroque chess | `crates/baroque-chess/tests/crosscheck.rs` | `compare` |
//!
//! The Dragonchess, Grant Acedrex and Baroque oracles judge one position at a
//! time and know nothing of the outcome-only options
//! ([`ORACLE_NEUTRAL_OPTIONS`](crate::ORACLE_NEUTRAL_OPTIONS)), which are set
//! to their neutral values for the comparison; every other option is fuzzed.

use super::{oracle_neutral, FuzzSetup};
use variant_core::Game;

#[path = "../../crates/dragonchess/tests/naive.rs"]
#[allow(dead_code, unused_imports)]
mod dragonchess_naive;

#[path = "../../crates/grant-acedrex/tests/naive.rs"]
#[allow(dead_code, unused_imports)]
mod grant_acedrex_naive;

#[path = "../../crates/cheskers/tests/crosscheck.rs"]
#[allow(dead_code, unused_imports)]
mod cheskers_crosscheck;

#[path = "../../crates/baroque-chess/tests/crosscheck.rs"]
#[allow(dead_code, unused_imports)]
mod baroque_crosscheck;

/// The most plies a differential input plays from its position.
pub const DIFFERENTIAL_PLIES: usize = 8;

/// A game with a naive oracle to compare the library with.
pub trait Differential: FuzzSetup {
    /// Compares the library with the oracle on `start` (a position just
    /// built from a setup) and along a game from it whose moves `choices`
    /// pick (each byte modulo the number of legal moves, at most
    /// [`DIFFERENTIAL_PLIES`]). `Err` (or a panic) describes a difference.
    fn differential(start: &Self, choices: &[u8]) -> Result<(), String>;
}

/// The walk of the stateless oracles: `compare` on `start` rebuilt under the
/// oracle-neutral rules and on every position of the game the choices pick.
fn stateless_walk<G: Game>(
    start: &G,
    choices: &[u8],
    compare: impl Fn(&G) -> Result<(), String>,
) -> Result<(), String> {
    let rules = oracle_neutral(start.rules());
    let mut position = G::from_setup(start.to_setup(), rules)
        .map_err(|e| format!("`{start}` is refused under the oracle-neutral rules: {e}"))?;
    for &choice in choices.iter().take(DIFFERENTIAL_PLIES) {
        compare(&position)?;
        let moves = position.legal_move_vec();
        if moves.is_empty() {
            return Ok(());
        }
        position.play_unchecked(&moves[usize::from(choice) % moves.len()]);
    }
    compare(&position)
}

impl Differential for dragonchess::Position {
    fn differential(start: &Self, choices: &[u8]) -> Result<(), String> {
        stateless_walk(start, choices, |p| {
            dragonchess_naive::compare(p);
            Ok(())
        })
    }
}

impl Differential for grant_acedrex::Position {
    fn differential(start: &Self, choices: &[u8]) -> Result<(), String> {
        stateless_walk(start, choices, grant_acedrex_naive::compare)
    }
}

impl Differential for baroque_chess::Position {
    fn differential(start: &Self, choices: &[u8]) -> Result<(), String> {
        stateless_walk(start, choices, baroque_crosscheck::compare)
    }
}

impl Differential for cheskers::Position {
    fn differential(start: &Self, choices: &[u8]) -> Result<(), String> {
        let choices = &choices[..choices.len().min(DIFFERENTIAL_PLIES)];
        cheskers_crosscheck::compare_along(start, choices)
    }
}
