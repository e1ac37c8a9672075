//! Equal means the same game: `==`, `Hash` and the zobrist key cover the
//! halfmove clock and the history where a draw option reads them.

use baroque_chess::prelude::*;
use variant_core::testkit;

#[test]
fn equal_positions_have_equal_futures_under_every_preset() {
    testkit::check_equality_under_every_preset::<Position>().unwrap();
}

#[test]
fn two_pincer_round_trips_under_threefold_are_not_the_start() {
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    let start = Position::start(rules);
    let mut twice = start.clone();
    for text in ["a2-a3", "a7-a6", "a3-a2", "a6-a7"].iter().cycle().take(8) {
        twice.play_text(text).unwrap();
    }
    assert_eq!(twice.repetition_key(), start.repetition_key());
    assert_eq!(twice.legal_move_vec().len(), 0, "the start's third time");
    assert_ne!(start.legal_move_vec().len(), 0);
    assert_ne!(twice, start);
    assert_ne!(twice.zobrist(), start.zobrist());
    assert_eq!(twice.zobrist(), twice.recompute_zobrist());
    // Once round: the same positions passed in another order are equal.
    let mut once = start.clone();
    let mut other_order = start.clone();
    for text in ["a2-a3", "a7-a6", "a3-a2", "a6-a7"] {
        once.play_text(text).unwrap();
    }
    for text in ["a2-a3", "h7-h6", "a3-a2", "h6-h7"] {
        other_order.play_text(text).unwrap();
    }
    assert_ne!(once, other_order, "other positions were passed through");
    assert_ne!(once, start);
}

#[test]
fn the_clock_counts_only_under_a_no_progress_limit() {
    let mut rules = Rules::default();
    rules.no_progress_limit = Some(50);
    testkit::check_clock_counts(&Position::start(rules), Some(50)).unwrap();
    testkit::check_clock_counts(&Position::start(Rules::default()), None).unwrap();
}
