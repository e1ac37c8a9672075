//! SVG diagrams of any [`BoardView`] (feature `svg`): the pieces drawn from
//! the piece set of [`pieces`] in their sides' colours, with the letter as an
//! optional overlay, file and rank labels, and for stacked boards one board
//! per level, top level first, side by side or one above the other.

pub mod pieces;

use crate::{BoardShape, BoardView, Color, Coord3, Kind};
use std::fmt::Write;

/// The side of one square, in SVG user units.
pub const CELL: usize = 40;
const MARGIN: usize = 28;
const GAP: usize = 36;
/// The piece drawings' box (100 units) scaled into a square, with a margin.
const PIECE_SCALE: f64 = 0.34;

/// How [`render_svg_styled`] lays out and dresses the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvgStyle {
    /// Levels one above the other (top level first) instead of side by side.
    pub stacked: bool,
    /// Seen from the second side: its first rank at the top.
    pub flipped: bool,
    /// Each piece's letter in a corner of its square.
    pub letters: bool,
}

impl Default for SvgStyle {
    /// Side by side, from the first side, letters shown.
    fn default() -> Self {
        SvgStyle {
            stacked: false,
            flipped: false,
            letters: true,
        }
    }
}

/// The height of a level's caption (`Level 2`), on stacked boards only.
fn caption_height(shape: BoardShape) -> usize {
    if shape.levels > 1 {
        24
    } else {
        0
    }
}

/// The top-left corner of the board drawn in `slot` (0: the top level).
fn board_origin(shape: BoardShape, slot: usize, style: SvgStyle) -> (usize, usize) {
    let caption_h = caption_height(shape);
    let (board_w, board_h) = (shape.files as usize * CELL, shape.ranks as usize * CELL);
    if style.stacked {
        (
            MARGIN,
            MARGIN + caption_h + slot * (caption_h + board_h + GAP),
        )
    } else {
        (MARGIN + slot * (board_w + GAP), MARGIN + caption_h)
    }
}

/// The width and height of the whole document.
fn document_size(shape: BoardShape, style: SvgStyle) -> (usize, usize) {
    let levels = shape.levels as usize;
    let caption_h = caption_height(shape);
    let (board_w, board_h) = (shape.files as usize * CELL, shape.ranks as usize * CELL);
    if style.stacked {
        (
            MARGIN * 2 + board_w,
            MARGIN * 2 + levels * (caption_h + board_h) + (levels - 1) * GAP + 24,
        )
    } else {
        (
            MARGIN * 2 + levels * board_w + (levels - 1) * GAP,
            MARGIN * 2 + board_h + caption_h + 24,
        )
    }
}

/// Where [`render_svg`] draws `square` of a board of `shape`: the top-left
/// corner of its [`CELL`]-sized square, in the document's user units. A
/// page that lays clickable squares over the diagram uses this, so the two
/// never disagree.
pub fn square_origin(shape: BoardShape, square: Coord3) -> (usize, usize) {
    square_origin_styled(shape, square, SvgStyle::default())
}

/// Where [`render_svg_styled`] draws `square` in `style`.
pub fn square_origin_styled(shape: BoardShape, square: Coord3, style: SvgStyle) -> (usize, usize) {
    let (files, ranks) = (shape.files as usize, shape.ranks as usize);
    // Levels are drawn top level first.
    let slot = (shape.levels - 1 - square.level) as usize;
    let (x0, y0) = board_origin(shape, slot, style);
    let (column, row) = if style.flipped {
        (files - 1 - square.file as usize, square.rank as usize)
    } else {
        (square.file as usize, ranks - 1 - square.rank as usize)
    };
    (x0 + column * CELL, y0 + row * CELL)
}

/// A square's text as the games write it: `2g8` on stacked boards, `g8`
/// on flat ones.
pub fn square_text(shape: BoardShape, square: Coord3) -> String {
    if shape.levels > 1 {
        square.to_string()
    } else {
        square.flat().to_string()
    }
}

/// Renders `view` as a standalone SVG document in the default
/// [`SvgStyle`].
///
/// `names` gives the display names of the two sides for the caption
/// (`["Gold", "Scarlet"]`) and the pieces' colours; `to_move` is named in
/// the caption.
pub fn render_svg(view: &impl BoardView, names: [&str; 2], to_move: Color) -> String {
    render_svg_styled(view, names, to_move, SvgStyle::default())
}

/// Renders `view` as a standalone SVG document in `style`.
///
/// The squares come first, then every piece in one `<g class="pieces">`
/// (each a `<g class="piece" data-square="e4">` with a `<title>` naming it
/// and how it moves), so that a page can lay marks between the two.
pub fn render_svg_styled(
    view: &impl BoardView,
    names: [&str; 2],
    to_move: Color,
    style: SvgStyle,
) -> String {
    let shape = view.board_shape();
    let (files, ranks) = (shape.files as usize, shape.ranks as usize);
    let board_w = files * CELL;
    let board_h = ranks * CELL;
    let (width, height) = document_size(shape, style);
    let palettes = [
        pieces::palette(names[0], Color::White),
        pieces::palette(names[1], Color::Black),
    ];
    let mut svg = String::new();
    let mut men = String::from("<g class=\"pieces\">\n");
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#ffffff"/>
"##
    );
    for (slot, level) in (0..shape.levels).rev().enumerate() {
        let (x0, y0) = board_origin(shape, slot, style);
        if shape.levels > 1 {
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="16" text-anchor="middle">{}</text>"##,
                x0 + board_w / 2,
                y0 - 12,
                view.level_name(level)
            );
        }
        for rank in 0..ranks {
            for file in 0..files {
                let sq = Coord3::new(level, file as u8, rank as u8);
                let (x, y) = square_origin_styled(shape, sq, style);
                let fill = if !view.in_play(sq) {
                    "#c8c8c8"
                } else if (file + rank) % 2 == 0 {
                    "#b58863"
                } else {
                    "#f0d9b5"
                };
                let _ = writeln!(
                    svg,
                    r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>"##
                );
                if let Some(piece) = view.piece_on(sq) {
                    let side = piece.color.index();
                    let offset = (CELL as f64 - 100.0 * PIECE_SCALE) / 2.0;
                    let _ = write!(
                        men,
                        r#"<g class="piece" data-square="{}" transform="translate({x} {y})"><title>{} {}: {}</title><g transform="translate({offset} {offset}) scale({PIECE_SCALE})">{}</g>"#,
                        square_text(shape, sq),
                        names[side],
                        piece.kind.name(),
                        piece.kind.summary(),
                        pieces::piece_elements(piece.kind, palettes[side])
                    );
                    if style.letters {
                        let _ = write!(
                            men,
                            r##"<text x="{}" y="{}" font-size="10" font-weight="bold" text-anchor="end" fill="#111111" stroke="#ffffff" stroke-width="2.5" paint-order="stroke">{}</text>"##,
                            CELL - 2,
                            CELL - 3,
                            piece.letter()
                        );
                    }
                    men.push_str("</g>\n");
                }
            }
        }
        let _ = writeln!(
            svg,
            r##"<rect x="{x0}" y="{y0}" width="{board_w}" height="{board_h}" fill="none" stroke="#222222"/>"##
        );
        for file in 0..files {
            let column = if style.flipped {
                files - 1 - file
            } else {
                file
            };
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="12" text-anchor="middle">{}</text>"##,
                x0 + column * CELL + CELL / 2,
                y0 + board_h + 14,
                (b'a' + file as u8) as char
            );
        }
        for rank in 0..ranks {
            let row = if style.flipped {
                rank
            } else {
                ranks - 1 - rank
            };
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="12" text-anchor="end">{}</text>"##,
                x0 - 4,
                y0 + row * CELL + CELL / 2 + 4,
                rank + 1
            );
        }
    }
    men.push_str("</g>\n");
    svg.push_str(&men);
    let _ = writeln!(
        svg,
        r##"<text x="{MARGIN}" y="{}" font-size="14">{} to move</text>"##,
        height - 10,
        names[to_move.index()]
    );
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::tests::TestKind;
    use crate::Piece;

    struct Tiny;
    impl BoardView for Tiny {
        type Kind = TestKind;
        fn board_shape(&self) -> BoardShape {
            BoardShape::new(2, 2, 2)
        }
        fn piece_on(&self, sq: Coord3) -> Option<Piece<TestKind>> {
            (sq == Coord3::new(1, 0, 0)).then_some(Piece::new(Color::Black, TestKind::King))
        }
    }

    #[test]
    fn draws_every_square_and_piece() {
        let svg = render_svg(&Tiny, ["White", "Black"], Color::Black);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        // 2 levels x 4 squares + 2 frames + the background.
        assert_eq!(svg.matches("<rect").count(), 11);
        assert_eq!(svg.matches("<circle").count(), 1);
        assert!(svg.contains(">K</text>"));
        assert!(svg.contains("Level 2") && svg.contains("Black to move"));
        assert!(svg.contains("<title>Black long king: moves</title>"));
        // The letter overlay, in position-text case, only when asked for.
        assert!(svg.contains(">k</text>"));
        let plain = render_svg_styled(
            &Tiny,
            ["White", "Black"],
            Color::Black,
            SvgStyle {
                letters: false,
                ..SvgStyle::default()
            },
        );
        assert!(!plain.contains(">k</text>"));
    }

    #[test]
    fn stacked_and_flipped_boards_put_squares_where_they_are_drawn() {
        let shape = Tiny.board_shape();
        let stacked = SvgStyle {
            stacked: true,
            ..SvgStyle::default()
        };
        // Level 2 on top, level 1 below it past its caption and the gap.
        assert_eq!(
            square_origin_styled(shape, Coord3::new(1, 0, 1), stacked),
            (28, 52)
        );
        assert_eq!(
            square_origin_styled(shape, Coord3::new(0, 0, 1), stacked),
            (28, 52 + 80 + 36 + 24)
        );
        // Flipped: file a on the right, rank 1 at the top.
        let flipped = SvgStyle {
            flipped: true,
            ..SvgStyle::default()
        };
        assert_eq!(
            square_origin_styled(shape, Coord3::new(1, 0, 0), flipped),
            (28 + 40, 52)
        );
        let svg = render_svg_styled(&Tiny, ["White", "Black"], Color::White, stacked);
        assert!(svg.contains(r#"translate(28 92)"#), "{svg}");
    }

    #[test]
    fn squares_are_where_they_are_drawn() {
        let svg = render_svg(&Tiny, ["White", "Black"], Color::Black);
        // The king stands on level 2 (drawn first, at the left), file a,
        // rank 1 (the lower row): its drawing is placed in that square.
        let (x, y) = square_origin(Tiny.board_shape(), Coord3::new(1, 0, 0));
        assert_eq!((x, y), (28, 28 + 24 + 40));
        assert!(svg.contains(&format!(
            r#"<g class="piece" data-square="2a1" transform="translate({x} {y})">"#
        )));
        // Level 1 is drawn to its right, past the gap.
        assert_eq!(
            square_origin(Tiny.board_shape(), Coord3::new(0, 1, 1)),
            (28 + 80 + 36 + 40, 52)
        );
    }
}
