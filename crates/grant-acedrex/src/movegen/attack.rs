//! Attack detection, looking outward from the attacked square.

use super::tables::{tables, AANCA_REV};
use crate::position::Board;
use crate::rules::Unicorn;
use crate::{Piece, PieceKind};
use variant_core::{Color, SquareSet144};

/// What attack detection needs to know about the attacking side besides the
/// board.
#[derive(Clone, Copy)]
pub(crate) struct Attacker<'a> {
    pub color: Color,
    /// The attacker's king still holds the leap right.
    pub leap_right: bool,
    pub rules: &'a crate::Rules,
    /// Unmoved Murray unicorns (they attack nothing).
    pub unmoved: &'a SquareSet144,
}

/// Whether any piece of `by.color` on `board` could capture on `sq`
/// (whatever stands there).
pub(crate) fn attacked(board: &Board, sq: usize, by: Attacker<'_>) -> bool {
    let t = tables();
    let c = by.color;
    let is = |s: u8, k: PieceKind| board[s as usize] == Some(Piece::new(c, k));
    if t.pawn_from[c.index()][sq]
        .iter()
        .any(|&s| is(s, PieceKind::Pawn))
    {
        return true;
    }
    if t.king[sq].iter().any(|&s| is(s, PieceKind::King)) {
        return true;
    }
    if by.rules.king_leap_can_capture
        && by.leap_right
        && t.king_leap[sq].iter().any(|&(_, s)| is(s, PieceKind::King))
    {
        return true;
    }
    if t.lion(by.rules.lion, sq)
        .iter()
        .any(|&s| is(s, PieceKind::Lion))
    {
        return true;
    }
    if t.giraffe(by.rules.giraffe, sq)
        .iter()
        .any(|&s| is(s, PieceKind::Giraffe))
    {
        return true;
    }
    // Aanca standing diagonally next to `sq`.
    if t.step[sq][4..]
        .iter()
        .flatten()
        .any(|&s| is(s, PieceKind::Aanca))
    {
        return true;
    }
    let murray = by.rules.unicorn == Unicorn::Murray;
    if !murray && t.knight[sq].iter().any(|&s| is(s, PieceKind::Unicorn)) {
        return true;
    }
    (0..8).any(|dir| ray_attacked(board, sq, dir, by, NO_HOLE))
}

/// For [`ray_attacked`]: no square is treated as empty.
pub(crate) const NO_HOLE: usize = usize::MAX;

/// Whether a piece of `by.color` attacks `sq` along direction `dir` (0..4
/// orthogonal, 4..8 diagonal; see `DIRS`), with the square `hole` treated as
/// empty (to ask whether moving the piece there could expose `sq`).
///
/// Orthogonal rays: a rook at the first occupied square; every empty square
/// on the way may be an aanca's turning square. Diagonal rays: a crocodile
/// (or a moved Murray unicorn) at the first occupied square; every empty
/// square may be a unicorn's turning square.
#[inline]
pub(crate) fn ray_attacked(
    board: &Board,
    sq: usize,
    dir: usize,
    by: Attacker<'_>,
    hole: usize,
) -> bool {
    let t = tables();
    let c = by.color;
    let is = |s: u8, k: PieceKind| board[s as usize] == Some(Piece::new(c, k));
    let murray = by.rules.unicorn == Unicorn::Murray;
    for &s in &t.rays[sq][dir] {
        let occupant = if s as usize == hole {
            None
        } else {
            board[s as usize]
        };
        match occupant {
            None if dir < 4 => {
                for &d in &AANCA_REV[dir] {
                    if let Some(a) = t.step[s as usize][d] {
                        if is(a, PieceKind::Aanca) {
                            return true;
                        }
                    }
                }
            }
            None => {
                if !murray
                    && t.unicorn_rev[s as usize][dir - 4]
                        .iter()
                        .any(|&u| is(u, PieceKind::Unicorn))
                {
                    return true;
                }
            }
            Some(p) => {
                return p.color == c
                    && if dir < 4 {
                        p.kind == PieceKind::Rook
                    } else {
                        p.kind == PieceKind::Crocodile
                            || (murray
                                && p.kind == PieceKind::Unicorn
                                && !by.unmoved.contains(s as usize))
                    };
            }
        }
    }
    false
}
