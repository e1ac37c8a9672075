//! Setups and position text: the shared grammar (the same texts accepted and
//! refused as in every other game of the workspace), light squares, and
//! `from_setup` reporting every problem at once.

use cheskers::prelude::*;
use variant_core::text::Field;

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn kings() -> Setup {
    let mut setup = Setup::empty();
    setup.put(sq("a1"), Piece::new(Color::White, PieceKind::King));
    setup.put(sq("h8"), Piece::new(Color::Black, PieceKind::King));
    setup
}

fn syntax_fields(text: &str) -> Vec<Field> {
    match text.parse::<Setup>() {
        Ok(setup) => panic!("`{text}` parses as {setup}"),
        Err(e) => {
            assert!(matches!(e, ParsePositionError::Syntax(_)), "{text}: {e}");
            e.syntax_errors().iter().map(|e| e.field).collect()
        }
    }
}

#[test]
fn setups_are_plain_data() {
    let empty = Setup::empty();
    assert!(empty.board.iter().all(Option::is_none));
    assert_eq!(empty.turn, Color::Black, "Black moves first");
    assert_eq!(empty.counters, MoveCounters::START);
    assert_eq!(empty.to_string(), "8/8/8/8/8/8/8/8 b 0 1");
    assert_eq!(Setup::start().to_string(), START_TEXT);
    assert_eq!(Setup::default(), Setup::start());
    let mut setup = kings();
    assert_eq!(
        setup.piece_at(sq("a1")),
        Some(Piece::new(Color::White, PieceKind::King))
    );
    assert_eq!(
        setup.remove(sq("a1")),
        Some(Piece::new(Color::White, PieceKind::King))
    );
    assert_eq!(setup.piece_at(sq("a1")), None);
    // The board is indexed by `Square::index`.
    assert!(setup.board[sq("h8").index()].is_some());
    // A position and its setup agree, through text too.
    let p = Position::default();
    assert_eq!(p.to_setup(), Setup::start());
    assert_eq!(p.to_setup().to_string(), p.to_string());
    let q = Position::from_setup(p.to_setup(), *p.rules()).unwrap();
    assert_eq!(q, p);
}

#[test]
fn from_setup_refuses_a_man_on_its_promotion_rank() {
    for (square, color) in [("b8", Color::White), ("c1", Color::Black)] {
        let mut setup = kings();
        setup.put(sq(square), Piece::new(color, PieceKind::Man));
        let e = Position::from_setup(setup, Rules::default()).unwrap_err();
        assert_eq!(
            e.problems(),
            [Problem::ManOnPromotionRank {
                square: sq(square),
                color
            }]
        );
        assert_eq!(
            e.to_string(),
            format!("invalid position: the {color} man on {square} stands on its promotion rank")
        );
        assert_eq!(e.setup(), &setup);
    }
    // A man on the other side's promotion rank (its own first rank) is fine.
    let mut setup = kings();
    setup.put(sq("c1"), Piece::new(Color::White, PieceKind::Man));
    setup.put(sq("b8"), Piece::new(Color::Black, PieceKind::Man));
    assert!(Position::from_setup(setup, Rules::default()).is_ok());
}

#[test]
fn from_setup_refuses_fullmove_number_zero() {
    let mut setup = kings();
    setup.counters = MoveCounters::new(3, 0);
    let e = Position::from_setup(setup, Rules::default()).unwrap_err();
    assert_eq!(e.problems(), [Problem::FullmoveNumberZero]);
    assert!(e.to_string().contains("fullmove number is 0"), "{e}");
    // In text it is a syntax error of the fullmove number.
    assert_eq!(
        syntax_fields("7k/8/8/8/8/8/8/K7 w 3 0"),
        [Field::FullmoveNumber]
    );
}

#[test]
fn from_setup_reports_every_problem_and_gives_the_setup_back() {
    let mut setup = kings();
    setup.put(sq("d8"), Piece::new(Color::White, PieceKind::Man));
    setup.put(sq("a1"), Piece::new(Color::Black, PieceKind::Man));
    setup.put(sq("g1"), Piece::new(Color::Black, PieceKind::Man));
    setup.counters.fullmove_number = 0;
    let e = Position::from_setup(setup, Rules::default()).unwrap_err();
    // In square order, then the counters.
    assert_eq!(
        e.problems(),
        [
            Problem::ManOnPromotionRank {
                square: sq("a1"),
                color: Color::Black
            },
            Problem::ManOnPromotionRank {
                square: sq("g1"),
                color: Color::Black
            },
            Problem::ManOnPromotionRank {
                square: sq("d8"),
                color: Color::White
            },
            Problem::FullmoveNumberZero,
        ]
    );
    assert_eq!(setup.problems(), e.problems());
    // Mend it and try again.
    let mut mended = e.into_setup();
    assert_eq!(mended, setup);
    mended.put(sq("a1"), Piece::new(Color::White, PieceKind::King));
    mended.remove(sq("g1"));
    mended.remove(sq("d8"));
    mended.counters.fullmove_number = 1;
    let p = Position::from_setup(mended, Rules::default()).unwrap();
    assert_eq!(p.to_string(), "7k/8/8/8/8/8/8/K7 b 0 1");
    // Through text, the problems become messages.
    let e = Position::from_text("3P3k/8/8/8/8/8/8/p5p1 w", Rules::default()).unwrap_err();
    assert_eq!(e.messages().len(), 3, "{e}");
}

#[test]
fn a_side_without_kings_is_accepted() {
    let mut setup = Setup::empty();
    setup.put(sq("g1"), Piece::new(Color::White, PieceKind::Camel));
    let p = Position::from_setup(setup, Rules::default()).unwrap();
    assert!(p.outcome().is_some());
    assert!(p.legal_move_vec().is_empty());
    assert!(Position::from_setup(Setup::empty(), Rules::default()).is_ok());
}

#[test]
fn a_piece_on_a_light_square_is_a_placement_syntax_error() {
    let e = "7k/8/8/8/8/8/8/1K6 w".parse::<Setup>().unwrap_err();
    let errors = e.syntax_errors();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].field, Field::Placement);
    assert_eq!(errors[0].text, "1K6");
    assert_eq!(
        errors[0].to_string(),
        "placement `1K6`: rank 1: the white king on b1 stands on a light square"
    );
    // Every light-square piece is reported (b1 as well as the overfilled
    // rank it is on), after the grammar's own placement errors and before
    // the other fields' errors.
    let e = "c6k/8/8/8/8/8/8/1K7 x".parse::<Setup>().unwrap_err();
    let texts: Vec<(Field, &str)> = e
        .syntax_errors()
        .iter()
        .map(|e| (e.field, e.text.as_str()))
        .collect();
    assert_eq!(
        texts,
        [
            (Field::Placement, "1K7"),
            (Field::Placement, "c6k"),
            (Field::Placement, "1K7"),
            (Field::SideToMove, "x"),
        ],
        "{e}"
    );
    assert!(e.to_string().contains("black camel on a8"), "{e}");
}

#[test]
fn the_shared_grammar_accepts_what_every_game_accepts() {
    let expected = "7k/8/8/8/8/8/8/K7 w 0 1";
    for text in [
        "7k/8/8/8/8/8/8/K7 w 0 1",
        // Both counters, or the fullmove number alone, may be left out.
        "7k/8/8/8/8/8/8/K7 w",
        "7k/8/8/8/8/8/8/K7 w 0",
        // Any ASCII white space separates fields, before and after too.
        "  7k/8/8/8/8/8/8/K7\tw \n0\r\n1 ",
    ] {
        let setup: Setup = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(setup.to_string(), expected, "{text:?}");
    }
    let setup: Setup = "7k/8/8/8/8/8/8/K7 b 17".parse().unwrap();
    assert_eq!(setup.counters, MoveCounters::new(17, 1));
    let setup: Setup = "7k/8/8/8/8/8/8/K7 b 4294967295 4294967295".parse().unwrap();
    assert_eq!(setup.counters, MoveCounters::new(u32::MAX, u32::MAX));
}

#[test]
fn the_shared_grammar_refuses_what_every_game_refuses() {
    for (text, fields) in [
        // Consecutive digits are one number: 44 is forty-four, 12 twelve:
        // both overfill a rank of 8.
        ("7k/44/8/8/8/8/8/K7 w", &[Field::Placement][..]),
        ("7k/12/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/8/K61 w", &[Field::Placement]),
        // No leading zero, no zero run.
        ("7k/08/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/0k7/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/8/K07 w", &[Field::Placement]),
        // Over- and underfilled ranks, a wrong rank count, a bad letter.
        ("7k/9/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/7/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/8/8/K7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/8/Q7 w", &[Field::Placement]),
        ("7k/8/8/8/8/8/8/K7- w", &[Field::Placement]),
        // Counters are plain decimal digits, the fullmove number from 1.
        ("7k/8/8/8/8/8/8/K7 w +3 1", &[Field::HalfmoveClock]),
        ("7k/8/8/8/8/8/8/K7 w -1 1", &[Field::HalfmoveClock]),
        ("7k/8/8/8/8/8/8/K7 w 1.5 1", &[Field::HalfmoveClock]),
        ("7k/8/8/8/8/8/8/K7 w 0 +1", &[Field::FullmoveNumber]),
        ("7k/8/8/8/8/8/8/K7 w 0 1.5", &[Field::FullmoveNumber]),
        ("7k/8/8/8/8/8/8/K7 w 0 0", &[Field::FullmoveNumber]),
        ("7k/8/8/8/8/8/8/K7 w 4294967296 1", &[Field::HalfmoveClock]),
        // The side is `w` or `b`.
        ("7k/8/8/8/8/8/8/K7 W", &[Field::SideToMove]),
        ("7k/8/8/8/8/8/8/K7 wb", &[Field::SideToMove]),
        // Two to four fields, separated by ASCII white space only.
        ("7k/8/8/8/8/8/8/K7", &[Field::Whole]),
        ("", &[Field::Whole]),
        ("7k/8/8/8/8/8/8/K7 w 0 1 1", &[Field::Whole]),
        ("7k/8/8/8/8/8/8/K7\u{a0}w", &[Field::Whole]),
        // Every error is reported.
        (
            "7k/44/8/8/8/8/8/1K6 x +3 0",
            &[
                Field::Placement,
                Field::Placement,
                Field::SideToMove,
                Field::HalfmoveClock,
                Field::FullmoveNumber,
            ],
        ),
    ] {
        assert_eq!(syntax_fields(text), fields, "{text:?}");
        // The position parser says the same.
        let e = Position::from_text(text, Rules::default()).unwrap_err();
        assert_eq!(e.syntax_errors().len(), fields.len(), "{text:?}");
    }
}

#[test]
fn setups_round_trip_through_text() {
    let mut rng = variant_core::Rng::new(5);
    for _ in 0..200 {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            let r = rng.below(12);
            if r < 8 {
                let color = if r < 4 { Color::White } else { Color::Black };
                setup.put(sq, Piece::new(color, PieceKind::ALL[r % 4]));
            }
        }
        setup.turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        setup.counters = MoveCounters::new(rng.below(300) as u32, 1 + rng.below(300) as u32);
        let text = setup.to_string();
        assert_eq!(text.parse::<Setup>(), Ok(setup), "{text}");
        // Valid exactly when no man stands on its promotion rank.
        match Position::from_setup(setup, Rules::default()) {
            Ok(p) => {
                assert!(setup.problems().is_empty());
                assert_eq!(p.to_string(), text);
                assert_eq!(p.to_setup(), setup);
            }
            Err(e) => assert!(!e.problems().is_empty()),
        }
    }
}
