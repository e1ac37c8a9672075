//! The board as the page draws it: our SVG diagram with a transparent
//! square laid over every square of the board, named by its square text,
//! for the page to click, drag from and to, step through with the keyboard
//! and colour (legal destinations, the last move, a king in check). The
//! squares lie under the pieces, so that their colours mark the squares
//! without painting over the pieces; an occupied square's `<title>` names
//! its piece (the browser's tooltip). The caption under the board says who
//! is to move, or how the game ended.

use crate::session::side_names;
use crate::web_game::WebGame;
use std::fmt::Write;
use variant_core::svg::{render_svg_styled, square_origin_styled, square_text, SvgStyle, CELL};
use variant_core::{Coord2, Coord3, Kind};

/// The diagram of `position` in `style` with a `<rect class="sq"
/// data-square="..." aria-label="...">` over every square of the board
/// (`class="sq off"` on the squares the game does not use, such as
/// Cheskers' light squares), between the board and the pieces.
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
                let (x, y) = square_origin_styled(shape, square, style);
                let text = square_text(shape, square);
                let place = format!(r#"x="{x}" y="{y}" width="{CELL}" height="{CELL}""#);
                if !position.in_play(square) {
                    let _ = writeln!(
                        overlay,
                        r#"<rect class="sq off" data-square="{text}" aria-label="{text}, not in play" {place}/>"#,
                    );
                    continue;
                }
                let _ = match position.piece_on(square) {
                    Some(piece) => {
                        let side = &names[piece.color.index()];
                        let (name, moves) = (piece.kind.name(), piece.kind.summary());
                        writeln!(
                            overlay,
                            r#"<rect class="sq" data-square="{text}" aria-label="{text}, {side} {name}" {place}><title>{}</title></rect>"#,
                            escape(&format!("{side} {name}: {moves}")),
                        )
                    }
                    None => writeln!(
                        overlay,
                        r#"<rect class="sq" data-square="{text}" aria-label="{text}, empty" {place}/>"#,
                    ),
                };
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
    set_caption(&mut svg, &caption(position, &names));
    svg
}

/// What the caption under the board says: the result once the game is
/// over, else who is to move and whether in check.
fn caption<G: WebGame>(position: &G, names: &[String; 2]) -> String {
    match position.outcome() {
        Some(outcome) => {
            let text = outcome.describe(G::side_name);
            let mut chars = text.chars();
            let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
            format!("{}{}.", first.unwrap_or_default(), chars.as_str())
        }
        None => {
            let side = &names[position.side_to_move().index()];
            if position.is_check() {
                format!("{side} to move, in check")
            } else {
                format!("{side} to move")
            }
        }
    }
}

/// Puts `text` in place of the words of the diagram's last `<text>`
/// element: its caption, which the diagram writes last.
fn set_caption(svg: &mut String, text: &str) {
    let Some(open) = svg.rfind("<text") else {
        return;
    };
    let Some(start) = svg[open..].find('>').map(|i| open + i + 1) else {
        return;
    };
    let Some(end) = svg[start..].find("</text>").map(|i| start + i) else {
        return;
    };
    svg.replace_range(start..end, &escape(text));
}

/// `text` with the characters XML gives a meaning escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caption_is_replaced_and_escaped() {
        let mut svg =
            String::from(r#"<svg><text x="1">a</text><text y="2">White to move</text></svg>"#);
        set_caption(&mut svg, "White wins: <x> & y.");
        assert_eq!(
            svg,
            r#"<svg><text x="1">a</text><text y="2">White wins: &lt;x&gt; &amp; y.</text></svg>"#
        );
    }
}
