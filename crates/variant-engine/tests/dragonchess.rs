//! The engine finds mates across the three levels in small hand-built
//! Dragonchess positions, and wins material with a fork.
//!
//! Each test states the position, proves BY HAND which first moves mate and
//! that no shorter mate exists, then checks both searches (the baseline,
//! level 1, and the full engine) against that. An exhaustive brute force
//! (written here, independent of the search) confirms the hand-derived move
//! sets. These are the mates of the crate's old `tests/search.rs`, which
//! tested variant-core's search before the engine replaced it.

mod common;

use common::engines::{best_moves, both};
use dragonchess::{Piece, Position, Rules, Square};
use std::collections::BTreeSet;
use variant_core::{Color, Game, Outcome};
use variant_engine::games::dragonchess::value;
use variant_engine::Evaluate;

const GOLD: Color = Color::White;

/// A position from tokens like `K2l1` (upper case Gold, lower case Scarlet).
fn build(spec: &str, side: Color) -> Position {
    let pieces: Vec<(Square, Piece)> = spec
        .split_whitespace()
        .map(|tok| {
            let c = tok.chars().next().unwrap();
            (tok[1..].parse().unwrap(), Piece::from_letter(c).unwrap())
        })
        .collect();
    Position::from_placement(&pieces, side, Rules::default()).unwrap()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|s| s.to_string()).collect()
}

/// Whether the side to move has been checkmated.
fn is_mated(pos: &Position) -> bool {
    matches!(
        pos.outcome(),
        Some(Outcome::Decisive { winner, .. }) if winner != pos.side_to_move()
    )
}

fn after(pos: &Position, mv: &dragonchess::Move) -> Position {
    let mut next = pos.clone();
    next.play_unchecked(mv);
    next
}

/// Brute force: the first moves that checkmate at once.
fn mates_in_one(pos: &Position) -> BTreeSet<String> {
    pos.legal_move_vec()
        .iter()
        .filter(|m| is_mated(&after(pos, m)))
        .map(|m| m.to_string())
        .collect()
}

/// Brute force: the first moves after which every reply allows a mate in
/// one (or that mate at once).
fn mates_in_two(pos: &Position) -> BTreeSet<String> {
    pos.legal_move_vec()
        .iter()
        .filter(|m| {
            let next = after(pos, m);
            if next.outcome().is_some() {
                return is_mated(&next);
            }
            next.legal_move_vec()
                .iter()
                .all(|r| !mates_in_one(&after(&next, r)).is_empty())
        })
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn mate_in_one_on_the_sky() {
    // Gold: King 2l1, Dragon 3e5. Scarlet: King 3a8 alone, Gold to move.
    //
    // A King on level 3 has a single move, (0,0,-1) to 2a8. A Dragon mates it
    // from 3b8 or 3a7: the orthogonal step attacks 3a8, and the capture from
    // afar covers 2a8 (a neighbour of 2b8 / 2a7, the squares below); the
    // King cannot take the Dragon (it only moves down) and Scarlet has
    // nothing else. The Dragon's diagonal slide 3e5-3d6-3c7-3b8 reaches 3b8;
    // 3a7 is out of its reach (not on a diagonal of 3e5, not a step away).
    //
    // Uniqueness: a mate must give check. Only the Dragon can attack 3a8
    // (the Gold King on 2l1 is far away). It attacks 3a8 from 3b8, 3a7 and
    // the diagonal 3b7-3c6-3d5-3e4-...-3h1. From 3e5 it reaches 3b8, and
    // that diagonal at 3d5 and 3e4 by orthogonal steps. From 3d5 or 3e4 the
    // check is along the diagonal, 2a8 is not covered (the afar squares are
    // around 2d5 / 2e4) and the King escapes there. So R3e5-3b8 is the
    // only mate. No shorter mate exists: Gold is to move and not yet mated.
    let pos = build("K2l1 R3e5 k3a8", GOLD);
    assert!(!pos.is_check());
    assert_eq!(mates_in_one(&pos), set(&["R3e5-3b8"]));

    for found in both(&pos, 3) {
        assert_eq!(found.best.as_deref(), Some("R3e5-3b8"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

#[test]
fn mate_in_one_on_the_ground() {
    // Gold: King 2l1, Dragon 3c7, Elemental 1a6. Scarlet: King 2a8 alone.
    //
    // The King on 2a8 may go to 2a7, 2b7, 2b8 (planar), 3a8 (up), 1a8
    // (down). R3c7-3b8 (diagonal step) checks it from afar (2a8 is a
    // neighbour of 2b8 below the Dragon) and covers 2b8 and 2b7 from afar,
    // 3a8 by the orthogonal step; the Elemental on 1a6 covers 1a8 by its
    // two-step over the empty 1a7 and 2a7 by its ascent (0,+1,+1) over 1a7.
    // The King cannot reach the Dragon on 3b8, and a capture from afar
    // cannot be blocked: mate.
    //
    // Uniqueness: a mate must give check. The Dragon attacks 2a8 only from
    // afar, from 3a8, 3b8 or 3a7; from 3c7 it reaches only 3b8. The
    // Elemental attacks 2a8 only by its ascent from 1a7 or 1b8 (path 1a8);
    // from 1a6 it reaches 1a7, but then 2a7 (directly above it, not an
    // ascent square) and 2b8 are free. The Gold King on 2l1 cannot check.
    // So R3c7-3b8 is the only mate, and none is shorter.
    let pos = build("K2l1 R3c7 E1a6 k2a8", GOLD);
    assert!(!pos.is_check());
    assert_eq!(mates_in_one(&pos), set(&["R3c7-3b8"]));

    for found in both(&pos, 3) {
        assert_eq!(found.best.as_deref(), Some("R3c7-3b8"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

#[test]
fn mate_in_two_across_the_levels() {
    // Gold: King 2l1, Thief 2c6, Dragon 3l1. Scarlet: King 3a8, Basilisk
    // 1l1 (under the Gold King, which is frozen). Gold to move.
    //
    // * The Scarlet King on 3a8 has one possible move, down to 2a8, and the
    //   Thief covers 2a8 (2c6-2b7-2a8). So any check by the Dragon on level 3
    //   is mate: the King cannot step away or take the Dragon, and Scarlet
    //   has no piece that could block on level 3 or take the checker.
    // * The Dragon attacks 3a8 from 3a7, 3b8 (orthogonal steps) and the
    //   diagonal 3b7 3c6 3d5 3e4 3f3 3g2 3h1 (file + rank = 7, 0-based).
    //   It can reach that diagonal in one move by a slide from a square with
    //   odd file + rank and |file - rank| <= 7, or by a step from a square
    //   next to it; 3a7, 3b8 only from squares on their diagonals or next
    //   to them.
    // * No mate in one: only the Dragon can attack a square on level 3, and
    //   from 3l1 (file 11, rank 0) it reaches 3k1, 3l2 (orthogonal steps) and
    //   3k2 3j3 3i4 3h5 3g6 3f7 3e8 (the diagonal file + rank = 11): none is
    //   a checking square.
    // * The mating first moves: after a quiet Dragon move Scarlet has exactly
    //   one reply, B1l1-1l2 (the Basilisk's back step; its forward moves
    //   leave the board and the King cannot move), which changes nothing on
    //   levels 2 and 3. Of the nine Dragon moves, 3j3 3i4 3h5 3g6 3f7 3e8
    //   (file - rank = 7, 5, 3, 1, -1, -3) slide down-left onto the
    //   checking diagonal (to 3h1 3g2 3f3 3e4 3d5 3c6) over an empty level:
    //   mate. 3k2 (file - rank = 9, not next to a checking square) cannot
    //   reach one, and neither can the
    //   even squares 3k1 (10, 0), 3l2 (11, 1): their diagonals miss 3a7 and
    //   3b8, and their orthogonal neighbours are not checking squares.
    // * Any Thief move fails: Scarlet answers B1l1-1l2 and the Dragon, still
    //   on 3l1, cannot give check (see above); nor can the Thief (it attacks
    //   only level 2) or the thawed Gold King.
    // So the mating first moves are exactly those six, mate in 3 plies.
    let pos = build("K2l1 T2c6 R3l1 k3a8 b1l1", GOLD);
    assert!(!pos.is_check());
    assert!(pos.is_frozen("2l1".parse().unwrap()));
    let expected = set(&[
        "R3l1-3j3", "R3l1-3i4", "R3l1-3h5", "R3l1-3g6", "R3l1-3f7", "R3l1-3e8",
    ]);
    assert!(mates_in_one(&pos).is_empty());
    assert_eq!(mates_in_two(&pos), expected);
    // The forced reply and the mate, along one line.
    let mut line = pos.clone();
    line.play_text("R3l1-3h5").unwrap();
    assert_eq!(
        line.legal_move_vec()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        ["B1l1-1l2"]
    );
    line.play_text("B1l1-1l2").unwrap();
    line.play_text("R3h5-3f3").unwrap();
    assert!(is_mated(&line));

    // The full engine extends the checking move, so it also finds the mate
    // from depth 3; the baseline needs all three plies and one more to see
    // that nothing shorter exists.
    for found in both(&pos, 4) {
        let best = found.best.clone().unwrap();
        assert!(expected.contains(&best), "{found:?}");
        assert_eq!(found.mate, Some(3), "{found:?}");
    }
}

#[test]
fn mate_in_one_with_an_oliphant_down_the_file() {
    // Gold to move: the Oliphant on 2i1 going to 2i8 mates the King on
    // 2a8: it checks along rank 8 (2b8 .. 2h8 empty); 2a7 and 2b7 are
    // covered by the Oliphant on 2h7, 2b8 by the checking Oliphant itself,
    // 3a8 by the Griffon on 3c5 ((-2, +3) leap) and 1a8 by the Elemental's
    // two-step from 1a6 over the empty 1a7. Nothing of Scarlet's can take
    // or block the Oliphant (Scarlet has only its King).
    let text = "12/12/12/2G9/12/12/12/12|k11/7O4/12/12/12/12/12/8O2K|12/12/E11/12/12/12/12/12 g";
    let pos: Position = text.parse().unwrap();
    let mut mated = pos.clone();
    mated.play_text("O2i1-2i8").unwrap();
    assert!(is_mated(&mated));
    assert!(mates_in_one(&pos).contains("O2i1-2i8"));
    for found in both(&pos, 2) {
        let mut after = pos.clone();
        after.play_text(found.best.as_deref().unwrap()).unwrap();
        assert!(is_mated(&after), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
}

#[test]
fn a_unicorn_fork_wins_the_mage() {
    // Gold: King 2g1, Unicorn 2d5. Scarlet: King 2g8, Mage 2c8. Gold to move.
    //
    // U2d5-2e7 (a knight leap, +1 file +2 ranks) attacks 2g8 (+2, +1) and
    // 2c8 (-2, +1) at once. Scarlet is in check: a knight's check cannot be
    // blocked, and neither the King (two files away) nor the Mage (c8 to e7
    // is no queen line, and the Mage may only answer the check anyway by
    // taking the checker) can take the Unicorn, so the King must move:
    // 2f7, 2f8, 2g7, 2h7, 2h8 on the Ground or 3g8 / 1g8. None of those is
    // next to 2c8, so the Unicorn then takes the Mage (1100) for nothing.
    // The minimax oracle (3 plies, every move) agrees that this fork is the
    // only way to win it.
    let pos = build("K2g1 U2d5 k2g8 m2c8", GOLD);
    assert!(!pos.is_check());
    let (value_3, moves) = best_moves(&pos, 3);
    assert_eq!(moves, ["U2d5-2e7"]);
    assert_eq!(value_3, value(dragonchess::PieceKind::Unicorn));
    let mut line = pos.clone();
    line.play_text("U2d5-2e7").unwrap();
    assert!(line.is_check());
    for reply in line.legal_move_vec() {
        let mut after = line.clone();
        after.play_unchecked(&reply);
        assert!(after.parse_move("U2e7x2c8").is_ok(), "{reply}");
    }
    for found in both(&pos, 3) {
        assert_eq!(found.best.as_deref(), Some("U2d5-2e7"), "{found:?}");
        // 850 behind before the fork, ahead after it.
        assert!(found.cp.unwrap() > 0, "{found:?}");
    }
    assert_eq!(pos.material(GOLD) - pos.material(!GOLD), 250 - 1100);
}
