//! When to stop: depth, nodes, a fixed time per move, or a clock.

use std::time::Duration;

/// The search's deepest iteration, in plies.
pub const MAX_DEPTH: u32 = 100;

/// How many moves a clock without moves-to-go is planned for: games of
/// these variants often last 60 to 100 moves a side, and a clock shared over
/// 40 keeps a tenth of itself after 90 moves (`(39/40)^90`) instead of
/// running dry.
pub const CLOCK_HORIZON: u32 = 40;

/// Iterations grow by at least this factor (and at most by
/// [`MAX_GROWTH`]) when the next one's time is predicted from the last two.
pub const MIN_GROWTH: f64 = 1.5;

/// The largest growth predicted from one iteration to the next.
pub const MAX_GROWTH: f64 = 6.0;

/// A player's clock: the time left, the increment added after each move,
/// and the moves to play before the next time control, if the control has
/// one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clock {
    /// The time the side to move has left.
    pub time_left: Duration,
    /// The time added to its clock after each of its moves.
    pub increment: Duration,
    /// Its moves to the next time control (`None`: the rest of the game).
    pub moves_to_go: Option<u32>,
}

/// When to stop searching. Every limit given applies, the first reached
/// ends the search; [`infinite`](Limits::infinite) overrides them all, so
/// that only the stop flag (or [`MAX_DEPTH`]) ends it.
///
/// The search always completes depth 1, so that it has a move to give. With
/// one thread and no time limit a search is deterministic: the same position,
/// history, limits and engine state give the same result.
///
/// ```
/// use std::time::Duration;
/// use variant_engine::{Clock, Limits};
/// let fixed = Limits::movetime(Duration::from_millis(200));
/// let budget = fixed.time_budget(Duration::ZERO);
/// assert_eq!(budget.hard, Some(Duration::from_millis(200)));
/// // Every iteration that starts in time may run to the end of it.
/// assert_eq!(budget.soft, None);
///
/// let clock = Limits::clock(Clock {
///     time_left: Duration::from_secs(60),
///     increment: Duration::from_secs(1),
///     moves_to_go: None,
/// });
/// let budget = clock.time_budget(Duration::ZERO);
/// // 60 s / 40 moves + 3/4 of the increment: 2.25 s a move on average.
/// assert_eq!(budget.target, Some(Duration::from_millis(2250)));
/// assert_eq!(budget.soft, Some(Duration::from_millis(3000)));
/// assert_eq!(budget.hard, Some(Duration::from_millis(6750)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The deepest iteration, in plies (at most [`MAX_DEPTH`]).
    pub depth: Option<u32>,
    /// Stop after this many nodes (exactly, with one thread).
    pub nodes: Option<u64>,
    /// Think this long, then move.
    pub movetime: Option<Duration>,
    /// Manage the time of this clock.
    pub clock: Option<Clock>,
    /// Search until stopped, whatever the other limits say.
    pub infinite: bool,
    /// The tie-break among equally good root moves: the root moves are
    /// shuffled by it before the first iteration, so different seeds vary
    /// the play and the same seed repeats it.
    pub seed: u64,
}

impl Limits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about `nodes` nodes (deterministic with one thread).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for `time`, then move.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// Play on `clock`.
    pub fn clock(clock: Clock) -> Limits {
        Limits {
            clock: Some(clock),
            ..Limits::default()
        }
    }

    /// Search until the stop flag is raised.
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    /// The deepest iteration these limits allow.
    pub fn max_depth(&self) -> u32 {
        if self.infinite {
            MAX_DEPTH
        } else {
            self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
        }
    }

    /// The node limit, if any applies.
    pub fn node_limit(&self) -> Option<u64> {
        if self.infinite {
            None
        } else {
            self.nodes
        }
    }

    /// The time the search may take, keeping `overhead` in hand on a clock
    /// for communication and the like.
    ///
    /// For a fixed time per move `t`: `target = hard = t`, and no `soft`
    /// limit: an iteration that starts before `t` may run to `t`, since time
    /// not used on the move is lost.
    ///
    /// For a clock with `t` left, less the overhead of each of the `m`
    /// moves still to play (together at most half of `t`), increment `i`
    /// and `m` moves to go ([`CLOCK_HORIZON`] when not given):
    ///
    /// * `target = t / m + 3/4 i`, at most `t / 2`: the average time a
    ///   move should take, so that the clock lasts to the control. A quarter
    ///   of each increment is saved: on a clock that has run low the time
    ///   left settles near `m i / 4` instead of near nothing, which absorbs
    ///   the delays of a loaded machine. No move plans more than half of
    ///   what is left, so the last moves before a control (or of a nearly
    ///   empty clock) never stake it all on one search;
    /// * `soft = 4/3 target`: a new iteration starts only if it is
    ///   predicted to end by then (its time predicted from the last
    ///   iterations' growth: see the crate docs on time), so that no
    ///   iteration is started only to be cut off. A search stops between a
    ///   third and all of the way to `soft`; with `soft` at the target,
    ///   moves took 3/4 of it on average in timed matches, the rest piling up
    ///   for the last moves before a control, so `soft` is a third higher,
    ///   but at most half the clock;
    /// * `hard = 3 target`, at most `3/4 t`: the search is cut off there,
    ///   whatever it is doing (an iteration that takes far longer than
    ///   predicted).
    ///
    /// When both are given, the smaller of each applies. Infinite limits have
    /// no time budget.
    pub fn time_budget(&self, overhead: Duration) -> TimeBudget {
        if self.infinite {
            return TimeBudget::default();
        }
        let mut budget = TimeBudget::default();
        if let Some(clock) = self.clock {
            let moves = clock.moves_to_go.unwrap_or(CLOCK_HORIZON).max(1);
            // The overhead of every move still to play in this period is
            // kept in hand, not only this move's: on a loaded machine each
            // move loses some of it on the way, and a clock that kept one
            // overhead reached the last moves of a control with nothing.
            let reserve = overhead.saturating_mul(moves).min(clock.time_left / 2);
            let available = clock.time_left.saturating_sub(reserve);
            let target = (available / moves + clock.increment * 3 / 4).min(available / 2);
            let hard = (target * 3).min(available * 3 / 4).max(target);
            budget = TimeBudget {
                target: Some(target),
                soft: Some((target * 4 / 3).min(available / 2)),
                hard: Some(hard),
            };
        }
        if let Some(t) = self.movetime {
            let min = |a: Option<Duration>| Some(a.map_or(t, |a| a.min(t)));
            budget = TimeBudget {
                target: min(budget.target),
                soft: budget.soft.map(|s| s.min(t)),
                hard: min(budget.hard),
            };
        }
        budget
    }
}

/// The times a search may take, from [`Limits::time_budget`]; `None` where
/// time does not limit it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TimeBudget {
    /// The time a move should take on average.
    pub target: Option<Duration>,
    /// A new iteration starts only if it is predicted to end by this time
    /// (`None`: any iteration may start before `hard`).
    pub soft: Option<Duration>,
    /// The search stops here, mid-iteration if need be.
    pub hard: Option<Duration>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn the_last_move_before_the_control_plans_half() {
        let limits = Limits::clock(Clock {
            time_left: MS(10_000),
            increment: Duration::ZERO,
            moves_to_go: Some(1),
        });
        let b = limits.time_budget(MS(100));
        // 9.9 s available: half of it planned (and no iteration started
        // that would end later), 3/4 of it at most.
        assert_eq!(b.target, Some(MS(4950)));
        assert_eq!(b.soft, Some(MS(4950)));
        assert_eq!(b.hard, Some(MS(7425)));
    }

    #[test]
    fn the_overhead_of_every_move_to_go_is_kept_in_hand() {
        // 10 s for 40 moves with 20 ms of overhead: 0.8 s kept back, 9.2 s
        // shared by 40 moves; with 2 moves to go, 40 ms back, 9.96 s shared
        // by 2, of which one move plans at most half.
        let clock = |moves| {
            Limits::clock(Clock {
                time_left: MS(10_000),
                increment: Duration::ZERO,
                moves_to_go: Some(moves),
            })
            .time_budget(MS(20))
        };
        assert_eq!(clock(40).target, Some(MS(230)));
        assert_eq!(clock(2).target, Some(MS(4980)));
    }

    #[test]
    fn a_nearly_empty_clock_still_gets_a_budget() {
        let limits = Limits::clock(Clock {
            time_left: MS(40),
            increment: MS(1000),
            moves_to_go: None,
        });
        let b = limits.time_budget(MS(100));
        // The overhead takes at most half the clock: 20 ms left, half of it
        // planned, 15 ms at most.
        assert_eq!(b.target, Some(MS(10)));
        assert_eq!(b.soft, Some(MS(10)));
        assert_eq!(b.hard, Some(MS(15)));
    }

    /// Plays `moves` moves that each take `spend(budget)` on a clock of
    /// `start` with increment `inc`, `control` moves per period (0: none);
    /// the lowest clock seen and the clock at the end.
    fn play_out(
        start: Duration,
        inc: Duration,
        control: u32,
        moves: u32,
        spend: fn(TimeBudget) -> Duration,
    ) -> (Duration, Duration) {
        let mut clock = start;
        let mut lowest = start;
        for played in 0..moves {
            let limits = Limits::clock(Clock {
                time_left: clock,
                increment: inc,
                moves_to_go: (control > 0).then(|| control - played % control),
            });
            let used = spend(limits.time_budget(MS(20)));
            assert!(used < clock, "move {played}: {used:?} of {clock:?}");
            clock = clock - used + inc;
            lowest = lowest.min(clock);
            if control > 0 && (played + 1) % control == 0 {
                clock += start;
            }
        }
        (lowest, clock)
    }

    #[test]
    fn an_increment_clock_settles_near_a_quarter_of_the_increments() {
        // Spending the target on every move, 40 overheads kept in hand:
        // `c' = c - (c - 40 o) / 40 - 3/4 i + i` has its fixed point at
        // `c = 40 o + 40 i / 4`: 0.8 s + 1 s.
        let (_, end) = play_out(MS(10_000), MS(100), 0, 400, |b| b.target.unwrap());
        assert!(end.abs_diff(MS(1800)) < MS(5), "{end:?}");
    }

    #[test]
    fn sudden_death_lasts_without_collapsing() {
        // No increment, 40 moves' worth planned, 40 overheads (0.8 s) kept
        // in hand: `c' = c - (c - 0.8) / 40`, so after 90 moves spent at
        // the target `0.8 + 59.2 (39/40)^90` = 6.88 s, 11.5% of the clock,
        // is left.
        let (_, end) = play_out(MS(60_000), Duration::ZERO, 0, 90, |b| b.target.unwrap());
        let share = end.as_secs_f64() / 60.0;
        assert!((share - 0.1146).abs() < 0.002, "{share}");
        // Even if every search ran to its hard limit, no flag falls in 300
        // moves (each takes at most 3/4 of what is left).
        let (lowest, _) = play_out(MS(60_000), Duration::ZERO, 0, 300, |b| b.hard.unwrap());
        assert!(lowest > Duration::ZERO);
    }

    #[test]
    fn a_moves_to_go_control_uses_its_period() {
        // 40 moves in 40 s, three periods, each move spending its target
        // `(t - m o) / m`, about 0.98 s, with `m` falling from 40: each move
        // releases one overhead (20 ms) of the reserve to the moves after
        // it, so the last move finds about 1.08 s and plans half of what is
        // not its overhead: the control arrives with about 0.55 s on the
        // clock, neither flagged nor hoarded.
        let (lowest, _) = play_out(MS(40_000), Duration::ZERO, 40, 120, |b| b.target.unwrap());
        assert!(lowest.abs_diff(MS(552)) < MS(5), "{lowest:?}");
    }

    #[test]
    fn movetime_and_clock_combine_and_infinite_ignores_both() {
        let mut limits = Limits::clock(Clock {
            time_left: MS(60_000),
            increment: Duration::ZERO,
            moves_to_go: Some(10),
        });
        limits.movetime = Some(MS(1000));
        let b = limits.time_budget(Duration::ZERO);
        assert_eq!(
            (b.target, b.soft, b.hard),
            (Some(MS(1000)), Some(MS(1000)), Some(MS(1000)))
        );
        // A fixed time alone has no soft limit.
        let b = Limits::movetime(MS(300)).time_budget(MS(20));
        assert_eq!(
            (b.target, b.soft, b.hard),
            (Some(MS(300)), None, Some(MS(300)))
        );
        limits.infinite = true;
        assert_eq!(limits.time_budget(Duration::ZERO), TimeBudget::default());
        assert_eq!(limits.max_depth(), MAX_DEPTH);
        assert_eq!(Limits::depth(0).max_depth(), 1);
        assert_eq!(Limits::default().node_limit(), None);
    }
}
