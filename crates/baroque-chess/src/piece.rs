//! Piece kinds, their letters and names.

use core::fmt;
use variant_core::Color;

/// The seven kinds of Baroque chess pieces.
///
/// Letters follow the chess pieces that traditionally represent them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// Pincer (`P`): moves like a rook, captures by custodian sandwich.
    Pincer,
    /// Long Leaper (`N`): moves like a queen, captures by jumping.
    LongLeaper,
    /// Chameleon (`B`): moves like a queen, captures each piece in its own way.
    Chameleon,
    /// Coordinator (`R`): moves like a queen, captures at the corners it forms with its King.
    Coordinator,
    /// Withdrawer (`Q`): moves like a queen, captures by moving directly away.
    Withdrawer,
    /// King (`K`): one step, captures by displacement.
    King,
    /// Immobilizer (`M`): moves like a queen, never captures, freezes adjacent enemies.
    Immobilizer,
}

impl PieceKind {
    /// Every kind, in index order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::Pincer,
        PieceKind::LongLeaper,
        PieceKind::Chameleon,
        PieceKind::Coordinator,
        PieceKind::Withdrawer,
        PieceKind::King,
        PieceKind::Immobilizer,
    ];

    /// `0..7`, an index into per-kind tables (the order of [`PieceKind::ALL`]).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter (White's letter): `P N B R Q K M`.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pincer => 'P',
            PieceKind::LongLeaper => 'N',
            PieceKind::Chameleon => 'B',
            PieceKind::Coordinator => 'R',
            PieceKind::Withdrawer => 'Q',
            PieceKind::King => 'K',
            PieceKind::Immobilizer => 'M',
        }
    }

    /// The kind for a letter of either case, if it is one.
    pub const fn from_letter(c: char) -> Option<PieceKind> {
        match c.to_ascii_uppercase() {
            'P' => Some(PieceKind::Pincer),
            'N' => Some(PieceKind::LongLeaper),
            'B' => Some(PieceKind::Chameleon),
            'R' => Some(PieceKind::Coordinator),
            'Q' => Some(PieceKind::Withdrawer),
            'K' => Some(PieceKind::King),
            'M' => Some(PieceKind::Immobilizer),
            _ => None,
        }
    }

    /// The English name, lower case (`long leaper`).
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pincer => "pincer",
            PieceKind::LongLeaper => "long leaper",
            PieceKind::Chameleon => "chameleon",
            PieceKind::Coordinator => "coordinator",
            PieceKind::Withdrawer => "withdrawer",
            PieceKind::King => "king",
            PieceKind::Immobilizer => "immobilizer",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// What the piece is.
    pub kind: PieceKind,
    /// Whose it is.
    pub color: Color,
}

impl Piece {
    /// A new piece.
    pub const fn new(kind: PieceKind, color: Color) -> Piece {
        Piece { kind, color }
    }

    /// The position-text letter: upper case for White, lower case for Black.
    pub const fn letter(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a position-text letter, if it is one.
    pub const fn from_letter(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match PieceKind::from_letter(c) {
            Some(kind) => Some(Piece { kind, color }),
            None => None,
        }
    }

    /// An index `0..14` into per-piece tables (kind index, plus 7 for Black).
    #[inline]
    pub const fn index(self) -> usize {
        self.kind.index() + 7 * self.color.index()
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
