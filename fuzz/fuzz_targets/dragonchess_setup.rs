#![no_main]
//! Bytes build a rule set and a setup (see the fuzz crate's `setups`); the
//! setup's verdict must match its text's, and a valid position passes the
//! full conformance checks along a short game the remaining bytes choose.
chess_variants_fuzz::body_target!(setup_body, dragonchess);
