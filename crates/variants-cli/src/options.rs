//! Options shared by several commands: the game and its position
//! (`GAME`, `--fen`, `--preset`, `--rule`), depths, colours.

use crate::games::GameName;
use clap::{Args, ValueEnum};
use std::io::IsTerminal;
use variant_core::{Game, RuleSet};

/// The game and the position to start from.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    /// The game: dragonchess, grant-acedrex, cheskers or baroque
    #[arg(value_name = "GAME", value_parser = GameName::parse)]
    pub game: GameName,

    /// Start from this position text (as `show` prints it) instead of the start position
    #[arg(long, value_name = "TEXT")]
    pub fen: Option<String>,

    /// Start from a preset of rule options (`variants rules GAME` lists them); the --rule options then change it
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,

    /// Set a rule option (`variants rules GAME` lists them with their values); repeatable
    #[arg(long = "rule", value_name = "KEY=VALUE", value_parser = parse_rule_pair)]
    pub rules: Vec<RulePair>,
}

/// One `--rule KEY=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulePair {
    /// The option's name.
    pub key: String,
    /// Its value as given.
    pub value: String,
}

/// Parses one `--rule KEY=VALUE`.
pub fn parse_rule_pair(text: &str) -> Result<RulePair, String> {
    let (key, value) = text.split_once('=').ok_or_else(|| {
        format!("bad --rule `{text}`: expected KEY=VALUE (`variants rules GAME` lists the options)")
    })?;
    Ok(RulePair {
        key: key.trim().to_string(),
        value: value.trim().to_string(),
    })
}

impl PositionArgs {
    /// The rules: the preset (or the default rules), then each `--rule`.
    pub fn rules<G: Game>(&self) -> Result<G::Rules, String> {
        let hint = format!("(`variants rules {}` lists them)", G::NAME);
        let mut rules = match &self.preset {
            Some(name) => G::Rules::preset(name)
                .map_err(|e| format!("bad --preset `{name}`: {} {hint}", e.kind()))?,
            None => G::Rules::default(),
        };
        for (i, pair) in self.rules.iter().enumerate() {
            if self.rules[..i].iter().any(|p| p.key == pair.key) {
                return Err(format!(
                    "the rule option `{}` is given twice: give each option once",
                    pair.key
                ));
            }
            rules
                .set_option(&pair.key, &pair.value)
                .map_err(|e| format!("{e} {hint}"))?;
        }
        Ok(rules)
    }

    /// The position: `--fen` under the rules, or the rules' start position.
    pub fn position<G: Game>(&self) -> Result<G, String> {
        let rules = self.rules::<G>()?;
        match &self.fen {
            Some(text) => G::from_text(text, rules).map_err(|e| e.to_string()),
            None => Ok(G::start(rules)),
        }
    }
}

/// The largest depth any command accepts.
pub const MAX_DEPTH: u32 = 64;

/// Parses a DEPTH argument.
pub fn parse_depth(text: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| format!("bad DEPTH `{text}`: expected a number from 0 to {MAX_DEPTH}"))
}

/// A parser of a number from `min` to `max` for the option `name`.
pub fn number(
    name: &'static str,
    min: u64,
    max: u64,
) -> impl Fn(&str) -> Result<u64, String> + Clone {
    move |text: &str| {
        let negative = text
            .strip_prefix('-')
            .is_some_and(|n| !n.is_empty() && n.parse::<f64>().is_ok());
        if negative {
            return Err(format!(
                "{name}: {text} is negative, not a count: expected a number from {min} to {max}"
            ));
        }
        text.parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("bad {name} `{text}`: expected a number from {min} to {max}"))
    }
}

/// When to colour diagrams.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColourChoice {
    /// On a terminal, unless the NO_COLOR variable is set
    #[default]
    Auto,
    /// Always (for `less -R`)
    Always,
    /// Never
    Never,
}

impl ColourChoice {
    /// Whether to colour standard output.
    pub fn for_stdout(self) -> bool {
        match self {
            ColourChoice::Auto => {
                std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
            ColourChoice::Always => true,
            ColourChoice::Never => false,
        }
    }
}

/// The computer player's settings: `--level`, `--hash`, `--threads`.
#[derive(Args, Debug, Clone, Copy)]
pub struct EngineArgs {
    /// Playing strength: 1 is the fixed baseline (plain alpha-beta on material), 2-7 the full engine held to 1000*4^(N-2) nodes a move, 8 the full engine
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = number("--level", 1, u64::from(variant_engine::Level::MAX.get())))]
    pub level: u64,

    /// The transposition table's size in MiB
    #[arg(long, value_name = "MB", default_value_t = 16, value_parser = number("--hash", 1, 65_536))]
    pub hash: u64,

    /// Search threads (more than 1: lazy SMP, not deterministic)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = number("--threads", 1, 256))]
    pub threads: u64,
}

impl EngineArgs {
    /// The level chosen.
    pub fn level(&self) -> variant_engine::Level {
        variant_engine::Level::new(self.level as u8).unwrap_or(variant_engine::Level::MAX)
    }

    /// A new engine with these settings, or `--hash: ...` if its table
    /// cannot be had.
    pub fn engine<G: crate::games::CliGame>(&self) -> Result<variant_engine::Engine<G>, String> {
        crate::computer::new_engine(self.level(), self.hash as usize, self.threads as usize)
            .map_err(|e| format!("--hash: {e}"))
    }
}
