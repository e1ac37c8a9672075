//! Shared code of the fuzz targets, also compiled into the root package's
//! `tests/fuzz_corpus.rs` (which runs every target's body over the committed
//! corpus on stable):
//!
//! * [`Bytes`]: reading an input a byte at a time;
//! * [`rules_from_bytes`]: rule sets generated from each game's
//!   `RuleSet::OPTIONS` (every option, every value);
//! * [`position_from_bytes`]: arbitrary positions built from a `Setup`;
//! * [`Differential`]: the game crates' naive oracles;
//! * the target bodies ([`play_body`], [`setup_body`],
//!   [`differential_body`]) and the macros that make them fuzz targets.
//!
//! Six targets per game (`PREFIX` is `dragonchess`, `grant_acedrex`,
//! `cheskers` or `baroque`):
//!
//! | target | input | checks |
//! |---|---|---|
//! | `PREFIX_position_text` | position text | parser never panics; round-trip; the full conformance check on what parses |
//! | `PREFIX_move_text` | move text | parser never panics; what parses is legal and round-trips |
//! | `PREFIX_play` | rules, then move choices from the start | every step of a game up to 400 plies |
//! | `PREFIX_setup` | rules, a setup, move choices | the setup's verdict; the full conformance check along 12 plies |
//! | `PREFIX_differential` | rules, a setup, move choices | the fast generator against the naive oracle along 8 plies |
//! | `PREFIX_rules_text` | a preset name, then `KEY=VALUE` lines (`--preset`, `--rule`) | never panics; a refused option changes nothing; what is set reads back and round-trips; the start position under the rules moves |

mod bytes;
mod options;
mod oracles;
mod setups;

pub use bytes::Bytes;
pub use options::{
    option_values, oracle_neutral, rules_from_bytes, ORACLE_NEUTRAL_OPTIONS, VALUE_OVERRIDES,
};
pub use oracles::{Differential, DIFFERENTIAL_PLIES};
pub use setups::{
    kings_first, placements, position_from_bytes, Built, FuzzSetup, Header, Placement,
};

use variant_core::testkit;
use variant_core::{Game, RuleSet};

/// The fixed positions a move-text target parses against: the start and three
/// positions reached by seeded random play (10, 20 and 30 plies).
pub fn move_text_positions<G: Game>() -> Vec<G> {
    let start = G::start(Default::default());
    (0..4)
        .map(|seed| testkit::random_position(&start, seed, 10 * seed as usize))
        .collect()
}

/// The play target's body: the rules from the first bytes, then
/// [`testkit::fuzz_play`] from the start with the rest as move choices.
pub fn play_body<G: Game>(data: &[u8]) -> Result<(), String> {
    let mut bytes = Bytes::new(data);
    let rules = rules_from_bytes::<G::Rules>(G::NAME, &mut bytes);
    testkit::fuzz_play(&G::start(rules), bytes.rest())
}

/// The setup target's body: a setup from the bytes ([`position_from_bytes`]
/// checks its verdict), then on a valid one [`testkit::fuzz_position`] with
/// the rest as move choices.
pub fn setup_body<G: FuzzSetup>(data: &[u8]) -> Result<(), String> {
    let mut bytes = Bytes::new(data);
    match position_from_bytes::<G>(&mut bytes)? {
        Some(position) => testkit::fuzz_position(&position, bytes.rest()),
        None => Ok(()),
    }
}

/// The differential target's body: a setup from the bytes, then on a valid
/// one [`Differential::differential`] with the rest as move choices.
pub fn differential_body<G: Differential>(data: &[u8]) -> Result<(), String> {
    let mut bytes = Bytes::new(data);
    match position_from_bytes::<G>(&mut bytes)? {
        Some(position) => G::differential(&position, bytes.rest()),
        None => Ok(()),
    }
}

/// The rules-text target's body: the input read as text (invalid UTF-8
/// replaced), its first line a preset name (`--preset`; empty for the
/// default rules), every other line `KEY=VALUE` (`--rule`), as the CLI
/// reads them. Checks that nothing panics, that a refused preset or option
/// changes nothing, that an accepted option reads back in a spelling that
/// sets it again, that the options differing from the default rebuild the
/// rules, and that the start position under the rules has its moves.
pub fn rules_text_body<G: Game>(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let mut lines = text.split('\n');
    let preset = lines.next().unwrap_or("").trim();
    let mut rules = if preset.is_empty() {
        G::Rules::default()
    } else {
        match G::Rules::preset(preset) {
            Ok(rules) => {
                if !G::Rules::presets().iter().any(|p| (p.rules)() == rules) {
                    return Err(format!("preset `{preset}` is none of the listed presets"));
                }
                rules
            }
            Err(e) if e.to_string().is_empty() => return Err("an empty preset error".into()),
            Err(_) => G::Rules::default(),
        }
    };
    for line in lines {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        let before = rules.clone();
        match rules.set_option(key, value) {
            Err(e) => {
                if rules != before {
                    return Err(format!("refused `{key}={value}` ({e}) changed the rules"));
                }
                if e.to_string().is_empty() {
                    return Err(format!("`{key}={value}`: an empty error"));
                }
            }
            Ok(()) => {
                let canonical = rules
                    .option_value(key)
                    .ok_or_else(|| format!("`{key}` was set but has no value"))?;
                let mut again = before.clone();
                again
                    .set_option(key, &canonical)
                    .map_err(|e| format!("`{key}={canonical}` (read back) is refused: {e}"))?;
                if again != rules {
                    return Err(format!("`{key}={value}` and `{key}={canonical}` differ"));
                }
            }
        }
    }
    let mut rebuilt = G::Rules::default();
    for (key, value) in rules.non_default_options() {
        rebuilt
            .set_option(key, &value)
            .map_err(|e| format!("non-default `{key}={value}` is refused: {e}"))?;
    }
    if rebuilt != rules {
        return Err(format!("the non-default options do not rebuild {rules:?}"));
    }
    let start = G::start(rules);
    let _ = start.legal_move_vec();
    let _ = start.outcome();
    Ok(())
}

/// Defines the fuzz target for a game's position text: arbitrary bytes into
/// the parser never panic, whatever parses round-trips and passes the
/// conformance checks.
#[macro_export]
macro_rules! position_text_target {
    ($game:ident) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            let rules = $game::Rules::default();
            if let Err(problem) =
                variant_core::testkit::fuzz_position_text::<$game::Position>(rules, data)
            {
                panic!("{problem}");
            }
        });
    };
}

/// Defines the fuzz target for a game's move text against
/// [`move_text_positions`]: never panics; a parsed move is legal, its
/// canonical text parses back to it, and the move-text values
/// (`MoveText`, `San`) agree with `parse_move`.
#[macro_export]
macro_rules! move_text_target {
    ($game:ident) => {
        fn positions() -> &'static [$game::Position] {
            static POSITIONS: std::sync::OnceLock<Vec<$game::Position>> =
                std::sync::OnceLock::new();
            POSITIONS.get_or_init($crate::move_text_positions::<$game::Position>)
        }

        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            if let Err(problem) = variant_core::testkit::fuzz_move_text(positions(), data) {
                panic!("{problem}");
            }
        });
    };
}

/// Defines a fuzz target over one of the bodies above (`play_body`,
/// `setup_body`, `differential_body`) for a game's `Position`.
#[macro_export]
macro_rules! body_target {
    ($body:ident, $game:ident) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            if let Err(problem) = $crate::$body::<$game::Position>(data) {
                panic!("{problem}");
            }
        });
    };
}
