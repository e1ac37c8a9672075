//! The four games' evaluations, one module per game behind the cargo
//! feature of the same name.
//!
//! Each module implements [`Evaluate`](crate::Evaluate) for its game's
//! `Position` with the game's public API alone, and splits the work the
//! same way:
//!
//! * `material` and `move_hint`: the baseline's evaluation and ordering,
//!   exactly as they were in the game crates' old `eval.rs` (level 1 must not
//!   change);
//! * `evaluate`: the full engine's judgement, the terms of the game's
//!   `Weights` (material per kind, and the positional terms) under the table
//!   its rules choose (`Weights::for_rules`), computed by the module's
//!   `evaluate_with` (public, so that matches can play one set of weights
//!   against another); `term_counts` gives the same terms as counts, for the
//!   tuner ([`Tune`](crate::tuning::Tune));
//! * the null-move switch and the quiescence hooks, as the game's matches
//!   decided.
//!
//! The tables are `const`s in `GAME/PRESET.rs`, written by the tuner
//! (`crates/variant-engine/TUNING.md` has the commands and the matches that
//! accepted them).

#[cfg(feature = "baroque-chess")]
pub mod baroque_chess;
#[cfg(feature = "cheskers")]
pub mod cheskers;
#[cfg(feature = "dragonchess")]
pub mod dragonchess;
#[cfg(feature = "grant-acedrex")]
pub mod grant_acedrex;

/// Where an evaluation's terms go. Each game writes its evaluation once,
/// as counts of its weights' terms for one side (`add(|w| w.mobility, 17)`:
/// seventeen squares of mobility); the engine sums them with a table
/// ([`Weighted`]), the tuner counts them per weight ([`Counted`]), so that
/// the evaluation is exactly `Σ weight × count` by construction.
pub(crate) trait Terms<W> {
    /// Whether the term chosen by `weight` is worth computing: the engine
    /// skips a term whose weight is 0.
    fn wants(&self, weight: impl Fn(&W) -> i32) -> bool;
    /// Adds `count` of the term chosen by `weight` for the side being
    /// evaluated.
    fn add(&mut self, weight: impl Fn(&W) -> i32, count: i32);
    /// Done with the side to move: the terms from now on are the other
    /// side's.
    fn next_side(&mut self);
}

/// One weight of a table, picked by a function (`|w| w.rook`).
#[allow(dead_code)]
pub(crate) type Pick<W> = fn(&W) -> i32;

/// The engine's [`Terms`]: the weighted sum of the side to move's terms
/// less that of the other side's.
pub(crate) struct Weighted<'a, W> {
    weights: &'a W,
    /// The side to move's sum, once it is done.
    ours: i32,
    /// The sum of the side being evaluated.
    sum: i32,
}

impl<W> Terms<W> for Weighted<'_, W> {
    #[inline]
    fn wants(&self, weight: impl Fn(&W) -> i32) -> bool {
        weight(self.weights) != 0
    }
    #[inline]
    fn add(&mut self, weight: impl Fn(&W) -> i32, count: i32) {
        self.sum += weight(self.weights) * count;
    }
    #[inline]
    fn next_side(&mut self) {
        self.ours = self.sum;
        self.sum = 0;
    }
}

/// The tuner's [`Terms`]: per weight, its count for the side to move less
/// its count for the other side. `index` is the table whose every weight is
/// its own position in the table (the `INDEX` of [`weights!`]).
pub(crate) struct Counted<'a, W> {
    index: &'a W,
    sign: i32,
    counts: &'a mut [i32],
}

impl<W> Terms<W> for Counted<'_, W> {
    #[inline]
    fn wants(&self, _weight: impl Fn(&W) -> i32) -> bool {
        true
    }
    #[inline]
    fn add(&mut self, weight: impl Fn(&W) -> i32, count: i32) {
        let i = usize::try_from(weight(self.index)).expect("an index");
        self.counts[i] += self.sign * count;
    }
    #[inline]
    fn next_side(&mut self) {
        self.sign = -1;
    }
}

/// The value for the side to move of `position` under `weights`: `side`'s
/// terms for the side to move less those of the other side.
#[allow(dead_code)]
fn weighted<G: variant_core::Game, W>(
    position: &G,
    weights: &W,
    side: impl Fn(variant_core::Color, &mut Weighted<'_, W>),
) -> i32 {
    let mut terms = Weighted {
        weights,
        ours: 0,
        sum: 0,
    };
    let us = position.side_to_move();
    side(us, &mut terms);
    terms.next_side();
    side(!us, &mut terms);
    terms.ours - terms.sum
}

/// Fills `counts` (one per weight, in table order, zeroed first) with the
/// counts of `side`'s terms for the side to move of `position` less those
/// of the other side.
#[allow(dead_code)]
fn counted<G: variant_core::Game, W>(
    position: &G,
    index: &W,
    counts: &mut [i32],
    side: impl Fn(variant_core::Color, &mut Counted<'_, W>),
) {
    counts.fill(0);
    let mut terms = Counted {
        index,
        sign: 1,
        counts,
    };
    let us = position.side_to_move();
    side(us, &mut terms);
    terms.next_side();
    side(!us, &mut terms);
}

/// An integer holding a set of squares, one bit each.
#[allow(dead_code)]
trait BitSet: Copy {
    /// The index of the lowest set bit and the set without it, or `None`
    /// for the empty set.
    fn pop_lowest(self) -> Option<(usize, Self)>;
}

macro_rules! bit_set {
    ($($t:ty),*) => {$(
        impl BitSet for $t {
            #[inline]
            fn pop_lowest(self) -> Option<(usize, Self)> {
                (self != 0).then(|| (self.trailing_zeros() as usize, self & (self - 1)))
            }
        }
    )*};
}
bit_set!(u32, u64, u128);

/// The indices of the set bits of `set`, lowest first (the squares of a
/// set held as one integer, as narrow as the board allows).
#[allow(dead_code)]
#[inline]
fn bit_indices<B: BitSet>(mut set: B) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        let (index, rest) = set.pop_lowest()?;
        set = rest;
        Some(index)
    })
}

/// The number of set bits in `words` (at most three), without branches:
/// the words' bit counts summed by nibbles before one multiply adds the
/// bytes. `count_ones` would be a full count per word, the `popcnt`
/// instruction not being in the baseline x86-64 target, and a loop per bit
/// mispredicts on the dozens of squares a slider reaches.
#[allow(dead_code)]
#[inline]
fn bit_count<const N: usize>(words: [u64; N]) -> i32 {
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBBLES: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    // Each nibble of the sum is at most 4 * N <= 12, each byte twice that.
    const { assert!(N <= 3) };
    let mut nibbles = 0;
    for x in words {
        let pairs = x - ((x >> 1) & PAIRS);
        nibbles += (pairs & NIBBLES) + ((pairs >> 2) & NIBBLES);
    }
    let bytes = (nibbles & BYTES) + ((nibbles >> 4) & BYTES);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as i32
}

/// Declares a game's evaluation weights: a struct of named `i32` fields,
/// their names in table order as `NAMES`, `INDEX` (each field set to its
/// position in that order, for [`Counted`]), `get` / `set` by name (for
/// match runners) and the conversions to and from a slice in table order
/// (for the tuner). The values the engine plays with are the game's tables
/// (`src/games/GAME/TABLE.rs`, written by the tuner).
#[allow(unused_macros)]
macro_rules! weights {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* $field:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name {
            $( $(#[$field_meta])* pub $field: i32, )*
        }

        impl $name {
            /// Every weight's name, in table order.
            pub const NAMES: &'static [&'static str] = &[$( stringify!($field) ),*];

            /// Each weight set to its position in [`NAMES`](Self::NAMES).
            pub(crate) const INDEX: $name = {
                let mut next = 0;
                $( let $field = next; next += 1; )*
                let _ = next;
                $name { $( $field, )* }
            };

            /// The weight named `name`, if there is one.
            #[must_use]
            pub fn get(&self, name: &str) -> Option<i32> {
                match name {
                    $( stringify!($field) => Some(self.$field), )*
                    _ => None,
                }
            }

            /// Sets the weight named `name` to `value`; false (and nothing
            /// changed) if there is no such weight.
            pub fn set(&mut self, name: &str, value: i32) -> bool {
                match name {
                    $( stringify!($field) => { self.$field = value; true } )*
                    _ => false,
                }
            }

            /// The weights in table order (that of [`NAMES`](Self::NAMES)).
            #[must_use]
            pub fn to_vec(&self) -> Vec<i32> {
                vec![$( self.$field ),*]
            }

            /// The weights from `values` in table order, or `None` if
            /// there are not exactly as many values as weights.
            #[must_use]
            pub fn from_slice(values: &[i32]) -> Option<$name> {
                match values {
                    [$( $field ),*] => Some($name { $( $field: *$field, )* }),
                    _ => None,
                }
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use weights;

/// The one table of a game whose every rule option plays with the same
/// weights: `for_rules`, `DEFAULT` and `TABLES` for a weights struct made by
/// [`weights!`], the table named after the preset it was made for.
macro_rules! one_table {
    ($name:ident, $preset:literal, $table:path) => {
        impl $name {
            #[doc = concat!(
                        "The table the engine plays with under `rules` (every rule option\n",
                        "plays with the `", $preset, "` table, the default rules')."
                    )]
            #[must_use]
            pub fn for_rules(rules: &Rules) -> &'static $name {
                let _ = rules;
                &$table
            }

            /// The table of the default rules.
            pub const DEFAULT: $name = $table;

            /// Every table, by the name of the preset it was made for.
            pub const TABLES: &'static [(&'static str, $name)] = &[($preset, $table)];
        }
    };
}
pub(crate) use one_table;

/// Implements [`Tune`](crate::tuning::Tune) for the game module's
/// `Position`, from its `Weights`, `evaluate_with` and `term_counts`.
#[allow(unused_macros)]
macro_rules! tune {
    () => {
        impl crate::tuning::Tune for Position {
            type Weights = Weights;

            fn weight_names() -> &'static [&'static str] {
                Weights::NAMES
            }
            fn table(&self) -> &'static Weights {
                Weights::for_rules(variant_core::Game::rules(self))
            }
            fn tables() -> &'static [(&'static str, Weights)] {
                Weights::TABLES
            }
            fn to_values(weights: &Weights) -> Vec<i32> {
                weights.to_vec()
            }
            fn from_values(values: &[i32]) -> Option<Weights> {
                Weights::from_slice(values)
            }
            fn set_weight(weights: &mut Weights, name: &str, value: i32) -> bool {
                weights.set(name, value)
            }
            fn evaluate_with(&self, weights: &Weights) -> i32 {
                evaluate_with(self, weights)
            }
            fn term_counts(&self) -> Vec<i32> {
                term_counts(self)
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use tune;

/// Writes the game module's `evaluate_with` and `term_counts` from its
/// `side(position, color, terms)`, the terms of one side (for a game whose
/// terms need nothing computed once for both sides); or, given a function
/// `prepare(position)`, from its `side(&prepared, color, terms)`, with
/// what both sides read computed once.
macro_rules! evaluation_by_sides {
    ($prepare:path) => {
        /// The full evaluation of `position` for the side to move under `weights`.
        #[must_use]
        pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
            let prepared = $prepare(position);
            super::weighted(position, weights, |color, t| side(&prepared, color, t))
        }

        /// The counts of the evaluation's terms for the side to move less those of
        /// the other side, in table order: `evaluate_with(position, w)` is the sum
        /// of each weight of `w` times its count.
        #[must_use]
        pub fn term_counts(position: &Position) -> Vec<i32> {
            let mut counts = vec![0; Weights::NAMES.len()];
            let prepared = $prepare(position);
            super::counted(position, &Weights::INDEX, &mut counts, |color, t| {
                side(&prepared, color, t)
            });
            counts
        }
    };
    () => {
        /// The full evaluation of `position` for the side to move under `weights`.
        #[must_use]
        pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
            super::weighted(position, weights, |color, t| side(position, color, t))
        }

        /// The counts of the evaluation's terms for the side to move less those of
        /// the other side, in table order: `evaluate_with(position, w)` is the sum
        /// of each weight of `w` times its count.
        #[must_use]
        pub fn term_counts(position: &Position) -> Vec<i32> {
            let mut counts = vec![0; Weights::NAMES.len()];
            super::counted(position, &Weights::INDEX, &mut counts, |color, t| {
                side(position, color, t)
            });
            counts
        }
    };
}
pub(crate) use evaluation_by_sides;
