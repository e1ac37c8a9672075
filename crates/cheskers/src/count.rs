//! Counting the legal moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and the "no legal move" test.
//!
//! The count follows `generate` rule for rule, but steps of all men or all
//! kings are counted with whole-set shifts and popcounts, bishop and camel
//! moves with popcounts of their target sets, men's jump chains by shifting
//! whole sets along every sequence of jump directions, and kings' chains by
//! a depth-first walk that only counts its leaves. The test
//! `count_matches_generation` in `tests/invariants.rs` checks that it always
//! equals the length of the generated list.

use crate::sets::{bishop_targets, can_jump, jump, step};
use crate::square::{squares, CAMEL, JUMP, NONE, STEP};
use crate::{CaptureRule, Position};
use variant_core::Color;

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

/// The directions (indices into `square::DIRS`) of one side: its men's two
/// forward ones first, then the two only kings take.
const fn directions(white: bool) -> [usize; 4] {
    if white {
        [0, 1, 2, 3]
    } else {
        [2, 3, 0, 1]
    }
}

impl Position {
    /// The number of moves `generate` would produce.
    pub(crate) fn count_moves(&self) -> usize {
        match self.side {
            Color::White => self.count_for::<true>(),
            Color::Black => self.count_for::<false>(),
        }
    }

    /// [`count_moves`](Position::count_moves) for the side to move, White
    /// when `WHITE`: constant directions fold every shift to two.
    #[inline(always)]
    fn count_for<const WHITE: bool>(&self) -> usize {
        let [f0, f1, b0, b1] = directions(WHITE);
        let us = self.side;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[(!us).index()];
        let occupied = own | enemy;
        let empty = !occupied;
        let [all_men, all_kings, all_bishops] = self.by_kind;
        let men = own & all_men;
        let kings = own & all_kings;
        let bishops = own & all_bishops;
        let camels = own & !(all_men | all_kings | all_bishops);
        // The squares a man or king could jump from in each direction, on
        // the board as it stands.
        let jump_f0 = can_jump(!0, f0, enemy, empty);
        let jump_f1 = can_jump(!0, f1, enemy, empty);
        let forward_jumps = jump_f0 | jump_f1;
        let man_jumpers = men & forward_jumps;
        let king_jumpers = kings
            & (forward_jumps | can_jump(!0, b0, enemy, empty) | can_jump(!0, b1, enemy, empty));
        let jumpers = man_jumpers | king_jumpers;
        let rule = self.rules.capture_rule;
        let mut tally = Tally::default();
        let mut n = 0;
        if jumpers != 0 {
            let last = LAST_RANKS[us.index()];
            n += man_chains([f0, f1], [jump_f0, jump_f1], man_jumpers, last, &mut tally);
            if king_jumpers != 0 {
                n += king_chains(enemy, occupied, king_jumpers);
            }
            if rule != CaptureRule::PieceLevel {
                if rule == CaptureRule::AnyCaptureSatisfies {
                    displacements_tally(bishops, camels, occupied, enemy, &mut tally);
                }
                return n + tally.finish();
            }
        }
        let men = men & !jumpers;
        let kings = kings & !jumpers;
        // In one direction, steps from different squares reach different
        // squares, so men's and kings' steps share one set per direction.
        let walkers = men | kings;
        tally.add(step(walkers, f0) & empty);
        tally.add(step(walkers, f1) & empty);
        let back = [step(kings, b0) & empty, step(kings, b1) & empty];
        if back != [0, 0] {
            tally.add(back[0]);
            tally.add(back[1]);
        }
        // A man's step to the last rank is three moves: two more each.
        let near = men & NEAR_LAST_RANKS[us.index()];
        if near != 0 {
            for to in [step(near, f0), step(near, f1)] {
                n += 2 * (to & empty).count_ones() as usize;
            }
        }
        displacements_tally(bishops, camels, occupied, !own, &mut tally);
        n + tally.finish()
    }
}

/// Adds the target sets of the bishops on `bishops` and the camels on
/// `camels` within `allowed` to `tally`.
#[inline(always)]
fn displacements_tally(bishops: u32, camels: u32, occupied: u32, allowed: u32, tally: &mut Tally) {
    for from in squares(bishops) {
        tally.add(bishop_targets(from.index(), occupied) & allowed);
    }
    for from in squares(camels) {
        tally.add(CAMEL[from.index()] & allowed);
    }
}

/// The number of complete jump chains of the men on `men`, which jump in
/// directions `dirs` and can start a jump in `dirs[i]` from the squares of
/// `can[i]`; a landing on `last` promotes.
///
/// A man's chain never meets the squares it changes: it only moves
/// forward, two ranks a jump, so it never lands on its origin or on a
/// jumped square (those stay occupied until the chain ends), and never
/// meets a jumped piece twice. So `can` holds all along the chain, and a
/// chain is a man and a sequence of directions: shifting the whole set
/// along each sequence counts every man's chains at once, each landing set
/// holding one square per chain. A landing on the last rank ends the chain
/// (`can` has no forward jump there) with three moves, one per promotion.
#[inline(always)]
fn man_chains(dirs: [usize; 2], can: [u32; 2], men: u32, last: u32, tally: &mut Tally) -> usize {
    let mut n = 0;
    let mut ended = [0; 2];
    let mut going = [0; 2];
    for i in 0..2 {
        let land = jump(men & can[i], dirs[i]);
        going[i] = land & (can[0] | can[1]);
        ended[i] = land & !going[i];
        let promoted = land & last;
        if promoted != 0 {
            n += 2 * promoted.count_ones() as usize;
        }
    }
    tally.add(ended[0]);
    tally.add(ended[1]);
    for set in going {
        if set != 0 {
            n += man_chains_on(dirs, can, set, last);
        }
    }
    n
}

/// [`man_chains`] for chains that have made jumps already (a call of its
/// own: the rare case, and a recursive one).
#[inline(never)]
fn man_chains_on(dirs: [usize; 2], can: [u32; 2], men: u32, last: u32) -> usize {
    let mut tally = Tally::default();
    let n = man_chains(dirs, can, men, last, &mut tally);
    n + tally.finish()
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

/// What counting one king's chains needs.
struct KingChains {
    /// Squares a jump may land on: empty ones plus the king's origin.
    empty: u32,
    enemy: u32,
}

impl KingChains {
    /// The number of complete chains whose next jump starts on `cur`, after
    /// jumps that captured `captured`; 0 if there is no next jump.
    fn from(&self, cur: usize, captured: u32) -> usize {
        let mut n = 0;
        for &(mid, land) in &JUMPS[cur] {
            if mid & self.enemy & !captured == 0 || self.empty & (1 << land) == 0 {
                continue;
            }
            // A chain that cannot go on ends on `land`: one move.
            n += self.from(usize::from(land), captured | mid).max(1);
        }
        n
    }
}

/// The number of complete jump chains of the kings on `kings` (all of them
/// able to jump), against `enemy`.
#[inline(never)]
fn king_chains(enemy: u32, occupied: u32, kings: u32) -> usize {
    let mut n = 0;
    for from in squares(kings) {
        let chains = KingChains {
            empty: !occupied | from.bit(),
            enemy,
        };
        n += chains.from(from.index(), 0);
    }
    n
}
