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
//! and in check every move that may stop the check (one ending on a
//! checking piece or on a checking rider's reach): in check, the other
//! pieces' moves are generated only to those squares.
//!
//! The noisy generator (captures and promotions, for the quiescence search)
//! skips, before generating anything, a piece whose reach on an empty board
//! holds no enemy piece, the pawns when none of them attacks an enemy piece
//! or can step to its last rank, and the king when neither its steps nor
//! its leap attack one.
//!
//! Under [`Aanca::PassesEnemy`](crate::Aanca::PassesEnemy) an enemy aanca
//! may also pass a piece of ours on its turning square: a capture there can
//! open a line that no shield covers, so every move is tested.
//!
//! The tests are on square sets (`attack_sets`); the board-based attack
//! test (`attack`) is the oracle of the unit tests.

use super::attack_sets::Foe;
use super::masks::{capture_gates, masks};
use super::sight::{self, pawn_attacks, pawn_steps, Board};
use crate::occupancy::{has, meets};
use crate::position::Position;
use crate::rules::Aanca;
use crate::{Move, Piece, PieceKind};
use core::cell::OnceCell;
use variant_core::{ArrayVec, MoveSink, SquareSet144 as Set};

/// The most pseudo-legal moves of one piece (the aanca's 40; see
/// [`MAX_MOVES`](crate::MAX_MOVES)).
const PIECE_MOVES: usize = 40;

/// The last rank of each side's pawns (White's is rank 12, Black's rank 1),
/// where a pawn's every move promotes.
const LAST_RANKS: [Set; 2] = [
    Set::from_words([0, 0, 0xfff << 4]),
    Set::from_words([0xfff, 0, 0]),
];

/// A sink keeping only the captures (for the king's leaps, which never
/// promote).
struct Captures<'a, S>(&'a mut S);

impl<S: MoveSink<Move>> MoveSink<Move> for Captures<'_, S> {
    #[inline]
    fn push(&mut self, mv: Move) {
        if mv.captured.is_some() {
            self.0.push(mv);
        }
    }
}

/// What the side to move must watch: which of its moves need the full test.
struct KingSafety<'a> {
    them: Foe<'a>,
    /// The board as the side to move sees it.
    board: Board<'a>,
    /// Their [`leap_map`](Foe::leap_map), made when a king's move is first
    /// tested.
    their_leaps: OnceCell<Set>,
    /// Their pieces' squares.
    theirs: Set,
    king: usize,
    all: Set,
    in_check: bool,
    /// Every move needs the full test: in check, or a capture may open a line.
    test_all: bool,
    /// The lines through the king: only a piece on them can be a shield.
    lines: Set,
    /// Own pieces whose removal would expose the king (pinned, or possibly
    /// so), found when a piece on [`lines`](KingSafety::lines) first moves:
    /// many positions of a quiescence search never need them.
    shields: OnceCell<Set>,
    /// In check: where a move must end to stop it (see
    /// [`check_stoppers`](Foe::check_stoppers)).
    stoppers: Set,
}

impl<'a> KingSafety<'a> {
    fn new(p: &'a Position) -> KingSafety<'a> {
        let us = p.side_to_move_color();
        let them = Foe::new(p, !us);
        let own = p.occupied(us);
        let theirs = p.occupied(!us);
        let all = own | theirs;
        let king = p.king_square(us).index();
        let in_check = them.attacks(king, &all);
        // Under PassesEnemy an enemy aanca may pass a piece of ours that
        // another of ours just captured on, a line no shield covers.
        let test_all = in_check || p.rules_ref().aanca == Aanca::PassesEnemy;
        let stoppers = if in_check {
            them.check_stoppers(king, &all)
        } else {
            Set::EMPTY
        };
        KingSafety {
            board: p.sight_board(us),
            stoppers,
            their_leaps: OnceCell::new(),
            them,
            theirs,
            king,
            all,
            in_check,
            test_all,
            lines: masks()[king].lines,
            shields: OnceCell::new(),
        }
    }

    /// Whether moves from `from` (a piece of kind `kind`) need the full test.
    #[inline]
    fn must_test(&self, from: usize, kind: PieceKind) -> bool {
        self.test_all
            || kind == PieceKind::King
            || (has(&self.lines, from)
                && has(
                    self.shields
                        .get_or_init(|| self.them.shields(self.king, &self.all, &self.board.own)),
                    from,
                ))
    }

    /// Gives to `out` those of `moves` (of the piece of kind `kind` on
    /// `from`) that leave the king safe, in their order.
    #[inline]
    fn give_safe<S: MoveSink<Move>>(
        &self,
        from: usize,
        kind: PieceKind,
        moves: &[Move],
        out: &mut S,
    ) {
        if self.must_test(from, kind) {
            for mv in moves {
                if self.is_safe(mv) {
                    out.push(*mv);
                }
            }
        } else {
            for mv in moves {
                out.push(*mv);
            }
        }
    }

    /// Whether `mv` (a pseudo-legal move of the side to move) leaves its
    /// king unattacked.
    fn is_safe(&self, mv: &Move) -> bool {
        let (from, to) = (mv.from.index(), mv.to.index());
        let occ = (self.all - Set::single(from)) | Set::single(to);
        if mv.piece == PieceKind::King {
            // What the king captures attacks nothing on its own square.
            let their_leaps = self.their_leaps.get_or_init(|| self.them.leap_map());
            return !self.them.attacks_with(to, &occ, their_leaps);
        }
        if self.in_check && !has(&self.stoppers, to) {
            return false;
        }
        if has(&self.theirs, to) {
            !self.them.without(to).attacks(self.king, &occ)
        } else {
            !self.them.attacks(self.king, &occ)
        }
    }
}

impl Position {
    /// The pseudo-legal moves of the piece `q` on `from`, the king's leaps
    /// included; with `NOISY`, only the captures and promotions.
    #[inline]
    fn moves_from<S: MoveSink<Move>, const NOISY: bool>(
        &self,
        from: usize,
        q: Piece,
        safety: &KingSafety<'_>,
        out: &mut S,
    ) {
        let allowed = if NOISY {
            let promotions = if q.kind == PieceKind::Pawn {
                q.color.fold(LAST_RANKS[0], LAST_RANKS[1]) - safety.board.own
            } else {
                Set::EMPTY
            };
            safety.theirs | promotions
        } else {
            !safety.board.own
        };
        self.piece_moves_to(&safety.board, from as u8, q, allowed, out);
        if q.kind == PieceKind::King && self.leap_right(q.color) {
            if NOISY {
                let mut captures = Captures(out);
                self.king_leaps(
                    from as u8,
                    &safety.them,
                    safety.in_check,
                    &Set::EMPTY,
                    &mut captures,
                );
            } else {
                self.king_leaps(from as u8, &safety.them, safety.in_check, &Set::EMPTY, out);
            }
        }
    }

    /// Gives every legal move to `out`, ignoring whether the game is already
    /// decided. A counting sink gets [`count_legal`](Position::count_legal).
    pub(crate) fn legal_raw<S: MoveSink<Move>>(&self, out: &mut S) {
        if S::COUNT_ONLY {
            out.add_count(self.count_legal());
            return;
        }
        self.legal_into(out);
    }

    /// Gives the legal captures and promotions to `out`, in the order of
    /// [`legal_raw`](Position::legal_raw), ignoring whether the game is
    /// already decided: each piece's moves are generated only to the
    /// enemy's squares (and a pawn's to its last rank too). The king-safety
    /// view is built only once some piece has such a move (most positions
    /// of a quiescence search have none).
    pub(crate) fn noisy_raw<S: MoveSink<Move>>(&self, out: &mut S) {
        let us = self.side_to_move_color();
        let board = self.sight_board(us);
        let mut safety: Option<KingSafety<'_>> = None;
        let mut found: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        let last_rank = us.fold(LAST_RANKS[0], LAST_RANKS[1]);
        // Whether any pawn has a capture or a step to its last rank, asked
        // of all of them at once: most positions have neither.
        let pawns_noisy = {
            let pawns = self.pieces(us, PieceKind::Pawn);
            let [left, right] = pawn_attacks(us, &pawns);
            let [one, two] = pawn_steps(us, &pawns, &board);
            meets(&(left | right), &board.theirs) || meets(&(one | two), &last_rank)
        };
        for from in self.occupancy().of_color(us) {
            let Some(q) = self.board()[from] else {
                continue;
            };
            if q.kind == PieceKind::Pawn && !pawns_noisy
                || !meets(&capture_gates()[from][q.kind.index()], &board.theirs)
            {
                // No enemy piece within any reach of this piece (or, for the
                // pawns, no capture or promotion for any of them).
                continue;
            }
            if q.kind == PieceKind::King && self.leap_right(us) {
                let captures = sight::attacks(PieceKind::King, us, from, false, true, &board);
                if !meets(&captures, &board.theirs) {
                    // Neither a step nor a leap captures: the view is not needed.
                    continue;
                }
                // The king's leaps ask the view (the attacks it leaps over).
                let safety = safety.get_or_insert_with(|| KingSafety::new(self));
                found.clear();
                self.moves_from::<_, true>(from, q, safety, &mut found);
                safety.give_safe(from, q.kind, &found, out);
                continue;
            }
            found.clear();
            let promotions = if q.kind == PieceKind::Pawn {
                last_rank - board.own
            } else {
                Set::EMPTY
            };
            self.piece_moves_to(&board, from as u8, q, board.theirs | promotions, &mut found);
            if !found.is_empty() {
                let safety = safety.get_or_insert_with(|| KingSafety::new(self));
                safety.give_safe(from, q.kind, &found, out);
            }
        }
    }

    /// [`legal_raw`](Position::legal_raw) without its counting shortcut.
    #[inline(always)]
    fn legal_into<S: MoveSink<Move>>(&self, out: &mut S) {
        let safety = KingSafety::new(self);
        let us = self.side_to_move_color();
        let mut tested: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        for from in self.occupancy().of_color(us) {
            let Some(q) = self.board()[from] else {
                continue;
            };
            if safety.in_check && q.kind != PieceKind::King {
                // In check, a move not ending on a stopper is never safe:
                // only those are made, then tested, in generation order.
                if !meets(&capture_gates()[from][q.kind.index()], &safety.stoppers) {
                    continue;
                }
                tested.clear();
                let board = &safety.board;
                self.piece_moves_to(
                    board,
                    from as u8,
                    q,
                    safety.stoppers - board.own,
                    &mut tested,
                );
                safety.give_safe(from, q.kind, &tested, out);
            } else if safety.must_test(from, q.kind) {
                // Only the safe moves, in generation order.
                tested.clear();
                self.moves_from::<_, false>(from, q, &safety, &mut tested);
                safety.give_safe(from, q.kind, &tested, out);
            } else {
                self.moves_from::<_, false>(from, q, &safety, out);
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
        let safety = KingSafety::new(self);
        let mut moves: ArrayVec<Move, PIECE_MOVES> = ArrayVec::new();
        self.piece_moves(from as u8, q, &mut moves);
        if q.kind == PieceKind::King && self.leap_right(us) && mv.is_king_leap() {
            self.king_leaps(
                from as u8,
                &safety.them,
                safety.in_check,
                &Set::EMPTY,
                &mut moves,
            );
        }
        moves.contains(mv) && safety.is_safe(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::{random_playout, Game};

    /// The legal moves the slow way: every pseudo-legal move played on a
    /// copy of the board and the king looked for by the board-based attack
    /// test (`attack`, the oracle).
    fn every_move_tested(p: &Position) -> crate::MoveList {
        let mut moves = crate::MoveList::new();
        p.pseudo_moves(&mut moves);
        let them = p.attacker(!p.side_to_move_color());
        moves.retain(|mv| {
            let mut board = *p.board();
            board[mv.to.index()] = board[mv.from.index()];
            board[mv.from.index()] = None;
            let king = if mv.piece == PieceKind::King {
                mv.to
            } else {
                p.king_square(p.side_to_move_color())
            };
            !super::super::attack::attacked(&board, king.index(), &them)
        });
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
                    assert_eq!(p.has_legal(), !slow.is_empty(), "in `{p}`");
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
