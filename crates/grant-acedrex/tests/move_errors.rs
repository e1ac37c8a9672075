//! Refused move text: the typed reason of each, and its message (the one
//! the `variants` CLI prints, unchanged by the reasons becoming typed).

use grant_acedrex::Position;
use variant_core::{testkit, MoveErrorKind, MoveErrorReason as Why, ParseMoveError};

/// The error for `text` in the start position, checked to have `message`.
fn refused(text: &str, kind: MoveErrorKind, message: &str) -> ParseMoveError {
    testkit::refused_move_text(&Position::default(), text, kind, message)
}

#[test]
fn malformed_text_names_its_fault() {
    use MoveErrorKind::Malformed;
    let e = refused(
        "Zd3",
        Malformed,
        "malformed move `Zd3`: unknown piece letter `Z`",
    );
    assert_eq!(e.reason(), &Why::UnknownPieceLetter('Z'));
    // The SAN destination is read before the piece letter.
    let e = refused(
        "Zz9",
        Malformed,
        "malformed move `Zz9`: bad destination square: bad square `z9`: file off the board",
    );
    assert!(matches!(e.reason(), Why::BadSanDestination(_)), "{e}");
    let e = refused("", Malformed, "malformed move ``: empty move text");
    assert_eq!(e.reason(), &Why::Empty);
    let e = refused(
        "e12=Z",
        Malformed,
        "malformed move `e12=Z`: bad promotion suffix `=Z` (expected =A, =C, ...)",
    );
    assert!(
        matches!(e.reason(), Why::BadPromotionSuffix { suffix, .. } if suffix == "Z"),
        "{e}"
    );
    let e = refused(
        "a1-a1",
        Malformed,
        "malformed move `a1-a1`: a move goes to another square (a pass is written `pass`)",
    );
    assert_eq!(e.reason(), &Why::SameSquare);
}

#[test]
fn illegal_text_names_the_squares_and_pieces() {
    use MoveErrorKind::Illegal;
    let e = refused(
        "i9-a1",
        Illegal,
        "illegal move `i9-a1`: the pawn on i9 is black's, and white is to move",
    );
    assert!(
        matches!(
            e.reason(),
            Why::NotYours { piece: "pawn", at, owner: "black", to_move: "white" }
                if at.to_string() == "i9"
        ),
        "{e}"
    );
    let e = refused(
        "a1xa2",
        Illegal,
        "illegal move `a1xa2`: `x` marks a capture, but a2 is empty",
    );
    assert!(
        matches!(e.reason(), Why::CaptureOnEmpty(at) if at.to_string() == "a2"),
        "{e}"
    );
    let e = refused(
        "Rba1",
        Illegal,
        "illegal move `Rba1`: no rook of the side to move can go to a1",
    );
    assert!(
        matches!(e.reason(), Why::NoPieceCanGo { piece: "rook", .. }),
        "{e}"
    );
    let e = refused(
        "pass",
        Illegal,
        "illegal move `pass`: passing is not allowed (only under stalemate=Pass)",
    );
    assert_eq!(e.reason(), &Why::PassNotAllowed);
}
