//! Game records through the binary: `selfplay --pgn`, `replay`,
//! `apply --pgn`, `play --save/--load`, other programs' notation, and every
//! kind of malformed record reported as `FILE:LINE:COLUMN`.

mod common;
use common::*;
use std::path::Path;

/// The moves of `selfplay`'s `game N:` lines.
fn game_lines(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| {
            let moves = l.split_once(": ").unwrap().1;
            moves.split_whitespace().map(String::from).collect()
        })
        .collect()
}

fn apply(game: &str, moves: &[String]) -> String {
    let mut args = vec!["apply", game];
    args.extend(moves.iter().map(String::as_str));
    last_line(&variants(&args))
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn every_record_selfplay_writes_replays_to_what_apply_gives() {
    let dir = scratch("roundtrip");
    for game in GAMES {
        for extra in [
            &["--random", "--max-plies", "40"][..],
            &["--max-plies", "6"],
            &["--random"],
        ] {
            let file = dir.join(format!("{game}.pgn"));
            let mut args = vec![
                "selfplay",
                game,
                "--games",
                "3",
                "--seed",
                "11",
                "--pgn",
                path(&file),
            ];
            args.extend(extra);
            let out = stdout(&variants(&args));
            let games = game_lines(&out);
            assert_eq!(games.len(), 3);
            let replayed = stdout(&variants(&["replay", path(&file)]));
            let expected: Vec<String> = games.iter().map(|m| apply(game, m)).collect();
            assert_eq!(
                replayed.lines().collect::<Vec<_>>(),
                expected,
                "{game} {extra:?}"
            );
            // apply --pgn reads the same moves from the record.
            let text = std::fs::read_to_string(&file).unwrap();
            let first = &text[..text.find("\n\n[").unwrap_or(text.len())];
            let one = dir.join("one.pgn");
            std::fs::write(&one, first).unwrap();
            assert_eq!(
                last_line(&variants(&["apply", game, "--pgn", path(&one)])),
                expected[0]
            );
            // The result tag is the rules' verdict or `*`.
            for result in text.lines().filter(|l| l.starts_with("[Result ")) {
                assert!([
                    "[Result \"1-0\"]",
                    "[Result \"0-1\"]",
                    "[Result \"1/2-1/2\"]",
                    "[Result \"*\"]"
                ]
                .contains(&result));
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn comments_nags_and_variations_are_read() {
    let dir = scratch("annotated");
    for game in GAMES {
        let out = stdout(&variants(&[
            "selfplay",
            game,
            "--random",
            "--seed",
            "5",
            "--max-plies",
            "6",
        ]));
        let moves = &game_lines(&out)[0];
        let alternative = stdout(&variants(&["moves", game]))
            .lines()
            .find(|m| *m != moves[0])
            .unwrap()
            .to_string();
        // Move numbers left out; a NAG, a suffix, comments of both kinds and
        // a variation with its own comment.
        let text = format!(
            "[Variant \"{game}\"]\n[Annotator \"test\"]\n\n{{before the game}} {} $1 {{a comment}} ({alternative} {{the other way}}) {}!? ; to the end of the line\n{} *\n",
            moves[0],
            moves[1],
            moves[2..].join(" ")
        );
        let file = dir.join("annotated.pgn");
        std::fs::write(&file, &text).unwrap();
        assert_eq!(
            stdout(&variants(&["replay", path(&file)])).trim_end(),
            apply(game, moves),
            "{game}: {text}"
        );
        // A bad move inside the variation is found there.
        let bad = text.replace(&format!("({alternative} "), "(zz9 ");
        std::fs::write(&file, &bad).unwrap();
        let line = one_line_error(
            &variants(&["replay", path(&file)]),
            &format!("{}:4:", path(&file)),
        );
        assert!(line.contains("`zz9`"), "{line}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_file_of_several_variants() {
    let dir = scratch("several");
    let file = dir.join("mixed.pgn");
    let text = "\
[Variant \"cheskers\"]

1. f6-e5 e3-d4 *

[Variant \"baroque\"]

1. d2-d4 h7-h6 1/2-1/2

1. b6-a5 *

[Variant \"grant-acedrex\"]
[Rules \"preset=murray\"]

1. e4-e5 *
";
    std::fs::write(&file, text).unwrap();
    let expected = [
        apply("cheskers", &["f6-e5".into(), "e3-d4".into()]),
        apply("baroque", &["d2-d4".into(), "h7-h6".into()]),
        apply("cheskers", &["b6-a5".into()]),
        last_line(&variants(&[
            "apply",
            "grant-acedrex",
            "--preset",
            "murray",
            "e4-e5",
        ])),
    ];
    let out = stdout(&variants(&["replay", path(&file), "--game", "cheskers"]));
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // Without --game the third game has no variant.
    one_line_error(
        &variants(&["replay", path(&file)]),
        &format!(
            "{}:9:1: this game has no Variant tag: say which game it is with --game GAME",
            path(&file)
        ),
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn grant_acedrex_records_in_xboard_coordinates() {
    let dir = scratch("xboard");
    let file = dir.join("xboard.pgn");
    std::fs::write(
        &file,
        "[Variant \"grant-acedrex\"]\n\n1. e4e5 c12d10 2. g1g3 *\n",
    )
    .unwrap();
    let expected = apply(
        "grant-acedrex",
        &["e4-e5".into(), "c12-d10".into(), "g1-g3".into()],
    );
    assert_eq!(
        stdout(&variants(&["replay", path(&file)])).trim_end(),
        expected
    );
    assert_eq!(
        last_line(&variants(&["apply", "grant-acedrex", "--pgn", path(&file)])),
        expected
    );
    // Other games have no such notation.
    std::fs::write(&file, "[Variant \"cheskers\"]\n\n1. b6a5 *\n").unwrap();
    one_line_error(
        &variants(&["replay", path(&file)]),
        &format!("{}:3:4: ", path(&file)),
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn malformed_records_name_file_line_and_column() {
    let dir = scratch("malformed");
    let file = dir.join("bad.pgn");
    // (record, line, column, words of the message), positions counted by hand.
    let cases: &[(&str, u32, u32, &str)] = &[
        ("[Event \"x]\n\n*\n", 1, 8, "unterminated string"),
        ("[Event \"x\"\n\n*\n", 3, 1, "expected `]`"),
        (
            "[Variant \"cheskers\"]\n\n1. b6-a5\n",
            3,
            9,
            "expected the result",
        ),
        (
            "[Variant \"cheskers\"]\n\n1. b6-b5 *\n",
            3,
            4,
            "move `b6-b5` at ply 1",
        ),
        ("[Variant \"cheskers\"]\n\n1. b6-a5 zz *\n", 3, 10, "`zz`"),
        ("[Variant \"chess\"]\n\n*\n", 1, 11, "unknown game `chess`"),
        (
            "[Variant \"cheskers\"]\n[Rules \"capture_rule=Never\"]\n\n*\n",
            2,
            9,
            "capture_rule=Never",
        ),
        (
            "[Variant \"cheskers\"]\n[FEN \"8/8 w\"]\n\n*\n",
            2,
            7,
            "FEN",
        ),
        (
            "[Variant \"cheskers\"]\n\n{ never closed *\n",
            3,
            1,
            "comment",
        ),
        ("[Variant \"cheskers\"]\n\n1. b6-a5 ) *\n", 3, 10, "`)`"),
        (
            "[Variant \"cheskers\"]\n[Result \"1-0\"]\n\n*\n",
            4,
            1,
            "Result tag",
        ),
        (
            "[Variant \"cheskers\"]\n\n2. b6-a5 *\n",
            3,
            1,
            "move number",
        ),
        ("[Variant \"cheskers\"]\n\n1. b6-a5 $300 *\n", 3, 10, "NAG"),
        (
            "[Variant \"cheskers\"]\n[Variant \"baroque\"]\n\n*\n",
            2,
            1,
            "given twice",
        ),
    ];
    for (text, line, column, words) in cases {
        std::fs::write(&file, text).unwrap();
        let out = variants(&["replay", path(&file)]);
        let message = one_line_error(&out, &format!("error: {}:{line}:{column}: ", path(&file)));
        assert!(message.contains(words), "{text:?}: {message}");
        assert!(out.stdout.is_empty(), "{text:?}");
    }
    // The games before the bad one are printed; then the error.
    std::fs::write(
        &file,
        "[Variant \"cheskers\"]\n\n*\n\n[Variant \"cheskers\"]\n\n1. b6-b5 *\n",
    )
    .unwrap();
    let out = variants(&["replay", path(&file)]);
    one_line_error(&out, &format!("{}:7:4: ", path(&file)));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
    one_line_error(
        &variants(&["replay", path(&dir.join("missing.pgn"))]),
        "cannot read",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn play_saves_and_resumes_the_game() {
    let dir = scratch("save");
    let file = dir.join("game.pgn");
    let out = variants_with(
        &["play", "baroque", "--human", "both", "--save", path(&file)],
        "d2-d4\nh7-h6\nd4-g4\nquit\n",
        &[],
    );
    let text = stdout(&out);
    let record = std::fs::read_to_string(&file).unwrap();
    assert!(
        record.contains("[Variant \"baroque\"]") && record.contains("1. d2-d4 h7-h6 2. d4-g4 *"),
        "{record}"
    );
    let moves: Vec<String> = ["d2-d4", "h7-h6", "d4-g4"].map(String::from).to_vec();
    let expected = apply("baroque", &moves);
    assert_eq!(
        stdout(&variants(&["replay", path(&file)])).trim_end(),
        expected
    );
    assert!(text.contains(&expected));
    // Resume, play on, undo one move (it is saved too), stop.
    let out = variants_with(
        &[
            "play",
            "baroque",
            "--human",
            "both",
            "--load",
            path(&file),
            "--save",
            path(&file),
        ],
        "c7-c5\nundo\nc7-c6\nquit\n",
        &[],
    );
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "resumed the game in {} after 3 moves",
            path(&file)
        )),
        "{text}"
    );
    assert!(text.contains("took back black's c7-c5"), "{text}");
    let mut moves = moves;
    moves.push("c7-c6".into());
    assert_eq!(
        stdout(&variants(&["replay", path(&file)])).trim_end(),
        apply("baroque", &moves)
    );
    // A resumed record keeps its start position and rules.
    one_line_error(
        &variants(&[
            "play",
            "baroque",
            "--load",
            path(&file),
            "--rule",
            "allow_suicide=false",
        ]),
        "--load cannot be used with --rule",
    );
    // A game over is saved with the rules' result.
    let mate = dir.join("over.pgn");
    let no_kings = "7k/8/8/8/8/8/8/B7 w 0 1";
    stdout(&variants_with(
        &["play", "cheskers", "--fen", no_kings, "--save", path(&mate)],
        "",
        &[],
    ));
    let over = std::fs::read_to_string(&mate).unwrap();
    assert!(
        over.contains("[Result \"0-1\"]") && over.contains(&format!("[FEN \"{no_kings}\"]")),
        "{over}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn files_are_written_atomically() {
    let dir = scratch("atomic");
    // A directory where the file should go: an error, nothing else written.
    let blocked = dir.join("blocked.pgn");
    std::fs::create_dir_all(blocked.join("inside")).unwrap();
    let out = variants(&["selfplay", "cheskers", "--random", "--pgn", path(&blocked)]);
    one_line_error(&out, &format!("cannot write `{}`", path(&blocked)));
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(names, ["blocked.pgn"], "no temporary file is left behind");
    // A missing directory: an error too.
    one_line_error(
        &variants(&[
            "show",
            "cheskers",
            "--svg",
            path(&dir.join("no/such/dir.svg")),
        ]),
        "cannot write",
    );
    std::fs::remove_dir_all(&dir).ok();
}
