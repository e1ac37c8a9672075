//! Self-play matches: two engine configurations play each other from the
//! start position and from random short openings, each opening twice with
//! the colours swapped, and the score is reported with its Elo difference
//! and 95% interval.
//!
//! ```text
//! cargo run --release -p variant-engine --example engine_match -- GAME [OPTIONS]
//!
//!   GAME              dragonchess | grant-acedrex | cheskers | baroque-chess
//!   --preset NAME     the rules' preset (default: the default rules)
//!   --a SPEC          the first player (default: the full engine)
//!   --b SPEC          the second player (default: level=1, the baseline)
//!   --games N         games in all, rounded up to an even number (default 40)
//!   --nodes N         nodes per move (deterministic; the default, 20000)
//!   --movetime MS     milliseconds per move instead of nodes
//!   --max-plies N     a game still going after N plies is a draw (default 400)
//!   --resign CP       a game is adjudicated won when both players' scores
//!                     agree, for 4 moves each, that one side leads by CP or
//!                     more (default 3000; 0 turns it off)
//!   --parallel N      games played at once (default 2)
//!   --seed S          the openings' seed (default 1)
//!   --verbose         a line per game
//! ```
//!
//! A SPEC is a comma-separated list of `level=N` (1 to 8; 1 is the
//! baseline), `null=on|off` (null-move pruning; default: as the game
//! decides), `table=NAME` (play with the game's table NAME, one of
//! `variant_engine::games::<game>::Weights::TABLES`, instead of the one the
//! rules choose), `terms=off` (every evaluation weight 0) and
//! `WEIGHT=VALUE` for any of the game's evaluation weights
//! (`variant_engine::games::<game>::Weights`), e.g. `tempo=0`; later items
//! override earlier ones.
//!
//! Every engine searches with one thread. Game `2k` and `2k + 1` start from
//! the same opening: the start position for `k = 0`, else a seeded random
//! playout of 2 to 6 plies, with A playing the first side in game `2k`.
//!
//! The Elo difference is that of the mean score `s` under the logistic
//! model, `-400 log10(1 / s - 1)`; its 95% interval maps `s ± 1.96 σ / √n`
//! the same way, `σ²` being the variance of the per-game scores (1, ½, 0).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use variant_core::{
    random_playout, Color, Game, IllegalMove, MoveSink, Outcome, ParseMoveError, ParsePositionError,
};
use variant_engine::tuning::Tune;
use variant_engine::{Engine, Evaluate, Level, Limits, Options};

/// A game whose evaluation weights a match can set: its tables and
/// weights ([`Tune`]) and whether it prunes with null moves.
trait Tunable: Tune {
    const NULL: bool = <Self as Evaluate>::NULL_MOVE_PRUNING;
}

impl Tunable for dragonchess::Position {}
impl Tunable for grant_acedrex::Position {}
impl Tunable for cheskers::Position {}
impl Tunable for baroque_chess::Position {}

/// One player's settings.
struct Spec<G: Tunable> {
    level: Level,
    null: bool,
    weights: &'static G::Weights,
    text: &'static str,
}

impl<G: Tunable> Spec<G> {
    /// The player `text` describes, starting from the table of `start`'s
    /// rules.
    fn parse(text: &str, start: &G) -> Result<Spec<G>, String> {
        let mut weights = *start.table();
        let mut spec = Spec {
            level: Level::MAX,
            null: G::NULL,
            weights: start.table(),
            text: Box::leak(text.to_string().into_boxed_str()),
        };
        for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("`{item}`: expected KEY=VALUE"))?;
            match key {
                "level" => spec.level = value.parse().map_err(|e| format!("{e}"))?,
                "terms" if value == "off" => {
                    for name in G::weight_names() {
                        G::set_weight(&mut weights, name, 0);
                    }
                }
                "table" => {
                    weights = G::tables()
                        .iter()
                        .find(|(name, _)| *name == value)
                        .map(|(_, table)| *table)
                        .ok_or_else(|| {
                            let names: Vec<&str> = G::tables().iter().map(|t| t.0).collect();
                            format!("table={value}: {} has {}", G::NAME, names.join(", "))
                        })?;
                }
                "null" => {
                    spec.null = match value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(format!("null={value}: expected on or off")),
                    }
                }
                _ => {
                    let v: i32 = value
                        .parse()
                        .map_err(|_| format!("`{item}`: not a number"))?;
                    if !G::set_weight(&mut weights, key, v) {
                        return Err(format!(
                            "`{key}` is not a weight of {}: {}",
                            G::NAME,
                            G::weight_names().join(", ")
                        ));
                    }
                }
            }
        }
        spec.weights = Box::leak(Box::new(weights));
        Ok(spec)
    }
}

/// A position played by one player: the game's position with that
/// player's weights and null-move switch.
#[derive(Clone)]
struct Player<G: Tunable> {
    pos: G,
    weights: &'static G::Weights,
    null: bool,
}

impl<G: Tunable> Player<G> {
    fn new(pos: G) -> Player<G> {
        Player {
            weights: pos.table(),
            pos,
            null: G::NULL,
        }
    }
}

impl<G: Tunable> PartialEq for Player<G> {
    fn eq(&self, other: &Self) -> bool {
        self.pos == other.pos
    }
}
impl<G: Tunable> Eq for Player<G> {}
impl<G: Tunable> Hash for Player<G> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.pos.hash(state)
    }
}
impl<G: Tunable> fmt::Debug for Player<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.pos, f)
    }
}
impl<G: Tunable> fmt::Display for Player<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.pos, f)
    }
}
impl<G: Tunable> FromStr for Player<G> {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Self, ParsePositionError> {
        s.parse().map(Player::new)
    }
}

impl<G: Tunable> Game for Player<G> {
    type Move = G::Move;
    type MoveList = G::MoveList;
    type Rules = G::Rules;
    type Setup = G::Setup;
    type PositionError = G::PositionError;
    const NAME: &'static str = G::NAME;

    fn start(rules: G::Rules) -> Self {
        Player::new(G::start(rules))
    }
    fn from_setup(setup: G::Setup, rules: G::Rules) -> Result<Self, G::PositionError> {
        G::from_setup(setup, rules).map(Player::new)
    }
    fn to_setup(&self) -> G::Setup {
        self.pos.to_setup()
    }
    fn rules(&self) -> &G::Rules {
        self.pos.rules()
    }
    fn side_to_move(&self) -> Color {
        self.pos.side_to_move()
    }
    fn side_name(color: Color) -> &'static str {
        G::side_name(color)
    }
    fn halfmove_clock(&self) -> u32 {
        self.pos.halfmove_clock()
    }
    fn fullmove_number(&self) -> u32 {
        self.pos.fullmove_number()
    }
    fn generate_legal<S: MoveSink<G::Move>>(&self, sink: &mut S) {
        self.pos.generate_legal(sink)
    }
    fn legal_moves(&self, moves: &mut G::MoveList) {
        self.pos.legal_moves(moves)
    }
    fn is_legal(&self, mv: &G::Move) -> bool {
        self.pos.is_legal(mv)
    }
    fn is_noisy(&self, mv: &G::Move) -> bool {
        self.pos.is_noisy(mv)
    }
    fn noisy_moves(&self, moves: &mut G::MoveList) {
        self.pos.noisy_moves(moves)
    }
    fn is_check(&self) -> bool {
        self.pos.is_check()
    }
    fn play_unchecked(&mut self, mv: &G::Move) {
        self.pos.play_unchecked(mv)
    }
    fn play(&mut self, mv: &G::Move) -> Result<(), IllegalMove> {
        self.pos.play(mv)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }
    fn zobrist(&self) -> u64 {
        self.pos.zobrist()
    }
    fn recompute_zobrist(&self) -> u64 {
        self.pos.recompute_zobrist()
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, ParseMoveError> {
        self.pos.parse_move(text)
    }
    fn format_move(&self, mv: &G::Move) -> String {
        self.pos.format_move(mv)
    }
    fn count_legal_moves(&self) -> usize {
        self.pos.count_legal_moves()
    }
    fn has_legal_move(&self) -> bool {
        self.pos.has_legal_move()
    }
}

// No lazy evaluation here (`LAZY_MARGIN` left at `None`): a player
// evaluates with its own weights, which the games' splits do not take, so
// weight matches search with the full evaluation at every node.
impl<G: Tunable> Evaluate for Player<G> {
    const NULL_MOVE_PRUNING: bool = true;

    fn material(&self, color: Color) -> i32 {
        self.pos.material(color)
    }
    fn evaluate(&self) -> i32 {
        self.pos.evaluate_with(self.weights)
    }
    fn move_hint(&self, mv: &G::Move) -> i32 {
        self.pos.move_hint(mv)
    }
    fn null_move(&self) -> Option<Self> {
        if !self.null {
            return None;
        }
        self.pos.null_move().map(|pos| Player { pos, ..*self })
    }
}

impl<G: Tunable> Clone for Spec<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Tunable> Copy for Spec<G> {}

/// How to search each move.
#[derive(Clone, Copy, Debug)]
enum Budget {
    Nodes(u64),
    Time(Duration),
}

#[derive(Clone, Copy, Debug)]
struct Settings {
    budget: Budget,
    max_plies: u32,
    resign: i32,
    verbose: bool,
}

/// One finished game, from A's point of view.
#[derive(Clone, Debug)]
struct GameRecord {
    /// 1, ½ or 0 for A.
    score: f64,
    plies: u32,
    how: String,
    /// Sums of completed depths and searches, per player (A, B).
    depth: [(u64, u64); 2],
}

fn play_game<G: Tunable>(
    opening: &G,
    a_first: bool,
    specs: [Spec<G>; 2],
    settings: Settings,
    seed: u64,
) -> GameRecord {
    let first = opening.side_to_move();
    let engines: Vec<Engine<Player<G>>> = specs
        .iter()
        .map(|s| {
            Engine::new(Options {
                hash_mb: 16,
                threads: 1,
                level: s.level,
                ..Options::default()
            })
        })
        .collect();
    let mut engines = engines;
    // Player index (0 = A) of each colour.
    let player_of = |c: Color| usize::from((c == first) != a_first);
    let mut pos = Player::new(opening.clone());
    let mut history: Vec<u64> = Vec::new();
    let mut plies = 0;
    let mut depth = [(0u64, 0u64); 2];
    // Consecutive moves each player has judged the game decided: (count, winner).
    let mut verdicts: [(u32, Option<Color>); 2] = [(0, None); 2];
    let stop = AtomicBool::new(false);
    let finish = |winner: Option<Color>, how: String, plies, depth| GameRecord {
        score: match winner {
            None => 0.5,
            Some(c) if player_of(c) == 0 => 1.0,
            Some(_) => 0.0,
        },
        plies,
        how,
        depth,
    };
    loop {
        if let Some(outcome) = pos.outcome() {
            return finish(
                outcome.winner(),
                outcome.describe(G::side_name).to_string(),
                plies,
                depth,
            );
        }
        if plies >= settings.max_plies {
            return finish(None, "adjudicated: move limit".into(), plies, depth);
        }
        let side = pos.side_to_move();
        let p = player_of(side);
        let spec = specs[p];
        let player = Player {
            pos: pos.pos.clone(),
            weights: spec.weights,
            null: spec.null,
        };
        let limits = match settings.budget {
            Budget::Nodes(n) => Limits {
                nodes: Some(n),
                seed: seed ^ u64::from(plies),
                ..Limits::default()
            },
            Budget::Time(t) => Limits {
                movetime: Some(t),
                seed: seed ^ u64::from(plies),
                ..Limits::default()
            },
        };
        let result = engines[p].search(&player, &history, limits, &stop, |_| {});
        let Some(mv) = result.best_move else {
            // Cannot happen: an undecided position has a move.
            return finish(None, "no move returned".into(), plies, depth);
        };
        depth[p].0 += u64::from(result.depth);
        depth[p].1 += 1;
        if settings.resign > 0 {
            let raw = result.score.raw();
            let verdict = if raw >= settings.resign {
                Some(side)
            } else if raw <= -settings.resign {
                Some(!side)
            } else {
                None
            };
            let v = &mut verdicts[p];
            *v = match verdict {
                Some(w) if v.1 == Some(w) => (v.0 + 1, Some(w)),
                Some(w) => (1, Some(w)),
                None => (0, None),
            };
            if verdicts[0].0 >= 4 && verdicts[1].0 >= 4 && verdicts[0].1 == verdicts[1].1 {
                return finish(verdicts[0].1, "adjudicated: resign".into(), plies, depth);
            }
        }
        history.push(pos.repetition_key());
        pos.play_unchecked(&mv);
        if pos.halfmove_clock() == 0 {
            history.clear();
        }
        plies += 1;
    }
}

/// The Elo difference of a mean score, under the logistic model.
fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

fn summary(scores: &[f64]) -> String {
    let n = scores.len() as f64;
    let wins = scores.iter().filter(|&&s| s == 1.0).count();
    let draws = scores.iter().filter(|&&s| s == 0.5).count();
    let losses = scores.len() - wins - draws;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    let margin = 1.96 * (var / n).sqrt();
    let (lo, hi) = (elo(mean - margin), elo(mean + margin));
    let e = elo(mean);
    format!(
        "{} games: +{wins} ={draws} -{losses}, score {:.1}%, Elo {:+.0} (95%: {:+.0} to {:+.0}, ±{:.0})",
        scores.len(),
        100.0 * mean,
        e,
        lo,
        hi,
        (hi - lo) / 2.0
    )
}

fn run<G: Tunable>(args: &Args) -> Result<(), String> {
    let rules = match &args.preset {
        Some(name) => {
            <G::Rules as variant_core::RuleSet>::preset(name).map_err(|e| e.to_string())?
        }
        None => G::Rules::default(),
    };
    let start = G::start(rules);
    let a = Spec::<G>::parse(&args.a, &start)?;
    let b = Spec::<G>::parse(&args.b, &start)?;
    let pairs = args.games.div_ceil(2);
    let openings: Vec<G> = (0..pairs)
        .map(|k| {
            if k == 0 {
                return start.clone();
            }
            // A random opening that is still going, 2 to 6 plies long.
            (0..)
                .map(|attempt: u64| {
                    let seed = args.seed.wrapping_mul(1_000_003) ^ (k as u64) << 20 ^ attempt;
                    random_playout(&start, seed, 2 + (seed % 5) as usize).position
                })
                .find(|p| p.outcome().is_none())
                .unwrap_or_else(|| start.clone())
        })
        .collect();
    let settings = Settings {
        budget: args.budget,
        max_plies: args.max_plies,
        resign: args.resign,
        verbose: args.verbose,
    };
    println!(
        "{}: A = [{}] vs B = [{}], {} games, {:?} per move, max {} plies",
        G::NAME,
        a.text,
        b.text,
        pairs * 2,
        args.budget,
        args.max_plies
    );
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let records: Mutex<Vec<(usize, GameRecord)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..args.parallel.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Relaxed);
                if i >= pairs * 2 {
                    break;
                }
                let record = play_game(
                    &openings[i / 2],
                    i.is_multiple_of(2),
                    [a, b],
                    settings,
                    args.seed ^ (i as u64) << 32,
                );
                let mut all = records.lock().unwrap();
                if settings.verbose {
                    println!(
                        "game {i:3} (A {}): {} for A, {} plies, {}",
                        if i.is_multiple_of(2) {
                            "first"
                        } else {
                            "second"
                        },
                        record.score,
                        record.plies,
                        record.how
                    );
                }
                all.push((i, record));
            });
        }
    });
    let mut records = records.into_inner().unwrap();
    records.sort_by_key(|(i, _)| *i);
    let scores: Vec<f64> = records.iter().map(|(_, r)| r.score).collect();
    let plies: u32 = records.iter().map(|(_, r)| r.plies).sum();
    let depth = |p: usize| {
        let (d, n) = records.iter().fold((0, 0), |acc, (_, r)| {
            (acc.0 + r.depth[p].0, acc.1 + r.depth[p].1)
        });
        d as f64 / n.max(1) as f64
    };
    let adjudicated = records
        .iter()
        .filter(|(_, r)| r.how.starts_with("adjudicated"))
        .count();
    println!(
        "mean {:.0} plies a game, {adjudicated} adjudicated; mean depth A {:.1}, B {:.1}; {:.0} s",
        f64::from(plies) / scores.len().max(1) as f64,
        depth(0),
        depth(1),
        started.elapsed().as_secs_f64()
    );
    println!("A vs B: {}", summary(&scores));
    Ok(())
}

struct Args {
    game: String,
    preset: Option<String>,
    a: String,
    b: String,
    games: usize,
    budget: Budget,
    max_plies: u32,
    resign: i32,
    parallel: usize,
    seed: u64,
    verbose: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let mut args = Args {
        game: it.next().ok_or("expected a game")?,
        preset: None,
        a: String::new(),
        b: "level=1".into(),
        games: 40,
        budget: Budget::Nodes(20_000),
        max_plies: 400,
        resign: 3000,
        parallel: 2,
        seed: 1,
        verbose: false,
    };
    while let Some(flag) = it.next() {
        if flag == "--verbose" {
            args.verbose = true;
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag} {value}: not a number"))
        };
        match flag.as_str() {
            "--preset" => args.preset = Some(value.clone()),
            "--a" => args.a = value.clone(),
            "--b" => args.b = value.clone(),
            "--games" => args.games = number()? as usize,
            "--nodes" => args.budget = Budget::Nodes(number()?),
            "--movetime" => args.budget = Budget::Time(Duration::from_millis(number()?)),
            "--max-plies" => args.max_plies = number()? as u32,
            "--resign" => args.resign = number()? as i32,
            "--parallel" => args.parallel = number()? as usize,
            "--seed" => args.seed = number()?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(args)
}

fn main() {
    let result = parse_args().and_then(|args| match args.game.as_str() {
        "dragonchess" => run::<dragonchess::Position>(&args),
        "grant-acedrex" => run::<grant_acedrex::Position>(&args),
        "cheskers" => run::<cheskers::Position>(&args),
        "baroque-chess" | "baroque" => run::<baroque_chess::Position>(&args),
        other => Err(format!("unknown game `{other}`")),
    });
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
