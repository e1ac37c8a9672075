//! Seeded randomness and random playouts.

use crate::{zobrist::splitmix64, Game, Outcome};

/// A small deterministic random generator (SplitMix64): the same seed gives
/// the same sequence on every platform.
///
/// ```
/// use variant_core::Rng;
/// let mut a = Rng::new(42);
/// let mut b = Rng::new(42);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (state, out) = splitmix64(self.state);
        self.state = state;
        out
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth mentioning for
    /// the small `n` used here.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// A finished random playout.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The moves played, in order.
    pub moves: Vec<G::Move>,
    /// The position reached.
    pub position: G,
    /// The outcome if the game ended within the ply limit.
    pub outcome: Option<Outcome>,
}

/// Plays uniformly random legal moves from `start` until the game ends or
/// `max_plies` moves have been played. Deterministic for a given seed.
pub fn random_playout<G: Game>(start: &G, seed: u64, max_plies: usize) -> Playout<G> {
    let mut rng = Rng::new(seed);
    let mut position = start.clone();
    let mut moves = Vec::new();
    let mut list = G::MoveList::default();
    for _ in 0..max_plies {
        position.legal_moves(&mut list);
        let legal = list.as_ref();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        position.play_unchecked(&mv);
        moves.push(mv);
    }
    let outcome = position.outcome();
    Playout {
        moves,
        position,
        outcome,
    }
}
