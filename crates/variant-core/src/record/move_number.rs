//! [`MoveNumberMismatch`]: a move number that does not fit the move after
//! it.

use core::fmt;

/// A move number written before a move that it does not fit: another
/// fullmove number, or `N.` before a move of the side that moves second
/// (`N...` before one of the side that moves first).
///
/// `Display` writes the message: what was written, why it does not fit and
/// the number expected.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumberMismatch {
    number: u32,
    dots: u8,
    fullmove: u32,
    mover_moves_first: bool,
    /// The rules' names of the side to move and of the other side.
    mover: &'static str,
    other: &'static str,
}

impl MoveNumberMismatch {
    /// `number` with `dots` written before a move of `mover` at `fullmove`;
    /// `other` names the other side.
    pub(crate) fn new(
        (number, dots): (u32, u8),
        fullmove: u32,
        mover_moves_first: bool,
        mover: &'static str,
        other: &'static str,
    ) -> MoveNumberMismatch {
        MoveNumberMismatch {
            number,
            dots,
            fullmove,
            mover_moves_first,
            mover,
            other,
        }
    }

    /// The number written and its dots (0, 1 or 3).
    pub fn written(&self) -> (u32, u8) {
        (self.number, self.dots)
    }

    /// The number the move has and its dots: 1 for a move of the side that
    /// moves first, 3 for the other side's.
    pub fn expected(&self) -> (u32, u8) {
        (self.fullmove, if self.mover_moves_first { 1 } else { 3 })
    }

    /// The rules' name of the side that makes the move.
    pub fn mover(&self) -> &'static str {
        self.mover
    }
}

impl fmt::Display for MoveNumberMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = |n: u8| ".".repeat(usize::from(n));
        write!(
            f,
            "the move number `{}{}` does not fit: ",
            self.number,
            dots(self.dots)
        )?;
        let (first, second) = if self.mover_moves_first {
            (self.mover, self.other)
        } else {
            (self.other, self.mover)
        };
        if self.number != self.fullmove {
            write!(f, "the move is played at fullmove number {}", self.fullmove)?;
        } else if self.dots == 1 {
            write!(
                f,
                "`N.` is for moves of {first}, the side that moves first, and {} moves here",
                self.mover
            )?;
        } else {
            write!(
                f,
                "`N...` is for moves of {second}, the side that moves second, and {} moves here",
                self.mover
            )?;
        }
        let (number, expected_dots) = self.expected();
        write!(f, "; expected `{number}{}`", dots(expected_dots))
    }
}
