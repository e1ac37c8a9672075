//! `variants replay FILE`: check every game of a PGN file and print each
//! one's final position text.

use super::io_error;
use crate::games::{with_game, CliGame, GameName};
use crate::records::{located, open, parse_options, variant_of};
use std::io::Write;
use std::path::{Path, PathBuf};
use variant_core::record::{RawGame, Record};

const AFTER_HELP: &str = "\
Each game is read as the game its Variant tag names (--game GAME for games without one), \
every move of its main line and variations checked against the rules, from its FEN and \
Rules tags. One line per game: the position text after its main line. The first problem \
ends the run: `error: FILE:LINE:COLUMN: ...` on stderr, exit status 2. The format is \
described in docs/pgn.md.";

/// The options of `replay`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The PGN file
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// The game of records without a Variant tag
    #[arg(long, value_name = "GAME", value_parser = GameName::parse)]
    pub game: Option<GameName>,
}

/// Runs `replay`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let mut reader = open(&args.file)?;
    while let Some(raw) = reader.next_game() {
        let raw = raw.map_err(|e| located(&args.file, &e))?;
        let game = variant_of(&raw, args.game, &args.file)?;
        let end = with_game!(game, G => final_text::<G>(&raw, &args.file)?);
        writeln!(out, "{end}").map_err(io_error)?;
    }
    Ok(())
}

/// The position text at the end of `raw`'s main line, every move checked.
fn final_text<G: CliGame>(raw: &RawGame, file: &Path) -> Result<String, String> {
    let record =
        Record::<G>::from_raw(raw, &parse_options::<G>()).map_err(|e| located(file, &e))?;
    Ok(record.end().to_string())
}
