//! The plain-data `Setup`: building positions with `from_setup` (every
//! problem reported, the setup given back) and the shared position-text
//! grammar (the same texts accepted and refused as in the other games).

use baroque_chess::prelude::*;
use baroque_chess::variant_core::text::Field;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn piece(letter: char) -> Piece {
    Piece::from_letter(letter).unwrap()
}

/// A setup with the given pieces (`("a1", 'K')`), White to move.
fn setup_with(pieces: &[(&str, char)]) -> Setup {
    let mut setup = Setup::empty();
    for &(square, letter) in pieces {
        setup.put(sq(square), piece(letter));
    }
    setup
}

#[test]
fn from_setup_accepts_a_valid_setup_and_to_setup_gives_it_back() {
    let mut setup = setup_with(&[("a1", 'K'), ("h8", 'k'), ("d4", 'Q'), ("d5", 'p')]);
    setup.turn = Color::Black;
    setup.counters = MoveCounters::new(7, 12);
    let p = Position::from_setup(setup, Rules::default()).unwrap();
    assert_eq!(p.to_setup(), setup);
    assert_eq!(p.to_string(), "7k/8/8/3p4/3Q4/8/8/K7 b 7 12");
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (7, 12));
    assert_eq!(p.king_square(Color::White), Some(sq("a1")));
    assert_eq!(p.piece_at(sq("d5")), Some(piece('p')));
    assert_eq!(setup.piece_at(sq("d4")), Some(piece('Q')));
}

#[test]
fn too_many_kings_of_a_side_is_a_problem_with_the_count() {
    for (color, letter) in [(Color::White, 'K'), (Color::Black, 'k')] {
        let setup = setup_with(&[("a1", letter), ("c3", letter), ("h8", letter)]);
        let err = Position::from_setup(setup, Rules::default()).unwrap_err();
        assert_eq!(err.problems(), [Problem::KingCount { color, count: 3 }]);
        assert_eq!(err.setup(), &setup);
        assert_eq!(
            err.problems()[0].to_string(),
            format!("{color} has 3 kings, at most one allowed")
        );
    }
}

#[test]
fn no_king_at_all_is_a_problem() {
    let setup = setup_with(&[("a1", 'Q'), ("h8", 'q')]);
    let err = Position::from_setup(setup, Rules::default()).unwrap_err();
    assert_eq!(err.problems(), [Problem::NoKing]);
    assert_eq!(
        err.to_string(),
        "invalid position: no king on the board (at least one is required)"
    );
    assert_eq!(err.into_setup(), setup);
}

#[test]
fn a_zero_fullmove_number_is_a_problem() {
    // The text grammar cannot write it (the fullmove number is at least 1),
    // but a Setup is plain data.
    let mut setup = setup_with(&[("a1", 'K'), ("h8", 'k')]);
    setup.counters = MoveCounters::new(3, 0);
    let err = Position::from_setup(setup, Rules::default()).unwrap_err();
    assert_eq!(err.problems(), [Problem::FullmoveNumberZero]);
    assert_eq!(setup.to_string().parse::<Setup>().ok(), None);
}

#[test]
fn every_problem_is_reported_at_once_and_the_setup_can_be_mended() {
    let mut setup = setup_with(&[
        ("a1", 'K'),
        ("b1", 'K'),
        ("a8", 'k'),
        ("b8", 'k'),
        ("c8", 'k'),
    ]);
    setup.counters.fullmove_number = 0;
    let err = Position::from_setup(setup, Rules::default()).unwrap_err();
    assert_eq!(
        err.problems(),
        [
            Problem::KingCount {
                color: Color::White,
                count: 2
            },
            Problem::KingCount {
                color: Color::Black,
                count: 3
            },
            Problem::FullmoveNumberZero,
        ]
    );
    let mut mended = err.into_setup();
    mended.remove(sq("b1"));
    mended.remove(sq("b8"));
    mended.remove(sq("c8"));
    mended.counters.fullmove_number = 1;
    let p = Position::from_setup(mended, Rules::default()).unwrap();
    assert_eq!(p.to_string(), "k7/8/8/8/8/8/8/K7 w 0 1");
    // Through text the problems come as messages.
    let err = Position::from_text("kkk5/8/8/8/8/8/8/KK6 w", Rules::default()).unwrap_err();
    assert_eq!(
        err.messages(),
        [
            "white has 2 kings, at most one allowed",
            "black has 3 kings, at most one allowed"
        ]
    );
}

#[test]
fn a_side_without_its_king_is_accepted_and_has_lost() {
    for (text, loser) in [
        ("8/8/8/8/8/8/8/K7 b 0 1", Color::Black),
        ("8/8/8/8/8/8/8/K7 w 0 1", Color::Black),
        ("7k/8/8/8/8/8/8/Q7 w 0 1", Color::White),
    ] {
        let p: Position = text.parse().unwrap();
        assert_eq!(
            p.outcome(),
            Some(Outcome::loss_for(loser, WinReason::KingCaptured)),
            "{text}"
        );
        assert!(p.legal_move_vec().is_empty());
        assert_eq!(p.king_square(loser), None);
    }
}

#[test]
fn start_setups_and_the_start_text() {
    assert_eq!(Setup::default().to_string(), START_TEXT);
    assert_eq!(Position::default().to_string(), START_TEXT);
    for arrangement in [
        Arrangement::Abbott,
        Arrangement::Rotated,
        Arrangement::KingOnE,
    ] {
        let mut rules = Rules::default();
        rules.setup = arrangement;
        let setup = Setup::start_with(&rules);
        assert_eq!(setup.to_string(), arrangement.start_text());
        assert_eq!(Setup::arrangement(arrangement), setup);
        assert_eq!(Position::start(rules.clone()).to_setup(), setup);
        assert_eq!(
            Position::from_setup(setup, rules.clone()).unwrap(),
            Position::start(rules)
        );
    }
}

#[test]
fn the_colour_flipped_setup_mirrors_ranks_and_swaps_colours() {
    let setup: Setup = "7k/8/8/3p4/3Q4/8/8/K7 b 7 12".parse().unwrap();
    let flipped = setup.color_flipped();
    assert_eq!(flipped.to_string(), "k7/8/8/3q4/3P4/8/8/7K w 7 12");
    assert_eq!(flipped.color_flipped(), setup);
    let p = Position::from_setup(setup, Rules::default()).unwrap();
    assert_eq!(p.color_flipped().to_setup(), flipped);
    // Abbott's arrangement is symmetric under the flip.
    assert_eq!(
        Setup::default().color_flipped().to_string(),
        "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR b 0 1"
    );
}

/// The grammar shared by every game: these texts parse (to the given text).
#[test]
fn the_shared_grammar_accepts() {
    for (text, canonical) in [
        ("4k3/8/8/8/8/8/8/4K3 w 0 1", "4k3/8/8/8/8/8/8/4K3 w 0 1"),
        // Both counters, or the fullmove number alone, may be left out.
        ("4k3/8/8/8/8/8/8/4K3 b", "4k3/8/8/8/8/8/8/4K3 b 0 1"),
        ("4k3/8/8/8/8/8/8/4K3 w 17", "4k3/8/8/8/8/8/8/4K3 w 17 1"),
        // Any ASCII white space separates fields, and surrounds the text.
        (
            "  4k3/8/8/8/8/8/8/4K3\tw \n 3\r\n9  ",
            "4k3/8/8/8/8/8/8/4K3 w 3 9",
        ),
        // Runs of empty squares between pieces (consecutive digits would be
        // one number: `11` is eleven).
        ("1k1p1p2/8/8/8/8/8/8/K6P w", "1k1p1p2/8/8/8/8/8/8/K6P w 0 1"),
        (
            "4k3/8/8/8/8/8/8/4K3 w 4294967295 4294967295",
            "4k3/8/8/8/8/8/8/4K3 w 4294967295 4294967295",
        ),
    ] {
        let p: Position = text.parse().unwrap_or_else(|e| panic!("`{text}`: {e}"));
        assert_eq!(p.to_string(), canonical, "`{text}`");
        let setup: Setup = text.parse().unwrap();
        assert_eq!(setup.to_string(), canonical);
    }
}

/// ... and these are syntax errors, each naming its field.
#[test]
fn the_shared_grammar_refuses() {
    for (text, field) in [
        // `44` is forty-four empty squares: it overfills the rank.
        ("44k3/8/8/8/8/8/8/4K3 w", Field::Placement),
        ("k44/8/8/8/8/8/8/4K3 w", Field::Placement),
        // A leading zero or a run of zero.
        ("04k3/8/8/8/8/8/8/4K3 w", Field::Placement),
        ("k07/8/8/8/8/8/8/4K3 w", Field::Placement),
        ("0k7/8/8/8/8/8/8/4K3 w", Field::Placement),
        ("9/8/8/8/8/8/8/4K3 w", Field::Placement),
        ("4k3/8/8/8/8/8/8/4K3/8 w", Field::Placement),
        ("4k3/8/8/8/8/8/8/4X3 w", Field::Placement),
        ("4k3/8/8/8/8/8/8/4K3 W", Field::SideToMove),
        ("4k3/8/8/8/8/8/8/4K3 white", Field::SideToMove),
        // Counters are plain decimal digits.
        ("4k3/8/8/8/8/8/8/4K3 w +3 1", Field::HalfmoveClock),
        ("4k3/8/8/8/8/8/8/4K3 w -1 1", Field::HalfmoveClock),
        ("4k3/8/8/8/8/8/8/4K3 w 1.5 1", Field::HalfmoveClock),
        ("4k3/8/8/8/8/8/8/4K3 w 4294967296 1", Field::HalfmoveClock),
        ("4k3/8/8/8/8/8/8/4K3 w 0 +1", Field::FullmoveNumber),
        ("4k3/8/8/8/8/8/8/4K3 w 0 0", Field::FullmoveNumber),
        ("4k3/8/8/8/8/8/8/4K3 w 0 1.0", Field::FullmoveNumber),
        ("4k3/8/8/8/8/8/8/4K3", Field::Whole),
        ("4k3/8/8/8/8/8/8/4K3 w 0 1 -", Field::Whole),
        ("", Field::Whole),
        // Only ASCII white space separates fields.
        ("4k3/8/8/8/8/8/8/4K3\u{a0}w", Field::Whole),
    ] {
        let err = text.parse::<Setup>().unwrap_err();
        let fields: Vec<Field> = err.syntax_errors().iter().map(|e| e.field).collect();
        assert_eq!(fields, [field], "`{text}`: {err}");
        assert_eq!(
            text.parse::<Position>().unwrap_err(),
            err,
            "the position parser reports the setup's syntax errors"
        );
    }
}

#[test]
fn every_syntax_error_of_a_text_is_reported() {
    let err = "44k/8/8/8/8/8/8/4K3 x +3 0".parse::<Setup>().unwrap_err();
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
    assert_eq!(err.syntax_errors()[0].text, "44k");
}
