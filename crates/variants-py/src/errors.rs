//! The module's exceptions: one base class, one subclass per kind of bad
//! input, each carrying the message the `variants` CLI prints after
//! `error: `.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use variant_core::{IllegalMove, MoveErrorKind, ParseMoveError, ParsePositionError, RuleError};

create_exception!(
    chess_variants,
    VariantsError,
    PyValueError,
    "Base class of every error the module raises on bad input (a `ValueError`)."
);
create_exception!(
    chess_variants,
    UnknownGameError,
    VariantsError,
    "A game name that is not one of `chess_variants.GAMES`."
);
create_exception!(
    chess_variants,
    RuleOptionError,
    VariantsError,
    "An unknown preset, rule option or option value."
);
create_exception!(
    chess_variants,
    PositionTextError,
    VariantsError,
    "Position text that does not parse, or describes a position the rules do not allow."
);
create_exception!(
    chess_variants,
    MoveTextError,
    VariantsError,
    "Move text that is malformed or fits several legal moves."
);
create_exception!(
    chess_variants,
    IllegalMoveError,
    VariantsError,
    "A move that is not legal in the position; the position is unchanged."
);
create_exception!(
    chess_variants,
    RecordError,
    VariantsError,
    "A game record (PGN) that does not parse or holds an illegal move."
);

/// Adds the exception classes to the module.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("VariantsError", py.get_type::<VariantsError>())?;
    module.add("UnknownGameError", py.get_type::<UnknownGameError>())?;
    module.add("RuleOptionError", py.get_type::<RuleOptionError>())?;
    module.add("PositionTextError", py.get_type::<PositionTextError>())?;
    module.add("MoveTextError", py.get_type::<MoveTextError>())?;
    module.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    module.add("RecordError", py.get_type::<RecordError>())?;
    Ok(())
}

/// An unknown or unsettable rule option.
pub(crate) fn rule_error(error: &RuleError) -> PyErr {
    RuleOptionError::new_err(error.to_string())
}

/// Position text refused.
pub(crate) fn position_error(error: &ParsePositionError) -> PyErr {
    PositionTextError::new_err(error.to_string())
}

/// Move text refused: an illegal move is an [`IllegalMoveError`], malformed
/// or ambiguous text a [`MoveTextError`].
pub(crate) fn move_error(error: &ParseMoveError) -> PyErr {
    match error.kind() {
        MoveErrorKind::Illegal => IllegalMoveError::new_err(error.to_string()),
        _ => MoveTextError::new_err(error.to_string()),
    }
}

/// Move `n` (from 0) of `total` refused, worded as `variants apply`'s error.
pub(crate) fn move_error_at(error: &ParseMoveError, n: usize, total: usize) -> PyErr {
    let message = format!("move {} of {total}: {error}", n + 1);
    match error.kind() {
        MoveErrorKind::Illegal => IllegalMoveError::new_err(message),
        _ => MoveTextError::new_err(message),
    }
}

/// A move value refused by `play`.
pub(crate) fn illegal_move(error: &IllegalMove) -> PyErr {
    IllegalMoveError::new_err(error.to_string())
}
