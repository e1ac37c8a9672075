//! The sequential probability ratio test of a match (`match --sprt
//! elo0,elo1`): after each pair of games, whether the results so far say
//! that engine 1 is `elo1` stronger (H1) rather than `elo0` (H0), with error
//! rates `alpha` (accepting H1 when H0 holds) and `beta` (the reverse).
//!
//! It is the generalized SPRT of Fishtest (`LLR_logistic` in its
//! `LLRcalc.py`, the statistic "expectation", logistic Elo), on the
//! **pentanomial** model: the two games of a pair share their opening with
//! the colours swapped, and the pair's score (0, ¼, ½, ¾ or 1 of the two
//! games' points, averaged) is one observation, which accounts for the
//! correlation an opening brings. For `n` pairs whose scores have the
//! empirical distribution `p̂`, and `s0`, `s1` the expected scores of
//! `elo0`, `elo1` (`s = 1 / (1 + 10^(-elo / 400))`):
//!
//! `LLR = n · Σᵢ p̂ᵢ · ln(p₁ᵢ / p₀ᵢ)`,
//!
//! where `p₀`, `p₁` are the distributions over the same five values with
//! expectation `s0`, `s1` that are most likely given `p̂` (the maximum
//! likelihood estimate `pᵢ = p̂ᵢ / (1 + x (aᵢ - s))`, `x` solving
//! `Σᵢ p̂ᵢ (aᵢ - s) / (1 + x (aᵢ - s)) = 0`). Counts of zero are replaced by
//! 0.001, as Fishtest does, so that the estimate exists from the first
//! pair. The test stops when the LLR leaves `(ln(β / (1 - α)), ln((1 - β) /
//! α))`: below, H0 is accepted; above, H1.
//!
//! [`llr`] also takes the trinomial model (single games: loss, draw, win),
//! the same formula over three values.

/// The expected score of a side `elo` stronger (logistic Elo).
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The test's settings: the two hypotheses and the error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1 (above `elo0`).
    pub elo1: f64,
    /// The rate of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The rate of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR fell below the lower bound.
    H0,
    /// The LLR rose above the upper bound.
    H1,
    /// Neither bound reached.
    Undecided,
}

impl Sprt {
    /// The lower and upper bounds of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The LLR of game pairs counted by pair score ([`Pairs`]).
    pub fn llr(&self, pairs: &Pairs) -> f64 {
        llr(self.elo0, self.elo1, &pairs.counts)
    }

    /// The verdict for `llr`.
    pub fn verdict(&self, llr: f64) -> Verdict {
        let (low, high) = self.bounds();
        if llr <= low {
            Verdict::H0
        } else if llr >= high {
            Verdict::H1
        } else {
            Verdict::Undecided
        }
    }
}

/// Game pairs by their score for engine 1: `counts[k]` pairs scored `k`
/// half-points of 4 (0: two losses; 1: a loss and a draw; 2: two draws or a
/// win and a loss; 3: a win and a draw; 4: two wins).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pairs {
    /// Pairs per score.
    pub counts: [u64; 5],
}

impl Pairs {
    /// Counts a pair whose games gave engine 1 `first` and `second`
    /// half-points (0, 1 or 2 each).
    pub fn add(&mut self, first: u8, second: u8) {
        let k = usize::from(first.min(2) + second.min(2));
        self.counts[k] += 1;
    }

    /// How many pairs.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }
}

/// The generalized LLR of `counts` for the Elo difference `elo1` against
/// `elo0`: 3 counts for single games (losses, draws, wins), or 5 for pairs
/// ([`Pairs::counts`]). 0 with no results.
pub fn llr(elo0: f64, elo1: f64, counts: &[u64]) -> f64 {
    if counts.len() < 2 || counts.iter().all(|&c| c == 0) {
        return 0.0;
    }
    // Zero counts become 0.001: Fishtest's regularization.
    let regular: Vec<f64> = counts
        .iter()
        .map(|&c| if c == 0 { 1e-3 } else { c as f64 })
        .collect();
    let n: f64 = regular.iter().sum();
    let last = (counts.len() - 1) as f64;
    let pdf: Vec<(f64, f64)> = regular
        .iter()
        .enumerate()
        .map(|(i, c)| (i as f64 / last, c / n))
        .collect();
    let (s0, s1) = (expected_score(elo0), expected_score(elo1));
    let p0 = most_likely(&pdf, s0);
    let p1 = most_likely(&pdf, s1);
    let per_observation: f64 = pdf
        .iter()
        .zip(p0.iter().zip(&p1))
        .map(|((_, p), (q0, q1))| p * (q1.ln() - q0.ln()))
        .sum();
    n * per_observation
}

/// The distribution over `pdf`'s values with expectation `s` most likely
/// to have given `pdf` (its probabilities, in `pdf`'s order).
fn most_likely(pdf: &[(f64, f64)], s: f64) -> Vec<f64> {
    let shifted: Vec<(f64, f64)> = pdf.iter().map(|&(a, p)| (a - s, p)).collect();
    let x = secular_root(&shifted);
    shifted.iter().map(|&(a, p)| p / (1.0 + x * a)).collect()
}

/// The root of `Σ pᵢ aᵢ / (1 + x aᵢ) = 0` for values `aᵢ` of both signs:
/// the function falls strictly on `(-1 / max a, -1 / min a)`, from plus to
/// minus infinity, so bisection finds it.
fn secular_root(pdf: &[(f64, f64)]) -> f64 {
    let f = |x: f64| -> f64 { pdf.iter().map(|&(a, p)| p * a / (1.0 + x * a)).sum() };
    let low_a = pdf.iter().map(|&(a, _)| a).fold(f64::INFINITY, f64::min);
    let high_a = pdf
        .iter()
        .map(|&(a, _)| a)
        .fold(f64::NEG_INFINITY, f64::max);
    // A score outside the values' range (Elo bounds of ±inf) has no
    // estimate: the nearest end stands in.
    if low_a >= 0.0 || high_a <= 0.0 {
        return 0.0;
    }
    let (mut low, mut high) = (-1.0 / high_a, -1.0 / low_a);
    let margin = (high - low) * 1e-12;
    low += margin;
    high -= margin;
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if f(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    0.5 * (low + high)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The approximation of Fishtest's `LLR_alt2`, a closed form:
    /// `n (s1 - s0) (2 s̄ - s0 - s1) / (2 σ²)`.
    fn approximate(elo0: f64, elo1: f64, counts: &[u64]) -> f64 {
        let n: f64 = counts.iter().map(|&c| c as f64).sum();
        let last = (counts.len() - 1) as f64;
        let mean: f64 = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| i as f64 / last * c as f64)
            .sum::<f64>()
            / n;
        let var: f64 = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| (i as f64 / last - mean).powi(2) * c as f64)
            .sum::<f64>()
            / n;
        let (s0, s1) = (expected_score(elo0), expected_score(elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / var / 2.0
    }

    #[test]
    fn bounds_of_five_percent() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let (low, high) = sprt.bounds();
        // ln(0.05 / 0.95) = -2.944439
        assert!((low + 2.944_439).abs() < 1e-6);
        assert!((high - 2.944_439).abs() < 1e-6);
        assert_eq!(sprt.verdict(3.0), Verdict::H1);
        assert_eq!(sprt.verdict(-3.0), Verdict::H0);
        assert_eq!(sprt.verdict(0.0), Verdict::Undecided);
    }

    #[test]
    fn expected_scores() {
        assert_eq!(expected_score(0.0), 0.5);
        // 400 Elo: 10 to 1.
        assert!((expected_score(400.0) - 10.0 / 11.0).abs() < 1e-12);
    }

    #[test]
    fn the_exact_llr_is_near_the_closed_form_with_many_results() {
        // With many results and small Elo bounds the two agree closely
        // (Fishtest's own note); no zero counts, so no regularization.
        for counts in [
            vec![100u64, 420, 900, 440, 140],
            vec![300, 400, 330],
            vec![10, 80, 300, 90, 20],
        ] {
            let exact = llr(0.0, 10.0, &counts);
            let closed = approximate(0.0, 10.0, &counts);
            assert!(
                (exact - closed).abs() < 0.02 * closed.abs().max(1.0),
                "{counts:?}: {exact} vs {closed}"
            );
        }
    }

    /// The trinomial maximum likelihood estimate solved in closed form: with
    /// three values the secular equation `Σ pᵢ aᵢ / (1 + x aᵢ) = 0` times
    /// `Π (1 + x aⱼ)` is the quadratic `A + B x + C x² = 0`, `A = Σ pᵢ aᵢ`,
    /// `B = Σ pᵢ aᵢ (Σⱼ aⱼ - aᵢ)`, `C = a₀ a₁ a₂` (when no `aᵢ` is 0).
    fn trinomial_by_quadratic(elo0: f64, elo1: f64, counts: [u64; 3]) -> f64 {
        let n: f64 = counts.iter().map(|&c| c as f64).sum();
        let p: Vec<f64> = counts.iter().map(|&c| c as f64 / n).collect();
        let estimate = |s: f64| -> Vec<f64> {
            let a = [-s, 0.5 - s, 1.0 - s];
            let sum: f64 = a.iter().sum();
            let qa: f64 = (0..3).map(|i| p[i] * a[i]).sum();
            let qb: f64 = (0..3).map(|i| p[i] * a[i] * (sum - a[i])).sum();
            let qc = a[0] * a[1] * a[2];
            let root = (qb * qb - 4.0 * qc * qa).sqrt();
            let (low, high) = (-1.0 / a[2], -1.0 / a[0]);
            let x = [(-qb + root) / (2.0 * qc), (-qb - root) / (2.0 * qc)]
                .into_iter()
                .find(|x| low < *x && *x < high)
                .expect("one root in range");
            (0..3).map(|i| p[i] / (1.0 + x * a[i])).collect()
        };
        let (q0, q1) = (
            estimate(expected_score(elo0)),
            estimate(expected_score(elo1)),
        );
        n * (0..3).map(|i| p[i] * (q1[i] / q0[i]).ln()).sum::<f64>()
    }

    #[test]
    fn the_llr_by_hand() {
        // 20 losses, 30 draws, 50 wins; H0 -5 Elo, H1 +5 Elo. The quadratic
        // gives 1.2334724; an independent Python transcription of Fishtest's
        // LLR_logistic (bisection for the secular equation) gives
        // 1.23347241009196.
        let by_hand = trinomial_by_quadratic(-5.0, 5.0, [20, 30, 50]);
        let ours = llr(-5.0, 5.0, &[20, 30, 50]);
        assert!((by_hand - 1.233_472_41).abs() < 1e-7, "{by_hand}");
        assert!((ours - by_hand).abs() < 1e-9, "{ours} {by_hand}");
        // A pentanomial tally, against the same Python: 0.24458907711.
        let ours = llr(0.0, 10.0, &[3, 10, 20, 12, 5]);
        assert!((ours - 0.244_589_077).abs() < 1e-8, "{ours}");
    }

    #[test]
    fn more_wins_raise_the_llr() {
        let even = llr(0.0, 10.0, &[10, 20, 40, 20, 10]);
        let better = llr(0.0, 10.0, &[10, 20, 40, 25, 15]);
        assert!(better > even, "{even} {better}");
        assert_eq!(llr(0.0, 10.0, &[0, 0, 0, 0, 0]), 0.0);
        // All results alike: finite, thanks to the regularization.
        assert!(llr(0.0, 10.0, &[0, 0, 7, 0, 0]).is_finite());
    }

    #[test]
    fn pairs_count_by_score() {
        let mut pairs = Pairs::default();
        pairs.add(2, 2);
        pairs.add(2, 0);
        pairs.add(1, 1);
        pairs.add(0, 1);
        assert_eq!(pairs.counts, [0, 1, 2, 0, 1]);
        assert_eq!(pairs.total(), 4);
    }
}
