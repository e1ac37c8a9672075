//! Move text: parsing it into its parts (formatting is `Move`'s `Display`).
//! Position text lives in `setup.rs`.

use crate::moves::MAX_JUMPS;
use crate::{Move, PieceKind, Square};
use variant_core::{ArrayVec, ParseMoveError};

/// The parts of well-formed move text: what it says, before any position
/// is consulted.
pub(crate) struct MoveText {
    /// The origin.
    pub(crate) from: Square,
    /// Joined by `x` rather than `-`.
    pub(crate) capture: bool,
    /// Every landing square.
    pub(crate) landings: ArrayVec<Square, MAX_JUMPS>,
    /// The `=K`, `=B` or `=C` suffix.
    pub(crate) promotion: Option<PieceKind>,
}

impl MoveText {
    /// Whether `mv` is the move this text names (the captured squares are
    /// not in the text: the position decides them).
    pub(crate) fn names(&self, mv: &Move) -> bool {
        self.names_route(mv) && mv.promotion() == self.promotion && mv.is_capture() == self.capture
    }

    /// Whether `mv` has this text's origin and landing squares.
    pub(crate) fn names_route(&self, mv: &Move) -> bool {
        mv.from() == self.from && mv.landings() == self.landings.as_slice()
    }
}

fn parse_square(text: &str, all: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text).ok_or_else(|| {
        if matches!(text.as_bytes(), [b'a'..=b'h', b'1'..=b'8']) {
            ParseMoveError::malformed(all, format!("{text} is a light square"))
        } else {
            ParseMoveError::malformed(all, format!("`{text}` is not a square a1..h8"))
        }
    })
}

/// Parses move text (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`) into its
/// parts; whether it names a legal move is the position's business.
pub(crate) fn parse_move_text(text: &str) -> Result<MoveText, ParseMoveError> {
    if !text.is_ascii() {
        return Err(ParseMoveError::malformed(text, "move text is plain ASCII"));
    }
    let (body, promotion) = match text.split_once('=') {
        Some((body, suffix)) => {
            let kind = match suffix {
                "K" => PieceKind::King,
                "B" => PieceKind::Bishop,
                "C" => PieceKind::Camel,
                _ => {
                    return Err(ParseMoveError::malformed(
                        text,
                        format!("the promotion suffix `={suffix}` is not =K, =B or =C"),
                    ))
                }
            };
            (body, Some(kind))
        }
        None => (text, None),
    };
    if body.len() < 5 || body.len() % 3 != 2 {
        return Err(ParseMoveError::malformed(
            text,
            "expected squares joined by `-` or `x` (b6-a5, a1xd4, c3xe5xc7)",
        ));
    }
    let from = parse_square(&body[0..2], text)?;
    let sep = body.as_bytes()[2];
    let capture = match sep {
        b'-' => false,
        b'x' => true,
        _ => {
            return Err(ParseMoveError::malformed(
                text,
                format!("`{}` is not `-` or `x`", char::from(sep)),
            ))
        }
    };
    let count = (body.len() - 2) / 3;
    if !capture && count > 1 {
        return Err(ParseMoveError::malformed(
            text,
            "only a capture chain has several landing squares (joined by `x`)",
        ));
    }
    if count > MAX_JUMPS {
        return Err(ParseMoveError::malformed(
            text,
            format!("a chain has at most {MAX_JUMPS} jumps"),
        ));
    }
    let mut landings = ArrayVec::new();
    for i in 0..count {
        let at = 2 + 3 * i;
        if body.as_bytes()[at] != sep {
            return Err(ParseMoveError::malformed(
                text,
                format!(
                    "`{}` where `{}` was expected",
                    char::from(body.as_bytes()[at]),
                    char::from(sep)
                ),
            ));
        }
        landings.push(parse_square(&body[at + 1..at + 3], text)?);
    }
    Ok(MoveText {
        from,
        capture,
        landings,
        promotion,
    })
}
