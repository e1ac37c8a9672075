//! Perft from the command line, for timing:
//!
//! ```text
//! cargo run --release -p baroque-chess --example baroque_chess_perft -- DEPTH [POSITION TEXT] [--preset NAME] [--rule KEY=VALUE]...
//! ```
//!
//! Prints the number of leaves of the legal move tree at DEPTH, from the
//! start position of the rules or from the position text given. The rules
//! are the preset's (default: the default rules), then each `--rule`. The
//! command line is the same for every game crate's perft example.

use baroque_chess::variant_core::testkit::perft_main;
use baroque_chess::Position;
use std::process::ExitCode;

fn main() -> ExitCode {
    perft_main::<Position>()
}
