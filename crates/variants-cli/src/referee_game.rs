//! One game of `match`: the two players from an opening, our rules judging
//! every move, each side's clock kept, and what the game gives the match:
//! its lines, its record, its result and the time each side used.

use crate::cecp_client::{Remark, Reply};
use crate::games::CliGame;
use crate::opening_book::Opening;
use crate::records::{new_record, set_open_result};
use crate::referee_player::{Player, Turn};
use crate::text::echo;
use crate::time_control::Timing;
use std::time::{Duration, Instant};
use variant_core::{Color, GameResult};

/// Lines an engine wrote that the referee did not understand, logged per
/// engine before the rest are only counted.
pub const LOGGED_LINES: u32 = 20;

/// What one game is: its number, opening, seats and rules.
pub struct GameSetup<'a, G: CliGame> {
    /// The game's number, from 1.
    pub number: u64,
    /// Where it starts.
    pub opening: &'a Opening<G>,
    /// Whether engine 1 has White.
    pub engine1_white: bool,
    /// Each engine's timing (engine 1 first).
    pub timings: [Timing; 2],
    /// A game not decided after this many plies is drawn.
    pub max_plies: u64,
    /// Whether the engines must be given the start with `setboard`.
    pub setboard: bool,
}

/// Counts per engine, for the summary.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counts {
    /// Moves our rules refused.
    pub refused: u32,
    /// Result claims our rules do not share.
    pub claims_not_shared: u32,
    /// Games lost on time.
    pub forfeits: u32,
    /// Crashes.
    pub crashes: u32,
    /// Lines not understood.
    pub not_understood: u32,
}

/// The time an engine took in a game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Thinking {
    /// Its moves.
    pub moves: u32,
    /// Their time, summed.
    pub total: Duration,
    /// The longest.
    pub longest: Duration,
    /// The least it had left on its clock after a move (clock games).
    pub lowest_clock: Option<Duration>,
}

impl Thinking {
    fn add(&mut self, took: Duration, clock_after: Option<Duration>) {
        self.moves += 1;
        self.total += took;
        self.longest = self.longest.max(took);
        if let Some(clock) = clock_after {
            self.lowest_clock = Some(self.lowest_clock.map_or(clock, |low| low.min(clock)));
        }
    }

    /// Adds another game's figures.
    pub fn merge(&mut self, other: &Thinking) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
        if let Some(clock) = other.lowest_clock {
            self.lowest_clock = Some(self.lowest_clock.map_or(clock, |low| low.min(clock)));
        }
    }
}

/// A line for the match's output, in the order the game gave them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A line to print as it is.
    Line(String),
    /// A line an engine wrote that the referee did not understand (the
    /// match decides whether it is still logged): the engine (0 or 1), the
    /// ply, the line (escaped).
    NotUnderstood(usize, usize, String),
}

/// What a game gives the match.
pub struct GameReport {
    /// The game's number, from 1.
    pub number: u64,
    /// Its lines: events, then the game line.
    pub notes: Vec<Note>,
    /// Its record, as PGN text.
    pub record: String,
    /// Engine 1's half-points (0, 1 or 2).
    pub points: u8,
    /// Per engine.
    pub counts: [Counts; 2],
    /// Per engine.
    pub thinking: [Thinking; 2],
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

/// The result token of a game: `1-0`, `0-1`, `1/2-1/2`.
fn token(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// Plays the game `setup` between `players` (engine 1 first); an error if
/// an engine cannot be made ready (the match then stops).
pub fn play<G: CliGame>(
    setup: &GameSetup<'_, G>,
    players: &mut [Player<G>; 2],
) -> Result<GameReport, String> {
    let n = setup.number;
    let start = &setup.opening.start;
    // The seat (0: engine 1) of each colour.
    let white = usize::from(!setup.engine1_white);
    let seat = |color: Color| {
        if color == Color::White {
            white
        } else {
            1 - white
        }
    };
    for (i, p) in players.iter_mut().enumerate() {
        p.new_game(start, setup.setboard, setup.timings[i])?;
    }
    let names = [players[0].name().to_string(), players[1].name().to_string()];
    let mut record = new_record(
        start.clone(),
        "variants match",
        [names[white].as_str(), names[1 - white].as_str()],
    );
    let _ = record.tags_mut().set("Round", n.to_string());
    let mut notes = Vec::new();
    let mut counts = [Counts::default(); 2];
    let mut thinking = [Thinking::default(); 2];
    let mut moves: Vec<G::Move> = Vec::new();
    let mut position = start.clone();
    // Clocks by colour; moves made by each colour (book moves count for
    // the controls, as XBoard counts them).
    let mut clocks = [
        setup.timings[seat(Color::White)].start_clock(),
        setup.timings[seat(Color::Black)].start_clock(),
    ];
    let mut moved = [0u32; 2];
    let mut side_rule = G::side_rule(start);
    let mut side_draw: Option<&'static str> = None;
    for mv in &setup.opening.moves {
        moved[position.side_to_move().index()] += 1;
        position.play_unchecked(mv);
        let _ = record.push(*mv);
        if let Some(rule) = side_rule.as_mut() {
            rule.record(mv, &position);
        }
        moves.push(*mv);
    }
    let book = moves.len();
    let mut forfeit: Option<(Color, Forfeit)> = None;
    while position.outcome().is_none() && (moves.len() as u64) < setup.max_plies {
        let side = position.side_to_move();
        let who = seat(side);
        let timing = setup.timings[who];
        let clock = clocks[side.index()];
        let allowed = timing.allowed(clock);
        let began = Instant::now();
        let answer = players[who].choose(&Turn {
            start,
            moves: &moves,
            timing,
            clocks: (clock, clocks[(!side).index()]),
            moves_to_go: timing.moves_to_go(moved[side.index()]),
            deadline: began + allowed,
        });
        let took = began.elapsed();
        let text = match answer.reply {
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
        moved[side.index()] += 1;
        clocks[side.index()] = timing.after_move(clock, took, moved[side.index()]);
        let clock_after = matches!(timing, Timing::Clock(_)).then(|| clock.saturating_sub(took));
        thinking[who].add(took, clock_after);
        let legal = position
            .parse_xboard_move_text(&text)
            .filter(|mv| position.is_legal(mv));
        let Some(mv) = legal else {
            counts[who].refused += 1;
            notes.push(Note::Line(format!(
                "refused: game {n} ply {}: {} played `{}`, not a legal move in {position}",
                moves.len() + 1,
                names[who],
                echo(&text)
            )));
            // The engine's text goes into the record's tags: escaped.
            forfeit = Some((side, Forfeit::Refused(echo(&text))));
            break;
        };
        position.play_unchecked(&mv);
        let _ = record.push(mv);
        // The time it took (and what it said of the move), as cutechess
        // writes it: `{+0.35/9 0.523s}`.
        let comment = match &answer.thinking {
            Some((score, depth)) => format!("{score}/{depth} {:.3}s", took.as_secs_f64()),
            None => format!("{:.3}s", took.as_secs_f64()),
        };
        if let Some(a) = record.main_line_mut().annotation_mut(moves.len()) {
            a.add_comment(&comment);
        }
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
                            "claim: game {n} ply {}: {}: {} ({verdict}: our rules say {})",
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
                        "complaint: game {n} ply {}: {}: {}",
                        moves.len(),
                        names[i],
                        echo(&text)
                    ),
                    Remark::NotUnderstood(text) => {
                        counts[i].not_understood += 1;
                        // The match logs at most LOGGED_LINES per engine:
                        // a game need not keep more.
                        if counts[i].not_understood <= LOGGED_LINES + 1 {
                            notes.push(Note::NotUnderstood(i, moves.len(), echo(&text)));
                        }
                        continue;
                    }
                };
                notes.push(Note::Line(line));
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
    let points = match winner {
        None => 1,
        Some(c) if seat(c) == 0 => 2,
        Some(_) => 0,
    };
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
    // Book moves are marked as cutechess marks them.
    for ply in 0..book {
        if let Some(a) = record.main_line_mut().annotation_mut(ply) {
            a.add_comment("book");
        }
    }
    notes.push(Note::Line(format!(
        "game {n}: {} ({}) - {} ({}): {result} {why} ({} plies)",
        names[white],
        G::side_name(Color::White),
        names[1 - white],
        G::side_name(Color::Black),
        moves.len()
    )));
    Ok(GameReport {
        number: n,
        notes,
        record: record.write(),
        points,
        counts,
        thinking,
    })
}
