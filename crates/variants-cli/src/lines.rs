//! Lines of a protocol read as bytes: the engine's standard input (`xboard`)
//! and an engine's output (`match`). A byte that is not UTF-8 becomes a
//! replacement character (GUIs send Latin-1 names), so one bad byte never
//! ends a session; a line longer than [`MAX_LINE`] bytes is cut there, the
//! rest of it skipped, so that no input can take all the memory.

use std::io::{BufRead, Read};

/// The longest line kept, in bytes.
pub const MAX_LINE: usize = 1 << 20;

/// Reads lines of bytes from `R`.
#[derive(Debug)]
pub struct LineReader<R> {
    input: R,
}

impl<R: BufRead> LineReader<R> {
    /// A reader of `input`'s lines.
    pub fn new(input: R) -> LineReader<R> {
        LineReader { input }
    }

    /// The next line without its line ending, `None` at the end of the
    /// input.
    pub fn next_line(&mut self) -> std::io::Result<Option<String>> {
        let mut bytes = Vec::new();
        let read = (&mut self.input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut bytes)?;
        if read == 0 {
            return Ok(None);
        }
        if bytes.last() != Some(&b'\n') && bytes.len() > MAX_LINE {
            bytes.truncate(MAX_LINE);
            self.skip_rest_of_line()?;
        }
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// Skips the input up to the next line ending.
    fn skip_rest_of_line(&mut self) -> std::io::Result<()> {
        let mut skipped = Vec::new();
        loop {
            skipped.clear();
            let read = (&mut self.input)
                .take(1 << 16)
                .read_until(b'\n', &mut skipped)?;
            if read == 0 || skipped.last() == Some(&b'\n') {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<String> {
        let mut reader = LineReader::new(input);
        let mut lines = Vec::new();
        while let Some(line) = reader.next_line().unwrap() {
            lines.push(line);
        }
        lines
    }

    #[test]
    fn bytes_become_lines() {
        assert_eq!(
            lines(b"name caf\xe9\r\nquit\nlast"),
            ["name caf\u{fffd}", "quit", "last"]
        );
        assert!(lines(b"").is_empty());
        let mut long = vec![b'x'; MAX_LINE + 10];
        long.extend_from_slice(b"\nnext\n");
        let got = lines(&long);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].len(), MAX_LINE);
        assert_eq!(got[1], "next");
    }
}
