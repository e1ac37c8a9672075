#![no_main]
//! Bytes choose a dragonchess rule set and a sequence of legal moves from the start;
//! every step checks the hash, play and refusals, text round-trips and the outcome.
chess_variants_fuzz::play_target!(dragonchess, chess_variants_fuzz::options::DRAGONCHESS);
