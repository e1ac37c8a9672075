//! Move generation and attack detection.
//!
//! The movement rules are written once: `reach` holds the riders' geometry
//! and `sight` says, kind by kind and rule option by rule option, where a
//! piece may move and where it attacks. Moves are generated pseudo-legally
//! from it into a [`MoveSink`] (a list, or a bare count), in a fixed order;
//! only the moves that could expose the king are then tested (see
//! `legal`), on square sets (`attack_sets`, whose tests look outward from
//! the attacked square, only along lines the masks say an enemy piece
//! could use). Perft's last ply is counted without moves (`count`), and
//! its last two plies from the parent without making the children
//! (`leaves`).

#[cfg(test)]
mod attack;
mod attack_sets;
mod count;
mod leaves;
mod legal;
mod masks;
mod reach;
mod sight;
mod tables;

#[cfg(test)]
use attack::attacked;
use attack_sets::Foe;
use reach::Parts;
pub use sight::{each_piece_reach, pawn_captures, piece_reach};
pub(crate) use tables::PROMOTION;

use crate::occupancy::{count, for_each_square, for_each_square_descending, has};
use crate::position::{Board, Position};
use crate::rules::BareKing;
use crate::{Move, MoveList, Piece, PieceKind, Square};
use variant_core::{ArrayVec, Color, Game, MoveSink, SquareSet144};

/// Gives the moves of one piece to a sink as its reach arrives part by
/// part (see [`Parts`]), in order, skipping the squares of its own side.
struct Emit<'a, S> {
    board: &'a Board,
    /// Where moves may end: every square not the mover's own, or for the
    /// noisy moves only the enemy's squares (and, for a pawn, its last
    /// rank).
    allowed: SquareSet144,
    from: u8,
    kind: PieceKind,
    /// The rank where a pawn of the mover's side promotes.
    last_rank: u8,
    out: &'a mut S,
}

impl<S: MoveSink<Move>> Emit<'_, S> {
    #[inline(always)]
    fn push(&mut self, to: usize) {
        let to = Square::at(to as u8);
        let promotion = (self.kind == PieceKind::Pawn && to.rank() == self.last_rank)
            .then(|| PROMOTION[to.file() as usize]);
        self.out.push(Move {
            from: Square::at(self.from),
            to,
            piece: self.kind,
            captured: self.board[to.index()].map(|p| p.kind),
            promotion,
        });
    }
}

impl<S: MoveSink<Move>> Parts for Emit<'_, S> {
    #[inline(always)]
    fn part(&mut self, squares: SquareSet144, ascending: bool) {
        let squares = squares & self.allowed;
        if squares.is_empty() {
            return;
        }
        if S::COUNT_ONLY {
            self.out.add_count(count(&squares));
        } else if ascending {
            for_each_square(squares, |to| self.push(to));
        } else {
            for_each_square_descending(squares, |to| self.push(to));
        }
    }

    #[inline(always)]
    fn square(&mut self, square: usize) {
        if has(&self.allowed, square) {
            if S::COUNT_ONLY {
                self.out.add_count(1);
            } else {
                self.push(square);
            }
        }
    }

    #[inline(always)]
    fn leaps(&mut self, order: &[u8], squares: SquareSet144) {
        let squares = squares & self.allowed;
        if S::COUNT_ONLY {
            self.out.add_count(count(&squares));
        } else {
            for &to in order {
                if has(&squares, to as usize) {
                    self.push(to as usize);
                }
            }
        }
    }
}

impl Position {
    /// The test oracle's view of `color`'s pieces (see `attack`).
    #[cfg(test)]
    pub(crate) fn attacker(&self, color: Color) -> attack::Attacker<'_> {
        attack::Attacker::new(
            color,
            self.leap_right(color),
            self.rules_ref(),
            self.unmoved_set(),
            self.occupancy(),
        )
    }

    /// The board as the pieces of `color` see it.
    #[inline]
    pub(crate) fn sight_board(&self, color: Color) -> sight::Board<'_> {
        let own = self.occupied(color);
        let theirs = self.occupied(!color);
        sight::Board {
            rules: self.rules_ref(),
            all: own | theirs,
            own,
            theirs,
        }
    }

    /// Whether `color` attacks `sq` in this position (could capture there,
    /// whatever stands on it). [`Game::is_check`] is this for the side to
    /// move's king.
    #[must_use]
    pub fn is_attacked(&self, sq: Square, color: Color) -> bool {
        let all = self.occupied(Color::White) | self.occupied(Color::Black);
        Foe::new(self, color).attacks(sq.index(), &all)
    }

    /// Every pseudo-legal move of the side to move (legal but for leaving
    /// the own king attacked), leap restrictions included.
    pub(crate) fn pseudo_moves(&self, out: &mut MoveList) {
        let us = self.side_to_move_color();
        for from in self.occupancy().of_color(us) {
            if let Some(p) = self.board()[from] {
                self.piece_moves(from as u8, p, out);
                if p.kind == PieceKind::King && self.leap_right(us) {
                    let them = Foe::new(self, !us);
                    let all = self.occupied(us) | self.occupied(!us);
                    let in_check = them.attacks(from, &all);
                    self.king_leaps(from as u8, &them, in_check, &SquareSet144::EMPTY, out);
                }
            }
        }
    }

    /// The pseudo-legal moves of the piece `p` on `from`, but for the
    /// king's leaps ([`king_leaps`](Position::king_leaps)), in generation
    /// order.
    #[inline]
    pub(crate) fn piece_moves<S: MoveSink<Move>>(&self, from: u8, p: Piece, out: &mut S) {
        self.piece_moves_on(&self.sight_board(p.color), from, p, out);
    }

    /// [`piece_moves`](Position::piece_moves) with the board as `p`'s side
    /// sees it already gathered (`board`).
    #[inline]
    pub(crate) fn piece_moves_on<S: MoveSink<Move>>(
        &self,
        board: &sight::Board<'_>,
        from: u8,
        p: Piece,
        out: &mut S,
    ) {
        self.piece_moves_to(board, from, p, !board.own, out);
    }

    /// [`piece_moves_on`](Position::piece_moves_on)'s moves that end on
    /// `allowed` (which holds none of the mover's own squares), in the same
    /// order.
    #[inline(always)]
    pub(crate) fn piece_moves_to<S: MoveSink<Move>>(
        &self,
        board: &sight::Board<'_>,
        from: u8,
        p: Piece,
        allowed: SquareSet144,
        out: &mut S,
    ) {
        let mut emit = Emit {
            board: self.board(),
            allowed,
            from,
            kind: p.kind,
            last_rank: p.color.fold(11, 0),
            out,
        };
        let unmoved = self.unmoved_set().contains(from as usize);
        sight::moves(p.kind, p.color, from as usize, unmoved, board, &mut emit);
    }

    /// The leaps of the side to move's king on `from`, which holds the right;
    /// `them` is the opponent and `in_check` whether the king is attacked.
    /// `safe_steps` holds squares the king may legally step to: those are not
    /// attacked with the king still on `from` either (the king on `from` only
    /// blocks lines), so the leap over them needs no attack test.
    pub(crate) fn king_leaps<S: MoveSink<Move>>(
        &self,
        from: u8,
        them: &Foe<'_>,
        in_check: bool,
        safe_steps: &SquareSet144,
        out: &mut S,
    ) {
        let us = self.side_to_move_color();
        let board = self.sight_board(us);
        let attacked = |over: usize| !has(safe_steps, over) && them.attacks(over, &board.all);
        sight::king_leaps(us, from as usize, in_check, &board, attacked, |to| {
            out.push(Move {
                from: Square::at(from),
                to: Square::at(to as u8),
                piece: PieceKind::King,
                captured: self.board()[to].map(|q| q.kind),
                promotion: None,
            });
        });
    }

    /// The outcome decided by the bare-king rule, if any.
    pub(crate) fn bare_king_outcome(&self) -> Option<variant_core::Outcome> {
        use variant_core::{DrawReason, Outcome, WinReason};
        let rules = self.rules_ref();
        if rules.bare_king == BareKing::Off {
            return None;
        }
        let [w, b] = self.material();
        if w == 0 && b == 0 {
            return Some(Outcome::Draw {
                reason: DrawReason::BothBare,
            });
        }
        let bared = match (w, b) {
            (0, _) => Color::White,
            (_, 0) => Color::Black,
            _ => return None,
        };
        if rules.bare_king == BareKing::CounterBareDraws
            && self.side_to_move_color() == bared
            && self.material()[(!bared).index()] == 1
        {
            let mut moves = MoveList::new();
            self.legal_raw(&mut moves);
            if moves.iter().any(|m| m.captured.is_some()) {
                return None;
            }
        }
        Some(Outcome::loss_for(bared, WinReason::BareKing))
    }

    /// The kinds of piece of the side to move that have at least one legal
    /// move, in die order (King first, Pawn last); empty when the game is
    /// decided.
    ///
    /// The dice rule: the caller rolls an eight-sided die, maps the face with
    /// [`PieceKind::from_die`], and rolls again while the kind is not in this
    /// list; then it picks among [`legal_moves_of_kind`](Position::legal_moves_of_kind).
    ///
    /// ```
    /// use grant_acedrex::{PieceKind, Position, MoveList};
    /// use grant_acedrex::variant_core::{Game, Rng};
    /// let position = Position::default();
    /// let movable = position.movable_kinds();
    /// assert_eq!(movable.len(), 8); // every kind can move at the start
    /// let mut rng = Rng::new(2024);
    /// // Roll the die until it names a kind that can move (the list is not
    /// // empty because the game is not over).
    /// let kind = loop {
    ///     let face = rng.below(8) as u8 + 1;
    ///     let kind = PieceKind::from_die(face).unwrap();
    ///     if movable.contains(&kind) {
    ///         break kind;
    ///     }
    /// };
    /// let mut moves = MoveList::new();
    /// position.legal_moves_of_kind(kind, &mut moves);
    /// assert!(!moves.is_empty());
    /// assert!(moves.iter().all(|m| m.piece() == kind));
    /// ```
    #[must_use]
    pub fn movable_kinds(&self) -> ArrayVec<PieceKind, 8> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        let mut seen = [false; 8];
        for m in &moves {
            seen[m.piece.index()] = true;
        }
        PieceKind::ALL
            .into_iter()
            .filter(|k| seen[k.index()])
            .collect()
    }

    /// Replaces the contents of `moves` with the legal moves of the pieces of
    /// kind `kind` (the dice rule); empty when the game is decided.
    pub fn legal_moves_of_kind(&self, kind: PieceKind, moves: &mut MoveList) {
        self.legal_moves(moves);
        moves.retain(|m| m.piece == kind);
    }
}

#[cfg(test)]
mod tests {
    use super::tables::max_single_piece_mobility;
    use super::*;
    use crate::rules::Rules;
    use crate::Piece;
    use variant_core::{random_playout, Game};

    /// The rule sets the movegen tests run under: every preset, and the
    /// king's leap freed of all its restrictions (under the default rules
    /// and Murray's).
    pub(super) fn rule_sets() -> [Rules; 7] {
        let free = |rules: Rules| Rules {
            king_leap_can_capture: true,
            king_leap_out_of_check: true,
            king_leap_over_attacked: true,
            ..rules
        };
        [
            Rules::cazaux_musser(),
            Rules::murray(),
            Rules::cazaux_cvp(),
            free(Rules::default()),
            free(Rules::murray()),
            Rules::ludii(),
            Rules::fairymax(),
        ]
    }

    /// Whether `by` could capture on `sq`, found the slow way: put an enemy
    /// crocodile there, let `by` move and look for a capture on `sq`.
    fn attacked_by_generation(p: &Position, sq: usize, by: Color) -> bool {
        let mut board = *p.board();
        board[sq] = Some(Piece::new(!by, PieceKind::Crocodile));
        let q = Position::assemble(
            board,
            by,
            [p.leap_right(Color::White), p.leap_right(Color::Black)],
            *p.unmoved_set(),
            variant_core::MoveCounters::START,
            *p.rules_ref(),
        );
        let mut moves = MoveList::new();
        q.pseudo_moves(&mut moves);
        moves
            .iter()
            .any(|m| m.to.index() == sq && m.captured.is_some())
    }

    #[test]
    fn attack_detection_agrees_with_move_generation() {
        for rules in rule_sets() {
            for seed in 0..12 {
                for plies in [10, 40, 90, 160] {
                    let p = random_playout(&Position::start(rules), seed, plies).position;
                    for sq in 0..144 {
                        for by in Color::ALL {
                            assert_eq!(
                                attacked(p.board(), sq, &p.attacker(by)),
                                attacked_by_generation(&p, sq, by),
                                "square {} attacked by {by} in `{p}`",
                                Square::at(sq as u8)
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mobility_bound_holds() {
        let m = max_single_piece_mobility();
        assert_eq!(m, 40);
        let bound = (1..=143usize)
            .map(|n| 16 + (n - 1) * m.min(144 - n))
            .max()
            .unwrap();
        assert_eq!(crate::MAX_MOVES, bound);
        // A game never has more pieces of a side than the start.
        let start = Position::start(Rules::default());
        let per_side = start.occupied(Color::White).len();
        assert_eq!(per_side, 24);
        assert!(16 + (per_side - 1) * m <= crate::INLINE_MOVES);
        assert!(std::mem::size_of::<crate::MoveList>() <= 16 * 1024);
    }
}
