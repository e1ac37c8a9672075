//! Square sets as one `u128` per level, bit `rank * 12 + file` (96 bits a
//! level used): the form in which the position keeps its occupancy and the
//! move generator its masks. A level fits one machine-friendly word pair, so
//! a planar step of the same vector from many squares at once is a single
//! shift, and a step straight up or down keeps the bit where it is.

/// The 96 bits of one level.
pub(crate) const LEVEL_MASK: u128 = (1 << 96) - 1;

/// A set of squares: by 0-based level, the bits of that level's squares.
pub(crate) type Levels = [u128; 3];

/// The bit of each square within its level's word (a load is cheaper than
/// a variable shift of a `u128`).
static BITS: [u128; 288] = {
    let mut bits = [0; 288];
    let mut sq = 0;
    while sq < 288 {
        bits[sq] = 1 << (sq % 96);
        sq += 1;
    }
    bits
};

/// The bit of `sq` (a square index) within its level's word.
#[inline]
pub(crate) fn bit(sq: usize) -> u128 {
    BITS[sq]
}

/// Whether `set` holds the square `sq`.
#[inline]
pub(crate) fn contains(set: &Levels, sq: usize) -> bool {
    set[sq / 96] & bit(sq) != 0
}

/// The number of squares in one level's set.
///
/// The release build targets baseline x86-64, without the `popcnt`
/// instruction, where `count_ones` is a long run of shifts and masks; the
/// sets counted here are small (a piece's targets), so clearing the lowest
/// bit until none is left is cheaper, a machine word at a time. (Sets that
/// often hold many squares use [`count_dense`].)
#[inline]
pub(crate) fn count(set: u128) -> usize {
    sparse_count(set as u64) + sparse_count((set >> 64) as u64)
}

/// The number of squares in one level's set, for sets that often hold
/// many squares (a step taken by all the pieces of a kind at once).
///
/// Without branches: each word's bits are summed into bytes in parallel,
/// the two words' bytes added and the bytes summed by one multiplication.
/// Clearing the lowest bit until none is left (see [`count`]) costs a
/// loop turn a square and mispredicts its exit; for sets of more than a
/// few squares this is cheaper.
#[inline]
pub(crate) fn count_dense(set: u128) -> usize {
    let bytes = byte_counts(set as u64) + byte_counts((set >> 64) as u64);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// Each byte of the result: the number of bits set in that byte of `word`.
#[inline]
const fn byte_counts(word: u64) -> u64 {
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBBLES: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let w = word - ((word >> 1) & PAIRS);
    let w = (w & NIBBLES) + ((w >> 2) & NIBBLES);
    (w + (w >> 4)) & BYTES
}

/// The number of squares in three levels' sets: five words, the two upper
/// halves of 32 bits sharing one.
#[inline]
pub(crate) fn count_levels(set: &Levels) -> usize {
    let [a, b, c] = *set;
    sparse_count(a as u64)
        + sparse_count(b as u64)
        + sparse_count(c as u64)
        + sparse_count((a >> 64) as u64 | (b >> 64 << 32) as u64)
        + sparse_count((c >> 64) as u64)
}

#[inline]
fn sparse_count(mut word: u64) -> usize {
    let mut n = 0;
    while word != 0 {
        word &= word - 1;
        n += 1;
    }
    n
}

/// `set` moved by `by` bits within its level (toward higher ranks and
/// files when positive). The caller masks off the squares whose step would
/// leave the level.
#[inline]
pub(crate) const fn shift(set: u128, by: i32) -> u128 {
    if by >= 0 {
        set << by
    } else {
        set >> -by
    }
}

/// The square indices of `set`, level 1 first, in index order.
#[inline]
pub(crate) fn squares(set: Levels) -> impl Iterator<Item = usize> {
    set.into_iter().enumerate().flat_map(|(level, bits)| {
        let mut bits = bits;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let sq = level * 96 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(sq)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_helpers_agree_with_plain_loops() {
        let set: Levels = [0b1011, LEVEL_MASK, 1 << 95];
        assert_eq!(squares(set).count(), 3 + 96 + 1);
        let listed: Vec<usize> = squares(set).collect();
        assert_eq!(&listed[..4], &[0, 1, 3, 96]);
        assert_eq!(listed.last(), Some(&287));
        for sq in 0..288 {
            assert_eq!(contains(&set, sq), listed.contains(&sq));
        }
        assert_eq!(count(LEVEL_MASK), 96);
        assert_eq!(count_levels(&[LEVEL_MASK, 1 << 95, 1 << 64]), 98);
        assert_eq!(count_levels(&set), listed.len());
        assert_eq!(count(0), 0);
        for set in [
            0,
            1,
            LEVEL_MASK,
            1 << 95 | 1 << 63 | 1 << 64,
            0x8421_0842_1084_2108_4210_8421,
        ] {
            assert_eq!(count_dense(set), set.count_ones() as usize);
            assert_eq!(count(set), set.count_ones() as usize);
        }
        assert_eq!(shift(0b10, 3), 0b10000);
        assert_eq!(shift(0b10000, -3), 0b10);
    }
}
