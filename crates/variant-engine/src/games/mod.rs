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
//! * `evaluate`: the full engine's judgement, the material plus the terms
//!   of the game's `Weights`, computed by the module's `evaluate_with`
//!   (public, so that matches can play one set of weights against another);
//! * the null-move switch and the quiescence hooks, as the game's matches
//!   decided.
//!
//! Every term was kept because a self-play match showed that it wins; the
//! figures are in each module's documentation.

#[cfg(feature = "baroque-chess")]
pub mod baroque_chess;
#[cfg(feature = "cheskers")]
pub mod cheskers;
#[cfg(feature = "dragonchess")]
pub mod dragonchess;
#[cfg(feature = "grant-acedrex")]
pub mod grant_acedrex;

/// The value for the side to move of `position`: the material balance plus
/// the difference of the two sides' `positional` scores.
#[allow(dead_code)]
fn balance<G: crate::Evaluate>(
    position: &G,
    positional: impl Fn(variant_core::Color) -> i32,
) -> i32 {
    let us = position.side_to_move();
    position.material(us) - position.material(!us) + positional(us) - positional(!us)
}

/// Declares a game's evaluation weights: a struct of named `i32` fields
/// with their kept values as `DEFAULT`, the field names in `NAMES`, and
/// `set` / `get` by name (for match runners).
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
bit_set!(u32, u128);

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

#[allow(unused_macros)]
macro_rules! weights {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* $field:ident: $default:expr, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name {
            $( $(#[$field_meta])* pub $field: i32, )*
        }

        impl $name {
            /// The weights the engine plays with.
            pub const DEFAULT: $name = $name { $( $field: $default, )* };

            /// Every weight's name, in declaration order.
            pub const NAMES: &'static [&'static str] = &[$( stringify!($field) ),*];

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
        }

        impl Default for $name {
            fn default() -> $name {
                $name::DEFAULT
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use weights;
