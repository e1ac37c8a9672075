//! Grant Acedrex's weights under the `fairymax` rules (Fairy-Max's reading).
//!
//! Fitted by the Texel tuner (`texel fit`, crates/variant-engine/TUNING.md) on
//! 25390 positions of ga-fm-1.txt (rules: preset fairymax).
//! K = 0.4561; mean squared error 0.146692 -> 0.140443 (held-out tenth 0.138107
//! -> 0.127973); 3000 iterations, rate 1, lambda 0.00000001.
//! Fixed: none; only: pawn, giraffe, lion, crocodile, rook, unicorn, aanca.
//!
//! `mop_up` was added after the fit, set by hand (it is zero in every
//! position the fit saw but those with a bare king; TUNING.md).

use super::Weights;

/// The table.
pub(super) const WEIGHTS: Weights = Weights {
    pawn: 66,
    giraffe: 209,
    lion: 313,
    crocodile: 289,
    rook: 478,
    unicorn: 884,
    aanca: 938,
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
