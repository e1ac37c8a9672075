//! One module per command: its options (`Args`) and what it does (`run`).
//! [`run`] is the one place that sends a parsed command to its module.

pub mod analyse;
pub mod apply;
pub mod completions;
pub mod divide;
pub mod moves;
pub mod openings;
pub mod outcome;
pub mod perft;
pub mod pieces;
pub mod play;
pub mod referee;
pub mod replay;
pub mod rules;
pub mod selfplay;
pub mod show;
pub mod xboard;

use crate::cli::{Cli, Command};
use std::io::Write;

/// Runs the command, writing its output to `out`; an error is the one-line
/// message for stderr.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), String> {
    match cli.command {
        Command::Perft(args) => perft::run(&args, out),
        Command::Analyse(args) => analyse::run(&args, out),
        Command::Divide(args) => divide::run(&args, out),
        Command::Moves(args) => moves::run(&args, out),
        Command::Apply(args) => apply::run(&args, out),
        Command::Outcome(args) => outcome::run(&args, out),
        Command::Show(args) => show::run(&args, out),
        Command::Rules(args) => rules::run(&args, out),
        Command::Pieces(args) => pieces::run(&args, out),
        Command::Play(args) => play::run(&args, out),
        Command::Selfplay(args) => selfplay::run(&args, out),
        Command::Replay(args) => replay::run(&args, out),
        Command::Xboard(args) => xboard::run(&args, out),
        Command::Match(args) => referee::run(&args, out),
        Command::Openings(args) => openings::run(&args, out),
        Command::Completions(args) => completions::run(&args, out),
    }
}

/// The error of a command whose output was closed by its reader (`|
/// head`): `main` ends such a command quietly with status 0, as it does
/// when the last flush meets the closed pipe, so that the status does not
/// depend on whether the output was still buffered.
pub const CLOSED_OUTPUT: &str = "cannot write output: the reader closed it";

/// The error for output that could not be written ([`CLOSED_OUTPUT`] for
/// a closed pipe).
pub fn io_error(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return CLOSED_OUTPUT.to_string();
    }
    format!("cannot write output: {e}")
}
