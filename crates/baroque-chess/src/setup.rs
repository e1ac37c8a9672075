//! The plain-data position ([`Setup`]), its position text, and the problems
//! ([`Problem`]) that keep a setup from being a valid position.

use crate::rules::{Arrangement, Rules};
use crate::{Piece, PieceKind, Square, SquareSet};
use core::fmt;
use core::str::FromStr;
use variant_core::text::TextLayout;
use variant_core::{BoardShape, Color, MoveCounters, ParsePositionError};

/// The shape of Baroque position text: an 8×8 placement, `w`/`b`, counters.
const LAYOUT: TextLayout = TextLayout::new(BoardShape::flat(8, 8), ['w', 'b']);

/// An unvalidated position: placement, side to move and move counters, any
/// values allowed. Position text parses into a `Setup` (syntax only), and
/// [`Position::from_setup`](crate::Position::from_setup) checks it and
/// builds the [`Position`](crate::Position).
///
/// ```
/// use baroque_chess::prelude::*;
/// let mut setup = Setup::empty();
/// setup.put(Square::parse("a1").unwrap(), Piece::new(Color::White, PieceKind::King));
/// setup.put(Square::parse("h8").unwrap(), Piece::new(Color::Black, PieceKind::King));
/// setup.turn = Color::Black;
/// assert_eq!(setup.to_string(), "7k/8/8/8/8/8/8/K7 b 0 1");
/// let p = Position::from_setup(setup, Rules::default())?;
/// assert_eq!(p.king_square(Color::White), Square::parse("a1"));
/// # Ok::<(), baroque_chess::PositionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`] (`a1` = 0,
    /// `h1` = 7, `h8` = 63).
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Color,
    /// The halfmove clock (plies since the last capture, suicide or pincer
    /// move) and the fullmove number (grows after Black's move).
    pub counters: MoveCounters,
}

impl Setup {
    /// No pieces, White to move, counters `0 1`.
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            board: [None; 64],
            turn: Color::White,
            counters: MoveCounters::START,
        }
    }

    /// The start position of `rules` (its [`Arrangement`]).
    #[must_use]
    pub fn start_with(rules: &Rules) -> Setup {
        Setup::arrangement(rules.setup)
    }

    /// The start position of an arrangement.
    #[must_use]
    pub fn arrangement(arrangement: Arrangement) -> Setup {
        // Constant texts, checked by the tests; fall back to an empty board
        // rather than panic.
        arrangement.start_text().parse().unwrap_or(Setup::empty())
    }

    /// The squares of `color`'s pieces of kind `kind` (bit `i` = the square
    /// of index `i`).
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        Square::all()
            .filter(|&sq| self.piece_at(sq) == Some(Piece::new(color, kind)))
            .map(Square::index)
            .collect()
    }

    /// The same setup seen from the other side: ranks mirrored, colours
    /// swapped, the other side to move; the counters are kept.
    #[must_use]
    pub fn color_flipped(&self) -> Setup {
        let mut flipped = Setup {
            turn: !self.turn,
            ..Setup::empty()
        };
        flipped.counters = self.counters;
        for sq in Square::all() {
            flipped.board[sq.color_flipped().index()] =
                self.board[sq.index()].map(Piece::color_flipped);
        }
        flipped
    }

    /// Every problem that keeps this setup from being a valid position, in
    /// a fixed order (kings per side, then the counters).
    #[must_use]
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let kings = Color::ALL.map(|c| self.pieces(c, PieceKind::King).len());
        for color in Color::ALL {
            let count = kings[color.index()];
            if count > 1 {
                problems.push(Problem::KingCount { color, count });
            }
        }
        if kings == [0, 0] {
            problems.push(Problem::NoKing);
        }
        if self.counters.fullmove_number == 0 {
            problems.push(Problem::FullmoveNumberZero);
        }
        problems
    }
}

variant_core::setup_by_fields!(Setup, Square, Piece);

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Parses position text with the shared grammar
    /// ([`variant_core::text`]): `PLACEMENT SIDE [HALFMOVE [FULLMOVE]]`,
    /// reporting every syntax error at once. It checks the syntax only:
    /// [`Position::from_setup`](crate::Position::from_setup) checks the rest.
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut setup = Setup::empty();
        let parsed = LAYOUT.parse(text, Piece::from_letter, |c, piece| {
            if let Some(sq) = Square::from_coord(c) {
                setup.board[sq.index()] = Some(piece);
            }
        })?;
        setup.turn = parsed.side;
        setup.counters = parsed.counters();
        Ok(setup)
    }
}

impl fmt::Display for Setup {
    /// The position text, e.g. `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = LAYOUT.format(
            |c| {
                Square::from_coord(c)
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

/// Why a [`Setup`] is not a valid position (one value per problem found).
///
/// A side without its King is allowed (that side has lost: the position is
/// decided), but not both.
///
/// ```
/// use baroque_chess::prelude::*;
/// let setup: Setup = "kk6/8/8/8/8/8/8/KKK5 w".parse()?;
/// let err = Position::from_setup(setup, Rules::default()).unwrap_err();
/// assert_eq!(
///     err.problems(),
///     [
///         Problem::KingCount { color: Color::White, count: 3 },
///         Problem::KingCount { color: Color::Black, count: 2 },
///     ]
/// );
/// assert_eq!(err.problems()[0].to_string(), "white has 3 kings, at most one allowed");
/// assert_eq!(err.setup().to_string(), "kk6/8/8/8/8/8/8/KKK5 w 0 1");
/// # Ok::<(), ParsePositionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// `color` has `count` Kings, more than one (the shape every game's
    /// king-count problem has).
    KingCount {
        /// The side with too many Kings.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// Neither side has a King.
    NoKing,
    /// The fullmove number is 0 (it starts at 1).
    FullmoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, at most one allowed")
            }
            Problem::NoKing => f.write_str("no king on the board (at least one is required)"),
            Problem::FullmoveNumberZero => f.write_str("the fullmove number is 0 (it starts at 1)"),
        }
    }
}

impl std::error::Error for Problem {}

/// Why a [`Setup`] is not a valid position: every [`Problem`] found, and
/// the setup given back.
pub type PositionError = variant_core::PositionError<Setup, Problem>;
