//! Counting the legal moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and the "no legal move" test.
//!
//! The count follows `generate` rule for rule, but steps of all men or all
//! kings are counted with whole-set shifts and popcounts, bishop and camel
//! moves with popcounts of their target sets, and jump chains by a
//! depth-first walk that only counts its leaves. The test
//! `count_matches_generation` in `tests/invariants.rs` checks that it always
//! equals the length of the generated list.

use crate::sets::{bishop_targets, step};
use crate::square::{squares, CAMEL, JUMP, NONE, STEP};
use crate::{CaptureRule, PieceKind, Position};
use variant_core::{Color, Kind};

/// Per colour, the rank its men promote on (8 for White, 1 for Black).
const LAST_RANKS: [u32; 2] = [0xF000_0000, 0x0000_000F];
/// Per colour, the rank before it (7 for White, 2 for Black).
const NEAR_LAST_RANKS: [u32; 2] = [0x0F00_0000, 0x0000_00F0];

/// Sums the sizes of many square sets with half as many popcounts: two
/// `u32` sets share one `u64` count. The baseline x86-64 target has no
/// popcount instruction, so each `count_ones` is a dozen instructions.
#[derive(Default)]
struct Tally {
    total: usize,
    pending: Option<u32>,
}

impl Tally {
    #[inline(always)]
    fn add(&mut self, set: u32) {
        match self.pending.take() {
            Some(low) => {
                self.total += (u64::from(low) | u64::from(set) << 32).count_ones() as usize;
            }
            None => self.pending = Some(set),
        }
    }

    #[inline(always)]
    fn finish(self) -> usize {
        self.total + self.pending.map_or(0, |s| s.count_ones() as usize)
    }
}

impl Position {
    /// The number of moves `generate` would produce.
    pub(crate) fn count_moves(&self) -> usize {
        let us = self.side;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[(!us).index()];
        let occupied = own | enemy;
        let empty = !occupied;
        let jumpers = self.jumpers();
        let rule = self.rules.capture_rule;
        let mut n = 0;
        if jumpers != 0 {
            let men = jumpers & self.by_kind[PieceKind::Man.index()];
            let kings = jumpers & self.by_kind[PieceKind::King.index()];
            n += count_chains(self, us, men, kings);
        }
        let mut tally = Tally::default();
        let bishops = own & self.by_kind[PieceKind::Bishop.index()];
        let camels = own
            & !(self.by_kind[PieceKind::Man.index()]
                | self.by_kind[PieceKind::King.index()]
                | bishops);
        if jumpers == 0 || rule == CaptureRule::PieceLevel {
            let men = own & self.by_kind[PieceKind::Man.index()] & !jumpers;
            let kings = own & self.by_kind[PieceKind::King.index()] & !jumpers;
            // In one direction, steps from different squares reach different
            // squares, so men's and kings' steps share one set per direction.
            // The directions are constants in each arm, so every step folds
            // to two shifts.
            let walkers = men | kings;
            let [a0, a1, b0, b1] = match us {
                Color::White => [
                    step(walkers, 0),
                    step(walkers, 1),
                    step(kings, 2),
                    step(kings, 3),
                ],
                Color::Black => [
                    step(walkers, 2),
                    step(walkers, 3),
                    step(kings, 0),
                    step(kings, 1),
                ],
            };
            tally.add(a0 & empty);
            tally.add(a1 & empty);
            let back = [b0 & empty, b1 & empty];
            if back != [0, 0] {
                tally.add(back[0]);
                tally.add(back[1]);
            }
            // A man's step to the last rank is three moves: two more each.
            let near = men & NEAR_LAST_RANKS[us.index()];
            if near != 0 {
                let promoting = match us {
                    Color::White => [step(near, 0), step(near, 1)],
                    Color::Black => [step(near, 2), step(near, 3)],
                };
                for to in promoting {
                    n += 2 * (to & empty).count_ones() as usize;
                }
            }
            self.displacements_tally(bishops, camels, occupied, !own, &mut tally);
        } else if rule == CaptureRule::AnyCaptureSatisfies {
            self.displacements_tally(bishops, camels, occupied, enemy, &mut tally);
        }
        n + tally.finish()
    }

    /// Adds the bishops' and camels' target sets within `allowed` to `tally`.
    #[inline(always)]
    fn displacements_tally(
        &self,
        bishops: u32,
        camels: u32,
        occupied: u32,
        allowed: u32,
        tally: &mut Tally,
    ) {
        for from in squares(bishops) {
            tally.add(bishop_targets(from.index(), occupied) & allowed);
        }
        for from in squares(camels) {
            tally.add(CAMEL[from.index()] & allowed);
        }
    }
}

/// `JUMPS[sq][dir]`: the jumped square's bit and the landing square (or
/// `(0, 0)` where no jump fits on the board).
static JUMPS: [[(u32, u8); 4]; 32] = jump_table();

const fn jump_table() -> [[(u32, u8); 4]; 32] {
    let mut t = [[(0u32, 0u8); 4]; 32];
    let mut sq = 0;
    while sq < 32 {
        let mut dir = 0;
        while dir < 4 {
            if JUMP[sq][dir] != NONE {
                t[sq][dir] = (1 << STEP[sq][dir], JUMP[sq][dir]);
            }
            dir += 1;
        }
        sq += 1;
    }
    t
}

/// What chain counting needs, fixed for one side's men or kings.
struct Chains {
    /// Squares a jump may land on: empty ones plus the jumping piece's
    /// origin (set per piece).
    empty: u32,
    enemy: u32,
    /// Landing here ends the chain with a promotion (a man's last rank; 0
    /// for a king).
    promotion: u32,
}

impl Chains {
    /// The number of complete chains whose next jump starts on `cur`, after
    /// jumps that captured `captured`; 0 if there is no next jump. `DIRS`
    /// is the set of jump directions (bit `d` = direction `d`), a constant
    /// so that the direction loop unrolls. A chain ending with a promotion
    /// counts once per promotion choice, as `extend_chain` in `movegen.rs`
    /// emits it.
    // An index range (not an iterator over the table row) is what the
    // compiler fully unrolls here, dropping the directions not in `DIRS`.
    #[allow(clippy::needless_range_loop)]
    fn from<const DIRS: u8>(&self, cur: usize, captured: u32) -> usize {
        let mut n = 0;
        for d in 0..4 {
            if DIRS & (1 << d) == 0 {
                continue;
            }
            let (mid, land) = JUMPS[cur][d];
            if mid & self.enemy & !captured == 0 || self.empty & (1 << land) == 0 {
                continue;
            }
            n += if self.promotion & (1 << land) != 0 {
                PieceKind::PROMOTIONS.len()
            } else {
                // A chain that cannot go on ends on `land`: one move.
                self.from::<DIRS>(usize::from(land), captured | mid).max(1)
            };
        }
        n
    }
}

/// The number of complete jump chains of `us`'s men on `men` and kings on
/// `kings` (all of them able to jump).
fn count_chains(pos: &Position, us: Color, men: u32, kings: u32) -> usize {
    let occupied = pos.by_color[0] | pos.by_color[1];
    let mut chains = Chains {
        empty: !occupied,
        enemy: pos.by_color[(!us).index()],
        promotion: LAST_RANKS[us.index()],
    };
    let mut n = 0;
    for from in squares(men) {
        // A man never lands on its origin (it only moves forward).
        n += match us {
            Color::White => chains.from::<0b0011>(from.index(), 0),
            Color::Black => chains.from::<0b1100>(from.index(), 0),
        };
    }
    chains.promotion = 0;
    for from in squares(kings) {
        chains.empty = !occupied | from.bit();
        n += chains.from::<0b1111>(from.index(), 0);
    }
    n
}
