//! Setup (plain data), its validation into a position with every problem
//! reported, and the shared position-text grammar.

use grant_acedrex::prelude::*;
use grant_acedrex::START_TEXT_MURRAY;
use variant_core::text::Field;

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn put(setup: &mut Setup, square: &str, color: Color, kind: PieceKind) {
    setup.put(sq(square), Piece::new(color, kind));
}

/// Kings a1 and l12 and a pawn each (so nobody is bare): valid.
fn minimal() -> Setup {
    let mut s = Setup::empty();
    put(&mut s, "a1", Color::White, PieceKind::King);
    put(&mut s, "l12", Color::Black, PieceKind::King);
    put(&mut s, "e4", Color::White, PieceKind::Pawn);
    put(&mut s, "e9", Color::Black, PieceKind::Pawn);
    s
}

fn problems(setup: Setup, rules: Rules) -> Vec<Problem> {
    Position::from_setup(setup, rules)
        .expect_err("the setup is refused")
        .problems()
        .to_vec()
}

// ------------------------------------------------------------ the setup

#[test]
fn the_minimal_setup_is_valid_and_round_trips() {
    let setup = minimal();
    let p = Position::from_setup(setup.clone(), Rules::default()).unwrap();
    assert_eq!(p.to_setup(), setup);
    assert_eq!(p.to_string(), setup.to_string());
    assert_eq!(
        p.to_string(),
        "11k/12/12/4p7/12/12/12/12/4P7/12/12/K11 w - 0 1"
    );
    assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup));
}

#[test]
fn start_setups_are_the_start_positions() {
    for preset in Rules::presets() {
        let rules = (preset.rules)();
        let setup = Setup::start_with(&rules);
        let p = Position::start(rules);
        assert_eq!(p.to_setup(), setup, "{}", preset.name);
        assert_eq!(Position::from_setup(setup, rules), Ok(p.clone()));
    }
    assert_eq!(Setup::default().to_string(), START_TEXT);
    assert_eq!(
        Setup::start_with(&Rules::murray()).to_string(),
        format!("{START_TEXT_MURRAY} c1,j1,c12,j12")
    );
    let empty = Setup::empty();
    assert!(empty.board.iter().all(Option::is_none));
    assert_eq!(empty.turn, Color::White);
    assert_eq!(empty.counters, MoveCounters::new(0, 1));
    assert_eq!(empty.unmoved_unicorns, None);
}

#[test]
fn the_setup_holds_rights_counters_and_the_unicorn_list() {
    let text = "11k/12/12/4p7/12/12/12/12/4P7/12/12/K11 b K 17 40";
    let setup: Setup = text.parse().unwrap();
    assert_eq!(setup.turn, Color::Black);
    assert_eq!(setup.leap_rights, [true, false]);
    assert_eq!(setup.counters, MoveCounters::new(17, 40));
    assert_eq!(setup.unmoved_unicorns, None);
    assert_eq!(
        setup.piece_at(sq("e9")),
        Some(Piece::new(Color::Black, PieceKind::Pawn))
    );
    // The sixth field: `-` is an empty list, squares are kept as given.
    let dash: Setup = format!("{text} -").parse().unwrap();
    assert_eq!(dash.unmoved_unicorns, Some(vec![]));
    assert_eq!(dash.to_string(), format!("{text} -"));
    let list: Setup = format!("{text} j12,c1").parse().unwrap();
    assert_eq!(list.unmoved_unicorns, Some(vec![sq("j12"), sq("c1")]));
    assert_eq!(list.to_string(), format!("{text} j12,c1"));
}

#[test]
fn the_unicorn_list_is_read_only_under_the_murray_unicorn() {
    let base = "2u6u1k/12/12/12/12/12/12/12/12/12/12/K1U6U2 w - 0 1";
    // Left out: the unicorns on their own initial squares are unmoved.
    let murray = Rules::murray();
    let p = Position::from_text(base, murray).unwrap();
    let unmoved: Vec<String> = p.unmoved_unicorns().map(|s| s.to_string()).collect();
    assert_eq!(unmoved, ["c1", "j1", "c12", "j12"]);
    assert_eq!(p.to_string(), format!("{base} c1,j1,c12,j12"));
    // Given (in any order, with repeats): exactly those.
    let q = Position::from_text(&format!("{base} j1,c1,c1"), murray).unwrap();
    assert_eq!(q.to_string(), format!("{base} c1,j1"));
    assert_eq!(
        q.to_setup().unmoved_unicorns,
        Some(vec![sq("c1"), sq("j1")])
    );
    // Other rules ignore it, whatever it holds, and never write it.
    for extra in ["", " -", " c1", " e5,f6"] {
        let r = Position::from_text(&format!("{base}{extra}"), Rules::default()).unwrap();
        assert_eq!(r.unmoved_unicorns().count(), 0);
        assert_eq!(r.to_string(), base);
        assert_eq!(r.to_setup().unmoved_unicorns, None);
    }
}

// ------------------------------------------------------------ problems

#[test]
fn a_side_without_a_king_is_refused() {
    let mut s = minimal();
    s.remove(sq("l12"));
    assert_eq!(
        problems(s, Rules::default()),
        [Problem::KingCount {
            color: Color::Black,
            count: 0
        }]
    );
}

#[test]
fn a_side_with_two_kings_is_refused() {
    let mut s = minimal();
    put(&mut s, "b3", Color::White, PieceKind::King);
    let found = problems(s, Rules::default());
    assert_eq!(
        found,
        [Problem::KingCount {
            color: Color::White,
            count: 2
        }]
    );
    assert_eq!(
        found[0].to_string(),
        "white has 2 kings, expected exactly one"
    );
}

#[test]
fn a_pawn_on_its_promotion_rank_is_refused() {
    let mut s = minimal();
    put(&mut s, "c12", Color::White, PieceKind::Pawn);
    put(&mut s, "d1", Color::Black, PieceKind::Pawn);
    // Pawns on the other side's last rank are fine: c1 for White, d12 for Black.
    put(&mut s, "c1", Color::White, PieceKind::Pawn);
    put(&mut s, "d12", Color::Black, PieceKind::Pawn);
    let found = problems(s, Rules::default());
    assert_eq!(
        found,
        [
            Problem::PawnOnLastRank {
                color: Color::Black,
                square: sq("d1")
            },
            Problem::PawnOnLastRank {
                color: Color::White,
                square: sq("c12")
            },
        ]
    );
    assert_eq!(
        found[1].to_string(),
        "white pawn on c12, its promotion rank"
    );
}

#[test]
fn the_side_not_to_move_in_check_is_refused() {
    // A White rook on l1 attacks the Black king l12 down the l-file.
    let mut s = minimal();
    put(&mut s, "l1", Color::White, PieceKind::Rook);
    let found = problems(s.clone(), Rules::default());
    assert_eq!(
        found,
        [Problem::OpponentInCheck {
            color: Color::Black,
            king: sq("l12")
        }]
    );
    assert!(found[0].to_string().contains("not to move"));
    // With Black to move it is simply check.
    s.turn = Color::Black;
    let p = Position::from_setup(s, Rules::default()).unwrap();
    assert!(p.is_check());
}

#[test]
fn an_unmoved_unicorn_square_without_a_unicorn_is_refused() {
    let mut s = minimal();
    put(&mut s, "c1", Color::White, PieceKind::Unicorn);
    put(&mut s, "f6", Color::Black, PieceKind::Unicorn);
    // A unicorn of either side may be listed, on any square; an empty
    // square or another piece may not.
    s.unmoved_unicorns = Some(vec![sq("c1"), sq("f6"), sq("d4"), sq("e4"), sq("d4")]);
    let found = problems(s.clone(), Rules::murray());
    assert_eq!(
        found,
        [
            Problem::UnmovedNotUnicorn { square: sq("d4") },
            Problem::UnmovedNotUnicorn { square: sq("e4") },
        ]
    );
    assert_eq!(
        found[0].to_string(),
        "unmoved-unicorn square `d4` holds no unicorn"
    );
    // Other rules never read the list.
    assert!(Position::from_setup(s, Rules::default()).is_ok());
}

#[test]
fn a_fullmove_number_of_zero_is_refused() {
    let mut s = minimal();
    s.counters.fullmove_number = 0;
    assert_eq!(problems(s, Rules::default()), [Problem::FullmoveNumberZero]);
}

#[test]
fn every_problem_is_reported_at_once_and_the_setup_given_back() {
    let mut s = Setup::empty();
    put(&mut s, "a1", Color::White, PieceKind::King);
    put(&mut s, "b1", Color::White, PieceKind::King);
    put(&mut s, "h12", Color::White, PieceKind::Pawn);
    s.unmoved_unicorns = Some(vec![sq("a2")]);
    s.counters = MoveCounters::new(3, 0);
    let err = Position::from_setup(s.clone(), Rules::murray()).unwrap_err();
    assert_eq!(
        err.problems(),
        [
            Problem::UnmovedNotUnicorn { square: sq("a2") },
            Problem::PawnOnLastRank {
                color: Color::White,
                square: sq("h12")
            },
            Problem::KingCount {
                color: Color::White,
                count: 2
            },
            Problem::KingCount {
                color: Color::Black,
                count: 0
            },
            Problem::FullmoveNumberZero,
        ]
    );
    assert_eq!(err.setup(), &s);
    let message = err.to_string();
    assert!(message.starts_with("invalid position: "), "{message}");
    assert_eq!(message.matches("; ").count(), 4, "{message}");
    // Mend it and try again.
    let mut mended = err.into_setup();
    mended.remove(sq("b1"));
    mended.remove(sq("h12"));
    put(&mut mended, "l12", Color::Black, PieceKind::King);
    put(&mut mended, "a2", Color::White, PieceKind::Unicorn);
    put(&mut mended, "e9", Color::Black, PieceKind::Pawn);
    mended.counters.fullmove_number = 1;
    assert!(Position::from_setup(mended, Rules::murray()).is_ok());
    // Text gives the same problems as messages.
    let text_err = Position::from_text(
        "12/12/12/12/12/12/12/12/12/12/12/KK10 w - 0 1",
        Rules::default(),
    )
    .unwrap_err();
    assert_eq!(
        text_err.messages(),
        [
            "white has 2 kings, expected exactly one",
            "black has 0 kings, expected exactly one"
        ]
    );
    assert!(text_err.syntax_errors().is_empty());
}

// ------------------------------------------------------ the shared grammar

const PLACEMENT: &str =
    "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR";

fn accepts(text: &str) -> Setup {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` is refused: {e}"))
}

fn refuses(text: &str) -> Vec<Field> {
    match text.parse::<Setup>() {
        Ok(s) => panic!("`{text}` is accepted as `{s}`"),
        Err(e) => e.syntax_errors().iter().map(|e| e.field).collect(),
    }
}

#[test]
fn runs_of_empty_squares_are_decimal_numbers() {
    // `12` is twelve; `44` forty-four, which overfills a rank of 12.
    accepts(&format!("{PLACEMENT} w Kk"));
    let forty_four = PLACEMENT.replacen("/12/", "/44/", 1);
    assert_eq!(refuses(&format!("{forty_four} w Kk")), [Field::Placement]);
    let err = format!("{forty_four} w Kk").parse::<Setup>().unwrap_err();
    assert!(err.to_string().contains("`44`"), "{err}");
    // `6` and `6` are not `66`: digits are read as one number.
    let split = PLACEMENT.replacen("/12/", "/66/", 1);
    assert_eq!(refuses(&format!("{split} w Kk")), [Field::Placement]);
    // A leading zero or a run of zero is an error.
    for bad in ["/012/", "/0p11/", "/p0p10/"] {
        let text = PLACEMENT.replacen("/12/", bad, 1);
        assert_eq!(
            refuses(&format!("{text} w Kk")),
            [Field::Placement],
            "{bad}"
        );
    }
    // Under- and overfilled ranks, a wrong number of ranks, a bad letter.
    for bad in ["/11/", "/13/", "/p12/", "/5q6/", "/6x5/"] {
        let text = PLACEMENT.replacen("/12/", bad, 1);
        assert_eq!(
            refuses(&format!("{text} w Kk")),
            [Field::Placement],
            "{bad}"
        );
    }
    let short = PLACEMENT.replacen("12/", "", 1);
    assert_eq!(refuses(&format!("{short} w Kk")), [Field::Placement]);
}

#[test]
fn counters_are_plain_digits_and_may_be_left_out() {
    let both = accepts(&format!("{PLACEMENT} w Kk"));
    assert_eq!(both.counters, MoveCounters::new(0, 1));
    let clock = accepts(&format!("{PLACEMENT} w Kk 9"));
    assert_eq!(clock.counters, MoveCounters::new(9, 1));
    let full = accepts(&format!("{PLACEMENT} b - 12 34"));
    assert_eq!(full.counters, MoveCounters::new(12, 34));
    for (bad, field) in [
        ("+3 1", Field::HalfmoveClock),
        ("-1 1", Field::HalfmoveClock),
        ("1.5 1", Field::HalfmoveClock),
        ("x 1", Field::HalfmoveClock),
        ("99999999999 1", Field::HalfmoveClock),
        ("3 +1", Field::FullmoveNumber),
        ("3 0", Field::FullmoveNumber),
        ("3 1.5", Field::FullmoveNumber),
        ("3 -2", Field::FullmoveNumber),
    ] {
        assert_eq!(
            refuses(&format!("{PLACEMENT} w Kk {bad}")),
            [field],
            "{bad}"
        );
    }
}

#[test]
fn any_ascii_white_space_separates_fields() {
    let setup = accepts(&format!("  {PLACEMENT}\tb\n Kk \r\n 4\t\t7  "));
    assert_eq!(setup.turn, Color::Black);
    assert_eq!(setup.counters, MoveCounters::new(4, 7));
    assert_eq!(
        setup.to_string(),
        format!("{PLACEMENT} b Kk 4 7"),
        "formatting always writes one space and both counters"
    );
    // Other white space is not a separator.
    assert_eq!(refuses(&format!("{PLACEMENT}\u{a0}w Kk")), [Field::Whole]);
    assert_eq!(refuses(&format!("{PLACEMENT} w\u{2003}Kk")), [Field::Whole]);
}

#[test]
fn the_number_of_fields_is_checked() {
    assert_eq!(refuses(PLACEMENT), [Field::Whole]);
    assert_eq!(refuses(&format!("{PLACEMENT} w")), [Field::Whole]);
    let err = PLACEMENT.parse::<Setup>().unwrap_err();
    assert!(err.to_string().contains("fields"), "{err}");
    // The unicorn list only after both counters; nothing after it.
    assert_eq!(
        refuses(&format!("{PLACEMENT} w Kk 0 1 c1 j1")),
        [Field::Whole]
    );
    // With one counter, a list is taken as the fullmove number.
    assert_eq!(
        refuses(&format!("{PLACEMENT} w Kk 0 c1")),
        [Field::FullmoveNumber]
    );
    accepts(&format!("{PLACEMENT} w Kk 0 1 c1,j1"));
}

#[test]
fn the_game_fields_have_their_own_errors() {
    for bad in ["KQ", "kK", "KK", "w", "--"] {
        let text = format!("{PLACEMENT} w {bad} 0 1");
        assert_eq!(refuses(&text), [Field::Game("leap rights")], "{bad}");
        let err = text.parse::<Setup>().unwrap_err();
        assert!(
            err.to_string().contains(&format!("leap rights `{bad}`")),
            "{err}"
        );
    }
    for bad in ["m1", "c13", "c0", "c1,", ",c1", "c1;j1", "c1,,j1", "C1"] {
        let text = format!("{PLACEMENT} w Kk 0 1 {bad}");
        let fields = refuses(&text);
        assert!(
            !fields.is_empty() && fields.iter().all(|f| *f == Field::Game("unmoved unicorns")),
            "{bad}: {fields:?}"
        );
    }
}

#[test]
fn every_syntax_error_is_reported_in_field_order() {
    let text = "12/13/12/12/12/12/12/12/12/12/12/K10k x KQ +3 0 z9";
    let err = text.parse::<Setup>().unwrap_err();
    let fields: Vec<Field> = err.syntax_errors().iter().map(|e| e.field).collect();
    assert_eq!(
        fields,
        [
            Field::Placement,
            Field::SideToMove,
            Field::Game("leap rights"),
            Field::HalfmoveClock,
            Field::FullmoveNumber,
            Field::Game("unmoved unicorns"),
        ]
    );
    let texts: Vec<&str> = err
        .syntax_errors()
        .iter()
        .map(|e| e.text.as_str())
        .collect();
    assert_eq!(texts, ["13", "x", "KQ", "+3", "0", "z9"]);
}

#[test]
fn syntax_errors_come_before_validation() {
    // A text that is both malformed and invalid reports its syntax only.
    let err = Position::from_text(
        "12/12/12/12/12/12/12/12/12/12/12/KK10 w KQ",
        Rules::default(),
    )
    .unwrap_err();
    assert_eq!(err.syntax_errors().len(), 1);
    assert!(matches!(err, ParsePositionError::Syntax(_)));
}

#[test]
fn random_positions_round_trip_through_setup_and_text() {
    for preset in Rules::presets() {
        let rules = (preset.rules)();
        for seed in 0..20 {
            let p = variant_core::testkit::random_position(&Position::start(rules), seed, 90);
            let setup = p.to_setup();
            let text = setup.to_string();
            assert_eq!(text, p.to_string());
            assert_eq!(text.parse::<Setup>().as_ref(), Ok(&setup));
            let q = Position::from_setup(setup, rules).unwrap();
            assert_eq!(q, p);
            assert_eq!(q.zobrist(), p.zobrist());
            assert_eq!(q.halfmove_clock(), p.halfmove_clock());
            assert_eq!(q.fullmove_number(), p.fullmove_number());
        }
    }
}
