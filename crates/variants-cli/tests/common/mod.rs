//! Running the `variants` binary from tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs `variants ARGS` with no input.
pub fn variants(args: &[&str]) -> Output {
    variants_with(args, "", &[])
}

/// Runs `variants ARGS` with `input` on stdin and extra environment variables.
pub fn variants_with(args: &[&str], input: &str, env: &[(&str, &str)]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_variants"))
        .args(args)
        .env_remove("VARIANTS_PROGRESS")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the variants binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("variants finishes")
}

/// Standard output of a run that must succeed, with nothing on stderr.
pub fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    assert!(out.stderr.is_empty(), "{out:?}");
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

/// The last line of a successful run's output.
pub fn last_line(out: &Output) -> String {
    stdout(out).lines().last().unwrap_or_default().to_string()
}

/// Checks the error contract: status 2, nothing on stdout, exactly one line
/// `error: ...` on stderr containing `needle`; returns that line.
pub fn one_line_error(out: &Output, needle: &str) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(stderr.lines().count(), 1, "stderr: {stderr}");
    assert!(stderr.ends_with('\n'), "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(
        stderr.contains(needle),
        "stderr `{stderr}` lacks `{needle}`"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    stderr.trim_end().to_string()
}

/// A fresh scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("variants-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The width of `line` on a terminal: its characters without ANSI colour codes.
pub fn visible_width(line: &str) -> usize {
    let mut width = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            width += 1;
        }
    }
    width
}

/// The four games.
pub const GAMES: [&str; 4] = ["dragonchess", "grant-acedrex", "cheskers", "baroque"];

/// Writes an executable shell script `name` holding `body` in `dir`; its
/// path.
pub fn script(dir: &std::path::Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}")).expect("script written");
    let mut perms = std::fs::metadata(&path).expect("script").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&path, perms).expect("script made executable");
    path
}
