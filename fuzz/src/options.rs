//! Rule sets from fuzz bytes, generated from each game's
//! [`RuleSet::OPTIONS`]: one byte per option picks one of the values its
//! `values` string lists, so a new option is fuzzed as soon as it is listed.
//!
//! `values` strings are read by `variant_core::testkit::option_values`, as
//! `A | B | C` (each a value as `--rule` spells it) where an alternative
//! `LO..HI` is a numeric range, sampled at a few small values and its top
//! (`none | 1..65535`: `none`, 1, 2, 3, 4, 6, 9, 13, 21, 41, 101 and 65535).
//! An option whose `values` string says something
//! else (a set of directions, say) gets its values from [`VALUE_OVERRIDES`];
//! the test `every_option_value_is_accepted` in `tests/fuzz_corpus.rs` fails
//! for an option that is neither.

use super::Bytes;
use variant_core::{testkit, RuleOption, RuleSet};

/// Values to fuzz for options whose `values` string is not a plain list or
/// range: `(game name, option key, values)`.
///
/// This is the place for options with free-form values. Grant Acedrex's
/// coming options need nothing here if their `values` strings are plain
/// lists (`aanca`, `stalemate` with `Pass`) or `none | 1..N` (`ply_limit`);
/// `king_leap_directions`, if its values are sets of directions, goes here
/// with a few representative sets.
pub const VALUE_OVERRIDES: &[(&str, &str, &[&str])] = &[];

/// Outcome-only options that the stateless naive oracles (Dragonchess,
/// Grant Acedrex, Baroque) do not model: they keep no history, judge no
/// counters and no bare king, so they list moves where such a rule has ended
/// the game. Their differential targets set each option the game has to the
/// value given here before comparing. `ply_limit` is Grant Acedrex's coming
/// one. (The Cheskers oracle models its draw options and gets them as fuzzed.)
pub const ORACLE_NEUTRAL_OPTIONS: &[(&str, &str)] = &[
    ("repetition", "None"),
    ("no_progress_limit", "none"),
    ("ply_limit", "none"),
    ("bare_king", "Off"),
];

/// The values to fuzz for `option` of game `game`: the override if there is
/// one, otherwise [`testkit::option_values`] (its `values` string read as
/// alternatives and ranges).
pub fn option_values(game: &str, option: &RuleOption) -> Vec<String> {
    match VALUE_OVERRIDES
        .iter()
        .find(|(g, key, _)| *g == game && *key == option.name)
    {
        Some((_, _, values)) => values.iter().map(|v| v.to_string()).collect(),
        None => testkit::option_values(option),
    }
}

/// The rule set the next `R::OPTIONS.len()` bytes choose (each byte modulo
/// the number of values of its option). Panics if a listed value is refused:
/// then the game's `values` string (or [`VALUE_OVERRIDES`]) is wrong.
pub fn rules_from_bytes<R: RuleSet>(game: &str, bytes: &mut Bytes) -> R {
    let mut rules = R::default();
    for option in R::OPTIONS {
        let values = option_values(game, option);
        let value = &values[usize::from(bytes.byte()) % values.len()];
        if let Err(e) = rules.set_option(option.name, value) {
            panic!("fuzz option table is wrong for {game}: {e}");
        }
    }
    rules
}

/// `rules` with every option of [`ORACLE_NEUTRAL_OPTIONS`] the game has set
/// to its neutral value.
pub fn oracle_neutral<R: RuleSet>(rules: &R) -> R {
    let mut neutral = rules.clone();
    for (key, value) in ORACLE_NEUTRAL_OPTIONS {
        if R::OPTIONS.iter().any(|o| o.name == *key) {
            if let Err(e) = neutral.set_option(key, value) {
                panic!("neutral value of {key}: {e}");
            }
        }
    }
    neutral
}
