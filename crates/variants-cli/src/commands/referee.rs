//! `variants match GAME --engine1 CMD --engine2 CMD`: a referee for CECP
//! engines, with our rules judging every move: openings from a book, games
//! in parallel, a time control per engine, CPU time per engine and a
//! sequential test.

use super::io_error;
use crate::elo::Tally;
use crate::games::{with_game, CliGame};
use crate::opening_book::{self, Opening};
use crate::options::{number, PositionArgs};
use crate::output_file::{self, GrowingFile};
use crate::referee_game::{self, Counts, GameReport, GameSetup, Note, Thinking, LOGGED_LINES};
use crate::referee_player::Player;
use crate::sprt::{Pairs, Sprt, Verdict};
use crate::text::echo;
use crate::time_control::{self, TimeControl};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Condvar, Mutex};
use std::time::Duration;

const AFTER_HELP: &str = "\
An engine is `builtin` (our engine, in this process; `builtin:level=N`, also `,hash=MB`) or a \
command that starts a CECP (XBoard protocol 2) engine, e.g. /usr/games/fairymax. \
Openings: without --openings every game starts from the start position (or --fen); \
--openings FILE reads a book, either position texts one a line (blank lines and lines \
starting with # skipped; `variants openings` writes such books) or a PGN file, each game of \
which is an opening (its FEN tag or the start position, then its moves, sent to the engines \
as moves played). Every opening is checked before the first game. Game 2k-1 and game 2k play \
opening k, engine 1 White in the first of them; past the last opening the book starts again. \
--games defaults to twice the book (2 without one; 100000 at most, the most an --sprt test \
plays unless --games says less). \
Our rules judge every move: a move they refuse, a time forfeit, a crash or a hang loses the \
game (a crashed or hung engine is restarted), and their outcome decides the game whatever an \
engine claims (claims are logged as `claim:` lines, refused moves as `refused:`). With --st a \
move may take at most twice the time plus 1 s; with --tc the clock is kept by the referee (50 \
ms grace), book moves counting towards the moves of a control as XBoard counts them. --tc1, \
--st1, --tc2 and --st2 give one engine its own time. A game not decided after --max-plies \
plies is a draw. --concurrency N plays N games at once (each with its own engine processes; \
at most one a core), and prints and records them in game order. Each game gives one line; the \
summary counts engine 1's wins, draws and losses, its score and the Elo difference with its \
95% error; then the events (refused moves, claims, time forfeits, crashes) and the time each \
engine took: its moves, thinking time, longest move, lowest clock and CPU time (of its \
process, or of the search threads for builtin). --sprt ELO0,ELO1 runs a sequential test \
(Fishtest's generalized SPRT on game pairs, the pentanomial model, logistic Elo): after each \
pair of games (an opening with both colours) the log-likelihood ratio of H1 (engine 1 is ELO1 \
stronger) against H0 (ELO0) is compared with the bounds ln(beta/(1-alpha)) and \
ln((1-beta)/alpha); the match stops when it leaves them (games already started finish) and \
the `sprt:` line says H0 or H1 accepted, or undecided at --games. Grant Acedrex is announced \
as `variant grande-acedrex` under Fairy-Max's rules (--preset fairymax) and to an engine that \
does not list `grant-acedrex` (Fairy-Max), otherwise as `variant grant-acedrex` (our engine \
then plays the rules on its command line: give it the match's --preset and --rule options); \
its moves are sent in XBoard coordinates. For Fairy-Max use --preset fairymax (its reading of \
the rules) and a PGN book (Fairy-Max reads no position text); the referee then also follows \
Fairy-Max's repetition draw, which a position cannot \
hold (grant_acedrex::FairyMaxRepetition). Lines an engine writes that the referee does not \
understand are logged as `ignored:` (the first 20 per engine) and otherwise ignored. With --pgn \
each game is added to FILE in game order (the path is checked before the first move), each \
engine move with its time, and its score and depth when the engine gave them ({+0.35/9 \
0.523s}); book moves are marked {book}. If an engine cannot be restarted, the match stops: a \
`stopped:` line, the summary of the games played, then `error: the match stopped after N of M \
games: ...` and exit status 2.

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

    /// How many games (the most, with --sprt) [default: twice the book, or 2]
    #[arg(long, value_name = "N", value_parser = number("--games", 1, MAX_GAMES))]
    pub games: Option<u64>,

    /// Seconds per move (fractions allowed) [default: 1]
    #[arg(long, value_name = "SECONDS", value_parser = time_control::seconds("--st"), conflicts_with = "tc")]
    pub st: Option<Duration>,

    /// A clock: MOVES/MINUTES+INCREMENT (MOVES/ and +INCREMENT optional; minutes up to 10000, the increment in seconds, up to 3600)
    #[arg(long, value_name = "TC", value_parser = time_control::clock("--tc"))]
    pub tc: Option<TimeControl>,

    /// Engine 1's seconds per move [default: --st]
    #[arg(long, value_name = "SECONDS", value_parser = time_control::seconds("--st1"), conflicts_with = "tc1")]
    pub st1: Option<Duration>,

    /// Engine 1's clock [default: --tc]
    #[arg(long, value_name = "TC", value_parser = time_control::clock("--tc1"))]
    pub tc1: Option<TimeControl>,

    /// Engine 2's seconds per move [default: --st]
    #[arg(long, value_name = "SECONDS", value_parser = time_control::seconds("--st2"), conflicts_with = "tc2")]
    pub st2: Option<Duration>,

    /// Engine 2's clock [default: --tc]
    #[arg(long, value_name = "TC", value_parser = time_control::clock("--tc2"))]
    pub tc2: Option<TimeControl>,

    /// A game not decided after this many plies is drawn
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = number("--max-plies", 1, 100_000))]
    pub max_plies: u64,

    /// Write the games as PGN records to FILE
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,

    /// A book of openings: position texts (one a line) or PGN; each played with both colours
    #[arg(long, value_name = "FILE", conflicts_with = "fen")]
    pub openings: Option<PathBuf>,

    /// Games played at once (at most one a core)
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = number("--concurrency", 1, 256))]
    pub concurrency: u64,

    /// A sequential test of engine 1 against engine 2: ELO0,ELO1 (H0 and H1)
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_sprt, allow_hyphen_values = true)]
    pub sprt: Option<(f64, f64)>,

    /// The test's rate of accepting H1 when H0 holds
    #[arg(long, value_name = "P", default_value_t = 0.05, value_parser = error_rate("--alpha"), requires = "sprt")]
    pub alpha: f64,

    /// The test's rate of accepting H0 when H1 holds
    #[arg(long, value_name = "P", default_value_t = 0.05, value_parser = error_rate("--beta"), requires = "sprt")]
    pub beta: f64,
}

/// The most games of a match.
const MAX_GAMES: u64 = 100_000;

/// `ELO0,ELO1`: two finite Elo differences from -1000 to 1000, the first
/// below the second.
fn parse_sprt(text: &str) -> Result<(f64, f64), String> {
    let bad = |why: &str| format!("bad --sprt `{}`: {why}, such as 0,5", echo(text));
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| bad("expected ELO0,ELO1"))?;
    let elo = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|e| e.is_finite() && e.abs() <= 1000.0)
    };
    match (elo(a), elo(b)) {
        (Some(a), Some(b)) if a < b => Ok((a, b)),
        (Some(_), Some(_)) => Err(bad("ELO0 must be below ELO1")),
        _ => Err(bad("expected two Elo differences from -1000 to 1000")),
    }
}

/// The smallest error rate a test takes: below it the test's bounds,
/// logarithms of rates, grow past what a match could reach (and a rate
/// near the smallest `f64` would make them infinite).
const MIN_ERROR_RATE: f64 = 1e-6;

/// A parser of an error rate, from [`MIN_ERROR_RATE`] to below 0.5.
fn error_rate(name: &'static str) -> impl Fn(&str) -> Result<f64, String> + Clone {
    move |text: &str| {
        text.parse::<f64>()
            .ok()
            .filter(|p| (MIN_ERROR_RATE..0.5).contains(p))
            .ok_or_else(|| {
                format!(
                    "bad {name} `{}`: expected a probability from 0.000001 to below 0.5, such as 0.05",
                    echo(text)
                )
            })
    }
}

/// Runs `match`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    with_game!(args.position.game, G => referee::<G>(args, out))
}

/// What a worker sends back: a game, or why it could not be played.
enum Done {
    Game(Box<GameReport>),
    Failed(u64, String),
}

/// The cores this process may use.
fn cores() -> u64 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
}

/// The match's running totals, in game order.
struct Totals {
    tally: Tally,
    counts: [Counts; 2],
    thinking: [Thinking; 2],
    pairs: Pairs,
    /// Engine 1's half-points in the first game of an unfinished pair.
    pair_first: Option<u8>,
    /// The test's verdict, its LLR, the game and the pairs at the
    /// decision, once decided.
    decided: Option<(Verdict, f64, u64, Pairs)>,
    /// Lines not understood per engine, over the match.
    not_understood: [u32; 2],
}

impl Totals {
    fn add(&mut self, report: &GameReport) {
        match report.points {
            2 => self.tally.wins += 1,
            1 => self.tally.draws += 1,
            _ => self.tally.losses += 1,
        }
        for i in 0..2 {
            let c = &mut self.counts[i];
            let g = &report.counts[i];
            c.refused += g.refused;
            c.claims_not_shared += g.claims_not_shared;
            c.forfeits += g.forfeits;
            c.crashes += g.crashes;
            self.thinking[i].merge(&report.thinking[i]);
        }
        match self.pair_first.take() {
            None => self.pair_first = Some(report.points),
            Some(first) => self.pairs.add(first, report.points),
        }
    }

    /// The output line of a note (`None`: no longer logged).
    fn line(&mut self, note: &Note, names: &[String; 2], game: u64) -> Option<String> {
        match note {
            Note::Line(line) => Some(line.clone()),
            Note::NotUnderstood(i, ply, text) => {
                self.not_understood[*i] += 1;
                match self.not_understood[*i] {
                    n if n <= LOGGED_LINES => Some(format!(
                        "ignored: game {game} ply {ply}: {}: `{text}` (not understood)",
                        names[*i]
                    )),
                    n if n == LOGGED_LINES + 1 => Some(format!(
                        "ignored: {}: further lines not understood are not logged",
                        names[*i]
                    )),
                    _ => None,
                }
            }
        }
    }
}

fn referee<G: CliGame>(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let rules = args.position.rules::<G>()?;
    let openings: Vec<Opening<G>> = match &args.openings {
        Some(path) => opening_book::read::<G>(path, &rules)?,
        None => vec![Opening {
            start: args.position.position()?,
            moves: Vec::new(),
        }],
    };
    let games = match (args.games, &args.openings, args.sprt) {
        (Some(n), _, _) => n,
        (None, _, Some(_)) => MAX_GAMES,
        (None, Some(_), None) => (2 * openings.len() as u64).min(MAX_GAMES),
        (None, None, None) => 2,
    };
    let timings = [
        time_control::timing((args.tc1, args.st1), (args.tc, args.st)),
        time_control::timing((args.tc2, args.st2), (args.tc, args.st)),
    ];
    let sprt = args.sprt.map(|(elo0, elo1)| Sprt {
        elo0,
        elo1,
        alpha: args.alpha,
        beta: args.beta,
    });
    // A file that cannot be written is refused before the first move, and
    // so is the book itself as the record: the games would overwrite it.
    if let (Some(book), Some(record)) = (&args.openings, &args.pgn) {
        if output_file::same_file(book, record) {
            return Err(format!(
                "cannot write `{}`: it is the book read by --openings (write the records elsewhere)",
                echo(&record.display().to_string())
            ));
        }
    }
    let mut pgn = args.pgn.as_deref().map(GrowingFile::new).transpose()?;
    let workers = args.concurrency.min(cores()).min(games).max(1);
    let mut seats: Vec<[Player<G>; 2]> = Vec::new();
    for _ in 0..workers {
        seats.push([Player::new(&args.engine1)?, Player::new(&args.engine2)?]);
    }
    let names = [
        seats[0][0].name().to_string(),
        seats[0][1].name().to_string(),
    ];
    let say = |out: &mut dyn Write, line: String| -> Result<(), String> {
        writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(io_error)
    };
    let capped = if workers < args.concurrency.min(games) {
        format!(" ({} asked; {} cores)", args.concurrency, cores())
    } else {
        String::new()
    };
    let book = match &args.openings {
        Some(path) => format!(
            "{} openings from `{}`",
            openings.len(),
            echo(&path.display().to_string())
        ),
        None => "one start position".to_string(),
    };
    say(
        out,
        format!(
            "match: {} vs {}: {games} games at most, {book}, {workers} at once{capped}; engine 1 {}, engine 2 {}",
            names[0],
            names[1],
            timings[0].describe(),
            timings[1].describe()
        ),
    )?;
    let standard = G::start(rules.clone());
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    // Games emitted so far: a worker starts game `g` only once `g` is
    // within a window of them, so that finished games waiting for an
    // earlier one stay few.
    let emitted = (Mutex::new(0u64), Condvar::new());
    // One worker waits for each game to be counted (an --sprt test then
    // stops exactly when decided); more may run ahead by twice their number.
    let window = if workers == 1 { 1 } else { 2 * workers };
    let (tx, rx) = mpsc::channel::<Done>();
    let mut totals = Totals {
        tally: Tally::default(),
        counts: [Counts::default(); 2],
        thinking: [Thinking::default(); 2],
        pairs: Pairs::default(),
        pair_first: None,
        decided: None,
        not_understood: [0; 2],
    };
    let mut stopped: Option<(u64, String)> = None;
    let mut failure: Option<String> = None;
    let mut finished = 0u64;
    let cpu = std::thread::scope(|scope| {
        let handles: Vec<_> = seats
            .into_iter()
            .map(|mut players| {
                let tx = tx.clone();
                let (next, stop, emitted, openings, standard) =
                    (&next, &stop, &emitted, &openings, &standard);
                scope.spawn(move || {
                    loop {
                        if stop.load(Ordering::SeqCst) {
                            break;
                        }
                        let g = next.fetch_add(1, Ordering::SeqCst);
                        if g >= games {
                            break;
                        }
                        {
                            let (count, wake) = emitted;
                            let mut count = count.lock().unwrap_or_else(|e| e.into_inner());
                            while g >= *count + window && !stop.load(Ordering::SeqCst) {
                                count = wake.wait(count).unwrap_or_else(|e| e.into_inner());
                            }
                        }
                        if stop.load(Ordering::SeqCst) {
                            break;
                        }
                        let (index, engine1_white) = opening_book::schedule(g, openings.len());
                        let opening = &openings[index];
                        let setup = GameSetup {
                            number: g + 1,
                            opening,
                            engine1_white,
                            timings,
                            max_plies: args.max_plies,
                            setboard: opening.start != *standard,
                        };
                        let done = match referee_game::play(&setup, &mut players) {
                            Ok(report) => Done::Game(Box::new(report)),
                            Err(e) => Done::Failed(g, e),
                        };
                        let failed = matches!(done, Done::Failed(..));
                        if tx.send(done).is_err() || failed {
                            break;
                        }
                    }
                    players.map(Player::quit)
                })
            })
            .collect();
        drop(tx);
        let mut pending: BTreeMap<u64, Done> = BTreeMap::new();
        let mut next_out = 0u64;
        for done in rx {
            let g = match &done {
                Done::Game(report) => report.number - 1,
                Done::Failed(g, _) => *g,
            };
            pending.insert(g, done);
            while let Some(done) = pending.remove(&next_out) {
                next_out += 1;
                if stopped.is_some() || failure.is_some() {
                    continue;
                }
                match done {
                    Done::Failed(g, e) => {
                        stopped = Some((g, e));
                        stop.store(true, Ordering::SeqCst);
                    }
                    Done::Game(report) => {
                        let written = emit(out, &report, &names, &mut totals, pgn.as_mut());
                        match written {
                            Ok(()) => finished += 1,
                            Err(e) => {
                                failure = Some(e);
                                stop.store(true, Ordering::SeqCst);
                            }
                        }
                        if let (Some(sprt), None) = (sprt, totals.decided) {
                            let llr = sprt.llr(&totals.pairs);
                            let verdict = sprt.verdict(llr);
                            if verdict != Verdict::Undecided {
                                totals.decided = Some((verdict, llr, report.number, totals.pairs));
                                stop.store(true, Ordering::SeqCst);
                            }
                        }
                    }
                }
                let (count, wake) = &emitted;
                *count.lock().unwrap_or_else(|e| e.into_inner()) = next_out;
                wake.notify_all();
            }
        }
        let mut cpu = [Some(Duration::ZERO); 2];
        for handle in handles {
            // A worker that panicked passes its panic on.
            let used = handle
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            for i in 0..2 {
                cpu[i] = cpu[i].zip(used[i]).map(|(a, b)| a + b);
            }
        }
        cpu
    });
    if let Some(e) = failure {
        return Err(e);
    }
    if let Some((g, e)) = &stopped {
        if finished == 0 {
            return Err(e.clone());
        }
        say(
            out,
            format!(
                "stopped: before game {}: {}",
                g + 1,
                crate::text::safe_line(e)
            ),
        )?;
    }
    let tally = totals.tally;
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
    let c = totals.counts;
    say(
        out,
        format!(
            "events: refused moves {} / {}, claims our rules do not share {} / {}, time forfeits {} / {}, crashes {} / {} (engine 1 / engine 2)",
            c[0].refused,
            c[1].refused,
            c[0].claims_not_shared,
            c[1].claims_not_shared,
            c[0].forfeits,
            c[1].forfeits,
            c[0].crashes,
            c[1].crashes
        ),
    )?;
    say(
        out,
        format!(
            "time: engine 1 {}; engine 2 {}",
            time_text(&totals.thinking[0], cpu[0]),
            time_text(&totals.thinking[1], cpu[1])
        ),
    )?;
    if let Some(sprt) = sprt {
        say(out, sprt_line(&sprt, &totals))?;
    }
    match stopped {
        None => Ok(()),
        Some((_, e)) => Err(format!(
            "the match stopped after {finished} of {games} games: {e}"
        )),
    }
}

/// Prints a game's lines and adds it to the record and the totals.
fn emit(
    out: &mut dyn Write,
    report: &GameReport,
    names: &[String; 2],
    totals: &mut Totals,
    pgn: Option<&mut GrowingFile>,
) -> Result<(), String> {
    // The file is a valid record after every game.
    if let Some(pgn) = pgn {
        pgn.push(&report.record)?;
    }
    for note in &report.notes {
        if let Some(line) = totals.line(note, names, report.number) {
            writeln!(out, "{line}").map_err(io_error)?;
        }
    }
    out.flush().map_err(io_error)?;
    totals.add(report);
    Ok(())
}

/// `812 moves, 95.1 s (0.117 s a move, longest 0.62 s, lowest clock 1.30
/// s), CPU 93.2 s`.
fn time_text(t: &Thinking, cpu: Option<Duration>) -> String {
    let average = if t.moves == 0 {
        0.0
    } else {
        t.total.as_secs_f64() / f64::from(t.moves)
    };
    let lowest = t.lowest_clock.map_or_else(String::new, |c| {
        format!(", lowest clock {:.2} s", c.as_secs_f64())
    });
    format!(
        "{} moves, {:.1} s ({average:.3} s a move, longest {:.2} s{lowest}), CPU {}",
        t.moves,
        t.total.as_secs_f64(),
        t.longest.as_secs_f64(),
        crate::cpu_time::shown(cpu)
    )
}

/// `sprt: elo0 0, elo1 5, alpha 0.05, beta 0.05 (pentanomial): LLR 2.97
/// (-2.94, 2.94) after game 424: H1 accepted (212 pairs scoring 0, 1/2, 1,
/// 3/2, 2 points: 10 40 90 50 22)`.
fn sprt_line(sprt: &Sprt, totals: &Totals) -> String {
    let (low, high) = sprt.bounds();
    let head = format!(
        "sprt: elo0 {}, elo1 {}, alpha {}, beta {} (pentanomial):",
        sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta
    );
    let counted = |pairs: &Pairs| {
        let c = pairs.counts;
        format!(
            "{} pairs scoring 0, 1/2, 1, 3/2, 2 points: {} {} {} {} {}",
            pairs.total(),
            c[0],
            c[1],
            c[2],
            c[3],
            c[4]
        )
    };
    match totals.decided {
        Some((verdict, llr, game, pairs)) => {
            let accepted = if verdict == Verdict::H1 { "H1" } else { "H0" };
            format!(
                "{head} LLR {llr:.2} ({low:.2}, {high:.2}) after game {game}: {accepted} accepted ({})",
                counted(&pairs)
            )
        }
        None => {
            let llr = sprt.llr(&totals.pairs);
            format!(
                "{head} LLR {llr:.2} ({low:.2}, {high:.2}): undecided ({})",
                counted(&totals.pairs)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sprt_bounds_parse() {
        assert_eq!(parse_sprt("0,5"), Ok((0.0, 5.0)));
        assert_eq!(parse_sprt("-3.5, 1.5"), Ok((-3.5, 1.5)));
        for bad in ["", "5", "5,0", "1,1", "x,1", "0,inf", "0,NaN", "0,2000"] {
            assert!(parse_sprt(bad).is_err(), "{bad}");
        }
        assert_eq!(error_rate("--alpha")("0.05"), Ok(0.05));
        for bad in ["0", "0.5", "-0.1", "1", "x", "NaN"] {
            assert!(error_rate("--alpha")(bad).is_err(), "{bad}");
        }
    }
}
