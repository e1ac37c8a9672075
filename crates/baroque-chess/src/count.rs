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
    leapable, movement, union_of, Kinds, Leaps, LEAPING_ENEMIES, LEAPING_LONG_LEAPERS, SLIDING,
    STEPPING_ANYWHERE, STEPPING_ONTO_KING,
};
use crate::rules::{LeaperCaptures, Rules};
use crate::sets::{ascending, slide_fill, slide_reach, step_set};
use variant_core::{sum_of_set_sizes, Color, Kind};

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

/// Per direction, the lines of a side's leaping pieces, whatever stands
/// on them: those of the pieces that leap enemies, and of those that leap
/// enemy long leapers. A leap needs its victim on one of these lines.
pub(crate) struct LeapLines {
    enemies: [u64; 8],
    long_leapers: [u64; 8],
}

impl LeapLines {
    /// The lines of the leaping pieces among `pieces` on `by_kind`. The
    /// kinds are constants, so the loops fold to one pass over each leaping
    /// kind's pieces.
    #[inline(always)]
    pub(crate) fn of(by_kind: &[u64; 7], pieces: u64) -> LeapLines {
        let mut lines = LeapLines {
            enemies: [0; 8],
            long_leapers: [0; 8],
        };
        for &kind in PieceKind::ALL {
            let m = movement(kind);
            let group = match m.leaps {
                Leaps::Nothing => continue,
                Leaps::Enemies => &mut lines.enemies,
                Leaps::EnemyLongLeapers => &mut lines.long_leapers,
            };
            let mut set = by_kind[kind.index()] & pieces;
            while set != 0 {
                let rays = &RAYS[set.trailing_zeros() as usize];
                set &= set - 1;
                for (d, (line, ray)) in group.iter_mut().zip(rays).enumerate() {
                    if m.lines & (1 << d) != 0 {
                        *line |= ray;
                    }
                }
            }
        }
        lines
    }

    /// Per direction, the pieces that might be leapt: the victims on the
    /// lines.
    #[inline(always)]
    fn candidates(&self, enemy: u64, enemy_leapers: u64) -> [u64; 8] {
        core::array::from_fn(|d| {
            leapable(Leaps::Enemies, enemy, enemy_leapers) & self.enemies[d]
                | leapable(Leaps::EnemyLongLeapers, enemy, enemy_leapers) & self.long_leapers[d]
        })
    }
}

/// The pieces that move along one direction, by how they move.
#[derive(Clone, Copy)]
struct Movers {
    /// Those that slide, leaping nothing.
    sliding: u64,
    /// Those that leap enemies (long leapers).
    leapers: u64,
    /// Those that leap enemy long leapers (chameleons).
    chameleons: u64,
}

/// What leaps depend on besides the movers.
struct Leaping {
    /// The enemy pieces and the enemy long leapers.
    enemy: u64,
    enemy_leapers: u64,
    empty: u64,
    multiple_leaps: bool,
}

/// The squares the `movers` reach in direction `D` (a constant, so that its
/// shifts are too). Only pieces with an empty square right behind them can
/// be leapt: when no leap candidate has one (most directions of most
/// positions), or when no leaping piece meets one first, every piece just
/// slides, and the movers reach the squares of one slide.
#[inline(always)]
fn reached<const D: usize>(movers: Movers, b: &Leaping, candidates: u64) -> u64 {
    let leapable_now = step_set(D ^ 4, b.empty);
    if candidates & leapable_now != 0 {
        let occupied = !b.empty;
        let leaps = meets_first::<D>(movers.leapers, occupied, b.enemy & leapable_now);
        let chameleon_leaps =
            meets_first::<D>(movers.chameleons, occupied, b.enemy_leapers & leapable_now);
        if leaps || chameleon_leaps {
            return reached_with_leaps::<D>(movers, b, leaps, chameleon_leaps);
        }
    }
    let all = movers.sliding | movers.leapers | movers.chameleons;
    slide_reach(D, all, b.empty)
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
fn reached_with_leaps<const D: usize>(
    movers: Movers,
    b: &Leaping,
    leaps: bool,
    chameleon_leaps: bool,
) -> u64 {
    let empty = b.empty;
    let mut sliders = movers.sliding;
    let mut reached = 0;
    let leapable_now = step_set(D ^ 4, empty);
    if leaps {
        let jumpable = b.enemy & leapable_now;
        reached |= leap_fill(D, movers.leapers, jumpable, empty, b.multiple_leaps);
    } else {
        sliders |= movers.leapers;
    }
    if chameleon_leaps {
        let jumpable = b.enemy_leapers & leapable_now;
        reached |= leap_fill(D, movers.chameleons, jumpable, empty, b.multiple_leaps);
    } else {
        sliders |= movers.chameleons;
    }
    reached | slide_reach(D, sliders, empty)
}

/// The number of moves [`generate`](crate::movegen::generate) would give
/// for `us` on the placement `sets` (the same moves, counted without being
/// built): per direction the slides of the pieces that slide that way, the
/// slides and leaps of the pieces that leap (long leapers over enemies,
/// chameleons over enemy long leapers); the King's steps onto an empty or
/// enemy square and the chameleons' steps onto the enemy King; suicides.
#[inline(always)]
pub(crate) fn count(sets: &Sets, us: Color, rules: &Rules) -> usize {
    let freezers = sets.freezers(us);
    let movers = sets.occ[us.index()] & !sets.frozen_by(us, freezers);
    count_with(
        sets,
        us,
        rules,
        &LeapLines::of(&sets.by_kind, movers),
        freezers,
    )
}

/// [`count`] given the lines of the side's leaping pieces (those of its
/// pieces that may move, or of more of its pieces: only a filter) and what
/// freezes its pieces ([`Sets::freezers`]).
#[inline(always)]
pub(crate) fn count_with(
    sets: &Sets,
    us: Color,
    rules: &Rules,
    lines: &LeapLines,
    freezers: [u64; 2],
) -> usize {
    let own = sets.occ[us.index()];
    let enemy = sets.occ[(!us).index()];
    let empty = !(own | enemy);
    let frozen = sets.frozen_by(us, freezers);
    let movers = own & !frozen;
    let enemy_leapers = sets.of(!us, PieceKind::LongLeaper);
    // The movers of some kinds (constant ones: each union folds to a few
    // ors, and equal ones are made once).
    let of = |kinds: Kinds| union_of(kinds, &sets.by_kind) & movers;
    let on = |d: usize| Movers {
        sliding: of(SLIDING[d]),
        leapers: of(LEAPING_ENEMIES[d]),
        chameleons: of(LEAPING_LONG_LEAPERS[d]),
    };
    let b = Leaping {
        enemy,
        enemy_leapers,
        empty,
        multiple_leaps: rules.leaper_captures == LeaperCaptures::Multiple,
    };
    let c = lines.candidates(enemy, enemy_leapers);
    let r = [
        reached::<0>(on(0), &b, c[0]),
        reached::<1>(on(1), &b, c[1]),
        reached::<2>(on(2), &b, c[2]),
        reached::<3>(on(3), &b, c[3]),
        reached::<4>(on(4), &b, c[4]),
        reached::<5>(on(5), &b, c[5]),
        reached::<6>(on(6), &b, c[6]),
        reached::<7>(on(7), &b, c[7]),
    ];
    // Steps onto any square not the side's own: the first stepper's (the
    // King's, the only one) with the slides, any other's on its own.
    let mut steppers = of(STEPPING_ANYWHERE);
    let mut first_steps = 0;
    if steppers != 0 {
        first_steps = NEIGHBOURS[steppers.trailing_zeros() as usize] & !own;
        steppers &= steppers - 1;
    }
    let mut n = sum_of_set_sizes([r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], first_steps]);
    while steppers != 0 {
        let steps = NEIGHBOURS[steppers.trailing_zeros() as usize] & !own;
        steppers &= steppers - 1;
        n += steps.count_ones() as usize;
    }
    // Steps onto the enemy King from next to it.
    let enemy_king = sets.of(!us, PieceKind::King);
    if enemy_king != 0 {
        let next_to_king =
            of(STEPPING_ONTO_KING) & NEIGHBOURS[enemy_king.trailing_zeros() as usize];
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

/// Whether [`count`] is not zero, looked for cheaply first: a piece that
/// may move and has an empty square next to it along one of its lines
/// slides there, and the King steps onto any neighbour not its own side's
/// (most positions answer there); the full count otherwise (every piece
/// frozen or hemmed in, where only leaps, steps onto the enemy King and
/// suicides may be left).
#[inline(always)]
pub(crate) fn has_move(sets: &Sets, us: Color, rules: &Rules) -> bool {
    let own = sets.occ[us.index()];
    let empty = !(own | sets.occ[(!us).index()]);
    let movers = own & !sets.frozen_by(us, sets.freezers(us));
    let of = |kinds: Kinds| union_of(kinds, &sets.by_kind) & movers;
    let on_line = |d: usize| of(SLIDING[d] | LEAPING_ENEMIES[d] | LEAPING_LONG_LEAPERS[d]);
    let mut next = 0;
    for d in 0..8 {
        next |= step_set(d, on_line(d));
    }
    let mut steppers = of(STEPPING_ANYWHERE);
    let mut steps = 0;
    while steppers != 0 {
        steps |= NEIGHBOURS[steppers.trailing_zeros() as usize] & !own;
        steppers &= steppers - 1;
    }
    next & empty != 0 || steps != 0 || count(sets, us, rules) != 0
}
