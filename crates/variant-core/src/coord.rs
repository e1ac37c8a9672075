//! Board geometry: shapes, 2-D and 3-D coordinates, offsets and the square text
//! forms `g8`, `l12` and leveled `2g8`.
//!
//! Files are letters from `a`, ranks decimal numbers from `1`, levels decimal
//! digits from `1`. Internally everything is 0-based: file `a` is 0, rank `1`
//! is 0, level `1` is 0.

use core::fmt;

pub use crate::square_error::{ParseSquareError, SquareErrorKind};

/// The most files any board may have (`a`..`z`).
pub const MAX_FILES: u8 = 26;

/// The dimensions of a board: files × ranks × levels.
///
/// ```
/// use variant_core::{BoardShape, Coord3};
/// const DRAGONCHESS: BoardShape = BoardShape::new(12, 8, 3);
/// assert_eq!(DRAGONCHESS.square_count(), 288);
/// let sq = Coord3::new(1, 6, 7); // 2g8
/// assert_eq!(DRAGONCHESS.coord3(DRAGONCHESS.index3(sq)), sq);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardShape {
    /// Number of files (columns), at most 26.
    pub files: u8,
    /// Number of ranks (rows), at most 99.
    pub ranks: u8,
    /// Number of stacked levels, at least 1.
    pub levels: u8,
}

impl BoardShape {
    /// A board of `files` × `ranks` × `levels`.
    pub const fn new(files: u8, ranks: u8, levels: u8) -> BoardShape {
        BoardShape {
            files,
            ranks,
            levels,
        }
    }

    /// A single-level board.
    pub const fn flat(files: u8, ranks: u8) -> BoardShape {
        BoardShape::new(files, ranks, 1)
    }

    /// Squares on one level.
    pub const fn level_size(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Squares on the whole board.
    pub const fn square_count(&self) -> usize {
        self.level_size() * self.levels as usize
    }

    /// Whether `c` lies on this board (levels ignored).
    pub const fn contains2(&self, c: Coord2) -> bool {
        c.file < self.files && c.rank < self.ranks
    }

    /// Whether `c` lies on this board.
    pub const fn contains3(&self, c: Coord3) -> bool {
        c.level < self.levels && c.file < self.files && c.rank < self.ranks
    }

    /// Dense index of a 2-D square: `rank * files + file`.
    pub const fn index2(&self, c: Coord2) -> usize {
        c.rank as usize * self.files as usize + c.file as usize
    }

    /// Dense index of a 3-D square: `level * level_size + rank * files + file`.
    pub const fn index3(&self, c: Coord3) -> usize {
        c.level as usize * self.level_size() + self.index2(c.flat())
    }

    /// The 2-D square of a dense index on a single level.
    pub const fn coord2(&self, index: usize) -> Coord2 {
        let i = index % self.level_size();
        Coord2::new(
            (i % self.files as usize) as u8,
            (i / self.files as usize) as u8,
        )
    }

    /// The 3-D square of a dense index.
    pub const fn coord3(&self, index: usize) -> Coord3 {
        let c = self.coord2(index);
        Coord3::new((index / self.level_size()) as u8, c.file, c.rank)
    }

    /// The square `from + offset`, or `None` when it leaves the board.
    pub const fn offset2(&self, from: Coord2, offset: Offset) -> Option<Coord2> {
        let f = from.file as i16 + offset.df as i16;
        let r = from.rank as i16 + offset.dr as i16;
        if f < 0 || r < 0 || f >= self.files as i16 || r >= self.ranks as i16 {
            None
        } else {
            Some(Coord2::new(f as u8, r as u8))
        }
    }

    /// The square `from + offset` in 3-D, or `None` when it leaves the board.
    pub const fn offset3(&self, from: Coord3, offset: Offset) -> Option<Coord3> {
        let l = from.level as i16 + offset.dl as i16;
        if l < 0 || l >= self.levels as i16 {
            return None;
        }
        match self.offset2(from.flat(), offset) {
            Some(c) => Some(Coord3::new(l as u8, c.file, c.rank)),
            None => None,
        }
    }
}

/// A displacement: files, ranks and levels to move by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offset {
    /// Change of file (positive toward higher files).
    pub df: i8,
    /// Change of rank (positive toward higher ranks).
    pub dr: i8,
    /// Change of level (positive upward).
    pub dl: i8,
}

impl Offset {
    /// A 2-D offset.
    pub const fn new(df: i8, dr: i8) -> Offset {
        Offset { df, dr, dl: 0 }
    }

    /// A 3-D offset.
    pub const fn new3(df: i8, dr: i8, dl: i8) -> Offset {
        Offset { df, dr, dl }
    }

    /// This offset with the rank direction reversed (for the second side's
    /// "forward").
    pub const fn flip_rank(self) -> Offset {
        Offset::new3(self.df, -self.dr, self.dl)
    }

    /// This offset scaled by `k`.
    pub const fn times(self, k: i8) -> Offset {
        Offset::new3(self.df * k, self.dr * k, self.dl * k)
    }
}

/// The four orthogonal unit steps in the plane.
pub const ORTHOGONAL: [Offset; 4] = [
    Offset::new(1, 0),
    Offset::new(-1, 0),
    Offset::new(0, 1),
    Offset::new(0, -1),
];

/// The four diagonal unit steps in the plane.
pub const DIAGONAL: [Offset; 4] = [
    Offset::new(1, 1),
    Offset::new(-1, 1),
    Offset::new(1, -1),
    Offset::new(-1, -1),
];

/// The eight king steps in the plane (orthogonal first).
pub const KING_STEPS: [Offset; 8] = [
    Offset::new(1, 0),
    Offset::new(-1, 0),
    Offset::new(0, 1),
    Offset::new(0, -1),
    Offset::new(1, 1),
    Offset::new(-1, 1),
    Offset::new(1, -1),
    Offset::new(-1, -1),
];

/// All eight planar leaps of an (a, b) leaper (fewer distinct ones when
/// `a == b` or one is 0; duplicates are kept so the array length is fixed).
pub const fn leaper(a: i8, b: i8) -> [Offset; 8] {
    [
        Offset::new(a, b),
        Offset::new(-a, b),
        Offset::new(a, -b),
        Offset::new(-a, -b),
        Offset::new(b, a),
        Offset::new(-b, a),
        Offset::new(b, -a),
        Offset::new(-b, -a),
    ]
}

/// A square on a flat board: file and rank, both 0-based.
///
/// Text form: the file letter then the rank number, `a1`, `g8`, `l12`.
///
/// ```
/// use variant_core::Coord2;
/// let sq = Coord2::parse("l12", 12, 12).unwrap();
/// assert_eq!((sq.file, sq.rank), (11, 11));
/// assert_eq!(sq.to_string(), "l12");
/// assert!(Coord2::parse("m1", 12, 12).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord2 {
    /// 0-based file (`a` = 0).
    pub file: u8,
    /// 0-based rank (`1` = 0).
    pub rank: u8,
}

impl Coord2 {
    /// The square at 0-based `file` and `rank`.
    pub const fn new(file: u8, rank: u8) -> Coord2 {
        Coord2 { file, rank }
    }

    /// This square on level `level` (0-based).
    pub const fn on_level(self, level: u8) -> Coord3 {
        Coord3::new(level, self.file, self.rank)
    }

    /// Parses the whole of `text` as a square on a `files` × `ranks` board.
    pub fn parse(text: &str, files: u8, ranks: u8) -> Result<Coord2, ParseSquareError> {
        let (c, used) = Coord2::parse_prefix(text, files, ranks)?;
        if used != text.len() {
            return Err(ParseSquareError::new(text, SquareErrorKind::TrailingText));
        }
        Ok(c)
    }

    /// Parses a square at the start of `text`, returning it and the number of
    /// bytes it used. The rank takes as many digits as follow (at most 2).
    pub fn parse_prefix(
        text: &str,
        files: u8,
        ranks: u8,
    ) -> Result<(Coord2, usize), ParseSquareError> {
        let bytes = text.as_bytes();
        let Some(&f) = bytes.first() else {
            return Err(ParseSquareError::new(text, SquareErrorKind::Empty));
        };
        if !f.is_ascii_lowercase() {
            return Err(ParseSquareError::new(text, SquareErrorKind::NoFile));
        }
        let file = f - b'a';
        if file >= files {
            return Err(ParseSquareError::new(text, SquareErrorKind::FileOffBoard));
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return Err(ParseSquareError::new(text, SquareErrorKind::MissingRank));
        }
        if digits > 2 || bytes[1] == b'0' {
            return Err(ParseSquareError::new(text, SquareErrorKind::RankOffBoard));
        }
        let mut rank: u16 = 0;
        for &d in &bytes[1..1 + digits] {
            rank = rank * 10 + u16::from(d - b'0');
        }
        if rank == 0 || rank > u16::from(ranks) {
            return Err(ParseSquareError::new(text, SquareErrorKind::RankOffBoard));
        }
        Ok((Coord2::new(file, (rank - 1) as u8), 1 + digits))
    }
}

impl fmt::Display for Coord2 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

/// A square on a stacked board: level, file and rank, all 0-based.
///
/// Text form: the level number, the file letter, the rank number: `2g8` is
/// level 2 (index 1), file g (6), rank 8 (7).
///
/// ```
/// use variant_core::Coord3;
/// let sq = Coord3::parse("2g8", 12, 8, 3).unwrap();
/// assert_eq!(sq, Coord3::new(1, 6, 7));
/// assert_eq!(sq.to_string(), "2g8");
/// assert!(Coord3::parse("4a1", 12, 8, 3).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord3 {
    /// 0-based level (`1` = 0, the bottom).
    pub level: u8,
    /// 0-based file (`a` = 0).
    pub file: u8,
    /// 0-based rank (`1` = 0).
    pub rank: u8,
}

impl Coord3 {
    /// The square at 0-based `level`, `file` and `rank`.
    pub const fn new(level: u8, file: u8, rank: u8) -> Coord3 {
        Coord3 { level, file, rank }
    }

    /// The file and rank, without the level.
    pub const fn flat(self) -> Coord2 {
        Coord2::new(self.file, self.rank)
    }

    /// The file and rank on a flat board, whose one level is level 0; `None`
    /// on any other level.
    ///
    /// ```
    /// use variant_core::{Coord2, Coord3};
    /// assert_eq!(Coord3::new(0, 4, 3).on_flat_board(), Some(Coord2::new(4, 3)));
    /// assert_eq!(Coord3::new(1, 4, 3).on_flat_board(), None);
    /// ```
    pub const fn on_flat_board(self) -> Option<Coord2> {
        if self.level == 0 {
            Some(self.flat())
        } else {
            None
        }
    }

    /// Parses the whole of `text` as a leveled square.
    pub fn parse(text: &str, files: u8, ranks: u8, levels: u8) -> Result<Coord3, ParseSquareError> {
        let (c, used) = Coord3::parse_prefix(text, files, ranks, levels)?;
        if used != text.len() {
            return Err(ParseSquareError::new(text, SquareErrorKind::TrailingText));
        }
        Ok(c)
    }

    /// Parses a leveled square at the start of `text`, returning it and the
    /// number of bytes used. The level is a single digit.
    pub fn parse_prefix(
        text: &str,
        files: u8,
        ranks: u8,
        levels: u8,
    ) -> Result<(Coord3, usize), ParseSquareError> {
        let Some(&l) = text.as_bytes().first() else {
            return Err(ParseSquareError::new(text, SquareErrorKind::Empty));
        };
        if !l.is_ascii_digit() {
            return Err(ParseSquareError::new(text, SquareErrorKind::NoLevel));
        }
        if l == b'0' || l - b'0' > levels {
            return Err(ParseSquareError::new(text, SquareErrorKind::LevelOffBoard));
        }
        let (c, used) = Coord2::parse_prefix(&text[1..], files, ranks)
            .map_err(|e| ParseSquareError::new(text, e.kind()))?;
        Ok((c.on_level(l - b'1'), used + 1))
    }
}

impl fmt::Display for Coord3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level as u32 + 1, self.flat())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_round_trips() {
        for (files, ranks) in [(8u8, 8u8), (12, 12), (12, 8)] {
            let shape = BoardShape::flat(files, ranks);
            for i in 0..shape.square_count() {
                let c = shape.coord2(i);
                assert_eq!(shape.index2(c), i);
                let text = c.to_string();
                assert_eq!(Coord2::parse(&text, files, ranks), Ok(c), "{text}");
            }
        }
        let shape = BoardShape::new(12, 8, 3);
        for i in 0..shape.square_count() {
            let c = shape.coord3(i);
            assert_eq!(shape.index3(c), i);
            assert_eq!(Coord3::parse(&c.to_string(), 12, 8, 3), Ok(c));
        }
    }

    #[test]
    fn text_forms() {
        assert_eq!(Coord2::new(6, 7).to_string(), "g8");
        assert_eq!(Coord2::new(11, 11).to_string(), "l12");
        assert_eq!(Coord3::new(1, 6, 7).to_string(), "2g8");
        assert_eq!(
            Coord2::parse_prefix("e5xi9", 12, 12),
            Ok((Coord2::new(4, 4), 2))
        );
        assert_eq!(
            Coord2::parse_prefix("l12-k10", 12, 12),
            Ok((Coord2::new(11, 11), 3))
        );
        assert_eq!(
            Coord3::parse_prefix("3g1x3a7", 12, 8, 3),
            Ok((Coord3::new(2, 6, 0), 3))
        );
    }

    #[test]
    fn bad_squares_are_errors() {
        for bad in [
            "", "a", "a0", "a9", "i1", "A1", "a01", "1a", "a100", "a1x", "é1",
        ] {
            assert!(Coord2::parse(bad, 8, 8).is_err(), "{bad}");
        }
        for bad in ["", "0a1", "4a1", "2m1", "2a9", "a1", "22a1"] {
            assert!(Coord3::parse(bad, 12, 8, 3).is_err(), "{bad}");
        }
        let e = Coord2::parse("z9", 8, 8).unwrap_err();
        assert!(e.to_string().contains("z9"));
    }

    #[test]
    fn each_bad_square_has_its_kind_and_message() {
        use SquareErrorKind::*;
        for (bad, kind, message) in [
            ("", Empty, "bad square ``: empty square"),
            (
                "A1",
                NoFile,
                "bad square `A1`: a square starts with a file letter",
            ),
            (
                "é1",
                NoFile,
                "bad square `é1`: a square starts with a file letter",
            ),
            ("i1", FileOffBoard, "bad square `i1`: file off the board"),
            ("a", MissingRank, "bad square `a`: missing rank number"),
            ("a0", RankOffBoard, "bad square `a0`: rank off the board"),
            ("a01", RankOffBoard, "bad square `a01`: rank off the board"),
            (
                "a100",
                RankOffBoard,
                "bad square `a100`: rank off the board",
            ),
            ("a9", RankOffBoard, "bad square `a9`: rank off the board"),
            (
                "a1x",
                TrailingText,
                "bad square `a1x`: unexpected text after the square",
            ),
        ] {
            let e = Coord2::parse(bad, 8, 8).unwrap_err();
            assert_eq!((e.kind(), e.to_string().as_str()), (kind, message), "{bad}");
            assert_eq!(e.text(), bad);
        }
        for (bad, kind, message) in [
            ("", Empty, "bad square ``: empty square"),
            (
                "a1",
                NoLevel,
                "bad square `a1`: a square starts with a level number",
            ),
            (
                "0a1",
                LevelOffBoard,
                "bad square `0a1`: level off the board",
            ),
            (
                "4a1",
                LevelOffBoard,
                "bad square `4a1`: level off the board",
            ),
            // The flat part's reason, about the whole text.
            ("2m1", FileOffBoard, "bad square `2m1`: file off the board"),
            ("2a9", RankOffBoard, "bad square `2a9`: rank off the board"),
            (
                "22a1",
                NoFile,
                "bad square `22a1`: a square starts with a file letter",
            ),
            (
                "2a1-",
                TrailingText,
                "bad square `2a1-`: unexpected text after the square",
            ),
        ] {
            let e = Coord3::parse(bad, 12, 8, 3).unwrap_err();
            assert_eq!((e.kind(), e.to_string().as_str()), (kind, message), "{bad}");
            assert_eq!(e.text(), bad);
        }
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let shape = BoardShape::new(12, 8, 3);
        let c = Coord3::new(0, 0, 0);
        assert_eq!(
            shape.offset3(c, Offset::new3(1, 2, 1)),
            Some(Coord3::new(1, 1, 2))
        );
        assert_eq!(shape.offset3(c, Offset::new3(-1, 0, 0)), None);
        assert_eq!(shape.offset3(c, Offset::new3(0, 0, 3)), None);
        assert_eq!(Offset::new(1, 2).flip_rank(), Offset::new(1, -2));
        assert_eq!(leaper(3, 1).len(), 8);
    }
}
