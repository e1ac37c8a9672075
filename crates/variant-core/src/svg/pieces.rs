//! The piece set: one drawing per kind of piece of the four games, keyed by
//! the kind's English name ([`Kind::name`]), drawn in a 100 × 100 box and
//! painted in the colours of the side that owns it. `variants show --svg`
//! and the web page (through `variants-web`) both draw pieces from here.

use crate::{Color, Kind};
use std::fmt::Write;

/// How a part of a drawing is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// Filled with the side's body colour and outlined: the silhouette.
    Body,
    /// Filled with the side's ink: eyes, marks, keyholes.
    Ink,
    /// A line in the side's ink, not filled.
    Line,
}

/// A piece's drawing: SVG path data in a 100 × 100 box, each with its paint,
/// drawn in order.
#[derive(Clone, Copy, Debug)]
pub struct Glyph {
    /// The kind's name, as [`Kind::name`] gives it (`long leaper`).
    pub name: &'static str,
    /// The parts, bottom first.
    pub parts: &'static [(Paint, &'static str)],
}

use Paint::{Body, Ink, Line};

/// Every drawing, one per piece name; a name shared by two games (king,
/// unicorn) is one drawing.
pub const GLYPHS: &[Glyph] = &[
    Glyph {
        name: "king",
        parts: &[
            (Body, "M22 84 H78 V76 H22 Z"),
            (Body, "M26 76 L18 36 L36 52 L50 28 L64 52 L82 36 L74 76 Z"),
            (Body, "M46 6 H54 V14 H62 V22 H54 V30 H46 V22 H38 V14 H46 Z"),
            (Ink, "M45 62 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z"),
        ],
    },
    Glyph {
        name: "rook",
        parts: &[
            (Body, "M22 88 H78 V80 H22 Z"),
            (Body, "M28 80 L32 44 H68 L72 80 Z"),
            (Body, "M26 44 V20 H37 V30 H45 V20 H55 V30 H63 V20 H74 V44 Z"),
            (Line, "M36 56 H64"),
        ],
    },
    Glyph {
        name: "pawn",
        parts: &[
            (Body, "M22 90 H78 V80 H22 Z"),
            (Body, "M30 80 Q38 58 42 46 H58 Q62 58 70 80 Z"),
            (Body, "M33 32 a17 17 0 1 0 34 0 a17 17 0 1 0 -34 0 Z"),
        ],
    },
    Glyph {
        name: "man",
        parts: &[
            (Body, "M14 52 V66 A36 14 0 0 0 86 66 V52 Z"),
            (Body, "M14 52 a36 14 0 1 0 72 0 a36 14 0 1 0 -72 0 Z"),
            (Line, "M30 52 a20 7 0 1 0 40 0 a20 7 0 1 0 -40 0 Z"),
        ],
    },
    Glyph {
        name: "bishop",
        parts: &[
            (Body, "M24 88 H76 V80 H24 Z"),
            (Body, "M34 80 L38 62 H62 L66 80 Z"),
            (Body, "M50 12 C68 26 70 48 60 62 H40 C30 48 32 26 50 12 Z"),
            (Line, "M56 28 L46 44"),
            (Ink, "M46 6 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
        ],
    },
    Glyph {
        name: "camel",
        parts: &[(
            Body,
            "M16 86 L20 58 Q18 46 28 42 Q34 26 44 40 Q50 26 58 40 Q64 44 68 38 L72 24 Q76 16 86 20 L90 28 L80 30 L76 48 Q72 56 72 62 L74 86 H66 L62 64 H34 L30 86 H22 Z",
        ), (Ink, "M80 23 a2.5 2.5 0 1 0 5 0 a2.5 2.5 0 1 0 -5 0 Z")],
    },
    Glyph {
        name: "dragon",
        parts: &[
            (Body, "M20 88 Q18 58 36 44 L28 18 L48 34 Q66 26 86 36 L72 44 L88 52 L64 56 Q56 66 58 88 Z"),
            (Ink, "M52 38 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Line, "M30 70 Q38 62 46 70"),
        ],
    },
    Glyph {
        name: "griffon",
        parts: &[
            (Body, "M22 88 Q20 56 38 38 Q48 24 64 28 L86 42 L66 44 Q60 52 64 60 Q70 74 62 88 Z"),
            (Body, "M30 66 Q14 44 18 24 Q32 40 46 52 Z"),
            (Ink, "M54 34 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
        ],
    },
    Glyph {
        name: "sylph",
        parts: &[
            (Body, "M50 52 Q28 14 12 36 Q14 60 50 58 Q86 60 88 36 Q72 14 50 52 Z"),
            (Body, "M42 88 L47 50 H53 L58 88 Z"),
            (Body, "M42 38 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z"),
        ],
    },
    Glyph {
        name: "warrior",
        parts: &[
            (Body, "M24 88 V52 Q24 22 50 22 Q76 22 76 52 V88 H60 V66 H40 V88 Z"),
            (Ink, "M34 48 H66 V56 H34 Z"),
            (Body, "M46 22 V8 H54 V22 Z"),
        ],
    },
    Glyph {
        name: "oliphant",
        parts: &[
            (Body, "M50 22 Q70 22 72 40 Q90 34 90 54 Q86 66 70 62 Q64 68 60 70 Q58 82 68 86 L58 90 Q46 86 48 70 Q38 68 30 62 Q14 66 10 54 Q10 34 28 40 Q30 22 50 22 Z"),
            (Ink, "M38 46 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
            (Ink, "M56 46 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
            (Line, "M40 64 L34 78 M60 64 L66 78"),
        ],
    },
    Glyph {
        name: "unicorn",
        parts: &[
            (Body, "M24 88 H76 V80 H24 Z"),
            (Body, "M30 80 Q26 58 36 46 Q38 32 50 26 Q66 30 78 52 L72 60 L58 52 Q52 62 62 80 Z"),
            (Body, "M48 28 L60 4 L56 32 Z"),
            (Ink, "M56 38 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
            (Line, "M38 46 Q34 58 38 70"),
        ],
    },
    Glyph {
        name: "hero",
        parts: &[
            (Body, "M43 66 V18 L50 4 L57 18 V66 Z"),
            (Body, "M24 62 H76 V72 H24 Z"),
            (Body, "M45 72 H55 V84 H45 Z"),
            (Body, "M44 88 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z"),
        ],
    },
    Glyph {
        name: "thief",
        parts: &[
            (Body, "M26 88 Q24 40 50 16 Q76 40 74 88 Z"),
            (Ink, "M20 48 Q50 36 80 48 Q78 64 62 62 Q50 56 38 62 Q22 64 20 48 Z"),
            (Body, "M32 50 a5 4 0 1 0 10 0 a5 4 0 1 0 -10 0 Z"),
            (Body, "M58 50 a5 4 0 1 0 10 0 a5 4 0 1 0 -10 0 Z"),
        ],
    },
    Glyph {
        name: "cleric",
        parts: &[
            (Body, "M28 88 L38 42 H62 L72 88 Z"),
            (Body, "M40 30 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 Z"),
            (Ink, "M47 50 H53 V58 H61 V64 H53 V80 H47 V64 H39 V58 H47 Z"),
        ],
    },
    Glyph {
        name: "mage",
        parts: &[
            (Body, "M50 6 L66 66 Q82 68 88 78 Q50 90 12 78 Q18 68 34 66 Z"),
            (Ink, "M50 34 L53 42 L61 42 L55 47 L57 55 L50 50 L43 55 L45 47 L39 42 L47 42 Z"),
            (Line, "M34 66 Q50 72 66 66"),
        ],
    },
    Glyph {
        name: "paladin",
        parts: &[
            (Body, "M22 16 H78 V46 Q78 74 50 90 Q22 74 22 46 Z"),
            (Ink, "M45 24 H55 V40 H70 V50 H55 V78 H45 V50 H30 V40 H45 Z"),
        ],
    },
    Glyph {
        name: "dwarf",
        parts: &[
            (Body, "M45 12 H55 V92 H45 Z"),
            (Body, "M55 16 Q86 16 90 50 Q74 40 55 44 Z"),
            (Body, "M45 16 Q14 16 10 50 Q26 40 45 44 Z"),
        ],
    },
    Glyph {
        name: "basilisk",
        parts: &[
            (Body, "M8 52 Q50 10 92 52 Q50 94 8 52 Z"),
            (Ink, "M36 52 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 Z"),
            (Body, "M47 52 a3 9 0 1 0 6 0 a3 9 0 1 0 -6 0 Z"),
            (Line, "M20 24 L28 34 M50 12 V24 M80 24 L72 34"),
        ],
    },
    Glyph {
        name: "elemental",
        parts: &[
            (Body, "M50 6 Q62 32 72 40 Q84 58 74 74 Q66 90 50 90 Q34 90 26 74 Q18 56 30 40 Q34 54 42 54 Q36 30 50 6 Z"),
            (Ink, "M50 50 Q60 62 60 72 Q58 82 50 82 Q42 82 40 72 Q42 62 50 50 Z"),
        ],
    },
    Glyph {
        name: "aanca",
        parts: &[
            (Body, "M50 28 Q62 28 62 40 L92 24 Q86 50 64 56 L68 86 H32 L36 56 Q14 50 8 24 L38 40 Q38 28 50 28 Z"),
            (Body, "M58 32 L70 36 L60 40 Z"),
            (Ink, "M50 34 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
            (Line, "M42 62 H58 M42 72 H58"),
        ],
    },
    Glyph {
        name: "lion",
        parts: &[
            (Body, "M50 12 L58 23 L70 17 L71 31 L85 32 L79 44 L90 52 L79 60 L85 72 L71 73 L70 87 L58 81 L50 92 L42 81 L30 87 L29 73 L15 72 L21 60 L10 52 L21 44 L15 32 L29 31 L30 17 L42 23 Z"),
            (Body, "M28 52 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 Z"),
            (Ink, "M38 46 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Ink, "M54 46 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Ink, "M44 58 H56 L50 64 Z"),
            (Line, "M50 64 V68 M42 70 Q50 74 58 70"),
        ],
    },
    Glyph {
        name: "crocodile",
        parts: &[
            (Body, "M4 58 L54 36 Q72 28 88 40 L96 58 Q80 70 58 68 L4 68 Z"),
            (Body, "M24 64 L20 80 H30 L34 64 Z"),
            (Body, "M56 64 L54 80 H64 L66 64 Z"),
            (Ink, "M70 44 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Line, "M60 58 L66 54 L72 58 L78 54 L84 58 L90 56"),
        ],
    },
    Glyph {
        name: "giraffe",
        parts: &[
            (Body, "M34 88 L40 50 Q42 30 48 18 L50 8 L54 16 Q66 18 76 26 L72 32 L58 30 L54 50 L60 88 Z"),
            (Ink, "M44 40 a3 4 0 1 0 6 0 a3 4 0 1 0 -6 0 Z"),
            (Ink, "M44 62 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Ink, "M42 76 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
            (Ink, "M60 22 a2.5 2.5 0 1 0 5 0 a2.5 2.5 0 1 0 -5 0 Z"),
        ],
    },
    Glyph {
        name: "pincer",
        parts: &[
            (Body, "M26 88 H74 V80 H26 Z"),
            (Body, "M32 80 L38 52 Q22 40 26 14 L40 32 L44 24 Q46 40 50 44 Q54 40 56 24 L60 32 L74 14 Q78 40 62 52 L68 80 Z"),
        ],
    },
    Glyph {
        name: "long leaper",
        parts: &[
            (Body, "M8 86 Q50 -6 92 86 H80 Q50 18 20 86 Z"),
            (Body, "M86 86 L72 70 L96 66 Z"),
            (Ink, "M42 76 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z"),
        ],
    },
    Glyph {
        name: "chameleon",
        parts: &[
            (Body, "M22 62 Q18 40 42 38 Q66 34 88 50 Q74 62 52 62 L48 78 H40 L42 62 Q32 64 32 72 Q32 80 40 80 Q36 90 24 84 Q14 76 22 62 Z"),
            (Ink, "M64 44 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
            (Line, "M28 52 Q40 46 52 52"),
        ],
    },
    Glyph {
        name: "coordinator",
        parts: &[
            (Body, "M16 50 a34 34 0 1 0 68 0 a34 34 0 1 0 -68 0 Z"),
            (Line, "M50 8 V92 M8 50 H92"),
            (Line, "M34 50 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0 Z"),
        ],
    },
    Glyph {
        name: "withdrawer",
        parts: &[
            (Body, "M24 90 H76 V82 H24 Z"),
            (Body, "M50 8 L82 42 H62 V82 H38 V42 H18 Z"),
            (Line, "M44 56 H56 M44 66 H56"),
        ],
    },
    Glyph {
        name: "immobilizer",
        parts: &[
            (Body, "M28 48 V34 Q28 10 50 10 Q72 10 72 34 V48 H62 V34 Q62 20 50 20 Q38 20 38 34 V48 Z"),
            (Body, "M20 46 H80 V88 H20 Z"),
            (Ink, "M44 62 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z"),
            (Ink, "M47 64 H53 V78 H47 Z"),
        ],
    },
];

/// The drawing of the piece named `name` (a [`Kind::name`]), if the set has
/// one.
pub fn glyph(name: &str) -> Option<&'static Glyph> {
    GLYPHS.iter().find(|g| g.name == name)
}

/// The colours a side's pieces are painted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The silhouette's fill.
    pub body: &'static str,
    /// The silhouette's outline.
    pub outline: &'static str,
    /// Marks and lines on the silhouette.
    pub ink: &'static str,
}

/// The palette of the side called `side_name` (`Gold`, `Scarlet`, `White`,
/// `Black`, any case); a side of another name gets White's or Black's by
/// `color`.
pub fn palette(side_name: &str, color: Color) -> Palette {
    match side_name.to_ascii_lowercase().as_str() {
        "gold" => Palette {
            body: "#f2c14e",
            outline: "#4a3200",
            ink: "#4a3200",
        },
        "scarlet" => Palette {
            body: "#c62828",
            outline: "#2d0000",
            ink: "#ffe3e0",
        },
        _ if color == Color::White => Palette {
            body: "#fbfbf8",
            outline: "#1a1a1a",
            ink: "#1a1a1a",
        },
        _ => Palette {
            body: "#2b2b2b",
            outline: "#000000",
            ink: "#f2f2f2",
        },
    }
}

/// The SVG elements of a piece of kind `kind` in `palette`, drawn in the
/// 100 × 100 box (wrap them in a `<g transform=...>` to place them): its
/// drawing, or its letter in a disc if the set has none.
pub fn piece_elements<K: Kind>(kind: K, palette: Palette) -> String {
    let mut out = String::new();
    let Some(glyph) = glyph(kind.name()) else {
        let _ = write!(
            out,
            r##"<circle cx="50" cy="50" r="40" fill="{}" stroke="{}" stroke-width="4"/><text x="50" y="64" font-size="44" font-weight="bold" text-anchor="middle" fill="{}">{}</text>"##,
            palette.body,
            palette.outline,
            palette.ink,
            kind.letter()
        );
        return out;
    };
    for (paint, d) in glyph.parts {
        let _ = match paint {
            Paint::Body => write!(
                out,
                r#"<path d="{d}" fill="{}" stroke="{}" stroke-width="4" stroke-linejoin="round"/>"#,
                palette.body, palette.outline
            ),
            Paint::Ink => write!(out, r#"<path d="{d}" fill="{}"/>"#, palette.ink),
            Paint::Line => write!(
                out,
                r#"<path d="{d}" fill="none" stroke="{}" stroke-width="4" stroke-linecap="round"/>"#,
                palette.ink
            ),
        };
    }
    out
}

/// A piece alone as a standalone SVG document (`viewBox="0 0 100 100"`):
/// for legends and piece pickers.
pub fn piece_svg<K: Kind>(kind: K, palette: Palette) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{}</svg>"#,
        piece_elements(kind, palette)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::tests::TestKind;

    #[test]
    fn every_drawing_has_a_unique_name_and_a_silhouette() {
        for (i, g) in GLYPHS.iter().enumerate() {
            assert!(
                GLYPHS[..i].iter().all(|other| other.name != g.name),
                "{} drawn twice",
                g.name
            );
            assert!(g.parts.iter().any(|(paint, _)| *paint == Paint::Body));
            for (_, d) in g.parts {
                assert!(d.starts_with('M'), "{}: {d}", g.name);
            }
        }
    }

    #[test]
    fn pieces_are_drawn_in_their_sides_colours() {
        let gold = palette("Gold", Color::White);
        let scarlet = palette("scarlet", Color::Black);
        assert_ne!(gold.body, scarlet.body);
        let drawn = piece_svg(TestKind::Pawn, gold);
        assert!(drawn.contains(gold.body) && !drawn.contains(scarlet.body));
        assert_eq!(
            drawn.matches("<path").count(),
            glyph("pawn").map_or(0, |g| g.parts.len())
        );
        // A kind the set does not draw gets its letter in a disc.
        let king = piece_svg(TestKind::King, palette("White", Color::White));
        assert!(king.contains("<circle") && king.contains(">K</text>"));
    }
}
