//! The [`Game`] implementation: the shared API over the position, its move
//! generator and its notation.

use crate::movegen::Refusal;
use crate::notation::at;
use crate::{Move, MoveList, MoveText, Piece, Position, PositionError, Rules, San, Setup, Square};
use variant_core::{Game, MoveErrorReason, MoveSink, Outcome, Repetition, WinReason};

impl Position {
    /// Why a move is refused (for move-text errors and `illegal_reason`).
    pub(crate) fn refusal_reason(&self, refusal: Refusal) -> MoveErrorReason {
        use MoveErrorReason as Why;
        match refusal {
            // Given only in a decided position (`is_over_without_moves`, or
            // `outcome` on the text path), so the outcome is there.
            Refusal::GameOver => match self.outcome() {
                Some(outcome) => Why::game_over(outcome, Position::side_name),
                None => Why::NotLegal,
            },
            Refusal::NoPiece(sq) => Why::ThereIsNoPiece(at(sq)),
            Refusal::NotYours(sq) => Why::NotOwnPiece {
                piece: None,
                at: at(sq),
                side: Position::side_name(self.side),
            },
            Refusal::CaptureCompulsory => Why::CaptureCompulsory,
            Refusal::JumpsOnly => Why::JumpsOnly,
            Refusal::ChainMustGoOn => Why::ChainMustGoOn,
            Refusal::PromotionMissing => Why::PromotionMissing {
                suffixes: "=K, =B or =C",
            },
            Refusal::NoPromotion => Why::DoesNotPromote,
            Refusal::NotAMove => Why::NotLegal,
        }
    }
}

impl Game for Position {
    variant_core::game_types!("cheskers");

    fn start(rules: Rules) -> Position {
        Position::from_valid_setup(&Setup::start(), rules)
    }

    fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::from_setup(setup, rules)
    }

    fn to_setup(&self) -> Setup {
        self.setup()
    }

    variant_core::game_state_by_fields! {
        /// Plies since the last capture, man move or promotion.
        halfmove_clock,
        /// Starts at 1 and grows after each White move (Black moves first).
        fullmove_number,
    }

    fn generate_legal<S: MoveSink<Move>>(&self, sink: &mut S) {
        if S::COUNT_ONLY {
            sink.add_count(self.count_legal_moves());
        } else if !self.is_over_without_moves() {
            self.generate::<S, false>(sink);
        }
    }

    /// Decided without generating the list: see `Position::refusal`.
    fn is_legal(&self, mv: &Move) -> bool {
        self.refusal(mv).is_ok()
    }

    /// Captures (jump chains, bishop and camel captures) and promotions.
    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_capture() || mv.promotion().is_some()
    }

    /// Generates only the captures and promotions.
    fn noisy_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if !self.is_over_without_moves() {
            self.generate::<MoveList, true>(moves);
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        self.make_move(mv);
    }

    fn illegal_reason(&self, mv: &Move) -> MoveErrorReason {
        match self.refusal(mv) {
            Ok(()) => MoveErrorReason::Legal,
            Err(refusal) => self.refusal_reason(refusal),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.kings_outcome() {
            return Some(o);
        }
        if self.count_moves() == 0 {
            return Some(Outcome::loss_for(self.side, WinReason::NoLegalMove));
        }
        self.draw_outcome()
    }

    /// The hash of the placement and side to move, mixed from the square
    /// sets on demand (not a table of zobrist keys: see [`Position`]).
    fn zobrist(&self) -> u64 {
        self.zobrist_key()
    }

    fn repetition_key(&self) -> u64 {
        self.placement_hash()
    }

    /// The same as [`zobrist`](Game::zobrist): it is always computed.
    fn recompute_zobrist(&self) -> u64 {
        self.zobrist_key()
    }

    variant_core::move_text_by_display! {
        /// The canonical move text (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`).
    }

    /// Walks the tree on the square sets alone (see `leaves.rs`); with a
    /// draw option (which reads the counters and the history), plays each
    /// move on a copy of the position.
    fn count_leaves(&self, depth: u32) -> u64 {
        if depth < 2 {
            return variant_core::perft(self, depth);
        }
        if self.is_over_without_moves() {
            return 0;
        }
        if self.rules.repetition == Repetition::None && self.rules.no_progress_limit.is_none() {
            return self.walk_leaves(depth);
        }
        let mut moves = MoveList::new();
        self.generate::<MoveList, false>(&mut moves);
        let mut total = 0;
        for mv in &moves {
            let mut child = self.clone();
            child.make_move(mv);
            total += variant_core::perft(&child, depth - 1);
        }
        total
    }

    /// Stops at the first family of moves found (see `count.rs`).
    fn has_legal_move(&self) -> bool {
        !self.is_over_without_moves() && self.has_move()
    }

    /// Counts without building moves (see `count.rs`); perft's last ply.
    fn count_legal_moves(&self) -> usize {
        if self.is_over_without_moves() {
            0
        } else {
            self.count_moves()
        }
    }
}

variant_core::board_game_by_names!(Position);
