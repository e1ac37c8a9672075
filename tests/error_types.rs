//! Typed errors, checked: no public error type of the library crates
//! (variant-core, the four games, variant-engine) holds a `String` or a
//! `Vec<String>`, directly or through the types it holds; each is
//! `#[non_exhaustive]`, implements `std::error::Error` (with `Send`, `Sync`
//! and `'static`, so it boxes into `Box<dyn Error + Send + Sync>`) and has a
//! readable `Display`.
//!
//! Two independent lists meet here: the error types found by reading the
//! crates' sources (every public struct or enum whose name ends in `Error`
//! or that implements `std::error::Error`), and the error types this file
//! names and builds through the public API, one real refusal each. A new
//! error type that is not added below, or one listed here that the sources
//! no longer define, fails the test.

use std::collections::{BTreeMap, BTreeSet};
use std::error::Error;
mod common;

use common::rust_files;
use std::fs;
use std::path::Path;

/// The library crates, by directory under `crates/`.
const CRATES: [&str; 6] = [
    "variant-core",
    "dragonchess",
    "grant-acedrex",
    "cheskers",
    "baroque-chess",
    "variant-engine",
];

/// A public struct or enum as the source defines it.
#[derive(Debug)]
struct Item {
    /// `crate::Name`, the crate by its directory.
    path: String,
    /// The attributes written before it.
    attributes: String,
    /// What it holds: its fields' or variants' types, one string each.
    holds: Vec<String>,
}

/// `source` without comments, string and character literals kept as `""`
/// and `' '` (so that braces or `//` inside them do not count), and
/// without the unit tests that follow `#[cfg(test)]`.
fn code_of(source: &str) -> String {
    let source = match source.find("#[cfg(test)]\nmod ") {
        Some(at) => &source[..at],
        None => source,
    };
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        match (chars[i], chars.get(i + 1).copied()) {
            ('/', Some('/')) => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ('/', Some('*')) => {
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            }
            ('"', _) => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            // A character literal (`'x'`, `'\n'`), not a lifetime.
            ('\'', Some(c)) if chars.get(i + 2) == Some(&'\'') || c == '\\' => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// The text between the bracket at `open` and its match, and the index
/// after the match.
fn bracketed(code: &[char], open: usize) -> (String, usize) {
    let (left, right) = (
        code[open],
        match code[open] {
            '{' => '}',
            '(' => ')',
            _ => ']',
        },
    );
    let mut depth = 0;
    for (i, &c) in code.iter().enumerate().skip(open) {
        if c == left {
            depth += 1;
        } else if c == right {
            depth -= 1;
            if depth == 0 {
                return (code[open + 1..i].iter().collect(), i + 1);
            }
        }
    }
    (code[open + 1..].iter().collect(), code.len())
}

/// `text` split at the commas outside any bracket.
fn top_level(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        parts.last_mut().expect("one part at least").push(c);
    }
    parts
        .into_iter()
        .map(|p| p.trim().to_owned())
        .filter(|p| !p.is_empty())
        .collect()
}

/// A field without its attributes, visibility and name: its type.
fn field_type(field: &str) -> String {
    let field = without_attributes(field);
    let field = field
        .trim_start_matches("pub(crate)")
        .trim_start_matches("pub(super)")
        .trim_start_matches("pub")
        .trim();
    // `name: Type` (a `::` path is not the colon of a named field).
    let bytes = field.as_bytes();
    for i in 0..bytes.len() {
        if bytes[i] == b':' && bytes.get(i + 1) != Some(&b':') && (i == 0 || bytes[i - 1] != b':') {
            return field[i + 1..].trim().to_owned();
        }
    }
    field.to_owned()
}

/// `text` without the `#[...]` attributes at its start.
fn without_attributes(text: &str) -> String {
    let mut text = text.trim().to_owned();
    while text.starts_with("#[") {
        let chars: Vec<char> = text.chars().collect();
        let (_, end) = bracketed(&chars, 1);
        text = chars[end..].iter().collect::<String>().trim().to_owned();
    }
    text
}

/// Every public struct and enum of `code` (from `crate_dir`).
fn items_of(crate_dir: &str, code: &str) -> Vec<Item> {
    let chars: Vec<char> = code.chars().collect();
    let mut items = Vec::new();
    for keyword in ["pub struct ", "pub enum "] {
        for (at, _) in code.match_indices(keyword) {
            let start = code[..at].chars().count();
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let name_start = start + keyword.len();
            let name: String = chars[name_start..]
                .iter()
                .take_while(|c| c.is_alphanumeric() || **c == '_')
                .collect();
            // The attributes: the lines just above that start with `#[`.
            let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
            let above: Vec<&str> = code[..line_start].lines().rev().collect();
            let attributes: Vec<&str> = above
                .iter()
                .take_while(|l| l.trim_start().starts_with("#[") || l.trim().ends_with(")]"))
                .copied()
                .collect();
            // The body: the first `{`, `(` or `;` after the name and its
            // generics.
            let mut i = name_start + name.chars().count();
            let mut angle = 0;
            while i < chars.len() {
                match chars[i] {
                    '<' => angle += 1,
                    '>' => angle -= 1,
                    '{' | '(' | ';' if angle == 0 => break,
                    _ => {}
                }
                i += 1;
            }
            let is_enum = keyword == "pub enum ";
            let holds = match chars.get(i) {
                Some('{') | Some('(') => {
                    let tuple = chars[i] == '(';
                    let (body, _) = bracketed(&chars, i);
                    top_level(&body)
                        .iter()
                        .map(|part| {
                            if is_enum {
                                // `Variant`, `Variant(T, U)`, `Variant { a: T }`:
                                // the payload's types.
                                let part = without_attributes(part);
                                match part.find(['(', '{']) {
                                    Some(open) => {
                                        let pc: Vec<char> = part.chars().collect();
                                        let open = part[..open].chars().count();
                                        let (payload, _) = bracketed(&pc, open);
                                        top_level(&payload)
                                            .iter()
                                            .map(|f| field_type(f))
                                            .collect::<Vec<_>>()
                                            .join(", ")
                                    }
                                    None => String::new(),
                                }
                            } else if tuple {
                                field_type(&format!(
                                    "_: {}",
                                    without_attributes(part)
                                        .trim_start_matches("pub(crate)")
                                        .trim_start_matches("pub")
                                ))
                            } else {
                                field_type(part)
                            }
                        })
                        .collect()
                }
                _ => Vec::new(),
            };
            items.push(Item {
                path: format!("{crate_dir}::{name}"),
                attributes: attributes.join("\n"),
                holds,
            });
        }
    }
    items
}

/// Every public struct and enum of the library crates, and the names of
/// the types that implement `std::error::Error`, by crate.
fn read_sources() -> (Vec<Item>, BTreeSet<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut items = Vec::new();
    let mut implementors = BTreeSet::new();
    for krate in CRATES {
        let mut files = Vec::new();
        rust_files(&root.join(krate).join("src"), &mut files);
        for file in files {
            let code = code_of(&fs::read_to_string(&file).expect("a source file"));
            items.extend(items_of(krate, &code));
            for (at, _) in code.match_indices("Error for ") {
                let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
                if !code[line_start..at].trim_start().starts_with("impl") {
                    continue;
                }
                let name: String = code[at + "Error for ".len()..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                implementors.insert(format!("{krate}::{name}"));
            }
        }
    }
    (items, implementors)
}

/// The identifiers of a type's text (`Option<Vec<Excerpt>>`: `Option`,
/// `Vec`, `Excerpt`).
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// The error types the sources define, and for each the chain of types
/// through which it holds a `String`, if it does.
fn source_errors() -> (BTreeMap<String, &'static str>, Vec<String>) {
    let (items, implementors) = read_sources();
    let by_name: BTreeMap<&str, Vec<&Item>> = items.iter().fold(BTreeMap::new(), |mut m, item| {
        let name = item.path.rsplit("::").next().expect("a name");
        m.entry(name).or_insert_with(Vec::new).push(item);
        m
    });
    let errors: Vec<&Item> = items
        .iter()
        .filter(|i| i.path.ends_with("Error") || implementors.contains(&i.path))
        .collect();
    let mut found = BTreeMap::new();
    let mut strings = Vec::new();
    for error in &errors {
        let exhaustive = !error.attributes.contains("#[non_exhaustive]");
        found.insert(
            error.path.clone(),
            if exhaustive {
                "exhaustive"
            } else {
                "non_exhaustive"
            },
        );
        // Walk what it holds, and what those types hold, within the crates.
        let mut seen = BTreeSet::new();
        let mut queue = vec![(*error, error.path.clone())];
        while let Some((item, chain)) = queue.pop() {
            if !seen.insert(item.path.clone()) {
                continue;
            }
            for held in &item.holds {
                for word in identifiers(held) {
                    if word == "String" {
                        strings.push(format!("{chain} holds `{held}`"));
                    }
                    for next in by_name.get(word).into_iter().flatten() {
                        queue.push((next, format!("{chain} → {}", next.path)));
                    }
                }
            }
        }
    }
    (found, strings)
}

#[test]
fn no_public_error_type_holds_a_string() {
    let (_, strings) = source_errors();
    assert!(
        strings.is_empty(),
        "error types holding text as `String`:\n{}",
        strings.join("\n")
    );
}

#[test]
fn every_public_error_type_is_non_exhaustive() {
    let (found, _) = source_errors();
    let exhaustive: Vec<&String> = found
        .iter()
        .filter(|(_, how)| **how == "exhaustive")
        .map(|(path, _)| path)
        .collect();
    assert!(
        exhaustive.is_empty(),
        "not #[non_exhaustive]: {exhaustive:?}"
    );
}

/// The scanner finds what it is meant to find: a planted `String` field,
/// through a held type, and a missing attribute.
#[test]
fn the_scanner_sees_strings_and_attributes() {
    let code = code_of(
        "/// A doc { comment\n#[derive(Debug)]\n#[non_exhaustive]\npub struct OneError {\n    \
         kind: Why, // String\n    text: &'static str,\n}\n\
         pub enum Why {\n    Said(Vec<String>),\n    String(char),\n    Quiet,\n}\n\
         pub struct Plain(pub Option<u8>);\n",
    );
    let items = items_of("k", &code);
    let paths: Vec<&str> = items.iter().map(|i| i.path.as_str()).collect();
    assert_eq!(paths, ["k::OneError", "k::Plain", "k::Why"]);
    assert!(items[0].attributes.contains("#[non_exhaustive]"));
    assert_eq!(items[0].holds, ["Why", "&'static str"]);
    assert_eq!(items[1].holds, ["Option<u8>"]);
    // A variant named `String` holds a `char`, not a string.
    assert_eq!(items[2].holds, ["Vec<String>", "char", ""]);
}

/// The crate and name of `E` as the sources spell them
/// (`variant-core::ParseMoveError`).
fn path_of<E>() -> String {
    let full = std::any::type_name::<E>();
    let outer = full.split('<').next().expect("a path");
    let krate = outer.split("::").next().expect("a crate").replace('_', "-");
    let name = outer.rsplit("::").next().expect("a name");
    format!("{krate}::{name}")
}

/// Checks one real error of type `E`: it boxes as a `dyn Error + Send +
/// Sync`, its message is the one expected, and it reads as a sentence (no
/// `Debug` braces or quotes); returns the type's path.
fn readable<E: Error + Send + Sync + 'static>(error: E, expected: &str) -> String {
    let message = error.to_string();
    assert_eq!(message, expected, "{}", path_of::<E>());
    assert_ne!(message, format!("{error:?}"));
    assert!(
        !message.contains(['{', '}', '"'])
            && message.chars().next().is_some_and(|c| !c.is_uppercase()),
        "{message}"
    );
    let boxed: Box<dyn Error + Send + Sync> = Box::new(error);
    assert_eq!(boxed.to_string(), expected);
    path_of::<E>()
}

/// The refusal of a setup holding `pieces` (square, letter) alone.
fn refused<G: variant_core::BoardGame>(pieces: &[(&str, &str)]) -> G::PositionError {
    use variant_core::GameSetup;
    let mut setup = G::Setup::empty();
    for (square, letter) in pieces {
        setup.put(
            square.parse().expect("a square"),
            letter.parse().expect("a letter"),
        );
    }
    G::from_setup(setup, Default::default()).expect_err("a refused setup")
}

#[test]
fn every_error_type_is_an_error_with_a_readable_message() {
    use variant_core::record::{ReadFailure, Record, Tags};
    use variant_core::{Game, GameResult, MoveNotation, ParsePositionError, RuleSet};

    let mut checked = Vec::new();

    // variant-core, through the games.
    let text_error = "8/8 w".parse::<cheskers::Setup>().unwrap_err();
    let ParsePositionError::Syntax(errors) = &text_error else {
        panic!("a syntax error: {text_error:?}");
    };
    checked.push(readable(
        errors[0].clone(),
        "placement `8/8`: has 2 ranks separated by `/`, expected 8",
    ));
    checked.push(readable(
        text_error.clone(),
        "invalid position text: placement `8/8`: has 2 ranks separated by `/`, expected 8",
    ));
    let empty = refused::<baroque_chess::Position>(&[]);
    checked.push(readable(
        empty.problems()[0],
        "no king on the board (at least one is required)",
    ));
    checked.push(readable(
        empty,
        "invalid position: no king on the board (at least one is required)",
    ));
    checked.push(readable(
        refused::<dragonchess::Position>(&[]).problems()[0],
        "gold has 0 Kings (exactly one is needed)",
    ));
    checked.push(readable(
        refused::<grant_acedrex::Position>(&[]).problems()[0],
        "white has 0 kings, expected exactly one",
    ));
    checked.push(readable(
        refused::<cheskers::Position>(&[("b8", "P")]).problems()[0],
        "the white man on b8 stands on its promotion rank",
    ));
    checked.push(readable(
        "W2c2x2c3"
            .parse::<dragonchess::MoveText>()
            .unwrap()
            .to_move(&dragonchess::Position::default())
            .map(|_| ())
            .unwrap_err(),
        "illegal move `W2c2x2c3`: 2c2 to 2c3 captures nothing: write `-`, not `x`",
    ));
    let mut start = grant_acedrex::Position::default();
    let leap = start.parse_move("g1-g3").unwrap();
    start.play(&leap).unwrap();
    checked.push(readable(
        start.play(&leap).unwrap_err(),
        "illegal move `g1-g3`: no piece on g1",
    ));
    checked.push(readable(
        "m1".parse::<grant_acedrex::Square>().unwrap_err(),
        "bad square `m1`: file off the board",
    ));
    checked.push(readable(
        "X".parse::<cheskers::Piece>().unwrap_err(),
        "`X` is not a piece (expected one of the letters P K B C, upper case for White)",
    ));
    checked.push(readable(
        dragonchess::Square::try_from(288u16).unwrap_err(),
        "square index 288 is not below 288",
    ));
    checked.push(readable(
        baroque_chess::Rules::default()
            .set_option("setup", "Sideways")
            .unwrap_err(),
        "bad rule `setup=Sideways`: expected one of Abbott, Rotated, KingOnE",
    ));
    let mut record = Record::new(
        cheskers::Position::from_text("8/8/8/8/8/8/8/K7 b", cheskers::Rules::default()).unwrap(),
    );
    checked.push(readable(
        record.set_result(GameResult::Win(variant_core::Color::Black)).unwrap_err(),
        "the result `0-1` contradicts the rules: the game is over (white wins: no kings), expected `1-0`",
    ));
    checked.push(readable(
        Tags::new().set("FEN", "8/8 w").unwrap_err(),
        "tag `FEN`: the record writes this tag itself, from its result, game, start position or rules",
    ));
    checked.push(readable(
        Record::<baroque_chess::Position>::parse("1. a2-a9 *").unwrap_err(),
        "1:4: malformed move `a2-a9` at ply 1 (white's move 1): `a9` is not a square a1..h8; \
         expected one of the 32 legal moves of white: a2-a3, a2-a4, a2-a5, a2-a6, b2-b3, b2-b4, \
         b2-b5, b2-b6, ...",
    ));
    checked.push(readable(
        ReadFailure::new(std::io::Error::other("disk gone")),
        "disk gone",
    ));

    // Grant Acedrex's own.
    checked.push(readable(
        "Q".parse::<grant_acedrex::PieceKind>().unwrap_err(),
        "unknown piece kind `Q` (expected a letter K A U R L C G P, a name: king, aanca, \
         unicorn, rook, lion, crocodile, giraffe, pawn, or a die face 1 to 8)",
    ));

    // variant-engine.
    checked.push(readable(
        "9".parse::<variant_engine::Level>().unwrap_err(),
        "`9` is not a level: expected a number from 1 to 8",
    ));
    let huge = variant_engine::Options {
        hash_mb: usize::MAX,
        ..variant_engine::Options::default()
    };
    checked.push(readable(
        variant_engine::Engine::<cheskers::Position>::try_new(huge).unwrap_err(),
        &format!(
            "a table of {} MiB cannot be allocated: too large for this machine's address space",
            usize::MAX
        ),
    ));

    // Both lists name the same types.
    let (found, _) = source_errors();
    let found: BTreeSet<String> = found.into_keys().collect();
    let checked: BTreeSet<String> = checked.into_iter().collect();
    let unchecked: Vec<&String> = found.difference(&checked).collect();
    let gone: Vec<&String> = checked.difference(&found).collect();
    assert!(
        unchecked.is_empty() && gone.is_empty(),
        "error types defined but not checked here: {unchecked:?}; checked here but not found: {gone:?}"
    );
}
