#![no_main]
//! Bytes choose a rule set (one byte per option) and a sequence of legal moves
//! from the start; every step checks the hash, play and refusals, text
//! round-trips and the outcome.
chess_variants_fuzz::body_target!(play_body, dragonchess);
