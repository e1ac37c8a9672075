//! `variants xboard` through the binary: scripted CECP sessions, one line
//! sent at a time and the engine's answers awaited.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A running `variants xboard` and its output, line by line.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        Engine::with(&[])
    }

    /// `variants xboard ARGS`.
    fn with(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
            .arg("xboard")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("variants runs");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().unwrap();
    }

    /// The next line, within 20 s.
    fn next(&mut self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("the engine answers")
    }

    /// Lines up to and including the first that `done` accepts.
    fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.next();
            let stop = done(&line);
            seen.push(line);
            if stop {
                return seen;
            }
        }
    }

    /// Sends `ping N` and gives every line before `pong N`.
    fn sync(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("ping {n}"));
        let mut seen = self.until(|l| l == format!("pong {n}"));
        seen.pop();
        seen
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

#[test]
fn handshake_announces_the_features() {
    let mut e = Engine::start();
    e.send("xboard");
    e.send("protover 2");
    let features = e.until(|l| l.contains("done=1"));
    let line = features.join(" ");
    for feature in [
        "myname=\"variants ",
        "variants=\"dragonchess,grant-acedrex,grande-acedrex,cheskers,baroque\"",
        "setboard=1",
        "usermove=1",
        "ping=1",
        "colors=0",
        "sigint=0",
        "sigterm=0",
        "done=1",
    ] {
        assert!(line.contains(feature), "{feature}: {line}");
    }
    e.quit();
}

#[test]
fn grande_acedrex_after_new_sends_setup_and_pieces_as_fairy_max_does() {
    let mut e = Engine::start();
    e.send("xboard");
    e.send("protover 2");
    e.until(|l| l.contains("done=1"));
    e.send("new");
    e.send("variant grande-acedrex");
    let said = e.sync(1);
    assert_eq!(said.len(), 6, "{said:?}");
    // The piece-to-character table and parent as Fairy-Max 5.0b sends them.
    assert!(said[0].starts_with(
        "setup (P.CR.............A..U..G........LKp.cr.............a..u..g........lk) 12x12+0_shatranj rlugcakcgulr/12/12/pppppppppppp/"
    ));
    assert_eq!(
        &said[1..],
        [
            "piece K& KimAimD",
            "piece G& Z",
            "piece L& HC",
            "piece U& NmpafsyafW",
            "piece A& FyafsF"
        ]
    );
    // XBoard coordinates in and out; `go` gives a legal black reply.
    e.send("force");
    e.send("usermove e4e5");
    e.send("usermove c12d10");
    assert!(e.sync(2).is_empty());
    // d10 now holds Black's unicorn: no second move to it.
    e.send("usermove a4a5");
    e.send("usermove c12d10");
    assert_eq!(e.sync(3), ["Illegal move: c12d10"]);
    e.send("st 0.2");
    e.send("go");
    let mv = e.until(|l| l.starts_with("move "));
    let mv = mv
        .last()
        .unwrap()
        .strip_prefix("move ")
        .unwrap()
        .to_string();
    // The reply is a black move in XBoard coordinates: no separator.
    assert!(!mv.contains('-') && !mv.contains('x'), "{mv}");
    let from_file: String = mv.chars().take_while(char::is_ascii_alphabetic).collect();
    let from_rank: String = mv[from_file.len()..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    // Black's pieces stand on ranks 9 to 12 (its pawns have not moved).
    let from_rank: u32 = from_rank.parse().expect("a rank");
    assert!(
        from_file.len() == 1 && from_rank >= 9,
        "a black piece moves: {mv}"
    );
    e.quit();
}

#[test]
fn setboard_usermove_undo_and_a_mate() {
    let mut e = Engine::start();
    e.send("protover 2");
    e.until(|l| l.contains("done=1"));
    e.send("new");
    e.send("variant cheskers");
    e.send("force");
    // Hand-proved in variant-engine's tests/cheskers.rs
    // (mate_in_one_by_leaving_no_legal_move): h6-g7 is the only win.
    e.send("setboard 7k/8/5P1B/8/8/8/8/K7 w 0 1");
    e.send("usermove f6-e7");
    e.send("undo");
    e.send("undo");
    assert_eq!(e.sync(1), ["Error (no move to undo): undo"]);
    e.send("sd 3");
    e.send("go");
    let said = e.until(|l| l.starts_with("0-1") || l.starts_with("1-0"));
    assert_eq!(said, ["move h6-g7", "1-0 {white wins: no legal move}"]);
    // After the mate no move is legal; `remove` takes back two plies or
    // none (only one has been played), `undo` the one.
    e.send("usermove h8-g7");
    e.send("remove");
    let said = e.sync(2);
    assert_eq!(said[0], "Illegal move: h8-g7");
    assert_eq!(said[1], "Error (no move to undo): remove");
    e.send("undo");
    e.send("usermove h6-g7");
    assert_eq!(e.sync(3), ["1-0 {white wins: no legal move}"]);
    e.quit();
}

#[test]
fn bad_input_never_kills_it() {
    let mut e = Engine::start();
    for line in [
        "bogus",
        "variant chess",
        "setboard not a position",
        "usermove z9z9",
        "level x y z",
        "sd -1",
        "st",
        "time x",
    ] {
        e.send(line);
    }
    let said = e.sync(1);
    assert_eq!(
        said,
        [
            "Error (unknown command): bogus",
            "Error (unknown variant): variant chess",
            "Error (bad position): setboard not a position",
            "Illegal move: z9z9",
            "Error (bad level): level x y z",
            "Error (bad depth): sd -1",
            "Error (bad time): st",
            "Error (bad time): time x",
        ]
    );
    e.quit();
}

#[test]
fn move_now_and_quit_work_while_it_thinks() {
    let mut e = Engine::start();
    e.send("new");
    e.send("variant baroque");
    e.send("st 60");
    e.send("post");
    e.send("go");
    // Thinking lines: depth, score, time, nodes, moves.
    let first = e.next();
    assert!(first.split(' ').count() >= 5, "{first}");
    e.send("?");
    let said = e.until(|l| l.starts_with("move "));
    let mv = said
        .last()
        .unwrap()
        .strip_prefix("move ")
        .unwrap()
        .to_string();
    // Baroque's move text, legal at the start: `variants moves` lists it.
    let out = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(["moves", "baroque"])
        .output()
        .unwrap();
    let moves = String::from_utf8(out.stdout).unwrap();
    assert!(moves.lines().any(|l| l == mv), "{mv}");
    // Now Black thinks for a minute; quit ends it at once.
    e.send("force");
    e.send("go");
    let started = std::time::Instant::now();
    e.quit();
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn rules_of_the_variant_game_come_from_preset_and_rule() {
    // Report of the Fairy-Max reading (F1): a king in check may leap. The
    // crocodile d4 checks g1 along d4-e3-f2-g1; g3 is on none of its
    // diagonals, so under `--preset fairymax` g1-g3 is legal, under our
    // default rules (no leap out of check) it is not.
    let position = "setboard 6k5/12/12/12/12/12/12/12/3c8/12/12/6K5 w Kk 0 1";
    let mut ours = Engine::start();
    ours.send("force");
    ours.send(position);
    ours.send("usermove g1g3");
    assert_eq!(ours.sync(1), ["Illegal move: g1g3"]);
    ours.quit();
    let mut fairy = Engine::with(&["--variant", "grant-acedrex", "--preset", "fairymax"]);
    fairy.send("force");
    fairy.send(position);
    fairy.send("usermove g1g3");
    assert!(fairy.sync(1).is_empty());
    fairy.quit();
    // Bad rules: the one error line of every command, before the protocol.
    let out = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(["xboard", "--rule", "bogus=1"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("error: ") && stderr.lines().count() == 1,
        "{stderr}"
    );
}
