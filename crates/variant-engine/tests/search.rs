//! The engine on small games: mates at the right distance, tactics,
//! repetition, the table kept across moves, limits, threads, levels.

mod common;

use common::minichess::{Mini, MINI_NULL_MOVES};
use common::pile::{Pile, PILE_NULL_MOVES};
use common::ring::Ring;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use variant_core::Game;
use variant_engine::{Clock, Engine, Evaluate, Info, Level, Limits, Options, Score, SearchResult};

fn engine<G: Evaluate>() -> Engine<G> {
    Engine::new(Options {
        hash_mb: 4,
        ..Options::default()
    })
}

fn run<G: Evaluate>(engine: &mut Engine<G>, position: &G, limits: Limits) -> SearchResult<G::Move> {
    engine.search(position, &[], limits, &AtomicBool::new(false), |_| {})
}

fn mini(text: &str) -> Mini {
    text.parse().unwrap()
}

fn text(position: &Mini, mv: &Option<<Mini as Game>::Move>) -> String {
    mv.as_ref()
        .map_or("none".into(), |m| position.format_move(m))
}

/// Whether the side to move can force mate within `plies` plies (odd):
/// plain minimax over every move, the oracle for the mates below.
fn mates_within(p: &Mini, plies: u32) -> bool {
    p.legal_move_vec()
        .iter()
        .any(|mv| mating_move(p, mv, plies))
}

fn mating_move(p: &Mini, mv: &<Mini as Game>::Move, plies: u32) -> bool {
    let mut c = p.clone();
    c.play_unchecked(mv);
    let replies = c.legal_move_vec();
    if replies.is_empty() {
        return c.is_check();
    }
    plies >= 3
        && replies.iter().all(|r| {
            let mut g = c.clone();
            g.play_unchecked(r);
            mates_within(&g, plies - 2)
        })
}

/// Mates in three moves (5 plies) with one mating first move, proved by
/// the oracle in the test.
const MATES_IN_THREE: [(&str, &str); 6] = [
    ("8/8/8/Q7/8/8/4K1k1/8 w", "a5-g5"),
    ("8/1Q6/8/8/8/k7/4K3/8 w", "e2-d3"),
    ("7R/8/2K3k1/8/3Q4/8/8/8 w", "h8-f8"),
    ("8/8/k5K1/8/3R2Q1/1p6/8/8 w", "d4-b4"),
    ("1k6/8/6p1/8/4R3/8/Q3p3/6K1 w", "a2-f7"),
    ("8/2R2Q2/5K2/8/8/8/4k3/8 w", "f7-b3"),
];

#[test]
fn pile_mates_are_found_at_their_exact_distance_through_a_kept_table() {
    // With n stones the side to move wins iff n % 3 != 0, by leaving a
    // multiple of 3; the winner ends the game as fast as it can and the
    // loser holds out: the loser runs out of moves after 2 (n / 3) + 1
    // plies, or 2 (n / 3) plies when the side to move is the loser. One
    // engine searches every pile, so the table carries mates found from
    // other roots at other plies.
    let mut shared = engine::<Pile>();
    for n in (1..=40u16).rev() {
        for engine in [&mut shared, &mut engine::<Pile>()] {
            let result = run(engine, &Pile::new(n), Limits::depth(100));
            let k = u32::from(n / 3);
            if n % 3 == 0 {
                assert_eq!(result.score, Score::mated_in_plies(2 * k), "n = {n}");
            } else {
                assert_eq!(result.score, Score::mate_in_plies(2 * k + 1), "n = {n}");
                assert_eq!(result.best_move, Some((n % 3) as u8), "n = {n}");
            }
        }
    }
    // A decided position has no move: it is lost, now.
    let over = run(&mut shared, &Pile::new(0), Limits::depth(5));
    assert_eq!(
        (over.best_move, over.score, over.depth),
        (None, Score::mated_in_plies(0), 0)
    );
}

#[test]
fn a_back_rank_mate_in_one() {
    // White Ra1, Kg1; Black Kg8 behind its pawns f7 g7 h7. Ra8 checks along
    // the eighth rank; f8 and h8 are on it too, f7 g7 h7 hold Black's own
    // pawns, and nothing can take or block on a8: mate. No other move mates
    // (only the rook could check, and only on the eighth rank).
    let p = mini("6k1/5ppp/8/8/8/8/8/R5K1 w");
    for depth in [1, 2, 5] {
        let result = run(&mut engine(), &p, Limits::depth(depth));
        assert_eq!(text(&p, &result.best_move), "a1-a8", "depth {depth}");
        assert_eq!(result.score, Score::mate_in_plies(1));
        assert_eq!(result.score.to_string(), "mate 1");
    }
    // With Black to move, it sees the threat (a pawn move or a king step
    // gets out of it) and is not mated.
    let p = mini("6k1/5ppp/8/8/8/8/8/R5K1 b");
    let result = run(&mut engine(), &p, Limits::depth(4));
    assert!(!result.score.is_mate(), "{:?}", result.score);
    // (But a rook ahead: a clear plus for White, from Black's side.)
    assert!(result.score < Score::centipawns(-100), "{:?}", result.score);
}

#[test]
fn mates_in_three_are_found_with_the_only_mating_move() {
    for (position, answer) in MATES_IN_THREE {
        let p = mini(position);
        // The proof: no mate in two, a mate in three, and only by `answer`.
        assert!(!mates_within(&p, 3) && mates_within(&p, 5), "{position}");
        let mating: Vec<String> = p
            .legal_move_vec()
            .iter()
            .filter(|mv| mating_move(&p, mv, 5))
            .map(|mv| p.format_move(mv))
            .collect();
        assert_eq!(mating, [answer], "{position}");
        // Late-move reductions may need a ply more than the mate's length
        // (a quiet first move is reduced); from depth 6 it is always found,
        // and no longer mate is preferred to it.
        for depth in [6, 8] {
            let result = run(&mut engine(), &p, Limits::depth(depth));
            assert_eq!(
                text(&p, &result.best_move),
                answer,
                "{position} depth {depth}"
            );
            assert_eq!(
                result.score,
                Score::mate_in_plies(5),
                "{position} depth {depth}"
            );
            assert_eq!(result.score.to_string(), "mate 3");
        }
    }
}

#[test]
fn a_mated_or_stalemated_root_has_no_move() {
    let mated = run(
        &mut engine(),
        &mini("k7/1Q6/1K6/8/8/8/8/8 b"),
        Limits::depth(4),
    );
    assert_eq!(
        (mated.best_move, mated.score),
        (None, Score::mated_in_plies(0))
    );
    let stalemate = run(
        &mut engine(),
        &mini("k7/8/1Q6/8/8/8/8/K7 b"),
        Limits::depth(4),
    );
    assert_eq!((stalemate.best_move, stalemate.score), (None, Score::DRAW));
    // And the engine does not stalemate when it can mate: Qb6 would
    // stalemate the king on a8; Qb7 (guarded by Kc6) mates.
    let p = mini("k7/8/2K5/8/8/8/8/1Q6 w");
    let result = run(&mut engine(), &p, Limits::depth(4));
    assert_eq!(result.score, Score::mate_in_plies(1));
    assert_eq!(text(&p, &result.best_move), "b1-b7");
}

#[test]
fn quiescence_sees_the_recapture_that_the_baseline_misses() {
    // White Qd2 can take the pawn d5, but the pawn e6 takes the queen back.
    // One ply of plain alpha-beta (the baseline) counts the pawn and takes
    // it; the full engine's quiescence search sees exd5 and keeps the queen.
    let p = mini("6k1/8/4p3/3p4/8/8/3Q4/6K1 w");
    let mut baseline = Engine::<Mini>::new(Options {
        level: Level::BASELINE,
        ..Options::default()
    });
    let greedy = run(&mut baseline, &p, Limits::depth(1));
    assert_eq!(text(&p, &greedy.best_move), "d2xd5");
    assert_eq!(greedy.score, Score::centipawns(800));
    for depth in [1, 2, 3] {
        let result = run(&mut engine(), &p, Limits::depth(depth));
        assert_ne!(text(&p, &result.best_move), "d2xd5", "depth {depth}");
        assert!(result.score >= Score::centipawns(600), "{:?}", result.score);
    }
}

#[test]
fn a_knight_fork_wins_the_rook() {
    // Nc7+ attacks the king on e8 and the rook on a8 at once; the king must
    // step away and the knight takes the rook. No other move wins material.
    let p = mini("r3k3/8/8/3N4/8/8/8/6K1 w");
    for depth in [3, 4, 6] {
        let result = run(&mut engine(), &p, Limits::depth(depth));
        assert_eq!(text(&p, &result.best_move), "d5-c7", "depth {depth}");
        assert!(result.score >= Score::centipawns(250), "{:?}", result.score);
    }
}

#[test]
fn a_cycle_scores_as_a_draw_in_the_line_and_from_the_game_history() {
    // In the ring game White always "leads" by 10, and every position can
    // recur two plies later.
    let start = Ring::start(Default::default());
    let one = run(&mut engine(), &start, Limits::depth(1));
    assert_eq!(one.score, Score::centipawns(10));
    // Deeper, Black can always return to a position of the line: no progress.
    for depth in [2, 3, 6] {
        let result = run(&mut engine(), &start, Limits::depth(depth));
        assert_eq!(result.score, Score::DRAW, "depth {depth}");
    }
    // Positions of the game before the root count too: both of White's moves
    // lead back to a position the game has been in.
    let history: Vec<u64> = ["1 b", "2 b"]
        .iter()
        .map(|t| t.parse::<Ring>().unwrap().zobrist())
        .collect();
    let stop = AtomicBool::new(false);
    let result = engine().search(&start, &history, Limits::depth(1), &stop, |_| {});
    assert_eq!(result.score, Score::DRAW);
    // Only one of them: White takes the other move and keeps its lead.
    let result = engine().search(&start, &history[..1], Limits::depth(1), &stop, |_| {});
    assert_eq!(
        (result.best_move, result.score),
        (Some(2), Score::centipawns(10))
    );
}

#[test]
fn a_cycle_is_a_refuge_for_the_losing_side() {
    // Black, a queen down, has a king move back to where it stood: the game
    // history says the position after it has occurred, so it is a draw (0)
    // rather than a loss of 900.
    let before = mini("7k/8/8/8/8/8/8/K6Q b");
    let mut refuge = before.clone();
    refuge.play_text("h8-g8").unwrap();
    let history = [refuge.zobrist()];
    let stop = AtomicBool::new(false);
    let result = engine().search(&before, &history, Limits::depth(1), &stop, |_| {});
    assert_eq!(text(&before, &result.best_move), "h8-g8");
    assert_eq!(result.score, Score::DRAW);
}

#[test]
fn null_moves_are_only_asked_of_games_that_opt_in() {
    // The pile (zugzwang everywhere) has a null move but does not opt in.
    let before = PILE_NULL_MOVES.load(Ordering::Relaxed);
    for n in [20, 21, 50] {
        run(&mut engine(), &Pile::new(n), Limits::depth(60));
    }
    assert_eq!(PILE_NULL_MOVES.load(Ordering::Relaxed), before);
    // Minichess opts in; a middlegame search tries null moves and still
    // finds the fork (Nxc7+ takes a pawn and attacks king and rook).
    let before = MINI_NULL_MOVES.load(Ordering::Relaxed);
    let p = mini("r3k2r/ppp2ppp/8/3N4/8/8/PPP2PPP/R5K1 w");
    let result = run(&mut engine(), &p, Limits::depth(6));
    assert!(MINI_NULL_MOVES.load(Ordering::Relaxed) > before);
    assert_eq!(text(&p, &result.best_move), "d5xc7");
}

#[test]
fn the_table_is_kept_across_moves_and_cleared_by_new_game() {
    let p = mini("r3k2r/ppp2ppp/2n5/3N4/8/5N2/PPP2PPP/R4RK1 w");
    let mut kept = engine::<Mini>();
    let first = run(&mut kept, &p, Limits::depth(6));
    // The same position again: the table answers most of it.
    let again = run(&mut kept, &p, Limits::depth(6));
    assert_eq!(again.best_move, first.best_move);
    assert!(
        again.nodes * 2 < first.nodes,
        "{} then {}",
        first.nodes,
        again.nodes
    );
    // The game goes on along the expected line: still cheaper than afresh.
    let mut next = p.clone();
    for mv in &first.pv[..2] {
        next.play(mv).unwrap();
    }
    let reused = run(&mut kept, &next, Limits::depth(5));
    let fresh = run(&mut engine(), &next, Limits::depth(5));
    assert!(
        reused.nodes < fresh.nodes,
        "{} vs {}",
        reused.nodes,
        fresh.nodes
    );
    // A new game forgets everything: the first search repeats exactly.
    kept.new_game();
    let replay = run(&mut kept, &p, Limits::depth(6));
    assert_eq!(
        replay,
        SearchResult {
            time: replay.time,
            ..first
        }
    );
}

#[test]
fn a_node_limit_is_exact_and_deterministic() {
    let p = Mini::start(Default::default());
    let limits = Limits {
        nodes: Some(30_000),
        seed: 5,
        ..Limits::default()
    };
    let a = run(&mut engine(), &p, limits);
    let b = run(&mut engine(), &p, limits);
    assert_eq!(a.nodes, 30_000);
    assert_eq!(
        (&a.best_move, a.score, a.depth, a.nodes, &a.pv),
        (&b.best_move, b.score, b.depth, b.nodes, &b.pv)
    );
    assert!(a.depth >= 3, "{a:?}");
}

#[test]
fn the_stop_flag_is_honoured_from_another_thread() {
    let p = Mini::start(Default::default());
    let stop = AtomicBool::new(false);
    let mut reports = 0;
    let started = Instant::now();
    let result = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(300));
            stop.store(true, Ordering::Relaxed);
        });
        engine::<Mini>().search(&p, &[], Limits::infinite(), &stop, |_| reports += 1)
    });
    let took = started.elapsed();
    assert!(took >= Duration::from_millis(300), "{took:?}");
    assert!(took < Duration::from_millis(1300), "stopped after {took:?}");
    assert!(result.best_move.is_some() && result.depth >= 1 && reports >= 1);
    assert!(p.is_legal(result.best_move.as_ref().unwrap()));
}

#[test]
fn time_limits_are_kept() {
    let p = mini("r3k2r/ppp2ppp/2n5/3N4/8/5N2/PPP2PPP/R4RK1 w");
    let started = Instant::now();
    let result = run(
        &mut engine(),
        &p,
        Limits::movetime(Duration::from_millis(200)),
    );
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(190) && took < Duration::from_millis(700),
        "{took:?}"
    );
    assert!(result.best_move.is_some());
    // One second on the clock, no increment: at most 3/4 of it.
    let clock = Clock {
        time_left: Duration::from_secs(1),
        increment: Duration::ZERO,
        moves_to_go: None,
    };
    let started = Instant::now();
    let result = run(&mut engine(), &p, Limits::clock(clock));
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "{:?}",
        started.elapsed()
    );
    assert!(result.best_move.is_some());
    // A forced move on a clock is played at once.
    // Double check from the rooks a2 and h1: only Kxa2.
    let forced = mini("7k/8/8/8/8/8/r7/K6r w");
    assert_eq!(forced.legal_move_vec().len(), 1);
    let result = run(&mut engine(), &forced, Limits::clock(clock));
    assert_eq!(
        (text(&forced, &result.best_move), result.depth),
        ("a1xa2".into(), 1)
    );
}

#[test]
fn lazy_smp_finds_the_same_forced_wins() {
    let mut smp = Engine::<Mini>::new(Options {
        hash_mb: 8,
        threads: 4,
        ..Options::default()
    });
    for (position, answer) in MATES_IN_THREE {
        let p = mini(position);
        smp.new_game();
        let result = run(&mut smp, &p, Limits::depth(8));
        assert_eq!(text(&p, &result.best_move), answer, "{position}");
        assert_eq!(result.score, Score::mate_in_plies(5), "{position}");
    }
    let p = mini("r3k2r/ppp2ppp/8/3N4/8/8/PPP2PPP/R5K1 w");
    let result = run(&mut smp, &p, Limits::depth(7));
    assert_eq!(text(&p, &result.best_move), "d5xc7");
    // Helpers' nodes count too, and a stop still ends them all.
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let long = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.store(true, Ordering::Relaxed);
        });
        smp.search(
            &Mini::start(Default::default()),
            &[],
            Limits::infinite(),
            &stop,
            |_| {},
        )
    });
    assert!(started.elapsed() < Duration::from_millis(1200));
    assert!(long.best_move.is_some() && long.nodes > 0);
}

#[test]
fn every_reported_line_is_legal() {
    let positions = [
        Mini::start(Default::default()),
        mini("r3k2r/ppp2ppp/2n5/3N4/8/5N2/PPP2PPP/R4RK1 w"),
        mini("6k1/8/4p3/3p4/8/8/3Q4/6K1 w"),
        mini(MATES_IN_THREE[0].0),
    ];
    for threads in [1, 3] {
        for p in &positions {
            let mut infos: Vec<Info<<Mini as Game>::Move>> = Vec::new();
            let mut e = Engine::<Mini>::new(Options {
                hash_mb: 4,
                threads,
                ..Options::default()
            });
            let stop = AtomicBool::new(false);
            let result = e.search(p, &[], Limits::depth(6), &stop, |i| infos.push(i.clone()));
            assert!(!infos.is_empty());
            assert_eq!(infos.last().unwrap().depth, result.depth);
            assert_eq!(result.pv.first(), result.best_move.as_ref());
            let lines = infos.iter().map(|i| &i.pv).chain([&result.pv]);
            for (i, line) in lines.enumerate() {
                assert!(!line.is_empty(), "report {i} of {p}");
                let mut q = p.clone();
                for mv in line {
                    q.play(mv)
                        .unwrap_or_else(|e| panic!("{e} in the line from {p}"));
                }
            }
            for w in infos.windows(2) {
                assert!(w[0].depth < w[1].depth && w[0].nodes <= w[1].nodes);
            }
        }
    }
}

#[test]
fn capped_levels_stay_within_their_nodes() {
    let p = mini("r3k2r/ppp2ppp/2n5/3N4/8/5N2/PPP2PPP/R4RK1 w");
    for (level, cap) in [(2, 1_000), (3, 4_000), (4, 16_000)] {
        let mut e = Engine::<Mini>::new(Options {
            level: Level::new(level).unwrap(),
            ..Options::default()
        });
        let result = run(&mut e, &p, Limits::infinite());
        assert!(result.nodes <= cap, "level {level}: {}", result.nodes);
        assert!(result.best_move.is_some());
        // The caller's own smaller limit applies too.
        let result = run(&mut e, &p, Limits::nodes(500));
        assert!(result.nodes <= 500, "level {level}: {}", result.nodes);
    }
}

#[test]
fn the_baseline_reports_and_stops_too() {
    let p = Mini::start(Default::default());
    let mut baseline = Engine::<Mini>::new(Options {
        level: Level::BASELINE,
        ..Options::default()
    });
    let stop = AtomicBool::new(false);
    let mut infos = Vec::new();
    let started = Instant::now();
    let result = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.store(true, Ordering::Relaxed);
        });
        baseline.search(&p, &[], Limits::infinite(), &stop, |i| {
            infos.push(i.clone())
        })
    });
    // The old search looks at the clock (and now the flag) only at inner
    // nodes whose count is a multiple of 1024: a little later than the
    // full engine, still soon.
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert!(result.best_move.is_some() && !infos.is_empty());
    assert_eq!(infos.last().unwrap().depth, result.depth);
    for info in &infos {
        let mut q = p.clone();
        for mv in &info.pv {
            q.play(mv).unwrap();
        }
    }
}

#[test]
fn an_engine_can_move_to_another_thread() {
    fn send<T: Send>() {}
    send::<Engine<Mini>>();
    send::<SearchResult<<Mini as Game>::Move>>();
    send::<Info<<Mini as Game>::Move>>();
}
