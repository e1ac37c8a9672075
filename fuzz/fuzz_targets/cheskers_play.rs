#![no_main]
//! Bytes choose a cheskers rule set and a sequence of legal moves from the start;
//! every step checks the hash, play/refusal, text round-trips and the outcome.
use chess_variants_fuzz::{options, rules_from_byte, split_rule_byte};
use libfuzzer_sys::fuzz_target;
use variant_core::testkit::fuzz_play;
use variant_core::Game;

fuzz_target!(|data: &[u8]| {
    let (rule_byte, moves) = split_rule_byte(data);
    let rules = rules_from_byte(rule_byte, options::CHESKERS);
    let start = cheskers::Position::start(rules);
    if let Err(problem) = fuzz_play(&start, moves) {
        panic!("{problem}");
    }
});
