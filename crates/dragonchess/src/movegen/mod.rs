//! Legal move generation, bulk counting and attack detection.
//!
//! The pieces are described as data: for each kind and level a short list of
//! [`Rule`]s (a geometric [`Pattern`] from the precomputed [`tables`] with
//! its move/capture [`Mode`]) plus planar slides. The per-family modules
//! ([`sky`]: Sylph, Griffon, Dragon; [`ground`]: Warrior, Oliphant, Unicorn,
//! Hero, Thief, Cleric, Mage, King, Paladin; [`underworld`]: Dwarf, Basilisk,
//! Elemental) state those lists exactly as the rules do; [`piece_tables`]
//! derives from them, once per setting of the movement options, the square
//! sets everything else reads. The generator ([`generate`]) turns them into
//! moves; attack detection ([`attacks`]) reads the same lists backwards, from
//! the attacked square outward, so moves and attacks can never disagree.
//! Only moves that could expose the mover's King ([`exposure`]) are tested
//! for King safety; perft's last ply counts moves without building them
//! ([`count`], with [`shifts`] for the kinds whose pieces are counted all at
//! once), and its last two plies count each move's replies from the parent's
//! count ([`leaves`]).

mod attacks;
mod count;
mod exposure;
mod generate;
mod ground;
mod leaves;
mod noisy;
mod piece_tables;
mod rays;
mod shifts;
mod sky;
pub(crate) mod tables;
mod underworld;

use crate::position::Position;
use crate::{Move, PieceKind, Rules};
use generate::{Generator, Turn};
use tables::Pattern;
use variant_core::{ArrayVec, MoveSink, SmallVec};

pub(crate) use attacks::{is_frozen, square_attacked};
pub(crate) use count::{count_legal, has_legal_move};
pub(crate) use leaves::count_two_plies;
pub(crate) use noisy::generate_noisy;

/// An upper bound on the number of legal moves in any position, also one
/// set up by hand with far more pieces than a game can have.
///
/// Every move is determined by its origin and destination square, so the
/// number of moves is at most the sum, over the 288 squares, of the largest
/// number of destinations any piece standing there could have on an otherwise
/// empty board (slides run to the edge; the Dragon's five capture-from-afar
/// squares and the Sylph's six home squares are included). That sum is 6 020
/// (the unit test `capacity_bounds_every_position` recomputes it from the
/// move tables).
pub const MAX_MOVES: usize = 6020;

/// How many moves a [`MoveList`] holds before it moves to the heap: 1 024,
/// nearly twice the 531 that bound any position a game can reach.
///
/// No move adds a piece, so a side has at most the 42 pieces it starts
/// with, a Warrior at most becoming a Hero. Each piece has at most the most
/// destinations its kind has on any square of an empty board, under any
/// movement option; over the start's 42 pieces (each Warrior counted as the
/// better of Warrior and Hero) that sums to 531 (the unit test
/// `inline_capacity_bounds_every_game_position` recomputes it). Only a
/// position set up with more pieces can need the heap.
pub const INLINE_MOVES: usize = 1024;

/// The list of legal moves: [`INLINE_MOVES`] moves on the stack (10 KiB),
/// the rest, in a position set up with more pieces than a game has, on the
/// heap. [`MAX_MOVES`] bounds its length.
pub type MoveList = SmallVec<[Move; INLINE_MOVES]>;

/// What a step may do. The discriminants index per-mode target sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// **M**: move to an empty square only.
    Move = 0,
    /// **C**: capture an enemy piece only.
    Capture = 1,
    /// **MC**: either.
    Both = 2,
}

impl Mode {
    #[inline]
    fn moves(self) -> bool {
        !matches!(self, Mode::Capture)
    }
    #[inline]
    fn captures(self) -> bool {
        !matches!(self, Mode::Move)
    }
    /// `Both` when `captures` holds, else `Move` (for the options that turn a
    /// capturing step into a move-only step).
    fn both_if(captures: bool) -> Mode {
        if captures {
            Mode::Both
        } else {
            Mode::Move
        }
    }
}

/// One line of a piece's move description: a pattern and what it may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rule {
    pattern: Pattern,
    mode: Mode,
}

const fn rule(pattern: Pattern, mode: Mode) -> Rule {
    Rule { pattern, mode }
}

/// How a piece of one kind moves from one level.
#[derive(Clone, Debug, Default)]
pub(crate) struct PieceMoves {
    steps: ArrayVec<Rule, 8>,
    /// The rules of `steps` whose pattern has a path condition (those the
    /// bulk count cannot read from a mask of targets).
    path_steps: ArrayVec<Rule, 8>,
    orth_slides: bool,
    diag_slides: bool,
}

impl PieceMoves {
    /// The planar slide directions (indices into [`tables::DIRECTIONS`]).
    fn slide_dirs(&self) -> core::ops::Range<usize> {
        match (self.orth_slides, self.diag_slides) {
            (false, false) => 0..0,
            (true, false) => 0..4,
            (false, true) => 4..8,
            (true, true) => 0..8,
        }
    }

    fn steps(rules: &[Rule]) -> PieceMoves {
        PieceMoves {
            steps: rules.iter().copied().collect(),
            path_steps: rules
                .iter()
                .copied()
                .filter(|r| r.pattern.has_path())
                .collect(),
            ..PieceMoves::default()
        }
    }
}

/// How a piece of `kind` moves from `level`, as its family module says.
fn describe(kind: PieceKind, level: u8, rules: &Rules) -> PieceMoves {
    sky::moves(kind, level, rules)
        .or_else(|| ground::moves(kind, level, rules))
        .or_else(|| underworld::moves(kind, level, rules))
        .unwrap_or_default()
}

/// Gives the moves of the side to move to `out`: the legal ones when `legal`
/// holds, else every pseudo-legal one (those that may leave the mover's King
/// attacked). Draw rules are not considered here.
pub(crate) fn generate<S: MoveSink<Move>>(pos: &Position, legal: bool, out: &mut S) {
    let turn = if legal {
        Turn::with_safety(pos)
    } else {
        Turn::new(pos)
    };
    Generator::new(&turn, legal, false, out).run();
}

/// Whether `mv` is a legal move of `pos` by the piece rules and King
/// safety (draw rules not considered): the piece on its origin must be the
/// mover's, as the move says, and not frozen; then only that piece's moves
/// are generated, the move must be one of them, and it must not leave the
/// King attacked.
pub(crate) fn is_legal_move(pos: &Position, mv: &Move) -> bool {
    let from = mv.from().index();
    let pc = mv.mover();
    if pc.color != pos.side
        || pos.board.get(from) != Some(pc)
        || is_frozen(&pos.board, &pos.occ, from)
    {
        return false;
    }
    let turn = Turn::new(pos);
    let mut find = Find {
        target: *mv,
        found: false,
    };
    // The piece's pseudo-legal moves, then the King-safety test of the move
    // alone (cheaper than finding the pins first).
    Generator::new(&turn, false, false, &mut find).piece(pc, from);
    find.found && turn.leaves_king_safe(mv)
}

/// A sink that only notes whether one given move comes by.
struct Find {
    target: Move,
    found: bool,
}

impl MoveSink<Move> for Find {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.found |= mv == self.target;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::SQUARE_COUNT;
    use piece_tables::move_tables;
    use tables::tables;
    use variant_core::{Color, Game, Kind};

    /// The bound of [`MAX_MOVES`], recomputed: for each square, the most
    /// destinations any piece standing there could have on an empty board.
    #[test]
    fn capacity_bounds_every_position() {
        let rules = Rules::default();
        let total: usize = (0..SQUARE_COUNT)
            .map(|sq| {
                let kinds = crate::piece::KINDS.into_iter();
                kinds
                    .flat_map(|kind| Color::ALL.map(|color| destinations(kind, color, sq, &rules)))
                    .max()
                    .unwrap_or(0)
            })
            .sum();
        assert!(total <= MAX_MOVES, "bound {total} exceeds MAX_MOVES");
        assert_eq!(total, MAX_MOVES, "keep the documented bound exact");
    }

    /// The destinations a piece of `kind` and `color` on `sq` has on an
    /// otherwise empty board under `rules` (slides to the edge, the Sylph's
    /// home squares included).
    fn destinations(kind: PieceKind, color: Color, sq: usize, rules: &Rules) -> usize {
        let t = tables();
        let level = sq / 96;
        let pm = &move_tables(rules).pieces[kind.index()][level];
        let steps: usize = pm
            .steps
            .iter()
            .map(|r| t.targets(r.pattern, color, sq).len())
            .sum();
        let slides: usize = pm
            .slide_dirs()
            .map(|d| rays::ray(d, sq % 96).count_ones() as usize)
            .sum();
        let homes = if kind == PieceKind::Sylph && level == 1 {
            7
        } else {
            0
        };
        steps + slides + homes
    }

    /// Every combination of the options that change how pieces move.
    fn movement_rules() -> impl Iterator<Item = Rules> {
        (0..8).map(|bits| Rules {
            offboard_steps_capture: bits & 1 != 0,
            paladin_3d_captures: bits & 2 != 0,
            elemental_ascent: if bits & 4 != 0 {
                crate::ElementalAscent::MoveOrCapture
            } else {
                crate::ElementalAscent::CaptureOnly
            },
            ..Rules::default()
        })
    }

    /// The most destinations a piece of `kind` and `color` has on any square
    /// of an empty board, under `rules`.
    fn most_moves_of(kind: PieceKind, color: Color, rules: &Rules) -> usize {
        (0..SQUARE_COUNT)
            .map(|sq| destinations(kind, color, sq, rules))
            .max()
            .unwrap_or(0)
    }

    /// The bound of [`INLINE_MOVES`], recomputed: over a side's start
    /// pieces, the most destinations of each (a Warrior as the better of
    /// itself and a Hero), under every movement option.
    #[test]
    fn inline_capacity_bounds_every_game_position() {
        let mut most = 0;
        for rules in movement_rules() {
            let start = Position::start(rules.clone());
            for color in Color::ALL {
                let mut total = 0;
                for (_, piece) in start.all_pieces().filter(|(_, p)| p.color == color) {
                    let mut n = most_moves_of(piece.kind, color, &rules);
                    if piece.kind == PieceKind::Warrior {
                        n = n.max(most_moves_of(PieceKind::Hero, color, &rules));
                    }
                    total += n;
                }
                most = most.max(total);
            }
        }
        assert_eq!(most, 531, "keep the documented bound exact");
        assert!(most <= INLINE_MOVES);
        assert!(std::mem::size_of::<MoveList>() <= 16 * 1024);
    }
}
