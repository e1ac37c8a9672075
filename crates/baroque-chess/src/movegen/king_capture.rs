//! Whether a side can capture the enemy King with its next move: the
//! question the `forbid_self_capture` filter asks after every move.
//!
//! Instead of generating every reply and looking for one that takes the
//! King, each capture rule is asked about the King's square alone: the
//! steps onto it (the King's, the chameleon's) and the withdrawals from it
//! come from its neighbours, a long leaper's leap from its lines, a
//! pincer's sandwich from the squares beside it, a coordinator's corner
//! from the line through it; the immobilizer captures nothing, and the
//! chameleon takes a King only by stepping onto it. Each rule is read
//! through the generator's own [`Ctx`] helpers, so that frozen pieces,
//! partners and the coordinating King are judged as the generator judges
//! them. The unit tests compare it with the union of the captures of
//! every generated move.

use super::{direction, Ctx};
use crate::board::{Sets, Sq, NEIGHBOURS, OFF, RAYS, STEP};
use crate::piece::PieceKind;
use crate::reach::{movement, union_of, STEPPING_ANYWHERE, STEPPING_ONTO_KING};
use crate::rules::Rules;
use crate::sets::{ascending, step_set};
use variant_core::Color;

/// Whether some move [`generate`](super::generate) gives `us` on the
/// placement `sets` captures the enemy King (false when it has none).
#[inline]
pub(crate) fn captures_enemy_king(sets: &Sets, us: Color, rules: &Rules) -> bool {
    let king = sets.of(!us, PieceKind::King);
    if king == 0 {
        return false;
    }
    let king = king.trailing_zeros() as Sq;
    let (ctx, frozen) = Ctx::new(sets, us, rules);
    let movers = ctx.own & !frozen;
    let around = NEIGHBOURS[king as usize];
    let steppers = union_of(STEPPING_ANYWHERE | STEPPING_ONTO_KING, &sets.by_kind) & movers;
    if steppers & around != 0 {
        return true;
    }
    let of = |kind: PieceKind| sets.of(us, kind) & movers;
    withdraws_from(&ctx, of(PieceKind::Withdrawer) & around, king)
        || leaps_over(&ctx, of(PieceKind::LongLeaper), king)
        || pinches(&ctx, of(PieceKind::Pincer), king)
        || coordinates(&ctx, of(PieceKind::Coordinator), king)
}

/// Whether `test(from, d)` holds for one of the `pieces` on a line with
/// the King on `king`, `d` the direction from the piece towards the King.
#[inline]
fn any_in_line(mut pieces: u64, king: Sq, mut test: impl FnMut(Sq, usize) -> bool) -> bool {
    while pieces != 0 {
        let from = pieces.trailing_zeros() as Sq;
        pieces &= pieces - 1;
        if direction(from, king).is_some_and(|d| test(from, d)) {
            return true;
        }
    }
    false
}

/// Whether the square one step from `sq` in direction `d` is on the board
/// and empty.
#[inline]
fn empty_step(ctx: &Ctx<'_>, sq: Sq, d: usize) -> bool {
    let next = STEP[sq as usize][d];
    next != OFF && ctx.empty & (1u64 << next) != 0
}

/// Whether one of the `withdrawers` (mobile, next to the King on `king`)
/// can move directly away from it: its first square that way is empty.
#[inline]
fn withdraws_from(ctx: &Ctx<'_>, withdrawers: u64, king: Sq) -> bool {
    let lines = movement(PieceKind::Withdrawer).lines;
    any_in_line(withdrawers, king, |from, towards| {
        let away = towards ^ 4;
        lines & (1 << away) != 0
            && empty_step(ctx, from, away)
            && ctx.withdrawer_capture(from, away, 1u64 << king) != 0
    })
}

/// Whether one of the (mobile) `leapers` leaps the King on `king`: along
/// the line from the leaper through it, with an empty square beyond it,
/// the leaper's walk (its slides and earlier leaps) jumps it.
#[inline]
fn leaps_over(ctx: &Ctx<'_>, leapers: u64, king: Sq) -> bool {
    let lines = movement(PieceKind::LongLeaper).lines;
    any_in_line(leapers, king, |from, d| {
        if lines & (1 << d) == 0 || !empty_step(ctx, king, d) {
            return false;
        }
        let mut jumped = false;
        ctx.walk(from, d, ctx.enemy, |_, leaped| {
            jumped |= leaped & (1u64 << king) != 0;
        });
        jumped
    })
}

/// Whether one of the (mobile) `pincers` can land on an empty square
/// beside the King on `king` (orthogonally) with a partner right beyond
/// it: the first piece seen from that square along some line of the
/// pincer's is one of them. (The pincer cannot be that partner: the King
/// stands between them.)
#[inline]
fn pinches(ctx: &Ctx<'_>, pincers: u64, king: Sq) -> bool {
    if pincers == 0 {
        return false;
    }
    let target = 1u64 << king;
    let mut landings = 0;
    for d in [0, 2, 4, 6] {
        landings |= step_set(d ^ 4, target & step_set(d ^ 4, ctx.partners));
    }
    landings &= ctx.empty;
    let lines = movement(PieceKind::Pincer).lines;
    while landings != 0 {
        let to = landings.trailing_zeros() as Sq;
        landings &= landings - 1;
        for d in 0..8 {
            // A pincer seen in direction `d` comes the other way.
            if lines & (1 << (d ^ 4)) == 0 {
                continue;
            }
            if first_piece(ctx, to, d) & pincers != 0 {
                return true;
            }
        }
    }
    false
}

/// Whether one of the (mobile) `coordinators` can end a slide on a square
/// that makes the King on `king` a corner of its rectangle with its own
/// King.
#[inline]
fn coordinates(ctx: &Ctx<'_>, mut coordinators: u64, king: Sq) -> bool {
    if coordinators == 0 {
        return false;
    }
    let targets = ctx.coordinator_targets(1u64 << king) & ctx.empty;
    if targets == 0 {
        return false;
    }
    let lines = movement(PieceKind::Coordinator).lines;
    while coordinators != 0 {
        let from = coordinators.trailing_zeros() as Sq;
        coordinators &= coordinators - 1;
        for d in 0..8 {
            if lines & (1 << d) == 0 {
                continue;
            }
            let mut reaches = false;
            ctx.slide(from, d, targets, |_| reaches = true);
            if reaches {
                return true;
            }
        }
    }
    false
}

/// The first occupied square from `from` in direction `d`, as a set (empty
/// when the line is empty to the edge).
#[inline]
fn first_piece(ctx: &Ctx<'_>, from: Sq, d: usize) -> u64 {
    let blockers = RAYS[from as usize][d] & !ctx.empty;
    if blockers == 0 {
        0
    } else if ascending(d) {
        blockers & blockers.wrapping_neg()
    } else {
        1u64 << (63 - blockers.leading_zeros())
    }
}

#[cfg(test)]
mod tests;
