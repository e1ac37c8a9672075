//! The 32 dark squares, their text form and the precomputed step tables.

use core::fmt;
use core::str::FromStr;
use variant_core::{Coord2, ParseSquareError, SquareErrorKind};

/// One of the 32 dark squares of the board, indexed `0..32` rank by rank from
/// `a1`: index `rank * 4 + file / 2` (files and ranks 0-based). A square is
/// dark when `file + rank` is even, so `a1`, `c1`, `e1`, `g1` are `0..4` and
/// `b2`, `d2`, `f2`, `h2` are `4..8`.
///
/// ```
/// use cheskers::Square;
/// let sq = Square::parse("d4").unwrap();
/// assert_eq!((sq.file(), sq.rank(), sq.index()), (3, 3, 13));
/// assert_eq!(sq.to_string(), "d4");
/// assert_eq!(sq.color_flipped().to_string(), "e5");
/// assert!(Square::parse("a2").is_none()); // a light square
/// let e = "a2".parse::<Square>().unwrap_err(); // `FromStr` says why
/// assert_eq!(e.kind(), cheskers::variant_core::SquareErrorKind::LightSquare);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The number of dark squares.
    pub const COUNT: usize = 32;

    /// The square with index `index`, if `index < 32` (the name every game
    /// crate uses; [`Square::new`] takes a `u8`).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Square::COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// The square with index `index`, if `index < 32`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < Square::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The dark square at 0-based `file` and `rank`, if on the board and dark.
    #[must_use]
    pub const fn from_file_rank(file: i32, rank: i32) -> Option<Square> {
        if file < 0 || file > 7 || rank < 0 || rank > 7 || (file + rank) % 2 != 0 {
            None
        } else {
            Some(Square((rank * 4 + file / 2) as u8))
        }
    }

    /// The index `0..32`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square with index `index % 32`: for indices known to be valid
    /// (table entries, bit positions of a `u32`), without a check.
    #[inline]
    pub(crate) const fn at(index: u8) -> Square {
        Square(index & 31)
    }

    /// The 0-based file (`a` = 0).
    #[must_use]
    pub const fn file(self) -> u8 {
        2 * (self.0 % 4) + self.rank() % 2
    }

    /// The 0-based rank (`1` = 0).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 4
    }

    /// The square set holding this square alone.
    #[must_use]
    pub const fn bit(self) -> SquareSet {
        SquareSet::single(self.0 as usize)
    }

    /// The one-bit mask of this square in a [`Bits`] set.
    #[inline]
    pub(crate) const fn mask(self) -> Bits {
        1 << self.0
    }

    /// The square seen from the other side: the board turned half a turn
    /// (`a1` ↔ `h8`), index `31 - index`. It keeps dark squares dark and maps
    /// White's forward direction onto Black's.
    #[must_use]
    pub const fn color_flipped(self) -> Square {
        Square(31 - self.0)
    }

    /// Parses `a1`..`h8` (lower-case file, then rank); `None` for anything
    /// else, including light squares.
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                Square::from_file_rank(i32::from(f - b'a'), i32::from(r - b'1'))
            }
            _ => None,
        }
    }

    /// All 32 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..32u8).map(Square)
    }
}

impl fmt::Display for Square {
    /// The dark square's name on the 8 × 8 board, `b6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Coord2::new(self.file(), self.rank()), f)
    }
}

variant_core::debug_as_display!(Square);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses a dark square like [`Square::parse`], saying why other text is
    /// refused: a light square is [`SquareErrorKind::LightSquare`], the rest
    /// is refused as [`Coord2::parse`] refuses it on an 8 × 8 board.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let c = Coord2::parse(text, 8, 8)?;
        Square::from_file_rank(i32::from(c.file), i32::from(c.rank))
            .ok_or_else(|| ParseSquareError::new(text, SquareErrorKind::LightSquare))
    }
}

/// A set of dark squares: variant-core's square set for this board, bit `i`
/// the square with [index](Square::index) `i`. The crate's square-set type
/// (what `Position::pieces` and `Position::occupied` return); iterate it with
/// [`squares`].
///
/// ```
/// use cheskers::{squares, Square, SquareSet};
/// let set: SquareSet = Square::parse("a1").unwrap().bit() | Square::parse("h8").unwrap().bit();
/// let names: Vec<String> = squares(set).map(|s| s.to_string()).collect();
/// assert_eq!(names, ["a1", "h8"]);
/// ```
pub type SquareSet = variant_core::SquareSet64;

/// The squares of `set`, in index order.
pub fn squares(set: SquareSet) -> impl Iterator<Item = Square> {
    set.into_iter().filter_map(Square::from_index)
}

/// The crate's working form of a set of the 32 squares (bit `i` = index `i`).
pub(crate) type Bits = u32;

/// The public set of the squares of `bits`.
#[inline]
pub(crate) const fn public_set(bits: Bits) -> SquareSet {
    SquareSet::from_words([bits as u64])
}

/// The squares of `bits`, in index order.
pub(crate) fn bits_squares(mut set: Bits) -> impl Iterator<Item = Square> {
    core::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let i = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(Square(i))
        }
    })
}

/// "No square" in the step tables.
pub(crate) const NONE: u8 = 0xFF;

/// The diagonal directions as (file, rank) steps: 0 up-right, 1 up-left,
/// 2 down-right, 3 down-left. White's forward directions are 0 and 1,
/// Black's 2 and 3.
pub(crate) const DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

const fn offset(sq: usize, df: i32, dr: i32) -> u8 {
    let s = Square(sq as u8);
    match Square::from_file_rank(s.file() as i32 + df, s.rank() as i32 + dr) {
        Some(t) => t.0,
        None => NONE,
    }
}

const fn step_table(distance: i32) -> [[u8; 4]; 32] {
    let mut t = [[NONE; 4]; 32];
    let mut sq = 0;
    while sq < 32 {
        let mut d = 0;
        while d < 4 {
            t[sq][d] = offset(sq, DIRS[d].0 * distance, DIRS[d].1 * distance);
            d += 1;
        }
        sq += 1;
    }
    t
}

const fn camel_table() -> [u32; 32] {
    const LEAPS: [(i32, i32); 8] = [
        (3, 1),
        (3, -1),
        (-3, 1),
        (-3, -1),
        (1, 3),
        (1, -3),
        (-1, 3),
        (-1, -3),
    ];
    let mut t = [0u32; 32];
    let mut sq = 0;
    while sq < 32 {
        let mut i = 0;
        while i < 8 {
            let to = offset(sq, LEAPS[i].0, LEAPS[i].1);
            if to != NONE {
                t[sq] |= 1 << to;
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

/// `STEP[sq][dir]`: the diagonal neighbour, or [`NONE`].
pub(crate) static STEP: [[u8; 4]; 32] = step_table(1);
/// `JUMP[sq][dir]`: the square two diagonal steps away (a jump's landing
/// square; the jumped square is `STEP[sq][dir]`), or [`NONE`]: what the
/// tests check the gapped layout's jumps against.
#[cfg(test)]
pub(crate) static JUMP: [[u8; 4]; 32] = step_table(2);
/// `CAMEL[sq]`: the set of the camel's (3,1) leap targets.
pub(crate) static CAMEL: [u32; 32] = camel_table();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexing_round_trips() {
        for sq in Square::all() {
            assert_eq!((sq.file() + sq.rank()) % 2, 0);
            assert_eq!(
                Square::from_file_rank(i32::from(sq.file()), i32::from(sq.rank())),
                Some(sq)
            );
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            let r = sq.color_flipped();
            assert_eq!((r.file(), r.rank()), (7 - sq.file(), 7 - sq.rank()));
        }
        assert_eq!(Square::parse("a1"), Some(Square(0)));
        assert_eq!(Square::parse("h8"), Some(Square(31)));
        assert_eq!(Square::parse("b1"), None);
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
    }

    #[test]
    fn from_str_reads_what_parse_reads_and_says_why_not() {
        for file in b'a'..=b'j' {
            for rank in ["0", "1", "2", "8", "9", "10", "01"] {
                let text = format!("{}{rank}", char::from(file));
                assert_eq!(text.parse::<Square>().ok(), Square::parse(&text), "{text}");
            }
        }
        for (bad, kind, message) in [
            (
                "a2",
                SquareErrorKind::LightSquare,
                "bad square `a2`: a light square (only the dark squares are played on)",
            ),
            (
                "i1",
                SquareErrorKind::FileOffBoard,
                "bad square `i1`: file off the board",
            ),
            (
                "a9",
                SquareErrorKind::RankOffBoard,
                "bad square `a9`: rank off the board",
            ),
            ("", SquareErrorKind::Empty, "bad square ``: empty square"),
        ] {
            let e = bad.parse::<Square>().unwrap_err();
            assert_eq!((e.kind(), e.to_string().as_str()), (kind, message));
        }
    }

    #[test]
    fn tables_match_hand_values() {
        let sq = |t: &str| Square::parse(t).unwrap();
        // Camel on b8 (its start square): a5, c5 and e7; its other five targets are off the board.
        let b8: Vec<String> = bits_squares(CAMEL[sq("b8").index()])
            .map(|s| s.to_string())
            .collect();
        assert_eq!(b8, ["a5", "c5", "e7"]);
        // Camel on d4 has all 8 targets.
        assert_eq!(CAMEL[sq("d4").index()].count_ones(), 8);
        assert_eq!(
            STEP[sq("a1").index()],
            [sq("b2").index() as u8, NONE, NONE, NONE]
        );
        assert_eq!(JUMP[sq("c3").index()][3], sq("a1").index() as u8);
        assert_eq!(
            JUMP[sq("b2").index()],
            [sq("d4").index() as u8, NONE, NONE, NONE]
        );
    }
}
