//! The spec's public perft figures.

use baroque_chess::{Position, Rules};
use variant_core::{perft, Game};

#[test]
fn start_position_perft_matches_the_spec() {
    let start = Position::default();
    // perft(1) = 32: only the 8 pincers can move, each 1 to 4 squares forward.
    assert_eq!(perft(&start, 1), 32);
    assert_eq!(perft(&start, 2), 944);
    assert_eq!(perft(&start, 3), 42762);
}

#[test]
fn other_setups_start_with_the_same_pincer_advances() {
    // In every setup the back ranks are blocked by the pincers, so only the
    // 8 pincers move, 1 to 4 squares forward each: perft(1) = 32.
    for setup in ["Rotated", "KingOnE"] {
        let mut rules = Rules::default();
        variant_core::RuleSet::set_option(&mut rules, "setup", setup).unwrap();
        let p = Position::start(rules);
        assert_eq!(perft(&p, 1), 32, "{setup}");
    }
}

/// Regression guard, not evidence: our own deeper figures, too slow for the
/// default test run (`cargo test -p baroque --release -- --ignored --nocapture`
/// prints the speed too).
#[test]
#[ignore]
fn start_position_deeper_perft_regression_guard() {
    let start = Position::default();
    for (depth, expected) in [(4, 1_850_162u64), (5, 94_587_977)] {
        let t = std::time::Instant::now();
        let n = perft(&start, depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft({depth}) = {n} in {secs:.2}s ({:.1} M nodes/s)",
            n as f64 / secs / 1e6
        );
        assert_eq!(n, expected);
    }
}
