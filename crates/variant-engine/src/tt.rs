//! The transposition table: buckets of four 16-byte entries, shared by every
//! search thread without locks.
//!
//! An entry is two `AtomicU64` words: the position's 64-bit zobrist key
//! XOR the data word, and the data word. A reader accepts an entry only if
//! the two words XOR back to its key, so an entry torn by two threads writing
//! at once reads as a miss (the "lockless hashing" trick), and every access is
//! a plain relaxed atomic load or store: no `unsafe`, no locks.
//!
//! The data word packs the move as its index in the position's legal-move
//! list (games' moves are arbitrary types; generation order is a function of
//! the position, and an index is checked against the list before use, so a
//! stale or colliding entry can only suggest some other legal move), the
//! score and static evaluation as `i16`, the depth, the bound and a 6-bit
//! search generation.
//!
//! Replacement, within the bucket the key maps to: an entry of the same
//! position is overwritten unless it is from this search, much deeper and
//! the new one is not exact (its move is kept when the new entry has none);
//! otherwise an empty entry is taken, else the entry with the lowest
//! `depth - 8 * age`, where age counts the searches since it was written. So
//! deep results survive while they are fresh, and old ones make way.

use core::fmt;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Entries per bucket: four 16-byte entries fill a 64-byte cache line.
const BUCKET: usize = 4;
/// Bytes per entry.
const ENTRY_BYTES: usize = 16;

const NO_MOVE: u64 = 0xFFFF;
const NO_EVAL: i16 = i16::MIN;
const GENERATIONS: u8 = 64;

/// What a score in the table says about the position's true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score is at most this.
    Upper = 1,
    /// The true score is at least this.
    Lower = 2,
    /// The true score.
    Exact = 3,
}

/// A table entry found for a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    /// The best move's index in the legal-move list, if one was stored.
    pub mv: Option<u16>,
    /// The score, mates counted from the stored position.
    pub score: i32,
    /// The static evaluation, if it was computed.
    pub eval: Option<i32>,
    /// The depth searched (0 for a quiescence result).
    pub depth: i32,
    /// What kind of bound the score is.
    pub bound: Bound,
}

impl Hit {
    /// Whether the score settles a node searched with window `alpha..beta`.
    #[inline]
    pub fn cuts(&self, score: i32, alpha: i32, beta: i32) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

#[inline]
fn pack(mv: Option<u16>, score: i32, eval: Option<i32>, depth: i32, bound: Bound, gen: u8) -> u64 {
    let mv = mv.map_or(NO_MOVE, u64::from);
    let score = u64::from(score.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16 as u16);
    let eval = eval.map_or(NO_EVAL, |e| {
        e.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16
    });
    let depth = depth.clamp(0, 255) as u64;
    mv | score << 16
        | u64::from(eval as u16) << 32
        | depth << 48
        | (bound as u64) << 56
        | u64::from(gen % GENERATIONS) << 58
}

/// Writes entry `e` of `bucket`.
#[inline]
fn write(bucket: &[AtomicU64; 2 * BUCKET], e: usize, key: u64, data: u64) {
    bucket[2 * e].store(key ^ data, Relaxed);
    bucket[2 * e + 1].store(data, Relaxed);
}

#[inline]
fn bound_of(data: u64) -> Option<Bound> {
    match (data >> 56) & 3 {
        1 => Some(Bound::Upper),
        2 => Some(Bound::Lower),
        3 => Some(Bound::Exact),
        _ => None,
    }
}

#[inline]
fn depth_of(data: u64) -> i32 {
    ((data >> 48) & 0xFF) as i32
}

#[inline]
fn gen_of(data: u64) -> u8 {
    (data >> 58) as u8
}

fn unpack(data: u64) -> Option<Hit> {
    let bound = bound_of(data)?;
    let mv = data & 0xFFFF;
    let eval = (data >> 32) as u16 as i16;
    Some(Hit {
        mv: (mv != NO_MOVE).then_some(mv as u16),
        score: i32::from((data >> 16) as u16 as i16),
        eval: (eval != NO_EVAL).then_some(i32::from(eval)),
        depth: depth_of(data),
        bound,
    })
}

/// A transposition table size that cannot be had: the size asked for and
/// why it was refused.
///
/// ```
/// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
/// use variant_engine::{Engine, HashErrorKind, Options};
/// let huge = Options { hash_mb: usize::MAX, ..Options::default() };
/// let e = Engine::<Pile>::try_new(huge).unwrap_err();
/// assert_eq!(e.mb(), usize::MAX);
/// assert_eq!(e.kind(), HashErrorKind::TooLarge);
/// assert!(e.to_string().ends_with("MiB cannot be allocated: too large for this machine's address space"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct HashError {
    mb: usize,
    kind: HashErrorKind,
}

impl HashError {
    /// The size asked for, in mebibytes.
    pub fn mb(&self) -> usize {
        self.mb
    }

    /// Why it was refused.
    pub fn kind(&self) -> HashErrorKind {
        self.kind
    }
}

/// Why a table size was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum HashErrorKind {
    /// More bytes than the address space can count.
    TooLarge,
    /// More than the memory the system has available now.
    AboveAvailable {
        /// The available memory, in mebibytes.
        available_mb: u64,
    },
    /// The allocator refused it.
    AllocationFailed,
}

impl fmt::Display for HashError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a table of {} MiB cannot be allocated: ", self.mb)?;
        match self.kind {
            HashErrorKind::TooLarge => f.write_str("too large for this machine's address space"),
            HashErrorKind::AboveAvailable { available_mb } => {
                write!(f, "only {available_mb} MiB of memory is available")
            }
            HashErrorKind::AllocationFailed => f.write_str("the system refused the memory"),
        }
    }
}

impl std::error::Error for HashError {}

/// One bucket: `BUCKET` entries of two words, (key ^ data, data), aligned
/// to a cache line so that a probe touches one line, not two (a plain
/// `Vec<AtomicU64>` of 16 MiB starts 16 bytes into a page, and every bucket
/// then straddled two lines).
#[repr(align(64))]
#[derive(Default)]
struct Bucket([AtomicU64; 2 * BUCKET]);

/// The shared table.
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    generation: u8,
}

impl Table {
    /// A table of about `mb` mebibytes (at least one bucket).
    ///
    /// # Panics
    /// If the memory cannot be had: callers that take a size from a user
    /// use [`Table::try_new`].
    #[cfg(test)]
    pub fn new(mb: usize) -> Table {
        Table::try_new(mb).expect("a small table can be allocated")
    }

    /// A table of about `mb` mebibytes (at least one bucket), or why it
    /// cannot be had: the memory is reserved fallibly, and a size above the
    /// memory the system says is available is refused before anything is
    /// touched (touching more than that would wake the out-of-memory killer).
    pub fn try_new(mb: usize) -> Result<Table, HashError> {
        let refused = |kind| HashError { mb, kind };
        let bytes = mb
            .checked_mul(1 << 20)
            .ok_or(refused(HashErrorKind::TooLarge))?;
        if let Some(available) = crate::memory::available_bytes() {
            if bytes as u64 > available {
                return Err(refused(HashErrorKind::AboveAvailable {
                    available_mb: available >> 20,
                }));
            }
        }
        let len = (bytes / (BUCKET * ENTRY_BYTES)).max(1);
        let mut buckets = Vec::new();
        buckets
            .try_reserve_exact(len)
            .map_err(|_| refused(HashErrorKind::AllocationFailed))?;
        buckets.resize_with(len, Bucket::default);
        Ok(Table {
            buckets,
            generation: 0,
        })
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * BUCKET * ENTRY_BYTES
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            for w in &mut bucket.0 {
                *w.get_mut() = 0;
            }
        }
        self.generation = 0;
    }

    /// Starts a new search: entries written from now on are of a new
    /// generation, and older ones age.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) % GENERATIONS;
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        // Multiply-shift: any number of buckets, high key bits.
        let index = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[index]
    }

    /// Asks the processor to bring the bucket of `key` into the cache and
    /// goes on at once: a probe of `key` soon after then finds it there,
    /// or on its way, instead of waiting for memory (a miss was a quarter
    /// to a third of the search's time in Dragonchess and Cheskers). A
    /// hint only: nothing is read and no result changes.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        mem_prefetch::prefetch_read_data::<_, 3>(self.bucket(key));
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for the position with zobrist `key`, if the table has one.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let bucket = &self.bucket(key).0;
        for e in 0..BUCKET {
            let check = bucket[2 * e].load(Relaxed);
            let data = bucket[2 * e + 1].load(Relaxed);
            if check ^ data == key {
                if let Some(hit) = unpack(data) {
                    return Some(hit);
                }
            }
        }
        None
    }

    /// Records a search result for the position with zobrist `key`; `score`
    /// must already count mates from this position.
    #[inline]
    pub fn store(
        &self,
        key: u64,
        mv: Option<u16>,
        score: i32,
        eval: Option<i32>,
        depth: i32,
        bound: Bound,
    ) {
        let bucket = &self.bucket(key).0;
        let gen = self.generation;
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for e in 0..BUCKET {
            let check = bucket[2 * e].load(Relaxed);
            let data = bucket[2 * e + 1].load(Relaxed);
            if bound_of(data).is_some() && check ^ data == key {
                let fresh = gen_of(data) == gen;
                if fresh && bound != Bound::Exact && depth + 3 < depth_of(data) {
                    return;
                }
                let mv = mv.or_else(|| unpack(data).and_then(|h| h.mv));
                let eval = eval.or_else(|| unpack(data).and_then(|h| h.eval));
                write(bucket, e, key, pack(mv, score, eval, depth, bound, gen));
                return;
            }
            let worth = match bound_of(data) {
                None => i32::MIN,
                Some(_) => {
                    let age = i32::from(gen.wrapping_sub(gen_of(data)) % GENERATIONS);
                    depth_of(data) - 8 * age
                }
            };
            if worth < victim_worth {
                victim_worth = worth;
                victim = e;
            }
        }
        write(
            bucket,
            victim,
            key,
            pack(mv, score, eval, depth, bound, gen),
        );
    }

    /// How full the table is with entries of the current search, in
    /// thousandths, from a sample of its first buckets.
    pub fn hashfull(&self) -> u32 {
        let sample = self.buckets.len().min(250);
        let mut used = 0;
        for bucket in &self.buckets[..sample] {
            for e in 0..BUCKET {
                let data = bucket.0[2 * e + 1].load(Relaxed);
                if bound_of(data).is_some() && gen_of(data) == self.generation {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * BUCKET)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_other_keys_miss() {
        let t = Table::new(1);
        assert_eq!(t.bytes(), 1 << 20);
        t.store(42, Some(7), -29_000, Some(-35), 9, Bound::Lower);
        let hit = t.probe(42).unwrap();
        assert_eq!(
            hit,
            Hit {
                mv: Some(7),
                score: -29_000,
                eval: Some(-35),
                depth: 9,
                bound: Bound::Lower
            }
        );
        assert_eq!(t.probe(43), None);
        // A shallower inexact result of the same search keeps the deep one.
        t.store(42, None, 5, None, 2, Bound::Upper);
        assert_eq!(t.probe(42).unwrap().depth, 9);
        // An exact one replaces it, keeping the move it did not have.
        t.store(42, None, 5, None, 2, Bound::Exact);
        let hit = t.probe(42).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth, hit.eval),
            (Some(7), 5, 2, Some(-35))
        );
    }

    #[test]
    fn a_full_bucket_evicts_the_shallowest_oldest_entry() {
        let mut t = Table::new(0); // one bucket
        assert_eq!(t.buckets.len(), 1);
        for (key, depth) in [(1, 10), (2, 3), (3, 12), (4, 8)] {
            t.store(key, None, 0, None, depth, Bound::Exact);
        }
        t.store(5, None, 0, None, 1, Bound::Exact);
        assert!(t.probe(2).is_none() && t.probe(5).is_some());
        // Two searches later every old entry is worth less than a fresh one:
        // the oldest shallowest go first (5: 1 - 16, then 4: 8 - 16, then
        // 1: 10 - 16), the deepest (3: 12 - 16) last.
        t.new_search();
        t.new_search();
        for key in [6, 7, 8] {
            t.store(key, None, 0, None, 1, Bound::Exact);
        }
        for (key, kept) in [
            (1, false),
            (3, true),
            (4, false),
            (5, false),
            (6, true),
            (8, true),
        ] {
            assert_eq!(t.probe(key).is_some(), kept, "key {key}");
        }
        t.clear();
        assert!(t.probe(1).is_none());
        assert_eq!(t.hashfull(), 0);
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        let t = Table::new(0);
        t.store(77, Some(1), 10, None, 4, Bound::Exact);
        // Another thread's data word lands between our two stores.
        t.buckets[0].0[1].store(pack(Some(2), 99, None, 1, Bound::Exact, 0), Relaxed);
        assert!(t.probe(77).is_none());
    }
}
