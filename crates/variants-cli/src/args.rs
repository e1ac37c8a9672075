//! Command-line parsing for `variants`: a small hand-written parser, so the
//! binary needs no argument-parsing dependency.

use std::fmt;

/// What the user asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `perft GAME DEPTH`: the leaf count at DEPTH.
    Perft {
        /// Depth in plies.
        depth: u32,
        /// Print time and speed before the count.
        stats: bool,
    },
    /// `divide GAME DEPTH`: the leaf count per first move.
    Divide {
        /// Depth in plies.
        depth: u32,
    },
    /// `moves GAME`: the legal moves.
    Moves {
        /// Only the moves of this piece kind (Grant Acedrex's dice rule).
        dice: Option<String>,
    },
    /// `apply GAME MOVE...`: play moves and print the position text.
    Apply {
        /// The moves in order.
        moves: Vec<String>,
    },
    /// `outcome GAME`: the game's result.
    Outcome,
    /// `show GAME`: a text diagram.
    Show,
}

/// A parsed invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// The game name as given.
    pub game: String,
    /// The command.
    pub command: Command,
    /// `--fen TEXT`, the position to start from.
    pub fen: Option<String>,
    /// `--rule KEY=VALUE` pairs, in order.
    pub rules: Vec<(String, String)>,
}

/// Bad command-line input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The usage text printed by `variants --help`.
pub const USAGE: &str = "\
usage: variants COMMAND GAME [ARGS] [--fen TEXT] [--rule KEY=VALUE]...

games: dragonchess, grant-acedrex, cheskers, baroque

commands:
  perft GAME DEPTH [--stats]   leaf count of the move tree at DEPTH (last line)
  divide GAME DEPTH            MOVE COUNT per legal move, then the total
  moves GAME [--dice KIND]     every legal move, one per line
  apply GAME MOVE...           play the moves, print the resulting position text
  outcome GAME                 ongoing, draw: REASON or WINNER wins: REASON
  show GAME                    a text diagram of the position

options:
  --fen TEXT         start from this position text instead of the start position
  --rule KEY=VALUE   set a rule option by its name in the game's Rules (repeatable)
";

fn parse_depth(text: Option<&String>) -> Result<u32, UsageError> {
    let text = text.ok_or_else(|| UsageError("missing DEPTH".into()))?;
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| UsageError(format!("bad DEPTH `{text}`: expected a number from 0 to 64")))
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Invocation, UsageError> {
    let mut positional = Vec::new();
    let mut fen = None;
    let mut rules = Vec::new();
    let mut stats = false;
    let mut dice = None;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let mut value = |name: &str| -> Result<String, UsageError> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| UsageError(format!("{name} needs a value")))
        };
        match arg.as_str() {
            "--fen" => {
                if fen.replace(value("--fen")?).is_some() {
                    return Err(UsageError("--fen given twice".into()));
                }
            }
            "--rule" => {
                let pair = value("--rule")?;
                let (key, val) = pair
                    .split_once('=')
                    .ok_or_else(|| UsageError(format!("bad --rule `{pair}`: expected KEY=VALUE")))?;
                rules.push((key.trim().to_string(), val.trim().to_string()));
            }
            "--dice" => dice = Some(value("--dice")?),
            "--stats" => stats = true,
            // A lone "-" or a move such as "-" never starts with "--".
            flag if flag.starts_with("--") => {
                return Err(UsageError(format!("unknown option `{flag}`")))
            }
            _ => positional.push(arg.clone()),
        }
        i += 1;
    }
    let mut positional = positional.into_iter();
    let command_name = positional
        .next()
        .ok_or_else(|| UsageError("missing COMMAND (try --help)".into()))?;
    let game = positional
        .next()
        .ok_or_else(|| UsageError(format!("missing GAME after `{command_name}`")))?;
    let rest: Vec<String> = positional.collect();
    let extra = |n: usize| -> Result<(), UsageError> {
        match rest.get(n) {
            Some(arg) => Err(UsageError(format!("unexpected argument `{arg}`"))),
            None => Ok(()),
        }
    };
    let command = match command_name.as_str() {
        "perft" => {
            extra(1)?;
            Command::Perft {
                depth: parse_depth(rest.first())?,
                stats,
            }
        }
        "divide" => {
            extra(1)?;
            Command::Divide {
                depth: parse_depth(rest.first())?,
            }
        }
        "moves" => {
            extra(0)?;
            Command::Moves { dice: dice.clone() }
        }
        "apply" => Command::Apply { moves: rest },
        "outcome" => {
            extra(0)?;
            Command::Outcome
        }
        "show" => {
            extra(0)?;
            Command::Show
        }
        other => return Err(UsageError(format!("unknown command `{other}` (try --help)"))),
    };
    if stats && !matches!(command, Command::Perft { .. }) {
        return Err(UsageError("--stats goes with perft".into()));
    }
    if dice.is_some() && !matches!(command, Command::Moves { .. }) {
        return Err(UsageError("--dice goes with moves".into()));
    }
    Ok(Invocation {
        game,
        command,
        fen,
        rules,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn parses_each_command() {
        let inv = parse(&args("perft baroque 3 --stats --rule no_moves=Draw")).unwrap();
        assert_eq!(inv.game, "baroque");
        assert_eq!(inv.command, Command::Perft { depth: 3, stats: true });
        assert_eq!(inv.rules, vec![("no_moves".into(), "Draw".into())]);
        let inv = parse(&args("apply cheskers b6-a5 g3-h4")).unwrap();
        assert_eq!(inv.command, Command::Apply { moves: args("b6-a5 g3-h4") });
        let inv = parse(&["moves".into(), "x".into(), "--fen".into(), "a b c".into()]).unwrap();
        assert_eq!(inv.fen.as_deref(), Some("a b c"));
        assert_eq!(inv.command, Command::Moves { dice: None });
    }

    #[test]
    fn rejects_bad_input() {
        for bad in [
            "",
            "perft",
            "perft baroque",
            "perft baroque x",
            "perft baroque 3 4",
            "moves baroque --fen",
            "moves baroque --rule novalue",
            "moves baroque --bogus",
            "outcome baroque extra",
            "fly baroque",
            "show baroque --stats",
            "perft baroque 99",
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }
}
