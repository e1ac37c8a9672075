//! `variants moves GAME`: every legal move, one per line.

use super::io_error;
use crate::dice;
use crate::games::{with_game, CliGame};
use crate::options::PositionArgs;
use std::io::Write;

/// The options of `moves`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// Grant Acedrex's dice: only the moves of the kind rolled (a letter, a name or a die face 1 to 8)
    #[arg(long, value_name = "KIND")]
    pub dice: Option<String>,
}

/// Runs `moves`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => list::<G>(args, out))
}

fn list<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let position: G = args.position.position()?;
    let moves = match &args.dice {
        Some(kind) => {
            let rule = dice::rule_of::<G>()?;
            rule.moves(&position, (rule.parse_face)(kind)?)
        }
        None => position.legal_move_vec(),
    };
    for mv in &moves {
        writeln!(out, "{}", position.format_move(mv)).map_err(io_error)?;
    }
    Ok(())
}
