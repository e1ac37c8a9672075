//! Pieces that shield their king from an aanca's or a unicorn's turn: the
//! move generator tests only the moves that could expose the king, so these
//! hand-checked positions pin it down, for the move list and for the bulk
//! count that perft uses.

use grant_acedrex::Position;
use variant_core::{perft, Game};

/// The legal moves from `from` in coordinate text, and the total number of
/// legal moves (checked against the bulk count).
fn moves_from(p: &Position, from: &str) -> (Vec<String>, usize) {
    let all = p.legal_move_vec();
    assert_eq!(p.count_legal_moves(), all.len(), "bulk count in `{p}`");
    assert_eq!(perft(p, 1), all.len() as u64);
    let from_here = all
        .iter()
        .filter(|m| m.from().to_string() == from)
        .map(|m| m.to_string())
        .collect();
    (from_here, all.len())
}

/// White: king a1, crocodile a6. Black: king l12, aanca b7.
///
/// The crocodile stands on the aanca's turning square: b7 steps diagonally
/// to a6 and would slide south to a1 over the empty a5..a2. So every
/// crocodile move that leaves the a-file square (b5, c4, d3, e2, f1) exposes
/// the king, and only the capture a6xb7 is legal. The king's a2, b1 and b2
/// are not attacked (the aanca's other turns, from c6, a8 and c8, reach the
/// c-file, the a-file above a8, rank 6 and rank 8), so White has 1 + 3 moves.
#[test]
fn a_piece_on_an_aancas_turning_square_is_pinned() {
    let p: Position = "11k/12/12/12/12/1a10/C11/12/12/12/12/K11 w - 0 1"
        .parse()
        .unwrap();
    assert!(!p.is_check());
    assert_eq!(moves_from(&p, "a6"), (vec!["a6xb7".to_string()], 4));
}

/// White: king a1, lion c3. Black: king l12, unicorn f5.
///
/// The unicorn leaps from f5 to d4 (the knight's (-2,-1)) and would slide on
/// south-west over c3 and b2 to a1; the lion on c3 blocks that slide. None of
/// the lion's six leaps (f3, f4, f2, c6, d6, b6) lands on b2 or d4, so each
/// exposes the king: the lion has no legal move. The king's a2, b1 and b2
/// are safe (b2 stays behind the lion; the unicorn's other leaps slide
/// elsewhere), so White has 3 moves.
#[test]
fn a_piece_across_a_unicorns_slide_is_pinned() {
    let p: Position = "11k/12/12/12/12/12/12/5u6/12/2L9/12/K11 w - 0 1"
        .parse()
        .unwrap();
    assert!(!p.is_check());
    assert_eq!(moves_from(&p, "c3"), (vec![], 3));
    // With a Black pawn (l11) in the unicorn's place the lion is free.
    let free: Position = "11k/11p/12/12/12/12/12/12/12/2L9/12/K11 w - 0 1"
        .parse()
        .unwrap();
    assert_eq!(moves_from(&free, "c3").0.len(), 6);
}
