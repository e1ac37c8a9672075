//! The board as the page draws it: our SVG diagram with a transparent
//! square laid over every square in play, named by its square text, for the
//! page to click and to colour (legal destinations, the last move).

use crate::session::side_names;
use crate::web_game::WebGame;
use std::fmt::Write;
use variant_core::svg::{render_svg, square_origin, CELL};
use variant_core::{Coord2, Coord3};

/// The diagram of `position` with a `<rect class="sq" data-square="...">`
/// over every square in play.
pub(crate) fn board_svg<G: WebGame>(position: &G) -> String {
    let names = side_names::<G>();
    let mut svg = render_svg(
        position,
        [names[0].as_str(), names[1].as_str()],
        position.side_to_move(),
    );
    let shape = position.board_shape();
    let mut overlay = String::from("<g class=\"squares\">\n");
    for level in 0..shape.levels {
        for rank in 0..shape.ranks {
            for file in 0..shape.files {
                let square = Coord3::new(level, file, rank);
                if !position.in_play(square) {
                    continue;
                }
                let (x, y) = square_origin(shape, square);
                let _ = writeln!(
                    overlay,
                    r#"<rect class="sq" data-square="{}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#,
                    square_text(shape.levels, square)
                );
            }
        }
    }
    overlay.push_str("</g>\n");
    // render_svg's document ends with `</svg>\n`: the overlay goes last, on
    // top of everything.
    let end = svg.rfind("</svg>").unwrap_or(svg.len());
    svg.insert_str(end, &overlay);
    svg
}

/// A square's text as the games write it: `2g8` on stacked boards, `g8`
/// on flat ones.
fn square_text(levels: u8, square: Coord3) -> String {
    if levels > 1 {
        square.to_string()
    } else {
        square.flat().to_string()
    }
}

/// The letter of the piece on the square named `square` (position-text
/// case: upper case for White's), if there is one.
pub(crate) fn piece_letter<G: WebGame>(position: &G, square: &str) -> Option<char> {
    let shape = position.board_shape();
    let coord = if shape.levels > 1 {
        Coord3::parse(square, shape.files, shape.ranks, shape.levels).ok()?
    } else {
        let flat = Coord2::parse(square, shape.files, shape.ranks).ok()?;
        Coord3::new(0, flat.file, flat.rank)
    };
    position.piece_on(coord).map(|piece| piece.letter())
}
