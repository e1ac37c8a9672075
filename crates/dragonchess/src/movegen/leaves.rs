//! Perft's last two plies (`Game::count_leaves(2)`): the replies to each
//! legal move counted from the parent.
//!
//! A move changes two squares (its origin and its target; a capture from
//! afar only the target), so most of the replying side's pieces have the
//! same moves after it as before. Their bulk count ([`entry_moves`]) is
//! taken once in the parent, a *unit* at a time (a piece counted one at a
//! time, or all the pieces of a kind on a level counted at once), with the
//! squares each unit's count reads ([`entry_reach`]). After each move only
//! the units reading a changed square are counted again. King safety is
//! judged in each child as [`count_legal`] judges it: in check every reply
//! is generated and tested; otherwise the King's moves and those of the
//! pieces that might expose it are, and the latter are taken out of their
//! units' counts. The moves are made and taken back on one copy of the
//! parent ([`Position::place`]), which is all the count reads: this walk
//! is for rules without draw options (those read the counters and the
//! history).

use super::count::{count_legal, entry_moves, entry_reach, piece_moves, tested_moves, Targets};
use super::generate::Turn;
use super::piece_tables::Counting;
use super::MoveList;
use crate::bits::{self, bit, Levels, LEVEL_MASK};
use crate::position::Position;
use crate::square::SQUARE_COUNT;
use crate::Move;
use variant_core::ArrayVec;

/// The most units a parent may have; beyond it (only in a position set up
/// with more pieces than a game has) each child is counted from scratch.
const MAX_UNITS: usize = 64;

/// Pieces of the replying side counted together, with their count in the
/// parent.
#[derive(Clone, Copy)]
struct Unit {
    level: u8,
    /// The index of its line in the count plan of `level`.
    entry: u8,
    /// Its squares on `level`: a piece's bit, or the whole level.
    squares: u128,
    /// Its moves in the parent.
    moves: u32,
    /// The squares its count reads (see [`entry_reach`]).
    reach: Levels,
}

type Units = ArrayVec<Unit, MAX_UNITS>;

/// The replying side's count in the parent, by unit.
struct Parent {
    units: Units,
    /// The sum of the units' moves.
    moves: usize,
    /// By square: the units whose count reads it (bit `k` for `units[k]`).
    readers: [u64; SQUARE_COUNT],
}

/// `perft(pos, 2)` for rules without draw options.
pub(crate) fn count_two_plies(pos: &Position) -> u64 {
    let mut moves = MoveList::new();
    super::generate(pos, true, &mut moves);
    let them = !pos.side;
    let parent = Parent::of(&Turn::of_side(pos, them));
    let mut child = pos.clone();
    child.side = them;
    let mut total = 0;
    for mv in &moves {
        let victim = child.place(mv);
        total += match &parent {
            Some(parent) => parent.replies(&child, mv),
            None => count_legal(&child),
        } as u64;
        child.unplace(mv, victim);
    }
    total
}

impl Parent {
    /// The count of the side of `view` (which need not be the side to
    /// move), or `None` if it has too many units.
    fn of(view: &Turn) -> Option<Parent> {
        let targets = Targets::of(view);
        let mut units = Units::new();
        for (level, plan) in view.mt.count_plan[view.us.index()].iter().enumerate() {
            for (e, entry) in plan.iter().enumerate() {
                let set = view.pos.occ.set_at(entry.pieces);
                if set == 0 {
                    continue;
                }
                let mut add = |squares: u128| {
                    let pieces = set & squares;
                    let movable = pieces & view.movable[level];
                    units.try_push(Unit {
                        level: level as u8,
                        entry: e as u8,
                        squares,
                        moves: entry_moves(view, &targets, entry, level, movable) as u32,
                        reach: entry_reach(view, entry, level, pieces),
                    })
                };
                if let Counting::EachPiece { .. } = entry.counting {
                    let mut set = set;
                    while set != 0 {
                        add(set & set.wrapping_neg()).ok()?;
                        set &= set - 1;
                    }
                } else {
                    add(LEVEL_MASK).ok()?;
                }
            }
        }
        let mut readers = [0; SQUARE_COUNT];
        for (k, unit) in units.iter().enumerate() {
            for sq in bits::squares(unit.reach) {
                readers[sq] |= 1 << k;
            }
        }
        Some(Parent {
            moves: units.iter().map(|u| u.moves as usize).sum(),
            units,
            readers,
        })
    }

    /// The legal replies in `child`, reached from the parent by `mv`: the
    /// number of legal moves, as [`count_legal`] gives it.
    fn replies(&self, child: &Position, mv: &Move) -> usize {
        let turn = Turn::with_safety(child);
        let (tested, special) = tested_moves(&turn);
        let Some(special) = special else {
            return tested;
        };
        let mut changed = self.readers[mv.to().index()];
        if !mv.is_afar() {
            changed |= self.readers[mv.from().index()];
        }
        let targets = Targets::of(&turn);
        let plan = &turn.mt.count_plan[turn.us.index()];
        let mut n = tested + self.moves;
        while changed != 0 {
            let u = &self.units[changed.trailing_zeros() as usize];
            changed &= changed - 1;
            let level = usize::from(u.level);
            let entry = &plan[level][usize::from(u.entry)];
            let set = child.occ.set_at(entry.pieces) & u.squares & turn.movable[level];
            n += entry_moves(&turn, &targets, entry, level, set);
            n -= u.moves as usize;
        }
        // The pieces that might expose the King were counted with their
        // units and tested above.
        for sq in bits::squares(special) {
            let Some(pc) = child.board.get(sq) else {
                continue;
            };
            if let Some(entry) = plan[sq / 96].iter().find(|e| e.kind == pc.kind) {
                n -= piece_moves(&turn, &targets, entry, sq);
            }
        }
        debug_assert!(special.iter().zip(turn.movable).all(|(s, m)| s & !m == 0));
        debug_assert_eq!(special[turn.king / 96] & bit(turn.king), 0);
        n
    }
}
