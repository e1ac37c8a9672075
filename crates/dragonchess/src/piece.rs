//! Piece kinds: their letters, names, summaries and the levels they may
//! stand on. A piece is [`variant_core::Piece`] over [`PieceKind`].

use variant_core::Kind;

/// The fifteen kinds of Dragonchess pieces.
///
/// The discriminants are dense (`0..15`) and used as table indices
/// ([`Kind::index`]). Letters, names and summaries come through
/// [`variant_core::Kind`].
///
/// ```
/// use dragonchess::PieceKind;
/// use dragonchess::variant_core::Kind;
/// assert_eq!(PieceKind::Dragon.letter(), 'R');
/// assert_eq!(PieceKind::from_letter('r'), Some(PieceKind::Dragon));
/// assert_eq!(PieceKind::Elemental.name(), "elemental");
/// assert!(!PieceKind::Dragon.can_stand_on(1));
/// ```
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

/// The number of kinds.
pub(crate) const KIND_COUNT: usize = 15;

/// Every kind, in discriminant order (the array behind [`Kind::ALL`]).
pub(crate) const KINDS: [PieceKind; KIND_COUNT] = [
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

impl PieceKind {
    /// The name with a capital letter (`"Sylph"`), as the crate's messages
    /// write it.
    pub(crate) const fn title(self) -> &'static str {
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
    #[must_use]
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

impl Kind for PieceKind {
    const ALL: &'static [PieceKind] = &KINDS;

    fn letter(self) -> char {
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

    fn name(self) -> &'static str {
        match self {
            PieceKind::Sylph => "sylph",
            PieceKind::Griffon => "griffon",
            PieceKind::Dragon => "dragon",
            PieceKind::Warrior => "warrior",
            PieceKind::Oliphant => "oliphant",
            PieceKind::Unicorn => "unicorn",
            PieceKind::Hero => "hero",
            PieceKind::Thief => "thief",
            PieceKind::Cleric => "cleric",
            PieceKind::Mage => "mage",
            PieceKind::King => "king",
            PieceKind::Paladin => "paladin",
            PieceKind::Dwarf => "dwarf",
            PieceKind::Basilisk => "basilisk",
            PieceKind::Elemental => "elemental",
        }
    }

    fn summary(self) -> &'static str {
        match self {
            PieceKind::Sylph => {
                "Levels 3 and 2. On 3: moves one square diagonally forward, captures one \
                 square straight forward or on the square directly below. On 2: moves \
                 (never captures) to the square above or to an empty Sylph starting square."
            }
            PieceKind::Griffon => {
                "Levels 3 and 2. On 3: leaps (2,3) and moves or captures one step \
                 diagonally down to level 2. On 2: one diagonal step, on its level or up."
            }
            PieceKind::Dragon => {
                "Level 3 only. Slides diagonally and steps orthogonally, moving or \
                 capturing; also captures from afar the piece below it on level 2 or next \
                 to that square, without moving."
            }
            PieceKind::Warrior => {
                "Level 2 only. Moves one square forward, captures one square diagonally \
                 forward; becomes a Hero on its last rank."
            }
            PieceKind::Oliphant => {
                "Level 2 only. Slides orthogonally like a rook, moving or capturing."
            }
            PieceKind::Unicorn => "Level 2 only. Leaps like a knight, moving or capturing.",
            PieceKind::Hero => {
                "On 2: one or two squares diagonally (leaping) and one diagonal step up or \
                 down, moving or capturing. On 1 or 3: only a diagonal step back to level 2."
            }
            PieceKind::Thief => {
                "Level 2 only. Slides diagonally like a bishop, moving or capturing."
            }
            PieceKind::Cleric => {
                "Any level. One step in any planar direction or straight up or down, \
                 moving or capturing."
            }
            PieceKind::Mage => {
                "On 2: slides like a queen and steps straight up or down. On 1 or 3: one \
                 orthogonal step, one level toward 2, or two levels over an empty square \
                 of level 2; moving or capturing."
            }
            PieceKind::King => {
                "On 2: one step in any planar direction or straight up or down. On 1 or \
                 3: only straight back to level 2. Moves or captures; must not be left in \
                 check."
            }
            PieceKind::Paladin => {
                "One step in any planar direction (knight leaps too on level 2) and the \
                 3-D knight leaps (2,0,1) and (1,0,2), moving or capturing."
            }
            PieceKind::Dwarf => {
                "Levels 1 and 2. Moves one square forward or sideways, captures one square \
                 diagonally forward; on 1 captures directly above, on 2 moves directly below."
            }
            PieceKind::Basilisk => {
                "Level 1 only. Moves or captures one square forward or diagonally forward, \
                 moves one square back; freezes the enemy piece directly above it."
            }
            PieceKind::Elemental => {
                "On 1: one or two orthogonal squares moving or capturing, one diagonal \
                 square moving, and captures up one level after an orthogonal step. On 2: \
                 one step down then orthogonally, moving or capturing."
            }
        }
    }

    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

/// A dense index `0..30` of a piece (kind, then colour): the layout of the
/// zobrist keys and move tables, unchanged since 0.1 so that hashes stay
/// the same.
#[inline]
pub(crate) const fn key_index(p: crate::Piece) -> usize {
    p.kind as usize * 2 + p.color as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Piece;
    use variant_core::Color;

    #[test]
    fn letters_round_trip() {
        for (i, &k) in PieceKind::ALL.iter().enumerate() {
            assert_eq!(k.index(), i);
            assert_eq!(PieceKind::from_letter(k.letter()), Some(k));
            assert_eq!(PieceKind::from_name(k.title()), Some(k));
            assert_eq!(k.name(), k.title().to_ascii_lowercase());
            assert!(!k.summary().is_empty());
            for c in Color::ALL {
                let p = Piece::new(c, k);
                assert_eq!(Piece::from_letter(p.letter()), Some(p));
            }
        }
        assert_eq!(Piece::from_letter('x'), None);
        assert_eq!(Piece::from_letter('1'), None);
    }
}
