//! The engine finds a mate in one and a mate in two in hand-built Baroque
//! positions, and a capture chain that avoids a poisoned prize.
//!
//! The mates are those of the crate's old `tests/search.rs`, which tested
//! variant-core's search before the engine replaced it; both searches (the
//! baseline, level 1, and the full engine) must find them.
//!
//! In Baroque a side wins by capturing the enemy King (by any capture mode) or
//! when the opponent has no legal move on his turn (`no_moves = Loss`, the
//! default). A mate in one is a move that wins at once (1 ply); a mate in two
//! is a first move after which every reply allows a winning move (3 plies).
//!
//! Each position is proved by hand in its comment (the winning first moves,
//! and that no shorter win exists), and the hand proof is checked again by
//! brute force over the whole 1- or 3-ply move tree ([`wins_in_one`],
//! [`wins_in_two`]) before the search is asked.
//!
//! A useful fact for the proofs: where a side has no immobilizer, no enemy
//! piece is ever frozen, and the enemy King always has a move (an adjacent
//! square is empty, or holds a piece of the side it captures by displacement,
//! unless all eight hold its own pieces: never the case here). So that side's
//! opponent never runs out of moves, and every win of that side is a King
//! capture.

mod common;

use baroque_chess::Position;
use common::engines::{baseline, best_moves, both, engine};
use variant_core::{Color, Game, Outcome, WinReason};
use variant_engine::baseline::{search, Limits, MATE};

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

/// Whether the side that just moved has won: the position is decided for it.
fn won_by(p: &Position, winner: Color) -> bool {
    p.outcome().and_then(|o| o.winner()) == Some(winner)
}

fn after(p: &Position, mv: &baroque_chess::Move) -> Position {
    let mut c = p.clone();
    c.play_unchecked(mv);
    c
}

/// By brute force: the side to move's moves that win at once, as text, sorted.
fn wins_in_one(p: &Position) -> Vec<String> {
    let us = p.side_to_move();
    let mut v: Vec<String> = p
        .legal_move_vec()
        .iter()
        .filter(|m| won_by(&after(p, m), us))
        .map(|m| p.format_move(m))
        .collect();
    v.sort();
    v
}

/// By brute force: the side to move's first moves that do not win at once but
/// after which every reply lets it win with its next move, as text, sorted.
fn wins_in_two(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_move_vec()
        .iter()
        .filter(|m| {
            let c1 = after(p, m);
            if c1.outcome().is_some() {
                return false;
            }
            c1.legal_move_vec()
                .iter()
                .all(|r| !wins_in_one(&after(&c1, r)).is_empty())
        })
        .map(|m| p.format_move(m))
        .collect();
    v.sort();
    v
}

/// Mate in one with a long leaper, preferred over a material capture.
///
/// ```text
/// 8 . . . . . . . .
/// 7 . . . K . . . .      White: King d7, Long Leaper d2
/// 6 . . . . . . . .      Black: King d5, Coordinator b2
/// 5 . . . k . . . .      White to move
/// 4 . . . . . . . .
/// 3 . . . . . . . .
/// 2 . r . N . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ```
///
/// By hand, the moves that capture the black King on d5:
/// * the white King captures only by displacement, one step from d7
///   (c6 d6 e6 c7 e7 c8 d8 e8): d5 is not among them;
/// * the long leaper captures only pieces it jumps on its line. d5 lies on
///   its north line: d3, d4 empty, the King on d5 with d6 empty behind it, so
///   it may jump it and land on the empty squares after it before the next
///   obstacle: d6 only (d7 is its own King). Its other lines meet only the
///   coordinator (west: c2 empty, b2 jumped, land a2: `d2-a2xb2`, a decoy
///   worth 400).
///
/// So the only winning move is `d2-d6xd5`; Black cannot run out of moves (see
/// the module comment), so it is the only mate in one, 1 ply.
#[test]
fn mate_in_one_long_leaper_takes_the_king() {
    let p = position("8/3K4/8/3k4/8/8/1r1N4/8 w 0 1");
    assert_eq!(wins_in_one(&p), ["d2-d6xd5"]);
    assert!(p
        .legal_move_vec()
        .iter()
        .any(|m| p.format_move(m) == "d2-a2xb2"));

    for depth in [1, 3] {
        let result = search(&p, Limits::depth(depth));
        let best = result.best_move.expect("a move");
        assert_eq!(p.format_move(&best), "d2-d6xd5", "depth {depth}");
        assert_eq!(result.mate_in_plies(), Some(1), "depth {depth}");
        assert_eq!(result.score, MATE - 1);
        let found = engine(&p, depth);
        assert_eq!(found.best.as_deref(), Some("d2-d6xd5"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

/// Mate in one for Black: a chameleon takes the King by a one-step move
/// (the only way it captures a King), withdrawing from a withdrawer too.
///
/// ```text
/// 8 . . . . . . . .
/// 7 . . . . . . . .      White: King e4, Withdrawer c2
/// 6 . . . . . . . .      Black: King h8, Chameleon d3
/// 5 . . . . . . . .      Black to move
/// 4 . . . . K . . .
/// 3 . . . b . . . .
/// 2 . . Q . . . . .
/// 1 . . . . . . . .
///   a b c d e f g h
/// ```
///
/// By hand, Black's moves that capture the white King on e4:
/// * the black King on h8 is far from e4: no;
/// * the chameleon takes a King only by one step onto it: d3-e4 (north-east)
///   is such a step. Moving north-east it also withdraws from the withdrawer
///   on c2 (directly behind it, south-west), so the move is `d3-e4xc2,e4`.
///
/// White has no immobilizer, so the white King always has a move and Black
/// wins only by capturing it: `d3-e4xc2,e4` is the unique mate in one.
#[test]
fn mate_in_one_for_black_chameleon_steps_onto_the_king() {
    let p = position("7k/8/8/8/4K3/3b4/2Q5/8 b 0 1");
    assert_eq!(wins_in_one(&p), ["d3-e4xc2,e4"]);
    for found in both(&p, 2) {
        assert_eq!(found.best.as_deref(), Some("d3-e4xc2,e4"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

/// Mate in one by leaving the opponent no legal move: an immobilizer freezes
/// a lone King.
///
/// ```text
/// 8 . . . . . . . k
/// 7 . . . . . . . .      White: King a1, Immobilizer d4
/// 6 . . . . . . . .      Black: King h8
/// 5 . . . . . . . .      White to move
/// 4 . . . M . . . .
/// 3 . . . . . . . .
/// 2 . . . . . . . .
/// 1 K . . . . . . .
///   a b c d e f g h
/// ```
///
/// By hand: no white move captures the King (the immobilizer never captures,
/// the white King is far from h8). Black, with only a King that cannot
/// suicide, has no legal move exactly when the King is frozen, i.e. when the
/// immobilizer stands on g8, g7 or h7. From d4 it reaches g7 (diagonal e5,
/// f6, g7 empty) but neither g8 nor h7 (not on a line with d4). So `d4-g7` is
/// the unique mate in one, won by `no legal move`.
#[test]
fn mate_in_one_immobilizer_leaves_no_legal_move() {
    let p = position("7k/8/8/8/3M4/8/8/K7 w 0 1");
    assert_eq!(wins_in_one(&p), ["d4-g7"]);
    let mut q = p.clone();
    q.play_text("d4-g7").unwrap();
    assert_eq!(
        q.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::NoLegalMove))
    );

    for found in both(&p, 3) {
        assert_eq!(found.best.as_deref(), Some("d4-g7"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

/// Mate in two: King and coordinator against a lone King in the corner.
///
/// ```text
/// 8 k . . . . . . .
/// 7 . . . . . . . .      White: King c5, Coordinator h1
/// 6 . . . . . . . .      Black: King a8
/// 5 . . K . . . . .      White to move
/// 4 . . . . . . . .
/// 3 . . . . . . . .
/// 2 . . . . . . . .
/// 1 . . . . . . . R
///   a b c d e f g h
/// ```
///
/// Black has only its King, never frozen (no white immobilizer): it always
/// has a move, and White wins only by capturing it. A coordinator with its
/// King on (kf, kr) that lands on (cf, cr) captures on (kf, cr) and (cf, kr);
/// a King move never coordinates.
///
/// No mate in one: the white King on c5 is not next to a8; with the King on
/// c5 the coordinator captures only on the c-file or rank 5, and a8 is on
/// neither.
///
/// `c5-b6` mates in two. Black's replies are a8-a7, a8-b7, a8-b8 (all empty).
/// After a7 or b7 the King on b6 takes it (`b6-a7xa7`, `b6-b7xb7`). After b8
/// the coordinator lands on rank 8 (`h1-h8` up the empty h-file, or `h1-a8`
/// along the now empty long diagonal) and captures on (b-file, rank 8) = b8.
///
/// It is the only one. Whatever White plays first, Black may answer a8-a7 (a7
/// is empty or holds a white piece to take by displacement; Black is never
/// frozen). White must then capture on a7 with his next move:
/// * by his King: only if it stands next to a7 (a6 a8 b6 b7 b8). From c5 in
///   one move the King reaches only b4..d6, and of those only b6 touches a7;
/// * by his coordinator: a7 must be one of its corners, (kf, cr) or
///   (cf, kr), so the King must stand on the a-file or on rank 7. The King
///   starts on c5 and makes at most one step before that capture (files b–d,
///   ranks 4–6): neither is reachable.
///
/// So the first move must be the King to b6: `c5-b6` is the unique mate in
/// two, 3 plies, and there is no shorter one.
#[test]
fn mate_in_two_king_and_coordinator() {
    let p = position("k7/8/8/2K5/8/8/8/7R w 0 1");
    assert!(wins_in_one(&p).is_empty());
    assert_eq!(wins_in_two(&p), ["c5-b6"]);
    let after_b8 = {
        let mut q = p.clone();
        q.play_text("c5-b6").unwrap();
        q.play_text("a8-b8").unwrap();
        q
    };
    assert_eq!(wins_in_one(&after_b8), ["h1-a8xb8", "h1-h8xb8"]);

    for depth in [3, 4] {
        for found in both(&p, depth) {
            assert_eq!(found.best.as_deref(), Some("c5-b6"), "{found:?}");
            assert_eq!(found.mate, Some(3), "{found:?}");
        }
        // The baseline stops at the first mate it sees.
        assert_eq!(baseline(&p, depth).depth, 3);
    }
    // Two plies are not enough to see it.
    assert_eq!(baseline(&p, 2).mate, None);
}

/// A capture chain, and a bigger prize that is poisoned.
///
/// ```text
/// 8 . . . . . . . k
/// 7 . . . . . . . .      White: King a1, Long Leaper d1
/// 6 . . . . . . . .      Black: King h8, Coordinator b3,
/// 5 . p . p . . . .             Pincers a3, b5, d3, d5
/// 4 . . . . . . . .      White to move
/// 3 p r . p . . . .
/// 2 . . . . . . . .
/// 1 K . . N . . . .
///   a b c d e f g h
/// ```
///
/// The leaper's line north jumps both pincers (d3 with d4 empty behind it,
/// d5 with d6 empty behind it) and may land on d6, d7 or d8. Landing on d8
/// loses it: the coordinator goes to d3 (c3 and the emptied d3 are free)
/// and, with its King on h8, captures on d8. The leaper can also take the
/// coordinator (400), along the diagonal c2-b3, landing on a4, the only
/// square before the edge; but then the pincer b5 steps to a5 and pinches
/// it against the pincer a3, and 400 for 350 is less than the two pincers.
/// Waiting is worse still: Black moves a pincer off the d-file. The minimax
/// oracle, over every move to 4 plies, finds exactly the two safe double
/// captures, and both searches play one of them at that depth.
#[test]
fn the_long_leaper_takes_two_and_avoids_the_poisoned_coordinator() {
    let p = position("7k/8/8/1p1p4/8/pr1p4/8/K2N4 w 0 1");
    let safe = ["d1-d6xd3,d5", "d1-d7xd3,d5"];
    let (value, moves) = best_moves(&p, 4);
    assert_eq!(moves, safe);
    // 350 against a coordinator and two pincers, before and after.
    assert_eq!(value, 350 - 400 - 200);
    let texts: Vec<String> = p
        .legal_move_vec()
        .iter()
        .map(|m| p.format_move(m))
        .collect();
    assert!(texts.contains(&"d1-d8xd3,d5".to_string()));
    assert!(texts.contains(&"d1-a4xb3".to_string()));
    for found in both(&p, 4) {
        assert!(safe.contains(&found.best.as_deref().unwrap()), "{found:?}");
    }
}
