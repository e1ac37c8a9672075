//! `variants xboard` through the binary: scripted CECP sessions, one line
//! sent at a time and the engine's answers awaited.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How the engine announces an end of the game that XBoard's rules do not
/// know.
const OVER: &str = "telluser Game over under the rules of variants: ";

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
    // Its `setup` line and four `piece` lines.
    assert_eq!(e.sync(0).len(), 5);
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
    // XBoard scores a side with no legal move as stalemated (a draw), so
    // Cheskers' rule is announced, not claimed.
    let said = e.until(|l| l.starts_with("telluser"));
    // The move goes out as XBoard sees Cheskers, from Black's side: h6-g7
    // is a3b2.
    assert_eq!(
        said,
        [
            "move a3b2",
            &format!("{OVER}1-0 {{white wins: no legal move}}")
        ]
    );
    // After the mate no move is legal; `remove` takes back two plies or
    // none (only one has been played), `undo` the one.
    e.send("usermove h8-g7");
    e.send("remove");
    let said = e.sync(2);
    assert_eq!(said[0], "Illegal move: h8-g7");
    assert_eq!(said[1], "Error (no move to undo): remove");
    e.send("undo");
    e.send("usermove h6-g7");
    assert_eq!(
        e.sync(3),
        [format!("{OVER}1-0 {{white wins: no legal move}}")]
    );
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

/// The engine after `new` and `variant NAME`, with the announcement read.
fn engine_for(args: &[&str], variant: &str) -> Engine {
    let mut e = Engine::with(args);
    e.send("protover 2");
    e.until(|l| l.contains("done=1"));
    e.send("new");
    e.send(&format!("variant {variant}"));
    e.send("force");
    e.sync(100);
    e
}

#[test]
fn setboard_takes_every_fen_form_xboard_writes() {
    // Kings alone: g1-g3 is the king's leap, legal only with its right.
    let kings = "6k5/12/12/12/12/12/12/12/12/12/12/6K5";
    let mut e = engine_for(&[], "grande-acedrex");
    for (rights, leap) in [
        ("w Gg 0 1", true),     // XBoard under a Shatranj parent: file letters
        ("w KQkq - 0 1", true), // XBoard's chess form
        ("w Kk 0 1", true),     // our own text
        ("w G 0 1", true),      // White's right only
        ("w - - 0 1", false),   // our `setup` line's form
        ("w - 0 1", false),     // our own text
        ("w g 0 1", false),     // Black's right only
        ("w Aa - 0 1", false),  // a rook's castling file: no right
    ] {
        e.send(&format!("setboard {kings} {rights}"));
        e.send("usermove g1g3");
        let said = e.sync(1);
        let expected: &[&str] = if leap { &[] } else { &["Illegal move: g1g3"] };
        assert_eq!(said, expected, "{rights}");
    }
    // Without a rights field, a king on its start square keeps its right.
    e.send(&format!("setboard {kings} w"));
    e.send("usermove g1g3");
    assert!(e.sync(2).is_empty());
    // Really wrong: no kings, an en-passant square, a bad rights letter.
    for bad in [
        "12/12/12/12/12/12/12/12/12/12/12/12 w - - 0 1".to_string(),
        format!("{kings} w - g2 0 1"),
        format!("{kings} w Z 0 1"),
    ] {
        e.send(&format!("setboard {bad}"));
        assert_eq!(
            e.sync(3),
            [format!("Error (bad position): setboard {bad}")],
            "{bad}"
        );
    }
    e.quit();
    // Cheskers and Baroque in XBoard's chess form (castling and en-passant
    // fields), and the position is really set: the first move is legal.
    // XBoard sees Cheskers from Black's side, its White moving first: c3b4
    // is Black's f6-g5.
    for (variant, fen, mv) in [
        (
            "cheskers",
            "1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 w - - 0 1",
            "c3b4",
        ),
        (
            "baroque",
            "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR b KQkq - 0 1",
            "a7-a5",
        ),
    ] {
        let mut e = engine_for(&[], variant);
        e.send(&format!("setboard {fen}"));
        e.send(&format!("usermove {mv}"));
        assert!(e.sync(1).is_empty(), "{variant}");
        e.quit();
    }
}

#[test]
fn grande_acedrex_plays_fairy_maxs_rules_unless_the_command_line_says() {
    // As in rules_of_the_variant_game_come_from_preset_and_rule: the king in
    // check leaps g1-g3 only under Fairy-Max's reading.
    let position = "setboard 6k5/12/12/12/12/12/12/12/3c8/12/12/6K5 w Kk 0 1";
    for (args, variant, leaps) in [
        (&[][..], "grande-acedrex", true),
        (&[][..], "grant-acedrex", false),
        (
            &[
                "--variant",
                "grant-acedrex",
                "--rule",
                "king_leap_out_of_check=false",
            ][..],
            "grande-acedrex",
            false,
        ),
    ] {
        let mut e = engine_for(args, variant);
        e.send(position);
        e.send("usermove g1g3");
        let said = e.sync(1);
        assert_eq!(said.is_empty(), leaps, "{args:?} {variant}: {said:?}");
        e.quit();
    }
}

#[test]
fn a_rule_xboard_does_not_know_is_announced_never_claimed() {
    // White's rook takes Black's last pawn: under our default rules Black
    // is bare and loses, a rule XBoard's Shatranj does not score so.
    let bare = "setboard 6k5/12/12/p11/12/12/12/12/12/12/12/R5K5 w - 0 1";
    let mut e = engine_for(&[], "grant-acedrex");
    e.send("new");
    e.send("variant grant-acedrex");
    e.sync(1);
    // The engine plays Black after `new`: it has lost, so it resigns.
    e.send(bare);
    e.send("usermove a1a9");
    assert_eq!(
        e.sync(2),
        [
            format!("{OVER}1-0 {{white wins: bare king}}"),
            "resign".to_string()
        ]
    );
    e.quit();
    // Under Fairy-Max's reading there is no bare-king rule: play goes on.
    let mut e = engine_for(&[], "grande-acedrex");
    e.send(bare);
    e.send("usermove a1a9");
    e.send("usermove g12f12");
    assert!(e.sync(1).is_empty());
    e.quit();
}

#[test]
fn analyze_mode_follows_the_moves_until_exit() {
    let mut e = engine_for(&[], "grande-acedrex");
    e.send("analyze");
    // Thinking lines, whether or not `post` was sent; never a move.
    let first = e.next();
    assert!(first.split(' ').count() >= 5, "{first}");
    e.send(".");
    e.send("usermove e4e5");
    e.send("cores 2");
    e.send("egtpath syzygy /nowhere");
    e.send("exit");
    // After `exit` the analysis has stopped: `pong` comes, and then no more
    // thinking lines.
    let said = e.sync(1);
    assert!(
        said.iter()
            .all(|l| !l.starts_with("move") && !l.starts_with("Error")),
        "{said:?}"
    );
    // The move was played while analysing: e4e5 again is illegal.
    e.send("usermove e4e5");
    assert_eq!(e.sync(2), ["Illegal move: e4e5"]);
    e.quit();
}

#[test]
fn cheskers_is_announced_and_played_in_xboards_forms() {
    let mut e = Engine::start();
    e.send("protover 2");
    e.until(|l| l.contains("done=1"));
    e.send("new");
    e.send("variant cheskers");
    let said = e.sync(1);
    assert!(
        said[0].starts_with("setup (P.B.......K.............C.p.b"),
        "{said:?}"
    );
    assert!(said[0].ends_with(
        " 8x8+0_fairy 1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 w - - 0 1"
    ));
    assert_eq!(
        &said[1..],
        [
            "piece P& fmFfcafmF",
            "piece K& mFcafmF",
            "piece B& B",
            "piece C& C"
        ]
    );
    // XBoard's White (Cheskers' Black) moves first; the engine answers as
    // XBoard's Black in XBoard's coordinates: one of White's eight moves.
    e.send("force");
    e.send("usermove c3b4");
    e.send("sd 2");
    e.send("go");
    let reply = e.until(|l| l.starts_with("move "));
    let mv = reply
        .last()
        .unwrap()
        .strip_prefix("move ")
        .unwrap()
        .to_string();
    let ours = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args([
            "moves",
            "cheskers",
            "--fen",
            "1c1k1k1b/p1p1p1p1/1p1p3p/6p1/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 w 0 1",
        ])
        .output()
        .unwrap();
    let ours = String::from_utf8(ours.stdout).unwrap();
    let turned: Vec<String> = ours
        .lines()
        .map(|l| {
            let (from, to) = l.split_once('-').expect("a step");
            let turn = |sq: &str| {
                let b = sq.as_bytes();
                format!(
                    "{}{}",
                    char::from(b'h' - (b[0] - b'a')),
                    char::from(b'8' - (b[1] - b'1'))
                )
            };
            format!("{}{}", turn(from), turn(to))
        })
        .collect();
    assert!(turned.contains(&mv), "{mv} not in {turned:?}");
    e.quit();
}
