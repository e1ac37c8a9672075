//! Move generation and attack detection.
//!
//! Per-square tables (leaps, rays, the aanca's and unicorn's first steps and
//! their reverse lookups) and square-set masks are computed once. Moves are
//! generated pseudo-legally into a [`MoveSink`] (a list, or a bare count for
//! perft's last ply); only the moves that could expose the king are then
//! tested by playing them on a scratch board (see `legal`). Attacks are
//! detected by looking outward from the attacked square, never by generating
//! the opponent's moves, and only along lines the masks say an enemy
//! piece could use.

mod attack;
mod attack_sets;
mod count;
mod leaves;
mod legal;
mod masks;
mod reach;
mod sight;
mod tables;

pub(crate) use attack::{
    aanca_turns_at, attacked, first_piece, ray_attacked, ray_may_attack, Attacker,
};
use masks::masks;
use tables::tables;
pub(crate) use tables::PROMOTION;

use crate::occupancy::{count, has};
use crate::position::{Board, Position};
use crate::rules::{Aanca, BareKing, Unicorn};
use crate::{Move, MoveList, Piece, PieceKind, Square};
use variant_core::{ArrayVec, Color, Game, MoveSink, SquareSet144};

/// Pushes a move to `to` unless an own piece stands there; returns whether
/// the square was empty (so a slide may go on).
#[inline]
fn target<S: MoveSink<Move>>(
    board: &Board,
    us: Color,
    from: u8,
    to: u8,
    kind: PieceKind,
    out: &mut S,
) -> bool {
    match board[to as usize] {
        None => {
            out.push(Move {
                from: Square::at(from),
                to: Square::at(to),
                piece: kind,
                captured: None,
                promotion: None,
            });
            true
        }
        Some(p) => {
            if p.color != us {
                out.push(Move {
                    from: Square::at(from),
                    to: Square::at(to),
                    piece: kind,
                    captured: Some(p.kind),
                    promotion: None,
                });
            }
            false
        }
    }
}

#[inline]
fn slide<S: MoveSink<Move>>(
    board: &Board,
    us: Color,
    from: u8,
    ray: &[u8],
    kind: PieceKind,
    out: &mut S,
) {
    for &s in ray {
        if !target(board, us, from, s, kind, out) {
            break;
        }
    }
}

impl Position {
    pub(crate) fn attacker(&self, color: Color) -> Attacker<'_> {
        Attacker::new(
            color,
            self.leap_right(color),
            self.rules_ref(),
            self.unmoved_set(),
            self.occupancy(),
        )
    }

    /// Whether `color` attacks `sq` in this position (could capture there,
    /// whatever stands on it). [`Game::is_check`] is this for the side to
    /// move's king.
    #[must_use]
    pub fn is_attacked(&self, sq: Square, color: Color) -> bool {
        attacked(self.board(), sq.index(), &self.attacker(color))
    }

    /// Every pseudo-legal move of the side to move (legal but for leaving
    /// the own king attacked), leap restrictions included.
    pub(crate) fn pseudo_moves(&self, out: &mut MoveList) {
        let us = self.side_to_move_color();
        for from in self.occupancy().of_color(us) {
            if let Some(p) = self.board()[from] {
                self.piece_moves(from as u8, p, out);
                if p.kind == PieceKind::King && self.leap_right(us) {
                    let them = self.attacker(!us);
                    let in_check = attacked(self.board(), from, &them);
                    self.king_leaps(from as u8, &them, in_check, &SquareSet144::EMPTY, out);
                }
            }
        }
    }

    /// The pseudo-legal moves of the piece `p` (of the side to move) on
    /// `from`, but for the king's leaps ([`king_leaps`](Position::king_leaps)).
    #[inline]
    pub(crate) fn piece_moves<S: MoveSink<Move>>(&self, from: u8, p: Piece, out: &mut S) {
        let t = tables();
        let board = self.board();
        let us = p.color;
        let rules = self.rules_ref();
        let f = from as usize;
        {
            match p.kind {
                PieceKind::King => {
                    for &s in &t.king[f] {
                        target(board, us, from, s, p.kind, out);
                    }
                }
                PieceKind::Aanca => {
                    let passes_enemy = rules.aanca == Aanca::PassesEnemy;
                    for &(d, dirs) in &t.aanca[f] {
                        // The slide goes on from an empty diagonal square,
                        // and under PassesEnemy from an enemy's too.
                        let empty = target(board, us, from, d, p.kind, out);
                        if empty
                            || (passes_enemy && board[d as usize].is_some_and(|q| q.color != us))
                        {
                            for dir in dirs {
                                slide(
                                    board,
                                    us,
                                    from,
                                    &t.rays[d as usize][dir as usize],
                                    p.kind,
                                    out,
                                );
                            }
                        }
                    }
                }
                PieceKind::Unicorn => match rules.unicorn {
                    Unicorn::KnightThenDiagonal => {
                        for &(n, dir) in &t.unicorn[f] {
                            if target(board, us, from, n, p.kind, out) {
                                slide(
                                    board,
                                    us,
                                    from,
                                    &t.rays[n as usize][dir as usize],
                                    p.kind,
                                    out,
                                );
                            }
                        }
                    }
                    Unicorn::Murray => {
                        if self.unmoved_set().contains(f) {
                            for &n in &t.knight[f] {
                                if board[n as usize].is_none() {
                                    target(board, us, from, n, p.kind, out);
                                }
                            }
                        } else {
                            for dir in 4..8 {
                                slide(board, us, from, &t.rays[f][dir], p.kind, out);
                            }
                        }
                    }
                },
                PieceKind::Rook => {
                    for dir in 0..4 {
                        slide(board, us, from, &t.rays[f][dir], p.kind, out);
                    }
                }
                PieceKind::Crocodile => {
                    for dir in 4..8 {
                        slide(board, us, from, &t.rays[f][dir], p.kind, out);
                    }
                }
                PieceKind::Lion => {
                    let mask = masks()[f].lion(rules.lion);
                    self.leaps(from, p, t.lion(rules.lion, f), mask, out);
                }
                PieceKind::Giraffe => {
                    let mask = masks()[f].giraffe(rules.giraffe);
                    self.leaps(from, p, t.giraffe(rules.giraffe, f), mask, out);
                }
                PieceKind::Pawn => self.pawn_moves(from, out),
            }
        }
    }

    /// The moves of the leaper `p` on `from` to `targets` (also given as the
    /// set `mask`): a counter only needs the targets free of own pieces.
    #[inline]
    fn leaps<S: MoveSink<Move>>(
        &self,
        from: u8,
        p: Piece,
        targets: &[u8],
        mask: &SquareSet144,
        out: &mut S,
    ) {
        if S::COUNT_ONLY {
            out.add_count(count(&(*mask - self.occupancy().of_color(p.color))));
        } else {
            for &s in targets {
                target(self.board(), p.color, from, s, p.kind, out);
            }
        }
    }

    /// The leaps of the side to move's king on `from`, which holds the right;
    /// `them` is the opponent and `in_check` whether the king is attacked.
    /// `safe_steps` holds squares the king may legally step to: those are not
    /// attacked with the king still on `from` either (the king on `from` only
    /// blocks lines), so the leap over them needs no attack test.
    pub(crate) fn king_leaps<S: MoveSink<Move>>(
        &self,
        from: u8,
        them: &Attacker<'_>,
        in_check: bool,
        safe_steps: &SquareSet144,
        out: &mut S,
    ) {
        let t = tables();
        let board = self.board();
        let us = self.side_to_move_color();
        let rules = self.rules_ref();
        if !rules.king_leap_out_of_check && in_check {
            return;
        }
        for &(mid, to) in t.king_leaps(rules.king_leap_directions, us, from as usize) {
            let captured = match board[to as usize] {
                None => None,
                Some(q) if q.color != us && rules.king_leap_can_capture => Some(q.kind),
                Some(_) => continue,
            };
            if !rules.king_leap_over_attacked
                && !has(safe_steps, mid as usize)
                && attacked(board, mid as usize, them)
            {
                continue;
            }
            out.push(Move {
                from: Square::at(from),
                to: Square::at(to),
                piece: PieceKind::King,
                captured,
                promotion: None,
            });
        }
    }

    fn pawn_moves<S: MoveSink<Move>>(&self, from: u8, out: &mut S) {
        let board = self.board();
        let us = self.side_to_move_color();
        let last = us.fold(11, 0);
        let mut push = |to: u8, captured: Option<PieceKind>| {
            let to = Square::at(to);
            let promotion = (to.rank() == last).then(|| PROMOTION[to.file() as usize]);
            out.push(Move {
                from: Square::at(from),
                to,
                piece: PieceKind::Pawn,
                captured,
                promotion,
            });
        };
        // The square `n` ahead when it is on the board and empty (a pawn never
        // stands on its last rank, but a position played into with unchecked
        // moves might: off-board squares wrap to indices past the board).
        let free_ahead = |n: u8| {
            let s = us.fold(from.wrapping_add(12 * n), from.wrapping_sub(12 * n));
            matches!(board.get(s as usize), Some(None)).then_some(s)
        };
        if let Some(one) = free_ahead(1) {
            push(one, None);
            if self.rules_ref().pawn_double_step && from / 12 == us.fold(3, 8) {
                if let Some(two) = free_ahead(2) {
                    push(two, None);
                }
            }
        }
        // The squares a pawn of ours on `from` captures on are those from
        // which an enemy pawn would capture on `from`.
        for &to in &tables().pawn_from[(!us).index()][from as usize] {
            if let Some(p) = board[to as usize] {
                if p.color != us {
                    push(to, Some(p.kind));
                }
            }
        }
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
