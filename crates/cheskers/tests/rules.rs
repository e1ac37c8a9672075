//! Hand-checked positions for every rule of the rules reference. Each expected move list
//! is derived by hand from the rules; the reasoning is in the comments.

use cheskers::{CaptureRule, Game, Move, Position, PositionError, Rules, Square, SquareSet};
use variant_core::diagram::text_diagram;
use variant_core::testkit::{legal_move_texts, sorted_texts};
use variant_core::text::Field;
use variant_core::{
    Color, DrawReason, MoveErrorKind, MoveErrorReason, Outcome, ParsePositionError, Repetition,
    RuleSet, WinReason,
};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should parse: {e}"))
}

fn pos_with(text: &str, rules: Rules) -> Position {
    Position::from_text(text, rules).unwrap_or_else(|e| panic!("`{text}` should parse: {e}"))
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn captured(m: &Move) -> Vec<String> {
    m.captured_squares().map(|s| s.to_string()).collect()
}

#[test]
fn man_chain_with_two_branches() {
    // White man c1 must jump the black man d2 to e3 (the only capture, so it
    // is compulsory). From e3 it must go on: over d4 to c5 or over f4 to g5,
    // the player's choice. From c5 or g5 nothing is adjacent any more. The
    // king g1 has no jump (f2, h2 empty) and may not step while a capture
    // is possible. So exactly two moves.
    let p = pos("7k/8/8/8/3p1p2/8/3p4/2P3K1 w 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["c1xe3xc5", "c1xe3xg5"])
    );
    let m = p.parse_move("c1xe3xg5").unwrap();
    assert_eq!(captured(&m), ["d2", "f4"]);
    assert_eq!(m.landings(), [sq("e3"), sq("g5")]);
    // Stopping half way is not a legal move.
    let e = p.parse_move("c1xe3").unwrap_err();
    assert_eq!(e.kind(), MoveErrorKind::Illegal);
    assert_eq!(e.reason(), &MoveErrorReason::ChainMustGoOn, "{e}");
    assert!(
        e.to_string().ends_with("go on while a jump is possible"),
        "{e}"
    );
    let mut after = p.clone();
    after.play(&m).unwrap();
    assert_eq!(after.to_string(), "7k/8/8/6P1/3p4/8/8/6K1 b 0 2");
}

#[test]
fn king_chain_can_loop_back_to_its_origin() {
    // White king c3, black men on b4, d4, b6, d6 around the empty c5... The
    // king jumps d4 to e5, d6 to c7, b6 to a5 and b4 back to c3 (its origin
    // counts as empty), or the same loop the other way round. Back on c3,
    // jumping d4 again is forbidden (a piece is jumped once), and every
    // other jump from the loop's squares has no enemy to jump. So two moves,
    // same origin, destination and captures, different routes.
    let p = pos("7k/8/1p1p4/8/1p1p4/2K5/8/8 w 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["c3xe5xc7xa5xc3", "c3xa5xc7xe5xc3"])
    );
    let moves = p.legal_move_vec();
    assert_eq!(moves[0].to(), sq("c3"));
    assert_eq!(captured(&moves[0]), captured(&moves[1]));
    assert_ne!(moves[0], moves[1]);
    let mut after = p.clone();
    after.play_text("c3xe5xc7xa5xc3").unwrap();
    assert_eq!(after.to_string(), "7k/8/8/8/8/2K5/8/8 b 0 2");
}

#[test]
fn promotion_ends_a_chain() {
    // White man b4 jumps c5 to d6, then e7 to f8 on the last rank, where it
    // stops and promotes, although as a king it could go on over g7 to h6.
    // The other branch from d6 (over c7) has nothing to jump. Each promotion
    // choice is a move: three moves. King a1 has no jump.
    let p = pos("7k/4p1p1/8/2p5/1P6/8/8/K7 w 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["b4xd6xf8=K", "b4xd6xf8=B", "b4xd6xf8=C"])
    );
    let mut after = p.clone();
    after.play_text("b4xd6xf8=B").unwrap();
    assert_eq!(after.to_string(), "5B1k/6p1/8/8/8/8/8/K7 b 0 2");
    // The suffix is required.
    let e = p.parse_move("b4xd6xf8").unwrap_err();
    assert!(
        matches!(e.reason(), MoveErrorReason::PromotionMissing { .. }),
        "{e}"
    );
    assert!(e.to_string().ends_with("=K, =B or =C"), "{e}");
}

#[test]
fn promotion_by_step_gives_three_moves_each() {
    // White man c7 steps to b8 or d8 and promotes (3 choices each: 6); the
    // king a1 steps to b2. 7 moves.
    let p = pos("7k/2P5/8/8/8/8/8/K7 w 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["c7-b8=K", "c7-b8=B", "c7-b8=C", "c7-d8=K", "c7-d8=B", "c7-d8=C", "a1-b2"])
    );
    assert!(p.parse_move("c7-b8").is_err());
    assert!(p.parse_move("a1-b2=K").is_err());
    // A Black man promotes on rank 1.
    let p = pos("7k/8/8/8/8/8/1p6/6K1 b 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["b2-a1=K", "b2-a1=B", "b2-a1=C", "b2-c1=K", "b2-c1=B", "b2-c1=C", "h8-g7"])
    );
}

#[test]
fn men_jump_only_forward_kings_in_every_direction() {
    // White man e5 with a black man on d4 behind it: no backward jump, so
    // it just steps forward to d6 or f6. White king c3 with a black man on
    // b2 behind it: the king must jump b2 to a1 (any man or king jump makes
    // capture compulsory, and the man's steps are then illegal).
    let p = pos("7k/8/8/4P3/3p4/8/8/K7 w 0 1");
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["e5-d6", "e5-f6", "a1-b2"])
    );
    let p = pos("7k/8/8/4P3/8/2K5/1p6/8 w 0 1");
    assert_eq!(legal_move_texts(&p), sorted_texts(&["c3xa1"]));
}

#[test]
fn men_and_kings_jump_any_kind_of_piece() {
    // White man d4 can jump the black bishop e5 (to f6) or the black camel
    // c5 (to b6); the king h2 is too far. Two moves.
    let p = pos("7k/8/8/2c1b3/3P4/8/7K/8 w 0 1");
    assert_eq!(legal_move_texts(&p), sorted_texts(&["d4xf6", "d4xb6"]));
}

/// The position used for the three capture rules: White king a1, man c3,
/// camel a5, bishop g1; Black man d4, king h8. The man c3 can jump d4 to e5
/// (from e5 nothing more). The bishop g1 sees f2, e3, then d4 (capture), and
/// h2. The camel a5 reaches d6, d4 (capture), b8, b2. The king a1 steps to b2.
const CAPTURE_RULE_POSITION: &str = "7k/8/8/C7/3p4/2P5/8/K5B1 w 0 1";

#[test]
fn capture_rule_any_capture_satisfies() {
    // A man can jump, so: every jump chain plus every bishop/camel capture.
    let p = pos(CAPTURE_RULE_POSITION);
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&["c3xe5", "g1xd4", "a5xd4"])
    );
}

#[test]
fn capture_rule_man_king_capture_exclusive() {
    // A man can jump, so only man/king jump chains.
    let mut rules = Rules::default();
    rules
        .set_option("capture_rule", "ManKingCaptureExclusive")
        .unwrap();
    let p = pos_with(CAPTURE_RULE_POSITION, rules);
    assert_eq!(legal_move_texts(&p), sorted_texts(&["c3xe5"]));
}

#[test]
fn capture_rule_piece_level() {
    // Only c3 is obliged to jump; the king, the bishop and the camel move as
    // they like, captures included: 1 + 1 + 4 + 4 = 10.
    let rules = Rules::default().with_capture_rule(CaptureRule::PieceLevel);
    let p = pos_with(CAPTURE_RULE_POSITION, rules);
    assert_eq!(
        legal_move_texts(&p),
        sorted_texts(&[
            "c3xe5", "a1-b2", "g1-f2", "g1-e3", "g1xd4", "g1-h2", "a5-b2", "a5-d6", "a5-b8",
            "a5xd4"
        ])
    );
}

#[test]
fn without_a_jump_every_move_is_legal_and_bishop_captures_are_optional() {
    // Remove the white man: no man or king can jump, so under every rule the
    // king steps, the bishop and camel move or capture freely: 1 + 4 + 4.
    for rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        let rules = Rules::default().with_capture_rule(rule);
        let p = pos_with("7k/8/8/C7/3p4/8/8/K5B1 w 0 1", rules);
        assert_eq!(
            legal_move_texts(&p),
            sorted_texts(&[
                "a1-b2", "g1-f2", "g1-e3", "g1xd4", "g1-h2", "a5-b2", "a5-d6", "a5-b8", "a5xd4"
            ]),
            "{rule:?}"
        );
    }
}

#[test]
fn bishop_and_camel_capture_by_displacement() {
    let mut p = pos("7k/8/8/C7/3p4/8/8/K5B1 w 0 1");
    let m = p.play_text("g1xd4").unwrap();
    assert_eq!(captured(&m), ["d4"]);
    assert_eq!(p.to_string(), "7k/8/8/C7/3B4/8/8/K7 b 0 2");
    // The camel leaps over pieces: c5 hemmed in by b6 d6 b4 d4, reaches its targets.
    let p = pos("7k/8/1p1p4/2C5/1p1p4/8/8/K7 w 0 1");
    let camel: Vec<String> = legal_move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with("c5"))
        .collect();
    // c5 = (2,4): b8 (1,7), d8 (3,7), f6 (5,5), f4 (5,3), d2 (3,1), b2 (1,1);
    // (-1,±1)+(-3) is off the board.
    assert_eq!(
        camel,
        sorted_texts(&["c5-b2", "c5-b8", "c5-d2", "c5-d8", "c5-f4", "c5-f6"])
    );
}

#[test]
fn a_side_without_kings() {
    // White to move without a king: lost at once, no moves.
    let p = pos("7k/8/8/8/8/8/8/6C1 w 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::NoKings))
    );
    assert!(p.legal_move_vec().is_empty());
    // "no kings" is judged before "no legal move": Black, to move, has no
    // king and no move either (its man a3 can neither step to b2 nor jump
    // the man there, c1 being taken).
    let p = pos("8/8/8/8/8/p7/1P6/2K5 b 0 1");
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::NoKings))
    );
    // Choice where the rules is silent: the side not to move has no king
    // (parsed position): decided, the side to move wins.
    let p = pos("8/8/8/8/8/8/8/K7 w 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::NoKings
        })
    );
    assert!(p.legal_move_vec().is_empty());
}

#[test]
fn capturing_the_last_king_wins_after_the_chain_completes() {
    // White man c3 jumps Black's only king d4 to e5 and must go on over f6
    // to g7: the chain is completed even after the last king falls.
    let mut p = pos("8/8/5p2/8/3k4/2P5/8/K7 w 0 1");
    assert_eq!(legal_move_texts(&p), ["c3xe5xg7"]);
    p.play_text("c3xe5xg7").unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::NoKings))
    );
    assert_eq!(
        p.outcome().unwrap().describe(Position::side_name),
        "white wins: no kings"
    );
    // A promoted king counts as a king.
    let p = pos("8/8/8/8/8/8/8/K5k1 b 0 1");
    assert_eq!(p.outcome(), None);
}

#[test]
fn a_side_without_a_move_loses() {
    // Black's king h8 cannot step to g7 (White man) nor jump it (f6 taken).
    let p = pos("7k/6P1/5P2/8/8/8/8/K7 b 0 1");
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::NoLegalMove))
    );
    // "No legal move" is judged before the draw options.
    let rules = Rules::default().with_no_progress_limit(Some(1));
    let p = pos_with("7k/6P1/5P2/8/8/8/8/K7 b 5 9", rules);
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::NoLegalMove))
    );
}

#[test]
fn no_progress_draw() {
    let rules = Rules::default().with_no_progress_limit(Some(10));
    let mut p = pos_with("7k/8/8/8/8/8/8/K7 w 9 30", rules);
    assert_eq!(p.outcome(), None);
    p.play_text("a1-b2").unwrap(); // a king step: the clock reaches 10
    assert_eq!(p.halfmove_clock(), 10);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoProgress
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // Default rules: no draw.
    let p = pos("7k/8/8/8/8/8/8/K7 w 900 30");
    assert_eq!(p.outcome(), None);
}

#[test]
fn halfmove_clock_and_fullmove_number() {
    // Black moves first; the fullmove number grows after White's move. Man
    // moves reset the clock, other non-captures increase it.
    let mut p = pos("1b5k/6p1/8/8/1K6/8/8/6C1 b 7 1");
    p.play_text("b8-e5").unwrap();
    assert_eq!(p.to_string(), "7k/6p1/8/4b3/1K6/8/8/6C1 w 8 1");
    p.play_text("g1-h4").unwrap();
    assert_eq!(p.to_string(), "7k/6p1/8/4b3/1K5C/8/8/8 b 9 2");
    p.play_text("g7-f6").unwrap();
    assert_eq!(p.to_string(), "7k/8/5p2/4b3/1K5C/8/8/8 w 0 2");
    p.play_text("h4xe5").unwrap(); // camel (3,1): h4 (7,3) to e5 (4,4), a capture
    assert_eq!(p.to_string(), "7k/8/5p2/4C3/1K6/8/8/8 b 0 3");
}

#[test]
fn threefold_repetition_draw() {
    let rules = Rules::default().with_repetition(Repetition::ThreefoldDraw);
    let mut p = pos_with("7k/8/8/8/8/8/8/K7 w 0 1", rules);
    let cycle = ["a1-b2", "h8-g7", "b2-a1", "g7-h8"];
    for m in cycle {
        p.play_text(m).unwrap();
    }
    // Second occurrence of the first position: play goes on.
    assert_eq!(p.outcome(), None);
    for m in &cycle[..3] {
        p.play_text(m).unwrap();
        assert_eq!(p.outcome(), None);
    }
    p.play_text("g7-h8").unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // Without the option the same moves draw nothing.
    let mut q = pos("7k/8/8/8/8/8/8/K7 w 0 1");
    for _ in 0..2 {
        for m in cycle {
            q.play_text(m).unwrap();
        }
    }
    assert_eq!(q.outcome(), None);
}

#[test]
fn position_text_errors_name_the_problem() {
    let err = |text: &str| -> ParsePositionError {
        Position::from_text(text, Rules::default()).expect_err(text)
    };
    // The syntax errors of one field each: (text, field, words of the message).
    for (text, field, words) in [
        (
            "7k/8/8/8/8/8/8/1K6 w 0 1",
            Field::Placement,
            "white king on b1 stands on a light square",
        ),
        ("7k/8/8/8/8/8/8/Q7 w 0 1", Field::Placement, "`Q`"),
        ("7k/8/8/8/8/8/8/K7", Field::Whole, "found 1"),
        ("", Field::Whole, "nothing was given"),
        ("7k/8/8/8/8/8/8/K7 x", Field::SideToMove, "`x`"),
        (
            "7k/8/8/8/8/8/8/K7 w 0 0",
            Field::FullmoveNumber,
            "at least 1",
        ),
        ("7k/8/8/8/8/8/8/K7 w -1 1", Field::HalfmoveClock, "-1"),
        ("7k/8/8/8/8/8/8/K7 w 0 1 x", Field::Whole, "found 5"),
        // `61` is sixty-one empty squares.
        ("7k/8/8/8/8/8/8/K61 w", Field::Placement, "overfills"),
        ("7k/8/8/8/8/8/8/K8 w", Field::Placement, "overfills"),
        ("7k/8/8/8/8/8/8/K6 w", Field::Placement, "underfills"),
        ("7k/8/8/8/8/8/K7 w", Field::Placement, "7 ranks"),
    ] {
        let e = err(text);
        let errors = e.syntax_errors();
        assert_eq!(errors.len(), 1, "{text}: {e}");
        assert_eq!(errors[0].field, field, "{text}: {e}");
        assert!(e.to_string().contains(words), "{text}: {e}");
    }
    // Problems of the position (the text is well formed).
    for text in ["1P5k/8/8/8/8/8/8/K7 w", "7k/8/8/8/8/8/8/p1K5 w"] {
        match err(text) {
            e @ ParsePositionError::Invalid(_) => {
                let messages = e.messages();
                assert_eq!(messages.len(), 1, "{text}");
                let typed = e.invalid::<PositionError>().expect("the game's error");
                assert_eq!(typed.problems().len(), 1, "{text}");
                assert!(messages[0].contains("promotion rank"), "{text}");
            }
            e => panic!("{text}: {e}"),
        }
    }
    assert!(err("1P5k/8/8/8/8/8/8/K7 w")
        .to_string()
        .contains("white man on b8"));
    // Several problems are all reported, each with its field.
    let e = err("7k/8/8/8/8/8/8/1K6 q 0 0");
    let fields: Vec<Field> = e.syntax_errors().iter().map(|e| e.field).collect();
    assert_eq!(
        fields,
        [Field::Placement, Field::SideToMove, Field::FullmoveNumber],
        "{e}"
    );
}

#[test]
fn position_text_optional_fields() {
    assert_eq!(
        pos("7k/8/8/8/8/8/8/K7 w").to_string(),
        "7k/8/8/8/8/8/8/K7 w 0 1"
    );
    assert_eq!(
        pos("7k/8/8/8/8/8/8/K7 b 12").to_string(),
        "7k/8/8/8/8/8/8/K7 b 12 1"
    );
    // Counters are not part of equality (nor of the hash).
    assert_eq!(
        pos("7k/8/8/8/8/8/8/K7 b 12"),
        pos("7k/8/8/8/8/8/8/K7 b 3 40")
    );
    assert_ne!(pos("7k/8/8/8/8/8/8/K7 b"), pos("7k/8/8/8/8/8/8/K7 w"));
}

#[test]
fn move_text_errors() {
    let p = Position::default();
    for (text, kind) in [
        ("", MoveErrorKind::Malformed),
        ("b6", MoveErrorKind::Malformed),
        ("b6a5", MoveErrorKind::Malformed),
        ("b6-a5-b4", MoveErrorKind::Malformed),
        ("B6-A5", MoveErrorKind::Malformed),
        ("b6-a4", MoveErrorKind::Malformed), // a4 is a light square
        ("b6-a5=Q", MoveErrorKind::Malformed),
        ("b6xa5xc3xa5", MoveErrorKind::Illegal),
        ("é6-a5", MoveErrorKind::Malformed),
        ("b6xa5", MoveErrorKind::Illegal),
        ("b6-c7", MoveErrorKind::Illegal),
        ("a3-b4", MoveErrorKind::Illegal), // White's man, Black to move
        ("c5-b4", MoveErrorKind::Illegal), // empty square
    ] {
        let e = p.parse_move(text).expect_err(text);
        assert_eq!(e.kind(), kind, "{text}: {e}");
        assert_eq!(e.text(), text);
    }
    let e = p.parse_move("a3-b4").unwrap_err();
    assert!(
        matches!(
            e.reason(),
            MoveErrorReason::NotOwnPiece { side: "black", at, .. } if at.to_string() == "a3"
        ),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "illegal move `a3-b4`: the piece on a3 is not black's"
    );
    let e = p.parse_move("c5-b4").unwrap_err();
    assert!(
        matches!(e.reason(), MoveErrorReason::ThereIsNoPiece(at) if at.to_string() == "c5"),
        "{e}"
    );
    assert!(e.to_string().ends_with("there is no piece on c5"), "{e}");
    // Compulsory capture named.
    let q = pos("7k/8/8/8/3p1p2/8/3p4/2P3K1 w 0 1");
    let e = q.parse_move("g1-h2").unwrap_err();
    assert_eq!(e.reason(), &MoveErrorReason::CaptureCompulsory, "{e}");
    assert!(e.to_string().ends_with("capture is compulsory here"), "{e}");
}

#[test]
fn play_refuses_moves_from_elsewhere_and_leaves_the_position_unchanged() {
    // c3xe5 is a jump by the man here but a bishop capture of e5 elsewhere:
    // the captured squares differ, so the moves differ.
    let jump_here = pos("7k/8/8/8/3p4/2P5/8/K7 w 0 1");
    let bishop_there = pos("7k/8/8/4p3/8/2B5/8/K7 w 0 1");
    let bishop_capture = bishop_there.parse_move("c3xe5").unwrap();
    let mut copy = jump_here.clone();
    let e = copy.play(&bishop_capture).unwrap_err();
    assert_eq!(e.text(), "c3xe5");
    assert_eq!(copy, jump_here);
    assert_eq!(copy.to_string(), jump_here.to_string());
    // A hand-made bogus move.
    let bogus = Move::new(sq("h8"), &[sq("a1")], SquareSet::EMPTY, None).unwrap();
    assert!(copy.play(&bogus).is_err());
    assert_eq!(copy, jump_here);
    assert!(Move::new(sq("h8"), &[], SquareSet::EMPTY, None).is_none());
    // A decided game refuses everything, saying why.
    let mut over = pos("7k/8/8/8/8/8/8/6C1 w 0 1");
    let e = over
        .play(&Move::new(sq("g1"), &[sq("h4")], SquareSet::EMPTY, None).unwrap())
        .unwrap_err();
    assert!(
        matches!(e.reason(), MoveErrorReason::GameOver { .. }),
        "{e}"
    );
}

#[test]
fn rules_options_by_name() {
    assert_eq!(
        Rules::option_names(),
        ["capture_rule", "repetition", "no_progress_limit"]
    );
    let mut r = Rules::default();
    assert_eq!(r.capture_rule, CaptureRule::AnyCaptureSatisfies);
    assert_eq!(r.repetition, Repetition::None);
    assert_eq!(r.no_progress_limit, None);
    r.set_option("repetition", "threefold_draw").unwrap();
    assert_eq!(r.repetition, Repetition::ThreefoldDraw);
    r.set_option("capture_rule", "man-king-capture-exclusive")
        .unwrap();
    assert_eq!(r.capture_rule, CaptureRule::ManKingCaptureExclusive);
    let before = r;
    assert!(r.set_option("no_progress_limit", "zero").is_err());
    assert!(r.set_option("flying_kings", "true").is_err());
    assert_eq!(r, before);
}

#[test]
fn rule_options_are_described_and_read_back() {
    // Every option is described, and its canonical value reads back.
    let names: Vec<&str> = Rules::OPTIONS.iter().map(|o| o.name).collect();
    assert_eq!(names, Rules::option_names());
    let mut r = Rules::default()
        .with_capture_rule(CaptureRule::PieceLevel)
        .with_repetition(Repetition::ThreefoldDraw)
        .with_no_progress_limit(Some(40));
    for option in Rules::OPTIONS {
        let value = r.option_value(option.name).unwrap();
        if option.name != "no_progress_limit" {
            assert!(
                option.values.contains(&value),
                "{value} in {}",
                option.values
            );
        }
        let mut again = Rules::default();
        again.set_option(option.name, &value).unwrap();
        assert_eq!(again.option_value(option.name), Some(value));
    }
    assert_eq!(
        r.non_default_options(),
        [
            ("capture_rule", "PieceLevel".to_string()),
            ("repetition", "ThreefoldDraw".to_string()),
            ("no_progress_limit", "40".to_string()),
        ]
    );
    assert_eq!(r.option_value("flying_kings"), None);
    r.set_option("no_progress_limit", "none").unwrap();
    assert_eq!(r.option_value("no_progress_limit").as_deref(), Some("none"));
    // The presets: the first is the default rules.
    let presets = Rules::presets();
    assert_eq!(presets[0].name, "default");
    assert_eq!((presets[0].rules)(), Rules::default());
    assert_eq!(Rules::preset("Default"), Ok(Rules::default()));
    assert!(Rules::preset("murray").is_err());
}

#[test]
fn diagram_shows_the_board() {
    let d = text_diagram(&Position::default());
    let lines: Vec<&str> = d.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0], " 8    c   k   k   b");
    assert_eq!(lines[1], " 7  p   p   p   p");
    assert_eq!(lines[7], " 1  B   K   K   C");
    assert_eq!(lines[9], "    a b c d e f g h");
    // Empty dark squares are dots, light squares blank.
    assert_eq!(lines[4], " 4    .   .   .   .");
}
