//! The jump chains of one man or king: a depth-first search over its jumps
//! (each from [`reach::jump`](crate::reach::jump)), written once for the
//! generator (which builds each chain's route), perft's walk (which makes
//! each chain's child) and the move count (which counts the chains).
//!
//! A chain goes on while the piece can jump; it never jumps a piece twice,
//! may land again on a square it passed through (its origin counts as
//! empty), and a man's chain ends when it lands on its last rank, where it
//! promotes.

use crate::reach::{directions_of, jump, promotion_rank};
use crate::sets::Set;
use crate::PieceKind;

/// What a chain search does with the chains it finds.
pub(crate) trait ChainVisitor {
    /// The chain being searched jumped onto `land` (the route grows).
    #[inline(always)]
    fn enter(&mut self, _land: Set) {}

    /// The search comes back from the jump last entered.
    #[inline(always)]
    fn leave(&mut self) {}

    /// A complete chain ends on `to` having captured `captured`; a man
    /// that ends on its last rank `promotes` (three moves, one per kind).
    fn complete(&mut self, to: Set, captured: Set, promotes: bool);
}

/// The chains of one man (when `MAN`) or king of White (when `WHITE`) or
/// Black: the board it jumps on. (Its directions are constants, so each
/// jump is a few constant shifts.)
pub(crate) struct Chains<const WHITE: bool, const MAN: bool> {
    /// The pieces it may jump: the enemy's.
    jumpable: Set,
    /// The squares a jump may land on: the empty ones and the origin.
    landable: Set,
}

impl<const WHITE: bool, const MAN: bool> Chains<WHITE, MAN> {
    /// The piece's directions (the first `DIRECTION_COUNT`).
    const DIRECTIONS: ([usize; 4], usize) = directions_of(MAN, WHITE);

    /// Where a landing ends the chain with a promotion: a man's last rank
    /// (nothing for a king).
    const LAST: Set = if MAN { promotion_rank(WHITE) } else { 0 };

    /// The chains of the piece on `origin`, against `enemy`, with `empty`
    /// squares.
    #[inline(always)]
    pub(crate) fn new(origin: Set, enemy: Set, empty: Set) -> Self {
        Chains {
            jumpable: enemy,
            landable: empty | origin,
        }
    }

    /// The directions the piece jumps in.
    #[inline(always)]
    pub(crate) fn directions(&self) -> impl Iterator<Item = usize> {
        let (dirs, count) = Self::DIRECTIONS;
        dirs.into_iter().take(count)
    }

    /// The jump from `cur` in direction `d` after capturing `captured`:
    /// the jumped square and the landing square, if there is one.
    #[inline(always)]
    pub(crate) fn jump_from(&self, cur: Set, d: usize, captured: Set) -> Option<(Set, Set)> {
        jump(cur, d, self.jumpable & !captured, self.landable)
    }

    /// Whether a landing on `land` ends the chain with a promotion.
    #[inline(always)]
    pub(crate) fn promotes_on(&self, land: Set) -> bool {
        land & Self::LAST != 0
    }

    /// Gives `visitor` every complete chain whose next jump starts on
    /// `cur`, after jumps that captured `captured`: in direction order,
    /// depth first. The chain so far is complete when no jump follows (and
    /// at least one was made).
    pub(crate) fn walk<V: ChainVisitor>(&self, visitor: &mut V, cur: Set, captured: Set) {
        let mut extended = false;
        for d in self.directions() {
            let Some((jumped, land)) = self.jump_from(cur, d, captured) else {
                continue;
            };
            extended = true;
            visitor.enter(land);
            if self.promotes_on(land) {
                visitor.complete(land, captured | jumped, true);
            } else {
                self.walk(visitor, land, captured | jumped);
            }
            visitor.leave();
        }
        if !extended && captured != 0 {
            visitor.complete(cur, captured, false);
        }
    }
}

/// A visitor that counts the chains (each promotion choice a move).
#[derive(Default)]
pub(crate) struct ChainCount(pub(crate) usize);

impl ChainVisitor for ChainCount {
    #[inline(always)]
    fn complete(&mut self, _to: Set, _captured: Set, promotes: bool) {
        self.0 += if promotes {
            PieceKind::PROMOTIONS.len()
        } else {
            1
        };
    }
}
