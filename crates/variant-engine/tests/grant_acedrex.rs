//! The engine finds forced wins by checkmate in hand-built Grant Acedrex
//! positions, and wins material with a pawn fork.
//!
//! The mates are those of the crate's old `tests/search.rs` (which tested
//! variant-core's search before the engine replaced it), each proved by
//! hand and by brute force; both searches (the baseline, level 1, and the
//! full engine) must find them.
//!
//! The mate positions share a frame that keeps the other ways of winning out of
//! reach. Black has three pawns, e7, h7 and k7, each blocked by a White pawn
//! (e6, h6, k6), on files far enough apart that no pawn can capture another:
//!
//! * Black never has fewer than two pawns within three plies (White moves
//!   only twice), so the bare-king rule, judged first, cannot decide these
//!   games; White keeps its rook and pawns, so it is never bare either.
//! * Neither side's pawns can move (each is blocked and has nothing to capture
//!   diagonally), so Black's only moves are king moves.
//! * Stalemate loses for the stalemated side, so a quiet move that leaves
//!   Black's king no square would also win; each argument below rules that out.
//!
//! Every claim "this is the only winning first move" is also checked by
//! brute force ([`winning_first_moves`], which uses only the `Game` trait).

mod common;

use common::engines::{best_moves, both};
use grant_acedrex::{Move, Position};
use variant_core::{Color, Game, Outcome, WinReason};

/// The first moves after which the side to move wins by force (by any rule:
/// checkmate, stalemate or bare king) within `plies` plies (1 or 3),
/// whatever the opponent does.
fn winning_first_moves(p: &Position, plies: u32) -> Vec<String> {
    let me = p.side_to_move();
    // Whether `me` has won in `q`, or wins within `left` more plies.
    fn won_or_wins(q: &Position, me: Color, left: u32) -> bool {
        match q.outcome() {
            Some(o) => o.winner() == Some(me),
            None if left >= 2 => q.legal_move_vec().iter().all(|reply| {
                let mut r = q.clone();
                r.play_unchecked(reply);
                r.legal_move_vec().iter().any(|mv| {
                    let mut s = r.clone();
                    s.play_unchecked(mv);
                    s.outcome().is_some_and(|o| o.winner() == Some(me))
                })
            }),
            None => false,
        }
    }
    p.legal_move_vec()
        .iter()
        .filter(|mv| {
            let mut q = p.clone();
            q.play_unchecked(mv);
            won_or_wins(&q, me, plies - 1)
        })
        .map(Move::to_string)
        .collect()
}

/// Black: king b12, pawns e7 h7 k7. White: king b10, rook l7, pawns e6 h6 k6.
/// White to move.
///
/// ```text
/// 12  . k . . . . . . . . . .
/// 11  . . . . . . . . . . . .
/// 10  . K . . . . . . . . . .
///  7  . . . . p . . p . . p R
///  6  . . . . P . . P . . P .
/// ```
///
/// White's 17 moves: the king a9, b9, c9, a10, c10 (a11, b11 and c11 touch
/// Black's king); the rook l8..l12, l6..l1 and xk7. (Ranks not drawn are
/// empty.) Only a rook move to rank 12 or to the b-file could give check,
/// and from l7 the rook reaches rank 12 (l12) but not the b-file. So the only
/// checking move is l7-l12. It mates: the rook attacks c12 and, through the
/// king's square, a12; White's king covers a11, b11 and c11; the rook is far
/// from Black's king and Black's pawns cannot move, so nothing captures or
/// blocks it.
///
/// No other move wins at once: a non-check cannot mate; a stalemate would
/// need both a12 and c12 covered without check, which only a rook on rank 12
/// does (and that is check); and Rxk7 leaves Black two pawns (not bare).
const MATE_IN_ONE: &str = "1k10/12/1K10/12/12/4p2p2pR/4P2P2P1/12/12/12/12/12 w - 0 1";

#[test]
fn finds_the_mate_in_one() {
    let p: Position = MATE_IN_ONE.parse().unwrap();
    assert_eq!(p.legal_move_vec().len(), 5 + 12);
    assert_eq!(winning_first_moves(&p, 1), ["l7-l12"]);
    for found in both(&p, 2) {
        assert_eq!(found.best.as_deref(), Some("l7-l12"), "{found:?}");
        assert_eq!(found.mate, Some(1), "{found:?}");
    }
    let mut after = p.clone();
    after.play_text("l7-l12").unwrap();
    assert!(after.is_check());
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
}

/// Black: king a12, pawns e7 h7 k7. White: king a9, rook l7, pawns e6 h6 k6.
/// White to move; the only forced win takes three plies: Ka9-b10, Kb12
/// (forced), Rl7-l12#.
///
/// ```text
/// 12  k . . . . . . . . . . .
/// 11  . . . . . . . . . . . .
/// 10  . . . . . . . . . . . .
///  9  K . . . . . . . . . . .
///  7  . . . . p . . p . . p R
///  6  . . . . P . . P . . P .
/// ```
///
/// (Ranks not drawn are empty.)
///
/// White's 17 moves: king a8, b8, b9, a10, b10; rook l8..l12, l6..l1, xk7.
/// Black's king on a12 may go to a11, b11 or b12 when they are not attacked.
///
/// **No win in one ply.** The only check is Rl12+ (the rook cannot reach the
/// a-file), and Black escapes to a11 or b11, which White's king on a9 does
/// not touch. No move stalemates: b12 stays free after every White move (no
/// piece reaches the b-file, rank 12 only with check, or a square next to
/// b12). Rxk7 leaves two pawns.
///
/// **1. Kb10 wins.** Black's a11 and b11 touch White's king, b12 does not, so
/// 1... Kb12 is forced (not a stalemate). Then 2. Rl12# exactly as in
/// [`MATE_IN_ONE`], which is this position.
///
/// **Every other first move fails.** Mate at ply 3 needs a rook check
/// (White's king cannot give check); stalemate needs every free square of
/// Black's king covered by one White move.
///
/// * A rook move other than l11 (l8, l9, l10, l12+, l6..l1, xk7), or the king
///   to a8, b8 or b9: b11 stays free, Black plays 1... Kb11. Its squares a12,
///   b12, c12, a11, c11 and c10 (White's king touches at most a10, b10 and
///   c10) lie on two ranks and three files, so no single rook line covers
///   them: no mate, no stalemate.
/// * Rook to l11: a11 and b11 are covered, 1... Kb12 (forced). A rook check now
///   leaves rank 11 (Rl12+: a11, b11 and c11 are free again) or stands next
///   to the king unprotected (Rb11+: Kxb11). Without check a12 and c12 stay
///   free (no king move from a9 touches them). No win.
/// * King to a10: a11 and b11 are covered, 1... Kb12 (forced). The only check,
///   Rl12+, leaves c11 free (a10 does not touch it); without check a12 and
///   c12 stay free. No win.
///
/// So the set of winning first moves is {a9-b10}, and the shortest win is
/// three plies.
const MATE_IN_TWO: &str = "k11/12/12/K11/12/4p2p2pR/4P2P2P1/12/12/12/12/12 w - 0 1";

#[test]
fn finds_the_mate_in_two() {
    let p: Position = MATE_IN_TWO.parse().unwrap();
    assert_eq!(p.legal_move_vec().len(), 5 + 12);
    assert!(winning_first_moves(&p, 1).is_empty());
    assert_eq!(winning_first_moves(&p, 3), ["a9-b10"]);
    for found in both(&p, 4) {
        assert_eq!(found.best.as_deref(), Some("a9-b10"), "{found:?}");
        assert_eq!(found.mate, Some(3), "{found:?}");
    }
    // The forced line: Black's only reply, then the mate of MATE_IN_ONE.
    let mut after = p.clone();
    after.play_text("a9-b10").unwrap();
    let replies: Vec<String> = after.legal_move_vec().iter().map(Move::to_string).collect();
    assert_eq!(replies, ["a12-b12"]);
    after.play_text("a12-b12").unwrap();
    assert_eq!(after.to_string(), MATE_IN_ONE.replace(" 0 1", " 2 2"));
}

/// Both searches also see the mate from Black's side: the colour-flipped
/// mate in two is found the same way.
#[test]
fn finds_the_mirrored_mate_in_two_for_black() {
    let p: Position = MATE_IN_TWO.parse::<Position>().unwrap().color_flipped();
    for found in both(&p, 4) {
        assert_eq!(found.best.as_deref(), Some("a4-b3"), "{found:?}");
        assert_eq!(found.mate, Some(3), "{found:?}");
    }
}

/// White: king g1, rook a1, pawn e6. Black: king g12, lions d8 and f8.
/// White to move.
///
/// ```text
/// 12  . . . . . . k . . . . .
///  8  . . . l . l . . . . . .
///  6  . . . . P . . . . . . .
///  1  R . . . . . K . . . . .
/// ```
///
/// `e6-e7` forks the lions: a pawn captures one step diagonally forward,
/// so from e7 it attacks d8 and f8. Neither lion can take it (e7 is a
/// (±1, −1) step from them, no lion leap: they leap (3, 0) and (3, 1)), and
/// one move saves only one of them; at best the other is defended, and
/// White wins a lion for the pawn (the rook keeps White from being bared
/// when the pawn is taken back). The minimax oracle, over every move to 4
/// plies, finds that `e6-e7` is the only move that wins material (+200:
/// rook against lion), and both searches play it at that depth.
#[test]
fn a_pawn_fork_wins_a_lion() {
    let p: Position = "6k5/12/12/12/3l1l6/12/4P7/12/12/12/12/R5K5 w - 0 1"
        .parse()
        .unwrap();
    let (value, moves) = best_moves(&p, 4);
    assert_eq!(moves, ["e6-e7"]);
    assert_eq!(value, 550 - 350);
    for found in both(&p, 4) {
        assert_eq!(found.best.as_deref(), Some("e6-e7"), "{found:?}");
        assert!(found.cp.unwrap() > 100, "{found:?}");
    }
}
