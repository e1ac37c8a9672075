//! `Setup`, `from_setup` and the shared position-text grammar: every kind
//! of problem is refused (and reported with the others, the setup given
//! back), and the texts accepted and refused are the workspace's shared
//! grammar's.

use dragonchess::prelude::*;
use variant_core::text::Field;
use variant_core::{testkit, MoveCounters};

const EMPTY: &str = "12/12/12/12/12/12/12/12";
const KINGS: &str = "11k/12/12/12/12/12/12/K11";

/// A setup with the Kings on 2a1 (Gold) and 2l8 (Scarlet), Gold to move.
fn kings() -> Setup {
    let mut setup = Setup::empty();
    setup.put(sq("2a1"), Piece::new(Color::White, PieceKind::King));
    setup.put(sq("2l8"), Piece::new(Color::Black, PieceKind::King));
    setup
}

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn gold(kind: PieceKind) -> Piece {
    Piece::new(Color::White, kind)
}

fn scarlet(kind: PieceKind) -> Piece {
    Piece::new(Color::Black, kind)
}

/// `from_setup` refuses `setup` with exactly `problems`, gives the setup
/// back unchanged, and the text of the setup is refused the same way.
fn refused(setup: Setup, problems: &[Problem]) {
    let err = Position::from_setup(setup.clone(), Rules::default()).unwrap_err();
    assert_eq!(err.problems(), problems, "{setup}");
    assert_eq!(err.setup(), &setup);
    let text = setup.to_string();
    let messages: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(err.into_setup(), setup);
    if setup.counters.fullmove_number > 0 {
        match Position::from_text(&text, Rules::default()) {
            Err(e @ ParsePositionError::Invalid(_)) => {
                assert_eq!(e.messages(), messages, "{text}");
                let typed = e.invalid::<PositionError>().expect("the game's error");
                assert_eq!(typed.problems(), problems, "{text}");
            }
            other => panic!("`{text}` gives {other:?}"),
        }
    }
}

#[test]
fn the_kings_alone_are_valid() {
    let pos = Position::from_setup(kings(), Rules::default()).unwrap();
    assert_eq!(pos.to_setup(), kings());
    assert_eq!(pos.to_string(), format!("{EMPTY}|{KINGS}|{EMPTY} g 0 1"));
}

#[test]
fn a_side_without_a_king_or_with_two_is_refused() {
    let mut setup = kings();
    setup.remove(sq("2l8"));
    refused(
        setup,
        &[Problem::KingCount {
            color: Color::Black,
            count: 0,
        }],
    );
    let mut setup = kings();
    setup.put(sq("1a1"), gold(PieceKind::King));
    setup.put(sq("3a1"), gold(PieceKind::King));
    refused(
        setup,
        &[Problem::KingCount {
            color: Color::White,
            count: 3,
        }],
    );
    assert_eq!(
        Problem::KingCount {
            color: Color::White,
            count: 2
        }
        .to_string(),
        "gold has 2 Kings (exactly one is needed)"
    );
}

#[test]
fn a_piece_on_a_level_it_can_never_reach_is_refused() {
    // One square per kind and level the rules rule out.
    let cases = [
        ("1c3", PieceKind::Sylph),
        ("1c3", PieceKind::Griffon),
        ("2c3", PieceKind::Dragon),
        ("1c3", PieceKind::Dragon),
        ("1c3", PieceKind::Warrior),
        ("3c3", PieceKind::Warrior),
        ("1c3", PieceKind::Oliphant),
        ("3c3", PieceKind::Unicorn),
        ("1c3", PieceKind::Thief),
        ("3c3", PieceKind::Dwarf),
        ("3c3", PieceKind::Elemental),
        ("2c3", PieceKind::Basilisk),
        ("3c3", PieceKind::Basilisk),
    ];
    for (square, kind) in cases {
        let mut setup = kings();
        let piece = scarlet(kind);
        setup.put(sq(square), piece);
        refused(
            setup,
            &[Problem::UnreachableLevel {
                square: sq(square),
                piece,
            }],
        );
    }
    // Heroes, Clerics, Mages, Kings and Paladins go anywhere.
    for kind in [
        PieceKind::Hero,
        PieceKind::Cleric,
        PieceKind::Mage,
        PieceKind::Paladin,
    ] {
        for square in ["1e4", "2e4", "3e4"] {
            let mut setup = kings();
            setup.put(sq(square), gold(kind));
            Position::from_setup(setup, Rules::default()).unwrap();
        }
    }
    assert_eq!(
        Problem::UnreachableLevel {
            square: sq("2b1"),
            piece: gold(PieceKind::Dragon)
        }
        .to_string(),
        "the gold Dragon on 2b1 stands on a level it can never reach"
    );
}

#[test]
fn an_unpromoted_warrior_on_its_last_rank_is_refused() {
    let mut setup = kings();
    setup.put(sq("2c8"), gold(PieceKind::Warrior));
    refused(
        setup,
        &[Problem::UnpromotedWarrior {
            square: sq("2c8"),
            color: Color::White,
        }],
    );
    let mut setup = kings();
    setup.put(sq("2c1"), scarlet(PieceKind::Warrior));
    refused(
        setup,
        &[Problem::UnpromotedWarrior {
            square: sq("2c1"),
            color: Color::Black,
        }],
    );
    // On its own first rank a Warrior is allowed (it cannot move back).
    let mut setup = kings();
    setup.put(sq("2c1"), gold(PieceKind::Warrior));
    Position::from_setup(setup, Rules::default()).unwrap();
}

#[test]
fn the_side_not_to_move_in_check_is_refused() {
    // Gold to move, and the Gold Oliphant on 2l1 attacks the Scarlet King on 2l8.
    let mut setup = kings();
    setup.put(sq("2l1"), gold(PieceKind::Oliphant));
    refused(
        setup.clone(),
        &[Problem::OpponentInCheck {
            color: Color::Black,
            king: sq("2l8"),
        }],
    );
    // With Scarlet to move it is Scarlet in check: valid.
    setup.turn = Color::Black;
    let pos = Position::from_setup(setup, Rules::default()).unwrap();
    assert!(pos.is_check());
    // Across the levels: a Scarlet Dragon on 3a2 attacks 2a1 from afar.
    let mut setup = kings();
    setup.put(sq("3a2"), scarlet(PieceKind::Dragon));
    setup.turn = Color::Black;
    refused(
        setup,
        &[Problem::OpponentInCheck {
            color: Color::White,
            king: sq("2a1"),
        }],
    );
    // A frozen attacker gives no check, unless the option says so.
    let mut setup = kings();
    setup.put(sq("2l1"), gold(PieceKind::Oliphant));
    setup.put(sq("1l1"), scarlet(PieceKind::Basilisk));
    Position::from_setup(setup.clone(), Rules::default()).unwrap();
    let mut rules = Rules::default();
    rules.frozen_pieces_give_check = true;
    let err = Position::from_setup(setup, rules).unwrap_err();
    assert_eq!(err.problems().len(), 1);
    assert_eq!(
        err.problems()[0].to_string(),
        "the side not to move (scarlet) is in check: its King on 2l8 is attacked"
    );
}

#[test]
fn a_zero_fullmove_number_is_refused() {
    let mut setup = kings();
    setup.counters = MoveCounters::new(3, 0);
    refused(setup, &[Problem::FullmoveNumberZero]);
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut setup = Setup::empty();
    setup.put(sq("2a1"), gold(PieceKind::King));
    setup.put(sq("2b1"), gold(PieceKind::King));
    setup.put(sq("2b1"), gold(PieceKind::Dragon)); // replaces the second King
    setup.put(sq("1c8"), gold(PieceKind::Warrior));
    setup.put(sq("2d8"), gold(PieceKind::Warrior));
    setup.put(sq("2l8"), scarlet(PieceKind::King));
    setup.put(sq("2l1"), gold(PieceKind::Oliphant));
    setup.counters = MoveCounters::new(0, 0);
    let problems = [
        Problem::UnreachableLevel {
            square: sq("1c8"),
            piece: gold(PieceKind::Warrior),
        },
        Problem::UnreachableLevel {
            square: sq("2b1"),
            piece: gold(PieceKind::Dragon),
        },
        Problem::UnpromotedWarrior {
            square: sq("2d8"),
            color: Color::White,
        },
        Problem::FullmoveNumberZero,
        Problem::OpponentInCheck {
            color: Color::Black,
            king: sq("2l8"),
        },
    ];
    let err = Position::from_setup(setup.clone(), Rules::default()).unwrap_err();
    // 1c8 is a Warrior off level 2 and, on rank 8, also unpromoted.
    let mut expected = vec![problems[0]];
    expected.push(Problem::UnpromotedWarrior {
        square: sq("1c8"),
        color: Color::White,
    });
    expected.extend_from_slice(&problems[1..]);
    assert_eq!(err.problems(), expected);
    assert_eq!(err.into_setup(), setup);
    // Mended, it is accepted.
    let mut mended = setup;
    mended.remove(sq("1c8"));
    mended.remove(sq("2b1"));
    mended.remove(sq("2d8"));
    mended.remove(sq("2l1"));
    mended.counters = MoveCounters::START;
    Position::from_setup(mended, Rules::default()).unwrap();
    // Text: two Dragons off level 3 and no King on either side, all listed.
    let text = format!("{EMPTY}|12/12/12/12/12/12/12/R11|12/12/12/12/12/12/12/R11 g");
    let err = Position::from_text(&text, Rules::default()).unwrap_err();
    assert_eq!(err.messages().len(), 4, "{err}");
}

fn parse(text: &str) -> Result<Setup, ParsePositionError> {
    text.parse::<Setup>()
}

fn position(placement_ground: &str, rest: &str) -> String {
    format!("{EMPTY}|{placement_ground}|{EMPTY} {rest}")
}

#[test]
fn the_shared_grammar_accepts() {
    let canonical = position(KINGS, "g 0 1");
    for text in [
        position(KINGS, "g 0 1"),
        position(KINGS, "g"),
        position(KINGS, "g 0"),
        format!("  {EMPTY}|{KINGS}|{EMPTY}\tg\n0 \r\n 1 "),
        format!("{EMPTY}|{KINGS}|{EMPTY}\x0cg\t0\t1"),
    ] {
        let setup = parse(&text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
        assert_eq!(setup.to_string(), canonical, "{text:?}");
    }
    // The fullmove number alone may be left out: it is then 1.
    let setup = parse(&position(KINGS, "s 17")).unwrap();
    assert_eq!(setup.counters, MoveCounters::new(17, 1));
    assert_eq!(setup.turn, Color::Black);
    let setup = parse(&position(KINGS, "g 4294967295 4294967295")).unwrap();
    assert_eq!(setup.counters, MoveCounters::new(u32::MAX, u32::MAX));
    // Runs are merged when written: `6 6` as two runs is read, `12` written.
    let setup = parse(&position("11k/66/12/12/12/12/12/K11", "g"));
    assert!(setup.is_err(), "66 is sixty-six");
    let setup = parse(&position("11k/1k10/12/12/12/12/12/K4W6", "g")).unwrap();
    assert_eq!(setup.pieces().count(), 4);
}

#[test]
fn the_shared_grammar_refuses() {
    let cases: Vec<(String, Field, &str)> = vec![
        // `44` is forty-four squares: it overfills a rank of twelve.
        (
            position("11k/44/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "44",
        ),
        (
            position("11k/K44/12/12/12/12/12/11", "g"),
            Field::Placement,
            "K44",
        ),
        (
            position("11k/111/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "111",
        ),
        (
            position("11k/66/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "66",
        ),
        // A leading zero or a `0` run.
        (
            position("11k/012/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "012",
        ),
        (
            position("11k/0k11/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "0k11",
        ),
        (
            position("011k/12/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "011k",
        ),
        // Under- and overfilled ranks, wrong rank and level counts.
        (
            position("11k/11/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "11",
        ),
        (
            position("11k/12k/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "12k",
        ),
        (
            position("11k/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "11k/12/12/12/12/12/K11",
        ),
        (format!("{EMPTY}|{KINGS} g"), Field::Placement, ""),
        (
            format!("{EMPTY}|{KINGS}|{EMPTY}|{EMPTY} g"),
            Field::Placement,
            "",
        ),
        // Not a piece letter, not a character of the grammar.
        (
            position("11k/11x/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "11x",
        ),
        (
            position("11k/11+/12/12/12/12/12/K11", "g"),
            Field::Placement,
            "11+",
        ),
        // The side to move.
        (position(KINGS, "x"), Field::SideToMove, "x"),
        (position(KINGS, "G"), Field::SideToMove, "G"),
        (position(KINGS, "gs"), Field::SideToMove, "gs"),
        (position(KINGS, "w"), Field::SideToMove, "w"),
        // Counters are plain decimal digits; the fullmove number is at least 1.
        (position(KINGS, "g +3 1"), Field::HalfmoveClock, "+3"),
        (position(KINGS, "g -1 1"), Field::HalfmoveClock, "-1"),
        (position(KINGS, "g 1.5 1"), Field::HalfmoveClock, "1.5"),
        (position(KINGS, "g 3 +1"), Field::FullmoveNumber, "+1"),
        (position(KINGS, "g 3 -1"), Field::FullmoveNumber, "-1"),
        (position(KINGS, "g 3 1.5"), Field::FullmoveNumber, "1.5"),
        (position(KINGS, "g 3 0"), Field::FullmoveNumber, "0"),
        (
            position(KINGS, "g 4294967296 1"),
            Field::HalfmoveClock,
            "4294967296",
        ),
        (position(KINGS, "g 0x10 1"), Field::HalfmoveClock, "0x10"),
        // The number of fields, and what separates them.
        (position(KINGS, "g 0 1 5"), Field::Whole, ""),
        (format!("{EMPTY}|{KINGS}|{EMPTY}"), Field::Whole, ""),
        (String::new(), Field::Whole, ""),
        (format!("{EMPTY}|{KINGS}|{EMPTY}\u{a0}g"), Field::Whole, ""),
        (
            format!("{EMPTY}|{KINGS}|{EMPTY} g\u{2003}0 1"),
            Field::SideToMove,
            "g\u{2003}0",
        ),
    ];
    for (text, field, offending) in cases {
        let err = parse(&text).unwrap_err();
        let errors = err.syntax_errors();
        assert!(
            errors
                .iter()
                .any(|e| e.field == field && (offending.is_empty() || e.text == offending)),
            "`{text}`: {err}"
        );
        // The position parser says the same.
        let again = Position::from_text(&text, Rules::default()).unwrap_err();
        assert_eq!(again, err, "{text}");
        testkit::check_text_input(&Position::default(), &text).unwrap();
    }
    // Every error of a text is reported, each with its field.
    let err = parse(&position("11k/44/12/12/12/12/12/K11", "x +3 0")).unwrap_err();
    let fields: Vec<Field> = err.syntax_errors().iter().map(|e| e.field).collect();
    assert_eq!(
        fields,
        [
            Field::Placement,
            Field::SideToMove,
            Field::HalfmoveClock,
            Field::FullmoveNumber
        ]
    );
}

#[test]
fn setups_and_positions_round_trip() {
    let start = Setup::start();
    assert_eq!(start, START_TEXT.parse::<Setup>().unwrap());
    assert_eq!(Setup::default(), start);
    let pos = Position::from_setup(start.clone(), Rules::default()).unwrap();
    assert_eq!(pos, Position::default());
    assert_eq!(pos.to_setup(), start);
    assert_eq!(format!("{start:?}"), format!("Setup(\"{START_TEXT}\")"));
    for seed in 0..20 {
        let p = testkit::random_position(&Position::default(), seed, 80);
        let setup = p.to_setup();
        assert_eq!(setup.to_string(), p.to_string());
        assert_eq!(setup.to_string().parse::<Setup>().unwrap(), setup);
        let back = Position::from_setup(setup, p.rules().clone()).unwrap();
        assert_eq!(back, p);
        assert_eq!(back.zobrist(), p.zobrist());
        assert_eq!(
            (back.halfmove_clock(), back.fullmove_number()),
            (p.halfmove_clock(), p.fullmove_number())
        );
    }
}
