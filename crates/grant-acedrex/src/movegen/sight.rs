//! What one piece sees, as square sets: the squares it attacks, the squares
//! it may move to (legal but for its king's safety) and the squares whose
//! contents decide both. Every kind's reach comes from `reach`; this is the
//! one place that says which reach each kind (and each rule option) uses.

use super::masks::masks;
use super::reach::{self, Parts};
use super::tables::tables;
use crate::occupancy::{for_each_square, has};
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
        aanca_turns(self.rules, &self.all, &self.theirs)
    }
}

/// The squares where an aanca may turn (from its diagonal step onto its
/// slides) when `all` are occupied, `enemies` by the other side's pieces:
/// the empty ones, and under [`Aanca::PassesEnemy`] the enemies' too.
#[inline(always)]
pub(crate) fn aanca_turns(rules: &Rules, all: &Set, enemies: &Set) -> Set {
    match rules.aanca {
        Aanca::BlockedByAny => !*all,
        Aanca::PassesEnemy => !*all | *enemies,
    }
}

/// Whether a piece of `kind` attacks along lines that other pieces may
/// block or open (a slider or a bent rider; an unmoved Murray unicorn
/// attacks nothing at all).
#[inline(always)]
pub(crate) fn rides(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Rook | PieceKind::Crocodile | PieceKind::Aanca | PieceKind::Unicorn
    )
}

/// The squares the piece of kind `kind` and colour `color` on `from` may
/// move to on `board`, part by part in the order the moves are generated,
/// the squares of its own side not yet removed (a pawn's are: its parts
/// are its steps and its captures). `unmoved`: a Murray unicorn that has
/// not moved yet. The king's leaps are apart: [`king_leaps`].
///
/// The movement rules, one arm per kind: everything else (generation,
/// counting, attacks, the two-ply walk) takes its squares from here.
#[inline(always)]
pub(crate) fn moves(
    kind: PieceKind,
    color: Color,
    from: usize,
    unmoved: bool,
    board: &Board<'_>,
    out: &mut impl Parts,
) {
    let t = tables();
    let m = &masks()[from];
    let rules = board.rules;
    match kind {
        PieceKind::King => out.leaps(&t.king[from], m.near),
        PieceKind::Aanca => reach::aanca(from, &board.all, &board.aanca_turns(), out),
        PieceKind::Unicorn => match rules.unicorn {
            Unicorn::KnightThenDiagonal => reach::unicorn(from, &board.all, out),
            // The first move: a knight's leap to an empty square.
            Unicorn::Murray if unmoved => out.leaps(&t.knight[from], m.knight - board.all),
            Unicorn::Murray => reach::crocodile(from, &board.all, out),
        },
        PieceKind::Rook => reach::rook(from, &board.all, out),
        PieceKind::Crocodile => reach::crocodile(from, &board.all, out),
        PieceKind::Lion => out.leaps(t.lion(rules.lion, from), *m.lion(rules.lion)),
        PieceKind::Giraffe => out.leaps(t.giraffe(rules.giraffe, from), *m.giraffe(rules.giraffe)),
        PieceKind::Pawn => {
            let pawn = Set::single(from);
            let [one, two] = pawn_steps(color, &pawn, board);
            out.part(one | two, color == Color::White);
            let [left, right] = pawn_attacks(color, &pawn);
            out.part((left | right) & board.theirs, true);
        }
    }
}

/// The squares the piece of kind `kind` and colour `color` on `from`
/// attacks on `board` (could capture on, whatever stands there).
/// `leap_right`: its side's king still holds the first-move leap.
#[inline(always)]
pub(crate) fn attacks(
    kind: PieceKind,
    color: Color,
    from: usize,
    unmoved: bool,
    leap_right: bool,
    board: &Board<'_>,
) -> Set {
    match kind {
        PieceKind::King => {
            masks()[from].near | king_leap_attacks(color, from, leap_right, board.rules)
        }
        PieceKind::Pawn => {
            let [left, right] = pawn_attacks(color, &Set::single(from));
            left | right
        }
        PieceKind::Unicorn if unmoved && board.rules.unicorn == Unicorn::Murray => Set::EMPTY,
        // Every other piece captures wherever it may move.
        _ => reach::union(|r| moves(kind, color, from, unmoved, board, r)),
    }
}

/// The squares the piece of kind `kind` and colour `color` on `from` may
/// move to on `board` ([`moves`] less its own side's squares).
#[inline(always)]
pub(crate) fn targets(
    kind: PieceKind,
    color: Color,
    from: usize,
    unmoved: bool,
    board: &Board<'_>,
) -> Set {
    reach::union(|r| moves(kind, color, from, unmoved, board, r)) - board.own
}

/// What the piece of kind `kind` and colour `color` on `from` sees on
/// `board` (see [`moves`] and [`attacks`]).
#[inline(always)]
pub(crate) fn sight(
    kind: PieceKind,
    color: Color,
    from: usize,
    unmoved: bool,
    leap_right: bool,
    board: &Board<'_>,
) -> Sight {
    match kind {
        PieceKind::King => Sight {
            attack: attacks(kind, color, from, unmoved, leap_right, board),
            targets: Set::EMPTY,
            watch: Set::EMPTY,
        },
        PieceKind::Pawn => {
            let attack = attacks(kind, color, from, unmoved, leap_right, board);
            Sight {
                attack,
                targets: targets(kind, color, from, unmoved, board),
                watch: attack | pawn_ahead(color, &Set::single(from), board.rules),
            }
        }
        PieceKind::Unicorn if unmoved && board.rules.unicorn == Unicorn::Murray => Sight {
            attack: Set::EMPTY,
            targets: targets(kind, color, from, unmoved, board),
            watch: masks()[from].knight,
        },
        // A piece that captures wherever it moves, and whose reach
        // depends on the squares it reaches alone.
        _ => {
            let reach = attacks(kind, color, from, unmoved, leap_right, board);
            Sight {
                attack: reach,
                targets: reach - board.own,
                watch: reach,
            }
        }
    }
}

/// The squares of rank `r` (0-based).
const fn rank(r: usize) -> Set {
    let mut words = [0u64; 3];
    let mut sq = 12 * r;
    while sq < 12 * r + 12 {
        words[sq / 64] |= 1 << (sq % 64);
        sq += 1;
    }
    Set::from_words(words)
}

/// `DOUBLE_STEP_FROM[color]`: the rank a pawn of `color` reaches by the
/// first step of its double step (the one after its start rank, 4 / 9).
const DOUBLE_STEP_VIA: [Set; 2] = [rank(4), rank(7)];

/// The pawns' non-capturing steps: `[one, two]`, where the pawns of
/// `color` on `pawns` go one square forward to an empty square, and under
/// the double step two squares from the start rank, both empty.
#[inline(always)]
pub(crate) fn pawn_steps(color: Color, pawns: &Set, board: &Board<'_>) -> [Set; 2] {
    let ahead = if color == Color::White { 1 } else { -1 };
    let one = reach::shifted(pawns, 0, ahead) - board.all;
    let two = if board.rules.pawn_double_step {
        reach::shifted(&(one & DOUBLE_STEP_VIA[color.index()]), 0, ahead) - board.all
    } else {
        Set::EMPTY
    };
    [one, two]
}

/// The squares whose emptiness decides the steps of the pawns of `color`
/// on `pawns` ([`pawn_steps`]).
#[inline(always)]
fn pawn_ahead(color: Color, pawns: &Set, rules: &Rules) -> Set {
    let ahead = if color == Color::White { 1 } else { -1 };
    let one = reach::shifted(pawns, 0, ahead);
    if rules.pawn_double_step {
        one | reach::shifted(&(one & DOUBLE_STEP_VIA[color.index()]), 0, ahead)
    } else {
        one
    }
}

/// The squares the pawns of `color` on `pawns` attack: one step
/// diagonally forward, toward the a-file and toward the l-file.
#[inline(always)]
pub(crate) fn pawn_attacks(color: Color, pawns: &Set) -> [Set; 2] {
    let ahead = if color == Color::White { 1 } else { -1 };
    [
        reach::shifted(pawns, -1, ahead),
        reach::shifted(pawns, 1, ahead),
    ]
}

/// The squares the king of `color` on `from` attacks by its first-move
/// leap: none unless the leap may capture and the king holds the right.
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

/// The king's first-move leaps: calls `f` with the target of each leap the
/// king of `color` on `from` (holding the right) may make on `board`, but
/// for its own safety on arrival, which the caller tests. `in_check`:
/// whether the king is attacked; `attacked(s)`: whether the opponent
/// attacks `s` with the king still on `from` (asked only of the squares
/// jumped over, when the rules forbid leaping over an attacked square).
#[inline(always)]
pub(crate) fn king_leaps(
    color: Color,
    from: usize,
    in_check: bool,
    board: &Board<'_>,
    mut attacked: impl FnMut(usize) -> bool,
    mut f: impl FnMut(usize),
) {
    let rules = board.rules;
    if in_check && !rules.king_leap_out_of_check {
        return;
    }
    for &(over, to) in tables().king_leaps(rules.king_leap_directions, color, from) {
        let (over, to) = (over as usize, to as usize);
        if has(&board.own, to) || (has(&board.theirs, to) && !rules.king_leap_can_capture) {
            continue;
        }
        if !rules.king_leap_over_attacked && attacked(over) {
            continue;
        }
        f(to);
    }
}

/// The squares a piece of `kind` and colour `color` on `from` reaches when
/// `occupied` are the occupied squares, whoever stands on them: along each
/// of its lines up to and including the first occupied square, and leaps
/// wherever they land. Every occupied square blocks: an aanca turns onto its
/// slides only from an empty diagonal square (under either [`Aanca`]
/// option). A Murray unicorn is read as one that has moved, a king by its
/// steps alone and a pawn by its steps alone (its captures and the king's
/// leap depend on more than the occupied squares).
///
/// An estimate of mobility for engines, from the same tables as move
/// generation: the squares less those of the piece's own side are where it
/// could move or capture, pins and checks ignored.
///
/// ```
/// use grant_acedrex::prelude::*;
/// use grant_acedrex::piece_reach;
/// let p = Position::start(Rules::default());
/// let occupied = p.occupied(Color::White) | p.occupied(Color::Black);
/// let a1 = Square::from_index(0).unwrap();
/// let reach = piece_reach(PieceKind::Rook, Color::White, a1, &occupied, p.rules());
/// // Up the file to the pawn on a4, along the rank to the lion on b1.
/// assert_eq!(reach.len(), 4);
/// // Less its own side's squares: the moves a2 and a3.
/// assert_eq!((reach - p.occupied(Color::White)).len(), 2);
/// ```
#[inline]
#[must_use]
pub fn piece_reach(
    kind: PieceKind,
    color: Color,
    from: crate::Square,
    occupied: &Set,
    rules: &Rules,
) -> Set {
    // No square counted as the other side's: the aanca passes none of them
    // and the pawn captures nothing.
    let board = Board {
        rules,
        all: *occupied,
        own: *occupied,
        theirs: Set::EMPTY,
    };
    reach::union(|r| moves(kind, color, from.index(), false, &board, r))
}

/// [`piece_reach`] of each piece of kind `kind` and colour `color` on
/// `pieces`, given to `f` smallest square first: the same sets, with the
/// board read and the kind's rule chosen once for them all.
///
/// ```
/// use grant_acedrex::prelude::*;
/// use grant_acedrex::{each_piece_reach, piece_reach};
/// let p = Position::start(Rules::default());
/// let occupied = p.occupied(Color::White) | p.occupied(Color::Black);
/// let rooks = p.pieces(Color::White, PieceKind::Rook);
/// let mut reaches = Vec::new();
/// each_piece_reach(PieceKind::Rook, Color::White, &rooks, &occupied, p.rules(), |r| {
///     reaches.push(r)
/// });
/// let one_by_one: Vec<_> = rooks
///     .iter()
///     .filter_map(Square::from_index)
///     .map(|sq| piece_reach(PieceKind::Rook, Color::White, sq, &occupied, p.rules()))
///     .collect();
/// assert_eq!(reaches, one_by_one);
/// ```
#[inline]
pub fn each_piece_reach(
    kind: PieceKind,
    color: Color,
    pieces: &Set,
    occupied: &Set,
    rules: &Rules,
    mut f: impl FnMut(Set),
) {
    let board = Board {
        rules,
        all: *occupied,
        own: *occupied,
        theirs: Set::EMPTY,
    };
    // Each arm names its kind, so that `moves` is specialised to it.
    #[inline(always)]
    fn each_of(
        kind: PieceKind,
        color: Color,
        pieces: &Set,
        board: &Board<'_>,
        f: &mut impl FnMut(Set),
    ) {
        for_each_square(*pieces, |from| {
            f(reach::union(|r| moves(kind, color, from, false, board, r)));
        });
    }
    let f = &mut f;
    match kind {
        PieceKind::King => each_of(PieceKind::King, color, pieces, &board, f),
        PieceKind::Aanca => each_of(PieceKind::Aanca, color, pieces, &board, f),
        PieceKind::Unicorn => each_of(PieceKind::Unicorn, color, pieces, &board, f),
        PieceKind::Rook => each_of(PieceKind::Rook, color, pieces, &board, f),
        PieceKind::Crocodile => each_of(PieceKind::Crocodile, color, pieces, &board, f),
        PieceKind::Lion => each_of(PieceKind::Lion, color, pieces, &board, f),
        PieceKind::Giraffe => each_of(PieceKind::Giraffe, color, pieces, &board, f),
        PieceKind::Pawn => each_of(PieceKind::Pawn, color, pieces, &board, f),
    }
}

/// The squares the pawns of `color` on `pawns` attack (could capture on,
/// whatever stands there): one step diagonally forward from each.
///
/// ```
/// use grant_acedrex::prelude::*;
/// use grant_acedrex::pawn_captures;
/// let p = Position::start(Rules::default());
/// // White's twelve pawns on rank 4 attack all of rank 5.
/// let attacked = pawn_captures(Color::White, &p.pieces(Color::White, PieceKind::Pawn));
/// assert_eq!(attacked.len(), 12);
/// assert!(attacked.iter().all(|sq| sq / 12 == 4));
/// ```
#[inline]
#[must_use]
pub fn pawn_captures(color: Color, pawns: &Set) -> Set {
    let [left, right] = pawn_attacks(color, pawns);
    left | right
}
