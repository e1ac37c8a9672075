//! The unvalidated, plain-data position ([`Setup`]), its text, and the
//! problems that keep a setup from being a valid position ([`Problem`]).

use crate::square::{SHAPE, SQUARE_COUNT};
use crate::{Piece, PieceKind, Rules, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::text::TextLayout;
use variant_core::{Color, Coord3, MoveCounters, ParsePositionError};

/// The name of a side: `gold` or `scarlet` (what `Game::side_name` gives).
pub(crate) const fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "gold",
        Color::Black => "scarlet",
    }
}

/// The shape of the position text: three levels (top first) of 12 × 8, and
/// the side letters `g` (Gold) and `s` (Scarlet).
const LAYOUT: TextLayout = TextLayout::new(SHAPE, ['g', 's']);

/// A Dragonchess position as plain data: any placement, any side to move,
/// any counters. Nothing is checked here; [`Position::from_setup`] checks a
/// setup and reports every [`Problem`] it finds.
///
/// Its text (`Display` / `FromStr`) is the position text: the three levels
/// 3, 2, 1 separated by `|`, each as FEN ranks 8 to 1 (upper case Gold,
/// lower case Scarlet, runs of empty squares as a number), the side to move
/// `g` or `s`, the halfmove clock and the fullmove number. The grammar is
/// the workspace's shared one ([`variant_core::text`]): the counters may be
/// left out together (`0 1`), or the fullmove number alone (`1`); every
/// syntax error is reported with its field.
///
/// ```
/// use dragonchess::{Piece, PieceKind, Position, Rules, Setup, Square};
/// use dragonchess::variant_core::{Color, Game};
/// let mut setup = Setup::empty();
/// setup.put("2g1".parse()?, Piece::new(Color::White, PieceKind::King));
/// setup.put("2g8".parse()?, Piece::new(Color::Black, PieceKind::King));
/// setup.put("3g8".parse()?, Piece::new(Color::Black, PieceKind::Dragon));
/// assert_eq!(
///     setup.to_string(),
///     "6r5/12/12/12/12/12/12/12|6k5/12/12/12/12/12/12/6K5|12/12/12/12/12/12/12/12 g 0 1"
/// );
/// let pos = Position::from_setup(setup.clone(), Rules::default())?;
/// assert_eq!(pos.to_setup(), setup);
/// assert_eq!(setup.to_string().parse::<Setup>()?, setup);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`Position::from_setup`]: variant_core::Game::from_setup
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// What stands on each square, indexed by [`Square::index`] (level 1
    /// first, then rank, then file).
    pub board: [Option<Piece>; SQUARE_COUNT],
    /// The side to move (Gold is [`Color::White`]).
    pub turn: Color,
    /// The halfmove clock (plies since the last capture or Warrior move) and
    /// the fullmove number (from 1, growing after Scarlet's move).
    pub counters: MoveCounters,
}

impl Setup {
    /// No pieces, Gold to move, counters `0 1`.
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            board: [None; SQUARE_COUNT],
            turn: Color::White,
            counters: MoveCounters::START,
        }
    }

    /// The start position under `rules`: the same under every rule option
    /// (the signature is the one of every game crate), built from the
    /// rules' table of the initial position: 42 pieces a side, Scarlet's
    /// the mirror image of Gold's, Gold to move.
    #[must_use]
    pub fn start_with(_rules: &Rules) -> Setup {
        use PieceKind::*;
        let mut setup = Setup::empty();
        // (level, rank, [(file, kind)]) for Gold, 0-based.
        let back: [PieceKind; 12] = [
            Oliphant, Unicorn, Hero, Thief, Cleric, Mage, King, Paladin, Thief, Hero, Unicorn,
            Oliphant,
        ];
        let mut gold: Vec<(u8, u8, u8, PieceKind)> = Vec::with_capacity(42);
        for file in 0..12u8 {
            gold.push((1, file, 0, back[usize::from(file)]));
            gold.push((1, file, 1, Warrior));
        }
        for (file, kind) in [(2, Griffon), (6, Dragon), (10, Griffon)] {
            gold.push((2, file, 0, kind));
        }
        for (file, kind) in [(2, Basilisk), (6, Elemental), (10, Basilisk)] {
            gold.push((0, file, 0, kind));
        }
        for i in 0..6u8 {
            gold.push((2, 2 * i, 1, Sylph));
            gold.push((0, 2 * i + 1, 1, Dwarf));
        }
        for (level, file, rank, kind) in gold {
            for (color, rank) in [(Color::White, rank), (Color::Black, 7 - rank)] {
                if let Some(sq) = Square::new(level, file, rank) {
                    setup.put(sq, Piece::new(color, kind));
                }
            }
        }
        setup
    }

    /// Every piece with its square, in square index order (level 1 first).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|s| self.board[s.index()].map(|p| (s, p)))
    }

    /// The same setup seen from the other side: every rank `r` becomes
    /// `9 - r` on every level, the colours of the pieces and the side to
    /// move are swapped; the counters stay.
    #[must_use]
    pub fn color_flipped(&self) -> Setup {
        let mut flipped = Setup {
            board: [None; SQUARE_COUNT],
            turn: !self.turn,
            counters: self.counters,
        };
        for (sq, p) in self.pieces() {
            flipped.put(sq.color_flipped(), p.color_flipped());
        }
        flipped
    }
}

variant_core::setup_by_fields!(Setup, Square, Piece);

impl fmt::Display for Setup {
    /// The position text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = LAYOUT.format(
            |c| {
                Square::from_coord(c)
                    .and_then(|s| self.board[s.index()])
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

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Setup(\"{self}\")")
    }
}

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Parses position text; every syntax error is reported, each with its
    /// field. A well-formed text always gives a setup (whether it is a valid
    /// position is [`Position::from_setup`](variant_core::Game::from_setup)'s
    /// business).
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut setup = Setup::empty();
        let parsed = LAYOUT.parse(text, Piece::from_letter, |c: Coord3, p| {
            if let Some(sq) = Square::from_coord(c) {
                setup.board[sq.index()] = Some(p);
            }
        })?;
        setup.turn = parsed.side;
        setup.counters = parsed.counters();
        Ok(setup)
    }
}

/// One reason why a [`Setup`] is not a valid position. `Display` gives the
/// message; [`Position::from_setup`](variant_core::Game::from_setup) reports
/// every problem it finds.
///
/// ```
/// use dragonchess::{Position, Problem, Rules, Setup};
/// use dragonchess::variant_core::{Color, Game};
/// let err = Position::from_setup(Setup::empty(), Rules::default()).unwrap_err();
/// assert_eq!(
///     err.problems(),
///     [
///         Problem::KingCount { color: Color::White, count: 0 },
///         Problem::KingCount { color: Color::Black, count: 0 },
///     ]
/// );
/// assert_eq!(err.problems()[0].to_string(), "gold has 0 Kings (exactly one is needed)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A side has no King or more than one.
    KingCount {
        /// The side.
        color: Color,
        /// How many Kings it has.
        count: usize,
    },
    /// A piece stands on a level its kind can never reach (Sylph or Griffon
    /// on level 1, Dragon off level 3, Warrior, Oliphant, Unicorn or Thief
    /// off level 2, Dwarf or Elemental on level 3, Basilisk off level 1).
    UnreachableLevel {
        /// Where it stands.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A Warrior stands on its last rank (rank 8 for Gold, 1 for Scarlet):
    /// it would have been promoted to a Hero on arriving.
    UnpromotedWarrior {
        /// Where it stands.
        square: Square,
        /// Whose Warrior it is.
        color: Color,
    },
    /// The side that is not to move is in check (its King is attacked by
    /// the side to move). Judged whenever that side has exactly one King.
    OpponentInCheck {
        /// The side not to move.
        color: Color,
        /// Its King's square.
        king: Square,
    },
    /// The fullmove number is 0 (it starts at 1).
    FullmoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = side_name;
        match *self {
            Problem::KingCount { color, count } => write!(
                f,
                "{} has {count} Kings (exactly one is needed)",
                side(color)
            ),
            Problem::UnreachableLevel { square, piece } => write!(
                f,
                "the {} {} on {square} stands on a level it can never reach",
                side(piece.color),
                piece.kind.title()
            ),
            Problem::UnpromotedWarrior { square, color } => write!(
                f,
                "the {} Warrior on {square} stands on its last rank unpromoted",
                side(color)
            ),
            Problem::OpponentInCheck { color, king } => write!(
                f,
                "the side not to move ({}) is in check: its King on {king} is attacked",
                side(color)
            ),
            Problem::FullmoveNumberZero => f.write_str("the fullmove number is 0 (it starts at 1)"),
        }
    }
}

impl std::error::Error for Problem {}

/// Why a [`Setup`] is not a valid position: every [`Problem`] found, and
/// the setup given back ([`into_setup`](variant_core::PositionError::into_setup)).
pub type PositionError = variant_core::PositionError<Setup, Problem>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_table_gives_the_start_text() {
        assert_eq!(Setup::start().to_string(), crate::START_TEXT);
        assert_eq!(Setup::start().pieces().count(), 84);
        assert_eq!(
            Setup::start().color_flipped().color_flipped(),
            Setup::start()
        );
    }
}
