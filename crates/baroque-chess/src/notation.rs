//! Move text: `from-to`, optionally `x` and the captured squares, or a
//! suicide `c4xc4`. (Formatting is [`Move`]'s `Display`; position text is
//! in `setup.rs`.)

use crate::{Move, Position, Square};
use variant_core::{AnySquare, Coord2, Excerpt, MoveErrorReason as Why, ParseMoveError};

fn parse_square_in(text: &str, whole: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text)
        .ok_or_else(|| ParseMoveError::malformed(whole, Why::NotASquare(Excerpt::new(text))))
}

/// A square as errors name it.
pub(crate) fn at(sq: Square) -> AnySquare {
    Coord2::new(sq.file(), sq.rank()).into()
}

/// Parses move text: `from-to`, optionally followed by `x` and the exact
/// canonical capture list, or a suicide `c4xc4`, into the legal move of `p`
/// it names. Only the named piece's moves are looked at.
pub(crate) fn parse_move(p: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    let (head, caps_text) = match t.split_once('x') {
        Some((h, c)) => (h, Some(c)),
        None => (t, None),
    };
    let (from, to) = match head.split_once('-') {
        Some((f, d)) => (parse_square_in(f, text)?, Some(parse_square_in(d, text)?)),
        None => {
            if caps_text.is_none() {
                return Err(ParseMoveError::malformed(
                    text,
                    Why::Expected("`from-to`, `from-toxcaptures` or a suicide `c4xc4`"),
                ));
            }
            (parse_square_in(head, text)?, None)
        }
    };
    let listed: Option<Vec<Square>> = match caps_text {
        None => None,
        Some(c) => Some(
            c.split(',')
                .map(|s| parse_square_in(s, text))
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    if to == Some(from) {
        return Err(ParseMoveError::illegal(text, Why::MustLeaveSquare));
    }
    if to.is_none() && listed.as_deref() != Some(&[from][..]) {
        let reason = match listed.as_deref() {
            // `e4xe7`: most likely a move written like a chess capture.
            Some([to]) => Why::WrittenLikeChessCapture {
                from: at(from),
                to: at(*to),
            },
            _ => Why::SuicideForm(at(from)),
        };
        return Err(ParseMoveError::malformed(text, reason));
    }
    let Some(mv) = p.legal_move_between(from, to) else {
        return Err(ParseMoveError::illegal(text, p.why_no_move(from, to)));
    };
    if let Some(listed) = listed {
        let expected: Vec<Square> = mv.captured_squares().collect();
        if listed != expected {
            let reason = if expected.is_empty() {
                Why::NoCaptureToList
            } else {
                Why::WrongCaptureList(expected.into_iter().map(at).collect())
            };
            return Err(ParseMoveError::illegal(text, reason));
        }
    }
    Ok(mv)
}
