//! Repetition tracking for the `ThreefoldDraw` option, cheap to clone.

use std::sync::Arc;

/// One recorded position and the ones before it.
#[derive(Debug)]
struct Entry {
    hash: u64,
    /// [`digest_share`] summed over this entry and every one before it.
    digest: u64,
    /// The number of entries up to and including this one.
    len: usize,
    previous: Option<Arc<Entry>>,
}

/// One hash's share of a history's digest. The digest is a wrapping sum of
/// shares, so it depends on which hashes were recorded how often, not on
/// their order: two move orders that pass through the same positions have
/// equal digests. A game that keeps some of its past positions outside a
/// history adds their shares to the history's digest.
///
/// ```
/// use variant_core::{digest_share, RepetitionHistory};
/// let mut h = RepetitionHistory::default();
/// h.record(5);
/// h.record(9);
/// assert_eq!(h.digest(), digest_share(9).wrapping_add(digest_share(5)));
/// ```
#[inline]
#[must_use]
pub fn digest_share(hash: u64) -> u64 {
    crate::zobrist::splitmix64(hash ^ 0x7e9e_71c0_d16e_57a1).1
}

/// Whether two lists of hashes hold the same hashes as often each, in any
/// order (the exact test behind equal digests).
///
/// ```
/// use variant_core::same_hashes;
/// assert!(same_hashes([1, 2, 2].into_iter(), [2, 1, 2].into_iter()));
/// assert!(!same_hashes([1, 2].into_iter(), [1, 2, 2].into_iter()));
/// ```
#[must_use]
pub fn same_hashes(a: impl Iterator<Item = u64>, b: impl Iterator<Item = u64>) -> bool {
    let mut a: Vec<u64> = a.collect();
    let mut b: Vec<u64> = b.collect();
    a.sort_unstable();
    b.sort_unstable();
    a == b
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
        let (digest, len) = previous.as_deref().map_or((0, 0), |e| (e.digest, e.len));
        self.last = Some(Arc::new(Entry {
            hash,
            digest: digest.wrapping_add(digest_share(hash)),
            len: len + 1,
            previous,
        }));
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
        self.last.as_deref().map_or(0, |e| e.len)
    }

    /// Whether nothing has been recorded.
    pub fn is_empty(&self) -> bool {
        self.last.is_none()
    }

    /// A key of the recorded hashes and how often each was recorded, in
    /// whatever order: equal histories have equal digests, and the empty
    /// history's is 0. A game folds it into its zobrist key where a
    /// repetition rule reads the history.
    pub fn digest(&self) -> u64 {
        self.last.as_deref().map_or(0, |e| e.digest)
    }

    /// The recorded hashes, latest first.
    pub fn hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.entries().map(|e| e.hash)
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
/// Two histories are equal when they hold the same hashes as often each, in
/// any order: what a threefold rule can still count from here. `Hash`
/// writes the order-free [`digest`](RepetitionHistory::digest).
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
    /// [`digest_share`] summed over every recorded hash, `older` included.
    digest: u64,
    older: SharedHashes,
}

impl RepetitionHistory {
    /// Records that the game reached the position with hash `hash` by a
    /// reversible move (or is starting there).
    #[inline]
    pub fn record(&mut self, hash: u64) {
        self.digest = self.digest.wrapping_add(digest_share(hash));
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
        self.digest = digest_share(hash);
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

    /// A key of the recorded hashes and how often each was recorded, in
    /// whatever order: equal histories have equal digests, and the empty
    /// history's is 0. A game folds it into its zobrist key where a
    /// repetition rule reads the history.
    #[inline]
    pub fn digest(&self) -> u64 {
        self.digest
    }

    /// The recorded hashes, the inline ones first.
    pub fn hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.recent[..usize::from(self.len)]
            .iter()
            .copied()
            .chain(self.older.hashes())
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.older.clear();
        self.len = 0;
        self.digest = 0;
    }
}

impl PartialEq for SharedHashes {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && self.digest() == other.digest()
            && same_hashes(self.hashes(), other.hashes())
    }
}

impl Eq for SharedHashes {}

impl core::hash::Hash for SharedHashes {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.digest());
    }
}

impl PartialEq for RepetitionHistory {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && self.digest == other.digest
            && same_hashes(self.hashes(), other.hashes())
    }
}

impl Eq for RepetitionHistory {}

impl core::hash::Hash for RepetitionHistory {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.digest);
    }
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

    #[test]
    fn histories_compare_as_multisets() {
        // Order does not matter, counts do; inline and shared parts alike.
        let of = |hashes: &[u64]| {
            let mut h = RepetitionHistory::default();
            let mut s = SharedHashes::default();
            for &x in hashes {
                h.record(x);
                s.record(x);
            }
            (h, s)
        };
        let long: Vec<u64> = (0..20).map(|i| i % 3).collect();
        let mut reordered = long.clone();
        reordered.reverse();
        let mut one_more = long.clone();
        one_more[0] = 1; // a 0 becomes a 1: same length, other counts
        assert_eq!(of(&long), of(&reordered));
        assert_eq!(of(&long).0.digest(), of(&reordered).0.digest());
        assert_eq!(of(&long).0.digest(), of(&long).1.digest());
        assert_ne!(of(&long), of(&one_more));
        assert_ne!(of(&[1, 2]).0, of(&[1, 2, 2]).0);
        assert_eq!(of(&[]).0.digest(), 0);
        let (mut h, _) = of(&long);
        h.record_irreversible(5);
        assert_eq!(h, of(&[5]).0);
        h.clear();
        assert_eq!(h, RepetitionHistory::default());
    }
}
