//! Dragonchess.

use super::{Pick, Terms};
use crate::Evaluate;
use dragonchess::{Move, PieceKind, Position, Rules, Square, SquareSet};
use variant_core::{Color, Game, Kind};

mod default;

super::weights! {
    /// The evaluation's weights, in hundredths of a Warrior: the material
    /// per kind (the King counts nothing), what a frozen piece loses, and
    /// the positional terms. The values are in the tables
    /// ([`Weights::for_rules`]).
    pub struct Weights {
        /// Per sylph.
        sylph,
        /// Per griffon.
        griffon,
        /// Per dragon.
        dragon,
        /// Per warrior.
        warrior,
        /// Per oliphant.
        oliphant,
        /// Per unicorn.
        unicorn,
        /// Per hero.
        hero,
        /// Per thief.
        thief,
        /// Per cleric.
        cleric,
        /// Per mage.
        mage,
        /// Per paladin.
        paladin,
        /// Per dwarf.
        dwarf,
        /// Per basilisk.
        basilisk,
        /// Per elemental.
        elemental,
        /// Taken off a frozen sylph.
        frozen_sylph,
        /// Taken off a frozen griffon.
        frozen_griffon,
        /// Taken off a frozen dragon.
        frozen_dragon,
        /// Taken off a frozen warrior.
        frozen_warrior,
        /// Taken off a frozen oliphant.
        frozen_oliphant,
        /// Taken off a frozen unicorn.
        frozen_unicorn,
        /// Taken off a frozen hero.
        frozen_hero,
        /// Taken off a frozen thief.
        frozen_thief,
        /// Taken off a frozen cleric.
        frozen_cleric,
        /// Taken off a frozen mage.
        frozen_mage,
        /// Taken off a frozen paladin.
        frozen_paladin,
        /// Taken off a frozen dwarf.
        frozen_dwarf,
        /// Taken off a frozen basilisk.
        frozen_basilisk,
        /// Taken off a frozen elemental.
        frozen_elemental,
        /// Per rank a Warrior has advanced.
        warrior_advance,
        /// Per square a Dragon, Oliphant, Thief or Mage (on the Ground)
        /// could move or capture to.
        mobility,
        /// Per enemy piece, not frozen, within two files and ranks of the
        /// King, on any level (counted against the King's side).
        king_danger,
        /// Per own piece next to the King on the Ground.
        king_shelter,
        /// Per enemy piece a Dragon could capture from afar.
        afar_threat,
        /// Per piece of the Ground's middle game pieces (Unicorn, Hero,
        /// Cleric, Paladin) on the four central files and ranks.
        center,
    }
}

impl Weights {
    /// The table the engine plays with under `rules` (every rule option
    /// plays with the default rules' table).
    #[must_use]
    pub fn for_rules(rules: &Rules) -> &'static Weights {
        let _ = rules;
        &default::WEIGHTS
    }

    /// The table of the default rules.
    pub const DEFAULT: Weights = default::WEIGHTS;

    /// Every table, by the name of the preset it was made for.
    pub const TABLES: &'static [(&'static str, Weights)] = &[("default", default::WEIGHTS)];
}

/// Directions on one level, as (file, rank) steps.
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The square `(df, dr, dl)` from `sq`, if on the board.
#[inline]
fn offset(sq: Square, df: i8, dr: i8, dl: i8) -> Option<Square> {
    let f = sq.file() as i8 + df;
    let r = sq.rank() as i8 + dr;
    let l = sq.level() as i8 + dl;
    if (0..12).contains(&f) && (0..8).contains(&r) && (0..3).contains(&l) {
        Square::new(l as u8, f as u8, r as u8)
    } else {
        None
    }
}

/// Squares from `from` (not included) along `d` on its level that a
/// slider reaches: the empty ones and a first enemy piece.
fn slide(ours: &SquareSet, occupied: &SquareSet, from: Square, d: (i8, i8)) -> i32 {
    let mut count = 0;
    let mut at = from;
    while let Some(next) = offset(at, d.0, d.1, 0) {
        if ours.contains(next.index()) {
            break;
        }
        count += 1;
        if occupied.contains(next.index()) {
            break;
        }
        at = next;
    }
    count
}

/// The squares of a set, as `Square`s.
fn squares(set: SquareSet) -> impl Iterator<Item = Square> {
    set.iter().filter_map(Square::from_index)
}

/// `color`'s positional terms (everything but material).
///
/// Walks the pieces kind by kind from the square sets (the kinds that
/// score), never looking squares up one by one; a frozen piece (a Ground
/// piece above an enemy Basilisk) scores nothing.
fn positional(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let ours = p.occupied(color);
    let theirs = p.occupied(!color);
    let occupied = ours | theirs;
    let frozen = p.frozen();
    let live = |kind| p.pieces(color, kind) - frozen;
    let king = p.king_square(color);
    let mut moves = 0;
    let (mut afar, mut central, mut shelter) = (0, 0, 0);
    for sq in squares(live(PieceKind::Dragon)) {
        for d in DIAGONAL {
            moves += slide(&ours, &occupied, sq, d);
        }
        for (df, dr) in ORTHOGONAL {
            moves += i32::from(offset(sq, df, dr, 0).is_some_and(|to| !ours.contains(to.index())));
        }
        // The capture from afar: the square below and its four
        // neighbours on the Ground.
        if let Some(below) = offset(sq, 0, 0, -1) {
            let targets = core::iter::once(Some(below))
                .chain(ORTHOGONAL.iter().map(|&(df, dr)| offset(below, df, dr, 0)));
            afar += targets
                .flatten()
                .filter(|to| theirs.contains(to.index()))
                .count() as i32;
        }
    }
    for sq in squares(live(PieceKind::Oliphant)) {
        moves += ORTHOGONAL
            .iter()
            .map(|&d| slide(&ours, &occupied, sq, d))
            .sum::<i32>();
    }
    for sq in squares(live(PieceKind::Thief)) {
        moves += DIAGONAL
            .iter()
            .map(|&d| slide(&ours, &occupied, sq, d))
            .sum::<i32>();
    }
    for sq in squares(live(PieceKind::Mage)).filter(|sq| sq.level() == 1) {
        moves += ORTHOGONAL
            .iter()
            .chain(&DIAGONAL)
            .map(|&d| slide(&ours, &occupied, sq, d))
            .sum::<i32>();
    }
    for kind in [
        PieceKind::Unicorn,
        PieceKind::Hero,
        PieceKind::Cleric,
        PieceKind::Paladin,
    ] {
        let central_kind = squares(live(kind)).filter(|sq| {
            sq.level() == 1 && (4..8).contains(&sq.file()) && (2..6).contains(&sq.rank())
        });
        central += central_kind.count() as i32;
    }
    // Own pieces next to the King on the Ground (the King alone on its
    // square, so every neighbour's piece is another kind).
    if king.level() == 1 {
        for df in -1..=1 {
            for dr in -1..=1 {
                if let Some(s) = offset(king, df, dr, 0).filter(|_| (df, dr) != (0, 0)) {
                    if ours.contains(s.index()) && !frozen.contains(s.index()) {
                        shelter += 1;
                    }
                }
            }
        }
    }
    t.add(|w| w.afar_threat, afar);
    t.add(|w| w.center, central);
    t.add(|w| w.king_shelter, shelter);
    t.add(|w| w.mobility, moves);
    let danger = squares(theirs)
        .filter(|&s| {
            (i32::from(s.file()) - i32::from(king.file())).abs() <= 2
                && (i32::from(s.rank()) - i32::from(king.rank())).abs() <= 2
                && !frozen.contains(s.index())
        })
        .count() as i32;
    t.add(|w| w.king_danger, -danger);
}

/// The weights of the material of `kind` and of its being frozen; the
/// King has none.
fn material_weights(kind: PieceKind) -> Option<(Pick<Weights>, Pick<Weights>)> {
    Some(match kind {
        PieceKind::King => return None,
        PieceKind::Sylph => (|w| w.sylph, |w| w.frozen_sylph),
        PieceKind::Griffon => (|w| w.griffon, |w| w.frozen_griffon),
        PieceKind::Dragon => (|w| w.dragon, |w| w.frozen_dragon),
        PieceKind::Warrior => (|w| w.warrior, |w| w.frozen_warrior),
        PieceKind::Oliphant => (|w| w.oliphant, |w| w.frozen_oliphant),
        PieceKind::Unicorn => (|w| w.unicorn, |w| w.frozen_unicorn),
        PieceKind::Hero => (|w| w.hero, |w| w.frozen_hero),
        PieceKind::Thief => (|w| w.thief, |w| w.frozen_thief),
        PieceKind::Cleric => (|w| w.cleric, |w| w.frozen_cleric),
        PieceKind::Mage => (|w| w.mage, |w| w.frozen_mage),
        PieceKind::Paladin => (|w| w.paladin, |w| w.frozen_paladin),
        PieceKind::Dwarf => (|w| w.dwarf, |w| w.frozen_dwarf),
        PieceKind::Basilisk => (|w| w.basilisk, |w| w.frozen_basilisk),
        PieceKind::Elemental => (|w| w.elemental, |w| w.frozen_elemental),
    })
}

/// `color`'s material: a count per kind, what its frozen pieces lose, and
/// the Warriors' advance.
fn material_terms(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let frozen = p.frozen();
    for &kind in PieceKind::ALL {
        let set = p.pieces(color, kind);
        if set.is_empty() {
            continue;
        }
        let Some((value, frozen_value)) = material_weights(kind) else {
            continue;
        };
        t.add(value, set.len() as i32);
        t.add(frozen_value, -((set & frozen).len() as i32));
    }
    let mut advanced = 0;
    for i in p.pieces(color, PieceKind::Warrior).iter() {
        if let Some(sq) = Square::from_index(i) {
            advanced += i32::from(color.fold(sq.rank(), 7 - sq.rank()));
        }
    }
    t.add(|w| w.warrior_advance, advanced);
}

/// Every term of `color`'s side.
fn side(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(p, color, t);
    positional(p, color, t);
}

super::tune!();

/// The full evaluation of `position` for the side to move under `weights`.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    super::weighted(position, weights, |color, t| side(position, color, t))
}

/// The counts of the evaluation's terms for the side to move less those of
/// the other side, in table order: `evaluate_with(position, w)` is the sum
/// of each weight of `w` times its count.
#[must_use]
pub fn term_counts(position: &Position) -> Vec<i32> {
    let mut counts = vec![0; Weights::NAMES.len()];
    super::counted(position, &Weights::INDEX, &mut counts, |color, t| {
        side(position, color, t)
    });
    counts
}

/// Rough material values in hundredths of a Warrior, by each piece's reach
/// (the rules give no values; these are a search heuristic only). The King
/// is never captured and counts nothing.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Sylph => 100,
        PieceKind::Griffon => 500,
        PieceKind::Dragon => 900,
        PieceKind::Warrior => 100,
        PieceKind::Oliphant => 500,
        PieceKind::Unicorn => 250,
        PieceKind::Hero => 450,
        PieceKind::Thief => 400,
        PieceKind::Cleric => 900,
        PieceKind::Mage => 1100,
        PieceKind::King => 0,
        PieceKind::Paladin => 1000,
        PieceKind::Dwarf => 200,
        PieceKind::Basilisk => 300,
        PieceKind::Elemental => 400,
    }
}

impl Evaluate for Position {
    /// Material of `color`, a frozen piece counting three quarters, plus
    /// 5 points per rank a Warrior has advanced.
    fn material(&self, color: Color) -> i32 {
        // Kind by kind, from the square sets (no square lookups): a count
        // per kind, less a quarter (rounded as `v * 3 / 4` rounds) for each
        // frozen piece, and the Warriors' squares for their advance.
        let frozen = self.frozen();
        let mut score = 0;
        for &kind in PieceKind::ALL {
            let set = self.pieces(color, kind);
            if set.is_empty() {
                continue;
            }
            let v = value(kind);
            score += v * set.len() as i32;
            score -= (v - v * 3 / 4) * (set & frozen).len() as i32;
        }
        for i in self.pieces(color, PieceKind::Warrior).iter() {
            if let Some(sq) = Square::from_index(i) {
                let advanced = color.fold(sq.rank(), 7 - sq.rank());
                score += 5 * i32::from(advanced);
            }
        }
        score
    }

    /// The captured piece's value plus the promotion gain: captures first.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured = mv.captured().map_or(0, value);
        let promotion = if mv.promotion().is_some() {
            value(PieceKind::Hero) - value(PieceKind::Warrior)
        } else {
            0
        };
        captured + promotion
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, Weights::for_rules(self.rules()))
    }
}
