//! [`Position`] as a [`Game`]: the contract the generic tools use, tying the
//! state (`position`), the move generator (`movegen`), the position text
//! (`setup`) and the move text (`notation`) together.

use crate::rules::Stalemate;
use crate::{notation, Move, MoveList, Position, PositionError, Rules, Setup};
use variant_core::{
    Color, DrawReason, Game, MoveSink, Outcome, ParseMoveError, ParsePositionError, WinReason,
};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    type Setup = Setup;
    type PositionError = PositionError;
    const NAME: &'static str = "grant-acedrex";

    fn start(rules: Rules) -> Position {
        Position::build(Setup::start(&rules), rules).expect("the start position is valid")
    }

    fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::build(setup, rules)
    }

    fn to_setup(&self) -> Setup {
        self.setup()
    }

    fn rules(&self) -> &Rules {
        self.rules_ref()
    }

    fn side_to_move(&self) -> Color {
        self.side_to_move_color()
    }

    /// Plies since the last capture or pawn move (a king leap does not
    /// reset it).
    fn halfmove_clock(&self) -> u32 {
        self.counters().halfmove_clock
    }

    fn fullmove_number(&self) -> u32 {
        self.counters().fullmove_number
    }

    fn generate_legal<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.decided_by_rule() {
            return;
        }
        self.legal_raw(sink);
    }

    /// Counts without building the moves that need no king-safety test.
    fn count_legal_moves(&self) -> usize {
        if self.decided_by_rule() {
            return 0;
        }
        self.count_legal()
    }

    /// Tests the move itself: the mover's piece on its origin, the move among
    /// that piece's moves (capture and forced promotion included, the king's
    /// leap under every option), the king safe after it, and the game not
    /// decided.
    fn is_legal(&self, mv: &Move) -> bool {
        // If `mv` is a legal move ignoring the outcome, the side to move is
        // not mated or stalemated: only the bare-king rule and the draw
        // options can have decided the game.
        self.is_legal_ignoring_outcome(mv) && !self.decided_by_rule()
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        mv.captured.is_some() || mv.promotion.is_some()
    }

    fn is_check(&self) -> bool {
        let us = self.side_to_move_color();
        self.is_attacked(self.king_square(us), !us)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.make(mv);
    }

    fn illegal_reason(&self, mv: &Move) -> String {
        match self.outcome() {
            Some(o) => format!("the game is over ({})", o.describe(Self::side_name)),
            None => self.why_illegal(mv),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.bare_king_outcome() {
            return Some(o);
        }
        if self.count_legal() == 0 {
            let us = self.side_to_move_color();
            if self.is_check() {
                return Some(Outcome::loss_for(us, WinReason::Checkmate));
            }
            return Some(match self.rules_ref().stalemate {
                Stalemate::Loss => Outcome::loss_for(us, WinReason::Stalemate),
                Stalemate::Draw => Outcome::Draw {
                    reason: DrawReason::Stalemate,
                },
            });
        }
        self.draw_by_rule().map(|reason| Outcome::Draw { reason })
    }

    fn zobrist(&self) -> u64 {
        self.hash_key()
    }

    fn recompute_zobrist(&self) -> u64 {
        self.compute_hash()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        notation::parse_move(self, text)
    }

    /// The coordinate text (`g1-g3`, `e5xi9`, `e11-e12=C`); see
    /// [`Position::san`] for SAN.
    fn format_move(&self, mv: &Move) -> String {
        mv.to_string()
    }
}

impl Position {
    /// Whether the bare-king rule or a draw option has decided the game
    /// (mate and stalemate aside).
    #[inline(always)]
    fn decided_by_rule(&self) -> bool {
        // Nobody bare (the usual case) is seen without a call.
        let bare = self.material().contains(&0) && self.bare_king_outcome().is_some();
        bare || self.draw_by_rule().is_some()
    }
}

impl core::fmt::Display for Position {
    /// The position text (five fields; a sixth listing the unmoved unicorns
    /// under the Murray unicorn option).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(&self.setup(), f)
    }
}

impl core::str::FromStr for Position {
    type Err = ParsePositionError;

    /// Parses position text under the default rules.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(text, Rules::default())
    }
}
