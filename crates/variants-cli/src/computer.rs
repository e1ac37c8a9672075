//! The computer player: one seam, [`choose_move`], between the commands
//! that need a move (`play`, `selfplay`) and the search behind it,
//! `variant_engine::Engine` at the level the user chose. `analyse`,
//! `xboard` and `match` call [`Engine::search`] themselves, with the limits
//! of their own protocols, but build the engine with [`new_engine`].

use crate::games::CliGame;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use variant_core::Game;
use variant_engine::{Engine, HashError, Info, Level, Limits, Options, Score};

/// How much the computer may think about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This much time.
    Time(Duration),
    /// This many search nodes: the same move for the same position, seed
    /// and engine state.
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

    /// The engine's limits for this budget.
    pub fn limits(self, seed: u64) -> Limits {
        let mut limits = match self {
            Budget::Time(t) => Limits::movetime(t),
            Budget::Nodes(n) => Limits::nodes(n),
        };
        limits.seed = seed;
        limits
    }
}

/// The engine the CLI plays with: `level`, a table of `hash_mb` MiB and
/// `threads` search threads; an error if the table cannot be had.
pub fn new_engine<G: CliGame>(
    level: Level,
    hash_mb: usize,
    threads: usize,
) -> Result<Engine<G>, HashError> {
    Engine::try_new(Options {
        level,
        hash_mb,
        threads,
        ..Options::default()
    })
}

/// The computer's move and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    /// The move.
    pub mv: M,
    /// How many plies deep the search looked.
    pub depth: u32,
    /// The search's score for the side that moves.
    pub score: Score,
}

/// The repetition keys ([`Game::repetition_key`]) of the positions of a game before its last one, oldest
/// first, as the engine takes them to see repetitions.
pub fn history_keys<G: Game>(start: &G, moves: impl IntoIterator<Item = G::Move>) -> Vec<u64> {
    let mut position = start.clone();
    let mut keys = Vec::new();
    for mv in moves {
        keys.push(position.repetition_key());
        position.play_unchecked(&mv);
    }
    keys
}

/// The computer's choice in `position` within `budget`, among `allowed`
/// (the moves the dice allow) or among every legal move; `None` when there
/// is no move to choose. `history` holds the keys of the game's earlier
/// positions ([`history_keys`]); `progress` sees each completed iteration
/// (of the whole search; not called when the dice restrict the moves).
pub fn choose_move<G: CliGame>(
    engine: &mut Engine<G>,
    position: &G,
    history: &[u64],
    allowed: Option<&[G::Move]>,
    budget: Budget,
    seed: u64,
    progress: &mut dyn FnMut(&Info<G::Move>),
) -> Option<Choice<G::Move>> {
    let stop = AtomicBool::new(false);
    let Some(allowed) = allowed else {
        let result = engine.search(position, history, budget.limits(seed), &stop, |info| {
            progress(info)
        });
        return result.best_move.map(|mv| Choice {
            mv,
            depth: result.depth,
            score: result.score,
        });
    };
    // The search chooses among all moves: search each allowed move's reply
    // instead, and keep the move whose position is worst for the opponent.
    let share = budget.share(allowed.len());
    let mut child_history = history.to_vec();
    child_history.push(position.repetition_key());
    let mut best: Option<Choice<G::Move>> = None;
    for (i, mv) in allowed.iter().enumerate() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        let reply = engine.search(
            &child,
            &child_history,
            share.limits(seed.wrapping_add(i as u64)),
            &stop,
            |_| {},
        );
        let score = one_ply_up(reply.score);
        if best.as_ref().is_none_or(|b| score > b.score) {
            best = Some(Choice {
                mv: *mv,
                depth: reply.depth + 1,
                score,
            });
        }
    }
    best
}

/// A score of the position after a move, seen from the side that moved.
pub fn one_ply_up(score: Score) -> Score {
    match score.mate_plies() {
        // The opponent mates in `p` plies from the child: one more from here.
        Some(p) if p > 0 => Score::mated_in_plies(p as u32 + 1),
        Some(p) => Score::mate_in_plies((-p) as u32 + 1),
        None => Score::centipawns(-score.raw()),
    }
}

/// The choice explained for people, from the view of `side`, the side that
/// moved: `5 plies deep; gold is ahead by 0.33 pawns`.
pub fn explain<G: Game>(choice: &Choice<G::Move>, side: variant_core::Color) -> String {
    let depth = crate::text::plural(choice.depth as usize, "ply", "plies");
    format!("looked {depth} ahead; {}", verdict::<G>(choice.score, side))
}

/// A score for `side` in words: `white is ahead by 0.33 pawns`, `black
/// mates in 2 moves`.
pub fn verdict<G: Game>(score: Score, side: variant_core::Color) -> String {
    let us = G::side_name(side);
    let them = G::side_name(!side);
    match score.mate_plies() {
        Some(p) if p > 0 => format!(
            "{us} mates in {}",
            crate::text::plural(((p + 1) / 2) as usize, "move", "moves")
        ),
        Some(p) => format!(
            "{them} can mate in {}",
            crate::text::plural(((-p + 1) / 2) as usize, "move", "moves")
        ),
        None => {
            let cp = score.raw();
            if cp == 0 {
                "the position is even".to_string()
            } else {
                let pawns = f64::from(cp.abs()) / 100.0;
                let unit = if cp.abs() == 100 { "pawn" } else { "pawns" };
                let how = if cp > 0 { "ahead" } else { "behind" };
                format!("{us} is {how} by {pawns:.2} {unit}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_is_among_the_allowed_moves() {
        let start = grant_acedrex::Position::default();
        let kings = crate::dice::GRANT_ACEDREX.moves(&start, 8);
        let mut engine = new_engine(Level::MAX, 1, 1).expect("a 1 MiB table");
        let choice = choose_move(
            &mut engine,
            &start,
            &[],
            Some(&kings),
            Budget::Nodes(2_000),
            1,
            &mut |_| {},
        )
        .expect("a move");
        assert!(kings.contains(&choice.mv));
        let free = choose_move(
            &mut engine,
            &start,
            &[],
            None,
            Budget::Nodes(2_000),
            1,
            &mut |_| {},
        )
        .expect("a move");
        assert!(start.legal_move_vec().contains(&free.mv));
    }

    #[test]
    fn a_score_one_ply_up_changes_side_and_distance() {
        assert_eq!(
            one_ply_up(Score::mated_in_plies(0)),
            Score::mate_in_plies(1)
        );
        assert_eq!(
            one_ply_up(Score::mate_in_plies(3)),
            Score::mated_in_plies(4)
        );
        assert_eq!(one_ply_up(Score::centipawns(35)), Score::centipawns(-35));
    }

    #[test]
    fn scores_are_explained_with_unit_and_side() {
        type G = cheskers::Position;
        let white = variant_core::Color::White;
        let text = |score| {
            let choice: Choice<<G as Game>::Move> = Choice {
                mv: G::default().legal_move_vec()[0],
                depth: 5,
                score,
            };
            explain::<G>(&choice, white)
        };
        assert_eq!(
            text(Score::centipawns(33)),
            "looked 5 plies ahead; white is ahead by 0.33 pawns"
        );
        assert_eq!(
            text(Score::centipawns(-100)),
            "looked 5 plies ahead; white is behind by 1.00 pawn"
        );
        assert_eq!(
            text(Score::DRAW),
            "looked 5 plies ahead; the position is even"
        );
        assert_eq!(
            text(Score::mate_in_plies(3)),
            "looked 5 plies ahead; white mates in 2 moves"
        );
        assert_eq!(
            text(Score::mated_in_plies(2)),
            "looked 5 plies ahead; black can mate in 1 move"
        );
    }
}
