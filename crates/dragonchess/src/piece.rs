//! Piece kinds, pieces, their letters, names and the levels they may stand on.

use variant_core::Color;

/// The fifteen kinds of Dragonchess pieces.
///
/// The discriminants are dense (`0..15`) and used as table indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// Sylph `S` (levels 3 and 2).
    Sylph,
    /// Griffon `G` (levels 3 and 2).
    Griffon,
    /// Dragon `R` (level 3 only).
    Dragon,
    /// Warrior `W` (level 2 only), promotes to a Hero.
    Warrior,
    /// Oliphant `O` (level 2 only): a rook.
    Oliphant,
    /// Unicorn `U` (level 2 only): a knight.
    Unicorn,
    /// Hero `H` (any level; returns to level 2 from the outer boards).
    Hero,
    /// Thief `T` (level 2 only): a bishop.
    Thief,
    /// Cleric `C` (any level).
    Cleric,
    /// Mage `M` (any level).
    Mage,
    /// King `K` (any level).
    King,
    /// Paladin `P` (any level).
    Paladin,
    /// Dwarf `D` (levels 1 and 2).
    Dwarf,
    /// Basilisk `B` (level 1 only): freezes the enemy piece above it.
    Basilisk,
    /// Elemental `E` (levels 1 and 2).
    Elemental,
}

impl PieceKind {
    /// Every kind, in discriminant order.
    pub const ALL: [PieceKind; 15] = [
        PieceKind::Sylph,
        PieceKind::Griffon,
        PieceKind::Dragon,
        PieceKind::Warrior,
        PieceKind::Oliphant,
        PieceKind::Unicorn,
        PieceKind::Hero,
        PieceKind::Thief,
        PieceKind::Cleric,
        PieceKind::Mage,
        PieceKind::King,
        PieceKind::Paladin,
        PieceKind::Dwarf,
        PieceKind::Basilisk,
        PieceKind::Elemental,
    ];

    /// The dense index `0..15` of this kind.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of this kind (`S`, `G`, `R`, ...).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Sylph => 'S',
            PieceKind::Griffon => 'G',
            PieceKind::Dragon => 'R',
            PieceKind::Warrior => 'W',
            PieceKind::Oliphant => 'O',
            PieceKind::Unicorn => 'U',
            PieceKind::Hero => 'H',
            PieceKind::Thief => 'T',
            PieceKind::Cleric => 'C',
            PieceKind::Mage => 'M',
            PieceKind::King => 'K',
            PieceKind::Paladin => 'P',
            PieceKind::Dwarf => 'D',
            PieceKind::Basilisk => 'B',
            PieceKind::Elemental => 'E',
        }
    }

    /// The kind with upper-case letter `letter`, if any.
    pub fn from_letter(letter: char) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|k| k.letter() == letter)
    }

    /// The English name (`"Sylph"`, `"Elemental"`).
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Sylph => "Sylph",
            PieceKind::Griffon => "Griffon",
            PieceKind::Dragon => "Dragon",
            PieceKind::Warrior => "Warrior",
            PieceKind::Oliphant => "Oliphant",
            PieceKind::Unicorn => "Unicorn",
            PieceKind::Hero => "Hero",
            PieceKind::Thief => "Thief",
            PieceKind::Cleric => "Cleric",
            PieceKind::Mage => "Mage",
            PieceKind::King => "King",
            PieceKind::Paladin => "Paladin",
            PieceKind::Dwarf => "Dwarf",
            PieceKind::Basilisk => "Basilisk",
            PieceKind::Elemental => "Elemental",
        }
    }

    /// Whether a piece of this kind can ever stand on `level` (0-based: 0 is
    /// level 1, the Underworld; 2 is level 3, the Sky).
    ///
    /// Sylphs and Griffons never reach level 1, the Dragon never leaves level
    /// 3, Warriors, Oliphants, Unicorns and Thieves never leave level 2,
    /// Dwarves and Elementals never reach level 3 and Basilisks never leave
    /// level 1; Heroes, Clerics, Mages, Kings and Paladins go anywhere.
    pub const fn can_stand_on(self, level: u8) -> bool {
        match self {
            PieceKind::Sylph | PieceKind::Griffon => level == 1 || level == 2,
            PieceKind::Dragon => level == 2,
            PieceKind::Warrior | PieceKind::Oliphant | PieceKind::Unicorn | PieceKind::Thief => {
                level == 1
            }
            PieceKind::Dwarf | PieceKind::Elemental => level == 0 || level == 1,
            PieceKind::Basilisk => level == 0,
            PieceKind::Hero
            | PieceKind::Cleric
            | PieceKind::Mage
            | PieceKind::King
            | PieceKind::Paladin => level <= 2,
        }
    }
}

/// A piece: a kind and a side (Gold = [`Color::White`], Scarlet =
/// [`Color::Black`]).
///
/// Its text is its letter, upper case for Gold and lower case for Scarlet.
///
/// ```
/// use dragonchess::{Piece, PieceKind};
/// use variant_core::Color;
/// let p = Piece::new(PieceKind::Dragon, Color::Black);
/// assert_eq!(p.char(), 'r');
/// assert_eq!(Piece::from_char('r'), Some(p));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// What the piece is.
    pub kind: PieceKind,
    /// Whose it is.
    pub color: Color,
}

impl Piece {
    /// A piece of `kind` for `color`.
    pub const fn new(kind: PieceKind, color: Color) -> Piece {
        Piece { kind, color }
    }

    /// The position-text letter: upper case for Gold, lower case for Scarlet.
    pub fn char(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece with position-text letter `c`, if any.
    pub fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        if !c.is_ascii_alphabetic() {
            return None;
        }
        PieceKind::from_letter(c.to_ascii_uppercase()).map(|k| Piece::new(k, color))
    }

    /// A dense index `0..30` (kind, then colour), for hash keys.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.kind.index() * 2 + self.color.index()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for k in PieceKind::ALL {
            assert_eq!(PieceKind::from_letter(k.letter()), Some(k));
            for c in Color::ALL {
                let p = Piece::new(k, c);
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(Piece::from_char('1'), None);
    }
}
