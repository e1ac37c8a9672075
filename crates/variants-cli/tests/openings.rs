//! `variants openings` through the binary: the same book for the same
//! seed, every opening where the game goes on, no two alike, each scored
//! near even by an independent `analyse` of it, and PGN books that `match`
//! and `replay` read.

mod common;
use common::*;

fn book(game: &str, extra: &[&str]) -> String {
    let mut args = vec!["openings", game];
    args.extend_from_slice(extra);
    stdout(&variants(&args))
}

/// The position texts of a text book (its lines that are not comments).
fn positions(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.starts_with('#')).collect()
}

#[test]
fn a_seed_always_writes_the_same_book() {
    let args = ["--plies", "6", "--count", "8", "--seed", "7"];
    let first = book("cheskers", &args);
    assert_eq!(first, book("cheskers", &args));
    let other = book("cheskers", &["--plies", "6", "--count", "8", "--seed", "8"]);
    assert_ne!(positions(&first), positions(&other));
    assert!(first.starts_with("# 8 openings of cheskers: 6 random plies each (seed 7), scored within ±50 centipawns by a depth-3 search\n"), "{first}");
}

#[test]
fn openings_are_distinct_undecided_and_near_even() {
    for game in ["baroque", "grant-acedrex"] {
        let text = book(game, &["--plies", "4", "--count", "6", "--window", "40"]);
        let kept = positions(&text);
        assert_eq!(kept.len(), 6, "{text}");
        let mut sorted = kept.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 6, "{text}");
        for position in kept {
            let outcome = stdout(&variants(&["outcome", game, "--fen", position]));
            assert_eq!(outcome.trim(), "ongoing", "{position}");
            // The score of a depth-3 analysis, by `analyse`.
            let analysis = stdout(&variants(&[
                "analyse", game, "--fen", position, "--depth", "3",
            ]));
            let last_info = analysis
                .lines()
                .rfind(|l| l.starts_with("info depth 3 "))
                .expect("a depth-3 line");
            let cp: i32 = last_info
                .split("score cp ")
                .nth(1)
                .and_then(|r| r.split_whitespace().next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("no centipawn score: {last_info}"));
            assert!(cp.abs() <= 40, "{position}: {last_info}");
        }
    }
}

#[test]
fn a_pgn_book_replays_and_is_played_from_the_start() {
    let dir = scratch("openings-pgn");
    let path = dir.join("book.pgn");
    let said = book(
        "grant-acedrex",
        &[
            "--preset",
            "fairymax",
            "--plies",
            "4",
            "--count",
            "3",
            "--format",
            "pgn",
            "--out",
            path.to_str().unwrap(),
        ],
    );
    assert!(said.starts_with("wrote 3 openings to `"), "{said}");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.matches("[Event \"variants openings\"]").count(), 3);
    assert!(!text.contains("[FEN "), "{text}");
    let ends = stdout(&variants(&["replay", path.to_str().unwrap()]));
    assert_eq!(ends.lines().count(), 3);
    // The same openings as the text book of the same seed.
    let texts = book(
        "grant-acedrex",
        &["--preset", "fairymax", "--plies", "4", "--count", "3"],
    );
    assert_eq!(ends.lines().collect::<Vec<_>>(), positions(&texts));
    let played = stdout(&variants(&[
        "match",
        "grant-acedrex",
        "--preset",
        "fairymax",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        "builtin:level=2",
        "--openings",
        path.to_str().unwrap(),
        "--st",
        "5",
        "--max-plies",
        "6",
    ]));
    assert_eq!(played.lines().filter(|l| l.starts_with("game ")).count(), 6);
}

#[test]
fn impossible_books_and_bad_options_are_one_error_line() {
    // One ply of Cheskers reaches nine positions: ten cannot be found.
    one_line_error(
        &variants(&["openings", "cheskers", "--plies", "1", "--count", "10"]),
        "only 9 of 10 openings found in 2000 tries (0 decided, 1991 repeated",
    );
    let dir = scratch("openings-bad");
    for (args, needle) in [
        (vec!["--plies", "0", "--count", "1"], "--plies"),
        (vec!["--plies", "2", "--count", "0"], "--count"),
        (vec!["--plies", "2", "--count", "100001"], "--count"),
        (vec!["--plies", "201", "--count", "1"], "--plies"),
        (
            vec!["--plies", "2", "--count", "1", "--depth", "0"],
            "--depth",
        ),
        (
            vec!["--plies", "2", "--count", "1", "--depth", "9"],
            "--depth",
        ),
        (
            vec!["--plies", "2", "--count", "1", "--window", "-1"],
            "--window",
        ),
        (
            vec!["--plies", "2", "--count", "1", "--format", "epd"],
            "--format",
        ),
        (vec!["--count", "1"], "--plies"),
        (
            vec![
                "--plies",
                "2",
                "--count",
                "1",
                "--out",
                dir.to_str().unwrap(),
            ],
            "cannot write",
        ),
    ] {
        let mut all = vec!["openings", "cheskers"];
        all.extend(args);
        one_line_error(&variants(&all), needle);
    }
}

/// The book's second comment line is the command that makes it again, the
/// start position given by `--fen` included: run through a shell, it writes
/// the same book.
#[test]
fn the_header_command_makes_the_same_book() {
    let fen = "k7/8/8/8/8/8/8/K7 w";
    let first = book(
        "baroque",
        &["--plies", "2", "--count", "2", "--depth", "1", "--fen", fen],
    );
    let command = first
        .lines()
        .find_map(|l| l.strip_prefix("# variants "))
        .expect("the command line");
    assert!(
        command.contains("--fen 'k7/8/8/8/8/8/8/K7 w 0 1'"),
        "{command}"
    );
    let again = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("\"$V\" {command}"))
        .env("V", env!("CARGO_BIN_EXE_variants"))
        .output()
        .expect("sh runs");
    assert_eq!(stdout(&again), first);
}
