//! The Texel tuner: `data` plays self-play games and writes quiet positions
//! with the games' results; `fit` fits a game's evaluation weights to such
//! data and writes them as the table the engine plays with.
//!
//! ```text
//! cargo run --release -p variant-engine --example texel -- data GAME [OPTIONS]
//!
//!   GAME               dragonchess | grant-acedrex | cheskers | baroque-chess
//!   --preset NAME      the rules' preset (default: the default rules)
//!   --rule KEY=VALUE   a rule option on top of the preset (repeatable)
//!   --games N          games to play (default 100)
//!   --nodes N          the engine's nodes per move (default 2000)
//!   --random-plies N   random plies before the engine plays (default 8;
//!                      each game draws 0 to N more at random)
//!   --per-game N       positions sampled per game (default 20)
//!   --max-plies N      a game still going after N plies is a draw (default 400)
//!   --resign CP        a game both sides' searches score beyond CP for
//!                      4 moves each is won (default 1500; 0: off)
//!   --seed S           the seed of everything random (default 1)
//!   --threads N        games played at once (default 1)
//!   --out FILE         where to write the data (default: stdout)
//!
//! cargo run --release -p variant-engine --example texel -- fit DATA... [OPTIONS]
//!
//!   DATA               files written by `data`, all of one game and rules
//!   --out FILE         write the fitted table's source to FILE
//!                      (src/games/GAME/TABLE.rs); without it, only report
//!   --title TEXT       the table's first doc line
//!   --iterations N     gradient-descent passes (default 2000)
//!   --rate R           Adam's step, in hundredths of a pawn (default 1)
//!   --lambda L         pull towards the starting table (default 0)
//!   --fix A,B,...      weights that keep their value
//!   --only A,B,...     fit only these weights
//!   --start FILE       start from the table in FILE instead of the rules'
//! ```
//!
//! `data` is deterministic for a seed (one search thread per game, a node
//! limit, games written in order whatever `--threads`); so is `fit`. The
//! data file starts with `#` lines naming the game and rules; each other
//! line is the result of the game for White (`1-0`, `1/2-1/2`, `0-1`) and a
//! position text.

mod data;
mod fit;

use variant_engine::tuning::Tune;

/// Runs `$body` with `$g` the position type of the game named `$name`.
macro_rules! with_game {
    ($name:expr, $g:ident => $body:expr) => {
        match $name {
            "dragonchess" => {
                type $g = dragonchess::Position;
                $body
            }
            "grant-acedrex" => {
                type $g = grant_acedrex::Position;
                $body
            }
            "cheskers" => {
                type $g = cheskers::Position;
                $body
            }
            "baroque-chess" | "baroque" => {
                type $g = baroque_chess::Position;
                $body
            }
            other => Err(format!(
                "unknown game `{other}`: dragonchess, grant-acedrex, cheskers or baroque-chess"
            )),
        }
    };
}
pub(crate) use with_game;

/// The rules of `preset` (the default rules if `None`) with `options`
/// (`KEY=VALUE`) set on top.
fn rules<G: Tune>(preset: Option<&str>, options: &[String]) -> Result<G::Rules, String> {
    use variant_core::RuleSet;
    let mut rules = match preset {
        Some(name) => G::Rules::preset(name).map_err(|e| e.to_string())?,
        None => G::Rules::default(),
    };
    for option in options {
        let (key, value) = option
            .split_once('=')
            .ok_or_else(|| format!("`{option}`: expected KEY=VALUE"))?;
        rules.set_option(key, value).map_err(|e| e.to_string())?;
    }
    Ok(rules)
}

/// The value after option `name`.
fn value<'a>(args: &mut impl Iterator<Item = &'a String>, name: &str) -> Result<&'a str, String> {
    args.next()
        .map(String::as_str)
        .ok_or_else(|| format!("{name} needs a value"))
}

/// `text` as a number for option `name`.
fn number<T: std::str::FromStr>(text: &str, name: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} {text}: not a number"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("data") => data::run(&args[1..]),
        Some("fit") => fit::run(&args[1..]),
        _ => Err("usage: texel data GAME [OPTIONS] | texel fit DATA... [OPTIONS]".to_string()),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}
