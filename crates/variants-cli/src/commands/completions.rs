//! `variants completions SHELL`: a completion script for a shell.

use super::io_error;
use clap_complete::Shell;
use std::io::Write;

const AFTER_HELP: &str = "\
For example, for bash: `variants completions bash > ~/.local/share/bash-completion/completions/variants`; \
for zsh: `variants completions zsh > ~/.zfunc/_variants` (with ~/.zfunc in fpath); \
for fish: `variants completions fish > ~/.config/fish/completions/variants.fish`.";

/// The options of `completions`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The shell
    #[arg(value_name = "SHELL")]
    pub shell: Shell,
}

/// Runs `completions`.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let mut command = crate::cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "variants", &mut script);
    out.write_all(&script).map_err(io_error)
}
