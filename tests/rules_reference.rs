//! The rules reference, `docs/rules/GAME.md`, documents every rule option
//! and preset that the code defines: a new option, value or preset without
//! its row in the reference fails here. The names come from the code
//! (`RuleSet::OPTIONS`, `RuleSet::presets`); the text they are looked for in
//! is the hand-written page, so the two are independent.
//!
//! It also checks that every game crate points to its page (its README's
//! link, and `docs/rules.md`, the page its documentation includes), and that
//! no page names material users do not have.

use std::fs;
use std::path::{Path, PathBuf};
use variant_core::{Game, RuleSet};

/// The repository's root (this package's directory).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The reference page of the game `G` (named after the game, as `variants
/// rules GAME` names it).
fn page_path<G: Game>() -> PathBuf {
    root().join("docs/rules").join(format!("{}.md", G::NAME))
}

/// The lines of the section headed `## title`, up to the next `## ` heading.
fn section<'a>(page: &'a str, title: &str) -> Vec<&'a str> {
    let heading = format!("## {title}");
    let mut lines = page.lines().skip_while(|l| *l != heading);
    assert!(lines.next().is_some(), "no section `{heading}`");
    lines.take_while(|l| !l.starts_with("## ")).collect()
}

/// The cells of a Markdown table row (`| a | b |` gives `["a", "b"]`).
fn cells(row: &str) -> Vec<&str> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(str::trim).collect()
}

/// Every rule option of `G` has its row in the page's rule options table:
/// its key, each of its values, its default as the code gives it, a meaning
/// and a source.
fn options_are_documented<G: Game>(page: &str) -> Result<(), String> {
    let table = section(page, "Rule options");
    let defaults = G::Rules::default();
    for option in G::Rules::OPTIONS {
        let key = format!("`{}`", option.name);
        let row = table
            .iter()
            .find(|l| cells(l).first() == Some(&key.as_str()))
            .ok_or_else(|| format!("{}: no row for the option {key}", G::NAME))?;
        let row = cells(row);
        if row.len() != 5 || row.iter().any(|c| c.is_empty()) {
            return Err(format!(
                "{}: the row of {key} needs option, values, default, meaning, source: {row:?}",
                G::NAME
            ));
        }
        for value in option.values.split(" | ") {
            // A range (`1..65535`) is written with its two ends.
            let parts: Vec<&str> = value.split("..").collect();
            if !parts.iter().all(|part| row[1].contains(part)) {
                return Err(format!(
                    "{}: the value `{value}` of {key} is not in `{}`",
                    G::NAME,
                    row[1]
                ));
            }
        }
        let default = defaults.option_value(option.name).expect("a default");
        if row[2].trim_matches('`') != default {
            return Err(format!(
                "{}: {key} defaults to `{default}`, the page says {}",
                G::NAME,
                row[2]
            ));
        }
    }
    // And no row for an option the code does not have.
    for row in table.iter().filter(|l| l.starts_with("| `")) {
        let key = cells(row)[0].trim_matches('`').to_string();
        if !G::Rules::option_names().contains(&key.as_str()) {
            return Err(format!(
                "{}: the page documents `{key}`, no option",
                G::NAME
            ));
        }
    }
    Ok(())
}

/// Every preset of `G` is named in the page's presets section, with every
/// option value it sets.
fn presets_are_documented<G: Game>(page: &str) -> Result<(), String> {
    let presets = section(page, "Presets").join("\n");
    for preset in G::Rules::presets() {
        if !presets.contains(&format!("`{}`", preset.name)) {
            return Err(format!(
                "{}: the preset `{}` is not named",
                G::NAME,
                preset.name
            ));
        }
        for (key, value) in (preset.rules)().non_default_options() {
            if !presets.contains(key) || !presets.contains(&value) {
                return Err(format!(
                    "{}: the preset `{}` sets {key}={value}, which its section does not say",
                    G::NAME,
                    preset.name
                ));
            }
        }
    }
    Ok(())
}

/// Whether `text` has `word` as a whole word, in any case.
fn has_word(text: &str, word: &str) -> bool {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == word)
}

/// The whole check for one game.
fn check<G: Game>(crate_dir: &str) {
    let path = page_path::<G>();
    let page = fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: cannot read {}: {e}", G::NAME, path.display()));
    if let Err(problem) = options_are_documented::<G>(&page) {
        panic!("{problem}");
    }
    if let Err(problem) = presets_are_documented::<G>(&page) {
        panic!("{problem}");
    }
    // Product text names nothing users do not have.
    for word in ["shared", "seed", "seeds", "spec"] {
        assert!(
            !has_word(&page, word),
            "{}: the page says `{word}`",
            G::NAME
        );
    }
    // The game crate points to the page: its README links it, and the
    // page its documentation includes is the same text.
    let krate = root().join("crates").join(crate_dir);
    let readme = fs::read_to_string(krate.join("README.md")).expect("the crate's README");
    let link = format!("](../../docs/rules/{}.md)", G::NAME);
    let definition = format!("]: ../../docs/rules/{}.md", G::NAME);
    assert!(
        readme.contains(&link) || readme.contains(&definition),
        "{crate_dir}/README.md does not link docs/rules/{}.md",
        G::NAME
    );
    let included = fs::read_to_string(krate.join("docs/rules.md")).expect("docs/rules.md");
    assert_eq!(included, page, "{crate_dir}/docs/rules.md is not the page");
}

#[test]
fn dragonchess_rules_reference() {
    check::<dragonchess::Position>("dragonchess");
}

#[test]
fn grant_acedrex_rules_reference() {
    check::<grant_acedrex::Position>("grant-acedrex");
}

#[test]
fn cheskers_rules_reference() {
    check::<cheskers::Position>("cheskers");
}

#[test]
fn baroque_rules_reference() {
    check::<baroque_chess::Position>("baroque-chess");
}

/// The check fails on an option the page does not document: a page with
/// one option's row removed is refused, naming that option.
#[test]
fn a_missing_option_fails() {
    let page = fs::read_to_string(page_path::<cheskers::Position>()).expect("the page");
    let without: String = page
        .lines()
        .filter(|l| !l.starts_with("| `capture_rule` |"))
        .map(|l| format!("{l}\n"))
        .collect();
    let error = options_are_documented::<cheskers::Position>(&without).unwrap_err();
    assert!(error.contains("`capture_rule`"), "{error}");
    // A wrong default is refused too.
    let wrong = page.replace("| `AnyCaptureSatisfies` |", "| `PieceLevel` |");
    let error = options_are_documented::<cheskers::Position>(&wrong).unwrap_err();
    assert!(
        error.contains("defaults to `AnyCaptureSatisfies`"),
        "{error}"
    );
    assert!(has_word("as the Spec says", "spec"));
    assert!(!has_word("the special rules", "spec"));
    // And a preset whose values are not written.
    let page = fs::read_to_string(page_path::<baroque_chess::Position>()).expect("the page");
    let error =
        presets_are_documented::<baroque_chess::Position>(&page.replace("setup=Rotated", ""))
            .unwrap_err();
    assert!(error.contains("setup=Rotated"), "{error}");
}
