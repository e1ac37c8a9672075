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

use crate::board::{Board, Sets, Sq, DIRS, NEIGHBOURS, OFF, RAYS, STEP};
use crate::count::count;
use crate::moves::Move;
use crate::piece::PieceKind;
use crate::reach::{leapable, movement, Leaps, Steps, ALL_LINES};
use crate::rules::{LeaperCaptures, Rules};
use crate::sets::{ascending, step_set};
use variant_core::{Color, MoveSink};

mod king_capture;
pub(crate) use king_capture::captures_enemy_king;

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
    sets: &'a Sets,
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
    /// The enemy King (a chameleon next to it may step onto it).
    enemy_king: u64,
    multiple_leaps: bool,
}

impl<'a> Ctx<'a> {
    /// The context of `us` on `board`, and the set of `us`'s frozen pieces.
    #[inline]
    fn new(sets: &'a Sets, us: Color, rules: &Rules) -> (Ctx<'a>, u64) {
        let own = sets.occ[us.index()];
        let enemy = sets.occ[(!us).index()];
        let frozen = sets.frozen(us);
        let king = sets.of(us, PieceKind::King);
        let king = (king != 0).then(|| king.trailing_zeros() as Sq);
        let assist = rules.frozen_pieces_assist;
        let partners = if assist { own } else { own & !frozen };
        let pinch = |d: usize| step_set(d ^ 4, enemy & step_set(d ^ 4, partners));
        let ctx = Ctx {
            sets,
            us,
            own,
            enemy,
            empty: !(own | enemy),
            partners,
            pinch_squares: pinch(0) | pinch(2) | pinch(4) | pinch(6),
            coord_king: king.filter(|&k| assist || frozen & (1u64 << k) == 0),
            enemy_king: sets.of(!us, PieceKind::King),
            multiple_leaps: rules.leaper_captures == LeaperCaptures::Multiple,
        };
        (ctx, frozen)
    }

    #[inline]
    fn enemy_of(&self, kind: PieceKind) -> u64 {
        self.sets.of(!self.us, kind)
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

    /// Calls `visit(to)` for every empty square of `within` from `from` in
    /// direction `d` up to the first occupied one, nearest first (as a walk
    /// meets them). The squares come from the ray tables as one set, without
    /// a test per square.
    #[inline(always)]
    fn slide(&self, from: Sq, d: usize, within: u64, mut visit: impl FnMut(Sq)) {
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
        let mut reach = (ray ^ RAYS[first as usize][d] ^ (blockers & (1u64 << first))) & within;
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

    /// The leaps of [`walk`](Ctx::walk) alone (the moves that leap at least
    /// one piece), in the same order: the walk starts on the square before
    /// the first piece on the line, the empty squares before it being the
    /// moves that leap nothing.
    #[inline]
    fn leaps(&self, from: Sq, d: usize, jumpable: u64, visit: impl FnMut(Sq, u64)) {
        let blockers = RAYS[from as usize][d] & !self.empty;
        if blockers == 0 {
            return;
        }
        let first = if ascending(d) {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        if jumpable & (1u64 << first) != 0 {
            self.walk(STEP[first as usize][d ^ 4], d, jumpable, visit);
        }
    }

    /// The squares where a piece capturing `victims` as a coordinator may
    /// end a move that captures: those sharing a rank with a victim on the
    /// own King's file, or a file with a victim on its rank (a filter for
    /// [`coordinator_captures`](Ctx::coordinator_captures)).
    #[inline]
    fn coordinator_targets(&self, victims: u64) -> u64 {
        match self.coord_king {
            Some(k) => {
                let (kf, kr) = (k % 8, k / 8);
                let on_file = (victims >> kf) & FILE_A;
                let on_rank = (victims >> (kr * 8)) & 0xFF;
                on_file.wrapping_mul(0xFF) | on_rank.wrapping_mul(FILE_A)
            }
            None => 0,
        }
    }
}

/// The squares of file a.
const FILE_A: u64 = 0x0101_0101_0101_0101;

/// Gives `sink` every move of `us` on `board` (all capture rules applied,
/// suicides included when allowed), without the `forbid_self_capture` filter.
pub(crate) fn generate<S: MoveSink<Move>>(board: &Board, us: Color, rules: &Rules, sink: &mut S) {
    if S::COUNT_ONLY {
        sink.add_count(count(&board.sets, us, rules));
        return;
    }
    let frozen = generate_moves::<false, S>(board, us, rules, sink);
    if rules.allow_suicide {
        let mut victims = frozen & !board.of(us, PieceKind::King);
        while victims != 0 {
            let sq = victims.trailing_zeros() as Sq;
            victims &= victims - 1;
            sink.push(Move::raw(sq, sq, 1u64 << sq));
        }
    }
}

/// Gives `sink` the moves of [`generate`] that capture (suicides aside),
/// in the same order, without building the others: each kind's moves are
/// looked for only where its capture rule can take something.
pub(crate) fn generate_captures<S: MoveSink<Move>>(
    board: &Board,
    us: Color,
    rules: &Rules,
    sink: &mut S,
) {
    generate_moves::<true, S>(board, us, rules, sink);
}

/// The ordinary moves of `us`'s pieces that may move, in square order
/// (with `CAPTURES`, only those that capture); returns `us`'s frozen
/// pieces.
#[inline(always)]
fn generate_moves<const CAPTURES: bool, S: MoveSink<Move>>(
    board: &Board,
    us: Color,
    rules: &Rules,
    sink: &mut S,
) -> u64 {
    let (ctx, frozen) = Ctx::new(&board.sets, us, rules);
    let mut movers = ctx.own & !frozen;
    if CAPTURES {
        // An immobilizer captures nothing.
        movers &= !board.of(us, PieceKind::Immobilizer);
    }
    while movers != 0 {
        let from = movers.trailing_zeros() as Sq;
        movers &= movers - 1;
        let Some(kind) = board.kind_on(from) else {
            continue;
        };
        piece_moves::<CAPTURES, S>(&ctx, from, kind, ALL_DIRS, sink);
    }
    frozen
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
    let (ctx, frozen) = Ctx::new(&board.sets, us, rules);
    let bit = 1u64 << from;
    if ctx.own & !frozen & bit == 0 {
        return;
    }
    if let Some(kind) = board.kind_on(from) {
        piece_moves::<false, S>(&ctx, from, kind, dirs, sink);
    }
}

/// The moves of the (own, mobile) piece of kind `KIND` on `from` in the
/// directions of `dirs`, as its [`movement`] allows: direction by
/// direction (each its own copy, `D` a constant, so that no branch depends
/// on the direction), its slides or leaps nearest square first, then its
/// step onto the enemy King; then its steps onto any square not its own,
/// in square order. `captures(d, to)` gives what the move in direction
/// `d` to `to` captures beyond the leaped pieces and a displaced enemy.
///
/// With `CAPTURES`, only the moves that capture, in the same order:
/// `may_capture(d)` is a set of squares holding every destination in
/// direction `d` where `captures` may find something (an empty set skips
/// the direction's slides, and its leaps are walked from the piece they
/// leap), and a move is given only if it captures.
#[inline(always)]
fn moves_of<const CAPTURES: bool, S: MoveSink<Move>>(
    ctx: &Ctx<'_>,
    from: Sq,
    kind: PieceKind,
    dirs: u8,
    sink: &mut S,
    captures: impl Fn(usize, Sq) -> u64,
    may_capture: impl Fn(usize) -> u64,
) {
    #[inline(always)]
    fn one<const D: usize, const CAPTURES: bool, S: MoveSink<Move>>(
        ctx: &Ctx<'_>,
        from: Sq,
        kind: PieceKind,
        dirs: u8,
        sink: &mut S,
        captures: &impl Fn(usize, Sq) -> u64,
        may_capture: &impl Fn(usize) -> u64,
    ) {
        let m = movement(kind);
        if dirs & (1 << D) == 0 {
            return;
        }
        // Gives the move to `to` capturing `taken` (with `CAPTURES`, only
        // if it takes something).
        let mut push = |to: Sq, taken: u64| {
            if !CAPTURES || taken != 0 {
                sink.push(Move::raw(from, to, taken));
            }
        };
        if m.lines & (1 << D) != 0 {
            let within = if CAPTURES { may_capture(D) } else { !0 };
            if m.leaps == Leaps::Nothing {
                if within != 0 {
                    ctx.slide(from, D, within, |to| push(to, captures(D, to)));
                }
            } else {
                let jumpable = leapable(m.leaps, ctx.enemy, ctx.enemy_of(PieceKind::LongLeaper));
                let visit = |to, leaped| push(to, leaped | captures(D, to));
                if CAPTURES && within == 0 {
                    ctx.leaps(from, D, jumpable, visit);
                } else {
                    ctx.walk(from, D, jumpable, visit);
                }
            }
        }
        if m.steps == Steps::OntoEnemyKing {
            let step = STEP[from as usize][D];
            if ctx.enemy_king & NEIGHBOURS[from as usize] != 0
                && step != OFF
                && ctx.enemy_king & (1u64 << step) != 0
            {
                push(step, (1u64 << step) | captures(D, step));
            }
        }
    }
    one::<0, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<1, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<2, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<3, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<4, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<5, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<6, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    one::<7, CAPTURES, S>(ctx, from, kind, dirs, sink, &captures, &may_capture);
    if movement(kind).steps == Steps::OntoEmptyOrEnemy {
        // A step captures what stands on its square, so only steps onto
        // an enemy capture.
        let mut targets = NEIGHBOURS[from as usize] & if CAPTURES { ctx.enemy } else { !ctx.own };
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
/// `dirs`: its movement, with the captures of its kind (with `CAPTURES`,
/// only the moves that capture; see [`moves_of`]).
#[inline(always)]
fn piece_moves<const CAPTURES: bool, S: MoveSink<Move>>(
    ctx: &Ctx<'_>,
    from: Sq,
    kind: PieceKind,
    dirs: u8,
    sink: &mut S,
) {
    let nothing = |_: usize| 0;
    match kind {
        PieceKind::King => moves_of::<CAPTURES, S>(ctx, from, kind, dirs, sink, |_, _| 0, nothing),
        PieceKind::Pincer => moves_of::<CAPTURES, S>(
            ctx,
            from,
            kind,
            dirs,
            sink,
            |_, to| {
                if ctx.pinch_squares & (1u64 << to) != 0 {
                    ctx.pincer_captures(from, to, ctx.enemy)
                } else {
                    0
                }
            },
            |_| ctx.pinch_squares,
        ),
        PieceKind::LongLeaper => {
            moves_of::<CAPTURES, S>(ctx, from, kind, dirs, sink, |_, _| 0, nothing)
        }
        PieceKind::Withdrawer => moves_of::<CAPTURES, S>(
            ctx,
            from,
            kind,
            dirs,
            sink,
            |d, _| ctx.withdrawer_capture(from, d, ctx.enemy),
            // Every move in a direction captures, or none does.
            |d| {
                if ctx.withdrawer_capture(from, d, ctx.enemy) != 0 {
                    !0
                } else {
                    0
                }
            },
        ),
        PieceKind::Coordinator => {
            let targets = if CAPTURES {
                ctx.coordinator_targets(ctx.enemy)
            } else {
                0
            };
            moves_of::<CAPTURES, S>(
                ctx,
                from,
                kind,
                dirs,
                sink,
                |_, to| ctx.coordinator_captures(to, ctx.enemy),
                |_| targets,
            )
        }
        PieceKind::Immobilizer => {
            moves_of::<CAPTURES, S>(ctx, from, kind, dirs, sink, |_, _| 0, nothing)
        }
        PieceKind::Chameleon => chameleon_moves::<CAPTURES, S>(ctx, from, dirs, sink),
    }
}

/// The chameleon: its movement (see [`movement`]), capturing each enemy
/// piece in that piece's own way: a withdrawer it moves away from, a
/// coordinator on a corner with its own King, a pincer it sandwiches
/// (moving orthogonally), a long leaper it leaps, the King it steps onto.
fn chameleon_moves<const CAPTURES: bool, S: MoveSink<Move>>(
    ctx: &Ctx<'_>,
    from: Sq,
    dirs: u8,
    sink: &mut S,
) {
    let pincers = ctx.enemy_of(PieceKind::Pincer);
    let withdrawers = ctx.enemy_of(PieceKind::Withdrawer);
    let coordinators = ctx.enemy_of(PieceKind::Coordinator);
    let coordinating = if CAPTURES {
        ctx.coordinator_targets(coordinators)
    } else {
        0
    };
    moves_of::<CAPTURES, S>(
        ctx,
        from,
        PieceKind::Chameleon,
        dirs,
        sink,
        |d, to| {
            let mut caps = ctx.withdrawer_capture(from, d, withdrawers)
                | ctx.coordinator_captures(to, coordinators);
            if d % 2 == 0 {
                caps |= ctx.pincer_captures(from, to, pincers);
            }
            caps
        },
        |d| {
            if ctx.withdrawer_capture(from, d, withdrawers) != 0 {
                !0
            } else if d % 2 == 0 {
                coordinating | ctx.pinch_squares
            } else {
                coordinating
            }
        },
    )
}
