//! `variants outcome GAME`: whether the game is over, and how.

use super::io_error;
use crate::games::{with_game, CliGame};
use crate::options::PositionArgs;
use std::io::Write;

/// The options of `outcome`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,
}

/// Runs `outcome`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => outcome::<G>(args, out))
}

fn outcome<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let position: G = args.position.position()?;
    let text = match position.outcome() {
        Some(outcome) => outcome.describe(G::side_name),
        None => "ongoing".to_string(),
    };
    writeln!(out, "{text}").map_err(io_error)
}
