//! The engine finds short forced wins ("mates") in Cheskers, and a
//! two-for-one shot. In Cheskers a win is capturing the opponent's last
//! king or leaving the opponent without a legal move. Each position's
//! winning first moves and the absence of a shorter win are shown by hand in
//! the comments, and cross-checked by a brute-force game-tree walk that uses
//! only the `Game` trait; both searches (the baseline, level 1, and the full
//! engine) must find them. The mates are those of the crate's old
//! `tests/search.rs`, which tested variant-core's search before the engine
//! replaced it.

mod common;

use cheskers::{Game, Position};
use common::engines::{best_moves, both, engine};
use variant_core::Color;
use variant_engine::baseline::{self, Limits};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` should parse: {e}"))
}

fn move_texts(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_move_vec()
        .iter()
        .map(|m| p.format_move(m))
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Whether `winner` has won within `plies` plies from `p`, whatever the
/// other side does (brute force over the whole tree).
fn forced_win(p: &Position, winner: Color, plies: u32) -> bool {
    if let Some(outcome) = p.outcome() {
        return outcome.winner() == Some(winner);
    }
    if plies == 0 {
        return false;
    }
    let mut children = p.legal_move_vec().into_iter().map(|m| {
        let mut c = p.clone();
        c.play_unchecked(&m);
        c
    });
    if p.side_to_move() == winner {
        children.any(|c| forced_win(&c, winner, plies - 1))
    } else {
        children.all(|c| forced_win(&c, winner, plies - 1))
    }
}

/// The first moves of `p` after which its side to move wins within `plies`
/// plies in all (sorted move texts).
fn winning_first_moves(p: &Position, plies: u32) -> Vec<String> {
    let us = p.side_to_move();
    let mut v: Vec<String> = p
        .legal_move_vec()
        .iter()
        .filter(|m| {
            let mut c = p.clone();
            c.play_unchecked(m);
            forced_win(&c, us, plies - 1)
        })
        .map(|m| p.format_move(m))
        .collect();
    v.sort();
    v
}

/// Searches `p` to `depth` with the baseline under a few tie-break seeds,
/// and with the full engine, and checks that the best move is always
/// `best` with a mate in `plies`.
fn assert_search_mates(p: &Position, depth: u32, best: &str, plies: i32) {
    for seed in 0..4 {
        let limits = Limits {
            seed,
            ..Limits::depth(depth)
        };
        let result = baseline::search(p, limits);
        let mv = result.best_move.as_ref().expect("a legal move");
        assert_eq!(p.format_move(mv), best, "seed {seed}");
        assert_eq!(result.mate_in_plies(), Some(plies), "seed {seed}");
    }
    let found = engine(p, depth);
    assert_eq!(found.best.as_deref(), Some(best), "{found:?}");
    assert_eq!(found.mate, Some(plies), "{found:?}");
}

#[test]
fn mate_in_one_by_taking_the_last_king() {
    // White: king g1, bishop b2. Black: only the king e5.
    // White's moves (no man or king can jump, so all are legal): bishop b2 to
    // a1, c1, a3, c3, d4 and b2xe5 along the long diagonal (c3, d4 empty);
    // king g1 to f2, h2. 8 moves.
    // Only b2xe5 reaches Black's only king; no other move captures anything.
    // Nor can any move leave Black without a move: the king e5 has four empty
    // neighbours (d4, f4, d6, f6) and one move fills at most one of them.
    // So b2xe5 is the unique win in one ply; a win in zero plies would need
    // the position to be decided already, and it is not (both sides have a
    // king, White has moves).
    let p = pos("8/8/8/4k3/8/8/1B6/6K1 w 0 1");
    assert_eq!(p.outcome(), None);
    assert_eq!(
        move_texts(&p),
        sorted(&["b2-a1", "b2-c1", "b2-a3", "b2-c3", "b2-d4", "b2xe5", "g1-f2", "g1-h2"])
    );
    assert_eq!(winning_first_moves(&p, 1), ["b2xe5"]);
    assert_search_mates(&p, 3, "b2xe5", 1);
}

#[test]
fn mate_in_one_by_leaving_no_legal_move() {
    // White: king a1, man f6, bishop h6. Black: only the king h8, whose one
    // diagonal neighbour is g7.
    // White's 10 moves: king a1-b2; man f6 to e7 or g7; bishop h6 to g7, f8,
    // and g5, f4, e3, d2, c1. Nothing can capture (Black's king is on no
    // line of the bishop, and not next to a White man or king).
    // After h6-g7 the black king's only neighbour holds a White piece whose
    // far side f6 is occupied too, so it can neither step nor jump: Black has
    // no legal move and loses. After f6-g7 the king jumps h8xf6 (f6 is now
    // empty); after every other move g7 is empty and h8-g7 is legal. No move
    // takes the king. So h6-g7 is the unique win in one ply.
    let p = pos("7k/8/5P1B/8/8/8/8/K7 w 0 1");
    assert_eq!(p.outcome(), None);
    assert_eq!(
        move_texts(&p),
        sorted(&[
            "a1-b2", "f6-e7", "f6-g7", "h6-g7", "h6-f8", "h6-g5", "h6-f4", "h6-e3", "h6-d2",
            "h6-c1"
        ])
    );
    assert_eq!(winning_first_moves(&p, 1), ["h6-g7"]);
    let mut after = p.clone();
    after.play_text("h6-g7").unwrap();
    assert_eq!(after.legal_move_vec().len(), 0);
    assert_search_mates(&p, 3, "h6-g7", 1);
}

#[test]
fn mate_in_two_by_opening_the_bishop_diagonal() {
    // White: bishop a1, king c1, man d4. Black: king h8, man a7.
    // White's 6 moves (no jumps anywhere): bishop a1-b2, a1-c3 (d4 is its own
    // man); king c1-b2, c1-d2; man d4-c5, d4-e5.
    //
    // No win in one ply: the long diagonal a1-h8 is blocked by d4, nothing
    // else reaches h8, and Black keeps h8-g7 and a7-b6 after every move.
    //
    // 1. d4-c5 wins in three plies: it opens the long diagonal (b2 .. g7 all
    // empty), so the bishop threatens h8. Black has two replies:
    //   - h8-g7: then a1xg7 takes the last king (b2 .. f6 are empty).
    //   - a7-b6: now White's man c5 must jump b6 (c5xa7, a7 has just been
    //     emptied), but under the default capture rule bishop captures stay
    //     legal, and a1xh8 takes the last king.
    //
    // Every other first move fails: Black answers h8-g7 (or a7-b6), and in
    // the third ply White must take the king on g7 or h8, or leave Black
    // without a move. The bishop's only line to g7 or h8 is the long
    // diagonal, still blocked by d4 (or by e5 after d4-e5); the man cannot
    // reach them; and Black's king on g7 has four neighbours and on h8 still
    // has g7 and the man a7 (or b6) its steps, so one White move cannot
    // leave Black without a move.
    let p = pos("7k/p7/8/8/3P4/8/8/B1K5 w 0 1");
    assert_eq!(p.outcome(), None);
    assert_eq!(
        move_texts(&p),
        sorted(&["a1-b2", "a1-c3", "c1-b2", "c1-d2", "d4-c5", "d4-e5"])
    );
    assert_eq!(winning_first_moves(&p, 1), Vec::<String>::new());
    assert_eq!(winning_first_moves(&p, 3), ["d4-c5"]);

    // The replies after 1. d4-c5 and White's winning answers.
    let mut after = p.clone();
    after.play_text("d4-c5").unwrap();
    assert_eq!(move_texts(&after), sorted(&["h8-g7", "a7-b6"]));
    let mut line = after.clone();
    line.play_text("a7-b6").unwrap();
    assert_eq!(move_texts(&line), sorted(&["c5xa7", "a1xh8"]));
    assert_eq!(winning_first_moves(&line, 1), ["a1xh8"]);
    let mut line = after.clone();
    line.play_text("h8-g7").unwrap();
    assert_eq!(winning_first_moves(&line, 1), ["a1xg7"]);

    // Depth 5 also shows that the search stops at the shortest win.
    assert_search_mates(&p, 5, "d4-c5", 3);
}

#[test]
fn the_losing_side_sees_the_mate_against_it() {
    // After 1. d4-c5 above, Black is mated in two plies whatever it plays.
    let mut p = pos("7k/p7/8/8/3P4/8/8/B1K5 w 0 1");
    p.play_text("d4-c5").unwrap();
    for found in both(&p, 4) {
        assert!(found.best.is_some(), "{found:?}");
        assert_eq!(found.mate, Some(-2), "{found:?}");
    }
}

#[test]
fn a_man_sacrifice_wins_two_for_one() {
    // White: kings a1, c1; men d2, e3, g3. Black: kings a7, h8; men e5, g5.
    // White to move; nobody can capture yet.
    //
    // 1. e3-f4 offers the man: Black must jump (a man can, so capturing is
    // compulsory), and its only jump is g5xe3 (over f4 to the square e3
    // that White has just left; e5 cannot jump f4, g3 behind it is
    // occupied, and Black's kings touch no White piece). The chain stops on
    // e3: c1 behind d2 holds a White king and f2 is empty. Now White must
    // jump, and d2 takes e3 landing on f4, then e5 landing on d6: two men
    // for one. The minimax oracle over every move to 5 plies finds that
    // this is the only first move that wins material, and both searches
    // play it at that depth.
    let p = pos("7k/k7/8/4p1p1/8/4P1P1/3P4/K1K5 w 0 1");
    assert!(p.legal_move_vec().iter().all(|m| !m.is_capture()));
    let mut line = p.clone();
    line.play_text("e3-f4").unwrap();
    assert_eq!(move_texts(&line), ["g5xe3"]);
    line.play_text("g5xe3").unwrap();
    assert_eq!(move_texts(&line), ["d2xf4xd6"]);
    let (value, moves) = best_moves(&p, 5);
    assert_eq!(moves, ["e3-f4"]);
    assert!(value > 100, "{value}");
    for found in both(&p, 5) {
        assert_eq!(found.best.as_deref(), Some("e3-f4"), "{found:?}");
        assert!(found.cp.unwrap() > 100, "{found:?}");
    }
}
