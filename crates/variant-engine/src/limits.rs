//! When to stop: depth, nodes, a fixed time per move, or a clock.

use std::time::Duration;

/// The search's deepest iteration, in plies.
pub const MAX_DEPTH: u32 = 100;

/// How many moves a clock without moves-to-go is assumed to last for.
pub const CLOCK_HORIZON: u32 = 30;

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
///
/// let clock = Limits::clock(Clock {
///     time_left: Duration::from_secs(60),
///     increment: Duration::from_secs(1),
///     moves_to_go: None,
/// });
/// let budget = clock.time_budget(Duration::ZERO);
/// // 60 s / 30 moves + 3/4 of the increment: 2.75 s a move on average.
/// assert_eq!(budget.target, Some(Duration::from_millis(2750)));
/// assert_eq!(budget.soft, Some(Duration::from_millis(1375)));
/// assert_eq!(budget.hard, Some(Duration::from_millis(8250)));
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
    /// For a fixed time per move, all three times are that time. For a clock
    /// with `t` left (less the overhead), increment `i` and `m` moves to go
    /// ([`CLOCK_HORIZON`] when not given):
    ///
    /// * `target = t / m + 3/4 i`, at most `3/4 t`: the average time a move
    ///   should take, so that the clock lasts to the control (and the
    ///   baseline level's whole time per move);
    /// * `soft = target / 2`: no new iteration starts after it, since the
    ///   next one usually takes as long as all before it;
    /// * `hard = 3 target`, at most `3/4 t`: the search is cut off there,
    ///   whatever it is doing.
    ///
    /// When both are given, the smaller of each applies. Infinite limits have
    /// no time budget.
    pub fn time_budget(&self, overhead: Duration) -> TimeBudget {
        if self.infinite {
            return TimeBudget::default();
        }
        let mut budget = TimeBudget::default();
        if let Some(clock) = self.clock {
            let available = clock
                .time_left
                .saturating_sub(overhead.min(clock.time_left / 2));
            let moves = clock.moves_to_go.unwrap_or(CLOCK_HORIZON).max(1);
            let cap = available * 3 / 4;
            let target = (available / moves + clock.increment * 3 / 4).min(cap);
            let soft = target / 2;
            let hard = (target * 3).min(cap).max(soft);
            budget = TimeBudget {
                target: Some(target),
                soft: Some(soft),
                hard: Some(hard),
            };
        }
        if let Some(t) = self.movetime {
            let min = |a: Option<Duration>| Some(a.map_or(t, |a| a.min(t)));
            budget = TimeBudget {
                target: min(budget.target),
                soft: min(budget.soft),
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
    /// No iteration starts after this.
    pub soft: Option<Duration>,
    /// The search stops here, mid-iteration if need be.
    pub hard: Option<Duration>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn the_last_move_before_the_control_keeps_a_quarter() {
        let limits = Limits::clock(Clock {
            time_left: MS(10_000),
            increment: Duration::ZERO,
            moves_to_go: Some(1),
        });
        let b = limits.time_budget(MS(100));
        // 9.9 s available, 3/4 of it at most.
        assert_eq!(b.target, Some(MS(7425)));
        assert_eq!(b.hard, Some(MS(7425)));
        assert_eq!(b.soft, Some(MS(3712) + Duration::from_micros(500)));
    }

    #[test]
    fn a_nearly_empty_clock_still_gets_a_budget() {
        let limits = Limits::clock(Clock {
            time_left: MS(40),
            increment: MS(1000),
            moves_to_go: None,
        });
        let b = limits.time_budget(MS(100));
        // The overhead takes at most half the clock: 20 ms left, 15 at most.
        assert_eq!(b.hard, Some(MS(15)));
        assert_eq!(b.target, Some(MS(15)));
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
        limits.infinite = true;
        assert_eq!(limits.time_budget(Duration::ZERO), TimeBudget::default());
        assert_eq!(limits.max_depth(), MAX_DEPTH);
        assert_eq!(Limits::depth(0).max_depth(), 1);
        assert_eq!(Limits::default().node_limit(), None);
    }
}
