//! Perft's last two plies (`Game::count_leaves_two_plies`): each move of a
//! position is made on its square sets alone and the child's moves counted
//! (`count.rs`), without building a `Move`, a move list or a child
//! `Position`.
//!
//! Perft spends most of its time on the parents of the leaves: making a
//! move there only to count the child's moves needs neither the move's
//! route, nor the counters, nor the repetition history. So this walk is for
//! rules without draw options (a draw reads the counters and the history;
//! `Game::count_leaves_two_plies` takes the general way then). The moves
//! follow `generate` rule for rule: the test
//! `count_and_leaves_two_plies_match_generation` in `tests/invariants.rs`
//! checks the count against making every generated move, under every rule
//! set.

use crate::count::{count_placement, directions, LAST_RANKS};
use crate::sets::{bishop_targets, camel_targets, opposite, shift, shift2, Set, BOARD};
use crate::{CaptureRule, PieceKind, Position};
use variant_core::{Color, Kind};

/// The children of one position (White to move when `WHITE`), counted as
/// they are made.
struct Children<const WHITE: bool> {
    /// The parent's square sets (see [`Position`]).
    by_color: [Set; 2],
    by_kind: [Set; 3],
    rule: CaptureRule,
    /// The children's moves counted so far.
    leaves: u64,
}

impl<const WHITE: bool> Children<WHITE> {
    /// The mover's colour index.
    const US: usize = if WHITE { 0 } else { 1 };

    /// Counts the moves of the child where the piece on `from` moved to
    /// `to` (maybe `from` itself, after a king chain), capturing the enemy
    /// pieces on `captured`, and kept its kind.
    #[inline(never)]
    fn add(&mut self, from: Set, to: Set, captured: Set) {
        let cleared = !(from | to | captured);
        // `to` if the set held the mover, without a branch.
        let lands = |set: Set| 0u64.wrapping_sub((set & from != 0) as u64) & to;
        let by_kind = self.by_kind.map(|set| (set & cleared) | lands(set));
        self.count_child(from, to, captured, by_kind);
    }

    /// Counts the moves of the three children where the man on `from`
    /// moved to `to` on its last rank, capturing `captured`, and promoted
    /// (to a king, a bishop or a camel).
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

    /// Counts the moves of the child with the kinds `by_kind` after the
    /// mover went from `from` to `to` capturing `captured`. A child whose
    /// side to move has lost its last king is decided: no moves.
    #[inline(always)]
    fn count_child(&mut self, from: Set, to: Set, captured: Set, by_kind: [Set; 3]) {
        let mut by_color = self.by_color;
        by_color[1 - Self::US] &= !captured;
        by_color[Self::US] = (by_color[Self::US] & !from) | to;
        if by_color[1 - Self::US] & by_kind[PieceKind::King.index()] == 0 {
            return;
        }
        let n = if WHITE {
            count_placement::<false>(by_color, by_kind, self.rule)
        } else {
            count_placement::<true>(by_color, by_kind, self.rule)
        };
        self.leaves += n as u64;
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
    /// `perft(self, 2)` for a position whose rules have no draw option,
    /// ignoring whether the position itself is decided.
    pub(crate) fn leaves_two_plies(&self) -> u64 {
        match self.side {
            Color::White => self.leaves_for::<true>(),
            Color::Black => self.leaves_for::<false>(),
        }
    }

    /// [`leaves_two_plies`](Position::leaves_two_plies) with White to move
    /// when `WHITE`. The moves are those of `generate`: jump chains, then
    /// (unless only jumps are legal) bishop and camel moves, then (when
    /// nothing must jump) the steps of men and kings.
    #[inline(always)]
    fn leaves_for<const WHITE: bool>(&self) -> u64 {
        let us = self.side;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[(!us).index()];
        let empty = BOARD & !(own | enemy);
        let [all_men, all_kings, all_bishops] = self.by_kind;
        let rule = self.rules.capture_rule;
        let mut children = Children::<WHITE> {
            by_color: self.by_color,
            by_kind: self.by_kind,
            rule,
            leaves: 0,
        };
        let dirs = directions(WHITE);
        let last = LAST_RANKS[us.index()];
        let jumpers = self.jumpers();
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
            // Bishop and camel captures are never compulsory; while a man
            // or king must jump, they are the only bishop and camel moves.
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
}
