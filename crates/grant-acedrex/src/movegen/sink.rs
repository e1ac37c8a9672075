//! Where generated moves go: into a list, or only into a count (perft's
//! last ply needs the number of moves, not the moves).

use crate::Move;
use variant_core::ArrayVec;

/// A receiver of pseudo-legal moves.
pub(crate) trait Sink {
    /// True when only the number of moves is kept: then a generator may
    /// [`add`](Sink::add) a number of moves instead of pushing each.
    const COUNT_ONLY: bool = false;

    fn push(&mut self, mv: Move);

    /// Adds `n` moves without naming them; only for `COUNT_ONLY` sinks.
    fn add(&mut self, n: usize) {
        debug_assert!(Self::COUNT_ONLY, "only a counter takes bare numbers");
        let _ = n;
    }
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
    const COUNT_ONLY: bool = true;

    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }

    #[inline]
    fn add(&mut self, n: usize) {
        self.0 += n;
    }
}
