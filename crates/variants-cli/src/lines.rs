//! Lines read as bytes: a protocol's (the engine's standard input under
//! `xboard`, an engine's output under `match`), a file's (an opening book)
//! or a person's (`play`). A byte that is not UTF-8 becomes a replacement
//! character (GUIs send Latin-1 names), so one bad byte never ends a
//! session. No line longer than [`MAX_LINE`] bytes is kept, so that no
//! input can take all the memory: a protocol's is cut there and the rest of
//! it skipped ([`LineReader::new`]); a file's or a person's is an error
//! ([`LineReader::refusing`]), since skipping the rest of an endless line
//! (`/dev/zero`) would never end.

use std::io::{BufRead, Read};

/// The longest line kept, in bytes.
pub const MAX_LINE: usize = 1 << 20;

/// Reads lines of bytes from `R`.
#[derive(Debug)]
pub struct LineReader<R> {
    input: R,
    /// Whether a line longer than [`MAX_LINE`] is an error rather than cut.
    refuse_long: bool,
}

impl<R: BufRead> LineReader<R> {
    /// A reader of `input`'s lines that cuts a long line at [`MAX_LINE`]
    /// bytes and skips the rest of it.
    pub fn new(input: R) -> LineReader<R> {
        LineReader {
            input,
            refuse_long: false,
        }
    }

    /// A reader of `input`'s lines for which a line longer than
    /// [`MAX_LINE`] bytes is an error (`InvalidData`).
    pub fn refusing(input: R) -> LineReader<R> {
        LineReader {
            input,
            refuse_long: true,
        }
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
            if self.refuse_long {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    format!("a line is longer than {MAX_LINE} bytes"),
                ));
            }
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

    #[test]
    fn a_refusing_reader_stops_at_a_long_line() {
        let mut long = b"first\n".to_vec();
        long.extend(vec![b'x'; MAX_LINE + 1]);
        long.extend_from_slice(b"\nnext\n");
        let mut reader = LineReader::refusing(&long[..]);
        assert_eq!(reader.next_line().unwrap().as_deref(), Some("first"));
        let err = reader.next_line().unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
        assert_eq!(err.to_string(), "a line is longer than 1048576 bytes");
        // A line of exactly the limit is kept.
        let mut exact = vec![b'y'; MAX_LINE];
        exact.push(b'\n');
        let mut reader = LineReader::refusing(&exact[..]);
        assert_eq!(reader.next_line().unwrap().map(|l| l.len()), Some(MAX_LINE));
        assert_eq!(reader.next_line().unwrap(), None);
    }
}
