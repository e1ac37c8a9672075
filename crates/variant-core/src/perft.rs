//! Perft and divide: counting the leaves of the move tree, the standard test
//! of a move generator.

use crate::Game;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The number of move sequences of length `depth` from `position` (leaf
/// nodes of the legal move tree). `perft(p, 0) == 1`. Decided positions have
/// no moves, so the tree stops there. The last ply is counted in bulk
/// ([`Game::count_legal_moves`]); deeper counts are the game's
/// ([`Game::count_leaves`], which a game may override).
///
/// ```
/// # use variant_core::perft;
/// # fn check<G: variant_core::Game>(p: &G) {
/// let leaves = perft(p, 2);
/// # let _ = leaves;
/// # }
/// ```
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => position.count_leaves(depth),
    }
}

/// Perft by playing each legal move on a copy of `position` and counting
/// below it with [`perft`] (meant for `depth >= 2`; 1 at depth 0): the default
/// [`Game::count_leaves`], for a game's own `count_leaves` to fall back on
/// where its faster walk does not apply. Apart from [`perft`], whose
/// depth-1 case (the parents of the leaves, where most of the time goes)
/// then needs neither the move list's stack frame nor a call.
///
/// ```
/// # use variant_core::{perft, perft_by_moves};
/// # fn check<G: variant_core::Game>(p: &G) {
/// assert_eq!(perft_by_moves(p, 3), perft(p, 3));
/// # }
/// ```
#[inline(never)]
pub fn perft_by_moves<G: Game>(position: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
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

/// [`perft`] with the tree split over `threads` threads (the same count).
///
/// The work items are the positions two plies down (some hundreds or
/// thousands, so that the threads finish close together); each thread takes
/// the next item until none is left. `done` is called after every item with
/// the number of items counted and their total, from whichever thread counted
/// it (for a progress line). One thread, or a depth below 3, is [`perft`].
///
/// No more threads run than the machine has cores
/// (`std::thread::available_parallelism`): more could not count faster. A
/// thread the system refuses to start leaves its share to the others (the
/// count is the same).
///
/// ```
/// # use variant_core::{perft, perft_threads};
/// # fn check<G: variant_core::Game>(p: &G) {
/// assert_eq!(perft_threads(p, 4, 2, |_, _| {}), perft(p, 4));
/// # }
/// ```
pub fn perft_threads<G: Game>(
    position: &G,
    depth: u32,
    threads: usize,
    done: impl Fn(usize, usize) + Sync,
) -> u64 {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let threads = threads.min(cores);
    if threads <= 1 || depth < 3 {
        return perft(position, depth);
    }
    let mut items = Vec::new();
    for mv in position.legal_move_vec() {
        let mut child = position.clone();
        child.play_unchecked(&mv);
        for reply in child.legal_move_vec() {
            let mut grandchild = child.clone();
            grandchild.play_unchecked(&reply);
            items.push(grandchild);
        }
    }
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let count_items = || {
        let mut total = 0;
        while let Some(item) = items.get(next.fetch_add(1, Ordering::Relaxed)) {
            total += perft(item, depth - 2);
            done(finished.fetch_add(1, Ordering::Relaxed) + 1, items.len());
        }
        total
    };
    std::thread::scope(|scope| {
        // A worker that cannot be started is simply not there: the items
        // it would have taken go to the others.
        let workers: Vec<_> = (1..threads)
            .map_while(|_| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, count_items)
                    .ok()
            })
            .collect();
        let own = count_items();
        own + workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
            })
            .sum::<u64>()
    })
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
            (*mv, perft(&child, depth.max(1) - 1))
        })
        .collect()
}
