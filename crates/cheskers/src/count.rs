//! Counting the legal moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and the "no legal move" test.
//!
//! The count follows `generate` rule for rule, but steps of all men or all
//! kings are counted with whole-set shifts and popcounts, bishop and camel
//! moves with popcounts of their target sets, men's jump chains by shifting
//! whole sets along every sequence of jump directions, and kings' chains by
//! a depth-first walk that only counts its leaves. The test
//! `count_and_leaves_match_generation` in `tests/invariants.rs` checks that it always
//! equals the length of the generated list.

use crate::sets::{
    bishop_targets, camel_targets, opposite, shift, shift2, to_square_set, Set, BOARD,
};
use crate::square::{bits_squares, JUMP, NONE, STEP};
use crate::{CaptureRule, Position};
use variant_core::Color;

/// Per colour, the rank its men promote on (8 for White, 1 for Black).
pub(crate) const LAST_RANKS: [Set; 2] = [0xF_0000_0000, 0xF];
/// Per colour, the rank before it (7 for White, 2 for Black).
const NEAR_LAST_RANKS: [Set; 2] = [0x7800_0000, 0x1E0];

/// Sums the sizes of many square sets. The baseline x86-64 target has no
/// popcount instruction and a software popcount is a dozen instructions,
/// most of which need doing only once for all the words: each word's bits
/// are summed into its bytes (8 bits, 8 at most), the bytes of all the
/// words added up, and the sums of the bytes added by one multiplication.
///
/// A byte of the sum stays under 256: it covers at most three ranks of one
/// word, and a bishop or a camel has at most two targets on a rank, so its
/// word adds at most 6 to a byte; there are at most 30 of those (with a
/// king and the man words, well under 256).
#[derive(Default)]
struct Tally {
    bytes: u64,
}

impl Tally {
    #[inline(always)]
    fn add(&mut self, word: u64) {
        let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
        let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
        self.bytes += (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    }

    #[inline(always)]
    fn total(&self) -> usize {
        (self.bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
    }
}

/// Two sets of at most 32 bits as one word.
#[inline(always)]
const fn pair(low: Set, high: Set) -> u64 {
    low | high << 32
}

/// A set of squares that something can leave in direction `dir`
/// (step or jump origins) in 32 bits: up-going ones are never on rank 8
/// (bits 32 to 35), down-going ones never on rank 1 (bits 0 to 3).
#[inline(always)]
const fn origins_low(set: Set, dir: usize) -> Set {
    if dir < 2 {
        set
    } else {
        set >> 4
    }
}

/// A set of a jump's landing squares in direction `dir` in 32 bits: an
/// upward jump lands on rank 3 or higher (bit 9 up), a downward one on
/// rank 6 or lower (up to bit 26).
#[inline(always)]
const fn landings_low(set: Set, dir: usize) -> Set {
    if dir < 2 {
        set >> 4
    } else {
        set
    }
}

/// The directions (indices into `square::DIRS`) of one side: its men's two
/// forward ones first, then the two only kings take.
pub(crate) const fn directions(white: bool) -> [usize; 4] {
    if white {
        [0, 1, 2, 3]
    } else {
        [2, 3, 0, 1]
    }
}

impl Position {
    /// The number of moves `generate` would produce.
    pub(crate) fn count_moves(&self) -> usize {
        let rule = self.rules.capture_rule;
        match self.side {
            Color::White => count_placement::<true>(self.by_color, self.by_kind, rule),
            Color::Black => count_placement::<false>(self.by_color, self.by_kind, rule),
        }
    }
}

/// [`count_moves`](Position::count_moves) of the placement `by_color`,
/// `by_kind` (as in a [`Position`]) with White to move when `WHITE`, under
/// `rule`: constant directions make every step one shift.
#[inline(always)]
pub(crate) fn count_placement<const WHITE: bool>(
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
) -> usize {
    let [f0, f1, b0, b1] = directions(WHITE);
    let us = if WHITE { Color::White } else { Color::Black };
    let own = by_color[us.index()];
    let enemy = by_color[(!us).index()];
    let occupied = own | enemy;
    let empty = occupied ^ BOARD;
    let [all_men, all_kings, all_bishops] = by_kind;
    let men = own & all_men;
    let kings = own & all_kings;
    let bishops = own & all_bishops;
    let camels = own & !(all_men | all_kings | all_bishops);
    // The squares a man or king could jump from in each direction: the
    // neighbour that way an enemy, the square beyond it empty.
    let can_jump = |d| shift(enemy, opposite(d)) & shift2(empty, opposite(d));
    let jump_f0 = can_jump(f0);
    let jump_f1 = can_jump(f1);
    let forward_jumps = jump_f0 | jump_f1;
    let man_jumpers = men & forward_jumps;
    let king_jumpers = kings & (forward_jumps | can_jump(b0) | can_jump(b1));
    let jumpers = man_jumpers | king_jumpers;
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
            return n + tally.total();
        }
    }
    let men = men & !jumpers;
    let kings = kings & !jumpers;
    let walkers = men | kings;
    // Steps counted at their origins: a piece with an empty neighbour
    // in one of its directions.
    let open = |pieces: Set, d| pieces & shift(empty, opposite(d));
    tally.add(pair(
        origins_low(open(walkers, f0), f0),
        origins_low(open(walkers, f1), f1),
    ));
    tally.add(pair(
        origins_low(open(kings, b0), b0),
        origins_low(open(kings, b1), b1),
    ));
    // A man's step to the last rank is three moves: two more each.
    let near = men & NEAR_LAST_RANKS[us.index()];
    if near != 0 {
        let promoting = pair(
            origins_low(open(near, f0), f0),
            origins_low(open(near, f1), f1),
        );
        tally.add(promoting);
        tally.add(promoting);
    }
    displacements_tally(bishops, camels, occupied, empty | enemy, &mut tally);
    n + tally.total()
}

/// Adds the target sets of the bishops on `bishops` and the camels on
/// `camels` within `allowed` to `tally`.
#[inline(always)]
fn displacements_tally(bishops: Set, camels: Set, occupied: Set, allowed: Set, tally: &mut Tally) {
    let mut set = bishops;
    while set != 0 {
        tally.add(bishop_targets(set.trailing_zeros(), occupied) & allowed);
        set &= set - 1;
    }
    let mut set = camels;
    while set != 0 {
        tally.add(camel_targets(set.trailing_zeros()) & allowed);
        set &= set - 1;
    }
}

/// The number of complete jump chains of the men on `men`, which jump in
/// directions `dirs` and can start a jump in `dirs[i]` from the squares of
/// `can[i]`; a landing on `last` promotes. The chains that end after one
/// jump go to `tally`.
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
fn man_chains(dirs: [usize; 2], can: [Set; 2], men: Set, last: Set, tally: &mut Tally) -> usize {
    let mut n = 0;
    let mut ended = [0; 2];
    let mut going = [0; 2];
    for i in 0..2 {
        // The jumped square is an enemy's, so on the board: the landing
        // square is two steps in one shift.
        let land = shift2(men & can[i], dirs[i]);
        going[i] = land & (can[0] | can[1]);
        ended[i] = landings_low(land & !going[i], dirs[i]);
        let promoted = land & last;
        if promoted != 0 {
            n += 2 * promoted.count_ones() as usize;
        }
    }
    tally.add(pair(ended[0], ended[1]));
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
fn man_chains_on(dirs: [usize; 2], can: [Set; 2], men: Set, last: Set) -> usize {
    let mut tally = Tally::default();
    let n = man_chains(dirs, can, men, last, &mut tally);
    n + tally.total()
}

/// `JUMPS[sq][dir]`: the jumped square's bit and the landing square (or
/// `(0, 0)` where no jump fits on the board), in public square sets.
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

/// What counting one king's chains needs, in public square sets.
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
fn king_chains(enemy: Set, occupied: Set, kings: Set) -> usize {
    let empty = to_square_set(!occupied);
    let enemy = to_square_set(enemy);
    let mut n = 0;
    for from in bits_squares(to_square_set(kings)) {
        let chains = KingChains {
            empty: empty | from.mask(),
            enemy,
        };
        n += chains.from(from.index(), 0);
    }
    n
}
