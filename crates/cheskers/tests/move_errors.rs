//! Refused move text: the typed reason of each, and its message (the one
//! the `variants` CLI prints, unchanged by the reasons becoming typed).

use cheskers::Position;
use variant_core::{testkit, Coord2, MoveErrorKind, MoveErrorReason as Why, ParseMoveError};

/// The error for `text` in the start position, checked to have `message`.
fn refused(text: &str, kind: MoveErrorKind, message: &str) -> ParseMoveError {
    testkit::refused_move_text(&Position::default(), text, kind, message)
}

#[test]
fn malformed_text_names_its_fault() {
    use MoveErrorKind::Malformed;
    let e = refused(
        "a2-b3",
        Malformed,
        "malformed move `a2-b3`: a2 is a light square",
    );
    assert_eq!(e.reason(), &Why::LightSquare(Coord2::new(0, 1).into()));
    let e = refused(
        "i9-a1",
        Malformed,
        "malformed move `i9-a1`: `i9` is not a square a1..h8",
    );
    assert!(matches!(e.reason(), Why::NotASquare(t) if t == "i9"), "{e}");
    let e = refused(
        "b6.a5",
        Malformed,
        "malformed move `b6.a5`: `.` is not `-` or `x`",
    );
    assert_eq!(e.reason(), &Why::NotASeparator('.'));
    let e = refused(
        "a1xd4-f6",
        Malformed,
        "malformed move `a1xd4-f6`: `-` where `x` was expected",
    );
    assert_eq!(
        e.reason(),
        &Why::WrongSeparator {
            found: '-',
            expected: 'x'
        }
    );
    let e = refused(
        "g7-h8=Q",
        Malformed,
        "malformed move `g7-h8=Q`: the promotion suffix `=Q` is not =K, =B or =C",
    );
    assert!(
        matches!(e.reason(), Why::NotAPromotionSuffix { suffix, .. } if suffix == "Q"),
        "{e}"
    );
}

#[test]
fn illegal_text_names_the_squares() {
    use MoveErrorKind::Illegal;
    let e = refused(
        "a1xa1",
        Illegal,
        "illegal move `a1xa1`: the piece on a1 is not black's",
    );
    assert!(
        matches!(
            e.reason(),
            Why::NotOwnPiece {
                piece: None,
                side: "black",
                ..
            }
        ),
        "{e}"
    );
    let e = refused(
        "d4xd4",
        Illegal,
        "illegal move `d4xd4`: there is no piece on d4",
    );
    assert_eq!(e.reason(), &Why::ThereIsNoPiece(Coord2::new(3, 3).into()));
    let e = refused(
        "b6xa5",
        Illegal,
        "illegal move `b6xa5`: it captures nothing: write it b6-a5",
    );
    assert!(
        matches!(e.reason(), Why::WrongCaptureMark { is_capture: false, canonical } if canonical == "b6-a5"),
        "{e}"
    );
    let e = refused(
        "b6-a1",
        Illegal,
        "illegal move `b6-a1`: not a legal move in this position",
    );
    assert_eq!(e.reason(), &Why::NotLegal);
}
