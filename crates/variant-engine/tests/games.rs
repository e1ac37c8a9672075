//! The test games obey the `Game` contract, so that what the engine tests
//! find is the engine's doing.

mod common;

use common::minichess::Mini;
use common::pile::Pile;
use common::ring::Ring;
use variant_core::{perft, testkit, Game};

#[test]
fn minichess_is_a_correct_game() {
    let start = Mini::start(Default::default());
    // No double steps: 8 pawn moves and 4 knight moves; then the same for Black.
    assert_eq!(perft(&start, 1), 12);
    assert_eq!(perft(&start, 2), 144);
    for seed in 0..20 {
        testkit::check_playout(&start, seed, 60).unwrap();
    }
    let endgame: Mini = "6k1/5ppp/8/8/8/8/8/R5K1 w".parse().unwrap();
    for seed in 0..20 {
        testkit::check_playout(&endgame, seed, 60).unwrap();
    }
    for text in ["", "8/8 w", "k7/8/8/8/8/8/8/K7 x", "k/K w", "kK w", "9/8 w"] {
        testkit::check_text_input(&start, text).unwrap();
    }
}

#[test]
fn minichess_knows_mate_and_stalemate() {
    let mated: Mini = "k7/1Q6/1K6/8/8/8/8/8 b".parse().unwrap();
    assert!(mated.is_check() && mated.legal_move_vec().is_empty());
    assert_eq!(
        mated.outcome().unwrap().winner(),
        Some(variant_core::Color::White)
    );
    let stalemate: Mini = "k7/8/1Q6/8/8/8/8/K7 b".parse().unwrap();
    assert!(!stalemate.is_check() && stalemate.legal_move_vec().is_empty());
    assert_eq!(stalemate.outcome().unwrap().winner(), None);
    // A pawn promotes, and the promotion is noisy.
    let promote: Mini = "k7/4P3/8/8/8/8/8/K7 w".parse().unwrap();
    let mv = promote.parse_move("e7-e8=Q").unwrap();
    assert!(promote.is_noisy(&mv));
}

#[test]
fn pile_and_ring_are_correct_games() {
    for seed in 0..10 {
        testkit::check_playout(&Pile::new(12), seed, 20).unwrap();
        testkit::check_playout(&Ring::start(Default::default()), seed, 20).unwrap();
    }
}
