//! `variants match GAME --engine1 CMD --engine2 CMD`: a referee for CECP
//! engines, with our rules judging every move.

use super::io_error;
use crate::cecp_client::{EngineProcess, Remark, Reply};
use crate::computer::{history_keys, new_engine};
use crate::elo::Tally;
use crate::games::{with_game, CliGame, GameName};
use crate::options::{number, PositionArgs};
use crate::output_file::GrowingFile;
use crate::records::{new_record, set_open_result};
use crate::text::echo;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use variant_core::{Color, GameResult};
use variant_engine::{Clock, Engine, Level, Limits};

const AFTER_HELP: &str = "\
An engine is `builtin` (our engine, in this process; `builtin:level=N`, also `,hash=MB`) or a \
command that starts a CECP (XBoard protocol 2) engine, e.g. /usr/games/fairymax. Engine 1 \
plays White (the first side) in the odd games. Our rules judge every move: a move they refuse, \
a time forfeit, a crash or a hang loses the game (a crashed or hung engine is restarted), and \
their outcome decides the game whatever an engine claims (claims are logged as `claim:` \
lines, refused moves as `refused:`). With --st a move may take at most twice the time plus \
1 s; with --tc the clock is kept by the referee (50 ms grace). A game not decided after \
--max-plies plies is a draw. Each game gives one line; the summary counts engine 1's wins, \
draws and losses, its score and the Elo difference with its 95% error. Grant Acedrex is \
announced as `variant grande-acedrex` and its moves sent in XBoard coordinates; for \
Fairy-Max use --preset fairymax (its reading of the rules); the referee then also follows \
Fairy-Max's repetition draw, which a position cannot hold (grant_acedrex::FairyMaxRepetition). \
Lines an engine writes that the referee does not understand are logged as `ignored:` (the \
first 20 per engine) and otherwise ignored. With --pgn each game is added to FILE as soon as \
it ends (the path is checked before the first move). If an engine cannot be restarted, the \
match stops: a `stopped:` line, the summary of the games played, then `error: the match \
stopped after N of M games: ...` and exit status 2.

Example: variants match grant-acedrex --engine1 builtin --engine2 /usr/games/fairymax \
--preset fairymax --games 2 --st 0.5";

/// The options of `match`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game, its rules and start position
    #[command(flatten)]
    pub position: PositionArgs,

    /// The first engine: `builtin`, `builtin:level=N` or a command
    #[arg(long, value_name = "CMD")]
    pub engine1: String,

    /// The second engine
    #[arg(long, value_name = "CMD")]
    pub engine2: String,

    /// How many games (colours alternate)
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = number("--games", 1, 100_000))]
    pub games: u64,

    /// Seconds per move (fractions allowed) [default: 1]
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, conflicts_with = "tc")]
    pub st: Option<Duration>,

    /// A clock: MOVES/MINUTES+INCREMENT (MOVES/ and +INCREMENT optional; seconds for the increment)
    #[arg(long, value_name = "TC", value_parser = parse_tc)]
    pub tc: Option<TimeControl>,

    /// A game not decided after this many plies is drawn
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = number("--max-plies", 1, 100_000))]
    pub max_plies: u64,

    /// Write the games as PGN records to FILE
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
}

/// A clock control: `moves` per period (0: the whole game), the period's
/// time and the increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per period; 0 for one period for the game.
    pub moves: u32,
    /// The time of a period.
    pub base: Duration,
    /// Added after each move.
    pub increment: Duration,
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= RESOLUTION && *s <= 86_400.0)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "bad --st `{}`: expected seconds from 0.01 (the protocol's clock counts centiseconds), such as 0.5",
                echo(text)
            )
        })
}

/// The finest time the engine protocol carries: its clocks count
/// centiseconds, so a shorter time would reach the engine as 0.
const RESOLUTION: f64 = 0.01;

/// `40/5+0.1`, `5+2`, `1`: moves/minutes+increment seconds.
pub fn parse_tc(text: &str) -> Result<TimeControl, String> {
    let bad = || format!("bad --tc `{text}`: expected MOVES/MINUTES+INCREMENT, such as 40/1+0.5");
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => (m.parse::<u32>().map_err(|_| bad())?, rest),
        None => (0, text),
    };
    let (minutes, inc) = match rest.split_once('+') {
        Some((m, i)) => (m, i),
        None => (rest, "0"),
    };
    let minutes: f64 = minutes.parse().map_err(|_| bad())?;
    let inc: f64 = inc.parse().map_err(|_| bad())?;
    let in_range = minutes.is_finite() && inc.is_finite() && minutes <= 1e4 && inc >= 0.0;
    // Above zero and representable: the protocol counts centiseconds.
    let representable = minutes * 60.0 >= RESOLUTION && (inc == 0.0 || inc >= RESOLUTION);
    if !(in_range && representable) {
        return Err(bad());
    }
    Ok(TimeControl {
        moves,
        base: Duration::from_secs_f64(minutes * 60.0),
        increment: Duration::from_secs_f64(inc.min(3600.0)),
    })
}

/// How the players' time is measured.
#[derive(Clone, Copy, Debug)]
enum Timing {
    PerMove(Duration),
    Clock(TimeControl),
}

/// Grace on a clock for the pipes and the scheduler.
const CLOCK_GRACE: Duration = Duration::from_millis(50);

/// Runs `match`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => referee::<G>(args, out))
}

/// A player of the match.
enum Player<G: CliGame> {
    Builtin {
        name: String,
        engine: Box<Engine<G>>,
    },
    External {
        command: String,
        name: String,
        process: Option<EngineProcess>,
        /// Plies of the current game it has been told about.
        known: usize,
        /// Whether it has been sent `go` in this game.
        started: bool,
    },
}

/// Why a game ended other than by the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Forfeit {
    Refused(String),
    Time,
    Crash,
    Resign,
}

impl Forfeit {
    fn reason(&self) -> String {
        match self {
            Forfeit::Refused(text) => format!("illegal move {text}"),
            Forfeit::Time => "time forfeit".to_string(),
            Forfeit::Crash => "engine crashed".to_string(),
            Forfeit::Resign => "resigned".to_string(),
        }
    }
}

fn parse_builtin<G: CliGame>(spec: &str) -> Result<Option<Player<G>>, String> {
    let Some(rest) = spec.strip_prefix("builtin") else {
        return Ok(None);
    };
    let mut level = Level::MAX;
    let mut hash = 16usize;
    let options = match rest {
        "" => "",
        _ => rest
            .strip_prefix(':')
            .ok_or_else(|| format!("bad engine `{spec}`: expected builtin or builtin:level=N"))?,
    };
    for option in options.split(',').filter(|o| !o.is_empty()) {
        match option.split_once('=') {
            Some(("level", n)) => {
                level = n
                    .parse::<Level>()
                    .map_err(|e| format!("bad engine `{spec}`: {e}"))?;
            }
            Some(("hash", n)) => {
                hash = n
                    .parse::<usize>()
                    .ok()
                    .filter(|h| (1..=65_536).contains(h))
                    .ok_or_else(|| format!("bad engine `{spec}`: hash is 1 to 65536 MiB"))?;
            }
            _ => {
                return Err(format!(
                    "bad engine `{spec}`: unknown option `{option}` (known: level, hash)"
                ))
            }
        }
    }
    Ok(Some(Player::Builtin {
        name: format!("variants level {level}"),
        engine: Box::new(
            new_engine(level, hash, 1).map_err(|e| format!("bad engine `{spec}`: hash: {e}"))?,
        ),
    }))
}

impl<G: CliGame> Player<G> {
    fn new(spec: &str) -> Result<Player<G>, String> {
        if let Some(builtin) = parse_builtin(spec)? {
            return Ok(builtin);
        }
        let process = EngineProcess::start(spec)?;
        let name = process
            .features
            .name
            .clone()
            .unwrap_or_else(|| spec.to_string());
        Ok(Player::External {
            command: spec.to_string(),
            name,
            process: Some(process),
            known: 0,
            started: false,
        })
    }

    fn name(&self) -> &str {
        match self {
            Player::Builtin { name, .. } | Player::External { name, .. } => name,
        }
    }

    /// Gets ready for a game from `start`; an error stops the match.
    fn new_game(&mut self, start: &G, fen: bool, timing: Timing) -> Result<(), String> {
        match self {
            Player::Builtin { engine, .. } => {
                engine.new_game();
                Ok(())
            }
            Player::External {
                command,
                process,
                known,
                started,
                ..
            } => {
                *known = 0;
                *started = false;
                if process.is_none() {
                    *process = Some(EngineProcess::start(command)?);
                }
                let Some(p) = process.as_mut() else {
                    return Ok(());
                };
                let variant = variant_name(G::NAME);
                if !p.features.variants.is_empty()
                    && !p.features.variants.iter().any(|v| v == variant)
                {
                    return Err(format!(
                        "the engine `{command}` does not play the variant {variant}"
                    ));
                }
                if fen && !p.features.setboard {
                    return Err(format!(
                        "the engine `{command}` cannot be given a position (no setboard feature)"
                    ));
                }
                p.send("new");
                p.send(&format!("variant {variant}"));
                p.send("force");
                p.send("easy");
                p.send("post");
                if fen {
                    p.send(&format!("setboard {start}"));
                }
                match timing {
                    Timing::PerMove(t) => {
                        // `st` takes whole seconds: a fraction is sent as a
                        // clock of one move per period, and `time` before
                        // every move sets that clock to the time per move.
                        if t.subsec_nanos() == 0 {
                            p.send(&format!("st {}", t.as_secs()));
                        } else {
                            let secs = t.as_secs() + 1;
                            p.send(&format!("level 1 {}:{:02} 0", secs / 60, secs % 60));
                        }
                    }
                    Timing::Clock(tc) => {
                        let secs = tc.base.as_secs();
                        p.send(&format!(
                            "level {} {}:{:02} {}",
                            tc.moves,
                            secs / 60,
                            secs % 60,
                            tc.increment.as_secs_f64()
                        ));
                    }
                }
                Ok(())
            }
        }
    }

    /// The player's move text in `position`, with the game's moves so far.
    fn choose(
        &mut self,
        start: &G,
        moves: &[G::Move],
        timing: Timing,
        clocks: [Duration; 2],
        moves_to_go: Option<u32>,
        deadline: Instant,
    ) -> Reply {
        let mut position = start.clone();
        for mv in moves {
            position.play_unchecked(mv);
        }
        let side = position.side_to_move();
        match self {
            Player::Builtin { engine, .. } => {
                let history = history_keys(start, moves.iter().cloned());
                let limits = match timing {
                    Timing::PerMove(t) => Limits::movetime(t),
                    Timing::Clock(tc) => Limits::clock(Clock {
                        time_left: clocks[side.index()],
                        increment: tc.increment,
                        moves_to_go,
                    }),
                };
                let stop = AtomicBool::new(false);
                let result = engine.search(&position, &history, limits, &stop, |_| {});
                match result.best_move {
                    Some(mv) => Reply::Move(position.xboard_move_text(&mv)),
                    None => Reply::Resign,
                }
            }
            Player::External {
                process,
                known,
                started,
                ..
            } => {
                let Some(p) = process.as_mut() else {
                    return Reply::Crashed;
                };
                if let Some(Reply::Crashed) = p.drain() {
                    return Reply::Crashed;
                }
                let cs = |d: Duration| d.as_millis() / 10;
                match timing {
                    Timing::Clock(_) => {
                        p.send(&format!("time {}", cs(clocks[side.index()])));
                        p.send(&format!("otim {}", cs(clocks[(!side).index()])));
                    }
                    Timing::PerMove(t) if t.subsec_nanos() != 0 => {
                        p.send(&format!("time {}", cs(t)));
                        p.send(&format!("otim {}", cs(t)));
                    }
                    Timing::PerMove(_) => {}
                }
                // The moves it has not seen, from the position it knows.
                let mut before = start.clone();
                for mv in &moves[..*known] {
                    before.play_unchecked(mv);
                }
                for mv in &moves[*known..] {
                    if !p.send_move(&before.xboard_move_text(mv)) {
                        return Reply::Crashed;
                    }
                    before.play_unchecked(mv);
                }
                *known = moves.len() + 1;
                if !*started {
                    *started = true;
                    if !p.send("go") {
                        return Reply::Crashed;
                    }
                }
                p.wait_move(deadline)
            }
        }
    }

    /// The engine's claims and complaints since the last call.
    fn remarks(&mut self) -> Vec<Remark> {
        match self {
            Player::External {
                process: Some(p), ..
            } => {
                let _ = p.drain();
                std::mem::take(&mut p.remarks)
            }
            _ => Vec::new(),
        }
    }

    /// Tells the engine the game is over.
    fn game_over(&mut self, result: &str) {
        if let Player::External {
            process: Some(p), ..
        } = self
        {
            p.send(&format!("result {result}"));
            p.send("force");
        }
    }

    /// Kills a crashed or hung engine; it restarts at the next game.
    fn drop_process(&mut self) {
        if let Player::External { process, .. } = self {
            if let Some(mut p) = process.take() {
                p.kill();
            }
        }
    }

    fn quit(self) {
        if let Player::External {
            process: Some(p), ..
        } = self
        {
            p.quit();
        }
    }
}

/// The protocol's name of our game.
fn variant_name(game: &str) -> &str {
    if game == GameName::GrantAcedrex.as_str() {
        "grande-acedrex"
    } else {
        game
    }
}

/// Counts per engine, for the summary.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    refused: u32,
    claims_not_shared: u32,
    forfeits: u32,
    crashes: u32,
    not_understood: u32,
}

/// Lines an engine wrote that the referee did not understand, logged per
/// engine before the rest are only counted.
const LOGGED_LINES: u32 = 20;

/// A message as a `stopped:` line shows it.
fn echo_line(message: &str) -> String {
    crate::text::safe_line(message)
}

/// The result token of a game: `1-0`, `0-1`, `1/2-1/2`.
fn token(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

fn referee<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let start: G = args.position.position()?;
    let timing = match (args.st, args.tc) {
        (_, Some(tc)) => Timing::Clock(tc),
        (Some(t), None) => Timing::PerMove(t),
        (None, None) => Timing::PerMove(Duration::from_secs(1)),
    };
    // A file that cannot be written is refused before the first move.
    let mut pgn = args.pgn.as_deref().map(GrowingFile::new).transpose()?;
    let mut players: [Player<G>; 2] = [Player::new(&args.engine1)?, Player::new(&args.engine2)?];
    let names = [players[0].name().to_string(), players[1].name().to_string()];
    let mut tally = Tally::default();
    let mut counts = [Counts::default(); 2];
    let mut stopped: Option<String> = None;
    let mut finished = 0u64;
    let say = |out: &mut dyn Write, line: String| -> Result<(), String> {
        writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(io_error)
    };
    for game in 0..args.games {
        // Engine 1 is White in odd games (game 1 first).
        let white = (game % 2) as usize;
        let seat = |color: Color| {
            if color == Color::White {
                white
            } else {
                1 - white
            }
        };
        let ready = players
            .iter_mut()
            .try_for_each(|p| p.new_game(&start, args.position.fen.is_some(), timing));
        if let Err(e) = ready {
            if game == 0 {
                return Err(e);
            }
            // An engine that cannot be restarted ends the match: what was
            // played is kept, summed up and reported.
            say(
                out,
                format!("stopped: before game {}: {}", game + 1, echo_line(&e)),
            )?;
            stopped = Some(e);
            break;
        }
        let mut record = new_record(
            start.clone(),
            "variants match",
            [names[white].as_str(), names[1 - white].as_str()],
        );
        let _ = record.tags_mut().set("Round", (game + 1).to_string());
        let mut moves: Vec<G::Move> = Vec::new();
        let mut position = start.clone();
        let mut clocks = match timing {
            Timing::Clock(tc) => [tc.base; 2],
            Timing::PerMove(t) => [t; 2],
        };
        let mut moved = [0u32; 2];
        let mut forfeit: Option<(Color, Forfeit)> = None;
        let mut side_rule = G::side_rule(&start, args.position.preset.as_deref());
        let mut side_draw: Option<&'static str> = None;
        while position.outcome().is_none() && (moves.len() as u64) < args.max_plies {
            let side = position.side_to_move();
            let who = seat(side);
            let (allowed, moves_to_go) = match timing {
                Timing::PerMove(t) => ((t * 2).max(t + Duration::from_secs(1)), None),
                Timing::Clock(tc) => (
                    clocks[side.index()] + CLOCK_GRACE,
                    (tc.moves > 0).then(|| tc.moves - moved[side.index()] % tc.moves),
                ),
            };
            let began = Instant::now();
            let reply =
                players[who].choose(&start, &moves, timing, clocks, moves_to_go, began + allowed);
            let took = began.elapsed();
            let text = match reply {
                Reply::Move(text) => text,
                Reply::Resign => {
                    forfeit = Some((side, Forfeit::Resign));
                    break;
                }
                Reply::Crashed => {
                    counts[who].crashes += 1;
                    players[who].drop_process();
                    forfeit = Some((side, Forfeit::Crash));
                    break;
                }
                Reply::Timeout => {
                    counts[who].forfeits += 1;
                    players[who].drop_process();
                    forfeit = Some((side, Forfeit::Time));
                    break;
                }
            };
            if took > allowed {
                counts[who].forfeits += 1;
                forfeit = Some((side, Forfeit::Time));
                break;
            }
            if let Timing::Clock(tc) = timing {
                let clock = &mut clocks[side.index()];
                *clock = clock.saturating_sub(took) + tc.increment;
                moved[side.index()] += 1;
                if tc.moves > 0 && moved[side.index()] % tc.moves == 0 {
                    *clock += tc.base;
                }
            }
            let legal = position
                .parse_xboard_move_text(&text)
                .filter(|mv| position.is_legal(mv));
            let Some(mv) = legal else {
                counts[who].refused += 1;
                say(
                    out,
                    format!(
                        "refused: game {} ply {}: {} played `{}`, not a legal move in {position}",
                        game + 1,
                        moves.len() + 1,
                        names[who],
                        echo(&text)
                    ),
                )?;
                // The engine's text goes into the record's tags: escaped.
                forfeit = Some((side, Forfeit::Refused(crate::text::echo(&text))));
                break;
            };
            position.play_unchecked(&mv);
            let _ = record.push(mv);
            if let Some(rule) = side_rule.as_mut() {
                rule.record(&mv, &position);
                // Our rules' own outcome comes first.
                if position.outcome().is_none() {
                    side_draw = rule.draw();
                }
            }
            moves.push(mv);
            // Claims so far, against what our rules say now.
            let ours = match (position.outcome(), side_draw) {
                (Some(o), _) => token(o.winner()),
                (None, Some(_)) => token(None),
                (None, None) => "*",
            };
            for (i, p) in players.iter_mut().enumerate() {
                for remark in p.remarks() {
                    let line = match remark {
                        Remark::Claim(claim) => {
                            let shared = claim.starts_with(&format!("{ours} ")) || claim == ours;
                            if !shared {
                                counts[i].claims_not_shared += 1;
                            }
                            let verdict = if shared { "shared" } else { "not shared" };
                            format!(
                                "claim: game {} ply {}: {}: {} ({verdict}: our rules say {})",
                                game + 1,
                                moves.len(),
                                names[i],
                                echo(&claim),
                                position.outcome().map_or_else(
                                    || "ongoing".to_string(),
                                    |o| o.describe(G::side_name)
                                )
                            )
                        }
                        Remark::Complaint(text) => format!(
                            "complaint: game {} ply {}: {}: {}",
                            game + 1,
                            moves.len(),
                            names[i],
                            echo(&text)
                        ),
                        Remark::NotUnderstood(text) => {
                            counts[i].not_understood += 1;
                            match counts[i].not_understood {
                                n if n <= LOGGED_LINES => format!(
                                    "ignored: game {} ply {}: {}: `{}` (not understood)",
                                    game + 1,
                                    moves.len(),
                                    names[i],
                                    echo(&text)
                                ),
                                n if n == LOGGED_LINES + 1 => format!(
                                    "ignored: {}: further lines not understood are not logged",
                                    names[i]
                                ),
                                _ => continue,
                            }
                        }
                    };
                    say(out, line)?;
                }
            }
            if side_draw.is_some() {
                break;
            }
        }
        // The result, and the first engine's part in it.
        let (winner, why) = match (&forfeit, position.outcome()) {
            (Some((loser, f)), _) => (
                Some(!*loser),
                format!("{} {}", G::side_name(*loser), f.reason()),
            ),
            (None, Some(outcome)) => (outcome.winner(), outcome.describe(G::side_name)),
            (None, None) if side_draw.is_some() => {
                (None, format!("draw: {}", side_draw.unwrap_or_default()))
            }
            (None, None) => (
                None,
                format!("draw: adjudicated after {} plies", moves.len()),
            ),
        };
        match winner {
            None => tally.draws += 1,
            Some(c) if seat(c) == 0 => tally.wins += 1,
            Some(_) => tally.losses += 1,
        }
        let result = token(winner);
        for p in players.iter_mut() {
            p.game_over(&format!("{result} {{{why}}}"));
        }
        if forfeit.is_some() || position.outcome().is_none() {
            set_open_result(
                &mut record,
                winner.map_or(GameResult::Draw, GameResult::Win),
            );
            let _ = record.tags_mut().set("Termination", why.clone());
        }
        // The file is a valid record after every game.
        if let Some(pgn) = pgn.as_mut() {
            pgn.push(&record.write())?;
        }
        finished += 1;
        say(
            out,
            format!(
                "game {}: {} ({}) - {} ({}): {result} {why} ({} plies)",
                game + 1,
                names[white],
                G::side_name(Color::White),
                names[1 - white],
                G::side_name(Color::Black),
                moves.len()
            ),
        )?;
    }
    for p in players {
        p.quit();
    }
    say(
        out,
        format!(
            "summary: {} vs {}: {} games, {} wins, {} draws, {} losses; score {:.1}%; Elo {}",
            names[0],
            names[1],
            tally.games(),
            tally.wins,
            tally.draws,
            tally.losses,
            tally.score() * 100.0,
            tally.elo()
        ),
    )?;
    say(
        out,
        format!(
            "events: refused moves {} / {}, claims our rules do not share {} / {}, time forfeits {} / {}, crashes {} / {} (engine 1 / engine 2)",
            counts[0].refused,
            counts[1].refused,
            counts[0].claims_not_shared,
            counts[1].claims_not_shared,
            counts[0].forfeits,
            counts[1].forfeits,
            counts[0].crashes,
            counts[1].crashes
        ),
    )?;
    match stopped {
        None => Ok(()),
        Some(e) => Err(format!(
            "the match stopped after {finished} of {} games: {e}",
            args.games
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_parse() {
        assert_eq!(
            parse_tc("40/1+0.5"),
            Ok(TimeControl {
                moves: 40,
                base: Duration::from_secs(60),
                increment: Duration::from_millis(500)
            })
        );
        assert_eq!(
            parse_tc("0.5"),
            Ok(TimeControl {
                moves: 0,
                base: Duration::from_secs(30),
                increment: Duration::ZERO
            })
        );
        for bad in ["", "x", "40/", "/1", "1+x", "0", "-1"] {
            assert!(parse_tc(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_seconds("0.25"), Ok(Duration::from_millis(250)));
        assert!(parse_seconds("0").is_err());
    }

    #[test]
    fn builtin_specs() {
        type G = cheskers::Position;
        assert!(matches!(parse_builtin::<G>("builtin"), Ok(Some(_))));
        let Ok(Some(p)) = parse_builtin::<G>("builtin:level=1") else {
            panic!("level 1");
        };
        assert_eq!(p.name(), "variants level 1");
        assert!(matches!(
            parse_builtin::<G>("/usr/games/fairymax"),
            Ok(None)
        ));
        for bad in [
            "builtin:level=9",
            "builtin:depth=3",
            "builtinx",
            "builtin:hash=0",
        ] {
            assert!(parse_builtin::<G>(bad).is_err(), "{bad}");
        }
    }
}
