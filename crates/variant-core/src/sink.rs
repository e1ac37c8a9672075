//! Where generated moves go: a list of any kind, or only a count.

use arrayvec::ArrayVec;
use smallvec::SmallVec;

/// A receiver of generated moves.
///
/// Every game's generator is generic over its sink, so the same code fills a
/// stack list ([`ArrayVec`]), a `Vec`, or only counts ([`MoveCounter`]).
///
/// ```
/// use variant_core::{MoveCounter, MoveSink};
/// fn moves_of_a_pile(stones: u8, sink: &mut impl MoveSink<u8>) {
///     for take in 1..=stones.min(2) {
///         sink.push(take);
///     }
/// }
/// let mut list = Vec::new();
/// moves_of_a_pile(5, &mut list);
/// assert_eq!(list, [1, 2]);
/// let mut count = MoveCounter::default();
/// moves_of_a_pile(1, &mut count);
/// assert_eq!(count.count, 1);
/// ```
pub trait MoveSink<M> {
    /// True when the sink keeps only the number of moves: a generator may
    /// then [`add_count`](MoveSink::add_count) a number of moves instead of
    /// building each one.
    const COUNT_ONLY: bool = false;

    /// Receives one move.
    fn push(&mut self, mv: M);

    /// Receives `n` moves without naming them. Only meaningful for sinks with
    /// [`COUNT_ONLY`](MoveSink::COUNT_ONLY); others ignore it.
    #[inline]
    fn add_count(&mut self, n: usize) {
        let _ = n;
    }
}

/// A fixed-capacity list; a game's `MAX_MOVES` bound makes it big enough.
impl<M, const N: usize> MoveSink<M> for ArrayVec<M, N> {
    #[inline]
    fn push(&mut self, mv: M) {
        ArrayVec::push(self, mv);
    }
}

/// An inline list that moves to the heap past its inline capacity: the
/// list of a game whose bound for every settable position is larger than a
/// stack list should be, while its bound for positions reachable in play is
/// small (see each game's `MoveList`).
impl<M, const N: usize> MoveSink<M> for SmallVec<[M; N]> {
    #[inline]
    fn push(&mut self, mv: M) {
        SmallVec::push(self, mv);
    }
}

impl<M> MoveSink<M> for Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        Vec::push(self, mv);
    }
}

/// A sink that counts the moves and keeps none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveCounter {
    /// The number of moves received so far.
    pub count: usize,
}

impl<M> MoveSink<M> for MoveCounter {
    const COUNT_ONLY: bool = true;

    #[inline]
    fn push(&mut self, _: M) {
        self.count += 1;
    }

    #[inline]
    fn add_count(&mut self, n: usize) {
        self.count += n;
    }
}

/// The list type a game's `MoveList` must be: a sink that can also be read,
/// cleared and filtered. Implemented for [`ArrayVec`], [`SmallVec`] and `Vec`.
pub trait MoveBuffer<M>: MoveSink<M> + AsRef<[M]> + Default + Clone + core::fmt::Debug {
    /// Removes every move.
    fn clear(&mut self);

    /// Keeps only the moves for which `keep` is true, in order.
    fn retain(&mut self, keep: impl FnMut(&M) -> bool);
}

impl<M: Clone + core::fmt::Debug, const N: usize> MoveBuffer<M> for ArrayVec<M, N> {
    #[inline]
    fn clear(&mut self) {
        ArrayVec::clear(self);
    }

    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        ArrayVec::retain(self, |m| keep(m));
    }
}

impl<M: Clone + core::fmt::Debug, const N: usize> MoveBuffer<M> for SmallVec<[M; N]> {
    #[inline]
    fn clear(&mut self) {
        SmallVec::clear(self);
    }

    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        SmallVec::retain(self, |m| keep(m));
    }
}

impl<M: Clone + core::fmt::Debug> MoveBuffer<M> for Vec<M> {
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }

    #[inline]
    fn retain(&mut self, keep: impl FnMut(&M) -> bool) {
        Vec::retain(self, keep);
    }
}
