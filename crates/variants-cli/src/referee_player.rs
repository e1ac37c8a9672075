//! A player of `match`: our engine in this process (`builtin`,
//! `builtin:level=N,hash=MB`) or a CECP engine run as a child process, with
//! the CPU time it has used.

use crate::cecp_client::{EngineProcess, Remark, Reply};
use crate::computer::{history_keys, new_engine};
use crate::cpu_time;
use crate::games::CliGame;
use crate::time_control::Timing;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use variant_core::Game;
use variant_engine::{Clock, Engine, Level, Limits, Score};

/// A player of the match.
pub struct Player<G: CliGame> {
    name: String,
    kind: Kind<G>,
    /// The CPU time of the searches and processes that are over.
    cpu_done: Duration,
    /// The last CPU time read of the running process.
    cpu_live: Duration,
    /// Whether every CPU figure could be had.
    cpu_known: bool,
}

enum Kind<G: CliGame> {
    Builtin(Box<Engine<G>>),
    External {
        command: String,
        process: Option<EngineProcess>,
        /// Plies of the current game it has been told about.
        known: usize,
        /// Whether it has been sent `go` in this game.
        started: bool,
    },
}

/// A move and what the engine said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move, or why there is none.
    pub reply: Reply,
    /// Its score for the mover (`+0.35`, `-M3`) and depth, if the engine
    /// said.
    pub thinking: Option<(String, u32)>,
}

/// What a game gives a player to choose its move.
pub struct Turn<'a, G: Game> {
    /// Where the game started.
    pub start: &'a G,
    /// The moves since, book moves included.
    pub moves: &'a [G::Move],
    /// The player's timing.
    pub timing: Timing,
    /// Its clock and its opponent's.
    pub clocks: (Duration, Duration),
    /// Its moves to the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
    /// When it has lost on time.
    pub deadline: Instant,
}

fn parse_builtin<G: CliGame>(spec: &str) -> Result<Option<(String, Engine<G>)>, String> {
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
    let mut engine =
        new_engine(level, hash, 1).map_err(|e| format!("bad engine `{spec}`: hash: {e}"))?;
    engine.set_thread_clock(Some(cpu_time::of_this_thread));
    Ok(Some((format!("variants level {level}"), engine)))
}

/// A score as a record's comment gives it, for the mover: `+0.35`, `-1.20`,
/// `+M3` (mates in 3 moves), `-M2`.
pub fn score_text(score: Score) -> String {
    match score.mate_plies() {
        Some(p) if p > 0 => format!("+M{}", (p + 1) / 2),
        Some(p) => format!("-M{}", (-p + 1) / 2),
        None => format!("{:+.2}", f64::from(score.raw()) / 100.0),
    }
}

impl<G: CliGame> Player<G> {
    /// Our engine, or the CECP engine `spec` started (its handshake done).
    pub fn new(spec: &str) -> Result<Player<G>, String> {
        if let Some((name, engine)) = parse_builtin::<G>(spec)? {
            return Ok(Player {
                name,
                kind: Kind::Builtin(Box::new(engine)),
                cpu_done: Duration::ZERO,
                cpu_live: Duration::ZERO,
                cpu_known: true,
            });
        }
        let process = EngineProcess::start(spec)?;
        let name = process
            .features
            .name
            .clone()
            .unwrap_or_else(|| crate::text::echo(spec));
        Ok(Player {
            name,
            kind: Kind::External {
                command: spec.to_string(),
                process: Some(process),
                known: 0,
                started: false,
            },
            cpu_done: Duration::ZERO,
            cpu_live: Duration::ZERO,
            cpu_known: true,
        })
    }

    /// Its name, as the summary and the records give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Reads the running process's CPU time.
    fn read_cpu(&mut self) {
        if let Kind::External {
            process: Some(p), ..
        } = &self.kind
        {
            match cpu_time::of_process(p.pid()) {
                Some(t) => self.cpu_live = t,
                None => self.cpu_known = false,
            }
        }
    }

    /// Gets ready for a game from `start`; an error stops the match.
    pub fn new_game(&mut self, start: &G, setboard: bool, timing: Timing) -> Result<(), String> {
        match &mut self.kind {
            Kind::Builtin(engine) => {
                engine.new_game();
                Ok(())
            }
            Kind::External {
                command,
                process,
                known,
                started,
            } => {
                *known = 0;
                *started = false;
                if process.is_none() {
                    *process = Some(EngineProcess::start(command)?);
                }
                let Some(p) = process.as_mut() else {
                    return Ok(());
                };
                let variant = G::xboard_variant(start, &p.features.variants);
                if !p.features.variants.is_empty()
                    && !p.features.variants.iter().any(|v| v == variant)
                {
                    return Err(format!(
                        "the engine `{command}` does not play the variant {variant}"
                    ));
                }
                if setboard && !p.features.setboard {
                    return Err(format!(
                        "the engine `{command}` cannot be given a position (no setboard feature)"
                    ));
                }
                p.send("new");
                p.send(&format!("variant {variant}"));
                p.send("force");
                p.send("easy");
                p.send("post");
                if setboard {
                    p.send(&format!("setboard {start}"));
                }
                p.send(&timing.command());
                Ok(())
            }
        }
    }

    /// The player's move in the position the turn's moves lead to.
    pub fn choose(&mut self, turn: &Turn<'_, G>) -> Answer {
        let mut position = turn.start.clone();
        for mv in turn.moves {
            position.play_unchecked(mv);
        }
        match &mut self.kind {
            Kind::Builtin(engine) => {
                let history = history_keys(turn.start, turn.moves.iter().copied());
                let limits = match turn.timing {
                    Timing::PerMove(t) => Limits::movetime(t),
                    Timing::Clock(tc) => Limits::clock(Clock {
                        time_left: turn.clocks.0,
                        increment: tc.increment,
                        moves_to_go: turn.moves_to_go,
                    }),
                };
                let stop = AtomicBool::new(false);
                let result = engine.search(&position, &history, limits, &stop, |_| {});
                match engine.last_search_cpu_time() {
                    Some(t) => self.cpu_done += t,
                    None => self.cpu_known = false,
                }
                match result.best_move {
                    Some(mv) => Answer {
                        reply: Reply::Move(position.xboard_move_text(&mv)),
                        thinking: Some((score_text(result.score), result.depth)),
                    },
                    None => Answer {
                        reply: Reply::Resign,
                        thinking: None,
                    },
                }
            }
            Kind::External {
                process,
                known,
                started,
                ..
            } => {
                let Some(p) = process.as_mut() else {
                    return Answer {
                        reply: Reply::Crashed,
                        thinking: None,
                    };
                };
                let crashed = Answer {
                    reply: Reply::Crashed,
                    thinking: None,
                };
                if let Some(Reply::Crashed) = p.drain() {
                    return crashed;
                }
                for line in turn.timing.clock_lines(turn.clocks.0, turn.clocks.1) {
                    p.send(&line);
                }
                // The moves it has not seen, from the position it knows.
                let mut before = turn.start.clone();
                for mv in &turn.moves[..*known] {
                    before.play_unchecked(mv);
                }
                for mv in &turn.moves[*known..] {
                    if !p.send_move(&before.xboard_move_text(mv)) {
                        return crashed;
                    }
                    before.play_unchecked(mv);
                }
                *known = turn.moves.len() + 1;
                if !*started {
                    *started = true;
                    if !p.send("go") {
                        return crashed;
                    }
                }
                let reply = p.wait_move(turn.deadline);
                let thinking = p.thinking.map(|(depth, cp)| {
                    let score = if cp.abs() >= 100_000 {
                        if cp > 0 { "+M" } else { "-M" }.to_string()
                    } else {
                        format!("{:+.2}", cp as f64 / 100.0)
                    };
                    (score, depth)
                });
                Answer { reply, thinking }
            }
        }
    }

    /// The engine's claims and complaints since the last call.
    pub fn remarks(&mut self) -> Vec<Remark> {
        match &mut self.kind {
            Kind::External {
                process: Some(p), ..
            } => {
                let _ = p.drain();
                std::mem::take(&mut p.remarks)
            }
            _ => Vec::new(),
        }
    }

    /// Tells the engine the game is over.
    pub fn game_over(&mut self, result: &str) {
        if let Kind::External {
            process: Some(p), ..
        } = &mut self.kind
        {
            p.send(&format!("result {result}"));
            p.send("force");
        }
    }

    /// Kills a crashed or hung engine; it restarts at the next game.
    pub fn drop_process(&mut self) {
        self.read_cpu();
        if let Kind::External { process, .. } = &mut self.kind {
            if let Some(mut p) = process.take() {
                p.kill();
                self.cpu_done += self.cpu_live;
                self.cpu_live = Duration::ZERO;
            }
        }
    }

    /// Ends the player; the CPU time it used in all.
    pub fn quit(mut self) -> Option<Duration> {
        self.read_cpu();
        if let Kind::External {
            process: Some(p), ..
        } = self.kind
        {
            p.quit();
        }
        self.cpu_known.then_some(self.cpu_done + self.cpu_live)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_specs() {
        type G = cheskers::Position;
        assert!(matches!(parse_builtin::<G>("builtin"), Ok(Some(_))));
        let Ok(Some((name, _))) = parse_builtin::<G>("builtin:level=1") else {
            panic!("level 1");
        };
        assert_eq!(name, "variants level 1");
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

    #[test]
    fn scores_as_comments_write_them() {
        assert_eq!(score_text(Score::centipawns(35)), "+0.35");
        assert_eq!(score_text(Score::centipawns(-120)), "-1.20");
        assert_eq!(score_text(Score::DRAW), "+0.00");
        assert_eq!(score_text(Score::mate_in_plies(5)), "+M3");
        assert_eq!(score_text(Score::mated_in_plies(4)), "-M2");
    }
}
