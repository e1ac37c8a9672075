//! What an interrupt leaves behind. A file written move by move or game by
//! game is created empty when the command starts, to be locked
//! ([`output_file::claim`](crate::output_file::claim)); an interrupt
//! (Ctrl-C, `kill`, a closed terminal) before anything is written would
//! leave that empty file, which a later command then reads as an empty book
//! or record. Such files are registered here while they are empty, and on
//! SIGINT, SIGTERM or SIGHUP a thread removes the ones still empty and ends
//! the process with status 128 + the signal, as the signal itself would
//! have. Nothing is installed until the first such file is created, and
//! elsewhere than on Unix nothing is done.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The files created empty and not written yet.
static UNWRITTEN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// `path` was just created empty by this process: removed again if an
/// interrupt comes before [`written`].
pub fn created(path: &Path) {
    install();
    if let Ok(mut files) = UNWRITTEN.lock() {
        files.push(path.to_path_buf());
    }
}

/// `path` holds what was written to it (or is no longer ours): an
/// interrupt leaves it alone.
pub fn written(path: &Path) {
    if let Ok(mut files) = UNWRITTEN.lock() {
        files.retain(|f| f != path);
    }
}

/// Removes the registered files that are still empty. A file is checked
/// for emptiness, not only for its registration, so that one filled by a
/// rename just before [`written`] was called is kept.
fn remove_unwritten() {
    if let Ok(files) = UNWRITTEN.lock() {
        for file in files.iter() {
            if std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.len() == 0) {
                let _ = std::fs::remove_file(file);
            }
        }
    }
}

/// Starts the thread that waits for the signals, once.
#[cfg(unix)]
fn install() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // Without the handler an interrupt does what it did before: the
        // empty file stays, nothing worse.
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
            return;
        };
        let _ = std::thread::Builder::new()
            .name("interrupt".to_string())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    remove_unwritten();
                    std::process::exit(128 + signal);
                }
            });
    });
}

#[cfg(not(unix))]
fn install() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_empty_registered_files_are_removed() {
        let dir = std::env::temp_dir().join(format!("variants-interrupt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let empty = dir.join("empty.pgn");
        let filled = dir.join("filled.pgn");
        let unregistered = dir.join("other.pgn");
        for f in [&empty, &filled, &unregistered] {
            std::fs::write(f, "").unwrap();
        }
        created(&empty);
        created(&filled);
        std::fs::write(&filled, "[Event \"x\"]\n").unwrap();
        remove_unwritten();
        assert!(!empty.exists());
        assert!(filled.exists(), "a file filled before `written` is kept");
        assert!(unregistered.exists());
        written(&empty);
        written(&filled);
        let files = UNWRITTEN.lock().unwrap();
        assert!(!files.contains(&empty) && !files.contains(&filled));
        drop(files);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
