//! Legal move generation and the legality test of a single move.
//!
//! # The move-list bound
//!
//! [`MoveList`] holds [`MAX_MOVES`] = 512 moves. The number of legal moves in
//! any valid position is at most 31 × 16 = 496:
//!
//! * The side to move has at most 31 pieces: a position where the opponent
//!   has no piece has no opponent king, so it is decided and has no moves.
//! * Each piece contributes at most 16 moves, whatever the capture rule (a
//!   piece contributes either its jump chains or its other moves):
//!   - a bishop at most 13 (the most squares a bishop sees from one dark
//!     square, e.g. from `d4`), captures included; a camel at most 8;
//!   - a king's steps at most 4, a man's steps at most 2 × 3 promotion choices;
//!   - a king's jump chains at most 16, a man's at most 15 counting each
//!     promotion choice. Adding a jump opportunity (an enemy on a jumped
//!     square, an emptied landing square) never lowers the number of
//!     maximal chains: each old maximal chain either stays maximal or is a
//!     prefix of a new maximal chain, and two old maximal chains cannot be
//!     prefixes of the same chain. So the maximum is reached with every
//!     jumpable square holding an enemy and every landing square empty; the
//!     test `chain_count_bound_is_exhaustively_checked` enumerates the chains
//!     of a lone king and a lone man on every square in that configuration
//!     with this generator and finds 16 and 15 at most.

use crate::moves::MAX_JUMPS;
use crate::sets::{
    bishop_targets, bit, bit_index, camel_targets, can_jump, opposite, ray_to_blocker, shift,
    square_at, squares_in, to_square_set, Set, BOARD,
};
use crate::setup::last_rank;

/// Per colour, the rank before the one its men promote on (7 for White, 2
/// for Black), as gapped sets.
const NEAR_LAST_RANKS: [Set; 2] = [0x7800_0000, 0x1E0];
use crate::square::{JUMP, NONE, STEP};
use crate::{CaptureRule, Move, Piece, PieceKind, Position, Square};
use variant_core::{ArrayVec, Color, Kind, MoveSink};

/// The capacity of [`MoveList`]; see the module docs for why no position has
/// more legal moves (at most 496).
pub const MAX_MOVES: usize = 512;

/// A fixed-capacity list of moves, large enough for any position.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

// 31 pieces × 16 moves each fit.
const _: () = assert!(31 * 16 <= MAX_MOVES);

/// The forward directions (indices into `DIRS`) of a man of `color`.
const fn forward(color: Color) -> &'static [usize] {
    match color {
        Color::White => &[0, 1],
        Color::Black => &[2, 3],
    }
}

const ALL_DIRS: &[usize] = &[0, 1, 2, 3];

/// The directions a man or king of `piece` moves and jumps in.
fn dirs(piece: Piece) -> &'static [usize] {
    if piece.kind == PieceKind::Man {
        forward(piece.color)
    } else {
        ALL_DIRS
    }
}

fn sq(i: u8) -> Square {
    Square::at(i)
}

/// What the chain search needs to know, fixed for one origin.
struct ChainCtx {
    origin: Square,
    piece: Piece,
    /// Squares a jump may land on: empty ones plus the origin.
    empty: u32,
    /// Enemy pieces (jumpable unless already jumped).
    enemy: u32,
}

impl ChainCtx {
    /// The context for chains of the man or king `piece` on `from` in `pos`
    /// (in public square sets: the chain search follows the step tables).
    fn new(pos: &Position, from: Square, piece: Piece) -> ChainCtx {
        let occupied = pos.by_color[0] | pos.by_color[1];
        ChainCtx {
            origin: from,
            piece,
            empty: to_square_set(!occupied) | from.mask(),
            enemy: to_square_set(pos.by_color[(!piece.color).index()]),
        }
    }

    /// The jump from `cur` in direction `d` after capturing `captured`, if
    /// there is one: the jumped square holds an enemy not yet jumped and
    /// the landing square is free. Returns the jumped square's bit and the
    /// landing square's index.
    #[inline]
    fn jump_in(&self, cur: Square, d: usize, captured: u32) -> Option<(u32, u8)> {
        let land = JUMP[cur.index()][d];
        if land == NONE {
            return None;
        }
        let mid_bit = 1u32 << STEP[cur.index()][d];
        (self.enemy & mid_bit != 0 && captured & mid_bit == 0 && self.empty & (1 << land) != 0)
            .then_some((mid_bit, land))
    }

    /// The jumped square's bit of the piece's jump from `cur` to `land`
    /// after capturing `captured`, if it may make that jump.
    fn jump_to(&self, cur: Square, land: Square, captured: u32) -> Option<u32> {
        dirs(self.piece)
            .iter()
            .find_map(|&d| match self.jump_in(cur, d, captured) {
                Some((mid_bit, to)) if usize::from(to) == land.index() => Some(mid_bit),
                _ => None,
            })
    }

    /// Whether the chain can go on from `cur` after capturing `captured`.
    fn can_go_on(&self, cur: Square, captured: u32) -> bool {
        dirs(self.piece)
            .iter()
            .any(|&d| self.jump_in(cur, d, captured).is_some())
    }
}

/// Why a move is not legal in a position (see `Position::refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The position is decided.
    GameOver,
    /// The origin is empty.
    NoPiece(Square),
    /// The origin holds the opponent's piece.
    NotYours(Square),
    /// A non-capture, or a man/king not jumping, while capture is compulsory.
    CaptureCompulsory,
    /// A bishop or camel move while only man/king jump chains are legal.
    JumpsOnly,
    /// A jump chain that stops while a jump is possible.
    ChainMustGoOn,
    /// A man reaches the last rank without promoting.
    PromotionMissing,
    /// A promotion on a move that does not promote (or to a man).
    NoPromotion,
    /// Anything else: not a move of the piece on the origin here.
    NotAMove,
}

/// The men and kings of `us` that have a jump in the placement `by_color`,
/// `by_kind` (as in a [`Position`]): whole-set tests.
#[inline(always)]
pub(crate) fn jumpers(by_color: [Set; 2], by_kind: [Set; 3], us: Color) -> Set {
    let own = by_color[us.index()];
    let enemy = by_color[(!us).index()];
    let empty = BOARD & !(own | enemy);
    let men = own & by_kind[PieceKind::Man.index()];
    let kings = own & by_kind[PieceKind::King.index()];
    // Men and kings share the forward directions; only kings jump back.
    // Constant directions let each shift pair fold to straight-line code.
    let both = men | kings;
    let (ahead, back) = match us {
        Color::White => (
            can_jump(both, 0, enemy, empty) | can_jump(both, 1, enemy, empty),
            can_jump(kings, 2, enemy, empty) | can_jump(kings, 3, enemy, empty),
        ),
        Color::Black => (
            can_jump(both, 2, enemy, empty) | can_jump(both, 3, enemy, empty),
            can_jump(kings, 0, enemy, empty) | can_jump(kings, 1, enemy, empty),
        ),
    };
    ahead | back
}

impl Position {
    /// The side to move's men and kings that have a jump (whole-set test,
    /// computed once per position).
    #[inline]
    pub(crate) fn jumpers(&self) -> Set {
        jumpers(self.by_color, self.by_kind, self.side)
    }

    /// Gives `out` the legal moves of the side to move under the capture
    /// rule (only the noisy ones, captures and promotions, when `NOISY`),
    /// ignoring whether the game is already decided.
    ///
    /// Pieces are visited in square order, and each piece's moves come in
    /// direction order (ray by ray for a bishop, in square order for a
    /// camel). Whole-set steps decide first which men and kings can step
    /// in each direction, so a man or king costs one test per direction.
    pub(crate) fn generate<S: MoveSink<Move>, const NOISY: bool>(&self, out: &mut S) {
        match self.side {
            Color::White => self.generate_for::<S, NOISY, true>(out),
            Color::Black => self.generate_for::<S, NOISY, false>(out),
        }
    }

    /// [`generate`](Position::generate) for White to move when `WHITE`
    /// (constant directions make each whole-set step one shift).
    #[inline(always)]
    fn generate_for<S: MoveSink<Move>, const NOISY: bool, const WHITE: bool>(&self, out: &mut S) {
        let us = self.side;
        let own = self.by_color[us.index()];
        let empty = BOARD & !(own | self.by_color[(!us).index()]);
        let [all_men, all_kings, all_bishops] = self.by_kind;
        let jumpers = self.jumpers();
        let rule = self.rules.capture_rule;
        let free = jumpers == 0 || rule == CaptureRule::PieceLevel;
        let sliders = own & !(all_men | all_kings);
        let (sliders, captures_only) = if free {
            (sliders, NOISY)
        } else if rule == CaptureRule::AnyCaptureSatisfies {
            (sliders, true)
        } else {
            (0, true)
        };
        // Per direction, the men and kings that step that way: men forward
        // only, and when `NOISY` only onto the last rank.
        let near_last = NEAR_LAST_RANKS[us.index()];
        let (men, kings) = if !free {
            (0, 0)
        } else if NOISY {
            (own & all_men & !jumpers & near_last, 0)
        } else {
            (own & all_men & !jumpers, own & all_kings & !jumpers)
        };
        let open = |pieces: Set, d: usize| pieces & shift(empty, opposite(d));
        let steppers = if WHITE {
            [
                open(men | kings, 0),
                open(men | kings, 1),
                open(kings, 2),
                open(kings, 3),
            ]
        } else {
            [
                open(kings, 0),
                open(kings, 1),
                open(men | kings, 2),
                open(men | kings, 3),
            ]
        };
        let promoting = men & near_last;
        let candidates = jumpers | steppers[0] | steppers[1] | steppers[2] | steppers[3] | sliders;
        for from in squares_in(candidates) {
            let b = bit(from);
            if jumpers & b != 0 {
                self.chains(from, Piece::new(us, self.kind_at(from)), out);
            } else if sliders & b != 0 {
                let kind = if all_bishops & b != 0 {
                    PieceKind::Bishop
                } else {
                    PieceKind::Camel
                };
                self.displacements(from, Piece::new(us, kind), out, captures_only);
            } else {
                let promotes = promoting & b != 0;
                // The piece's step directions as bits, visited in order.
                let i = bit_index(from);
                let mut dirs = steppers
                    .iter()
                    .enumerate()
                    .fold(0, |m, (d, &set)| m | ((set >> i) & 1) << d);
                while dirs != 0 {
                    let d = dirs.trailing_zeros() as usize;
                    dirs &= dirs - 1;
                    let to = sq(STEP[from.index()][d]);
                    if promotes {
                        for kind in PieceKind::PROMOTIONS {
                            out.push(Move::single(from, to, 0, Some(kind)));
                        }
                    } else {
                        out.push(Move::single(from, to, 0, None));
                    }
                }
            }
        }
    }

    /// A bishop's slides or a camel's leaps: to empty squares (unless
    /// `captures_only`) and onto enemy pieces; a bishop's ray by ray, each
    /// from near to far, a camel's in square order.
    fn displacements<S: MoveSink<Move>>(
        &self,
        from: Square,
        piece: Piece,
        out: &mut S,
        captures_only: bool,
    ) {
        let own = self.by_color[piece.color.index()];
        let enemy = self.by_color[(!piece.color).index()];
        let allowed = if captures_only { enemy } else { BOARD & !own };
        let mut push = |b: u32| {
            let to = square_at(b);
            let capture = if enemy & (1 << b) != 0 { to.mask() } else { 0 };
            out.push(Move::single(from, to, capture, None));
        };
        let b = bit_index(from);
        match piece.kind {
            PieceKind::Bishop => {
                for d in 0..4 {
                    let mut targets = ray_to_blocker(b, d, own | enemy) & allowed;
                    // Up the bits for the up rays, down for the down ones.
                    while targets != 0 {
                        let next = if d < 2 {
                            targets.trailing_zeros()
                        } else {
                            63 - targets.leading_zeros()
                        };
                        targets ^= 1 << next;
                        push(next);
                    }
                }
            }
            PieceKind::Camel => {
                let mut targets = camel_targets(b) & allowed;
                while targets != 0 {
                    push(targets.trailing_zeros());
                    targets &= targets - 1;
                }
            }
            PieceKind::Man | PieceKind::King => {}
        }
    }

    /// Every complete jump chain of the man or king `piece` on `from`.
    fn chains<S: MoveSink<Move>>(&self, from: Square, piece: Piece, out: &mut S) {
        let ctx = ChainCtx::new(self, from, piece);
        let mut path = ArrayVec::new();
        extend_chain(&ctx, from, 0, &mut path, out);
    }

    /// Why `mv` is not a legal move here, or `Ok` if it is: the legality
    /// test of one move, without generating the others. It checks the piece
    /// on the origin, the move's geometry and captured set against the
    /// board, the compulsory-capture rule (one whole-set test for "can any
    /// man or king jump"), promotion, and whether the game is decided.
    pub(crate) fn refusal(&self, mv: &Move) -> Result<(), Refusal> {
        if self.is_over_without_moves() {
            // A legal move here would mean the position has one: only the
            // draw options or "no kings" can end it.
            return Err(Refusal::GameOver);
        }
        let us = self.side;
        let from = mv.from();
        if self.by_color[us.index()] & bit(from) == 0 {
            return Err(if self.by_color[(!us).index()] & bit(from) != 0 {
                Refusal::NotYours(from)
            } else {
                Refusal::NoPiece(from)
            });
        }
        let piece = Piece::new(us, self.kind_at(from));
        let jumpers = self.jumpers();
        match piece.kind {
            PieceKind::Man | PieceKind::King if mv.is_capture() => self.check_chain(mv, piece),
            PieceKind::Man | PieceKind::King => {
                self.check_step(mv, piece)?;
                let obliged = match self.rules.capture_rule {
                    CaptureRule::PieceLevel => jumpers & bit(from) != 0,
                    _ => jumpers != 0,
                };
                if obliged {
                    Err(Refusal::CaptureCompulsory)
                } else {
                    Ok(())
                }
            }
            PieceKind::Bishop | PieceKind::Camel => {
                self.check_displacement(mv, piece)?;
                match self.rules.capture_rule {
                    _ if jumpers == 0 => Ok(()),
                    CaptureRule::PieceLevel => Ok(()),
                    CaptureRule::ManKingCaptureExclusive => Err(Refusal::JumpsOnly),
                    _ if mv.is_capture() => Ok(()),
                    _ => Err(Refusal::CaptureCompulsory),
                }
            }
        }
    }

    /// Checks the promotion of a man or king move ending on `to`.
    fn check_promotion(mv: &Move, piece: Piece, to: Square) -> Result<(), Refusal> {
        let promotes = piece.kind == PieceKind::Man && to.rank() == last_rank(piece.color);
        match mv.promotion() {
            None if promotes => Err(Refusal::PromotionMissing),
            None => Ok(()),
            Some(kind) if promotes && PieceKind::PROMOTIONS.contains(&kind) => Ok(()),
            Some(_) => Err(Refusal::NoPromotion),
        }
    }

    /// Checks a man's or king's step (its geometry and promotion).
    fn check_step(&self, mv: &Move, piece: Piece) -> Result<(), Refusal> {
        let (from, to) = (mv.from(), mv.to());
        let occupied = self.by_color[0] | self.by_color[1];
        let is_step = mv.landings().len() == 1
            && occupied & bit(to) == 0
            && dirs(piece)
                .iter()
                .any(|&d| usize::from(STEP[from.index()][d]) == to.index());
        if !is_step {
            return Err(Refusal::NotAMove);
        }
        Position::check_promotion(mv, piece, to)
    }

    /// Checks a man's or king's jump chain: every jump in order, the captured
    /// set, that it goes on while it can, and the promotion.
    fn check_chain(&self, mv: &Move, piece: Piece) -> Result<(), Refusal> {
        let ctx = ChainCtx::new(self, mv.from(), piece);
        let last = last_rank(piece.color);
        let mut cur = mv.from();
        let mut captured = 0;
        // (A man that reached the last rank has no forward jump left: a
        // route going on from there fails the jump test.)
        for &land in mv.landings() {
            captured |= ctx.jump_to(cur, land, captured).ok_or(Refusal::NotAMove)?;
            cur = land;
        }
        if captured != mv.captured_bits() {
            return Err(Refusal::NotAMove);
        }
        let promotes = piece.kind == PieceKind::Man && cur.rank() == last;
        if !promotes && ctx.can_go_on(cur, captured) {
            return Err(Refusal::ChainMustGoOn);
        }
        Position::check_promotion(mv, piece, cur)
    }

    /// Checks a bishop's slide or a camel's leap (geometry, captured set, no
    /// promotion).
    fn check_displacement(&self, mv: &Move, piece: Piece) -> Result<(), Refusal> {
        let (from, to) = (mv.from(), mv.to());
        let own = self.by_color[piece.color.index()];
        let enemy = self.by_color[(!piece.color).index()];
        let targets = match piece.kind {
            PieceKind::Bishop => bishop_targets(bit_index(from), own | enemy),
            _ => camel_targets(bit_index(from)),
        } & !own;
        if mv.landings().len() != 1
            || targets & bit(to) == 0
            || mv.captured_bits() != to_square_set(enemy & bit(to))
        {
            return Err(Refusal::NotAMove);
        }
        if mv.promotion().is_some() {
            return Err(Refusal::NoPromotion);
        }
        Ok(())
    }
}

/// Depth-first search of the chains continuing from `cur` after the jumps
/// in `path`, which captured `captured`; emits each maximal chain.
fn extend_chain<S: MoveSink<Move>>(
    ctx: &ChainCtx,
    cur: Square,
    captured: u32,
    path: &mut ArrayVec<Square, MAX_JUMPS>,
    out: &mut S,
) {
    let is_man = ctx.piece.kind == PieceKind::Man;
    let promotes = is_man && !path.is_empty() && cur.rank() == last_rank(ctx.piece.color);
    let mut extended = false;
    if !promotes {
        for &d in dirs(ctx.piece) {
            let Some((mid_bit, land)) = ctx.jump_in(cur, d, captured) else {
                continue;
            };
            extended = true;
            // At most MAX_JUMPS pieces can be jumped (see `MAX_JUMPS`), so
            // the path never overflows.
            path.push(sq(land));
            extend_chain(ctx, sq(land), captured | mid_bit, path, out);
            path.pop();
        }
    }
    if !extended && !path.is_empty() {
        if promotes {
            for kind in PieceKind::PROMOTIONS {
                out.push(Move::chain(ctx.origin, path, captured, Some(kind)));
            }
        } else {
            out.push(Move::chain(ctx.origin, path, captured, None));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;

    /// White to move with only `piece` on `from` (a decided position, but
    /// the generator does not look).
    fn lone(from: Square, piece: Piece) -> Position {
        let mut setup = Setup::empty();
        setup.turn = Color::White;
        setup.put(from, piece);
        Position::from_valid_setup(&setup, Default::default())
    }
    /// A lone `kind` of White's on `from`, an enemy on every square it could
    /// ever jump, every possible landing square empty; plus kings far away
    /// so the position is not decided when possible.
    fn full_chain_count(from: Square, kind: PieceKind) -> usize {
        let mut p = lone(from, Piece::new(Color::White, kind));
        // Jumped squares are those of the other parity class, off the edges.
        let class = |s: Square| s.file() % 2;
        for s in Square::all() {
            let interior = (1..7).contains(&s.file()) && (1..7).contains(&s.rank());
            if interior && class(s) != class(from) {
                p.put(s, Piece::new(Color::Black, PieceKind::King));
            }
        }
        let mut out = MoveList::new();
        p.chains(from, Piece::new(Color::White, kind), &mut out);
        out.len()
    }

    #[test]
    fn chain_count_bound_is_exhaustively_checked() {
        let mut king_max = 0;
        let mut man_max = 0;
        for from in Square::all() {
            king_max = king_max.max(full_chain_count(from, PieceKind::King));
            if from.rank() != 7 {
                man_max = man_max.max(full_chain_count(from, PieceKind::Man));
            }
        }
        assert_eq!(king_max, 16);
        assert_eq!(man_max, 15);
        // Bishop: 13 squares at most from a dark square.
        let mut bishop_max = 0;
        for from in Square::all() {
            let p = lone(from, Piece::new(Color::White, PieceKind::Bishop));
            let mut out = MoveList::new();
            p.displacements(
                from,
                Piece::new(Color::White, PieceKind::Bishop),
                &mut out,
                false,
            );
            bishop_max = bishop_max.max(out.len());
        }
        assert_eq!(bishop_max, 13);
    }
}
