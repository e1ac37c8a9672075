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

use crate::chains::{ChainVisitor, Chains};
use crate::moves::MAX_JUMPS;
use crate::obligation::Obligation;
use crate::reach::{
    bishop_reach, camel_reach, man_directions, promotion_rank, side_jumpers, step_origins,
    step_target, stepping_directions, KING_DIRECTIONS,
};
use crate::sets::{bit, bit_index, ray, square_at, squares_in, to_square_set, Set, BOARD};
use crate::setup::last_rank;
use crate::square::Bits;
use crate::{Move, Piece, PieceKind, Position, Square};
use variant_core::{ArrayVec, Color, MoveSink};

/// The capacity of [`MoveList`]; see the module docs for why no position has
/// more legal moves (at most 496).
pub const MAX_MOVES: usize = 512;

/// A fixed-capacity list of moves, large enough for any position.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

// 31 pieces × 16 moves each fit.
const _: () = assert!(31 * 16 <= MAX_MOVES);

/// A chain visitor that builds each chain's move: its route, captured set
/// and promotion.
struct RouteBuilder<'a, S> {
    origin: Square,
    /// The landings so far. At most [`MAX_JUMPS`] pieces can be jumped
    /// (see `MAX_JUMPS`), so it never overflows.
    path: ArrayVec<Square, MAX_JUMPS>,
    out: &'a mut S,
}

impl<S: MoveSink<Move>> ChainVisitor for RouteBuilder<'_, S> {
    #[inline]
    fn enter(&mut self, land: Set) {
        self.path.push(square_at(land.trailing_zeros()));
    }

    #[inline]
    fn leave(&mut self) {
        self.path.pop();
    }

    fn complete(&mut self, _to: Set, captured: Set, promotes: bool) {
        let captured: Bits = to_square_set(captured);
        if promotes {
            for kind in PieceKind::PROMOTIONS {
                let mv = Move::chain(self.origin, &self.path, captured, Some(kind));
                self.out.push(mv);
            }
        } else {
            self.out
                .push(Move::chain(self.origin, &self.path, captured, None));
        }
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

impl Position {
    /// The side to move's men and kings that have a jump (whole-set test,
    /// computed once per position).
    #[inline]
    pub(crate) fn jumpers(&self) -> Set {
        crate::reach::jumpers(self.by_color, self.by_kind, self.side)
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
        let [all_men, all_kings, _] = self.by_kind;
        let jumpers = side_jumpers::<WHITE>(self.by_color, self.by_kind);
        let legal = Obligation::new(self.rules.capture_rule, jumpers);
        let sliders = if legal.displacements {
            own & !(all_men | all_kings)
        } else {
            0
        };
        let captures_only = NOISY || !legal.free;
        // The men and kings that step, and onto which squares: when
        // `NOISY`, only men onto the last rank (promotions).
        let last = promotion_rank(WHITE);
        let (men, kings) = if !legal.free {
            (0, 0)
        } else if NOISY {
            (own & all_men & !jumpers, 0)
        } else {
            (own & all_men & !jumpers, own & all_kings & !jumpers)
        };
        let men_onto = if NOISY { empty & last } else { empty };
        // Per direction, the men and kings that step that way.
        let mut steppers = [0; 4];
        for d in KING_DIRECTIONS {
            steppers[d] = step_origins(kings, d, empty);
        }
        for d in man_directions(WHITE) {
            steppers[d] |= step_origins(men, d, men_onto);
        }
        let candidates = jumpers | steppers[0] | steppers[1] | steppers[2] | steppers[3] | sliders;
        for from in squares_in(candidates) {
            let b = bit(from);
            if jumpers & b != 0 {
                self.chains(from, Piece::new(us, self.kind_at(from)), out);
            } else if sliders & b != 0 {
                self.displacements(from, Piece::new(us, self.kind_at(from)), out, captures_only);
            } else {
                // The piece's step directions as bits, visited in order.
                let i = bit_index(from);
                let mut dirs = steppers
                    .iter()
                    .enumerate()
                    .fold(0, |m, (d, &set)| m | ((set >> i) & 1) << d);
                while dirs != 0 {
                    let d = dirs.trailing_zeros() as usize;
                    dirs &= dirs - 1;
                    let to_set = step_target(b, d);
                    let to = square_at(to_set.trailing_zeros());
                    if men & b != 0 && to_set & last != 0 {
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
                let targets = bishop_reach(b, own | enemy) & allowed;
                for d in 0..4 {
                    let mut on_ray = targets & ray(b, d);
                    // Up the bits for the up rays, down for the down ones.
                    while on_ray != 0 {
                        let next = if d < 2 {
                            on_ray.trailing_zeros()
                        } else {
                            63 - on_ray.leading_zeros()
                        };
                        on_ray ^= 1 << next;
                        push(next);
                    }
                }
            }
            PieceKind::Camel => {
                let mut targets = camel_reach(b) & allowed;
                while targets != 0 {
                    push(targets.trailing_zeros());
                    targets &= targets - 1;
                }
            }
            PieceKind::Man | PieceKind::King => {}
        }
    }

    /// The chain search of a man (when `MAN`) or king of White (when
    /// `WHITE`) or Black on `from` (see `chains.rs`).
    fn chain_search<const WHITE: bool, const MAN: bool>(&self, from: Square) -> Chains<WHITE, MAN> {
        let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
        let (own, enemy) = (self.by_color[us], self.by_color[them]);
        Chains::new(bit(from), enemy, BOARD & !(own | enemy))
    }

    /// Every complete jump chain of the man or king `piece` on `from`.
    fn chains<S: MoveSink<Move>>(&self, from: Square, piece: Piece, out: &mut S) {
        let mut routes = RouteBuilder {
            origin: from,
            path: ArrayVec::new(),
            out,
        };
        let origin = bit(from);
        match (piece.color, piece.kind == PieceKind::Man) {
            (Color::White, true) => {
                self.chain_search::<true, true>(from)
                    .walk(&mut routes, origin, 0)
            }
            (Color::White, false) => {
                self.chain_search::<true, false>(from)
                    .walk(&mut routes, origin, 0)
            }
            (Color::Black, true) => {
                self.chain_search::<false, true>(from)
                    .walk(&mut routes, origin, 0)
            }
            (Color::Black, false) => {
                self.chain_search::<false, false>(from)
                    .walk(&mut routes, origin, 0)
            }
        }
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
        let legal = Obligation::new(self.rules.capture_rule, jumpers);
        match piece.kind {
            PieceKind::Man | PieceKind::King if mv.is_capture() => self.check_chain(mv, piece),
            PieceKind::Man | PieceKind::King => {
                self.check_step(mv, piece)?;
                // A jumper must jump; the others step only when free.
                if jumpers & bit(from) != 0 || !legal.free {
                    Err(Refusal::CaptureCompulsory)
                } else {
                    Ok(())
                }
            }
            PieceKind::Bishop | PieceKind::Camel => {
                self.check_displacement(mv, piece)?;
                if legal.free {
                    Ok(())
                } else if !legal.displacements {
                    Err(Refusal::JumpsOnly)
                } else if mv.is_capture() {
                    Ok(())
                } else {
                    Err(Refusal::CaptureCompulsory)
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
            && stepping_directions(piece.kind, piece.color)
                .unwrap_or_default()
                .iter()
                .any(|&d| step_target(bit(from), d) == bit(to));
        if !is_step {
            return Err(Refusal::NotAMove);
        }
        Position::check_promotion(mv, piece, to)
    }

    /// Checks a man's or king's jump chain: every jump in order, the captured
    /// set, that it goes on while it can, and the promotion.
    fn check_chain(&self, mv: &Move, piece: Piece) -> Result<(), Refusal> {
        match (piece.color, piece.kind == PieceKind::Man) {
            (Color::White, true) => self.check_chain_of::<true, true>(mv, piece),
            (Color::White, false) => self.check_chain_of::<true, false>(mv, piece),
            (Color::Black, true) => self.check_chain_of::<false, true>(mv, piece),
            (Color::Black, false) => self.check_chain_of::<false, false>(mv, piece),
        }
    }

    /// [`check_chain`](Position::check_chain) of a man (when `MAN`) or
    /// king of White (when `WHITE`) or Black.
    fn check_chain_of<const WHITE: bool, const MAN: bool>(
        &self,
        mv: &Move,
        piece: Piece,
    ) -> Result<(), Refusal> {
        let chains = self.chain_search::<WHITE, MAN>(mv.from());
        let mut cur = bit(mv.from());
        let mut captured = 0;
        // (A man that reached the last rank has no forward jump left: a
        // route going on from there fails the jump test.)
        for &land in mv.landings() {
            let land = bit(land);
            let jumped = chains
                .directions()
                .find_map(|d| match chains.jump_from(cur, d, captured) {
                    Some((jumped, to)) if to == land => Some(jumped),
                    _ => None,
                })
                .ok_or(Refusal::NotAMove)?;
            captured |= jumped;
            cur = land;
        }
        if to_square_set(captured) != mv.captured_bits() {
            return Err(Refusal::NotAMove);
        }
        let promotes = chains.promotes_on(cur);
        let goes_on = chains
            .directions()
            .any(|d| chains.jump_from(cur, d, captured).is_some());
        if !promotes && goes_on {
            return Err(Refusal::ChainMustGoOn);
        }
        Position::check_promotion(mv, piece, square_at(cur.trailing_zeros()))
    }

    /// Checks a bishop's slide or a camel's leap (geometry, captured set, no
    /// promotion).
    fn check_displacement(&self, mv: &Move, piece: Piece) -> Result<(), Refusal> {
        let (from, to) = (mv.from(), mv.to());
        let own = self.by_color[piece.color.index()];
        let enemy = self.by_color[(!piece.color).index()];
        let targets = match piece.kind {
            PieceKind::Bishop => bishop_reach(bit_index(from), own | enemy),
            _ => camel_reach(bit_index(from)),
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
