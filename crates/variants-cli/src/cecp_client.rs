//! The referee's side of CECP (the XBoard protocol): an engine program run
//! as a child process, spoken to line by line.
//!
//! Its output is read on a thread of its own into a channel, so that the
//! referee can wait for a move with a deadline and notice a crash (the
//! channel closes) or a hang (the deadline passes) without blocking.

use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long an engine may take to answer `protover 2` with `done=1`.
pub const HANDSHAKE: Duration = Duration::from_secs(10);

/// How long an engine may take to answer `ping N` with `pong N` between
/// games.
pub const SYNC: Duration = Duration::from_secs(10);

/// What the engine said it supports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// `myname`.
    pub name: Option<String>,
    /// `usermove=1`: moves are sent as `usermove MOVE`.
    pub usermove: bool,
    /// `setboard=1`: positions are sent with `setboard`.
    pub setboard: bool,
    /// `variants`, as listed.
    pub variants: Vec<String>,
    /// `ping=1`: the engine answers `ping N` with `pong N` once it has
    /// done everything sent before.
    pub ping: bool,
}

/// What came back when the referee waited for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `move TEXT`.
    Move(String),
    /// `resign`.
    Resign,
    /// The engine's output ended: it exited or crashed.
    Crashed,
    /// Nothing before the deadline.
    Timeout,
}

/// A line the engine wrote that the referee keeps: a result claim, or its
/// complaint about a move it was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remark {
    /// `1-0 {...}`, `0-1 {...}`, `1/2-1/2 {...}`.
    Claim(String),
    /// `Illegal move...` or `Error ...`.
    Complaint(String),
    /// A line the referee does not understand: logged and otherwise ignored.
    NotUnderstood(String),
}

/// The engine lines read ahead of the referee (each at most
/// [`crate::lines::MAX_LINE`] bytes).
const LINES_QUEUED: usize = 64;

/// The remarks kept between two collections by the referee.
const MAX_REMARKS: usize = 100;

/// A running engine.
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    /// The `ping`s sent so far (each synchronisation asks for a new number).
    pings: u32,
    /// What it announced.
    pub features: Features,
    /// Claims and complaints not yet collected by the referee.
    pub remarks: Vec<Remark>,
}

impl EngineProcess {
    /// Starts `command` (a program and its arguments, split at spaces),
    /// and does the `xboard` / `protover 2` handshake.
    pub fn start(command: &str) -> Result<EngineProcess, String> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| "an engine command is empty".to_string())?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start the engine `{command}`: {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("cannot talk to the engine `{command}`"));
        };
        // Bounded: an engine that writes faster than the referee reads
        // waits on its pipe instead of filling the referee's memory.
        let (tx, lines) = mpsc::sync_channel(LINES_QUEUED);
        std::thread::spawn(move || {
            // Lines are bytes: one that is not UTF-8 is read with
            // replacement characters, and the engine plays on.
            let mut reader = crate::lines::LineReader::new(BufReader::new(stdout));
            while let Ok(Some(line)) = reader.next_line() {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = EngineProcess {
            child,
            stdin,
            lines,
            pings: 0,
            features: Features::default(),
            remarks: Vec::new(),
        };
        engine.send("xboard");
        engine.send("protover 2");
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match engine.lines.recv_timeout(left) {
                Ok(line) => match line.trim().strip_prefix("feature ") {
                    Some(rest) => {
                        if engine.feature_line(rest) {
                            break;
                        }
                    }
                    // Anything else is kept as any line is (a greeting
                    // not understood is logged with the first move).
                    None => {
                        let _ = engine.read(&line);
                    }
                },
                // An engine without features (protocol 1) or a slow one:
                // play on with the defaults.
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => {
                    engine.kill();
                    return Err(format!("the engine `{command}` exited at once"));
                }
            }
        }
        Ok(engine)
    }

    /// Reads one `feature` line; true when it says `done=1`.
    fn feature_line(&mut self, text: &str) -> bool {
        let mut done = false;
        for (key, value) in feature_pairs(text) {
            let accepted = match key.as_str() {
                "myname" => {
                    // The name goes into records and summaries: escaped.
                    self.features.name = Some(crate::text::echo(&value));
                    true
                }
                "usermove" => {
                    self.features.usermove = value == "1";
                    true
                }
                "setboard" => {
                    self.features.setboard = value == "1";
                    true
                }
                "variants" => {
                    self.features.variants =
                        value.split(',').map(|v| v.trim().to_string()).collect();
                    true
                }
                "done" => {
                    done = value == "1";
                    continue;
                }
                "ping" => {
                    self.features.ping = value == "1";
                    true
                }
                "sigint" | "sigterm" | "colors" | "time" | "reuse" | "analyze" => true,
                _ => false,
            };
            let word = if accepted { "accepted" } else { "rejected" };
            self.send(&format!("{word} {key}"));
        }
        done
    }

    /// Sends a line; false if the engine is gone. `new` is sent after a
    /// [`synchronise`](Self::synchronise): what the engine wrote about the
    /// last game is not read in the next.
    pub fn send(&mut self, line: &str) -> bool {
        if line == "new" {
            self.synchronise();
        }
        self.write_line(line)
    }

    /// Sends a line as it is; false if the engine is gone.
    fn write_line(&mut self, line: &str) -> bool {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .is_ok()
    }

    /// Sends a move in the form the engine asked for.
    pub fn send_move(&mut self, text: &str) -> bool {
        if self.features.usermove {
            self.send(&format!("usermove {text}"))
        } else {
            self.send(text)
        }
    }

    /// Keeps a remark for the referee, unless [`MAX_REMARKS`] wait already
    /// (a chatty engine's flood is not kept).
    fn remark(&mut self, remark: Remark) {
        if self.remarks.len() < MAX_REMARKS {
            self.remarks.push(remark);
        }
    }

    /// Keeps what a line says that matters; the move if it is one.
    fn read(&mut self, line: &str) -> Option<Reply> {
        let line = line.trim();
        if let Some(mv) = line.strip_prefix("move ") {
            return Some(Reply::Move(mv.trim().to_string()));
        }
        if line == "resign" || line.starts_with("resign ") {
            return Some(Reply::Resign);
        }
        if ["1-0", "0-1", "1/2-1/2"]
            .iter()
            .any(|r| line.starts_with(&format!("{r} ")) || line == *r)
        {
            self.remark(Remark::Claim(line.to_string()));
        } else if line.starts_with("Illegal move") || line.starts_with("Error") {
            self.remark(Remark::Complaint(line.to_string()));
        } else if !understood(line) {
            self.remark(Remark::NotUnderstood(line.to_string()));
        }
        None
    }

    /// Reads what the engine has written so far, without waiting; `Crashed`
    /// if its output has ended.
    pub fn drain(&mut self) -> Option<Reply> {
        // At most what the queue holds: an engine that never stops writing
        // must not keep the referee here.
        for _ in 0..LINES_QUEUED {
            match self.lines.try_recv() {
                Ok(line) => {
                    // A move nobody asked for is dropped.
                    let _ = self.read(&line);
                }
                Err(mpsc::TryRecvError::Empty) => return None,
                Err(mpsc::TryRecvError::Disconnected) => return Some(Reply::Crashed),
            }
        }
        None
    }

    /// Drops the moves, claims and complaints the engine wrote before this
    /// call, such as a result line it sent after the last game had ended,
    /// so that nothing of one game is read in the next (lines not
    /// understood are kept, to be logged). With `ping=1` this is CECP's way:
    /// `ping N` is sent and everything before `pong N` read (at most
    /// [`SYNC`] spent waiting); for an engine without `ping`, what it wrote
    /// so far. False if the engine did not answer: it has crashed, hangs,
    /// or has no `ping`.
    pub fn synchronise(&mut self) -> bool {
        let synchronised = if self.features.ping {
            self.pings += 1;
            let pong = format!("pong {}", self.pings);
            self.write_line(&format!("ping {}", self.pings));
            let deadline = Instant::now() + SYNC;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(left) {
                    Ok(line) if line.trim() == pong => break true,
                    Ok(line) => {
                        let _ = self.read(&line);
                    }
                    Err(_) => break false,
                }
            }
        } else {
            let _ = self.drain();
            false
        };
        self.remarks
            .retain(|remark| matches!(remark, Remark::NotUnderstood(_)));
        synchronised
    }

    /// Waits for the engine's move until `deadline`.
    pub fn wait_move(&mut self, deadline: Instant) -> Reply {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if let Some(reply) = self.read(&line) {
                        return reply;
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Reply::Timeout,
                Err(RecvTimeoutError::Disconnected) => return Reply::Crashed,
            }
        }
    }

    /// Ends the process.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks the engine to quit, and makes sure it does.
    pub fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        self.kill();
    }
}

/// Whether the referee knows what an engine's line is, though it has no
/// use for it: thinking output, comments, `feature`, `pong`, the `tell...`
/// family, offers and hints (CECP's engine-to-interface commands).
fn understood(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    word.is_empty()
        || word.starts_with('#')
        || word.starts_with(|c: char| c.is_ascii_digit())
        || matches!(
            word,
            "feature"
                | "pong"
                | "telluser"
                | "tellusererror"
                | "tellopponent"
                | "tellothers"
                | "tellall"
                | "tellics"
                | "tellicsnoalias"
                | "askuser"
                | "offer"
                | "Hint:"
                | "hint:"
                | "setup"
                | "piece"
                | "highlight"
                | "click"
                | "move"
                | "resign"
        )
}

/// `key=value` pairs of a feature line; values may be quoted.
pub fn feature_pairs(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let mut rest = text.trim();
    while let Some(eq) = rest.find('=') {
        let key = rest[..eq].trim().to_string();
        let after = &rest[eq + 1..];
        let (value, next) = if let Some(quoted) = after.strip_prefix('"') {
            match quoted.find('"') {
                Some(end) => (quoted[..end].to_string(), &quoted[end + 1..]),
                None => (quoted.to_string(), ""),
            }
        } else {
            let end = after.find(char::is_whitespace).unwrap_or(after.len());
            (after[..end].to_string(), &after[end..])
        };
        pairs.push((key, value));
        rest = next.trim_start();
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_lines_split_into_pairs() {
        let pairs = feature_pairs(r#"myname="Fairy-Max 5.0b" setboard=0 xedit=1 done=0"#);
        let pairs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("myname", "Fairy-Max 5.0b"),
                ("setboard", "0"),
                ("xedit", "1"),
                ("done", "0")
            ]
        );
        assert!(feature_pairs("").is_empty());
    }

    #[test]
    fn thinking_and_comments_are_understood() {
        for line in [
            "9 157 34 1234 e2e4 e7e5",
            "# debug",
            "telluser hi",
            "feature done=1",
            "",
        ] {
            assert!(understood(line), "{line}");
        }
        for line in ["hello", "caf\u{fffd}", "bestmove e2e4"] {
            assert!(!understood(line), "{line}");
        }
    }
}
