//! `variants match` for real matches, through the binary: opening books
//! (position texts and PGN) and their refusals, both colours of each
//! opening, games in parallel against the same games in sequence, a time
//! control per engine, CPU time per engine, and the sequential test against
//! LLRs computed by hand.

mod common;
use common::*;
use std::path::{Path, PathBuf};

/// Grant Acedrex positions: after 1. c1-b3 and after 1. c1-b3 c12-f10.
const AFTER_ONE: &str =
    "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/1U10/12/RL1GCAKCGULR b Kk 1 1";
const AFTER_TWO: &str =
    "rl1gcakcgulr/12/5u6/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/1U10/12/RL1GCAKCGULR w Kk 2 2";

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// `match grant-acedrex` of builtin level 2 against level 3 (both stop at
/// their node caps long before 10 s: deterministic), with `extra`.
fn deterministic_match(extra: &[&str]) -> String {
    let mut args = vec![
        "match",
        "grant-acedrex",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        "builtin:level=3",
        "--st",
        "10",
        "--max-plies",
        "12",
    ];
    args.extend_from_slice(extra);
    stdout(&variants(&args))
}

fn game_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("game ")).collect()
}

/// The `FEN` tag of each record of `pgn` (`None` for the start position).
fn fens(pgn: &Path) -> Vec<Option<String>> {
    let text = std::fs::read_to_string(pgn).expect("the record");
    text.split("[Event ")
        .skip(1)
        .map(|game| {
            game.lines()
                .find_map(|l| l.strip_prefix("[FEN \""))
                .map(|f| f.trim_end_matches("\"]").to_string())
        })
        .collect()
}

#[test]
fn a_book_of_texts_is_played_twice_an_opening_colours_swapped_and_cycled() {
    let dir = scratch("book-texts");
    let book = dir.join("book.txt");
    std::fs::write(
        &book,
        format!("# two openings\n\n{AFTER_ONE}\n   \n# the second\n{AFTER_TWO}\n"),
    )
    .unwrap();
    let pgn = dir.join("games.pgn");
    let text = deterministic_match(&[
        "--openings",
        book.to_str().unwrap(),
        "--games",
        "6",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    let games = game_lines(&text);
    assert_eq!(games.len(), 6, "{text}");
    // Engine 1 (level 2) has White in games 1, 3, 5.
    for (i, line) in games.iter().enumerate() {
        let first = if i % 2 == 0 {
            "variants level 2 (white) - variants level 3 (black)"
        } else {
            "variants level 3 (white) - variants level 2 (black)"
        };
        assert!(
            line.starts_with(&format!("game {}: {first}", i + 1)),
            "{text}"
        );
    }
    // Openings 1, 1, 2, 2, then the book again.
    let one = Some(AFTER_ONE.to_string());
    let two = Some(AFTER_TWO.to_string());
    assert_eq!(
        fens(&pgn),
        [
            one.clone(),
            one.clone(),
            two.clone(),
            two.clone(),
            one.clone(),
            one
        ]
    );
    assert!(
        text.starts_with(
            "match: variants level 2 vs variants level 3: 6 games at most, 2 openings from"
        ),
        "{text}"
    );
    // Without --games: twice the book.
    let text = deterministic_match(&["--openings", book.to_str().unwrap()]);
    assert_eq!(game_lines(&text).len(), 4, "{text}");
}

#[test]
fn a_pgn_book_sends_its_moves_and_marks_them() {
    let dir = scratch("book-pgn");
    let book = dir.join("book.pgn");
    std::fs::write(
        &book,
        "[Variant \"grant-acedrex\"]\n\n1. c1-b3 c12-f10 *\n\n[Variant \"grant-acedrex\"]\n[SetUp \"1\"]\n[FEN \""
            .to_string()
            + AFTER_ONE
            + "\"]\n\n1... c12-f10 *\n",
    )
    .unwrap();
    let pgn = dir.join("games.pgn");
    // Engine 2 is our engine over CECP: the book moves reach it as moves.
    let engine2 = format!(
        "{} xboard --variant grant-acedrex --level 3",
        env!("CARGO_BIN_EXE_variants")
    );
    let text = stdout(&variants(&[
        "match",
        "grant-acedrex",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        &engine2,
        "--openings",
        book.to_str().unwrap(),
        "--st",
        "5",
        "--max-plies",
        "8",
        "--pgn",
        pgn.to_str().unwrap(),
    ]));
    assert_eq!(game_lines(&text).len(), 4, "{text}");
    assert!(text.contains("refused moves 0 / 0"), "{text}");
    // Line breaks as spaces: the writer wraps long lines.
    let records = std::fs::read_to_string(&pgn).unwrap().replace('\n', " ");
    // The first opening from the start, the second from its FEN; both
    // end on the same position after their book moves.
    assert_eq!(
        fens(&pgn),
        [
            None,
            None,
            Some(AFTER_ONE.to_string()),
            Some(AFTER_ONE.to_string())
        ]
    );
    assert_eq!(records.matches("c1-b3 {book}").count(), 2, "{records}");
    assert_eq!(records.matches("c12-f10 {book}").count(), 4, "{records}");
    // Engine moves carry their time (and, ours, score and depth).
    assert!(records.contains("s}"), "{records}");
    let replayed = stdout(&variants(&["replay", pgn.to_str().unwrap()]));
    assert_eq!(replayed.lines().count(), 4);
}

#[test]
fn bad_books_are_one_error_before_any_game() {
    let dir = scratch("book-bad");
    let write = |name: &str, text: &str| -> PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let cases: Vec<(PathBuf, String)> = vec![
        (
            write("bad-line.txt", &format!("{AFTER_ONE}\nnot a position\n")),
            "bad-line.txt:2: `not a position` is not a position".to_string(),
        ),
        (
            write("empty.txt", "# nothing\n\n"),
            "holds no opening".to_string(),
        ),
        (
            write(
                "over.txt",
                "k11/12/12/12/12/12/12/12/12/12/12/11K w - 0 1\n",
            ),
            "over.txt:1: the game is already over there".to_string(),
        ),
        (
            write(
                "illegal.pgn",
                "[Variant \"grant-acedrex\"]\n\n1. c1-b3 c1-b3 *\n",
            ),
            "illegal.pgn:3:".to_string(),
        ),
        (
            write("other-game.pgn", "[Variant \"cheskers\"]\n\n*\n"),
            "other-game.pgn:1:".to_string(),
        ),
        (dir.join("missing.txt"), "cannot read".to_string()),
        (dir.clone(), "cannot read".to_string()),
    ];
    for (book, needle) in cases {
        let out = variants(&[
            "match",
            "grant-acedrex",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--openings",
            book.to_str().unwrap(),
        ]);
        one_line_error(&out, &needle);
        assert!(out.stdout.is_empty(), "{book:?}: {out:?}");
    }
    // A book and --fen say two different things.
    one_line_error(
        &variants(&[
            "match",
            "grant-acedrex",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--openings",
            "x",
            "--fen",
            AFTER_ONE,
        ]),
        "--openings cannot be used with --fen",
    );
}

#[test]
fn games_in_parallel_give_the_games_played_in_sequence() {
    let dir = scratch("concurrency");
    let book = dir.join("book.txt");
    std::fs::write(&book, format!("{AFTER_ONE}\n{AFTER_TWO}\n")).unwrap();
    let run = |concurrency: &str, pgn: &Path| {
        deterministic_match(&[
            "--openings",
            book.to_str().unwrap(),
            "--games",
            "6",
            "--concurrency",
            concurrency,
            "--pgn",
            pgn.to_str().unwrap(),
        ])
    };
    let (one, two) = (dir.join("one.pgn"), dir.join("two.pgn"));
    let sequential = run("1", &one);
    let parallel = run("2", &two);
    // The same games, in the same order, and the same summary.
    assert_eq!(game_lines(&sequential), game_lines(&parallel));
    let summary = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("summary:"))
            .map(str::to_string)
    };
    assert_eq!(summary(&sequential), summary(&parallel));
    // The same moves in the records (the times in their comments differ):
    // each game replays to the same position.
    let ends = |p: &Path| stdout(&variants(&["replay", p.to_str().unwrap()]));
    assert_eq!(ends(&one), ends(&two));
    assert_eq!(ends(&one).lines().count(), 6);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert!(
        parallel.contains(&format!("{} at once", cores.min(2))),
        "{parallel}"
    );
}

#[test]
fn each_engine_gets_its_own_time_control() {
    let dir = scratch("tc-each");
    // An engine that logs what it is told and resigns when asked to move.
    let log = dir.join("told.log");
    let engine = script(
        &dir,
        "logger",
        &format!(
            "while read -r line; do\n\
               echo \"$line\" >> {}\n\
               case \"$line\" in\n\
                 protover*) echo 'feature myname=\"logger\" usermove=1 setboard=1 done=1' ;;\n\
                 go|usermove*) echo resign ;;\n\
                 quit) exit 0 ;;\n\
               esac\n\
             done\n",
            log.display()
        ),
    );
    let text = stdout(&variants(&[
        "match",
        "grant-acedrex",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        engine.to_str().unwrap(),
        "--tc1",
        "40/1+0.5",
        "--st2",
        "2",
        "--games",
        "2",
    ]));
    assert!(
        text.contains("engine 1 40 moves in 60 s + 0.5 s a move, engine 2 2 s a move"),
        "{text}"
    );
    let told = std::fs::read_to_string(&log).unwrap();
    assert!(told.contains("\nst 2\n"), "{told}");
    assert!(!told.contains("level"), "{told}");
    // Engine 1 kept a clock (its lowest is shown), engine 2 did not; both
    // have a CPU time.
    let time = text
        .lines()
        .find(|l| l.starts_with("time: "))
        .expect("a time line");
    let (one, two) = time.split_once("; engine 2 ").expect("two engines");
    assert!(one.contains("lowest clock"), "{time}");
    assert!(!two.contains("lowest clock"), "{time}");
    for part in [one, two] {
        let cpu = part.rsplit("CPU ").next().unwrap();
        assert!(cpu.ends_with(" s"), "{time}");
        assert!(cpu.trim_end_matches(" s").parse::<f64>().is_ok(), "{time}");
    }
    // The same engine with --tc for both gets the clock.
    std::fs::remove_file(&log).unwrap();
    stdout(&variants(&[
        "match",
        "grant-acedrex",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        engine.to_str().unwrap(),
        "--tc",
        "40/1+0.5",
        "--games",
        "1",
    ]));
    let told = std::fs::read_to_string(&log).unwrap();
    assert!(told.contains("\nlevel 40 1:00 0.5\n"), "{told}");
    assert!(told.contains("\ntime 6000\n"), "{told}");
}

/// An engine that obeys `force` and, in the game its `new` count numbers,
/// plays `c1b3` or resigns as White as `white` says there (`r` resigns,
/// `m` moves), and `c12f10` or resigns as Black as `black` says.
fn scripted(dir: &Path, name: &str, white: &str, black: &str) -> PathBuf {
    script(
        dir,
        name,
        &format!(
            "n=0; f=1; seen=0\n\
             act() {{\n\
               if [ $seen -eq 0 ]; then a=$(echo '{white}' | cut -c$n); m=c1b3;\n\
               else a=$(echo '{black}' | cut -c$n); m=c12f10; fi\n\
               if [ \"$a\" = r ]; then echo resign; else echo \"move $m\"; fi\n\
             }}\n\
             while read -r line; do\n\
               case \"$line\" in\n\
                 protover*) echo 'feature myname=\"{name}\" usermove=1 setboard=1 done=1' ;;\n\
                 new) n=$((n + 1)); f=1; seen=0 ;;\n\
                 force) f=1 ;;\n\
                 go) f=0; act ;;\n\
                 usermove*) seen=1; if [ $f -eq 0 ]; then act; fi ;;\n\
                 quit) exit 0 ;;\n\
               esac\n\
             done\n"
        ),
    )
}

/// `match grant-acedrex` of two scripted engines ([`scripted`]), at most two
/// plies a game, with `extra`.
fn scripted_match(e1: &Path, e2: &Path, extra: &[&str]) -> String {
    let mut args = vec![
        "match",
        "grant-acedrex",
        "--engine1",
        e1.to_str().unwrap(),
        "--engine2",
        e2.to_str().unwrap(),
        "--st",
        "1",
        "--max-plies",
        "2",
    ];
    args.extend_from_slice(extra);
    stdout(&variants(&args))
}

fn sprt_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("sprt: "))
        .expect("an sprt line")
}

#[test]
fn the_sequential_test_counts_pairs_as_computed_by_hand() {
    let dir = scratch("sprt-mixed");
    // Twelve games of at most two plies. Engine 1 is White in odd games,
    // engine 2 in even ones; a White that moves is answered by a Black that
    // moves (a draw at the ply limit) or resigns. Engine 1's half-points:
    //   pair 1: draw (1) + engine 2 resigns as White (2)          = 3
    //   pair 2: engine 1 resigns as White (0) + draw (1)         = 1
    //   pair 3: draw + draw                                      = 2
    //   pairs 4, 5: draw + engine 2 resigns as White             = 3
    //   pair 6: engine 1 resigns (0) + engine 2 resigns (2)      = 2
    // (4 wins, 6 draws, 2 losses.) Pentanomial counts (0, 1/2, 1, 3/2, 2 points): 0 1 2 3 0. Fishtest's
    // LLR_logistic for elo0 0, elo1 20, transcribed into Python (bisection
    // on the secular equation, zero counts as 0.001): 0.2878009.
    let e1 = scripted(&dir, "one", "mmrmmmmmmmrm", "mmmmmmmmmmmm");
    let e2 = scripted(&dir, "two", "mrmmmmmrmrmr", "mmmmmmmmmmmm");
    let text = scripted_match(&e1, &e2, &["--games", "12", "--sprt", "0,20"]);
    assert_eq!(game_lines(&text).len(), 12, "{text}");
    assert!(
        text.contains("12 games, 4 wins, 6 draws, 2 losses"),
        "{text}"
    );
    assert_eq!(
        sprt_line(&text),
        "sprt: elo0 0, elo1 20, alpha 0.05, beta 0.05 (pentanomial): LLR 0.29 (-2.94, 2.94): undecided (6 pairs scoring 0, 1/2, 1, 3/2, 2 points: 0 1 2 3 0)"
    );
}

#[test]
fn the_sequential_test_stops_when_decided() {
    let dir = scratch("sprt-decided");
    // Engine 2 resigns whenever it is to move: engine 1 wins every game.
    // All pairs score 2: by the same Python, the LLR for elo0 0, elo1 150
    // is 2.7309 after 8 pairs and 3.0722 after 9, past ln(0.95 / 0.05) =
    // 2.9444: H1 after game 18, though up to 30 were allowed.
    let e1 = scripted(&dir, "mover", "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmm", "m");
    let e2 = scripted(
        &dir,
        "resigner",
        "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
        "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
    );
    let text = scripted_match(&e1, &e2, &["--games", "30", "--sprt", "0,150"]);
    assert_eq!(game_lines(&text).len(), 18, "{text}");
    assert_eq!(
        sprt_line(&text),
        "sprt: elo0 0, elo1 150, alpha 0.05, beta 0.05 (pentanomial): LLR 3.07 (-2.94, 2.94) after game 18: H1 accepted (9 pairs scoring 0, 1/2, 1, 3/2, 2 points: 0 0 0 0 9)"
    );
    // Other error rates move the bounds: ln(0.1 / 0.99) and ln(0.9 / 0.01).
    let text = scripted_match(
        &e1,
        &e2,
        &[
            "--games", "4", "--sprt", "0,150", "--alpha", "0.01", "--beta", "0.1",
        ],
    );
    assert!(
        sprt_line(&text).contains("(-2.29, 4.50): undecided"),
        "{text}"
    );
}

#[test]
fn bad_match_options_are_one_error_line() {
    let base = [
        "match",
        "cheskers",
        "--engine1",
        "builtin",
        "--engine2",
        "builtin",
    ];
    let cases: [(&[&str], &str); 11] = [
        (&["--concurrency", "0"], "--concurrency"),
        (&["--concurrency", "257"], "--concurrency"),
        (&["--tc1", "x"], "bad --tc1 `x`"),
        (&["--st2", "0"], "bad --st2 `0`"),
        (
            &["--st1", "1", "--tc1", "1"],
            "--st1 cannot be used with --tc1",
        ),
        (&["--sprt", "5,0"], "ELO0 must be below ELO1"),
        (&["--sprt", "0,inf"], "bad --sprt `0,inf`"),
        (&["--sprt", "0"], "bad --sprt `0`"),
        (&["--alpha", "0.1"], "--sprt"),
        (&["--sprt", "0,5", "--alpha", "0.5"], "bad --alpha `0.5`"),
        (&["--sprt", "0,5", "--beta", "NaN"], "bad --beta `NaN`"),
    ];
    for (extra, needle) in cases {
        let args: Vec<String> = base.iter().chain(extra).map(|s| s.to_string()).collect();
        one_line_error(&variants(&strs(&args)), needle);
    }
}
