#![no_main]
//! Text into the rule options (`--preset`, then `--rule KEY=VALUE` lines):
//! never panics, a refused option changes nothing, accepted ones round-trip
//! (see the fuzz crate's `rules_text_body`).
chess_variants_fuzz::body_target!(rules_text_body, grant_acedrex);
