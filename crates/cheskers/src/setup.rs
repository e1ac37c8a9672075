//! The unvalidated plain-data position ([`Setup`]), its position text, and
//! the problems that keep a setup from being a valid position ([`Problem`]).

use crate::{Piece, PieceKind, Rules, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::text::{Field, TextError, TextErrorKind, TextLayout};
use variant_core::{BoardShape, Color, Coord2, Kind, MoveCounters, ParsePositionError};

/// The start position's text under the default rules (Black moves first).
pub const START_TEXT: &str = "1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 b 0 1";

/// The shape of Cheskers position text: an 8 × 8 placement (light squares
/// always empty), `w` or `b`, the two counters.
const LAYOUT: TextLayout = TextLayout::new(BoardShape::flat(8, 8), ['w', 'b']);

/// The 0-based rank on which `color`'s men promote (and may never stand).
pub(crate) const fn last_rank(color: Color) -> u8 {
    match color {
        Color::White => 7,
        Color::Black => 0,
    }
}

/// A position as plain data: the 32 dark squares, the side to move and the
/// move counters. Any value is allowed; [`Position::from_setup`] checks it.
///
/// Position text parses into a setup (`FromStr`) and a setup formats as
/// position text (`Display`). A piece on a light square cannot be
/// represented, so position text with one is a syntax error of the placement
/// field; a man on its own promotion rank can, and is a [`Problem`].
///
/// ```
/// use cheskers::{Piece, PieceKind, Position, Rules, Setup, Square};
/// use cheskers::variant_core::{Color, Game};
/// let mut setup = Setup::empty();
/// setup.put(Square::parse("a1").unwrap(), Piece::new(Color::White, PieceKind::King));
/// setup.put(Square::parse("h8").unwrap(), Piece::new(Color::Black, PieceKind::King));
/// setup.turn = Color::White;
/// assert_eq!(setup.to_string(), "7k/8/8/8/8/8/8/K7 w 0 1");
/// let position = Position::from_setup(setup, Rules::default())?;
/// assert_eq!(position.legal_move_vec().len(), 1);
/// assert_eq!(position.to_setup(), setup);
/// assert_eq!("7k/8/8/8/8/8/8/K7 w".parse::<Setup>()?, setup);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`Position::from_setup`]: crate::Position::from_setup
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// What stands on each dark square, indexed by [`Square::index`].
    pub board: [Option<Piece>; Square::COUNT],
    /// The side to move.
    pub turn: Color,
    /// The halfmove clock (plies since the last capture or man move) and the
    /// fullmove number (grows after White's move, since Black moves first).
    pub counters: MoveCounters,
}

impl Setup {
    /// An empty board, Black (the side that moves first) to move, counters
    /// `0 1`.
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            board: [None; Square::COUNT],
            turn: Color::Black,
            counters: MoveCounters::START,
        }
    }

    /// The start position under `rules` ([`START_TEXT`]): the same under
    /// every rule option (the signature is the one of every game crate).
    #[must_use]
    pub fn start_with(_rules: &Rules) -> Setup {
        let mut setup = Setup::empty();
        let back = [
            PieceKind::Bishop,
            PieceKind::King,
            PieceKind::King,
            PieceKind::Camel,
        ];
        for (i, kind) in back.into_iter().enumerate() {
            // White's back rank a1 c1 e1 g1 (indices 0..4); Black's is the
            // same turned half a turn: h8 f8 d8 b8.
            let sq = Square::at(i as u8);
            setup.put(sq, Piece::new(Color::White, kind));
            setup.put(sq.color_flipped(), Piece::new(Color::Black, kind));
        }
        for i in 4..12 {
            // Ranks 2 and 3 for White's men, 7 and 6 for Black's.
            let sq = Square::at(i);
            setup.put(sq, Piece::new(Color::White, PieceKind::Man));
            setup.put(sq.color_flipped(), Piece::new(Color::Black, PieceKind::Man));
        }
        setup
    }

    /// The same setup seen from the other side: the board turned half a
    /// turn ([`Square::color_flipped`]), every piece's colour swapped and the
    /// other side to move; the counters are kept.
    #[must_use]
    pub fn color_flipped(&self) -> Setup {
        let mut flipped = Setup::empty();
        for square in Square::all() {
            if let Some(piece) = self.piece_at(square) {
                flipped.put(square.color_flipped(), piece.color_flipped());
            }
        }
        flipped.turn = !self.turn;
        flipped.counters = self.counters;
        flipped
    }

    /// Every problem that keeps this setup from being a valid position, in
    /// square order (what [`Position::from_setup`] reports).
    ///
    /// [`Position::from_setup`]: crate::Position::from_setup
    #[must_use]
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        for square in Square::all() {
            if let Some(Piece {
                color,
                kind: PieceKind::Man,
            }) = self.piece_at(square)
            {
                if square.rank() == last_rank(color) {
                    problems.push(Problem::ManOnPromotionRank { square, color });
                }
            }
        }
        if self.counters.fullmove_number == 0 {
            problems.push(Problem::FullmoveNumberZero);
        }
        problems
    }
}

variant_core::setup_by_fields!(Setup, Square, Piece);

impl fmt::Display for Setup {
    /// The position text: placement (ranks 8 to 1), side, halfmove clock,
    /// fullmove number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = LAYOUT.format(
            |c| {
                Square::from_file_rank(i32::from(c.file), i32::from(c.rank))
                    .and_then(|sq| self.piece_at(sq))
                    .map(Piece::letter)
            },
            self.turn,
            &[],
            self.counters,
            &[],
        );
        f.write_str(&text)
    }
}

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Parses position text in the shared grammar (see
    /// [`variant_core::text`]); every syntax error is reported, a piece on a
    /// light square among them (as an error of the placement field).
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut setup = Setup::empty();
        let mut light = Vec::new();
        let mut errors = Vec::new();
        let parsed = LAYOUT.parse_collecting(
            text,
            Piece::from_letter,
            |c, piece| match Square::from_file_rank(i32::from(c.file), i32::from(c.rank)) {
                Some(sq) => {
                    setup.put(sq, piece);
                }
                None => light.push((c.flat(), piece)),
            },
            &mut errors,
        );
        if !light.is_empty() {
            // `put` only sees a placement of 8 ranks: rank r is the text's
            // (8 - r)-th rank field.
            let placement = text.split_ascii_whitespace().next().unwrap_or_default();
            let ranks: Vec<&str> = placement.split('/').collect();
            let light_errors = light.into_iter().map(|(c, piece): (Coord2, Piece)| {
                let rank_text = ranks
                    .get(7 - usize::from(c.rank))
                    .copied()
                    .unwrap_or_default();
                TextError::new(
                    Field::Placement,
                    rank_text,
                    TextErrorKind::ForbiddenSquare {
                        square: c,
                        color: piece.color,
                        piece: piece.kind.name(),
                        why: "stands on a light square",
                    },
                )
            });
            // After the other placement errors, before the other fields'.
            let at = errors
                .iter()
                .position(|e| e.field != Field::Placement)
                .unwrap_or(errors.len());
            errors.splice(at..at, light_errors);
        }
        match parsed {
            Some(parsed) if errors.is_empty() => {
                setup.turn = parsed.side;
                setup.counters = parsed.counters();
                Ok(setup)
            }
            _ => Err(ParsePositionError::Syntax(errors)),
        }
    }
}

/// One reason a [`Setup`] is not a valid position (see
/// [`Position::from_setup`](crate::Position::from_setup), which reports them
/// all). A side without kings is not a problem: such a position is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A man stands on the rank where it would have promoted (rank 8 for
    /// White, rank 1 for Black).
    ManOnPromotionRank {
        /// Where it stands.
        square: Square,
        /// Whose man it is.
        color: Color,
    },
    /// The fullmove number is 0 (it starts at 1).
    FullmoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::ManOnPromotionRank { square, color } => {
                write!(
                    f,
                    "the {color} man on {square} stands on its promotion rank"
                )
            }
            Problem::FullmoveNumberZero => f.write_str("the fullmove number is 0 (it starts at 1)"),
        }
    }
}

impl std::error::Error for Problem {}

/// A setup that is not a valid position: every [`Problem`] found, and the
/// setup given back.
pub type PositionError = variant_core::PositionError<Setup, Problem>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_setup_is_the_start_text() {
        assert_eq!(Setup::start().to_string(), START_TEXT);
        assert_eq!(START_TEXT.parse::<Setup>(), Ok(Setup::start()));
        assert!(Setup::start().problems().is_empty());
    }
}
