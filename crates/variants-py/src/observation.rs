//! The environments' observation: planes over the squares, which together
//! hold everything the rules read to decide the legal next actions.
//!
//! Planes of `S` values each (`S` the game's squares in the order of the
//! action space), `K` the game's kinds of pieces (in the order of its
//! piece table, `variants pieces`):
//!
//! | plane | holds |
//! |---|---|
//! | `c K + k` | 1 where a piece of kind `k` of seat `c` (0 White/Gold, 1 Black/Scarlet) stands |
//! | `2 K` | 1 on the squares in play (Cheskers plays on the dark squares only) |
//! | `2 K + 1` | all 1 when seat 1 is to move |
//! | `2 K + 2` | the halfmove clock / `no_progress_limit` (at most 1) under that rule, else 0 |
//! | `2 K + 3` | the earlier occurrences of this position / 2 (0, 0.5 or 1) under `repetition = ThreefoldDraw`, else 0 |
//!
//! then the game's own planes ([`GamePlanes`]): Grant Acedrex the two
//! king-leap rights, the unmoved Murray unicorns and the plies played /
//! `ply_limit`; Cheskers the capture chain being played action by action
//! (its origin, the square the piece has reached, the pieces it has
//! jumped). [`plane_names`] names every plane.

use crate::actions::Space;
use crate::games::{with_game, PyGame};
use crate::played::Played;
use pyo3::prelude::*;
use variant_core::{BoardView, Color, DrawRules, Game, Kind};

/// A game's planes beyond the common ones.
pub(crate) trait GamePlanes: Game + BoardView + Sized {
    /// Their names, in order.
    const EXTRA_PLANES: &'static [&'static str];

    /// Writes them into `out` (`EXTRA_PLANES.len()` planes of `S` values,
    /// zeroed), for this position and the actions `pending` of a move begun.
    fn write_extra(&self, pending: &[u32], space: &Space, out: &mut [f32]);
}

impl GamePlanes for dragonchess::Position {
    const EXTRA_PLANES: &'static [&'static str] = &[];

    fn write_extra(&self, _: &[u32], _: &Space, _: &mut [f32]) {}
}

impl GamePlanes for baroque_chess::Position {
    const EXTRA_PLANES: &'static [&'static str] = &[];

    fn write_extra(&self, _: &[u32], _: &Space, _: &mut [f32]) {}
}

impl GamePlanes for grant_acedrex::Position {
    const EXTRA_PLANES: &'static [&'static str] = &[
        "white king-leap right (all 1 while White's king may still leap)",
        "black king-leap right",
        "unmoved Murray unicorns (1 on their squares, under unicorn = Murray)",
        "plies played / ply_limit (at most 1) under that rule, else 0",
    ];

    fn write_extra(&self, _: &[u32], space: &Space, out: &mut [f32]) {
        let s = space.squares;
        for (plane, color) in [Color::White, Color::Black].into_iter().enumerate() {
            if self.leap_right(color) {
                out[plane * s..(plane + 1) * s].fill(1.0);
            }
        }
        for square in self.unmoved_unicorns() {
            out[2 * s + usize::from(square.rank()) * 12 + usize::from(square.file())] = 1.0;
        }
        if let Some(limit) = self.rules().ply_limit {
            let limit = u64::from(limit);
            let value = self.plies_played().min(limit) as f32 / limit as f32;
            out[3 * s..4 * s].fill(value);
        }
    }
}

impl GamePlanes for cheskers::Position {
    const EXTRA_PLANES: &'static [&'static str] = &[
        "chain origin (1 on the square a capture chain begun by actions started from)",
        "chain square (1 where the jumping piece now stands)",
        "chain captures (1 on the pieces the chain has jumped so far)",
    ];

    fn write_extra(&self, pending: &[u32], space: &Space, out: &mut [f32]) {
        let s = space.squares;
        for (i, &action) in pending.iter().enumerate() {
            let Some((from, to, _)) = space.decode(action) else {
                continue;
            };
            if i == 0 {
                out[from] = 1.0;
            }
            if i + 1 == pending.len() {
                out[s + to] = 1.0;
            }
            // A jump lands two squares diagonally on: the jumped piece
            // stands midway (both indices are rank * 8 + file).
            out[2 * s + (from + to) / 2] = 1.0;
        }
    }
}

/// The number of planes of game `G`.
pub(crate) fn plane_count<G: PyGame>() -> usize {
    2 * <G as BoardView>::Kind::ALL.len() + 4 + G::EXTRA_PLANES.len()
}

/// The name of every plane of game `G`, in order.
pub(crate) fn plane_names<G: PyGame>() -> Vec<String> {
    let mut names = Vec::with_capacity(plane_count::<G>());
    for color in [Color::White, Color::Black] {
        for kind in <G as BoardView>::Kind::ALL {
            names.push(format!("{} {}", G::side_name(color), kind.name()));
        }
    }
    names.push("squares in play".to_string());
    names.push(format!(
        "side to move (all 1 when {} is to move)",
        G::side_name(Color::Black)
    ));
    names.push("halfmove clock / no_progress_limit (at most 1) under that rule, else 0".into());
    names.push(
        "earlier occurrences of this position / 2 under repetition = ThreefoldDraw, else 0".into(),
    );
    names.extend(G::EXTRA_PLANES.iter().map(|name| name.to_string()));
    names
}

/// Writes the planes of `played` into `out` (`plane_count::<G>() * S`
/// values, overwritten).
pub(crate) fn write_planes<G: PyGame>(played: &Played<G>, out: &mut [f32]) {
    out.fill(0.0);
    let position = played.position();
    let shape = position.board_shape();
    let space = played.space();
    let s = space.squares;
    let kinds = <G as BoardView>::Kind::ALL.len();
    for index in 0..s {
        let square = shape.coord3(index);
        if let Some(piece) = position.piece_on(square) {
            let side = piece.color.fold(0, 1);
            out[(side * kinds + piece.kind.index()) * s + index] = 1.0;
        }
        if position.in_play(square) {
            out[2 * kinds * s + index] = 1.0;
        }
    }
    let base = 2 * kinds + 1;
    if position.side_to_move() == Color::Black {
        out[base * s..(base + 1) * s].fill(1.0);
    }
    if let Some(limit) = position.rules().no_progress_limit() {
        let limit = u32::from(limit);
        let value = position.halfmove_clock().min(limit) as f32 / limit as f32;
        out[(base + 1) * s..(base + 2) * s].fill(value);
    }
    let repeated = played.earlier_occurrences().min(2) as f32 / 2.0;
    out[(base + 2) * s..(base + 3) * s].fill(repeated);
    position.write_extra(played.pending(), &space, &mut out[(base + 3) * s..]);
}

/// The planes of `played` as native-endian `f32` bytes, plane after plane
/// (NumPy's `frombuffer(..., float32)` reads them).
pub(crate) fn planes<G: PyGame>(played: &Played<G>) -> Vec<u8> {
    let mut values = vec![0f32; plane_count::<G>() * played.space().squares];
    write_planes(played, &mut values);
    values.iter().flat_map(|v| v.to_ne_bytes()).collect()
}

/// The name of every observation plane of ``game``, in order: what each
/// plane of ``Position.observation()`` holds.
#[pyfunction]
#[pyo3(name = "plane_names")]
pub(crate) fn plane_names_of(game: &str) -> PyResult<Vec<String>> {
    with_game!(game, G => plane_names::<G>())
}
