//! Scores: evaluation units and mate distances in one integer.

use core::fmt;

/// The deepest the search goes from the root, main search and quiescence
/// together, in plies.
pub const MAX_PLY: usize = 128;

/// The score of delivering mate at the root itself; a mate `n` plies from
/// the root scores `MATE - n`, being mated there `-(MATE - n)`.
pub(crate) const MATE: i32 = 30_000;

/// Scores at or beyond this (in absolute value) announce a mate.
pub(crate) const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;

/// Larger than any score: the open window's edges.
pub(crate) const INFINITE: i32 = MATE + 1;

/// The largest static evaluation the search keeps; anything larger is
/// clamped so that evaluations never look like mates.
pub(crate) const EVAL_LIMIT: i32 = MATE_BOUND - 1;

/// The score of a draw (and of a repetition, see the crate docs).
pub(crate) const DRAW: i32 = 0;

/// The score of mating the opponent `ply` plies from the root.
#[inline]
pub(crate) const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The score of being mated `ply` plies from the root.
#[inline]
pub(crate) const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// A search score for the side to move: an evaluation in the game's
/// centipawn-like units, or a mate at a known distance.
///
/// Scores order as the side to move prefers them: being mated soonest is the
/// lowest, mating soonest the highest, and evaluations lie in between.
///
/// ```
/// use variant_engine::Score;
/// let win = Score::mate_in_plies(3);
/// assert_eq!(win.mate_plies(), Some(3));
/// assert_eq!(win.to_string(), "mate 2"); // the mating side's second move
/// assert!(win > Score::centipawns(900));
/// assert!(Score::mated_in_plies(4) < Score::mated_in_plies(6));
/// assert_eq!(Score::centipawns(-35).to_string(), "cp -35");
/// assert_eq!(Score::DRAW.centipawn_value(), Some(0));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i32);

impl Score {
    /// The score of a drawn (or repeated) position.
    pub const DRAW: Score = Score(DRAW);

    /// An evaluation of `cp` units, clamped to the range of evaluations.
    pub const fn centipawns(cp: i32) -> Score {
        Score(if cp > EVAL_LIMIT {
            EVAL_LIMIT
        } else if cp < -EVAL_LIMIT {
            -EVAL_LIMIT
        } else {
            cp
        })
    }

    /// The side to move mates in `plies` plies (its own moves and the
    /// opponent's, counted together; at most [`MAX_PLY`]).
    pub const fn mate_in_plies(plies: u32) -> Score {
        let plies = if plies as usize > MAX_PLY {
            MAX_PLY as u32
        } else {
            plies
        };
        Score(mate_in(plies as usize))
    }

    /// The side to move is mated in `plies` plies (at most [`MAX_PLY`]).
    pub const fn mated_in_plies(plies: u32) -> Score {
        Score(-Score::mate_in_plies(plies).0)
    }

    pub(crate) const fn from_raw(raw: i32) -> Score {
        Score(raw)
    }

    /// The score as the search's integer: evaluations as they are, a mate in
    /// `n` plies as `30_000 - n`, being mated in `n` plies as `n - 30_000`.
    pub const fn raw(self) -> i32 {
        self.0
    }

    /// Whether the score announces a mate, for either side.
    pub const fn is_mate(self) -> bool {
        self.0 >= MATE_BOUND || self.0 <= -MATE_BOUND
    }

    /// The plies to the announced mate: positive when the side to move mates,
    /// negative when it is mated; `None` for an evaluation.
    pub const fn mate_plies(self) -> Option<i32> {
        if self.0 >= MATE_BOUND {
            Some(MATE - self.0)
        } else if self.0 <= -MATE_BOUND {
            Some(-(MATE + self.0))
        } else {
            None
        }
    }

    /// The evaluation in centipawn-like units, or `None` for a mate score.
    pub const fn centipawn_value(self) -> Option<i32> {
        if self.is_mate() {
            None
        } else {
            Some(self.0)
        }
    }
}

impl fmt::Display for Score {
    /// `cp N` for an evaluation; `mate N` for a mate in N moves of the
    /// mating side (negative when the side to move is mated), as UCI writes
    /// scores.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_plies() {
            Some(0) => f.write_str("mate 0"),
            Some(p) if p > 0 => write!(f, "mate {}", (p + 1) / 2),
            Some(p) => write!(f, "mate -{}", (-p + 1) / 2),
            None => write!(f, "cp {}", self.0),
        }
    }
}

/// A score as the transposition table keeps it: mates counted from the
/// stored position rather than from the root.
#[inline]
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A score read from the transposition table, counted from the root again.
#[inline]
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_survive_the_table_at_any_ply() {
        // Mated 5 plies from the root, found at ply 3: 2 plies from the node.
        let s = mated_in(5);
        let stored = to_table(s, 3);
        assert_eq!(stored, mated_in(2));
        assert_eq!(from_table(stored, 7), mated_in(9));
        assert_eq!(from_table(to_table(120, 9), 2), 120);
        assert_eq!(Score::from_raw(mate_in(1)).to_string(), "mate 1");
        assert_eq!(Score::from_raw(mated_in(2)).to_string(), "mate -1");
        assert_eq!(Score::from_raw(mated_in(0)).mate_plies(), Some(0));
        assert_eq!(Score::centipawns(i32::MAX).raw(), EVAL_LIMIT);
        assert!(INFINITE < i32::from(i16::MAX));
    }
}
