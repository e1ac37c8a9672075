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
        "baroque" => run::<baroque_chess::Position>(inv, out),
        "grant-acedrex" => run::<grant_acedrex::Position>(inv, out),
        "dragonchess" => run::<dragonchess::Position>(inv, out),
        other => Err(format!(
            "unknown game `{other}` (known: {})",
            GAMES.join(", ")
        )),
    }
}

impl CliGame for cheskers::Position {}
impl CliGame for baroque_chess::Position {}
impl CliGame for dragonchess::Position {}

impl CliGame for grant_acedrex::Position {
    /// Alfonso's dice: the legal moves of the rolled kind (a letter, an
    /// English name or a die face 1..8).
    fn dice_moves(&self, kind: &str) -> Result<Vec<grant_acedrex::Move>, String> {
        let kind: grant_acedrex::PieceKind = kind.parse().map_err(|e| format!("--dice: {e}"))?;
        let mut moves = grant_acedrex::MoveList::new();
        self.legal_moves_of_kind(kind, &mut moves);
        Ok(moves.to_vec())
    }
}
