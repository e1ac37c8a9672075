//! SVG diagrams of any [`BoardView`] (feature `svg`): pieces as letters in
//! circles coloured by side, file and rank labels, and for stacked boards one
//! board per level side by side, top level first.

use crate::{BoardShape, BoardView, Color, Coord3, Kind};
use std::fmt::Write;

/// The side of one square, in SVG user units.
pub const CELL: usize = 40;
const MARGIN: usize = 28;
const GAP: usize = 36;

/// Where [`render_svg`] draws `square` of a board of `shape`: the top-left
/// corner of its [`CELL`]-sized square, in the document's user units. A
/// page that lays clickable squares over the diagram uses this, so the two
/// never disagree.
pub fn square_origin(shape: BoardShape, square: Coord3) -> (usize, usize) {
    let (files, ranks) = (shape.files as usize, shape.ranks as usize);
    let caption_h = if shape.levels > 1 { 24 } else { 0 };
    // Levels are drawn top level first, left to right.
    let slot = (shape.levels - 1 - square.level) as usize;
    let x = MARGIN + slot * (files * CELL + GAP) + square.file as usize * CELL;
    let y = MARGIN + caption_h + (ranks - 1 - square.rank as usize) * CELL;
    (x, y)
}

/// Renders `view` as a standalone SVG document.
///
/// `names` gives the display names of the two sides for the caption
/// (`["Gold", "Scarlet"]`); `to_move` is named in it.
pub fn render_svg(view: &impl BoardView, names: [&str; 2], to_move: Color) -> String {
    let shape = view.board_shape();
    let (files, ranks) = (shape.files as usize, shape.ranks as usize);
    let board_w = files * CELL;
    let board_h = ranks * CELL;
    let levels = shape.levels as usize;
    let caption_h = if levels > 1 { 24 } else { 0 };
    let width = MARGIN * 2 + levels * board_w + (levels - 1) * GAP;
    let height = MARGIN * 2 + board_h + caption_h + 24;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#ffffff"/>
"##
    );
    for (slot, level) in (0..shape.levels).rev().enumerate() {
        let x0 = MARGIN + slot * (board_w + GAP);
        let y0 = MARGIN + caption_h;
        if levels > 1 {
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="16" text-anchor="middle">{}</text>"##,
                x0 + board_w / 2,
                MARGIN + 12,
                view.level_name(level)
            );
        }
        for rank in 0..ranks {
            for file in 0..files {
                let sq = Coord3::new(level, file as u8, rank as u8);
                let (x, y) = square_origin(shape, sq);
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
                    let letter = piece.kind.letter();
                    let (body, ink) = match piece.color {
                        Color::White => ("#fdf6e3", "#222222"),
                        Color::Black => ("#8b1a1a", "#ffffff"),
                    };
                    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
                    let _ = writeln!(
                        svg,
                        r##"<circle cx="{cx}" cy="{cy}" r="{}" fill="{body}" stroke="#222222" stroke-width="1.5"/><text x="{cx}" y="{}" font-size="18" font-weight="bold" text-anchor="middle" fill="{ink}">{letter}</text>"##,
                        CELL / 2 - 4,
                        cy + 6
                    );
                }
            }
        }
        let _ = writeln!(
            svg,
            r##"<rect x="{x0}" y="{y0}" width="{board_w}" height="{board_h}" fill="none" stroke="#222222"/>"##
        );
        for file in 0..files {
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="12" text-anchor="middle">{}</text>"##,
                x0 + file * CELL + CELL / 2,
                y0 + board_h + 14,
                (b'a' + file as u8) as char
            );
        }
        for rank in 0..ranks {
            let _ = writeln!(
                svg,
                r##"<text x="{}" y="{}" font-size="12" text-anchor="end">{}</text>"##,
                x0 - 4,
                y0 + (ranks - 1 - rank) * CELL + CELL / 2 + 4,
                rank + 1
            );
        }
    }
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
    }

    #[test]
    fn squares_are_where_they_are_drawn() {
        let svg = render_svg(&Tiny, ["White", "Black"], Color::Black);
        // The king stands on level 2 (drawn first, at the left), file a,
        // rank 1 (the lower row): its circle is centred in that square.
        let (x, y) = square_origin(Tiny.board_shape(), Coord3::new(1, 0, 0));
        assert_eq!((x, y), (28, 28 + 24 + 40));
        assert!(svg.contains(&format!(r#"<circle cx="{}" cy="{}""#, x + 20, y + 20)));
        // Level 1 is drawn to its right, past the gap.
        assert_eq!(
            square_origin(Tiny.board_shape(), Coord3::new(0, 1, 1)),
            (28 + 80 + 36 + 40, 52)
        );
    }
}
