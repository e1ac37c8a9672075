//! Piece kinds, letters and names.

use variant_core::Color;

/// The four kinds of Cheskers piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// `P`: the checkers man. Steps one square diagonally forward, captures by
    /// jumping forward (in chains), promotes on the far rank.
    Man,
    /// `K`: the checkers king (not flying). Steps and jumps in all four
    /// diagonal directions. Losing every king loses the game.
    King,
    /// `B`: the chess bishop; captures by displacement, never compulsory.
    Bishop,
    /// `C`: the camel, a (3,1) leaper; captures by displacement, never compulsory.
    Camel,
}

impl PieceKind {
    /// All kinds, in the order of their zobrist keys.
    pub const ALL: [PieceKind; 4] = [
        PieceKind::Man,
        PieceKind::King,
        PieceKind::Bishop,
        PieceKind::Camel,
    ];

    /// The kinds a man may promote to, in the order moves are generated.
    pub const PROMOTIONS: [PieceKind; 3] = [PieceKind::King, PieceKind::Bishop, PieceKind::Camel];

    /// The upper-case letter (`P`, `K`, `B`, `C`).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Man => 'P',
            PieceKind::King => 'K',
            PieceKind::Bishop => 'B',
            PieceKind::Camel => 'C',
        }
    }

    /// The kind for an upper-case letter.
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        match letter {
            'P' => Some(PieceKind::Man),
            'K' => Some(PieceKind::King),
            'B' => Some(PieceKind::Bishop),
            'C' => Some(PieceKind::Camel),
            _ => None,
        }
    }

    /// The English name, lower case (`man`, `king`, `bishop`, `camel`).
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Man => "man",
            PieceKind::King => "king",
            PieceKind::Bishop => "bishop",
            PieceKind::Camel => "camel",
        }
    }

    /// `0..4`, the index into per-kind tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether this kind captures by checkers jumps (man and king).
    pub const fn jumps(self) -> bool {
        matches!(self, PieceKind::Man | PieceKind::King)
    }
}

/// A piece: a kind and a colour.
///
/// ```
/// use cheskers::{Piece, PieceKind};
/// use variant_core::Color;
/// let p = Piece::from_letter('c').unwrap();
/// assert_eq!(p, Piece::new(Color::Black, PieceKind::Camel));
/// assert_eq!(p.letter(), 'c');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The position-text letter: upper case for White, lower case for Black.
    pub const fn letter(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a position-text letter (`P K B C` White, `p k b c` Black).
    pub const fn from_letter(letter: char) -> Option<Piece> {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match PieceKind::from_letter(letter.to_ascii_uppercase()) {
            Some(kind) => Some(Piece { color, kind }),
            None => None,
        }
    }

    /// `0..8`: colour-major index into per-piece tables (zobrist keys).
    pub const fn index(self) -> usize {
        self.color.index() * 4 + self.kind.index()
    }
}
