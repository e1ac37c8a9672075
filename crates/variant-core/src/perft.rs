//! Perft and divide: counting the leaves of the move tree, the standard test
//! of a move generator.

use crate::Game;

/// The number of move sequences of length `depth` from `position` (leaf
/// nodes of the legal move tree). `perft(p, 0) == 1`. Decided positions have
/// no moves, so the tree stops there. The last ply is counted in bulk
/// ([`Game::count_legal_moves`]).
///
/// ```
/// # use variant_core::perft;
/// # fn check<G: variant_core::Game>(p: &G) {
/// let leaves = perft(p, 2);
/// # let _ = leaves;
/// # }
/// ```
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return position.count_legal_moves() as u64;
    }
    perft_by_moves(position, depth)
}

/// Perft at `depth >= 2`: the sum over the legal moves. Apart from
/// [`perft`], whose depth-1 case (the parents of the leaves, where most of
/// the time goes) then needs neither the move list's stack frame nor a call.
#[inline(never)]
fn perft_by_moves<G: Game>(position: &G, depth: u32) -> u64 {
    let mut moves = G::MoveList::default();
    position.legal_moves(&mut moves);
    let mut total = 0;
    for mv in moves.as_ref() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        total += perft(&child, depth - 1);
    }
    total
}

/// Perft split by first move: each legal move with the number of leaves
/// below it at `depth` (so the counts sum to `perft(position, depth)`), in
/// move generation order. `depth` 0 is treated as 1.
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(G::Move, u64)> {
    let mut moves = G::MoveList::default();
    position.legal_moves(&mut moves);
    moves
        .as_ref()
        .iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            (mv.clone(), perft(&child, depth.max(1) - 1))
        })
        .collect()
}
