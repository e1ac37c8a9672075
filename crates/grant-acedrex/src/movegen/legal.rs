//! Legal moves from pseudo-legal ones, testing king safety only where a move
//! could expose the king.
//!
//! When the side to move is not in check, a move of a piece other than the
//! king can only expose the king by opening a line to it: every attack that
//! passes through a square runs along one of the eight rays from the king
//! (a rook or crocodile slide, or the slide of an aanca or unicorn after its
//! turning square, which must itself be empty). Only the first piece on each
//! ray can block such a line, and only if an attack appears when that square
//! is emptied; that piece's moves are tested. King moves are always tested,
//! and in check every move is.
//!
//! Under [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy) an enemy aanca
//! may turn on a piece of ours but not on one of its own side: a piece of
//! ours is also a shield when the next piece on the ray (ours, or theirs for
//! it to capture) has an enemy aanca diagonally behind it, and capturing the first piece of a ray
//! when an enemy aanca stands diagonally behind it may open the line. Then
//! every move is tested (a rare geometry, and only under that option).

use super::{
    aanca_turns_at, attacked, first_piece, ray_attacked, ray_may_attack, tables, Attacker,
};
use crate::occupancy::{for_each_square, has};
use crate::position::{Board, Position};
use crate::{Move, Piece, PieceKind};
use variant_core::{ArrayVec, MoveCounter, MoveSink, SquareSet144};

/// The most pseudo-legal moves of one piece (the aanca's 40; see
/// [`MAX_MOVES`](crate::MAX_MOVES)).
const PIECE_MOVES: usize = 40;

/// What the side to move must watch: which of its moves need the full test.
struct KingSafety<'a> {
    them: Attacker<'a>,
    in_check: bool,
    /// Every move needs the full test: in check, or a capture may open a line.
    test_all: bool,
    /// Own pieces whose removal would expose the king (pinned, or possibly so).
    shields: SquareSet144,
}

impl<'a> KingSafety<'a> {
    fn new(p: &'a Position) -> KingSafety<'a> {
        let us = p.side_to_move_color();
        let them = p.attacker(!us);
        let board = p.board();
        let king = p.king_square(us).index();
        let in_check = attacked(board, king, &them);
        let mut shields = SquareSet144::EMPTY;
        let mut test_all = in_check;
        if !in_check {
            let t = tables();
            for dir in (0..8).filter(|&dir| ray_may_attack(king, dir, &them)) {
                let first = t.rays[king][dir]
                    .iter()
                    .find(|&&s| board[s as usize].is_some());
                if let Some(&s) = first {
                    let own = board[s as usize].is_some_and(|q| q.color == us);
                    if own && ray_attacked(board, king, dir, &them, s as usize) {
                        shields.insert(s as usize);
                    }
                }
            }
            if them.passes_enemy {
                test_all = passing_aanca_lines(board, king, &them, &mut shields);
            }
        }
        KingSafety {
            them,
            in_check,
            test_all,
            shields,
        }
    }

    /// Whether moves from `from` (a piece of kind `kind`) need the full test.
    #[inline]
    fn must_test(&self, from: usize, kind: PieceKind) -> bool {
        self.test_all || kind == PieceKind::King || has(&self.shields, from)
    }
}

/// Under [`Aanca::PassesEnemy`], the lines from the king on `king` that an
/// enemy aanca could open by turning on a piece of ours: the first piece
/// of an orthogonal ray is a shield (added to `shields`) when the next piece
/// has an enemy aanca diagonally behind it, whether that piece is ours (the
/// aanca jumps it once the first leaves) or theirs (the first may capture
/// it and be jumped there). Returns whether the
/// first piece of a ray is theirs with an aanca of theirs behind it: taking
/// it lets the aanca jump the taker, so every move must be tested.
#[cold]
fn passing_aanca_lines(
    board: &Board,
    king: usize,
    them: &Attacker<'_>,
    shields: &mut SquareSet144,
) -> bool {
    let mut test_all = false;
    for dir in 0..4 {
        let Some(first) = first_piece(board, king, dir) else {
            continue;
        };
        let ours = |s: u8| board[s as usize].is_some_and(|q| q.color != them.color);
        if !ours(first) {
            test_all |= aanca_turns_at(board, first, dir, them.color);
        } else if let Some(second) = first_piece(board, first as usize, dir) {
            // Ours on the turning square: the aanca jumps it once the first
            // piece leaves. Theirs: the first piece may capture it, leaving
            // itself there to be jumped and the line behind it open.
            if aanca_turns_at(board, second, dir, them.color) {
                shields.insert(first as usize);
            }
        }
    }
    test_all
}

/// Whether `mv` leaves the mover's king unattacked by `them`; `board` is the
/// position's board, restored before returning.
fn is_safe(p: &Position, them: &Attacker<'_>, board: &mut Board, mv: &Move) -> bool {
    let us = p.side_to_move_color();
    let (f, t) = (mv.from.index(), mv.to.index());
    let moved = board[f];
    let captured = board[t];
    board[t] = moved;
    board[f] = None;
    let king = if mv.piece == PieceKind::King {
        t
    } else {
        p.king_square(us).index()
    };
    let safe = !attacked(board, king, them);
    board[f] = moved;
    board[t] = captured;
    safe
}

impl Position {
    /// The pseudo-legal moves of the piece `q` on `from`, the king's leaps
    /// included.
    #[inline]
    fn moves_from<S: MoveSink<Move>>(
        &self,
        from: usize,
        q: Piece,
        safety: &KingSafety<'_>,
        out: &mut S,
    ) {
        self.piece_moves(from as u8, q, out);
        if q.kind == PieceKind::King && self.leap_right(q.color) {
            self.king_leaps(
                from as u8,
                &safety.them,
                safety.in_check,
                &SquareSet144::EMPTY,
                out,
            );
        }
    }

    /// Gives every legal move to `out`, ignoring whether the game is already
    /// decided. A counting sink gets [`count_legal`](Position::count_legal).
    pub(crate) fn legal_raw<S: MoveSink<Move>>(&self, out: &mut S) {
        if S::COUNT_ONLY {
            out.add_count(self.count_legal());
            return;
        }
        let safety = KingSafety::new(self);
        let us = self.side_to_move_color();
        let mut board = *self.board();
        let mut tested: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        for from in self.occupancy().of_color(us) {
            let Some(q) = self.board()[from] else {
                continue;
            };
            if safety.must_test(from, q.kind) {
                // Only the safe moves, in generation order.
                tested.clear();
                self.moves_from(from, q, &safety, &mut tested);
                for mv in &tested {
                    if is_safe(self, &safety.them, &mut board, mv) {
                        out.push(*mv);
                    }
                }
            } else {
                self.moves_from(from, q, &safety, out);
            }
        }
    }

    /// Whether `mv` is a legal move here, ignoring whether the game is
    /// already decided: the mover's piece on its origin, `mv` among that
    /// piece's moves (so its capture and promotion are the right ones, and a
    /// king's leap obeys every leap option), and the king safe after it.
    pub(crate) fn is_legal_ignoring_outcome(&self, mv: &Move) -> bool {
        let us = self.side_to_move_color();
        let from = mv.from.index();
        let Some(q) = self.board()[from] else {
            return false;
        };
        if q.color != us
            || q.kind != mv.piece
            || self.board()[mv.to.index()].is_some_and(|t| t.color == us)
        {
            return false;
        }
        let them = self.attacker(!us);
        let mut moves: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        self.piece_moves(from as u8, q, &mut moves);
        if q.kind == PieceKind::King && self.leap_right(us) && mv.is_king_leap() {
            let in_check = attacked(self.board(), from, &them);
            self.king_leaps(
                from as u8,
                &them,
                in_check,
                &SquareSet144::EMPTY,
                &mut moves,
            );
        }
        if !moves.contains(mv) {
            return false;
        }
        let mut board = *self.board();
        is_safe(self, &them, &mut board, mv)
    }

    /// The number of legal moves, ignoring whether the game is already
    /// decided: [`legal_raw`](Position::legal_raw)'s length, without
    /// building the moves that need no test, on the board (where the
    /// square-set count does not go: under
    /// [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy)).
    pub(crate) fn count_legal_tested(&self) -> usize {
        let safety = KingSafety::new(self);
        let us = self.side_to_move_color();
        let mut board = *self.board();
        let mut count = MoveCounter::default();
        let mut tested: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        // The king: every move tested, and the squares it may step to spare
        // the leaps' tests of the square jumped over.
        let king = self.king_square(us).index();
        self.piece_moves(king as u8, Piece::new(us, PieceKind::King), &mut tested);
        let mut safe_steps = SquareSet144::EMPTY;
        for mv in &tested {
            if is_safe(self, &safety.them, &mut board, mv) {
                safe_steps.insert(mv.to.index());
                count.count += 1;
            }
        }
        if self.leap_right(us) {
            tested.clear();
            self.king_leaps(
                king as u8,
                &safety.them,
                safety.in_check,
                &safe_steps,
                &mut tested,
            );
            count.count += tested
                .iter()
                .filter(|mv| is_safe(self, &safety.them, &mut board, mv))
                .count();
        }
        // The other pieces kind by kind, so that the branches on the kind stay
        // predictable.
        for kind in PieceKind::ALL.into_iter().skip(1) {
            let q = Piece::new(us, kind);
            for_each_square(self.occupancy().of(us, kind), |from| {
                if safety.must_test(from, kind) {
                    tested.clear();
                    self.moves_from(from, q, &safety, &mut tested);
                    count.count += tested
                        .iter()
                        .filter(|mv| is_safe(self, &safety.them, &mut board, mv))
                        .count();
                } else {
                    self.moves_from(from, q, &safety, &mut count);
                }
            });
        }
        count.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::{random_playout, Game};

    /// The legal moves the slow way: every pseudo-legal move made and tested.
    fn every_move_tested(p: &Position) -> crate::MoveList {
        let mut moves = crate::MoveList::new();
        p.pseudo_moves(&mut moves);
        let mut board = *p.board();
        let them = p.attacker(!p.side_to_move_color());
        moves.retain(|mv| is_safe(p, &them, &mut board, mv));
        moves
    }

    #[test]
    fn testing_only_shields_and_king_moves_loses_nothing() {
        let mut pinned_seen = 0;
        for rules in super::super::tests::rule_sets() {
            for seed in 0..40 {
                for plies in [20, 60, 120, 200] {
                    let p = random_playout(&Position::start(rules), seed, plies).position;
                    let mut fast = crate::MoveList::new();
                    p.legal_raw(&mut fast);
                    let slow = every_move_tested(&p);
                    assert_eq!(fast, slow, "in `{p}`");
                    assert_eq!(p.count_legal(), slow.len(), "in `{p}`");
                    assert_eq!(p.count_legal_tested(), slow.len(), "in `{p}`");
                    let mut pseudo = crate::MoveList::new();
                    p.pseudo_moves(&mut pseudo);
                    if pseudo.len() > slow.len() && !p.is_check() {
                        pinned_seen += 1;
                    }
                }
            }
        }
        // Positions where some non-check move is illegal were exercised.
        assert!(pinned_seen > 20, "only {pinned_seen} positions with pins");
    }
}
