//! `variants xboard`: the engine as a CECP (XBoard/WinBoard protocol
//! version 2) engine for all four games.
//!
//! Standard input is read on a thread of its own and the search runs on
//! another, so `?` (move now) and `quit` work while the engine thinks. Both
//! send [`Event`]s to the one loop that owns the game and writes every line.

use super::io_error;
use crate::cecp_numbers as number;
use crate::games::{with_game, CliGame, GameName};
use crate::options::{parse_rule_pair, EngineArgs, PositionArgs, RulePair};
use crate::xboard_claims::{end_of_game_lines, xboard_knows};
use std::collections::VecDeque;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;
use variant_core::{Color, DrawReason, Outcome};
use variant_engine::{Clock, Engine, Info, Limits, Score};

/// The names `variant` accepts, as the `feature variants=...` line lists
/// them: Grant Acedrex under both its names (`grande-acedrex` is the one
/// XBoard 4.9 and Fairy-Max use).
pub const VARIANTS: [(&str, GameName); 5] = [
    ("dragonchess", GameName::Dragonchess),
    ("grant-acedrex", GameName::GrantAcedrex),
    ("grande-acedrex", GameName::GrantAcedrex),
    ("cheskers", GameName::Cheskers),
    ("baroque", GameName::Baroque),
];

/// The engine's name in the `myname` feature.
pub const MY_NAME: &str = concat!("variants ", env!("CARGO_PKG_VERSION"));

const AFTER_HELP: &str = "\
Speaks CECP (the XBoard/WinBoard protocol, version 2) on stdin and stdout. Variants: \
dragonchess, grant-acedrex (also as grande-acedrex, with XBoard's setup and piece lines and \
moves in XBoard coordinates such as c12f10), cheskers and baroque (moves in the game's move \
text). The game starts as --variant until a `variant` command chooses another; `new` restarts \
the current one. --preset and --rule set the rules of the --variant game (the others play \
their default rules). Bad input is answered `Error (...): LINE` or `Illegal move: MOVE`.

Example: printf 'xboard\\nprotover 2\\nnew\\nvariant cheskers\\nsd 4\\ngo\\nquit\\n' | variants xboard";

/// The options of `xboard`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game played until a `variant` command chooses another
    #[arg(long, value_name = "GAME", default_value = "grant-acedrex", value_parser = GameName::parse)]
    pub variant: GameName,

    /// Rules of the --variant game: a preset (`variants rules GAME` lists them)
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,

    /// A rule option of the --variant game; repeatable
    #[arg(long = "rule", value_name = "KEY=VALUE", value_parser = parse_rule_pair)]
    pub rules: Vec<RulePair>,

    /// The engine's settings
    #[command(flatten)]
    pub engine: EngineArgs,
}

/// One game as the protocol sees it, whatever the game: the part of the
/// session that depends on the game's type.
pub trait Board: Send {
    /// Back to the start position (under the same rules).
    fn new_game(&mut self);
    /// Sets the position from a position text; false if it is not one.
    fn set_board(&mut self, text: &str) -> bool;
    /// Plays a move given in the protocol's notation; false if it is not a
    /// legal move here.
    fn play(&mut self, text: &str) -> bool;
    /// Takes back the last move; false if there is none.
    fn undo(&mut self) -> bool;
    /// The side to move.
    fn side_to_move(&self) -> Color;
    /// Plies played since the start position.
    fn plies(&self) -> usize;
    /// The lines that end the game if it is over, for the engine playing
    /// `engine`: the result line (`1-0 {white wins: checkmate}`), or, for a
    /// rule XBoard does not know, its announcement ([`end_of_game_lines`]).
    fn result(&self, engine: Option<Color>) -> Option<Vec<String>>;
    /// Gives the engine a table of `hash_mb` MiB and `threads` threads; if
    /// the table cannot be had, an error, and the engine keeps the
    /// previous one.
    fn set_memory(&mut self, hash_mb: usize, threads: usize) -> Result<(), String>;
    /// Searches the position within `limits` (until `stop` is raised) and
    /// gives the best move in the protocol's notation, without playing it.
    /// `post` receives each iteration as a thinking line.
    fn think(
        &mut self,
        limits: Limits,
        stop: &AtomicBool,
        post: &mut dyn FnMut(String),
    ) -> Option<String>;
}

/// A [`Board`] for the game `G`.
pub struct Table<G: CliGame> {
    start: G,
    moves: Vec<G::Move>,
    position: G,
    engine: Engine<G>,
}

impl<G: CliGame> Table<G> {
    /// The start position under `rules`, played by `engine`.
    pub fn new(rules: G::Rules, engine: Engine<G>) -> Table<G> {
        let start = G::start(rules);
        Table {
            position: start.clone(),
            start,
            moves: Vec::new(),
            engine,
        }
    }

    /// How the game ended, if it has, and the outcome's text: the side rule
    /// of the rules first (Fairy-Max judges repetition first), then the
    /// position's own outcome.
    fn outcome(&self) -> Option<(Outcome, String)> {
        if let Some(mut rule) = G::side_rule(&self.start) {
            let mut position = self.start.clone();
            for mv in &self.moves {
                position.play_unchecked(mv);
                rule.record(mv, &position);
                if let Some(reason) = rule.draw() {
                    let draw = Outcome::Draw {
                        reason: DrawReason::Repetition,
                    };
                    return Some((draw, format!("draw: {reason}")));
                }
            }
        }
        let outcome = self.position.outcome()?;
        Some((outcome, outcome.describe(G::side_name)))
    }
}

/// A score as XBoard's thinking output has it: centipawns, or 100000 + N
/// for a mate in N moves (negative when the engine is mated).
pub fn xboard_score(score: Score) -> i64 {
    match score.mate_plies() {
        Some(p) if p > 0 => 100_000 + i64::from((p + 1) / 2),
        Some(p) => -100_000 - i64::from((-p + 1) / 2),
        None => i64::from(score.raw()),
    }
}

impl<G: CliGame> Board for Table<G> {
    fn new_game(&mut self) {
        self.start = G::start(self.start.rules().clone());
        self.position = self.start.clone();
        self.moves.clear();
        self.engine.new_game();
    }

    fn set_board(&mut self, text: &str) -> bool {
        match G::from_xboard_text(text, self.start.rules().clone()) {
            Ok(position) => {
                self.start = position.clone();
                self.position = position;
                self.moves.clear();
                true
            }
            Err(_) => false,
        }
    }

    fn play(&mut self, text: &str) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        match self.position.parse_xboard_move_text(text) {
            Some(mv) if self.position.is_legal(&mv) => {
                self.position.play_unchecked(&mv);
                self.moves.push(mv);
                true
            }
            _ => false,
        }
    }

    fn undo(&mut self) -> bool {
        if self.moves.pop().is_none() {
            return false;
        }
        let mut position = self.start.clone();
        for mv in &self.moves {
            position.play_unchecked(mv);
        }
        self.position = position;
        true
    }

    fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    fn plies(&self) -> usize {
        self.moves.len()
    }

    fn result(&self, engine: Option<Color>) -> Option<Vec<String>> {
        let (outcome, text) = self.outcome()?;
        let shatranj = G::xboard_announcement()
            .first()
            .is_some_and(|setup| setup.contains("_shatranj "));
        let known = xboard_knows(outcome, shatranj, self.position.halfmove_clock());
        Some(end_of_game_lines(outcome, &text, engine, known))
    }

    fn set_memory(&mut self, hash_mb: usize, threads: usize) -> Result<(), String> {
        let options = variant_engine::Options {
            hash_mb,
            threads,
            ..*self.engine.options()
        };
        self.engine
            .try_set_options(options)
            .map_err(|e| e.to_string())
    }

    fn think(
        &mut self,
        limits: Limits,
        stop: &AtomicBool,
        post: &mut dyn FnMut(String),
    ) -> Option<String> {
        let history = crate::computer::history_keys(&self.start, self.moves.iter().cloned());
        let position = self.position.clone();
        let result =
            self.engine
                .search(&position, &history, limits, stop, |info: &Info<G::Move>| {
                    post(thinking_line(&position, info));
                });
        result.best_move.map(|mv| position.xboard_move_text(&mv))
    }
}

/// A thinking line: `DEPTH SCORE TIME NODES PV` (time in centiseconds).
fn thinking_line<G: CliGame>(position: &G, info: &Info<G::Move>) -> String {
    let mut p = position.clone();
    let mut pv = Vec::new();
    for mv in &info.pv {
        if !p.is_legal(mv) {
            break;
        }
        pv.push(p.xboard_move_text(mv));
        p.play_unchecked(mv);
    }
    format!(
        "{} {} {} {} {}",
        info.depth,
        xboard_score(info.score),
        info.time.as_millis() / 10,
        info.nodes,
        pv.join(" ")
    )
}

/// A board of `game`, named `name` by the GUI, played by the engine of
/// `args`: under the rules of --preset and --rule if they are given and it
/// is the --variant game, else under the rules the name stands for
/// ([`preset_of_name`]).
/// Why a game's board could not be set up: its rules, or the memory its
/// engine asked for (the GUI is told which).
#[derive(Debug)]
pub enum BoardError {
    Rules(String),
    Memory(String),
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::Rules(why) | BoardError::Memory(why) => f.write_str(why),
        }
    }
}

pub fn new_board(name: &str, game: GameName, args: &Args) -> Result<Box<dyn Board>, BoardError> {
    let command_line = game == args.variant && (args.preset.is_some() || !args.rules.is_empty());
    let (preset, rules) = if command_line {
        (args.preset.clone(), args.rules.clone())
    } else {
        (preset_of_name(name).map(String::from), Vec::new())
    };
    with_game!(game, G => {
        let rules = PositionArgs { game, fen: None, preset, rules }
            .rules::<G>()
            .map_err(BoardError::Rules)?;
        let engine = args.engine.engine::<G>().map_err(BoardError::Memory)?;
        let board: Box<dyn Board> = Box::new(Table::<G>::new(rules, engine));
        Ok(board)
    })
}

/// The preset a variant name of the protocol stands for: `grande-acedrex`
/// is Fairy-Max's game, whose `setup` and `piece` lines we send, so it is
/// played under Fairy-Max's reading; the other names under the defaults.
pub fn preset_of_name(name: &str) -> Option<&'static str> {
    (name == "grande-acedrex").then_some("fairymax")
}

/// The lines `variant NAME` is answered with.
fn announcement(game: GameName) -> &'static [&'static str] {
    with_game!(game, G => G::xboard_announcement())
}

/// The events (input lines, search reports) read ahead of the loop.
const EVENTS_QUEUED: usize = 1024;

/// The commands kept while a search runs, to be done after it.
const MAX_PENDING: usize = 10_000;

/// What the loop receives.
enum Event {
    /// A line of input.
    Line(String),
    /// The end of the input.
    Eof,
    /// A thinking line of the running search.
    Thinking(String),
    /// The search is over: the board back, and the move it chose.
    Done(Box<dyn Board>, Option<String>),
}

/// The time control, as `level`, `st`, `sd`, `time` set it.
#[derive(Clone, Copy, Debug, Default)]
struct TimeControl {
    /// Moves per session (0: the whole game).
    moves_per_session: u32,
    /// The time of a session.
    base: Duration,
    /// Increment per move.
    increment: Duration,
    /// `st`: a fixed time per move.
    per_move: Option<Duration>,
    /// `sd`: a depth limit.
    depth: Option<u32>,
    /// The engine's clock: from `time`, or, for a GUI that sends no
    /// `time`, the session's time at `level` and `new`, less what the
    /// engine's own searches took.
    time_left: Option<Duration>,
}

impl TimeControl {
    /// A new game: the clock starts full, until `time` says otherwise.
    fn new_game(&mut self) {
        if !self.base.is_zero() {
            self.time_left = Some(self.base);
        }
    }

    /// Keeps the clock after the engine's own move, which took `took`, made
    /// `plies` into the game (so that a GUI that sends no `time` is still
    /// played within its control; `time` sets it right again).
    fn after_own_move(&mut self, took: Duration, plies: usize) {
        let Some(left) = self.time_left.filter(|_| self.per_move.is_none()) else {
            return;
        };
        let mut left = left.saturating_sub(took) + self.increment;
        let moved = (plies / 2) as u32 + 1;
        if self.moves_per_session > 0 && moved.is_multiple_of(self.moves_per_session) {
            left += self.base;
        }
        self.time_left = Some(left);
    }

    /// The limits of the next search, `plies` into the game.
    fn limits(&self, plies: usize) -> Limits {
        let mut limits = match (self.per_move, self.time_left) {
            // `st` is a limit the GUI enforces (XBoard flags an engine that
            // takes the whole second): a tenth, at most 100 ms, is kept for
            // stopping the search and the move's way to the GUI.
            (Some(t), _) => Limits::movetime(t - (t / 10).min(Duration::from_millis(100))),
            (None, Some(time_left)) => Limits::clock(Clock {
                time_left,
                increment: self.increment,
                moves_to_go: (self.moves_per_session > 0).then(|| {
                    let played = (plies / 2) as u32;
                    self.moves_per_session - played % self.moves_per_session
                }),
            }),
            (None, None) if self.depth.is_some() => Limits::default(),
            (None, None) => Limits::movetime(Duration::from_secs(1)),
        };
        limits.depth = self.depth;
        limits
    }
}

/// The session: the board, the mode, the clock, and the search in flight.
struct Session<'a> {
    args: &'a Args,
    out: &'a mut dyn Write,
    tx: mpsc::SyncSender<Event>,
    /// The board, or `None` while the search thread has it.
    board: Option<Box<dyn Board>>,
    force: bool,
    engine_side: Option<Color>,
    post: bool,
    time: TimeControl,
    /// The running search's stop flag, and whether its move is unwanted.
    searching: Option<(Arc<AtomicBool>, bool)>,
    /// When the running search began, and the plies of the game then.
    search_began: Option<(std::time::Instant, usize)>,
    /// Lines that wait for the search to end.
    pending: VecDeque<String>,
    /// Analyze mode: the engine searches the position until told otherwise,
    /// and plays no move.
    analyzing: bool,
    /// In analyze mode, whether the position may have changed since the
    /// last analysis began (then a new one starts when the engine is idle).
    analysis_wanted: bool,
    /// The table size and threads (`--hash` and `--threads`, then `memory`
    /// and `cores`).
    memory: (usize, usize),
}

/// Runs `xboard` on standard input.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    // Bad rules are bad input: one error line, before the protocol starts.
    let board = new_board(args.variant.as_str(), args.variant, args).map_err(|e| e.to_string())?;
    // Bounded: a GUI that writes faster than the engine reads waits on its
    // pipe instead of filling the engine's memory.
    let (tx, rx) = mpsc::sync_channel(EVENTS_QUEUED);
    let input = tx.clone();
    std::thread::spawn(move || {
        // Lines are bytes: a GUI's Latin-1 name does not end the session.
        let mut lines = crate::lines::LineReader::new(std::io::stdin().lock());
        while let Ok(Some(line)) = lines.next_line() {
            if input.send(Event::Line(line)).is_err() {
                return;
            }
        }
        let _ = input.send(Event::Eof);
    });
    let mut session = Session {
        args,
        out,
        tx,
        board: Some(board),
        force: false,
        engine_side: Some(Color::Black),
        post: false,
        time: TimeControl::default(),
        searching: None,
        search_began: None,
        pending: VecDeque::new(),
        analyzing: false,
        analysis_wanted: false,
        memory: (args.engine.hash as usize, args.engine.threads as usize),
    };
    session.run(&rx).map_err(io_error)
}

impl Session<'_> {
    fn run(&mut self, rx: &mpsc::Receiver<Event>) -> std::io::Result<()> {
        loop {
            let event = match self.pending.pop_front() {
                Some(line) if self.searching.is_none() => Event::Line(line),
                Some(line) => {
                    self.pending.push_front(line);
                    rx.recv().unwrap_or(Event::Eof)
                }
                None => rx.recv().unwrap_or(Event::Eof),
            };
            if matches!(event, Event::Line(_)) {
                self.analysis_wanted = self.analyzing;
            }
            let go_on = match event {
                Event::Line(line) if self.searching.is_some() => self.while_thinking(line)?,
                Event::Line(line) => self.command(&line)?,
                // The end of the input: nobody is left to wait for a long
                // search (`sd 60`, `st 8640000`), so it stops now; its move
                // is still written, then the commands that waited run.
                Event::Eof if self.searching.is_some() => {
                    if let Some((stop, _)) = &self.searching {
                        stop.store(true, Ordering::Relaxed);
                    }
                    self.pending.push_back("quit".to_string());
                    true
                }
                Event::Eof => false,
                Event::Thinking(line) => {
                    let wanted = self.searching.as_ref().is_some_and(|(_, discard)| !discard);
                    if self.analyzing || (self.post && wanted) {
                        writeln!(self.out, "{line}")?;
                    }
                    true
                }
                Event::Done(board, mv) => {
                    let discard = self.searching.take().is_some_and(|(_, d)| d);
                    self.board = Some(board);
                    if let (false, Some((began, plies))) = (discard, self.search_began.take()) {
                        if mv.is_some() {
                            self.time.after_own_move(began.elapsed(), plies);
                        }
                    }
                    if !discard {
                        self.engine_moves(mv)?;
                    }
                    true
                }
            };
            let idle = self.searching.is_none() && self.pending.is_empty();
            if self.analyzing && self.analysis_wanted && idle {
                self.analysis_wanted = false;
                self.start_search(Limits::infinite(), true);
            }
            self.out.flush()?;
            if !go_on {
                if let Some((stop, _)) = &self.searching {
                    stop.store(true, Ordering::Relaxed);
                }
                return Ok(());
            }
        }
    }

    /// Keeps `line` for when the search is over, unless [`MAX_PENDING`]
    /// lines wait already: then it is refused (a flood is not kept).
    fn keep_for_later(&mut self, line: String) -> std::io::Result<bool> {
        if self.pending.len() < MAX_PENDING {
            self.pending.push_back(line);
            return Ok(true);
        }
        self.error("too many commands while thinking", &line)
    }

    /// A line that arrives while the engine thinks.
    fn while_thinking(&mut self, line: String) -> std::io::Result<bool> {
        let word = line.split_whitespace().next().unwrap_or("");
        let Some((stop, discard)) = &mut self.searching else {
            return self.command(&line);
        };
        if self.analyzing && !matches!(word, "." | "quit") {
            // The analysis stops; the command runs, then a new one starts.
            stop.store(true, Ordering::Relaxed);
            return self.keep_for_later(line);
        }
        match word {
            "?" => stop.store(true, Ordering::Relaxed),
            "quit" if self.pending.is_empty() => return Ok(false),
            "quit" => {
                // Earlier commands wait for the move: stop it, then do them.
                stop.store(true, Ordering::Relaxed);
                return self.keep_for_later(line);
            }
            "new" | "force" | "result" | "setboard" | "variant" | "undo" | "remove" | "edit" => {
                *discard = true;
                stop.store(true, Ordering::Relaxed);
                return self.keep_for_later(line);
            }
            "post" | "nopost" | "easy" | "hard" | "time" | "otim" | "computer" | "random"
            | "accepted" | "rejected" | "name" | "rating" | "ics" | "nps" => {
                return self.command(&line)
            }
            _ => return self.keep_for_later(line),
        }
        Ok(true)
    }

    fn board(&mut self) -> &mut Box<dyn Board> {
        self.board
            .as_mut()
            .expect("the board is home when no search runs")
    }

    fn error(&mut self, kind: &str, line: &str) -> std::io::Result<bool> {
        // The line echoed short, its control characters escaped.
        writeln!(self.out, "Error ({kind}): {}", crate::text::echo(line))?;
        Ok(true)
    }

    /// One command, with no search running. False: quit.
    fn command(&mut self, line: &str) -> std::io::Result<bool> {
        let line = line.trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&word, rest)) = words.split_first() else {
            return Ok(true);
        };
        let arg = line[word.len()..].trim();
        match word {
            "xboard" | "accepted" | "rejected" | "random" | "computer" | "name" | "rating"
            | "ics" | "hard" | "easy" | "draw" | "white" | "black" | "." => {}
            // No endgame tables: nothing to set; no book and no hint to show.
            "egtpath" | "bk" | "hint" => {}
            "analyze" => {
                self.analyzing = true;
                self.analysis_wanted = true;
            }
            "exit" => self.analyzing = false,
            "protover" => self.features()?,
            "new" => {
                self.board().new_game();
                self.force = false;
                self.engine_side = Some(Color::Black);
                self.time.per_move = None;
                self.time.depth = None;
                self.time.new_game();
            }
            "variant" => {
                let Some(&(name, game)) = VARIANTS.iter().find(|(name, _)| *name == arg) else {
                    return self.error("unknown variant", line);
                };
                match new_board(name, game, self.args) {
                    Ok(mut board) => {
                        let (hash, threads) = self.memory;
                        let given = &self.args.engine;
                        if (hash, threads) != (given.hash as usize, given.threads as usize) {
                            // `memory` and `cores` outlast a change of game.
                            let _ = board.set_memory(hash, threads);
                        }
                        self.board = Some(board);
                    }
                    Err(BoardError::Rules(_)) => return self.error("bad rules", line),
                    Err(BoardError::Memory(_)) => return self.error("cannot allocate", line),
                }
                for l in announcement(game) {
                    writeln!(self.out, "{l}")?;
                }
            }
            "force" => self.force = true,
            "go" => {
                self.force = false;
                self.engine_side = Some(self.board().side_to_move());
                self.think();
            }
            "playother" => {
                self.force = false;
                self.engine_side = Some(!self.board().side_to_move());
            }
            "usermove" => return self.user_move(arg),
            "setboard" => {
                if !self.board().set_board(arg) {
                    return self.error("bad position", line);
                }
            }
            "time" => match rest {
                [cs] => match number::clock(cs) {
                    Some(t) => self.time.time_left = Some(t),
                    None => return self.error("bad time", line),
                },
                _ => return self.error("bad time", line),
            },
            "otim" => {
                if !matches!(rest, [cs] if number::clock(cs).is_some()) {
                    return self.error("bad time", line);
                }
            }
            "nps" => {
                if !matches!(rest, [n] if number::integer(n, 0, number::MAX_NPS).is_some()) {
                    return self.error("bad nps", line);
                }
            }
            "memory" => return self.memory(rest, line),
            "cores" => return self.cores(rest, line),
            "level" => match number::level(rest) {
                Some((mps, base, inc)) => {
                    self.time.moves_per_session = mps;
                    self.time.base = base;
                    self.time.increment = inc;
                    self.time.per_move = None;
                    self.time.new_game();
                }
                None => return self.error("bad level", line),
            },
            "st" => match number::seconds(arg) {
                Some(t) if !t.is_zero() => self.time.per_move = Some(t),
                _ => return self.error("bad time", line),
            },
            "sd" => match number::integer(arg, 1, u64::from(u32::MAX)) {
                Some(d) => self.time.depth = Some((d as u32).min(variant_engine::MAX_DEPTH)),
                None => return self.error("bad depth", line),
            },
            "ping" => writeln!(self.out, "pong {}", crate::text::echo(arg))?,
            "post" => self.post = true,
            "nopost" => self.post = false,
            "undo" => {
                if !self.board().undo() {
                    return self.error("no move to undo", line);
                }
            }
            "remove" => {
                // Both plies or neither.
                if self.board().plies() < 2 || !(self.board().undo() && self.board().undo()) {
                    return self.error("no move to undo", line);
                }
            }
            "result" => self.force = true,
            "?" => {}
            "quit" => return Ok(false),
            _ if rest.is_empty() && self.board().play(word) => self.after_user_move()?,
            _ => return self.error("unknown command", line),
        }
        Ok(true)
    }

    /// `memory N`: a table of N MiB, if it can be had; else `Error` and the
    /// engine keeps its table.
    fn memory(&mut self, rest: &[&str], line: &str) -> std::io::Result<bool> {
        let Some(mb) = (match rest {
            [n] => number::integer(n, 1, number::MAX_MEMORY_MB),
            _ => None,
        }) else {
            return self.error("bad memory", line);
        };
        let threads = self.memory.1;
        match self.board().set_memory(mb as usize, threads) {
            Ok(()) => self.memory.0 = mb as usize,
            Err(e) => return self.error(&format!("cannot allocate: {e}"), line),
        }
        Ok(true)
    }

    /// `cores N`: search threads.
    fn cores(&mut self, rest: &[&str], line: &str) -> std::io::Result<bool> {
        let Some(n) = (match rest {
            [n] => number::integer(n, 1, number::MAX_CORES),
            _ => None,
        }) else {
            return self.error("bad cores", line);
        };
        let hash = self.memory.0;
        match self.board().set_memory(hash, n as usize) {
            Ok(()) => self.memory.1 = n as usize,
            Err(e) => return self.error(&format!("cannot allocate: {e}"), line),
        }
        Ok(true)
    }

    fn features(&mut self) -> std::io::Result<()> {
        let names: Vec<&str> = VARIANTS.iter().map(|(name, _)| *name).collect();
        writeln!(
            self.out,
            "feature myname=\"{MY_NAME}\" variants=\"{}\" setboard=1 usermove=1 ping=1 memory=1 smp=1 colors=0 sigint=0 sigterm=0 analyze=1 done=1",
            names.join(",")
        )
    }

    fn user_move(&mut self, text: &str) -> std::io::Result<bool> {
        if !self.board().play(text) {
            writeln!(self.out, "Illegal move: {}", crate::text::echo(text))?;
            return Ok(true);
        }
        self.after_user_move()?;
        Ok(true)
    }

    fn after_user_move(&mut self) -> std::io::Result<()> {
        if self.game_over()? {
            return Ok(());
        }
        let to_move = self.board().side_to_move();
        if !self.force && !self.analyzing && self.engine_side == Some(to_move) {
            self.think();
        }
        Ok(())
    }

    /// Starts the search on its own thread.
    fn think(&mut self) {
        let Some(plies) = self.board.as_ref().map(|board| board.plies()) else {
            return;
        };
        self.start_search(self.time.limits(plies), false);
    }

    /// Starts a search within `limits` on its own thread; `discard`: its
    /// move is not played (analyze mode).
    fn start_search(&mut self, limits: Limits, discard: bool) {
        let Some(mut board) = self.board.take() else {
            return;
        };
        let stop = Arc::new(AtomicBool::new(false));
        self.searching = Some((Arc::clone(&stop), discard));
        self.search_began = Some((std::time::Instant::now(), board.plies()));
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let thinking = tx.clone();
            let mv = board.think(limits, &stop, &mut |line| {
                let _ = thinking.send(Event::Thinking(line));
            });
            let _ = tx.send(Event::Done(board, mv));
        });
    }

    /// The search's move: played and sent, then the result if it ends the game.
    fn engine_moves(&mut self, mv: Option<String>) -> std::io::Result<()> {
        if self.game_over()? {
            return Ok(());
        }
        let Some(mv) = mv else { return Ok(()) };
        if !self.board().play(&mv) {
            return Ok(());
        }
        writeln!(self.out, "move {mv}")?;
        self.game_over()?;
        Ok(())
    }

    /// Whether the game is over; if it is, tells the GUI so.
    fn game_over(&mut self) -> std::io::Result<bool> {
        let engine = if self.force || self.analyzing {
            None
        } else {
            self.engine_side
        };
        let Some(lines) = self.board().result(engine) else {
            return Ok(false);
        };
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_the_protocol_form() {
        assert_eq!(xboard_score(Score::centipawns(-35)), -35);
        assert_eq!(xboard_score(Score::mate_in_plies(3)), 100_002);
        assert_eq!(xboard_score(Score::mated_in_plies(2)), -100_001);
    }

    #[test]
    fn time_controls_give_limits() {
        let mut tc = TimeControl {
            moves_per_session: 40,
            time_left: Some(Duration::from_secs(60)),
            ..TimeControl::default()
        };
        let clock = tc.limits(10).clock.expect("a clock");
        assert_eq!(clock.moves_to_go, Some(35));
        tc.per_move = Some(Duration::from_millis(500));
        tc.depth = Some(4);
        let limits = tc.limits(10);
        assert_eq!(limits.movetime, Some(Duration::from_millis(450)));
        tc.per_move = Some(Duration::from_secs(1));
        assert_eq!(tc.limits(0).movetime, Some(Duration::from_millis(900)));
        assert_eq!(limits.depth, Some(4));
    }

    #[test]
    fn a_level_without_time_keeps_its_own_clock() {
        let s = Duration::from_secs;
        // `level 2 0:10 1`, and no `time` from the GUI.
        let mut tc = TimeControl {
            moves_per_session: 2,
            base: s(10),
            increment: s(1),
            ..TimeControl::default()
        };
        tc.new_game();
        let clock = tc.limits(0).clock.expect("a clock from the level");
        assert_eq!((clock.time_left, clock.moves_to_go), (s(10), Some(2)));
        // First move (ply 0) took 3 s: 10 - 3 + 1. Second (ply 2) took 2 s
        // and reached the control: 8 - 2 + 1 + 10.
        tc.after_own_move(s(3), 0);
        assert_eq!(tc.time_left, Some(s(8)));
        tc.after_own_move(s(2), 2);
        assert_eq!(tc.time_left, Some(s(17)));
        // `time` sets it right; a new game fills it again.
        tc.time_left = Some(s(5));
        tc.new_game();
        assert_eq!(tc.time_left, Some(s(10)));
        // A time per move is no clock.
        tc.per_move = Some(s(1));
        tc.after_own_move(s(3), 4);
        assert_eq!(tc.time_left, Some(s(10)));
    }
}
