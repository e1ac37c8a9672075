//! The typed layer's reading: a [`RawGame`] checked against a game's rules
//! into a [`Record`].

use super::line::Line;
use super::move_problem::{ExpectedMove, MoveProblem, SHOWN_MOVES};
use super::raw::{RawGame, RawTag, Token, TokenKind};
use super::{
    GameResult, Location, MoveNumberMismatch, Reader, Record, RecordCause, RecordError,
    SyntaxProblem, Tags,
};
use crate::text::Field;
use crate::{Color, Excerpt, Game, MoveErrorKind, ParsePositionError, RuleSet};
use core::fmt;

/// An alternative move notation: the move `text` names in `position`, or
/// `None` when it names none. Tried after [`Game::parse_move`] fails.
pub type AlternativeNotation<G> = fn(&G, &str) -> Option<<G as Game>::Move>;

/// How [`Record::parse_with`], [`Record::from_raw`] and the
/// [`Reader`](super::Reader) read moves.
///
/// ```
/// # mod nim { include!("../../tests/record/doc_game.rs"); }
/// # use nim::*;
/// use variant_core::record::{ParseOptions, Record};
/// use variant_core::Game;
/// // Another program writes `-2` for `take2`... as `minus2`.
/// fn minus(position: &Nim, text: &str) -> Option<u8> {
///     let take = text.strip_prefix("minus")?.parse().ok()?;
///     position.is_legal(&take).then_some(take)
/// }
/// let options = ParseOptions::new().with_alternative_notation(minus);
/// let record = Record::<Nim>::parse_with("1. minus2 take1 *", &options)?;
/// assert_eq!(record.moves().copied().collect::<Vec<_>>(), [2, 1]);
/// assert!(Record::<Nim>::parse("1. minus2 *").is_err());
/// # Ok::<(), variant_core::RecordError>(())
/// ```
pub struct ParseOptions<G: Game> {
    alternative: Option<AlternativeNotation<G>>,
}

impl<G: Game> ParseOptions<G> {
    /// The default: moves in the game's own move text only.
    pub fn new() -> ParseOptions<G> {
        ParseOptions { alternative: None }
    }

    /// Also reads moves that `notation` understands: for each move text,
    /// [`Game::parse_move`] is tried first, then `notation` (its move must
    /// be legal). Grant Acedrex records of other programs, in XBoard
    /// coordinates, are read this way.
    pub fn with_alternative_notation(
        mut self,
        notation: AlternativeNotation<G>,
    ) -> ParseOptions<G> {
        self.alternative = Some(notation);
        self
    }

    /// The alternative notation, if any.
    pub fn alternative_notation(&self) -> Option<AlternativeNotation<G>> {
        self.alternative
    }
}

impl<G: Game> Default for ParseOptions<G> {
    fn default() -> ParseOptions<G> {
        ParseOptions::new()
    }
}

impl<G: Game> Clone for ParseOptions<G> {
    fn clone(&self) -> ParseOptions<G> {
        ParseOptions {
            alternative: self.alternative,
        }
    }
}

impl<G: Game> fmt::Debug for ParseOptions<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseOptions")
            .field("alternative_notation", &self.alternative.is_some())
            .finish()
    }
}

impl<G: Game> Record<G> {
    /// Reads the one game in `text`, every move checked against the rules.
    /// Text with no game, or with more than one, is an error.
    pub fn parse(text: &str) -> Result<Record<G>, RecordError> {
        Record::parse_with(text, &ParseOptions::new())
    }

    /// [`parse`](Record::parse) with `options`.
    pub fn parse_with(text: &str, options: &ParseOptions<G>) -> Result<Record<G>, RecordError> {
        let mut reader = Reader::new(text.as_bytes());
        let raw = match reader.next_game() {
            Some(raw) => raw?,
            None => return Err(RecordError::syntax(end_of(text), SyntaxProblem::NoGame)),
        };
        let record = Record::from_raw(&raw, options)?;
        match reader.next_game() {
            None => Ok(record),
            Some(Err(e)) => Err(e),
            Some(Ok(next)) => Err(RecordError::syntax(
                next.location(),
                SyntaxProblem::AnotherGame,
            )),
        }
    }

    /// Reads every game in `text` as a record of `G`.
    pub fn parse_all(text: &str) -> Result<Vec<Record<G>>, RecordError> {
        Reader::new(text.as_bytes())
            .records(ParseOptions::new())
            .collect()
    }

    /// Checks `raw` against the rules of `G` and builds its record.
    ///
    /// In this order: the `Variant` tag must be `G`'s name (any case) if
    /// given; the `Result`, `SetUp` and `Rules` tag values must be valid; the
    /// `FEN` tag, if given, must be a valid position under those rules;
    /// every move (and move number) of the movetext, variations included,
    /// must fit its position; the result token must agree with the `Result`
    /// tag, and with the rules' verdict when they decide the final position.
    /// The first problem is the error.
    pub fn from_raw(raw: &RawGame, options: &ParseOptions<G>) -> Result<Record<G>, RecordError> {
        let mut tags = Tags::new();
        let mut known: [Option<&RawTag>; 5] = [None; 5];
        for tag in raw.tags() {
            match super::DERIVED.iter().position(|d| *d == tag.name()) {
                Some(i) => known[i] = Some(tag),
                None => {
                    tags.set(tag.name(), tag.value())
                        .map_err(|e| RecordError::new(tag.value_location(), RecordCause::Tag(e)))?;
                }
            }
        }
        let [result_tag, variant, setup, fen, rules_tag] = known;
        if let Some(variant) = variant {
            // Surrounding spaces are no part of a name: `" cheskers "` is
            // cheskers.
            if !variant.value().trim().eq_ignore_ascii_case(G::NAME) {
                return Err(RecordError::new(
                    variant.value_location(),
                    RecordCause::WrongVariant {
                        found: Excerpt::new(variant.value()),
                        expected: G::NAME,
                    },
                ));
            }
        }
        let tag_result = match result_tag {
            None => None,
            Some(tag) => match GameResult::parse(tag.value()) {
                Some(result) => Some((result, tag)),
                None => {
                    return Err(RecordError::new(
                        tag.value_location(),
                        RecordCause::BadResultTag(Excerpt::new(tag.value())),
                    ))
                }
            },
        };
        let set_up = match setup {
            None => None,
            Some(tag) => match tag.value() {
                "0" => Some((false, tag)),
                "1" => Some((true, tag)),
                other => {
                    return Err(RecordError::new(
                        tag.value_location(),
                        RecordCause::BadSetUp(Excerpt::new(other)),
                    ))
                }
            },
        };
        let rules = match rules_tag {
            None => G::Rules::default(),
            Some(tag) => parse_rules::<G::Rules>(tag)?,
        };
        let start = match (fen, set_up) {
            (None, Some((true, tag))) => {
                return Err(RecordError::new(
                    tag.value_location(),
                    RecordCause::SetUpWithoutFen,
                ))
            }
            (Some(fen), Some((false, _))) => {
                return Err(RecordError::new(
                    fen.value_location(),
                    RecordCause::FenWithSetUpZero,
                ))
            }
            (Some(fen), _) => G::from_text(fen.value(), rules).map_err(|e| fen_error(fen, e))?,
            (None, _) => G::start(rules),
        };
        let first_mover = G::start(start.rules().clone()).side_to_move();
        let mut parser = MovetextParser {
            tokens: raw.tokens(),
            next: 0,
            options,
            first_mover,
        };
        let main = parser.line(start, 0, None)?;
        let result = raw.result();
        if let Some((tag_result, tag)) = tag_result {
            if tag_result != result {
                return Err(RecordError::new(
                    raw.result_location(),
                    RecordCause::ResultMismatch {
                        token: result,
                        tag: tag_result,
                        tag_location: tag.location(),
                    },
                ));
            }
        }
        let record = Record { tags, main, result };
        if let Err(e) = record.check_result(result) {
            let at = tag_result.map_or(raw.result_location(), |(_, tag)| tag.value_location());
            return Err(RecordError::new(at, RecordCause::Result(e)));
        }
        Ok(record)
    }
}

/// The location after the last character of `text`.
fn end_of(text: &str) -> Location {
    let line = text.split('\n').count();
    let last = text.rsplit('\n').next().unwrap_or("");
    Location::new(u32::try_from(line).unwrap_or(u32::MAX), 1)
        .right(last.trim_end_matches('\r').chars().count())
}

/// The rules a `Rules` tag gives: `KEY=VALUE` pairs separated by spaces,
/// optionally after a first `preset=NAME`.
fn parse_rules<R: RuleSet>(tag: &RawTag) -> Result<R, RecordError> {
    let mut rules = R::default();
    let mut seen: Vec<&str> = Vec::new();
    let value = tag.value();
    let mut index = 0; // characters before the current item
    let mut rest = value;
    let mut first = true;
    loop {
        let skipped = rest.len() - rest.trim_start().len();
        index += rest[..skipped].chars().count();
        rest = &rest[skipped..];
        if rest.is_empty() {
            return Ok(rules);
        }
        let item_len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let item = &rest[..item_len];
        let at = tag.location_in_value(index);
        let error = |cause| RecordError::new(at, cause);
        let Some((key, option)) = item.split_once('=') else {
            return Err(error(RecordCause::NotARuleOption {
                item: Excerpt::new(item),
                options: R::option_names(),
            }));
        };
        if key == "preset" {
            if !first {
                return Err(error(RecordCause::PresetNotFirst(Excerpt::new(item))));
            }
            rules = R::preset(option).map_err(|e| error(RecordCause::Rule(e)))?;
        } else {
            if seen.contains(&key) {
                return Err(error(RecordCause::DuplicateRuleOption(Excerpt::new(key))));
            }
            rules
                .set_option(key, option)
                .map_err(|e| error(RecordCause::Rule(e)))?;
            seen.push(key);
        }
        first = false;
        index += item.chars().count();
        rest = &rest[item_len..];
    }
}

/// The error for a FEN tag that is not a valid position: at the offending
/// text when a syntax error names text of the tag, else at the value.
fn fen_error(tag: &RawTag, error: ParsePositionError) -> RecordError {
    let at = error
        .syntax_errors()
        .iter()
        .find_map(|e| text_offset(tag.value(), e.field, e.text.as_str()))
        .map_or(tag.value_location(), |i| tag.location_in_value(i));
    RecordError::new(at, RecordCause::Position(error))
}

/// Where, in characters, the offending `text` of `field` is in the position
/// text `value`: the placement is the first field, the side to move the
/// second, the halfmove clock the first field after them with that text and
/// the fullmove number the last; other fields are found by their text.
fn text_offset(value: &str, field: Field, text: &str) -> Option<usize> {
    if text.is_empty() {
        return None;
    }
    let mut fields = Vec::new();
    let mut chars = 0;
    let mut rest = value;
    loop {
        let skipped = rest.len() - rest.trim_start().len();
        chars += rest[..skipped].chars().count();
        rest = &rest[skipped..];
        if rest.is_empty() {
            break;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        fields.push((chars, &rest[..len]));
        chars += rest[..len].chars().count();
        rest = &rest[len..];
    }
    let inside = |(offset, f): (usize, &str)| f.find(text).map(|b| offset + f[..b].chars().count());
    let whole = |&(_, f): &(usize, &str)| f == text;
    match field {
        Field::Placement => fields.first().copied().and_then(inside),
        Field::SideToMove => fields.get(1).copied().and_then(inside),
        Field::HalfmoveClock => fields.iter().skip(2).find(|f| whole(f)).map(|(o, _)| *o),
        Field::FullmoveNumber => fields.iter().rev().find(|f| whole(f)).map(|(o, _)| *o),
        _ => fields
            .iter()
            .find(|f| whole(f))
            .map(|(o, _)| *o)
            .or_else(|| fields.iter().copied().find_map(inside)),
    }
}

/// Walks the movetext tokens of one game.
struct MovetextParser<'a, G: Game> {
    tokens: &'a [Token],
    next: usize,
    options: &'a ParseOptions<G>,
    first_mover: Color,
}

impl<G: Game> MovetextParser<'_, G> {
    /// Reads a line from `start` up to the end of the tokens (the main line)
    /// or the `)` of the variation opened at `open`. `base` is the number of
    /// plies from the record's start to `start`.
    fn line(
        &mut self,
        start: G,
        base: usize,
        open: Option<Location>,
    ) -> Result<Line<G>, RecordError> {
        let mut line = Line::new(start);
        // The position before the last move, kept when a variation follows it.
        let mut before_last: Option<G> = None;
        let mut number: Option<(u32, u8, Location)> = None;
        loop {
            let Some(token) = self.tokens.get(self.next) else {
                if let Some((_, _, at)) = number {
                    return Err(self.dangling_number(at));
                }
                return Ok(line);
            };
            self.next += 1;
            let at = token.location;
            match &token.kind {
                TokenKind::Comment(text) => match line.last_ply_mut() {
                    Some(ply) => ply.annotation_mut().add_comment(text),
                    None => line.add_comment(text),
                },
                TokenKind::Nag(nag) => {
                    if let Some((_, _, at)) = number {
                        return Err(self.dangling_number(at));
                    }
                    match line.last_ply_mut() {
                        Some(ply) => ply.annotation_mut().add_nag(*nag),
                        None => {
                            return Err(RecordError::syntax(at, SyntaxProblem::NagBeforeMove(*nag)))
                        }
                    }
                }
                TokenKind::MoveNumber { number: n, dots } => {
                    if let Some((_, _, at)) = number {
                        return Err(self.dangling_number(at));
                    }
                    number = Some((*n, *dots, at));
                }
                TokenKind::Move(text) => {
                    let position = line.end();
                    let ply = base + line.len() + 1;
                    if let Some((n, dots, at)) = number.take() {
                        self.check_number(position, n, dots, at)?;
                    }
                    let mv = self.parse_move(position, text, at, ply, open.is_some())?;
                    before_last = self.variation_follows().then(|| position.clone());
                    line.push_unchecked(mv);
                }
                TokenKind::VariationStart => {
                    if let Some((_, _, at)) = number {
                        return Err(self.dangling_number(at));
                    }
                    let Some(before) = before_last.clone() else {
                        return Err(RecordError::syntax(at, SyntaxProblem::VariationBeforeMove));
                    };
                    let variation = self.line(before, base + line.len() - 1, Some(at))?;
                    if variation.is_empty() {
                        return Err(RecordError::syntax(at, SyntaxProblem::EmptyVariation));
                    }
                    line.last_ply_mut()
                        .expect("a variation follows a move")
                        .push_variation(variation);
                }
                TokenKind::VariationEnd => {
                    if let Some((_, _, at)) = number {
                        return Err(self.dangling_number(at));
                    }
                    if open.is_none() {
                        return Err(RecordError::syntax(at, SyntaxProblem::StrayVariationEnd));
                    }
                    return Ok(line);
                }
            }
        }
    }

    /// Whether the next tokens, after NAGs and comments, open a variation.
    fn variation_follows(&self) -> bool {
        self.tokens[self.next..]
            .iter()
            .find(|t| !matches!(t.kind, TokenKind::Nag(_) | TokenKind::Comment(_)))
            .is_some_and(|t| t.kind == TokenKind::VariationStart)
    }

    fn dangling_number(&self, at: Location) -> RecordError {
        RecordError::new(at, RecordCause::DanglingMoveNumber)
    }

    /// Checks a move number `n` with `dots` written before a move in
    /// `position`.
    fn check_number(
        &self,
        position: &G,
        n: u32,
        dots: u8,
        at: Location,
    ) -> Result<(), RecordError> {
        let side = position.side_to_move();
        let fullmove = position.fullmove_number();
        let wrong_side = match dots {
            1 => side != self.first_mover,
            3 => side == self.first_mover,
            _ => false,
        };
        if n != fullmove || wrong_side {
            let mismatch = MoveNumberMismatch::new(
                (n, dots),
                fullmove,
                side == self.first_mover,
                G::side_name(side),
                G::side_name(!side),
            );
            return Err(RecordError::new(at, RecordCause::MoveNumber(mismatch)));
        }
        Ok(())
    }

    /// The move `text` names in `position`, the `ply`th of the game.
    fn parse_move(
        &self,
        position: &G,
        text: &str,
        at: Location,
        ply: usize,
        in_variation: bool,
    ) -> Result<G::Move, RecordError> {
        let error = match position.parse_move(text) {
            Ok(mv) => return Ok(mv),
            Err(error) => error,
        };
        if let Some(alternative) = self.options.alternative {
            if let Some(mv) = alternative(position, text).filter(|mv| position.is_legal(mv)) {
                return Ok(mv);
            }
        }
        let side = position.side_to_move();
        let expected = match position.outcome() {
            Some(outcome) => ExpectedMove::GameOver(GameResult::from_outcome(outcome)),
            None if error.kind() == MoveErrorKind::Ambiguous => ExpectedMove::Unambiguous,
            None => {
                let legal = position.legal_move_vec();
                ExpectedMove::OneOf {
                    count: legal.len(),
                    shown: legal
                        .iter()
                        .take(SHOWN_MOVES)
                        .map(|m| Excerpt::new(&position.format_move(m)))
                        .collect(),
                }
            }
        };
        let place = (ply, position.fullmove_number(), G::side_name(side));
        let problem = MoveProblem::new(text, error, place, in_variation, expected);
        Err(RecordError::new(at, RecordCause::Move(Box::new(problem))))
    }
}
