//! The command line: clap's parser over the commands of [`crate::commands`],
//! and clap's errors turned into the CLI's one-line messages.
//!
//! Every command is one variant of [`Command`], with its options in its own
//! module (`commands/NAME.rs`); adding a command is a variant here and a
//! match arm in [`crate::commands::run`].

use crate::commands;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};
use std::ffi::OsString;

const ABOUT: &str = "Rules, analysis and play for four historic chess variants: Dragonchess, \
Grant Acedrex, Cheskers and Baroque chess (Ultima).";

const AFTER_HELP: &str = "\
GAME is one of dragonchess, grant-acedrex, cheskers, baroque.

Start here:
  variants show baroque --legend        the board and what its letters mean
  variants rules cheskers               every rule option with its default
  variants play cheskers --human white  a game against the computer

Any bad input prints one line `error: ...` on stderr and exits with status 2.
`variants help COMMAND` (or `variants COMMAND --help`) shows a command's options.";

/// The `variants` command line.
#[derive(Parser, Debug)]
#[command(
    name = "variants",
    version,
    about = ABOUT,
    after_help = AFTER_HELP,
    max_term_width = 80,
    propagate_version = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Every command, in the order `--help` lists them.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaves of the move tree at DEPTH (the count alone on the last line)
    Perft(commands::perft::Args),
    /// Perft per legal move: `MOVE COUNT` lines, then the total
    Divide(commands::divide::Args),
    /// Every legal move, one per line, in the game's move text
    Moves(commands::moves::Args),
    /// Play moves and print the position text reached
    Apply(commands::apply::Args),
    /// Whether the game is over: `ongoing`, `draw: REASON` or `WINNER wins: REASON`
    Outcome(commands::outcome::Args),
    /// A text diagram of the position (or an SVG file)
    Show(commands::show::Args),
    /// Every rule option with its values, default and meaning, and the presets
    Rules(commands::rules::Args),
    /// Every kind of piece: its letter, name and how it moves and captures
    Pieces(commands::pieces::Args),
    /// The engine's analysis: progress lines, then `bestmove MOVE` on the last line
    Analyse(commands::analyse::Args),
    /// Play in the terminal against the computer (or another person)
    Play(commands::play::Args),
    /// Computer-against-computer games, with a summary
    Selfplay(commands::selfplay::Args),
    /// A CECP (XBoard protocol 2) engine for all four games, on stdin and stdout
    Xboard(commands::xboard::Args),
    /// A referee for CECP engines: games, our rules judging, a summary with Elo
    #[command(name = "match")]
    Match(Box<commands::referee::Args>),
    /// A book of balanced openings for `match --openings`: positions after random plies scored near even
    Openings(commands::openings::Args),
    /// Check every game of a PGN file and print each one's final position text
    Replay(commands::replay::Args),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    Completions(commands::completions::Args),
}

/// Why parsing did not give a command to run.
#[derive(Debug)]
pub enum Stop {
    /// Help or version text: print it to stdout, exit with status 0.
    Print(String),
    /// Bad input: the one-line message (without `error: `).
    Error(String),
}

/// Parses the whole command line (the program name first).
pub fn parse<I, T>(args: I) -> Result<Cli, Stop>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let parsed = Cli::try_parse_from(&args);
    // `--games -5` reads to clap as an unknown option `-5`: give the value
    // to its option instead, whose parser explains it.
    let parsed = match parsed {
        Err(e) if e.kind() == ErrorKind::UnknownArgument => match joined_negative(&args, &e) {
            Some(args) => Cli::try_parse_from(args),
            None => Err(e),
        },
        other => other,
    };
    parsed.map_err(|e| match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let mut text = e.render().to_string();
            if !text.ends_with('\n') {
                text.push('\n');
            }
            Stop::Print(text)
        }
        _ => Stop::Error(message(&e)),
    })
}

/// `args` with `--option -5` written `--option=-5`, when `e` is clap's
/// complaint about the unknown option `-5` (a negative number).
fn joined_negative(args: &[OsString], e: &clap::Error) -> Option<Vec<OsString>> {
    let value = context(e, ContextKind::InvalidArg)?;
    let number = value.strip_prefix('-')?;
    if number.is_empty() || number.parse::<f64>().is_err() {
        return None;
    }
    let at = args
        .iter()
        .position(|a| a.to_str() == Some(value.as_str()))?;
    let option = args.get(at.checked_sub(1)?)?.to_str()?;
    if !option.starts_with("--") || option.contains('=') || option == "--" {
        return None;
    }
    let mut joined = args[..at - 1].to_vec();
    joined.push(format!("{option}={value}").into());
    joined.extend_from_slice(&args[at + 1..]);
    Some(joined)
}

/// The clap command, for completions.
pub fn command() -> clap::Command {
    Cli::command()
}

/// A context value as plain text.
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// `<DEPTH>` or `--fen <TEXT>` as the CLI's messages name it: `DEPTH`, `--fen`.
fn arg_name(text: &str) -> String {
    let text = text.trim();
    if text.starts_with('-') {
        text.split([' ', '=']).next().unwrap_or(text).to_string()
    } else {
        text.trim_matches(['<', '>', '.', '[', ']']).to_string()
    }
}

/// The usage line clap attaches to an error, on one line.
fn usage(e: &clap::Error) -> Option<String> {
    let usage = context(e, ContextKind::Usage)?;
    let usage = usage.trim().trim_start_matches("Usage:").trim().to_string();
    Some(usage.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// `(see `variants help moves`)`, naming the command of the usage line.
fn help_hint(e: &clap::Error) -> String {
    let command = usage(e).and_then(|u| u.split_whitespace().nth(1).map(str::to_string));
    match command {
        Some(c) if !c.starts_with('[') && !c.starts_with('<') => {
            format!(" (`variants help {c}` lists the options)")
        }
        _ => " (try `variants --help`)".to_string(),
    }
}

/// One line for a clap error, in the CLI's words.
fn message(e: &clap::Error) -> String {
    let usage_hint = usage(e).map_or_else(String::new, |u| format!(" (usage: {u})"));
    match e.kind() {
        ErrorKind::InvalidSubcommand => {
            let name = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            match context(e, ContextKind::SuggestedSubcommand) {
                Some(s) => format!("unknown command `{name}` (did you mean `{s}`?)"),
                None => format!("unknown command `{name}` (try `variants --help`)"),
            }
        }
        ErrorKind::UnknownArgument => {
            let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
            let what = if arg.starts_with('-') {
                "unknown option"
            } else {
                "unexpected argument"
            };
            match context(e, ContextKind::SuggestedArg) {
                Some(s) => format!("{what} `{arg}` (did you mean `{}`?)", arg_name(&s)),
                None => format!("{what} `{arg}`{}", help_hint(e)),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = context(e, ContextKind::InvalidArg).unwrap_or_default();
            let names: Vec<String> = missing.split(", ").map(arg_name).collect();
            format!("missing {}{usage_hint}", names.join(" and "))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "missing COMMAND (try `variants --help`)".to_string()
        }
        ErrorKind::ValueValidation => {
            // Our own value parsers write the whole message, naming the
            // option; clap's own (`0 is not in 1..=1024`) get its name.
            let text = match std::error::Error::source(e) {
                Some(source) => source.to_string(),
                None => first_line(e),
            };
            match context(e, ContextKind::InvalidArg).map(|a| arg_name(&a)) {
                Some(arg) if !text.contains(&arg) => format!("{arg}: {text}"),
                _ => text,
            }
        }
        ErrorKind::InvalidValue => {
            let arg = context(e, ContextKind::InvalidArg).map(|a| arg_name(&a));
            let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
            let valid = context(e, ContextKind::ValidValue);
            match (arg, valid) {
                (Some(arg), Some(valid)) if !value.is_empty() => {
                    format!("bad {arg} `{value}`: expected one of {valid}")
                }
                (Some(arg), _) if value.is_empty() => format!("{arg} needs a value"),
                _ => first_line(e),
            }
        }
        ErrorKind::ArgumentConflict => {
            let arg = context(e, ContextKind::InvalidArg).map(|a| arg_name(&a));
            let other = context(e, ContextKind::PriorArg).map(|a| arg_name(&a));
            match (arg, other) {
                (Some(a), Some(b)) if a == b => format!("{a} is given twice: give it once"),
                (Some(a), Some(b)) => format!("{a} cannot be used with {b}"),
                _ => first_line(e),
            }
        }
        _ => first_line(e),
    }
}

/// Clap's own message, its first line without the `error: ` prefix.
fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    line.trim()
        .trim_start_matches("error:")
        .trim()
        .replace('\'', "`")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Result<Cli, Stop> {
        parse(std::iter::once("variants").chain(line.split_whitespace()))
    }

    fn error(line: &str) -> String {
        match parse_line(line) {
            Err(Stop::Error(message)) => message,
            other => panic!("`{line}` gave {other:?}"),
        }
    }

    #[test]
    fn the_parser_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn errors_are_one_line_in_the_cli_words() {
        assert_eq!(
            error("perfft baroque 1"),
            "unknown command `perfft` (did you mean `perft`?)"
        );
        assert!(error("perft baroque").starts_with("missing DEPTH (usage: variants perft"));
        assert_eq!(
            error("perft baroque x"),
            "bad DEPTH `x`: expected a number from 0 to 64"
        );
        assert!(error("moves baroque --bogus").starts_with("unknown option `--bogus`"));
        assert_eq!(
            error("perft baroque 1 --stats --stats"),
            "--stats is given twice: give it once"
        );
        assert_eq!(
            error("moves baroque --fen a --fen b"),
            "--fen is given twice: give it once"
        );
        assert!(error("perft baroque 1 --stat").contains("did you mean `--stats`?"));
        assert_eq!(
            error("perft baroque 1 --threads 0"),
            "--threads: 0 is not in 1..=1024"
        );
        assert_eq!(
            error("selfplay baroque --games -5"),
            "--games: -5 is negative, not a count: expected a number from 1 to 1000000"
        );
        assert_eq!(
            error("selfplay baroque --games=-5"),
            "--games: -5 is negative, not a count: expected a number from 1 to 1000000"
        );
        assert!(error("moves baroque -5").starts_with("unknown option `-5`"));
        for line in [
            "",
            "perft",
            "perft baroque 3 4",
            "outcome baroque extra",
            "show baroque --stats",
            "selfplay baroque --random --think-ms 5",
            "selfplay baroque --games 0",
            "play baroque --think-ms x",
            "moves baroque --fen",
        ] {
            let message = error(line);
            assert!(!message.contains('\n'), "`{line}`: {message}");
        }
    }

    #[test]
    fn help_and_version_are_printed() {
        for line in [
            "--help",
            "help",
            "help perft",
            "perft --help",
            "--version",
            "-V",
        ] {
            assert!(matches!(parse_line(line), Err(Stop::Print(_))), "`{line}`");
        }
    }

    #[test]
    fn values_with_an_equals_sign() {
        let cli = parse_line("moves cheskers --fen=7k/8/8/8/8/8/8/B7").expect("parses");
        let Command::Moves(args) = cli.command else {
            panic!("moves");
        };
        assert_eq!(args.position.fen.as_deref(), Some("7k/8/8/8/8/8/8/B7"));
    }
}
