//! The openings of `match --openings FILE`: a file of position texts, one
//! a line (blank lines and lines starting with `#` skipped), or a PGN file,
//! each game of which is an opening: its start (the `FEN` tag, or the start
//! position) and the moves of its main line, which the engines are sent as
//! moves already played. Every opening is checked under the match's rules
//! before the first game: a bad one is an error naming its line.

use crate::games::CliGame;
use crate::lines::LineReader;
use crate::records::{located, open, parse_options};
use crate::text::echo;
use std::io::BufReader;
use std::path::Path;
use variant_core::record::Record;
use variant_core::Game;

/// The most openings a book may hold: more than a match of the most games
/// (100 000, two a opening) can use.
pub const MAX_OPENINGS: usize = 100_000;

/// One opening: where the game starts, and the moves played from there
/// before the engines take over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening<G: Game> {
    /// The start position.
    pub start: G,
    /// The moves from it (legal, in order).
    pub moves: Vec<G::Move>,
}

impl<G: Game> Opening<G> {
    /// The position the engines start from.
    pub fn end(&self) -> G {
        let mut position = self.start.clone();
        for mv in &self.moves {
            position.play_unchecked(mv);
        }
        position
    }
}

/// Reads the book `path` under `rules`: PGN if its first line that is not
/// blank starts with `[` (a tag) or `1.`, position texts otherwise.
pub fn read<G: CliGame>(path: &Path, rules: &G::Rules) -> Result<Vec<Opening<G>>, String> {
    let openings = if looks_like_pgn(path)? {
        read_pgn::<G>(path, rules)?
    } else {
        read_texts::<G>(path, rules)?
    };
    if openings.is_empty() {
        return Err(format!("the book `{}` holds no opening", path.display()));
    }
    Ok(openings)
}

/// Whether the file's first line that is not blank or a `#` comment is PGN.
fn looks_like_pgn(path: &Path) -> Result<bool, String> {
    let mut lines = book_lines(path)?;
    while let Some(line) = lines
        .next_line()
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?
    {
        let line = line.trim_start_matches('\u{feff}').trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        return Ok(line.starts_with('[') || line.starts_with("1."));
    }
    Ok(false)
}

fn book_lines(path: &Path) -> Result<LineReader<BufReader<std::fs::File>>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(format!(
            "cannot read `{}`: it is a directory",
            path.display()
        ));
    }
    // A book's line past the limit is refused: an endless one
    // (`/dev/zero`) could not be skipped.
    Ok(LineReader::refusing(BufReader::new(file)))
}

/// Too many openings: the error.
fn too_many(path: &Path) -> String {
    format!(
        "the book `{}` holds more than {MAX_OPENINGS} openings",
        path.display()
    )
}

/// One position text a line.
fn read_texts<G: CliGame>(path: &Path, rules: &G::Rules) -> Result<Vec<Opening<G>>, String> {
    let mut lines = book_lines(path)?;
    let mut openings = Vec::new();
    let mut number = 0u64;
    while let Some(line) = lines
        .next_line()
        .map_err(|e| format!("cannot read `{}`: {e}", path.display()))?
    {
        number += 1;
        let text = line.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        if openings.len() == MAX_OPENINGS {
            return Err(too_many(path));
        }
        let start = G::from_xboard_text(text, rules.clone()).map_err(|e| {
            format!(
                "{}:{number}: `{}` is not a position: {e}",
                path.display(),
                echo(text)
            )
        })?;
        let opening = Opening {
            start,
            moves: Vec::new(),
        };
        playable(&opening, || format!("{}:{number}", path.display()))?;
        openings.push(opening);
    }
    Ok(openings)
}

/// Each game of a PGN file, replayed under `rules` (a record's own `Rules`
/// tag decides how its moves are read; the match's rules decide the game).
fn read_pgn<G: CliGame>(path: &Path, rules: &G::Rules) -> Result<Vec<Opening<G>>, String> {
    let mut reader = open(path)?;
    let options = parse_options::<G>();
    let mut openings = Vec::new();
    while let Some(raw) = reader.next_game() {
        let raw = raw.map_err(|e| located(path, &e))?;
        let at = || format!("{}:{}", path.display(), raw.location());
        if openings.len() == MAX_OPENINGS {
            return Err(too_many(path));
        }
        let record = Record::<G>::from_raw(&raw, &options).map_err(|e| located(path, &e))?;
        let opening = under_rules(&record, rules).map_err(|e| format!("{}: {e}", at()))?;
        playable(&opening, at)?;
        openings.push(opening);
    }
    Ok(openings)
}

/// The record's start and main line under `rules`: the same position
/// text, the same moves (by their text), each legal under `rules`.
fn under_rules<G: CliGame>(record: &Record<G>, rules: &G::Rules) -> Result<Opening<G>, String> {
    if record.rules() == rules {
        return Ok(Opening {
            start: record.start().clone(),
            moves: record.moves().copied().collect(),
        });
    }
    let text = record.start().to_string();
    let start = G::from_text(&text, rules.clone())
        .map_err(|e| format!("its start is not a position under the match's rules: {e}"))?;
    let mut position = start.clone();
    let mut before = record.start().clone();
    let mut moves = Vec::new();
    for (i, mv) in record.moves().enumerate() {
        let text = before.format_move(mv);
        let ours = position
            .parse_move(&text)
            .ok()
            .filter(|m| position.is_legal(m))
            .ok_or_else(|| {
                format!(
                    "move {} `{}` is not legal under the match's rules",
                    i + 1,
                    echo(&text)
                )
            })?;
        position.play_unchecked(&ours);
        before.play_unchecked(mv);
        moves.push(ours);
    }
    Ok(Opening { start, moves })
}

/// An opening the engines can play: the game is not over where it ends.
fn playable<G: Game>(opening: &Opening<G>, at: impl Fn() -> String) -> Result<(), String> {
    match opening.end().outcome() {
        None => Ok(()),
        Some(outcome) => Err(format!(
            "{}: the game is already over there ({}): an opening must leave a game to play",
            at(),
            outcome.describe(G::side_name)
        )),
    }
}

/// Which opening game `game` (from 0) plays, and whether engine 1 has White:
/// each opening twice in a row, engine 1 White first, the book cycled.
pub fn schedule(game: u64, openings: usize) -> (usize, bool) {
    let opening = (game / 2) % openings.max(1) as u64;
    (opening as usize, game.is_multiple_of(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_opening_is_played_twice_colours_swapped_then_the_book_cycles() {
        let order: Vec<(usize, bool)> = (0..8).map(|g| schedule(g, 3)).collect();
        assert_eq!(
            order,
            [
                (0, true),
                (0, false),
                (1, true),
                (1, false),
                (2, true),
                (2, false),
                (0, true),
                (0, false)
            ]
        );
    }
}
