#![no_main]
//! Arbitrary text into the grant_acedrex position parser: never panics, and whatever
//! parses round-trips through its text.
use libfuzzer_sys::fuzz_target;
use variant_core::testkit::fuzz_position_text;

fuzz_target!(|data: &[u8]| {
    let rules = grant_acedrex::Rules::default();
    if let Err(problem) = fuzz_position_text::<grant_acedrex::Position>(rules, data) {
        panic!("{problem}");
    }
});
