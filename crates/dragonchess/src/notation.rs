//! Move text: parsing and the reasons a move is refused. (Position text is
//! [`Setup`](crate::Setup)'s; the canonical move text is [`Move`]'s
//! `Display`.) Nothing here builds or changes a position: it only reads one.

use crate::movegen::MoveList;
use crate::position::Position;
use crate::setup::side_name;
use crate::{Move, PieceKind, Square};
use variant_core::{
    AnySquare, Coord3, Excerpt, Game, Kind, MoveErrorReason as Why, ParseMoveError,
};

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
    let bad = |why: Why| ParseMoveError::malformed(text, why);
    let (from, used) = Coord3::parse_prefix(rest, 12, 8, 3).map_err(|e| bad(Why::BadOrigin(e)))?;
    rest = &rest[used..];
    let capture = match rest.chars().next() {
        Some('-') => false,
        Some('x') => true,
        _ => return Err(bad(Why::Expected("`-` or `x` after the origin square"))),
    };
    rest = &rest[1..];
    let (to, used) =
        Coord3::parse_prefix(rest, 12, 8, 3).map_err(|e| bad(Why::BadDestination(e)))?;
    rest = &rest[used..];
    let promotion_written = match rest {
        "" => false,
        "=H" => true,
        _ => return Err(bad(Why::TrailingText(Excerpt::new(rest)))),
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
            return Err(ParseMoveError::illegal(
                text,
                Why::WrongPieceLetter {
                    at: at(from),
                    piece: kind.name(),
                    letter: kind.letter(),
                    written: l,
                    written_piece: PieceKind::from_letter(l).map(PieceKind::name),
                },
            ));
        }
    }
    if capture != mv.is_capture() {
        let (from, to) = (at(from), at(to));
        let why = if mv.is_capture() {
            Why::IsACapture { from, to }
        } else {
            Why::CapturesNothing { from, to }
        };
        return Err(ParseMoveError::illegal(text, why));
    }
    if promotion_written && mv.promotion().is_none() {
        return Err(ParseMoveError::illegal(
            text,
            Why::SuffixButNoPromotion {
                suffix: "=H",
                from: at(from),
                to: at(to),
            },
        ));
    }
    Ok(mv)
}

/// A square as errors name it.
fn at(sq: Square) -> AnySquare {
    sq.coord().into()
}

/// Why no legal move of `pos` goes from `from` to `to`.
fn why_illegal(pos: &Position, from: Square, to: Square) -> Why {
    if let Some(o) = pos.outcome() {
        return Why::game_over(o, side_name);
    }
    let Some(p) = pos.piece_at(from) else {
        return Why::ThereIsNoPiece(at(from));
    };
    let piece = p.kind.name();
    if p.color != pos.side {
        return Why::NotYours {
            piece,
            at: at(from),
            owner: side_name(p.color),
            to_move: side_name(pos.side),
        };
    }
    if pos.is_frozen(from) {
        return Why::FrozenByBasilisk {
            piece,
            at: at(from),
        };
    }
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let pseudo_legal = pseudo.iter().any(|m| m.from() == from && m.to() == to);
    let (from, to) = (at(from), at(to));
    if pseudo_legal {
        Why::CannotGoToKingAttacked {
            piece,
            from,
            to,
            side: side_name(pos.side),
        }
    } else {
        Why::CannotGoTo { piece, from, to }
    }
}

/// Why the move value `mv` is not legal in `pos` (for `Game::play`'s error).
pub(crate) fn illegal_reason(pos: &Position, mv: &Move) -> Why {
    let (from, to) = (mv.from(), mv.to());
    if from.index() >= crate::SQUARE_COUNT || to.index() >= crate::SQUARE_COUNT {
        return Why::OffBoard;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let Some(legal) = moves.iter().find(|m| m.from() == from && m.to() == to) else {
        return why_illegal(pos, from, to);
    };
    if legal.mover() != mv.mover() {
        Why::WrongMover {
            at: at(from),
            side: side_name(legal.mover().color),
            piece: legal.mover().kind.name(),
            move_side: side_name(mv.mover().color),
            move_piece: mv.mover().kind.name(),
        }
    } else if legal.captured_piece() != mv.captured_piece() {
        let (from, to) = (at(from), at(to));
        match legal.captured_piece() {
            None => Why::LegalCapturesNothing { from, to },
            Some(v) => Why::LegalCaptures {
                from,
                to,
                side: side_name(v.color),
                piece: v.kind.name(),
            },
        }
    } else {
        Why::NotTheLegalMove {
            legal: Excerpt::new(&legal.to_string()),
        }
    }
}
