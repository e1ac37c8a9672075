//! The `variants` command as a person meets it: help, errors, rules,
//! pieces, diagrams, play, dice and deep perft. Each test runs the binary.

mod common;
use common::*;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn help_and_version_go_to_stdout_with_status_0() {
    for args in [
        &["--help"][..],
        &["help"],
        &["help", "perft"],
        &["perft", "--help"],
        &["selfplay", "--help"],
    ] {
        let text = stdout(&variants(args));
        assert!(text.contains("Usage: variants"), "{args:?}: {text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }
    let help = stdout(&variants(&["--help"]));
    for command in [
        "perft",
        "divide",
        "moves",
        "apply",
        "outcome",
        "show",
        "rules",
        "pieces",
        "play",
        "selfplay",
        "replay",
        "completions",
    ] {
        assert!(help.contains(&format!("  {command} ")), "{command}: {help}");
    }
    // A command's help names every option with its default.
    let selfplay = stdout(&variants(&["help", "selfplay"]));
    for option in [
        "--games <N>",
        "[default: 1]",
        "--seed <S>",
        "[default: 0]",
        "--max-plies <N>",
        "[default: 300]",
        "--think-ms <MS>",
        "--random",
        "--boards",
        "--dice",
        "--pgn <FILE>",
        "--fen <TEXT>",
        "--rule <KEY=VALUE>",
        "--preset <NAME>",
    ] {
        assert!(selfplay.contains(option), "{option}: {selfplay}");
    }
    let play = stdout(&variants(&["play", "--help"]));
    for option in [
        "[default: first]",
        "[default: 1000]",
        "--save <FILE>",
        "--load <FILE>",
    ] {
        assert!(play.contains(option), "{option}: {play}");
    }
    for flag in ["--version", "-V"] {
        let version = stdout(&variants(&[flag]));
        assert_eq!(version, format!("variants {}\n", env!("CARGO_PKG_VERSION")));
    }
}

#[test]
fn mistakes_are_one_line_errors_with_status_2() {
    one_line_error(&variants(&[]), "missing COMMAND");
    one_line_error(
        &variants(&["perfft", "baroque", "1"]),
        "unknown command `perfft` (did you mean `perft`?)",
    );
    one_line_error(&variants(&["perft", "baroque"]), "missing DEPTH");
    one_line_error(&variants(&["perft"]), "missing GAME and DEPTH");
    one_line_error(
        &variants(&["perft", "baroque", "1", "--stats", "--stats"]),
        "--stats is given twice",
    );
    one_line_error(
        &variants(&["moves", "baroque", "--fen", "8/8", "--fen=8/8"]),
        "--fen is given twice",
    );
    one_line_error(
        &variants(&["perft", "baroque", "1", "--stat"]),
        "did you mean `--stats`?",
    );
    one_line_error(
        &variants(&["perft", "baroq", "1"]),
        "did you mean `baroque`?",
    );
    one_line_error(
        &variants(&["show", "baroque", "--stats"]),
        "unknown option `--stats`",
    );
    one_line_error(
        &variants(&["outcome", "baroque", "extra"]),
        "unexpected argument `extra`",
    );
    one_line_error(
        &variants(&["selfplay", "baroque", "--random", "--think-ms", "5"]),
        "--random cannot be used with --think-ms",
    );
    one_line_error(
        &variants(&["selfplay", "baroque", "--games", "0"]),
        "bad --games `0`",
    );
    one_line_error(
        &variants(&["moves", "baroque", "--fen"]),
        "--fen needs a value",
    );
    one_line_error(&variants(&["completions", "tcsh"]), "bad SHELL `tcsh`");
    one_line_error(
        &variants(&[
            "perft",
            "cheskers",
            "1",
            "--rule",
            "repetition=None",
            "--rule",
            "repetition=None",
        ]),
        "given twice",
    );
    // Both spellings of a value work.
    let fen = "7k/6p1/8/8/1K6/8/8/6C1 w 0 1";
    assert_eq!(
        stdout(&variants(&["moves", "cheskers", &format!("--fen={fen}")])),
        stdout(&variants(&["moves", "cheskers", "--fen", fen]))
    );
}

#[test]
fn completions_are_generated() {
    for shell in ["bash", "zsh", "fish"] {
        let script = stdout(&variants(&["completions", shell]));
        assert!(
            script.contains("variants") && script.contains("perft"),
            "{shell}"
        );
    }
}

/// The option names a game accepts, from the error for an unknown one.
fn option_names(game: &str) -> Vec<String> {
    let out = variants(&["perft", game, "1", "--rule", "bogus=1"]);
    let line = one_line_error(&out, "known: ");
    let known = line.split("known: ").nth(1).unwrap();
    let known = &known[..known.find(')').unwrap()];
    known.split(", ").map(String::from).collect()
}

#[test]
fn rules_lists_every_option_default_and_preset() {
    for game in GAMES {
        let text = stdout(&variants(&["rules", game]));
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        for name in option_names(game) {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{name} = "))),
                "{game}: {name} missing from\n{text}"
            );
        }
        // Each option line names a default, and setting it changes nothing.
        for line in text
            .lines()
            .filter(|l| l.contains(" = ") && !l.starts_with(' '))
        {
            let key = line.split(" = ").next().unwrap();
            let default = text[text.find(line).unwrap()..]
                .split("(default ")
                .nth(1)
                .unwrap()
                .split(')')
                .next()
                .unwrap();
            let pair = format!("{key}={default}");
            assert_eq!(
                last_line(&variants(&["perft", game, "2", "--rule", &pair])),
                last_line(&variants(&["perft", game, "2"])),
                "{game} {pair}"
            );
        }
    }
    // By hand, from the rules specs.
    let cheskers = stdout(&variants(&["rules", "cheskers"]));
    assert!(
        cheskers.contains("(default AnyCaptureSatisfies)"),
        "{cheskers}"
    );
    let grant = stdout(&variants(&["rules", "grant-acedrex"]));
    assert!(
        grant.contains("stalemate = Loss | Draw | Pass (default Loss)"),
        "{grant}"
    );
    assert!(
        ["murray: ", "cazaux_cvp: ", "ludii: ", "fairymax: "]
            .iter()
            .all(|preset| grant.contains(preset)),
        "{grant}"
    );
}

#[test]
fn presets_are_their_listed_options() {
    let grant = stdout(&variants(&["rules", "grant-acedrex"]));
    let lines: Vec<&str> = grant.lines().collect();
    let murray = lines
        .iter()
        .position(|l| l.starts_with("murray: "))
        .unwrap();
    let sets = lines[murray..]
        .iter()
        .find_map(|l| l.trim().strip_prefix("sets "))
        .unwrap();
    assert_eq!(
        sets,
        "lion=ThreeLeaper giraffe=FourOne unicorn=Murray king_file=F"
    );
    let mut by_rules = vec!["perft", "grant-acedrex", "2"];
    for pair in sets.split(' ') {
        by_rules.extend(["--rule", pair]);
    }
    let preset = last_line(&variants(&[
        "perft",
        "grant-acedrex",
        "2",
        "--preset",
        "murray",
    ]));
    assert_eq!(preset, last_line(&variants(&by_rules)));
    assert_ne!(
        preset,
        last_line(&variants(&["perft", "grant-acedrex", "2"]))
    );
    // The preset first, then the --rule options change it.
    let changed = variants(&[
        "show",
        "grant-acedrex",
        "--preset",
        "murray",
        "--rule",
        "king_file=G",
    ]);
    assert_eq!(
        last_line(&changed),
        last_line(&variants(&["show", "grant-acedrex"])).replace(" 0 1", " 0 1 c1,j1,c12,j12")
    );
    one_line_error(
        &variants(&["perft", "grant-acedrex", "1", "--preset", "murrey"]),
        "bad --preset `murrey`: unknown preset (known: cazaux_musser, murray, cazaux_cvp, ludii, fairymax)",
    );
    // A value spelt as people do.
    let yes = variants(&["perft", "baroque", "1", "--rule", "allow_suicide=yes"]);
    assert_eq!(last_line(&yes), "32");
}

#[test]
fn pieces_explain_every_letter_on_the_board() {
    for game in GAMES {
        let table = stdout(&variants(&["pieces", game]));
        assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");
        assert!(table.starts_with("Upper-case letters are "), "{table}");
        let letters: Vec<char> = table
            .lines()
            .filter_map(|l| {
                let mut chars = l.chars();
                let c = chars.next()?;
                (c.is_ascii_uppercase() && chars.next() == Some(' ')).then_some(c)
            })
            .collect();
        // Every letter of the start position is explained, and nothing twice.
        let show = stdout(&variants(&["show", game]));
        let placement = show.lines().last().unwrap().split(' ').next().unwrap();
        for c in placement.chars().filter(char::is_ascii_alphabetic) {
            assert!(letters.contains(&c.to_ascii_uppercase()), "{game}: {c}");
        }
        let mut unique = letters.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), letters.len(), "{game}");
        // show --legend prints the same table between the board and the text.
        let legend = stdout(&variants(&["show", game, "--legend"]));
        assert!(legend.contains(&table), "{game}");
        assert_eq!(legend.lines().last(), show.lines().last());
    }
    let dragonchess = stdout(&variants(&["pieces", "dragonchess"]));
    assert_eq!(
        dragonchess
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_uppercase())
                && l.as_bytes().get(1) == Some(&b' '))
            .count(),
        15,
        "fifteen kinds: {dragonchess}"
    );
}

#[test]
fn diagrams_fit_80_columns_plain_and_coloured() {
    for game in GAMES {
        let plain = stdout(&variants(&["show", game]));
        let board = &plain[..plain.rfind(" to move").unwrap()];
        assert!(board.lines().all(|l| l.chars().count() <= 80), "{plain}");
        assert!(!plain.contains('\x1b'));
        let coloured = stdout(&variants(&["show", game, "--color", "always"]));
        assert!(coloured.contains("\x1b[1;33m") && coloured.contains("\x1b[1;31m"));
        let board = &coloured[..coloured.rfind(" to move").unwrap()];
        assert!(board.lines().all(|l| visible_width(l) <= 80), "{coloured}");
        // Colour changes nothing but the escapes.
        let stripped: String = coloured
            .replace("\x1b[1;33m", "")
            .replace("\x1b[1;31m", "")
            .replace("\x1b[0m", "");
        assert_eq!(stripped, plain);
        assert_eq!(
            stdout(&variants(&["show", game, "--color", "never"])),
            plain
        );
    }
    let dragonchess = stdout(&variants(&["show", "dragonchess"]));
    assert_eq!(
        dragonchess.lines().map(|l| l.chars().count()).max(),
        Some(dragonchess.lines().last().unwrap().chars().count()),
        "only the position text is wider than the three levels"
    );
    assert!(dragonchess
        .lines()
        .take(11)
        .all(|l| l.chars().count() <= 79));
}

#[test]
fn play_lists_moves_in_aligned_columns() {
    let out = variants_with(
        &["play", "dragonchess", "--human", "both"],
        "?\nquit\n",
        &[],
    );
    let text = stdout(&out);
    let start = text.find("90 legal moves:\n").expect("the count") + "90 legal moves:\n".len();
    let list: Vec<&str> = text[start..]
        .lines()
        .take_while(|l| !l.contains("> "))
        .collect();
    assert!(list.iter().all(|l| l.chars().count() <= 80), "{text}");
    let moves: Vec<&str> = list.iter().flat_map(|l| l.split_whitespace()).collect();
    let mut expected: Vec<String> = stdout(&variants(&["moves", "dragonchess"]))
        .lines()
        .map(String::from)
        .collect();
    let mut listed: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
    expected.sort();
    listed.sort();
    assert_eq!(listed, expected);
    // Columns: every move of a column starts at the same place.
    let starts = |l: &str| -> Vec<usize> {
        l.char_indices()
            .filter(|&(i, c)| c != ' ' && (i == 0 || l.as_bytes()[i - 1] == b' '))
            .map(|(i, _)| i)
            .collect()
    };
    let first = starts(list[0]);
    assert!(list.iter().all(|l| first.starts_with(&starts(l))), "{text}");
    // One move is one move.
    let one = "7k/8/8/p7/1P6/8/8/K7 b 0 1";
    assert_eq!(
        stdout(&variants(&["moves", "cheskers", "--fen", one])),
        "a5xc3\n"
    );
    let out = variants_with(
        &["play", "cheskers", "--fen", one, "--human", "both"],
        "?\nquit\n",
        &[],
    );
    assert!(stdout(&out).contains("1 legal move:\na5xc3\n"), "{out:?}");
}

#[test]
fn the_board_is_on_screen_before_the_computer_thinks() {
    // The computer (Black) moves first and thinks for 3 s; the board and the
    // `thinking` line must arrive long before its move.
    let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(["play", "cheskers", "--human", "white", "--think-ms", "3000"])
        .env_remove("VARIANTS_PROGRESS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("variants runs");
    let started = Instant::now();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seen = Vec::new();
    let thinking_after = loop {
        let line = lines.next().expect("a line").expect("utf-8");
        if line == "black is thinking…" {
            break started.elapsed();
        }
        seen.push(line);
    };
    assert!(
        thinking_after < Duration::from_millis(2_000),
        "{thinking_after:?}"
    );
    assert!(seen.iter().any(|l| l == "black to move"), "{seen:?}");
    let reply = lines.next().expect("the move").expect("utf-8");
    assert!(started.elapsed() >= Duration::from_millis(2_500), "{reply}");
    assert!(reply.starts_with("black plays "), "{reply}");
    // The score has its unit and its side.
    assert!(
        reply.contains("plies ahead; ")
            && (reply.contains("pawn") || reply.contains("even") || reply.contains("mate")),
        "{reply}"
    );
    drop(child.stdin.take());
    child.wait().unwrap();
}

#[test]
fn undo_says_what_it_took_back_and_the_computer_never_replays_silently() {
    // The computer opens; undo before the person's first move takes nothing.
    let out = variants_with(
        &["play", "cheskers", "--human", "white", "--think-ms", "20"],
        "undo\nquit\n",
        &[],
    );
    let text = stdout(&out);
    assert!(
        text.contains("nothing to take back: you have not moved yet"),
        "{text}"
    );
    assert_eq!(text.matches(" plays ").count(), 1, "{text}");
    // After a move and the reply, both are named.
    let out = variants_with(
        &["play", "cheskers", "--human", "black", "--think-ms", "20"],
        "b6-a5\nundo\nquit\n",
        &[],
    );
    let text = stdout(&out);
    let reply = text
        .lines()
        .find_map(|l| l.strip_prefix("white plays "))
        .unwrap();
    let reply = reply.split(' ').next().unwrap();
    assert!(
        text.contains(&format!(
            "took back black's b6-a5 and white's reply {reply}"
        )),
        "{text}"
    );
    // Back at the start: the last board is the start position.
    let start = last_line(&variants(&["show", "cheskers"]));
    let after_undo = &text[text.find("took back").unwrap()..];
    assert!(after_undo.contains(&start), "{text}");
}

#[test]
fn play_explains_the_end_in_words() {
    let no_kings = "7k/8/8/8/8/8/8/B7 w 0 1";
    let out = variants_with(&["play", "cheskers", "--fen", no_kings], "", &[]);
    assert!(
        stdout(&out).contains("game over: black wins: white has no kings left"),
        "{out:?}"
    );
    // The outcome command keeps its contract.
    assert_eq!(
        last_line(&variants(&["outcome", "cheskers", "--fen", no_kings])),
        "black wins: no kings"
    );
}

#[test]
fn move_messages_say_what_to_write() {
    let one = "7k/8/8/p7/1P6/8/8/K7 b 0 1";
    one_line_error(
        &variants(&["apply", "cheskers", "--fen", one, "a5-c3"]),
        "it is a capture: write it a5xc3",
    );
    let out = variants(&["apply", "baroque", "e2-e4", "e7-e5", "e4xe7"]);
    let line = one_line_error(&out, "a move is written from-to");
    assert!(line.contains("`e4-e7`"), "{line}");
    one_line_error(
        &variants(&["apply", "dragonchess", "K2g1-2g2"]),
        "the king on 2g1 cannot go to 2g2",
    );
}

/// The roll `play --dice --seed SEED` shows first, as (face, kind).
fn first_roll(seed: &str) -> (String, String) {
    let out = variants_with(
        &[
            "play",
            "grant-acedrex",
            "--dice",
            "--human",
            "both",
            "--seed",
            seed,
        ],
        "quit\n",
        &[],
    );
    let text = stdout(&out);
    let roll = text
        .lines()
        .find_map(|l| l.strip_prefix("white rolled "))
        .expect("a roll");
    let (face, kind) = roll.split_once(' ').unwrap();
    (face.to_string(), kind.trim_matches(['(', ')']).to_string())
}

#[test]
fn play_with_dice_rolls_and_refuses_other_kinds() {
    let (face, kind) = first_roll("7");
    assert_eq!(
        first_roll("7"),
        (face.clone(), kind.clone()),
        "the seed decides"
    );
    let allowed = stdout(&variants(&["moves", "grant-acedrex", "--dice", &face]));
    let all = stdout(&variants(&["moves", "grant-acedrex"]));
    let other = all
        .lines()
        .find(|m| !allowed.lines().any(|a| a == *m))
        .unwrap();
    let good = allowed.lines().next().unwrap();
    let input = format!("?\n{other}\n{good}\nquit\n");
    let out = variants_with(
        &[
            "play",
            "grant-acedrex",
            "--dice",
            "--human",
            "both",
            "--seed",
            "7",
        ],
        &input,
        &[],
    );
    let text = stdout(&out);
    let count = allowed.lines().count();
    assert!(
        text.contains(&format!(
            "legal move{} of the {kind} (the die shows {face} ({kind})):",
            if count == 1 { "" } else { "s" }
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("`{other}` moves a "))
            && text.contains(&format!("but the die shows {face} ({kind}): move a {kind}")),
        "{text}"
    );
    // The allowed move is played, and Black rolls next.
    assert!(text.contains("black rolled "), "{text}");
    one_line_error(
        &variants(&["play", "cheskers", "--dice"]),
        "cheskers has no dice rule",
    );
}

#[test]
fn selfplay_with_dice_moves_the_rolled_kind() {
    let dir = scratch("dice-selfplay");
    let file = dir.join("dice.pgn");
    let args = [
        "selfplay",
        "grant-acedrex",
        "--dice",
        "--random",
        "--seed",
        "3",
        "--max-plies",
        "8",
        "--pgn",
        file.to_str().unwrap(),
    ];
    let out = stdout(&variants(&args));
    assert_eq!(out, stdout(&variants(&args)), "a seed plays the same game");
    let moves: Vec<String> = out
        .lines()
        .find_map(|l| l.strip_prefix("game 1: "))
        .unwrap()
        .split(' ')
        .map(String::from)
        .collect();
    assert_eq!(moves.len(), 8);
    // The record's comments give each roll; each move is of the rolled kind.
    let record = std::fs::read_to_string(&file).unwrap();
    let rolls: Vec<&str> = record
        .split("{")
        .skip(1)
        .map(|c| c.split('}').next().unwrap())
        .collect();
    assert_eq!(rolls.len(), 8, "{record}");
    for (i, roll) in rolls.iter().enumerate() {
        let last = roll.rsplit("rolled ").next().unwrap();
        let face = last.split_whitespace().next().unwrap();
        let mut apply = vec!["apply", "grant-acedrex"];
        apply.extend(moves[..i].iter().map(String::as_str));
        let before = last_line(&variants(&apply));
        let allowed = stdout(&variants(&[
            "moves",
            "grant-acedrex",
            "--fen",
            &before,
            "--dice",
            face,
        ]));
        assert!(
            allowed.lines().any(|m| m == moves[i]),
            "ply {}: {} after {roll}",
            i + 1,
            moves[i]
        );
    }
    one_line_error(
        &variants(&["selfplay", "baroque", "--dice"]),
        "baroque has no dice rule",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn perft_with_dice_is_the_sum_over_the_faces() {
    // Depth 1 from the start: each face counts the moves of its kind.
    // By hand: the king steps to f2, g2, h2 and leaps to e3, g3, i3 (6); the
    // twelve pawns step one square each (12).
    let out = stdout(&variants(&["perft", "grant-acedrex", "1", "--dice"]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "{out}");
    assert_eq!(lines[0], "face 8 (king): 6");
    assert_eq!(lines[7], "face 1 (pawn): 12");
    let mut sum = 0;
    for (i, line) in lines[..8].iter().enumerate() {
        let face = 8 - i;
        let count: u64 = line.rsplit(": ").next().unwrap().parse().unwrap();
        // The same as the number of moves `moves --dice` lists for the face.
        let listed = stdout(&variants(&[
            "moves",
            "grant-acedrex",
            "--dice",
            &face.to_string(),
        ]));
        assert_eq!(count, listed.lines().count() as u64, "{line}");
        sum += count;
    }
    assert_eq!(lines[8], sum.to_string());
    assert_eq!(lines[8], "59");
    // Depth 2: each face's count is the divide counts of its moves.
    let out = stdout(&variants(&["perft", "grant-acedrex", "2", "--dice"]));
    assert_eq!(out.lines().last(), Some("3481"));
    let divide = stdout(&variants(&["divide", "grant-acedrex", "2"]));
    for (i, line) in out.lines().take(8).enumerate() {
        let face = (8 - i).to_string();
        let kind_moves = stdout(&variants(&["moves", "grant-acedrex", "--dice", &face]));
        let expected: u64 = divide
            .lines()
            .filter_map(|l| l.split_once(' '))
            .filter(|(mv, _)| kind_moves.lines().any(|m| m == *mv))
            .map(|(_, n)| n.parse::<u64>().unwrap())
            .sum();
        assert!(
            line.ends_with(&format!(": {expected}")),
            "{line} vs {expected}"
        );
    }
    // A face whose kind cannot move is rolled again: it counts 0. No rooks,
    // lions, crocodiles, giraffes or unicorns here.
    let few = "5ka5/5p6/12/12/12/12/12/12/12/12/4P7/5KA5 w - 0 1";
    let out = stdout(&variants(&[
        "perft",
        "grant-acedrex",
        "2",
        "--fen",
        few,
        "--dice",
    ]));
    assert!(
        out.contains("face 5 (rook): 0 (no rook can move: rolled again)"),
        "{out}"
    );
    assert_eq!(
        out.lines().last(),
        last_line(&variants(&["perft", "grant-acedrex", "2", "--fen", few]))
            .as_str()
            .into()
    );
    // divide --dice: the same lines as divide, grouped by face.
    let grouped = stdout(&variants(&["divide", "grant-acedrex", "2", "--dice"]));
    let mut a: Vec<&str> = grouped.lines().collect();
    let mut b: Vec<&str> = divide.lines().collect();
    assert!(a[0].starts_with("g1-"), "the king's moves first: {grouped}");
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
    one_line_error(
        &variants(&["perft", "cheskers", "1", "--dice"]),
        "cheskers has no dice rule",
    );
}

#[test]
fn perft_refuses_depths_that_cannot_finish() {
    let line = one_line_error(
        &variants(&["perft", "baroque", "64"]),
        "depth 64 would count about",
    );
    assert!(line.contains("64-bit"), "{line}");
    let line = one_line_error(&variants(&["perft", "baroque", "10"]), "--force");
    assert!(line.contains("branching factor of about"), "{line}");
    one_line_error(&variants(&["divide", "dragonchess", "8"]), "--force");
    // Small depths run as before, with or without --force.
    assert_eq!(
        last_line(&variants(&["perft", "baroque", "2", "--force"])),
        "944"
    );
}

#[test]
fn deep_perft_shows_progress_on_stderr() {
    let out = variants_with(
        &["perft", "grant-acedrex", "3"],
        "",
        &[("VARIANTS_PROGRESS", "0")],
    );
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some("206209"),
        "regression guard (our count; the 0.1 binary gives the same)"
    );
    assert_eq!(stdout.lines().count(), 1, "progress never goes to stdout");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.lines().count() > 10, "{stderr}");
    assert!(
        stderr
            .lines()
            .all(|l| l.starts_with("perft 3: ") && l.contains(" of 59 first moves done")),
        "{stderr}"
    );
    let out = variants_with(
        &["divide", "grant-acedrex", "3"],
        "",
        &[("VARIANTS_PROGRESS", "0")],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.lines().all(|l| l.starts_with("divide 3: ")),
        "{stderr}"
    );
    // Off the terminal and without the variable: nothing on stderr.
    assert!(variants(&["perft", "grant-acedrex", "3"]).stderr.is_empty());
}

#[test]
fn the_readme_examples_run() {
    // The workspace's README; a packaged crate (`cargo package`) has its own,
    // shorter one and no examples to run.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md");
    let Ok(readme) = std::fs::read_to_string(path) else {
        assert!(
            !std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.toml"))
                .exists(),
            "in the workspace the README must be there"
        );
        eprintln!("no workspace README at {path}: a packaged crate, nothing to run");
        return;
    };
    let section = readme.split("## The `variants` command").nth(1).unwrap();
    let section = section.split("\n## ").next().unwrap();
    let dir = scratch("readme");
    let mut ran = 0;
    for block in section.split("```sh\n").skip(1) {
        let block = block.split("```").next().unwrap();
        for line in block.lines().filter(|l| l.starts_with("variants ")) {
            let command = line.split("  #").next().unwrap();
            let args: Vec<&str> = command.split_whitespace().skip(1).collect();
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_variants"))
                .args(&args)
                .current_dir(&dir)
                .stdin(Stdio::null())
                .output()
                .unwrap();
            assert!(out.status.success(), "`{line}`: {out:?}");
            ran += 1;
        }
    }
    assert!(ran >= 10, "{ran} examples");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn perft_over_threads_counts_the_same() {
    // The one-thread count is pinned to independent references by the game
    // crates' own tests.
    for (game, depth) in [
        ("dragonchess", "3"),
        ("grant-acedrex", "3"),
        ("cheskers", "5"),
        ("baroque", "3"),
    ] {
        let one = last_line(&variants(&["perft", game, depth]));
        for threads in ["2", "3"] {
            let many = last_line(&variants(&["perft", game, depth, "--threads", threads]));
            assert_eq!(many, one, "{game} {depth} --threads {threads}");
        }
    }
    one_line_error(
        &variants(&["perft", "cheskers", "3", "--threads", "0"]),
        "0",
    );
    one_line_error(
        &variants(&["perft", "grant-acedrex", "3", "--threads", "2", "--dice"]),
        "--dice counts with one thread",
    );
}
