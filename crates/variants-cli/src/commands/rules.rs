//! `variants rules GAME`: every rule option with its values, default and
//! meaning, and the presets.

use super::io_error;
use crate::games::{with_game, CliGame, GameName};
use crate::text::{wrap, WIDTH};
use std::io::Write;
use variant_core::RuleSet;

/// The options of `rules`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: dragonchess, grant-acedrex, cheskers or baroque
    #[arg(value_name = "GAME", value_parser = GameName::parse)]
    pub game: GameName,
}

/// Runs `rules`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.game, G => write!(out, "{}", describe::<G>()).map_err(io_error))
}

/// The text `rules` prints for `G`.
pub fn describe<G: CliGame>() -> String {
    let defaults = G::Rules::default();
    let mut text = wrap(
        &format!(
            "Rule options of {} (set one with --rule KEY=VALUE; values in any case):",
            G::NAME
        ),
        WIDTH - 1,
        0,
    );
    text.push('\n');
    for option in G::Rules::OPTIONS {
        let default = defaults.option_value(option.name).unwrap_or_default();
        let head = format!("{} = {}  (default {default})", option.name, option.values);
        text.push('\n');
        text.push_str(&wrap(&head, WIDTH - 1, 4));
        text.push_str("\n    ");
        text.push_str(&wrap(option.meaning, WIDTH - 1 - 4, 4));
        text.push('\n');
    }
    text.push_str("\nPresets (choose one with --preset NAME; --rule options then change it):\n");
    for preset in G::Rules::presets() {
        let rules = (preset.rules)();
        let changes: Vec<String> = rules
            .non_default_options()
            .iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        let changes = if changes.is_empty() {
            "sets nothing: the default rules".to_string()
        } else {
            format!("sets {}", changes.join(" "))
        };
        text.push('\n');
        text.push_str(&wrap(
            &format!("{}: {}", preset.name, preset.meaning),
            WIDTH - 1,
            4,
        ));
        text.push_str("\n    ");
        text.push_str(&wrap(&changes, WIDTH - 1 - 4, 4));
        text.push('\n');
    }
    // Where the rules are written out in full: a file every checkout has
    // (its name is the game's), also in each game crate's documentation.
    text.push('\n');
    text.push_str(&wrap(
        &format!(
            "The rules in full, with every option and preset and its source: \
             docs/rules/{}.md in the chess-variants repository (also the \
             rules_reference page of the game crate's documentation).",
            G::NAME
        ),
        WIDTH - 1,
        0,
    ));
    text.push('\n');
    text
}
