//! The typed layer's reading: a [`RawGame`] checked against a game's rules
//! into a [`Record`].

use super::line::Line;
use super::raw::{RawGame, RawTag, Token, TokenKind};
use super::{GameResult, Location, Reader, Record, RecordError, RecordErrorKind, Tags};
use crate::text::Field;
use crate::{Color, Game, MoveErrorKind, ParsePositionError, RuleSet};
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
        let raw =
            match reader.next_game() {
                Some(raw) => raw?,
                None => return Err(RecordError::syntax(
                    end_of(text),
                    "expected a game (tag pairs, then movetext ending with a result), found none",
                )),
            };
        let record = Record::from_raw(&raw, options)?;
        match reader.next_game() {
            None => Ok(record),
            Some(Err(e)) => Err(e),
            Some(Ok(next)) => Err(RecordError::syntax(
                next.location(),
                "expected the end of the text after the game's result, found another game (read a file of several games with `Reader`)",
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
                    tags.set(tag.name(), tag.value()).map_err(|e| {
                        RecordError::new(tag.value_location(), RecordErrorKind::Tag, e.to_string())
                    })?;
                }
            }
        }
        let [result_tag, variant, setup, fen, rules_tag] = known;
        if let Some(variant) = variant {
            if !variant.value().eq_ignore_ascii_case(G::NAME) {
                return Err(RecordError::new(
                    variant.value_location(),
                    RecordErrorKind::Tag,
                    format!(
                        "this game is for the variant `{}`: expected `{}`",
                        variant.value(),
                        G::NAME
                    ),
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
                        RecordErrorKind::Tag,
                        format!(
                        "the Result `{}` is not a result: expected `1-0`, `0-1`, `1/2-1/2` or `*`",
                        tag.value()
                    ),
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
                        RecordErrorKind::Tag,
                        format!("the SetUp `{other}` is not `0` or `1`: expected `1` with a FEN tag (or `0`, the start position)"),
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
                    RecordErrorKind::Position,
                    "SetUp \"1\" without a FEN tag: expected the start position in a FEN tag",
                ))
            }
            (Some(fen), Some((false, _))) => {
                return Err(RecordError::new(
                    fen.value_location(),
                    RecordErrorKind::Position,
                    "a FEN tag with SetUp \"0\" (the start position): expected SetUp \"1\" with a FEN tag",
                ))
            }
            (Some(fen), _) => G::from_text(fen.value(), rules)
                .map_err(|e| fen_error(fen, &e))?,
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
                    RecordErrorKind::Result,
                    format!(
                        "the movetext ends with `{result}`, but the Result tag (at {}) is `{tag_result}`: expected the same result in both",
                        tag.location()
                    ),
                ));
            }
        }
        let record = Record { tags, main, result };
        if let Err(e) = record.check_result(result) {
            let at = tag_result.map_or(raw.result_location(), |(_, tag)| tag.value_location());
            return Err(RecordError::new(at, RecordErrorKind::Result, e.to_string()));
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
        let error = |message: String| RecordError::new(at, RecordErrorKind::Rules, message);
        let Some((key, option)) = item.split_once('=') else {
            return Err(error(format!(
                "`{item}` is not a rule option: expected KEY=VALUE (options: {})",
                R::option_names().join(", ")
            )));
        };
        if key == "preset" {
            if !first {
                return Err(error(format!(
                    "`{item}` after other options: a preset comes first in the Rules tag"
                )));
            }
            rules = R::preset(option).map_err(|e| error(e.to_string()))?;
        } else {
            if seen.contains(&key) {
                return Err(error(format!(
                    "the rule option `{key}` is given twice: expected each option once"
                )));
            }
            rules
                .set_option(key, option)
                .map_err(|e| error(e.to_string()))?;
            seen.push(key);
        }
        first = false;
        index += item.chars().count();
        rest = &rest[item_len..];
    }
}

/// The error for a FEN tag that is not a valid position: at the offending
/// text when a syntax error names text of the tag, else at the value.
fn fen_error(tag: &RawTag, error: &ParsePositionError) -> RecordError {
    let at = error
        .syntax_errors()
        .iter()
        .find_map(|e| text_offset(tag.value(), e.field, e.text.as_str()))
        .map_or(tag.value_location(), |i| tag.location_in_value(i));
    RecordError::new(
        at,
        RecordErrorKind::Position,
        format!("the FEN tag is not a valid position: {error}"),
    )
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
                            return Err(RecordError::syntax(
                                at,
                                format!("the NAG `${nag}` comes before any move: expected a move first (a NAG annotates the move before it)"),
                            ))
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
                        return Err(RecordError::syntax(
                            at,
                            "a variation before any move: expected a move first (a variation replaces the move before it)",
                        ));
                    };
                    let variation = self.line(before, base + line.len() - 1, Some(at))?;
                    if variation.is_empty() {
                        return Err(RecordError::syntax(
                            at,
                            "an empty variation: expected at least one move between `(` and `)`",
                        ));
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
                        return Err(RecordError::syntax(
                            at,
                            "unexpected `)`: no variation is open",
                        ));
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
        RecordError::new(
            at,
            RecordErrorKind::MoveNumber,
            "a move number not followed by a move: expected a move after it",
        )
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
        let expected = if side == self.first_mover {
            format!("{fullmove}.")
        } else {
            format!("{fullmove}...")
        };
        let written = format!("{n}{}", ".".repeat(usize::from(dots)));
        let wrong_side = match dots {
            1 => side != self.first_mover,
            3 => side == self.first_mover,
            _ => false,
        };
        if n != fullmove || wrong_side {
            let why = if n != fullmove {
                format!("the move is played at fullmove number {fullmove}")
            } else if dots == 1 {
                format!(
                    "`N.` is for moves of {}, the side that moves first, and {} moves here",
                    G::side_name(self.first_mover),
                    G::side_name(side)
                )
            } else {
                format!(
                    "`N...` is for moves of {}, the side that moves second, and {} moves here",
                    G::side_name(!self.first_mover),
                    G::side_name(side)
                )
            };
            return Err(RecordError::new(
                at,
                RecordErrorKind::MoveNumber,
                format!("the move number `{written}` does not fit: {why}; expected `{expected}`"),
            ));
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
        let kind = match error.kind() {
            MoveErrorKind::Malformed => "malformed",
            MoveErrorKind::Ambiguous => "ambiguous",
            _ => "illegal",
        };
        let side = position.side_to_move();
        let number = position.fullmove_number();
        let variation = if in_variation { ", in a variation" } else { "" };
        let expected = match position.outcome() {
            Some(outcome) => format!(
                "expected the result `{}` instead: the rules have ended the game",
                GameResult::from_outcome(outcome)
            ),
            None if error.kind() == MoveErrorKind::Ambiguous => {
                "expected a move text that names one move".to_string()
            }
            None => {
                let legal = position.legal_move_vec();
                const SHOWN: usize = 8;
                let mut names: Vec<String> = legal
                    .iter()
                    .take(SHOWN)
                    .map(|m| position.format_move(m))
                    .collect();
                if legal.len() > SHOWN {
                    names.push("...".to_string());
                }
                format!(
                    "expected one of the {} legal moves of {}: {}",
                    legal.len(),
                    G::side_name(side),
                    names.join(", ")
                )
            }
        };
        Err(RecordError::new(
            at,
            RecordErrorKind::Move(error.kind()),
            format!(
                "{kind} move `{text}` at ply {ply} ({}'s move {number}{variation}): {}; {expected}",
                G::side_name(side),
                error.reason()
            ),
        ))
    }
}
