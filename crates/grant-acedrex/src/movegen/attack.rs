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
    // Orthogonal rays: a rook at the first occupied square; every empty square
    // on the way may be an aanca's turning square.
    for (w, rev) in AANCA_REV.iter().enumerate() {
        for &s in &t.rays[sq][w] {
            match board[s as usize] {
                None => {
                    for &d in rev {
                        if let Some(a) = t.step[s as usize][d] {
                            if is(a, PieceKind::Aanca) {
                                return true;
                            }
                        }
                    }
                }
                Some(p) => {
                    if p.color == c && p.kind == PieceKind::Rook {
                        return true;
                    }
                    break;
                }
            }
        }
    }
    // Diagonal rays: a crocodile (or a moved Murray unicorn) at the first
    // occupied square; every empty square may be a unicorn's turning square.
    for w in 0..4 {
        for &s in &t.rays[sq][w + 4] {
            match board[s as usize] {
                None => {
                    if !murray
                        && t.unicorn_rev[s as usize][w]
                            .iter()
                            .any(|&u| is(u, PieceKind::Unicorn))
                    {
                        return true;
                    }
                }
                Some(p) => {
                    if p.color == c
                        && (p.kind == PieceKind::Crocodile
                            || (murray
                                && p.kind == PieceKind::Unicorn
                                && !by.unmoved.contains(s as usize)))
                    {
                        return true;
                    }
                    break;
                }
            }
        }
    }
    false
}
