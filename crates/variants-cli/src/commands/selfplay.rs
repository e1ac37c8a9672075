//! `variants selfplay GAME`: computer-against-computer games.

use super::io_error;
use crate::computer::{choose_move, history_keys, Budget};
use crate::dice::{self, DiceRule};
use crate::games::{with_game, CliGame};
use crate::options::{number, EngineArgs, PositionArgs};
use crate::output_file::GrowingFile;
use crate::records::{new_record, set_open_result};
use crate::text::diagram_text;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;
use variant_core::record::Record;
use variant_core::{Color, Game, GameResult, Rng};

/// The search budget per move when no time is given: a fixed node count keeps
/// self-play deterministic for a seed.
pub const NODES_PER_MOVE: u64 = 4_000;

const AFTER_HELP: &str = "\
Each game is printed as `game N: MOVES` (one line that `variants apply GAME MOVES` reads \
back), then `result N: RESULT (K plies)`, and a summary at the end. Game N uses the seed \
S + N - 1; without --think-ms each move gets a fixed search budget, so a seed always plays \
the same games. With --dice (Grant Acedrex) the seed also rolls the die before each move. \
--pgn FILE writes the games as PGN records (see docs/pgn.md), which `variants replay` reads.";

/// The options of `selfplay`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// The engine's settings
    #[command(flatten)]
    pub engine: EngineArgs,

    /// How many games
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = number("--games", 1, 1_000_000))]
    pub games: u64,

    /// The seed of the first game (game i uses seed + i - 1)
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = number("--seed", 0, u64::MAX))]
    pub seed: u64,

    /// Thinking time per move in milliseconds [default: a fixed search budget, deterministic]
    #[arg(long, value_name = "MS", value_parser = number("--think-ms", 1, 3_600_000), conflicts_with = "random")]
    pub think_ms: Option<u64>,

    /// Play uniformly random legal moves instead of searching
    #[arg(long)]
    pub random: bool,

    /// Stop a game after this many plies (it is then unfinished)
    #[arg(long, value_name = "N", default_value_t = 300, value_parser = number("--max-plies", 1, 100_000))]
    pub max_plies: u64,

    /// Print the board after every move
    #[arg(long)]
    pub boards: bool,

    /// Grant Acedrex's dice: a roll before each move picks the kind that moves
    #[arg(long)]
    pub dice: bool,

    /// Also write the games as PGN records to FILE
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
}

/// How each move is chosen.
#[derive(Clone, Copy, Debug)]
enum Chooser {
    /// Uniformly random legal moves.
    Random,
    /// The computer player within a budget.
    Computer(Budget),
}

/// Runs `selfplay`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => selfplay::<G>(args, out))
}

fn selfplay<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    // Bad paths and table sizes are refused before the first move.
    let mut pgn = args.pgn.as_deref().map(GrowingFile::new).transpose()?;
    if !args.random {
        drop(args.engine.engine::<G>()?);
    }
    let start: G = args.position.position()?;
    let dice = if args.dice {
        Some(dice::rule_of::<G>()?)
    } else {
        None
    };
    let chooser = match (args.random, args.think_ms) {
        (true, _) => Chooser::Random,
        (false, Some(ms)) => Chooser::Computer(Budget::Time(Duration::from_millis(ms))),
        (false, None) => Chooser::Computer(Budget::Nodes(NODES_PER_MOVE)),
    };
    let mut wins = [0u32; 2];
    let mut draws = 0;
    let mut unfinished = 0;
    let mut total_plies = 0u64;
    for game in 0..args.games {
        let game_seed = args.seed.wrapping_add(game);
        let record = play_one(&start, game_seed, chooser, dice, args, out)?;
        let plies = record.main_line().len();
        total_plies += plies as u64;
        let end = record.end();
        let result = match end.outcome() {
            Some(outcome) => {
                match outcome.winner() {
                    Some(c) => wins[c.index()] += 1,
                    None => draws += 1,
                }
                outcome.describe(G::side_name)
            }
            None => {
                unfinished += 1;
                "unfinished".to_string()
            }
        };
        let texts = move_texts(&record);
        writeln!(out, "game {}: {}", game + 1, texts.join(" ")).map_err(io_error)?;
        writeln!(out, "result {}: {result} ({plies} plies)", game + 1).map_err(io_error)?;
        // The file is a valid record after every game.
        if let Some(pgn) = pgn.as_mut() {
            pgn.push(&record.write())?;
        }
    }
    writeln!(
        out,
        "summary: {} game{}; {} wins {}, {} wins {}, draws {draws}, unfinished {unfinished}; average length {:.1} plies",
        args.games,
        if args.games == 1 { "" } else { "s" },
        G::side_name(Color::White),
        wins[0],
        G::side_name(Color::Black),
        wins[1],
        total_plies as f64 / args.games.max(1) as f64
    )
    .map_err(io_error)
}

/// The main line's moves in the game's move text.
fn move_texts<G: Game>(record: &Record<G>) -> Vec<String> {
    let mut position = record.start().clone();
    record
        .moves()
        .map(|mv| {
            let text = position.format_move(mv);
            position.play_unchecked(mv);
            text
        })
        .collect()
}

/// Plays one game from `start` with `seed` and gives its record.
fn play_one<G: CliGame>(
    start: &G,
    seed: u64,
    chooser: Chooser,
    dice: Option<&DiceRule<G>>,
    args: &Args,
    out: &mut dyn Write,
) -> Result<Record<G>, String> {
    let mut rng = Rng::new(seed);
    // A new engine per game: a game's moves depend on its seed alone.
    let mut engine = args.engine.engine::<G>()?;
    let mut record = new_record(start.clone(), "variants selfplay", ["variants", "variants"]);
    let _ = record
        .tags_mut()
        .set("Round", (seed.wrapping_sub(args.seed) + 1).to_string());
    if args.boards {
        write!(out, "{}", diagram_text(start)).map_err(io_error)?;
    }
    while (record.main_line().len() as u64) < args.max_plies && record.outcome().is_none() {
        let position = record.end().clone();
        let roll = dice.and_then(|rule| rule.roll(&position, &mut rng).map(|r| (rule, r)));
        let allowed = roll
            .as_ref()
            .map(|(rule, r)| rule.moves(&position, r.face()));
        let mv = match chooser {
            Chooser::Random => {
                let moves = allowed.clone().unwrap_or_else(|| position.legal_move_vec());
                moves[rng.below(moves.len())]
            }
            Chooser::Computer(budget) => {
                let history = history_keys(record.start(), record.moves().cloned());
                match choose_move(
                    &mut engine,
                    &position,
                    &history,
                    allowed.as_deref(),
                    budget,
                    rng.next_u64(),
                    &mut |_| {},
                ) {
                    Some(choice) => choice.mv,
                    None => break,
                }
            }
        };
        let text = position.format_move(&mv);
        if record.push(mv).is_err() {
            // The chooser only picks legal moves; stop rather than record a bad one.
            break;
        }
        let ply = record.main_line().len();
        if let Some((rule, roll)) = &roll {
            let said = rule.describe_roll(roll);
            if let Some(annotation) = record.main_line_mut().annotation_mut(ply - 1) {
                annotation.add_comment(&said);
            }
        }
        if args.boards {
            let rolled = roll.as_ref().map_or_else(String::new, |(rule, r)| {
                format!(" ({})", rule.describe_roll(r))
            });
            writeln!(out, "{ply}. {text}{rolled}").map_err(io_error)?;
            write!(out, "{}", diagram_text(record.end())).map_err(io_error)?;
        }
    }
    if record.outcome().is_none() {
        set_open_result(&mut record, GameResult::Unknown);
        let _ = record.tags_mut().set("Termination", "unterminated");
    }
    Ok(record)
}
