//! The [`Game`] implementation: the position's methods and the move text,
//! joined. (Kept apart so that neither `position.rs` nor `notation.rs`
//! depends on the other both ways.)

use crate::setup::{PositionError, Setup};
use crate::{Move, MoveList, MoveText, Piece, Position, Rules, San, Square};
use variant_core::{Game, MoveErrorReason, MoveSink, Outcome};

impl Game for Position {
    variant_core::game_types!("baroque");

    fn start(rules: Rules) -> Position {
        // The three arrangements are constant, valid texts (the tests build
        // each one), so this cannot fail.
        Position::from_setup(Setup::start_with(&rules), rules)
            .expect("every arrangement is a valid start position")
    }

    fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::from_setup(setup, rules)
    }

    fn to_setup(&self) -> Setup {
        Position::to_setup(self)
    }

    variant_core::game_state_by_fields! {
        /// Plies since the last capture, suicide or pincer move.
        halfmove_clock,
        /// The fullmove number (starts at 1, grows after Black's move).
        fullmove_number,
    }

    /// Every legal move. A counting sink ([`variant_core::MoveCounter`]) is
    /// served without building moves (except under `forbid_self_capture`,
    /// whose filter needs them), which is what perft's last ply and
    /// [`count_legal_moves`](Game::count_legal_moves) use.
    #[inline]
    fn generate_legal<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_legal_into(sink);
    }

    /// Decided without generating the position's moves: the piece on the
    /// origin must be the mover's, and only its moves along the line to the
    /// destination are generated (a suicide is checked directly); then the
    /// captures must be exactly the listed ones, and the options and the
    /// outcome are applied.
    fn is_legal(&self, mv: &Move) -> bool {
        self.legal_move_between(mv.from(), mv.destination()) == Some(*mv)
    }

    /// Captures of enemy pieces, of any kind (a suicide is not noisy).
    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_capture() && !mv.is_suicide()
    }

    /// Counts the moves without building them, except under
    /// `forbid_self_capture`, whose filter needs the moves.
    #[inline]
    fn count_legal_moves(&self) -> usize {
        self.count_legal()
    }

    /// Stops at the first piece seen to have a move (except under
    /// `forbid_self_capture`, whose filter needs the moves).
    #[inline]
    fn has_legal_move(&self) -> bool {
        self.has_legal()
    }

    /// The legal captures, from a generator that builds no other move
    /// (same moves, same order as filtering the legal moves).
    #[inline]
    fn noisy_moves(&self, moves: &mut MoveList) {
        moves.clear();
        self.generate_captures_into(moves);
    }

    /// Walks the tree on the placement alone where the rules allow (no
    /// draw option, no `forbid_self_capture`): see `leaves.rs`.
    fn count_leaves(&self, depth: u32) -> u64 {
        self.walk_leaves(depth)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        self.play_move(mv);
    }

    fn illegal_reason(&self, mv: &Move) -> MoveErrorReason {
        self.reason_illegal(mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now()
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash_now() ^ self.draw_state_key()
    }

    #[inline]
    fn repetition_key(&self) -> u64 {
        self.hash_now()
    }

    fn recompute_zobrist(&self) -> u64 {
        self.board.recompute_hash()
            ^ self.side.fold(0, crate::board::side_key())
            ^ self.draw_state_key()
    }

    variant_core::move_text_by_display! {}
}

variant_core::board_game_by_names!(Position);
