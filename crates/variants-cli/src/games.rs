//! The games the CLI knows, by name.

use crate::args::Invocation;
use crate::run::{run, CliGame};
use std::io::Write;

/// The game names the CLI accepts.
pub const GAMES: [&str; 4] = ["dragonchess", "grant-acedrex", "cheskers", "baroque"];

/// Runs `inv` on the game it names.
pub fn dispatch(inv: &Invocation, out: &mut dyn Write) -> Result<(), String> {
    match inv.game.as_str() {
        "cheskers" => run::<cheskers::Position>(inv, out),
        "baroque" => run::<baroque::Position>(inv, out),
        name if GAMES.contains(&name) => Err(format!("{name}: not implemented yet")),
        other => Err(format!(
            "unknown game `{other}` (known: {})",
            GAMES.join(", ")
        )),
    }
}

impl CliGame for cheskers::Position {}
impl CliGame for baroque::Position {}
