//! Refused move text: the typed reason of each, and its message (the one
//! the `variants` CLI prints, unchanged by the reasons becoming typed).

use baroque_chess::Position;
use variant_core::{testkit, Coord2, MoveErrorKind, MoveErrorReason as Why, ParseMoveError};

/// The error for `text` in the start position, checked to have `message`.
fn refused(text: &str, kind: MoveErrorKind, message: &str) -> ParseMoveError {
    testkit::refused_move_text(&Position::default(), text, kind, message)
}

#[test]
fn malformed_text_names_its_fault() {
    use MoveErrorKind::Malformed;
    let e = refused(
        "a1",
        Malformed,
        "malformed move `a1`: expected `from-to`, `from-toxcaptures` or a suicide `c4xc4`",
    );
    assert!(matches!(e.reason(), Why::Expected(_)), "{e}");
    let e = refused(
        "g7-h8=Q",
        Malformed,
        "malformed move `g7-h8=Q`: `h8=Q` is not a square a1..h8",
    );
    assert!(
        matches!(e.reason(), Why::NotASquare(t) if t == "h8=Q"),
        "{e}"
    );
    let e = refused(
        "e4xe7",
        Malformed,
        "malformed move `e4xe7`: a move is written from-to, then `x` and the squares it \
         captures (`e4-e7`, `e4-e7x...`); a suicide is `e4xe4`",
    );
    assert_eq!(
        e.reason(),
        &Why::WrittenLikeChessCapture {
            from: Coord2::new(4, 3).into(),
            to: Coord2::new(4, 6).into(),
        }
    );
    let e = refused(
        "c4xc4,d5",
        Malformed,
        "malformed move `c4xc4,d5`: a suicide is written as the square, `x` and the same \
         square: `c4xc4`",
    );
    assert_eq!(e.reason(), &Why::SuicideForm(Coord2::new(2, 3).into()));
}

#[test]
fn illegal_text_names_the_squares_and_pieces() {
    use MoveErrorKind::Illegal;
    let e = refused("d4xd4", Illegal, "illegal move `d4xd4`: no piece on d4");
    assert_eq!(e.reason(), &Why::NoPiece(Coord2::new(3, 3).into()));
    let e = refused(
        "a2-b3",
        Illegal,
        "illegal move `a2-b3`: the pincer on a2 cannot move to b3",
    );
    assert!(
        matches!(
            e.reason(),
            Why::CannotMoveTo {
                piece: "pincer",
                ..
            }
        ),
        "{e}"
    );
    let e = refused(
        "a1xa1",
        Illegal,
        "illegal move `a1xa1`: the immobilizer on a1 is not frozen, so it cannot commit suicide",
    );
    assert!(
        matches!(
            e.reason(),
            Why::SuicideNotFrozen {
                piece: "immobilizer",
                ..
            }
        ),
        "{e}"
    );
    let e = refused(
        "c7-a1",
        Illegal,
        "illegal move `c7-a1`: the pincer on c7 is not white's",
    );
    assert!(
        matches!(
            e.reason(),
            Why::NotOwnPiece {
                piece: Some("pincer"),
                side: "white",
                ..
            }
        ),
        "{e}"
    );
}
