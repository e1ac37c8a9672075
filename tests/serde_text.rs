//! Every game's values through serde, the same way in every game: a
//! `Setup` is its position text, a `Move` its parts, and both read back to
//! equal values (JSON here; any serde format works alike).

use variant_core::{random_playout, Game};

/// Setups and legal moves of positions along a few random games of `G`.
fn round_trips<G: Game>(game: &str)
where
    G::Setup: serde::Serialize + serde::de::DeserializeOwned + PartialEq,
    G::Move: serde::Serialize + serde::de::DeserializeOwned,
{
    let mut moves_checked = 0;
    for seed in 0..6 {
        let position = random_playout(&G::start(Default::default()), seed, 40).position;
        let setup = position.to_setup();
        let json = serde_json::to_string(&setup).unwrap();
        assert_eq!(json, format!("\"{setup}\""), "{game}: a setup is its text");
        let back: G::Setup = serde_json::from_str(&json).unwrap();
        assert!(back == setup, "{game}: {json}");
        for mv in position.legal_move_vec() {
            let json = serde_json::to_string(&mv).unwrap();
            let back: G::Move = serde_json::from_str(&json).unwrap();
            assert_eq!(back, mv, "{game}: {json}");
            moves_checked += 1;
        }
    }
    assert!(moves_checked > 10, "{game}: {moves_checked} moves");
    let bad = serde_json::from_str::<G::Setup>("\"not a position\"");
    assert!(bad.is_err(), "{game}: bad text is refused");
}

#[test]
fn every_game_serialises_alike() {
    round_trips::<dragonchess::Position>("dragonchess");
    round_trips::<grant_acedrex::Position>("grant-acedrex");
    round_trips::<cheskers::Position>("cheskers");
    round_trips::<baroque_chess::Position>("baroque");
}

#[test]
fn a_renamed_rule_value_reads_under_its_old_name() {
    use baroque_chess::Arrangement;
    let json = serde_json::to_string(&Arrangement::Abbott).unwrap();
    assert_eq!(json, "\"Abbott\"");
    let old: Arrangement = serde_json::from_str("\"Seed\"").unwrap();
    assert_eq!(old, Arrangement::Abbott);
}
