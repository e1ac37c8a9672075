//! The per-game hook: what the search needs to know about a game beyond its
//! rules.

use variant_core::{Color, Game};

/// A game the engine can play: a [`Game`] with a static evaluation, a
/// move-ordering hint and a few switches.
///
/// Only [`material`](Evaluate::material) is required; everything else has a
/// default that is correct for any game, and a game overrides it to play
/// better or faster.
///
/// The hooks split in two:
///
/// * **The baseline** ([`Level::BASELINE`](crate::Level::BASELINE), the old
///   `variant_core::search` algorithm) uses [`material`](Evaluate::material)
///   and [`move_hint`](Evaluate::move_hint) only. Keep those two stable:
///   changing them changes the fixed opponent that matches are measured
///   against.
/// * **The full engine** evaluates with [`evaluate`](Evaluate::evaluate)
///   (by default the material balance), orders captures by
///   [`move_hint`](Evaluate::move_hint), and prunes with a null move where
///   the game opts in.
///
/// # Null moves
///
/// Null-move pruning lets the side to move pass and, if it is still doing
/// well, cuts the node off. That is only sound in games where passing would
/// rarely help (no zugzwang): it is off unless the game sets
/// [`NULL_MOVE_PRUNING`](Evaluate::NULL_MOVE_PRUNING) and builds the passed
/// position in [`null_move`](Evaluate::null_move). The games' rules have no
/// pass, but every game crate's `Setup` has a public `turn` field, so a game
/// builds it through its setup:
///
/// ```ignore
/// impl Evaluate for Position {
///     const NULL_MOVE_PRUNING: bool = true;
///
///     fn null_move(&self) -> Option<Position> {
///         let mut setup = self.to_setup();
///         setup.turn = !setup.turn;
///         // Refused (None) where passing makes no valid position, such as
///         // a side in check handing the move to a side that could take
///         // the king.
///         Position::from_setup(setup, self.rules().clone()).ok()
///     }
/// }
/// ```
///
/// The passed position starts a fresh repetition history and keeps the
/// counters; the engine never compares it with positions before the pass.
/// The engine never asks for a null move when the side to move is in check,
/// in principal-variation nodes, or twice in a row; a game may also return
/// `None` itself wherever zugzwang is likely (say, a side with only pawns).
///
/// # The table in quiescence
///
/// Every node of the full search and, by default, of the quiescence search
/// looks for its position in the transposition table and writes its result
/// there. The table is far larger than the processor's caches, so a probe
/// is nearly always a cache miss: in a game whose nodes are cheap (Cheskers
/// and Baroque chess: about 1,600 to 3,700 instructions a node) that miss
/// was a third to a half of the search's time, more than the nodes a hit
/// saves. Such a game sets [`QUIESCENCE_TABLE`](Evaluate::QUIESCENCE_TABLE)
/// to `false`: its quiescence search then neither probes nor stores (the
/// full search still does both), searching a few more nodes in less time.
/// Where quiescence nodes cost more and transpose more (Dragonchess, Grant
/// Acedrex), the table pays for itself and stays on.
///
/// The probes that remain are prefetched: as soon as a child position is
/// made, the search asks the processor for its bucket, and the child's
/// probe then finds it on its way. Where making a move and testing the
/// check cost little (Cheskers, Baroque chess), that leaves the memory too
/// little time, and such a game sets
/// [`GENERATE_BEFORE_PROBE`](Evaluate::GENERATE_BEFORE_PROBE): each node of
/// the full search generates its moves before it reads its entry, so the
/// generation overlaps the wait, at the price of a generation wasted where
/// the entry cuts the node off. No search result changes either way.
///
/// # Lazy evaluation
///
/// Most quiescence nodes end on the stand-pat, and where the score is far
/// outside the search window a rough value decides that as well as the
/// exact one. A game whose evaluation has a costly part (Grant Acedrex: the
/// riders' reach, about 120 slides a position) splits it in two,
/// [`evaluate_cheap`](Evaluate::evaluate_cheap) and
/// [`evaluate_costly`](Evaluate::evaluate_costly), and sets
/// [`LAZY_MARGIN`](Evaluate::LAZY_MARGIN). The quiescence search, where the
/// table has no evaluation of the position, then computes the cheap part
/// first; when it is at least the margin above beta or below alpha it
/// stands pat on it (a value never stored as the position's evaluation, and
/// stored as a score only as a bound: lower above beta, upper below alpha),
/// and otherwise adds the costly part, which gives exactly
/// [`evaluate`](Evaluate::evaluate). Such a node then fails high or low
/// with a rougher value than the full evaluation's; whether it fails high,
/// low or neither can differ only where the costly part moves the score by
/// the margin or more.
pub trait Evaluate: Game<MoveList: Send> {
    /// The static worth of `color`'s forces, in hundredths of a pawn-like
    /// unit: the material (and whatever small terms the game's old
    /// `side_score` added). This is the baseline's whole evaluation, which
    /// stays fixed; tune [`evaluate`](Evaluate::evaluate) instead.
    fn material(&self, color: Color) -> i32;

    /// The value of the position for the side to move (positive is good for
    /// it), in the units of [`material`](Evaluate::material). The default is
    /// the material balance.
    ///
    /// The quiescence search evaluates a position before it knows whether
    /// the position has a legal move (the stand-pat cut then needs no move
    /// generation), so it must return some value, without panicking, also
    /// on a decided position; that value is then thrown away.
    ///
    /// The engine clamps it well inside the range of mate scores.
    fn evaluate(&self) -> i32 {
        let us = self.side_to_move();
        self.material(us) - self.material(!us)
    }

    /// An ordering hint for `mv`, a legal move here: higher is searched
    /// earlier. A move with a positive hint is treated as a good capture or
    /// promotion (searched before killer and history moves); the usual hint
    /// is the value of what the move captures plus any promotion gain (a
    /// game's moves carry what they capture). Defaults to 0.
    fn move_hint(&self, mv: &Self::Move) -> i32 {
        let _ = mv;
        0
    }

    /// Whether null-move pruning is sound enough in this game (no zugzwang to
    /// speak of). Off by default; see [Null moves](#null-moves).
    const NULL_MOVE_PRUNING: bool = false;

    /// Whether the quiescence search reads and writes the transposition
    /// table. On by default; see [The table in quiescence](#the-table-in-quiescence).
    const QUIESCENCE_TABLE: bool = true;

    /// Whether a node of the full search generates its moves before it
    /// reads the transposition table (the same result, in a different
    /// order). Off by default; see [The table in quiescence](#the-table-in-quiescence).
    const GENERATE_BEFORE_PROBE: bool = false;

    /// The lazy evaluation's margin: how far the costly part of the
    /// evaluation ([`evaluate_costly`](Evaluate::evaluate_costly)) is taken
    /// to move it, at most, from the cheap part. `None` (the default): no
    /// lazy evaluation. See [Lazy evaluation](#lazy-evaluation).
    const LAZY_MARGIN: Option<i32> = None;

    /// The cheap part of [`evaluate`](Evaluate::evaluate) (say, material and
    /// pawns, without the pieces' mobility). The default is the whole
    /// evaluation.
    fn evaluate_cheap(&self) -> i32 {
        self.evaluate()
    }

    /// The rest of [`evaluate`](Evaluate::evaluate): `evaluate_cheap() +
    /// evaluate_costly()` must equal `evaluate()` exactly. The default is
    /// that difference (correct, and as slow as both); a game that splits
    /// its evaluation computes only the costly terms here.
    fn evaluate_costly(&self) -> i32 {
        self.evaluate() - self.evaluate_cheap()
    }

    /// The position with the other side to move and nothing else changed, or
    /// `None` where there is none. Asked only when
    /// [`NULL_MOVE_PRUNING`](Evaluate::NULL_MOVE_PRUNING) is on and the side
    /// to move is not in check. The default has no null move.
    fn null_move(&self) -> Option<Self> {
        None
    }
}
