//! The repetition history of a position: variant-core's shared
//! [`RepetitionHistory`] for the older entries, with the newest few kept
//! inline.
//!
//! Recording into the shared list allocates one entry per move, which a
//! perft or a search pays at every node although a position can only occur
//! a third time 8 plies after its first occurrence. Keeping the last
//! [`RECENT`] hashes in the position itself (a fixed array, copied with it)
//! means that short lines never allocate, and the older entries are moved
//! to the shared list only when the array is full.

use variant_core::RepetitionHistory;

/// How many of the newest hashes are kept inline.
pub(crate) const RECENT: usize = 7;

/// The hashes of the positions since the last irreversible move (that
/// move's position included), oldest first: the shared list `older`, then
/// `recent[..len]`.
#[derive(Clone, Debug, Default)]
pub(crate) struct History {
    recent: [u64; RECENT],
    len: u8,
    older: RepetitionHistory,
}

impl History {
    /// Records a position reached by a reversible move (or the first one).
    #[inline]
    pub(crate) fn record(&mut self, hash: u64) {
        if usize::from(self.len) == RECENT {
            for &h in &self.recent {
                self.older.record(h);
            }
            self.len = 0;
        }
        self.recent[usize::from(self.len)] = hash;
        self.len += 1;
    }

    /// Records a position reached by an irreversible move: nothing before it
    /// can recur.
    #[inline]
    pub(crate) fn record_irreversible(&mut self, hash: u64) {
        if !self.older.is_empty() {
            self.older = RepetitionHistory::default();
        }
        self.recent[0] = hash;
        self.len = 1;
    }

    /// How often the position with hash `hash` has been recorded.
    #[inline]
    pub(crate) fn occurrences(&self, hash: u64) -> usize {
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

    /// The number of positions recorded.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        usize::from(self.len) + self.older.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_across_the_inline_part_and_the_shared_list() {
        let mut h = History::default();
        for i in 0..100u64 {
            h.record(i % 5);
            assert_eq!(h.len() as u64, i + 1);
            for k in 0..5 {
                let expected = (i + 5 - k) / 5;
                assert_eq!(h.occurrences(k) as u64, expected, "after {i}, hash {k}");
            }
        }
        let branch = h.clone();
        h.record_irreversible(3);
        assert_eq!((h.len(), h.occurrences(3), h.occurrences(1)), (1, 1, 0));
        assert_eq!(branch.occurrences(1), 20);
        h.record(3);
        assert_eq!(h.occurrences(3), 2);
    }
}
