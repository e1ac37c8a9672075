//! Move generation: every piece's moves with their automatic captures.
//!
//! [`generate`] gives the moves of one side on a placement to a
//! [`MoveSink`], with the capture rules applied but without the
//! `forbid_self_capture` filter and without looking at the outcome;
//! [`Position`](crate::Position) adds those. [`moves_from`] gives the moves
//! of one piece in chosen directions (for `is_legal` and move parsing);
//! [`count`] (in `count.rs`) counts them without building them. Both take
//! each kind's movement from [`movement`] (`reach.rs`); the captures each
//! kind makes are here.

use crate::board::{Board, Sq, DIRS, NEIGHBOURS, OFF, RAYS, STEP};
use crate::count::count;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::reach::{leapable, movement, Leaps, Steps, ALL_LINES};
use crate::rules::{LeaperCaptures, Rules};
use crate::sets::{ascending, step_set};
use variant_core::{Color, MoveSink};

/// Every direction, as a mask for [`moves_from`].
pub(crate) const ALL_DIRS: u8 = ALL_LINES;

/// The direction (an index into [`DIRS`]) of the line from `from` to `to`,
/// if they are distinct squares on one rank, file or diagonal.
pub(crate) fn direction(from: Sq, to: Sq) -> Option<usize> {
    let df = i32::from(to % 8) - i32::from(from % 8);
    let dr = i32::from(to / 8) - i32::from(from / 8);
    if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    let step = (df.signum() as i8, dr.signum() as i8);
    DIRS.iter().position(|&d| d == step)
}

/// What one side's pieces see while its moves are generated.
struct Ctx<'a> {
    board: &'a Board,
    us: Color,
    own: u64,
    enemy: u64,
    empty: u64,
    /// Own pieces that may serve as a pincer's partner.
    partners: u64,
    /// The squares where a pincer lands next to an enemy with a partner
    /// right beyond it: only there can it capture.
    pinch_squares: u64,
    /// The own King's square, when it may coordinate.
    coord_king: Option<Sq>,
    multiple_leaps: bool,
}

impl<'a> Ctx<'a> {
    /// The context of `us` on `board`, and the set of `us`'s frozen pieces.
    #[inline]
    fn new(board: &'a Board, us: Color, rules: &Rules) -> (Ctx<'a>, u64) {
        let own = board.sets.occ[us.index()];
        let enemy = board.sets.occ[(!us).index()];
        let frozen = board.frozen(us);
        let king = board.king(us);
        let assist = rules.frozen_pieces_assist;
        let partners = if assist { own } else { own & !frozen };
        let pinch = |d: usize| step_set(d ^ 4, enemy & step_set(d ^ 4, partners));
        let ctx = Ctx {
            board,
            us,
            own,
            enemy,
            empty: !(own | enemy),
            partners,
            pinch_squares: pinch(0) | pinch(2) | pinch(4) | pinch(6),
            coord_king: king.filter(|&k| assist || frozen & (1u64 << k) == 0),
            multiple_leaps: rules.leaper_captures == LeaperCaptures::Multiple,
        };
        (ctx, frozen)
    }

    #[inline]
    fn enemy_of(&self, kind: PieceKind) -> u64 {
        self.board.of(!self.us, kind)
    }

    /// Custodian captures made by a piece that moved from `from` to `to`:
    /// for each orthogonal direction, a `victims` piece next to `to` with a
    /// partner right beyond it. `from` is empty after the move, so it is never
    /// a partner.
    #[inline]
    fn pincer_captures(&self, from: Sq, to: Sq, victims: u64) -> u64 {
        let partners = self.partners & !(1u64 << from);
        let mut caps = 0;
        for d in [0, 2, 4, 6] {
            let a = STEP[to as usize][d];
            if a == OFF || victims & (1u64 << a) == 0 {
                continue;
            }
            let b = STEP[a as usize][d];
            if b != OFF && partners & (1u64 << b) != 0 {
                caps |= 1u64 << a;
            }
        }
        caps
    }

    /// Coordinator captures of a piece that ends on `to`: the `victims` on the
    /// two corners of the rectangle it forms with its own King.
    #[inline]
    fn coordinator_captures(&self, to: Sq, victims: u64) -> u64 {
        match self.coord_king {
            Some(k) => {
                let (kf, kr) = (k % 8, k / 8);
                let (cf, cr) = (to % 8, to / 8);
                let corners = (1u64 << (cr * 8 + kf)) | (1u64 << (kr * 8 + cf));
                corners & victims
            }
            None => 0,
        }
    }

    /// Withdrawal capture of a piece leaving `from` in direction `d`: the
    /// `victims` piece right behind it.
    #[inline]
    fn withdrawer_capture(&self, from: Sq, d: usize, victims: u64) -> u64 {
        // The ray's first square is the one right behind.
        RAYS[from as usize][d ^ 4] & NEIGHBOURS[from as usize] & victims
    }

    /// Calls `visit(to)` for every empty square from `from` in direction
    /// `d` up to the first occupied one, nearest first (as a walk meets
    /// them). The squares come from the ray tables as one set, without a
    /// test per square.
    #[inline(always)]
    fn slide(&self, from: Sq, d: usize, mut visit: impl FnMut(Sq)) {
        let ray = RAYS[from as usize][d];
        let blockers = ray & !self.empty;
        // The nearest blocker; without one, the last square of the ray
        // (h8 going up the indices, a1 going down), whose own ray in that
        // direction is empty.
        let first = if ascending(d) {
            (blockers | 1 << 63).trailing_zeros()
        } else {
            63 - (blockers | 1).leading_zeros()
        };
        let mut reach = ray ^ RAYS[first as usize][d] ^ (blockers & (1u64 << first));
        if ascending(d) {
            while reach != 0 {
                visit(reach.trailing_zeros() as Sq);
                reach &= reach - 1;
            }
        } else {
            while reach != 0 {
                let to = 63 - reach.leading_zeros();
                visit(to as Sq);
                reach ^= 1u64 << to;
            }
        }
    }

    /// Walks from `from` in direction `d` over empty squares, jumping
    /// `jumpable` pieces that have an empty square right behind them (at most
    /// one unless multiple leaps are allowed), calling `visit(to, leaped)` for
    /// every square it may land on with the set of pieces jumped to get there.
    #[inline]
    fn walk(&self, from: Sq, d: usize, jumpable: u64, mut visit: impl FnMut(Sq, u64)) {
        let mut sq = from;
        let mut leaped = 0u64;
        loop {
            let t = STEP[sq as usize][d];
            if t == OFF {
                break;
            }
            let bit = 1u64 << t;
            if self.empty & bit != 0 {
                visit(t, leaped);
                sq = t;
                continue;
            }
            if jumpable & bit != 0 && (self.multiple_leaps || leaped == 0) {
                let beyond = STEP[t as usize][d];
                if beyond != OFF && self.empty & (1u64 << beyond) != 0 {
                    leaped |= bit;
                    visit(beyond, leaped);
                    sq = beyond;
                    continue;
                }
            }
            break;
        }
    }
}

/// Gives `sink` every move of `us` on `board` (all capture rules applied,
/// suicides included when allowed), without the `forbid_self_capture` filter.
pub(crate) fn generate<S: MoveSink<Move>>(board: &Board, us: Color, rules: &Rules, sink: &mut S) {
    if S::COUNT_ONLY {
        sink.add_count(count(&board.sets, us, rules));
        return;
    }
    let (ctx, frozen) = Ctx::new(board, us, rules);
    let own = ctx.own;
    let mut movers = own & !frozen;
    while movers != 0 {
        let from = movers.trailing_zeros() as Sq;
        movers &= movers - 1;
        let Some(kind) = board.kind_on(from) else {
            continue;
        };
        piece_moves(&ctx, from, kind, ALL_DIRS, sink);
    }
    if rules.allow_suicide {
        let mut victims = frozen & !board.of(us, PieceKind::King);
        while victims != 0 {
            let sq = victims.trailing_zeros() as Sq;
            victims &= victims - 1;
            sink.push(Move::raw(sq, sq, 1u64 << sq));
        }
    }
}

/// Gives `sink` the ordinary moves (not the suicide) of `us`'s piece on
/// `from` in the directions of the mask `dirs` (bit `d` = direction `d` of
/// [`DIRS`]), as [`generate`] lists them: nothing if `from` holds no piece
/// of `us` or a frozen one.
pub(crate) fn moves_from<S: MoveSink<Move>>(
    board: &Board,
    us: Color,
    rules: &Rules,
    from: Sq,
    dirs: u8,
    sink: &mut S,
) {
    let (ctx, frozen) = Ctx::new(board, us, rules);
    let bit = 1u64 << from;
    if ctx.own & !frozen & bit == 0 {
        return;
    }
    if let Some(kind) = board.kind_on(from) {
        piece_moves(&ctx, from, kind, dirs, sink);
    }
}

/// The moves of the (own, mobile) piece of kind `KIND` on `from` in the
/// directions of `dirs`, as its [`movement`] allows: direction by
/// direction (each its own copy, `D` a constant, so that no branch depends
/// on the direction), its slides or leaps nearest square first, then its
/// step onto the enemy King; then its steps onto any square not its own,
/// in square order. `captures(d, to, leaped)` gives what the move in
/// direction `d` to `to` captures beyond the `leaped` pieces and a
/// displaced enemy.
#[inline(always)]
fn moves_of<S: MoveSink<Move>>(
    ctx: &Ctx<'_>,
    from: Sq,
    kind: PieceKind,
    dirs: u8,
    sink: &mut S,
    captures: impl Fn(usize, Sq) -> u64,
) {
    #[inline(always)]
    fn one<const D: usize, S: MoveSink<Move>>(
        ctx: &Ctx<'_>,
        from: Sq,
        kind: PieceKind,
        dirs: u8,
        sink: &mut S,
        captures: &impl Fn(usize, Sq) -> u64,
    ) {
        let m = movement(kind);
        if dirs & (1 << D) == 0 {
            return;
        }
        if m.lines & (1 << D) != 0 {
            if m.leaps == Leaps::Nothing {
                ctx.slide(from, D, |to| {
                    sink.push(Move::raw(from, to, captures(D, to)))
                });
            } else {
                let jumpable = leapable(m.leaps, ctx.enemy, ctx.enemy_of(PieceKind::LongLeaper));
                ctx.walk(from, D, jumpable, |to, leaped| {
                    sink.push(Move::raw(from, to, leaped | captures(D, to)));
                });
            }
        }
        if m.steps == Steps::OntoEnemyKing {
            let step = STEP[from as usize][D];
            if step != OFF && ctx.enemy_of(PieceKind::King) & (1u64 << step) != 0 {
                sink.push(Move::raw(from, step, (1u64 << step) | captures(D, step)));
            }
        }
    }
    one::<0, S>(ctx, from, kind, dirs, sink, &captures);
    one::<1, S>(ctx, from, kind, dirs, sink, &captures);
    one::<2, S>(ctx, from, kind, dirs, sink, &captures);
    one::<3, S>(ctx, from, kind, dirs, sink, &captures);
    one::<4, S>(ctx, from, kind, dirs, sink, &captures);
    one::<5, S>(ctx, from, kind, dirs, sink, &captures);
    one::<6, S>(ctx, from, kind, dirs, sink, &captures);
    one::<7, S>(ctx, from, kind, dirs, sink, &captures);
    if movement(kind).steps == Steps::OntoEmptyOrEnemy {
        let mut targets = NEIGHBOURS[from as usize] & !ctx.own;
        if dirs != ALL_DIRS {
            let mut allowed = 0u64;
            for (d, &t) in STEP[from as usize].iter().enumerate() {
                if dirs & (1 << d) != 0 && t != OFF {
                    allowed |= 1u64 << t;
                }
            }
            targets &= allowed;
        }
        while targets != 0 {
            let to = targets.trailing_zeros() as Sq;
            targets &= targets - 1;
            sink.push(Move::raw(from, to, ctx.enemy & (1u64 << to)));
        }
    }
}

/// The moves of the (own, mobile) `kind` on `from` in the directions of
/// `dirs`: its movement, with the captures of its kind.
#[inline(always)]
fn piece_moves<S: MoveSink<Move>>(
    ctx: &Ctx<'_>,
    from: Sq,
    kind: PieceKind,
    dirs: u8,
    sink: &mut S,
) {
    match kind {
        PieceKind::King => moves_of(ctx, from, PieceKind::King, dirs, sink, |_, _| 0),
        PieceKind::Pincer => moves_of(ctx, from, PieceKind::Pincer, dirs, sink, |_, to| {
            if ctx.pinch_squares & (1u64 << to) != 0 {
                ctx.pincer_captures(from, to, ctx.enemy)
            } else {
                0
            }
        }),
        PieceKind::LongLeaper => moves_of(ctx, from, PieceKind::LongLeaper, dirs, sink, |_, _| 0),
        PieceKind::Withdrawer => moves_of(ctx, from, PieceKind::Withdrawer, dirs, sink, |d, _| {
            ctx.withdrawer_capture(from, d, ctx.enemy)
        }),
        PieceKind::Coordinator => {
            moves_of(ctx, from, PieceKind::Coordinator, dirs, sink, |_, to| {
                ctx.coordinator_captures(to, ctx.enemy)
            })
        }
        PieceKind::Immobilizer => moves_of(ctx, from, PieceKind::Immobilizer, dirs, sink, |_, _| 0),
        PieceKind::Chameleon => chameleon_moves(ctx, from, dirs, sink),
    }
}

/// The chameleon: its movement (see [`movement`]), capturing each enemy
/// piece in that piece's own way: a withdrawer it moves away from, a
/// coordinator on a corner with its own King, a pincer it sandwiches
/// (moving orthogonally), a long leaper it leaps, the King it steps onto.
fn chameleon_moves<S: MoveSink<Move>>(ctx: &Ctx<'_>, from: Sq, dirs: u8, sink: &mut S) {
    let pincers = ctx.enemy_of(PieceKind::Pincer);
    let withdrawers = ctx.enemy_of(PieceKind::Withdrawer);
    let coordinators = ctx.enemy_of(PieceKind::Coordinator);
    moves_of(ctx, from, PieceKind::Chameleon, dirs, sink, |d, to| {
        let mut caps = ctx.withdrawer_capture(from, d, withdrawers)
            | ctx.coordinator_captures(to, coordinators);
        if d % 2 == 0 {
            caps |= ctx.pincer_captures(from, to, pincers);
        }
        caps
    });
}
