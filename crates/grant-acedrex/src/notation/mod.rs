//! Move text as values: [`MoveText`] (coordinate text, SAN or `pass`) and
//! [`San`] (Standard Algebraic Notation) parse without a position, resolve
//! against one and are written for a move; XBoard's coordinate text is read
//! for the protocol. (Position text lives in `setup`.) Nothing here builds
//! or changes a position: it only reads one.

mod move_text;
mod san;
mod xboard;

pub use move_text::MoveText;
pub use san::San;
pub(crate) use xboard::XboardText;

use crate::{Move, PieceKind, Position, Square};
use variant_core::{AnySquare, Excerpt, Game, MoveErrorReason as Why, ParseMoveError};

/// A square as errors name it.
pub(crate) fn at(sq: Square) -> AnySquare {
    sq.coord().into()
}

/// Move text split into what every form shares: the text without
/// surrounding spaces, without the check marks (`+`, `#`) and without the
/// promotion suffix (`=A`); the promotion; the last check mark written.
struct Marked<'a> {
    body: &'a str,
    promotion: Option<PieceKind>,
    mark: Option<char>,
}

impl<'a> Marked<'a> {
    /// Splits `text`, refusing empty, non-ASCII text and a bad promotion
    /// suffix.
    fn split(text: &'a str) -> Result<Marked<'a>, ParseMoveError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ParseMoveError::malformed(text, Why::Empty));
        }
        if !trimmed.is_ascii() {
            return Err(ParseMoveError::malformed(text, Why::NotAscii));
        }
        let unmarked = trimmed.trim_end_matches(['+', '#']);
        let mark = trimmed[unmarked.len()..].chars().next_back();
        let Some(eq) = unmarked.rfind('=') else {
            return Ok(Marked {
                body: unmarked,
                promotion: None,
                mark,
            });
        };
        let letter = &unmarked[eq + 1..];
        let mut chars = letter.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if PieceKind::from_letter(c).is_some() => Ok(Marked {
                body: &unmarked[..eq],
                promotion: PieceKind::from_letter(c),
                mark,
            }),
            _ => Err(ParseMoveError::malformed(
                trimmed,
                Why::BadPromotionSuffix {
                    suffix: Excerpt::new(letter),
                    expected: "=A, =C, ...",
                },
            )),
        }
    }

    /// Whether this is `pass` (any case, no promotion).
    fn is_pass(&self) -> bool {
        self.body.eq_ignore_ascii_case("pass") && self.promotion.is_none()
    }
}

/// The refusal of every move text in a decided position.
fn game_over(p: &Position, text: &dyn core::fmt::Display) -> Result<(), ParseMoveError> {
    match p.outcome() {
        Some(o) => Err(ParseMoveError::illegal(
            &text.to_string(),
            Why::game_over(o, Position::side_name),
        )),
        None => Ok(()),
    }
}

/// Checks that the text's `x` and promotion agree with `mv`, the legal move
/// its squares name.
fn check_capture_and_promotion(
    text: &dyn core::fmt::Display,
    mv: &Move,
    capture: bool,
    promotion: Option<PieceKind>,
) -> Result<(), ParseMoveError> {
    let illegal = |why: Why| Err(ParseMoveError::illegal(&text.to_string(), why));
    if capture && mv.captured.is_none() {
        return illegal(Why::CaptureOnEmpty(at(mv.to)));
    }
    if !capture && mv.captured.is_some() {
        return illegal(Why::CaptureNotMarked(at(mv.to)));
    }
    match (promotion, mv.promotion) {
        (Some(_), None) => illegal(Why::NotAPromotion),
        (Some(given), Some(forced)) if given != forced => illegal(Why::WrongPromotion {
            to: at(mv.to),
            piece: forced.name(),
            letter: forced.letter(),
        }),
        _ => Ok(()),
    }
}
