//! The commands, written once over the [`Game`] trait.

use crate::args::{Command, Invocation};
use crate::play::{human_sides, play};
use crate::selfplay::{selfplay, Chooser, NODES_PER_MOVE};
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};
use variant_core::svg::render_svg;
use variant_core::Color;
use variant_core::{divide, perft, BoardView, Game, RuleSet};
use variant_engine::Evaluate;

/// Game-specific extras of the CLI beyond the [`Game`] trait.
pub trait CliGame: Game + Evaluate + BoardView {
    /// The legal moves of the piece kind named `kind` (the dice rule), or an
    /// error if the kind is unknown or the game has no dice rule.
    fn dice_moves(&self, kind: &str) -> Result<Vec<Self::Move>, String> {
        let _ = kind;
        Err(format!("--dice: {} has no dice rule", Self::NAME))
    }
}

/// Builds the position from `--rule` and `--fen`, then runs the command,
/// writing its output to `out`. Errors are one line naming the problem.
pub fn run<G: CliGame>(inv: &Invocation, out: &mut dyn Write) -> Result<(), String> {
    let mut rules = G::Rules::default();
    for (key, value) in &inv.rules {
        rules.set_option(key, value).map_err(|e| e.to_string())?;
    }
    let mut position = match &inv.fen {
        Some(text) => G::from_text(text, rules).map_err(|e| e.to_string())?,
        None => G::start(rules),
    };
    let io = |e: std::io::Error| format!("cannot write output: {e}");
    match &inv.command {
        Command::Perft { depth, stats } => {
            let started = Instant::now();
            let nodes = perft(&position, *depth);
            if *stats {
                let seconds = started.elapsed().as_secs_f64();
                writeln!(out, "time: {seconds:.3} s").map_err(io)?;
                writeln!(
                    out,
                    "speed: {:.0} nodes/s",
                    nodes as f64 / seconds.max(1e-9)
                )
                .map_err(io)?;
            }
            writeln!(out, "{nodes}").map_err(io)?;
        }
        Command::Divide { depth } => {
            let mut total = 0;
            for (mv, count) in divide(&position, *depth) {
                writeln!(out, "{} {count}", position.format_move(&mv)).map_err(io)?;
                total += count;
            }
            writeln!(out, "{total}").map_err(io)?;
        }
        Command::Moves { dice } => {
            let moves = match dice {
                Some(kind) => position.dice_moves(kind)?,
                None => position.legal_move_vec(),
            };
            for mv in &moves {
                writeln!(out, "{}", position.format_move(mv)).map_err(io)?;
            }
        }
        Command::Apply { moves } => {
            for (n, text) in moves.iter().enumerate() {
                position
                    .play_text(text)
                    .map_err(|e| format!("move {} of {}: {e}", n + 1, moves.len()))?;
            }
            writeln!(out, "{position}").map_err(io)?;
        }
        Command::Outcome => {
            let text = match position.outcome() {
                Some(outcome) => outcome.describe(G::side_name),
                None => "ongoing".to_string(),
            };
            writeln!(out, "{text}").map_err(io)?;
        }
        Command::Show { svg: None } => {
            write!(out, "{}", diagram_text(&position)).map_err(io)?;
            writeln!(out, "{position}").map_err(io)?;
        }
        Command::Show { svg: Some(file) } => {
            let names = [G::side_name(Color::White), G::side_name(Color::Black)].map(capitalised);
            let svg = render_svg(&position, [&names[0], &names[1]], position.side_to_move());
            std::fs::write(file, svg).map_err(|e| format!("cannot write `{file}`: {e}"))?;
            writeln!(out, "wrote {file}").map_err(io)?;
        }
        Command::Play { human, think_ms } => {
            let humans = human_sides::<G>(human, position.side_to_move())?;
            let colour = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            play(
                position,
                humans,
                Duration::from_millis(*think_ms),
                &mut input,
                out,
                colour,
            )
            .map_err(io)?;
        }
        Command::SelfPlay {
            games,
            seed,
            think_ms,
            random,
            max_plies,
            boards,
        } => {
            let chooser = match (random, think_ms) {
                (true, _) => Chooser::Random,
                (false, Some(ms)) => Chooser::Time(Duration::from_millis(*ms)),
                (false, None) => Chooser::Nodes(NODES_PER_MOVE),
            };
            selfplay(&position, *games, *seed, chooser, *max_plies, *boards, out).map_err(io)?;
        }
    }
    Ok(())
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A game's diagram (variant-core's text diagram) and a line saying who is
/// to move and whether that side is in check.
pub fn diagram_text<G: Game + BoardView>(position: &G) -> String {
    let mut text = variant_core::diagram::text_diagram(position);
    let side = G::side_name(position.side_to_move());
    text.push_str(&format!("{side} to move"));
    if position.is_check() {
        text.push_str(", in check");
    }
    text.push('\n');
    text
}
