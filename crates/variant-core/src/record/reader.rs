//! Reading a PGN file game by game.

use super::lexer::{Lexed, Lexeme, Lexer};
use super::raw::{is_tag_name, RawGame, RawTag, Token, TokenKind};
use super::{FoundToken, Location, ParseOptions, Record, RecordCause, RecordError, SyntaxProblem};
use crate::Excerpt;
use crate::Game;
use std::collections::HashMap;
use std::io::BufRead;

/// The deepest nesting of variations a game may have.
pub const MAX_VARIATION_DEPTH: usize = 100;

/// The most tag pairs one game may have: far more than any record uses,
/// few enough that no input makes reading a game slow.
pub const MAX_TAGS: usize = 1_000;

/// The longest line a record may have, in bytes: PGN asks for at most 255;
/// comments and long positions are allowed far more.
pub const MAX_LINE: usize = 1 << 20;

/// Reads the games of a PGN text one at a time from any [`BufRead`]: a
/// file, standard input, or a `&[u8]`. Only the current line (and the game
/// being read) is held in memory, so a file of any size can be read.
///
/// As an [`Iterator`] it gives each game as a [`RawGame`] (syntax checked,
/// not yet checked against a game's rules; pick the game type from its
/// [`variant`](RawGame::variant)), or with [`next_record`](Reader::next_record)
/// and [`records`](Reader::records) as a typed [`Record`]. After an error the
/// reader gives nothing more: the first problem ends the reading.
///
/// ```
/// use variant_core::record::Reader;
/// let text = "[Variant \"cheskers\"]\n\n*\n\n[Variant \"baroque\"]\n\n{no moves} 1-0\n";
/// let variants: Vec<String> = Reader::new(text.as_bytes())
///     .map(|game| game.map(|g| g.variant().unwrap_or("?").to_string()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(variants, ["cheskers", "baroque"]);
/// # Ok::<(), variant_core::RecordError>(())
/// ```
pub struct Reader<R> {
    lexer: Lexer<R>,
    finished: bool,
}

impl<R: BufRead> Reader<R> {
    /// A reader of the games in `input`.
    pub fn new(input: R) -> Reader<R> {
        Reader {
            lexer: Lexer::new(input),
            finished: false,
        }
    }

    /// The next game, untyped; `None` at the end of the input or after an
    /// error.
    pub fn next_game(&mut self) -> Option<Result<RawGame, RecordError>> {
        if self.finished {
            return None;
        }
        let game = self.read_game().transpose();
        if !matches!(game, Some(Ok(_))) {
            self.finished = true;
        }
        game
    }

    /// The next game as a record of `G`, every move checked; `None` at the
    /// end of the input or after an error.
    pub fn next_record<G: Game>(
        &mut self,
        options: &ParseOptions<G>,
    ) -> Option<Result<Record<G>, RecordError>> {
        let record = self
            .next_game()?
            .and_then(|raw| Record::from_raw(&raw, options));
        if record.is_err() {
            self.finished = true;
        }
        Some(record)
    }

    /// The remaining games as records of `G`.
    pub fn records<G: Game>(
        mut self,
        options: ParseOptions<G>,
    ) -> impl Iterator<Item = Result<Record<G>, RecordError>> {
        std::iter::from_fn(move || self.next_record(&options))
    }

    fn next_token(&mut self) -> Result<Option<Lexed>, RecordError> {
        self.lexer.next_token()
    }

    fn read_game(&mut self) -> Result<Option<RawGame>, RecordError> {
        let Some(first) = self.next_token()? else {
            return Ok(None);
        };
        let location = first.at;
        let mut tags: Vec<RawTag> = Vec::new();
        // Where each tag name is first given: a duplicate is found in one
        // look-up, not a scan of the tags before it.
        let mut first_given: HashMap<String, Location> = HashMap::new();
        let mut next = Some(first);
        while let Some(Lexed {
            lexeme: Lexeme::TagOpen,
            at,
        }) = next
        {
            let tag = self.tag(at)?;
            if let Some(&first) = first_given.get(&tag.name) {
                return Err(RecordError::new(
                    at,
                    RecordCause::DuplicateTag {
                        name: Excerpt::new(&tag.name),
                        first,
                    },
                ));
            }
            if tags.len() == MAX_TAGS {
                return Err(RecordError::new(at, RecordCause::TooManyTags));
            }
            first_given.insert(tag.name.clone(), tag.location);
            tags.push(tag);
            next = self.next_token()?;
        }
        let mut tokens = Vec::new();
        let mut open = Vec::new();
        loop {
            let Some(Lexed { lexeme, at }) = next else {
                let at = self.lexer.location();
                return Err(RecordError::syntax(
                    at,
                    match open.last() {
                        Some(&opened) => SyntaxProblem::VariationOpenAtEnd { opened },
                        None => SyntaxProblem::MissingResult,
                    },
                ));
            };
            let kind = match lexeme {
                Lexeme::Result(result) => {
                    if let Some(&opened) = open.last() {
                        return Err(RecordError::syntax(
                            at,
                            SyntaxProblem::VariationOpenAtResult { opened },
                        ));
                    }
                    return Ok(Some(RawGame {
                        location,
                        tags,
                        tokens,
                        result,
                        result_location: at,
                    }));
                }
                Lexeme::Word(text) => TokenKind::Move(text),
                Lexeme::MoveNumber { number, dots } => TokenKind::MoveNumber { number, dots },
                Lexeme::Nag(n) => TokenKind::Nag(n),
                Lexeme::Comment(text) => TokenKind::Comment(text),
                Lexeme::VariationStart => {
                    if open.len() == MAX_VARIATION_DEPTH {
                        return Err(RecordError::syntax(at, SyntaxProblem::VariationsTooDeep));
                    }
                    open.push(at);
                    TokenKind::VariationStart
                }
                Lexeme::VariationEnd => {
                    if open.pop().is_none() {
                        return Err(RecordError::syntax(at, SyntaxProblem::StrayVariationEnd));
                    }
                    TokenKind::VariationEnd
                }
                Lexeme::TagOpen => {
                    return Err(RecordError::syntax(at, SyntaxProblem::TagPairInMovetext))
                }
                Lexeme::TagClose => {
                    return Err(RecordError::syntax(at, SyntaxProblem::StrayTagClose))
                }
                Lexeme::Str { .. } => {
                    return Err(RecordError::syntax(at, SyntaxProblem::StrayString))
                }
            };
            tokens.push(Token { kind, location: at });
            next = self.next_token()?;
        }
    }

    /// The rest of a tag pair after its `[` at `open`.
    fn tag(&mut self, open: Location) -> Result<RawTag, RecordError> {
        let name = match self.next_token()? {
            Some(Lexed {
                lexeme: Lexeme::Word(name),
                ..
            }) if is_tag_name(&name) => name,
            other => {
                let (found, at) = self.found(other);
                return Err(RecordError::syntax(
                    at,
                    SyntaxProblem::ExpectedTagName { found },
                ));
            }
        };
        let (value, raw_value, value_at) = match self.next_token()? {
            Some(Lexed {
                lexeme: Lexeme::Str { value, raw },
                at,
            }) => (value, raw, at.right(1)),
            other => {
                let (found, at) = self.found(other);
                return Err(RecordError::syntax(
                    at,
                    SyntaxProblem::ExpectedTagValue {
                        name: Excerpt::new(&name),
                        found,
                    },
                ));
            }
        };
        match self.next_token()? {
            Some(Lexed {
                lexeme: Lexeme::TagClose,
                ..
            }) => {}
            other => {
                let (found, at) = self.found(other);
                return Err(RecordError::syntax(
                    at,
                    SyntaxProblem::ExpectedTagClose {
                        name: Excerpt::new(&name),
                        found,
                    },
                ));
            }
        }
        Ok(RawTag {
            name,
            value,
            raw_value,
            location: open,
            value_location: value_at,
        })
    }

    /// How an error names `token` (or the end of the input), and where.
    fn found(&self, token: Option<Lexed>) -> (FoundToken, Location) {
        match token {
            Some(Lexed { lexeme, at }) => (lexeme.found(), at),
            None => (FoundToken::EndOfInput, self.lexer.location()),
        }
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<RawGame, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_game()
    }
}
