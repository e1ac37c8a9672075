//! # variants-py
//!
//! The Python module `chess_variants` (built with pyo3 and maturin; one
//! abi3 wheel for every CPython from 3.9): Dragonchess, Grant Acedrex,
//! Cheskers and Baroque chess from Python, on the same rules crates, engine
//! and game records as the `variants` CLI.
//!
//! This crate is the native part, `chess_variants._native`; the Python part
//! (`python/chess_variants`: the package, its type stubs, the PettingZoo
//! and Gymnasium environments and the Ray example) re-exports it. Build and
//! install with `pip install ./crates/variants-py`; the tests are pytest's
//! (`crates/variants-py/tests`, run by `.ci/run`).
//!
//! * `Position`: a position of any game from its start or its
//!   text, with presets and rule options; legal moves as text, as indices
//!   and as `Move` values; play, push and pop; outcome and result; perft
//!   and divide; the text and SVG diagrams; the engine's analysis; the
//!   environments' actions and observation planes.
//! * `Move` (`move_value`): a move as a value: its squares, promotion and
//!   text.
//! * `Batch`: many games stepped together by actions, for the vector
//!   environment.
//! * `record`: PGN read and write.
//! * `errors`: one exception class per kind of bad input, with the CLI's
//!   messages.
//!
//! Everything is written once over the four games: `AnyGame` holds
//! a game of any of them, and the work is generic over `PyGame`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod actions;
mod batch;
mod engine;
mod errors;
mod games;
mod interrupt;
mod move_value;
mod observation;
mod played;
mod position;
mod record;
mod rules;

use pyo3::prelude::*;

/// The native module, imported by the `chess_variants` package.
#[pymodule]
#[pyo3(name = "_native")]
fn native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(module)?;
    module.add_class::<position::Position>()?;
    module.add_class::<move_value::MoveValue>()?;
    module.add_class::<batch::Batch>()?;
    module.add_function(wrap_pyfunction!(position::_restore, module)?)?;
    module.add_class::<engine::Analysis>()?;
    module.add_class::<record::GameRecord>()?;
    module.add_function(wrap_pyfunction!(rules::rule_options, module)?)?;
    module.add_function(wrap_pyfunction!(rules::presets, module)?)?;
    module.add_function(wrap_pyfunction!(actions::action_space, module)?)?;
    module.add_function(wrap_pyfunction!(observation::plane_names_of, module)?)?;
    module.add_function(wrap_pyfunction!(record::read_pgn, module)?)?;
    module.add_function(wrap_pyfunction!(record::write_pgn, module)?)?;
    module.add("GAMES", games::GAMES.to_vec())?;
    Ok(())
}
