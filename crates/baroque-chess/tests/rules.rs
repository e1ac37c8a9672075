//! Hand-checked cases from the rules, each with its complete expected move
//! list worked out by hand in the comments.
//!
//! Squares: files a..h, ranks 1..8. Move text lists captured squares in the
//! order a1, b1, …, h1, a2, …, h8.

use baroque_chess::{Position, Rules, SquareSet};
use variant_core::testkit::legal_move_texts;
use variant_core::{Color, DrawReason, Game, Outcome, RuleSet, WinReason};

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

#[track_caller]
fn assert_moves(text: &str, rules: Rules, expected: &[&str]) {
    let p = position(text, rules);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    want.sort();
    let got = legal_move_texts(&p);
    let missing: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
    let extra: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
    assert_eq!(
        got, want,
        "\nposition {text}\nmissing: {missing:?}\nunexpected: {extra:?}"
    );
    // Perft's bulk count at the last ply builds no moves: it must agree.
    assert_eq!(
        p.count_legal_moves(),
        want.len(),
        "bulk count, position {text}"
    );
}

/// King a1 in a corner with its three neighbours empty.
const KING_A1: [&str; 3] = ["a1-a2", "a1-b1", "a1-b2"];

fn with_king_a1(rest: &[&str]) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = KING_A1.to_vec();
    for m in rest {
        v.push(Box::leak(m.to_string().into_boxed_str()));
    }
    v
}

// ---------------------------------------------------------------- pincer

/// ```text
/// 8 . . . . . . . k
/// 7 . . m . . . . .      black immobilizer c7 freezes the white King d6
/// 6 . . . K . . . .
/// 5 m . . p . . . .      black immobilizer a5 freezes the white withdrawer b4
/// 4 . Q p . p P . .      black immobilizer g3 freezes the white pincer f4
/// 3 . . . . . . m .
/// 2 . . . . . . . .
/// 1 . . . P . . . .
///   a b c d e f g h
/// ```
/// White's only mobile piece is the pincer d1 (rook moves): up the d file to
/// d2, d3, d4 (d5 is occupied) and along rank 1 to a1..c1, e1..h1.
/// On d4 it sandwiches three pieces at once: c4 against b4, e4 against f4 and
/// d5 against the King d6, all frozen partners, which count by default.
/// Elsewhere no enemy is orthogonally adjacent. The frozen b4 and f4 may
/// commit suicide; the frozen King may not.
#[test]
fn pincer_captures_up_to_three_with_frozen_partners_and_the_king() {
    let text = "7k/2m5/3K4/m2p4/1Qp1pP2/6m1/8/3P4 w 0 1";
    let common = [
        "d1-d2", "d1-d3", "d1-a1", "d1-b1", "d1-c1", "d1-e1", "d1-f1", "d1-g1", "d1-h1", "b4xb4",
        "f4xf4",
    ];
    let mut expected = common.to_vec();
    expected.push("d1-d4xc4,e4,d5");
    assert_moves(text, Rules::default(), &expected);
    // frozen_pieces_assist = false: all three partners are frozen, so the
    // move to d4 captures nothing.
    let mut expected = common.to_vec();
    expected.push("d1-d4");
    assert_moves(
        text,
        rules_with(&[("frozen_pieces_assist", "false")]),
        &expected,
    );
}

/// ```text
/// 8 . . . . . . . k
/// 5 . . . . . . . .
/// 4 . . . . . . . .
/// 3 p . . . . . . .
/// 2 . p . . . . . .
/// 1 K . P . . . . .
/// ```
/// White pincer c1: up the c file c2..c8 and along rank 1 to b1 (a1 is the
/// King), d1..h1. On b1 the King a1 is west (friendly) and b2 north is black
/// with b3 empty beyond: no capture. On c2 the black b2 is west with a2 empty
/// beyond: none; the black a3 is diagonal to b2 and never counts. No
/// capture anywhere. The King: a2, b1, and b2 by displacement.
///
/// Black to move instead: pincer b2 to b1 and b3..b8, a2 and c2..h2; pincer
/// a3 to a2, a4..a8 and b3..h3; king h8 to g8, g7, h7. On b1 the white King
/// a1 is west with the board edge beyond (never a partner) and the white c1
/// east with d1 empty beyond; on a2 the King a1 is south with the edge
/// beyond. Black captures nothing.
#[test]
fn pincer_edge_and_diagonal_never_capture() {
    let text = "7k/8/8/8/8/p7/1p6/K1P5 w 0 1";
    assert_moves(
        text,
        Rules::default(),
        &[
            "a1-a2", "a1-b1", "a1-b2xb2", "c1-b1", "c1-d1", "c1-e1", "c1-f1", "c1-g1", "c1-h1",
            "c1-c2", "c1-c3", "c1-c4", "c1-c5", "c1-c6", "c1-c7", "c1-c8",
        ],
    );
    let text = "7k/8/8/8/8/p7/1p6/K1P5 b 0 1";
    assert_moves(
        text,
        Rules::default(),
        &[
            "h8-g8", "h8-g7", "h8-h7", "b2-b1", "b2-b3", "b2-b4", "b2-b5", "b2-b6", "b2-b7",
            "b2-b8", "b2-a2", "b2-c2", "b2-d2", "b2-e2", "b2-f2", "b2-g2", "b2-h2", "a3-a2",
            "a3-a4", "a3-a5", "a3-a6", "a3-a7", "a3-a8", "a3-b3", "a3-c3", "a3-d3", "a3-e3",
            "a3-f3", "a3-g3", "a3-h3",
        ],
    );
}

/// A piece moving between two enemy pincers is safe.
/// ```text
/// 8 . . . . . . . k
/// 2 p . p . . . . .
/// 1 K . . . . . . .
/// ```
/// White King a1: a2xa2 (displacement), b1, and b2, between the pincers a2
/// and c2: pincers capture only on their own move, so the King stays.
#[test]
fn moving_between_two_enemies_is_safe() {
    let mut p = position("7k/8/8/8/8/8/p1p5/K7 w 0 1", Rules::default());
    assert_eq!(legal_move_texts(&p), ["a1-a2xa2", "a1-b1", "a1-b2"]);
    p.play_text("a1-b2").unwrap();
    assert_eq!(p.to_string(), "7k/8/8/8/8/8/pKp5/8 b 1 1");
}

/// With `frozen_pieces_assist = false` a pincer can never capture an
/// immobilizer by custodian: the partner beyond it is next to it, hence
/// frozen, and frozenness is judged before the capture is removed.
/// ```text
/// 8 . . . . . . . k
/// 3 . P . . . . . .
/// 2 . . . . . . . .
/// 1 K . m Q . . . .
/// ```
/// The white withdrawer d1 is frozen by the black immobilizer c1 next to it.
/// The pincer b3 moving to b1 sandwiches c1 between b1 and d1.
#[test]
fn frozen_partner_of_an_immobilizer_is_judged_before_removal() {
    let text = "7k/8/8/8/8/1P6/8/K1mQ4 w 0 1";
    let p = position(text, Rules::default());
    let caps: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("b3-b1"))
        .collect();
    // b1: east c1 (black immobilizer) with d1 (white, frozen) beyond.
    assert_eq!(caps, ["b3-b1xc1"]);
    let p = position(text, rules_with(&[("frozen_pieces_assist", "false")]));
    let caps: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("b3-b1"))
        .collect();
    assert_eq!(caps, ["b3-b1"]);
}

// ---------------------------------------------------------------- king

/// White King a1 alone; black pincer a2 and leaper b2 next to it, b1 empty.
/// The King captures by displacement: a2xa2, b2xb2; b1 plain.
#[test]
fn king_captures_by_displacement() {
    assert_moves(
        "7k/8/8/8/8/8/pn6/K7 w 0 1",
        Rules::default(),
        &["a1-a2xa2", "a1-b1", "a1-b2xb2"],
    );
}

#[test]
fn capturing_the_king_wins_at_once() {
    let mut p = position("8/8/8/8/8/8/1k6/K7 w 0 1", Rules::default());
    assert_eq!(legal_move_texts(&p), ["a1-a2", "a1-b1", "a1-b2xb2"]);
    p.play_text("a1-b2xb2").unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::KingCaptured
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // A position text may lack one King: that side has lost.
    let p = position("8/8/8/8/8/8/8/K7 b 0 1", Rules::default());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::KingCaptured))
    );
    assert!(p.legal_move_vec().is_empty());
}

// ---------------------------------------------------------------- long leaper

/// ```text
/// 8 r . . . . . . k
/// 7 . . . . . . . .
/// 6 . . p . . . . .
/// 5 . p . . . . . .
/// 4 N . q . . b . .
/// 3 . . . . . . . .
/// 2 . . m . . . . .
/// 1 K . . . . . . .
/// ```
/// Leaper a4:
/// * north: a5, a6, a7; a8 is black but has no square behind it (edge).
/// * north-east: b5 is black but c6 behind it is occupied: no move at all.
/// * east: b4; jumps c4 to land on d4 or e4; then jumps f4 to land on g4 or
///   h4 (both jumped pieces captured).
/// * south-east: b3; jumps c2 (an immobilizer: any enemy may be leapt) to d1.
/// * south: a3, a2 (a1 is its own King).
///
/// King a1: a2, b1, b2.
/// With `leaper_captures = Single` the second jump (over f4) is not allowed.
#[test]
fn long_leaper_multiple_jumps_and_every_landing_square() {
    let text = "r6k/8/2p5/1p6/N1q2b2/8/2m5/K7 w 0 1";
    let single = [
        "a4-a5", "a4-a6", "a4-a7", "a4-b4", "a4-d4xc4", "a4-e4xc4", "a4-b3", "a4-d1xc2", "a4-a3",
        "a4-a2",
    ];
    let mut multiple = with_king_a1(&single);
    multiple.extend(["a4-g4xc4,f4", "a4-h4xc4,f4"]);
    assert_moves(text, Rules::default(), &multiple);
    assert_moves(
        text,
        rules_with(&[("leaper_captures", "Single")]),
        &with_king_a1(&single),
    );
}

/// A leaper never jumps a friendly piece; it may leap the enemy King, which
/// wins. White N a1 (K h1): north a2 white pincer blocks; east b1 empty,
/// c1 black King with d1 empty: jump. Black king c1.
#[test]
fn long_leaper_never_jumps_friends_and_may_leap_the_king() {
    let text = "8/8/8/8/8/8/P7/N1k4K w 0 1";
    let p = position(text, Rules::default());
    let leaper: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    // north: a2 own pincer: nothing; north-east: b2, c3, ..., h8 (7 squares);
    // east: b1, then over c1 to d1, e1, f1, g1 (h1 is own King).
    assert_eq!(
        leaper,
        [
            "a1-b1", "a1-b2", "a1-c3", "a1-d1xc1", "a1-d4", "a1-e1xc1", "a1-e5", "a1-f1xc1",
            "a1-f6", "a1-g1xc1", "a1-g7", "a1-h8"
        ]
    );
    let mut p = p;
    p.play_text("a1-e1").unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::KingCaptured))
    );
}

// ---------------------------------------------------------------- withdrawer

/// ```text
/// 8 . . . . . . . .
/// 7 . . . . . . . k
/// 6 . . . . . . . .
/// 5 . . . p . . . .
/// 4 . . n Q . . . .
/// 3 . . . . p . . .
/// 2 . . . . . . . .
/// 1 K . . . . . . .
/// ```
/// Withdrawer d4, by direction (captured: the enemy right behind it):
/// * N: d5 occupied, no move. NE: e5, f6, g7, h8 (behind: c3 empty).
/// * E: e4..h4, behind is c4 (black): captures c4.
/// * SE: e3 occupied. S: d3, d2, d1, behind d5: captures d5.
/// * SW: c3, b2 (a1 own King), behind e5 empty. W: c4 occupied.
/// * NW: c5, b6, a7, behind e3: captures e3.
#[test]
fn withdrawer_captures_the_piece_it_moves_away_from() {
    assert_moves(
        "8/7k/8/3p4/2nQ4/4p3/8/K7 w 0 1",
        Rules::default(),
        &with_king_a1(&[
            "d4-e5", "d4-f6", "d4-g7", "d4-h8", "d4-e4xc4", "d4-f4xc4", "d4-g4xc4", "d4-h4xc4",
            "d4-d3xd5", "d4-d2xd5", "d4-d1xd5", "d4-c3", "d4-b2", "d4-c5xe3", "d4-b6xe3",
            "d4-a7xe3",
        ]),
    );
}

// ---------------------------------------------------------------- coordinator

/// ```text
/// 8 . . k . . . . .
/// 5 p . . . . . . .
/// 2 . . . . . . . R
/// 1 K . . . n . . q
/// ```
/// Coordinator h2 with its King a1: after a move to (f, r) the enemies on
/// (a, r) and (f, 1) are captured.
/// * N: h3..h8: (h,1) = h1 is black every time; on h5 also a5.
/// * S: h1 occupied. SW: g1: corners a1 (own King) and g1: none.
/// * W: g2..a2: corner (f,1) is black only for e2 (e1); on a2 the corners are
///   a2 itself and a1.
/// * NW: g3, f4, e5 (captures a5 and e1), d6, c7, b8.
///
/// The h1 corner was already formed before the move: only the final position
/// of a coordinator's move counts, and the King's moves coordinate nothing
/// (a1-b1 forms the corner h1 with h2 but captures nothing).
#[test]
fn coordinator_captures_on_both_corners() {
    assert_moves(
        "2k5/8/8/p7/8/8/7R/K3n2q w 0 1",
        Rules::default(),
        &with_king_a1(&[
            "h2-h3xh1",
            "h2-h4xh1",
            "h2-h5xh1,a5",
            "h2-h6xh1",
            "h2-h7xh1",
            "h2-h8xh1",
            "h2-g1",
            "h2-g2",
            "h2-f2",
            "h2-e2xe1",
            "h2-d2",
            "h2-c2",
            "h2-b2",
            "h2-a2",
            "h2-g3",
            "h2-f4",
            "h2-e5xe1,a5",
            "h2-d6",
            "h2-c7",
            "h2-b8",
        ]),
    );
}

/// The same with a black immobilizer on a2 freezing the White King (a King
/// cannot commit suicide, so it has no move). A frozen King still
/// coordinates by default: the rank-2 destinations now also capture a2 (the
/// corner (a, 2)); with `frozen_pieces_assist = false` nothing is captured.
#[test]
fn a_frozen_king_still_coordinates_unless_the_option_says_no() {
    let text = "2k5/8/8/p7/8/8/m6R/K3n2q w 0 1";
    let with_assist = [
        "h2-h3xh1",
        "h2-h4xh1",
        "h2-h5xh1,a5",
        "h2-h6xh1",
        "h2-h7xh1",
        "h2-h8xh1",
        "h2-g1",
        "h2-g2xa2",
        "h2-f2xa2",
        "h2-e2xe1,a2",
        "h2-d2xa2",
        "h2-c2xa2",
        "h2-b2xa2",
        "h2-g3",
        "h2-f4",
        "h2-e5xe1,a5",
        "h2-d6",
        "h2-c7",
        "h2-b8",
    ];
    assert_moves(text, Rules::default(), &with_assist);
    let without: Vec<String> = with_assist
        .iter()
        .map(|m| m.split('x').next().unwrap().to_string())
        .collect();
    let without: Vec<&str> = without.iter().map(String::as_str).collect();
    assert_moves(
        text,
        rules_with(&[("frozen_pieces_assist", "false")]),
        &without,
    );
}

// ---------------------------------------------------------------- immobilizer

/// ```text
/// 8 . . . . . . . k
/// 5 . . . p m . . .
/// 4 . . . M . . . .
/// 3 . . b . . . . .
/// 1 K . . . . . . .
/// ```
/// The white immobilizer d4 is frozen by the adjacent black immobilizer e5
/// and the adjacent black chameleon c3 (both mutual); it still freezes them
/// and the pincer d5. White: King a1 (a2, b1, b2; it may step next to the
/// chameleon) and the suicide d4xd4. Black: everything but the King is
/// frozen: king h8 (g8, g7, h7) and three suicides.
#[test]
fn immobilizers_and_chameleons_freeze_each_other() {
    let white = "7k/8/8/3pm3/3M4/2b5/8/K7 w 0 1";
    assert_moves(white, Rules::default(), &with_king_a1(&["d4xd4"]));
    let black = "7k/8/8/3pm3/3M4/2b5/8/K7 b 0 1";
    assert_moves(
        black,
        Rules::default(),
        &["h8-g8", "h8-g7", "h8-h7", "c3xc3", "d5xd5", "e5xe5"],
    );
    // Without suicides Black has only King moves; White only King moves.
    assert_moves(
        black,
        rules_with(&[("allow_suicide", "false")]),
        &["h8-g8", "h8-g7", "h8-h7"],
    );
    assert_moves(white, rules_with(&[("allow_suicide", "false")]), &KING_A1);
}

/// A chameleon freezes only immobilizers: a white chameleon next to a black
/// chameleon and a black pincer freezes neither, and is not frozen by them.
#[test]
fn a_chameleon_freezes_only_immobilizers() {
    let p = position("7k/8/8/4bp2/4B3/8/8/K7 w 0 1", Rules::default());
    assert_eq!(p.frozen(Color::White), SquareSet::EMPTY);
    assert_eq!(p.frozen(Color::Black), SquareSet::EMPTY);
    // The white chameleon e4 can move (e.g. e4-d4).
    assert!(legal_move_texts(&p).contains(&"e4-d4".to_string()));
}

/// A frozen King with no other piece: no legal move, the side loses (or
/// draws with `no_moves = Draw`).
#[test]
fn a_frozen_king_with_no_move_loses() {
    let text = "7k/8/8/8/8/8/1m6/K7 w 0 1";
    let p = position(text, Rules::default());
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::NoLegalMove))
    );
    assert_eq!(
        p.outcome().unwrap().to_string(),
        "black wins: no legal move"
    );
    let p = position(text, rules_with(&[("no_moves", "Draw")]));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoLegalMove
        })
    );
}

/// Suicide: White King a1 frozen by b2, the pincer b1 frozen too; the only
/// move is the suicide b1xb1 (it resets the halfmove clock). Without
/// suicides White has no legal move and loses.
#[test]
fn suicide_of_a_frozen_piece() {
    let text = "7k/8/8/8/8/8/1m6/KP6 w 7 3";
    let mut p = position(text, Rules::default());
    assert_eq!(legal_move_texts(&p), ["b1xb1"]);
    p.play_text("b1xb1").unwrap();
    assert_eq!(p.to_string(), "7k/8/8/8/8/8/1m6/K7 b 0 3");
    let p = position(text, rules_with(&[("allow_suicide", "false")]));
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::NoLegalMove))
    );
}

/// A piece that ends its move next to an enemy immobilizer still makes that
/// move's captures, and is frozen afterwards. White withdrawer e3 next to a
/// black pincer e4 withdraws to e2, next to the black immobilizer d1.
#[test]
fn a_piece_moving_next_to_an_immobilizer_still_captures() {
    let mut p = position("7k/8/8/8/4p3/4Q3/8/K2m4 w 0 1", Rules::default());
    let mv = p.play_text("e3-e2").unwrap();
    assert_eq!(mv.to_string(), "e3-e2xe4");
    assert!(p.frozen(Color::White).contains(12), "e2 is frozen now");
}

// ---------------------------------------------------------------- chameleon

/// ```text
/// 8 . . . . . . . k
/// 7 . . . . . . m .     black immobilizer g7 freezes the white pincer f6
/// 6 . . . . . P . .
/// 5 . . . . . p . .
/// 4 q B . n . . . .
/// 3 . . . . . . . .
/// 2 . . . . . . . .
/// 1 K . . . . r . .
/// ```
/// Chameleon b4 (own King a1):
/// * N: b5..b8: nothing to capture (behind b3 empty; corners a5..a8, b1).
/// * NE: c5, d6, e7, f8; on f8 the corner (f,1) holds the black coordinator.
/// * E: withdraws from the black withdrawer a4 on every east move; c4; leaps
///   the long leaper d4 to e4, f4, g4, h4. On f4 it also pinches the pincer
///   f5 against f6 (orthogonal move; frozen partner counts) and coordinates
///   the coordinator f1: four kinds at once.
/// * SE: c3, d2, e1 (corners never hold a coordinator).
/// * S: b3, b2, b1. SW: a3. W: a4 (a withdrawer cannot be leapt). NW: a5.
///
/// King a1: a2, b1, b2. Suicide f6xf6.
#[test]
fn chameleon_captures_several_kinds_in_one_move() {
    assert_moves(
        "7k/6m1/5P2/5p2/qB1n4/8/8/K4r2 w 0 1",
        Rules::default(),
        &with_king_a1(&[
            "b4-b5",
            "b4-b6",
            "b4-b7",
            "b4-b8",
            "b4-c5",
            "b4-d6",
            "b4-e7",
            "b4-f8xf1",
            "b4-c4xa4",
            "b4-e4xa4,d4",
            "b4-f4xf1,a4,d4,f5",
            "b4-g4xa4,d4",
            "b4-h4xa4,d4",
            "b4-c3",
            "b4-d2",
            "b4-e1",
            "b4-b3",
            "b4-b2",
            "b4-b1",
            "b4-a3",
            "b4-a5",
            "f6xf6",
        ]),
    );
}

/// ```text
/// 5 . . . . m . . .
/// 4 . . . . . Q p k
/// 3 . . . . . . . B
/// 2 . . . . . . . q
/// 1 K . . . . . . r
/// ```
/// Chameleon h3: a one-step move onto the black King h4 captures it and also
/// withdraws from the withdrawer h2, pinches the pincer g4 against the white
/// withdrawer f4 (frozen by e5) and coordinates the coordinator h1 (corner
/// (h,1) with the King a1). Other moves: S h2 and NW g4 are blocked (neither
/// is a long leaper); SW g2, f1; W g3..a3 (on g3 the pincer g4 has g5 empty
/// beyond it). King a1: a2, b1, b2. Suicide f4xf4.
#[test]
fn chameleon_takes_the_king_by_one_step_with_other_captures() {
    let text = "8/8/8/4m3/5Qpk/7B/7q/K6r w 0 1";
    assert_moves(
        text,
        Rules::default(),
        &with_king_a1(&[
            "f4xf4",
            "h3-h4xh1,h2,g4,h4",
            "h3-g2",
            "h3-f1",
            "h3-g3",
            "h3-f3",
            "h3-e3",
            "h3-d3",
            "h3-c3",
            "h3-b3",
            "h3-a3",
        ]),
    );
    let mut p = position(text, Rules::default());
    p.play_text("h3-h4").unwrap();
    assert_eq!(p.to_string(), "8/8/8/4m3/5Q1B/8/8/K7 b 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::KingCaptured))
    );
}

/// The chameleon pinches a pincer only after an orthogonal (rook-like) move.
/// ```text
/// 6 . . . . . . . .
/// 5 . . P . . . . .     white pincer c5: the partner
/// 4 . . p . . . . .     black pincer c4
/// 3 . . . . B . . .     chameleon e3 (first position) ...
/// 1 K . . . B . . .     ... or e1 (second position); black king h8
/// ```
/// e3-c3 moves west (orthogonally): on c3 the pincer c4 is north of it with
/// c5 friendly beyond: captured. e1-c3 moves north-west (diagonally) to the
/// same square: no pinch.
#[test]
fn chameleon_pinches_only_after_an_orthogonal_move() {
    let ortho = position("7k/8/8/2P5/2p5/4B3/8/K7 w 0 1", Rules::default());
    let to_c3: Vec<String> = legal_move_texts(&ortho)
        .into_iter()
        .filter(|m| m.starts_with("e3-c3"))
        .collect();
    assert_eq!(to_c3, ["e3-c3xc4"]);
    let diag = position("7k/8/8/2P5/2p5/8/8/K3B3 w 0 1", Rules::default());
    let to_c3: Vec<String> = legal_move_texts(&diag)
        .into_iter()
        .filter(|m| m.starts_with("e1-c3"))
        .collect();
    assert_eq!(to_c3, ["e1-c3"]);
}

/// The chameleon never captures a chameleon and leaps only long leapers.
/// White chameleon a1, King h1; black chameleon b1 (c1 empty behind it),
/// black pincer a2 (a3 empty behind it), black king h8.
#[test]
fn chameleon_leaps_only_long_leapers() {
    let p = position("7k/8/8/8/8/8/p7/Bb5K w 0 1", Rules::default());
    let cham: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    // North a2 and east b1 blocked; north-east b2, c3, ..., g7 (h8 is the
    // black King, not adjacent): plain moves. On b2 (diagonal) the pincer
    // a2 is west of it: no pinch on a diagonal move.
    assert_eq!(cham, ["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"]);
    // Replace the black chameleon b1 by a long leaper: now it can be leapt.
    let p = position("7k/8/8/8/8/8/p7/Bn5K w 0 1", Rules::default());
    assert!(legal_move_texts(&p).contains(&"a1-c1xb1".to_string()));
    assert!(legal_move_texts(&p).contains(&"a1-g1xb1".to_string()));
}

// ---------------------------------------------------------------- options

/// `forbid_self_capture`: White King b2, black King c3. By default all 8 King
/// moves are legal (b2-c3 captures the King). With the option, b3 and c2 are
/// next to the black King and so capturable: refused; the King capture stays.
#[test]
fn forbid_self_capture_filters_moves_leaving_the_king_capturable() {
    let text = "8/8/8/8/8/2k5/1K6/8 w 0 1";
    assert_moves(
        text,
        Rules::default(),
        &[
            "b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3xc3",
        ],
    );
    assert_moves(
        text,
        rules_with(&[("forbid_self_capture", "true")]),
        &["b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-c1", "b2-c3xc3"],
    );
    // A leaper threat: white K a1 alone, black leaper a8 and king h8. After
    // a1-a2 the leaper jumps a2 (a1 is now empty behind it). b1 and b2 lie
    // on none of the leaper's lines (file a, rank 8, diagonal a8-h1 through
    // b7, c6, d5, e4, f3, g2), so those moves stay.
    let text = "n6k/8/8/8/8/8/8/K7 w 0 1";
    assert_moves(
        text,
        rules_with(&[("forbid_self_capture", "true")]),
        &["a1-b1", "a1-b2"],
    );
}

/// `forbid_self_capture` covers suicides too.
/// ```text
/// 8 . . n . . . . k
/// 4 . . . m . . . .
/// 3 . . P . . . . .
/// 2 . . K . . . . .
/// ```
/// The white pincer c3 is frozen by d4 and shields the King c2 from the
/// leaper c8 (c3 and c2 are adjacent, so the leaper cannot jump them). The
/// suicide c3xc3 would let the leaper jump c2 and land on c1: refused under
/// the option. The King's moves b1, b2, b3, c1, d1, d2, d3 all stay: none of
/// them is on a line with c8 that the leaper could use (on c1 the leaper
/// could jump c3 to c2 but then faces the King with the edge behind it), and
/// immobilizers never capture.
#[test]
fn forbid_self_capture_covers_suicides() {
    let text = "2n4k/8/8/8/3m4/2P5/2K5/8 w 0 1";
    let king = [
        "c2-b1", "c2-b2", "c2-b3", "c2-c1", "c2-d1", "c2-d2", "c2-d3",
    ];
    let mut all = king.to_vec();
    all.push("c3xc3");
    assert_moves(text, Rules::default(), &all);
    assert_moves(text, rules_with(&[("forbid_self_capture", "true")]), &king);
}

#[test]
fn halfmove_clock_counts_plies_since_capture_suicide_or_pincer_move() {
    let mut p = position("7k/8/8/8/8/8/P7/K7 w 5 9", Rules::default());
    p.play_text("a1-b1").unwrap();
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (6, 9));
    p.play_text("h8-g8").unwrap();
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (7, 10));
    p.play_text("a2-a5").unwrap();
    assert_eq!(p.halfmove_clock(), 0);
}

#[test]
fn draw_options() {
    // No progress after 2 plies without capture, suicide or pincer move.
    let mut p = position(
        "7k/8/8/8/8/8/8/K7 w 0 1",
        rules_with(&[("no_progress_limit", "2")]),
    );
    p.play_text("a1-b1").unwrap();
    assert_eq!(p.outcome(), None);
    p.play_text("h8-g8").unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoProgress
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // Threefold repetition: the start position occurs again after 4 and 8
    // plies; the third occurrence is a draw.
    let mut p = position(
        "7k/8/8/8/8/8/8/K7 w 0 1",
        rules_with(&[("repetition", "ThreefoldDraw")]),
    );
    for (i, mv) in [
        "a1-b1", "h8-g8", "b1-a1", "g8-h8", "a1-b1", "h8-g8", "b1-a1", "g8-h8",
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(p.outcome(), None, "before ply {i}");
        p.play_text(mv).unwrap();
    }
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    // Order of judgement: no legal move comes before the draw options.
    let p = position(
        "7k/8/8/8/8/8/1m6/K7 w 9 1",
        rules_with(&[("no_progress_limit", "2")]),
    );
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::NoLegalMove))
    );
}

#[test]
fn setups() {
    let rotated = Position::start(rules_with(&[("setup", "Rotated")]));
    assert_eq!(
        rotated.to_string(),
        "rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1"
    );
    let on_e = Position::start(rules_with(&[("setup", "KingOnE")]));
    assert_eq!(
        on_e.to_string(),
        "mnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBQKBNR w 0 1"
    );
    assert_eq!(
        Position::default().to_string(),
        "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1"
    );
}

/// The small diagrams of the crate documentation, as positions.
#[test]
fn crate_doc_diagrams_hold() {
    let captures = |text: &str, mv: &str| {
        let p = position(text, Rules::default());
        p.format_move(&p.parse_move(mv).unwrap())
    };
    // Pincer: `. . K` / `. . n` / `N b * . o` on ranks 3..1, files a..e.
    assert_eq!(
        captures("7k/8/8/8/8/2K5/2n5/Nb2P3 w", "e1-c1"),
        "e1-c1xb1,c2"
    );
    // Long leaper: `N p . r . . P` on rank 1.
    let p = position("k6K/8/8/8/8/8/8/Np1r2P1 w", Rules::default());
    let east: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1-") && m.as_bytes()[4] == b'1')
        .collect();
    assert_eq!(east, ["a1-c1xb1", "a1-e1xb1,d1", "a1-f1xb1,d1"]);
    // Withdrawer: `p Q . * .`.
    assert_eq!(captures("k6K/8/8/8/8/8/8/pQ6 w", "b1-d1"), "b1-d1xa1");
    // Coordinator: `p . . *` / `. . . .` / `K . . q`, coming from d5.
    assert_eq!(captures("7k/8/8/3R4/8/p7/8/K2q4 w", "d5-d3"), "d5-d3xd1,a3");
    // Immobilizer: `p . . .` / `. . M r` / `. . q .`: c1 and d2 frozen.
    let p = position("7k/8/8/8/8/p7/2Mr4/2q4K b", Rules::default());
    assert_eq!(
        p.frozen(Color::Black),
        SquareSet::from_words([(1 << 2) | (1 << 11)])
    );
    // Chameleon: `q B n * p P`, own King h8.
    assert_eq!(
        captures("k6K/8/8/8/8/8/8/qBn1pP2 w", "b1-d1"),
        "b1-d1xa1,c1,e1"
    );
}

#[test]
fn the_default_arrangement_is_abbott_and_its_old_name_still_parses() {
    use baroque_chess::Arrangement;
    let mut rules = Rules::default();
    assert_eq!(rules.setup, Arrangement::Abbott);
    assert_eq!(rules.option_value("setup").as_deref(), Some("Abbott"));
    rules.set_option("setup", "Rotated").unwrap();
    rules.set_option("setup", "abbott").unwrap();
    assert_eq!(rules, Rules::default());
    // The 0.2 name, for one version: read, never written or offered.
    for old in ["Seed", "seed"] {
        let mut rules = Rules::wikipedia();
        rules.set_option("setup", old).unwrap();
        assert_eq!(rules.setup, Arrangement::Abbott);
        assert_eq!(rules.option_value("setup").as_deref(), Some("Abbott"));
    }
    #[allow(deprecated)]
    let old = Arrangement::Seed;
    assert_eq!(old, Arrangement::Abbott);
    let e = Rules::default().set_option("setup", "Random").unwrap_err();
    assert!(e.to_string().contains("Abbott"), "{e}");
    assert!(!e.to_string().to_lowercase().contains("seed"), "{e}");
    let option = Rules::OPTIONS.iter().find(|o| o.name == "setup").unwrap();
    assert!(!format!("{} {}", option.values, option.meaning)
        .to_lowercase()
        .contains("seed"));
}
