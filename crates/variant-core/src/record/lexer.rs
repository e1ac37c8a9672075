//! The PGN tokenizer: lexical tokens with their locations, read line by
//! line from any [`BufRead`], so a large file is never held whole.

use super::{
    FoundToken, GameResult, Location, ReadFailure, RecordCause, RecordError, SyntaxProblem,
};
use crate::Excerpt;
use std::io::{BufRead, Read};

/// One lexical token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lexeme {
    /// `[`
    TagOpen,
    /// `]`
    TagClose,
    /// A quoted string: its value (escapes resolved) and the text between
    /// the quotes as written.
    Str { value: String, raw: String },
    /// A move (or a tag name): a run of characters up to white space or a
    /// delimiter, its `!`/`?` suffix split off.
    Word(String),
    /// `12`, `12.` or `12...` (`dots` is 0, 1 or 3).
    MoveNumber { number: u32, dots: u8 },
    /// `$n`, or a move suffix (`!` is `$1` ... `?!` is `$6`).
    Nag(u8),
    /// `{...}` or `;...`, the text as written.
    Comment(String),
    /// `(`
    VariationStart,
    /// `)`
    VariationEnd,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(GameResult),
}

impl Lexeme {
    /// The token as an error names it.
    pub(crate) fn found(&self) -> FoundToken {
        match self {
            Lexeme::TagOpen => FoundToken::TagOpen,
            Lexeme::TagClose => FoundToken::TagClose,
            Lexeme::Str { raw, .. } => FoundToken::String(Excerpt::new(raw)),
            Lexeme::Word(w) => FoundToken::Word(Excerpt::new(w)),
            Lexeme::MoveNumber { number, dots } => FoundToken::MoveNumber {
                number: *number,
                dots: *dots,
            },
            Lexeme::Nag(n) => FoundToken::Nag(*n),
            Lexeme::Comment(_) => FoundToken::Comment,
            Lexeme::VariationStart => FoundToken::VariationStart,
            Lexeme::VariationEnd => FoundToken::VariationEnd,
            Lexeme::Result(r) => FoundToken::Result(*r),
        }
    }
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lexed {
    pub(crate) lexeme: Lexeme,
    pub(crate) at: Location,
}

/// Characters that end a word (besides white space).
const DELIMITERS: &[char] = &['[', ']', '{', '}', '(', ')', ';', '"', '$', '*', '.'];

/// The tokenizer over `R`, one line in memory at a time (and a comment that
/// spans lines).
pub(crate) struct Lexer<R> {
    input: R,
    bytes: Vec<u8>,
    line: String,
    /// Byte offset of the next character in `line`.
    pos: usize,
    /// Where the next character is (the end of the input once it is read).
    at: Location,
    lines_read: u32,
    eof: bool,
    /// A NAG split off the suffix of the word just returned.
    queued: Option<Lexed>,
}

impl<R: BufRead> Lexer<R> {
    pub(crate) fn new(input: R) -> Lexer<R> {
        Lexer {
            input,
            bytes: Vec::new(),
            line: String::new(),
            pos: 0,
            at: Location::new(1, 1),
            lines_read: 0,
            eof: false,
            queued: None,
        }
    }

    /// Where the next token would start: after the last one, or the end of
    /// the input.
    pub(crate) fn location(&self) -> Location {
        self.at
    }

    /// Reads the next line into `line`; false at the end of the input.
    /// With `escapes`, a line starting with `%` is skipped (PGN's escape
    /// mechanism; not inside a comment).
    fn load_line(&mut self, escapes: bool) -> Result<bool, RecordError> {
        loop {
            if self.eof {
                return Ok(false);
            }
            self.bytes.clear();
            // At most one byte past the longest line, so that endless input
            // without a line break (`/dev/zero`) is refused, not stored.
            let mut limited = (&mut self.input).take(super::MAX_LINE as u64 + 1);
            let read = limited.read_until(b'\n', &mut self.bytes).map_err(|e| {
                RecordError::new(
                    Location::new(self.lines_read.saturating_add(1), 1),
                    RecordCause::Read(ReadFailure::new(e)),
                )
            })?;
            if read == 0 {
                self.eof = true;
                return Ok(false);
            }
            self.lines_read = self.lines_read.saturating_add(1);
            if self.bytes.len() > super::MAX_LINE {
                return Err(RecordError::new(
                    Location::new(self.lines_read, 1),
                    RecordCause::LineTooLong,
                ));
            }
            while matches!(self.bytes.last(), Some(b'\n' | b'\r')) {
                self.bytes.pop();
            }
            let mut text = match std::str::from_utf8(&self.bytes) {
                Ok(text) => text,
                Err(e) => {
                    let good = &self.bytes[..e.valid_up_to()];
                    let column = std::str::from_utf8(good).map_or(0, |s| s.chars().count());
                    return Err(RecordError::new(
                        Location::new(self.lines_read, 1).right(column),
                        RecordCause::NotUtf8,
                    ));
                }
            };
            // A byte-order mark may start any line: files of games joined
            // with `cat` carry one at the start of each game.
            text = text.strip_prefix('\u{feff}').unwrap_or(text);
            if escapes && text.starts_with('%') {
                continue;
            }
            self.line.clear();
            self.line.push_str(text);
            self.pos = 0;
            self.at = Location::new(self.lines_read, 1);
            return Ok(true);
        }
    }

    fn peek(&self) -> Option<char> {
        self.line[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        self.at = self.at.right(1);
        Some(c)
    }

    /// The next token, `None` at the end of the input.
    pub(crate) fn next_token(&mut self) -> Result<Option<Lexed>, RecordError> {
        if let Some(queued) = self.queued.take() {
            return Ok(Some(queued));
        }
        let c = loop {
            match self.peek() {
                None => {
                    if !self.load_line(true)? {
                        return Ok(None);
                    }
                }
                // A byte-order mark between tokens is not text either.
                Some(c) if c.is_whitespace() || c == '\u{feff}' => {
                    self.bump();
                }
                Some(c) => break c,
            }
        };
        let at = self.at;
        self.bump();
        let lexeme = match c {
            '[' => Lexeme::TagOpen,
            ']' => Lexeme::TagClose,
            '(' => Lexeme::VariationStart,
            ')' => Lexeme::VariationEnd,
            '*' => Lexeme::Result(GameResult::Unknown),
            '{' => self.brace_comment(at)?,
            ';' => {
                let rest = self.line[self.pos..].to_string();
                self.at = self.at.right(rest.chars().count());
                self.pos = self.line.len();
                Lexeme::Comment(rest)
            }
            '"' => self.string(at)?,
            '$' => self.nag(at)?,
            '.' => return Err(RecordError::syntax(at, SyntaxProblem::StrayDot)),
            '}' => return Err(RecordError::syntax(at, SyntaxProblem::StrayCommentClose)),
            first => return self.word(at, first).map(Some),
        };
        Ok(Some(Lexed { lexeme, at }))
    }

    fn brace_comment(&mut self, open: Location) -> Result<Lexeme, RecordError> {
        let mut text = String::new();
        loop {
            match self.bump() {
                Some('}') => return Ok(Lexeme::Comment(text)),
                Some(c) => text.push(c),
                None => {
                    if !self.load_line(false)? {
                        return Err(RecordError::syntax(
                            open,
                            SyntaxProblem::UnterminatedComment,
                        ));
                    }
                    text.push('\n');
                }
            }
        }
    }

    fn string(&mut self, open: Location) -> Result<Lexeme, RecordError> {
        let mut value = String::new();
        let mut raw = String::new();
        loop {
            let at = self.at;
            match self.bump() {
                None => return Err(RecordError::syntax(open, SyntaxProblem::UnterminatedString)),
                Some('"') => return Ok(Lexeme::Str { value, raw }),
                Some('\\') => {
                    raw.push('\\');
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.bump();
                            raw.push(c);
                            value.push(c);
                        }
                        // Any other backslash stands for itself.
                        _ => value.push('\\'),
                    }
                }
                Some(c) if c.is_control() => {
                    return Err(RecordError::syntax(at, SyntaxProblem::ControlInString(c)))
                }
                Some(c) => {
                    raw.push(c);
                    value.push(c);
                }
            }
        }
    }

    fn nag(&mut self, dollar: Location) -> Result<Lexeme, RecordError> {
        let mut digits = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_digit) {
            digits.push(c);
            self.bump();
        }
        if digits.is_empty() {
            return Err(RecordError::syntax(dollar, SyntaxProblem::NagWithoutNumber));
        }
        match digits.parse::<u8>() {
            Ok(n) => Ok(Lexeme::Nag(n)),
            Err(_) => Err(RecordError::syntax(
                dollar,
                SyntaxProblem::NagOutOfRange(Excerpt::new(&digits)),
            )),
        }
    }

    fn word(&mut self, at: Location, first: char) -> Result<Lexed, RecordError> {
        let mut word = String::from(first);
        while let Some(c) = self.peek() {
            if c.is_whitespace() || DELIMITERS.contains(&c) {
                break;
            }
            word.push(c);
            self.bump();
        }
        if word.bytes().all(|b| b.is_ascii_digit()) {
            let mut dots = 0usize;
            while self.peek() == Some('.') {
                self.bump();
                dots += 1;
            }
            if !matches!(dots, 0 | 1 | 3) {
                return Err(RecordError::syntax(
                    at,
                    SyntaxProblem::BadMoveNumberDots {
                        number: Excerpt::new(&word),
                        dots,
                    },
                ));
            }
            let number = word.parse::<u32>().map_err(|_| {
                RecordError::syntax(at, SyntaxProblem::MoveNumberTooLarge(Excerpt::new(&word)))
            })?;
            let lexeme = Lexeme::MoveNumber {
                number,
                dots: dots as u8,
            };
            return Ok(Lexed { lexeme, at });
        }
        if is_result_like(&word) {
            return match GameResult::parse(&word) {
                Some(result) => Ok(Lexed {
                    lexeme: Lexeme::Result(result),
                    at,
                }),
                None => Err(RecordError::syntax(
                    at,
                    SyntaxProblem::NotAResult(Excerpt::new(&word)),
                )),
            };
        }
        let body = word.trim_end_matches(['!', '?']);
        let suffix = &word[body.len()..];
        if suffix.is_empty() {
            return Ok(Lexed {
                lexeme: Lexeme::Word(word),
                at,
            });
        }
        let suffix_at = at.right(body.chars().count());
        let nag = match suffix {
            "!" => 1,
            "?" => 2,
            "!!" => 3,
            "??" => 4,
            "!?" => 5,
            "?!" => 6,
            _ => {
                return Err(RecordError::syntax(
                    suffix_at,
                    SyntaxProblem::NotAMoveSuffix(Excerpt::new(suffix)),
                ))
            }
        };
        let nag = Lexed {
            lexeme: Lexeme::Nag(nag),
            at: suffix_at,
        };
        if body.is_empty() {
            return Ok(nag);
        }
        self.queued = Some(nag);
        Ok(Lexed {
            lexeme: Lexeme::Word(body.to_string()),
            at,
        })
    }
}

/// Digits, `/`, `-` and `½` only, with a `-` and a digit: meant as a result.
fn is_result_like(word: &str) -> bool {
    word.contains('-')
        && word.chars().any(|c| c.is_ascii_digit() || c == '½')
        && word
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | '/' | '½'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(text: &str) -> Result<Vec<(Lexeme, String)>, RecordError> {
        let mut lexer = Lexer::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some(t) = lexer.next_token()? {
            out.push((t.lexeme, t.at.to_string()));
        }
        Ok(out)
    }

    #[test]
    fn tokens_and_locations() {
        let tokens =
            lex("[Event \"a \\\"b\\\"\"]\n1.e4!? {x\ny} e5 $12 ( 2... d5 ) ; rest\n1/2-1/2")
                .unwrap();
        let kinds: Vec<&Lexeme> = tokens.iter().map(|(l, _)| l).collect();
        assert_eq!(
            kinds,
            [
                &Lexeme::TagOpen,
                &Lexeme::Word("Event".into()),
                &Lexeme::Str {
                    value: "a \"b\"".into(),
                    raw: "a \\\"b\\\"".into()
                },
                &Lexeme::TagClose,
                &Lexeme::MoveNumber { number: 1, dots: 1 },
                &Lexeme::Word("e4".into()),
                &Lexeme::Nag(5),
                &Lexeme::Comment("x\ny".into()),
                &Lexeme::Word("e5".into()),
                &Lexeme::Nag(12),
                &Lexeme::VariationStart,
                &Lexeme::MoveNumber { number: 2, dots: 3 },
                &Lexeme::Word("d5".into()),
                &Lexeme::VariationEnd,
                &Lexeme::Comment(" rest".into()),
                &Lexeme::Result(GameResult::Draw),
            ]
        );
        let at: Vec<&str> = tokens.iter().map(|(_, a)| a.as_str()).collect();
        assert_eq!(
            at,
            [
                "1:1", "1:2", "1:8", "1:17", "2:1", "2:3", "2:5", "2:8", "3:4", "3:7", "3:11",
                "3:13", "3:18", "3:21", "3:23", "4:1"
            ]
        );
    }

    #[test]
    fn a_bom_may_start_any_game() {
        // Two files joined with `cat`: the second game starts with a mark.
        let tokens = lex("*\n\u{feff}[Event \"b\"]\n*\n").unwrap();
        let kinds: Vec<&Lexeme> = tokens.iter().map(|(l, _)| l).collect();
        assert_eq!(kinds.len(), 6, "{tokens:?}");
        assert_eq!(*kinds[1], Lexeme::TagOpen);
        assert_eq!(tokens[1].1, "2:1");
        assert!(lex("* \u{feff}*").is_ok());
    }

    #[test]
    fn escapes_bom_and_line_endings() {
        let tokens = lex("\u{feff}% skipped [\r\n*\r\n  {a\r\n% kept}").unwrap();
        assert_eq!(
            tokens[0],
            (Lexeme::Result(GameResult::Unknown), "2:1".to_string())
        );
        assert_eq!(
            tokens[1],
            (Lexeme::Comment("a\n% kept".into()), "3:3".to_string())
        );
        assert_eq!(
            lex("2c2-2c3 1.").unwrap()[0].0,
            Lexeme::Word("2c2-2c3".into())
        );
    }

    #[test]
    fn errors_point_at_the_problem() {
        let at = |text: &str| lex(text).unwrap_err().location().to_string();
        assert_eq!(at("e4 {never closed\n\n"), "1:4");
        assert_eq!(at("[A \"open]\n"), "1:4");
        assert_eq!(at("e4 $"), "1:4");
        assert_eq!(at("e4 $256"), "1:4");
        assert_eq!(at("  1-1"), "1:3");
        assert_eq!(at("e4!x?? e5!!!"), "1:10");
        assert_eq!(at("1.. e4"), "1:1");
        assert_eq!(at("e4. e5"), "1:3");
        assert_eq!(at("a }"), "1:3");
        assert_eq!(at("[A \"x\ty\"]"), "1:6");
        let bad = lex_bytes(b"e4\n e5 \xff e6");
        assert_eq!(bad.location().to_string(), "2:5");
        assert_eq!(bad.cause(), &RecordCause::NotUtf8);
        assert_eq!(bad.kind(), super::super::RecordErrorKind::Io);
    }

    #[test]
    fn errors_carry_their_problem_and_the_offending_text() {
        let problem = |text: &str| match lex(text).unwrap_err().cause() {
            RecordCause::Syntax(problem) => problem.clone(),
            other => panic!("not a syntax problem: {other:?}"),
        };
        assert_eq!(
            problem("e4 $256"),
            SyntaxProblem::NagOutOfRange("256".into())
        );
        assert_eq!(problem("  1-1"), SyntaxProblem::NotAResult("1-1".into()));
        assert_eq!(
            problem("e4!x?? e5!!!"),
            SyntaxProblem::NotAMoveSuffix("!!!".into())
        );
        assert_eq!(
            problem("12.. e4"),
            SyntaxProblem::BadMoveNumberDots {
                number: "12".into(),
                dots: 2
            }
        );
        assert_eq!(
            problem("[A \"x\ty\"]"),
            SyntaxProblem::ControlInString('\t')
        );
        assert_eq!(problem("e4 $"), SyntaxProblem::NagWithoutNumber);
        assert_eq!(problem("e4. e5"), SyntaxProblem::StrayDot);
        // The messages are those of the problems, word for word.
        assert_eq!(
            lex("12.. e4").unwrap_err().to_string(),
            "1:1: `12..` is not a move number: expected `12.` or `12...`"
        );
        assert_eq!(
            lex("e4 $256").unwrap_err().to_string(),
            "1:4: the NAG `$256` is out of range: expected `$0` ... `$255`"
        );
        // A huge token is kept short in the error.
        let huge = format!("1-{}", "0".repeat(10_000));
        let e = lex(&huge).unwrap_err();
        let RecordCause::Syntax(SyntaxProblem::NotAResult(word)) = e.cause() else {
            panic!("{e}");
        };
        assert!(word.is_cut() && word.char_count() == 10_002);
        assert!(e.to_string().ends_with(
            "…` (10002 characters) is not a result: expected `1-0`, `0-1`, `1/2-1/2` or `*`"
        ));
    }

    #[test]
    fn a_failing_input_gives_its_io_error_as_the_source() {
        struct Failing;
        impl std::io::Read for Failing {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                Err(std::io::Error::new(
                    std::io::ErrorKind::PermissionDenied,
                    "no",
                ))
            }
        }
        let mut lexer = Lexer::new(std::io::BufReader::new(Failing));
        let e = lexer.next_token().unwrap_err();
        let RecordCause::Read(failure) = e.cause() else {
            panic!("{e}");
        };
        assert_eq!(failure.kind(), std::io::ErrorKind::PermissionDenied);
        assert_eq!(e.to_string(), "1:1: cannot read the input: no");
        let source = std::error::Error::source(&e).expect("the I/O error");
        assert_eq!(
            source.downcast_ref::<std::io::Error>().map(|e| e.kind()),
            Some(std::io::ErrorKind::PermissionDenied)
        );
        assert_eq!(e.clone(), e, "comparable, though io::Error is not");
    }

    fn lex_bytes(bytes: &[u8]) -> RecordError {
        let mut lexer = Lexer::new(bytes);
        loop {
            match lexer.next_token() {
                Err(e) => return e,
                Ok(None) => panic!("no error"),
                Ok(Some(_)) => {}
            }
        }
    }
}
