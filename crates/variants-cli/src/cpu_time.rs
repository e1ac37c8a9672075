//! CPU time, as Linux's `/proc` reports it: of an engine process (the
//! referee's summary) and of the calling thread (the search threads of a
//! `builtin` engine). Elsewhere, or if `/proc` cannot be read, there is no
//! figure (`None`), and the summary says `n/a`.

use std::time::Duration;

/// The clock ticks of `/proc/PID/stat`'s times: Linux's `USER_HZ`, which is
/// 100 on every architecture it supports.
const TICKS_PER_SECOND: u64 = 100;

/// The CPU time (user and system) of the process `pid` and of the children
/// it has waited for.
pub fn of_process(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    process_ticks(&stat).map(|ticks| {
        Duration::from_secs(ticks / TICKS_PER_SECOND)
            + Duration::from_millis(ticks % TICKS_PER_SECOND * 1000 / TICKS_PER_SECOND)
    })
}

/// utime + stime + cutime + cstime of a `/proc/PID/stat` line: fields 14 to
/// 17, counted after the command name (field 2, in parentheses, which may
/// itself hold spaces and parentheses: the last `)` ends it).
fn process_ticks(stat: &str) -> Option<u64> {
    let after_name = &stat[stat.rfind(')')? + 1..];
    // Field 3 (the state) is the first after the name.
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let field = |n: usize| fields.get(n - 3)?.parse::<i64>().ok();
    let total = field(14)? + field(15)? + field(16)? + field(17)?;
    u64::try_from(total).ok()
}

/// The CPU time the calling thread has run, in nanoseconds (the first field
/// of `/proc/thread-self/schedstat`). The kernel brings that figure up to
/// date at each scheduler tick and context switch, so a reading may lag by
/// up to a tick (1 to 10 ms): a search's time is counted to within a tick.
pub fn of_this_thread() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse::<u64>().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// `12.3 s`, or `n/a` without a figure.
pub fn shown(time: Option<Duration>) -> String {
    time.map_or_else(
        || "n/a".to_string(),
        |t| format!("{:.1} s", t.as_secs_f64()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_are_read_after_the_name() {
        // A name with spaces and a parenthesis; utime 250, stime 50,
        // cutime 7, cstime 3 ticks.
        let line = "4242 (my (odd) engine) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 7 3 20 0 1 0 123 456 789";
        assert_eq!(process_ticks(line), Some(310));
        assert_eq!(process_ticks("garbage"), None);
        assert_eq!(process_ticks("1 (x) S 1 2"), None);
    }

    #[test]
    fn this_process_and_thread_have_run() {
        if !std::path::Path::new("/proc/thread-self/schedstat").exists() {
            return;
        }
        // Burn CPU: the thread's clock moves on (within a tick or two; two
        // seconds are plenty on a loaded machine).
        let before = of_this_thread().expect("a thread clock");
        let began = std::time::Instant::now();
        let mut x = 0u64;
        let mut after = before;
        while after == before && began.elapsed() < Duration::from_secs(2) {
            for i in 0..1_000_000u64 {
                x = x.wrapping_mul(31).wrapping_add(i);
            }
            std::hint::black_box(x);
            after = of_this_thread().expect("a thread clock");
        }
        assert!(after > before, "{before:?} {after:?}");
        assert!(of_process(std::process::id()).is_some());
        assert_eq!(shown(None), "n/a");
        assert_eq!(shown(Some(Duration::from_millis(12_340))), "12.3 s");
    }
}
