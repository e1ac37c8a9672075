//! The `variants` command's contract: output shapes and error handling.

use std::process::{Command, Output};

fn variants(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(args)
        .output()
        .expect("the variants binary runs")
}

fn assert_one_line_error(out: &Output, needle: &str) {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(
        stderr.contains(needle),
        "stderr `{stderr}` lacks `{needle}`"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn unknown_game_is_a_clear_error() {
    assert_one_line_error(&variants(&["perft", "chess", "1"]), "unknown game `chess`");
}

#[test]
fn bad_arguments_are_clear_errors() {
    assert_one_line_error(&variants(&["perft", "baroque"]), "missing DEPTH");
    assert_one_line_error(&variants(&["perft", "baroque", "x"]), "bad DEPTH `x`");
    assert_one_line_error(&variants(&["fly", "baroque"]), "unknown command `fly`");
    assert_one_line_error(
        &variants(&["moves", "baroque", "--bogus"]),
        "unknown option `--bogus`",
    );
    assert_one_line_error(
        &variants(&["moves", "baroque", "--rule", "x"]),
        "expected KEY=VALUE",
    );
}

#[test]
fn help_lists_the_commands() {
    let out = variants(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for cmd in ["perft", "divide", "moves", "apply", "outcome", "show"] {
        assert!(text.contains(cmd), "{cmd}");
    }
}
