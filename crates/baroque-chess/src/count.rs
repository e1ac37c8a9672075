//! Counting the moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and any counting sink.
//!
//! All pieces are counted at once, one direction at a time: a move in
//! direction `d` to square `t` has one possible mover, the nearest own piece
//! behind `t` (what lies between is empty or leapt), so the moves in one
//! direction are as many as the squares they reach, and whole-set shifts
//! (Kogge-Stone fills) find those squares for every piece together. Captures
//! are side effects that never change whether a move exists, so the count
//! ignores them, except for the leaps (which open squares beyond a piece)
//! and the steps onto an enemy King. Which pieces slide, leap or step
//! along each direction comes from each kind's movement (`reach.rs`), as
//! in the generator. `tests/invariants.rs` (on random
//! playouts) and the naive oracle of `tests/crosscheck.rs` (on random
//! placements) check that the count equals the number of generated moves.

use crate::board::{Sets, NEIGHBOURS, RAYS};
use crate::piece::PieceKind;
use crate::reach::{
    leapable, movement, stepping, union_of, Kinds, Leaps, Steps, LEAPING_ENEMIES,
    LEAPING_LONG_LEAPERS, SLIDING,
};
use crate::rules::{LeaperCaptures, Rules};
use crate::sets::{ascending, slide_fill, slide_reach, step_set};
use variant_core::{Color, Kind};

/// The empty squares that the `leapers` (pieces that leap: long leapers, or
/// chameleons) reach in direction `d`, sliding over empty squares and leaping
/// `jumpable` pieces that have an empty square right behind them (one leap at
/// most unless `multiple`).
#[inline(always)]
fn leap_fill(d: usize, leapers: u64, jumpable: u64, empty: u64, multiple: bool) -> u64 {
    let mut reached = slide_fill(d, leapers, empty) & empty;
    let mut frontier = reached | leapers;
    loop {
        let landing = step_set(d, step_set(d, frontier) & jumpable) & empty;
        if landing == 0 {
            return reached;
        }
        frontier = slide_fill(d, landing, empty);
        reached |= frontier;
        if !multiple {
            return reached;
        }
    }
}

/// Per direction, the pieces that the side's leaping pieces might leap:
/// for each kind that leaps, the pieces it may leap on the lines of its
/// pieces that way (whatever stands between). The kinds are constants, so
/// the loops fold to one pass over each leaping kind's pieces.
#[inline(always)]
fn leap_candidates(movers: &[u64; 7], enemy: u64, enemy_leapers: u64) -> [u64; 8] {
    let mut candidates = [0; 8];
    for &kind in PieceKind::ALL {
        let m = movement(kind);
        if m.leaps == Leaps::Nothing {
            continue;
        }
        let victims = leapable(m.leaps, enemy, enemy_leapers);
        let mut pieces = movers[kind.index()];
        while pieces != 0 {
            let rays = &RAYS[pieces.trailing_zeros() as usize];
            pieces &= pieces - 1;
            for (d, (c, ray)) in candidates.iter_mut().zip(rays).enumerate() {
                if m.lines & (1 << d) != 0 {
                    *c |= ray & victims;
                }
            }
        }
    }
    candidates
}

/// The sets [`count`] looks at: the side's mobile pieces by kind, and what
/// they may leap.
struct Pieces {
    /// The side's pieces that may move, by kind.
    movers: [u64; 7],
    /// The enemy pieces and the enemy long leapers.
    enemy: u64,
    enemy_leapers: u64,
    empty: u64,
    multiple_leaps: bool,
}

impl Pieces {
    /// The movers of the kinds `kinds`.
    #[inline(always)]
    fn of(&self, kinds: Kinds) -> u64 {
        union_of(kinds, &self.movers)
    }
}

/// The squares the pieces reach in direction `D` (a constant, so that its
/// shifts are too). Only pieces with an empty square right behind them can
/// be leapt: when no leap candidate has one (most directions of most
/// positions), or when no leaping piece meets one first, every piece just
/// slides, and the pieces that move in direction `D` reach the squares of
/// one slide.
#[inline(always)]
fn reached<const D: usize>(p: &Pieces, candidates: &[u64; 8]) -> u64 {
    let leapable_now = step_set(D ^ 4, p.empty);
    let leapers = p.of(LEAPING_ENEMIES[D]);
    let chameleons = p.of(LEAPING_LONG_LEAPERS[D]);
    if candidates[D] & leapable_now != 0 {
        let leaps = meets_first::<D>(leapers, !p.empty, p.enemy & leapable_now);
        let chameleon_leaps =
            meets_first::<D>(chameleons, !p.empty, p.enemy_leapers & leapable_now);
        if leaps || chameleon_leaps {
            return reached_with_leaps::<D>(p, leaps, chameleon_leaps);
        }
    }
    slide_reach(D, p.of(SLIDING[D]) | leapers | chameleons, p.empty)
}

/// Whether one of `pieces` meets a member of `jumpable` first on its way in
/// direction `D` (over empty squares): only then can it leap at all.
#[inline(always)]
fn meets_first<const D: usize>(mut pieces: u64, occupied: u64, jumpable: u64) -> bool {
    while pieces != 0 {
        let blockers = RAYS[pieces.trailing_zeros() as usize][D] & occupied;
        pieces &= pieces - 1;
        if blockers != 0 {
            // The nearest one: the lowest square going up the indices.
            let first = if ascending(D) {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            if jumpable & (1u64 << first) != 0 {
                return true;
            }
        }
    }
    false
}

/// The squares the sliding and leaping pieces reach in direction `D`, the
/// pieces that leap enemies (if `leaps`) and those that leap enemy long
/// leapers (if `chameleon_leaps`) perhaps by leaps (kept out of line: the
/// common case's code stays small).
#[inline(never)]
fn reached_with_leaps<const D: usize>(p: &Pieces, leaps: bool, chameleon_leaps: bool) -> u64 {
    let empty = p.empty;
    let mut sliders = p.of(SLIDING[D]);
    let mut reached = 0;
    let leapable_now = step_set(D ^ 4, empty);
    let leapers = p.of(LEAPING_ENEMIES[D]);
    if leaps {
        let jumpable = p.enemy & leapable_now;
        reached |= leap_fill(D, leapers, jumpable, empty, p.multiple_leaps);
    } else {
        sliders |= leapers;
    }
    let chameleons = p.of(LEAPING_LONG_LEAPERS[D]);
    if chameleon_leaps {
        let jumpable = p.enemy_leapers & leapable_now;
        reached |= leap_fill(D, chameleons, jumpable, empty, p.multiple_leaps);
    } else {
        sliders |= chameleons;
    }
    reached | slide_reach(D, sliders, empty)
}

/// The sum of the sizes of nine square sets, with four popcounts instead of
/// nine (the baseline x86-64 target has no popcount instruction, so each
/// `count_ones` is a dozen instructions): carry-save adders first add the
/// sets bit-wise into a 4-bit count per square.
#[inline(always)]
fn total_size(s: [u64; 9]) -> usize {
    /// The two-bit sum of three one-bit numbers, per square: (carry, sum).
    #[inline(always)]
    fn add3(a: u64, b: u64, c: u64) -> (u64, u64) {
        let u = a ^ b;
        ((a & b) | (u & c), u ^ c)
    }
    let (t1, o) = add3(s[0], s[1], s[2]);
    let (t2, o) = add3(o, s[3], s[4]);
    let (t3, o) = add3(o, s[5], s[6]);
    let (t4, ones) = add3(o, s[7], s[8]);
    let (f1, t) = add3(t1, t2, t3);
    let (f2, twos) = (t & t4, t ^ t4);
    let (eights, fours) = (f1 & f2, f1 ^ f2);
    let size = |set: u64| set.count_ones() as usize;
    size(ones) + 2 * size(twos) + 4 * size(fours) + 8 * size(eights)
}

/// The number of moves [`generate`](crate::movegen::generate) would give
/// for `us` on the placement `sets` (the same moves, counted without being
/// built): per direction the slides of the pieces that slide that way, the
/// slides and leaps of the pieces that leap (long leapers over enemies,
/// chameleons over enemy long leapers); the King's steps onto an empty or
/// enemy square and the chameleons' steps onto the enemy King; suicides.
#[inline]
pub(crate) fn count(sets: &Sets, us: Color, rules: &Rules) -> usize {
    let own = sets.occ[us.index()];
    let enemy = sets.occ[(!us).index()];
    let empty = !(own | enemy);
    let frozen = sets.frozen(us);
    let movers = own & !frozen;
    let enemy_leapers = sets.of(!us, PieceKind::LongLeaper);
    let p = Pieces {
        movers: sets.by_kind.map(|set| set & movers),
        enemy,
        enemy_leapers,
        empty,
        multiple_leaps: rules.leaper_captures == LeaperCaptures::Multiple,
    };
    let candidates = leap_candidates(&p.movers, enemy, enemy_leapers);
    let r = [
        reached::<0>(&p, &candidates),
        reached::<1>(&p, &candidates),
        reached::<2>(&p, &candidates),
        reached::<3>(&p, &candidates),
        reached::<4>(&p, &candidates),
        reached::<5>(&p, &candidates),
        reached::<6>(&p, &candidates),
        reached::<7>(&p, &candidates),
    ];
    // Steps onto any square not the side's own: the first stepper's (the
    // King's, the only one) with the slides, any other's on its own.
    let mut steppers = p.of(stepping(Steps::OntoEmptyOrEnemy));
    let mut first_steps = 0;
    if steppers != 0 {
        first_steps = NEIGHBOURS[steppers.trailing_zeros() as usize] & !own;
        steppers &= steppers - 1;
    }
    let mut n = total_size([r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], first_steps]);
    while steppers != 0 {
        let steps = NEIGHBOURS[steppers.trailing_zeros() as usize] & !own;
        steppers &= steppers - 1;
        n += steps.count_ones() as usize;
    }
    // Steps onto the enemy King from next to it.
    let enemy_king = sets.of(!us, PieceKind::King);
    if enemy_king != 0 {
        let next_to_king =
            p.of(stepping(Steps::OntoEnemyKing)) & NEIGHBOURS[enemy_king.trailing_zeros() as usize];
        if next_to_king != 0 {
            n += next_to_king.count_ones() as usize;
        }
    }
    if rules.allow_suicide {
        let victims = frozen & !sets.of(us, PieceKind::King);
        if victims != 0 {
            n += victims.count_ones() as usize;
        }
    }
    n
}
