//! Grant Acedrex's weights under the `cazaux_musser` rules, the default
//! (and under any rules without a table of their own).
//!
//! The hand-set values the evaluation had before the tuner (and `mop_up`,
//! set by hand when it was added; TUNING.md).

use super::Weights;

/// The table.
pub(super) const WEIGHTS: Weights = Weights {
    pawn: 100,
    giraffe: 300,
    lion: 350,
    crocodile: 400,
    rook: 550,
    unicorn: 700,
    aanca: 800,
    pawn_advance: 8,
    aanca_mobility: 3,
    unicorn_mobility: 3,
    rook_mobility: 3,
    crocodile_mobility: 3,
    lion_mobility: 3,
    giraffe_mobility: 3,
    king_zone_attack: 0,
    rook_open_file: 0,
    pawn_threat: 0,
    pawn_shield: 10,
    king_danger: 8,
    passed_pawn: 12,
    passed_pawn_rank: 3,
    doubled_pawn: 10,
    tempo: 0,
    mop_up: 5,
};
