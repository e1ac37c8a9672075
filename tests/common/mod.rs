//! What several of the workspace's tests share: reading the crates' sources.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
pub fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}
