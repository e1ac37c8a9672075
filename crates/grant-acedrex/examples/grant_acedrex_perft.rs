//! Perft from the command line, for timing:
//!
//! ```text
//! cargo run --release -p grant-acedrex --example grant_acedrex_perft -- DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...
//! ```
//!
//! Prints the number of leaves of the legal move tree at DEPTH, from the
//! start position of the rules or from the position text given. The rules
//! are the preset's (default: the default rules), then each `--rule`. The
//! command line is the same for every game crate's perft example.

use grant_acedrex::variant_core::testkit::perft_main;
use grant_acedrex::Position;
use std::process::ExitCode;

fn main() -> ExitCode {
    perft_main::<Position>()
}
