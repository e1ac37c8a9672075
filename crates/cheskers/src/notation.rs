//! Move text as a value: [`MoveText`] parses without a position, resolves
//! against one and is written for a move. (Position text lives in
//! `setup.rs`.) Nothing here builds or changes a position: it only reads
//! one.

use crate::movegen::Refusal;
use crate::moves::MAX_JUMPS;
use crate::{Move, MoveList, PieceKind, Position, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    AnySquare, ArrayVec, Coord2, Excerpt, Game, Kind, MoveErrorReason as Why, MoveNotation,
    ParseMoveError,
};

/// Cheskers move text as a value: the origin, then every landing square,
/// each after `-` for a quiet move or `x` for a capture, and the promotion
/// suffix `=K`, `=B` or `=C` (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`).
/// The captured squares are not written: the position decides them (a
/// single jump `c3xe5` and a bishop's capture `a1xd4` look alike).
///
/// It parses without a position (refusing only malformed text), resolves
/// against one into the legal move it names
/// ([`to_move`](MoveNotation::to_move): the route, the `x` and the suffix
/// must all be the move's), and is written for a move
/// ([`from_move`](MoveNotation::from_move)): parsing reads exactly what
/// writing produces.
///
/// ```
/// use cheskers::prelude::*;
/// let start = Position::default();
/// let text: MoveText = "b6-a5".parse()?;
/// let mv = text.to_move(&start)?;
/// assert_eq!(MoveText::from_move(&start, &mv), text);
/// assert_eq!(text.to_string(), "b6-a5");
/// assert_eq!("b6xa5".parse::<MoveText>()?.to_move(&start).unwrap_err().kind(), MoveErrorKind::Illegal);
/// assert_eq!("b6-a6".parse::<MoveText>().unwrap_err().kind(), MoveErrorKind::Malformed);
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// The origin.
    from: Square,
    /// Joined by `x` rather than `-`.
    capture: bool,
    /// Every landing square.
    landings: ArrayVec<Square, MAX_JUMPS>,
    /// The `=K`, `=B` or `=C` suffix.
    promotion: Option<PieceKind>,
}

/// Cheskers' standard notation is its canonical move text (`c3xe5xc7`,
/// `g7-h8=B`): the game's own notation, so [`Game::san`] writes the same
/// as [`Game::format_move`].
pub type San = MoveText;

impl MoveText {
    /// The text of `mv`, which carries all it needs.
    pub(crate) fn of(mv: &Move) -> MoveText {
        MoveText {
            from: mv.from(),
            capture: mv.is_capture(),
            landings: mv.landings().iter().copied().collect(),
            promotion: mv.promotion(),
        }
    }

    /// The origin square.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// Every landing square, in order (the last is the destination).
    #[must_use]
    pub fn landings(&self) -> &[Square] {
        &self.landings
    }

    /// Whether the squares are joined by `x`.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.capture
    }

    /// The kind written after `=`, if any.
    #[must_use]
    pub fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }

    /// Whether `mv` is the move this text names (the captured squares are
    /// not in the text: the position decides them).
    fn names(&self, mv: &Move) -> bool {
        self.names_route(mv) && mv.promotion() == self.promotion && mv.is_capture() == self.capture
    }

    /// Whether `mv` has this text's origin and landing squares.
    fn names_route(&self, mv: &Move) -> bool {
        mv.from() == self.from && mv.landings() == self.landings.as_slice()
    }

    /// Why no legal move of `p` (listed in `legal`) is this text's.
    fn refusal(&self, p: &Position, legal: &MoveList) -> Refusal {
        if p.outcome().is_some() {
            return Refusal::GameOver;
        }
        match p.piece_at(self.from) {
            None => Refusal::NoPiece(self.from),
            Some(piece) if piece.color != p.side_to_move() => Refusal::NotYours(self.from),
            Some(_) => {
                let same_route = |m: &&Move| self.names_route(m);
                if self.promotion.is_none()
                    && legal
                        .iter()
                        .filter(same_route)
                        .any(|m| m.promotion().is_some())
                {
                    Refusal::PromotionMissing
                } else if self.promotion.is_some()
                    && legal
                        .iter()
                        .filter(same_route)
                        .any(|m| m.promotion().is_none())
                {
                    Refusal::NoPromotion
                } else if legal.iter().any(|m| {
                    m.from() == self.from
                        && m.is_capture()
                        && m.landings().len() > self.landings.len()
                        && m.landings().starts_with(&self.landings)
                }) {
                    Refusal::ChainMustGoOn
                } else if !self.capture
                    && legal.iter().any(Move::is_capture)
                    && !legal.iter().any(|m| !m.is_capture())
                {
                    Refusal::CaptureCompulsory
                } else {
                    Refusal::NotAMove
                }
            }
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.capture { 'x' } else { '-' };
        for sq in &self.landings {
            write!(f, "{sep}{sq}")?;
        }
        if let Some(kind) = self.promotion {
            write!(f, "={}", kind.letter())?;
        }
        Ok(())
    }
}

impl MoveNotation<Position> for MoveText {
    fn from_move(_: &Position, mv: &Move) -> MoveText {
        MoveText::of(mv)
    }

    fn to_move(&self, p: &Position) -> Result<Move, ParseMoveError> {
        let mut legal = MoveList::new();
        p.legal_moves(&mut legal);
        if let Some(mv) = legal.iter().find(|m| self.names(m)) {
            return Ok(*mv);
        }
        let why = match legal
            .iter()
            .find(|m| self.names_route(m) && m.promotion() == self.promotion)
        {
            // Only `-` or `x` is wrong: say how the move is written.
            Some(mv) => Why::WrongCaptureMark {
                is_capture: mv.is_capture(),
                canonical: Excerpt::new(&mv.to_string()),
            },
            None => p.refusal_reason(self.refusal(p, &legal)),
        };
        Err(ParseMoveError::illegal(&self.to_string(), why))
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

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads `b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`; anything else is
    /// malformed. Whether it names a legal move is the position's business.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
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
}
