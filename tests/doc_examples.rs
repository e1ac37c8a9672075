//! The game crates' doc examples compile in a program that depends on that
//! game crate alone. Rustdoc builds them with every dependency of the crate
//! in reach, so an example that names `variant_core::` directly passes
//! `cargo test --doc` and fails when a user copies it; it must go through
//! the crate's re-export (`dragonchess::variant_core::...`) or its prelude.

mod common;

use common::rust_files;
use std::fs;
use std::path::Path;

const GAME_CRATES: [(&str, &str); 4] = [
    ("dragonchess", "dragonchess"),
    ("grant-acedrex", "grant_acedrex"),
    ("cheskers", "cheskers"),
    ("baroque-chess", "baroque_chess"),
];

/// The lines of Rust code blocks in `text`'s doc comments (or in the whole
/// text, for a Markdown file), with their line numbers.
fn example_lines(text: &str, markdown: bool) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    // Inside a fenced block, and whether it is Rust.
    let mut in_block = false;
    let mut in_rust_block = false;
    for (number, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let doc = if markdown {
            Some(line)
        } else {
            trimmed
                .strip_prefix("//!")
                .or_else(|| trimmed.strip_prefix("///"))
        };
        let Some(doc) = doc else {
            (in_block, in_rust_block) = (false, false);
            continue;
        };
        let doc = doc.trim_start();
        if let Some(info) = doc.strip_prefix("```") {
            in_block = !in_block;
            in_rust_block = in_block
                && (info.is_empty()
                    || info.starts_with("rust")
                    || info.starts_with("no_run")
                    || info.starts_with("should_panic")
                    || info.starts_with("compile_fail"));
            continue;
        }
        if in_rust_block {
            lines.push((number + 1, doc.to_string()));
        }
    }
    lines
}

/// Whether `line` names `variant_core::` other than through a crate path.
fn names_core_directly(line: &str) -> bool {
    line.match_indices("variant_core::").any(|(at, _)| {
        let before = line[..at].chars().next_back();
        !matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == ':')
    })
}

#[test]
fn game_crate_examples_reach_the_core_through_the_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut offenders = Vec::new();
    let mut examples_seen = 0;
    for (dir, _name) in GAME_CRATES {
        let mut files = Vec::new();
        rust_files(&root.join(dir).join("src"), &mut files);
        files.push(root.join(dir).join("README.md"));
        for file in files {
            let text = fs::read_to_string(&file).expect("a readable source file");
            let markdown = file.extension().is_some_and(|e| e == "md");
            let lines = example_lines(&text, markdown);
            examples_seen += lines.len();
            for (number, line) in lines {
                if names_core_directly(&line) {
                    offenders.push(format!("{}:{number}: {line}", file.display()));
                }
            }
        }
    }
    assert!(examples_seen > 200, "the scan found the examples");
    assert!(
        offenders.is_empty(),
        "doc examples that name `variant_core::` directly (write `<crate>::variant_core::` or use the prelude):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_scan_tells_direct_paths_from_re_exports() {
    assert!(names_core_directly("use variant_core::Color;"));
    assert!(names_core_directly("let n = variant_core::perft(&p, 2);"));
    assert!(!names_core_directly("use cheskers::variant_core::Color;"));
    assert!(!names_core_directly("use my_variant_core::X;"));
    let text = "/// ```\n/// use variant_core::Game;\n/// ```\n/// variant_core::x outside\n";
    assert_eq!(
        example_lines(text, false),
        [(2, "use variant_core::Game;".to_string())]
    );
    let text = "```text\nvariant_core::x\n```\n```rust\nuse variant_core::Game;\n```\n";
    assert_eq!(
        example_lines(text, true),
        [(5, "use variant_core::Game;".to_string())]
    );
}
