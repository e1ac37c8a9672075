//! Position text and move text: formats, round trips and errors.

use baroque_chess::{Move, Position, PositionError, Rules, Square, SquareSet};
use variant_core::{Game, MoveErrorKind, MoveErrorReason, ParsePositionError};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn start_position_text_round_trips() {
    let p = Position::default();
    let text = "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1";
    assert_eq!(p.to_string(), text);
    assert_eq!(text.parse::<Position>().unwrap(), p);
}

#[test]
fn counters_may_be_omitted() {
    let full: Position = "4k3/8/8/8/8/8/8/4K3 b 0 1".parse().unwrap();
    let short: Position = "4k3/8/8/8/8/8/8/4K3 b".parse().unwrap();
    assert_eq!(short.to_string(), "4k3/8/8/8/8/8/8/4K3 b 0 1");
    assert_eq!(full, short);
    let three: Position = "4k3/8/8/8/8/8/8/4K3 w 17".parse().unwrap();
    assert_eq!(three.to_string(), "4k3/8/8/8/8/8/8/4K3 w 17 1");
}

#[test]
fn bad_position_texts_name_the_problem() {
    let cases: &[(&str, &str)] = &[
        ("", "nothing was given"),
        ("4k3/8/8/8/8/8/8/4K3", "expected 2 to 4 fields"),
        ("4k3/8/8/8/8/8/4K3 w", "has 7 ranks"),
        ("4k3/8/8/8/8/8/8/4K4 w", "rank 1: overfills the rank"),
        (
            "4k3/8/8/8/8/8/8/4K2 w",
            "rank 1: underfills the rank: 7 squares",
        ),
        ("4k3/8/8/8/8/8/8/4X3 w", "rank 1: `X` is not a piece letter"),
        ("4k3/8/8/8/8/8/8/K3K3 w", "white has 2 kings"),
        ("8/8/8/8/8/8/8/8 w", "no king"),
        ("4k3/8/8/8/8/8/8/4K3 x", "side to move `x`"),
        ("4k3/8/8/8/8/8/8/4K3 w -1 1", "halfmove clock `-1`"),
        ("4k3/8/8/8/8/8/8/4K3 w 0 0", "fullmove number `0`"),
        ("4k3/8/8/8/8/8/8/4K3 w 0 1 extra", "expected 2 to 4 fields"),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "`{text}`: {err}");
    }
    // Several syntax problems are all reported, each naming its field.
    let err = "4k3/8/8/8/8/8/8/K3K4 q 0 0"
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(err.syntax_errors().len(), 3, "{err}");
    // So are several problems of a well-formed text.
    let err = "kk6/8/8/8/8/8/8/K3K3 w".parse::<Position>().unwrap_err();
    assert!(
        matches!(&err, ParsePositionError::Invalid(_) if err.messages().len() == 2)
            && err.invalid::<PositionError>().map(|e| e.problems().len()) == Some(2),
        "{err}"
    );
}

/// White withdrawer d4 next to the black pincer d5: d4-d2 captures d5;
/// d4-e5 captures nothing (c3 behind it is empty).
const WITHDRAW: &str = "4k3/8/8/3p4/3Q4/8/8/4K3 w 0 1";

#[test]
fn move_text_with_and_without_capture_list() {
    let p: Position = WITHDRAW.parse().unwrap();
    let full = p.parse_move("d4-d2xd5").unwrap();
    assert_eq!(p.parse_move("d4-d2").unwrap(), full);
    assert_eq!(p.format_move(&full), "d4-d2xd5");
    assert_eq!(full.from(), sq("d4"));
    assert_eq!(full.to(), sq("d2"));
    assert_eq!(full.captured_set(), SquareSet::single(35));
    assert_eq!(p.format_move(&p.parse_move("d4-e5").unwrap()), "d4-e5");
}

#[test]
fn wrong_capture_lists_are_errors() {
    let p: Position = WITHDRAW.parse().unwrap();
    for (text, kind) in [
        ("d4-d2xd6", MoveErrorKind::Illegal),
        ("d4-d2xd5,d5", MoveErrorKind::Illegal),
        ("d4-e5xd5", MoveErrorKind::Illegal),
        ("d4-d2x", MoveErrorKind::Malformed),
        ("d4-d2xd5,", MoveErrorKind::Malformed),
        ("d4-d2xd9", MoveErrorKind::Malformed),
        ("D4-D2", MoveErrorKind::Malformed),
        ("d4d2", MoveErrorKind::Malformed),
        ("d4", MoveErrorKind::Malformed),
        ("d4-", MoveErrorKind::Malformed),
        ("d4-d4", MoveErrorKind::Illegal),
        ("d4-b3", MoveErrorKind::Illegal),
        ("d5-d6", MoveErrorKind::Illegal),
        ("a1-a2", MoveErrorKind::Illegal),
        ("d4xd4", MoveErrorKind::Illegal),
        ("d4xd5", MoveErrorKind::Malformed),
    ] {
        let err = p.parse_move(text).unwrap_err();
        assert_eq!(err.kind(), kind, "`{text}`: {err}");
        assert_eq!(err.text(), text);
    }
    let err = p.parse_move("d4-d2xd6").unwrap_err();
    assert!(
        matches!(err.reason(), MoveErrorReason::WrongCaptureList(list)
            if list.iter().map(|s| s.to_string()).eq(["d5"])),
        "{err}"
    );
    assert!(err.to_string().contains("captures exactly d5"), "{err}");
    let err = p.parse_move("d5-d6").unwrap_err();
    assert!(
        matches!(
            err.reason(),
            MoveErrorReason::NotOwnPiece {
                piece: Some(_),
                side: "white",
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("not white's"), "{err}");
    let err = p.parse_move("d4xd4").unwrap_err();
    assert!(
        matches!(err.reason(), MoveErrorReason::SuicideNotFrozen { .. }),
        "{err}"
    );
    assert!(err.to_string().contains("not frozen"), "{err}");
}

#[test]
fn capture_lists_are_in_board_order() {
    // The pincer d1 to d4 captures c4, e4 and d5: listed c4,e4,d5 (rank 4
    // before rank 5, file c before e).
    let p: Position = "7k/2m5/3K4/m2p4/1Qp1pP2/6m1/8/3P4 w 0 1".parse().unwrap();
    let mv = p.parse_move("d1-d4").unwrap();
    assert_eq!(p.format_move(&mv), "d1-d4xc4,e4,d5");
    assert!(p.parse_move("d1-d4xc4,e4,d5").is_ok());
    for reordered in [
        "d1-d4xe4,c4,d5",
        "d1-d4xd5,c4,e4",
        "d1-d4xc4,e4",
        "d1-d4xc4,e4,d5,d5",
    ] {
        assert!(p.parse_move(reordered).is_err(), "{reordered}");
    }
}

#[test]
fn suicide_text() {
    let p: Position = "7k/8/8/8/8/8/1m6/KP6 w 0 1".parse().unwrap();
    let mv = p.parse_move("b1xb1").unwrap();
    assert!(mv.is_suicide());
    assert_eq!(mv, Move::suicide(sq("b1")));
    assert_eq!(mv.to(), mv.from());
    assert_eq!(p.format_move(&mv), "b1xb1");
    assert!(p.parse_move("b1-b1").is_err());
    assert!(p.parse_move("b1xb2").is_err());
    let err = p.parse_move("a1xa1").unwrap_err();
    assert_eq!(err.reason(), &MoveErrorReason::KingSuicide, "{err}");
    assert!(err.to_string().contains("king"), "{err}");
}

#[test]
fn bogus_moves_format_without_panicking_and_are_refused() {
    let mut p = Position::default();
    let before = p.clone();
    for mv in [
        Move::new(sq("h8"), sq("d1"), !SquareSet::EMPTY),
        Move::new(sq("a2"), sq("a3"), SquareSet::single(0)),
        Move::new(sq("a2"), sq("a3"), sq("a2").bit()),
        Move::suicide(sq("d1")),
        Move::suicide(sq("e5")),
        Move::new(sq("d1"), sq("d1"), SquareSet::EMPTY),
        Move::new(sq("a2"), sq("a2"), sq("a2").bit() | SquareSet::single(0)),
    ] {
        let _ = p.format_move(&mv);
        assert!(p.play(&mv).is_err());
        assert_eq!(p, before);
        assert_eq!(p.to_string(), before.to_string());
    }
}

#[test]
fn game_over_is_reported_when_parsing_a_move() {
    let p: Position = "8/8/8/8/8/8/8/K7 b".parse().unwrap();
    let err = p.parse_move("a1-a2").unwrap_err();
    assert!(
        matches!(err.reason(), MoveErrorReason::GameOver { .. }),
        "{err}"
    );
    assert!(err.to_string().contains("game is over"), "{err}");
}

#[test]
fn the_shared_text_diagram_shows_the_board() {
    let d = variant_core::diagram::text_diagram(&Position::start(Rules::default()));
    assert!(d.starts_with(" 8  m n b k q b n r\n"), "{d}");
    assert!(d.contains(" 1  M N B K Q B N R\n"), "{d}");
    assert!(d.ends_with("    a b c d e f g h\n"), "{d}");
}
