//! `variants perft GAME DEPTH`: the number of leaves of the move tree.

use super::io_error;
use crate::dice::{self, DiceRule};
use crate::games::{with_game, CliGame};
use crate::options::{parse_depth, PositionArgs};
use crate::perft_run::{check_feasible, counted, counted_below, counted_threads, Progress};
use std::io::Write;
use std::time::Instant;

const AFTER_HELP: &str = "\
The count alone is the last line of the output. A depth whose count is estimated \
(from the branching factor at small depths) at more than 10^14 positions, over a day \
even at 10^9 positions a second, is refused unless --force is given. On a terminal a \
progress line is shown on stderr every few seconds (VARIANTS_PROGRESS=never|always|SECONDS \
changes that).

With --dice (Grant Acedrex) every ply starts with a roll of the eight-sided die, which \
picks the kind that must move; a face whose kind cannot move is rolled again, so it leads \
to no position of its own and counts 0. The count for a face is the sum, over the legal \
moves of its kind, of the leaves below them, the later plies rolled the same way. Each \
legal move is of exactly one kind, so the total over the faces equals the count without \
dice; the lines before it show how it splits over the first roll.";

/// The options of `perft`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// Depth in plies, 0 to 64
    #[arg(value_name = "DEPTH", value_parser = parse_depth)]
    pub depth: u32,

    /// Print the time taken and the speed before the count
    #[arg(long)]
    pub stats: bool,

    /// Grant Acedrex's dice: the count for each face of the first roll, then the total
    #[arg(long)]
    pub dice: bool,

    /// Run a depth that is estimated to take more than a day
    #[arg(long)]
    pub force: bool,

    /// Split the count over this many threads, at most one per core (the same count; not with --dice)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: u16,
}

/// Runs `perft`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => count::<G>(args, out))
}

fn count<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let position: G = args.position.position()?;
    if args.dice && args.threads > 1 {
        return Err("--dice counts with one thread: leave out --threads".to_string());
    }
    let dice = if args.dice {
        Some(dice::rule_of::<G>()?)
    } else {
        None
    };
    check_feasible(&position, args.depth, args.force)?;
    let mut progress = Progress::from_environment();
    let label = format!("perft {}", args.depth);
    let started = Instant::now();
    let (faces, nodes) = match dice {
        Some(rule) if args.depth > 0 => {
            let faces = per_face(&position, rule, args.depth, &label, &mut progress);
            let total = faces.iter().map(|(_, count)| count).sum();
            (faces, total)
        }
        _ if args.threads > 1 => (
            Vec::new(),
            counted_threads(
                &position,
                args.depth,
                args.threads.into(),
                &label,
                &mut progress,
            ),
        ),
        _ => (
            Vec::new(),
            counted(&position, args.depth, &label, &mut progress),
        ),
    };
    progress.finish();
    if args.stats {
        let seconds = started.elapsed().as_secs_f64();
        writeln!(out, "time: {seconds:.3} s").map_err(io_error)?;
        writeln!(
            out,
            "speed: {:.0} nodes/s",
            nodes as f64 / seconds.max(1e-9)
        )
        .map_err(io_error)?;
    }
    for (line, _) in &faces {
        writeln!(out, "{line}").map_err(io_error)?;
    }
    writeln!(out, "{nodes}").map_err(io_error)?;
    Ok(())
}

/// The count for each face of the first roll, highest face first, each with
/// its line: `face 8 (king): 6`, or for a face whose kind cannot move
/// `face 5 (rook): 0 (no rook can move: rolled again)`.
pub fn per_face<G: CliGame>(
    position: &G,
    rule: &DiceRule<G>,
    depth: u32,
    label: &str,
    progress: &mut Progress,
) -> Vec<(String, u64)> {
    let all = position.legal_move_vec();
    (1..=rule.faces)
        .rev()
        .map(|face| {
            let moves = rule.moves(position, face);
            if moves.is_empty() {
                let line = format!(
                    "face {}: 0 (no {} can move: rolled again)",
                    rule.describe(face),
                    (rule.face_name)(face)
                );
                return (line, 0);
            }
            let count: u64 = moves
                .iter()
                .map(|mv| {
                    let index = all.iter().position(|m| m == mv).unwrap_or(0);
                    let mut child = position.clone();
                    child.play_unchecked(mv);
                    counted_below(&child, depth - 1, label, index, all.len(), progress)
                })
                .sum();
            (format!("face {}: {count}", rule.describe(face)), count)
        })
        .collect()
}
