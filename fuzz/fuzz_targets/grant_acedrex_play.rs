#![no_main]
//! Bytes choose a grant_acedrex rule set and a sequence of legal moves from the start;
//! every step checks the hash, play and refusals, text round-trips and the outcome.
chess_variants_fuzz::play_target!(grant_acedrex, chess_variants_fuzz::options::GRANT_ACEDREX);
