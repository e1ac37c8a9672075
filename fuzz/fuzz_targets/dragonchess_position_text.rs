#![no_main]
//! Arbitrary text into the dragonchess position parser: never panics, and whatever
//! parses round-trips through its text.
use libfuzzer_sys::fuzz_target;
use variant_core::testkit::fuzz_position_text;

fuzz_target!(|data: &[u8]| {
    let rules = dragonchess::Rules::default();
    if let Err(problem) = fuzz_position_text::<dragonchess::Position>(rules, data) {
        panic!("{problem}");
    }
});
