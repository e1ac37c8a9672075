//! Cheskers's weights under the default rules (and under any rule
//! options).
//!
//! The hand-set values the evaluation had before the tuner.

use super::Weights;

/// The table.
pub(super) const WEIGHTS: Weights = Weights {
    man: 100,
    king: 350,
    bishop: 300,
    camel: 250,
    man_advance: 6,
    last_king: 400,
    near_promotion: 15,
    back_rank: 8,
    mobility: 3,
    king_threat: 40,
    tempo: 10,
};
