//! Attack detection on the board, looking outward from the attacked square:
//! the unit tests' oracle for the square-set attacks (`attack_sets`) and
//! for the legality of generated moves. It reads the board and its own
//! tables, not the move rules of `sight`, so that the two are compared.

use super::masks::{masks, Masks};
use super::tables::{tables, Tables, AANCA_REV};
use crate::occupancy::{meets, Occupancy};
use crate::position::Board;
use crate::rules::{Aanca, Unicorn};
use crate::{Piece, PieceKind};
use variant_core::{Color, SquareSet144};

/// What attack detection needs to know about the attacking side besides the
/// board, with the attacker's pieces gathered into the sets the masks are
/// compared with.
///
/// The board searched may differ from the position by one trial move; the
/// sets still hold every enemy piece on it (a trial capture only removes
/// one), which is all the gates need: they only ever let through too much.
#[derive(Clone, Copy)]
pub(crate) struct Attacker<'a> {
    pub color: Color,
    /// The attacker's king still holds the leap right.
    pub leap_right: bool,
    pub rules: &'a crate::Rules,
    /// Unmoved Murray unicorns (they attack nothing).
    pub unmoved: &'a SquareSet144,
    /// The aanca jumps a piece of the attacked side on its turning square
    /// ([`Aanca::PassesEnemy`]).
    pub passes_enemy: bool,
    /// The tables, fetched once rather than at every attack test.
    tables: &'static Tables,
    masks: &'static [Masks],
    /// Pawns, king and aancas: what may attack from a neighbouring square.
    near: SquareSet144,
    lions: SquareSet144,
    giraffes: SquareSet144,
    unicorns: SquareSet144,
    /// Rooks and aancas: what may attack along an orthogonal ray.
    orth: SquareSet144,
    /// Crocodiles and unicorns: what may attack along a diagonal ray.
    diag: SquareSet144,
}

impl<'a> Attacker<'a> {
    pub(crate) fn new(
        color: Color,
        leap_right: bool,
        rules: &'a crate::Rules,
        unmoved: &'a SquareSet144,
        occupancy: &Occupancy,
    ) -> Attacker<'a> {
        let of = |kind| occupancy.of(color, kind);
        let aancas = of(PieceKind::Aanca);
        let unicorns = of(PieceKind::Unicorn);
        Attacker {
            color,
            leap_right,
            rules,
            unmoved,
            passes_enemy: rules.aanca == Aanca::PassesEnemy,
            tables: tables(),
            masks: masks(),
            near: of(PieceKind::Pawn) | of(PieceKind::King) | aancas,
            lions: of(PieceKind::Lion),
            giraffes: of(PieceKind::Giraffe),
            unicorns,
            orth: of(PieceKind::Rook) | aancas,
            diag: of(PieceKind::Crocodile) | unicorns,
        }
    }
}

/// Whether any piece of `by.color` on `board` could capture on `sq`
/// (whatever stands there).
///
/// Each kind of attack is looked for on the board only when the masks say an
/// enemy piece of that kind stands where it could possibly attack from.
pub(crate) fn attacked(board: &Board, sq: usize, by: &Attacker<'_>) -> bool {
    let t = by.tables;
    let m = &by.masks[sq];
    let c = by.color;
    let is = |s: u8, k: PieceKind| board[s as usize] == Some(Piece::new(c, k));
    if meets(&m.near, &by.near) {
        if t.pawn_from[c.index()][sq]
            .iter()
            .any(|&s| is(s, PieceKind::Pawn))
        {
            return true;
        }
        if t.king[sq].iter().any(|&s| is(s, PieceKind::King)) {
            return true;
        }
        // An aanca standing diagonally next to `sq`.
        if t.step[sq][4..]
            .iter()
            .flatten()
            .any(|&s| is(s, PieceKind::Aanca))
        {
            return true;
        }
    }
    if by.rules.king_leap_can_capture
        && by.leap_right
        && t.king_leaps(by.rules.king_leap_directions, !c, sq)
            .iter()
            .any(|&(_, s)| is(s, PieceKind::King))
    {
        return true;
    }
    if meets(m.lion(by.rules.lion), &by.lions)
        && t.lion(by.rules.lion, sq)
            .iter()
            .any(|&s| is(s, PieceKind::Lion))
    {
        return true;
    }
    if meets(m.giraffe(by.rules.giraffe), &by.giraffes)
        && t.giraffe(by.rules.giraffe, sq)
            .iter()
            .any(|&s| is(s, PieceKind::Giraffe))
    {
        return true;
    }
    let murray = by.rules.unicorn == Unicorn::Murray;
    if !murray
        && meets(&m.knight, &by.unicorns)
        && t.knight[sq].iter().any(|&s| is(s, PieceKind::Unicorn))
    {
        return true;
    }
    (0..4)
        .any(|dir| meets(&m.orth_zone[dir], &by.orth) && ray_attacked(board, sq, dir, by, NO_HOLE))
        || (4..8).any(|dir| {
            meets(&m.diag_zone[dir - 4], &by.diag) && ray_attacked(board, sq, dir, by, NO_HOLE)
        })
        || (by.passes_enemy && passing_aanca_attacks(board, sq, by))
}

/// Under [`Aanca::PassesEnemy`]: whether an aanca of `by.color` attacks
/// `sq` by turning on a piece of the attacked side, the first piece of an
/// orthogonal ray from `sq`, from diagonally behind it.
#[cold]
fn passing_aanca_attacks(board: &Board, sq: usize, by: &Attacker<'_>) -> bool {
    let m = &by.masks[sq];
    (0..4).any(|dir| {
        meets(&m.orth_zone[dir], &by.orth)
            && first_piece(board, sq, dir).is_some_and(|s| {
                board[s as usize].is_some_and(|p| p.color != by.color)
                    && aanca_turns_at(board, s, dir, by.color)
            })
    })
}

/// The first occupied square from `sq` outward in direction `dir`.
pub(crate) fn first_piece(board: &Board, sq: usize, dir: usize) -> Option<u8> {
    tables().rays[sq][dir]
        .iter()
        .copied()
        .find(|&s| board[s as usize].is_some())
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
/// square may be a unicorn's turning square. (An aanca turning on an
/// occupied square, under [`Aanca::PassesEnemy`], is looked for apart:
/// [`passing_aanca_attacks`].)
#[inline]
pub(crate) fn ray_attacked(
    board: &Board,
    sq: usize,
    dir: usize,
    by: &Attacker<'_>,
    hole: usize,
) -> bool {
    let t = by.tables;
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

/// Whether an aanca of `color` stands diagonally behind `s`, a square of the
/// orthogonal ray `dir`, where it may turn onto the ray (toward its origin).
pub(crate) fn aanca_turns_at(board: &Board, s: u8, dir: usize, color: Color) -> bool {
    let t = tables();
    AANCA_REV[dir].iter().any(|&d| {
        t.step[s as usize][d]
            .is_some_and(|a| board[a as usize] == Some(Piece::new(color, PieceKind::Aanca)))
    })
}
