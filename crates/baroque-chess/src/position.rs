//! The game state: building it from a [`Setup`], reading it, legality and
//! make-move. The [`Game`](variant_core::Game) implementation (in
//! `game.rs`) is built on these methods.

use crate::board::{side_key, Board};
use crate::count::{count, has_move};
use crate::movegen::{captures_enemy_king, direction, generate, generate_captures, moves_from};
use crate::rules::{NoMoves, Rules};
use crate::setup::{PositionError, Setup};
use crate::{Move, MoveList, Piece, PieceKind, Square, SquareSet};
use core::fmt;
use core::str::FromStr;
use variant_core::RepetitionHistory;
use variant_core::{
    draw_by_options, BoardShape, BoardView, Color, Coord3, DrawReason, Game, Kind, MoveCounter,
    MoveCounters, MoveErrorReason, MoveSink, Outcome, ParsePositionError, Repetition, WinReason,
};

/// A Baroque chess position: placement, side to move, move counters, the
/// rules it is played under and (with `repetition = ThreefoldDraw`) the
/// hashes of the positions passed through since the last capture or
/// suicide.
///
/// Always valid: at most one King per side and at least one in all (a side
/// without its King has lost). Build one with
/// [`from_setup`](Position::from_setup), from position text
/// ([`Game::from_text`], `str::parse`) or [`Game::start`].
///
/// Equality, hashing and the zobrist key mean the same game: placement, side
/// to move and rules, and, only where a rule reads them, the halfmove clock
/// (capped at `no_progress_limit`) and the repetition history (under
/// `repetition`). Equal positions have equal legal moves and outcomes, after
/// any line. Cloning costs the size of the board, however
/// long the game: the newest repetition hashes are kept inline and the older
/// ones in variant-core's shared [`RepetitionHistory`](variant_core::RepetitionHistory).
#[derive(Clone)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) side: Color,
    pub(crate) counters: MoveCounters,
    pub(crate) rules: Rules,
    /// Recorded only under `repetition = ThreefoldDraw` (empty otherwise).
    pub(crate) history: RepetitionHistory,
}

variant_core::draw_state_by_fields!(Position: board, side, rules);

variant_core::default_and_hash_by_game!(Position);

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Parses position text, to be played under the default rules.
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(s, Rules::default())
    }
}

impl fmt::Display for Position {
    /// The position text, e.g. `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

/// A sink that keeps the move to one destination (of one piece's moves in
/// one direction there is at most one).
struct FindTo {
    to: Square,
    found: Option<Move>,
}

impl MoveSink<Move> for FindTo {
    #[inline]
    fn push(&mut self, mv: Move) {
        if mv.destination() == Some(self.to) {
            self.found = Some(mv);
        }
    }
}

impl Position {
    /// Builds a position from a valid placement; records it as the first
    /// position of the repetition history when that option is on.
    fn from_parts(board: Board, side: Color, counters: MoveCounters, rules: Rules) -> Position {
        let mut p = Position {
            board,
            side,
            counters,
            rules,
            history: RepetitionHistory::default(),
        };
        if p.rules.repetition == Repetition::ThreefoldDraw {
            p.history.record(p.hash_now());
        }
        p
    }

    /// Checks `setup` and builds the position it describes, to be played
    /// under `rules`; or reports every [`Problem`](crate::Problem) found,
    /// giving the setup back.
    ///
    /// ```
    /// use baroque_chess::prelude::*;
    /// let p = Position::from_setup(Setup::start_with(&Rules::wikipedia()), Rules::wikipedia())?;
    /// assert_eq!(p, Position::start(Rules::wikipedia()));
    /// let err = Position::from_setup(Setup::empty(), Rules::default()).unwrap_err();
    /// assert_eq!(err.problems(), [Problem::NoKing]);
    /// # Ok::<(), PositionError>(())
    /// ```
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        let problems = setup.problems();
        if !problems.is_empty() {
            return Err(PositionError::new(setup, problems));
        }
        let mut board = Board::EMPTY;
        for sq in Square::all() {
            if let Some(piece) = setup.piece_at(sq) {
                board.put(sq.raw(), piece);
            }
        }
        Ok(Position::from_parts(
            board,
            setup.turn,
            setup.counters,
            rules,
        ))
    }

    /// The position as plain data.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.pieces(),
            turn: self.side,
            counters: self.counters,
        }
    }

    /// The piece on `square`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.piece_on(square.raw())
    }

    /// The squares of `color`'s pieces of kind `kind` (bit `i` = the square
    /// of index `i`; iterate with [`Square::in_set`]).
    #[inline]
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        SquareSet::from_words([self.board.of(color, kind)])
    }

    /// The halfmove clock and the fullmove number.
    #[must_use]
    pub fn counters(&self) -> MoveCounters {
        self.counters
    }

    /// The squares of all of `color`'s pieces.
    #[inline]
    #[must_use]
    pub fn occupied(&self, color: Color) -> SquareSet {
        SquareSet::from_words([self.board.sets.occ[color.index()]])
    }

    /// The square of `color`'s King, or `None` when it has none (it has
    /// then lost).
    #[inline]
    #[must_use]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.board.king(color).map(Square::at)
    }

    /// The pieces of `color` that are frozen (cannot move): those next to an
    /// enemy immobilizer, and its immobilizers next to an enemy chameleon.
    #[inline]
    #[must_use]
    pub fn frozen(&self, color: Color) -> SquareSet {
        SquareSet::from_words([self.board.frozen(color)])
    }

    /// The same position seen from the other side: ranks mirrored
    /// ([`Square::color_flipped`]), colours swapped, the other side to move,
    /// the same counters and rules. Its legal moves are the
    /// [flipped](Move::color_flipped) legal moves of this one. The
    /// repetition history starts afresh with the flipped position (the
    /// hashes of the earlier positions cannot be flipped).
    #[must_use]
    pub fn color_flipped(&self) -> Position {
        let mut board = Board::EMPTY;
        for sq in Square::all() {
            if let Some(piece) = self.piece_at(sq) {
                board.put(sq.color_flipped().raw(), piece.color_flipped());
            }
        }
        Position::from_parts(board, !self.side, self.counters, self.rules.clone())
    }

    /// The side that has no King, if any (the side to move first).
    #[inline]
    pub(crate) fn missing_king(&self) -> Option<Color> {
        [self.side, !self.side]
            .into_iter()
            .find(|&c| self.board.of(c, PieceKind::King) == 0)
    }

    /// The draw, if any, by the draw options alone (repetition, no progress):
    /// [`draw_by_options`] with the occurrences of this position in its
    /// history (as `variant_core::draw_by_history` judges them).
    #[inline]
    pub(crate) fn draw_now(&self) -> Option<DrawReason> {
        let threefold = self.rules.repetition == Repetition::ThreefoldDraw;
        if !threefold && self.rules.no_progress_limit.is_none() {
            return None;
        }
        let occurrences = if threefold {
            self.history.occurrences(self.hash_now())
        } else {
            0
        };
        draw_by_options(&self.rules, self.counters.halfmove_clock, occurrences)
    }

    /// Whether the position is decided whatever the moves: a King is
    /// missing, or the draw options end the game (a decided position has no
    /// legal move; with no move at all the verdict is `no legal move`, but
    /// there is no move either way).
    #[inline]
    pub(crate) fn over_before_moves(&self) -> bool {
        self.missing_king().is_some() || self.draw_now().is_some()
    }

    /// Whether `mv` restarts the halfmove clock: a capture, a suicide or a
    /// pincer move.
    #[inline]
    fn resets_clock(&self, mv: &Move) -> bool {
        mv.is_capture() || self.board.kind_set(PieceKind::Pincer) & mv.from().mask() != 0
    }

    /// Gives `sink` the side's moves with the `forbid_self_capture` filter,
    /// ignoring the outcome of the current position.
    #[inline]
    pub(crate) fn moves_ignoring_outcome<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.rules.forbid_self_capture {
            self.moves_not_leaving_king_capturable(false, sink);
        } else {
            generate(&self.board, self.side, &self.rules, sink);
        }
    }

    /// The `forbid_self_capture` filter, on every move or (`captures_only`)
    /// on the captures. Kept out of line: its move list would otherwise
    /// enlarge the stack frame of every caller of
    /// [`moves_ignoring_outcome`](Position::moves_ignoring_outcome) (perft
    /// and the bulk count among them), whatever the rules.
    #[inline(never)]
    fn moves_not_leaving_king_capturable<S: MoveSink<Move>>(
        &self,
        captures_only: bool,
        sink: &mut S,
    ) {
        let mut list = MoveList::new();
        if captures_only {
            generate_captures(&self.board, self.side, &self.rules, &mut list);
        } else {
            generate(&self.board, self.side, &self.rules, &mut list);
        }
        // By reference: moving the list out would copy all its capacity.
        for mv in &list {
            if !self.leaves_king_capturable(mv) {
                sink.push(*mv);
            }
        }
    }

    /// Whether the side to move has a move (the `forbid_self_capture`
    /// filter applied), ignoring the outcome.
    pub(crate) fn has_move(&self) -> bool {
        // Without the filter, the sets answer at the first piece seen to
        // have a move (the same answer: `tests/crosscheck.rs`).
        if !self.rules.forbid_self_capture {
            return has_move(&self.board.sets, self.side, &self.rules);
        }
        let mut counter = MoveCounter::default();
        self.moves_ignoring_outcome(&mut counter);
        counter.count != 0
    }

    /// Under `forbid_self_capture`: whether `mv` leaves the mover's King
    /// capturable by some move the opponent could then make (a move that
    /// captures the enemy King is always allowed; a move after which the game
    /// is drawn leaves the opponent no move to make). The replies are not
    /// generated: each capture rule is asked about the King's square alone
    /// ([`captures_enemy_king`]).
    pub(crate) fn leaves_king_capturable(&self, mv: &Move) -> bool {
        let them = !self.side;
        if self
            .board
            .king(them)
            .is_some_and(|k| mv.captured_bits() & (1u64 << k) != 0)
        {
            return false;
        }
        // The placement's sets after the move suffice (no mailbox or hash).
        let after = match self.board.kind_on(mv.from().raw()) {
            Some(kind) => self.board.sets.after(self.side, kind, mv),
            None => self.board.sets,
        };
        if after.of(self.side, PieceKind::King) == 0 {
            return true;
        }
        if self.rules.repetition == Repetition::ThreefoldDraw
            || self.rules.no_progress_limit.is_some()
        {
            let clock = if self.resets_clock(mv) {
                0
            } else {
                self.counters.halfmove_clock.saturating_add(1)
            };
            // The position after `mv` with its own occurrence counted; a
            // capture or suicide starts the history afresh.
            let occurrences = if self.rules.repetition != Repetition::ThreefoldDraw {
                0
            } else if mv.is_capture() {
                1
            } else {
                let mut board = self.board;
                board.apply(mv);
                self.history
                    .occurrences(board.hash ^ them.fold(0, side_key()))
                    + 1
            };
            if draw_by_options(&self.rules, clock, occurrences).is_some() {
                return false;
            }
        }
        captures_enemy_king(&after, them, &self.rules)
    }

    /// The move of the side to move's piece on `from` to `to` (`None`: its
    /// suicide) under the capture rules, if it is one, before the
    /// `forbid_self_capture` filter and the outcome. Only that piece's moves
    /// along that one line are generated.
    pub(crate) fn pseudo_move(&self, from: Square, to: Option<Square>) -> Option<Move> {
        let piece = self.piece_at(from).filter(|p| p.color == self.side)?;
        match to {
            None => (self.rules.allow_suicide
                && piece.kind != PieceKind::King
                && self.board.frozen(self.side) & from.mask() != 0)
                .then(|| Move::suicide(from)),
            Some(to) => {
                let d = direction(from.raw(), to.raw())?;
                let mut find = FindTo { to, found: None };
                moves_from(
                    &self.board,
                    self.side,
                    &self.rules,
                    from.raw(),
                    1 << d,
                    &mut find,
                );
                find.found
            }
        }
    }

    /// The legal move from `from` to `to` (`None`: the suicide of the piece
    /// on `from`), if there is one. Two legal moves never share their
    /// squares, so there is at most one.
    pub(crate) fn legal_move_between(&self, from: Square, to: Option<Square>) -> Option<Move> {
        if self.over_before_moves() {
            return None;
        }
        let mv = self.pseudo_move(from, to)?;
        if self.rules.forbid_self_capture && self.leaves_king_capturable(&mv) {
            return None;
        }
        Some(mv)
    }

    /// Why there is no legal move from `from` to `to` (or suicide of
    /// `from`).
    pub(crate) fn why_no_move(&self, from: Square, to: Option<Square>) -> MoveErrorReason {
        use crate::notation::at;
        use MoveErrorReason as Why;
        if let Some(outcome) = self.outcome_now() {
            return Why::game_over(outcome, Position::side_name);
        }
        let side = self.side;
        let Some(piece) = self.piece_at(from) else {
            return Why::NoPiece(at(from));
        };
        if piece.color != side {
            return Why::NotOwnPiece {
                piece: Some(piece.kind.name()),
                at: at(from),
                side: Position::side_name(side),
            };
        }
        if self.rules.forbid_self_capture && self.pseudo_move(from, to).is_some() {
            return Why::KingCapturable;
        }
        let frozen = self.board.frozen(side) & from.mask() != 0;
        let (kind, piece, at_from) = (piece.kind, piece.kind.name(), at(from));
        match to {
            None if kind == PieceKind::King => Why::KingSuicide,
            None if !frozen => Why::SuicideNotFrozen { piece, at: at_from },
            None => Why::SuicideNotAllowed,
            Some(_) if frozen => Why::Frozen { piece, at: at_from },
            Some(to) => Why::CannotMoveTo {
                piece,
                from: at_from,
                to: at(to),
            },
        }
    }

    /// Why the move value `mv` is not legal here (for `Game::play`'s error).
    pub(crate) fn reason_illegal(&self, mv: &Move) -> MoveErrorReason {
        use crate::notation::at;
        match self.legal_move_between(mv.from(), mv.destination()) {
            Some(legal) if legal == *mv => MoveErrorReason::LegalHere,
            Some(legal) if legal.captured_bits() == 0 => {
                MoveErrorReason::CapturesNothingFrom(at(mv.from()))
            }
            Some(legal) => {
                MoveErrorReason::CapturesExactly(legal.captured_squares().map(at).collect())
            }
            None => self.why_no_move(mv.from(), mv.destination()),
        }
    }

    /// Gives `sink` every legal move (none in a decided position).
    #[inline]
    pub(crate) fn generate_legal_into<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.over_before_moves() {
            return;
        }
        self.moves_ignoring_outcome(sink);
    }

    /// Gives `sink` the legal moves that capture (suicides aside), in the
    /// order of [`generate_legal_into`](Position::generate_legal_into),
    /// without building the others.
    #[inline]
    pub(crate) fn generate_captures_into<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.over_before_moves() {
            return;
        }
        if self.rules.forbid_self_capture {
            self.moves_not_leaving_king_capturable(true, sink);
        } else {
            generate_captures(&self.board, self.side, &self.rules, sink);
        }
    }

    /// The number of legal moves, counted without building them where the
    /// rules allow.
    #[inline]
    pub(crate) fn count_legal(&self) -> usize {
        if self.rules.forbid_self_capture {
            let mut counter = MoveCounter::default();
            self.generate_legal_into(&mut counter);
            return counter.count;
        }
        if self.missing_king().is_some() {
            return 0;
        }
        let n = count(&self.board.sets, self.side, &self.rules);
        if n != 0 && self.draw_now().is_some() {
            0
        } else {
            n
        }
    }

    /// Whether there is a legal move, stopping at the first piece seen to
    /// have one where the rules allow.
    #[inline]
    pub(crate) fn has_legal(&self) -> bool {
        if self.rules.forbid_self_capture {
            return self.count_legal() != 0;
        }
        self.missing_king().is_none()
            && has_move(&self.board.sets, self.side, &self.rules)
            && self.draw_now().is_none()
    }

    /// Plays `mv`, known to be legal.
    #[inline]
    pub(crate) fn play_move(&mut self, mv: &Move) {
        let resets = self.resets_clock(mv);
        self.board.apply(mv);
        self.counters.advance(resets, self.side, Color::Black);
        self.side = !self.side;
        if self.rules.repetition == Repetition::ThreefoldDraw {
            // Captures and suicides remove material for good; a pincer move
            // resets the clock but can be undone.
            if mv.is_capture() {
                self.history.record_irreversible(self.hash_now());
            } else {
                self.history.record(self.hash_now());
            }
        }
    }

    /// How the game has ended, if it has: a missing King, then no legal
    /// move, then the draw options.
    pub(crate) fn outcome_now(&self) -> Option<Outcome> {
        if let Some(loser) = self.missing_king() {
            return Some(Outcome::loss_for(loser, WinReason::KingCaptured));
        }
        if !self.has_move() {
            return Some(match self.rules.no_moves {
                NoMoves::Loss => Outcome::loss_for(self.side, WinReason::NoLegalMove),
                NoMoves::Draw => Outcome::Draw {
                    reason: DrawReason::NoLegalMove,
                },
            });
        }
        self.draw_now().map(|reason| Outcome::Draw { reason })
    }

    /// The incrementally maintained hash of placement and side.
    #[inline]
    pub(crate) fn hash_now(&self) -> u64 {
        self.board.hash ^ self.side.fold(0, side_key())
    }
}

impl BoardView for Position {
    type Kind = PieceKind;

    fn board_shape(&self) -> BoardShape {
        BoardShape::flat(8, 8)
    }

    fn piece_on(&self, square: Coord3) -> Option<Piece> {
        Square::from_coord(square).and_then(|sq| self.piece_at(sq))
    }
}
