//! Counting the legal moves without building them: perft's last ply
//! (`Game::count_legal_moves`) and the "no legal move" test.
//!
//! The count follows `generate` rule for rule, but steps of all men or all
//! kings are counted with whole-set shifts and popcounts, bishop and camel
//! moves with popcounts of their target sets, and jump chains by a
//! depth-first walk that only counts its leaves. The test
//! `count_matches_generation` in `tests/invariants.rs` checks that it always
//! equals the length of the generated list.

use crate::movegen::{dirs, forward, last_rank, ChainCtx};
use crate::sets::{bishop_targets, step};
use crate::square::{squares, CAMEL, JUMP, NONE, STEP};
use crate::{CaptureRule, Piece, PieceKind, Position, Square};

/// Ranks 1 and 8: a man stepping there promotes (3 moves per step).
const LAST_RANKS: [u32; 2] = [0xF000_0000, 0x0000_000F];

impl Position {
    /// The number of moves `generate` would produce.
    pub(crate) fn count_moves(&self) -> usize {
        let us = self.side;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[(!us).index()];
        let occupied = own | enemy;
        let empty = !occupied;
        let jumpers = self.jumpers();
        let rule = self.rules.capture_rule;
        let mut n = 0;
        for from in squares(jumpers) {
            let piece = Piece::new(us, self.kind_at(from));
            n += count_chains(&ChainCtx::new(self, from, piece), from, 0, 0);
        }
        let sliders = own & (self.by_kind[PieceKind::Bishop.index()]);
        let camels = own & (self.by_kind[PieceKind::Camel.index()]);
        if jumpers == 0 || rule == CaptureRule::PieceLevel {
            let men = own & self.by_kind[PieceKind::Man.index()] & !jumpers;
            let kings = own & self.by_kind[PieceKind::King.index()] & !jumpers;
            let promo = LAST_RANKS[us.index()];
            for &d in forward(us) {
                let to = step(men, d) & empty;
                n += (to & !promo).count_ones() as usize + 3 * (to & promo).count_ones() as usize;
            }
            for d in 0..4 {
                n += (step(kings, d) & empty).count_ones() as usize;
            }
            n += self.displacement_count(sliders, camels, occupied, !own);
        } else if rule == CaptureRule::AnyCaptureSatisfies {
            n += self.displacement_count(sliders, camels, occupied, enemy);
        }
        n
    }

    /// The bishops' and camels' moves onto squares of `allowed`.
    fn displacement_count(&self, bishops: u32, camels: u32, occupied: u32, allowed: u32) -> usize {
        let mut n = 0;
        for from in squares(bishops) {
            n += (bishop_targets(from.index(), occupied) & allowed).count_ones() as usize;
        }
        for from in squares(camels) {
            n += (CAMEL[from.index()] & allowed).count_ones() as usize;
        }
        n
    }
}

/// The number of complete chains continuing from `cur` after `jumps` jumps
/// that captured `captured` (each promotion choice counted), as
/// `extend_chain` in `movegen.rs` would emit them.
fn count_chains(ctx: &ChainCtx, cur: Square, captured: u32, jumps: usize) -> usize {
    let is_man = ctx.piece.kind == PieceKind::Man;
    if is_man && jumps > 0 && cur.rank() == last_rank(ctx.piece.color) {
        return PieceKind::PROMOTIONS.len();
    }
    let mut n = 0;
    for &d in dirs(ctx.piece) {
        let mid = STEP[cur.index()][d];
        let land = JUMP[cur.index()][d];
        if land == NONE {
            continue;
        }
        let mid_bit = 1u32 << mid;
        if ctx.enemy & mid_bit == 0 || captured & mid_bit != 0 || ctx.empty & (1 << land) == 0 {
            continue;
        }
        n += count_chains(ctx, Square::at(land), captured | mid_bit, jumps + 1);
    }
    if n == 0 && jumps > 0 {
        1
    } else {
        n
    }
}
