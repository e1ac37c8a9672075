//! Criterion benchmarks: legal move generation on fixed positions (the start,
//! a middle game, and a crowded tactical position: the one with the most
//! captures on offer among seeded random openings) and perft from the start
//! position at a depth that takes about a second, for every game.
//!
//! Run with `cargo bench`; `variants perft GAME DEPTH --stats` gives nodes per
//! second for a whole tree.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use std::time::Duration;
use variant_core::{perft, random_playout, Game};

/// Moves that capture or promote: the noisy ones.
fn forcing_moves<G: Game>(position: &G) -> usize {
    let moves = position.legal_move_vec();
    moves.iter().filter(|m| position.is_noisy(m)).count()
}

/// The positions a game's move generator is timed on. Seeded random play
/// makes them the same on every run.
fn positions<G: Game>() -> Vec<(&'static str, G)> {
    let start = G::start(Default::default());
    let middle = random_playout(&start, 11, 24).position;
    // Among 64 random 12-ply openings, the one with the most captures on offer.
    let tactical = (0..64)
        .map(|seed| random_playout(&start, seed, 12).position)
        .filter(|p| p.outcome().is_none())
        .max_by_key(forcing_moves)
        .unwrap_or_else(|| start.clone());
    vec![("start", start), ("middle", middle), ("tactical", tactical)]
}

fn bench_game<G: Game>(c: &mut Criterion, perft_depth: u32) {
    let mut group = c.benchmark_group(G::NAME);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    for (label, position) in positions::<G>() {
        let mut moves = G::MoveList::default();
        group.bench_with_input(BenchmarkId::new("legal_moves", label), &position, |b, p| {
            b.iter(|| {
                p.legal_moves(&mut moves);
                black_box(moves.as_ref().len())
            })
        });
    }
    group.sample_size(10);
    let start = G::start(Default::default());
    group.bench_function(BenchmarkId::new("perft", perft_depth), |b| {
        b.iter(|| perft(black_box(&start), perft_depth))
    });
    group.finish();
}

fn cheskers(c: &mut Criterion) {
    bench_game::<cheskers::Position>(c, 9);
}

fn baroque(c: &mut Criterion) {
    bench_game::<baroque_chess::Position>(c, 5);
}

fn grant_acedrex(c: &mut Criterion) {
    bench_game::<grant_acedrex::Position>(c, 4);
}

fn dragonchess(c: &mut Criterion) {
    bench_game::<dragonchess::Position>(c, 4);
}

criterion_group!(benches, cheskers, baroque, grant_acedrex, dragonchess);
criterion_main!(benches);
