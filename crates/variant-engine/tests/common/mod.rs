//! Small games for the engine's tests.
#![allow(dead_code)]

pub mod engines;
pub mod minichess;
pub mod pile;
pub mod ring;
