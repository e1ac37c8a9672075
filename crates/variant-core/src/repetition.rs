//! Repetition tracking for the `ThreefoldDraw` option, cheap to clone.

use std::sync::Arc;

/// One recorded position and the ones before it.
#[derive(Debug)]
struct Entry {
    hash: u64,
    previous: Option<Arc<Entry>>,
}

/// A shared, immutable list of position hashes: cloning it costs one
/// reference count however long it is, and recording a hash adds one entry
/// without touching the clones. [`RepetitionHistory`] keeps its older
/// entries in one; a game that packs its recent positions its own way may
/// use it directly.
///
/// ```
/// use variant_core::SharedHashes as RepetitionHistory;
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
pub struct SharedHashes {
    last: Option<Arc<Entry>>,
}

impl SharedHashes {
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
            if Arc::strong_count(&entry) > 1 {
                break; // still shared: its other owner keeps the rest
            }
            next = match Arc::try_unwrap(entry) {
                Ok(mut unique) => unique.previous.take(),
                Err(_) => None, // still shared: its other owner keeps the rest
            };
        }
    }
}

impl Drop for SharedHashes {
    fn drop(&mut self) {
        self.clear();
    }
}

/// How many of the latest hashes a [`RepetitionHistory`] keeps inline.
pub const RECENT_POSITIONS: usize = 8;

/// The zobrist hashes of the positions a game has passed through since its
/// last irreversible move (a capture, a pawn move: whatever makes every
/// earlier position impossible to meet again), that move's position included.
///
/// The latest [`RECENT_POSITIONS`] hashes are kept inline, copied with the
/// position (no allocation, no reference count: perft and search lines rarely
/// go further between irreversible moves); older ones move to a
/// [`SharedHashes`] list, so cloning costs the same however long the game.
/// An irreversible move starts the history afresh, so a threefold test reads
/// only the positions that could repeat.
///
/// The history is not part of the game state: `PartialEq` and `Hash` treat
/// all histories as equal, so positions compare by placement, side and
/// rights alone.
///
/// ```
/// use variant_core::RepetitionHistory;
/// let mut h = RepetitionHistory::default();
/// for hash in [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1] {
///     h.record(hash);
/// }
/// let branch = h.clone();
/// assert_eq!((h.occurrences(1), h.occurrences(2)), (6, 5));
/// assert!(h.is_threefold(2));
/// h.record_irreversible(7); // nothing before can recur
/// assert_eq!((h.len(), h.occurrences(1)), (1, 0));
/// assert_eq!(branch.occurrences(1), 6);
/// ```
#[derive(Clone, Debug, Default)]
pub struct RepetitionHistory {
    recent: [u64; RECENT_POSITIONS],
    len: u8,
    older: SharedHashes,
}

impl RepetitionHistory {
    /// Records that the game reached the position with hash `hash` by a
    /// reversible move (or is starting there).
    #[inline]
    pub fn record(&mut self, hash: u64) {
        let len = usize::from(self.len);
        if len < RECENT_POSITIONS {
            self.recent[len] = hash;
            self.len += 1;
        } else {
            self.older.record(self.recent[0]);
            self.recent.copy_within(1.., 0);
            self.recent[RECENT_POSITIONS - 1] = hash;
        }
    }

    /// Records the position with hash `hash`, reached by an irreversible
    /// move: the earlier positions are forgotten, since none can recur.
    #[inline]
    pub fn record_irreversible(&mut self, hash: u64) {
        if !self.older.is_empty() {
            self.older.clear();
        }
        self.recent[0] = hash;
        self.len = 1;
    }

    /// How often the position with hash `hash` has been recorded.
    #[inline]
    pub fn occurrences(&self, hash: u64) -> usize {
        let recent = self.recent[..usize::from(self.len)]
            .iter()
            .filter(|&&h| h == hash)
            .count();
        if self.older.is_empty() {
            recent
        } else {
            recent + self.older.occurrences(hash)
        }
    }

    /// Whether the position with hash `hash` has occurred three times or more.
    pub fn is_threefold(&self, hash: u64) -> bool {
        self.occurrences(hash) >= 3
    }

    /// The number of positions recorded since the last irreversible move.
    pub fn len(&self) -> usize {
        usize::from(self.len) + self.older.len()
    }

    /// Whether nothing has been recorded.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.older.clear();
        self.len = 0;
    }
}

impl PartialEq for SharedHashes {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}

impl Eq for SharedHashes {}

impl core::hash::Hash for SharedHashes {
    fn hash<H: core::hash::Hasher>(&self, _state: &mut H) {}
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
    fn counts_across_the_inline_part_and_the_shared_list() {
        let mut h = RepetitionHistory::default();
        for i in 0..100u64 {
            h.record(i % 5);
            assert_eq!(h.len() as u64, i + 1);
            for k in 0..5 {
                assert_eq!(
                    h.occurrences(k) as u64,
                    (i + 5 - k) / 5,
                    "after {i}, hash {k}"
                );
            }
        }
        let branch = h.clone();
        h.record_irreversible(3);
        assert_eq!((h.len(), h.occurrences(3), h.occurrences(1)), (1, 1, 0));
        assert_eq!(branch.occurrences(1), 20);
        h.record(3);
        assert_eq!(h.occurrences(3), 2);
        h.clear();
        assert!(h.is_empty() && h.occurrences(3) == 0);
    }

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
        let mut a = SharedHashes::default();
        a.record(1);
        let mut b = a.clone();
        a.record(2);
        b.record(3);
        assert_eq!((a.occurrences(2), a.occurrences(3)), (1, 0));
        assert_eq!((b.occurrences(2), b.occurrences(3)), (0, 1));
        assert_eq!(a.occurrences(1) + b.occurrences(1), 2);
    }
}
