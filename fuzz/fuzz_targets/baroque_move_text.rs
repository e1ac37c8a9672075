#![no_main]
//! Arbitrary text into the baroque move parser against fixed positions: never
//! panics; a parsed move is legal and its canonical text parses back to it.
chess_variants_fuzz::move_text_target!(baroque_chess);
