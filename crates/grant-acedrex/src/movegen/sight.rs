//! What one piece sees, as square sets: the squares it attacks, the squares
//! it may move to (legal but for its king's safety) and the squares whose
//! contents decide both. Every kind's reach comes from `reach`; this is the
//! one place that says which reach each kind (and each rule option) uses.

use super::masks::masks;
use super::reach;
use super::tables::tables;
use crate::rules::{Aanca, Unicorn};
use crate::{PieceKind, Rules};
use variant_core::{Color, SquareSet144 as Set};

/// One piece's view of the board (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sight {
    /// The squares it could capture on, whatever stands there.
    pub attack: Set,
    /// The squares it may move to, own pieces excluded (a king's moves are
    /// counted apart: none here).
    pub targets: Set,
    /// The squares whose occupant (or emptiness) `attack` and `targets`
    /// depend on: a change anywhere else leaves both as they are.
    pub watch: Set,
}

/// The board as a piece sees it.
#[derive(Clone, Copy)]
pub(crate) struct Board<'a> {
    pub rules: &'a Rules,
    /// Every occupied square.
    pub all: Set,
    /// The squares of the piece's own side, and of the other side.
    pub own: Set,
    pub theirs: Set,
}

impl Board<'_> {
    /// The squares where an aanca of the side of `own` may turn: empty
    /// ones, and under [`Aanca::PassesEnemy`] the other side's pieces too.
    #[inline(always)]
    pub(crate) fn aanca_turns(&self) -> Set {
        match self.rules.aanca {
            Aanca::BlockedByAny => !self.all,
            Aanca::PassesEnemy => !self.all | self.theirs,
        }
    }
}

/// Whether a piece of `kind` attacks along lines that other pieces may
/// block or open (a slider or a bent rider), under `rules`; `unmoved` for
/// a Murray unicorn that has not moved (it attacks nothing).
#[inline(always)]
pub(crate) fn rides(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Rook | PieceKind::Crocodile | PieceKind::Aanca | PieceKind::Unicorn
    )
}

/// The squares a rider (see [`rides`]) of kind `kind` on `from` reaches
/// on `board`: where it may stop or capture, own pieces included.
#[inline(always)]
pub(crate) fn ride(kind: PieceKind, from: usize, board: &Board<'_>) -> Set {
    match kind {
        PieceKind::Rook => reach::rook(from, &board.all),
        PieceKind::Aanca => reach::aanca(from, &board.all, &board.aanca_turns()),
        PieceKind::Unicorn if board.rules.unicorn == Unicorn::KnightThenDiagonal => {
            reach::unicorn(from, &board.all)
        }
        // The crocodile, and the Murray unicorn once it has moved.
        _ => reach::bishop(from, &board.all),
    }
}

/// What the piece of kind `kind` and colour `color` on `from` sees on
/// `board`. `unmoved`: a Murray unicorn that has not moved yet; `leap_right`:
/// the side's king still holds its first-move leap (a king only reads it,
/// for the capturing leap's attacks).
#[inline(always)]
pub(crate) fn sight(
    kind: PieceKind,
    color: Color,
    from: usize,
    unmoved: bool,
    leap_right: bool,
    board: &Board<'_>,
) -> Sight {
    let m = &masks()[from];
    let rules = board.rules;
    let fixed = |set: Set| Sight {
        attack: set,
        targets: set - board.own,
        watch: set,
    };
    match kind {
        PieceKind::Lion => fixed(*m.lion(rules.lion)),
        PieceKind::Giraffe => fixed(*m.giraffe(rules.giraffe)),
        PieceKind::Unicorn if unmoved && rules.unicorn == Unicorn::Murray => Sight {
            // The first move: a knight's leap to an empty square, no capture.
            attack: Set::EMPTY,
            targets: m.knight - board.all,
            watch: m.knight,
        },
        PieceKind::Pawn => {
            let attack = m.pawn_from[(!color).index()];
            let (steps, ahead) = pawn_steps(color, from, board);
            Sight {
                attack,
                targets: steps | (attack & board.theirs),
                watch: attack | ahead,
            }
        }
        PieceKind::King => Sight {
            attack: m.near | king_leap_attacks(color, from, leap_right, rules),
            targets: Set::EMPTY,
            watch: Set::EMPTY,
        },
        _ => {
            let reach = ride(kind, from, board);
            Sight {
                attack: reach,
                targets: reach - board.own,
                watch: reach,
            }
        }
    }
}

/// The pawn of `color` on `from`'s non-capturing steps on `board`, and the
/// squares ahead that decide them.
#[inline(always)]
pub(crate) fn pawn_steps(color: Color, from: usize, board: &Board<'_>) -> (Set, Set) {
    let ahead = if color == Color::White { 1 } else { -1 };
    let one = reach::shifted(&Set::single(from), 0, ahead);
    let mut steps = one - board.all;
    let mut watched = one;
    if board.rules.pawn_double_step && from / 12 == color.fold(3, 8) {
        let two = reach::shifted(&one, 0, ahead);
        steps |= reach::shifted(&steps, 0, ahead) - board.all;
        watched |= two;
    }
    (steps, watched)
}

/// The squares the king of `color` on `from` attacks by its first-move leap:
/// none unless the leap may capture and the king still holds the right.
#[inline(always)]
pub(crate) fn king_leap_attacks(color: Color, from: usize, leap_right: bool, rules: &Rules) -> Set {
    let mut set = Set::EMPTY;
    if rules.king_leap_can_capture && leap_right {
        for &(_, to) in tables().king_leaps(rules.king_leap_directions, color, from) {
            set.insert(to as usize);
        }
    }
    set
}
