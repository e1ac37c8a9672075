//! [`Game`] for [`Position`]: the glue between the position, the move
//! generator and the move text.

use crate::movegen::{self, MoveList};
use crate::setup::side_name;
use crate::{
    notation, Move, MoveText, Piece, Position, PositionError, Rules, San, Setup, Square, Stalemate,
};
use core::str::FromStr;
use variant_core::{
    Color, DrawReason, Game, MoveErrorReason, MoveSink, Outcome, ParsePositionError, WinReason,
};

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Parses position text under the default rules.
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(s, Rules::default())
    }
}

impl Game for Position {
    variant_core::game_types!("dragonchess");

    fn start(rules: Rules) -> Position {
        match Position::checked(Setup::start(), rules) {
            Ok(pos) => pos,
            // The start table is a valid position (a unit test proves it).
            Err(e) => unreachable!("the start position is invalid: {e}"),
        }
    }

    fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::checked(setup, rules)
    }

    fn to_setup(&self) -> Setup {
        self.setup()
    }

    variant_core::game_state_by_fields! {
        /// Plies since the last capture or Warrior move.
        halfmove_clock,
        /// The fullmove number (starts at 1, grows after Scarlet's move).
        fullmove_number,
    }

    fn side_name(color: Color) -> &'static str {
        side_name(color)
    }

    /// The legal moves, in square order of their pieces; none in a position
    /// drawn by the repetition or no-progress option.
    fn generate_legal<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.draw_by_rule().is_none() {
            movegen::generate(self, true, sink);
        }
    }

    fn is_legal(&self, mv: &Move) -> bool {
        movegen::is_legal_move(self, mv) && self.draw_by_rule().is_none()
    }

    /// Captures of any kind (from afar and the Sylph's downward capture
    /// included) and promotions.
    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_capture() || mv.promotion().is_some()
    }

    /// The noisy moves generated directly (no quiet move is built), in the
    /// order of `legal_moves`; none in a position drawn by rule.
    fn noisy_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.draw_by_rule().is_none() {
            movegen::generate_noisy(self, moves);
        }
    }

    fn is_check(&self) -> bool {
        self.in_check()
    }

    /// Counts like `legal_moves` (no moves in a position drawn by rule) but
    /// builds no list: perft's last ply.
    fn count_legal_moves(&self) -> usize {
        if self.draw_by_rule().is_some() {
            return 0;
        }
        movegen::count_legal(self)
    }

    /// Stops at the first legal move found (see `movegen::count`); none in
    /// a position drawn by rule.
    fn has_legal_move(&self) -> bool {
        self.draw_by_rule().is_none() && movegen::has_legal_move(self)
    }

    /// Two plies from the leaves, counts each move's replies from this
    /// position's count (see the `movegen::leaves` module), unless a draw
    /// option is on; higher up, plays each legal move on a copy.
    fn count_leaves(&self, depth: u32) -> u64 {
        match depth {
            0 | 1 => variant_core::perft(self, depth),
            2 if !self.rules.has_draw_options() => movegen::count_two_plies(self),
            _ => variant_core::perft_by_moves(self, depth),
        }
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.make_move(mv);
    }

    fn illegal_reason(&self, mv: &Move) -> MoveErrorReason {
        notation::illegal_reason(self, mv)
    }

    /// Checkmate or stalemate when the side to move has no legal move (even
    /// if a draw option also applies); otherwise the draw by repetition (if
    /// on) or by no progress (if on).
    fn outcome(&self) -> Option<Outcome> {
        if movegen::count_legal(self) == 0 {
            return Some(if self.in_check() {
                Outcome::loss_for(self.side, WinReason::Checkmate)
            } else {
                match self.rules.stalemate {
                    Stalemate::Draw => Outcome::Draw {
                        reason: DrawReason::Stalemate,
                    },
                    Stalemate::Loss => Outcome::loss_for(self.side, WinReason::Stalemate),
                }
            });
        }
        self.draw_by_rule().map(|reason| Outcome::Draw { reason })
    }

    fn zobrist(&self) -> u64 {
        self.zobrist_key()
    }

    fn repetition_key(&self) -> u64 {
        self.placement_key()
    }

    fn recompute_zobrist(&self) -> u64 {
        self.zobrist_from_scratch() ^ self.draw_state_key()
    }

    variant_core::move_text_by_display! {
        /// The canonical move text (`W2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`), for
        /// any move value.
    }
}

variant_core::board_game_by_names!(Position);
