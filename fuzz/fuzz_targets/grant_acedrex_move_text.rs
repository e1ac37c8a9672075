#![no_main]
//! Arbitrary text into the grant_acedrex move parser against fixed positions: never
//! panics; a parsed move is legal and its canonical text parses back to it.
chess_variants_fuzz::move_text_target!(grant_acedrex);
