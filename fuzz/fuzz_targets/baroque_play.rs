#![no_main]
//! Bytes choose a baroque rule set and a sequence of legal moves from the start;
//! every step checks the hash, play and refusals, text round-trips and the outcome.
chess_variants_fuzz::play_target!(baroque_chess, chess_variants_fuzz::options::BAROQUE);
