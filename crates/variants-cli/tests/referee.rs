//! `variants match` through the binary, against scripted fake engines: one
//! that plays an illegal move, one that hangs, one that crashes; and our own
//! engine against itself over CECP.

mod common;
use common::*;
use std::path::PathBuf;

/// Writes `script` as an executable file `name` in this run's scratch
/// directory.
fn executable(name: &str, script: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("variants-referee-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, script).unwrap();
    let mut perms = std::fs::metadata(&path).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&path, perms).unwrap();
    path
}

/// Writes an executable shell script that speaks just enough CECP: it
/// announces `name`, then answers every `go` or move with `on_move`.
fn fake_engine(name: &str, on_move: &str) -> PathBuf {
    let script = format!(
        "#!/bin/sh\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             protover*) echo 'feature myname=\"{name}\" usermove=1 setboard=1 done=1' ;;\n\
             go|usermove*) {on_move} ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n"
    );
    executable(name, &script)
}

fn referee(engine2: &str) -> String {
    stdout(&variants(&[
        "match",
        "cheskers",
        "--engine1",
        "builtin",
        "--engine2",
        engine2,
        "--games",
        "2",
        "--st",
        "0.1",
    ]))
}

/// Each game line ends the way `expected` says, engine 1 having White in
/// game 1 and Black in game 2, and it wins both.
fn both_games_lost_by(text: &str, name: &str, reason: &str) {
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{text}");
    assert!(
        games[0].starts_with(&format!(
            "game 1: variants level 8 (white) - {name} (black): 1-0 black {reason}"
        )),
        "{text}"
    );
    assert!(
        games[1].starts_with(&format!(
            "game 2: {name} (white) - variants level 8 (black): 0-1 white {reason}"
        )),
        "{text}"
    );
    assert!(
        text.contains("2 games, 2 wins, 0 draws, 0 losses; score 100.0%; Elo +inf"),
        "{text}"
    );
}

#[test]
fn an_illegal_move_loses_and_is_logged() {
    let engine = fake_engine("illegal", "echo 'move z9-z9'");
    let text = referee(engine.to_str().unwrap());
    both_games_lost_by(&text, "illegal", "illegal move z9-z9");
    assert_eq!(text.matches("refused: game ").count(), 2, "{text}");
    assert!(text.contains("refused moves 0 / 2"), "{text}");
}

#[test]
fn a_hung_engine_loses_on_time_and_is_restarted() {
    let engine = fake_engine("hang", ":");
    let text = referee(engine.to_str().unwrap());
    // The second game needs a new process: the first was killed.
    both_games_lost_by(&text, "hang", "time forfeit");
    assert!(text.contains("time forfeits 0 / 2"), "{text}");
}

#[test]
fn a_crashed_engine_loses_and_is_restarted() {
    let engine = fake_engine("crash", "exit 3");
    let text = referee(engine.to_str().unwrap());
    both_games_lost_by(&text, "crash", "engine crashed");
    assert!(text.contains("crashes 0 / 2"), "{text}");
}

#[test]
fn our_engine_over_cecp_plays_legal_games() {
    let engine2 = format!(
        "{} xboard --variant baroque",
        env!("CARGO_BIN_EXE_variants")
    );
    let dir = std::env::temp_dir().join(format!("variants-referee-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    let text = stdout(&variants(&[
        "match",
        "baroque",
        "--engine1",
        "builtin:level=2",
        "--engine2",
        &engine2,
        "--games",
        "2",
        "--tc",
        "0.05+0.02",
        "--max-plies",
        "30",
        "--pgn",
        pgn.to_str().unwrap(),
    ]));
    assert!(text.contains("refused moves 0 / 0"), "{text}");
    assert!(text.contains("time forfeits 0 / 0"), "{text}");
    assert!(
        text.contains("summary: variants level 2 vs variants "),
        "{text}"
    );
    // The records replay under our rules.
    let replayed = stdout(&variants(&["replay", pgn.to_str().unwrap()]));
    assert_eq!(replayed.lines().count(), 2, "{replayed}");
}

#[test]
fn bad_options_are_one_error_line() {
    one_line_error(
        &variants(&[
            "match",
            "cheskers",
            "--engine1",
            "builtin:level=0",
            "--engine2",
            "builtin",
        ]),
        "builtin:level=0",
    );
    one_line_error(
        &variants(&[
            "match",
            "cheskers",
            "--engine1",
            "builtin",
            "--engine2",
            "builtin",
            "--tc",
            "x",
        ]),
        "bad --tc `x`",
    );
    // Times the protocol cannot carry (it counts centiseconds) are refused
    // before any game, not sent as 0.
    for (flag, value) in [
        ("--st", "1e-10"),
        ("--st", "0.009"),
        ("--tc", "40/1e-6"),
        ("--tc", "1+0.001"),
    ] {
        one_line_error(
            &variants(&[
                "match",
                "cheskers",
                "--engine1",
                "builtin",
                "--engine2",
                "builtin",
                flag,
                value,
            ]),
            &format!("bad {flag} `{value}`"),
        );
    }
    one_line_error(
        &variants(&[
            "match",
            "cheskers",
            "--engine1",
            "/nonexistent/engine",
            "--engine2",
            "builtin",
        ]),
        "cannot start the engine",
    );
}

/// A CECP engine that obeys `force` and plays `first`, `second`, `first`,
/// ... whenever it is to move.
fn shuffling_engine(name: &str, first: &str, second: &str) -> PathBuf {
    let on_move = format!(
        "if [ $((i % 2)) -eq 0 ]; then echo 'move {first}'; else echo 'move {second}'; fi; i=$((i + 1))"
    );
    let script = format!(
        "#!/bin/sh\n\
         i=0; f=0\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             protover*) echo 'feature myname=\"{name}\" usermove=1 setboard=1 done=1' ;;\n\
             new|force) f=1 ;;\n\
             go) f=0; {on_move} ;;\n\
             usermove*) if [ $f -eq 0 ]; then {on_move}; fi ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n"
    );
    executable(name, &script)
}

#[test]
fn fairy_max_repetition_draws_under_its_preset_only() {
    // Both lions shuffle: b1-e2, k12-h11, e2-b1, h11-k12, ... Fairy-Max's
    // rule (grant_acedrex::FairyMaxRepetition, whose docs count this very
    // line) draws after ply 10: the start is not counted, and a lion that
    // has moved is not the one that never did. Our default rules have no
    // repetition draw: the game runs to the ply limit.
    let white = shuffling_engine("white-lion", "b1e2", "e2b1");
    let black = shuffling_engine("black-lion", "k12h11", "h11k12");
    let run = |preset: &[&str]| {
        let mut args = vec![
            "match",
            "grant-acedrex",
            "--engine1",
            white.to_str().unwrap(),
            "--engine2",
            black.to_str().unwrap(),
            "--games",
            "1",
            "--st",
            "1",
            "--max-plies",
            "14",
        ];
        args.extend_from_slice(preset);
        stdout(&variants(&args))
    };
    let fairy = run(&["--preset", "fairymax"]);
    assert!(
        fairy.contains("1/2-1/2 draw: repetition (Fairy-Max's rule) (10 plies)"),
        "{fairy}"
    );
    let ours = run(&[]);
    assert!(
        ours.contains("1/2-1/2 draw: adjudicated after 14 plies (14 plies)"),
        "{ours}"
    );
    assert!(ours.contains("refused moves 0 / 0"), "{ours}");
}

/// A CECP engine with `ping` that shuffles its lion (White's b1-e2-b1, or
/// Black's k12-h11-k12, by the parity of the plies it has seen), and writes
/// a stale `1-0` claim when told a game's result, as an engine that reports
/// its mate after its move would.
fn late_claiming_engine(name: &str) -> PathBuf {
    let script = format!(
        "#!/bin/sh\n\
         p=0; f=0\n\
         play() {{\n\
           case $((p % 4)) in\n\
             0) echo 'move b1e2' ;; 1) echo 'move k12h11' ;;\n\
             2) echo 'move e2b1' ;; 3) echo 'move h11k12' ;;\n\
           esac\n\
           p=$((p + 1))\n\
         }}\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             protover*) echo 'feature myname=\"{name}\" usermove=1 setboard=1 ping=1 done=1' ;;\n\
             ping*) echo \"pong ${{line#ping }}\" ;;\n\
             new) p=0; f=1 ;;\n\
             force) f=1 ;;\n\
             go) f=0; play ;;\n\
             usermove*) p=$((p + 1)); if [ $f -eq 0 ]; then play; fi ;;\n\
             result*) echo '1-0 {{White mates}}' ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n"
    );
    executable(name, &script)
}

#[test]
fn a_claim_written_after_a_game_is_not_read_in_the_next() {
    // Both games are drawn at the ply limit; after each the engine writes
    // `1-0`. Read in game 2 it would be a claim our rules do not share.
    let engine = late_claiming_engine("late-result");
    let engine = engine.to_str().unwrap();
    let text = stdout(&variants(&[
        "match",
        "grant-acedrex",
        "--engine1",
        engine,
        "--engine2",
        engine,
        "--games",
        "2",
        "--st",
        "1",
        "--max-plies",
        "6",
    ]));
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{text}");
    for game in games {
        assert!(
            game.contains("1/2-1/2 draw: adjudicated after 6 plies"),
            "{text}"
        );
    }
    assert!(!text.lines().any(|l| l.starts_with("claim:")), "{text}");
    assert!(
        text.contains("claims our rules do not share 0 / 0"),
        "{text}"
    );
}
