//! The board as the page draws it: our SVG diagram with a transparent
//! square laid over every square in play, named by its square text, for the
//! page to click, drag from and to, and colour (legal destinations, the last
//! move). The squares lie under the pieces, so that their colours mark the
//! squares without painting over the pieces.

use crate::session::side_names;
use crate::web_game::WebGame;
use std::fmt::Write;
use variant_core::svg::{render_svg_styled, square_origin_styled, square_text, SvgStyle, CELL};
use variant_core::{Coord2, Coord3, Kind};

/// The diagram of `position` in `style` with a `<rect class="sq"
/// data-square="..." aria-label="...">` over every square in play, between
/// the board and the pieces.
pub(crate) fn board_svg<G: WebGame>(position: &G, style: SvgStyle) -> String {
    let names = side_names::<G>();
    let mut svg = render_svg_styled(
        position,
        [names[0].as_str(), names[1].as_str()],
        position.side_to_move(),
        style,
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
                let (x, y) = square_origin_styled(shape, square, style);
                let text = square_text(shape, square);
                let label = match position.piece_on(square) {
                    Some(piece) => format!(
                        "{text}, {} {}",
                        names[piece.color.index()],
                        piece.kind.name()
                    ),
                    None => format!("{text}, empty"),
                };
                let _ = writeln!(
                    overlay,
                    r#"<rect class="sq" data-square="{text}" aria-label="{label}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#,
                );
            }
        }
    }
    overlay.push_str("</g>\n");
    // Under the pieces: before their group, or last if there is none.
    let at = svg
        .find("<g class=\"pieces\">")
        .or_else(|| svg.rfind("</svg>"))
        .unwrap_or(svg.len());
    svg.insert_str(at, &overlay);
    svg
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
