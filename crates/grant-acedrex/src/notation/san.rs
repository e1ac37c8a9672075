//! [`San`]: Standard Algebraic Notation as a value.

use super::{at, check_capture_and_promotion, game_over, Marked};
use crate::{Move, MoveList, PieceKind, Position, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::{Excerpt, Game, MoveErrorReason as Why, MoveNotation, ParseMoveError};

/// A move in Standard Algebraic Notation, as players write Grant Acedrex:
/// the piece letter (none for a pawn), the origin's file or rank (or both)
/// when another piece of that kind could go to the same square, `x` for a
/// capture, the destination, `=X` for a promotion, and `+` for check or `#`
/// for checkmate (`Ud3`, `Uxi9`, `R1a3`, `dxe5`, `e12=C`, `Ra1#`); or
/// `pass`.
///
/// It parses without a position (refusing only malformed text: check marks
/// are read and kept, not checked), resolves against one into the one legal
/// move it names ([`to_move`](MoveNotation::to_move): illegal if none,
/// ambiguous if several), and is written for a legal move
/// ([`from_move`](MoveNotation::from_move): with as little disambiguation
/// as needed and the check mark). Coordinate text (`c1-d3`) is not SAN:
/// [`MoveText`](crate::MoveText) reads both.
///
/// ```
/// use grant_acedrex::prelude::*;
/// let start = Position::default();
/// let mv = start.parse_move("c1-d3")?;
/// let san = San::from_move(&start, &mv);
/// assert_eq!(san.to_string(), "Ud3");
/// assert_eq!(san.to_move(&start), Ok(mv));
/// assert_eq!("Ud3+".parse::<San>()?.to_move(&start), Ok(mv)); // the mark is not checked
/// assert_eq!("Zd3".parse::<San>().unwrap_err().kind(), MoveErrorKind::Malformed);
/// assert_eq!("Ud4".parse::<San>()?.to_move(&start).unwrap_err().kind(), MoveErrorKind::Illegal);
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct San {
    body: Body,
    /// The last check mark written (`+` or `#`).
    mark: Option<char>,
}

/// What a SAN text names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Body {
    Pass,
    Move(Piece),
}

/// A piece's move as SAN names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Piece {
    kind: PieceKind,
    /// The origin's file and rank, where written.
    file: Option<u8>,
    rank: Option<u8>,
    capture: bool,
    to: Square,
    promotion: Option<PieceKind>,
}

impl San {
    /// A pass.
    pub(crate) fn pass(mark: Option<char>) -> San {
        San {
            body: Body::Pass,
            mark,
        }
    }

    /// Reads the SAN of `marked` (not a pass), refusing it as `text`.
    pub(super) fn parse_move(text: &str, marked: &Marked<'_>) -> Result<San, ParseMoveError> {
        let body = marked.body;
        let bad = |why: Why| ParseMoveError::malformed(text, why);
        let bytes = body.as_bytes();
        let digits = bytes
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 || digits > 2 || digits + 1 > bytes.len() {
            return Err(bad(Why::Expected(
                "coordinate text (g1-g3, e5xi9) or SAN (Ud3, Uxi9, e5, dxe5)",
            )));
        }
        let split = bytes.len() - digits - 1;
        let to: Square = body[split..]
            .parse()
            .map_err(|e| bad(Why::BadSanDestination(e)))?;
        let mut prefix = &body[..split];
        let capture = prefix.ends_with('x');
        if capture {
            prefix = &prefix[..prefix.len() - 1];
        }
        let mut kind = PieceKind::Pawn;
        if let Some(c) = prefix.bytes().next() {
            if c.is_ascii_uppercase() {
                kind = PieceKind::from_letter(c as char)
                    .ok_or_else(|| bad(Why::UnknownPieceLetter(char::from(c))))?;
                prefix = &prefix[1..];
            }
        }
        let mut file = None;
        let mut rank = None;
        let pb = prefix.as_bytes();
        let mut i = 0;
        if i < pb.len() && (b'a'..=b'l').contains(&pb[i]) {
            file = Some(pb[i] - b'a');
            i += 1;
        }
        if i < pb.len() {
            match prefix[i..].parse::<u8>() {
                Ok(r) if (1..=12).contains(&r) && pb[i] != b'0' && pb[i] != b'+' => {
                    rank = Some(r - 1);
                }
                _ => return Err(bad(Why::BadDisambiguation(Excerpt::new(prefix)))),
            }
        }
        Ok(San {
            body: Body::Move(Piece {
                kind,
                file,
                rank,
                capture,
                to,
                promotion: marked.promotion,
            }),
            mark: marked.mark,
        })
    }

    /// Whether this is `pass`.
    #[must_use]
    pub fn is_pass(&self) -> bool {
        self.body == Body::Pass
    }

    /// The kind of the piece that moves (`Pawn` when no letter is
    /// written); `None` for a pass.
    #[must_use]
    pub fn piece(&self) -> Option<PieceKind> {
        match self.body {
            Body::Move(piece) => Some(piece.kind),
            Body::Pass => None,
        }
    }

    /// The destination; `None` for a pass.
    #[must_use]
    pub fn to(&self) -> Option<Square> {
        match self.body {
            Body::Move(piece) => Some(piece.to),
            Body::Pass => None,
        }
    }

    /// The check mark written after the move (`+` or `#`), if any.
    #[must_use]
    pub fn check_mark(&self) -> Option<char> {
        self.mark
    }
}

impl FromStr for San {
    type Err = ParseMoveError;

    /// Reads SAN or `pass` (surrounding spaces ignored); anything else,
    /// coordinate text included, is malformed.
    fn from_str(text: &str) -> Result<San, ParseMoveError> {
        let marked = Marked::split(text)?;
        if marked.is_pass() {
            return Ok(San::pass(marked.mark));
        }
        San::parse_move(text, &marked)
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.body {
            Body::Pass => f.write_str("pass")?,
            Body::Move(piece) => fmt::Display::fmt(piece, f)?,
        }
        if let Some(mark) = self.mark {
            write!(f, "{mark}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind != PieceKind::Pawn {
            write!(f, "{}", self.kind.letter())?;
        }
        if let Some(file) = self.file {
            write!(f, "{}", char::from(b'a' + file))?;
        }
        if let Some(rank) = self.rank {
            write!(f, "{}", rank + 1)?;
        }
        if self.capture {
            f.write_str("x")?;
        }
        write!(f, "{}", self.to)?;
        if let Some(kind) = self.promotion {
            write!(f, "={}", kind.letter())?;
        }
        Ok(())
    }
}

impl MoveNotation<Position> for San {
    /// The SAN of `mv`. It never panics: a move that is not legal in `p`
    /// gets its text without a check mark.
    fn from_move(p: &Position, mv: &Move) -> San {
        if mv.is_pass() {
            return San::pass(None);
        }
        let mut legal = MoveList::new();
        p.legal_moves(&mut legal);
        let (mut file, mut rank) = (None, None);
        if mv.piece == PieceKind::Pawn {
            if mv.captured.is_some() {
                file = Some(mv.from.file());
            }
        } else {
            let mut rivals = legal
                .iter()
                .filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from)
                .peekable();
            if rivals.peek().is_some() {
                let (mut file_unique, mut rank_unique) = (true, true);
                for m in rivals {
                    file_unique &= m.from.file() != mv.from.file();
                    rank_unique &= m.from.rank() != mv.from.rank();
                }
                if file_unique {
                    file = Some(mv.from.file());
                } else if rank_unique {
                    rank = Some(mv.from.rank());
                } else {
                    (file, rank) = (Some(mv.from.file()), Some(mv.from.rank()));
                }
            }
        }
        San {
            body: Body::Move(Piece {
                kind: mv.piece,
                file,
                rank,
                capture: mv.captured.is_some(),
                to: mv.to,
                promotion: mv.promotion,
            }),
            mark: if legal.contains(mv) {
                p.check_mark(mv)
            } else {
                None
            },
        }
    }

    fn to_move(&self, p: &Position) -> Result<Move, ParseMoveError> {
        game_over(p, self)?;
        let mut legal = MoveList::new();
        p.legal_moves(&mut legal);
        let Body::Move(piece) = self.body else {
            return legal.iter().find(|m| m.is_pass()).copied().ok_or_else(|| {
                ParseMoveError::illegal(
                    &self.to_string(),
                    p.why_illegal(&Move::pass(p.king_square(p.side_to_move()))),
                )
            });
        };
        let (kind, to) = (piece.kind, piece.to);
        let mut found: Option<Move> = None;
        let mut count = 0;
        for m in legal.iter() {
            if m.to == to
                && !m.is_pass()
                && m.piece == kind
                && piece.file.is_none_or(|f| m.from.file() == f)
                && piece.rank.is_none_or(|r| m.from.rank() == r)
            {
                count += 1;
                found.get_or_insert(*m);
            }
        }
        let Some(mv) = found else {
            return Err(ParseMoveError::illegal(
                &self.to_string(),
                Why::NoPieceCanGo {
                    piece: kind.name(),
                    to: at(to),
                },
            ));
        };
        if count > 1 {
            return Err(ParseMoveError::ambiguous(
                &self.to_string(),
                Why::SeveralCanGo {
                    count,
                    piece: kind.name(),
                    to: at(to),
                },
            ));
        }
        check_capture_and_promotion(self, &mv, piece.capture, piece.promotion)?;
        Ok(mv)
    }
}
