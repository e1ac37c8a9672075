//! Perft's walk (`Game::count_leaves`): the tree is walked on the five
//! square sets alone, each move made by a few masks, and the last ply
//! counted without building a `Move`, a move list or a `Position` below the
//! root.
//!
//! Making a move only to walk on or count needs neither the move's route,
//! nor the counters, nor the repetition history. So this walk is for rules
//! without draw options (a draw reads the counters and the history;
//! `Game::count_leaves` plays moves on positions then). The moves are those
//! of `generate` (each kind's reach from `reach.rs`, the capture rule from
//! `obligation.rs`, the chains from `chains.rs`), in another order.
//!
//! At the node above the last ply ([`LastPly`]) most children are counted
//! as a difference from the parent: a quiet move changes two squares and
//! none of the opponent's pieces, so when the opponent has no jump in the
//! child, its steps change only onto those two squares, its camels not at
//! all and its bishops only where one of their rays reaches them. The test
//! `count_and_leaves_match_generation` in `tests/invariants.rs` checks the
//! walk against making every generated move at every node of its trees,
//! under every rule set.

use crate::chains::{ChainVisitor, Chains};
use crate::count::{chain_count, count_placement, origins_low, pair, Tally};
use crate::obligation::Obligation;
use crate::reach::{
    bishop_reach, camel_reach, man_directions, promotion_rank, side_jumpers, step_origins,
    step_target, KING_DIRECTIONS,
};
use crate::sets::{Set, BOARD};
use crate::{CaptureRule, PieceKind, Position};
use variant_core::{Color, Kind};

/// What the walk does with each legal move of a node, made on the sets.
trait MoveVisitor {
    /// The piece on `from` moved to `to` (maybe `from` itself, after a king
    /// chain), capturing the enemy pieces on `captured`, and kept its kind.
    fn moved(&mut self, from: Set, to: Set, captured: Set);

    /// The man on `from` moved to `to` on its last rank, capturing
    /// `captured`, and promotes: three moves (a king, a bishop, a camel).
    fn promoted(&mut self, from: Set, to: Set, captured: Set);
}

/// Turns the chains of the piece on `origin` into moves for a
/// [`MoveVisitor`].
struct ChainMoves<'a, V> {
    origin: Set,
    visitor: &'a mut V,
}

impl<V: MoveVisitor> ChainVisitor for ChainMoves<'_, V> {
    #[inline(always)]
    fn complete(&mut self, to: Set, captured: Set, promotes: bool) {
        if promotes {
            self.visitor.promoted(self.origin, to, captured);
        } else {
            self.visitor.moved(self.origin, to, captured);
        }
    }
}

/// Calls `visit` with each square of `set` as a one-bit set.
#[inline(always)]
fn each_bit(mut set: Set, mut visit: impl FnMut(Set)) {
    while set != 0 {
        let b = set & set.wrapping_neg();
        set ^= b;
        visit(b);
    }
}

/// Gives `visitor` every legal move of White (when `WHITE`) or Black on
/// the placement `by_color`, `by_kind`, whose men and kings that can jump
/// are `jumpers`, under `rule`: the moves of
/// `generate`, family by family (jump chains, bishop and camel moves, then
/// the steps of men and kings).
#[inline(always)]
fn visit_moves<const WHITE: bool, V: MoveVisitor>(
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    jumpers: Set,
    visitor: &mut V,
) {
    let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
    let own = by_color[us];
    let enemy = by_color[them];
    let empty = BOARD & !(own | enemy);
    let [all_men, all_kings, all_bishops] = by_kind;
    each_bit(jumpers, |origin| {
        let mut moves = ChainMoves {
            origin,
            visitor: &mut *visitor,
        };
        if all_men & origin != 0 {
            Chains::<WHITE, true>::new(origin, enemy, empty).walk(&mut moves, origin, 0);
        } else {
            Chains::<WHITE, false>::new(origin, enemy, empty).walk(&mut moves, origin, 0);
        }
    });
    let legal = Obligation::new(rule, jumpers);
    if legal.displacements {
        let allowed = if legal.free { empty | enemy } else { enemy };
        let occupied = own | enemy;
        let sliders = own & !(all_men | all_kings);
        each_bit(sliders, |from| {
            let b = from.trailing_zeros();
            let targets = if all_bishops & from != 0 {
                bishop_reach(b, occupied)
            } else {
                camel_reach(b)
            };
            each_bit(targets & allowed, |to| visitor.moved(from, to, to & enemy));
        });
    }
    if legal.free {
        let men = own & all_men & !jumpers;
        let kings = own & all_kings & !jumpers;
        // One copy per direction, so that each step is a constant shift.
        visit_steps::<WHITE, 0, V>(men, kings, empty, visitor);
        visit_steps::<WHITE, 1, V>(men, kings, empty, visitor);
        visit_steps::<WHITE, 2, V>(men, kings, empty, visitor);
        visit_steps::<WHITE, 3, V>(men, kings, empty, visitor);
    }
}

/// The steps in direction `D` of the `men` and `kings` (of White when
/// `WHITE`) onto `empty` squares, for [`visit_moves`].
#[inline(always)]
fn visit_steps<const WHITE: bool, const D: usize, V: MoveVisitor>(
    men: Set,
    kings: Set,
    empty: Set,
    visitor: &mut V,
) {
    let men_dirs = man_directions(WHITE);
    let men = if D == men_dirs[0] || D == men_dirs[1] {
        men
    } else {
        0
    };
    let kings = if KING_DIRECTIONS.contains(&D) {
        kings
    } else {
        0
    };
    let last = promotion_rank(WHITE);
    each_bit(step_origins(men | kings, D, empty), |from| {
        let to = step_target(from, D);
        if men & from != 0 && to & last != 0 {
            visitor.promoted(from, to, 0);
        } else {
            visitor.moved(from, to, 0);
        }
    });
}

/// The children of a node (White to move when `WHITE`) two or more plies
/// above the leaves, each made on the sets and walked in turn.
struct Children<const WHITE: bool> {
    /// The parent's square sets (see [`Position`]).
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    /// The plies from the children's moves down to the leaves, less one
    /// (1: the children's children's moves are the leaves).
    below: u32,
    /// The leaves counted so far.
    leaves: u64,
}

impl<const WHITE: bool> Children<WHITE> {
    /// The mover's colour index.
    const US: usize = if WHITE { 0 } else { 1 };

    /// Walks the child with the kinds `by_kind` after the mover went from
    /// `from` to `to` capturing `captured`. A child whose side to move has
    /// lost its last king is decided: it has no moves. (The mover keeps its
    /// own kings, and no child has a draw: there are no draw options.)
    #[inline(always)]
    fn walk_child(&mut self, from: Set, to: Set, captured: Set, by_kind: [Set; 3]) {
        let mut by_color = self.by_color;
        by_color[1 - Self::US] &= !captured;
        by_color[Self::US] = (by_color[Self::US] & !from) | to;
        if by_color[1 - Self::US] & by_kind[PieceKind::King.index()] == 0 {
            return;
        }
        let (rule, below) = (self.rule, self.below - 1);
        self.leaves += if WHITE {
            leaves::<false>(by_color, by_kind, rule, below)
        } else {
            leaves::<true>(by_color, by_kind, rule, below)
        };
    }
}

impl<const WHITE: bool> MoveVisitor for Children<WHITE> {
    #[inline(never)]
    fn moved(&mut self, from: Set, to: Set, captured: Set) {
        let cleared = !(from | to | captured);
        // `to` if the set held the mover, without a branch.
        let lands = |set: Set| 0u64.wrapping_sub((set & from != 0) as u64) & to;
        let by_kind = self.by_kind.map(|set| (set & cleared) | lands(set));
        self.walk_child(from, to, captured, by_kind);
    }

    #[inline(never)]
    fn promoted(&mut self, from: Set, to: Set, captured: Set) {
        let cleared = !(from | to | captured);
        let base = self.by_kind.map(|set| set & cleared);
        for kind in PieceKind::PROMOTIONS {
            let mut by_kind = base;
            // Camels are the occupied squares of no other kind.
            if let Some(set) = by_kind.get_mut(kind.index()) {
                *set |= to;
            }
            self.walk_child(from, to, captured, by_kind);
        }
    }
}

/// Adds one to the per-square counter held in the bit planes `planes`
/// (ones, twos, fours) on every square of `set`.
#[inline(always)]
fn add_one(planes: &mut [Set; 3], set: Set) {
    let carry = planes[0] & set;
    planes[0] ^= set;
    let carry2 = planes[1] & carry;
    planes[1] ^= carry;
    planes[2] ^= carry2;
}

/// The number held for the square `square` (one bit) in `planes`.
#[inline(always)]
fn planes_at(planes: &[Set; 3], square: Set) -> usize {
    let i = square.trailing_zeros();
    let bit = |plane: Set| ((plane >> i) & 1) as usize;
    bit(planes[0]) + 2 * bit(planes[1]) + 4 * bit(planes[2])
}

/// The children of a node one ply above the leaves (White to move when
/// `WHITE`): each child's moves (the opponent's) are counted, most as a
/// difference from what the opponent could do in the parent's placement.
///
/// A quiet move (no capture) changes two squares, `from` and `to`, and none
/// of the opponent's pieces. If the opponent cannot jump in the child, its
/// moves are those of the parent's placement with steps onto `from` gained
/// and onto `to` lost, the same camel moves, and the same bishop moves
/// unless a bishop's reach held `from` or `to`. If it must jump, its jump
/// chains are counted anew and its bishop and camel captures (under
/// `AnyCaptureSatisfies`) by the same difference. Captures are counted in
/// full.
#[derive(Default)]
struct LastPly<const WHITE: bool> {
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    empty: Set,
    /// Whether the opponent has a king (else every child is decided; the
    /// full count says so).
    by_difference: bool,
    /// The opponent's men and kings.
    men: Set,
    kings: Set,
    /// Per direction, the squares next to an opponent's man or king that
    /// jumps that way: a mover's piece there with an empty square beyond
    /// gives the opponent a jump.
    next_to_jumpers: [Set; 4],
    /// Per square, the opponent's steps onto it were it empty (a step onto
    /// the last rank three, one per promotion), as bit planes.
    steps_onto: [Set; 3],
    /// Per square, the opponent's camels that reach it, as bit planes.
    camels_onto: [Set; 3],
    /// The opponent's moves in the parent's placement were nothing to jump
    /// (steps, bishop and camel moves), and its bishop and camel captures.
    free_moves: usize,
    captures: usize,
    /// The opponent's bishops, and their parts of `free_moves` and
    /// `captures`.
    bishops: Set,
    bishop_free_moves: usize,
    bishop_captures: usize,
    /// The squares where a change of occupancy changes a bishop's reach:
    /// each ray's squares up to its first blocker.
    bishops_see: Set,
    leaves: u64,
}

impl<const WHITE: bool> LastPly<WHITE> {
    /// The mover's and the opponent's colour indices.
    const US: usize = if WHITE { 0 } else { 1 };
    const THEM: usize = 1 - Self::US;

    fn new(by_color: [Set; 2], by_kind: [Set; 3], rule: CaptureRule) -> LastPly<WHITE> {
        let them = by_color[Self::THEM];
        let ours = by_color[Self::US];
        let empty = BOARD & !(by_color[0] | by_color[1]);
        let [all_men, all_kings, all_bishops] = by_kind;
        let (men, kings) = (them & all_men, them & all_kings);
        let bishops = them & all_bishops;
        let camels = them & !(all_men | all_kings | all_bishops);
        let men_dirs = man_directions(!WHITE);
        let last = promotion_rank(!WHITE);
        let mut steps_onto = [0; 3];
        let mut next_to_jumpers = [0; 4];
        let mut step_origins_low = [0; 4];
        for d in KING_DIRECTIONS {
            let movers = if d == men_dirs[0] || d == men_dirs[1] {
                men | kings
            } else {
                kings
            };
            next_to_jumpers[d] = step_target(movers, d);
            add_one(&mut steps_onto, next_to_jumpers[d]);
            step_origins_low[d] = origins_low(step_origins(movers, d, empty), d);
        }
        let mut tally = Tally::default();
        tally.add(pair(step_origins_low[0], step_origins_low[1]));
        tally.add(pair(step_origins_low[2], step_origins_low[3]));
        for d in men_dirs {
            // Two more moves for a step onto the last rank.
            let promoting = step_target(men, d) & last;
            if promoting != 0 {
                add_one(&mut steps_onto, promoting);
                add_one(&mut steps_onto, promoting);
                tally.add(step_origins(men, d, empty & last));
                tally.add(step_origins(men, d, empty & last));
            }
        }
        let occupied = !empty & BOARD;
        let mut camels_onto = [0; 3];
        let mut camel_captures = Tally::default();
        each_bit(camels, |c| {
            let reach = camel_reach(c.trailing_zeros());
            add_one(&mut camels_onto, reach);
            tally.add(reach & !them);
            camel_captures.add(reach & ours);
        });
        let (mut bishop_free, mut bishop_captures) = (Tally::default(), Tally::default());
        let mut bishops_see = 0;
        each_bit(bishops, |b| {
            let reach = bishop_reach(b.trailing_zeros(), occupied);
            bishops_see |= reach;
            bishop_free.add(reach & !them);
            bishop_captures.add(reach & ours);
        });
        let bishop_free_moves = bishop_free.total();
        let bishop_captures = bishop_captures.total();
        LastPly {
            by_color,
            by_kind,
            rule,
            empty,
            by_difference: them & all_kings != 0,
            men,
            kings,
            next_to_jumpers,
            steps_onto,
            camels_onto,
            free_moves: tally.total() + bishop_free_moves,
            captures: camel_captures.total() + bishop_captures,
            bishops,
            bishop_free_moves,
            bishop_captures,
            bishops_see,
            leaves: 0,
        }
    }

    /// Children all counted in full (every move captures).
    fn in_full(by_color: [Set; 2], by_kind: [Set; 3], rule: CaptureRule) -> LastPly<WHITE> {
        LastPly {
            by_color,
            by_kind,
            rule,
            ..LastPly::default()
        }
    }

    /// The opponent's moves after the mover went from `from` to `to`
    /// capturing `captured` (the mover's kind does not matter to them).
    #[inline(always)]
    fn child_moves(&self, from: Set, to: Set, captured: Set) -> usize {
        if captured != 0 || !self.by_difference {
            return self.counted(from, to, captured);
        }
        let ours = self.by_color[Self::US] ^ from ^ to;
        let empty = self.empty ^ from ^ to;
        // Whether the opponent can jump: one of its men or kings with a
        // piece of ours next to it and an empty square beyond.
        let mut jumps = 0;
        for d in KING_DIRECTIONS {
            jumps |= ours & self.next_to_jumpers[d] & step_origins(BOARD, d, empty);
        }
        let changed = from | to;
        if jumps == 0 {
            let mut n = self.free_moves + planes_at(&self.steps_onto, from)
                - planes_at(&self.steps_onto, to);
            if changed & self.bishops_see != 0 {
                let (free, _) = self.bishop_moves(ours, empty);
                n = n + free - self.bishop_free_moves;
            }
            n
        } else {
            self.jumping(from, to, ours, empty)
        }
    }

    /// [`child_moves`](LastPly::child_moves) of a quiet move after which
    /// the opponent can jump (`ours` and `empty` are the child's sets).
    #[inline(always)]
    fn jumping(&self, from: Set, to: Set, ours: Set, empty: Set) -> usize {
        let mut tally = Tally::default();
        let (chains, jumpers) = if WHITE {
            chain_count::<false>(self.men, self.kings, ours, empty, &mut tally)
        } else {
            chain_count::<true>(self.men, self.kings, ours, empty, &mut tally)
        };
        let legal = Obligation::new(self.rule, jumpers);
        if legal.free {
            // Other pieces move too (`PieceLevel`): counted in full.
            return self.counted(from, to, 0);
        }
        let mut n = chains + tally.total();
        if legal.displacements {
            // Camel captures: onto `to` gained, onto `from` lost.
            n = n + self.captures + planes_at(&self.camels_onto, to)
                - planes_at(&self.camels_onto, from);
            if (from | to) & self.bishops_see != 0 {
                let (_, captures) = self.bishop_moves(ours, empty);
                n = n + captures - self.bishop_captures;
            }
        }
        n
    }

    /// The opponent's bishop moves when the mover's pieces are on `ours`
    /// and `empty` squares are empty: to empty squares or capturing (both
    /// counted), and capturing.
    #[inline(never)]
    fn bishop_moves(&self, ours: Set, empty: Set) -> (usize, usize) {
        let (mut free, mut captures) = (Tally::default(), Tally::default());
        each_bit(self.bishops, |b| {
            let reach = bishop_reach(b.trailing_zeros(), !empty & BOARD);
            free.add(reach & (ours | empty));
            captures.add(reach & ours);
        });
        (free.total(), captures.total())
    }

    /// [`child_moves`](LastPly::child_moves) counted in full.
    #[inline(never)]
    fn counted(&self, from: Set, to: Set, captured: Set) -> usize {
        let mut by_color = self.by_color;
        by_color[Self::US] ^= from ^ to;
        by_color[Self::THEM] &= !captured;
        if by_color[Self::THEM] & self.by_kind[PieceKind::King.index()] == 0 {
            return 0;
        }
        if WHITE {
            count_placement::<false>(by_color, self.by_kind, self.rule)
        } else {
            count_placement::<true>(by_color, self.by_kind, self.rule)
        }
    }
}

impl<const WHITE: bool> MoveVisitor for LastPly<WHITE> {
    #[inline(always)]
    fn moved(&mut self, from: Set, to: Set, captured: Set) {
        self.leaves += self.child_moves(from, to, captured) as u64;
    }

    #[inline(never)]
    fn promoted(&mut self, from: Set, to: Set, captured: Set) {
        // The three children differ only in the mover's new kind.
        let n = self.child_moves(from, to, captured) as u64;
        self.leaves += PieceKind::PROMOTIONS.len() as u64 * n;
    }
}

impl Position {
    /// `perft(self, depth)` for `depth >= 2` and rules without draw
    /// options, ignoring whether the position itself is decided.
    pub(crate) fn walk_leaves(&self, depth: u32) -> u64 {
        let (by_color, by_kind, rule) = (self.by_color, self.by_kind, self.rules.capture_rule);
        match self.side {
            Color::White => leaves::<true>(by_color, by_kind, rule, depth - 2),
            Color::Black => leaves::<false>(by_color, by_kind, rule, depth - 2),
        }
    }
}

/// The leaves `below + 2` plies below the placement `by_color`, `by_kind`
/// with White to move when `WHITE`, under `rule`.
fn leaves<const WHITE: bool>(
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    below: u32,
) -> u64 {
    let jumpers = side_jumpers::<WHITE>(by_color, by_kind);
    if below == 0 {
        // When every move captures, no child is counted by difference.
        let mut last_ply = if Obligation::new(rule, jumpers).free {
            LastPly::<WHITE>::new(by_color, by_kind, rule)
        } else {
            LastPly::<WHITE>::in_full(by_color, by_kind, rule)
        };
        visit_moves::<WHITE, _>(by_color, by_kind, rule, jumpers, &mut last_ply);
        last_ply.leaves
    } else {
        let mut children = Children::<WHITE> {
            by_color,
            by_kind,
            rule,
            below,
            leaves: 0,
        };
        visit_moves::<WHITE, _>(by_color, by_kind, rule, jumpers, &mut children);
        children.leaves
    }
}
