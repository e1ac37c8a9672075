//! Dragonchess.

use super::Terms;
use crate::Evaluate;
use dragonchess::{Move, PieceKind, Position, Rules};
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

super::one_table!(Weights, "default", default::WEIGHTS);

/// Directions on one level, as (file, rank) steps: the four orthogonal
/// ones, then the four diagonal ones.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const ORTHOGONAL: core::ops::Range<usize> = 0..4;
const DIAGONAL: core::ops::Range<usize> = 4..8;

/// One level's squares as bits `rank * 12 + file` of a `u128`.
type Level = u128;

/// The bit of the square `(file, rank)` of a level, if on the board.
const fn level_bit(file: i32, rank: i32) -> Level {
    if 0 <= file && file < 12 && 0 <= rank && rank < 8 {
        1 << (rank * 12 + file)
    } else {
        0
    }
}

/// Per direction and square of a level, the squares beyond it along the
/// direction, to the edge.
const RAYS: [[Level; 96]; 8] = {
    let mut rays = [[0; 96]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = DIRECTIONS[d];
        let mut sq = 0;
        while sq < 96 {
            let (mut f, mut r) = (sq as i32 % 12 + df, sq as i32 / 12 + dr);
            while level_bit(f, r) != 0 {
                rays[d][sq] |= level_bit(f, r);
                f += df;
                r += dr;
            }
            sq += 1;
        }
        d += 1;
    }
    rays
};

/// Per square of a level, the squares within `reach` files and ranks of
/// it (itself included); with `orthogonal`, only its (up to) four
/// orthogonal neighbours.
const fn boxes(reach: i32, orthogonal: bool) -> [Level; 96] {
    let mut boxes = [0; 96];
    let mut sq = 0;
    while sq < 96 {
        let (f, r) = (sq as i32 % 12, sq as i32 / 12);
        let mut df = -reach;
        while df <= reach {
            let mut dr = -reach;
            while dr <= reach {
                if !orthogonal || (df == 0) != (dr == 0) {
                    boxes[sq] |= level_bit(f + df, r + dr);
                }
                dr += 1;
            }
            df += 1;
        }
        sq += 1;
    }
    boxes
}

/// The orthogonal neighbours of each square of a level.
const NEIGHBOURS: [Level; 96] = boxes(1, true);
/// The 3 × 3 box around each square of a level, itself included.
const NEXT_TO: [Level; 96] = boxes(1, false);
/// The 5 × 5 box around each square of a level, itself included.
const WITHIN_TWO: [Level; 96] = boxes(2, false);

/// The four central files (e to h) and ranks (3 to 6) of a level.
const CENTER: Level = {
    let mut set = 0;
    let mut f = 4;
    while f < 8 {
        let mut r = 2;
        while r < 6 {
            set |= level_bit(f, r);
            r += 1;
        }
        f += 1;
    }
    set
};

/// The number of squares of a level, holding a few at most: one step per
/// square is cheaper than a popcount without the `popcnt` instruction
/// (not in the baseline x86-64 target).
#[inline]
fn count(mut set: Level) -> i32 {
    let mut n = 0;
    while set != 0 {
        n += 1;
        set &= set - 1;
    }
    n
}

/// `color`'s pieces of `kind` on each level, frozen ones left out.
#[inline]
fn live_pieces(p: &Position, color: Color, kind: PieceKind, frozen: Level) -> [Level; 3] {
    // Each level written by its own expression (no store indexed by the
    // level, which kept the array in memory).
    core::array::from_fn(|l| {
        let level = l as u8;
        let live = if l == 1 { !frozen } else { !0 };
        if kind.can_stand_on(level) {
            p.pieces_on_level(color, kind, level) & live
        } else {
            0
        }
    })
}

/// The number of `color`'s pieces of `kind`, and how many of them are
/// frozen (`frozen`: the frozen pieces of the Ground, the only level
/// where a piece can be).
#[inline]
fn kind_count(p: &Position, color: Color, kind: PieceKind, frozen: Level) -> (i32, i32) {
    let n = p.piece_count(color, kind) as i32;
    let frozen_n = if frozen != 0 && kind.can_stand_on(1) {
        count(p.pieces_on_level(color, kind, 1) & frozen)
    } else {
        0
    };
    (n, frozen_n)
}

/// The ranks `color`'s Warriors have advanced, summed (Warriors stand on
/// the Ground only).
#[inline]
fn warrior_advance(p: &Position, color: Color) -> i32 {
    let mut advanced = 0;
    for i in super::bit_indices(p.pieces_on_level(color, PieceKind::Warrior, 1)) {
        let rank = (i / 12) as i32;
        advanced += color.fold(rank, 7 - rank);
    }
    advanced
}

/// The squares a slider on `sq` reaches along direction `d` of its level:
/// the empty ones up to the first piece, and that piece's square whoever
/// stands there (the caller drops its own side's).
#[inline]
fn slide(occupied: Level, sq: usize, d: usize) -> Level {
    let mut ray = RAYS[d][sq];
    let blockers = ray & occupied;
    if blockers != 0 {
        // The first piece: the lowest bit where the direction goes up the
        // indices, else the highest.
        let (df, dr) = DIRECTIONS[d];
        let first = if dr > 0 || (dr == 0 && df > 0) {
            blockers.trailing_zeros() as usize
        } else {
            127 - blockers.leading_zeros() as usize
        };
        ray ^= RAYS[d][first];
    }
    ray
}

/// `color`'s positional terms (everything but material).
///
/// Works on each level's squares as a 96-bit set, with the rays and boxes
/// of every square in tables built at compile time; a frozen piece (a
/// Ground piece above an enemy Basilisk) scores nothing.
fn positional(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let ours: [Level; 3] = core::array::from_fn(|l| p.occupied_on_level(color, l as u8));
    let theirs: [Level; 3] = core::array::from_fn(|l| p.occupied_on_level(!color, l as u8));
    let occupied: [Level; 3] = core::array::from_fn(|l| ours[l] | theirs[l]);
    let frozen_ground = p.frozen_on_ground();
    let frozen = [0, frozen_ground, 0];
    let live = |kind| live_pieces(p, color, kind, frozen_ground);
    // A piece's lines in different directions share no square: their
    // union, counted once, is the sum of their lengths.
    let slides = |l: usize, sq: usize, directions: core::ops::Range<usize>| {
        let reach = directions.fold(0, |reach, d| reach | slide(occupied[l], sq, d));
        count(reach & !ours[l])
    };
    let mut moves = 0;
    let (mut afar, mut central) = (0, 0);
    for (l, dragons) in live(PieceKind::Dragon).into_iter().enumerate() {
        for sq in super::bit_indices(dragons) {
            moves += slides(l, sq, DIAGONAL);
            moves += count(NEIGHBOURS[sq] & !ours[l]);
            // The capture from afar: the square below and its four
            // neighbours on the level below.
            if l > 0 {
                let targets = NEIGHBOURS[sq] | 1 << sq;
                afar += count(targets & theirs[l - 1]);
            }
        }
    }
    for (l, oliphants) in live(PieceKind::Oliphant).into_iter().enumerate() {
        for sq in super::bit_indices(oliphants) {
            moves += slides(l, sq, ORTHOGONAL);
        }
    }
    for (l, thieves) in live(PieceKind::Thief).into_iter().enumerate() {
        for sq in super::bit_indices(thieves) {
            moves += slides(l, sq, DIAGONAL);
        }
    }
    // The Mage slides on the Ground only; the centre is the Ground's.
    let live_on_ground = |kind| p.pieces_on_level(color, kind, 1) & !frozen_ground;
    for sq in super::bit_indices(live_on_ground(PieceKind::Mage)) {
        moves += slides(1, sq, 0..8);
    }
    for kind in [
        PieceKind::Unicorn,
        PieceKind::Hero,
        PieceKind::Cleric,
        PieceKind::Paladin,
    ] {
        central += count(live_on_ground(kind) & CENTER);
    }
    // Own pieces next to the King on the Ground (the King alone on its
    // square, so every neighbour's piece is another kind).
    let king = p.king_square(color);
    let king_sq = usize::from(king.rank()) * 12 + usize::from(king.file());
    let mut shelter = 0;
    if king.level() == 1 {
        shelter = count(NEXT_TO[king_sq] & ours[1] & !frozen[1] & !(1 << king_sq));
    }
    t.add(|w| w.afar_threat, afar);
    t.add(|w| w.center, central);
    t.add(|w| w.king_shelter, shelter);
    t.add(|w| w.mobility, moves);
    let danger: i32 = (0..3)
        .map(|l| count(WITHIN_TWO[king_sq] & theirs[l] & !frozen[l]))
        .sum();
    t.add(|w| w.king_danger, -danger);
}

/// `color`'s material: a count per kind, what its frozen pieces lose, and
/// the Warriors' advance.
///
/// Written out kind by kind (the King has no material): each weight is then
/// a field read the compiler sees, where a loop over the kinds picking its
/// weights through a `match` made two indirect calls a kind, about a
/// quarter of the evaluation's time.
fn material_terms(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let frozen = p.frozen_on_ground();
    macro_rules! per_kind {
        ($($kind:ident: $value:ident, $frozen_value:ident;)*) => {$(
            let (n, frozen_n) = kind_count(p, color, PieceKind::$kind, frozen);
            t.add(|w| w.$value, n);
            t.add(|w| w.$frozen_value, -frozen_n);
        )*};
    }
    per_kind! {
        Sylph: sylph, frozen_sylph;
        Griffon: griffon, frozen_griffon;
        Dragon: dragon, frozen_dragon;
        Warrior: warrior, frozen_warrior;
        Oliphant: oliphant, frozen_oliphant;
        Unicorn: unicorn, frozen_unicorn;
        Hero: hero, frozen_hero;
        Thief: thief, frozen_thief;
        Cleric: cleric, frozen_cleric;
        Mage: mage, frozen_mage;
        Paladin: paladin, frozen_paladin;
        Dwarf: dwarf, frozen_dwarf;
        Basilisk: basilisk, frozen_basilisk;
        Elemental: elemental, frozen_elemental;
    }
    t.add(|w| w.warrior_advance, warrior_advance(p, color));
}

/// Every term of `color`'s side.
fn side(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(p, color, t);
    positional(p, color, t);
}

super::tune!();

super::evaluation_by_sides!();

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
        // Kind by kind, from the level sets (no square lookups): a count
        // per kind, less a quarter (rounded as `v * 3 / 4` rounds) for each
        // frozen piece, and the Warriors' advance.
        let frozen = self.frozen_on_ground();
        let mut score = 0;
        for &kind in PieceKind::ALL {
            let v = value(kind);
            let (n, frozen_n) = kind_count(self, color, kind, frozen);
            score += v * n - (v - v * 3 / 4) * frozen_n;
        }
        score + 5 * warrior_advance(self, color)
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
