//! Equal means the same game: `==`, `Hash` and the zobrist key cover every
//! counter and the history where a rule reads them, and nothing else.

use grant_acedrex::prelude::*;
use variant_core::testkit;

#[test]
fn equal_positions_have_equal_futures_under_every_preset() {
    testkit::check_equality_under_every_preset::<Position>().unwrap();
}

#[test]
fn the_no_progress_clock_counts_where_a_limit_reads_it() {
    // Fairy-Max's reading: 59 legal moves at clock 0, none at 100.
    let start = Position::start(Rules::fairymax());
    assert_eq!(
        testkit::with_counters(&start, 0, 1)
            .unwrap()
            .legal_move_vec()
            .len(),
        59
    );
    testkit::check_clock_counts(&start, Some(100)).unwrap();
    testkit::check_clock_counts(&Position::start(Rules::default()), None).unwrap();
}

#[test]
fn a_hundred_plies_of_shuffles_leave_a_position_unequal_to_the_start() {
    use std::collections::HashSet;
    let start = Position::start(Rules::fairymax());
    let mut seen = HashSet::new();
    seen.insert(start.clone());
    // A piece of each side out and back, 25 times: 100 reversible plies.
    let mut position = start.clone();
    let trip = testkit::round_trip(&start).unwrap();
    for _ in 0..25 {
        for mv in &trip {
            position.play(mv).unwrap();
        }
    }
    assert_eq!(position.repetition_key(), start.repetition_key());
    assert_eq!(position.legal_move_vec().len(), 0, "drawn by no progress");
    assert!(!seen.contains(&position));
    assert_ne!(position.zobrist(), start.zobrist());
}

#[test]
fn the_ply_limit_counts_where_it_is_read() {
    let start = Position::start(Rules::ludii());
    let early = testkit::with_counters(&start, 0, 1).unwrap();
    let late = testkit::with_counters(&start, 0, 1251).unwrap();
    assert_eq!(late.legal_move_vec().len(), 0, "ply 2500 is the limit");
    assert_ne!(early.legal_move_vec().len(), 0);
    assert_ne!(early, late);
    assert_ne!(early.zobrist(), late.zobrist());
    let later = testkit::with_counters(&start, 0, 1300).unwrap();
    assert_eq!(late, later);
}

#[test]
fn the_history_counts_under_the_repetition_rule() {
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    testkit::check_round_trips(&Position::start(rules), Rules::default()).unwrap();
}
