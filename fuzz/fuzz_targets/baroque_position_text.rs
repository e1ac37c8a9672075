#![no_main]
//! Arbitrary text into the baroque position parser: never panics, and whatever
//! parses round-trips through its text.
chess_variants_fuzz::position_text_target!(baroque_chess);
