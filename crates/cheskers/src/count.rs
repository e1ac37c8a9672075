//! Counting the legal moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and the "no legal move" test.
//!
//! The count follows `generate` rule for rule, with each kind's reach from
//! `reach.rs` and the capture rule from `obligation.rs`, but steps of all
//! men or all kings are counted with whole-set shifts and popcounts, bishop
//! and camel moves with popcounts of their target sets, men's jump chains
//! by shifting whole sets along every sequence of jump directions, and
//! kings' chains by the chain search of `chains.rs`, counting its leaves.
//! The test
//! `count_and_leaves_match_generation` in `tests/invariants.rs` checks that it always
//! equals the length of the generated list.

use crate::chains::{ChainCount, Chains};
use crate::obligation::Obligation;
use crate::reach::{
    bishop_reach, camel_reach, jump_landings, jump_origins, man_directions, promotion_rank,
    step_origins, KING_DIRECTIONS,
};
use crate::sets::{Set, BOARD};
use crate::{CaptureRule, Position};
use variant_core::Color;

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
pub(crate) struct Tally {
    bytes: u64,
}

impl Tally {
    #[inline(always)]
    pub(crate) fn add(&mut self, word: u64) {
        let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
        let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
        self.bytes += (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    }

    #[inline(always)]
    pub(crate) fn total(&self) -> usize {
        (self.bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
    }
}

/// Two sets of at most 32 bits as one word.
#[inline(always)]
pub(crate) const fn pair(low: Set, high: Set) -> u64 {
    low | high << 32
}

/// A set of squares that something can leave in direction `dir`
/// (step or jump origins) in 32 bits: up-going ones are never on rank 8
/// (bits 32 to 35), down-going ones never on rank 1 (bits 0 to 3).
#[inline(always)]
pub(crate) const fn origins_low(set: Set, dir: usize) -> Set {
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

impl Position {
    /// Whether `generate` would produce a move (`count_moves() > 0`),
    /// stopping at the first family of moves found.
    pub(crate) fn has_move(&self) -> bool {
        match self.side {
            Color::White => placement_has_move::<true>(self.by_color, self.by_kind),
            Color::Black => placement_has_move::<false>(self.by_color, self.by_kind),
        }
    }

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
    let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
    let own = by_color[us];
    let enemy = by_color[them];
    let occupied = own | enemy;
    let empty = occupied ^ BOARD;
    let [all_men, all_kings, all_bishops] = by_kind;
    let men = own & all_men;
    let kings = own & all_kings;
    let bishops = own & all_bishops;
    let camels = own & !(all_men | all_kings | all_bishops);
    let mut tally = Tally::default();
    let (mut n, jumpers) = chain_count::<WHITE>(men, kings, enemy, empty, &mut tally);
    let legal = Obligation::new(rule, jumpers);
    if !legal.free {
        if legal.displacements {
            displacements_tally(bishops, camels, occupied, enemy, &mut tally);
        }
        return n + tally.total();
    }
    let men = men & !jumpers;
    let kings = kings & !jumpers;
    let men_dirs = man_directions(WHITE);
    let is_man_dir = |d: usize| d == men_dirs[0] || d == men_dirs[1];
    // Steps counted at their origins, two directions to a word: the men's
    // directions first (men and kings), then the kings' others.
    let mut steps = [0; 4];
    let mut others = 2;
    for d in KING_DIRECTIONS {
        if is_man_dir(d) {
            let i = if d == men_dirs[0] { 0 } else { 1 };
            steps[i] = origins_low(step_origins(men | kings, d, empty), d);
        } else {
            steps[others] = origins_low(step_origins(kings, d, empty), d);
            others += 1;
        }
    }
    tally.add(pair(steps[0], steps[1]));
    tally.add(pair(steps[2], steps[3]));
    // A man's step to the last rank is three moves: two more each.
    let onto_last = empty & promotion_rank(WHITE);
    let promoting = pair(
        origins_low(step_origins(men, men_dirs[0], onto_last), men_dirs[0]),
        origins_low(step_origins(men, men_dirs[1], onto_last), men_dirs[1]),
    );
    if promoting != 0 {
        tally.add(promoting);
        tally.add(promoting);
    }
    displacements_tally(bishops, camels, occupied, empty | enemy, &mut tally);
    n += tally.total();
    n
}

/// Whether the placement `by_color`, `by_kind` (as in a [`Position`])
/// has a move for White (when `WHITE`) or Black, under any capture rule: a
/// man or king that can jump has a chain, which every rule allows; and if
/// none can, nothing is compulsory and every step, slide and leap is legal.
/// So a move exists if a step, a jump, or a bishop or camel move does,
/// whatever the rule; the cheapest tests come first.
#[inline(always)]
fn placement_has_move<const WHITE: bool>(by_color: [Set; 2], by_kind: [Set; 3]) -> bool {
    let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
    let own = by_color[us];
    let enemy = by_color[them];
    let empty = (own | enemy) ^ BOARD;
    let [all_men, all_kings, all_bishops] = by_kind;
    let kings = own & all_kings;
    let men_and_kings = own & (all_men | all_kings);
    let men_dirs = man_directions(WHITE);
    for d in KING_DIRECTIONS {
        let movers = if d == men_dirs[0] || d == men_dirs[1] {
            men_and_kings
        } else {
            kings
        };
        if step_origins(movers, d, empty) | jump_origins(movers, d, enemy, empty) != 0 {
            return true;
        }
    }
    let not_own = !own & BOARD;
    let mut set = own & all_bishops;
    while set != 0 {
        if bishop_reach(set.trailing_zeros(), own | enemy) & not_own != 0 {
            return true;
        }
        set &= set - 1;
    }
    let mut set = own & !(all_men | all_kings | all_bishops);
    while set != 0 {
        if camel_reach(set.trailing_zeros()) & not_own != 0 {
            return true;
        }
        set &= set - 1;
    }
    false
}

/// The jump chains of the `men` and `kings` of White (when `WHITE`) or
/// Black against `enemy`, with `empty` squares: how many (those that end
/// after one jump go to `tally`), and which men and kings can jump.
#[inline(always)]
pub(crate) fn chain_count<const WHITE: bool>(
    men: Set,
    kings: Set,
    enemy: Set,
    empty: Set,
    tally: &mut Tally,
) -> (usize, Set) {
    let men_dirs = man_directions(WHITE);
    // The squares a man or king could jump from in each direction (men
    // and kings share the men's directions).
    let can_men = men_dirs.map(|d| jump_origins(BOARD, d, enemy, empty));
    let man_jumpers = men & (can_men[0] | can_men[1]);
    let mut king_jumpers = 0;
    if kings != 0 {
        for d in KING_DIRECTIONS {
            king_jumpers |= jump_origins(kings, d, enemy, empty);
        }
    }
    let mut n = 0;
    if man_jumpers != 0 {
        let last = promotion_rank(WHITE);
        n += man_chains(men_dirs, can_men, man_jumpers, last, tally);
    }
    if king_jumpers != 0 {
        n += king_chains::<WHITE>(enemy, empty, king_jumpers);
    }
    (n, man_jumpers | king_jumpers)
}

/// Adds the target sets of the bishops on `bishops` and the camels on
/// `camels` within `allowed` to `tally`.
#[inline(always)]
pub(crate) fn displacements_tally(
    bishops: Set,
    camels: Set,
    occupied: Set,
    allowed: Set,
    tally: &mut Tally,
) {
    let mut set = bishops;
    while set != 0 {
        tally.add(bishop_reach(set.trailing_zeros(), occupied) & allowed);
        set &= set - 1;
    }
    let mut set = camels;
    while set != 0 {
        tally.add(camel_reach(set.trailing_zeros()) & allowed);
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
        let land = jump_landings(men & can[i], dirs[i]);
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

/// The number of complete jump chains of the kings on `kings` (all of
/// them able to jump) of White when `WHITE`, against `enemy`.
#[inline(never)]
fn king_chains<const WHITE: bool>(enemy: Set, empty: Set, kings: Set) -> usize {
    let mut count = ChainCount::default();
    let mut set = kings;
    while set != 0 {
        let origin = set & set.wrapping_neg();
        set ^= origin;
        Chains::<WHITE, false>::new(origin, enemy, empty).walk(&mut count, origin, 0);
    }
    count.0
}
