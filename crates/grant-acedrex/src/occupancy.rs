//! Where the pieces are, as square sets by colour and by kind: kept beside
//! the board so that move generation can visit only the side's own pieces
//! and attack detection can skip lines that no enemy piece could use.

use crate::Piece;
use crate::PieceKind;
use variant_core::{Color, SquareSet144};

/// Whether `a` and `b` share a square: all three words at once, with no
/// early exit (cheaper than a loop that branches per word).
#[inline]
pub(crate) fn meets(a: &SquareSet144, b: &SquareSet144) -> bool {
    let (a, b) = (a.words(), b.words());
    (a[0] & b[0]) | (a[1] & b[1]) | (a[2] & b[2]) != 0
}

/// The number of squares in `set`.
///
/// The three words' bit counts are summed per byte before one multiply
/// adds the bytes up: without the `popcnt` instruction (not in the
/// baseline x86-64 target) that is about half the work of three
/// `count_ones`.
#[inline]
pub(crate) fn count(set: &SquareSet144) -> usize {
    /// Each byte of the result: the number of bits of that byte of `x`.
    #[inline(always)]
    fn byte_counts(x: u64) -> u64 {
        let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
    }
    let [a, b, c] = set.words();
    // At most 24 per byte, 192 in all: no byte overflows.
    let bytes = byte_counts(a) + byte_counts(b) + byte_counts(c);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// Calls `f` with each square of `set`, smallest first (a plain loop per
/// word, cheaper than the general iterator on the hot paths).
#[inline(always)]
pub(crate) fn for_each_square(set: SquareSet144, mut f: impl FnMut(usize)) {
    let [a, b, c] = set.words();
    for (base, mut w) in [(0, a), (64, b), (128, c)] {
        while w != 0 {
            f(base + w.trailing_zeros() as usize);
            w &= w - 1;
        }
    }
}

/// Whether `f` holds for some square of `set`, asked smallest first and
/// no further than the first that holds.
#[inline(always)]
pub(crate) fn any_square(set: SquareSet144, mut f: impl FnMut(usize) -> bool) -> bool {
    let [a, b, c] = set.words();
    for (base, mut w) in [(0, a), (64, b), (128, c)] {
        while w != 0 {
            if f(base + w.trailing_zeros() as usize) {
                return true;
            }
            w &= w - 1;
        }
    }
    false
}

/// Calls `f` with each square of `set`, largest first.
#[inline(always)]
pub(crate) fn for_each_square_descending(set: SquareSet144, mut f: impl FnMut(usize)) {
    let [a, b, c] = set.words();
    for (base, mut w) in [(128, c), (64, b), (0, a)] {
        while w != 0 {
            let bit = 63 - w.leading_zeros() as usize;
            f(base + bit);
            w &= !(1 << bit);
        }
    }
}

/// Whether `sq` (below 144) is in `set`.
#[inline]
pub(crate) fn has(set: &SquareSet144, sq: usize) -> bool {
    set.words()[sq / 64] >> (sq % 64) & 1 != 0
}

/// The squares of each colour's pieces and of each kind's pieces, and
/// each side's number of pieces of each kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Occupancy {
    color: [SquareSet144; 2],
    kind: [SquareSet144; 8],
    /// `count[color][kind]`: kept here so that engines need not count the
    /// sets (no `popcnt` instruction in the baseline x86-64 target).
    count: [[u8; 8]; 2],
}

impl Occupancy {
    /// Records `piece` on `sq` (which must hold nothing recorded).
    #[inline]
    pub(crate) fn put(&mut self, sq: usize, piece: Piece) {
        self.color[piece.color.index()].insert(sq);
        self.kind[piece.kind.index()].insert(sq);
        let n = &mut self.count[piece.color.index()][piece.kind.index()];
        *n = n.saturating_add(1);
    }

    /// Forgets `piece` on `sq`.
    #[inline]
    pub(crate) fn remove(&mut self, sq: usize, piece: Piece) {
        self.color[piece.color.index()].remove(sq);
        self.kind[piece.kind.index()].remove(sq);
        let n = &mut self.count[piece.color.index()][piece.kind.index()];
        *n = n.saturating_sub(1);
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub(crate) fn of_color(&self, color: Color) -> SquareSet144 {
        self.color[color.index()]
    }

    /// The squares of `color`'s pieces of kind `kind`.
    #[inline]
    pub(crate) fn of(&self, color: Color, kind: PieceKind) -> SquareSet144 {
        self.color[color.index()] & self.kind[kind.index()]
    }

    /// The number of `color`'s pieces of kind `kind`.
    #[inline]
    pub(crate) fn count(&self, color: Color, kind: PieceKind) -> usize {
        usize::from(self.count[color.index()][kind.index()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Rules};
    use variant_core::{random_playout, Game};

    #[test]
    fn sets_follow_the_board_through_play() {
        for rules in [Rules::cazaux_musser(), Rules::murray(), Rules::cazaux_cvp()] {
            for seed in 0..20 {
                let p = random_playout(&Position::start(rules), seed, 150).position;
                let mut expected = Occupancy::default();
                for (sq, piece) in p.placement() {
                    expected.put(sq.index(), piece);
                }
                assert_eq!(*p.occupancy(), expected, "in `{p}`");
                // The counts against the board itself, square by square.
                for color in [Color::White, Color::Black] {
                    for kind in PieceKind::ALL {
                        let on_board = (0..144)
                            .filter(|&sq| p.board()[sq] == Some(Piece::new(color, kind)))
                            .count();
                        assert_eq!(p.piece_count(color, kind), on_board, "in `{p}`");
                    }
                }
            }
        }
    }
}
