//! `is_legal` (decided without generating the position's moves) and
//! `illegal_reason`: frozen pieces, suicides, capture lists, every rule
//! option, decided positions; and agreement with the move list on the moves
//! of many unrelated positions.

use baroque_chess::prelude::*;
use baroque_chess::variant_core::{testkit, AnySquare, Coord2, MoveErrorReason, Rng};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// The move `from-to` capturing `caps`.
fn mv(from: &str, to: &str, caps: &[&str]) -> Move {
    Move::new(
        sq(from),
        sq(to),
        caps.iter().map(|c| sq(c).index()).collect(),
    )
}

fn rules_with(options: &[(&str, &str)]) -> Rules {
    let mut rules = Rules::default();
    for (k, v) in options {
        rules.set_option(k, v).unwrap();
    }
    rules
}

fn position(text: &str, rules: Rules) -> Position {
    Position::from_text(text, rules).unwrap()
}

/// `is_legal` says `legal`, agrees with the list, and `play` agrees too
/// (on refusal the reason contains `reason`).
#[track_caller]
fn check(p: &Position, m: Move, legal: bool, reason: &str) {
    assert_eq!(p.is_legal(&m), legal, "{m} in {p}");
    assert_eq!(p.legal_move_vec().contains(&m), legal, "{m} listed in {p}");
    let mut copy = p.clone();
    match copy.play(&m) {
        Ok(()) => assert!(legal),
        Err(e) => {
            assert!(!legal);
            assert!(e.reason().to_string().contains(reason), "{m} in {p}: {e}");
            assert_eq!(e.reason(), &p.illegal_reason(&m));
            assert_eq!(e.text(), m.to_string().as_str());
            assert_eq!(&copy, p);
        }
    }
}

/// Black immobilizers freeze the white King d6, withdrawer b4 and pincer f4.
const FROZEN: &str = "7k/2m5/3K4/m2p4/1Qp1pP2/6m1/8/3P4 w 0 1";

#[test]
fn frozen_pieces_do_not_move_but_may_commit_suicide() {
    let p = position(FROZEN, Rules::default());
    check(&p, mv("b4", "b5", &[]), false, "frozen and cannot move");
    check(&p, mv("b4", "b2", &[]), false, "frozen");
    check(&p, mv("d6", "e6", &[]), false, "frozen");
    check(&p, mv("d6", "d5", &["d5"]), false, "frozen");
    check(&p, Move::suicide(sq("b4")), true, "");
    check(&p, Move::suicide(sq("f4")), true, "");
    check(
        &p,
        Move::suicide(sq("d6")),
        false,
        "king cannot commit suicide",
    );
    check(&p, Move::suicide(sq("d1")), false, "not frozen");
    let p = position(FROZEN, rules_with(&[("allow_suicide", "false")]));
    check(&p, Move::suicide(sq("b4")), false, "allow_suicide = false");
}

#[test]
fn the_capture_list_must_be_exactly_what_the_move_captures() {
    let p = position(FROZEN, Rules::default());
    check(&p, mv("d1", "d4", &["c4", "e4", "d5"]), true, "");
    check(
        &p,
        mv("d1", "d4", &["c4", "e4"]),
        false,
        "captures exactly c4,e4,d5",
    );
    check(
        &p,
        mv("d1", "d4", &["c4", "e4", "d5", "c7"]),
        false,
        "capture list",
    );
    check(&p, mv("d1", "d4", &[]), false, "capture list");
    check(&p, mv("d1", "d3", &["c4"]), false, "captures nothing");
    check(&p, mv("d1", "d3", &[]), true, "");
    // The reasons are typed, and read as the CLI prints them.
    let at = |name: &str| -> AnySquare { Coord2::new(sq(name).file(), sq(name).rank()).into() };
    let e = p.clone().play(&mv("d1", "d4", &["c4", "e4"])).unwrap_err();
    assert_eq!(
        e.reason(),
        &MoveErrorReason::CapturesExactly(vec![at("c4"), at("e4"), at("d5")])
    );
    assert_eq!(
        e.to_string(),
        "illegal move `d1-d4xc4,e4`: its capture list is wrong: the move captures exactly c4,e4,d5"
    );
    let e = p.clone().play(&mv("d1", "d3", &["c4"])).unwrap_err();
    assert_eq!(e.reason(), &MoveErrorReason::CapturesNothingFrom(at("d1")));
    assert_eq!(
        e.to_string(),
        "illegal move `d1-d3xc4`: its capture list is wrong: the move from d1 captures nothing"
    );
    let legal = mv("d1", "d3", &[]);
    assert_eq!(p.illegal_reason(&legal), MoveErrorReason::LegalHere);
    assert_eq!(
        p.illegal_reason(&legal).to_string(),
        "it is a legal move here"
    );
    // A suicide removes exactly its own square.
    let bad = Move::new(sq("b4"), sq("b4"), sq("b4").bit() | sq("c4").bit());
    check(&p, bad, false, "");
    check(
        &p,
        Move::new(sq("b4"), sq("b4"), SquareSet::EMPTY),
        false,
        "",
    );
}

#[test]
fn frozen_pieces_assist_changes_what_a_move_captures() {
    let p = position(FROZEN, rules_with(&[("frozen_pieces_assist", "false")]));
    check(&p, mv("d1", "d4", &[]), true, "");
    check(
        &p,
        mv("d1", "d4", &["c4", "e4", "d5"]),
        false,
        "captures nothing",
    );
}

#[test]
fn immobilizers_and_chameleons_freeze_each_other() {
    let white = position("7k/8/8/3pm3/3M4/2b5/8/K7 w 0 1", Rules::default());
    check(&white, mv("d4", "d3", &[]), false, "frozen");
    check(&white, mv("d4", "f2", &[]), false, "frozen");
    check(&white, Move::suicide(sq("d4")), true, "");
    check(&white, mv("a1", "b2", &[]), true, "");
    let black = position("7k/8/8/3pm3/3M4/2b5/8/K7 b 0 1", Rules::default());
    check(&black, mv("c3", "b2", &[]), false, "frozen");
    check(&black, mv("e5", "h2", &[]), false, "frozen");
    check(&black, Move::suicide(sq("c3")), true, "");
    check(&black, mv("h8", "g8", &[]), true, "");
    // The other side's pieces and empty squares.
    check(&black, mv("d4", "d3", &[]), false, "is not black's");
    check(&black, mv("a4", "a5", &[]), false, "no piece on a4");
}

#[test]
fn leaper_captures_single_limits_the_jumps() {
    let text = "r6k/8/2p5/1p6/N1q2b2/8/2m5/K7 w 0 1";
    let p = position(text, Rules::default());
    check(&p, mv("a4", "g4", &["c4", "f4"]), true, "");
    check(&p, mv("a4", "e4", &["c4"]), true, "");
    check(&p, mv("a4", "h4", &["c4"]), false, "captures exactly c4,f4");
    check(&p, mv("a4", "c6", &["b5"]), false, "cannot move to c6");
    check(&p, mv("a4", "a8", &["a8"]), false, "cannot move to a8");
    let single = position(text, rules_with(&[("leaper_captures", "Single")]));
    check(
        &single,
        mv("a4", "g4", &["c4", "f4"]),
        false,
        "cannot move to g4",
    );
    check(&single, mv("a4", "e4", &["c4"]), true, "");
}

#[test]
fn moves_off_a_line_and_king_steps() {
    let p = position("7k/8/8/8/8/8/pn6/K7 w 0 1", Rules::default());
    check(&p, mv("a1", "b2", &["b2"]), true, "");
    check(&p, mv("a1", "b2", &[]), false, "captures exactly b2");
    check(&p, mv("a1", "a3", &[]), false, "cannot move to a3");
    check(&p, mv("a1", "c2", &[]), false, "cannot move to c2");
    check(&p, mv("a1", "b1", &[]), true, "");
    let p = position("7k/8/8/8/8/8/8/K3R3 w 0 1", Rules::default());
    check(&p, mv("e1", "f3", &[]), false, "cannot move to f3");
    check(&p, mv("e1", "a5", &[]), true, "");
}

#[test]
fn forbid_self_capture_filters_just_this_move() {
    let text = "8/8/8/8/8/2k5/1K6/8 w 0 1";
    let p = position(text, Rules::default());
    check(&p, mv("b2", "b3", &[]), true, "");
    let p = position(text, rules_with(&[("forbid_self_capture", "true")]));
    check(&p, mv("b2", "b3", &[]), false, "forbid_self_capture");
    check(&p, mv("b2", "c2", &[]), false, "forbid_self_capture");
    check(&p, mv("b2", "a1", &[]), true, "");
    // Capturing the enemy King is always allowed.
    check(&p, mv("b2", "c3", &["c3"]), true, "");
    // Suicides too are filtered.
    let text = "2n4k/8/8/8/3m4/2P5/2K5/8 w 0 1";
    check(
        &position(text, Rules::default()),
        Move::suicide(sq("c3")),
        true,
        "",
    );
    let p = position(text, rules_with(&[("forbid_self_capture", "true")]));
    check(&p, Move::suicide(sq("c3")), false, "forbid_self_capture");
    check(&p, mv("c2", "d2", &[]), true, "");
}

#[test]
fn a_decided_position_has_no_legal_move() {
    // A missing King.
    let p = position("8/8/8/8/8/8/8/K7 w 0 1", Rules::default());
    check(
        &p,
        mv("a1", "a2", &[]),
        false,
        "the game is over (white wins: king captured)",
    );
    // No legal move (a lone frozen King), under either no_moves option.
    for (no_moves, outcome) in [
        ("Loss", "black wins: no legal move"),
        ("Draw", "draw: no legal move"),
    ] {
        let p = position(
            "7k/8/8/8/8/8/1m6/K7 w 0 1",
            rules_with(&[("no_moves", no_moves)]),
        );
        check(&p, mv("a1", "a2", &[]), false, outcome);
    }
}

#[test]
fn the_draw_options_end_the_game() {
    let mut p = position(
        "7k/8/8/8/8/8/8/K7 w 0 1",
        rules_with(&[("no_progress_limit", "2")]),
    );
    p.play_text("a1-b1").unwrap();
    check(&p, mv("h8", "g8", &[]), true, "");
    p.play_text("h8-g8").unwrap();
    check(&p, mv("b1", "a1", &[]), false, "draw: no progress");

    let mut p = position(
        "7k/8/8/8/8/8/8/K7 w 0 1",
        rules_with(&[("repetition", "ThreefoldDraw")]),
    );
    for text in [
        "a1-b1", "h8-g8", "b1-a1", "g8-h8", "a1-b1", "h8-g8", "b1-a1",
    ] {
        p.play_text(text).unwrap();
    }
    check(&p, mv("g8", "h8", &[]), true, "");
    p.play_text("g8-h8").unwrap();
    check(&p, mv("a1", "b1", &[]), false, "draw: repetition");
}

#[test]
fn a_pincer_move_resets_the_clock_but_a_position_may_still_repeat() {
    // The pincers shuffle: every move resets the halfmove clock, yet the
    // position repeats (a pincer move is reversible).
    let mut p = position(
        "7k/p7/8/8/8/8/P7/K7 w 0 1",
        rules_with(&[("repetition", "ThreefoldDraw")]),
    );
    for text in [
        "a2-a3", "a7-a6", "a3-a2", "a6-a7", "a2-a3", "a7-a6", "a3-a2", "a6-a7",
    ] {
        assert_eq!(p.outcome(), None, "before {text}");
        p.play_text(text).unwrap();
        assert_eq!(p.halfmove_clock(), 0);
    }
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}

/// Positions of every kind: hand-made ones and random playouts.
fn many_positions(rules: &Rules) -> Vec<Position> {
    let mut out: Vec<Position> = [
        FROZEN,
        "7k/8/8/3pm3/3M4/2b5/8/K7 w 0 1",
        "7k/8/8/3pm3/3M4/2b5/8/K7 b 0 1",
        "r6k/8/2p5/1p6/N1q2b2/8/2m5/K7 w 0 1",
        "7k/6m1/5P2/5p2/qB1n4/8/8/K4r2 w 0 1",
        "8/8/8/4m3/5Qpk/7B/7q/K6r w 0 1",
        "2k5/8/8/p7/8/8/m6R/K3n2q w 0 1",
        "8/8/8/8/8/2k5/1K6/8 w 0 1",
        "2n4k/8/8/8/3m4/2P5/2K5/8 w 0 1",
        "7k/8/8/8/8/8/1m6/KP6 w 0 1",
    ]
    .iter()
    .map(|t| position(t, rules.clone()))
    .collect();
    let start = Position::start(rules.clone());
    for seed in 0..12u64 {
        out.push(testkit::random_position(
            &start,
            seed,
            10 + 9 * seed as usize,
        ));
    }
    out
}

#[test]
fn is_legal_agrees_with_the_list_on_the_moves_of_unrelated_positions() {
    for (k, v) in [
        ("repetition", "None"),
        ("forbid_self_capture", "true"),
        ("leaper_captures", "Single"),
        ("frozen_pieces_assist", "false"),
        ("allow_suicide", "false"),
        ("no_moves", "Draw"),
    ] {
        let rules = rules_with(&[(k, v)]);
        let positions = many_positions(&rules);
        let mut candidates: Vec<Move> = positions.iter().flat_map(|p| p.legal_move_vec()).collect();
        // Also the colour-flipped moves and some arbitrary ones.
        let flipped: Vec<Move> = candidates.iter().map(Move::color_flipped).collect();
        candidates.extend(flipped);
        let mut rng = Rng::new(7);
        for _ in 0..300 {
            let a = Square::new(rng.below(64) as u8).unwrap();
            let b = Square::new(rng.below(64) as u8).unwrap();
            let caps = if rng.below(2) == 0 {
                SquareSet::EMPTY
            } else {
                SquareSet::single(rng.below(64))
            };
            candidates.push(Move::new(a, b, caps));
        }
        candidates.sort_by_key(|m| (m.from(), m.to(), m.captured_set().words()));
        candidates.dedup();
        for p in &positions {
            testkit::check_rejects(p, &candidates).unwrap();
        }
    }
}
