//! `variants pieces GAME`: every kind of piece, its letter, name and moves.

use super::io_error;
use crate::games::{with_game, GameName};
use crate::text::pieces_table;
use std::io::Write;

/// The options of `pieces`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: dragonchess, grant-acedrex, cheskers or baroque
    #[arg(value_name = "GAME", value_parser = GameName::parse)]
    pub game: GameName,
}

/// Runs `pieces`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.game, G => write!(out, "{}", pieces_table::<G>()).map_err(io_error))
}
