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
//! The squares of a legal move are read from the game's move value
//! ([`ActionSpace::visits`]); those of move text, for `Move.from_text`,
//! from the coordinate text ([`ActionSpace::text_visits`]). The tests
//! check that both agree on every legal move.

use crate::games::{with_game, PyGame};
use crate::observation::plane_count;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use variant_core::{BoardShape, BoardView, Coord2, Coord3, Game, Kind};

/// The most squares one move visits: a Cheskers chain's origin and its
/// landings (`cheskers::MAX_JUMPS`).
pub(crate) const MAX_VISITS: usize = cheskers::MAX_JUMPS + 1;

/// The squares a move's piece visits (dense indices, the origin first) and
/// the promotion slot chosen (0: none); no square for a pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Visits {
    squares: [u16; MAX_VISITS],
    len: u8,
    promotion: u8,
}

impl Visits {
    /// Adds a square (ignored beyond [`MAX_VISITS`], which no move reaches).
    pub(crate) fn push(&mut self, square: usize) {
        if usize::from(self.len) < MAX_VISITS {
            self.squares[usize::from(self.len)] = square as u16;
            self.len += 1;
        }
    }

    /// The visited squares, in order.
    pub(crate) fn squares(&self) -> &[u16] {
        &self.squares[..usize::from(self.len)]
    }

    /// The promotion slot chosen: 0 for none, else 1 + the index of the
    /// piece's letter in the game's promotion letters.
    pub(crate) fn promotion(&self) -> u8 {
        self.promotion
    }

    /// The visits of a pass: none.
    fn pass() -> Visits {
        Visits::default()
    }

    /// The visits `from`, `to`.
    fn two(from: usize, to: usize) -> Visits {
        let mut visits = Visits::default();
        visits.push(from);
        visits.push(to);
        visits
    }

    /// The actions of these visits: one per pair of consecutive squares,
    /// the promotion on the last; the pass alone for no square.
    pub(crate) fn actions(&self, space: &Space) -> impl Iterator<Item = u32> + '_ {
        let squares = self.squares();
        let pass = (squares.is_empty()).then_some(space.pass());
        let last = squares.len().saturating_sub(2);
        let space = *space;
        squares
            .windows(2)
            .enumerate()
            .map(move |(i, pair)| {
                let promotion = if i == last { self.promotion } else { 0 };
                space.action(usize::from(pair[0]), usize::from(pair[1]), promotion)
            })
            .chain(pass)
    }
}

/// The sizes of one game's action space.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Space {
    /// `S`, the squares.
    pub(crate) squares: usize,
    /// `P`, 1 + the promotion choices.
    pub(crate) slots: usize,
}

impl Space {
    /// The space of game `G`.
    pub(crate) fn of<G: PyGame>(shape: BoardShape) -> Space {
        Space {
            squares: shape.square_count(),
            slots: G::PROMOTIONS.len() + 1,
        }
    }

    /// The number of actions, the pass included.
    pub(crate) fn count(&self) -> usize {
        self.squares * self.squares * self.slots + 1
    }

    /// The pass, the last action.
    pub(crate) fn pass(&self) -> u32 {
        (self.count() - 1) as u32
    }

    fn action(&self, from: usize, to: usize, promotion: u8) -> u32 {
        ((from * self.squares + to) * self.slots + usize::from(promotion)) as u32
    }

    /// `(from, to, promotion slot)` of a step that is not the pass.
    pub(crate) fn decode(&self, action: u32) -> Option<(usize, usize, usize)> {
        let action = action as usize;
        if action + 1 >= self.count() {
            return None;
        }
        let slot = action % self.slots;
        let pair = action / self.slots;
        Some((pair / self.squares, pair % self.squares, slot))
    }
}

/// A game's action space.
pub(crate) trait ActionSpace: Game + BoardView {
    /// The promotion pieces a player chooses among, by letter (empty when
    /// promotion is by rule).
    const PROMOTIONS: &'static str;

    /// The squares `mv`'s piece visits and the promotion chosen.
    fn visits(mv: &Self::Move) -> Visits;

    /// The squares the moving piece visits (its origin first) and the
    /// chosen promotion's letter, read from a move's coordinate text; an
    /// empty list for a pass.
    fn text_visits(text: &str) -> (Vec<&str>, Option<char>);
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

/// The dense index of a square of a flat board.
fn flat_index(shape: BoardShape, file: u8, rank: u8) -> usize {
    shape.index3(Coord3::new(0, file, rank))
}

impl ActionSpace for dragonchess::Position {
    const PROMOTIONS: &'static str = "";

    fn visits(mv: &dragonchess::Move) -> Visits {
        let shape = dragonchess::SHAPE;
        Visits::two(
            shape.index3(mv.from().coord()),
            shape.index3(mv.to().coord()),
        )
    }

    /// `W2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`: the piece letter first.
    fn text_visits(text: &str) -> (Vec<&str>, Option<char>) {
        let (head, _) = promotion_suffix(text);
        let head = head.trim_start_matches(|c: char| c.is_ascii_uppercase());
        (squares_between_separators(head), None)
    }
}

impl ActionSpace for grant_acedrex::Position {
    const PROMOTIONS: &'static str = "";

    fn visits(mv: &grant_acedrex::Move) -> Visits {
        if mv.is_pass() {
            return Visits::pass();
        }
        let shape = BoardShape::flat(12, 12);
        let (from, to) = (mv.from(), mv.to());
        Visits::two(
            flat_index(shape, from.file(), from.rank()),
            flat_index(shape, to.file(), to.rank()),
        )
    }

    /// `c12-f10`, `e11xe12=A` (promotion by rule), `pass`.
    fn text_visits(text: &str) -> (Vec<&str>, Option<char>) {
        if text == "pass" {
            return (Vec::new(), None);
        }
        let (head, _) = promotion_suffix(text);
        (squares_between_separators(head), None)
    }
}

impl ActionSpace for cheskers::Position {
    const PROMOTIONS: &'static str = "KBC";

    fn visits(mv: &cheskers::Move) -> Visits {
        let shape = BoardShape::flat(8, 8);
        let mut visits = Visits::default();
        let from = mv.from();
        visits.push(flat_index(shape, from.file(), from.rank()));
        for landing in mv.landings() {
            visits.push(flat_index(shape, landing.file(), landing.rank()));
        }
        visits.promotion = mv
            .promotion()
            .and_then(|kind| Self::PROMOTIONS.find(kind.letter()))
            .map_or(0, |i| i as u8 + 1);
        visits
    }

    /// `b6-a5`, `c3xe5xc7` (origin, then every landing), `g7-h8=B`.
    fn text_visits(text: &str) -> (Vec<&str>, Option<char>) {
        let (head, promotion) = promotion_suffix(text);
        (squares_between_separators(head), promotion)
    }
}

impl ActionSpace for baroque_chess::Position {
    const PROMOTIONS: &'static str = "";

    fn visits(mv: &baroque_chess::Move) -> Visits {
        let shape = BoardShape::flat(8, 8);
        let (from, to) = (mv.from(), mv.to());
        Visits::two(
            flat_index(shape, from.file(), from.rank()),
            flat_index(shape, to.file(), to.rank()),
        )
    }

    /// `d1-d4xd5,e4` (the captured squares after `x`), `c4xc4` (suicide).
    fn text_visits(text: &str) -> (Vec<&str>, Option<char>) {
        let moved = text.split('x').next().unwrap_or(text);
        match moved.split_once('-') {
            Some((from, to)) => (vec![from, to], None),
            None => (vec![moved, moved], None),
        }
    }
}

/// The dense index of the square named `text`, if it is one.
pub(crate) fn square_index(shape: BoardShape, text: &str) -> Option<usize> {
    let coord = if shape.levels > 1 {
        Coord3::parse(text, shape.files, shape.ranks, shape.levels).ok()?
    } else {
        let flat = Coord2::parse(text, shape.files, shape.ranks).ok()?;
        Coord3::new(0, flat.file, flat.rank)
    };
    Some(shape.index3(coord))
}

/// The visits of coordinate move text, or `None` when it does not read as
/// squares of `G`'s board (or names a promotion `G` offers no choice of).
pub(crate) fn text_visits<G: PyGame>(shape: BoardShape, text: &str) -> Option<Visits> {
    let text = text.trim();
    let (names, promotion) = G::text_visits(text);
    let mut visits = Visits::default();
    if names.is_empty() {
        // Only a game with a pass reads `pass` as no square.
        return (text == "pass").then_some(visits);
    }
    if names.len() < 2 || names.len() > MAX_VISITS {
        return None;
    }
    for name in names {
        visits.push(square_index(shape, name)?);
    }
    visits.promotion = match promotion {
        Some(letter) if !G::PROMOTIONS.is_empty() => 1 + G::PROMOTIONS.find(letter)? as u8,
        _ => 0,
    };
    Some(visits)
}

/// The name of the square with dense index `index`, as move text writes it.
pub(crate) fn square_name(shape: BoardShape, index: usize) -> String {
    let coord = shape.coord3(index);
    if shape.levels > 1 {
        coord.to_string()
    } else {
        coord.flat().to_string()
    }
}

/// The shape of game `game`'s spaces: `actions` (the number of actions,
/// the pass last), `squares` (`S`), `promotions` (the letters of the
/// promotion slots 1, 2, ...), `planes` (observation planes), `files`,
/// `ranks` and `levels`.
#[pyfunction]
pub(crate) fn action_space<'py>(py: Python<'py>, game: &str) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    with_game!(game, G => {
        let shape = G::start(Default::default()).board_shape();
        let space = Space::of::<G>(shape);
        dict.set_item("actions", space.count())?;
        dict.set_item("squares", space.squares)?;
        dict.set_item("promotions", G::PROMOTIONS)?;
        dict.set_item("planes", plane_count::<G>())?;
        dict.set_item("files", shape.files)?;
        dict.set_item("ranks", shape.ranks)?;
        dict.set_item("levels", shape.levels)?;
    })?;
    Ok(dict)
}
