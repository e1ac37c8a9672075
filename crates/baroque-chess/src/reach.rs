//! Each piece kind's movement, written once: the generator (`movegen.rs`)
//! and the move count (`count.rs`) both take it from [`movement`], so that
//! a change of a movement rule is one edit. (Captures are side effects of
//! a move, each kind's own, in `movegen.rs`; they never decide whether a
//! move exists, except through a leap, which needs the leaped piece, and a
//! step onto the enemy King.)

use crate::piece::PieceKind;
use variant_core::Kind;

/// The orthogonal directions (N, E, S, W) as a mask: bit `d` is direction
/// `d` of [`DIRS`](crate::board::DIRS).
pub(crate) const ORTHOGONAL: u8 = 0b0101_0101;

/// All eight directions as a mask.
pub(crate) const ALL_LINES: u8 = 0xFF;

/// What a piece may leap over on its lines: a leap goes over one such
/// piece (with an empty square right behind it) and on over empty squares.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Leaps {
    /// Nothing: the piece only slides.
    Nothing,
    /// Any enemy piece (the long leaper).
    Enemies,
    /// Enemy long leapers (the chameleon, mimicking one).
    EnemyLongLeapers,
}

/// The single steps of a piece.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Steps {
    /// None.
    Nothing,
    /// Onto any neighbour not its own side's (the King).
    OntoEmptyOrEnemy,
    /// Onto the enemy King next to it (the chameleon, mimicking a King).
    OntoEnemyKing,
}

/// How a piece kind moves.
#[derive(Clone, Copy)]
pub(crate) struct Movement {
    /// The directions it slides in over empty squares, as a mask.
    pub(crate) lines: u8,
    /// What it may leap over on those lines.
    pub(crate) leaps: Leaps,
    /// Its single steps, in any direction.
    pub(crate) steps: Steps,
}

/// The movement of `kind`: the pincer moves like a rook, the King one
/// step, every other piece like a queen; the long leaper leaps enemies on
/// its lines, the chameleon enemy long leapers, and the chameleon steps
/// onto an enemy King next to it.
#[inline(always)]
pub(crate) const fn movement(kind: PieceKind) -> Movement {
    let queen = Movement {
        lines: ALL_LINES,
        leaps: Leaps::Nothing,
        steps: Steps::Nothing,
    };
    match kind {
        PieceKind::Pincer => Movement {
            lines: ORTHOGONAL,
            ..queen
        },
        PieceKind::LongLeaper => Movement {
            leaps: Leaps::Enemies,
            ..queen
        },
        PieceKind::Chameleon => Movement {
            leaps: Leaps::EnemyLongLeapers,
            steps: Steps::OntoEnemyKing,
            ..queen
        },
        PieceKind::Coordinator | PieceKind::Withdrawer | PieceKind::Immobilizer => queen,
        PieceKind::King => Movement {
            lines: 0,
            leaps: Leaps::Nothing,
            steps: Steps::OntoEmptyOrEnemy,
        },
    }
}

/// The pieces that `leaps` lets a piece leap, given the `enemy` pieces and
/// the enemy long leapers among them.
#[inline(always)]
pub(crate) const fn leapable(leaps: Leaps, enemy: u64, enemy_long_leapers: u64) -> u64 {
    match leaps {
        Leaps::Nothing => 0,
        Leaps::Enemies => enemy,
        Leaps::EnemyLongLeapers => enemy_long_leapers,
    }
}

/// The kinds in index order.
const KINDS: &[PieceKind] = <PieceKind as Kind>::ALL;

/// A set of kinds: bit `k` for the kind of index `k`.
pub(crate) type Kinds = u8;

/// The kinds that move along direction `d` (slide, or leap `leaps`), as a
/// set of kinds.
const fn kinds_on_line(d: usize, leaps: Leaps) -> Kinds {
    let mut set = 0;
    let mut i = 0;
    while i < KINDS.len() {
        let m = movement(KINDS[i]);
        if m.lines & (1 << d) != 0 && m.leaps as u8 == leaps as u8 {
            set |= 1 << i;
        }
        i += 1;
    }
    set
}

/// Per direction, the kinds that slide along it and leap nothing.
pub(crate) const SLIDING: [Kinds; 8] = per_direction(Leaps::Nothing);
/// Per direction, the kinds that leap enemies along it.
pub(crate) const LEAPING_ENEMIES: [Kinds; 8] = per_direction(Leaps::Enemies);
/// Per direction, the kinds that leap enemy long leapers along it.
pub(crate) const LEAPING_LONG_LEAPERS: [Kinds; 8] = per_direction(Leaps::EnemyLongLeapers);

const fn per_direction(leaps: Leaps) -> [Kinds; 8] {
    let mut t = [0; 8];
    let mut d = 0;
    while d < 8 {
        t[d] = kinds_on_line(d, leaps);
        d += 1;
    }
    t
}

/// The kinds that step onto any neighbour not their own side's.
pub(crate) const STEPPING_ANYWHERE: Kinds = stepping(Steps::OntoEmptyOrEnemy);
/// The kinds that step onto the enemy King.
pub(crate) const STEPPING_ONTO_KING: Kinds = stepping(Steps::OntoEnemyKing);

/// The kinds whose single steps are `steps`.
const fn stepping(steps: Steps) -> Kinds {
    let mut set = 0;
    let mut i = 0;
    while i < KINDS.len() {
        if movement(KINDS[i]).steps as u8 == steps as u8 {
            set |= 1 << i;
        }
        i += 1;
    }
    set
}

/// The union of the sets `by_kind[k]` of the kinds `k` in `kinds` (a
/// constant in every use, so the loop folds away).
#[inline(always)]
pub(crate) fn union_of(kinds: Kinds, by_kind: &[u64; 7]) -> u64 {
    let mut set = 0;
    for (k, s) in by_kind.iter().enumerate() {
        if kinds & (1 << k) != 0 {
            set |= s;
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_tables_follow_the_movements() {
        for (i, &kind) in KINDS.iter().enumerate() {
            assert_eq!(kind.index(), i);
        }
        // Rook, queens, the long leaper and the chameleon by direction.
        assert_eq!(SLIDING[0], 0b101_1001);
        assert_eq!(SLIDING[1], 0b101_1000);
        assert_eq!(LEAPING_ENEMIES, [0b10; 8]);
        assert_eq!(LEAPING_LONG_LEAPERS, [0b100; 8]);
        assert_eq!(STEPPING_ANYWHERE, 1 << 5);
        assert_eq!(STEPPING_ONTO_KING, 1 << 2);
    }
}
