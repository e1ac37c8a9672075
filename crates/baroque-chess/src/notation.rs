//! Move text as a value: [`MoveText`] parses without a position, resolves
//! against one and is written for a move. (Position text is in
//! `setup.rs`.) Nothing here builds or changes a position: it only reads
//! one.

use crate::{Move, Position, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    AnySquare, Coord2, Excerpt, MoveErrorReason as Why, MoveNotation, ParseMoveError, SmallVec,
};

/// Baroque chess move text as a value: `from-to`, followed, when it
/// captures, by `x` and every captured square in board order
/// (a1, b1, …, h8), comma-separated (`d1-d4xe4,d5`, `b2-b5`, `d1-d2xd2` for
/// a King's displacement capture); or a suicide, the piece's square, `x`
/// and the same square (`c4xc4`).
///
/// It parses without a position (refusing only malformed text), resolves
/// against one into the legal move it names
/// ([`to_move`](MoveNotation::to_move): a capture list, when written, must
/// be exactly the move's; `from-to` alone names the move whatever it
/// captures), and is written for a move
/// ([`from_move`](MoveNotation::from_move): the canonical text, with its
/// whole capture list). `Display` writes what was parsed, without
/// surrounding spaces.
///
/// ```
/// use baroque_chess::prelude::*;
/// let start = Position::default();
/// let text: MoveText = "a2-a5".parse()?;
/// let mv = text.to_move(&start)?;
/// assert_eq!(MoveText::from_move(&start, &mv), text);
/// assert_eq!("a2-a5xa6".parse::<MoveText>()?.to_move(&start).unwrap_err().kind(), MoveErrorKind::Illegal);
/// assert_eq!("a2-a9".parse::<MoveText>().unwrap_err().kind(), MoveErrorKind::Malformed);
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    from: Square,
    /// `None` for a suicide.
    to: Option<Square>,
    /// The squares after `x`, as written (`None`: no `x`). Room for eight
    /// inline: more than a legal move captures in practice.
    captures: Option<SmallVec<[Square; 8]>>,
}

/// Baroque chess's standard notation is its canonical move text
/// (`d1-d4xe4,d5`, `c4xc4`): the game's own notation, so [`Game::san`]
/// writes the same as [`Game::format_move`].
///
/// [`Game::san`]: variant_core::Game::san
/// [`Game::format_move`]: variant_core::Game::format_move
pub type San = MoveText;

impl MoveText {
    /// The canonical text of `mv`, which carries all it needs.
    pub(crate) fn of(mv: &Move) -> MoveText {
        MoveText {
            from: mv.from(),
            to: mv.destination(),
            captures: mv.is_capture().then(|| mv.captured_squares().collect()),
        }
    }

    /// The origin square.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The destination; `None` for a suicide.
    #[must_use]
    pub fn to(&self) -> Option<Square> {
        self.to
    }

    /// The captured squares written after `x`, in the order written;
    /// `None` when none are written. A suicide lists its own square.
    #[must_use]
    pub fn captures(&self) -> Option<&[Square]> {
        self.captures.as_deref()
    }
}

fn parse_square_in(text: &str, whole: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text)
        .ok_or_else(|| ParseMoveError::malformed(whole, Why::NotASquare(Excerpt::new(text))))
}

/// A square as errors name it.
pub(crate) fn at(sq: Square) -> AnySquare {
    Coord2::new(sq.file(), sq.rank()).into()
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads `from-to`, optionally followed by `x` and a capture list, or a
    /// suicide `c4xc4` (surrounding spaces ignored); anything else is
    /// malformed.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
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
                        Why::Expected("`from-to`, `from-toxcaptures` or a suicide `c4xc4`"),
                    ));
                }
                (parse_square_in(head, text)?, None)
            }
        };
        let captures = match caps_text {
            None => None,
            Some(c) => Some(
                c.split(',')
                    .map(|s| parse_square_in(s, text))
                    .collect::<Result<SmallVec<_>, _>>()?,
            ),
        };
        if to.is_none() && captures.as_deref() != Some(&[from][..]) {
            let reason = match captures.as_deref() {
                // `e4xe7`: most likely a move written like a chess capture.
                Some([to]) => Why::WrittenLikeChessCapture {
                    from: at(from),
                    to: at(*to),
                },
                _ => Why::SuicideForm(at(from)),
            };
            return Err(ParseMoveError::malformed(text, reason));
        }
        Ok(MoveText { from, to, captures })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        if let Some(to) = self.to {
            write!(f, "-{to}")?;
        }
        for (i, sq) in self.captures.iter().flatten().enumerate() {
            f.write_str(if i == 0 { "x" } else { "," })?;
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl MoveNotation<Position> for MoveText {
    fn from_move(_: &Position, mv: &Move) -> MoveText {
        MoveText::of(mv)
    }

    /// The legal move from the origin to the destination (only that
    /// piece's moves are looked at), with the capture list checked when
    /// one is written.
    fn to_move(&self, p: &Position) -> Result<Move, ParseMoveError> {
        let illegal = |why: Why| Err(ParseMoveError::illegal(&self.to_string(), why));
        if self.to == Some(self.from) {
            return illegal(Why::MustLeaveSquare);
        }
        let Some(mv) = p.legal_move_between(self.from, self.to) else {
            return illegal(p.why_no_move(self.from, self.to));
        };
        if let Some(listed) = &self.captures {
            if !listed.iter().copied().eq(mv.captured_squares()) {
                return illegal(if mv.is_capture() {
                    Why::WrongCaptureList(mv.captured_squares().map(at).collect())
                } else {
                    Why::NoCaptureToList
                });
            }
        }
        Ok(mv)
    }
}
