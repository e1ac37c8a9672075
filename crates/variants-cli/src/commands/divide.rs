//! `variants divide GAME DEPTH`: perft per legal move, then the total.

use super::io_error;
use crate::dice;
use crate::games::{with_game, CliGame};
use crate::options::{parse_depth, PositionArgs};
use crate::perft_run::{check_feasible, counted_below, Progress};
use std::io::Write;

const AFTER_HELP: &str = "\
Prints `MOVE COUNT` for each legal move (the leaves below it at DEPTH), then the total \
alone on the last line; DEPTH 0 counts as 1. Each line is printed as soon as it is \
counted; on a terminal a progress line on stderr shows how far the current move is. \
Depths estimated at more than 10^14 positions are refused unless --force is given.

With --dice (Grant Acedrex) the moves are grouped by the face of the first roll that \
allows them, highest face first (king, aanca, unicorn, rook, lion, crocodile, giraffe, \
pawn); the counts and the total are the same as without dice (see `variants help perft`).";

/// The options of `divide`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// Depth in plies, 0 to 64
    #[arg(value_name = "DEPTH", value_parser = parse_depth)]
    pub depth: u32,

    /// Grant Acedrex's dice: the moves grouped by the face of the die that allows them
    #[arg(long)]
    pub dice: bool,

    /// Run a depth that is estimated to take more than a day
    #[arg(long)]
    pub force: bool,
}

/// Runs `divide`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => divide::<G>(args, out))
}

fn divide<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let position: G = args.position.position()?;
    let depth = args.depth.max(1);
    check_feasible(&position, depth, args.force)?;
    let mut moves = position.legal_move_vec();
    if args.dice {
        let rule = dice::rule_of::<G>()?;
        // A stable sort keeps generation order within a face.
        moves.sort_by_key(|mv| std::cmp::Reverse(rule.face_of(mv)));
    }
    let mut progress = Progress::from_environment();
    let label = format!("divide {depth}");
    let mut total = 0;
    for (i, mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        let count = counted_below(&child, depth - 1, &label, i, moves.len(), &mut progress);
        total += count;
        progress.finish();
        writeln!(out, "{} {count}", position.format_move(mv)).map_err(io_error)?;
        out.flush().map_err(io_error)?;
    }
    writeln!(out, "{total}").map_err(io_error)?;
    Ok(())
}
