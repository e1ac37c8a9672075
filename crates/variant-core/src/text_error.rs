//! The problems a position text can have, as values.

use crate::text::Field;
use crate::{Color, Coord2, Excerpt, ParseSquareError};
use core::fmt;

/// One problem with the syntax of a position text: the field it is in, the
/// offending text (the field, or the part of it at fault) and what is wrong.
///
/// ```
/// use variant_core::text::{parse_counter, Field, TextErrorKind};
/// let e = parse_counter(Field::HalfmoveClock, "+3", 0).unwrap_err();
/// assert_eq!(e.kind, TextErrorKind::NotDigits { min: 0 });
/// assert_eq!(e.text, "+3");
/// assert_eq!(e.to_string(), "halfmove clock `+3`: expected plain decimal digits (a number from 0)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TextError {
    /// The field the problem is in.
    pub field: Field,
    /// The offending text (the field, or the part of it at fault).
    pub text: Excerpt,
    /// What is wrong.
    pub kind: TextErrorKind,
}

impl TextError {
    /// A problem of `kind` in `field` with `text`.
    pub fn new(field: Field, text: &str, kind: TextErrorKind) -> TextError {
        TextError {
            field,
            text: Excerpt::new(text),
            kind,
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.text.is_empty() {
            write!(f, "{}: {}", self.field, self.kind)
        } else {
            write!(f, "{} {}: {}", self.field, self.text.quoted(), self.kind)
        }
    }
}

impl std::error::Error for TextError {}

/// What is wrong with a field of a position text ([`TextError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TextErrorKind {
    /// The text is empty or white space.
    Empty,
    /// The text has too few or too many fields.
    FieldCount {
        /// The fields a text must have.
        required: usize,
        /// The most fields a text may have.
        most: usize,
        /// The names of the optional fields after the counters.
        trailing: &'static [&'static str],
        /// The names of the fields up to the counters, in order.
        names: Vec<&'static str>,
        /// How many there are.
        found: usize,
    },
    /// A stacked board's placement has the wrong number of `|`-separated
    /// levels.
    LevelCount {
        /// How many there are.
        found: usize,
        /// How many the board has.
        expected: u8,
    },
    /// A level has the wrong number of `/`-separated ranks.
    RankCount {
        /// The level (0-based) on a stacked board, `None` on a flat one.
        level: Option<u8>,
        /// How many there are.
        found: usize,
        /// How many the board has.
        expected: u8,
    },
    /// A rank of the placement is wrong.
    Rank {
        /// The rank (0-based).
        rank: u8,
        /// The level (0-based) on a stacked board, `None` on a flat one.
        level: Option<u8>,
        /// What is wrong with it.
        problem: RankProblem,
    },
    /// The side to move is neither of the two letters.
    Side {
        /// The letters of the first and the second side.
        letters: [char; 2],
    },
    /// A counter is not plain decimal digits.
    NotDigits {
        /// The least value the counter takes.
        min: u32,
    },
    /// A counter is below its least value.
    TooSmall {
        /// The least value.
        min: u32,
    },
    /// A counter is above its greatest value.
    TooLarge {
        /// The greatest value.
        max: u32,
    },
    /// A piece stands where the game allows none (a Cheskers piece on a
    /// light square).
    ForbiddenSquare {
        /// The square.
        square: Coord2,
        /// The piece's side.
        color: Color,
        /// The piece's name.
        piece: &'static str,
        /// Why it may not stand there, as a predicate (`stands on a light
        /// square`).
        why: &'static str,
    },
    /// A game field's square is not a square of the board.
    Square {
        /// Why not.
        error: ParseSquareError,
        /// What the field takes.
        expected: &'static str,
    },
    /// A game field has a value it does not take.
    Invalid {
        /// What the field takes, in a few words (`expected K, k, Kk or -`).
        expected: &'static str,
    },
}

/// Where a problem of a rank is: `rank 3`, `rank 3 of level 2`.
fn write_rank(f: &mut fmt::Formatter<'_>, rank: u8, level: Option<u8>) -> fmt::Result {
    write!(f, "rank {}", u32::from(rank) + 1)?;
    if let Some(level) = level {
        write!(f, " of level {}", u32::from(level) + 1)?;
    }
    Ok(())
}

impl fmt::Display for TextErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextErrorKind::Empty => f.write_str("nothing was given"),
            TextErrorKind::FieldCount {
                required,
                most,
                trailing,
                names,
                found,
            } => {
                f.write_str("expected ")?;
                if trailing.is_empty() {
                    write!(f, "{required} to {most}")?;
                } else {
                    let with = trailing.join(" and ");
                    write!(f, "{required} to {}, or {most} with {with}", required + 2)?;
                }
                write!(f, " fields ({}), found {found}", names.join(", "))
            }
            TextErrorKind::LevelCount { found, expected } => {
                write!(
                    f,
                    "has {found} levels separated by `|`, expected {expected}"
                )
            }
            TextErrorKind::RankCount {
                level,
                found,
                expected,
            } => {
                if let Some(level) = level {
                    write!(f, "level {} ", u32::from(*level) + 1)?;
                }
                write!(f, "has {found} ranks separated by `/`, expected {expected}")
            }
            TextErrorKind::Rank {
                rank,
                level,
                problem,
            } => {
                write_rank(f, *rank, *level)?;
                write!(f, ": {problem}")
            }
            TextErrorKind::Side { letters } => {
                write!(f, "expected `{}` or `{}`", letters[0], letters[1])
            }
            TextErrorKind::NotDigits { min } => {
                write!(f, "expected plain decimal digits (a number from {min})")
            }
            TextErrorKind::TooSmall { min } => write!(f, "must be at least {min}"),
            TextErrorKind::TooLarge { max } => write!(f, "too large (at most {max})"),
            TextErrorKind::ForbiddenSquare {
                square,
                color,
                piece,
                why,
            } => {
                write_rank(f, square.rank, None)?;
                write!(f, ": the {color} {piece} on {square} {why}")
            }
            TextErrorKind::Square { error, expected } => {
                write!(f, "{} ({expected})", error.kind())
            }
            TextErrorKind::Invalid { expected } => f.write_str(expected),
        }
    }
}

/// What is wrong with one rank of a placement.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RankProblem {
    /// A letter that is no piece of the game.
    NotAPieceLetter(char),
    /// A character that is neither a piece letter nor a digit.
    UnexpectedChar(char),
    /// A run of empty squares written with a leading zero (or as `0`).
    LeadingZero(Excerpt),
    /// A run of empty squares that takes the rank past its last file.
    RunOverfills {
        /// The squares counted when the run ends (at least).
        squares: u32,
        /// The files of the board.
        files: u32,
    },
    /// A piece letter past the last file.
    PieceOverfills {
        /// The files of the board.
        files: u32,
    },
    /// Fewer squares than the board has files.
    Underfills {
        /// The squares given.
        squares: u32,
        /// The files of the board.
        files: u32,
    },
}

impl fmt::Display for RankProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RankProblem::NotAPieceLetter(c) => write!(f, "`{c}` is not a piece letter"),
            RankProblem::UnexpectedChar(c) => write!(f, "unexpected character `{c}`"),
            RankProblem::LeadingZero(digits) => write!(
                f,
                "`{digits}` is not a run of empty squares (runs start from 1, with no leading zero)"
            ),
            RankProblem::RunOverfills { squares, files } => write!(
                f,
                "overfills the rank: {squares} or more squares, the board has {files} files"
            ),
            RankProblem::PieceOverfills { files } => {
                write!(f, "overfills the rank: more than {files} squares")
            }
            RankProblem::Underfills { squares, files } => write!(
                f,
                "underfills the rank: {squares} squares, the board has {files} files"
            ),
        }
    }
}
