//! Dragonchess's weights under the default rules (and under any rule
//! options).
//!
//! The hand-set values the evaluation had before the tuner.

use super::Weights;

/// The table.
pub(super) const WEIGHTS: Weights = Weights {
    sylph: 100,
    griffon: 500,
    dragon: 900,
    warrior: 100,
    oliphant: 500,
    unicorn: 250,
    hero: 450,
    thief: 400,
    cleric: 900,
    mage: 1100,
    paladin: 1000,
    dwarf: 200,
    basilisk: 300,
    elemental: 400,
    frozen_sylph: 25,
    frozen_griffon: 125,
    frozen_dragon: 225,
    frozen_warrior: 25,
    frozen_oliphant: 125,
    frozen_unicorn: 63,
    frozen_hero: 113,
    frozen_thief: 100,
    frozen_cleric: 225,
    frozen_mage: 275,
    frozen_paladin: 250,
    frozen_dwarf: 50,
    frozen_basilisk: 75,
    frozen_elemental: 100,
    warrior_advance: 5,
    mobility: 3,
    king_danger: 12,
    king_shelter: 6,
    afar_threat: 15,
    center: 8,
};
