//! Fixed-width square sets: one bit per square, for boards of up to 64 × `W`
//! squares, with fast iteration over the members.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A set of square indices `0..64 * W`.
///
/// Sized to the board: [`SquareSet64`] for 8×8, [`SquareSet144`] (3 words) for
/// 12×12, [`SquareSet288`] (5 words) for three 12×8 levels. All operations are
/// word-wise and never allocate; iteration visits members in increasing order.
///
/// ```
/// use variant_core::SquareSet144;
/// let mut s = SquareSet144::EMPTY;
/// s.insert(3);
/// s.insert(143);
/// assert!(s.contains(143) && !s.contains(4));
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 143]);
/// assert_eq!(s.len(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SquareSet<const W: usize> {
    words: [u64; W],
}

/// A set for boards of up to 64 squares (Baroque chess, Cheskers).
pub type SquareSet64 = SquareSet<1>;
/// A set for boards of up to 192 squares (Grant Acedrex's 144).
pub type SquareSet144 = SquareSet<3>;
/// A set for boards of up to 320 squares (Dragonchess's 288).
pub type SquareSet288 = SquareSet<5>;

impl<const W: usize> SquareSet<W> {
    /// The empty set.
    pub const EMPTY: Self = SquareSet { words: [0; W] };

    /// How many squares the set can hold: `64 * W`.
    pub const CAPACITY: usize = 64 * W;

    /// The set built from its raw words (bit `i % 64` of word `i / 64` is square `i`).
    pub const fn from_words(words: [u64; W]) -> Self {
        SquareSet { words }
    }

    /// The raw words.
    pub const fn words(&self) -> [u64; W] {
        self.words
    }

    /// The set of the first `n` squares `0..n` (for masking a board).
    pub const fn first(n: usize) -> Self {
        let mut words = [0u64; W];
        let mut i = 0;
        while i < W {
            let lo = i * 64;
            words[i] = if n >= lo + 64 {
                u64::MAX
            } else if n > lo {
                (1u64 << (n - lo)) - 1
            } else {
                0
            };
            i += 1;
        }
        SquareSet { words }
    }

    /// The set holding only `square`.
    ///
    /// # Panics
    /// If `square >= 64 * W` (a programming error, never caused by input).
    #[inline]
    pub const fn single(square: usize) -> Self {
        assert!(square < Self::CAPACITY, "square out of range");
        // Every word written by a comparison, none by `square / 64` as an
        // index: a set built that way stays in registers. An indexed store
        // keeps it in memory, and the whole-set load that follows cannot
        // be forwarded from the one-word store (a stall of a dozen cycles).
        let mut words = [0u64; W];
        let mut i = 0;
        while i < W {
            words[i] = if square / 64 == i {
                1u64 << (square % 64)
            } else {
                0
            };
            i += 1;
        }
        SquareSet { words }
    }

    /// Whether `square` is a member.
    #[inline]
    pub const fn contains(&self, square: usize) -> bool {
        square < Self::CAPACITY && self.words[square / 64] & (1u64 << (square % 64)) != 0
    }

    /// Adds `square`.
    #[inline]
    pub fn insert(&mut self, square: usize) {
        self.words[square / 64] |= 1u64 << (square % 64);
    }

    /// Removes `square` (no effect if absent).
    #[inline]
    pub fn remove(&mut self, square: usize) {
        self.words[square / 64] &= !(1u64 << (square % 64));
    }

    /// Adds `square` if absent, removes it if present.
    #[inline]
    pub fn toggle(&mut self, square: usize) {
        self.words[square / 64] ^= 1u64 << (square % 64);
    }

    /// Whether the set has no member.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The number of members.
    #[inline]
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The smallest member.
    #[inline]
    pub fn first_member(&self) -> Option<usize> {
        self.words
            .iter()
            .enumerate()
            .find(|(_, &w)| w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// Whether the two sets share a member.
    #[inline]
    pub fn intersects(&self, other: &Self) -> bool {
        self.words
            .iter()
            .zip(other.words.iter())
            .any(|(a, b)| a & b != 0)
    }

    /// The members in increasing order.
    #[inline]
    pub fn iter(&self) -> Squares<W> {
        Squares {
            words: self.words,
            word: 0,
        }
    }
}

impl<const W: usize> Default for SquareSet<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> fmt::Debug for SquareSet<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl<const W: usize> FromIterator<usize> for SquareSet<W> {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = Self::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

impl<const W: usize> IntoIterator for SquareSet<W> {
    type Item = usize;
    type IntoIter = Squares<W>;
    fn into_iter(self) -> Squares<W> {
        self.iter()
    }
}

impl<const W: usize> IntoIterator for &SquareSet<W> {
    type Item = usize;
    type IntoIter = Squares<W>;
    fn into_iter(self) -> Squares<W> {
        self.iter()
    }
}

/// Iterator over the members of a [`SquareSet`], smallest first.
#[derive(Clone, Debug)]
pub struct Squares<const W: usize> {
    words: [u64; W],
    word: usize,
}

impl<const W: usize> Iterator for Squares<W> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < W {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n: usize = self.words[self.word.min(W)..]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum();
        (n, Some(n))
    }
}

impl<const W: usize> ExactSizeIterator for Squares<W> {}

macro_rules! wordwise {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl<const W: usize> $trait for SquareSet<W> {
            type Output = Self;
            #[inline]
            fn $method(mut self, rhs: Self) -> Self {
                for i in 0..W {
                    self.words[i] $op rhs.words[i];
                }
                self
            }
        }
        impl<const W: usize> $assign_trait for SquareSet<W> {
            #[inline]
            fn $assign_method(&mut self, rhs: Self) {
                for i in 0..W {
                    self.words[i] $op rhs.words[i];
                }
            }
        }
    };
}

wordwise!(BitOr, bitor, BitOrAssign, bitor_assign, |=);
wordwise!(BitAnd, bitand, BitAndAssign, bitand_assign, &=);
wordwise!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^=);

impl<const W: usize> Sub for SquareSet<W> {
    type Output = Self;
    /// Set difference: members of `self` not in `rhs`.
    #[inline]
    fn sub(mut self, rhs: Self) -> Self {
        for i in 0..W {
            self.words[i] &= !rhs.words[i];
        }
        self
    }
}

impl<const W: usize> Not for SquareSet<W> {
    type Output = Self;
    /// Complement within all `64 * W` bits; mask with [`SquareSet::first`] to
    /// stay on a smaller board.
    #[inline]
    fn not(mut self) -> Self {
        for w in &mut self.words {
            *w = !*w;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn basic_operations() {
        let mut s = SquareSet288::EMPTY;
        assert!(s.is_empty());
        for sq in [0, 63, 64, 200, 287] {
            s.insert(sq);
        }
        assert_eq!(s.len(), 5);
        assert_eq!(s.first_member(), Some(0));
        s.remove(0);
        s.toggle(63);
        s.toggle(5);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![5, 64, 200, 287]);
        assert!(!s.contains(288) && !s.contains(10_000));
        let board = SquareSet288::first(288);
        assert_eq!(board.len(), 288);
        assert_eq!((!s & board).len(), 284);
        assert_eq!(SquareSet64::first(64).len(), 64);
        assert_eq!(SquareSet144::first(0), SquareSet144::EMPTY);
    }

    proptest! {
        #[test]
        fn matches_a_sorted_list(mut a in proptest::collection::vec(0usize..288, 0..40),
                                 b in proptest::collection::vec(0usize..288, 0..40)) {
            let sa: SquareSet288 = a.iter().copied().collect();
            let sb: SquareSet288 = b.iter().copied().collect();
            a.sort_unstable();
            a.dedup();
            prop_assert_eq!(sa.iter().collect::<Vec<_>>(), a.clone());
            prop_assert_eq!(sa.len(), a.len());
            prop_assert_eq!(sa.iter().len(), a.len());
            for sq in 0..288 {
                let (x, y) = (sa.contains(sq), sb.contains(sq));
                prop_assert_eq!((sa | sb).contains(sq), x || y);
                prop_assert_eq!((sa & sb).contains(sq), x && y);
                prop_assert_eq!((sa ^ sb).contains(sq), x != y);
                prop_assert_eq!((sa - sb).contains(sq), x && !y);
            }
            prop_assert_eq!(sa.intersects(&sb), !(sa & sb).is_empty());
        }
    }
}
