//! Where generated moves go: into a list, or only into a count (perft's
//! last ply needs the number of moves, not the moves).

use crate::Move;
use variant_core::ArrayVec;

/// A receiver of pseudo-legal moves.
pub(crate) trait Sink {
    fn push(&mut self, mv: Move);
}

impl<const N: usize> Sink for ArrayVec<Move, N> {
    #[inline]
    fn push(&mut self, mv: Move) {
        ArrayVec::push(self, mv);
    }
}

/// Counts the moves and keeps nothing.
#[derive(Default)]
pub(crate) struct Counter(pub usize);

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}
