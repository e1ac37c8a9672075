//! Equal means the same game: `==`, `Hash` and the zobrist key cover the
//! halfmove clock and the positions passed through where a draw option
//! reads them.

use cheskers::prelude::*;
use variant_core::testkit;

/// Kings, bishops and camels only: every move is reversible.
const BACK_RANKS: &str = "1c1k1k1b/8/8/8/8/8/8/B1K1K1C1 b 0 1";

#[test]
fn equal_positions_have_equal_futures_under_every_preset() {
    testkit::check_equality_under_every_preset::<Position>().unwrap();
}

#[test]
fn round_trips_count_under_threefold_only() {
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    let start = Position::from_text(BACK_RANKS, rules).unwrap();
    testkit::check_round_trips(&start, Rules::default()).unwrap();
}

#[test]
fn the_clock_counts_only_under_a_no_progress_limit() {
    let mut rules = Rules::default();
    rules.no_progress_limit = Some(40);
    let limited = Position::from_text(BACK_RANKS, rules).unwrap();
    testkit::check_clock_counts(&limited, Some(40)).unwrap();
    let free = Position::from_text(BACK_RANKS, Rules::default()).unwrap();
    testkit::check_clock_counts(&free, None).unwrap();
}
