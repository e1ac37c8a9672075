//! Refused move text: the typed reason of each, and its message (the one
//! the `variants` CLI prints, unchanged by the reasons becoming typed).

use dragonchess::Position;
use variant_core::{testkit, Coord3, MoveErrorKind, MoveErrorReason as Why, ParseMoveError};

/// The error for `text` in the start position, checked to have `message`.
fn refused(text: &str, kind: MoveErrorKind, message: &str) -> ParseMoveError {
    testkit::refused_move_text(&Position::default(), text, kind, message)
}

#[test]
fn malformed_text_names_its_fault() {
    use MoveErrorKind::Malformed;
    let e = refused(
        "4a1-2a2",
        Malformed,
        "malformed move `4a1-2a2`: bad origin square: level off the board",
    );
    assert!(matches!(e.reason(), Why::BadOrigin(_)), "{e}");
    let e = refused(
        "2a1-2a",
        Malformed,
        "malformed move `2a1-2a`: bad destination square: missing rank number",
    );
    assert!(matches!(e.reason(), Why::BadDestination(_)), "{e}");
    let e = refused(
        "2a1=2a2",
        Malformed,
        "malformed move `2a1=2a2`: expected `-` or `x` after the origin square",
    );
    assert!(matches!(e.reason(), Why::Expected(_)), "{e}");
    let e = refused(
        "2a1-2a2=Q",
        Malformed,
        "malformed move `2a1-2a2=Q`: unexpected `=Q` after the destination",
    );
    assert!(
        matches!(e.reason(), Why::TrailingText(rest) if rest == "=Q"),
        "{e}"
    );
}

#[test]
fn illegal_text_names_the_squares_and_pieces() {
    use MoveErrorKind::Illegal;
    let e = refused(
        "Z2c2-2c3",
        Illegal,
        "illegal move `Z2c2-2c3`: wrong piece letter: the piece on 2c2 is a warrior (W), not `Z`, no piece letter",
    );
    assert_eq!(
        e.reason(),
        &Why::WrongPieceLetter {
            at: Coord3::new(1, 2, 1).into(),
            piece: "warrior",
            letter: 'W',
            written: 'Z',
            written_piece: None,
        }
    );
    let e = refused(
        "1d7-1a1",
        Illegal,
        "illegal move `1d7-1a1`: the dwarf on 1d7 is scarlet's, and gold is to move",
    );
    assert!(
        matches!(
            e.reason(),
            Why::NotYours {
                piece: "dwarf",
                owner: "scarlet",
                to_move: "gold",
                ..
            }
        ),
        "{e}"
    );
    let e = refused(
        "1a1-1a2",
        Illegal,
        "illegal move `1a1-1a2`: there is no piece on 1a1",
    );
    assert_eq!(
        e.reason(),
        &Why::ThereIsNoPiece(Coord3::new(0, 0, 0).into())
    );
    let e = refused(
        "B1c1-1c2=H",
        Illegal,
        "illegal move `B1c1-1c2=H`: `=H` written, but 1c1 to 1c2 is not a promotion",
    );
    assert!(
        matches!(e.reason(), Why::SuffixButNoPromotion { suffix: "=H", .. }),
        "{e}"
    );
}
