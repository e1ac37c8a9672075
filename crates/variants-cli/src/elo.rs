//! The Elo difference a match result implies, with its 95% error.
//!
//! With `n` games scoring `s = (wins + draws / 2) / n` the difference is
//! `elo(s) = -400 log10(1 / s - 1)`. The error comes from the spread of the
//! per-game scores (1, ½, 0) around `s`: `σ = sqrt(Σ (x - s)² / n) / sqrt(n)`,
//! and the 95% interval `elo(s ± 1.96 σ)`, whose half-width is reported.
//! A score of 0% or 100% has no finite difference ([`EloEstimate::diff`] is
//! then infinite, and so is the error). With few games the interval may
//! reach 0% or 100% on one side or both: it is then printed as a bound, or
//! as `n/a` with the reason, never as `± inf`.

/// Wins, draws and losses of one side of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

/// An Elo difference and the half-width of its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The difference, positive when the side is stronger.
    pub diff: f64,
    /// Half the 95% interval's width.
    pub error: f64,
    /// The 95% interval's low end (may be minus infinity).
    pub low: f64,
    /// Its high end (may be infinity).
    pub high: f64,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score as a fraction (0.5 for no games).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(n)
    }

    /// The Elo difference and its 95% error.
    pub fn elo(&self) -> EloEstimate {
        let n = f64::from(self.games());
        let s = self.score();
        if n == 0.0 {
            return EloEstimate {
                diff: 0.0,
                error: f64::INFINITY,
                low: f64::NEG_INFINITY,
                high: f64::INFINITY,
            };
        }
        let spread = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let sigma = spread.sqrt() / n.sqrt();
        let low = elo_of(s - 1.96 * sigma);
        let high = elo_of(s + 1.96 * sigma);
        EloEstimate {
            diff: elo_of(s),
            error: (high - low) / 2.0,
            low,
            high,
        }
    }
}

/// The Elo difference of an expected score `s` (clamped to 0..1).
pub fn elo_of(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

impl std::fmt::Display for EloEstimate {
    /// `+88 ± 120 (95%)`; a one-sided interval as a bound, `+150 (95%:
    /// above +20; too few games for an upper bound)`; `+0 (error n/a: too
    /// few games for a 95% interval)`; `+inf (every game won: no finite
    /// estimate)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.diff.is_infinite() {
            let (sign, how) = if self.diff > 0.0 {
                ("+", "won")
            } else {
                ("-", "lost")
            };
            return write!(f, "{sign}inf (every game {how}: no finite estimate)");
        }
        // `+ 0.0` turns a negative zero into zero.
        let diff = self.diff + 0.0;
        match (self.low.is_finite(), self.high.is_finite()) {
            (true, true) => write!(f, "{diff:+.0} ± {:.0} (95%)", self.error),
            (true, false) => write!(
                f,
                "{diff:+.0} (95%: above {:+.0}; too few games for an upper bound)",
                self.low + 0.0
            ),
            (false, true) => write!(
                f,
                "{diff:+.0} (95%: below {:+.0}; too few games for a lower bound)",
                self.high + 0.0
            ),
            (false, false) => write!(
                f,
                "{diff:+.0} (error n/a: too few games for a 95% interval)"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn the_difference_follows_the_logistic_curve() {
        // 75% is 400 log10(3) = 190.85 Elo; an even score is 0.
        assert!((elo_of(0.75) - 190.848).abs() < 0.01);
        assert_eq!(elo_of(0.5), 0.0);
        assert!((elo_of(0.25) + elo_of(0.75)).abs() < 1e-9);
        assert_eq!(tally(3, 2, 1).score(), 4.0 / 6.0);
        assert_eq!(tally(0, 0, 0).score(), 0.5);
    }

    #[test]
    fn the_error_by_hand() {
        // 10 games, 5 wins 5 losses: s = 0.5, spread = 0.25, σ = 0.5 / √10 =
        // 0.158114; s ± 1.96 σ = 0.190096 .. 0.809904, whose Elo are
        // ∓251.78, so the error is 251.78.
        let e = tally(5, 0, 5).elo();
        assert_eq!(e.diff, 0.0);
        assert!((e.error - 251.78).abs() < 0.05, "{e:?}");
        // All draws: no spread, no error.
        assert_eq!(tally(0, 4, 0).elo().error, 0.0);
        assert_eq!(tally(0, 4, 0).elo().to_string(), "+0 ± 0 (95%)");
        // 30 wins, 10 losses: s = 0.75, spread = 0.1875, σ = 0.068465;
        // 0.615808 .. 0.884192 → 81.96 .. 353.12 Elo: ±135.58 about +191.
        let e = tally(30, 0, 10).elo();
        assert!((e.diff - 190.85).abs() < 0.01);
        assert!((e.error - 135.58).abs() < 0.05, "{e:?}");
        assert!(tally(2, 0, 0).elo().to_string().starts_with("+inf ("));
    }

    #[test]
    fn an_unbounded_error_is_a_bound_or_na() {
        // 1 win 1 loss: s = 0.5 ± 0.69, past both ends.
        let e = tally(1, 0, 1).elo();
        assert_eq!(
            e.to_string(),
            "+0 (error n/a: too few games for a 95% interval)"
        );
        // 2 wins 1 draw: s = 5/6, σ = 0.136; s + 1.96 σ > 1, s - 1.96 σ = 0.566.
        let e = tally(2, 1, 0).elo();
        assert!(e.high.is_infinite() && e.low.is_finite(), "{e:?}");
        assert_eq!(
            e.to_string(),
            format!(
                "+280 (95%: above {:+.0}; too few games for an upper bound)",
                e.low
            )
        );
        assert!(!tally(0, 1, 2).elo().to_string().contains("inf"));
        assert!(!tally(0, 0, 0).elo().to_string().contains("inf"));
    }
}
