//! `chess_variants.Move`: a move as a value, in python-chess's shape: the
//! squares it goes from and to, the promotion chosen, its text; equal
//! moves are the same squares and promotion.

use crate::actions::{square_name, text_visits, Space, Visits};
use crate::errors::MoveTextError;
use crate::games::{with_game, PyGame};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use variant_core::BoardShape;

/// A move of one of the games, as a value.
///
/// ``from_square`` and ``to_square`` are square indices in the action
/// space's order (``level * ranks * files + rank * files + file``, from
/// 0); ``squares`` every square the piece visits (a Cheskers chain's
/// landings); ``promotion`` the letter of the piece chosen where the rules
/// give a choice (Cheskers), else ``None``; ``text`` the move text.
/// Two moves are equal when they are of the same game and visit the same
/// squares with the same promotion, whatever their text.
#[pyclass(module = "chess_variants", name = "Move", frozen)]
#[derive(Clone, Debug)]
pub(crate) struct MoveValue {
    game: &'static str,
    text: String,
    visits: Visits,
    shape: BoardShape,
    space: Space,
    promotions: &'static str,
}

impl MoveValue {
    /// The value of `mv`, a legal move of `position`.
    pub(crate) fn of<G: PyGame>(position: &G, mv: &G::Move) -> MoveValue {
        let shape = position.board_shape();
        MoveValue {
            game: G::NAME,
            text: position.format_move(mv),
            visits: G::visits(mv),
            shape,
            space: Space::of::<G>(shape),
            promotions: G::PROMOTIONS,
        }
    }

    /// The squares and promotion, what equality compares.
    pub(crate) fn visits(&self) -> &Visits {
        &self.visits
    }

    /// The game's name.
    pub(crate) fn game_name(&self) -> &'static str {
        self.game
    }

    /// The move text.
    pub(crate) fn text_str(&self) -> &str {
        &self.text
    }

    fn build<G: PyGame>(text: &str) -> PyResult<MoveValue> {
        let shape = G::start(Default::default()).board_shape();
        let visits = text_visits::<G>(shape, text).ok_or_else(|| {
            MoveTextError::new_err(format!(
                "bad move text `{text}`: expected coordinate text of {} (squares joined by `-` or `x`, as `legal_moves()` writes them)",
                G::NAME
            ))
        })?;
        Ok(MoveValue {
            game: G::NAME,
            text: text.trim().to_string(),
            visits,
            shape,
            space: Space::of::<G>(shape),
            promotions: G::PROMOTIONS,
        })
    }
}

#[pymethods]
impl MoveValue {
    /// The move of ``game`` written ``text`` in coordinate notation (as
    /// ``legal_moves()`` writes it: ``"c1-d3"``, ``"W2c2-2c3"``,
    /// ``"c3xe5xc7"``, ``"pass"``), legal or not; ``MoveTextError`` when the
    /// text does not name squares of the game's board.
    #[staticmethod]
    fn from_text(game: &str, text: &str) -> PyResult<MoveValue> {
        with_game!(game, G => MoveValue::build::<G>(text)?)
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }

    /// The move text.
    #[getter]
    fn text(&self) -> &str {
        &self.text
    }

    /// The index of the square the piece leaves, ``None`` for a pass.
    #[getter(from_square)]
    fn origin_square(&self) -> Option<u16> {
        self.visits.squares().first().copied()
    }

    /// The index of the square the piece lands on (the Dragon's capture
    /// from afar: the square it captures on), ``None`` for a pass.
    #[getter(to_square)]
    fn target_square(&self) -> Option<u16> {
        self.visits.squares().last().copied()
    }

    /// Every square the piece visits, its origin first.
    #[getter]
    fn squares<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.visits.squares())
    }

    /// The names of ``squares`` (``"c1"``, ``"2c3"``).
    #[getter]
    fn square_names(&self) -> Vec<String> {
        self.visits
            .squares()
            .iter()
            .map(|&i| square_name(self.shape, usize::from(i)))
            .collect()
    }

    /// The letter of the piece chosen for a promotion where the rules give
    /// a choice (Cheskers: ``K``, ``B``, ``C``), else ``None``.
    #[getter]
    fn promotion(&self) -> Option<char> {
        let slot = usize::from(self.visits.promotion());
        self.promotions.chars().nth(slot.checked_sub(1)?)
    }

    /// Whether this is a pass (Grant Acedrex under ``stalemate = Pass``).
    #[getter]
    fn is_pass(&self) -> bool {
        self.visits.squares().is_empty()
    }

    /// The move's actions in the environments' action space (one, or one
    /// per jump of a Cheskers chain).
    #[getter]
    fn actions(&self) -> Vec<u32> {
        self.visits.actions(&self.space).collect()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<MoveValue>()
            .is_ok_and(|o| o.get().game == self.game && o.get().visits == self.visits)
    }

    fn __hash__(&self) -> u64 {
        let mut hash = 0xcbf2_9ce4_8422_2325u64;
        let mut mix = |value: u64| {
            hash = (hash ^ value).wrapping_mul(0x0100_0000_01b3);
        };
        self.game.bytes().for_each(|b| mix(u64::from(b)));
        self.visits
            .squares()
            .iter()
            .for_each(|&s| mix(u64::from(s) + 1));
        mix(u64::from(self.visits.promotion()) << 32);
        hash >> 1
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!("Move.from_text({:?}, {:?})", self.game, self.text)
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, String))> {
        let this = slf.get();
        let rebuild = slf.get_type().getattr("from_text")?;
        Ok((rebuild, (this.game, this.text.clone())))
    }
}
