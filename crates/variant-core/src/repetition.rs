//! Repetition tracking for the `ThreefoldDraw` option, cheap to clone.

use std::sync::Arc;

/// One recorded position and the ones before it.
#[derive(Debug)]
struct Entry {
    hash: u64,
    previous: Option<Arc<Entry>>,
}

/// The zobrist hashes of the positions a game has passed through since its
/// last irreversible move (a capture, a pawn move: whatever makes every
/// earlier position impossible to meet again), that move's position included.
///
/// It is a shared, immutable list: cloning a history (and so a position
/// that holds one) costs one reference count, however long the game, and
/// recording a position adds one entry without touching the clones. An
/// irreversible move starts the list afresh, so a threefold test reads only
/// the positions that could repeat.
///
/// The history is not part of the game state: `PartialEq` and `Hash` treat
/// all histories as equal, so positions compare by placement, side and
/// rights alone.
///
/// ```
/// use variant_core::RepetitionHistory;
/// let mut h = RepetitionHistory::default();
/// for hash in [1, 2, 1, 2, 1] {
///     h.record(hash);
/// }
/// let branch = h.clone(); // shares the list
/// assert_eq!(h.occurrences(1), 3);
/// assert!(h.is_threefold(1));
/// assert!(!h.is_threefold(2));
/// h.record_irreversible(7); // nothing before can recur
/// assert_eq!((h.len(), h.occurrences(1)), (1, 0));
/// assert_eq!(branch.occurrences(1), 3);
/// ```
#[derive(Clone, Debug, Default)]
pub struct RepetitionHistory {
    last: Option<Arc<Entry>>,
}

impl RepetitionHistory {
    /// Records that the game reached the position with hash `hash` by a
    /// reversible move (or is starting there).
    #[inline]
    pub fn record(&mut self, hash: u64) {
        let previous = self.last.take();
        self.last = Some(Arc::new(Entry { hash, previous }));
    }

    /// Records the position with hash `hash`, reached by an irreversible
    /// move: the earlier positions are forgotten, since none can recur.
    #[inline]
    pub fn record_irreversible(&mut self, hash: u64) {
        self.clear();
        self.record(hash);
    }

    fn entries(&self) -> impl Iterator<Item = &Entry> {
        core::iter::successors(self.last.as_deref(), |e| e.previous.as_deref())
    }

    /// How often the position with hash `hash` has been recorded.
    pub fn occurrences(&self, hash: u64) -> usize {
        self.entries().filter(|e| e.hash == hash).count()
    }

    /// Whether the position with hash `hash` has occurred three times or more.
    pub fn is_threefold(&self, hash: u64) -> bool {
        self.occurrences(hash) >= 3
    }

    /// The number of positions recorded since the last irreversible move.
    pub fn len(&self) -> usize {
        self.entries().count()
    }

    /// Whether nothing has been recorded.
    pub fn is_empty(&self) -> bool {
        self.last.is_none()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        // Unlink iteratively: dropping a long list recursively could
        // overflow the stack.
        let mut next = self.last.take();
        while let Some(entry) = next {
            next = match Arc::try_unwrap(entry) {
                Ok(mut unique) => unique.previous.take(),
                Err(_) => None, // still shared: its other owner keeps the rest
            };
        }
    }
}

impl Drop for RepetitionHistory {
    fn drop(&mut self) {
        self.clear();
    }
}

impl PartialEq for RepetitionHistory {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}

impl Eq for RepetitionHistory {}

impl core::hash::Hash for RepetitionHistory {
    fn hash<H: core::hash::Hasher>(&self, _state: &mut H) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_history_drops_without_recursion() {
        let mut h = RepetitionHistory::default();
        for i in 0..1_000_000 {
            h.record(i % 7);
        }
        let shared = h.clone();
        assert_eq!(shared.len(), 1_000_000);
        drop(h);
        assert_eq!(shared.occurrences(3), 142_857);
    }

    #[test]
    fn branches_do_not_see_each_other() {
        let mut a = RepetitionHistory::default();
        a.record(1);
        let mut b = a.clone();
        a.record(2);
        b.record(3);
        assert_eq!((a.occurrences(2), a.occurrences(3)), (1, 0));
        assert_eq!((b.occurrences(2), b.occurrences(3)), (0, 1));
        assert_eq!(a.occurrences(1) + b.occurrences(1), 2);
    }
}
