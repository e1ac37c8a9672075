//! Each piece kind's reach, written once: the generator (`movegen.rs`),
//! perft's walk (`leaves.rs`), the move count (`count.rs`) and the chain
//! search (`chains.rs`) all take the moves of a man, king, bishop or camel
//! from the functions here, so that a change of a movement rule is one edit.
//!
//! Men and kings move alike along their directions (a man's are forward
//! only): a step onto an empty diagonal neighbour, or a jump over an enemy
//! neighbour onto the empty square beyond. The step and jump functions take
//! whole square sets (see `sets.rs`), so the same function serves one piece
//! or all of a side's men at once. Bishops slide and camels leap; their
//! targets come from tables built once.

use crate::sets::{bishop_targets, camel_targets, opposite, shift, shift2, Set, BOARD};
use crate::PieceKind;
use variant_core::{Color, Kind};

/// The directions (indices into `square::DIRS`: 0 up-right, 1 up-left,
/// 2 down-right, 3 down-left) in which a man of White (when `white`) or
/// Black steps and jumps: forward.
#[inline(always)]
pub(crate) const fn man_directions(white: bool) -> [usize; 2] {
    if white {
        [0, 1]
    } else {
        [2, 3]
    }
}

/// The directions in which a king steps and jumps: all four.
pub(crate) const KING_DIRECTIONS: [usize; 4] = [0, 1, 2, 3];

/// The directions of a man (when `is_man`) or a king of White (when
/// `white`) or Black, in the order moves are generated, and how many of the
/// four are used.
#[inline(always)]
pub(crate) const fn directions_of(is_man: bool, white: bool) -> ([usize; 4], usize) {
    if is_man {
        let [a, b] = man_directions(white);
        ([a, b, a, b], 2)
    } else {
        (KING_DIRECTIONS, 4)
    }
}

/// The man and king kinds' directions for `kind` (`None` for bishops and
/// camels, which do not step or jump).
pub(crate) fn stepping_directions(kind: PieceKind, color: Color) -> Option<&'static [usize]> {
    const WHITE_MAN: [usize; 2] = man_directions(true);
    const BLACK_MAN: [usize; 2] = man_directions(false);
    match (kind, color) {
        (PieceKind::Man, Color::White) => Some(&WHITE_MAN),
        (PieceKind::Man, Color::Black) => Some(&BLACK_MAN),
        (PieceKind::King, _) => Some(&KING_DIRECTIONS),
        _ => None,
    }
}

/// A step: the members of `pieces` that step in direction `d` onto a
/// square of `onto` (the empty squares, for the legal steps).
#[inline(always)]
pub(crate) const fn step_origins(pieces: Set, d: usize, onto: Set) -> Set {
    pieces & shift(onto, opposite(d))
}

/// The square (set) one step from `from` in direction `d`, or none off the
/// board.
#[inline(always)]
pub(crate) const fn step_target(from: Set, d: usize) -> Set {
    shift(from, d) & BOARD
}

/// A jump: the members of `pieces` that jump in direction `d`, over a
/// `jumpable` neighbour (an enemy) onto a `landable` square beyond (an
/// empty one, or the chain's origin).
#[inline(always)]
pub(crate) const fn jump_origins(pieces: Set, d: usize, jumpable: Set, landable: Set) -> Set {
    let back = opposite(d);
    pieces & shift(jumpable, back) & shift2(landable, back)
}

/// The landing squares of the jumps in direction `d` of `origins`, each
/// known to have a jump that way (so its jumped square is on the board
/// and two steps are one shift).
#[inline(always)]
pub(crate) const fn jump_landings(origins: Set, d: usize) -> Set {
    shift2(origins, d)
}

/// The jump of the piece on `from` in direction `d`, over a `jumpable`
/// neighbour onto a `landable` square: the jumped square and the landing
/// square, if it has one.
#[inline(always)]
pub(crate) const fn jump(from: Set, d: usize, jumpable: Set, landable: Set) -> Option<(Set, Set)> {
    let jumped = shift(from, d) & jumpable;
    let land = shift2(from, d) & landable;
    if jumped == 0 || land == 0 {
        None
    } else {
        Some((jumped, land))
    }
}

/// Per colour, the rank its men promote on (8 for White, 1 for Black): a
/// man's move ends there.
const LAST_RANKS: [Set; 2] = [0xF_0000_0000, 0xF];

/// The rank on which the men of White (when `white`) or Black promote.
#[inline(always)]
pub(crate) const fn promotion_rank(white: bool) -> Set {
    LAST_RANKS[if white { 0 } else { 1 }]
}

/// The squares a bishop on bit `b` slides to with `occupied` blocking:
/// every square of its four diagonals up to and including the first
/// occupied one.
#[inline(always)]
pub(crate) fn bishop_reach(b: u32, occupied: Set) -> Set {
    bishop_targets(b, occupied)
}

/// The squares a camel on bit `b` leaps to: its (3,1) leaps, over anything.
#[inline(always)]
pub(crate) fn camel_reach(b: u32) -> Set {
    camel_targets(b)
}

/// The men and kings of `us` that have a jump in the placement `by_color`,
/// `by_kind` (as in a [`Position`](crate::Position)): whole-set tests.
#[inline(always)]
pub(crate) fn jumpers(by_color: [Set; 2], by_kind: [Set; 3], us: Color) -> Set {
    match us {
        Color::White => side_jumpers::<true>(by_color, by_kind),
        Color::Black => side_jumpers::<false>(by_color, by_kind),
    }
}

/// [`jumpers`] of White when `WHITE`, else of Black (constant directions
/// make each test a few shifts).
#[inline(always)]
pub(crate) fn side_jumpers<const WHITE: bool>(by_color: [Set; 2], by_kind: [Set; 3]) -> Set {
    let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
    let own = by_color[us];
    let enemy = by_color[them];
    let empty = BOARD & !(own | enemy);
    let men = own & by_kind[PieceKind::Man.index()];
    let kings = own & by_kind[PieceKind::King.index()];
    let [f0, f1] = man_directions(WHITE);
    // Men and kings share the men's directions: one test each for both.
    let mut jumpers =
        jump_origins(men | kings, f0, enemy, empty) | jump_origins(men | kings, f1, enemy, empty);
    for d in KING_DIRECTIONS {
        if d != f0 && d != f1 {
            jumpers |= jump_origins(kings, d, enemy, empty);
        }
    }
    jumpers
}
