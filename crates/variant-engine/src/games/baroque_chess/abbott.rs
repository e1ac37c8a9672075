//! Baroque chess's weights under the `abbott` rules, the default (and
//! under any rules without a table of their own).
//!
//! The hand-set values the evaluation had before the tuner.

use super::Weights;

/// The table.
pub(super) const WEIGHTS: Weights = Weights {
    pincer: 100,
    long_leaper: 350,
    chameleon: 350,
    coordinator: 400,
    withdrawer: 350,
    immobilizer: 500,
    frozen_pincer: 33,
    frozen_long_leaper: 116,
    frozen_chameleon: 116,
    frozen_coordinator: 133,
    frozen_withdrawer: 116,
    frozen_immobilizer: 166,
    mobility: 3,
    king_danger: 10,
    king_frozen: 50,
};
