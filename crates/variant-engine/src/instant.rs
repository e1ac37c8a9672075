//! The clock the search reads: `std::time::Instant`, except on
//! `wasm32-unknown-unknown`, where `Instant::now()` panics (no clock without
//! JavaScript). There a clock that never advances stands in: time limits
//! never trigger, so a browser search must be bounded by nodes or depth.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;

/// A clock that never advances (see the module docs).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Instant;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
impl Instant {
    /// Now.
    pub(crate) fn now() -> Instant {
        Instant
    }

    /// No time has passed.
    pub(crate) fn elapsed(&self) -> std::time::Duration {
        std::time::Duration::ZERO
    }
}
