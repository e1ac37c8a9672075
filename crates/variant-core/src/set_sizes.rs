//! The total size of several square sets, for move counts and evaluations
//! on 64-square boards.

/// The sum of the sizes of nine 64-bit square sets (members counted once
/// per set they are in), with four popcounts instead of nine: the baseline
/// x86-64 target has no popcount instruction, so each `count_ones` is a
/// dozen instructions, and carry-save adders first add the sets bit-wise
/// into a 4-bit count per square. Pass empty sets for fewer than nine.
///
/// ```
/// use variant_core::sum_of_set_sizes;
/// let sets = [0b1, 0b11, 0b111, 0, 0, 0, 0, 1 << 63, u64::MAX];
/// assert_eq!(sum_of_set_sizes(sets), 1 + 2 + 3 + 1 + 64);
/// assert_eq!(sum_of_set_sizes([u64::MAX; 9]), 9 * 64);
/// ```
#[inline(always)]
#[must_use]
pub fn sum_of_set_sizes(s: [u64; 9]) -> usize {
    /// The two-bit sum of three one-bit numbers, per square: (carry, sum).
    #[inline(always)]
    fn add3(a: u64, b: u64, c: u64) -> (u64, u64) {
        let u = a ^ b;
        ((a & b) | (u & c), u ^ c)
    }
    let (t1, o) = add3(s[0], s[1], s[2]);
    let (t2, o) = add3(o, s[3], s[4]);
    let (t3, o) = add3(o, s[5], s[6]);
    let (t4, ones) = add3(o, s[7], s[8]);
    let (f1, t) = add3(t1, t2, t3);
    let (f2, twos) = (t & t4, t ^ t4);
    let (eights, fours) = (f1 & f2, f1 ^ f2);
    let size = |set: u64| set.count_ones() as usize;
    size(ones) + 2 * size(twos) + 4 * size(fours) + 8 * size(eights)
}

#[cfg(test)]
mod tests {
    use super::sum_of_set_sizes;
    use crate::Rng;

    #[test]
    fn the_sum_is_that_of_each_sets_count() {
        let mut rng = Rng::new(0x5e75);
        for _ in 0..10_000 {
            let sets: [u64; 9] = core::array::from_fn(|_| rng.next_u64() & rng.next_u64());
            let each: usize = sets.iter().map(|s| s.count_ones() as usize).sum();
            assert_eq!(sum_of_set_sizes(sets), each, "{sets:x?}");
        }
    }
}
