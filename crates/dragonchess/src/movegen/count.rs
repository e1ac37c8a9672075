//! Counting legal moves without building them (perft's last ply).
//!
//! Most pieces cannot expose their own King (see [`exposing_squares`]); their
//! moves are legal as generated, so they are counted with bit operations:
//! the kinds with many pieces and few steps all at once ([`shifts`]), the
//! others a piece at a time, the path-free steps as popcounts of
//! [`StepMasks`] against the empty and enemy squares, the slides as popcounts
//! of their rays, the rest (path steps) one by one but without building
//! moves. The other pieces (the King, pieces on a pin line, a Basilisk
//! guarding against an enemy piece above it, a Dragon whose capture from
//! afar could open a line) and positions in check go through the generator,
//! which tests each move.
//!
//! [`exposing_squares`]: super::exposure::exposing_squares
//! [`StepMasks`]: super::piece_tables::StepMasks

use super::generate::{Generator, Turn};
use super::piece_tables::{CountEntry, Counting, Slides, StepLevels, StepMasks};
use super::rays;
use super::shifts;
use super::sky::sylph_returns;
use super::tables::NONE;
use crate::bits::{self, bit, contains, Levels, LEVEL_MASK};
use crate::position::Position;
use crate::PieceKind;
use variant_core::{Kind, MoveCounter};

/// The number of legal moves of the side to move (draw rules not
/// considered); the same as the length of the generated list.
pub(crate) fn count_legal(pos: &Position) -> usize {
    debug_assert_eq!(pos.occ, crate::occupancy::Occupancy::of(&pos.board));
    let turn = Turn::with_safety(pos);
    let (tested, special) = tested_moves(&turn);
    let Some(special) = special else {
        return tested;
    };
    let mut n = tested;
    bulk_counts(&turn, special, |moves| {
        n += moves;
        false
    });
    n
}

/// Whether the side to move has a legal move (draw rules not considered):
/// `count_legal(pos) > 0`, but out of check the pieces counted in bulk come
/// first and the first one with a move answers, before any move is tested
/// for King safety.
pub(crate) fn has_legal_move(pos: &Position) -> bool {
    let turn = Turn::with_safety(pos);
    if !turn.in_check && bulk_counts(&turn, may_expose(&turn), |moves| moves > 0) {
        return true;
    }
    tested_moves(&turn).0 > 0
}

/// Gives `found` the moves, by the piece rules alone, of each plan line's
/// pieces that are safe to count in bulk: the side's movable pieces but the
/// King and `special` (those whose moves must be tested). Stops, returning
/// true, as soon as `found` does.
#[inline]
fn bulk_counts(turn: &Turn, special: Levels, mut found: impl FnMut(usize) -> bool) -> bool {
    let mut countable = turn.movable;
    countable[turn.king / 96] &= !bit(turn.king);
    for (set, special) in countable.iter_mut().zip(special) {
        *set &= !special;
    }
    let targets = Targets::of(turn);
    for (level, (plan, countable)) in turn.mt.count_plan[turn.us.index()]
        .iter()
        .zip(countable)
        .enumerate()
    {
        if countable == 0 {
            continue;
        }
        for entry in plan {
            let set = turn.pos.occ.set_at(entry.pieces) & countable;
            if set != 0 && found(entry_moves(turn, &targets, entry, level, set)) {
                return true;
            }
        }
    }
    false
}

/// The moves that go through the generator, each tested for King safety:
/// in check every move (then the pieces left for the bulk count are `None`),
/// else those of the King and of the pieces of [`may_expose`] (given as the
/// second value: the bulk count leaves them out).
#[inline]
pub(super) fn tested_moves(turn: &Turn) -> (usize, Option<Levels>) {
    let mut counter = MoveCounter::default();
    if turn.in_check {
        Generator::new(turn, true, false, &mut counter).run();
        return (counter.count, None);
    }
    let special = may_expose(turn);
    if special != [0; 3] {
        let mut g = Generator::new(turn, true, false, &mut counter);
        for sq in bits::squares(special) {
            if let Some(pc) = turn.pos.board.get(sq) {
                g.piece(pc, sq);
            }
        }
    }
    (counter.count + king_moves(turn), Some(special))
}

/// The squares where path-free steps may end, in the two forms the bulk
/// count reads: by mode for the shifts, and not the mover's own.
pub(super) struct Targets {
    allowed: shifts::Allowed,
    not_own: Levels,
}

impl Targets {
    #[inline]
    pub(super) fn of(turn: &Turn) -> Targets {
        Targets {
            allowed: shifts::allowed(&turn.empty, &turn.enemy),
            not_own: core::array::from_fn(|l| turn.empty[l] | turn.enemy[l]),
        }
    }
}

/// The moves, by the piece rules alone, of the pieces `set` of the plan
/// line `entry` (on `level`); the sum of their moves one piece at a time.
#[inline]
pub(super) fn entry_moves(
    turn: &Turn,
    targets: &Targets,
    entry: &CountEntry,
    level: usize,
    set: u128,
) -> usize {
    match entry.counting {
        Counting::Shifts(ref steps) => shifts::count(set, steps, &targets.allowed),
        Counting::SylphReturns => each_piece(set, level, |sq| {
            bits::count(sylph_returns(sq % 96, turn.us, turn.empty[2]))
        }),
        Counting::EachPiece {
            steps,
            split,
            slides,
            paths,
        } => each_piece(set, level, |sq| {
            let m = &turn.mt.step_masks[entry.masks + sq];
            let mut n = if split {
                step_moves(m, steps, &turn.empty, &turn.enemy)
            } else {
                // Every step both moves and captures.
                step_moves(m, steps, &targets.not_own, &[0; 3])
            };
            n += slide_moves(turn, slides, sq);
            if paths {
                n += path_moves(turn, entry.kind, sq);
            }
            n
        }),
    }
}

/// The squares whose contents [`entry_moves`] reads for the pieces `set`
/// of `entry` (on `level`), its result being the same as long as none of
/// them changes: their targets (slides up to the first piece, path squares
/// included), the pieces' own squares (they may be captured) and, on
/// level 2, the squares below them (where a Basilisk freezes them).
pub(super) fn entry_reach(turn: &Turn, entry: &CountEntry, level: usize, set: u128) -> Levels {
    let mut reach = match entry.counting {
        Counting::Shifts(ref steps) => shifts::reach(set, steps),
        Counting::SylphReturns => {
            let mut sky = 0;
            for sq in bits::squares(level_set(level, set)) {
                sky |= sylph_returns(sq % 96, turn.us, LEVEL_MASK);
            }
            [0, 0, sky]
        }
        Counting::EachPiece { slides, paths, .. } => {
            let mut reach = [0; 3];
            for sq in bits::squares(level_set(level, set)) {
                let m = &turn.mt.step_masks[entry.masks + sq];
                for (reach, (moves, captures)) in
                    reach.iter_mut().zip(m.moves.iter().zip(m.captures))
                {
                    *reach |= moves | captures;
                }
                reach[level] |= slide_reach(turn, slides, sq);
                if paths {
                    for r in &turn.mt.pieces[entry.kind.index()][level].path_steps {
                        for step in turn.t.targets(r.pattern, turn.us, sq) {
                            for s in [step.sq, step.via].into_iter().filter(|&s| s != NONE) {
                                reach[usize::from(s) / 96] |= bit(usize::from(s));
                            }
                        }
                    }
                }
            }
            reach
        }
    };
    reach[level] |= set;
    if level == 1 {
        reach[0] |= set;
    }
    reach
}

/// `set` as the squares of `level`.
fn level_set(level: usize, set: u128) -> Levels {
    core::array::from_fn(|l| if l == level { set } else { 0 })
}

/// The moves by path-free steps, slides and path steps of the piece of
/// `entry` on `sq` alone; see [`entry_moves`].
#[inline]
pub(super) fn piece_moves(turn: &Turn, targets: &Targets, entry: &CountEntry, sq: usize) -> usize {
    entry_moves(turn, targets, entry, sq / 96, bit(sq))
}

/// The sum of `moves` over the squares of `set` (of `level`).
#[inline]
fn each_piece(mut set: u128, level: usize, moves: impl Fn(usize) -> usize) -> usize {
    let mut n = 0;
    while set != 0 {
        n += moves(level * 96 + set.trailing_zeros() as usize);
        set &= set - 1;
    }
    n
}

/// The legal moves of the King (the side to move not in check): each
/// target tested on the enemy's attackers without the King on its square.
fn king_moves(turn: &Turn) -> usize {
    if !contains(&turn.movable, turn.king) {
        return 0; // frozen
    }
    // The King's steps have no path condition and it does not slide.
    let masks = turn.mt.step_masks(PieceKind::King, turn.us, turn.king);
    let mut n = 0;
    for l in usize::from(masks.lowest)..usize::from(masks.end) {
        let mut targets = (masks.moves[l] & turn.empty[l]) | (masks.captures[l] & turn.enemy[l]);
        while targets != 0 {
            let to = l * 96 + targets.trailing_zeros() as usize;
            targets &= targets - 1;
            n += usize::from(turn.king_safe_at(to));
        }
    }
    n
}

/// The pieces of the side to move (not in check), other than the King, some
/// of whose moves might leave the King attacked: a piece on a square of
/// [`exposing_squares`](super::exposure::exposing_squares), a Basilisk with
/// an enemy piece above it, a Dragon whose capture from afar could empty such
/// a square. (The per-move test is [`Turn::needs_test`].) Frozen pieces are
/// left out: they do not move.
fn may_expose(turn: &Turn) -> Levels {
    let mut set = turn.exposing;
    set[turn.king / 96] &= !bit(turn.king);
    let occ = &turn.pos.occ;
    set[0] |= occ.on_level(turn.us, PieceKind::Basilisk, 0) & turn.enemy[1];
    if turn.exposing[1] != 0 {
        let mut dragons = occ.on_level(turn.us, PieceKind::Dragon, 2);
        while dragons != 0 {
            let sq = 192 + dragons.trailing_zeros() as usize;
            dragons &= dragons - 1;
            let afar = turn.mt.step_masks(PieceKind::Dragon, turn.us, sq).captures[1];
            if afar & turn.exposing[1] != 0 {
                set[2] |= bit(sq);
            }
        }
    }
    core::array::from_fn(|l| set[l] & turn.movable[l])
}

/// The moves by path-free steps of a piece with masks `m`, which reach
/// `levels`: its moves to `empty` squares, its captures on `enemy` ones.
#[inline]
fn step_moves(m: &StepMasks, levels: StepLevels, empty: &Levels, enemy: &Levels) -> usize {
    // Empty and enemy squares are disjoint: one set per level.
    let targets = |l: usize| (m.moves[l] & empty[l]) | (m.captures[l] & enemy[l]);
    match levels {
        StepLevels::None => 0,
        StepLevels::One(l) => bits::count(targets(l)),
        StepLevels::Several => bits::count_levels(&[targets(0), targets(1), targets(2)]),
    }
}

/// The moves by `slides` of the piece on `sq`.
#[inline]
fn slide_moves(turn: &Turn, slides: Slides, sq: usize) -> usize {
    match slides {
        Slides::None => 0,
        _ => bits::count(slide_reach(turn, slides, sq) & !turn.own[sq / 96]),
    }
}

/// The squares the `slides` of the piece on `sq` reach: the empty ones
/// along its rays and the first piece on each, whoever holds it.
#[inline]
fn slide_reach(turn: &Turn, slides: Slides, sq: usize) -> u128 {
    let (level, i) = (sq / 96, sq % 96);
    let occupied = turn.own[level] | turn.enemy[level];
    match slides {
        Slides::None => 0,
        Slides::Orth => rays::orth_slides(i, occupied),
        Slides::Diag => rays::diag_slides(i, occupied),
        Slides::Both => rays::orth_slides(i, occupied) | rays::diag_slides(i, occupied),
    }
}

/// The moves by steps with a path condition of the piece of `kind` on `sq`.
fn path_moves(turn: &Turn, kind: PieceKind, sq: usize) -> usize {
    let pm = &turn.mt.pieces[kind.index()][sq / 96];
    let mut n = 0;
    for r in &pm.path_steps {
        for step in turn.t.targets(r.pattern, turn.us, sq) {
            n += usize::from(turn.step_target(r.mode, step).is_some());
        }
    }
    n
}
