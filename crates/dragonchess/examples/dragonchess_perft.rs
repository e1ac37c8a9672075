//! Perft from the start position or a given position text:
//!
//! ```text
//! cargo run --release -p dragonchess --example dragonchess_perft -- DEPTH [POSITION TEXT] [--rule KEY=VALUE]...
//! ```
//!
//! Prints the number of leaves of the legal move tree at DEPTH.

use dragonchess::prelude::*;
use dragonchess::variant_core::perft;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(count) => {
            println!("{count}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("perft: {e}");
            eprintln!("usage: perft DEPTH [POSITION TEXT] [--rule KEY=VALUE]...");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<u64, String> {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args
        .next()
        .ok_or("missing DEPTH")?
        .parse()
        .map_err(|e| format!("bad DEPTH: {e}"))?;
    let mut rules = Rules::default();
    let mut text = None;
    while let Some(arg) = args.next() {
        if arg == "--rule" {
            let option = args.next().ok_or("--rule needs KEY=VALUE")?;
            let (key, value) = option.split_once('=').ok_or("--rule needs KEY=VALUE")?;
            rules.set_option(key, value).map_err(|e| e.to_string())?;
        } else if text.is_none() {
            text = Some(arg);
        } else {
            return Err(format!("unexpected argument `{arg}`"));
        }
    }
    let position = match text {
        Some(text) => Position::from_text(&text, rules).map_err(|e| e.to_string())?,
        None => Position::start(rules),
    };
    Ok(perft(&position, depth))
}
