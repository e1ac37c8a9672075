//! Texel tuning: fitting a game's evaluation weights to the results of
//! games, and writing them back as the table the engine plays with.
//!
//! Every game's evaluation is linear in its weights: for a position it
//! counts its terms for the side to move less those of the other side
//! ([`Tune::term_counts`]), and the evaluation is the sum of each weight
//! times its count. A [`Sample`] is such a count vector with the result
//! of the game the position came from (for the side to move). The fit
//! then has two steps, as Peter Österlund's Texel method does:
//!
//! 1. [`fit_scale`]: the scale `K` for which `σ(e) = 1 / (1 + 10^(-K e / 400))`
//!    of the current evaluation `e` best predicts the results (the least
//!    [`mean_error`]);
//! 2. [`fit`]: with `K` fixed, the weights that minimise the mean squared
//!    difference between result and `σ(e)`, by gradient descent (Adam)
//!    from the current table, with an optional pull back towards it.
//!
//! [`table_source`] writes the fitted weights as the Rust source of a table
//! (`src/games/GAME/TABLE.rs`). The data come from self-play, positions
//! made quiet by [`quiet`]. The commands that run all this are the
//! `texel` example's (`crates/variant-engine/TUNING.md`).
//!
//! ```
//! use variant_engine::tuning::{fit, fit_scale, sigmoid, FitOptions, Sample};
//! // One term (say, a piece more): the side with it wins 3 games in 4.
//! let samples: Vec<Sample> = (0..400)
//!     .map(|i| Sample { terms: vec![(0, 1)], result: if i % 4 == 0 { 0.0 } else { 1.0 } })
//!     .collect();
//! // With the piece worth 100, the scale that predicts this best maps
//! // 100 to 75 %.
//! let k = fit_scale(&samples, &[100.0]);
//! assert!((sigmoid(100.0, k) - 0.75).abs() < 0.01, "{k}");
//! // With the scale 1, the fitted value of the piece is the one mapped to
//! // 75 %: 400 log10(3), about 191.
//! let fitted = fit(&samples, &[100.0], 1.0, &FitOptions::default());
//! assert!((fitted[0] - 400.0 * 3f64.log10()).abs() < 1.0, "{fitted:?}");
//! ```

use crate::Evaluate;
use std::fmt::Write as _;

/// A game whose evaluation the tuner can fit: its weights as a table in a
/// fixed order, and its evaluation as counts of the weights' terms.
pub trait Tune: Evaluate {
    /// The game's weights (`games::GAME::Weights`).
    type Weights: Copy + Send + Sync + std::fmt::Debug + 'static;

    /// The weights' names, in table order.
    fn weight_names() -> &'static [&'static str];

    /// The table this position's rules play with.
    fn table(&self) -> &'static Self::Weights;

    /// Every table of the game, by name: the preset it was made for (the
    /// default rules' table first).
    fn tables() -> &'static [(&'static str, Self::Weights)];

    /// `weights` in table order.
    fn to_values(weights: &Self::Weights) -> Vec<i32>;

    /// The weights of `values` in table order; `None` unless there is
    /// exactly one value per weight.
    fn from_values(values: &[i32]) -> Option<Self::Weights>;

    /// Sets the weight named `name`; false (and nothing changed) if there
    /// is none.
    fn set_weight(weights: &mut Self::Weights, name: &str, value: i32) -> bool;

    /// The evaluation for the side to move under `weights`;
    /// [`evaluate`](Evaluate::evaluate) is this with [`table`](Tune::table).
    fn evaluate_with(&self, weights: &Self::Weights) -> i32;

    /// Per weight, in table order, the count of its term for the side to
    /// move less that for the other side: the evaluation under any weights
    /// is the sum of each weight times its count.
    fn term_counts(&self) -> Vec<i32>;
}

/// One position of the data: its nonzero term counts (weight index, count)
/// and the result of its game for the side to move (1 won, ½ drawn, 0 lost).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The nonzero counts of [`Tune::term_counts`], by weight index.
    pub terms: Vec<(usize, i32)>,
    /// The game's result for the side to move.
    pub result: f64,
}

impl Sample {
    /// The sample of a position with term counts `counts` (all of them, in
    /// table order) and result `result` for the side to move.
    #[must_use]
    pub fn new(counts: &[i32], result: f64) -> Sample {
        Sample {
            terms: counts
                .iter()
                .enumerate()
                .filter(|(_, &c)| c != 0)
                .map(|(i, &c)| (i, c))
                .collect(),
            result,
        }
    }

    /// The evaluation under `weights` (a weight per index; an index
    /// outside `weights` counts 0).
    #[must_use]
    pub fn evaluate(&self, weights: &[f64]) -> f64 {
        self.terms
            .iter()
            .map(|&(i, c)| weights.get(i).copied().unwrap_or(0.0) * f64::from(c))
            .sum()
    }
}

/// The expected score for an evaluation `e` under scale `k`.
#[must_use]
pub fn sigmoid(e: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// The mean squared difference between each sample's result and the
/// expected score of its evaluation under `weights` and scale `k` (0 for
/// no samples).
#[must_use]
pub fn mean_error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - sigmoid(s.evaluate(weights), k);
            d * d
        })
        .sum();
    sum / samples.len() as f64
}

/// The scale `k` (between 0.01 and 10) with the least
/// [`mean_error`] under `weights`, by golden-section search on `ln k`.
#[must_use]
pub fn fit_scale(samples: &[Sample], weights: &[f64]) -> f64 {
    let error = |ln_k: f64| mean_error(samples, weights, ln_k.exp());
    let (mut lo, mut hi) = (0.01f64.ln(), 10f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let mut a = hi - ratio * (hi - lo);
    let mut b = lo + ratio * (hi - lo);
    let (mut ea, mut eb) = (error(a), error(b));
    for _ in 0..60 {
        if ea <= eb {
            hi = b;
            (b, eb) = (a, ea);
            a = hi - ratio * (hi - lo);
            ea = error(a);
        } else {
            lo = a;
            (a, ea) = (b, eb);
            b = lo + ratio * (hi - lo);
            eb = error(b);
        }
    }
    ((lo + hi) / 2.0).exp()
}

/// How [`fit`] descends.
#[derive(Clone, Debug, PartialEq)]
pub struct FitOptions {
    /// Full passes over the samples.
    pub iterations: usize,
    /// Adam's step size, in weight units (hundredths of a pawn).
    pub rate: f64,
    /// The pull towards the starting weights: `lambda` times the squared
    /// distance (in weight units) is added to the error per weight.
    pub lambda: f64,
    /// Weights (by index) that keep their starting value.
    pub fixed: Vec<usize>,
}

impl Default for FitOptions {
    fn default() -> FitOptions {
        FitOptions {
            iterations: 2000,
            rate: 1.0,
            lambda: 0.0,
            fixed: Vec::new(),
        }
    }
}

/// The weights, from `start`, that minimise [`mean_error`] under scale
/// `k` (plus the pull of [`FitOptions::lambda`]), by full-batch gradient
/// descent with Adam. Deterministic: the same input gives the same
/// weights.
#[must_use]
pub fn fit(samples: &[Sample], start: &[f64], k: f64, options: &FitOptions) -> Vec<f64> {
    let n = start.len();
    let mut w = start.to_vec();
    if samples.is_empty() {
        return w;
    }
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-12);
    let mut m = vec![0.0; n];
    let mut v = vec![0.0; n];
    let mut gradient = vec![0.0; n];
    let dsigma = k * std::f64::consts::LN_10 / 400.0;
    let scale = 2.0 / samples.len() as f64;
    for t in 1..=options.iterations {
        gradient.fill(0.0);
        for s in samples {
            let p = sigmoid(s.evaluate(&w), k);
            let g = -(s.result - p) * p * (1.0 - p) * dsigma * scale;
            for &(i, c) in &s.terms {
                if i < n {
                    gradient[i] += g * f64::from(c);
                }
            }
        }
        for i in 0..n {
            gradient[i] += 2.0 * options.lambda * (w[i] - start[i]);
        }
        for &i in &options.fixed {
            if i < n {
                gradient[i] = 0.0;
            }
        }
        let t = t as i32;
        for i in 0..n {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t));
            let v_hat = v[i] / (1.0 - beta2.powi(t));
            w[i] -= options.rate * m_hat / (v_hat.sqrt() + epsilon);
        }
    }
    w
}

/// The Rust source of a weights table: `header` as the module's doc lines
/// (each wrapped at 76 columns; an empty one separates paragraphs), then `pub(super) const WEIGHTS: Weights` with each of `names` set to
/// its value of `values` (as many as names), in that order.
#[must_use]
pub fn table_source(header: &[String], names: &[&str], values: &[i32]) -> String {
    let mut s = String::new();
    for line in header {
        if line.is_empty() {
            s.push_str("//!\n");
            continue;
        }
        let mut current = String::new();
        for word in line.split_whitespace() {
            if !current.is_empty() && current.len() + 1 + word.len() > 76 {
                let _ = writeln!(s, "//! {current}");
                current.clear();
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
        let _ = writeln!(s, "//! {current}");
    }
    s.push_str(
        "\nuse super::Weights;\n\n/// The table.\npub(super) const WEIGHTS: Weights = Weights {\n",
    );
    for (name, value) in names.iter().zip(values) {
        let _ = writeln!(s, "    {name}: {value},");
    }
    s.push_str("};\n");
    s
}

/// The position the quiescence search of `position` ends in: from a
/// position not in check, the noisy moves are played out (each side may
/// stand pat on [`evaluate`](Evaluate::evaluate)) and the leaf of the
/// principal variation is returned, or `None` when `position` is in check,
/// decided, or the leaf is in check (such positions are not quiet). At
/// most `max_nodes` positions are visited.
pub fn quiet<G: Evaluate>(position: &G, max_nodes: u32) -> Option<G> {
    if position.is_check() || position.count_legal_moves() == 0 {
        return None;
    }
    let mut nodes = 0;
    let (_, leaf) = resolve(position, -1_000_000, 1_000_000, &mut nodes, max_nodes);
    (!leaf.is_check()).then_some(leaf)
}

/// The quiescence search of [`quiet`]: the score for the side to move and
/// the leaf of the principal variation.
fn resolve<G: Evaluate>(
    position: &G,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u32,
    max_nodes: u32,
) -> (i32, G) {
    *nodes += 1;
    let stand_pat = position.evaluate();
    let mut best = (stand_pat, position.clone());
    if stand_pat >= beta || *nodes >= max_nodes {
        return best;
    }
    alpha = alpha.max(stand_pat);
    let mut moves = G::MoveList::default();
    position.noisy_moves(&mut moves);
    let mut order: Vec<(i32, G::Move)> = moves
        .as_ref()
        .iter()
        .map(|mv| (position.move_hint(mv), *mv))
        .collect();
    order.sort_by_key(|&(hint, _)| std::cmp::Reverse(hint));
    for (_, mv) in order {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        let (score, leaf) = resolve(&child, -beta, -alpha, nodes, max_nodes);
        let score = -score;
        if score > best.0 {
            best = (score, leaf);
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples whose results follow `σ(true weights · counts)` exactly as
    /// fractions: a fit from elsewhere must come back to the true weights.
    fn synthetic(truth: &[f64], k: f64) -> Vec<Sample> {
        let mut samples = Vec::new();
        for a in -3..=3 {
            for b in -10..=10 {
                let counts = [a, b];
                let e = truth[0] * f64::from(a) + truth[1] * f64::from(b);
                samples.push(Sample::new(&counts, sigmoid(e, k)));
            }
        }
        samples
    }

    #[test]
    fn the_fit_recovers_the_weights_that_made_the_results() {
        let truth = [250.0, 12.0];
        let samples = synthetic(&truth, 1.0);
        // The scale of the true weights is the one that made the data.
        let k = fit_scale(&samples, &truth);
        assert!((k - 1.0).abs() < 1e-3, "{k}");
        let options = FitOptions {
            iterations: 3000,
            ..FitOptions::default()
        };
        let w = fit(&samples, &[100.0, 3.0], 1.0, &options);
        assert!((w[0] - truth[0]).abs() < 1.0, "{w:?}");
        assert!((w[1] - truth[1]).abs() < 0.2, "{w:?}");
        assert!(mean_error(&samples, &w, 1.0) < 1e-6);
    }

    #[test]
    fn fixed_weights_stay_and_the_pull_holds_the_others_back() {
        let truth = [250.0, 12.0];
        let samples = synthetic(&truth, 1.0);
        let options = FitOptions {
            fixed: vec![0],
            ..FitOptions::default()
        };
        let w = fit(&samples, &[100.0, 3.0], 1.0, &options);
        assert_eq!(w[0], 100.0);
        assert!(w[1] > 3.0);
        let pulled = fit(
            &samples,
            &[100.0, 3.0],
            1.0,
            &FitOptions {
                lambda: 1.0,
                ..FitOptions::default()
            },
        );
        let free = fit(&samples, &[100.0, 3.0], 1.0, &FitOptions::default());
        assert!((pulled[0] - 100.0).abs() < (free[0] - 100.0).abs());
    }

    #[test]
    fn the_scale_search_finds_the_minimum_a_scan_finds() {
        // Noisy results: the best scale is not known in advance.
        let samples: Vec<Sample> = (0..200)
            .map(|i| Sample::new(&[i % 7 - 3], f64::from(u8::from(i % 3 != 0))))
            .collect();
        let k = fit_scale(&samples, &[60.0]);
        let scanned = (1..=2000)
            .map(|i| f64::from(i) * 0.005)
            .min_by(|a, b| {
                mean_error(&samples, &[60.0], *a).total_cmp(&mean_error(&samples, &[60.0], *b))
            })
            .unwrap();
        assert!((k - scanned).abs() < 0.01, "{k} against {scanned}");
    }

    #[test]
    fn a_sample_keeps_the_nonzero_counts() {
        let s = Sample::new(&[0, 3, 0, -2], 0.5);
        assert_eq!(s.terms, vec![(1, 3), (3, -2)]);
        assert_eq!(s.evaluate(&[9.0, 2.0, 9.0, 1.5]), 3.0);
        assert_eq!(mean_error(&[], &[], 1.0), 0.0);
    }

    #[test]
    fn the_table_source_lists_every_weight_in_order() {
        let long = "word ".repeat(20);
        let text = table_source(
            &["Title.".to_string(), String::new(), long],
            &["a", "b_c"],
            &[100, -7],
        );
        // 15 words of five letters and a space fill 74 columns of 76.
        let line = format!("//! {}", ["word"; 15].join(" "));
        let rest = format!("//! {}", ["word"; 5].join(" "));
        assert_eq!(
            text,
            format!(
                "//! Title.\n//!\n{line}\n{rest}\n\nuse super::Weights;\n\n/// The table.\n\
                 pub(super) const WEIGHTS: Weights = Weights {{\n    a: 100,\n    b_c: -7,\n}};\n"
            )
        );
    }
}
