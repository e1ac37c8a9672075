//! A table of hostile command lines across every command: each must end as
//! one `error: ...` line on stderr, exit status 2, no panic, no backtrace,
//! and a line short enough to read (echoed input is cut and escaped).

mod common;
use common::*;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The longest any of these may take: an input that is accepted and starts
/// real work is a failure of the table, not a hang of the test.
const PATIENCE: Duration = Duration::from_secs(30);

/// Runs `variants ARGS` with empty input; the exit code (`None` if it had
/// to be killed) and stderr.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the variants binary runs");
    let mut stderr = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let began = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code();
        }
        if began.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let text = reader.join().unwrap_or_default();
    (code, String::from_utf8_lossy(&text).to_string())
}

/// The longest error line any of these may print, in bytes.
const LONGEST: usize = 1_200;

/// Every hostile command line, as owned arguments (some are built).
fn hostile_inputs(dir: &Path) -> Vec<Vec<String>> {
    let long = "q".repeat(130_000);
    let escape = "a\x1b[2J\x07b".to_string();
    let missing = dir.join("missing/out.pgn").display().to_string();
    let not_pgn = dir.join("not.pgn");
    std::fs::write(&not_pgn, b"\xff\xfe garbage \x00\x01 [[[ {").unwrap();
    let empty = dir.join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let long_token = dir.join("long-token.pgn");
    std::fs::write(
        &long_token,
        format!("[Variant \"baroque\"]\n\n1. {} *\n", "z".repeat(200_000)),
    )
    .unwrap();
    let sub = dir.join("a-directory");
    std::fs::create_dir_all(&sub).unwrap();
    let sub = sub.display().to_string();
    let not_pgn = not_pgn.display().to_string();
    let empty = empty.display().to_string();
    let long_token = long_token.display().to_string();

    let mut table: Vec<Vec<&str>> = vec![
        // The command itself.
        vec![],
        vec!["perfft"],
        vec![&long],
        vec![&escape],
        vec!["--bogus"],
        // perft and divide.
        vec!["perft"],
        vec!["perft", "baroque"],
        vec!["perft", "baroque", "-1"],
        vec!["perft", "baroque", "65"],
        vec!["perft", "baroque", "1e3"],
        vec!["perft", "baroque", "99999999999999999999"],
        vec!["perft", "chess", "1"],
        vec!["perft", &long, "1"],
        vec!["perft", "baroque", "1", "--threads", "0"],
        vec!["perft", "baroque", "1", "--threads", "-4"],
        vec!["perft", "baroque", "1", "--threads", "99999"],
        vec!["perft", "baroque", "1", "--fen", &long],
        vec!["perft", "baroque", "1", "--fen", &escape],
        vec!["perft", "baroque", "1", "--fen", ""],
        vec!["perft", "baroque", "1", "--rule", "x"],
        vec!["perft", "baroque", "1", "--rule", &escape],
        vec!["perft", "baroque", "1", "--rule", "no_moves=Sometimes"],
        vec![
            "perft",
            "baroque",
            "1",
            "--rule",
            "no_moves=Draw",
            "--rule",
            "no_moves=Loss",
        ],
        vec!["perft", "baroque", "1", "--preset", "nope"],
        vec!["perft", "baroque", "1", "--preset", &long],
        vec!["perft", "dragonchess", "40"],
        vec!["divide", "cheskers"],
        vec!["divide", "cheskers", "-3"],
        vec![
            "divide",
            "cheskers",
            "2",
            "--fen",
            "8/8/8/8/8/8/8/8 w 0 1 extra",
        ],
        // moves, apply, outcome.
        vec!["moves", "grant-acedrex", "--fen", &long],
        vec!["moves", "grant-acedrex", "--fen", "12/12/12 w"],
        vec!["moves", "grant-acedrex", "extra"],
        vec!["apply", "cheskers", "z9z9"],
        vec!["apply", "cheskers", &long],
        vec!["apply", "cheskers", &escape],
        vec!["apply", "cheskers", "a3-b4", "a3-b4"],
        vec!["apply", "dragonchess", "--pgn", &missing],
        vec!["apply", "dragonchess", "--pgn", &sub],
        vec!["outcome", "baroque", "--fen", "k7/8/8/8/8/8/8/8 x"],
        vec!["outcome", "baroque", "--rule", "=Draw"],
        // show.
        vec!["show", "baroque", "--svg", &sub],
        vec!["show", "baroque", "--svg", &missing],
        vec!["show", "baroque", "--svg", ""],
        vec!["show", "baroque", "--color", "purple"],
        vec!["show", "baroque", "--legend", "--svg", "x.svg"],
        vec!["show", "baroque", "--fen", &long, "--svg", "x.svg"],
        // rules, pieces, completions.
        vec!["rules"],
        vec!["rules", "checkers"],
        vec!["rules", "baroque", "--preset", "x"],
        vec!["pieces", &escape],
        vec!["completions"],
        vec!["completions", "tcsh"],
        // analyse.
        vec!["analyse", "cheskers", "--depth", "0"],
        vec!["analyse", "cheskers", "--depth", "-2"],
        vec!["analyse", "cheskers", "--depth", "99999"],
        vec!["analyse", "cheskers", "--movetime", "0"],
        vec!["analyse", "cheskers", "--movetime", "-1"],
        vec!["analyse", "cheskers", "--movetime", "1e20"],
        vec!["analyse", "cheskers", "--nodes", "0"],
        vec!["analyse", "cheskers", "--nodes", "99999999999999999999"],
        vec!["analyse", "cheskers", "--depth", "2", "--movetime", "5"],
        vec!["analyse", "cheskers", "--hash", "0"],
        vec!["analyse", "cheskers", "--hash", "-1"],
        vec!["analyse", "cheskers", "--hash", "65537"],
        vec!["analyse", "cheskers", "--hash", "1e9"],
        vec!["analyse", "cheskers", "--threads", "0"],
        vec!["analyse", "cheskers", "--threads", "257"],
        vec!["analyse", "cheskers", "--level", "0"],
        vec!["analyse", "cheskers", "--level", "9"],
        vec!["analyse", "cheskers", "--level", "-1"],
        vec!["analyse", "cheskers", "--fen", &escape],
        // play.
        vec!["play", "cheskers", "--human", "purple"],
        vec!["play", "cheskers", "--think-ms", "0"],
        vec!["play", "cheskers", "--think-ms", "-5"],
        vec!["play", "cheskers", "--save", &missing],
        vec!["play", "cheskers", "--save", &sub],
        vec!["play", "cheskers", "--load", &missing],
        vec!["play", "cheskers", "--load", &not_pgn],
        vec!["play", "cheskers", "--load", &empty],
        vec!["play", "cheskers", "--seed", "-1"],
        vec!["play", "cheskers", "--dice"],
        // selfplay.
        vec!["selfplay", "baroque", "--games", "0"],
        vec!["selfplay", "baroque", "--games", "-5"],
        vec!["selfplay", "baroque", "--games", "1000001"],
        vec!["selfplay", "baroque", "--games", "1.5"],
        vec!["selfplay", "baroque", "--seed", "-1"],
        vec!["selfplay", "baroque", "--max-plies", "0"],
        vec!["selfplay", "baroque", "--think-ms", "0"],
        vec!["selfplay", "baroque", "--random", "--think-ms", "5"],
        vec!["selfplay", "baroque", "--pgn", &missing],
        vec!["selfplay", "baroque", "--pgn", &sub],
        vec!["selfplay", "baroque", "--dice"],
        vec!["selfplay", "baroque", "--preset", &escape],
        // xboard (bad options end it before the protocol starts).
        vec!["xboard", "--variant", "chess"],
        vec!["xboard", "--rule", "x"],
        vec!["xboard", "--preset", "nope"],
        vec!["xboard", "--hash", "0"],
        vec!["xboard", "--threads", "-1"],
        // match.
        vec!["match", "cheskers"],
        vec!["match", "cheskers", "--engine1", "builtin"],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin:level=9",
            "--engine2",
            "builtin",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin:hash=0",
            "--engine2",
            "builtin",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin:hash=-1",
            "--engine2",
            "builtin",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin:depth=3",
            "--engine2",
            "builtin",
        ],
        vec!["match", "cheskers", "--engine1", "", "--engine2", "builtin"],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "/no/such/engine",
            "--engine2",
            "builtin",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            &long,
            "--engine2",
            "builtin",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--games",
            "-5",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--st",
            "0",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--st",
            "1e300",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--st",
            "NaN",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--st",
            "-1",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--tc",
            "40/",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--tc",
            "1e20",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--tc",
            "inf+1",
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--pgn",
            &missing,
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--pgn",
            &sub,
        ],
        vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--max-plies",
            "-1",
        ],
        // openings.
        vec!["openings", "cheskers"],
        vec!["openings", "cheskers", "--plies", "0", "--count", "1"],
        vec!["openings", "cheskers", "--plies", "-3", "--count", "1"],
        vec!["openings", "cheskers", "--plies", "2", "--count", "0"],
        vec![
            "openings",
            "cheskers",
            "--plies",
            "2",
            "--count",
            "99999999999999999999",
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--depth", "99",
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--window", "x",
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--seed", "-1",
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--format", &escape,
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--out", &sub,
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--out", &missing,
        ],
        vec![
            "openings", "cheskers", "--plies", "2", "--count", "1", "--fen", &long,
        ],
        vec!["openings", "cheskers", "--plies", "1", "--count", "10"],
        // replay.
        vec!["replay"],
        vec!["replay", &missing],
        vec!["replay", &sub],
        vec!["replay", &not_pgn],
        vec!["replay", &long_token],
        vec!["replay", &empty, "--game", "chess"],
    ];
    // match: books, parallel games, each engine's time, the test.
    let engines = [
        "match",
        "cheskers",
        "--engine1",
        "builtin",
        "--engine2",
        "builtin",
    ];
    let match_extras: [&[&str]; 23] = [
        &["--openings", &missing],
        &["--openings", &sub],
        &["--openings", &not_pgn],
        &["--openings", &empty],
        &["--openings", &long_token],
        &["--openings", &long],
        &["--concurrency", "0"],
        &["--concurrency", "-1"],
        &["--concurrency", "99999999999999999999"],
        &["--tc1", &escape],
        &["--tc2", "40/0+0"],
        &["--st1", "1e300"],
        &["--st2", "0.001"],
        &["--st1", "1", "--tc1", "1"],
        &["--sprt", &long],
        &["--sprt", "5,-5"],
        &["--sprt", "NaN,1"],
        &["--sprt", "0,1e308"],
        &["--alpha", "0.05"],
        &["--sprt", "0,5", "--alpha", "0"],
        &["--sprt", "0,5", "--beta", "-1"],
        // An increment past an hour; an error rate whose bound would be
        // infinite.
        &["--tc", "1+1e300"],
        &["--sprt", "0,5", "--alpha", "1e-320"],
    ];
    for extra in match_extras {
        table.push(engines.iter().chain(extra).copied().collect());
    }
    // Every game refuses a bad position text and an unknown rule.
    for game in GAMES {
        table.push(vec!["moves", game, "--fen", "\u{feff}not a position"]);
        table.push(vec!["perft", game, "1", "--rule", "no_such_option=1"]);
    }
    table
        .into_iter()
        .map(|args| args.into_iter().map(str::to_string).collect())
        .collect()
}

#[test]
fn hostile_command_lines_end_as_one_short_error_line() {
    let dir = scratch("hostile");
    let table = hostile_inputs(&dir);
    assert!(table.len() >= 100, "{} inputs", table.len());
    let mut failures = Vec::new();
    for args in &table {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stderr) = run(&refs);
        let shown: Vec<String> = refs.iter().map(|a| a.chars().take(40).collect()).collect();
        let ok = code == Some(2)
            && stderr.lines().count() == 1
            && stderr.starts_with("error: ")
            && stderr.len() <= LONGEST
            && !stderr.contains("panicked")
            && !stderr.contains("backtrace")
            && !stderr.contains('\x1b')
            && !stderr.contains('\0');
        if !ok {
            failures.push(format!(
                "{shown:?}: status {code:?}, stderr {:?}",
                stderr.chars().take(300).collect::<String>()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `perft --threads 1024` on a small machine counts with one thread per
/// core at most: the same count, and no thousand threads.
#[test]
fn many_perft_threads_count_alike_on_the_cores() {
    let alone = stdout(&variants(&["perft", "grant-acedrex", "3"]));
    let many = variants(&["perft", "grant-acedrex", "3", "--threads", "1024"]);
    assert_eq!(stdout(&many).lines().last(), alone.lines().last());
    assert!(many.stderr.is_empty() || !String::from_utf8_lossy(&many.stderr).contains("error"));
}

/// A record path naming a directory (`new.pgn/`) is refused before the
/// first game, with nothing played or printed.
#[test]
fn a_record_path_ending_in_a_slash_is_refused_before_any_game() {
    let dir = std::env::temp_dir().join(format!("variants-slash-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let target = format!("{}/new.pgn/", dir.display());
    let out = variants(&[
        "selfplay", "cheskers", "--random", "--games", "3", "--pgn", &target,
    ]);
    one_line_error(&out, "ends with `/`");
    assert!(out.stdout.is_empty(), "no game was played first");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A record that another process is writing (it holds the lock, as a
/// running `selfplay --pgn` does) is refused before any game, and left as it
/// was; once the lock is gone the same command writes it. A path that did
/// not exist and was refused leaves no file behind.
#[test]
fn a_record_another_process_writes_is_refused_before_any_game() {
    let dir = std::env::temp_dir().join(format!("variants-lock-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let record = dir.join("same.pgn");
    std::fs::write(&record, "").expect("writable");
    let writer = std::fs::File::options()
        .write(true)
        .open(&record)
        .expect("opens");
    writer.try_lock().expect("nobody else holds it");
    let path = record.display().to_string();
    for command in [
        &[
            "selfplay", "cheskers", "--random", "--games", "2", "--pgn", &path,
        ][..],
        &[
            "match",
            "cheskers",
            "--engine1",
            "builtin:level=1",
            "--engine2",
            "builtin:level=1",
            "--games",
            "1",
            "--st",
            "0.05",
            "--pgn",
            &path,
        ],
        &["play", "cheskers", "--human", "none", "--save", &path],
    ] {
        let out = variants(command);
        one_line_error(&out, "another process is writing it");
        assert!(
            out.stdout.is_empty(),
            "{command:?}: nothing was played first"
        );
        assert_eq!(
            std::fs::read(&record).expect("still there"),
            b"",
            "{command:?}"
        );
    }
    drop(writer);
    let out = variants(&[
        "selfplay", "cheskers", "--random", "--games", "1", "--pgn", &path,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read_to_string(&record)
        .expect("written")
        .contains("[Variant \"cheskers\"]"));

    // Refused after the claim (a record to load that is not there): the new
    // file goes again.
    let fresh = dir.join("fresh.pgn");
    let missing = dir.join("missing.pgn").display().to_string();
    let out = variants(&[
        "play",
        "cheskers",
        "--human",
        "none",
        "--load",
        &missing,
        "--save",
        &fresh.display().to_string(),
    ]);
    one_line_error(&out, "missing.pgn");
    assert_eq!(out.status.code(), Some(2));
    assert!(!fresh.exists(), "no empty file left behind");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `script` in `sh` with the address space limited to 2 GB, so that
/// unbounded growth fails in seconds instead of filling the machine; `$V`
/// is the `variants` binary.
fn under_a_memory_limit(script: &str) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 2000000; {script}"))
        .env("V", env!("CARGO_BIN_EXE_variants"))
        .output()
        .expect("sh runs")
}

/// An engine that floods its output (`yes move`) is read through a bounded
/// queue: the match ends with a forfeit and a record, not an abort.
#[test]
fn a_flooding_engine_cannot_exhaust_the_referee() {
    let dir = std::env::temp_dir().join(format!("variants-flood-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let pgn = dir.join("m.pgn");
    let out = under_a_memory_limit(&format!(
        "timeout 60 \"$V\" match cheskers --engine1 builtin:level=1 --engine2 'yes move' --games 1 --st 0.05 --pgn '{}'",
        pgn.display()
    ));
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let record = std::fs::read_to_string(&pgn).expect("the record is written");
    assert!(
        record.contains("[Termination \"black time forfeit\"]"),
        "{record}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The end of the GUI's input stops even a 60-ply search at once: the
/// engine writes its move and exits.
#[test]
fn the_engine_ends_with_its_input() {
    let began = Instant::now();
    let out = under_a_memory_limit(
        "printf 'xboard\\nvariant cheskers\\nsd 60\\ngo\\n' | timeout 30 \"$V\" xboard",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        began.elapsed() < Duration::from_secs(5),
        "{:?}",
        began.elapsed()
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l.starts_with("move ")), "{text}");
}

/// A GUI that floods the engine during a search (`yes 'ping 1'`) meets a
/// bounded queue: no abort, and every kept ping is answered after the move.
#[test]
fn a_flooding_gui_cannot_exhaust_the_engine() {
    let out = under_a_memory_limit(
        "(printf 'xboard\\nvariant cheskers\\nst 30\\ngo\\n'; timeout 4 yes 'ping 1') | timeout 60 \"$V\" xboard",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    let move_at = text.find("\nmove ").expect("the move");
    assert!(
        text[move_at..].contains("pong 1"),
        "pings are answered after the move"
    );
    assert!(String::from_utf8_lossy(&out.stderr).is_empty(), "{out:?}");
}

/// Records without line breaks or with endless tags are refused quickly
/// under a memory limit: the reader neither stores a gigabyte line nor
/// compares every tag with every other.
#[test]
fn endless_lines_and_tag_floods_in_records_are_refused() {
    for script in [
        "timeout 30 \"$V\" replay /dev/zero",
        "timeout 30 \"$V\" apply cheskers --pgn /dev/zero",
        // A book, and a person's input, without a line break.
        "timeout 30 \"$V\" match cheskers --engine1 builtin --engine2 builtin --openings /dev/zero",
        "timeout 30 \"$V\" play cheskers --human both < /dev/zero > /dev/null",
        // 100,000 tags before one game.
        "awk 'BEGIN { for (i = 1; i <= 100000; i++) print \"[T\" i \" \\\"x\\\"]\"; print \"\"; print \"*\" }' > \"$TMPDIR_TAGS\" && timeout 30 \"$V\" replay \"$TMPDIR_TAGS\"",
    ] {
        let dir = std::env::temp_dir().join(format!("variants-tags-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let began = Instant::now();
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v 2000000; {script}"))
            .env("V", env!("CARGO_BIN_EXE_variants"))
            .env("TMPDIR_TAGS", dir.join("tags.pgn"))
            .output()
            .expect("sh runs");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(began.elapsed() < Duration::from_secs(10), "{script}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{script}: {stderr}");
        assert!(
            stderr.contains("longer than 1048576 bytes") || stderr.contains("more than 1000 tag pairs"),
            "{script}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{script}: {stderr}");
    }
}

/// A command interrupted before it wrote anything leaves no empty file
/// behind (the claim creates the file to lock it): SIGTERM during the
/// search of an opening book removes the empty book, and the status is the
/// signal's (128 + 15).
#[test]
fn an_interrupt_leaves_no_empty_file() {
    let dir = std::env::temp_dir().join(format!("variants-interrupt-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let book = dir.join("new.txt");
    let out = Command::new("sh")
        .arg("-c")
        .arg(concat!(
            "\"$V\" openings baroque --plies 4 --count 100000 --depth 4 --out \"$F\" & pid=$!; ",
            "i=0; while [ ! -e \"$F\" ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done; ",
            "sleep 0.2; kill -TERM $pid; wait $pid; echo \"status $?\""
        ))
        .env("V", env!("CARGO_BIN_EXE_variants"))
        .env("F", &book)
        .output()
        .expect("sh runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("status 143"), "{said} {out:?}");
    assert!(!book.exists(), "the empty book is removed");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Somebody's text reaches the terminal and the record only escaped and cut:
/// a GUI's `usermove` and `ping`, an engine's name and move, a person's
/// malformed move. The record keeps its `Termination` tag.
#[test]
fn echoes_of_outside_text_are_escaped_and_short() {
    let raw = |text: &str| text.contains('\u{1b}') || text.contains('\t');
    let long = "x".repeat(200_000);
    let gui = format!(
        "xboard\nprotover 2\nvariant cheskers\nforce\nusermove e3-f4\u{1b}[2J\nusermove {long}\nping 7\u{1b}[31m\nquit\n"
    );
    let out = variants_with(&["xboard"], &gui, &[]);
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(!raw(&said), "{said:?}");
    assert!(
        said.lines().all(|l| l.chars().count() < 200),
        "a line is long"
    );
    assert!(said.contains("Illegal move: "), "{said}");
    assert!(said.contains("pong 7"), "{said}");

    // An engine whose name and move carry a tab and an escape sequence.
    let dir = std::env::temp_dir().join(format!("variants-echo-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let engine = dir.join("engine.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read -r line; do case \"$line\" in\n protover*) printf 'feature myname=\"Bad\\tName\\033[2J\" done=1\\n' ;;\n go|usermove*|[a-h][1-8]*) printf 'move e3\\033[2J\\n' ;;\n quit) exit 0 ;;\n esac; done\n",
    )
    .expect("writable");
    let pgn = dir.join("m.pgn");
    let out = variants(&[
        "match",
        "cheskers",
        "--engine1",
        &format!("sh {}", engine.display()),
        "--engine2",
        "builtin:level=1",
        "--games",
        "1",
        "--st",
        "0.05",
        "--pgn",
        &pgn.display().to_string(),
    ]);
    let printed =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(!raw(&printed), "{printed:?}");
    let record = std::fs::read_to_string(&pgn).expect("the record");
    assert!(!raw(&record), "{record:?}");
    assert!(record.contains("illegal move e3\\\\x1b[2J\"]"), "{record}");
    let _ = std::fs::remove_dir_all(&dir);

    // A person's malformed move.
    let out = variants_with(
        &["play", "cheskers", "--human", "both"],
        "e3\u{1b}[2J-f4\nquit\n",
        &[],
    );
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(!raw(&said), "{said:?}");
    assert!(said.contains("type ? for the legal moves"), "{said}");

    // A file name with an escape sequence and a line break, written and
    // then named on stdout.
    let dir = scratch("escaped-name");
    let svg = dir.join("e\u{1b}[2J\nx.svg");
    let out = variants(&["show", "baroque", "--svg", &svg.display().to_string()]);
    assert!(out.status.success(), "{out:?}");
    let said = stdout(&out);
    assert!(!raw(&said), "{said:?}");
    assert_eq!(said.lines().count(), 1, "{said:?}");
    assert!(svg.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Messages say what happened: a table the memory cannot hold is `cannot
/// allocate`, not `bad rules`; a file name too long for any file system is
/// blamed, not its directory.
#[test]
fn refusals_name_their_real_cause() {
    let out = under_a_memory_limit(
        "printf 'xboard\\nprotover 2\\nvariant grant-acedrex\\nquit\\n' | \"$V\" xboard --hash 1100",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Error (cannot allocate): variant grant-acedrex"),
        "{said}"
    );
    assert!(!said.contains("bad rules"), "{said}");

    let long = std::env::temp_dir().join("n".repeat(260) + ".pgn");
    let out = variants(&[
        "selfplay",
        "cheskers",
        "--random",
        "--pgn",
        &long.display().to_string(),
    ]);
    one_line_error(&out, "the file name is 264 bytes long");
    // Within the limit, a long name is written (its temporary is shorter).
    let fits = std::env::temp_dir().join(format!("{}-{}.pgn", "n".repeat(230), std::process::id()));
    let out = variants(&[
        "selfplay",
        "cheskers",
        "--random",
        "--pgn",
        &fits.display().to_string(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(fits.exists());
    let _ = std::fs::remove_file(&fits);
}

/// Settings and outputs at their edges: a progress interval too long for a
/// `Duration` is ignored, help that cannot be written is an error like any
/// output, a reader that closes the pipe early ends the command quietly
/// (status 0, whether or not the output was still buffered), a negative
/// bound of `--sprt` is a number, not an option, and a book is never
/// overwritten by the match's records.
#[test]
fn settings_and_outputs_at_their_edges() {
    let out = variants_with(
        &["perft", "baroque", "1"],
        "",
        &[("VARIANTS_PROGRESS", "1e20")],
    );
    assert!(out.status.success(), "{out:?}");
    assert_eq!(last_line(&out), "32");

    let full = std::fs::File::create("/dev/full");
    if let Ok(full) = full {
        let out = Command::new(env!("CARGO_BIN_EXE_variants"))
            .arg("--help")
            .stdout(full)
            .output()
            .expect("runs");
        one_line_error(&out, "cannot write output: No space left on device");
    }

    for _ in 0..3 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
            .args(["divide", "dragonchess", "3"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("runs");
        let mut first = [0u8; 1];
        let mut pipe = child.stdout.take().expect("stdout");
        let _ = pipe.read(&mut first);
        drop(pipe);
        let out = child.wait_with_output().expect("ends");
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        assert!(out.stderr.is_empty(), "{out:?}");
    }

    // A match of two level-1 engines at 0.05 s a move, with `extra`.
    let quick_match = |extra: &[&str]| {
        let mut args = vec![
            "match",
            "cheskers",
            "--engine1",
            "builtin:level=1",
            "--engine2",
            "builtin:level=1",
            "--st",
            "0.05",
        ];
        args.extend_from_slice(extra);
        variants(&args)
    };
    let out = quick_match(&["--games", "2", "--max-plies", "4", "--sprt", "-5,0"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out).contains("sprt: elo0 -5, elo1 0"),
        "{}",
        stdout(&out)
    );

    let dir = scratch("book-as-record");
    let book = dir.join("book.txt");
    let book_text = book.display().to_string();
    let made = variants(&[
        "openings", "cheskers", "--plies", "2", "--count", "1", "--depth", "1", "--out", &book_text,
    ]);
    assert!(made.status.success(), "{made:?}");
    let before = std::fs::read_to_string(&book).expect("the book");
    let same = format!("{}/./book.txt", dir.display());
    let out = quick_match(&["--openings", &book_text, "--pgn", &same]);
    one_line_error(&out, "it is the book read by --openings");
    assert_eq!(std::fs::read_to_string(&book).expect("the book"), before);
    let _ = std::fs::remove_dir_all(&dir);
}
