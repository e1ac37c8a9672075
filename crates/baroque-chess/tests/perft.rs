//! The published perft figures.

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

fn rules_with(key: &str, value: &str) -> Rules {
    let mut rules = Rules::default();
    if !key.is_empty() {
        variant_core::RuleSet::set_option(&mut rules, key, value).unwrap();
    }
    rules
}

/// Regression guards under every rule option: the figures of version 0.1
/// (whose rules must not change), on positions where the options matter.
#[test]
fn perft_under_every_rule_option_matches_version_0_1() {
    let options = [
        ("", ""),
        ("leaper_captures", "Single"),
        ("frozen_pieces_assist", "false"),
        ("allow_suicide", "false"),
        ("forbid_self_capture", "true"),
        ("no_moves", "Draw"),
        ("no_progress_limit", "6"),
        ("repetition", "ThreefoldDraw"),
    ];
    let table: [(&str, [u64; 8]); 4] = [
        (
            "2k3qb/3pp1r1/6P1/5p1B/3P3n/P2p1m2/6pP/1K3R1n b 0 58",
            [
                384486, 380024, 384497, 383591, 68632, 384486, 384486, 384486,
            ],
        ),
        (
            "7k/6m1/5P2/5p2/qB1n4/8/8/K4r2 w 4 1",
            [41286, 41286, 41435, 37789, 37351, 41286, 11669, 41286],
        ),
        (
            "7k/2m5/3K4/m2p4/1Qp1pP2/6m1/8/3P4 w 5 1",
            [11482, 11482, 11299, 8491, 10933, 11482, 11482, 11482],
        ),
        (
            "r6k/8/2p5/1p6/N1q2b2/8/2m5/K7 w 0 1",
            [24419, 21022, 24419, 24327, 23961, 24419, 24419, 24419],
        ),
    ];
    for (text, counts) in table {
        for ((key, value), expected) in options.iter().zip(counts) {
            let p = Position::from_text(text, rules_with(key, value)).unwrap();
            assert_eq!(perft(&p, 3), expected, "{text} with {key}={value}");
        }
    }
    // From the start position at depth 4 (the setups and the options that
    // already matter there).
    for (key, value, expected) in [
        ("", "", 1_850_162),
        ("setup", "Rotated", 1_850_197),
        ("setup", "KingOnE", 1_850_164),
        ("leaper_captures", "Single", 1_850_138),
        ("allow_suicide", "false", 1_849_700),
        ("repetition", "ThreefoldDraw", 1_850_162),
    ] {
        let p = Position::start(rules_with(key, value));
        assert_eq!(perft(&p, 4), expected, "start with {key}={value}");
    }
}

/// Two bare Kings: at depth 9 the King shuffles repeat positions a third
/// time, which `repetition = ThreefoldDraw` cuts off (figures of 0.1).
#[test]
fn threefold_repetition_cuts_deep_perft() {
    let text = "7k/8/8/8/8/8/8/K7 w 0 1";
    let default = Position::from_text(text, Rules::default()).unwrap();
    let threefold = Position::from_text(text, rules_with("repetition", "ThreefoldDraw")).unwrap();
    assert_eq!(perft(&default, 5), 1890);
    assert_eq!(perft(&threefold, 5), 1890);
    assert_eq!(perft(&default, 9), 3_111_688);
    assert_eq!(perft(&threefold, 9), 3_111_445);
}

/// Regression guard, not evidence: our own deeper figures, too slow for the
/// default test run (`cargo test -p baroque-chess --release -- --ignored --nocapture`
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
