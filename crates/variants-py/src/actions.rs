//! The fixed action space of the reinforcement-learning environments.
//!
//! A move is a sequence of steps: one step for most moves, one step per
//! jump for a Cheskers capture chain. A step is one action number:
//!
//! ```text
//! action = (from * S + to) * P + promotion
//! ```
//!
//! where `S` is the number of squares of the board (Dragonchess
//! 12 x 8 x 3 = 288, with `level * 96 + rank * 12 + file`, every level and
//! rank from 0; Grant Acedrex 144; Cheskers and Baroque 64, `rank * 8 +
//! file`), `from` and `to` the squares the piece leaves and lands on (the
//! Dragon's capture from afar: the square it captures on; a Baroque king's
//! suicide: its own square twice), and `promotion` 0, or on the last step
//! of a move that lets the player choose, 1 + the index of the chosen
//! piece's letter in the game's promotion letters (Cheskers `KBC`; the
//! other games promote by rule, without a choice). The last action,
//! `S * S * P`, is a pass (Grant Acedrex's rule options allow one).
//!
//! The squares are read from the canonical move text, the same in every
//! version of the CLI's `moves`, so that this file knows nothing of the
//! game crates' move types.

use crate::games::{with_game, PyGame};
use crate::observation::plane_count;
use crate::played::Played;
use pyo3::prelude::*;
use pyo3::IntoPyObjectExt;
use variant_core::{BoardShape, BoardView, Coord2, Coord3, Game};

/// A game's action space.
pub(crate) trait ActionSpace: Game + BoardView {
    /// The promotion pieces a player chooses among, by letter (empty when
    /// promotion is by rule).
    const PROMOTIONS: &'static str;

    /// The squares the moving piece visits (its origin first) and the
    /// chosen promotion's letter, read from a move's canonical text; an
    /// empty list for a pass.
    fn visits(text: &str) -> (Vec<&str>, Option<char>);
}

/// `text` without its `=X` promotion suffix, and the letter `X`.
fn promotion_suffix(text: &str) -> (&str, Option<char>) {
    match text.split_once('=') {
        Some((head, letter)) => (head, letter.chars().next()),
        None => (text, None),
    }
}

fn squares_between_separators(text: &str) -> Vec<&str> {
    text.split(['-', 'x']).filter(|s| !s.is_empty()).collect()
}

impl ActionSpace for dragonchess::Position {
    const PROMOTIONS: &'static str = "";

    /// `W2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`: the piece letter first.
    fn visits(text: &str) -> (Vec<&str>, Option<char>) {
        let (head, _) = promotion_suffix(text);
        let head = head.trim_start_matches(|c: char| c.is_ascii_uppercase());
        (squares_between_separators(head), None)
    }
}

impl ActionSpace for grant_acedrex::Position {
    const PROMOTIONS: &'static str = "";

    /// `c12-f10`, `e11xe12=A` (promotion by rule), `pass`.
    fn visits(text: &str) -> (Vec<&str>, Option<char>) {
        if text == "pass" {
            return (Vec::new(), None);
        }
        let (head, _) = promotion_suffix(text);
        (squares_between_separators(head), None)
    }
}

impl ActionSpace for cheskers::Position {
    const PROMOTIONS: &'static str = "KBC";

    /// `b6-a5`, `c3xe5xc7` (origin, then every landing), `g7-h8=B`.
    fn visits(text: &str) -> (Vec<&str>, Option<char>) {
        let (head, promotion) = promotion_suffix(text);
        (squares_between_separators(head), promotion)
    }
}

impl ActionSpace for baroque_chess::Position {
    const PROMOTIONS: &'static str = "";

    /// `d1-d4xd5,e4` (the captured squares after `x`), `c4xc4` (suicide).
    fn visits(text: &str) -> (Vec<&str>, Option<char>) {
        let moved = text.split('x').next().unwrap_or(text);
        match moved.split_once('-') {
            Some((from, to)) => (vec![from, to], None),
            None => (vec![moved, moved], None),
        }
    }
}

/// The number of squares `S` of a board.
pub(crate) fn squares(shape: BoardShape) -> usize {
    shape.square_count()
}

/// The size of a game's action space: `S * S * P + 1`.
pub(crate) fn action_count<G: PyGame>(shape: BoardShape) -> usize {
    let s = squares(shape);
    s * s * (G::PROMOTIONS.len() + 1) + 1
}

/// The dense index of the square named `text`, if it is one.
fn square_index(shape: BoardShape, text: &str) -> Option<usize> {
    let coord = if shape.levels > 1 {
        Coord3::parse(text, shape.files, shape.ranks, shape.levels).ok()?
    } else {
        let flat = Coord2::parse(text, shape.files, shape.ranks).ok()?;
        Coord3::new(0, flat.file, flat.rank)
    };
    Some(shape.index3(coord))
}

/// The steps of every legal move of `played`, in move-index order: each
/// move as its list of actions. `None` if some move's text does not read
/// as squares (a change of notation this file has not followed).
pub(crate) fn move_actions<G: PyGame>(played: &mut Played<G>) -> Option<Vec<Vec<u32>>> {
    let shape = played.position().board_shape();
    let s = squares(shape);
    let p = G::PROMOTIONS.len() + 1;
    let pass = (s * s * p) as u32;
    let texts = played.legal_texts();
    texts
        .iter()
        .map(|text| {
            let (visits, promotion) = G::visits(text);
            if visits.is_empty() {
                return Some(vec![pass]);
            }
            if visits.len() < 2 {
                return None;
            }
            let slot = match promotion {
                Some(letter) => 1 + G::PROMOTIONS.find(letter)?,
                None => 0,
            };
            let indices: Vec<usize> = visits
                .iter()
                .map(|sq| square_index(shape, sq))
                .collect::<Option<_>>()?;
            let last = indices.len() - 2;
            Some(
                indices
                    .windows(2)
                    .enumerate()
                    .map(|(i, pair)| {
                        let promotion = if i == last { slot } else { 0 };
                        ((pair[0] * s + pair[1]) * p + promotion) as u32
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The shape of game `game`'s spaces: `actions` (the number of actions,
/// the pass last), `squares` (`S`), `promotions` (the letters of the
/// promotion slots 1, 2, ...), `planes` (observation planes), `files`,
/// `ranks` and `levels`, as `(name, value)` pairs.
#[pyfunction]
pub(crate) fn action_space<'py>(
    py: Python<'py>,
    game: &str,
) -> PyResult<Vec<(&'static str, Bound<'py, PyAny>)>> {
    with_game!(game, G => {
        let shape = G::start(Default::default()).board_shape();
        vec![
            ("actions", action_count::<G>(shape).into_bound_py_any(py)?),
            ("squares", squares(shape).into_bound_py_any(py)?),
            ("promotions", G::PROMOTIONS.into_bound_py_any(py)?),
            ("planes", plane_count::<G>().into_bound_py_any(py)?),
            ("files", shape.files.into_bound_py_any(py)?),
            ("ranks", shape.ranks.into_bound_py_any(py)?),
            ("levels", shape.levels.into_bound_py_any(py)?),
        ]
    })
}
