//! Game records (PGN, as `variants replay` and `selfplay --pgn` read and
//! write them) from Python.

use crate::errors::{illegal_move, move_error_at, RecordError as PyRecordError};
use crate::games::{each_game, with_game, AnyGame, PyGame};
use crate::played::Played;
use crate::position::Position;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use variant_core::record::{ParseOptions, RawGame, Reader, Record};
use variant_core::GameResult;

/// One game read from a PGN text: its start position (with its rules), the
/// moves of its main line, its result and tags.
#[pyclass(module = "chess_variants", frozen, get_all)]
pub(crate) struct GameRecord {
    /// The game's name.
    game: String,
    /// The start position (the ``FEN`` tag's, or the rules' start).
    start: Py<Position>,
    /// The position after the main line.
    end: Py<Position>,
    /// The main line's moves, as canonical move text.
    moves: Vec<String>,
    /// ``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"``.
    result: String,
    /// The tags other than those the record derives (``Result``,
    /// ``Variant``, ``SetUp``, ``FEN``, ``Rules``), in order.
    tags: Vec<(String, String)>,
}

#[pymethods]
impl GameRecord {
    fn __repr__(&self) -> String {
        format!(
            "GameRecord(game={:?}, moves={}, result={:?})",
            self.game,
            self.moves.len(),
            self.result
        )
    }
}

/// Reads every game of a PGN text; ``game`` names the game of records
/// without a ``Variant`` tag. Raises ``RecordError`` at the first problem
/// (``LINE:COLUMN: message``, as ``variants replay``).
#[pyfunction]
#[pyo3(signature = (text, game=None))]
pub(crate) fn read_pgn(
    py: Python<'_>,
    text: &str,
    game: Option<&str>,
) -> PyResult<Vec<GameRecord>> {
    let mut records = Vec::new();
    for raw in Reader::new(text.as_bytes()) {
        let raw = raw.map_err(|e| PyRecordError::new_err(e.to_string()))?;
        let name = match (raw.variant(), game) {
            (Some(variant), _) => variant.to_string(),
            (None, Some(game)) => game.to_string(),
            (None, None) => {
                return Err(PyRecordError::new_err(
                    "a game without a Variant tag: pass game= to say which game it is",
                ))
            }
        };
        records.push(with_game!(&name, G => record_of::<G>(py, &raw)?)?);
    }
    Ok(records)
}

fn record_of<G: PyGame>(py: Python<'_>, raw: &RawGame) -> PyResult<GameRecord>
where
    AnyGame: From<Played<G>>,
{
    let record = Record::<G>::from_raw(raw, &ParseOptions::new())
        .map_err(|e| PyRecordError::new_err(e.to_string()))?;
    let mut position = record.start().clone();
    let mut moves = Vec::new();
    for mv in record.moves() {
        moves.push(position.format_move(mv));
        position.play_unchecked(mv);
    }
    let mut end = Played::new(record.start().clone());
    for text in &moves {
        end.play_text(text)?;
    }
    let start = Played::new(record.start().clone());
    Ok(GameRecord {
        game: G::NAME.to_string(),
        start: Py::new(py, Position { game: start.into() })?,
        end: Py::new(py, Position { game: end.into() })?,
        moves,
        result: record.result().as_str().to_string(),
        tags: record
            .tags()
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    })
}

/// The game of ``moves`` (move text) played from ``start`` as a PGN record,
/// as ``variants selfplay --pgn`` writes it. ``result`` (``"1-0"``,
/// ``"0-1"``, ``"1/2-1/2"``, ``"*"``) is for a game the rules have not
/// decided; ``tags`` sets other tags (``Event``, ``White``, ...).
#[pyfunction]
#[pyo3(signature = (start, moves, result=None, tags=None))]
pub(crate) fn write_pgn(
    start: &Position,
    moves: Vec<String>,
    result: Option<&str>,
    tags: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let mut pairs = Vec::new();
    if let Some(tags) = tags {
        for (key, value) in tags.iter() {
            let (Ok(key), Ok(value)) = (key.cast::<PyString>(), value.cast::<PyString>()) else {
                return Err(PyTypeError::new_err(format!(
                    "tags must map str to str: {} -> {}",
                    key.get_type().name()?,
                    value.get_type().name()?
                )));
            };
            pairs.push((key.to_string(), value.to_string()));
        }
    }
    each_game!(&start.game, p => write_record(p, &moves, result, &pairs))
}

fn write_record<G: PyGame>(
    start: &Played<G>,
    moves: &[String],
    result: Option<&str>,
    tags: &[(String, String)],
) -> PyResult<String> {
    let mut record = Record::new(start.position().clone());
    for (n, text) in moves.iter().enumerate() {
        let position = record.end().clone();
        let mv = position
            .parse_move(text)
            .map_err(|e| move_error_at(&e, n, moves.len()))?;
        record.push(mv).map_err(|e| illegal_move(&e))?;
    }
    if let Some(result) = result {
        let parsed = GameResult::parse(result.trim()).ok_or_else(|| {
            PyRecordError::new_err(format!(
                "bad result `{result}`: expected one of {}",
                GameResult::TOKENS.join(", ")
            ))
        })?;
        record
            .set_result(parsed)
            .map_err(|e| PyRecordError::new_err(e.to_string()))?;
    }
    for (name, value) in tags {
        record
            .tags_mut()
            .set(name, value.as_str())
            .map_err(|e| PyRecordError::new_err(e.to_string()))?;
    }
    Ok(record.write())
}
