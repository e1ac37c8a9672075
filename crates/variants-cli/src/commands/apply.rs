//! `variants apply GAME MOVE...`: play moves, print the position text.

use super::io_error;
use crate::games::{with_game, CliGame};
use crate::options::PositionArgs;
use crate::records;
use std::io::Write;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Prints the position text after the moves (what --fen reads). The moves may also come \
from a game record: --pgn FILE plays the main line of the one game in FILE, from the \
record's own start position and rules (its FEN and Rules tags), then any MOVEs given.";

/// The options of `apply`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// The moves, in order, in the game's move text
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,

    /// Play the moves of the game record in FILE first (PGN; one game)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "preset", "rules"])]
    pub pgn: Option<PathBuf>,
}

/// Runs `apply`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => apply::<G>(args, out))
}

fn apply<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let mut position: G = match &args.pgn {
        Some(file) => records::read_one::<G>(file)?.end().clone(),
        None => args.position.position()?,
    };
    for (n, text) in args.moves.iter().enumerate() {
        position
            .play_text(text)
            .map_err(|e| format!("move {} of {}: {e}", n + 1, args.moves.len()))?;
    }
    writeln!(out, "{position}").map_err(io_error)
}
