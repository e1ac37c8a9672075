//! Equal means the same game: `==`, `Hash` and the zobrist key cover the
//! halfmove clock and the history where a draw option reads them.

use dragonchess::prelude::*;
use variant_core::testkit;

#[test]
fn equal_positions_have_equal_futures_under_every_preset() {
    testkit::check_equality_under_every_preset::<Position>().unwrap();
}

#[test]
fn shuffles_count_under_threefold_only() {
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    testkit::check_round_trips(&Position::start(rules), Rules::default()).unwrap();
}

#[test]
fn the_clock_counts_only_under_a_no_progress_limit() {
    let mut rules = Rules::default();
    rules.no_progress_limit = Some(100);
    testkit::check_clock_counts(&Position::start(rules), Some(100)).unwrap();
    testkit::check_clock_counts(&Position::start(Rules::default()), None).unwrap();
}
