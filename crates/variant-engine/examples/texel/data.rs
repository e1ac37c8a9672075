//! `texel data`: self-play games at a fixed node count from seeded random
//! openings; from each, quiet positions with the game's result.

use crate::{number, rules, value, with_game};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use variant_core::{random_playout, Color, Rng};
use variant_engine::tuning::{quiet, Tune};
use variant_engine::{Engine, Limits, Options};

/// The settings of a `data` run.
struct Settings {
    preset: Option<String>,
    rules: Vec<String>,
    games: usize,
    nodes: u64,
    random_plies: usize,
    per_game: usize,
    max_plies: usize,
    resign: i32,
    seed: u64,
    threads: usize,
    out: Option<String>,
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut it = args.iter();
    let game = it.next().ok_or("data needs a GAME")?.clone();
    let mut s = Settings {
        preset: None,
        rules: Vec::new(),
        games: 100,
        nodes: 2000,
        random_plies: 8,
        per_game: 20,
        max_plies: 400,
        resign: 1500,
        seed: 1,
        threads: 1,
        out: None,
    };
    while let Some(arg) = it.next() {
        let v = value(&mut it, arg)?;
        match arg.as_str() {
            "--preset" => s.preset = Some(v.to_string()),
            "--rule" => s.rules.push(v.to_string()),
            "--games" => s.games = number(v, arg)?,
            "--nodes" => s.nodes = number(v, arg)?,
            "--random-plies" => s.random_plies = number(v, arg)?,
            "--per-game" => s.per_game = number(v, arg)?,
            "--max-plies" => s.max_plies = number(v, arg)?,
            "--resign" => s.resign = number(v, arg)?,
            "--seed" => s.seed = number(v, arg)?,
            "--threads" => s.threads = number::<usize>(v, arg)?.max(1),
            "--out" => s.out = Some(v.to_string()),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    let mut out: Box<dyn Write + Send> = match &s.out {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?,
        )),
        None => Box::new(std::io::stdout()),
    };
    writeln!(out, "# game {game}").map_err(|e| e.to_string())?;
    if let Some(p) = &s.preset {
        writeln!(out, "# preset {p}").map_err(|e| e.to_string())?;
    }
    for r in &s.rules {
        writeln!(out, "# rule {r}").map_err(|e| e.to_string())?;
    }
    writeln!(
        out,
        "# texel data: {} games, {} nodes a move, {} random plies (+0 to {} more), {} positions a game, max {} plies, resign {}, seed {}",
        s.games, s.nodes, s.random_plies, s.random_plies, s.per_game, s.max_plies, s.resign, s.seed
    )
    .map_err(|e| e.to_string())?;
    with_game!(game.as_str(), G => play_all::<G>(&s, out))
}

/// One finished game: its result for White, the positions it went through
/// after its opening, and how it ended.
struct Played<G> {
    white_score: f64,
    positions: Vec<G>,
    how: &'static str,
}

/// The output, written in game order: finished games wait for the ones
/// before them.
struct InOrder {
    /// The next game to write.
    next: usize,
    /// Per game, its text once it is finished and not yet written.
    waiting: Vec<Option<String>>,
    out: Box<dyn Write + Send>,
    failed: bool,
}

impl InOrder {
    /// Takes game `i`'s text and writes every game now in turn.
    fn finish(&mut self, i: usize, text: String) {
        self.waiting[i] = Some(text);
        while let Some(text) = self.waiting.get_mut(self.next).and_then(Option::take) {
            self.failed |= self.out.write_all(text.as_bytes()).is_err();
            self.next += 1;
        }
    }
}

/// Plays the games on `s.threads` threads and writes each game's samples
/// in game order.
fn play_all<G: Tune>(s: &Settings, out: Box<dyn Write + Send>) -> Result<(), String> {
    let rules = rules::<G>(s.preset.as_deref(), &s.rules)?;
    let next = AtomicUsize::new(0);
    let pending = Mutex::new(InOrder {
        next: 0,
        waiting: vec![None; s.games],
        out,
        failed: false,
    });
    let written = AtomicUsize::new(0);
    let totals = Mutex::new([0usize; 4]); // white wins, draws, black wins, positions
    std::thread::scope(|scope| {
        for _ in 0..s.threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Relaxed);
                if i >= s.games || pending.lock().unwrap().failed {
                    break;
                }
                let seed = s.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i as u64;
                let played = play::<G>(&rules, s, seed);
                let text = samples(&played, s.per_game, seed);
                {
                    let mut t = totals.lock().unwrap();
                    let r = if played.white_score == 1.0 {
                        0
                    } else if played.white_score == 0.5 {
                        1
                    } else {
                        2
                    };
                    t[r] += 1;
                    t[3] += text.lines().count();
                }
                pending.lock().unwrap().finish(i, text);
                let done = written.fetch_add(1, Relaxed) + 1;
                if done.is_multiple_of(10) || done == s.games {
                    let t = totals.lock().unwrap();
                    eprintln!(
                        "{done}/{} games (+{} ={} -{} for White, last: {}), {} positions",
                        s.games, t[0], t[1], t[2], played.how, t[3]
                    );
                }
            });
        }
    });
    let mut p = pending.into_inner().unwrap();
    if p.failed || p.out.flush().is_err() {
        return Err("could not write the data".to_string());
    }
    Ok(())
}

/// Up to `per_game` of the game's positions, chosen at random, made quiet;
/// a line each with the result for White.
fn samples<G: Tune>(played: &Played<G>, per_game: usize, seed: u64) -> String {
    let result = if played.white_score == 1.0 {
        "1-0"
    } else if played.white_score == 0.5 {
        "1/2-1/2"
    } else {
        "0-1"
    };
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut order: Vec<usize> = (0..played.positions.len()).collect();
    // A seeded shuffle, then the first `per_game` that are quiet.
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let mut text = String::new();
    let mut taken = 0;
    for &i in &order {
        if taken == per_game {
            break;
        }
        if let Some(q) = quiet(&played.positions[i], 2000) {
            if q.outcome().is_none() {
                text.push_str(&format!("{result} {q}\n"));
                taken += 1;
            }
        }
    }
    text
}

/// One self-play game from a random opening of `seed`.
fn play<G: Tune>(rules: &G::Rules, s: &Settings, seed: u64) -> Played<G> {
    let start = G::start(rules.clone());
    let mut rng = Rng::new(seed);
    let plies = s.random_plies + rng.below(s.random_plies + 1);
    let mut pos = random_playout(&start, seed, plies).position;
    let mut engine = Engine::<G>::new(Options {
        hash_mb: 16,
        threads: 1,
        ..Options::default()
    });
    let stop = AtomicBool::new(false);
    let mut history: Vec<u64> = Vec::new();
    let mut positions = Vec::new();
    // Consecutive moves each side has judged the game won: (count, winner).
    let mut verdicts: [(u32, Option<Color>); 2] = [(0, None); 2];
    let finish = |winner: Option<Color>, how, positions| Played {
        white_score: match winner {
            Some(Color::White) => 1.0,
            Some(Color::Black) => 0.0,
            None => 0.5,
        },
        positions,
        how,
    };
    let mut ply = 0;
    loop {
        if let Some(outcome) = pos.outcome() {
            return finish(outcome.winner(), "rules", positions);
        }
        if ply >= s.max_plies {
            return finish(None, "move limit", positions);
        }
        positions.push(pos.clone());
        let limits = Limits {
            nodes: Some(s.nodes),
            seed: seed ^ ply as u64,
            ..Limits::default()
        };
        let result = engine.search(&pos, &history, limits, &stop, |_| {});
        let Some(mv) = result.best_move else {
            return finish(None, "no move", positions);
        };
        if s.resign > 0 {
            let side = pos.side_to_move();
            let raw = result.score.raw();
            let verdict = if raw >= s.resign {
                Some(side)
            } else if raw <= -s.resign {
                Some(!side)
            } else {
                None
            };
            let v = &mut verdicts[usize::from(side == Color::Black)];
            *v = match verdict {
                Some(w) if v.1 == Some(w) => (v.0 + 1, Some(w)),
                Some(w) => (1, Some(w)),
                None => (0, None),
            };
            if verdicts[0].0 >= 4 && verdicts[1].0 >= 4 && verdicts[0].1 == verdicts[1].1 {
                return finish(verdicts[0].1, "resign", positions);
            }
        }
        history.push(pos.repetition_key());
        pos.play_unchecked(&mv);
        if pos.halfmove_clock() == 0 {
            history.clear();
        }
        ply += 1;
    }
}
