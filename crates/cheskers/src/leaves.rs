//! Perft's walk (`Game::count_leaves`): the tree is walked on the five
//! square sets alone, each move made by a few masks, and the last ply
//! counted by `count.rs`, without building a `Move`, a move list or a
//! `Position` below the root.
//!
//! Making a move only to walk on or count needs neither the move's route,
//! nor the counters, nor the repetition history. So this walk is for rules
//! without draw options (a draw reads the counters and the history;
//! `Game::count_leaves` plays moves on positions then). The moves follow
//! `generate` rule for rule: the test
//! `count_and_leaves_match_generation` in `tests/invariants.rs` checks the
//! two-ply count against making every generated move at every node of its
//! trees, under every rule set.

use crate::count::{count_placement, directions, LAST_RANKS};
use crate::movegen::jumpers;
use crate::sets::{bishop_targets, camel_targets, opposite, shift, shift2, Set, BOARD};
use crate::{CaptureRule, PieceKind, Position};
use variant_core::{Color, Kind};

/// The children of one node (White to move when `WHITE`), walked as they
/// are made.
struct Children<const WHITE: bool> {
    /// The parent's square sets (see [`Position`]).
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    /// The plies from the children's moves down to the leaves (0: the
    /// children's moves are the leaves).
    below: u32,
    /// The leaves counted so far.
    leaves: u64,
}

impl<const WHITE: bool> Children<WHITE> {
    /// The mover's colour index.
    const US: usize = if WHITE { 0 } else { 1 };

    /// Walks the child where the piece on `from` moved to `to` (maybe
    /// `from` itself, after a king chain), capturing the enemy pieces on
    /// `captured`, and kept its kind.
    #[inline(never)]
    fn add(&mut self, from: Set, to: Set, captured: Set) {
        let cleared = !(from | to | captured);
        // `to` if the set held the mover, without a branch.
        let lands = |set: Set| 0u64.wrapping_sub((set & from != 0) as u64) & to;
        let by_kind = self.by_kind.map(|set| (set & cleared) | lands(set));
        self.count_child(from, to, captured, by_kind);
    }

    /// Walks the three children where the man on `from` moved to `to` on
    /// its last rank, capturing `captured`, and promoted (to a king, a
    /// bishop or a camel).
    #[inline(never)]
    fn add_promotions(&mut self, from: Set, to: Set, captured: Set) {
        let cleared = !(from | to | captured);
        let base = self.by_kind.map(|set| set & cleared);
        for kind in PieceKind::PROMOTIONS {
            let mut by_kind = base;
            // Camels are the occupied squares of no other kind.
            if let Some(set) = by_kind.get_mut(kind.index()) {
                *set |= to;
            }
            self.count_child(from, to, captured, by_kind);
        }
    }

    /// Walks the child with the kinds `by_kind` after the mover went from
    /// `from` to `to` capturing `captured`. A child whose side to move has
    /// lost its last king is decided: it has no moves. (The mover keeps its
    /// own kings, and no child has a draw: there are no draw options.)
    #[inline(always)]
    fn count_child(&mut self, from: Set, to: Set, captured: Set, by_kind: [Set; 3]) {
        let mut by_color = self.by_color;
        by_color[1 - Self::US] &= !captured;
        by_color[Self::US] = (by_color[Self::US] & !from) | to;
        if by_color[1 - Self::US] & by_kind[PieceKind::King.index()] == 0 {
            return;
        }
        let (rule, below) = (self.rule, self.below);
        self.leaves += match (WHITE, below) {
            (true, 0) => count_placement::<false>(by_color, by_kind, rule) as u64,
            (false, 0) => count_placement::<true>(by_color, by_kind, rule) as u64,
            (true, _) => leaves::<false>(by_color, by_kind, rule, below - 1),
            (false, _) => leaves::<true>(by_color, by_kind, rule, below - 1),
        };
    }
}

/// The jump chains of one man or king.
struct Chains {
    /// The jumping piece's square.
    origin: Set,
    /// The directions it jumps in.
    dirs: [usize; 4],
    /// How many of `dirs` it uses: 2 for a man, 4 for a king.
    dir_count: usize,
    enemy: Set,
    /// The squares a jump may land on: the empty ones and the origin.
    landable: Set,
    /// The squares where a landing promotes and ends the chain: the man's
    /// last rank, none for a king.
    last: Set,
}

impl Chains {
    /// Makes every complete chain whose next jump starts on `cur`, after
    /// jumps that captured `captured`; the chain so far is complete if no
    /// jump follows (and at least one was made).
    fn walk<const WHITE: bool>(&self, children: &mut Children<WHITE>, cur: Set, captured: Set) {
        let mut extended = false;
        for &d in &self.dirs[..self.dir_count] {
            // A piece is never jumped twice in a chain.
            let mid = shift(cur, d) & self.enemy & !captured;
            if mid == 0 {
                continue;
            }
            // The middle square is on the board: two steps are one shift.
            let land = shift2(cur, d) & self.landable;
            if land == 0 {
                continue;
            }
            extended = true;
            if land & self.last != 0 {
                children.add_promotions(self.origin, land, captured | mid);
            } else {
                self.walk(children, land, captured | mid);
            }
        }
        if !extended && captured != 0 {
            children.add(self.origin, cur, captured);
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
/// with White to move when `WHITE`, under `rule`. The moves are those of
/// `generate`: jump chains, then (unless only jumps are legal) bishop and
/// camel moves, then (when nothing must jump) the steps of men and kings.
fn leaves<const WHITE: bool>(
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    below: u32,
) -> u64 {
    let us = if WHITE { Color::White } else { Color::Black };
    let own = by_color[us.index()];
    let enemy = by_color[(!us).index()];
    let empty = BOARD & !(own | enemy);
    let [all_men, all_kings, all_bishops] = by_kind;
    let mut children = Children::<WHITE> {
        by_color,
        by_kind,
        rule,
        below,
        leaves: 0,
    };
    let dirs = directions(WHITE);
    let last = LAST_RANKS[us.index()];
    let jumpers = jumpers(by_color, by_kind, us);
    each_bit(jumpers, |origin| {
        let is_man = all_men & origin != 0;
        let chains = Chains {
            origin,
            dirs,
            dir_count: if is_man { 2 } else { 4 },
            enemy,
            landable: empty | origin,
            last: if is_man { last } else { 0 },
        };
        chains.walk(&mut children, origin, 0);
    });
    let free = jumpers == 0 || rule == CaptureRule::PieceLevel;
    if free || rule == CaptureRule::AnyCaptureSatisfies {
        // Bishop and camel captures are never compulsory; while a man or
        // king must jump, they are the only bishop and camel moves.
        let allowed = if free { empty | enemy } else { enemy };
        let occupied = own | enemy;
        let sliders = own & !(all_men | all_kings);
        each_bit(sliders, |from| {
            let b = from.trailing_zeros();
            let targets = if all_bishops & from != 0 {
                bishop_targets(b, occupied)
            } else {
                camel_targets(b)
            };
            each_bit(targets & allowed, |to| {
                children.add(from, to, to & enemy);
            });
        });
    }
    if free {
        let men = own & all_men & !jumpers;
        let kings = own & all_kings & !jumpers;
        for (i, &d) in dirs.iter().enumerate() {
            // Men step forward only (the first two directions).
            let movers = if i < 2 { men | kings } else { kings };
            each_bit(movers & shift(empty, opposite(d)), |from| {
                let to = shift(from, d);
                if men & from != 0 && to & last != 0 {
                    children.add_promotions(from, to, 0);
                } else {
                    children.add(from, to, 0);
                }
            });
        }
    }
    children.leaves
}
