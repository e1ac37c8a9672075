//! Perft from the command line:
//!
//! ```text
//! cargo run --release -p grant-acedrex --example grant_acedrex_perft -- DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...
//! ```
//!
//! Prints the number of leaves of the legal move tree at DEPTH, from the
//! start position of the rules or from the position text given. The rules
//! are the preset's (default: the default rules), then each `--rule`.

use grant_acedrex::prelude::*;
use grant_acedrex::variant_core::perft;

fn main() {
    if let Err(message) = run() {
        eprintln!("perft: {message}");
        eprintln!("usage: perft DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
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
        Some(name) => Rules::preset(&name).map_err(|e| e.to_string())?,
        None => Rules::default(),
    };
    for (key, value) in &changes {
        rules.set_option(key, value).map_err(|e| e.to_string())?;
    }
    let position = match text {
        Some(text) => Position::from_text(&text, rules).map_err(|e| e.to_string())?,
        None => Position::start(rules),
    };
    println!("{}", perft(&position, depth));
    Ok(())
}
