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
    /// `show GAME`: a text diagram, or an SVG file.
    Show {
        /// Write an SVG diagram to this file instead of printing text.
        svg: Option<String>,
    },
    /// `play GAME`: an interactive game in the terminal.
    Play {
        /// Which sides a person plays: a side name, `both` or `none`.
        human: String,
        /// Thinking time per computer move, in milliseconds.
        think_ms: u64,
    },
    /// `selfplay GAME`: computer-against-computer games.
    SelfPlay {
        /// How many games.
        games: u32,
        /// The seed of the first game (game i uses seed + i).
        seed: u64,
        /// Thinking time per move; `None` searches a fixed node budget (deterministic).
        think_ms: Option<u64>,
        /// Play uniformly random moves instead of searching.
        random: bool,
        /// Stop a game after this many plies (it is then unfinished).
        max_plies: u32,
        /// Print the board after every move.
        boards: bool,
    },
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
  show GAME [--svg FILE]       a text diagram of the position (or an SVG file)
  play GAME [--human SIDE] [--think-ms N]
                               play in the terminal against the computer; SIDE is a
                               side name (white, black, gold, scarlet), both or none
  selfplay GAME [--games N] [--seed S] [--think-ms N | --random] [--max-plies N] [--boards]
                               computer-against-computer games with a summary

options:
  --fen TEXT         start from this position text instead of the start position
  --rule KEY=VALUE   set a rule option by its name in the game's Rules (repeatable)
";

fn parse_depth(text: Option<&String>) -> Result<u32, UsageError> {
    let text = text.ok_or_else(|| UsageError("missing DEPTH".into()))?;
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| {
            UsageError(format!(
                "bad DEPTH `{text}`: expected a number from 0 to 64"
            ))
        })
}

fn number(text: &str, name: &str, min: u64, max: u64) -> Result<u64, UsageError> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            UsageError(format!(
                "bad {name} `{text}`: expected a number from {min} to {max}"
            ))
        })
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Invocation, UsageError> {
    let mut positional = Vec::new();
    let mut fen = None;
    let mut rules = Vec::new();
    let mut stats = false;
    let mut dice = None;
    let mut svg = None;
    let mut human = None;
    let mut think_ms = None;
    let mut games = None;
    let mut seed = None;
    let mut max_plies = None;
    let mut random = false;
    let mut boards = false;
    let mut used = Vec::new();
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
                let (key, val) = pair.split_once('=').ok_or_else(|| {
                    UsageError(format!("bad --rule `{pair}`: expected KEY=VALUE"))
                })?;
                rules.push((key.trim().to_string(), val.trim().to_string()));
            }
            "--dice" => dice = Some(value("--dice")?),
            "--svg" => svg = Some(value("--svg")?),
            "--human" => human = Some(value("--human")?),
            "--think-ms" => {
                think_ms = Some(number(&value("--think-ms")?, "--think-ms", 1, 3_600_000)?)
            }
            "--games" => games = Some(number(&value("--games")?, "--games", 1, 1_000_000)?),
            "--seed" => seed = Some(number(&value("--seed")?, "--seed", 0, u64::MAX)?),
            "--max-plies" => {
                max_plies = Some(number(&value("--max-plies")?, "--max-plies", 1, 100_000)?)
            }
            "--random" => random = true,
            "--boards" => boards = true,
            "--stats" => stats = true,
            // A lone "-" or a move such as "-" never starts with "--".
            flag if flag.starts_with("--") => {
                return Err(UsageError(format!("unknown option `{flag}`")))
            }
            _ => {
                positional.push(arg.clone());
                i += 1;
                continue;
            }
        }
        used.push(arg.clone());
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
            Command::Show { svg: svg.clone() }
        }
        "play" => {
            extra(0)?;
            Command::Play {
                human: human.clone().unwrap_or_else(|| "first".to_string()),
                think_ms: think_ms.unwrap_or(1000),
            }
        }
        "selfplay" => {
            extra(0)?;
            if random && think_ms.is_some() {
                return Err(UsageError(
                    "--random and --think-ms exclude each other".into(),
                ));
            }
            Command::SelfPlay {
                games: games.unwrap_or(1) as u32,
                seed: seed.unwrap_or(0),
                think_ms,
                random,
                max_plies: max_plies.unwrap_or(300) as u32,
                boards,
            }
        }
        other => {
            return Err(UsageError(format!(
                "unknown command `{other}` (try --help)"
            )))
        }
    };
    // Every option belongs to some commands only; anything else is a mistake.
    let allowed: &[&str] = match command {
        Command::Perft { .. } => &["--stats"],
        Command::Moves { .. } => &["--dice"],
        Command::Show { .. } => &["--svg"],
        Command::Play { .. } => &["--human", "--think-ms"],
        Command::SelfPlay { .. } => &[
            "--games",
            "--seed",
            "--think-ms",
            "--random",
            "--max-plies",
            "--boards",
        ],
        _ => &[],
    };
    if let Some(flag) = used
        .iter()
        .find(|f| !matches!(f.as_str(), "--fen" | "--rule") && !allowed.contains(&f.as_str()))
    {
        return Err(UsageError(format!(
            "{flag} does not go with {command_name}"
        )));
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
        assert_eq!(
            inv.command,
            Command::Perft {
                depth: 3,
                stats: true
            }
        );
        assert_eq!(inv.rules, vec![("no_moves".into(), "Draw".into())]);
        let inv = parse(&args("apply cheskers b6-a5 g3-h4")).unwrap();
        assert_eq!(
            inv.command,
            Command::Apply {
                moves: args("b6-a5 g3-h4")
            }
        );
        let inv = parse(&["moves".into(), "x".into(), "--fen".into(), "a b c".into()]).unwrap();
        assert_eq!(inv.fen.as_deref(), Some("a b c"));
        assert_eq!(inv.command, Command::Moves { dice: None });
        let inv = parse(&args(
            "selfplay cheskers --games 3 --seed 9 --random --boards",
        ))
        .unwrap();
        assert_eq!(
            inv.command,
            Command::SelfPlay {
                games: 3,
                seed: 9,
                think_ms: None,
                random: true,
                max_plies: 300,
                boards: true
            }
        );
        let inv = parse(&args("play baroque --human both --think-ms 50")).unwrap();
        assert_eq!(
            inv.command,
            Command::Play {
                human: "both".into(),
                think_ms: 50
            }
        );
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
            "moves baroque --svg x.svg",
            "selfplay baroque --random --think-ms 5",
            "selfplay baroque --games 0",
            "play baroque --think-ms x",
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad}");
        }
    }
}
