//! # chess-variants
//!
//! Exact rules libraries for four historic chess variants, re-exported from one
//! facade crate. Each game lives in its own crate and is enabled here by a cargo
//! feature of the same name (all four are on by default):
//!
//! | feature | crate | game |
//! |---|---|---|
//! | `dragonchess` | [`dragonchess`] | Gary Gygax's Dragonchess (1985), three stacked 12×8 boards |
//! | `grant-acedrex` | [`grant_acedrex`] | Alfonso X's Grant Acedrex (1283), 12×12 |
//! | `cheskers` | [`cheskers`] | Solomon Golomb's Cheskers (1948) |
//! | `baroque` | [`baroque`] (crate `baroque-chess`) | Robert Abbott's Baroque chess (Ultima) |
//!
//! The shared vocabulary (sides, coordinates, square sets, the [`Game`] trait,
//! outcomes, perft, zobrist keys, random playouts) is [`variant_core`], re-exported
//! here as [`core`].
//!
//! The project README follows.
#![doc = include_str!("../README.md")]

pub use variant_core as core;
pub use variant_core::{Color, Game, Outcome};

#[cfg(feature = "baroque")]
pub use baroque_chess as baroque;
#[cfg(feature = "cheskers")]
pub use cheskers;
#[cfg(feature = "dragonchess")]
pub use dragonchess;
#[cfg(feature = "grant-acedrex")]
pub use grant_acedrex;
