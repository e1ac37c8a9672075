//! The game state and make-move, and the [`Game`] implementation.

use crate::board::{side_key, Board};
use crate::movegen::{count, generate};
use crate::moves::{Move, Square};
use crate::piece::{Piece, PieceKind};
use crate::rules::{NoMoves, Rules};
use crate::{notation, MoveList};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    Color, DrawReason, Game, Outcome, ParseMoveError, ParsePositionError, Repetition,
    RepetitionHistory, WinReason,
};

/// A Baroque chess position: placement, side to move, move counters, the
/// rules it is played under and (with `repetition = ThreefoldDraw`) the
/// hashes of the positions passed through.
///
/// Equality compares placement, side to move and rules, not the counters or
/// the history.
#[derive(Clone)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) side: Color,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) rules: Rules,
    pub(crate) history: RepetitionHistory,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board && self.side == other.side && self.rules == other.rules
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start(Rules::default())
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(s, Rules::default())
    }
}

impl fmt::Display for Position {
    /// The position text, e.g. `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&notation::format_position(self))
    }
}

impl Position {
    /// Builds a position from its parts (used by the parser); records the
    /// first occurrence in the repetition history when that option is on.
    pub(crate) fn from_parts(
        board: Board,
        side: Color,
        halfmove: u32,
        fullmove: u32,
        rules: Rules,
    ) -> Position {
        let mut p = Position {
            board,
            side,
            halfmove,
            fullmove,
            rules,
            history: RepetitionHistory::default(),
        };
        if p.rules.repetition == Repetition::ThreefoldDraw {
            p.history.record(p.zobrist());
        }
        p
    }

    /// The piece on `square` (`0..64`, see [`Square`]), if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.squares.get(square as usize).copied().flatten()
    }

    /// The squares of `color`'s pieces of kind `kind` (bit `i` = square `i`).
    pub fn pieces(&self, color: Color, kind: PieceKind) -> u64 {
        self.board.of(color, kind)
    }

    /// The squares of all of `color`'s pieces.
    pub fn occupied(&self, color: Color) -> u64 {
        self.board.occ[color.index()]
    }

    /// The square of `color`'s King, if it has one.
    pub fn king(&self, color: Color) -> Option<Square> {
        self.board.king(color)
    }

    /// The pieces of `color` that are frozen (cannot move): those next to an
    /// enemy immobilizer, and its immobilizers next to an enemy chameleon.
    pub fn frozen(&self, color: Color) -> u64 {
        self.board.frozen(color)
    }

    /// Plies since the last capture, suicide or pincer move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The fullmove number (starts at 1, grows after Black's move).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The halfmove clock after `mv` is played here.
    fn clock_after(&self, mv: &Move) -> u32 {
        let pincer = self
            .piece_at(mv.from())
            .is_some_and(|p| p.kind == PieceKind::Pincer);
        if mv.is_capture() || (pincer && !mv.is_suicide()) {
            0
        } else {
            self.halfmove.saturating_add(1)
        }
    }

    /// Whether a position with this halfmove clock, whose placement and side
    /// were seen `seen_before` times before, is drawn by the draw options.
    fn draw_reason(&self, clock: u32, seen_before: usize) -> Option<DrawReason> {
        if self.rules.repetition == Repetition::ThreefoldDraw && seen_before + 1 >= 3 {
            return Some(DrawReason::Repetition);
        }
        if let Some(limit) = self.rules.no_progress_limit {
            if clock >= u32::from(limit) {
                return Some(DrawReason::NoProgress);
            }
        }
        None
    }

    /// The draw, if any, by the draw options alone (repetition, no progress).
    fn draw_now(&self) -> Option<DrawReason> {
        let h = self.zobrist();
        let seen = self.history.occurrences(h);
        // The current position is itself in the history (when recorded).
        self.draw_reason(self.halfmove, seen.saturating_sub(1))
    }

    /// The side's moves with the `forbid_self_capture` filter, ignoring the
    /// outcome of the current position.
    fn moves_ignoring_outcome(&self, list: &mut MoveList) {
        list.clear();
        generate(&self.board, self.side, &self.rules, list);
        if self.rules.forbid_self_capture {
            list.retain(|mv| !self.leaves_king_capturable(mv));
        }
    }

    /// Under `forbid_self_capture`: whether `mv` leaves the mover's King
    /// capturable by some move the opponent could then make (a move that
    /// captures the enemy King is always allowed; a move after which the game
    /// is drawn leaves the opponent no move to make).
    fn leaves_king_capturable(&self, mv: &Move) -> bool {
        let them = !self.side;
        if self
            .board
            .king(them)
            .is_some_and(|k| mv.captures() & (1u64 << k) != 0)
        {
            return false;
        }
        let mut after = self.board;
        after.apply(mv);
        let Some(king) = after.king(self.side) else {
            return true;
        };
        let hash = after.hash ^ if them == Color::Black { side_key() } else { 0 };
        let seen = if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.occurrences(hash)
        } else {
            0
        };
        if self.draw_reason(self.clock_after(mv), seen).is_some() {
            return false;
        }
        let mut replies = MoveList::new();
        generate(&after, them, &self.rules, &mut replies);
        let king_bit = 1u64 << king;
        replies.iter().any(|r| r.captures() & king_bit != 0)
    }

    fn missing_king(&self) -> Option<Color> {
        [self.side, !self.side]
            .into_iter()
            .find(|&c| self.board.king(c).is_none())
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    const NAME: &'static str = "baroque";

    fn start(rules: Rules) -> Position {
        let text = rules.setup.start_text();
        notation::parse_position(text, rules).expect("the start positions are valid")
    }

    fn from_text(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
        notation::parse_position(text, rules)
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.missing_king().is_some() {
            return;
        }
        self.moves_ignoring_outcome(moves);
        if !moves.is_empty() && self.draw_now().is_some() {
            moves.clear();
        }
    }

    /// Counts the moves without building them, except under
    /// `forbid_self_capture`, whose filter needs the moves.
    fn count_legal_moves(&self) -> usize {
        if self.rules.forbid_self_capture {
            let mut moves = MoveList::new();
            self.legal_moves(&mut moves);
            return moves.len();
        }
        if self.missing_king().is_some() {
            return 0;
        }
        let n = count(&self.board, self.side, &self.rules);
        if n != 0 && self.draw_now().is_some() {
            0
        } else {
            n
        }
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.halfmove = self.clock_after(mv);
        self.board.apply(mv);
        if self.side == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !self.side;
        if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.record(self.zobrist());
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(loser) = self.missing_king() {
            return Some(Outcome::loss_for(loser, WinReason::KingCaptured));
        }
        let mut moves = MoveList::new();
        self.moves_ignoring_outcome(&mut moves);
        if moves.is_empty() {
            return Some(match self.rules.no_moves {
                NoMoves::Loss => Outcome::loss_for(self.side, WinReason::NoLegalMove),
                NoMoves::Draw => Outcome::Draw {
                    reason: DrawReason::NoLegalMove,
                },
            });
        }
        self.draw_now().map(|reason| Outcome::Draw { reason })
    }

    fn zobrist(&self) -> u64 {
        self.board.hash ^ self.side.fold(0, side_key())
    }

    fn recompute_zobrist(&self) -> u64 {
        self.board.recompute_hash() ^ self.side.fold(0, side_key())
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        notation::parse_move(self, text)
    }

    fn format_move(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn diagram(&self) -> String {
        notation::diagram(self)
    }
}
