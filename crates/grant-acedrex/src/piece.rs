//! Piece kinds, pieces, their letters, names, summaries and die faces.

use crate::ParseKindError;
use core::fmt;
use core::str::FromStr;
use variant_core::Kind;

/// The eight kinds of piece, in the order of Alfonso's die (8 King down to
/// 1 Pawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// `K`: one step in any direction, plus the first-move leap of two.
    King,
    /// `A`: one diagonal step, then optionally a slide orthogonally outward.
    Aanca,
    /// `U`: a knight leap, then optionally a slide diagonally outward.
    Unicorn,
    /// `R`: the chess rook.
    Rook,
    /// `L`: leaps (3,0) and (3,1) (or (3,0) only with the Murray option).
    Lion,
    /// `C`: the chess bishop.
    Crocodile,
    /// `G`: leaps (3,2) (or (4,1) with the Murray option).
    Giraffe,
    /// `P`: one step forward, captures one step diagonally forward.
    Pawn,
}

impl PieceKind {
    /// Every kind, in die order (King = 8 first, Pawn = 1 last): the same
    /// kinds as [`Kind::ALL`], as an array.
    pub const ALL: [PieceKind; 8] = [
        PieceKind::King,
        PieceKind::Aanca,
        PieceKind::Unicorn,
        PieceKind::Rook,
        PieceKind::Lion,
        PieceKind::Crocodile,
        PieceKind::Giraffe,
        PieceKind::Pawn,
    ];

    /// A dense index `0..8` (the position in [`PieceKind::ALL`]).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter (`K`, `A`, `U`, `R`, `L`, `C`, `G`, `P`).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::King => 'K',
            PieceKind::Aanca => 'A',
            PieceKind::Unicorn => 'U',
            PieceKind::Rook => 'R',
            PieceKind::Lion => 'L',
            PieceKind::Crocodile => 'C',
            PieceKind::Giraffe => 'G',
            PieceKind::Pawn => 'P',
        }
    }

    /// The kind for a letter, in either case.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<PieceKind> {
        let up = letter.to_ascii_uppercase();
        PieceKind::ALL.into_iter().find(|k| k.letter() == up)
    }

    /// How the piece moves and captures, in one or two sentences (for
    /// legends and piece lists).
    pub const fn summary(self) -> &'static str {
        match self {
            PieceKind::King => "One step in any direction. On its first move only it may instead leap two squares in a straight line (orthogonal or diagonal) to an empty square, not out of check and not over an attacked square.",
            PieceKind::Aanca => "One diagonal step; then, if that square is empty, it may slide on as a rook along either orthogonal direction that continues away from its start (after a step up and right: right or up). It stops, or captures, on any of these squares.",
            PieceKind::Unicorn => "A knight's leap over anything; then, if that square is empty, it may slide on diagonally outward as a bishop (e5, g6, h7, i8, ...). It stops, or captures, on any of these squares (Murray: a non-capturing knight's leap first, a bishop afterwards).",
            PieceKind::Rook => "Slides any distance orthogonally, as the chess rook (there is no castling).",
            PieceKind::Lion => "Leaps three squares orthogonally, or three and one sideways, over anything: 12 targets (Murray: the straight three-square leap only).",
            PieceKind::Crocodile => "Slides any distance diagonally, as the chess bishop.",
            PieceKind::Giraffe => "Leaps three squares one way and two the other, over anything (Murray: four and one).",
            PieceKind::Pawn => "One step straight forward to an empty square; captures one step diagonally forward. On the last rank it becomes the piece of its file's initial array (an aanca on the king's file).",
        }
    }

    /// The English name, lower case (`aanca`, `unicorn`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::King => "king",
            PieceKind::Aanca => "aanca",
            PieceKind::Unicorn => "unicorn",
            PieceKind::Rook => "rook",
            PieceKind::Lion => "lion",
            PieceKind::Crocodile => "crocodile",
            PieceKind::Giraffe => "giraffe",
            PieceKind::Pawn => "pawn",
        }
    }

    /// The face of the eight-sided die that selects this kind:
    /// 8 King, 7 Aanca, 6 Unicorn, 5 Rook, 4 Lion, 3 Crocodile, 2 Giraffe, 1 Pawn.
    pub const fn die_face(self) -> u8 {
        8 - self as u8
    }

    /// The kind a die face selects (`1..=8`), or `None` for any other number.
    ///
    /// ```
    /// use grant_acedrex::PieceKind;
    /// assert_eq!(PieceKind::from_die(8), Some(PieceKind::King));
    /// assert_eq!(PieceKind::from_die(7), Some(PieceKind::Aanca));
    /// assert_eq!(PieceKind::from_die(1), Some(PieceKind::Pawn));
    /// assert_eq!(PieceKind::from_die(0), None);
    /// ```
    pub const fn from_die(face: u8) -> Option<PieceKind> {
        if face >= 1 && face <= 8 {
            Some(PieceKind::ALL[(8 - face) as usize])
        } else {
            None
        }
    }
}

impl Kind for PieceKind {
    const ALL: &'static [PieceKind] = &PieceKind::ALL;

    fn letter(self) -> char {
        PieceKind::letter(self)
    }

    fn name(self) -> &'static str {
        PieceKind::name(self)
    }

    fn summary(self) -> &'static str {
        PieceKind::summary(self)
    }

    fn index(self) -> usize {
        PieceKind::index(self)
    }
}

impl fmt::Display for PieceKind {
    /// Writes the English name (`aanca`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PieceKind {
    type Err = ParseKindError;

    /// Parses a letter in either case (`a`, `U`), an English name in any
    /// case (`aanca`, `Unicorn`) or a die face `1`..`8`.
    ///
    /// ```
    /// use grant_acedrex::PieceKind;
    /// assert_eq!("u".parse(), Ok(PieceKind::Unicorn));
    /// assert_eq!("Aanca".parse(), Ok(PieceKind::Aanca));
    /// assert_eq!("7".parse(), Ok(PieceKind::Aanca));
    /// assert!("queen".parse::<PieceKind>().is_err());
    /// assert!("9".parse::<PieceKind>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<PieceKind, ParseKindError> {
        let t = text.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(k) = PieceKind::from_letter(c) {
                return Ok(k);
            }
            if let Some(k) = c.to_digit(10).and_then(|d| PieceKind::from_die(d as u8)) {
                return Ok(k);
            }
        }
        PieceKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseKindError::new(text))
    }
}

/// A piece: whose it is and what it is (upper-case letters for White in
/// position text, lower case for Black).
///
/// ```
/// use grant_acedrex::{Piece, PieceKind};
/// use grant_acedrex::variant_core::Color;
/// let p = Piece::new(Color::Black, PieceKind::Aanca);
/// assert_eq!(p.letter(), 'a');
/// assert_eq!(Piece::from_letter('U'), Some(Piece::new(Color::White, PieceKind::Unicorn)));
/// ```
pub type Piece = variant_core::Piece<PieceKind>;
