//! Move text as a value: [`MoveText`] parses without a position, resolves
//! against one and is written for a move; and the reasons a move is
//! refused. (Position text is [`Setup`](crate::Setup)'s.) Nothing here
//! builds or changes a position: it only reads one.

use crate::movegen::MoveList;
use crate::position::Position;
use crate::setup::side_name;
use crate::{Move, PieceKind, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    AnySquare, Coord3, Excerpt, Game, Kind, MoveErrorReason as Why, MoveNotation, ParseMoveError,
};

/// Dragonchess move text as a value: an optional piece letter, the origin,
/// `-` for a move or `x` for a capture, the destination and `=H` for a
/// promotion (`W2c2-2c3`, `2c2-2c3`, `R3f5x2f4` for the Dragon's capture
/// from afar, `W2d7x2e8=H`).
///
/// It parses without a position (refusing only malformed text), resolves
/// against one into the legal move it names
/// ([`to_move`](MoveNotation::to_move), which checks the letter, the `x`
/// and the `=H` against that move), and is written for a move
/// ([`from_move`](MoveNotation::from_move): the canonical text, the letter
/// always written). `Display` writes what was parsed, without surrounding
/// spaces.
///
/// ```
/// use dragonchess::prelude::*;
/// let start = Position::default();
/// let text: MoveText = "2c2-2c3".parse()?;
/// assert_eq!(text.to_string(), "2c2-2c3");
/// let mv = text.to_move(&start)?;
/// assert_eq!(MoveText::from_move(&start, &mv).to_string(), "W2c2-2c3");
/// assert_eq!("2c2x2c3".parse::<MoveText>()?.to_move(&start).unwrap_err().kind(), MoveErrorKind::Illegal);
/// assert_eq!("2c2+2c3".parse::<MoveText>().unwrap_err().kind(), MoveErrorKind::Malformed);
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    letter: Option<char>,
    from: Square,
    capture: bool,
    to: Square,
    promotion: bool,
}

/// Dragonchess's standard notation is its canonical move text, piece letter
/// included (`W2c2-2c3`, `R3f5x2f4`): the game has no shorter algebraic
/// form, so [`Game::san`] writes the same as [`Game::format_move`].
pub type San = MoveText;

impl MoveText {
    /// The canonical text of `mv`, which carries all it needs.
    pub(crate) fn of(mv: &Move) -> MoveText {
        MoveText {
            letter: Some(mv.piece().letter()),
            from: mv.from(),
            capture: mv.is_capture(),
            to: mv.to(),
            promotion: mv.promotion().is_some(),
        }
    }

    /// The piece letter written before the origin (any capital letter:
    /// resolving checks it), if one is.
    #[must_use]
    pub fn letter(&self) -> Option<char> {
        self.letter
    }

    /// The origin square.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The destination square (for a capture from afar, the captured
    /// piece's).
    #[must_use]
    pub fn to(&self) -> Square {
        self.to
    }

    /// Whether the squares are joined by `x`.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.capture
    }

    /// `Some(Hero)` when `=H` is written.
    #[must_use]
    pub fn promotion(&self) -> Option<PieceKind> {
        self.promotion.then_some(PieceKind::Hero)
    }
}

impl MoveNotation<Position> for MoveText {
    fn from_move(_: &Position, mv: &Move) -> MoveText {
        MoveText::of(mv)
    }

    fn to_move(&self, pos: &Position) -> Result<Move, ParseMoveError> {
        let (from, to) = (self.from, self.to);
        let illegal = |why: Why| ParseMoveError::illegal(&self.to_string(), why);
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let Some(mv) = moves
            .iter()
            .find(|m| m.from() == from && m.to() == to)
            .copied()
        else {
            return Err(illegal(why_illegal(pos, from, to)));
        };
        let kind = mv.piece();
        if let Some(l) = self.letter {
            if l != kind.letter() {
                return Err(illegal(Why::WrongPieceLetter {
                    at: at(from),
                    piece: kind.name(),
                    letter: kind.letter(),
                    written: l,
                    written_piece: PieceKind::from_letter(l).map(PieceKind::name),
                }));
            }
        }
        if self.capture != mv.is_capture() {
            let (from, to) = (at(from), at(to));
            return Err(illegal(if mv.is_capture() {
                Why::IsACapture { from, to }
            } else {
                Why::CapturesNothing { from, to }
            }));
        }
        if self.promotion && mv.promotion().is_none() {
            return Err(illegal(Why::SuffixButNoPromotion {
                suffix: "=H",
                from: at(from),
                to: at(to),
            }));
        }
        Ok(mv)
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads `W2c2-2c3`, `2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H` (surrounding
    /// spaces ignored); anything else is malformed.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let mut rest = text.trim();
        let mut letter = None;
        if let Some(c) = rest.chars().next() {
            if c.is_ascii_uppercase() {
                letter = Some(c);
                rest = &rest[1..];
            }
        }
        let bad = |why: Why| ParseMoveError::malformed(text, why);
        let (from, used) =
            Coord3::parse_prefix(rest, 12, 8, 3).map_err(|e| bad(Why::BadOrigin(e)))?;
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
        let promotion = match rest {
            "" => false,
            "=H" => true,
            _ => return Err(bad(Why::TrailingText(Excerpt::new(rest)))),
        };
        Ok(MoveText {
            letter,
            from: Square::from_coord_unchecked(from),
            capture,
            to: Square::from_coord_unchecked(to),
            promotion,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(letter) = self.letter {
            write!(f, "{letter}")?;
        }
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)?;
        if self.promotion {
            f.write_str("=H")?;
        }
        Ok(())
    }
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
