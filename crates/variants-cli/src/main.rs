//! `variants`: perft, divide, moves, apply, outcome and show for every game of
//! the chess-variants workspace. Run `variants --help` for usage.
//!
//! Bad input of any kind prints one line `error: ...` to stderr and exits
//! with status 2.

mod args;
mod games;
mod play;
mod run;
mod selfplay;

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
        eprintln!("error: internal error (please report): {what}");
        std::process::exit(2);
    }));
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", args::USAGE);
        return if args.is_empty() {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        };
    }
    let result = args::parse(&args)
        .map_err(|e| e.to_string())
        .and_then(|inv| {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            let result = games::dispatch(&inv, &mut out);
            out.flush().ok();
            result
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
