//! Move text: `from-to`, optionally `x` and the captured squares, or a
//! suicide `c4xc4`. (Formatting is [`Move`]'s `Display`; position text is
//! in `setup.rs`.)

use crate::{Move, Position, Square};
use variant_core::ParseMoveError;

fn parse_square_in(text: &str, whole: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text)
        .ok_or_else(|| ParseMoveError::malformed(whole, format!("`{text}` is not a square a1..h8")))
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
                    "expected `from-to`, `from-toxcaptures` or a suicide `c4xc4`",
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
        return Err(ParseMoveError::illegal(
            text,
            "a move must leave its square (a suicide is written `c4xc4`)",
        ));
    }
    if to.is_none() && listed.as_deref() != Some(&[from][..]) {
        let reason = match listed.as_deref() {
            // `e4xe7`: most likely a move written like a chess capture.
            Some([to]) => format!(
                "a move is written from-to, then `x` and the squares it captures \
                 (`{from}-{to}`, `{from}-{to}x...`); a suicide is `{from}x{from}`"
            ),
            _ => format!(
                "a suicide is written as the square, `x` and the same square: `{from}x{from}`"
            ),
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
                "this move captures nothing (write it without `x`)".to_string()
            } else {
                let names: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
                format!(
                    "wrong capture list: this move captures exactly {}, listed in that order",
                    names.join(",")
                )
            };
            return Err(ParseMoveError::illegal(text, reason));
        }
    }
    Ok(mv)
}
