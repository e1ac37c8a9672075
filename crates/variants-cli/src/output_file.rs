//! Every file the CLI writes (`show --svg`, `play --save`, `selfplay --pgn`,
//! `match --pgn`) goes through here, so that a write never destroys what it
//! does not own:
//!
//! * A symbolic link is followed to its final target, and the target is
//!   written; the link stays a link.
//! * Only a regular file is replaced. A directory, device, FIFO or socket is
//!   refused with an error (nothing is written, nothing reported as done).
//! * A file with more than one hard link is refused: replacing it would
//!   split the links, and writing it in place could leave a half-written
//!   file behind a crash. (Write elsewhere, or remove the other links.)
//! * The new text goes into a temporary file beside the target, which is
//!   flushed to disk and then renamed over the target: a crash leaves the old
//!   file or the new one, never half of either. The new file keeps the old
//!   one's permission bits (and, where allowed, its owner).
//! * [`check`] does all the refusing before any work, so that a command can
//!   refuse a path before its first move.
//!
//! A record that grows game by game ([`GrowingFile`]) is written whole by
//! the first game, then appended to in place: each game goes in with one
//! write and a flush, and a failed append is cut back to the file's last
//! complete game, so the file is a valid record after every game.
//!
//! A file written move by move or game by game is [`claim`]ed first: an
//! exclusive advisory lock (`flock`) on it, held until the command ends, so
//! that a second `selfplay --pgn same.pgn` is refused before its first move
//! instead of interleaving with the first. Each replacement is locked
//! before it is renamed into place, so the lock stays on the file the path
//! names. The system drops the lock when the process ends, however it ends.
//! A file the claim created and nothing has filled yet is removed when the
//! command ends, by an error, or by an interrupt ([`crate::interrupt`]).

use std::cell::{Cell, RefCell};
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Symbolic links followed before giving up (Linux's own limit).
const MAX_LINKS: usize = 40;

/// The longest file name, in bytes, that common file systems take.
const MAX_NAME: usize = 255;

/// A checked place to write: the path as given, and the file it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The path as the user gave it (for messages).
    given: PathBuf,
    /// The final target, symbolic links resolved.
    real: PathBuf,
}

/// `cannot write `PATH`: WHY`.
fn cannot(path: &Path, why: impl std::fmt::Display) -> String {
    format!("cannot write `{}`: {why}", path.display())
}

/// What a file that is not a regular file is, in words.
fn kind_of(meta: &fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
    }
    "not a regular file"
}

/// How many hard links name the file (1 where the system does not say).
fn links(meta: &fs::Metadata) -> u64 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        meta.nlink()
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        1
    }
}

/// `path` with its symbolic links followed to the file they name (which
/// need not exist yet).
fn resolve(path: &Path) -> Result<PathBuf, String> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current).map_err(|e| cannot(path, e))?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            Ok(_) => return Ok(current),
            // Nothing there yet (or a file where a directory should be,
            // which the check of the directory then names).
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok(current)
            }
            Err(e) => return Err(cannot(path, e)),
        }
    }
    Err(cannot(path, "too many levels of symbolic links"))
}

/// A name for a temporary file beside `real`, unique in this process.
fn temporary_beside(real: &Path) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let mut name = std::ffi::OsString::from(".");
    // Part of the name only: the whole, with what is added, could pass the
    // system's limit on a name that itself is within it.
    let own = real.file_name().unwrap_or_default().to_string_lossy();
    let keep = own
        .char_indices()
        .map(|(i, c)| i + c.len_utf8())
        .take_while(|&end| end <= 100)
        .last()
        .unwrap_or(0);
    name.push(&own[..keep]);
    name.push(format!(
        ".{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    real.with_file_name(name)
}

/// Refuses a `file` whose name no file system takes (the system's own
/// error would blame the directory), in the words of `path`.
fn refuse_long_name(path: &Path, file: &Path) -> Result<(), String> {
    match file.file_name() {
        Some(name) if name.len() > MAX_NAME => Err(cannot(
            path,
            format!(
                "the file name is {} bytes long, more than the {MAX_NAME} a file system allows",
                name.len()
            ),
        )),
        _ => Ok(()),
    }
}

/// Checks that `path` can be written without destroying anything: it names
/// a regular file with one link or nothing yet, in a directory that exists
/// and takes new files. Nothing is changed.
pub fn check(path: &Path) -> Result<Target, String> {
    if path.as_os_str().is_empty() {
        return Err("cannot write ``: the file name is empty".to_string());
    }
    // `Path` forgets a trailing `/` (`new.pgn/` has the file name
    // `new.pgn`), but the system does not: writing would fail after the
    // first game.
    let text = path.as_os_str().as_encoded_bytes();
    if text.ends_with(b"/") || text.ends_with(b"/.") || text == b"." {
        return Err(cannot(
            path,
            "not a file name (it ends with `/`, which names a directory)",
        ));
    }
    refuse_long_name(path, path)?;
    let real = resolve(path)?;
    refuse_long_name(path, &real)?;
    if real.file_name().is_none() {
        return Err(cannot(path, "not a file name"));
    }
    let target = Target {
        given: path.to_path_buf(),
        real,
    };
    target.refuse_what_is_not_ours()?;
    let dir = target.directory();
    match fs::metadata(&dir) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => {
            return Err(cannot(
                path,
                format!("`{}` is not a directory", dir.display()),
            ))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(cannot(
                path,
                format!("the directory `{}` does not exist", dir.display()),
            ))
        }
        Err(e) => return Err(cannot(path, e)),
    }
    // The only sure test of "may I create a file here": create one.
    let probe = temporary_beside(&target.real);
    match OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(file) => {
            drop(file);
            let _ = fs::remove_file(&probe);
        }
        Err(e) => {
            return Err(cannot(
                path,
                format!("cannot create files in `{}`: {e}", dir.display()),
            ))
        }
    }
    Ok(target)
}

impl Target {
    /// The path as given.
    pub fn path(&self) -> &Path {
        &self.given
    }

    /// The directory the final target is in.
    fn directory(&self) -> PathBuf {
        match self.real.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        }
    }

    /// The target's metadata if it exists, after refusing anything but a
    /// regular file with one link.
    fn refuse_what_is_not_ours(&self) -> Result<Option<fs::Metadata>, String> {
        match fs::symlink_metadata(&self.real) {
            Ok(meta) if !meta.is_file() => Err(cannot(
                &self.given,
                format!("it is {}, not a regular file", kind_of(&meta)),
            )),
            Ok(meta) if links(&meta) > 1 => Err(cannot(
                &self.given,
                format!(
                    "it has {} hard links, and replacing it would split them (write elsewhere, or remove the other links)",
                    links(&meta)
                ),
            )),
            Ok(meta) => Ok(Some(meta)),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) =>
            {
                Ok(None)
            }
            Err(e) => Err(cannot(&self.given, e)),
        }
    }

    /// Replaces the target's content with `text`: a temporary file beside
    /// it, flushed, given the old file's permissions, renamed over it.
    pub fn replace(&self, text: &str) -> Result<(), String> {
        self.replace_locking(text, false).map(drop)
    }

    /// [`Target::replace`], the new file locked before it is renamed into
    /// place when `lock`; returns the new file, open.
    fn replace_locking(&self, text: &str, lock: bool) -> Result<File, String> {
        let old = self.refuse_what_is_not_ours()?;
        let temporary = temporary_beside(&self.real);
        self.replace_through(&temporary, text, old.as_ref(), lock)
            .map_err(|e| {
                let _ = fs::remove_file(&temporary);
                cannot(&self.given, e)
            })
    }

    /// [`Target::replace_locking`]'s steps, any failure returned as it is.
    fn replace_through(
        &self,
        temporary: &Path,
        text: &str,
        old: Option<&fs::Metadata>,
        lock: bool,
    ) -> std::io::Result<File> {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(temporary)?;
        if lock {
            // Nobody else knows this file yet: the lock is ours at once.
            try_lock(&file).map_err(std::io::Error::from)?;
        }
        file.write_all(text.as_bytes())?;
        if let Some(meta) = old {
            keep_owner(&file, meta);
            file.set_permissions(meta.permissions())?;
        }
        file.sync_all()?;
        fs::rename(temporary, &self.real)?;
        // The rename itself reaches the disk with the directory.
        if let Ok(dir) = File::open(self.directory()) {
            let _ = dir.sync_all();
        }
        Ok(file)
    }
}

/// A target this process alone writes until it ends: see [`claim`].
#[derive(Debug)]
pub struct Claimed {
    target: Target,
    /// The open file that holds the lock: the target as claimed, then each
    /// replacement.
    held: RefCell<File>,
    /// Whether the claim created the file and nothing has been written to
    /// it yet (it is then removed again when the claim ends).
    created_unwritten: Cell<bool>,
}

/// Takes the advisory lock on `file`. Only where locks are advisory (Unix):
/// elsewhere a locked file could not be renamed over, and the writes go
/// unguarded as before.
fn try_lock(file: &File) -> Result<(), TryLockError> {
    #[cfg(unix)]
    {
        file.try_lock()
    }
    #[cfg(not(unix))]
    {
        let _ = file;
        Ok(())
    }
}

/// `"cannot write `PATH`: another process is writing it"`.
fn busy(path: &Path) -> String {
    cannot(
        path,
        "another process is writing it (wait until it is done, or write elsewhere)",
    )
}

/// Whether `file`, open, is the file `path` names now.
fn is_named_by(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, path);
        true
    }
}

/// Whether `a` and `b` name one existing file (through links, `.` and
/// `..`): a command must not write the file it reads.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// [`check`]s `path`, then takes an exclusive advisory lock on the file it
/// names (creating it empty if there is none), or refuses with an error when
/// another process holds one. The lock lasts as long as the [`Claimed`].
pub fn claim(path: &Path) -> Result<Claimed, String> {
    let target = check(path)?;
    let existed = target.refuse_what_is_not_ours()?.is_some();
    let file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(&target.real)
        .map_err(|e| cannot(path, e))?;
    match try_lock(&file) {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => return Err(busy(path)),
        // A file system without locks: write as before, unguarded.
        Err(TryLockError::Error(e)) if e.kind() == std::io::ErrorKind::Unsupported => {}
        Err(TryLockError::Error(e)) => return Err(cannot(path, e)),
    }
    // Another writer may have renamed its new file over the path between
    // the open and the lock: the lock is then on a file nobody names.
    if !is_named_by(&file, &target.real) {
        return Err(busy(path));
    }
    if !existed {
        crate::interrupt::created(&target.real);
    }
    Ok(Claimed {
        target,
        held: RefCell::new(file),
        created_unwritten: Cell::new(!existed),
    })
}

impl Claimed {
    /// [`Target::replace`], keeping the lock on the new file.
    pub fn replace(&self, text: &str) -> Result<(), String> {
        let file = self.target.replace_locking(text, true)?;
        if self.created_unwritten.replace(false) {
            crate::interrupt::written(&self.target.real);
        }
        // The old file's lock goes with it.
        *self.held.borrow_mut() = file;
        Ok(())
    }
}

impl Drop for Claimed {
    /// A file the claim created and nothing filled is removed again.
    fn drop(&mut self) {
        if self.created_unwritten.get() {
            let _ = fs::remove_file(&self.target.real);
            crate::interrupt::written(&self.target.real);
        }
    }
}

/// Gives the new file the old one's owner, where this process may (as root,
/// or when it owns both); elsewhere the new file is the writer's.
fn keep_owner(file: &File, meta: &fs::Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = std::os::unix::fs::fchown(file, Some(meta.uid()), Some(meta.gid()));
    }
    #[cfg(not(unix))]
    {
        let _ = (file, meta);
    }
}

/// A record file that grows by one game at a time, valid after each.
#[derive(Debug)]
pub struct GrowingFile {
    target: Claimed,
    /// The length of the file after the last game written; `None` before
    /// the first, when the file (if any) is still the old one.
    length: Option<u64>,
}

impl GrowingFile {
    /// Checks and [`claim`]s `path` now (before any game is played);
    /// nothing is written until the first game.
    pub fn new(path: &Path) -> Result<GrowingFile, String> {
        Ok(GrowingFile {
            target: claim(path)?,
            length: None,
        })
    }

    /// Adds one game's text: the first replaces the file whole, the others
    /// are appended (one blank line between games). A failed append leaves
    /// the file as it was after the previous game.
    pub fn push(&mut self, game: &str) -> Result<(), String> {
        let Some(length) = self.length else {
            self.target.replace(game)?;
            self.length = Some(game.len() as u64);
            return Ok(());
        };
        let target = &self.target.target;
        target.refuse_what_is_not_ours()?;
        let mut text = String::with_capacity(game.len() + 1);
        text.push('\n');
        text.push_str(game);
        let mut file = OpenOptions::new()
            .write(true)
            .open(&target.real)
            .map_err(|e| cannot(&target.given, e))?;
        let appended = file
            .seek(SeekFrom::Start(length))
            .and_then(|_| file.write_all(text.as_bytes()))
            .and_then(|()| file.sync_data());
        match appended {
            Ok(()) => {
                self.length = Some(length + text.len() as u64);
                Ok(())
            }
            Err(e) => {
                let _ = file.set_len(length);
                Err(cannot(&target.given, e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str) -> Result<(), String> {
        check(path)?.replace(text)
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("variants-out-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_directory_path_is_refused_before_anything_is_written() {
        let dir = scratch("slash");
        let _ = fs::create_dir_all(&dir);
        let new = dir.join("new.pgn/");
        let e = check(&new).unwrap_err();
        assert!(e.contains("ends with `/`"), "{e}");
        let existing = dir.join("old.pgn");
        fs::write(&existing, "x").unwrap();
        let with_slash = PathBuf::from(format!("{}/", existing.display()));
        assert!(check(&with_slash).is_err());
        assert!(check(Path::new(".")).is_err());
        assert!(check(&dir.join("plain.pgn")).is_ok());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn writes_replace_whole_and_leave_no_temporary_file() {
        let dir = scratch("replace");
        let file = dir.join("games.pgn");
        write(&file, "one").unwrap();
        write(&file, "two").unwrap();
        assert_eq!(fs::read_to_string(&file).unwrap(), "two");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        let sub = dir.join("sub");
        fs::create_dir(&sub).unwrap();
        let e = write(&sub, "three").unwrap_err();
        assert!(e.contains("a directory, not a regular file"), "{e}");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 2);
        let e = check(&dir.join("missing/x.pgn")).unwrap_err();
        assert!(e.contains("does not exist"), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn links_modes_and_growth() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("links");
        let real = dir.join("real.pgn");
        write(&real, "old").unwrap();
        fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.join("link.pgn");
        std::os::unix::fs::symlink("real.pgn", &link).unwrap();
        write(&link, "new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // A dangling link is written through: its target appears.
        let dangling = dir.join("dangling.pgn");
        std::os::unix::fs::symlink("later.pgn", &dangling).unwrap();
        write(&dangling, "later").unwrap();
        assert_eq!(fs::read_to_string(dir.join("later.pgn")).unwrap(), "later");
        // A hard link is refused, both names untouched.
        let hard = dir.join("hard.pgn");
        fs::hard_link(&real, &hard).unwrap();
        assert!(write(&hard, "x").unwrap_err().contains("2 hard links"));
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        // Growth: the first game replaces, the next ones append.
        let grown = dir.join("grown.pgn");
        fs::write(&grown, "stale").unwrap();
        let mut file = GrowingFile::new(&grown).unwrap();
        assert_eq!(fs::read_to_string(&grown).unwrap(), "stale");
        file.push("game 1\n").unwrap();
        assert_eq!(fs::read_to_string(&grown).unwrap(), "game 1\n");
        file.push("game 2\n").unwrap();
        assert_eq!(fs::read_to_string(&grown).unwrap(), "game 1\n\ngame 2\n");
        fs::remove_dir_all(&dir).unwrap();
    }
}
