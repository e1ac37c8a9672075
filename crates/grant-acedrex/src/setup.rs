//! The unvalidated plain-data position ([`Setup`]), its position text, and
//! the problems ([`Problem`]) that keep a setup from being a valid position.

use crate::rules::KingFile;
use crate::{Piece, PieceKind, Rules, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::text::{Field, TextError, TextErrorKind, TextLayout};
use variant_core::{BoardShape, Color, MoveCounters, ParsePositionError};

/// The shape of Grant Acedrex position text: placement, side, leap rights,
/// the two counters, then optionally the unmoved Murray unicorns.
pub(crate) const LAYOUT: TextLayout = TextLayout {
    shape: BoardShape::flat(12, 12),
    side_letters: ['w', 'b'],
    game_fields: &[LEAP_FIELD],
    trailing: &[UNMOVED_FIELD],
};

const LEAP_FIELD: &str = "leap rights";
const UNMOVED_FIELD: &str = "unmoved unicorns";

/// A position as plain data: any value is allowed, nothing is checked.
/// [`Position::from_setup`](variant_core::Game::from_setup) checks it and
/// builds the position, or reports every problem found.
///
/// Its text (`Display` / `FromStr`) is the position text: placement (ranks
/// 12 to 1, `/`-separated, upper case White), side to move `w`/`b`, leap
/// rights (`Kk`, `K`, `k` or `-`), halfmove clock, fullmove number, and,
/// only after both counters, the unmoved Murray unicorns (`c1,j1` or `-`).
///
/// ```
/// use grant_acedrex::prelude::*;
/// let mut setup = Setup::empty();
/// setup.put("g1".parse()?, Piece::new(Color::White, PieceKind::King));
/// setup.put("g12".parse()?, Piece::new(Color::Black, PieceKind::King));
/// setup.put("a4".parse()?, Piece::new(Color::White, PieceKind::Pawn));
/// setup.put("a9".parse()?, Piece::new(Color::Black, PieceKind::Pawn));
/// assert_eq!(setup.to_string(), "6k5/12/12/p11/12/12/12/12/P11/12/12/6K5 w - 0 1");
/// let position = Position::from_setup(setup, Rules::default())?;
/// assert_eq!(position.count_legal_moves(), 5 + 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`] (`a1` = 0,
    /// `l1` = 11, `l12` = 143).
    pub board: [Option<Piece>; 144],
    /// The side to move.
    pub turn: Color,
    /// Whether each king (indexed by [`Color::index`]) still holds its
    /// first-move leap right. Any value is valid: the right is stored, not
    /// derived from the king's square.
    pub leap_rights: [bool; 2],
    /// The unmoved Murray unicorns, the sixth field of the position text.
    ///
    /// `None` (the field left out) means "derive them": the unicorns standing
    /// on their own side's initial squares (c1 and j1 for White, c12 and j12
    /// for Black) are unmoved. `Some(list)` names them (an empty list is the
    /// text `-`); order and repeats do not matter to the position, and the
    /// text writes the list as given. Only the Murray unicorn option reads
    /// this field; under the others it is ignored whatever it holds.
    pub unmoved_unicorns: Option<Vec<Square>>,
    /// The halfmove clock (plies since the last capture or pawn move; a king
    /// leap does not reset it) and the fullmove number.
    pub counters: MoveCounters,
}

impl Setup {
    /// No pieces, White to move, no leap rights, no unicorn list, counters
    /// `0 1`.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            board: [None; 144],
            turn: Color::White,
            leap_rights: [false; 2],
            unmoved_unicorns: None,
            counters: MoveCounters::START,
        }
    }

    /// The start position under `rules`: the king on g (or on f with
    /// [`KingFile::F`]), both leap rights; under the Murray unicorn the four
    /// unicorns listed as unmoved (so that the setup equals
    /// `Position::start(rules).to_setup()`).
    #[must_use]
    pub fn start_with(rules: &Rules) -> Setup {
        let back: &[u8; 12] = match rules.king_file {
            KingFile::G => b"RLUGCAKCGULR",
            KingFile::F => b"RLUGCKACGULR",
        };
        let mut setup = Setup::empty();
        for file in 0..12u8 {
            let kind = PieceKind::from_letter(back[file as usize] as char)
                .expect("the back rank is made of piece letters");
            for (color, rank, pawn_rank) in [(Color::White, 0, 3), (Color::Black, 11, 8)] {
                setup.board[usize::from(rank * 12 + file)] = Some(Piece::new(color, kind));
                setup.board[usize::from(pawn_rank * 12 + file)] =
                    Some(Piece::new(color, PieceKind::Pawn));
            }
        }
        setup.leap_rights = [true; 2];
        if rules.murray_unicorn() {
            setup.unmoved_unicorns = Some(
                ["c1", "j1", "c12", "j12"]
                    .iter()
                    .map(|s| s.parse().expect("a square"))
                    .collect(),
            );
        }
        setup
    }

    /// The same setup seen from the other side: ranks mirrored
    /// ([`Square::color_flipped`]), every piece's colour swapped, the other
    /// side to move, the leap rights swapped and the unicorn list mirrored;
    /// the counters are kept.
    #[must_use]
    pub fn color_flipped(&self) -> Setup {
        let mut board = [None; 144];
        for (index, piece) in self.board.iter().enumerate() {
            if let (Some(piece), Some(square)) = (piece, Square::from_index(index)) {
                board[square.color_flipped().index()] = Some(piece.color_flipped());
            }
        }
        Setup {
            board,
            turn: !self.turn,
            leap_rights: [self.leap_rights[1], self.leap_rights[0]],
            unmoved_unicorns: self
                .unmoved_unicorns
                .as_ref()
                .map(|list| list.iter().map(|sq| sq.color_flipped()).collect()),
            counters: self.counters,
        }
    }
}

variant_core::setup_by_fields!(Setup, Square, Piece);

/// The leap-rights field's text.
fn leap_text(rights: [bool; 2]) -> &'static str {
    match rights {
        [true, true] => "Kk",
        [true, false] => "K",
        [false, true] => "k",
        [false, false] => "-",
    }
}

impl fmt::Display for Setup {
    /// The position text; the sixth field exactly when
    /// [`unmoved_unicorns`](Setup::unmoved_unicorns) is `Some`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unmoved = self.unmoved_unicorns.as_ref().map(|list| {
            if list.is_empty() {
                "-".to_string()
            } else {
                list.iter()
                    .map(Square::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            }
        });
        let trailing: Vec<&str> = unmoved.iter().map(String::as_str).collect();
        let text = LAYOUT.format(
            |c| {
                let sq = Square::new(c.file, c.rank)?;
                self.board[sq.index()].map(Piece::letter)
            },
            self.turn,
            &[leap_text(self.leap_rights)],
            self.counters,
            &trailing,
        );
        f.write_str(&text)
    }
}

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Parses position text with the shared grammar
    /// ([`variant_core::text`]); every syntax error is reported, each with
    /// its field.
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut errors = Vec::new();
        let mut setup = Setup::empty();
        let board = &mut setup.board;
        let parsed = LAYOUT.parse_collecting(
            text,
            Piece::from_letter,
            |c, piece| board[usize::from(c.rank) * 12 + usize::from(c.file)] = Some(piece),
            &mut errors,
        );
        let Some(parsed) = parsed else {
            return Err(ParsePositionError::Syntax(errors));
        };
        // The game's errors go where their fields stand: the rights between
        // the side and the counters, the unicorns last.
        let rights = parsed.game_fields[0];
        match rights {
            "Kk" => setup.leap_rights = [true, true],
            "K" => setup.leap_rights = [true, false],
            "k" => setup.leap_rights = [false, true],
            "-" => setup.leap_rights = [false, false],
            other => {
                let at = errors
                    .iter()
                    .position(|e| matches!(e.field, Field::HalfmoveClock | Field::FullmoveNumber))
                    .unwrap_or(errors.len());
                errors.insert(
                    at,
                    TextError::new(
                        Field::Game(LEAP_FIELD),
                        other,
                        TextErrorKind::Invalid {
                            expected: "expected K, k, Kk or -",
                        },
                    ),
                );
            }
        }
        if let Some(&list) = parsed.trailing.first() {
            let mut squares = Vec::new();
            if list != "-" {
                for part in list.split(',') {
                    match part.parse::<Square>() {
                        Ok(sq) => squares.push(sq),
                        Err(error) => errors.push(TextError::new(
                            Field::Game(UNMOVED_FIELD),
                            part,
                            TextErrorKind::Square {
                                error,
                                expected: "expected `-` or squares separated by commas, as c1,j1",
                            },
                        )),
                    }
                }
            }
            setup.unmoved_unicorns = Some(squares);
        }
        if !errors.is_empty() {
            return Err(ParsePositionError::Syntax(errors));
        }
        setup.turn = parsed.side;
        setup.counters = parsed.counters();
        Ok(setup)
    }
}

/// Why a [`Setup`] is not a valid position under its rules (one problem;
/// [`PositionError`](crate::PositionError) lists every one found).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A side has no king, or more than one.
    KingCount {
        /// Whose kings.
        color: Color,
        /// How many it has.
        count: usize,
    },
    /// A pawn stands on its own promotion rank (White's on rank 12, Black's
    /// on rank 1): it would have been promoted.
    PawnOnLastRank {
        /// Whose pawn.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// The side not to move is in check: its king could be captured.
    OpponentInCheck {
        /// The side not to move.
        color: Color,
        /// Its king's square.
        king: Square,
    },
    /// Under the Murray unicorn, a square listed as an unmoved unicorn's
    /// holds no unicorn.
    UnmovedNotUnicorn {
        /// The listed square.
        square: Square,
    },
    /// The fullmove number is 0 (it starts at 1).
    FullmoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, expected exactly one")
            }
            Problem::PawnOnLastRank { color, square } => {
                write!(f, "{color} pawn on {square}, its promotion rank")
            }
            Problem::OpponentInCheck { color, king } => write!(
                f,
                "the side not to move ({color}) is in check: its king on {king} is attacked"
            ),
            Problem::UnmovedNotUnicorn { square } => {
                write!(f, "unmoved-unicorn square `{square}` holds no unicorn")
            }
            Problem::FullmoveNumberZero => f.write_str("the fullmove number is 0 (it starts at 1)"),
        }
    }
}

impl std::error::Error for Problem {}
