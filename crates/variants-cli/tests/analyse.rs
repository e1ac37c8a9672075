//! `variants analyse` through the binary: a hand-proved mate in one per
//! game, found and reported as the last line, and the error contract.

mod common;
use common::*;

/// Mates in one, each proved by hand in variant-engine's tests (the test
/// named here gives the proof): (game, position, the mating move).
const MATES: [(&str, &str, &str); 4] = [
    // tests/dragonchess.rs, mate_in_one_with_an_oliphant_down_the_file:
    // the Oliphant checks along rank 8; every flight square is covered.
    (
        "dragonchess",
        "12/12/12/2G9/12/12/12/12|k11/7O4/12/12/12/12/12/8O2K|12/12/E11/12/12/12/12/12 g",
        "O2i1-2i8",
    ),
    // tests/grant_acedrex.rs, finds_the_mate_in_one: the rook's check on
    // rank 12 cannot be answered; it is the only mate.
    (
        "grant-acedrex",
        "1k10/12/1K10/12/12/4p2p2pR/4P2P2P1/12/12/12/12/12 w - 0 1",
        "l7-l12",
    ),
    // tests/cheskers.rs, mate_in_one_by_leaving_no_legal_move: after h6-g7
    // Black's king can neither step nor jump; the only winning move.
    ("cheskers", "7k/8/5P1B/8/8/8/8/K7 w 0 1", "h6-g7"),
    // tests/baroque_chess.rs, mate_in_one_long_leaper_takes_the_king: the
    // long leaper jumps the king; the only winning move.
    ("baroque", "8/3K4/8/3k4/8/8/1r1N4/8 w 0 1", "d2-d6xd5"),
];

#[test]
fn analyse_finds_the_mate_in_one_of_every_game() {
    for (game, fen, mate) in MATES {
        for level in ["1", "8"] {
            let out = variants(&[
                "analyse", game, "--fen", fen, "--depth", "3", "--level", level,
            ]);
            let text = stdout(&out);
            let last = text.lines().last().unwrap_or_default();
            assert_eq!(
                last,
                format!("bestmove {mate}"),
                "{game} level {level}: {text}"
            );
            // Progress lines name depth, score, nodes and a line of moves.
            let info = text.lines().rev().nth(1).unwrap_or_default();
            assert!(
                info.starts_with("info depth ") && info.contains(" score mate 1 "),
                "{game} level {level}: {text}"
            );
            assert!(info.contains(&format!(" pv {mate}")), "{game}: {info}");
            // The rules, independently: the move ends the game, the mover wins.
            let position = last_line(&variants(&["apply", game, "--fen", fen, mate]));
            let outcome = last_line(&variants(&["outcome", game, "--fen", &position]));
            assert!(outcome.contains(" wins: "), "{game}: {outcome}");
            let mover = if game == "dragonchess" {
                "gold"
            } else {
                "white"
            };
            assert!(outcome.starts_with(mover), "{game}: {outcome}");
        }
    }
}

#[test]
fn a_decided_position_prints_its_outcome_then_no_move() {
    let fen = "7k/8/8/8/8/8/8/B7 w 0 1";
    let outcome = last_line(&variants(&["outcome", "cheskers", "--fen", fen]));
    let text = stdout(&variants(&[
        "analyse", "cheskers", "--fen", fen, "--depth", "2",
    ]));
    assert_eq!(text, format!("{outcome}\nbestmove (none)\n"));
}

#[test]
fn limits_by_nodes_and_time_end_with_a_legal_move() {
    let moves = stdout(&variants(&["moves", "baroque"]));
    for limit in [&["--nodes", "3000"][..], &["--movetime", "200"]] {
        let mut args = vec!["analyse", "baroque"];
        args.extend_from_slice(limit);
        let last = last_line(&variants(&args));
        let mv = last.strip_prefix("bestmove ").expect("bestmove");
        assert!(moves.lines().any(|l| l == mv), "{limit:?}: {last}");
    }
    // A node budget with one thread is deterministic.
    let once = stdout(&variants(&["analyse", "cheskers", "--nodes", "5000"]));
    let again = stdout(&variants(&["analyse", "cheskers", "--nodes", "5000"]));
    let strip = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| {
                // nps and time vary from run to run.
                let words: Vec<&str> = l.split(' ').collect();
                let mut kept = Vec::new();
                let mut skip = false;
                for w in words {
                    if skip {
                        skip = false;
                        continue;
                    }
                    if w == "nps" || w == "time" {
                        skip = true;
                        continue;
                    }
                    kept.push(w);
                }
                kept.join(" ")
            })
            .collect()
    };
    assert_eq!(strip(&once), strip(&again));
}

#[test]
fn bad_input_is_one_error_line() {
    one_line_error(&variants(&["analyse", "chess"]), "unknown game");
    one_line_error(
        &variants(&["analyse", "cheskers", "--depth", "3", "--nodes", "9"]),
        "--depth cannot be used with --nodes",
    );
    one_line_error(
        &variants(&["analyse", "cheskers", "--level", "9"]),
        "--level",
    );
    one_line_error(&variants(&["analyse", "cheskers", "--fen", "x"]), "");
    one_line_error(
        &variants(&["analyse", "cheskers", "--rule", "nonsense=1"]),
        "nonsense",
    );
}

#[test]
fn selfplay_with_a_node_budget_repeats_for_a_seed_at_every_level() {
    for level in ["1", "3", "8"] {
        let args = [
            "selfplay",
            "baroque",
            "--games",
            "2",
            "--seed",
            "5",
            "--max-plies",
            "16",
            "--level",
            level,
        ];
        let once = stdout(&variants(&args));
        assert_eq!(once, stdout(&variants(&args)), "level {level}");
        // Every game line reads back as legal moves.
        let game1 = once
            .lines()
            .next()
            .unwrap()
            .strip_prefix("game 1: ")
            .unwrap();
        let mut apply = vec!["apply", "baroque"];
        apply.extend(game1.split_whitespace());
        assert!(variants(&apply).status.success(), "level {level}: {game1}");
    }
}
