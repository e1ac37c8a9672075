//! Text for people: diagrams, colours, tables in 80 columns, plurals and
//! the outcome of a game in words.

use variant_core::{BoardView, Color, DrawReason, Game, Kind, Outcome, WinReason};

/// The width everything printed for people fits in.
pub const WIDTH: usize = 80;

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

/// Colours a text diagram for a terminal: upper-case letters (the first
/// side's pieces) bold yellow, lower-case bold red, on board rows only.
pub fn colour_diagram(diagram: &str) -> String {
    let mut out = String::with_capacity(diagram.len() * 2);
    for line in diagram.lines() {
        // Only board rows carry pieces; captions and file letters stay plain.
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

/// `white` → `White`.
pub fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `1 move`, `2 moves`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `items` in aligned columns that fit [`WIDTH`], filled down each column.
pub fn columns(items: &[String]) -> String {
    if items.is_empty() {
        return String::new();
    }
    let cell = items.iter().map(|s| s.chars().count()).max().unwrap_or(0) + 2;
    let per_line = (WIDTH / cell).max(1);
    let rows = items.len().div_ceil(per_line);
    let mut out = String::new();
    for row in 0..rows {
        let mut line = String::new();
        for col in 0..per_line {
            if let Some(item) = items.get(col * rows + row) {
                line.push_str(&format!("{item:<cell$}"));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// `text` wrapped into lines of at most `width` characters, each line after
/// the first indented by `indent` spaces, which count in its width (the first
/// line starts wherever the caller is, so it may use all of `width`).
pub fn wrap(text: &str, width: usize, indent: usize) -> String {
    let mut out = String::new();
    // Characters on the current line (its indent included) and whether a
    // word has been written on it yet.
    let (mut line, mut started) = (0, false);
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if started && line + 1 + len > width {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            (line, started) = (indent, false);
        }
        if started {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += len;
        started = true;
    }
    out
}

/// The table of a game's pieces: letter, name, how it moves and captures.
pub fn pieces_table<G: Game + BoardView>() -> String {
    let kinds = <G as BoardView>::Kind::ALL;
    let name_width = kinds
        .iter()
        .map(|k| k.name().chars().count())
        .max()
        .unwrap_or(4)
        .max("piece".len());
    let indent = 8 + name_width + 2;
    let mut out = format!(
        "Upper-case letters are {}'s pieces, lower-case {}'s.\n\n",
        capitalised(G::side_name(Color::White)),
        capitalised(G::side_name(Color::Black))
    );
    out.push_str(&format!(
        "{:<8}{:<w$}  moves and captures\n",
        "letter",
        "piece",
        w = name_width
    ));
    for kind in kinds {
        out.push_str(&format!(
            "{:<8}{:<w$}  {}\n",
            kind.letter(),
            kind.name(),
            wrap(kind.summary(), WIDTH - 1 - indent, indent),
            w = name_width
        ));
    }
    out
}

/// The closest of `names` to `text`, if it is close enough to be a typo.
pub fn suggestion<'a>(text: &str, names: &[&'a str]) -> Option<&'a str> {
    let text = text.to_ascii_lowercase();
    let limit = (text.chars().count() / 3).max(2);
    names
        .iter()
        .map(|name| (edit_distance(&text, name), *name))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// How the game ended, as a player would say it: `white wins: black has no
/// kings left`. `position` is the final position.
pub fn outcome_in_words<G: Game>(position: &G, outcome: Outcome) -> String {
    let to_move = G::side_name(position.side_to_move());
    match outcome {
        Outcome::Decisive { winner, reason } => {
            let loser = G::side_name(!winner);
            let why = match reason {
                WinReason::Checkmate => format!("{loser} is checkmated"),
                WinReason::Stalemate => {
                    format!("{loser} is stalemated, which loses under these rules")
                }
                WinReason::KingCaptured => format!("{loser}'s king has been captured"),
                WinReason::NoKings => format!("{loser} has no kings left"),
                WinReason::BareKing => format!("{loser} has only the king left"),
                WinReason::NoLegalMove => format!("{loser} has no legal move"),
                _ => outcome.reason_str().to_string(),
            };
            format!("{} wins: {why}", G::side_name(winner))
        }
        Outcome::Draw { reason } => {
            let why = match reason {
                DrawReason::Stalemate => format!("{to_move} is stalemated"),
                DrawReason::Repetition => {
                    "the same position has occurred for the third time".to_string()
                }
                DrawReason::NoProgress => format!(
                    "{} without a capture or other progress",
                    plural(position.halfmove_clock() as usize, "ply", "plies")
                ),
                DrawReason::BothBare => "both sides have only their kings left".to_string(),
                DrawReason::NoLegalMove => {
                    format!("{to_move} has no legal move, which draws under these rules")
                }
                _ => outcome.reason_str().to_string(),
            };
            format!("draw: {why}")
        }
    }
}

/// The most characters of outside text (a user's, a file's, an engine's)
/// that a message echoes.
pub const ECHO_MAX: usize = 60;

/// A message's longest line, in characters, before it is cut.
const MESSAGE_MAX: usize = 1_000;

/// `c` as a message shows it: control and invisible formatting characters
/// (NUL, escape, bidirectional overrides, byte-order marks) and spaces other
/// than U+0020 (a no-break space is `\u{a0}`) escaped.
fn escaped_char(c: char, out: &mut String) {
    match c {
        '\0' => out.push_str("\\0"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if (c as u32) < 0x20 || c == '\x7f' => out.push_str(&format!("\\x{:02x}", c as u32)),
        // Spaces other than the plain one would read as a plain space (or
        // as nothing) and hide what is wrong with the text.
        c if c.is_control()
            || (c.is_whitespace() && c != ' ')
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}') =>
        {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        }
        c => out.push(c),
    }
}

/// `text` with [its control characters escaped](escaped_char).
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        escaped_char(c, &mut out);
    }
    out
}

/// `text` cut to `max` characters: the first ones, `…`, and the full
/// length in characters.
fn cut(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let kept: String = text.chars().take(max).collect();
    format!("{kept}… ({count} characters)")
}

/// Outside text as a message echoes it: escaped, at most [`ECHO_MAX`]
/// characters, cut with `…` and the full length.
pub fn echo(text: &str) -> String {
    cut(&escaped(text), ECHO_MAX)
}

/// A message made safe for one line of a terminal, whatever text went into
/// it: control characters escaped, each `quoted` span and each word longer
/// than [`ECHO_MAX`] characters cut, white space runs made one space, and
/// the whole at most about [`MESSAGE_MAX`] characters.
pub fn safe_line(message: &str) -> String {
    let spans: Vec<&str> = message.split('`').collect();
    let mut out = String::new();
    for (i, span) in spans.iter().enumerate() {
        // Split at ASCII white space only: another space is part of
        // somebody's text, and shown escaped.
        let words = span.split_ascii_whitespace().map(escaped);
        if i % 2 == 0 {
            // Our own words, with maybe a long token of somebody's.
            let words: Vec<String> = words.map(|w| cut(&w, ECHO_MAX)).collect();
            if span.starts_with(char::is_whitespace) && !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&words.join(" "));
            if span.ends_with(char::is_whitespace) && !words.is_empty() {
                out.push(' ');
            }
            continue;
        }
        // A quoted span: somebody's text, quoted whole, its length after.
        let text = words.collect::<Vec<_>>().join(" ");
        let count = text.chars().count();
        let closed = i + 1 < spans.len();
        out.push('`');
        // A library error's excerpt comes cut already (`…`, its full length
        // after the quote): keep it as it is.
        let already_cut = text.ends_with('…') && count <= ECHO_MAX + 1;
        if count > ECHO_MAX && !already_cut {
            out.extend(text.chars().take(ECHO_MAX));
            out.push('…');
            if closed {
                out.push('`');
            }
            out.push_str(&format!(" ({count} characters)"));
        } else {
            out.push_str(&text);
            if closed {
                out.push('`');
            }
        }
    }
    cut(out.trim(), MESSAGE_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_align_and_fit() {
        let items: Vec<String> = (0..90).map(|i| format!("m{i}")).collect();
        let text = columns(&items);
        assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
        // 5-character cells: 16 per line, 6 rows, filled down each column.
        assert_eq!(text.lines().count(), 6);
        assert!(text.lines().next().unwrap().starts_with("m0   m6   m12"));
        assert_eq!(columns(&[]), "");
    }

    #[test]
    fn wrapping_and_words() {
        assert_eq!(wrap("aa bb cc", 5, 2), "aa bb\n  cc");
        // The indent counts: `bb` would reach column 6 after it.
        assert_eq!(wrap("aaaa bb cc", 5, 2), "aaaa\n  bb\n  cc");
        assert_eq!(plural(1, "move", "moves"), "1 move");
        assert_eq!(plural(2, "move", "moves"), "2 moves");
        assert_eq!(suggestion("perfft", &["perft", "divide"]), Some("perft"));
        assert_eq!(suggestion("xyz", &["perft", "divide"]), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn echoes_are_short_and_escaped() {
        assert_eq!(echo("a\0b\x1bc"), "a\\0b\\x1bc");
        let long = "x".repeat(130_000);
        assert_eq!(
            echo(&long),
            format!("{}… (130000 characters)", "x".repeat(60))
        );
        let message = format!("bad position text `{long}`: rank 1 is too long");
        let line = safe_line(&message);
        assert_eq!(
            line,
            format!(
                "bad position text `{}…` (130000 characters): rank 1 is too long",
                "x".repeat(60)
            )
        );
        assert_eq!(safe_line("a  b\n c `d\0`"), "a b c `d\\0`");
        assert_eq!(
            safe_line("side to move `\u{a0}w`: expected `w` or `b`"),
            "side to move `\\u{a0}w`: expected `w` or `b`",
            "a no-break space is shown, not dropped"
        );
        assert!(safe_line(&"word ".repeat(100_000)).chars().count() < 1_100);
        let excerpt = variant_core::Excerpt::new(&long);
        assert_eq!(
            safe_line(&format!(
                "bad position text {}: rank 1 is too long",
                excerpt.quoted()
            )),
            line,
            "a library excerpt reads as the CLI's own echo"
        );
        assert_eq!(
            safe_line(&format!("token {long} end")),
            format!("token {}… (130000 characters) end", "x".repeat(60))
        );
    }

    #[test]
    fn outcomes_name_the_loser() {
        let p: cheskers::Position = "7k/8/8/8/8/8/8/B7 w 0 1".parse().unwrap();
        let outcome = p.outcome().unwrap();
        assert_eq!(outcome.to_string(), "black wins: no kings");
        assert_eq!(
            outcome_in_words(&p, outcome),
            "black wins: white has no kings left"
        );
    }
}
