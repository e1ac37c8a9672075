//! The text diagram of any [`BoardView`], written once for every game.

use crate::{BoardView, Coord3};

/// A plain-text diagram: the highest rank at the top, a piece's letter (upper
/// case for the first side, lower case for the second) or `.` on each square
/// in play and a space on squares out of play, rank numbers on the left and
/// file letters below. A stacked board shows its levels side by side, the top
/// level first, each under its name.
///
/// Every line ends with a line break. Rank numbers stand left of the first
/// level only, so Dragonchess's three 12-file levels take 79 columns.
///
/// ```
/// use variant_core::{diagram::text_diagram, BoardShape, BoardView, Color, Coord3, Kind, Piece};
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
/// # enum K { King }
/// # impl Kind for K {
/// #     const ALL: &'static [K] = &[K::King];
/// #     fn letter(self) -> char { 'K' }
/// #     fn name(self) -> &'static str { "king" }
/// #     fn summary(self) -> &'static str { "" }
/// #     fn index(self) -> usize { 0 }
/// # }
/// struct Two;
/// impl BoardView for Two {
///     type Kind = K;
///     fn board_shape(&self) -> BoardShape { BoardShape::flat(2, 2) }
///     fn piece_on(&self, sq: Coord3) -> Option<Piece<K>> {
///         (sq == Coord3::new(0, 0, 0)).then_some(Piece::new(Color::Black, K::King))
///     }
/// }
/// assert_eq!(text_diagram(&Two), " 2  . .\n 1  k .\n\n    a b\n");
/// ```
pub fn text_diagram(view: &impl BoardView) -> String {
    let shape = view.board_shape();
    let (files, ranks, levels) = (shape.files, shape.ranks, shape.levels);
    // Rank numbers only left of the first level; each square two columns.
    let label = 4;
    let board = 2 * files as usize - 1;
    let gap = "   ";
    let block = |slot: usize, text: String| -> String {
        let lead = if slot == 0 { label } else { 0 };
        format!("{:<width$}", text, width = lead + board)
    };
    let mut lines: Vec<String> = Vec::new();
    if levels > 1 {
        let captions: Vec<String> = (0..levels)
            .rev()
            .enumerate()
            .map(|(slot, l)| {
                let lead = if slot == 0 {
                    " ".repeat(label)
                } else {
                    String::new()
                };
                block(slot, format!("{lead}{}", view.level_name(l)))
            })
            .collect();
        lines.push(captions.join(gap));
    }
    for rank in (0..ranks).rev() {
        let blocks: Vec<String> = (0..levels)
            .rev()
            .enumerate()
            .map(|(slot, level)| {
                let mut row = if slot == 0 {
                    format!("{:>2}  ", rank + 1)
                } else {
                    String::new()
                };
                for file in 0..files {
                    let sq = Coord3::new(level, file, rank);
                    let c = match view.piece_on(sq) {
                        Some(p) => p.letter(),
                        None if view.in_play(sq) => '.',
                        None => ' ',
                    };
                    if file > 0 {
                        row.push(' ');
                    }
                    row.push(c);
                }
                block(slot, row)
            })
            .collect();
        lines.push(blocks.join(gap));
    }
    lines.push(String::new());
    let letters: String = (0..files)
        .map(|f| char::from(b'a' + f).to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let footer: Vec<String> = (0..levels as usize)
        .map(|slot| {
            let lead = if slot == 0 {
                " ".repeat(label)
            } else {
                String::new()
            };
            block(slot, format!("{lead}{letters}"))
        })
        .collect();
    lines.push(footer.join(gap));
    let mut out = String::new();
    for line in lines {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::tests::TestKind;
    use crate::{BoardShape, Color, Piece};

    struct Stacked;
    impl BoardView for Stacked {
        type Kind = TestKind;
        fn board_shape(&self) -> BoardShape {
            BoardShape::new(12, 8, 3)
        }
        fn piece_on(&self, sq: Coord3) -> Option<Piece<TestKind>> {
            (sq == Coord3::new(0, 11, 7)).then_some(Piece::new(Color::White, TestKind::King))
        }
        fn level_name(&self, level: u8) -> String {
            ["Underworld", "Ground", "Sky"][level as usize].to_string()
        }
    }

    #[test]
    fn three_levels_fit_in_80_columns() {
        let text = text_diagram(&Stacked);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 8 + 2);
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{text}");
        assert!(lines[0].starts_with("    Sky") && lines[0].contains("Underworld"));
        // The king is on the last level, file l, rank 8: the last column of row 1.
        assert!(
            lines[1].starts_with(" 8  .") && lines[1].ends_with('K'),
            "{text}"
        );
        assert_eq!(lines[1].chars().count(), 79);
        assert!(lines[10].starts_with("    a b c") && lines[10].ends_with("k l"));
        assert_eq!(lines[9], "");
    }
}
