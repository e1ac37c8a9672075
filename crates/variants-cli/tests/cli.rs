//! The `variants` command's contract: output shapes and error handling.

use std::process::{Command, Output};

fn variants(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(args)
        .output()
        .expect("the variants binary runs")
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_string()
}

fn variants_with_input(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the variants binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("variants finishes")
}

fn assert_one_line_error(out: &Output, needle: &str) {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(
        stderr.contains(needle),
        "stderr `{stderr}` lacks `{needle}`"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn unknown_game_is_a_clear_error() {
    assert_one_line_error(&variants(&["perft", "chess", "1"]), "unknown game `chess`");
}

#[test]
fn bad_arguments_are_clear_errors() {
    assert_one_line_error(&variants(&["perft", "baroque"]), "missing DEPTH");
    assert_one_line_error(&variants(&["perft", "baroque", "x"]), "bad DEPTH `x`");
    assert_one_line_error(&variants(&["fly", "baroque"]), "unknown command `fly`");
    assert_one_line_error(
        &variants(&["moves", "baroque", "--bogus"]),
        "unknown option `--bogus`",
    );
    assert_one_line_error(
        &variants(&["moves", "baroque", "--rule", "x"]),
        "expected KEY=VALUE",
    );
}

#[test]
fn help_lists_the_commands() {
    let out = variants(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for cmd in ["perft", "divide", "moves", "apply", "outcome", "show"] {
        assert!(text.contains(cmd), "{cmd}");
    }
}

// Cheskers: the published figures through the CLI.
#[test]
fn cheskers_perft_divide_moves() {
    assert_eq!(last_line(&variants(&["perft", "cheskers", "2"])), "81");
    let divide = stdout(&variants(&["divide", "cheskers", "2"]));
    let lines: Vec<&str> = divide.lines().collect();
    assert_eq!(lines.len(), 10, "9 moves and the total");
    assert_eq!(lines[9], "81");
    let sum: u64 = lines[..9]
        .iter()
        .map(|l| l.rsplit_once(' ').unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 81);
    // The original description's diagram: king b4 and camel g1 against a man on g7.
    let moves = stdout(&variants(&[
        "moves",
        "cheskers",
        "--fen",
        "7k/6p1/8/8/1K6/8/8/6C1 w 0 1",
    ]));
    let mut moves: Vec<&str> = moves.lines().collect();
    moves.sort_unstable();
    assert_eq!(
        moves,
        ["b4-a3", "b4-a5", "b4-c3", "b4-c5", "g1-d2", "g1-f4", "g1-h4"]
    );
    let stats = stdout(&variants(&["perft", "cheskers", "1", "--stats"]));
    assert!(stats.contains("nodes/s"), "{stats}");
    assert_eq!(stats.lines().last(), Some("9"));
}

#[test]
fn cheskers_apply_outcome_show() {
    let after = last_line(&variants(&["apply", "cheskers", "b6-a5", "g3-h4"]));
    assert_eq!(
        after,
        "1c1k1k1b/p1p1p1p1/3p1p1p/p7/7P/P1P1P3/1P1P1P1P/B1K1K1C1 b 0 2"
    );
    assert_eq!(last_line(&variants(&["outcome", "cheskers"])), "ongoing");
    // White has no king left: Black, to move or not, has won.
    let no_kings = "7k/8/8/8/8/8/8/B7 w 0 1";
    assert_eq!(
        last_line(&variants(&["outcome", "cheskers", "--fen", no_kings])),
        "black wins: no kings"
    );
    let show = stdout(&variants(&["show", "cheskers"]));
    assert!(show.lines().count() >= 9, "{show}");
    let rule = variants(&[
        "perft",
        "cheskers",
        "1",
        "--rule",
        "capture_rule=PieceLevel",
    ]);
    assert_eq!(last_line(&rule), "9");
}

#[test]
fn cheskers_bad_input_is_one_line_errors() {
    assert_one_line_error(&variants(&["apply", "cheskers", "b6-b5"]), "b6-b5");
    assert_one_line_error(&variants(&["apply", "cheskers", "zz"]), "zz");
    assert_one_line_error(
        &variants(&["moves", "cheskers", "--fen", "8/8/8/8/8/8/8/1K6 w"]),
        "b1",
    );
    assert_one_line_error(
        &variants(&["moves", "cheskers", "--fen", ""]),
        "invalid position",
    );
    assert_one_line_error(
        &variants(&["perft", "cheskers", "1", "--rule", "bogus=1"]),
        "bogus",
    );
    assert_one_line_error(
        &variants(&["perft", "cheskers", "1", "--rule", "capture_rule=Never"]),
        "Never",
    );
    assert_one_line_error(&variants(&["moves", "cheskers", "--dice", "K"]), "dice");
}

#[test]
fn cheskers_svg_diagram() {
    let file = std::env::temp_dir().join(format!("cheskers-{}.svg", std::process::id()));
    let path = file.to_str().unwrap();
    let out = variants(&["show", "cheskers", "--svg", path]);
    assert!(out.status.success(), "{out:?}");
    let svg = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).ok();
    assert!(svg.starts_with("<svg"));
    // 64 squares, the frame and the background; 24 pieces, each drawn in a
    // group of its own with its name and moves as a title.
    assert_eq!(svg.matches("<rect").count(), 66);
    assert_eq!(svg.matches("<g class=\"piece\"").count(), 24);
    assert_eq!(svg.matches("<title>").count(), 24);
}

#[test]
fn play_loop_survives_bad_lines_and_undo() {
    // Black (first to move) is the person; the computer answers quickly.
    let script = "?\nnonsense\n\u{1F600}\nb6-b5\nb6-a5\nundo\nundo\nb6-a5\nquit\n";
    let out = variants_with_input(
        &["play", "cheskers", "--human", "black", "--think-ms", "20"],
        script,
    );
    let text = stdout(&out);
    assert!(text.contains("9 legal moves"), "{text}");
    assert!(text.contains("malformed move `nonsense`"), "{text}");
    assert!(text.contains("b6-b5"), "{text}");
    assert!(text.contains("white plays"), "{text}");
    assert!(text.contains("nothing to take back"), "{text}");
    assert!(text.trim_end().ends_with("stopped"), "{text}");
    // End of input also ends the game cleanly.
    let out = variants_with_input(&["play", "cheskers", "--human", "both"], "b6-a5\n");
    assert!(stdout(&out).contains("end of input"));
}

#[test]
fn selfplay_games_read_back_with_apply() {
    let out = stdout(&variants(&[
        "selfplay", "cheskers", "--games", "2", "--seed", "7", "--random",
    ]));
    let game1 = out
        .lines()
        .find_map(|l| l.strip_prefix("game 1: "))
        .expect("game 1 line");
    assert!(out.contains("summary: 2 games"), "{out}");
    let mut args = vec!["apply", "cheskers"];
    args.extend(game1.split_whitespace());
    let replay = variants(&args);
    assert!(replay.status.success(), "{replay:?}");
    // The same seed plays the same games.
    let again = stdout(&variants(&[
        "selfplay", "cheskers", "--games", "2", "--seed", "7", "--random",
    ]));
    assert_eq!(out, again);
    let searched = stdout(&variants(&[
        "selfplay",
        "cheskers",
        "--games",
        "1",
        "--max-plies",
        "6",
    ]));
    assert!(searched.contains("result 1:"), "{searched}");
}

// Baroque: the published figures and texts through the CLI.
#[test]
fn baroque_contract() {
    assert_eq!(last_line(&variants(&["perft", "baroque", "2"])), "944");
    let moves = stdout(&variants(&["moves", "baroque"]));
    assert_eq!(moves.lines().count(), 32, "only pincer advances");
    let after = last_line(&variants(&["apply", "baroque", "a2-a4"]));
    assert_eq!(after, "mnbkqbnr/pppppppp/8/8/P7/8/1PPPPPPP/MNBKQBNR b 0 1");
    assert_eq!(last_line(&variants(&["outcome", "baroque"])), "ongoing");
    // Black has no King: White has won.
    let fen = "8/8/8/8/8/8/8/3K4 b 0 1";
    assert_eq!(
        last_line(&variants(&["outcome", "baroque", "--fen", fen])),
        "white wins: king captured"
    );
    let rotated = variants(&["perft", "baroque", "1", "--rule", "setup=Rotated"]);
    assert_eq!(last_line(&rotated), "32");
    // The diagram and the position text never share a line.
    let show = stdout(&variants(&["show", "baroque"]));
    assert_eq!(
        show.lines().last(),
        Some("mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1")
    );
    assert_one_line_error(&variants(&["apply", "baroque", "a2-a9"]), "a2-a9");
    assert_one_line_error(
        &variants(&["show", "baroque", "--fen", "8/8 w"]),
        "invalid position",
    );
}

// Grant Acedrex: the published figures, SAN input and the dice.
#[test]
fn grant_acedrex_contract() {
    assert_eq!(last_line(&variants(&["perft", "grant-acedrex", "1"])), "59");
    assert_eq!(
        last_line(&variants(&["perft", "grant-acedrex", "2"])),
        "3481"
    );
    // The king's six moves: f2, g2, h2 and the leaps e3, g3, i3.
    let king = stdout(&variants(&["moves", "grant-acedrex", "--dice", "king"]));
    let mut king: Vec<&str> = king.lines().collect();
    king.sort_unstable();
    assert_eq!(king, ["g1-e3", "g1-f2", "g1-g2", "g1-g3", "g1-h2", "g1-i3"]);
    // Die face 1 is the pawn: 12 pawn moves.
    let pawns = stdout(&variants(&["moves", "grant-acedrex", "--dice", "1"]));
    assert_eq!(pawns.lines().count(), 12);
    assert_one_line_error(
        &variants(&["moves", "grant-acedrex", "--dice", "queen"]),
        "queen",
    );
    // Coordinate and SAN text reach the same position.
    let coordinate = last_line(&variants(&["apply", "grant-acedrex", "e4-e5"]));
    let san = last_line(&variants(&["apply", "grant-acedrex", "e5"]));
    assert_eq!(coordinate, san);
    assert!(coordinate.ends_with(" b Kk 0 1"), "{coordinate}");
    let murray = variants(&["perft", "grant-acedrex", "1", "--rule", "king_file=F"]);
    assert!(murray.status.success(), "{murray:?}");
    assert_eq!(
        last_line(&variants(&["outcome", "grant-acedrex"])),
        "ongoing"
    );
}

// Dragonchess: the published figures, leveled notation, the three boards.
#[test]
fn dragonchess_contract() {
    assert_eq!(last_line(&variants(&["perft", "dragonchess", "1"])), "90");
    assert_eq!(last_line(&variants(&["perft", "dragonchess", "2"])), "8094");
    let moves = stdout(&variants(&["moves", "dragonchess"]));
    assert!(moves.lines().any(|m| m == "R3g1x3a7"), "{moves}");
    let after = last_line(&variants(&["apply", "dragonchess", "W2c2-2c3", "2c7-2c6"]));
    assert!(after.ends_with(" g 0 2"), "{after}");
    let show = stdout(&variants(&["show", "dragonchess"]));
    let header = show.lines().next().unwrap_or_default();
    let (l3, l2, l1) = (
        header.find("Level 3").unwrap(),
        header.find("Level 2").unwrap(),
        header.find("Level 1").unwrap(),
    );
    assert!(l3 < l2 && l2 < l1, "{header}");
    assert_eq!(last_line(&variants(&["outcome", "dragonchess"])), "ongoing");
    assert_one_line_error(&variants(&["apply", "dragonchess", "W2c2x2c3"]), "W2c2x2c3");
    assert_one_line_error(
        &variants(&["perft", "dragonchess", "1", "--rule", "stalemate=Win"]),
        "stalemate",
    );
}
