//! Long calls that Ctrl-C interrupts, and the integer arguments of the long
//! calls, range-checked as the `variants` CLI checks its options.
//!
//! The work runs on a thread of its own with the GIL released; the calling
//! thread waits for it in short slices and looks at Python's signals
//! between them, so a `KeyboardInterrupt` raises a stop flag the work reads
//! and is raised within a fraction of a second.

use crate::errors::VariantsError;
use pyo3::prelude::*;
use pyo3::types::PyInt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;
use variant_core::{perft, Game};

/// How long the calling thread waits between two looks at the signals.
const POLL: Duration = Duration::from_millis(50);

/// The work thread's stack: the engine searches on threads of its own, but
/// falls back to the thread that called it when it cannot start them.
const WORK_STACK: usize = 64 << 20;

/// Below this many plies a subtree is counted in one [`perft`] call, with
/// no look at the stop flag (at most about a million positions: a few
/// milliseconds).
const UNSPLIT_DEPTH: u32 = 3;

/// `work(stop)` on a thread of its own with the GIL released; Ctrl-C (or
/// any signal handler that raises) raises `stop`, waits for the work to end
/// and raises the handler's exception. A thread that cannot be started is a
/// `VariantsError`.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool) -> T + Send,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let stop = &stop;
        let (tx, mut rx) = mpsc::channel();
        let handle = std::thread::Builder::new()
            .name("chess_variants work".into())
            .stack_size(WORK_STACK)
            .spawn_scoped(scope, move || {
                let _ = tx.send(work(stop));
            })
            .map_err(|e| VariantsError::new_err(format!("cannot start a thread: {e}")))?;
        loop {
            let (back, received) = py.detach(move || {
                let received = rx.recv_timeout(POLL);
                (rx, received)
            });
            rx = back;
            match received {
                Ok(value) => {
                    let _ = py.detach(move || handle.join());
                    return Ok(value);
                }
                Err(RecvTimeoutError::Timeout) => {}
                // The work ended without a value: it panicked; pass it on.
                Err(RecvTimeoutError::Disconnected) => {
                    return match py.detach(move || handle.join()) {
                        Err(panic) => std::panic::resume_unwind(panic),
                        Ok(()) => Err(VariantsError::new_err("the work ended without a result")),
                    };
                }
            }
            if let Err(error) = py.check_signals() {
                stop.store(true, Relaxed);
                let _ = py.detach(move || handle.join());
                return Err(error);
            }
        }
    })
}

/// `perft(position, depth)`, split over the legal moves down to
/// [`UNSPLIT_DEPTH`] plies so that `stop` is read every few milliseconds;
/// `None` once it is raised. The count is the library's: `perft(p, d)` is
/// the sum of `perft(child, d - 1)` over the legal moves.
pub(crate) fn perft_stoppable<G: Game>(position: &G, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if stop.load(Relaxed) {
        return None;
    }
    if depth <= UNSPLIT_DEPTH {
        return Some(perft(position, depth));
    }
    let mut total = 0;
    for mv in position.legal_move_vec() {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        total += perft_stoppable(&child, depth - 1, stop)?;
    }
    Some(total)
}

/// [`perft_stoppable`] over at most `threads` threads (capped at the cores,
/// as `variant_core::perft_threads`): the positions two plies down are
/// shared out, and a thread the system refuses to start leaves its share
/// to the others (the same count).
pub(crate) fn perft_threads_stoppable<G: Game>(
    position: &G,
    depth: u32,
    threads: usize,
    stop: &AtomicBool,
) -> Option<u64> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let threads = threads.min(cores);
    if threads <= 1 || depth < 3 {
        return perft_stoppable(position, depth, stop);
    }
    let mut items = Vec::new();
    for mv in position.legal_move_vec() {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        for reply in child.legal_move_vec() {
            let mut grandchild = child.clone();
            grandchild.play_unchecked(&reply);
            items.push(grandchild);
        }
    }
    let next = AtomicUsize::new(0);
    let count_items = || {
        let mut total = 0;
        while let Some(item) = items.get(next.fetch_add(1, Relaxed)) {
            total += perft_stoppable(item, depth - 2, stop)?;
        }
        Some(total)
    };
    std::thread::scope(|scope| {
        let workers: Vec<_> = (1..threads)
            .map_while(|_| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, count_items)
                    .ok()
            })
            .collect();
        let own = count_items();
        let others = workers.into_iter().map(|worker| {
            worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        });
        others.fold(own, |sum, count| Some(sum? + count?))
    })
}

/// The integer `value` for the argument `name`, from `min` to `max`: a
/// Python `int` outside the range is a `VariantsError` worded as the CLI's
/// (never an `OverflowError`); anything but an `int` is the usual
/// `TypeError`.
pub(crate) fn integer(name: &str, value: &Bound<'_, PyAny>, min: u64, max: u64) -> PyResult<u64> {
    let expected = format!("expected a number from {min} to {max}");
    match value.extract::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        Ok(n) => Err(VariantsError::new_err(format!(
            "bad {name} `{n}`: {expected}"
        ))),
        Err(error) if !value.is_instance_of::<PyInt>() => Err(error),
        Err(_) => {
            let text = value.str().map_or_else(
                |_| "(a number too long to print)".to_string(),
                |s| s.to_string(),
            );
            if value.lt(0)? {
                Err(VariantsError::new_err(format!(
                    "{name}: {text} is negative, not a count: {expected}"
                )))
            } else {
                Err(VariantsError::new_err(format!(
                    "bad {name} `{text}`: {expected}"
                )))
            }
        }
    }
}

/// [`integer`] for an optional argument (`None` is no value).
pub(crate) fn optional_integer(
    name: &str,
    value: Option<&Bound<'_, PyAny>>,
    min: u64,
    max: u64,
) -> PyResult<Option<u64>> {
    match value {
        Some(value) if !value.is_none() => integer(name, value, min, max).map(Some),
        _ => Ok(None),
    }
}
