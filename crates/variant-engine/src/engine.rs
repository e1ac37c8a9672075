//! The engine: options, levels, the search entry point, and what a search
//! reports.

use crate::baseline;
use crate::cpu_clock::{CpuTally, ThreadClock};
use crate::instant::Instant;
use crate::search::{Shared, Worker};
use crate::tt::{HashError, Table};
use crate::{Evaluate, LevelError, LevelErrorKind, Limits, Score};
use core::fmt;
use core::num::IntErrorKind;
use core::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::mpsc;
use std::time::Duration;

/// How strongly the engine plays.
///
/// * Level 1, [`Level::BASELINE`], is the search `variant_core::search`
///   had in variant-core 0.2: plain alpha-beta on material, its own small
///   table, one thread. It is kept unchanged as the fixed opponent that
///   anyone can rerun matches against.
/// * Levels 2 to 7 are the full engine held to a node budget per move that
///   grows fourfold a level: 1 000, 4 000, 16 000, 64 000, 256 000 and
///   1 024 000 nodes ([`Level::node_cap`]). Node budgets, unlike times,
///   play the same on every machine, and a weaker level is simply a
///   shorter look ahead with the same judgement.
/// * Level 8, [`Level::MAX`], is the full engine unrestricted: the limits
///   given to the search alone decide.
///
/// Any limit given to a search also applies at a capped level, whichever
/// ends the search first.
///
/// ```
/// use variant_engine::Level;
/// let level: Level = "3".parse()?;
/// assert_eq!(level.node_cap(), Some(4_000));
/// assert!(Level::BASELINE.is_baseline());
/// assert_eq!(Level::MAX.node_cap(), None);
/// assert!("9".parse::<Level>().is_err());
/// # Ok::<(), variant_engine::LevelError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// Level 1: the old algorithm, the fixed baseline.
    pub const BASELINE: Level = Level(1);
    /// The strongest level: the full engine without a node cap.
    pub const MAX: Level = Level(8);

    /// Level `n`, if `1 <= n <= Level::MAX`.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= Level::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether this is the baseline (level 1).
    pub const fn is_baseline(self) -> bool {
        self.0 == 1
    }

    /// The most nodes a search at this level visits: `1000 * 4^(n - 2)` for
    /// levels 2 to 7, none for the baseline (its limits are the caller's)
    /// and the top level.
    pub const fn node_cap(self) -> Option<u64> {
        if self.0 >= 2 && self.0 < Level::MAX.0 {
            Some(1000 << (2 * (self.0 as u32 - 2)))
        } else {
            None
        }
    }
}

impl Default for Level {
    /// The strongest level.
    fn default() -> Level {
        Level::MAX
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Level {
    type Err = LevelError;

    /// Parses `1` to `8`, as `--level` takes it.
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let kind = match s.trim().parse::<u8>() {
            Ok(n) => match Level::new(n) {
                Some(level) => return Ok(level),
                None => LevelErrorKind::OutOfRange,
            },
            // Too many digits for a `u8` is out of range all the same.
            Err(e) if *e.kind() == IntErrorKind::PosOverflow => LevelErrorKind::OutOfRange,
            Err(_) => LevelErrorKind::NotANumber,
        };
        Err(LevelError::new(s, kind))
    }
}

/// The engine's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The transposition table's size in mebibytes (at least one bucket of
    /// 64 bytes is kept). Default 16.
    pub hash_mb: usize,
    /// Search threads: 1, or more for lazy SMP (helpers that share the
    /// table). Default 1. The baseline level always uses one, and no
    /// search runs more threads than the machine has cores
    /// (`std::thread::available_parallelism`): more could not search
    /// faster, and would starve the thread that watches the clock.
    pub threads: usize,
    /// The playing strength. Default [`Level::MAX`].
    pub level: Level,
    /// Time kept in hand on a clock for each move still to play before
    /// the control (at most half the clock in all), for the moves' way to
    /// the opponent and the delays of a loaded machine. Default 20 ms.
    pub move_overhead: Duration,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            hash_mb: 16,
            threads: 1,
            level: Level::MAX,
            move_overhead: Duration::from_millis(20),
        }
    }
}

/// A progress report: sent after every completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info<M> {
    /// The iteration's depth, in plies.
    pub depth: u32,
    /// The deepest ply reached so far, quiescence included.
    pub seldepth: u32,
    /// The score of the principal variation for the side to move at the root.
    pub score: Score,
    /// Nodes visited so far by every thread.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the search started.
    pub time: Duration,
    /// How full the transposition table is with this search's entries, in
    /// thousandths.
    pub hashfull: u32,
    /// The principal variation: legal moves from the root, each of the
    /// position the ones before it lead to.
    pub pv: Vec<M>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the position has no legal move.
    pub best_move: Option<M>,
    /// Its score for the side to move (for a position without moves: how the
    /// game ended for it).
    pub score: Score,
    /// The deepest completed iteration (0 for a position without moves).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Nodes visited, by every thread.
    pub nodes: u64,
    /// How long the search took.
    pub time: Duration,
    /// The principal variation, starting with the best move (legal moves).
    pub pv: Vec<M>,
}

impl<M> SearchResult<M> {
    /// The reply the engine expects to the best move, if its line has one.
    pub fn ponder_move(&self) -> Option<&M> {
        self.pv.get(1)
    }
}

/// The cores this process may use (1 when the system does not say).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// The stack a search thread gets: the search recurses once per ply, with a
/// position copy in each frame.
fn stack_size<G>() -> usize {
    (16 << 20) + 8 * crate::MAX_PLY * core::mem::size_of::<G>()
}

/// A game-playing engine for the game `G`: the transposition table and the
/// search threads' tables, kept from move to move.
///
/// ```
/// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
/// use std::sync::atomic::AtomicBool;
/// use variant_engine::{Engine, Limits, Options};
/// // Take 1 or 2 stones, and whoever cannot move loses: from 4, taking one
/// // leaves the opponent a lost 3, and it is out of moves 3 plies on.
/// let mut engine = Engine::<Pile>::new(Options::default());
/// let result = engine.search(&Pile::new(4), &[], Limits::depth(8), &AtomicBool::new(false), |_| {});
/// assert_eq!(result.best_move, Some(1));
/// assert_eq!(result.score.mate_plies(), Some(3));
/// ```
pub struct Engine<G: Evaluate> {
    options: Options,
    tt: Table,
    workers: Vec<Worker<G>>,
    /// The caller's clock of a thread's CPU time, if it gave one.
    thread_clock: Option<ThreadClock>,
    /// The CPU time of the last search, when measured.
    last_cpu_time: Option<Duration>,
}

impl<G: Evaluate> fmt::Debug for Engine<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("game", &G::NAME)
            .field("options", &self.options)
            .field("table_bytes", &self.tt.bytes())
            .finish_non_exhaustive()
    }
}

impl<G: Evaluate> Default for Engine<G> {
    fn default() -> Engine<G> {
        Engine::new(Options::default())
    }
}

impl<G: Evaluate> Engine<G> {
    /// An engine with `options` and an empty table.
    ///
    /// # Panics
    /// If the table of `options.hash_mb` MiB cannot be allocated; an engine
    /// whose size comes from a user is built with [`Engine::try_new`].
    pub fn new(options: Options) -> Engine<G> {
        Engine::try_new(options).unwrap_or_else(|e| panic!("{e}"))
    }

    /// An engine with `options` and an empty table, or why the table cannot
    /// be had (it is reserved fallibly; nothing aborts).
    ///
    /// ```
    /// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
    /// use variant_engine::{Engine, Options};
    /// let huge = Options { hash_mb: usize::MAX, ..Options::default() };
    /// assert!(Engine::<Pile>::try_new(huge).is_err());
    /// assert!(Engine::<Pile>::try_new(Options::default()).is_ok());
    /// ```
    pub fn try_new(options: Options) -> Result<Engine<G>, HashError> {
        let options = Options {
            threads: options.threads.max(1),
            ..options
        };
        Ok(Engine {
            options,
            tt: Table::try_new(options.hash_mb)?,
            // Threads past the cores never run: no tables are made for them.
            workers: (0..options.threads.min(cores())).map(Worker::new).collect(),
            thread_clock: None,
            last_cpu_time: None,
        })
    }

    /// The engine's settings.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Changes the settings. A new table size allocates a new, empty table;
    /// everything else keeps what the engine has learnt.
    ///
    /// # Panics
    /// If a new table size cannot be allocated: see
    /// [`Engine::try_set_options`].
    pub fn set_options(&mut self, options: Options) {
        self.try_set_options(options)
            .unwrap_or_else(|e| panic!("{e}"));
    }

    /// Changes the settings, or, if a new table size cannot be allocated,
    /// changes nothing and says why: the engine keeps its previous table
    /// and settings.
    pub fn try_set_options(&mut self, options: Options) -> Result<(), HashError> {
        let options = Options {
            threads: options.threads.max(1),
            ..options
        };
        if options.hash_mb != self.options.hash_mb {
            let table = Table::try_new(options.hash_mb)?;
            // The old table is freed only once the new one is had.
            self.tt = table;
        }
        let (have, want) = (self.workers.len(), options.threads.min(cores()));
        if want < have {
            self.workers.truncate(want);
        } else {
            self.workers.extend((have..want).map(Worker::new));
        }
        self.options = options;
        Ok(())
    }

    /// Sets the playing strength.
    pub fn set_level(&mut self, level: Level) {
        self.set_options(Options {
            level,
            ..self.options
        });
    }

    /// Forgets everything learnt: the table, the history and killer moves.
    /// Call it between games; searches of one game share what they learn.
    pub fn new_game(&mut self) {
        self.tt.clear();
        for w in &mut self.workers {
            w.new_game();
        }
    }

    /// Measures the CPU time of each search with `clock`, read by each
    /// search thread where it starts and ends ([`ThreadClock`]); `None`
    /// stops measuring. See [`Engine::last_search_cpu_time`].
    ///
    /// ```
    /// # mod pile { include!("../doc/pile.rs"); } use pile::Pile;
    /// use std::sync::atomic::AtomicBool;
    /// use std::time::Duration;
    /// use variant_engine::{Engine, Limits};
    /// let mut engine = Engine::<Pile>::default();
    /// assert_eq!(engine.last_search_cpu_time(), None);
    /// // A clock that says each thread has always used 1 ms: 0 s a search.
    /// engine.set_thread_clock(Some(|| Some(Duration::from_millis(1))));
    /// engine.search(&Pile::new(5), &[], Limits::depth(3), &AtomicBool::new(false), |_| {});
    /// assert_eq!(engine.last_search_cpu_time(), Some(Duration::ZERO));
    /// ```
    pub fn set_thread_clock(&mut self, clock: Option<ThreadClock>) {
        self.thread_clock = clock;
    }

    /// The CPU time of the last search, summed over its threads: `None`
    /// without a [thread clock](Engine::set_thread_clock), before the first
    /// search, or if a thread could not read the clock.
    pub fn last_search_cpu_time(&self) -> Option<Duration> {
        self.last_cpu_time
    }

    /// How full the table is with the last search's entries, in thousandths.
    pub fn hashfull(&self) -> u32 {
        self.tt.hashfull()
    }

    /// Searches `position` and returns the move to play.
    ///
    /// * `game_history`: the repetition keys ([`Game::repetition_key`](variant_core::Game::repetition_key)) of the positions before `position`
    ///   since the last irreversible move, oldest first (the root itself not
    ///   included). A line that returns to one of them, or to a position of
    ///   its own, scores as a draw (see the crate docs on repetition).
    /// * `limits`: when to stop ([`Limits`]); the level's node cap applies
    ///   as well.
    /// * `stop`: raised by any thread, it ends the search within a few
    ///   thousand nodes (depth 1 always completes first); the best move so
    ///   far is returned.
    /// * `report`: receives an [`Info`] after every completed iteration, on
    ///   the calling thread.
    ///
    /// The search runs on threads of its own (with stacks deep enough for
    /// any game), so `report` need not be `Send`; the call returns when
    /// they are done.
    pub fn search(
        &mut self,
        position: &G,
        game_history: &[u64],
        limits: Limits,
        stop: &AtomicBool,
        mut report: impl FnMut(&Info<G::Move>),
    ) -> crate::SearchResult<G::Move> {
        let cpu = CpuTally::default();
        let clock = self.thread_clock;
        let result = self.search_measured(position, game_history, limits, stop, &mut report, &cpu);
        self.last_cpu_time = clock.and_then(|_| cpu.total());
        result
    }

    /// [`Engine::search`], each thread's CPU time added to `cpu`.
    fn search_measured(
        &mut self,
        position: &G,
        game_history: &[u64],
        limits: Limits,
        stop: &AtomicBool,
        report: &mut impl FnMut(&Info<G::Move>),
        cpu: &CpuTally,
    ) -> crate::SearchResult<G::Move> {
        let clock = self.thread_clock;
        let start = Instant::now();
        let mut limits = limits;
        let level = self.options.level;
        if let Some(cap) = level.node_cap() {
            limits.infinite = false;
            limits.nodes = Some(limits.nodes.map_or(cap, |n| n.min(cap)));
        }
        let budget = limits.time_budget(self.options.move_overhead);
        if level.is_baseline() {
            let old = baseline::Limits {
                depth: limits.depth.unwrap_or(64),
                nodes: limits.node_limit(),
                time: budget.target,
                seed: limits.seed,
            };
            let old = if limits.infinite {
                baseline::Limits {
                    depth: 64,
                    nodes: None,
                    time: None,
                    ..old
                }
            } else {
                old
            };
            return cpu.measure(clock, || {
                baseline::run(position, old, stop, start, &mut |info| report(&info)).0
            });
        }

        self.tt.new_search();
        let done = AtomicBool::new(false);
        let nodes = AtomicU64::new(0);
        let shared = Shared {
            tt: &self.tt,
            stop,
            done: &done,
            nodes: &nodes,
            start,
            budget,
            limits,
            threads: self.workers.len().min(cores()),
        };
        let stack = stack_size::<G>();
        // More threads than cores cannot search faster, and would starve
        // the main thread that watches the clock: the extra ones rest.
        let running = shared.threads;
        let (main, helpers) = self.workers[..running]
            .split_first_mut()
            .expect("an engine has at least one worker");
        let spawned = std::thread::scope(|scope| {
            let shared = &shared;
            let helper_handles: Vec<_> = helpers
                .iter_mut()
                .filter_map(|worker| {
                    std::thread::Builder::new()
                        .name("variant-engine helper".into())
                        .stack_size(stack)
                        .spawn_scoped(scope, move || {
                            cpu.measure(clock, || {
                                worker
                                    .run(position, game_history, shared, &mut |_| {})
                                    .nodes
                            })
                        })
                        .ok()
                })
                .collect();
            let (tx, rx) = mpsc::channel::<Info<G::Move>>();
            let main_handle = std::thread::Builder::new()
                .name("variant-engine main".into())
                .stack_size(stack)
                .spawn_scoped(scope, move || {
                    let result = cpu.measure(clock, || {
                        main.run(position, game_history, shared, &mut |info| {
                            let _ = tx.send(info);
                        })
                    });
                    shared.done.store(true, Relaxed);
                    result
                });
            let result = main_handle.map(|handle| {
                for info in rx {
                    report(&info);
                }
                handle.join()
            });
            shared.done.store(true, Relaxed);
            let helper_nodes: u64 = helper_handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .sum();
            result.ok().map(|joined| (joined, helper_nodes))
        });
        match spawned {
            Some((Ok(mut result), helper_nodes)) => {
                result.nodes += helper_nodes;
                result.time = start.elapsed();
                result
            }
            // The game's code panicked in the search: pass the panic on.
            Some((Err(panic), _)) => std::panic::resume_unwind(panic),
            None => {
                // The main search thread could not be started: search here,
                // alone.
                done.store(false, Relaxed);
                nodes.store(0, Relaxed);
                let shared = Shared {
                    threads: 1,
                    ..shared
                };
                cpu.measure(clock, || {
                    self.workers[0].run(position, game_history, &shared, &mut |info| report(&info))
                })
            }
        }
    }
}
