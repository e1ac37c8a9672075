//! The typed layer's writing: a [`Record`] as canonical PGN text.

use super::line::Line;
use super::Record;
use crate::{Color, Game, RuleSet};
use core::fmt;

/// The longest movetext line written, in characters: with its line break
/// it fits 80 columns, as PGN's export format asks.
pub const LINE_WIDTH: usize = 79;

impl<G: Game> Record<G> {
    /// The record as canonical PGN text, ending with a line break (`Display`
    /// writes the same). Several records in one file are separated by an
    /// empty line.
    ///
    /// The tags come first, one per line: the seven-tag roster (`Event`,
    /// `Site`, `Date`, `Round`, `White`, `Black`, `Result`), then `Variant`,
    /// `SetUp "1"` and `FEN` when the start position is not the rules' start
    /// position, `Rules` when some option is not the default, then the other
    /// tags in their order. After an empty line the movetext follows, in lines
    /// of at most [`LINE_WIDTH`] characters: the game's canonical move text
    /// ([`Game::format_move`]), move numbers as [`Game::fullmove_number`]
    /// counts (`N.` before a move of the side that moves first in the game,
    /// `N...` before the other side's move at the start of a line of play or
    /// after a comment or a variation), NAGs as `$n`, comments in braces,
    /// variations in parentheses after the move they replace, and the result.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for (name, value) in self.tags.iter().take(6) {
            tag_line(&mut out, name, value);
        }
        tag_line(&mut out, "Result", self.result().as_str());
        tag_line(&mut out, "Variant", G::NAME);
        let start = self.start().to_string();
        let first = G::start(self.rules().clone());
        if start != first.to_string() {
            tag_line(&mut out, "SetUp", "1");
            tag_line(&mut out, "FEN", &start);
        }
        let options = self.rules().non_default_options();
        if !options.is_empty() {
            let pairs: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            tag_line(&mut out, "Rules", &pairs.join(" "));
        }
        for (name, value) in self.tags.iter().skip(6) {
            tag_line(&mut out, name, value);
        }
        out.push('\n');
        let mut units = Units::default();
        line_units(&mut units, &self.main, first.side_to_move());
        units.word(self.result().as_str());
        wrap(&mut out, &units.units);
        out
    }
}

impl<G: Game> fmt::Display for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write())
    }
}

fn tag_line(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]\n");
}

/// A piece of movetext that is never broken across lines.
#[derive(Debug)]
struct Unit {
    text: String,
    /// A `;` comment: the line must end after it.
    ends_line: bool,
}

/// The movetext as units, with `(` waiting to be glued to the next unit.
#[derive(Default)]
struct Units {
    units: Vec<Unit>,
    open: usize,
}

impl Units {
    fn push(&mut self, text: String, ends_line: bool) {
        let mut full = "(".repeat(self.open);
        full.push_str(&text);
        self.open = 0;
        self.units.push(Unit {
            text: full,
            ends_line,
        });
    }

    fn word(&mut self, text: &str) {
        self.push(text.to_string(), false);
    }

    fn open_variation(&mut self) {
        self.open += 1;
    }

    fn close_variation(&mut self) {
        match self.units.last_mut() {
            Some(last) if !last.ends_line => last.text.push(')'),
            _ => self.word(")"),
        }
    }

    /// A comment: `{first`, `words`, ..., `last}`, or a `;` comment when it
    /// holds a `}`.
    fn comment(&mut self, text: &str) {
        if text.contains('}') {
            let one_line = text.replace(['\n', '\r'], " ");
            self.push(format!(";{one_line}"), true);
            return;
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.len() {
            0 => self.word("{}"),
            n => {
                for (i, w) in words.iter().enumerate() {
                    let mut unit = String::new();
                    if i == 0 {
                        unit.push('{');
                    }
                    unit.push_str(w);
                    if i + 1 == n {
                        unit.push('}');
                    }
                    self.push(unit, false);
                }
            }
        }
    }
}

/// Adds the units of `line`, where `first_mover` is the side that moves
/// first in the game.
fn line_units<G: Game>(units: &mut Units, line: &Line<G>, first_mover: Color) {
    let mut position = line.start().clone();
    let mut number_due = true;
    for comment in line.comments() {
        units.comment(comment);
    }
    for ply in line.plies() {
        let text = position.format_move(ply.mv());
        let fullmove = position.fullmove_number();
        if position.side_to_move() == first_mover {
            units.word(&format!("{fullmove}. {text}"));
        } else if number_due {
            units.word(&format!("{fullmove}... {text}"));
        } else {
            units.word(&text);
        }
        number_due = false;
        for nag in ply.annotation().nags() {
            units.word(&format!("${nag}"));
        }
        for comment in ply.annotation().comments() {
            units.comment(comment);
            number_due = true;
        }
        for variation in ply.variations() {
            units.open_variation();
            line_units(units, variation, first_mover);
            units.close_variation();
            number_due = true;
        }
        position.play_unchecked(ply.mv());
    }
}

/// Writes `units` in lines of at most [`LINE_WIDTH`] characters (a longer
/// unit gets a line of its own), ending with a line break.
fn wrap(out: &mut String, units: &[Unit]) {
    let mut width = 0;
    let mut line_must_end = false;
    for unit in units {
        let len = unit.text.chars().count();
        if width > 0 {
            // A line never starts with `%` (PGN's escape); such a unit stays
            // on the current line.
            let keep =
                !line_must_end && (width + 1 + len <= LINE_WIDTH || unit.text.starts_with('%'));
            if keep {
                out.push(' ');
                width += 1;
            } else {
                out.push('\n');
                width = 0;
            }
        }
        out.push_str(&unit.text);
        width += len;
        line_must_end = unit.ends_line;
    }
    out.push('\n');
}
