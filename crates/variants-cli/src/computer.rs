//! The computer player: one seam, [`choose_move`], between the commands
//! that need a move (`play`, `selfplay`) and the search behind it.
//!
//! Today it is `variant_engine::baseline` (the level-1 algorithm); the engine
//! (`variant-engine`, with `--level` and clocks) replaces the body of
//! [`choose_move`] without touching its callers.

use crate::games::CliGame;
use std::time::Duration;
use variant_core::Game;
use variant_engine::baseline::{search, Limits, MATE, MATE_BOUND};

/// How much the computer may think about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This much time.
    Time(Duration),
    /// This many search nodes: the same move for the same position and seed.
    Nodes(u64),
}

impl Budget {
    /// An equal share of the budget for one of `parts` searches.
    fn share(self, parts: usize) -> Budget {
        let parts = parts.max(1) as u32;
        match self {
            Budget::Time(t) => Budget::Time((t / parts).max(Duration::from_millis(1))),
            Budget::Nodes(n) => Budget::Nodes((n / u64::from(parts)).max(1)),
        }
    }

    fn limits(self, seed: u64) -> Limits {
        let (nodes, time) = match self {
            Budget::Time(t) => (None, Some(t)),
            Budget::Nodes(n) => (Some(n), None),
        };
        Limits {
            depth: 64,
            nodes,
            time,
            seed,
        }
    }
}

/// The computer's move and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    /// The move.
    pub mv: M,
    /// How many plies deep the search looked.
    pub depth: u32,
    /// The search's score for the side to move, in hundredths of a pawn;
    /// beyond [`MATE_BOUND`] a mate, `MATE - n` for a mate in `n` plies.
    pub score: i32,
}

/// The computer's choice in `position` within `budget`, among `allowed`
/// (the moves the dice allow) or among every legal move; `None` when there
/// is no move to choose.
pub fn choose_move<G: CliGame>(
    position: &G,
    allowed: Option<&[G::Move]>,
    budget: Budget,
    seed: u64,
) -> Option<Choice<G::Move>> {
    let Some(allowed) = allowed else {
        let result = search(position, budget.limits(seed));
        return result.best_move.map(|mv| Choice {
            mv,
            depth: result.depth,
            score: result.score,
        });
    };
    // The search chooses among all moves: search each allowed move's reply
    // instead, and keep the move whose position is worst for the opponent.
    let share = budget.share(allowed.len());
    let mut best: Option<Choice<G::Move>> = None;
    for (i, mv) in allowed.iter().enumerate() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        let reply = search(&child, share.limits(seed.wrapping_add(i as u64)));
        let score = one_ply_up(reply.score);
        if best.as_ref().is_none_or(|b| score > b.score) {
            best = Some(Choice {
                mv: mv.clone(),
                depth: reply.depth + 1,
                score,
            });
        }
    }
    best
}

/// A score of the position after a move, seen from the side that moved.
fn one_ply_up(score: i32) -> i32 {
    let ours = -score;
    if ours > MATE_BOUND {
        ours - 1
    } else if ours < -MATE_BOUND {
        ours + 1
    } else {
        ours
    }
}

/// The choice explained for people, from the view of `side`, the side that
/// moved: `5 plies deep; gold is ahead by 0.33 pawns`.
pub fn explain<G: Game>(choice: &Choice<G::Move>, side: variant_core::Color) -> String {
    let us = G::side_name(side);
    let them = G::side_name(!side);
    let depth = crate::text::plural(choice.depth as usize, "ply", "plies");
    let score = choice.score;
    let verdict = if score > MATE_BOUND {
        let moves = (MATE - score + 1) / 2;
        format!(
            "{us} mates in {}",
            crate::text::plural(moves as usize, "move", "moves")
        )
    } else if score < -MATE_BOUND {
        let moves = (MATE + score + 1) / 2;
        format!(
            "{them} can mate in {}",
            crate::text::plural(moves as usize, "move", "moves")
        )
    } else if score == 0 {
        "the position is even".to_string()
    } else {
        let pawns = f64::from(score.abs()) / 100.0;
        let unit = if score.abs() == 100 { "pawn" } else { "pawns" };
        let how = if score > 0 { "ahead" } else { "behind" };
        format!("{us} is {how} by {pawns:.2} {unit}")
    };
    format!("looked {depth} ahead; {verdict}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_is_among_the_allowed_moves() {
        let start = grant_acedrex::Position::default();
        let kings = crate::dice::GRANT_ACEDREX.moves(&start, 8);
        let choice = choose_move(&start, Some(&kings), Budget::Nodes(2_000), 1).expect("a move");
        assert!(kings.contains(&choice.mv));
        let free = choose_move(&start, None, Budget::Nodes(2_000), 1).expect("a move");
        assert!(start.legal_move_vec().contains(&free.mv));
    }

    #[test]
    fn scores_are_explained_with_unit_and_side() {
        type G = cheskers::Position;
        let white = variant_core::Color::White;
        let text = |score| {
            let choice: Choice<<G as Game>::Move> = Choice {
                mv: G::default().legal_move_vec()[0].clone(),
                depth: 5,
                score,
            };
            explain::<G>(&choice, white)
        };
        assert_eq!(
            text(33),
            "looked 5 plies ahead; white is ahead by 0.33 pawns"
        );
        assert_eq!(
            text(-100),
            "looked 5 plies ahead; white is behind by 1.00 pawn"
        );
        assert_eq!(text(0), "looked 5 plies ahead; the position is even");
        assert_eq!(
            text(MATE - 3),
            "looked 5 plies ahead; white mates in 2 moves"
        );
        assert_eq!(
            text(-(MATE - 2)),
            "looked 5 plies ahead; black can mate in 1 move"
        );
    }
}
