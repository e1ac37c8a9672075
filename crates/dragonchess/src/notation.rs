//! Move text: parsing and the reasons a move is refused. (Position text is
//! [`Setup`](crate::Setup)'s; the canonical move text is [`Move`]'s
//! `Display`.) Nothing here builds or changes a position: it only reads one.

use crate::movegen::MoveList;
use crate::position::Position;
use crate::setup::side_name;
use crate::{Move, PieceKind, Square};
use variant_core::{Coord3, Game, Kind, ParseMoveError};

/// Parses move text such as `W2c2-2c3`, `2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`
/// into a legal move of `pos`.
pub(crate) fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    let mut rest = t;
    let mut letter = None;
    if let Some(c) = rest.chars().next() {
        if c.is_ascii_uppercase() {
            letter = Some(c);
            rest = &rest[1..];
        }
    }
    let bad = |why: &str| ParseMoveError::malformed(text, why);
    let (from, used) = Coord3::parse_prefix(rest, 12, 8, 3)
        .map_err(|e| bad(&format!("bad origin square: {}", e.kind())))?;
    rest = &rest[used..];
    let capture = match rest.chars().next() {
        Some('-') => false,
        Some('x') => true,
        _ => return Err(bad("expected `-` or `x` after the origin square")),
    };
    rest = &rest[1..];
    let (to, used) = Coord3::parse_prefix(rest, 12, 8, 3)
        .map_err(|e| bad(&format!("bad destination square: {}", e.kind())))?;
    rest = &rest[used..];
    let promotion_written = match rest {
        "" => false,
        "=H" => true,
        _ => return Err(bad(&format!("unexpected `{rest}` after the destination"))),
    };
    let from = Square::from_coord_unchecked(from);
    let to = Square::from_coord_unchecked(to);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let Some(mv) = moves
        .iter()
        .find(|m| m.from() == from && m.to() == to)
        .copied()
    else {
        return Err(ParseMoveError::illegal(text, why_illegal(pos, from, to)));
    };
    let kind = mv.piece();
    if let Some(l) = letter {
        if l != kind.letter() {
            let what = match PieceKind::from_letter(l) {
                Some(k) => format!("a {}", k.name()),
                None => format!("`{l}`, no piece letter"),
            };
            return Err(ParseMoveError::illegal(
                text,
                format!(
                    "wrong piece letter: the piece on {from} is a {} ({}), not {what}",
                    kind.name(),
                    kind.letter()
                ),
            ));
        }
    }
    if capture != mv.is_capture() {
        let why = if mv.is_capture() {
            format!("{from} to {to} is a capture: write `x`, not `-`")
        } else {
            format!("{from} to {to} captures nothing: write `-`, not `x`")
        };
        return Err(ParseMoveError::illegal(text, why));
    }
    if promotion_written && mv.promotion().is_none() {
        return Err(ParseMoveError::illegal(
            text,
            format!("`=H` written, but {from} to {to} is not a promotion"),
        ));
    }
    Ok(mv)
}

/// Why no legal move of `pos` goes from `from` to `to`, in a few words.
fn why_illegal(pos: &Position, from: Square, to: Square) -> String {
    if let Some(o) = pos.outcome() {
        return format!("the game is over ({})", o.describe(side_name));
    }
    let Some(p) = pos.piece_at(from) else {
        return format!("there is no piece on {from}");
    };
    if p.color != pos.side {
        return format!(
            "the {} on {from} is {}'s, and {} is to move",
            p.kind.name(),
            side_name(p.color),
            side_name(pos.side)
        );
    }
    if pos.is_frozen(from) {
        return format!(
            "the {} on {from} is frozen by the basilisk below it",
            p.kind.name()
        );
    }
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    if pseudo.iter().any(|m| m.from() == from && m.to() == to) {
        format!(
            "the {} on {from} cannot go to {to}: that would leave {}'s king attacked",
            p.kind.name(),
            side_name(pos.side)
        )
    } else {
        format!("the {} on {from} cannot go to {to}", p.kind.name())
    }
}

/// Why the move value `mv` is not legal in `pos` (for `Game::play`'s error).
pub(crate) fn illegal_reason(pos: &Position, mv: &Move) -> String {
    let (from, to) = (mv.from(), mv.to());
    if from.index() >= crate::SQUARE_COUNT || to.index() >= crate::SQUARE_COUNT {
        return "a square off the board".to_string();
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let Some(legal) = moves.iter().find(|m| m.from() == from && m.to() == to) else {
        return why_illegal(pos, from, to);
    };
    if legal.mover() != mv.mover() {
        format!(
            "the piece on {from} is a {} {}, not a {} {}",
            side_name(legal.mover().color),
            legal.mover().kind.name(),
            side_name(mv.mover().color),
            mv.mover().kind.name()
        )
    } else if legal.captured_piece() != mv.captured_piece() {
        match legal.captured_piece() {
            None => format!("{from} to {to} captures nothing"),
            Some(v) => format!(
                "{from} to {to} captures the {} {} there",
                side_name(v.color),
                v.kind.name()
            ),
        }
    } else {
        format!("it does not match the legal move {legal}")
    }
}
