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
//! and the steps onto an enemy King. `tests/invariants.rs` (on random
//! playouts) and the naive oracle of `tests/crosscheck.rs` (on random
//! placements) check that the count equals the number of generated moves.

use crate::board::{Board, NEIGHBOURS, RAYS};
use crate::piece::PieceKind;
use crate::rules::{LeaperCaptures, Rules};
use crate::sets::{ascending, slide_fill, slide_reach, step_set};
use variant_core::Color;

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
/// the enemies on its long leapers' lines and the enemy long leapers on its
/// chameleons' lines (whatever stands between).
#[inline(always)]
fn leap_candidates(leapers: u64, chameleons: u64, enemy: u64, enemy_leapers: u64) -> [u64; 8] {
    let mut candidates = [0; 8];
    let mut add = |mut pieces: u64, victims: u64| {
        while pieces != 0 {
            let rays = &RAYS[pieces.trailing_zeros() as usize];
            pieces &= pieces - 1;
            for (c, ray) in candidates.iter_mut().zip(rays) {
                *c |= ray & victims;
            }
        }
    };
    add(leapers, enemy);
    add(chameleons, enemy_leapers);
    candidates
}

/// The sets [`count`] looks at: the side's mobile pieces by how they move.
struct Pieces {
    /// Pincers: rook moves.
    rooks: u64,
    /// Withdrawers, coordinators and immobilizers: queen moves.
    queens: u64,
    /// Long leapers: queen moves and leaps over any enemy.
    leapers: u64,
    /// Chameleons: queen moves and leaps over enemy long leapers.
    chameleons: u64,
    enemy: u64,
    enemy_leapers: u64,
    empty: u64,
    multiple_leaps: bool,
}

/// The squares the pieces reach in direction `D` (a constant, so that its
/// shifts are too). Only pieces with an empty square right behind them can
/// be leapt: when no leap candidate has one (most directions of most
/// positions), or when no leaping piece meets one first, every piece just
/// slides, and `sliders` (the pieces that move in direction `D`) reach the
/// squares of one slide.
#[inline(always)]
fn reached<const D: usize>(p: &Pieces, sliders: u64, candidates: &[u64; 8]) -> u64 {
    let leapable = step_set(D ^ 4, p.empty);
    if candidates[D] & leapable != 0 {
        let leaps = meets_first::<D>(p.leapers, !p.empty, p.enemy & leapable);
        let chameleon_leaps = meets_first::<D>(p.chameleons, !p.empty, p.enemy_leapers & leapable);
        if leaps || chameleon_leaps {
            return reached_with_leaps::<D>(p, leaps, chameleon_leaps);
        }
    }
    slide_reach(D, sliders, p.empty)
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
/// long leapers (if `leaps`) and the chameleons (if `chameleon_leaps`)
/// perhaps by leaps (kept out of line: the common case's code stays small).
#[inline(never)]
fn reached_with_leaps<const D: usize>(p: &Pieces, leaps: bool, chameleon_leaps: bool) -> u64 {
    let empty = p.empty;
    let mut sliders = if D.is_multiple_of(2) {
        p.rooks | p.queens
    } else {
        p.queens
    };
    let mut reached = 0;
    let leapable = step_set(D ^ 4, empty);
    if leaps {
        reached |= leap_fill(D, p.leapers, p.enemy & leapable, empty, p.multiple_leaps);
    } else {
        sliders |= p.leapers;
    }
    if chameleon_leaps {
        let jumpable = p.enemy_leapers & leapable;
        reached |= leap_fill(D, p.chameleons, jumpable, empty, p.multiple_leaps);
    } else {
        sliders |= p.chameleons;
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
/// for `us` on `board` (the same moves, counted without being built):
/// per direction the slides of the queen-like pieces (and, orthogonally,
/// the pincers), the slides and leaps of long leapers (over enemies) and
/// chameleons (over enemy long leapers); the King's steps onto an empty or
/// enemy square and the chameleons' steps onto the enemy King; suicides.
#[inline]
pub(crate) fn count(board: &Board, us: Color, rules: &Rules) -> usize {
    let own = board.occ[us.index()];
    let enemy = board.occ[(!us).index()];
    let empty = !(own | enemy);
    let frozen = board.frozen(us);
    let movers = own & !frozen;
    let of = |kind| board.kind_set(kind) & movers;
    let leapers = of(PieceKind::LongLeaper);
    let chameleons = of(PieceKind::Chameleon);
    let enemy_leapers = board.of(!us, PieceKind::LongLeaper);
    let p = Pieces {
        rooks: of(PieceKind::Pincer),
        queens: of(PieceKind::Withdrawer) | of(PieceKind::Coordinator) | of(PieceKind::Immobilizer),
        leapers,
        chameleons,
        enemy,
        enemy_leapers,
        empty,
        multiple_leaps: rules.leaper_captures == LeaperCaptures::Multiple,
    };
    let candidates = leap_candidates(leapers, chameleons, enemy, enemy_leapers);
    let diagonal = p.queens | leapers | chameleons;
    let orthogonal = diagonal | p.rooks;
    let r = [
        reached::<0>(&p, orthogonal, &candidates),
        reached::<1>(&p, diagonal, &candidates),
        reached::<2>(&p, orthogonal, &candidates),
        reached::<3>(&p, diagonal, &candidates),
        reached::<4>(&p, orthogonal, &candidates),
        reached::<5>(&p, diagonal, &candidates),
        reached::<6>(&p, orthogonal, &candidates),
        reached::<7>(&p, diagonal, &candidates),
    ];
    let king = of(PieceKind::King);
    let king_steps = if king != 0 {
        NEIGHBOURS[king.trailing_zeros() as usize] & !own
    } else {
        0
    };
    let mut n = total_size([r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], king_steps]);
    // A chameleon next to the enemy King may step onto it.
    let enemy_king = board.of(!us, PieceKind::King);
    if enemy_king != 0 {
        let next_to_king = chameleons & NEIGHBOURS[enemy_king.trailing_zeros() as usize];
        if next_to_king != 0 {
            n += next_to_king.count_ones() as usize;
        }
    }
    if rules.allow_suicide {
        let victims = frozen & !board.of(us, PieceKind::King);
        if victims != 0 {
            n += victims.count_ones() as usize;
        }
    }
    n
}
