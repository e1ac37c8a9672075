//! Repetition tracking for the `ThreefoldDraw` option.

/// The zobrist hashes of the positions a game has passed through since the
/// position it started from (that one included).
///
/// A game keeps one of these in its position and records every new position
/// while its `repetition` option is on; when it is off the history stays empty
/// and costs nothing (cloning an empty `Vec` does not allocate).
///
/// The history is not part of the game state: `PartialEq` and `Hash` treat all
/// histories as equal, so positions derived with `#[derive(PartialEq)]` compare
/// by placement, side and rights alone.
///
/// ```
/// use variant_core::RepetitionHistory;
/// let mut h = RepetitionHistory::default();
/// for hash in [1, 2, 1, 2, 1] {
///     h.record(hash);
/// }
/// assert_eq!(h.occurrences(1), 3);
/// assert!(h.is_threefold(1));
/// assert!(!h.is_threefold(2));
/// ```
#[derive(Clone, Debug, Default)]
pub struct RepetitionHistory {
    hashes: Vec<u64>,
}

impl RepetitionHistory {
    /// Records that the game reached the position with hash `hash`.
    pub fn record(&mut self, hash: u64) {
        self.hashes.push(hash);
    }

    /// How often the position with hash `hash` has been recorded.
    pub fn occurrences(&self, hash: u64) -> usize {
        self.hashes.iter().filter(|&&h| h == hash).count()
    }

    /// Whether the position with hash `hash` has occurred three times or more.
    pub fn is_threefold(&self, hash: u64) -> bool {
        self.occurrences(hash) >= 3
    }

    /// The number of positions recorded.
    pub fn len(&self) -> usize {
        self.hashes.len()
    }

    /// Whether nothing has been recorded.
    pub fn is_empty(&self) -> bool {
        self.hashes.is_empty()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.hashes.clear();
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
