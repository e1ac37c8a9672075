//! [`Position`] as a [`Game`]: the contract the generic tools use, tying the
//! state (`position`), the move generator (`movegen`), the position text
//! (`setup`) and the move text (`notation`) together.

use crate::rules::Stalemate;
use crate::{Move, MoveList, MoveText, Piece, Position, PositionError, Rules, San, Setup, Square};
use variant_core::{
    Color, DrawReason, Game, MoveErrorReason, MoveSink, Outcome, ParsePositionError, WinReason,
};

impl Game for Position {
    variant_core::game_types!("grant-acedrex");

    fn start(rules: Rules) -> Position {
        Position::build(Setup::start_with(&rules), rules).expect("the start position is valid")
    }

    fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::from_setup(setup, rules)
    }

    fn to_setup(&self) -> Setup {
        self.setup()
    }

    fn san(&self, mv: &Move) -> String {
        Position::san(self, mv)
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
        if self.rules_ref().stalemate == Stalemate::Pass {
            self.legal_or_pass(sink);
        } else {
            self.legal_raw(sink);
        }
    }

    /// Counts without building the moves that need no king-safety test.
    fn count_legal_moves(&self) -> usize {
        if self.decided_by_rule() {
            return 0;
        }
        match self.count_legal() {
            0 if self.may_pass() => 1,
            n => n,
        }
    }

    /// Stops at the first legal move found (see `movegen/count.rs`).
    fn has_legal_move(&self) -> bool {
        !self.decided_by_rule() && (self.has_legal() || self.may_pass())
    }

    /// Depth 2 counts each child from this position without making it
    /// (`movegen/leaves.rs`); deeper, each legal move is made and its
    /// subtree counted.
    fn count_leaves(&self, depth: u32) -> u64 {
        match depth {
            0 | 1 => variant_core::perft(self, depth),
            2 => self.count_two_plies(),
            _ => {
                let mut moves = MoveList::new();
                self.generate_legal(&mut moves);
                let mut total = 0;
                for mv in &moves {
                    let mut child = self.clone();
                    child.make(mv);
                    total += child.count_leaves(depth - 1);
                }
                total
            }
        }
    }

    /// Tests the move itself: the mover's piece on its origin, the move among
    /// that piece's moves (capture and forced promotion included, the king's
    /// leap under every option), the king safe after it, and the game not
    /// decided. A pass is tested against [`Stalemate::Pass`]'s conditions.
    fn is_legal(&self, mv: &Move) -> bool {
        if mv.is_pass() {
            return self.is_legal_pass(mv);
        }
        // If `mv` is a legal move ignoring the outcome, the side to move is
        // not mated or stalemated: only the bare-king rule and the draw
        // options can have decided the game.
        self.is_legal_ignoring_outcome(mv) && !self.decided_by_rule()
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        mv.captured.is_some() || mv.promotion.is_some()
    }

    /// Generates only the captures and promotions (no quiet move is
    /// built), in the order of `legal_moves`; none in a decided position.
    fn noisy_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if !self.decided_by_rule() {
            self.noisy_raw(moves);
        }
    }

    fn is_check(&self) -> bool {
        let us = self.side_to_move_color();
        self.is_attacked(self.king_square(us), !us)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.make(mv);
    }

    fn illegal_reason(&self, mv: &Move) -> MoveErrorReason {
        match self.outcome() {
            Some(o) => MoveErrorReason::game_over(o, Self::side_name),
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
            let stalemate_draw = Outcome::Draw {
                reason: DrawReason::Stalemate,
            };
            match self.rules_ref().stalemate {
                Stalemate::Loss => return Some(Outcome::loss_for(us, WinReason::Stalemate)),
                Stalemate::Draw => return Some(stalemate_draw),
                // Both sides stalemated: a pass would be answered by a pass.
                Stalemate::Pass if !self.opponent_could_move_after_pass() => {
                    return Some(stalemate_draw)
                }
                // The pass is the one legal move (unless a draw option holds).
                Stalemate::Pass => {}
            }
        }
        self.draw_by_rule().map(|reason| Outcome::Draw { reason })
    }

    fn zobrist(&self) -> u64 {
        self.zobrist_key()
    }

    fn repetition_key(&self) -> u64 {
        Position::repetition_key(self)
    }

    fn recompute_zobrist(&self) -> u64 {
        self.recompute_zobrist_key()
    }

    variant_core::move_text_by_display! {
        /// The coordinate text (`g1-g3`, `e5xi9`, `e11-e12=C`), [`MoveText`]'s;
        /// see [`Position::san`] for SAN.
    }
}

impl Position {
    /// Gives every legal move to `out` under [`Stalemate::Pass`]: the moves,
    /// or the pass when there are none and the side may pass.
    #[inline(never)]
    fn legal_or_pass<S: MoveSink<Move>>(&self, out: &mut S) {
        let mut counted = Counted { out, moves: 0 };
        self.legal_raw(&mut counted);
        if counted.moves == 0 && self.may_pass() {
            counted
                .out
                .push(Move::pass(self.king_square(self.side_to_move_color())));
        }
    }

    /// Whether the side to move, having no legal move, may pass: under
    /// [`Stalemate::Pass`], not in check, and the opponent would have a
    /// move after the pass (else both are stalemated and the game is drawn).
    #[cold]
    fn may_pass(&self) -> bool {
        self.rules_ref().stalemate == Stalemate::Pass
            && !self.is_check()
            && self.opponent_could_move_after_pass()
    }

    /// Whether the opponent would have a legal move (the game's outcome
    /// aside) if the side to move passed.
    fn opponent_could_move_after_pass(&self) -> bool {
        let mut passed = self.clone();
        passed.make_pass();
        passed.count_legal() > 0
    }

    /// Whether `mv` is the legal pass here.
    #[cold]
    fn is_legal_pass(&self, mv: &Move) -> bool {
        *mv == Move::pass(self.king_square(self.side_to_move_color()))
            && !self.decided_by_rule()
            && self.count_legal() == 0
            && self.may_pass()
    }

    /// Whether the bare-king rule or a draw option has decided the game
    /// (mate and stalemate aside).
    #[inline(always)]
    fn decided_by_rule(&self) -> bool {
        // Nobody bare (the usual case) is seen without a call.
        let bare = self.material().contains(&0) && self.bare_king_outcome().is_some();
        bare || self.draw_by_rule().is_some()
    }
}

/// A sink that counts the moves it passes on to `out` (bulk counts too).
struct Counted<'a, S> {
    out: &'a mut S,
    moves: usize,
}

impl<S: MoveSink<Move>> MoveSink<Move> for Counted<'_, S> {
    const COUNT_ONLY: bool = S::COUNT_ONLY;

    #[inline]
    fn push(&mut self, mv: Move) {
        self.moves += 1;
        self.out.push(mv);
    }

    #[inline]
    fn add_count(&mut self, n: usize) {
        self.moves += n;
        self.out.add_count(n);
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

variant_core::board_game_by_names!(Position);
