//! `variants openings GAME --plies N --count K`: a book of balanced, varied
//! openings for `match --openings`: positions reached by seeded random
//! plies, kept when a shallow search scores them near even.

use super::io_error;
use crate::computer::{history_keys, new_engine};
use crate::games::{with_game, CliGame};
use crate::options::{number, PositionArgs};
use crate::output_file;
use crate::records::new_record;
use crate::referee_player::score_text;
use clap::ValueEnum;
use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use variant_core::{Game, Rng};
use variant_engine::{Level, Limits};

const AFTER_HELP: &str = "\
Each try plays --plies uniformly random legal moves from the start position (or --fen), \
drawn from one random stream seeded by --seed, so that a seed always writes the same book. \
The position reached is kept when the game is not over there, it is not already in the book \
(the same placement, side to move and rights: the game's repetition key), and our engine, \
searching it to --depth plies from an empty table, scores it within --window centipawns of \
even (no mate). Tries stop when --count positions are kept; after 200 tries per position \
wanted without enough, the command gives up with an error and writes nothing. The book is \
position texts, one a line after `#` comment lines that say how it was made (--format text), \
or PGN records, each the random moves from the start with the search's score on the last \
(--format pgn: engines that cannot be given a position, such as Fairy-Max, play these). \
With --out FILE the book goes to FILE and a summary line to the standard output.

Example: variants openings grant-acedrex --preset fairymax --plies 6 --count 50 --format pgn \
--out book.pgn";

/// The options of `openings`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game, its rules and the position the random plies start from
    #[command(flatten)]
    pub position: PositionArgs,

    /// Random plies from the start to each opening
    #[arg(long, value_name = "N", value_parser = number("--plies", 1, 200))]
    pub plies: u64,

    /// Openings to write
    #[arg(long, value_name = "K", value_parser = number("--count", 1, MAX_COUNT))]
    pub count: u64,

    /// The seed of the random plies
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = number("--seed", 0, u64::MAX))]
    pub seed: u64,

    /// The depth of the search that scores each position
    #[arg(long, value_name = "D", default_value_t = 3, value_parser = number("--depth", 1, 8))]
    pub depth: u64,

    /// The largest score kept, in centipawns either way
    #[arg(long, value_name = "CP", default_value_t = 50, value_parser = number("--window", 0, 10_000))]
    pub window: u64,

    /// Position texts or PGN
    #[arg(long, value_enum, default_value_t = BookFormat::Text)]
    pub format: BookFormat,

    /// Write the book to FILE instead of the standard output
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// How the book is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BookFormat {
    /// Position texts, one a line
    Text,
    /// PGN records: the moves from the start
    Pgn,
}

/// The most openings one book gets (as many as `match` reads).
const MAX_COUNT: u64 = crate::opening_book::MAX_OPENINGS as u64;

/// Tries per opening wanted before giving up.
const TRIES_PER_OPENING: u64 = 200;

/// Runs `openings`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => openings::<G>(args, out))
}

/// One kept opening: the random moves and the search's score.
struct Kept<G: Game> {
    moves: Vec<G::Move>,
    end: G,
    score: String,
}

/// Why tries were thrown away.
#[derive(Default)]
struct Rejected {
    decided: u64,
    repeated: u64,
    unbalanced: u64,
}

fn openings<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    // The file is checked and held before any work.
    let claimed = args.out.as_deref().map(output_file::claim).transpose()?;
    let start: G = args.position.position()?;
    let mut engine = new_engine::<G>(Level::MAX, 16, 1).map_err(|e| format!("hash: {e}"))?;
    let mut rng = Rng::new(args.seed);
    let mut seen = HashSet::new();
    let mut kept: Vec<Kept<G>> = Vec::new();
    let mut rejected = Rejected::default();
    let most = args.count.saturating_mul(TRIES_PER_OPENING);
    let mut tries = 0u64;
    while (kept.len() as u64) < args.count {
        if tries == most {
            return Err(format!(
                "only {} of {} openings found in {tries} tries ({} decided, {} repeated, {} outside ±{} centipawns): a wider --window or another --plies may find more",
                kept.len(),
                args.count,
                rejected.decided,
                rejected.repeated,
                rejected.unbalanced,
                args.window
            ));
        }
        tries += 1;
        let mut position = start.clone();
        let mut moves = Vec::new();
        for _ in 0..args.plies {
            let legal = position.legal_move_vec();
            if legal.is_empty() || position.outcome().is_some() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            position.play_unchecked(&mv);
            moves.push(mv);
        }
        if moves.len() as u64 != args.plies || position.outcome().is_some() {
            rejected.decided += 1;
            continue;
        }
        if !seen.insert(position.repetition_key()) {
            rejected.repeated += 1;
            continue;
        }
        // An empty table for each: the score depends on the position alone.
        engine.new_game();
        let history = history_keys(&start, moves.iter().copied());
        let result = engine.search(
            &position,
            &history,
            Limits::depth(args.depth as u32),
            &AtomicBool::new(false),
            |_| {},
        );
        let even = result
            .score
            .centipawn_value()
            .is_some_and(|cp| u64::from(cp.unsigned_abs()) <= args.window);
        if !even {
            rejected.unbalanced += 1;
            continue;
        }
        kept.push(Kept {
            moves,
            end: position,
            score: format!("{}/{}", score_text(result.score), result.depth),
        });
    }
    let book = match args.format {
        BookFormat::Text => text_book(args, &start, &kept),
        BookFormat::Pgn => pgn_book(&start, &kept),
    };
    let (Some(file), Some(path)) = (claimed, &args.out) else {
        return out.write_all(book.as_bytes()).map_err(io_error);
    };
    file.replace(&book)?;
    writeln!(
        out,
        "wrote {} openings to `{}` ({tries} tries: {} decided, {} repeated, {} outside ±{} centipawns)",
        kept.len(),
        crate::text::echo(&path.display().to_string()),
        rejected.decided,
        rejected.repeated,
        rejected.unbalanced,
        args.window
    )
    .map_err(io_error)
}

/// The book as position texts, after comment lines saying how it was made
/// (the second, the command that makes it again: from `start` when it was
/// given by `--fen`).
fn text_book<G: CliGame>(args: &Args, start: &G, kept: &[Kept<G>]) -> String {
    let mut rules = String::new();
    if args.position.fen.is_some() {
        // The canonical text, which no position text quotes with `'`.
        rules.push_str(&format!(" --fen '{start}'"));
    }
    if let Some(preset) = &args.position.preset {
        rules.push_str(&format!(" --preset {preset}"));
    }
    for pair in &args.position.rules {
        rules.push_str(&format!(" --rule {}={}", pair.key, pair.value));
    }
    let mut text = format!(
        "# {} openings of {}{rules}: {} random plies each (seed {}), scored within ±{} centipawns by a depth-{} search\n# variants openings {}{rules} --plies {} --count {} --seed {} --depth {} --window {}\n",
        kept.len(),
        G::NAME,
        args.plies,
        args.seed,
        args.window,
        args.depth,
        G::NAME,
        args.plies,
        args.count,
        args.seed,
        args.depth,
        args.window
    );
    for k in kept {
        text.push_str(&format!("{}\n", k.end));
    }
    text
}

/// The book as PGN records: the moves from the start, the score on the
/// last.
fn pgn_book<G: CliGame>(start: &G, kept: &[Kept<G>]) -> String {
    let mut text = String::new();
    for (i, k) in kept.iter().enumerate() {
        let mut record = new_record(start.clone(), "variants openings", ["?", "?"]);
        let _ = record.tags_mut().set("Round", (i + 1).to_string());
        for mv in &k.moves {
            let _ = record.push(*mv);
        }
        if let Some(a) = record.main_line_mut().annotation_mut(k.moves.len() - 1) {
            a.add_comment(&k.score);
        }
        text.push_str(&record.write());
        text.push('\n');
    }
    text
}
