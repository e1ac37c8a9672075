//! Move text: parsing it into its parts (formatting is `Move`'s `Display`).
//! Position text lives in `setup.rs`.

use crate::moves::MAX_JUMPS;
use crate::{Move, PieceKind, Square};
use variant_core::{AnySquare, ArrayVec, Coord2, Excerpt, MoveErrorReason as Why, ParseMoveError};

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

/// A square as errors name it.
pub(crate) fn at(sq: Square) -> AnySquare {
    Coord2::new(sq.file(), sq.rank()).into()
}

fn parse_square(text: &str, all: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text).ok_or_else(|| {
        let why = match *text.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => {
                Why::LightSquare(Coord2::new(file - b'a', rank - b'1').into())
            }
            _ => Why::NotASquare(Excerpt::new(text)),
        };
        ParseMoveError::malformed(all, why)
    })
}

/// Parses move text (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`) into its
/// parts; whether it names a legal move is the position's business.
pub(crate) fn parse_move_text(text: &str) -> Result<MoveText, ParseMoveError> {
    if !text.is_ascii() {
        return Err(ParseMoveError::malformed(text, Why::NotPlainAscii));
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
                        Why::NotAPromotionSuffix {
                            suffix: Excerpt::new(suffix),
                            expected: "=K, =B or =C",
                        },
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
            Why::Expected("squares joined by `-` or `x` (b6-a5, a1xd4, c3xe5xc7)"),
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
                Why::NotASeparator(char::from(sep)),
            ))
        }
    };
    let count = (body.len() - 2) / 3;
    if !capture && count > 1 {
        return Err(ParseMoveError::malformed(text, Why::LandingsWithoutCapture));
    }
    if count > MAX_JUMPS {
        return Err(ParseMoveError::malformed(
            text,
            Why::TooManyJumps { max: MAX_JUMPS },
        ));
    }
    let mut landings = ArrayVec::new();
    for i in 0..count {
        let at = 2 + 3 * i;
        if body.as_bytes()[at] != sep {
            return Err(ParseMoveError::malformed(
                text,
                Why::WrongSeparator {
                    found: char::from(body.as_bytes()[at]),
                    expected: char::from(sep),
                },
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
