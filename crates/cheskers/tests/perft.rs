//! The published test positions and perft figures.

use cheskers::{Game, Position};
use variant_core::testkit::{legal_move_texts, sorted_texts};
use variant_core::{divide, perft};

#[test]
fn start_position_perft_matches_the_spec() {
    let start = Position::default();
    assert_eq!(start.to_string(), cheskers::START_TEXT);
    // Black moves first. Men b6, d6, f6, h6 step down to rank 5 (7 moves;
    // h6 only to g5); the camel b8 leaps to a5 or c5 (e7 is its own man); the
    // kings, the bishop and the rank-7 men are blocked by their own men.
    assert_eq!(
        legal_move_texts(&start),
        sorted_texts(&[
            "b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5", "b8-a5", "b8-c5"
        ])
    );
    assert_eq!(perft(&start, 1), 9);
    // After any of them White has the mirror-image 9 moves (men a3, c3, e3,
    // g3 to rank 4; camel g1-f4, g1-h4): no piece is adjacent to another
    // side's piece yet, so nothing can capture. 9 × 9 = 81.
    assert_eq!(perft(&start, 2), 81);
    assert!(divide(&start, 2).iter().all(|(_, n)| *n == 9));
}

#[test]
fn start_position_deeper_regression_guard() {
    // Regression guard, not evidence: these figures come from this crate.
    let start = Position::default();
    let p3 = perft(&start, 3);
    let p4 = perft(&start, 4);
    assert_eq!((p3, p4), (REGRESSION_P3, REGRESSION_P4));
}

const REGRESSION_P3: u64 = 652;
const REGRESSION_P4: u64 = 4395;

#[test]
fn counts_match_the_reference_generator() {
    // Regression guard for the square-set move counter: these figures were
    // produced by the crate's first, board-array generator (commit 3d10c95,
    // before any speed work), which listed every move and took the length.
    use cheskers::{CaptureRule, Rules};
    use variant_core::Repetition;
    let rule = |capture_rule| Rules::default().with_capture_rule(capture_rule);
    let start = |rules| Position::start(rules);
    assert_eq!(perft(&Position::default(), 6), 209_816);
    assert_eq!(perft(&start(rule(CaptureRule::PieceLevel)), 6), 591_073);
    assert_eq!(
        perft(&start(rule(CaptureRule::ManKingCaptureExclusive)), 6),
        190_502
    );
    let draws = Rules::default()
        .with_repetition(Repetition::ThreefoldDraw)
        .with_no_progress_limit(Some(6));
    assert_eq!(perft(&start(draws), 5), 30_239);
    // King chains, promotions next to the last rank, a bishop capture.
    for (text, default_rules, piece_level) in [
        ("7k/8/1p1p1p2/4K3/1p1p1p2/2K5/1p1p1p2/8 w 0 1", 2696, 11_957),
        ("1k6/P1P5/8/8/8/8/5p1p/6K1 w 0 1", 49, 488),
        ("1k5b/8/8/8/8/4p3/3P1P2/K7 b 0 1", 622, 2017),
    ] {
        let p = |rules| Position::from_text(text, rules).unwrap();
        assert_eq!(perft(&p(Rules::default()), 4), default_rules, "{text}");
        assert_eq!(
            perft(&p(rule(CaptureRule::PieceLevel)), 4),
            piece_level,
            "{text}"
        );
    }
}

#[test]
fn seed_diagram_white_has_seven_moves() {
    // White king b4 steps to a5, c5, a3, c3; camel g1 leaps to d2, f4, h4
    // (its other five targets are off the board). Black's man g7 and king h8
    // are out of reach, so nothing can capture.
    let pos: Position = "7k/6p1/8/8/1K6/8/8/6C1 w 0 1".parse().unwrap();
    assert_eq!(
        legal_move_texts(&pos),
        sorted_texts(&["b4-a5", "b4-c5", "b4-a3", "b4-c3", "g1-d2", "g1-f4", "g1-h4"])
    );
}

#[test]
fn seed_diagram_black_has_nine_moves() {
    // Bishop b8: a7, and c7 d6 e5 f4 g3 h2 down the long diagonal (7); the man
    // g7 steps down to f6 or h6 (2); the king h8 is blocked by its own man.
    let pos: Position = "1b5k/6p1/8/8/1K6/8/8/6C1 b 0 1".parse().unwrap();
    assert_eq!(
        legal_move_texts(&pos),
        sorted_texts(&[
            "b8-a7", "b8-c7", "b8-d6", "b8-e5", "b8-f4", "b8-g3", "b8-h2", "g7-f6", "g7-h6"
        ])
    );
}
