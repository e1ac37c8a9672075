//! The published figures for the start position.

use dragonchess::{PieceKind, Position};
use std::collections::BTreeMap;
use variant_core::{perft, Game};

#[test]
fn start_position_has_90_moves_by_kind() {
    let pos = Position::default();
    let moves = pos.legal_move_vec();
    assert_eq!(moves.len(), 90);
    let mut by_kind: BTreeMap<PieceKind, usize> = BTreeMap::new();
    for m in &moves {
        *by_kind.entry(m.piece()).or_default() += 1;
    }
    let count = |k| by_kind.get(&k).copied().unwrap_or(0);
    // The rules' breakdown.
    assert_eq!(count(PieceKind::Sylph), 11);
    assert_eq!(count(PieceKind::Griffon), 5);
    assert_eq!(count(PieceKind::Dragon), 13);
    assert_eq!(count(PieceKind::Warrior), 12);
    assert_eq!(count(PieceKind::Unicorn), 4);
    assert_eq!(count(PieceKind::Hero), 8);
    assert_eq!(count(PieceKind::Cleric), 2);
    assert_eq!(count(PieceKind::Mage), 2);
    assert_eq!(count(PieceKind::King), 0);
    assert_eq!(count(PieceKind::Paladin), 8);
    assert_eq!(count(PieceKind::Dwarf), 17);
    assert_eq!(count(PieceKind::Basilisk), 2);
    assert_eq!(count(PieceKind::Elemental), 6);
    assert_eq!(count(PieceKind::Oliphant), 0);
    assert_eq!(count(PieceKind::Thief), 0);
    let texts: Vec<String> = moves.iter().map(|m| pos.format_move(m)).collect();
    // The Dragon's capture and the listed Hero moves.
    assert!(texts.contains(&"R3g1x3a7".to_string()));
    let mut heroes: Vec<&str> = texts
        .iter()
        .filter(|t| t.starts_with('H'))
        .map(String::as_str)
        .collect();
    heroes.sort_unstable();
    assert_eq!(
        heroes,
        [
            "H2c1-2a3", "H2c1-2e3", "H2c1-3b2", "H2c1-3d2", "H2j1-1i2", "H2j1-1k2", "H2j1-2h3",
            "H2j1-2l3"
        ]
    );
}

#[test]
fn start_position_perft_2() {
    let pos = Position::default();
    assert_eq!(perft(&pos, 1), 90);
    assert_eq!(perft(&pos, 2), 8094);
}

/// Regression guard, not evidence: this number comes from this crate's own
/// generator (the rules reference publishes only depths 1 and 2).
#[test]
fn start_position_perft_3_regression_guard() {
    assert_eq!(perft(&Position::default(), 3), 735_480);
}
