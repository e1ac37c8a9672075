#![no_main]
//! Arbitrary text into the cheskers position parser: never panics, and whatever
//! parses round-trips through its text.
use libfuzzer_sys::fuzz_target;
use variant_core::testkit::fuzz_position_text;

fuzz_target!(|data: &[u8]| {
    let rules = cheskers::Rules::default();
    if let Err(problem) = fuzz_position_text::<cheskers::Position>(rules, data) {
        panic!("{problem}");
    }
});
