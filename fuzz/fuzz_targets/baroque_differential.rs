#![no_main]
//! Bytes build a rule set and a setup; on a valid position the fast move
//! generator must agree with the crate's naive oracle (see the fuzz crate's
//! `oracles`) along a short game the remaining bytes choose.
chess_variants_fuzz::body_target!(differential_body, baroque_chess);
