//! The [`Game`] trait: the contract every rules crate implements.

use crate::{
    Color, IllegalMove, MoveBuffer, MoveCounters, MoveErrorReason, MoveSink, Outcome,
    ParseMoveError, ParsePositionError, RuleSet,
};
use core::fmt;
use core::hash::Hash;
use core::str::FromStr;

/// A position of a two-player game together with its rules.
///
/// A value of a `Game` type is one valid game state: the placement, the side
/// to move, any rights, the move counters and the [rules](Game::Rules) it is
/// played under (and, when the rules count repetitions, the positions since
/// the last irreversible move). `PartialEq`, `Eq` and `Hash` mean "the same
/// game state": placement, side to move, rights and rules; they ignore the
/// move counters and the repetition history.
///
/// Positions are built from a [`Setup`](Game::Setup) (plain data, checked by
/// [`from_setup`](Game::from_setup)) or from position text
/// ([`from_text`](Game::from_text), which parses a setup first). Cloning a
/// position costs the size of its board, whatever the length of the game.
///
/// The contract, which [`testkit`] checks for any game:
///
/// * [`legal_moves`](Game::legal_moves) lists every legal move exactly once
///   and nothing else; a decided position (one with an
///   [`outcome`](Game::outcome)) has none, and a position without legal moves
///   is decided.
/// * [`is_legal`](Game::is_legal) is true exactly for the listed moves (it is
///   implemented on its own, without generating the whole list), and
///   [`play`](Game::play) accepts exactly those; on anything else it returns
///   an error and leaves the position unchanged.
/// * [`noisy_moves`](Game::noisy_moves) lists exactly the legal moves that
///   [`is_noisy`](Game::is_noisy) calls noisy.
/// * [`zobrist`](Game::zobrist) is maintained incrementally and always equals
///   [`recompute_zobrist`](Game::recompute_zobrist).
/// * Equal means the same game: `Eq`, `Hash` and [`zobrist`](Game::zobrist)
///   cover everything the rules read to decide the legal moves and the
///   outcome, so equal positions have equal legal moves and outcomes, now
///   and after any line of moves. A counter counts only where a rule reads
///   it (capped where every larger value reads the same), the history only
///   under a repetition rule; [`repetition_key`](Game::repetition_key) is the
///   placement-only key that repetition tests compare.
/// * Position text (`Display` / [`from_text`](Game::from_text)) and move text
///   ([`format_move`](Game::format_move) / [`parse_move`](Game::parse_move))
///   round-trip; parsing never panics, whatever the input.
///
/// Generic tools built on this trait: [`perft`](crate::perft),
/// [`divide`](crate::divide), [`random_playout`](crate::random_playout).
///
#[cfg_attr(feature = "testkit", doc = "[`testkit`]: crate::testkit")]
#[cfg_attr(not(feature = "testkit"), doc = "[`testkit`]: crate#features")]
pub trait Game:
    Clone
    + PartialEq
    + Eq
    + Hash
    + fmt::Debug
    + fmt::Display
    + FromStr<Err = ParsePositionError>
    + Send
    + Sync
    + 'static
{
    /// A move, carrying all it needs to be displayed and played without
    /// regenerating moves.
    type Move: Copy + PartialEq + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    /// A list of moves that keeps a game's moves on the stack (the crate's
    /// `MoveList`: an `ArrayVec` whose capacity bounds the moves of any
    /// position, or a `SmallVec` whose inline capacity bounds those of any
    /// position a game can reach), at most 16 KiB.
    type MoveList: MoveBuffer<Self::Move>;

    /// The rule options of the game; `Default` is the game's default rules.
    type Rules: RuleSet;

    /// The unvalidated plain-data position: placement, side to move, rights
    /// and counters, any values allowed. Position text parses into it.
    /// A board game's is edited through [`GameSetup`](crate::GameSetup) (see [`BoardGame`](crate::BoardGame)).
    type Setup: Clone + fmt::Debug + fmt::Display + FromStr<Err = ParsePositionError>;

    /// Why a setup is not a valid position (the crate's `PositionError`):
    /// every problem found, and the setup given back.
    type PositionError: std::error::Error + Into<ParsePositionError>;

    /// The game's name as the CLI spells it (`"grant-acedrex"`).
    const NAME: &'static str;

    /// The start position under `rules`.
    fn start(rules: Self::Rules) -> Self;

    /// Checks `setup` and builds the position it describes, to be played
    /// under `rules`; or reports every problem found.
    fn from_setup(setup: Self::Setup, rules: Self::Rules) -> Result<Self, Self::PositionError>;

    /// The position as plain data.
    #[must_use]
    fn to_setup(&self) -> Self::Setup;

    /// Parses position text, to be played under `rules`. `FromStr` does the
    /// same with the default rules.
    fn from_text(text: &str, rules: Self::Rules) -> Result<Self, ParsePositionError> {
        let setup: Self::Setup = text.parse()?;
        Self::from_setup(setup, rules).map_err(Into::into)
    }

    /// The rules this position is played under.
    fn rules(&self) -> &Self::Rules;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// The name of a side in this game, lower case (`"gold"`, `"white"`).
    fn side_name(color: Color) -> &'static str {
        color.fold("white", "black")
    }

    /// Plies since the last move that resets the clock (each game says
    /// which: captures, pawn moves, ...).
    fn halfmove_clock(&self) -> u32;

    /// The number of the current full move, from 1.
    fn fullmove_number(&self) -> u32;

    /// The halfmove clock and the fullmove number together, as a setup
    /// holds them.
    #[must_use]
    fn counters(&self) -> MoveCounters {
        MoveCounters::new(self.halfmove_clock(), self.fullmove_number())
    }

    /// Gives every legal move, each once, to `sink`.
    fn generate_legal<S: MoveSink<Self::Move>>(&self, sink: &mut S);

    /// Replaces the contents of `moves` with every legal move, each once.
    fn legal_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        self.generate_legal(moves);
    }

    /// Whether `mv` is a legal move here. Each game decides this without
    /// generating every legal move.
    #[must_use]
    fn is_legal(&self, mv: &Self::Move) -> bool;

    /// Whether `mv`, a move of this position, is noisy: a capture (of any
    /// kind: Cheskers chains, Baroque's side-effect captures, the Dragon's
    /// capture from afar) or a promotion. A quiescence search plays only these.
    #[must_use]
    fn is_noisy(&self, mv: &Self::Move) -> bool;

    /// Replaces the contents of `moves` with the legal noisy moves.
    fn noisy_moves(&self, moves: &mut Self::MoveList) {
        self.legal_moves(moves);
        moves.retain(|mv| self.is_noisy(mv));
    }

    /// Whether the side to move is in check. Always false in games without
    /// check (Cheskers, Baroque).
    #[must_use]
    fn is_check(&self) -> bool {
        false
    }

    /// Plays a move known to be legal here. Playing anything else leaves the
    /// position in an unspecified (but memory-safe) state.
    fn play_unchecked(&mut self, mv: &Self::Move);

    /// Plays `mv` if it is legal here; otherwise returns why not (naming the
    /// move by its text) and leaves the position unchanged.
    fn play(&mut self, mv: &Self::Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove::new(
                &self.format_move(mv),
                self.illegal_reason(mv),
            ))
        }
    }

    /// Why `mv` is not legal here (for [`play`](Game::play)'s error), as a
    /// typed reason whose `Display` says it in a few words. The default is
    /// [`GameOver`](MoveErrorReason::GameOver) in a decided position, else
    /// [`NotLegal`](MoveErrorReason::NotLegal); games may say more.
    fn illegal_reason(&self, mv: &Self::Move) -> MoveErrorReason {
        let _ = mv;
        match self.outcome() {
            Some(outcome) => MoveErrorReason::game_over(outcome, Self::side_name),
            None => MoveErrorReason::NotLegal,
        }
    }

    /// How the game has ended, or `None` while it goes on.
    #[must_use]
    fn outcome(&self) -> Option<Outcome>;

    /// The incrementally maintained 64-bit zobrist hash of the game state:
    /// everything that `Eq` compares, so everything the rules read to decide
    /// the legal moves and the outcome. That is the placement, the side to
    /// move and the rights, and, only where a rule reads them, the halfmove
    /// clock (capped at its limit), the ply count and the repetition history
    /// ([`draw_state_key`](crate::draw_state_key)). Under rules with no
    /// draw option it equals [`repetition_key`](Game::repetition_key).
    #[must_use]
    fn zobrist(&self) -> u64;

    /// The hash of what a repetition compares: the placement, the side to
    /// move and the rights, without the counters or the history. Positions
    /// that repeat one another have equal keys, also where their
    /// [`zobrist`](Game::zobrist) keys differ by their clocks (a search's
    /// repetition test reads this one, its table the zobrist key). The
    /// default is the zobrist key, right for a game with no draw state.
    #[must_use]
    fn repetition_key(&self) -> u64 {
        self.zobrist()
    }

    /// The zobrist hash computed from scratch; always equal to
    /// [`zobrist`](Game::zobrist).
    #[must_use]
    fn recompute_zobrist(&self) -> u64;

    /// Parses move text in the game's notation into a legal move of this
    /// position. A board game reads it as its move-text value
    /// ([`BoardGame::MoveText`](crate::BoardGame::MoveText), through
    /// [`MoveNotation::parse_in`](crate::MoveNotation::parse_in)), which
    /// parses without a position and then resolves against this one.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// The canonical text of `mv`, a move of this position. It never panics,
    /// also for a move that is not legal here.
    #[must_use]
    fn format_move(&self, mv: &Self::Move) -> String;

    /// `mv`, a legal move of this position, in the game's standard notation
    /// as players write it: Standard Algebraic Notation where the game has
    /// one (Grant Acedrex: `Ue5`, `Rxa8+`), elsewhere the canonical text,
    /// which is that game's standard notation. [`parse_move`](Game::parse_move)
    /// reads it back.
    #[must_use]
    fn san(&self, mv: &Self::Move) -> String {
        self.format_move(mv)
    }

    /// The number of legal moves. Perft uses it for bulk counting at the last
    /// ply; a game may override it with a count that builds no moves.
    #[must_use]
    fn count_legal_moves(&self) -> usize {
        let mut counter = crate::MoveCounter::default();
        self.generate_legal(&mut counter);
        counter.count
    }

    /// Whether the side to move has a legal move: the same as
    /// `count_legal_moves() > 0`, which the default computes. A game may
    /// override it to stop at the first legal move it finds (a search asks
    /// this at most of its leaves).
    #[must_use]
    fn has_legal_move(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// The number of leaves `depth` plies down, [`perft(self, depth)`](crate::perft),
    /// which calls it for `depth >= 2`. The default plays each legal move on
    /// a copy of the position and recurses; a game may override it with a
    /// walk that builds neither moves nor positions.
    #[must_use]
    fn count_leaves(&self, depth: u32) -> u64 {
        match depth {
            0 | 1 => crate::perft(self, depth),
            _ => crate::perft::perft_by_moves(self, depth),
        }
    }

    /// The legal moves as a `Vec` (a convenience outside hot paths).
    #[must_use]
    fn legal_move_vec(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.generate_legal(&mut moves);
        moves
    }

    /// Parses `text` and plays it: the usual way to make a move from user input.
    fn play_text(&mut self, text: &str) -> Result<Self::Move, ParseMoveError> {
        let mv = self.parse_move(text)?;
        self.play(&mv)?;
        Ok(mv)
    }
}

/// Implements `Default` (the start position under the default rules) and
/// `Hash` (the [`zobrist`](Game::zobrist) key, which covers what `Eq`
/// compares) for a game's `Position` through its [`Game`] impl, as every
/// game crate does.
///
/// `default_and_hash_by_game!(Position);` in the game's crate.
#[macro_export]
macro_rules! default_and_hash_by_game {
    ($position:ty) => {
        impl Default for $position {
            /// The start position under the default rules.
            fn default() -> Self {
                <$position as $crate::Game>::start(Default::default())
            }
        }

        impl ::core::hash::Hash for $position {
            /// The zobrist key, which covers what `Eq` compares.
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                state.write_u64(<$position as $crate::Game>::zobrist(self));
            }
        }
    };
}

/// Writes, inside a game crate's `impl Game for Position`, the associated
/// types every game crate names alike (`Move`, `MoveList`, `Rules`, `Setup`
/// and `PositionError`, each the crate's own type of that name where the
/// macro is called) and [`Game::NAME`].
///
/// `variant_core::game_types!("dragonchess");` as the impl's first item.
/// The game crates' tests (`Position::NAME`, the perft and setup tests)
/// exercise what it writes.
#[macro_export]
macro_rules! game_types {
    ($name:literal) => {
        type Move = Move;
        type MoveList = MoveList;
        type Rules = Rules;
        type Setup = Setup;
        type PositionError = PositionError;
        const NAME: &'static str = $name;
    };
}

/// Writes, inside a game crate's `impl Game for Position`, the four state
/// readers through the fields the naming table gives every `Position`:
/// [`rules`](Game::rules) (`self.rules`), [`side_to_move`](Game::side_to_move)
/// (`self.side`), and [`halfmove_clock`](Game::halfmove_clock) and
/// [`fullmove_number`](Game::fullmove_number) (`self.counters`). Each game
/// says in a doc comment what resets its clock and after whose move its
/// fullmove number grows:
///
/// ```text
/// variant_core::game_state_by_fields! {
///     /// Plies since the last capture or Warrior move.
///     halfmove_clock,
///     /// The fullmove number (starts at 1, grows after Scarlet's move).
///     fullmove_number,
/// }
/// ```
///
/// The game crates' tests of their counters exercise what it writes.
#[macro_export]
macro_rules! game_state_by_fields {
    (
        $(#[$clock_doc:meta])* halfmove_clock,
        $(#[$number_doc:meta])* fullmove_number $(,)?
    ) => {
        fn rules(&self) -> &Rules {
            &self.rules
        }

        fn side_to_move(&self) -> $crate::Color {
            self.side
        }

        $(#[$clock_doc])*
        fn halfmove_clock(&self) -> u32 {
            self.counters.halfmove_clock
        }

        $(#[$number_doc])*
        fn fullmove_number(&self) -> u32 {
            self.counters.fullmove_number
        }
    };
}

/// Writes, inside a game crate's `impl Game for Position`,
/// [`parse_move`](Game::parse_move) through the crate's `MoveText`
/// ([`MoveNotation::parse_in`](crate::MoveNotation::parse_in)) and
/// [`format_move`](Game::format_move) as the move's `Display` text (which
/// is `MoveText`'s canonical text in every game). Doc comments given are
/// put on `format_move` (each game shows its move text there):
///
/// ```text
/// variant_core::move_text_by_display! {
///     /// The canonical move text (`b6-a5`, `a1xd4`, `c3xe5xc7`, `g7-h8=B`).
/// }
/// ```
///
/// The game crates' notation tests exercise what it writes.
#[macro_export]
macro_rules! move_text_by_display {
    ($(#[$format_doc:meta])*) => {
        fn parse_move(&self, text: &str) -> Result<Move, $crate::ParseMoveError> {
            <MoveText as $crate::MoveNotation<Self>>::parse_in(self, text)
        }

        $(#[$format_doc])*
        fn format_move(&self, mv: &Move) -> String {
            mv.to_string()
        }
    };
}

/// Implements [`BoardGame`](crate::BoardGame) for a game crate's
/// `Position` with the crate's `Square`, `Piece`, `MoveText` and `San`
/// (the types of those names where the macro is called) and
/// [`piece_at`](crate::BoardGame::piece_at) through the inherent
/// `Position::piece_at`.
///
/// `variant_core::board_game_by_names!(Position);` in the game's crate;
/// the generic tests of [`testkit`](crate::testkit) exercise it in each.
#[macro_export]
macro_rules! board_game_by_names {
    ($position:ty) => {
        impl $crate::BoardGame for $position {
            type Square = Square;
            type Piece = Piece;
            type MoveText = MoveText;
            type San = San;

            fn piece_at(&self, square: Square) -> Option<Piece> {
                <$position>::piece_at(self, square)
            }
        }
    };
}

/// Writes what a game crate's `Position` derives from its draw state,
/// through the fields `rules`, `counters` and `history` that the naming
/// table gives every `Position`:
///
/// * `PartialEq` and `Eq`: two positions are equal when the listed fields
///   are, and their draw state is the same
///   ([`same_draw_state`](crate::same_draw_state)). The fields are compared
///   in the order given, so list the cheapest first.
/// * the crate-private `Position::draw_state_key()`, the zobrist term of
///   the draw state ([`draw_state_key`](crate::draw_state_key)).
///
/// ```
/// use variant_core::{Color, MoveCounters, Repetition, RepetitionHistory};
/// #[derive(PartialEq)]
/// struct Rules { repetition: Repetition, no_progress_limit: Option<u16> }
/// variant_core::draw_rules_by_fields!(Rules);
/// struct Position { side: Color, rules: Rules, counters: MoveCounters, history: RepetitionHistory }
/// variant_core::draw_state_by_fields!(Position: side, rules);
/// let at = |clock| Position {
///     side: Color::White,
///     rules: Rules { repetition: Repetition::None, no_progress_limit: Some(50) },
///     counters: MoveCounters::new(clock, 1),
///     history: RepetitionHistory::default(),
/// };
/// assert!(at(3) != at(4), "the no-progress rule reads the clock");
/// assert!(at(60) == at(70), "every clock from the limit on is the same draw");
/// assert_ne!(at(3).draw_state_key(), at(4).draw_state_key());
/// assert_eq!(at(60).draw_state_key(), at(70).draw_state_key());
/// ```
#[macro_export]
macro_rules! draw_state_by_fields {
    ($position:ty: $($field:ident),+ $(,)?) => {
        impl PartialEq for $position {
            fn eq(&self, other: &Self) -> bool {
                $(self.$field == other.$field &&)+
                $crate::same_draw_state(
                    &self.rules,
                    (self.counters.halfmove_clock, &self.history),
                    (other.counters.halfmove_clock, &other.history),
                )
            }
        }

        impl Eq for $position {}

        impl $position {
            /// What the draw options read beyond the placement, as a
            /// zobrist term (0 when no draw option is on).
            #[inline]
            pub(crate) fn draw_state_key(&self) -> u64 {
                $crate::draw_state_key(
                    &self.rules,
                    self.counters.halfmove_clock,
                    self.history.digest(),
                )
            }
        }
    };
}
