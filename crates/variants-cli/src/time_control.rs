//! How `match` times each engine: a fixed time per move (`--st`) or a
//! clock (`--tc MOVES/MINUTES+INCREMENT`), one per engine (`--st1`,
//! `--tc2`, ...), kept by the referee, and how each is told to a CECP
//! engine.

use crate::text::echo;
use std::time::Duration;

/// The finest time the engine protocol carries: its clocks count
/// centiseconds, so a shorter time would reach the engine as 0.
pub const RESOLUTION: f64 = 0.01;

/// Grace on a clock for the pipes and the scheduler.
pub const CLOCK_GRACE: Duration = Duration::from_millis(50);

/// A clock control: `moves` per period (0: the whole game), the period's
/// time and the increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per period; 0 for one period for the game.
    pub moves: u32,
    /// The time of a period.
    pub base: Duration,
    /// Added after each move.
    pub increment: Duration,
}

/// How one engine's time is measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// This long for each move.
    PerMove(Duration),
    /// A clock.
    Clock(TimeControl),
}

impl Default for Timing {
    /// One second a move.
    fn default() -> Timing {
        Timing::PerMove(Duration::from_secs(1))
    }
}

/// A parser of seconds for the option `name` (`--st`, `--st1`, `--st2`).
pub fn seconds(name: &'static str) -> impl Fn(&str) -> Result<Duration, String> + Clone {
    move |text: &str| {
        text.parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= RESOLUTION && *s <= 86_400.0)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| {
                format!(
                    "bad {name} `{}`: expected seconds from 0.01 (the protocol's clock counts centiseconds), such as 0.5",
                    echo(text)
                )
            })
    }
}

/// The most minutes a clock (`--tc`) may start with.
const MAX_TC_MINUTES: f64 = 10_000.0;
/// The largest increment a clock may add a move, in seconds.
const MAX_INCREMENT: f64 = 3_600.0;

/// A parser of a clock for the option `name` (`--tc`, `--tc1`, `--tc2`).
pub fn clock(name: &'static str) -> impl Fn(&str) -> Result<TimeControl, String> + Clone {
    move |text: &str| {
        parse_tc(text).map_err(|()| {
            format!(
                "bad {name} `{}`: expected MOVES/MINUTES+INCREMENT (minutes up to {MAX_TC_MINUTES}, an increment of 0 or from 0.01 to {MAX_INCREMENT} seconds), such as 40/1+0.5",
                echo(text)
            )
        })
    }
}

/// `40/5+0.1`, `5+2`, `1`: moves/minutes+increment seconds.
fn parse_tc(text: &str) -> Result<TimeControl, ()> {
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => (m.parse::<u32>().map_err(|_| ())?, rest),
        None => (0, text),
    };
    let (minutes, inc) = match rest.split_once('+') {
        Some((m, i)) => (m, i),
        None => (rest, "0"),
    };
    let minutes: f64 = minutes.parse().map_err(|_| ())?;
    let inc: f64 = inc.parse().map_err(|_| ())?;
    let in_range = minutes.is_finite()
        && minutes <= MAX_TC_MINUTES
        && inc.is_finite()
        && (0.0..=MAX_INCREMENT).contains(&inc);
    // Above zero and representable: the protocol counts centiseconds.
    let representable = minutes * 60.0 >= RESOLUTION && (inc == 0.0 || inc >= RESOLUTION);
    if !(in_range && representable) {
        return Err(());
    }
    Ok(TimeControl {
        moves,
        base: Duration::from_secs_f64(minutes * 60.0),
        increment: Duration::from_secs_f64(inc),
    })
}

/// One engine's timing from its own options (`--tc1`, `--st1`), else the
/// match's (`--tc`, `--st`), else one second a move. A clock comes before a
/// time per move at the same level.
pub fn timing(
    own: (Option<TimeControl>, Option<Duration>),
    shared: (Option<TimeControl>, Option<Duration>),
) -> Timing {
    match (own, shared) {
        ((Some(tc), _), _) => Timing::Clock(tc),
        ((None, Some(t)), _) => Timing::PerMove(t),
        (_, (Some(tc), _)) => Timing::Clock(tc),
        (_, (None, Some(t))) => Timing::PerMove(t),
        _ => Timing::default(),
    }
}

impl Timing {
    /// The clock at the start of a game (for a time per move, that time).
    pub fn start_clock(self) -> Duration {
        match self {
            Timing::PerMove(t) => t,
            Timing::Clock(tc) => tc.base,
        }
    }

    /// The moves to the next control for a side that has made `moved`
    /// moves in the game (`None`: no such control).
    pub fn moves_to_go(self, moved: u32) -> Option<u32> {
        match self {
            Timing::Clock(tc) if tc.moves > 0 => Some(tc.moves - moved % tc.moves),
            _ => None,
        }
    }

    /// How long a move may take with `clock` left: a time per move may take
    /// twice its time plus a second (the engine protocol's `st` is not a
    /// hard limit), a clock what is on it and [`CLOCK_GRACE`].
    pub fn allowed(self, clock: Duration) -> Duration {
        match self {
            Timing::PerMove(t) => (t * 2).max(t + Duration::from_secs(1)),
            Timing::Clock(_) => clock + CLOCK_GRACE,
        }
    }

    /// The clock after a move that took `took` with `clock` left, the side
    /// having made `moved` moves in the game with this one.
    pub fn after_move(self, clock: Duration, took: Duration, moved: u32) -> Duration {
        match self {
            Timing::PerMove(t) => t,
            Timing::Clock(tc) => {
                let mut left = clock.saturating_sub(took) + tc.increment;
                if tc.moves > 0 && moved.is_multiple_of(tc.moves) {
                    left += tc.base;
                }
                left
            }
        }
    }

    /// The command that tells a CECP engine this timing at the start of a
    /// game. `st` takes whole seconds: a fraction is sent as a clock of one
    /// move per period, and [`Timing::clock_lines`] before every move sets
    /// that clock to the time per move.
    pub fn command(self) -> String {
        match self {
            Timing::PerMove(t) if t.subsec_nanos() == 0 => format!("st {}", t.as_secs()),
            Timing::PerMove(t) => {
                let secs = t.as_secs() + 1;
                format!("level 1 {}:{:02} 0", secs / 60, secs % 60)
            }
            Timing::Clock(tc) => {
                let secs = tc.base.as_secs();
                format!(
                    "level {} {}:{:02} {}",
                    tc.moves,
                    secs / 60,
                    secs % 60,
                    tc.increment.as_secs_f64()
                )
            }
        }
    }

    /// The `time` and `otim` lines before a move, with the engine's clock
    /// `own` and its opponent's `other` (none for a whole number of seconds
    /// per move, which `st` says).
    pub fn clock_lines(self, own: Duration, other: Duration) -> Vec<String> {
        let cs = |d: Duration| d.as_millis() / 10;
        match self {
            Timing::Clock(_) => vec![format!("time {}", cs(own)), format!("otim {}", cs(other))],
            Timing::PerMove(t) if t.subsec_nanos() != 0 => {
                vec![format!("time {}", cs(t)), format!("otim {}", cs(t))]
            }
            Timing::PerMove(_) => Vec::new(),
        }
    }

    /// The timing in words, for the match's first line: `0.5 s a move`,
    /// `40 moves in 60 s + 0.1 s`.
    pub fn describe(self) -> String {
        match self {
            Timing::PerMove(t) => format!("{} s a move", t.as_secs_f64()),
            Timing::Clock(tc) => {
                let moves = if tc.moves == 0 {
                    "the game".to_string()
                } else {
                    format!("{} moves", tc.moves)
                };
                let inc = if tc.increment.is_zero() {
                    String::new()
                } else {
                    format!(" + {} s a move", tc.increment.as_secs_f64())
                };
                format!("{moves} in {} s{inc}", tc.base.as_secs_f64())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(text: &str) -> Result<TimeControl, String> {
        clock("--tc")(text)
    }

    #[test]
    fn time_controls_parse() {
        assert_eq!(
            tc("40/1+0.5"),
            Ok(TimeControl {
                moves: 40,
                base: Duration::from_secs(60),
                increment: Duration::from_millis(500)
            })
        );
        assert_eq!(
            tc("0.5"),
            Ok(TimeControl {
                moves: 0,
                base: Duration::from_secs(30),
                increment: Duration::ZERO
            })
        );
        for bad in [
            "", "x", "40/", "/1", "1+x", "0", "-1", "1+3600.5", "1+1e300", "10001",
        ] {
            assert!(tc(bad).is_err(), "{bad}");
        }
        assert_eq!(
            tc("10000+3600").map(|t| t.increment),
            Ok(Duration::from_secs(3600))
        );
        assert_eq!(
            clock("--tc2")("x"),
            Err("bad --tc2 `x`: expected MOVES/MINUTES+INCREMENT (minutes up to 10000, an increment of 0 or from 0.01 to 3600 seconds), such as 40/1+0.5".to_string())
        );
        assert_eq!(seconds("--st")("0.25"), Ok(Duration::from_millis(250)));
        assert!(seconds("--st1")("0")
            .unwrap_err()
            .starts_with("bad --st1 `0`"));
    }

    #[test]
    fn each_engine_has_its_own_timing_or_the_match_s() {
        let a = TimeControl {
            moves: 40,
            base: Duration::from_secs(40),
            increment: Duration::ZERO,
        };
        let half = Duration::from_millis(500);
        assert_eq!(timing((None, None), (None, None)), Timing::default());
        assert_eq!(timing((None, None), (Some(a), None)), Timing::Clock(a));
        assert_eq!(
            timing((None, Some(half)), (Some(a), None)),
            Timing::PerMove(half)
        );
        assert_eq!(
            timing((Some(a), None), (None, Some(half))),
            Timing::Clock(a)
        );
    }

    #[test]
    fn a_clock_runs_down_and_is_refilled_at_the_control() {
        let t = Timing::Clock(TimeControl {
            moves: 2,
            base: Duration::from_secs(10),
            increment: Duration::from_secs(1),
        });
        let s = Duration::from_secs;
        // Move 1: 10 - 3 + 1 = 8; move 2 reaches the control: 8 - 2 + 1 + 10.
        assert_eq!(t.after_move(s(10), s(3), 1), s(8));
        assert_eq!(t.after_move(s(8), s(2), 2), s(17));
        assert_eq!(t.moves_to_go(0), Some(2));
        assert_eq!(t.moves_to_go(1), Some(1));
        assert_eq!(t.moves_to_go(2), Some(2));
        assert_eq!(t.command(), "level 2 0:10 1");
        assert_eq!(t.clock_lines(s(8), s(9)), ["time 800", "otim 900"]);
        assert_eq!(t.allowed(s(8)), s(8) + CLOCK_GRACE);
        let st = Timing::PerMove(Duration::from_millis(300));
        assert_eq!(st.command(), "level 1 0:01 0");
        assert_eq!(st.clock_lines(s(1), s(1)), ["time 30", "otim 30"]);
        assert_eq!(st.allowed(s(0)), Duration::from_millis(1300));
        assert_eq!(Timing::PerMove(s(2)).command(), "st 2");
        assert_eq!(st.describe(), "0.3 s a move");
        assert_eq!(t.describe(), "2 moves in 10 s + 1 s a move");
    }
}
