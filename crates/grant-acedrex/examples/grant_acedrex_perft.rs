//! Perft from the command line:
//!
//! ```text
//! cargo run --release -p grant-acedrex --example grant_acedrex_perft -- DEPTH [POSITION TEXT] [--rule KEY=VALUE]...
//! ```
//!
//! Prints the number of leaves of the legal move tree at DEPTH, from the
//! start position of the rules or from the position text given.

use grant_acedrex::prelude::*;
use grant_acedrex::variant_core::perft;

fn main() {
    if let Err(message) = run() {
        eprintln!("perft: {message}");
        eprintln!("usage: perft DEPTH [POSITION TEXT] [--rule KEY=VALUE]...");
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
    let mut rules = Rules::default();
    let mut text = None;
    while let Some(arg) = args.next() {
        if arg == "--rule" {
            let rule = args.next().ok_or("--rule needs KEY=VALUE")?;
            let (key, value) = rule.split_once('=').ok_or("--rule needs KEY=VALUE")?;
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
    println!("{}", perft(&position, depth));
    Ok(())
}
