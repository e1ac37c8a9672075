//! [`MoveText`]: any move text the game reads, as a value.

use super::{at, check_capture_and_promotion, game_over, Marked, San};
use crate::{Move, MoveList, PieceKind, Position, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::{Game, MoveErrorReason as Why, MoveNotation, ParseMoveError};

/// Grant Acedrex move text as a value: coordinate text (`g1-g3`, `e5xi9`,
/// `e11-e12=C`, optionally after the piece letter: `Ug1-g3`), SAN (`Ud3`,
/// `Uxi9`, `dxe5`, `e12=C`: a [`San`]) or `pass`, with optional check marks.
///
/// It parses without a position (refusing only malformed text), resolves
/// against one into the legal move it names
/// ([`to_move`](MoveNotation::to_move): `-` must be a move and `x` a
/// capture, a written letter or promotion must be the move's), and is
/// written for a move ([`from_move`](MoveNotation::from_move): the
/// canonical coordinate text, which a promotion's `=X` ends and which has
/// no piece letter or check mark). `Display` writes what was parsed,
/// without surrounding spaces.
///
/// ```
/// use grant_acedrex::prelude::*;
/// let start = Position::default();
/// let coordinate: MoveText = "c1-d3".parse()?;
/// let mv = coordinate.to_move(&start)?;
/// let san: MoveText = "Ud3".parse()?;
/// assert_eq!(san.to_move(&start), Ok(mv));
/// assert_eq!(san.as_san().map(San::to_string).as_deref(), Some("Ud3"));
/// assert_eq!(MoveText::from_move(&start, &mv).to_string(), "c1-d3");
/// assert_eq!("c1xd3".parse::<MoveText>()?.to_move(&start).unwrap_err().kind(), MoveErrorKind::Illegal);
/// assert_eq!("c1-c1".parse::<MoveText>().unwrap_err().kind(), MoveErrorKind::Malformed);
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveText(Form);

/// The forms move text takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Form {
    Coordinate(Coordinate),
    /// SAN or `pass`.
    San(San),
}

/// Coordinate text: origin and destination, optionally after a piece
/// letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Coordinate {
    piece: Option<PieceKind>,
    from: Square,
    capture: bool,
    to: Square,
    promotion: Option<PieceKind>,
    mark: Option<char>,
}

impl MoveText {
    /// The canonical text of `mv`, which carries all it needs.
    pub(crate) fn of(mv: &Move) -> MoveText {
        if mv.is_pass() {
            return MoveText(Form::San(San::pass(None)));
        }
        MoveText(Form::Coordinate(Coordinate {
            piece: None,
            from: mv.from,
            capture: mv.captured.is_some(),
            to: mv.to,
            promotion: mv.promotion,
            mark: None,
        }))
    }

    /// The SAN this text is, if it is SAN or `pass` rather than coordinate
    /// text.
    #[must_use]
    pub fn as_san(&self) -> Option<&San> {
        match &self.0 {
            Form::San(san) => Some(san),
            Form::Coordinate(_) => None,
        }
    }
}

impl From<San> for MoveText {
    fn from(san: San) -> MoveText {
        MoveText(Form::San(san))
    }
}

/// Reads coordinate text after any piece letter: origin, `-` or `x`,
/// destination.
fn parse_coordinate(body: &str) -> Option<(Square, Square, bool)> {
    let (from, used) = Square::parse_prefix(body).ok()?;
    let capture = match body.as_bytes().get(used)? {
        b'-' => false,
        b'x' => true,
        _ => return None,
    };
    let to: Square = body.get(used + 1..)?.parse().ok()?;
    Some((from, to, capture))
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads coordinate text, SAN or `pass` (surrounding spaces ignored);
    /// anything else is malformed.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let marked = Marked::split(text)?;
        if marked.is_pass() {
            return Ok(San::pass(marked.mark).into());
        }
        let body = marked.body;
        let (piece, coordinate) = match body.as_bytes().first() {
            Some(c) if c.is_ascii_uppercase() => (PieceKind::from_letter(*c as char), &body[1..]),
            _ => (None, body),
        };
        let Some((from, to, capture)) = parse_coordinate(coordinate) else {
            return San::parse_move(text, &marked).map(MoveText::from);
        };
        if body.as_bytes()[0].is_ascii_uppercase() && piece.is_none() {
            return Err(ParseMoveError::malformed(
                text,
                Why::UnknownPieceLetter(char::from(body.as_bytes()[0])),
            ));
        }
        if from == to {
            return Err(ParseMoveError::malformed(text, Why::SameSquare));
        }
        Ok(MoveText(Form::Coordinate(Coordinate {
            piece,
            from,
            capture,
            to,
            promotion: marked.promotion,
            mark: marked.mark,
        })))
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Form::San(san) => fmt::Display::fmt(san, f),
            Form::Coordinate(c) => fmt::Display::fmt(c, f),
        }
    }
}

impl fmt::Display for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(kind) = self.piece {
            write!(f, "{}", kind.letter())?;
        }
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)?;
        if let Some(kind) = self.promotion {
            write!(f, "={}", kind.letter())?;
        }
        if let Some(mark) = self.mark {
            write!(f, "{mark}")?;
        }
        Ok(())
    }
}

impl MoveNotation<Position> for MoveText {
    fn from_move(_: &Position, mv: &Move) -> MoveText {
        MoveText::of(mv)
    }

    fn to_move(&self, p: &Position) -> Result<Move, ParseMoveError> {
        match &self.0 {
            Form::San(san) => san.to_move(p),
            Form::Coordinate(c) => c.resolve(p),
        }
    }
}

impl Coordinate {
    /// The legal move from the origin to the destination, if the letter,
    /// the `x` and the promotion written are its.
    fn resolve(&self, p: &Position) -> Result<Move, ParseMoveError> {
        let (from, to) = (self.from, self.to);
        game_over(p, self)?;
        let mut legal = MoveList::new();
        p.legal_moves(&mut legal);
        let Some(mv) = legal.iter().find(|m| m.from == from && m.to == to).copied() else {
            let probe = Move {
                from,
                to,
                piece: p.piece_at(from).map_or(PieceKind::Pawn, |q| q.kind),
                captured: p.piece_at(to).map(|q| q.kind),
                promotion: None,
            };
            return Err(ParseMoveError::illegal(
                &self.to_string(),
                p.why_illegal(&probe),
            ));
        };
        if let Some(kind) = self.piece {
            if kind != mv.piece {
                return Err(ParseMoveError::illegal(
                    &self.to_string(),
                    Why::WrongPiece {
                        at: at(from),
                        is: mv.piece.name(),
                        not: kind.name(),
                    },
                ));
            }
        }
        check_capture_and_promotion(self, &mv, self.capture, self.promotion)?;
        Ok(mv)
    }
}
