//! `variants`: perft, divide, moves, apply, outcome, show, rules, pieces,
//! play, selfplay, analyse, xboard, match and replay for every game of the
//! chess-variants workspace.
//! Run `variants --help` for usage.
//!
//! Bad input of any kind prints one line `error: ...` to stderr and exits
//! with status 2; `--help` and `--version` print to stdout and exit with 0.

#![forbid(unsafe_code)]

mod cecp_client;
mod cecp_numbers;
mod cli;
mod commands;
mod computer;
mod cpu_time;
mod dice;
mod elo;
mod games;
mod interrupt;
mod lines;
mod opening_book;
mod options;
mod output_file;
mod perft_run;
mod records;
mod referee_game;
mod referee_player;
mod sprt;
mod text;
mod time_control;
mod xboard_cheskers;
mod xboard_claims;
mod xboard_fen;

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    // A bug must still end as one line and status 2, never a backtrace.
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!("error: internal error (please report): {}", one_line(&what));
        std::process::exit(2);
    }));
    let invocation = match cli::parse(std::env::args_os()) {
        Ok(invocation) => invocation,
        Err(cli::Stop::Print(text)) => {
            // Help and version text: an output that cannot take it is an
            // error like any command's (`print!` would panic).
            let mut out = std::io::stdout().lock();
            let written = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            return finish(Ok(()), written);
        }
        Err(cli::Stop::Error(message)) => return fail(&message),
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = commands::run(invocation, &mut out);
    let flushed = out.flush();
    finish(result, flushed)
}

/// The exit status of a command that returned `result` and whose output's
/// last flush gave `flushed`. A closed pipe (`variants moves ... | head`)
/// is not worth a message, whether a write met it during the command or
/// the flush after it.
fn finish(result: Result<(), String>, flushed: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => match flushed {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => fail(&commands::io_error(e)),
        },
        Err(message) if message == commands::CLOSED_OUTPUT => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}

/// Prints `message` as the one error line and returns status 2.
fn fail(message: &str) -> ExitCode {
    eprintln!("error: {}", one_line(message));
    ExitCode::from(2)
}

/// `text` on one short, safe line: the error contract allows no line
/// breaks, and echoed input is cut and escaped ([`text::safe_line`]).
fn one_line(text: &str) -> String {
    text::safe_line(text)
}
