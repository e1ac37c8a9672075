//! Perft from the start position or from position text, for timing.
//!
//! `cargo run --release -p cheskers --example cheskers_perft -- DEPTH [TEXT] [--rule KEY=VALUE]...`
//! prints the leaf count on the last line.

use cheskers::prelude::*;
use variant_core::perft;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut depth = None;
    let mut text = None;
    let mut rules = Rules::default();
    while let Some(arg) = args.next() {
        if arg == "--rule" {
            let rule = args.next().ok_or("--rule needs KEY=VALUE")?;
            let (key, value) = rule.split_once('=').ok_or("--rule needs KEY=VALUE")?;
            rules.set_option(key, value)?;
        } else if depth.is_none() {
            depth = Some(arg.parse::<u32>()?);
        } else if text.is_none() {
            text = Some(arg);
        } else {
            return Err(format!("unexpected argument `{arg}`").into());
        }
    }
    let depth = depth.ok_or("usage: perft DEPTH [TEXT] [--rule KEY=VALUE]...")?;
    let position = match text {
        Some(text) => Position::from_text(&text, rules)?,
        None => Position::start(rules),
    };
    println!("{}", perft(&position, depth));
    Ok(())
}
