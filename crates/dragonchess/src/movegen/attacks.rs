//! Attack detection, looking outward from the attacked square: the enemy
//! pieces standing where a path-free capture could start (each checked
//! against its own capture set), the origins of the captures with a path
//! (the reverse tables), then the slide rays. Nothing generates enemy moves,
//! and nothing reads the board but the kinds of the attacking pieces: what
//! stands where comes from square sets, so the position after a move can be
//! tested by changing a few bits ([`Attackers`]) instead of a board copy.

use super::piece_tables::{move_tables, MoveTables};
use super::rays;
use super::tables::{tables, Tables, NONE};
use crate::bits::{bit, contains, Levels};
use crate::board::Board;
use crate::occupancy::Occupancy;
use crate::square::SQUARE_COUNT;
use crate::Rules;
use variant_core::{Color, Kind};

/// Whether the piece on `sq` is frozen (see [`Occupancy::frozen`]).
#[inline]
pub(crate) fn is_frozen(board: &Board, occ: &Occupancy, sq: usize) -> bool {
    sq / 96 == 1
        && board
            .get(sq)
            .is_some_and(|p| occ.frozen(p.color) & bit(sq) != 0)
}

/// What attack detection needs to know about the attacking side and the
/// board, as square sets.
#[derive(Clone, Copy, Debug)]
pub(super) struct Attackers {
    /// The attacking side's pieces that attack at all (its frozen pieces
    /// left out, unless `frozen_pieces_give_check`).
    pub active: Levels,
    /// The attacking side's pieces that slide orthogonally / diagonally from
    /// where they stand (frozen or not).
    pub orth_sliders: Levels,
    pub diag_sliders: Levels,
    /// Every occupied square, of either side (what blocks paths and slides).
    pub occupied: Levels,
}

impl Attackers {
    /// No pieces at all.
    pub const NONE: Attackers = Attackers {
        active: [0; 3],
        orth_sliders: [0; 3],
        diag_sliders: [0; 3],
        occupied: [0; 3],
    };

    /// The pieces of side `by` in `occ`.
    pub fn of(occ: &Occupancy, by: Color, mt: &MoveTables, rules: &Rules) -> Attackers {
        let mut active = occ.by_color[by.index()];
        if !rules.frozen_pieces_give_check {
            active[1] &= !occ.frozen(by);
        }
        // Each level's set in its own variable, chosen by comparison: an
        // array indexed by the level was stored and reloaded at every step
        // (a fifth of the function's time).
        let sliders = |slots: &[(usize, usize)]| {
            let mut set = [0u128; 3];
            for &(level, slot) in slots {
                let pieces = occ.set_at(slot);
                for (l, set) in set.iter_mut().enumerate() {
                    *set |= if l == level { pieces } else { 0 };
                }
            }
            set
        };
        Attackers {
            active,
            orth_sliders: sliders(&mt.orth_sliders[by.index()]),
            diag_sliders: sliders(&mt.diag_sliders[by.index()]),
            occupied: occ.all(),
        }
    }

    /// The attacking piece on `sq` is captured (it no longer attacks nor
    /// blocks, unless the capturer lands there: see [`Attackers::occupy`]).
    #[inline]
    pub fn capture(&mut self, sq: usize) {
        self.active[sq / 96] &= !bit(sq);
        self.occupied[sq / 96] &= !bit(sq);
    }

    /// A defending piece leaves `sq`.
    #[inline]
    pub fn vacate(&mut self, sq: usize) {
        self.occupied[sq / 96] &= !bit(sq);
    }

    /// A defending piece arrives on `sq`.
    #[inline]
    pub fn occupy(&mut self, sq: usize) {
        self.occupied[sq / 96] |= bit(sq);
    }
}

/// Whether a piece of side `by` attacks square `target`: it could capture
/// there by its rules (paths empty, M-only steps excluded, the Dragon's
/// capture from afar included), whatever that would do to its own King. A
/// frozen piece attacks nothing unless `rules.frozen_pieces_give_check`.
pub(crate) fn square_attacked(
    board: &Board,
    occ: &Occupancy,
    target: usize,
    by: Color,
    rules: &Rules,
) -> bool {
    let mt = move_tables(rules);
    let a = Attackers::of(occ, by, mt, rules);
    is_attacked(board, &a, target, by, mt, tables())
}

/// Whether a piece of side `by` among `a` attacks `target`. `board` gives
/// the kinds of the pieces of `a.active` (it may be out of date elsewhere).
pub(super) fn is_attacked(
    board: &Board,
    a: &Attackers,
    target: usize,
    by: Color,
    mt: &MoveTables,
    t: &Tables,
) -> bool {
    attack::<false>(board, a, target, by, mt, t, &mut [0; 3])
}

/// The squares where a move of the defending side can stop the first attack
/// on `target` that [`is_attacked`] finds, or `None` if there is none: the
/// attacker's square (a capture there), the squares of its path or slide
/// between it and `target` (a piece placed there), and the square under it
/// when it stands on the Ground (a Basilisk there freezes it). A move that
/// ends anywhere else leaves that attack standing: moving a piece away,
/// capturing another one or thawing one opens lines, it closes none.
pub(super) fn attack_stoppers(
    board: &Board,
    a: &Attackers,
    target: usize,
    by: Color,
    mt: &MoveTables,
    t: &Tables,
) -> Option<Levels> {
    let mut stoppers = [0; 3];
    attack::<true>(board, a, target, by, mt, t, &mut stoppers).then_some(stoppers)
}

/// [`is_attacked`], and with `STOPPERS` the squares of [`attack_stoppers`]
/// for the attack found, added to `stoppers`.
#[inline(always)]
fn attack<const STOPPERS: bool>(
    board: &Board,
    a: &Attackers,
    target: usize,
    by: Color,
    mt: &MoveTables,
    t: &Tables,
    stoppers: &mut Levels,
) -> bool {
    // The attacker on `o` (and the square under it, where a Basilisk
    // freezes it).
    let found = |o: usize, stoppers: &mut Levels| {
        if STOPPERS {
            stoppers[o / 96] |= bit(o);
            if o / 96 == 1 {
                stoppers[0] |= bit(o);
            }
        }
        true
    };
    let (target_level, target_bit) = (target / 96, bit(target));
    // Path-free steps: the candidates, each asked whether its own capture
    // set holds `target`.
    let reach = &mt.capture_origins[by.index() * SQUARE_COUNT + target];
    for (l, (reach, active)) in reach.iter().zip(a.active).enumerate() {
        let mut candidates = reach & active;
        while candidates != 0 {
            let o = l * 96 + candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let Some(pc) = board.get(o) else { continue };
            if mt.step_masks(pc.kind, by, o).captures[target_level] & target_bit != 0 {
                return found(o, stoppers);
            }
        }
    }
    // Steps with a path condition, from the few squares they could start on.
    let reach = &mt.path_capture_origins[by.index() * SQUARE_COUNT + target];
    if (0..3).any(|l| reach[l] & a.active[l] != 0) {
        for &p in &mt.path_capture_patterns {
            let kinds = mt.attackers[p as usize];
            for step in t.origins(p, by, target) {
                let o = step.sq as usize;
                if !contains(&a.active, o) {
                    continue;
                }
                let Some(pc) = board.get(o) else { continue };
                if kinds[o / 96] & (1 << pc.kind.index()) != 0
                    && (step.via == NONE || !contains(&a.occupied, step.via as usize))
                {
                    if STOPPERS && step.via != NONE {
                        let via = step.via as usize;
                        stoppers[via / 96] |= bit(via);
                    }
                    return found(o, stoppers);
                }
            }
        }
    }
    // Slides: the nearest piece on each ray, if it is an active slider of
    // that direction.
    let (occupied, i) = (a.occupied[target_level], target % 96);
    for (dirs, sliders) in [(0..4, &a.orth_sliders), (4..8, &a.diag_sliders)] {
        let sliders = sliders[target_level] & a.active[target_level];
        if sliders == 0 {
            continue;
        }
        for dir in dirs {
            if rays::ray(dir, i) & sliders == 0 {
                continue;
            }
            if let Some(b) = rays::nearest(dir, i, occupied).filter(|&b| sliders >> b & 1 != 0) {
                if STOPPERS {
                    // The empty squares between, the slider's own added by
                    // `found`.
                    stoppers[target_level] |= rays::ray(dir, i) & !rays::ray(dir, b);
                }
                return found(target_level * 96 + b, stoppers);
            }
        }
    }
    false
}
