//! The numbers of CECP commands (`st`, `level`, `time`, `otim`, `sd`,
//! `nps`, `memory`, `cores`), each parsed as a finite value in a stated
//! range: anything else is refused (`None`), and the engine answers
//! `Error (...)` and plays on. No number from the protocol reaches a
//! conversion that could panic (`Duration::from_secs_f64` of `1e20`).

use std::time::Duration;

/// The longest time any command may set: 100 days, in seconds.
pub const MAX_SECONDS: f64 = 8_640_000.0;
/// The most moves per session `level` takes.
pub const MAX_MOVES_PER_SESSION: u32 = 100_000;
/// The most minutes `level` takes for a session.
pub const MAX_MINUTES: u64 = 144_000;
/// The largest clock `time` and `otim` take, in centiseconds (100 days).
pub const MAX_CENTISECONDS: i64 = 864_000_000;
/// The largest `nps`.
pub const MAX_NPS: u64 = 1_000_000_000_000;
/// The largest `memory`, in MiB (as `--hash`).
pub const MAX_MEMORY_MB: u64 = 65_536;
/// The most `cores` (as `--threads`).
pub const MAX_CORES: u64 = 256;

/// Seconds as CECP writes them (`30`, `0.5`): finite, from 0 to
/// [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.parse().ok()?;
    (s.is_finite() && (0.0..=MAX_SECONDS).contains(&s)).then(|| Duration::from_secs_f64(s))
}

/// `level MPS BASE INC`: moves per session (0 to [`MAX_MOVES_PER_SESSION`]),
/// the session's time as minutes or `MINUTES:SECONDS` (at most
/// [`MAX_MINUTES`]), and the increment in seconds ([`seconds`]).
pub fn level(args: &[&str]) -> Option<(u32, Duration, Duration)> {
    let [mps, base, inc] = args else { return None };
    let mps: u32 = mps.parse().ok().filter(|m| *m <= MAX_MOVES_PER_SESSION)?;
    let (minutes, secs) = match base.split_once(':') {
        Some((m, s)) => (
            m.parse::<u64>().ok()?,
            s.parse::<u64>().ok().filter(|s| *s < 60)?,
        ),
        None => (base.parse::<u64>().ok()?, 0),
    };
    if minutes > MAX_MINUTES {
        return None;
    }
    let base = Duration::from_secs(minutes * 60 + secs);
    Some((mps, base, seconds(inc)?))
}

/// `time N` or `otim N`: a clock in centiseconds, an integer from
/// -[`MAX_CENTISECONDS`] to [`MAX_CENTISECONDS`]; a negative clock (XBoard
/// sends one when a flag has fallen) is no time left.
pub fn clock(text: &str) -> Option<Duration> {
    let cs: i64 = text
        .parse()
        .ok()
        .filter(|cs: &i64| cs.abs() <= MAX_CENTISECONDS)?;
    Some(Duration::from_millis(cs.max(0) as u64 * 10))
}

/// An integer from `min` to `max`.
pub fn integer(text: &str, min: u64, max: u64) -> Option<u64> {
    text.parse::<u64>().ok().filter(|n| (min..=max).contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_range_or_refused() {
        assert_eq!(seconds("0.5"), Some(Duration::from_millis(500)));
        for bad in [
            "1e20",
            "99999999999999999999",
            "1e300",
            "inf",
            "NaN",
            "-1",
            "",
            "x",
        ] {
            assert_eq!(seconds(bad), None, "{bad}");
        }
        assert_eq!(
            level(&["40", "5", "0"]),
            Some((40, Duration::from_secs(300), Duration::ZERO))
        );
        assert_eq!(
            level(&["0", "2:30", "1.5"]),
            Some((0, Duration::from_secs(150), Duration::from_millis(1500)))
        );
        for bad in [
            ["40", "1", "1e20"],
            ["x", "5", "0"],
            ["-1", "5", "0"],
            ["40", "1:60", "0"],
            ["40", "99999999999999999999", "0"],
            ["4000000000", "1", "0"],
        ] {
            assert_eq!(level(&bad), None, "{bad:?}");
        }
        assert_eq!(level(&["40", "5"]), None);
        assert_eq!(clock("6000"), Some(Duration::from_secs(60)));
        assert_eq!(clock("-150"), Some(Duration::ZERO));
        assert_eq!(clock("99999999999999999999"), None);
        assert_eq!(clock("864000001"), None);
        assert_eq!(integer("3", 1, 5), Some(3));
        assert_eq!(integer("0", 1, 5), None);
        assert_eq!(integer("-3", 0, 5), None);
    }
}
