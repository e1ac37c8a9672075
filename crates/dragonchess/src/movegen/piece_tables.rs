//! The tables derived from the piece descriptions, one set for each setting
//! of the three movement options: each piece's targets from each square as
//! square sets, the reverse sets attack detection starts from, the sliders,
//! and how the bulk count takes each kind.

use super::generate::promotes;
use super::rays;
use super::shifts::{self, ShiftSteps};
use super::tables::{tables, Pattern, PATTERN_COUNT};
use super::{describe, PieceMoves};
use crate::bits::{self, bit, Levels};
use crate::occupancy::Occupancy;
use crate::piece::KINDS;
use crate::square::SQUARE_COUNT;
use crate::{ElementalAscent, Piece, PieceKind, Rules, Square};
use std::sync::OnceLock;
use variant_core::{ArrayVec, Color, Kind};

/// The piece descriptions for one setting of the movement options, with the
/// square sets derived from them.
pub(super) struct MoveTables {
    /// By [`PieceKind::index`], then level.
    pub pieces: [[PieceMoves; 3]; 15],
    /// For each pattern and origin level: the kinds (bit per
    /// [`PieceKind::index`]) that capture along it from that level.
    pub attackers: [[u16; 3]; PATTERN_COUNT],
    /// The patterns with a path condition some piece captures along.
    pub path_capture_patterns: ArrayVec<Pattern, PATTERN_COUNT>,
    /// By `color * 288 + target`: the squares from which some piece of that
    /// colour could capture on `target` by a path-free step.
    pub capture_origins: Vec<Levels>,
    /// The same for the steps with a path condition (the path ignored): an
    /// attack along one is possible only from these squares.
    pub path_capture_origins: Vec<Levels>,
    /// By [`Color::index`]: the (level, [`Occupancy::slot`]) pairs of the
    /// pieces that slide orthogonally / diagonally from that level.
    pub orth_sliders: [ArrayVec<(usize, usize), 45>; 2],
    pub diag_sliders: [ArrayVec<(usize, usize), 45>; 2],
    /// See [`StepMasks`], by [`StepMasks::slot`].
    pub step_masks: Vec<StepMasks>,
    /// By [`StepMasks::slot`]: the squares where a piece of that kind and
    /// colour on that square could capture (the targets of its capturing
    /// steps, their paths ignored, and the whole rays of its slides). A
    /// piece whose set holds no enemy piece has no capture.
    pub capture_reach: Vec<Levels>,
    /// By [`Color::index`]: the squares from which a piece of that colour
    /// standing there could promote with some move (a Warrior next to its
    /// last rank).
    pub promotion_origins: [Levels; 2],
    /// How the bulk count takes the pieces of each side (by
    /// [`Color::index`]) on each level: every kind that may stand there, but
    /// the King (always counted move by move).
    pub count_plan: [[ArrayVec<CountEntry, 15>; 3]; 2],
}

/// One line of the bulk count's plan: the pieces of one kind and side on
/// one level, and how to count their moves.
#[derive(Clone, Debug)]
pub(super) struct CountEntry {
    pub kind: PieceKind,
    /// The index of the pieces' set, for [`Occupancy::set_at`].
    pub pieces: usize,
    /// [`StepMasks::slot`] of the square `0`: a piece's masks are at this
    /// index plus its square.
    pub masks: usize,
    pub counting: Counting,
}

/// How the bulk count takes the pieces of one kind on one level.
#[derive(Clone, Debug)]
pub(super) enum Counting {
    /// All at once, a shift of their set for each step vector (a kind with
    /// few path-free steps and no slides, usually many pieces).
    Shifts(ShiftSteps),
    /// The Sylph's returns from level 2 (see [`super::sky::sylph_returns`]).
    SylphReturns,
    /// One piece at a time: its path-free steps from its [`StepMasks`]
    /// (some of them move only or capture only if `split`), its slides and
    /// (if `paths`) its steps with a path condition.
    EachPiece {
        steps: StepLevels,
        split: bool,
        slides: Slides,
        paths: bool,
    },
}

/// The planar slides of a kind from one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slides {
    None,
    Orth,
    Diag,
    Both,
}

impl Slides {
    fn of(pm: &PieceMoves) -> Slides {
        match (pm.orth_slides, pm.diag_slides) {
            (false, false) => Slides::None,
            (true, false) => Slides::Orth,
            (false, true) => Slides::Diag,
            (true, true) => Slides::Both,
        }
    }
}

/// The levels a kind's path-free steps from one level may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum StepLevels {
    /// It has none.
    None,
    /// One level only (its masks are empty elsewhere).
    One(usize),
    /// Several.
    Several,
}

/// The targets of a piece's steps without a path condition, from one square,
/// as per-level bit sets (see [`crate::bits`]): where it may move and where
/// it may capture. Counting its moves is then a few popcounts.
#[derive(Clone, Copy, Default)]
pub(super) struct StepMasks {
    pub moves: Levels,
    pub captures: Levels,
    /// The levels where either set is not empty: `lowest..end`.
    pub lowest: u8,
    pub end: u8,
}

impl StepMasks {
    /// The index of the masks of a piece of `kind` and `color` on square
    /// `sq`.
    #[inline]
    pub fn slot(kind: PieceKind, color: Color, sq: usize) -> usize {
        (kind.index() * 2 + color.index()) * SQUARE_COUNT + sq
    }
}

impl MoveTables {
    fn build(rules: &Rules) -> MoveTables {
        let pieces: [[PieceMoves; 3]; 15] = core::array::from_fn(|k| {
            core::array::from_fn(|l| {
                let kind = KINDS[k];
                if kind.can_stand_on(l as u8) {
                    describe(kind, l as u8, rules)
                } else {
                    PieceMoves::default()
                }
            })
        });
        let mut attackers = [[0u16; 3]; PATTERN_COUNT];
        let mut orth_sliders = [ArrayVec::new(), ArrayVec::new()];
        let mut diag_sliders = [ArrayVec::new(), ArrayVec::new()];
        for (k, per_level) in pieces.iter().enumerate() {
            for (l, pm) in per_level.iter().enumerate() {
                for r in &pm.steps {
                    if r.mode.captures() {
                        attackers[r.pattern as usize][l] |= 1 << k;
                    }
                }
                for color in Color::ALL {
                    let slot = (l, Occupancy::slot(color, KINDS[k], l));
                    if pm.orth_slides {
                        orth_sliders[color.index()].push(slot);
                    }
                    if pm.diag_slides {
                        diag_sliders[color.index()].push(slot);
                    }
                }
            }
        }
        let path_capture_patterns = Pattern::ALL
            .into_iter()
            .filter(|p| p.has_path() && attackers[*p as usize] != [0; 3])
            .collect();
        let t = tables();
        let mut step_masks = vec![StepMasks::default(); 30 * SQUARE_COUNT];
        let mut capture_origins = vec![[0u128; 3]; 2 * SQUARE_COUNT];
        let mut path_capture_origins = vec![[0u128; 3]; 2 * SQUARE_COUNT];
        for kind in KINDS {
            for color in Color::ALL {
                for sq in 0..SQUARE_COUNT {
                    let m = &mut step_masks[StepMasks::slot(kind, color, sq)];
                    for r in &pieces[kind.index()][sq / 96].steps {
                        for step in t.targets(r.pattern, color, sq) {
                            let to = step.sq as usize;
                            let origins = if r.pattern.has_path() {
                                &mut path_capture_origins
                            } else {
                                &mut capture_origins
                            };
                            if r.mode.captures() {
                                origins[color.index() * SQUARE_COUNT + to][sq / 96] |= bit(sq);
                            }
                            if r.pattern.has_path() {
                                continue;
                            }
                            if r.mode.moves() {
                                m.moves[to / 96] |= bit(to);
                            }
                            if r.mode.captures() {
                                m.captures[to / 96] |= bit(to);
                            }
                        }
                    }
                    let used: ArrayVec<u8, 3> = (0..3u8)
                        .filter(|&l| m.moves[l as usize] | m.captures[l as usize] != 0)
                        .collect();
                    if let (Some(&lowest), Some(&last)) = (used.first(), used.last()) {
                        (m.lowest, m.end) = (lowest, last + 1);
                    }
                }
            }
        }
        let (capture_reach, promotion_origins) = noisy_reach(&pieces);
        let count_plan = Color::ALL.map(|color| {
            core::array::from_fn(|level| {
                let mut plan = ArrayVec::new();
                for kind in KINDS {
                    if kind == PieceKind::King || !kind.can_stand_on(level as u8) {
                        continue;
                    }
                    let pm = &pieces[kind.index()][level];
                    let (slides, paths) = (Slides::of(pm), !pm.path_steps.is_empty());
                    let shift_steps = match (slides, paths) {
                        (Slides::None, false) => shifts::steps_of(&pm.steps, level, color),
                        _ => None,
                    };
                    let counting = if kind == PieceKind::Sylph && level == 1 {
                        Counting::SylphReturns
                    } else if let Some(steps) = shift_steps {
                        Counting::Shifts(steps)
                    } else {
                        let masks = &step_masks[StepMasks::slot(kind, color, 0)..][..SQUARE_COUNT];
                        let masks = &masks[level * 96..][..96];
                        Counting::EachPiece {
                            steps: step_levels(masks),
                            split: masks.iter().any(|m| m.moves != m.captures),
                            slides,
                            paths,
                        }
                    };
                    plan.push(CountEntry {
                        kind,
                        pieces: Occupancy::slot(color, kind, level),
                        masks: StepMasks::slot(kind, color, 0),
                        counting,
                    });
                }
                plan
            })
        });
        MoveTables {
            pieces,
            attackers,
            path_capture_patterns,
            capture_origins,
            path_capture_origins,
            orth_sliders,
            diag_sliders,
            step_masks,
            capture_reach,
            promotion_origins,
            count_plan,
        }
    }

    /// The masks of a piece of `kind` and `color` on `sq`.
    #[inline]
    pub fn step_masks(&self, kind: PieceKind, color: Color, sq: usize) -> &StepMasks {
        &self.step_masks[StepMasks::slot(kind, color, sq)]
    }
}

/// [`MoveTables::capture_reach`] and [`MoveTables::promotion_origins`]
/// from the piece descriptions.
fn noisy_reach(pieces: &[[PieceMoves; 3]; 15]) -> (Vec<Levels>, [Levels; 2]) {
    let t = tables();
    let mut reach = vec![[0u128; 3]; 30 * SQUARE_COUNT];
    let mut promotion_origins = [[0u128; 3]; 2];
    for kind in KINDS {
        for color in Color::ALL {
            for sq in 0..SQUARE_COUNT {
                let (level, i) = (sq / 96, sq % 96);
                let pm = &pieces[kind.index()][level];
                let captures = &mut reach[StepMasks::slot(kind, color, sq)];
                let mut targets = [0u128; 3];
                for r in &pm.steps {
                    for step in t.targets(r.pattern, color, sq) {
                        let to = usize::from(step.sq);
                        targets[to / 96] |= bit(to);
                        if r.mode.captures() {
                            captures[to / 96] |= bit(to);
                        }
                    }
                }
                for dir in pm.slide_dirs() {
                    targets[level] |= rays::ray(dir, i);
                    captures[level] |= rays::ray(dir, i);
                }
                let pc = Piece::new(color, kind);
                if bits::squares(targets).any(|to| promotes(pc, Square::from_u16(to as u16))) {
                    promotion_origins[color.index()][level] |= bit(sq);
                }
            }
        }
    }
    (reach, promotion_origins)
}

/// The levels the masks `of_level` (those of one kind from every square of
/// one level) reach.
fn step_levels(of_level: &[StepMasks]) -> StepLevels {
    let mut reached = [false; 3];
    for m in of_level {
        for (l, reached) in reached.iter_mut().enumerate() {
            *reached |= m.moves[l] | m.captures[l] != 0;
        }
    }
    match reached {
        [false, false, false] => StepLevels::None,
        [true, false, false] => StepLevels::One(0),
        [false, true, false] => StepLevels::One(1),
        [false, false, true] => StepLevels::One(2),
        _ => StepLevels::Several,
    }
}

/// The tables for the movement options of `rules`, built on first use (one
/// set per combination of the three movement options).
pub(super) fn move_tables(rules: &Rules) -> &'static MoveTables {
    static ALL: [OnceLock<MoveTables>; 8] = [const { OnceLock::new() }; 8];
    let i = rules.movement_index();
    ALL[i].get_or_init(|| {
        let rules = Rules {
            offboard_steps_capture: i & 1 != 0,
            paladin_3d_captures: i & 2 != 0,
            elemental_ascent: if i & 4 != 0 {
                ElementalAscent::MoveOrCapture
            } else {
                ElementalAscent::CaptureOnly
            },
            ..Rules::default()
        };
        MoveTables::build(&rules)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_setting_has_tables() {
        for i in 0..8 {
            let rules = Rules {
                offboard_steps_capture: i & 1 != 0,
                paladin_3d_captures: i & 2 != 0,
                ..Rules::default()
            };
            let mt = move_tables(&rules);
            assert!(!mt.path_capture_patterns.is_empty());
            for color in Color::ALL {
                let plan = &mt.count_plan[color.index()];
                let how = |kind, level: usize| {
                    let entry = plan[level].iter().find(|e| e.kind == kind);
                    entry.map(|e| core::mem::discriminant(&e.counting))
                };
                let shifts = Some(core::mem::discriminant(
                    &Counting::Shifts(ShiftSteps::new()),
                ));
                // The kinds with many pieces are the ones counted all at once.
                for (kind, level) in [
                    (PieceKind::Warrior, 1),
                    (PieceKind::Dwarf, 0),
                    (PieceKind::Dwarf, 1),
                    (PieceKind::Sylph, 2),
                    (PieceKind::Basilisk, 0),
                ] {
                    assert_eq!(how(kind, level), shifts);
                }
                let each = Some(core::mem::discriminant(&Counting::EachPiece {
                    steps: StepLevels::None,
                    split: false,
                    slides: Slides::None,
                    paths: false,
                }));
                for (kind, level) in [(PieceKind::Mage, 1), (PieceKind::Elemental, 0)] {
                    assert_eq!(how(kind, level), each);
                }
                // Every level each kind but the King may stand on, once.
                assert_eq!(plan.iter().map(ArrayVec::len).sum::<usize>(), 29 - 3);
            }
        }
    }
}
