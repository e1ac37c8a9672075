//! Deep perft for people: an estimate that refuses a depth that cannot
//! finish, and a progress line on stderr while a long count runs.
//!
//! The counts are variant-core's [`perft`], split over the first two plies
//! (`perft(p, d)` is the sum of `perft(child, d - 1)` over the legal moves),
//! so they are exactly the library's.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use variant_core::{perft, perft_threads, Game};

/// A bound above the speed of every game here (the fastest counts about
/// 4·10^8 positions a second): estimated times are at least this long.
pub const NODE_RATE_BOUND: f64 = 1e9;

/// Counts estimated above this many positions are refused without
/// `--force`: more than a day even at [`NODE_RATE_BOUND`].
pub const NODE_LIMIT: f64 = 1e14;

/// Counts estimated above this are refused even with `--force`: the count
/// would not fit in 64 bits.
const COUNT_LIMIT: f64 = u64::MAX as f64;

/// How big a perft is expected to be.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The expected number of positions at the depth asked for.
    pub nodes: f64,
    /// The branching factor the estimate used.
    pub branching: f64,
}

/// Estimates `perft(position, depth)` from exact counts at small depths:
/// the last cheap count times its growth factor per further ply.
pub fn estimate<G: Game>(position: &G, depth: u32) -> Estimate {
    let mut previous = 1u64;
    let mut count = 1u64;
    let mut reached = 0;
    while reached < depth && count < 20_000 {
        previous = count;
        reached += 1;
        count = perft(position, reached);
        if count == 0 {
            break;
        }
    }
    let branching = count as f64 / previous.max(1) as f64;
    let nodes = count as f64 * branching.powi((depth - reached) as i32);
    Estimate { nodes, branching }
}

/// Refuses `perft GAME depth` when it cannot finish (see [`NODE_LIMIT`]).
pub fn check_feasible<G: Game>(position: &G, depth: u32, force: bool) -> Result<(), String> {
    let estimate = estimate(position, depth);
    let about = format!(
        "about {:.1e} positions (from a branching factor of about {:.0})",
        estimate.nodes, estimate.branching
    );
    if estimate.nodes > COUNT_LIMIT {
        return Err(format!(
            "depth {depth} would count {about}: more than a 64-bit count holds; choose a smaller depth"
        ));
    }
    if estimate.nodes > NODE_LIMIT && !force {
        let days = estimate.nodes / NODE_RATE_BOUND / 86_400.0;
        return Err(format!(
            "depth {depth} would count {about}, more than {:.0e}: over {} even at {:.0e} positions a second; choose a smaller depth, or add --force to run it anyway",
            NODE_LIMIT,
            if days >= 2.0 { format!("{days:.0} days") } else { "a day".to_string() },
            NODE_RATE_BOUND
        ));
    }
    Ok(())
}

/// Where progress goes: stderr on a terminal, or as `VARIANTS_PROGRESS`
/// says (`never`, `always`, or a number of seconds between lines from 0 to
/// 86,400, which also means always; for logs and tests). Any other setting
/// is ignored.
pub struct Progress {
    enabled: bool,
    overwrite: bool,
    interval: Duration,
    started: Instant,
    last: Instant,
    shown: bool,
}

impl Progress {
    /// Progress as the environment and stderr decide.
    pub fn from_environment() -> Progress {
        let terminal = std::io::stderr().is_terminal();
        let setting = std::env::var("VARIANTS_PROGRESS").unwrap_or_default();
        let (enabled, interval) = match setting.trim() {
            "never" => (false, 2.0),
            "always" => (true, 2.0),
            text => match text.parse::<f64>() {
                // At most a day: a longer interval is as good as never, and
                // a huge one would not fit a `Duration`.
                Ok(seconds) if (0.0..=86_400.0).contains(&seconds) => (true, seconds),
                _ => (terminal, 2.0),
            },
        };
        let now = Instant::now();
        Progress {
            enabled,
            overwrite: terminal,
            interval: Duration::from_secs_f64(interval),
            started: now,
            last: now,
            shown: false,
        }
    }

    /// Shows `line` if the interval has passed since the last one.
    pub fn tick(&mut self, line: impl FnOnce(Duration) -> String) {
        if !self.enabled || self.last.elapsed() < self.interval {
            return;
        }
        self.last = Instant::now();
        let text = line(self.started.elapsed());
        let mut err = std::io::stderr().lock();
        // Progress is a courtesy: a closed stderr is not an error.
        let _ = if self.overwrite {
            write!(err, "\r{text}\x1b[K")
        } else {
            writeln!(err, "{text}")
        };
        let _ = err.flush();
        self.shown = true;
    }

    /// Clears the progress line on a terminal.
    pub fn finish(&mut self) {
        if self.shown && self.overwrite {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[K");
        }
    }
}

/// `perft(position, depth)` with progress; `label` names the count
/// (`perft 7`) in the progress line.
pub fn counted<G: Game>(position: &G, depth: u32, label: &str, progress: &mut Progress) -> u64 {
    if depth < 3 {
        return perft(position, depth);
    }
    let moves = position.legal_move_vec();
    let mut total = 0u64;
    for (i, mv) in moves.iter().enumerate() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        total += counted_below(&child, depth - 1, label, i, moves.len(), progress);
    }
    total
}

/// `perft(position, depth)` over `threads` threads, with progress by the
/// share of the positions two plies down that have been counted.
pub fn counted_threads<G: Game>(
    position: &G,
    depth: u32,
    threads: usize,
    label: &str,
    progress: &mut Progress,
) -> u64 {
    let progress = Mutex::new(progress);
    perft_threads(position, depth, threads, |done, of| {
        if let Ok(mut progress) = progress.try_lock() {
            progress.tick(|elapsed| share_line(label, done, of, elapsed));
        }
    })
}

/// `perft 7: 41% done, 41 s, about 1 min left`.
fn share_line(label: &str, done: usize, of: usize, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let share = done as f64 / of.max(1) as f64;
    let left = seconds * (1.0 - share) / share.max(1e-9);
    format!(
        "{label}: {:.0}% done, {}, about {} left",
        share * 100.0,
        duration(seconds),
        duration(left)
    )
}

/// `perft(child, depth)` for the first move number `index` (from 0) of
/// `of`, counted reply by reply so that progress can be shown in between.
pub fn counted_below<G: Game>(
    child: &G,
    depth: u32,
    label: &str,
    index: usize,
    of: usize,
    progress: &mut Progress,
) -> u64 {
    if depth < 2 {
        return perft(child, depth);
    }
    let replies = child.legal_move_vec();
    let mut total = 0;
    for (j, reply) in replies.iter().enumerate() {
        let mut grandchild = child.clone();
        grandchild.play_unchecked(reply);
        total += perft(&grandchild, depth - 1);
        let done = index as f64 + (j + 1) as f64 / replies.len() as f64;
        progress.tick(|elapsed| line(label, done, of, elapsed));
    }
    total
}

/// `perft 7: 12.5 of 59 first moves, 41 s, about 2 min left`.
fn line(label: &str, done: f64, of: usize, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let left = if done > 0.0 {
        let rest = seconds * (of as f64 - done) / done;
        format!(", about {} left", duration(rest))
    } else {
        String::new()
    };
    format!(
        "{label}: {done:.1} of {of} first moves done, {}{left}",
        duration(seconds)
    )
}

/// `41 s`, `3 min`, `2.5 h`.
fn duration(seconds: f64) -> String {
    if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else if seconds < 7_200.0 {
        format!("{:.0} min", seconds / 60.0)
    } else {
        format!("{:.1} h", seconds / 3_600.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_counts_are_the_library_counts() {
        let start = cheskers::Position::default();
        let mut progress = Progress {
            enabled: false,
            overwrite: false,
            interval: Duration::ZERO,
            started: Instant::now(),
            last: Instant::now(),
            shown: false,
        };
        for depth in 0..=5 {
            assert_eq!(
                counted(&start, depth, "perft", &mut progress),
                perft(&start, depth),
                "depth {depth}"
            );
            assert_eq!(
                counted_threads(&start, depth, 3, "perft", &mut progress),
                perft(&start, depth),
                "depth {depth}, threads"
            );
        }
    }

    #[test]
    fn estimates_refuse_the_impossible() {
        let start = baroque_chess::Position::default();
        let small = estimate(&start, 2);
        assert_eq!(small.nodes, 944.0, "exact when cheap");
        assert!(check_feasible(&start, 5, false).is_ok());
        let error = check_feasible(&start, 10, false).unwrap_err();
        assert!(error.contains("--force"), "{error}");
        assert!(check_feasible(&start, 10, true).is_ok());
        let error = check_feasible(&start, 64, true).unwrap_err();
        assert!(error.contains("64-bit"), "{error}");
        assert_eq!(duration(41.0), "41 s");
        assert_eq!(duration(600.0), "10 min");
    }
}
