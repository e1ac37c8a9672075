//! The CPU time of a search, summed over its threads, when the caller gives
//! the engine a clock of the calling thread's CPU time
//! ([`Engine::set_thread_clock`](crate::Engine::set_thread_clock)): the
//! engine reads it where each of its threads starts and ends. The engine
//! itself reads no system clock of this kind (there is none it could read
//! on every platform without `unsafe`), so the caller chooses one.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Duration;

/// A clock of the CPU time the calling thread has used so far, `None` if it
/// cannot be read. On Linux, the first field of
/// `/proc/thread-self/schedstat` (nanoseconds) is one.
pub type ThreadClock = fn() -> Option<Duration>;

/// The CPU time of one search's threads, as they report it.
#[derive(Debug, Default)]
pub(crate) struct CpuTally {
    nanos: AtomicU64,
    /// Whether some thread could not read its clock.
    missing: AtomicBool,
}

impl CpuTally {
    /// Runs `work` on this thread, adding the CPU time it took to the tally
    /// if `clock` is given.
    pub(crate) fn measure<T>(&self, clock: Option<ThreadClock>, work: impl FnOnce() -> T) -> T {
        let Some(clock) = clock else {
            return work();
        };
        let before = clock();
        let result = work();
        match (before, clock()) {
            (Some(before), Some(after)) => {
                let used = after.saturating_sub(before).as_nanos();
                self.nanos
                    .fetch_add(u64::try_from(used).unwrap_or(u64::MAX), Relaxed);
            }
            _ => self.missing.store(true, Relaxed),
        }
        result
    }

    /// The total, unless a clock could not be read.
    pub(crate) fn total(&self) -> Option<Duration> {
        (!self.missing.load(Relaxed)).then(|| Duration::from_nanos(self.nanos.load(Relaxed)))
    }
}
