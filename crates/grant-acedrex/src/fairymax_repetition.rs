//! Fairy-Max's repetition rule, followed beside a game (for a referee).

use crate::{Move, PieceKind, Position, Setup};
use variant_core::{Game, SquareSet144};

/// How far back Fairy-Max looks for earlier occurrences, in plies.
const WINDOW: usize = 100;

/// Fairy-Max's history is a ring of this many boards: its look-back starts
/// afresh each time the ring wraps.
const RING: usize = 1024;

/// Fairy-Max 5.0b's repetition draw, followed ply by ply beside a game.
///
/// Fairy-Max (playing a side or analysing) claims `1/2-1/2 {Draw by
/// repetition}` right after the ply that makes the position occur for the
/// third time, counting only:
///
/// * the positions after each ply since it was given the game (after `new`
///   or `edit`), not the position it was given;
/// * positions with the same side to move among the last 100 plies (and,
///   since its history is a ring of 1024 boards, only those since the ring
///   last wrapped: plies from the last multiple of 1024 on);
/// * positions equal in every square *and in whether each piece has ever
///   moved*: a rook that went a1-a2-a1 is not the rook that never moved.
///
/// A [`Position`] does not record which pieces have moved (its text cannot
/// say so), so this rule cannot be a rule option: a referee follows it with
/// this type, playing under [`Rules::fairymax`](crate::Rules::fairymax)
/// (which has no repetition rule), and asks [`is_draw`](Self::is_draw)
/// after every ply, before the position's own
/// [`outcome`](variant_core::Game::outcome) (Fairy-Max judges repetition
/// first).
///
/// ```
/// use grant_acedrex::prelude::*;
/// use grant_acedrex::FairyMaxRepetition;
/// let mut p = Position::start(Rules::fairymax());
/// let mut repetition = FairyMaxRepetition::new(&p);
/// let lions = ["b1-e2", "k12-h11", "e2-b1", "h11-k12"];
/// let mut draw_after = None;
/// for (ply, text) in lions.iter().cycle().take(16).enumerate() {
///     let mv = p.play_text(text)?;
///     repetition.record(&mv, &p);
///     if repetition.is_draw() {
///         draw_after = Some(ply + 1);
///         break;
///     }
/// }
/// // Not after ply 8 (the start and ply 4 look the same, but the start is
/// // not counted and the lions have moved since): after ply 10, the third
/// // time of the position after ply 2.
/// assert_eq!(draw_after, Some(10));
/// # Ok::<(), ParseMoveError>(())
/// ```
#[derive(Clone, Debug)]
pub struct FairyMaxRepetition {
    /// The squares of the pieces that have never moved.
    unmoved: SquareSet144,
    /// The position after each ply, oldest first: its hash and its unmoved
    /// pieces.
    after_ply: Vec<(u64, SquareSet144)>,
}

impl FairyMaxRepetition {
    /// Starts following a game at `position`, the position Fairy-Max was
    /// given. The pieces that count as never moved are those Fairy-Max
    /// takes for unmoved after `new` or `edit`: every piece on its square of
    /// the start array (of `position`'s rules), pawns on their start rank
    /// (or behind it).
    #[must_use]
    pub fn new(position: &Position) -> FairyMaxRepetition {
        let start = Setup::start_with(position.rules());
        let unmoved = position
            .placement()
            .filter(|&(square, piece)| {
                let rank = square.rank();
                match piece.kind {
                    PieceKind::Pawn => piece.color.fold(rank <= 3, rank >= 8),
                    _ => rank == piece.color.fold(0, 11) && start.piece_at(square) == Some(piece),
                }
            })
            .map(|(square, _)| square.index())
            .collect();
        FairyMaxRepetition {
            unmoved,
            after_ply: Vec::new(),
        }
    }

    /// Records `mv`, just played, and `after`, the position it gave.
    pub fn record(&mut self, mv: &Move, after: &Position) {
        if !mv.is_pass() {
            // The mover has moved; a piece captured on `to` is gone.
            self.unmoved.remove(mv.from.index());
            self.unmoved.remove(mv.to.index());
        }
        self.after_ply.push((after.repetition_key(), self.unmoved));
    }

    /// The number of plies recorded.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.after_ply.len()
    }

    /// Whether Fairy-Max sees a draw by repetition after the last recorded
    /// ply: the position then has occurred twice before, as counted above.
    #[must_use]
    pub fn is_draw(&self) -> bool {
        let Some(current) = self.after_ply.last() else {
            return false;
        };
        let plies = self.after_ply.len();
        let since_wrap = plies % RING;
        let earlier = (2..=WINDOW.min(since_wrap))
            .step_by(2)
            .map(|back| plies - back)
            // Ply 0 is the position Fairy-Max was given: never compared.
            .filter(|&ply| ply > 0 && self.after_ply[ply - 1] == *current)
            .count();
        earlier >= 2
    }
}
