//! `variants play`: an interactive game in the terminal.

use crate::run::{diagram_text, CliGame};
use std::io::{BufRead, Write};
use std::time::Duration;
use variant_core::{Color, Game};
use variant_engine::baseline::{search, Limits};

/// Which sides a person plays, from `--human` (`both`, `none`, `first` for
/// the side to move at the start, or a side's name such as `gold`).
pub fn human_sides<G: Game>(text: &str, first: Color) -> Result<[bool; 2], String> {
    let name = text.to_ascii_lowercase();
    let mut sides = [false; 2];
    match name.as_str() {
        "both" => sides = [true, true],
        "none" => {}
        "first" => sides[first.index()] = true,
        _ => {
            let color = Color::ALL
                .into_iter()
                .find(|&c| G::side_name(c) == name || c.to_string() == name)
                .ok_or_else(|| {
                    format!(
                        "bad --human `{text}`: expected {}, {}, both or none",
                        G::side_name(Color::White),
                        G::side_name(Color::Black)
                    )
                })?;
            sides[color.index()] = true;
        }
    }
    Ok(sides)
}

/// Colours a game's text diagram for a terminal: upper-case letters are the
/// first side's pieces, lower-case the second's.
pub fn colour_diagram(diagram: &str) -> String {
    let mut out = String::with_capacity(diagram.len() * 2);
    for line in diagram.lines() {
        // Only board rows carry pieces; labels and captions stay plain.
        let is_board_row = line.trim_start().starts_with(|c: char| c.is_ascii_digit());
        for ch in line.chars() {
            if is_board_row && ch.is_ascii_uppercase() {
                out.push_str(&format!("\x1b[1;33m{ch}\x1b[0m"));
            } else if is_board_row && ch.is_ascii_lowercase() {
                out.push_str(&format!("\x1b[1;31m{ch}\x1b[0m"));
            } else {
                out.push(ch);
            }
        }
        out.push('\n');
    }
    out
}

const HELP: &str = "type a move in the game's notation, `?` to list the legal moves, \
`undo` to take back your last move, `quit` to stop";

/// Runs an interactive game on `input`/`out`. `colour` adds ANSI colours.
pub fn play<G: CliGame>(
    start: G,
    humans: [bool; 2],
    think: Duration,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    colour: bool,
) -> std::io::Result<()> {
    let mut position = start;
    let mut history: Vec<G> = Vec::new();
    let mut show_board = true;
    writeln!(out, "{} — {HELP}", G::NAME)?;
    loop {
        if show_board {
            let diagram = diagram_text(&position);
            let diagram = if colour {
                colour_diagram(&diagram)
            } else {
                diagram
            };
            write!(out, "\n{diagram}")?;
            writeln!(out, "{position}")?;
        }
        show_board = true;
        if let Some(outcome) = position.outcome() {
            writeln!(out, "game over: {}", outcome.describe(G::side_name))?;
            return Ok(());
        }
        let side = position.side_to_move();
        if !humans[side.index()] {
            let limits = Limits {
                depth: 64,
                nodes: None,
                time: Some(think),
                seed: history.len() as u64,
            };
            let result = search(&position, limits);
            let Some(mv) = result.best_move else {
                writeln!(out, "the computer has no move")?;
                return Ok(());
            };
            writeln!(
                out,
                "{} plays {} (depth {}, score {})",
                G::side_name(side),
                position.format_move(&mv),
                result.depth,
                result.score
            )?;
            history.push(position.clone());
            position.play_unchecked(&mv);
            continue;
        }
        write!(out, "{}> ", G::side_name(side))?;
        out.flush()?;
        let mut raw = Vec::new();
        if input.read_until(b'\n', &mut raw)? == 0 {
            writeln!(out, "\nend of input: stopping")?;
            return Ok(());
        }
        let line = String::from_utf8_lossy(&raw);
        let line = line.trim();
        show_board = false;
        match line {
            "" => {}
            "?" | "moves" => {
                let moves: Vec<String> = position
                    .legal_move_vec()
                    .iter()
                    .map(|m| position.format_move(m))
                    .collect();
                writeln!(out, "{} legal moves: {}", moves.len(), moves.join(" "))?;
            }
            "help" => writeln!(out, "{HELP}")?,
            "quit" | "exit" => {
                writeln!(out, "stopped")?;
                return Ok(());
            }
            "undo" => {
                // Take back to the last position where a person was to move.
                let mut undone = false;
                while let Some(previous) = history.pop() {
                    position = previous;
                    undone = true;
                    if humans[position.side_to_move().index()] {
                        break;
                    }
                }
                if undone {
                    show_board = true;
                } else {
                    writeln!(out, "nothing to take back")?;
                }
            }
            text => match position.parse_move(text) {
                Ok(mv) => {
                    history.push(position.clone());
                    position.play_unchecked(&mv);
                    show_board = true;
                }
                Err(e) => writeln!(out, "{e} (type ? for the legal moves)")?,
            },
        }
    }
}
