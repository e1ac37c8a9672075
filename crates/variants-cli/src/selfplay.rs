//! `variants selfplay`: computer-against-computer games.

use crate::run::{diagram_text, CliGame};
use std::io::Write;
use std::time::Duration;
use variant_core::{Color, Rng};
use variant_engine::baseline::{search, Limits};

/// The search budget per move when no time is given: a fixed node count keeps
/// self-play deterministic for a seed.
pub const NODES_PER_MOVE: u64 = 4_000;

/// How each move is chosen.
#[derive(Clone, Copy, Debug)]
pub enum Chooser {
    /// Uniformly random legal moves.
    Random,
    /// A search limited to this many nodes per move (deterministic).
    Nodes(u64),
    /// A search limited to this much time per move.
    Time(Duration),
}

/// Plays `games` games from `start` and prints each game's moves (one line,
/// readable back by `variants apply`), its result and a summary.
pub fn selfplay<G: CliGame>(
    start: &G,
    games: u32,
    seed: u64,
    chooser: Chooser,
    max_plies: u32,
    boards: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let mut wins = [0u32; 2];
    let mut draws = 0;
    let mut unfinished = 0;
    let mut total_plies = 0u64;
    for game in 0..games {
        let game_seed = seed.wrapping_add(u64::from(game));
        let mut rng = Rng::new(game_seed);
        let mut position = start.clone();
        let mut texts = Vec::new();
        if boards {
            write!(out, "{}", diagram_text(&position))?;
        }
        while texts.len() < max_plies as usize && position.outcome().is_none() {
            let mv = match chooser {
                Chooser::Random => {
                    let moves = position.legal_move_vec();
                    moves[rng.below(moves.len())].clone()
                }
                Chooser::Nodes(n) => match searched(&position, Some(n), None, &mut rng) {
                    Some(mv) => mv,
                    None => break,
                },
                Chooser::Time(t) => match searched(&position, None, Some(t), &mut rng) {
                    Some(mv) => mv,
                    None => break,
                },
            };
            let text = position.format_move(&mv);
            position.play_unchecked(&mv);
            if boards {
                writeln!(out, "{}. {text}", texts.len() + 1)?;
                write!(out, "{}", diagram_text(&position))?;
            }
            texts.push(text);
        }
        total_plies += texts.len() as u64;
        let result = match position.outcome() {
            Some(outcome) => {
                match outcome.winner() {
                    Some(c) => wins[c.index()] += 1,
                    None => draws += 1,
                }
                outcome.describe(G::side_name)
            }
            None => {
                unfinished += 1;
                "unfinished".to_string()
            }
        };
        writeln!(out, "game {}: {}", game + 1, texts.join(" "))?;
        writeln!(out, "result {}: {result} ({} plies)", game + 1, texts.len())?;
    }
    writeln!(
        out,
        "summary: {games} game{}; {} wins {}, {} wins {}, draws {draws}, unfinished {unfinished}; average length {:.1} plies",
        if games == 1 { "" } else { "s" },
        G::side_name(Color::White),
        wins[0],
        G::side_name(Color::Black),
        wins[1],
        total_plies as f64 / f64::from(games.max(1))
    )
}

/// The search's choice within a node or time budget.
fn searched<G: CliGame>(
    position: &G,
    nodes: Option<u64>,
    time: Option<Duration>,
    rng: &mut Rng,
) -> Option<G::Move> {
    let limits = Limits {
        depth: 64,
        nodes,
        time,
        seed: rng.next_u64(),
    };
    search(position, limits).best_move
}
