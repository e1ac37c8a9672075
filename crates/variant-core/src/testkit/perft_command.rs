//! The command line of every game crate's perft example.

use crate::{perft, Game, RuleSet};
use std::process::ExitCode;

/// What [`perft_command`] reads.
pub const PERFT_USAGE: &str =
    "usage: perft DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...";

/// Perft of `G` from the command-line words `args` (the program name left
/// out): `DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...`. The
/// rules are the preset's (default: the default rules), then each `--rule`
/// in order; the position is the rules' start position or the text given.
///
/// A game crate's example is `fn main() -> ExitCode { perft_main::<Position>() }`
/// ([`perft_main`]); the test `perft_command_reads_the_words` of
/// variant-core's `tiny_game` checks the counts against hand counts.
pub fn perft_command<G: Game>(args: impl IntoIterator<Item = String>) -> Result<u64, String> {
    let mut args = args.into_iter();
    let depth: u32 = args
        .next()
        .ok_or("missing DEPTH")?
        .parse()
        .map_err(|e| format!("bad DEPTH: {e}"))?;
    let mut preset = None;
    let mut changes = Vec::new();
    let mut text = None;
    while let Some(arg) = args.next() {
        if arg == "--preset" {
            preset = Some(args.next().ok_or("--preset needs NAME")?);
        } else if arg == "--rule" {
            let rule = args.next().ok_or("--rule needs KEY=VALUE")?;
            let (key, value) = rule.split_once('=').ok_or("--rule needs KEY=VALUE")?;
            changes.push((key.to_string(), value.to_string()));
        } else if text.is_none() {
            text = Some(arg);
        } else {
            return Err(format!("unexpected argument `{arg}`"));
        }
    }
    let mut rules = match preset {
        Some(name) => G::Rules::preset(&name).map_err(|e| e.to_string())?,
        None => G::Rules::default(),
    };
    for (key, value) in &changes {
        rules.set_option(key, value).map_err(|e| e.to_string())?;
    }
    let position = match text {
        Some(text) => G::from_text(&text, rules).map_err(|e| e.to_string())?,
        None => G::start(rules),
    };
    Ok(perft(&position, depth))
}

/// The `main` of a game crate's perft example: [`perft_command`] on the
/// program's arguments, printing the count, or `perft: ERROR` and the
/// [usage](PERFT_USAGE) on stderr with exit status 2.
pub fn perft_main<G: Game>() -> ExitCode {
    match perft_command::<G>(std::env::args().skip(1)) {
        Ok(count) => {
            println!("{count}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("perft: {message}");
            eprintln!("{PERFT_USAGE}");
            ExitCode::from(2)
        }
    }
}
