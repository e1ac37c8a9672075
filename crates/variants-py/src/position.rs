//! `chess_variants.Position`: a position of any of the four games, with
//! its rules, and everything done with it.

use crate::engine::{analyse, Analysis, Request};
use crate::errors::{position_error, IllegalMoveError, VariantsError};
use crate::games::{each_game, with_game, AnyGame, PyGame};
use crate::interrupt::{integer, interruptible, optional_integer, perft_threads_stoppable};
use crate::move_value::MoveValue;
use crate::played::{seat, Played};
use crate::rules::{build_rules, option_pairs};
use pyo3::exceptions::{PyIndexError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyMemoryView, PyString, PyTuple};
use variant_core::{perft, BoardView, Game, GameResult};
use variant_engine::{Level, MAX_DEPTH};

/// The largest perft depth accepted (the CLI's `options::MAX_DEPTH`, 64).
const MAX_PERFT_DEPTH: u64 = 64;

/// The most perft threads accepted (the CLI's `perft --threads` range,
/// 1 to 1024); no more run than the machine has cores.
const MAX_PERFT_THREADS: u64 = 1024;

/// Perft counts estimated above this many positions are refused unless
/// `force` is given (the CLI's `perft_run::NODE_LIMIT`, 10^14: over a day).
const NODE_LIMIT: f64 = 1e14;

/// The largest table, in MiB (the CLI's `--hash` range, 1 to 65536).
const MAX_HASH_MB: u64 = 65_536;

/// The most search threads (the CLI's `--threads` and
/// `cecp_numbers::MAX_CORES`, 256).
const MAX_THREADS: u64 = 256;

/// A position of one of the four games, played under its rules.
///
/// ``Position(game, text=None, preset=None, rules=None)``: the start
/// position of ``game`` (``"dragonchess"``, ``"grant-acedrex"``,
/// ``"cheskers"`` or ``"baroque"``), or the position ``text`` (as
/// ``variants show`` prints it), under the rules of ``preset`` (as
/// ``--preset``) changed by the options of ``rules`` (a mapping, as
/// ``--rule KEY=VALUE``).
#[pyclass(module = "chess_variants")]
#[derive(Clone)]
pub(crate) struct Position {
    pub(crate) game: AnyGame,
}

impl Position {
    /// A position of the game named `game`, from `text` or the start.
    pub(crate) fn build(
        game: &str,
        text: Option<&str>,
        preset: Option<&str>,
        options: &[(String, String)],
    ) -> PyResult<Position> {
        let game = with_game!(game, G => {
            let rules = build_rules::<G>(preset, options)?;
            let position = match text {
                Some(text) => G::from_text(text.trim(), rules).map_err(|e| position_error(&e))?,
                None => G::start(rules),
            };
            AnyGame::from(Played::new(position))
        })?;
        Ok(Position { game })
    }
}

#[pymethods]
impl Position {
    #[new]
    #[pyo3(signature = (game, text=None, preset=None, rules=None))]
    fn new(
        game: &str,
        text: Option<&str>,
        preset: Option<&str>,
        rules: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Position> {
        Position::build(game, text, preset, &option_pairs(rules)?)
    }

    /// The game's name, as the CLI spells it.
    #[getter]
    fn game(&self) -> &'static str {
        each_game!(&self.game, p => played_name(p))
    }

    /// The position text (what ``variants show`` prints last and
    /// ``Position(game, text)`` reads).
    #[getter]
    fn text(&self) -> String {
        each_game!(&self.game, p => p.position().to_string())
    }

    /// The side to move, by the game's name for it (``"gold"``, ``"white"``).
    #[getter]
    fn side_to_move(&self) -> &'static str {
        each_game!(&self.game, p => side_name(p))
    }

    /// The side to move as a seat: 0 for the side written in upper case in
    /// the position text (White, Gold), 1 for the other.
    #[getter]
    fn turn(&self) -> u8 {
        each_game!(&self.game, p => seat(p.position().side_to_move()))
    }

    /// Plies since the last move that reset the clock.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        each_game!(&self.game, p => p.position().halfmove_clock())
    }

    /// The number of the current full move, from 1.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        each_game!(&self.game, p => p.position().fullmove_number())
    }

    /// Whether the side to move is in check (never in Cheskers and Baroque).
    #[getter]
    fn is_check(&self) -> bool {
        each_game!(&self.game, p => p.position().is_check())
    }

    /// Every rule option and its value, as ``variants rules`` names them
    /// (a new dict on each call).
    #[getter]
    fn rules<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        pairs_dict(py, each_game!(&self.game, p => p.rule_values()))
    }

    /// The rule options whose value differs from the default rules (what a
    /// game record's ``Rules`` tag lists), as a dict.
    #[getter]
    fn changed_rules<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        pairs_dict(py, self.changed_rule_pairs())
    }

    /// Every legal move (in index order) as its list of actions in the
    /// environments' action space (one action for most moves, one per jump
    /// of a Cheskers chain; see ``action_space``).
    fn move_actions(&mut self) -> Vec<Vec<u32>> {
        each_game!(&mut self.game, p => p.move_actions())
    }

    /// The actions that continue the move begun by ``apply_action`` (or
    /// begin one), in increasing order: the environments' action mask as
    /// a list. Empty once the game is over.
    fn legal_actions(&mut self) -> Vec<u32> {
        let mut next = Vec::new();
        each_game!(&mut self.game, p => p.next_actions(&mut next));
        next
    }

    /// Plays one action (one step of a move: a Cheskers chain takes one
    /// per jump). Returns ``True`` when it completes a move (then played),
    /// ``False`` when the same side acts again. An action that no legal
    /// move continues with raises ``IllegalMoveError`` and changes nothing.
    fn apply_action(&mut self, action: &Bound<'_, PyAny>) -> PyResult<bool> {
        let action = integer("action", action, 0, u64::from(u32::MAX))? as u32;
        Ok(each_game!(&mut self.game, p => p.apply_action(action))?.is_some())
    }

    /// The actions of a move begun by ``apply_action`` and not finished
    /// (a Cheskers chain in progress), else empty.
    #[getter]
    fn pending_actions(&self) -> Vec<u32> {
        each_game!(&self.game, p => p.pending().to_vec())
    }

    /// The observation planes (see ``plane_names``) as ``float32`` bytes,
    /// plane after plane: everything the rules read to decide the legal
    /// actions (rights, the counters a rule reads, the chain in progress).
    fn observation<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let bytes = each_game!(&self.game, p => crate::observation::planes(p));
        PyBytes::new(py, &bytes)
    }

    /// The legal moves as canonical move text, in generation order (move
    /// ``i`` is the one ``play_index(i)`` plays).
    fn legal_moves(&mut self) -> Vec<String> {
        each_game!(&mut self.game, p => p.legal_texts())
    }

    /// The number of legal moves.
    fn legal_move_count(&mut self) -> usize {
        each_game!(&mut self.game, p => p.legal().len())
    }

    /// The index of the legal move ``move`` (move text) among ``legal_moves()``.
    fn move_index(&mut self, r#move: &str) -> PyResult<usize> {
        each_game!(&mut self.game, p => p.index_of(r#move))
    }

    /// Plays ``move`` (move text) and returns its canonical text. Raises
    /// ``MoveTextError`` for malformed or ambiguous text and
    /// ``IllegalMoveError`` for a move not legal here; the position is then
    /// unchanged.
    fn play(&mut self, r#move: &str) -> PyResult<String> {
        each_game!(&mut self.game, p => p.play_text(r#move))
    }

    /// Plays the legal move with index ``index`` (see ``legal_moves``) and
    /// returns its text; ``IllegalMoveError`` when there is no such move.
    fn play_index(&mut self, index: i64) -> PyResult<String> {
        each_game!(&mut self.game, p => p.play_index(index))
    }

    /// Plays the legal move with index ``index`` and returns the number of
    /// legal moves after it (0 once the game is over). The fast step of a
    /// playout loop: one move generation per ply, no move text.
    fn advance(&mut self, index: i64) -> PyResult<usize> {
        each_game!(&mut self.game, p => p.advance(index))
    }

    /// Plays one legal move per draw in ``draws`` (numbers in ``[0, 1)``: a
    /// sequence of floats, or the native ``float64`` bytes of a NumPy array,
    /// ``rng.random(n).tobytes()``, the fastest): the move with index
    /// ``floor(draw * legal_move_count())``, until the draws or the game
    /// end; returns the number of plies played. A playout driven from Python
    /// in one call per batch of draws instead of one per ply. A batch with a
    /// draw outside ``[0, 1)`` is refused whole.
    fn advance_by(&mut self, draws: &Bound<'_, PyAny>) -> PyResult<usize> {
        if draws.is_instance_of::<PyByteArray>()
            || draws.is_instance_of::<PyMemoryView>()
            || draws.is_instance_of::<PyString>()
        {
            return Err(PyTypeError::new_err(format!(
                "draws must be bytes (float64 values) or a sequence of floats, not {}",
                draws.get_type().name()?
            )));
        }
        let draws: Vec<f64> = match draws.cast::<PyBytes>() {
            Ok(bytes) => {
                let bytes = bytes.as_bytes();
                if bytes.len() % 8 != 0 {
                    return Err(crate::errors::VariantsError::new_err(format!(
                        "bad draws: {} bytes are not a whole number of float64 values",
                        bytes.len()
                    )));
                }
                bytes
                    .chunks_exact(8)
                    .map(|chunk| {
                        let mut value = [0u8; 8];
                        value.copy_from_slice(chunk);
                        f64::from_ne_bytes(value)
                    })
                    .collect()
            }
            Err(_) => draws.extract()?,
        };
        each_game!(&mut self.game, p => p.advance_by(&draws))
    }

    /// Plays uniformly random legal moves, seeded, until the game ends or
    /// ``max_plies`` moves are played; returns the number of plies played.
    /// The same moves as ``variant_core::random_playout`` with that seed.
    #[pyo3(signature = (seed, max_plies=1000))]
    fn random_playout(&mut self, py: Python<'_>, seed: u64, max_plies: usize) -> PyResult<usize> {
        py.detach(|| each_game!(&mut self.game, p => p.random_playout(seed, max_plies)))
    }

    /// Plays ``move`` (a ``Move``, or move text) and returns it as a
    /// ``Move`` (python-chess's ``push``). A ``Move`` is matched to the
    /// legal move with the same squares and promotion. Refused as ``play``
    /// is, the position unchanged.
    fn push(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<MoveValue> {
        if let Ok(text) = r#move.cast::<PyString>() {
            let text = text.to_cow()?;
            return each_game!(&mut self.game, p => {
                let mv = p.position().parse_move(&text).map_err(|e| crate::errors::move_error(&e))?;
                let value = MoveValue::of(p.position(), &mv);
                p.play_move(&mv)?;
                Ok(value)
            });
        }
        let value = r#move.cast::<MoveValue>().map_err(|_| {
            PyTypeError::new_err("push takes a chess_variants.Move or move text (str)")
        })?;
        let value = value.get();
        each_game!(&mut self.game, p => {
            let mv = legal_move_of(p, value)?;
            let played = MoveValue::of(p.position(), &mv);
            p.play_move(&mv)?;
            Ok(played)
        })
    }

    /// Undoes the last move and returns it (python-chess's ``pop``); a
    /// move begun by ``apply_action`` is dropped first. ``IndexError`` at
    /// the position this one was built from.
    fn pop(&mut self) -> PyResult<MoveValue> {
        each_game!(&mut self.game, p => {
            let mv = p.pop().ok_or_else(|| PyIndexError::new_err("pop from an empty move stack"))?;
            Ok(MoveValue::of(p.position(), &mv))
        })
    }

    /// The last move played (python-chess's ``peek``); ``IndexError`` when
    /// none was.
    fn peek(&self) -> PyResult<MoveValue> {
        each_game!(&self.game, p => {
            let mut stack = stack_values(p);
            stack.pop().ok_or_else(|| PyIndexError::new_err("peek at an empty move stack"))
        })
    }

    /// The moves played since the position this one was built from, the
    /// first first (python-chess's ``move_stack``; a new list each time).
    #[getter]
    fn move_stack(&self) -> Vec<MoveValue> {
        each_game!(&self.game, p => stack_values(p))
    }

    /// The position this one was built from, before ``move_stack``.
    fn root(&self) -> Position {
        each_game!(&self.game, p => Position { game: AnyGame::from(Played::new(p.root().clone())) })
    }

    /// Whether ``move`` (a ``Move`` or move text) is legal here; never
    /// raises for bad text or a move of another game (``False``).
    fn is_legal(&mut self, r#move: &Bound<'_, PyAny>) -> bool {
        if let Ok(text) = r#move.cast::<PyString>() {
            let Ok(text) = text.to_cow() else {
                return false;
            };
            return each_game!(&mut self.game, p => p.position().parse_move(&text).is_ok_and(|mv| p.position().is_legal(&mv)));
        }
        let Ok(value) = r#move.cast::<MoveValue>() else {
            return false;
        };
        let value = value.get();
        each_game!(&mut self.game, p => legal_move_of(p, value).is_ok())
    }

    /// The legal moves as ``Move`` values, in index order (python-chess's
    /// ``generate_legal_moves``).
    fn generate_legal_moves(&mut self) -> Vec<MoveValue> {
        each_game!(&mut self.game, p => {
            let position = p.position().clone();
            p.legal().iter().map(|mv| MoveValue::of(&position, mv)).collect()
        })
    }

    /// The legal move that ``text`` names (any notation ``play`` reads),
    /// as a ``Move``, without playing it (python-chess's ``parse_san``).
    fn parse_move(&self, text: &str) -> PyResult<MoveValue> {
        each_game!(&self.game, p => {
            let mv = p.position().parse_move(text).map_err(|e| crate::errors::move_error(&e))?;
            Ok(MoveValue::of(p.position(), &mv))
        })
    }

    /// The piece on ``square`` (an index, as ``Move.from_square``, or a
    /// name such as ``"e4"`` or ``"2c3"``) as its letter, upper case for
    /// seat 0 (White, Gold), lower case for seat 1; ``None`` for an empty
    /// square. ``VariantsError`` for a square not on the board.
    fn piece_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<char>> {
        each_game!(&self.game, p => {
            let shape = p.position().board_shape();
            let index = if let Ok(name) = square.cast::<PyString>() {
                let name = name.to_cow()?;
                crate::actions::square_index(shape, name.trim()).ok_or_else(|| {
                    VariantsError::new_err(format!("bad square `{name}`: not a square of {}", played_name(p)))
                })?
            } else {
                integer("square", square, 0, shape.square_count() as u64 - 1)? as usize
            };
            Ok(p.position().piece_on(shape.coord3(index)).map(|piece| piece.letter()))
        })
    }

    /// The result as a game record writes it: ``"1-0"`` (seat 0, White or
    /// Gold, won), ``"0-1"``, ``"1/2-1/2"``, or ``"*"`` while the game goes on.
    fn result(&self) -> &'static str {
        each_game!(&self.game, p => p
            .position()
            .outcome()
            .map_or(GameResult::Unknown, GameResult::from_outcome)
            .as_str())
    }

    /// Whether the game is over (python-chess's ``is_game_over``; the same
    /// as ``is_over``).
    fn is_game_over(&self) -> bool {
        self.is_over()
    }

    /// ``"SIDE wins: REASON"`` or ``"draw: REASON"``, as ``variants
    /// outcome`` prints it, or ``None`` while the game goes on.
    fn outcome(&self) -> Option<String> {
        each_game!(&self.game, p => p.outcome_text())
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self) -> bool {
        each_game!(&self.game, p => p.position().outcome().is_some())
    }

    /// The winner's seat (0 or 1, see ``turn``), ``None`` for a draw or a
    /// game that goes on.
    #[getter]
    fn winner(&self) -> Option<u8> {
        each_game!(&self.game, p => p.winner())
    }

    /// The number of move sequences of ``depth`` plies (0 to 64), over
    /// ``threads`` threads (1 to 1024, no more than the cores run; the same
    /// count). As ``variants perft``, a depth estimated at more than 10^14
    /// positions (over a day) is refused unless ``force`` is true, and one
    /// whose count would not fit in 64 bits always is. The GIL is released
    /// and Ctrl-C interrupts it (``KeyboardInterrupt``).
    #[pyo3(signature = (depth, threads=None, force=false))]
    fn perft(
        &self,
        py: Python<'_>,
        depth: &Bound<'_, PyAny>,
        threads: Option<&Bound<'_, PyAny>>,
        force: bool,
    ) -> PyResult<u64> {
        let depth = check_depth(depth)?;
        let threads =
            optional_integer("threads", threads, 1, MAX_PERFT_THREADS)?.unwrap_or(1) as usize;
        each_game!(&self.game, p => check_feasible(p.position(), depth, force))?;
        interruptible(py, |stop| {
            each_game!(&self.game, p => perft_threads_stoppable(p.position(), depth, threads, stop))
        })?
        .ok_or_else(|| VariantsError::new_err("perft was stopped"))
    }

    /// Perft split by first move: ``(move text, count)`` for each legal
    /// move, in generation order, as ``variants divide`` prints them
    /// (``depth`` 0 to 64, 0 counting as 1; refused as ``perft`` is unless
    /// ``force`` is true). The GIL is released and Ctrl-C interrupts it.
    #[pyo3(signature = (depth, force=false))]
    fn divide(
        &self,
        py: Python<'_>,
        depth: &Bound<'_, PyAny>,
        force: bool,
    ) -> PyResult<Vec<(String, u64)>> {
        let depth = check_depth(depth)?.max(1);
        each_game!(&self.game, p => check_feasible(p.position(), depth, force))?;
        interruptible(py, |stop| {
            each_game!(&self.game, p => {
                let position = p.position();
                position
                    .legal_move_vec()
                    .into_iter()
                    .map(|mv| {
                        let mut child = position.clone();
                        child.play_unchecked(&mv);
                        let count = crate::interrupt::perft_stoppable(&child, depth - 1, stop)?;
                        Some((position.format_move(&mv), count))
                    })
                    .collect::<Option<Vec<_>>>()
            })
        })?
        .ok_or_else(|| VariantsError::new_err("divide was stopped"))
    }

    /// The text diagram and the side to move, as ``variants show`` prints
    /// them (without the position text).
    fn diagram(&self) -> String {
        each_game!(&self.game, p => p.diagram())
    }

    /// The SVG diagram, as ``variants show --svg`` writes it.
    fn svg(&self) -> String {
        each_game!(&self.game, p => p.svg())
    }

    /// The engine's analysis, as ``variants analyse``: at ``level`` (1 the
    /// baseline, 2 to 7 capped at 1000*4^(level-2) nodes, 8 the full
    /// engine) within ``depth`` plies, ``nodes`` nodes or ``time`` seconds
    /// (one second when none is given), with a table of ``hash_mb`` MiB (1
    /// to 65536, and no more than the memory available) and ``threads``
    /// threads (1 to 256), as the CLI's options. The GIL is released while
    /// it thinks, and Ctrl-C interrupts it (``KeyboardInterrupt``).
    #[pyo3(signature = (level=None, depth=None, nodes=None, time=None, hash_mb=None, threads=None, seed=None))]
    #[allow(clippy::too_many_arguments)]
    fn analyse(
        &self,
        py: Python<'_>,
        level: Option<&Bound<'_, PyAny>>,
        depth: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
        time: Option<f64>,
        hash_mb: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Analysis> {
        let max_level = u64::from(Level::MAX.get());
        let request = Request {
            level: optional_integer("level", level, 1, max_level)?.unwrap_or(max_level) as u8,
            depth: optional_integer("depth", depth, 1, u64::from(MAX_DEPTH))?.map(|d| d as u32),
            nodes: optional_integer("nodes", nodes, 1, u64::MAX)?,
            time,
            hash_mb: optional_integer("hash", hash_mb, 1, MAX_HASH_MB)?.unwrap_or(16) as usize,
            threads: optional_integer("threads", threads, 1, MAX_THREADS)?.unwrap_or(1) as usize,
            seed: optional_integer("seed", seed, 0, u64::MAX)?.unwrap_or(0),
        };
        each_game!(&self.game, p => analyse(py, p, request))
    }

    /// A copy (positions are values: ``play`` changes only this one).
    fn copy(&self) -> Position {
        self.clone()
    }

    fn __copy__(&self) -> Position {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Position {
        self.clone()
    }

    /// Pickling (for multiprocessing and Ray): the game, the text of the
    /// position this one was built from, the changed rules and the moves
    /// played since, so that the unpickled position is the same game,
    /// repetition history included.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.borrow();
        let rules = pairs_dict(py, this.changed_rule_pairs())?;
        let (root, moves) = each_game!(&this.game, p => p.line_texts());
        let pending = this.pending_actions();
        let restore = py.import("chess_variants._native")?.getattr("_restore")?;
        let args = (this.game(), root, rules, moves, pending).into_pyobject(py)?;
        Ok((restore, args))
    }

    /// The same game: same game and rules, same placement, side and rights,
    /// and, where a draw option reads them, the same clock (capped at its
    /// limit) and repetition history: equal positions have equal legal moves
    /// and outcomes. Counters that no rule reads do not count.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Position>() else {
            return false;
        };
        let other = other.borrow();
        match (&self.game, &other.game) {
            (AnyGame::Dragonchess(a), AnyGame::Dragonchess(b)) => a.position() == b.position(),
            (AnyGame::GrantAcedrex(a), AnyGame::GrantAcedrex(b)) => a.position() == b.position(),
            (AnyGame::Cheskers(a), AnyGame::Cheskers(b)) => a.position() == b.position(),
            (AnyGame::Baroque(a), AnyGame::Baroque(b)) => a.position() == b.position(),
            _ => false,
        }
    }

    /// The zobrist key: placement, side to move and rights, and the clock and
    /// history where a draw option reads them (equal positions, equal keys).
    fn __hash__(&self) -> u64 {
        each_game!(&self.game, p => p.position().zobrist())
    }

    fn __str__(&self) -> String {
        self.text()
    }

    /// The constructor call that rebuilds it, then the diagram.
    fn __repr__(&self) -> String {
        let rules = self.changed_rule_pairs();
        let rules = if rules.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = rules.iter().map(|(k, v)| format!("{k:?}: {v:?}")).collect();
            format!(", rules={{{}}}", pairs.join(", "))
        };
        format!(
            "Position({:?}, {:?}{rules})\n{}",
            self.game(),
            self.text(),
            self.diagram()
        )
    }
}

impl Position {
    fn changed_rule_pairs(&self) -> Vec<(&'static str, String)> {
        each_game!(&self.game, p => p.changed_rules())
    }
}

/// `(key, value)` pairs as a dict, in order.
fn pairs_dict<'py>(
    py: Python<'py>,
    pairs: Vec<(&'static str, String)>,
) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for (key, value) in pairs {
        dict.set_item(key, value)?;
    }
    Ok(dict)
}

/// The legal move of `played` with the squares and promotion of `value`,
/// or the error for a move of another game or not legal here.
fn legal_move_of<G: PyGame>(played: &mut Played<G>, value: &MoveValue) -> PyResult<G::Move> {
    if value.game_name() != G::NAME {
        return Err(VariantsError::new_err(format!(
            "a move of {} cannot be played in {}",
            value.game_name(),
            G::NAME
        )));
    }
    played.legal_with_visits(value.visits()).ok_or_else(|| {
        IllegalMoveError::new_err(format!(
            "illegal move `{}`: not a legal move here",
            value.text_str()
        ))
    })
}

/// The moves of `played`'s line as values.
fn stack_values<G: PyGame>(played: &Played<G>) -> Vec<MoveValue> {
    let mut at = played.root().clone();
    played
        .line()
        .iter()
        .map(|mv| {
            let value = MoveValue::of(&at, mv);
            at.play_unchecked(mv);
            value
        })
        .collect()
}

fn played_name<G: PyGame>(_: &Played<G>) -> &'static str {
    G::NAME
}

fn side_name<G: crate::games::PyGame>(p: &Played<G>) -> &'static str {
    G::side_name(p.position().side_to_move())
}

/// A perft depth, 0 to [`MAX_PERFT_DEPTH`], with the CLI's error.
fn check_depth(depth: &Bound<'_, PyAny>) -> PyResult<u32> {
    Ok(integer("DEPTH", depth, 0, MAX_PERFT_DEPTH)? as u32)
}

/// Refuses a perft that cannot finish, as `variants perft` does
/// (`perft_run::check_feasible`): estimated from exact counts at small
/// depths, more than [`NODE_LIMIT`] positions without `force`, or more than
/// a 64-bit count holds.
fn check_feasible<G: Game>(position: &G, depth: u32, force: bool) -> PyResult<()> {
    let mut previous = 1u64;
    let mut count = 1u64;
    let mut reached = 0;
    while reached < depth && count < 20_000 {
        previous = count;
        reached += 1;
        count = perft(position, reached);
        if count == 0 {
            break;
        }
    }
    let branching = count as f64 / previous.max(1) as f64;
    let nodes = count as f64 * branching.powi((depth - reached) as i32);
    let about =
        format!("about {nodes:.1e} positions (from a branching factor of about {branching:.0})");
    if nodes > u64::MAX as f64 {
        return Err(VariantsError::new_err(format!(
            "depth {depth} would count {about}: more than a 64-bit count holds; choose a smaller depth"
        )));
    }
    if nodes > NODE_LIMIT && !force {
        return Err(VariantsError::new_err(format!(
            "depth {depth} would count {about}, more than {NODE_LIMIT:.0e}: over a day; choose a smaller depth, or pass force=True to run it anyway"
        )));
    }
    Ok(())
}

/// Rebuilds a pickled position: the position of `text` under `rules`, with
/// `moves` played from it (see `Position.__reduce__`).
#[pyfunction]
#[pyo3(signature = (game, text, rules, moves, pending=Vec::new()))]
pub(crate) fn _restore(
    game: &str,
    text: &str,
    rules: &Bound<'_, PyDict>,
    moves: Vec<String>,
    pending: Vec<u32>,
) -> PyResult<Position> {
    let mut position = Position::build(game, Some(text), None, &option_pairs(Some(rules))?)?;
    for mv in &moves {
        each_game!(&mut position.game, p => p.play_text(mv))?;
    }
    for action in pending {
        each_game!(&mut position.game, p => p.apply_action(action))?;
    }
    Ok(position)
}
