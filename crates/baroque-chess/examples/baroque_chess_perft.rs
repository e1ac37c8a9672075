//! Perft from the start position or a position text, printing the count.
//!
//! ```text
//! cargo run --release -p baroque-chess --example baroque_chess_perft -- DEPTH [POSITION] [--rule KEY=VALUE]...
//! cargo run --release -p baroque-chess --example baroque_chess_perft -- 5 --rule repetition=ThreefoldDraw
//! ```

use baroque_chess::prelude::*;
use std::process::ExitCode;

fn run() -> Result<u64, String> {
    let usage = "usage: perft DEPTH [POSITION] [--rule KEY=VALUE]...";
    let mut args = std::env::args().skip(1);
    let mut depth = None;
    let mut text = None;
    let mut rules = Rules::default();
    while let Some(arg) = args.next() {
        if arg == "--rule" {
            let option = args.next().ok_or(usage)?;
            let (key, value) = option.split_once('=').ok_or(usage)?;
            rules.set_option(key, value).map_err(|e| e.to_string())?;
        } else if depth.is_none() {
            depth = Some(arg.parse::<u32>().map_err(|_| usage.to_string())?);
        } else if text.is_none() {
            text = Some(arg);
        } else {
            return Err(usage.to_string());
        }
    }
    let depth = depth.ok_or(usage)?;
    let position = match text {
        Some(text) => Position::from_text(&text, rules).map_err(|e| e.to_string())?,
        None => Position::start(rules),
    };
    Ok(perft(&position, depth))
}

fn main() -> ExitCode {
    match run() {
        Ok(count) => {
            println!("{count}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
