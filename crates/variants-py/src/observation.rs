//! The environments' observation: planes over the squares.
//!
//! `2 K + 3` planes of `S` values each (`K` the game's kinds of pieces,
//! `S` its squares in the order of the action space): plane `c K + k` is 1
//! where a piece of kind `k` (in the order of the game's piece table,
//! `variants pieces`) of side `c` (0 White, 1 Black) stands; plane `2 K` is
//! 1 on the squares in play (Cheskers plays on the dark squares only);
//! plane `2 K + 1` is all 1 when side 1 is to move; plane `2 K + 2` holds
//! the halfmove clock / 100 on every square.

use crate::games::PyGame;
use variant_core::{BoardView, Color, Kind};

/// The number of planes of game `G`.
pub(crate) fn plane_count<G: PyGame>() -> usize {
    2 * <G as BoardView>::Kind::ALL.len() + 3
}

/// The planes of `position`, plane after plane, as native-endian `f32`
/// bytes (NumPy's `frombuffer(..., float32)` reads them).
pub(crate) fn planes<G: PyGame>(position: &G) -> Vec<u8> {
    let shape = position.board_shape();
    let s = shape.square_count();
    let kinds = <G as BoardView>::Kind::ALL.len();
    let mut values = vec![0f32; plane_count::<G>() * s];
    for index in 0..s {
        let square = shape.coord3(index);
        if let Some(piece) = position.piece_on(square) {
            let side = piece.color.fold(0, 1);
            values[(side * kinds + piece.kind.index()) * s + index] = 1.0;
        }
        if position.in_play(square) {
            values[2 * kinds * s + index] = 1.0;
        }
    }
    let black = f32::from(u8::from(position.side_to_move() == Color::Black));
    let clock = position.halfmove_clock() as f32 / 100.0;
    for index in 0..s {
        values[(2 * kinds + 1) * s + index] = black;
        values[(2 * kinds + 2) * s + index] = clock;
    }
    values.iter().flat_map(|v| v.to_ne_bytes()).collect()
}
