//! Criterion benchmarks, for every game: on fixed positions (the start, a
//! middle game, and a crowded tactical position: the one with the most
//! captures on offer among seeded random openings) legal move generation,
//! captures-only (noisy) generation, `is_legal` over a move list (the legal
//! moves and the moves of another position), `play` of every legal move on a
//! copy; and perft from the start position at a depth that takes about a
//! second.
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
    let positions = positions::<G>();
    for (index, (label, position)) in positions.iter().enumerate() {
        let mut moves = G::MoveList::default();
        group.bench_with_input(BenchmarkId::new("legal_moves", label), position, |b, p| {
            b.iter(|| {
                p.legal_moves(&mut moves);
                black_box(moves.as_ref().len())
            })
        });
        group.bench_with_input(BenchmarkId::new("noisy_moves", label), position, |b, p| {
            b.iter(|| {
                p.noisy_moves(&mut moves);
                black_box(moves.as_ref().len())
            })
        });
        // Half legal, half (mostly) not: the moves of the next position too.
        let (_, other) = &positions[(index + 1) % positions.len()];
        let mut candidates = position.legal_move_vec();
        candidates.extend(other.legal_move_vec());
        group.bench_with_input(BenchmarkId::new("is_legal", label), position, |b, p| {
            b.iter(|| candidates.iter().filter(|m| p.is_legal(m)).count())
        });
        let legal = position.legal_move_vec();
        group.bench_with_input(BenchmarkId::new("play", label), position, |b, p| {
            b.iter(|| legal.iter().filter(|m| p.clone().play(m).is_ok()).count())
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
