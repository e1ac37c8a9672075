//! The Elo difference a match result implies, with its 95% error.
//!
//! With `n` games scoring `s = (wins + draws / 2) / n` the difference is
//! `elo(s) = -400 log10(1 / s - 1)`. The error comes from the spread of the
//! per-game scores (1, ½, 0) around `s`: `σ = sqrt(Σ (x - s)² / n) / sqrt(n)`,
//! and the 95% interval `elo(s ± 1.96 σ)`, whose half-width is reported.
//! A score of 0% or 100% has no finite difference ([`EloEstimate::diff`] is
//! then infinite, and so is the error).

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
    /// `+88 ± 120`, or `+inf` when one side scored everything.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.diff.is_infinite() {
            return f.write_str(if self.diff > 0.0 { "+inf" } else { "-inf" });
        }
        if self.error.is_finite() {
            // `+ 0.0` turns a negative zero into zero.
            write!(f, "{:+.0} ± {:.0}", self.diff + 0.0, self.error)
        } else {
            write!(f, "{:+.0} ± inf", self.diff)
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
        assert_eq!(tally(0, 4, 0).elo().to_string(), "+0 ± 0");
        // 30 wins, 10 losses: s = 0.75, spread = 0.1875, σ = 0.068465;
        // 0.615808 .. 0.884192 → 81.96 .. 353.12 Elo: ±135.58 about +191.
        let e = tally(30, 0, 10).elo();
        assert!((e.diff - 190.85).abs() < 0.01);
        assert!((e.error - 135.58).abs() < 0.05, "{e:?}");
        assert_eq!(tally(2, 0, 0).elo().to_string(), "+inf");
    }
}
