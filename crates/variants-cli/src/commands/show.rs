//! `variants show GAME`: a text diagram of the position, or an SVG file.

use super::io_error;
use crate::games::{with_game, CliGame};
use crate::options::{ColourChoice, PositionArgs};
use crate::text::{capitalised, colour_diagram, diagram_text, echo, pieces_table};
use std::io::Write;
use std::path::PathBuf;
use variant_core::svg::render_svg;
use variant_core::Color;

/// The options of `show`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// Write an SVG diagram to FILE instead of printing the text diagram
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,

    /// Also print what each letter means and how each piece moves
    #[arg(long, conflicts_with = "svg")]
    pub legend: bool,

    /// Colour the pieces: auto (on a terminal), always or never
    #[arg(long, value_name = "WHEN", default_value = "auto")]
    pub color: ColourChoice,
}

/// Runs `show`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => show::<G>(args, out))
}

fn show<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let target = args
        .svg
        .as_deref()
        .map(crate::output_file::check)
        .transpose()?;
    let position: G = args.position.position()?;
    if let Some(target) = &target {
        let names = [G::side_name(Color::White), G::side_name(Color::Black)].map(capitalised);
        let svg = render_svg(&position, [&names[0], &names[1]], position.side_to_move());
        target.replace(&svg)?;
        return writeln!(out, "wrote {}", echo(&target.path().display().to_string()))
            .map_err(io_error);
    }
    let diagram = diagram_text(&position);
    let diagram = if args.color.for_stdout() {
        colour_diagram(&diagram)
    } else {
        diagram
    };
    write!(out, "{diagram}").map_err(io_error)?;
    if args.legend {
        write!(out, "\n{}\n", pieces_table::<G>()).map_err(io_error)?;
    }
    // The position text stays the last line: scripts read it there.
    writeln!(out, "{position}").map_err(io_error)
}
