//! The position-text grammar, written once for every game.
//!
//! A position text is a line of fields separated by white space:
//!
//! ```text
//! PLACEMENT SIDE [GAME FIELDS...] [HALFMOVE [FULLMOVE]] [TRAILING FIELDS...]
//! ```
//!
//! * **White space**: fields are separated by one or more ASCII white-space
//!   characters (space, tab, line break); white space before the first and
//!   after the last field is ignored. Nothing else separates fields.
//! * **Placement**: the ranks from the highest to rank 1, separated by `/`;
//!   on a stacked board the levels from the top one down, separated by `|`.
//!   Within a rank, from file `a`: a piece letter (upper case for the first
//!   side, lower case for the second) or a run of empty squares written as a
//!   decimal number. Consecutive digits are **one** number (`12` is twelve,
//!   `44` is forty-four); a run is at least 1 and has no leading zero. A rank
//!   must fill the board's width exactly.
//! * **Side to move**: one letter per game (`w`/`b`, `g`/`s` in Dragonchess).
//! * **Game fields** (between the side and the counters: Grant Acedrex's leap
//!   rights) are the game's business.
//! * **Counters**: the halfmove clock and the fullmove number, plain unsigned
//!   decimal digits (no sign, no point), at most [`COUNTER_MAX`]; the
//!   fullmove number is at least 1. Either both counters, or the fullmove
//!   number alone, may be left out: they are then `0` and `1`. Formatting
//!   always writes both.
//! * **Trailing fields** (Grant Acedrex's unmoved Murray unicorns) may follow
//!   only when both counters are given.
//!
//! Every error names its field and the offending text ([`TextError`]); all
//! the errors of a text are reported together.
//!
//! ```
//! use variant_core::text::{Field, TextLayout};
//! use variant_core::{BoardShape, Color, Coord3};
//! let layout = TextLayout::new(BoardShape::flat(4, 2), ['w', 'b']);
//! let mut pieces = Vec::new();
//! let parsed = layout.parse("1k2/K3 b 3", |c| Some(c), |sq, c| pieces.push((sq, c)))?;
//! assert_eq!(parsed.side, Color::Black);
//! assert_eq!((parsed.halfmove_clock, parsed.fullmove_number), (3, 1));
//! assert_eq!(pieces, [(Coord3::new(0, 1, 1), 'k'), (Coord3::new(0, 0, 0), 'K')]);
//!
//! // `44` is forty-four empty squares, which overfills a rank of 4.
//! let err = layout.parse("44/K3 w", |c| Some(c), |_, _| {}).unwrap_err();
//! assert_eq!(err.syntax_errors()[0].field, Field::Placement);
//! // A counter is plain digits: no sign.
//! assert!(layout.parse("4/K3 w +3 1", |c| Some(c), |_, _| {}).is_err());
//! # Ok::<(), variant_core::ParsePositionError>(())
//! ```

use crate::{BoardShape, Color, Coord3, Excerpt, MoveCounters, ParsePositionError};
use core::fmt;

/// The largest value either counter may have in position text.
pub const COUNTER_MAX: u32 = u32::MAX;

/// Which field of a position text a [`TextError`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// The text as a whole (the number of fields).
    Whole,
    /// The piece placement.
    Placement,
    /// The side to move.
    SideToMove,
    /// A game's own field, by its name (`leap rights`, `unmoved unicorns`).
    Game(&'static str),
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Whole => "position text",
            Field::Placement => "placement",
            Field::SideToMove => "side to move",
            Field::Game(name) => name,
            Field::HalfmoveClock => "halfmove clock",
            Field::FullmoveNumber => "fullmove number",
        })
    }
}

pub use crate::text_error::{RankProblem, TextError, TextErrorKind};

/// The fields of a position text as [`TextLayout::parse`] found them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedText<'a> {
    /// The side to move.
    pub side: Color,
    /// The game's own fields between the side and the counters, in order.
    pub game_fields: Vec<&'a str>,
    /// The halfmove clock (`0` when left out).
    pub halfmove_clock: u32,
    /// The fullmove number (`1` when left out).
    pub fullmove_number: u32,
    /// The trailing fields after the counters that were given (possibly
    /// fewer than the layout allows).
    pub trailing: Vec<&'a str>,
}

impl ParsedText<'_> {
    /// The halfmove clock and fullmove number, as a setup keeps them.
    ///
    /// ```
    /// use variant_core::text::TextLayout;
    /// use variant_core::{BoardShape, MoveCounters};
    /// let layout = TextLayout::new(BoardShape::flat(8, 8), ['w', 'b']);
    /// let parsed = layout.parse("8/8/8/8/8/8/8/8 w 7 12", |_| None::<()>, |_, _| {})?;
    /// assert_eq!(parsed.counters(), MoveCounters::new(7, 12));
    /// # Ok::<(), variant_core::ParsePositionError>(())
    /// ```
    #[must_use]
    pub const fn counters(&self) -> MoveCounters {
        MoveCounters::new(self.halfmove_clock, self.fullmove_number)
    }
}

/// The shape of one game's position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextLayout {
    /// The board.
    pub shape: BoardShape,
    /// The side-to-move letters of the first and second side.
    pub side_letters: [char; 2],
    /// The game's own required fields between the side and the counters.
    pub game_fields: &'static [&'static str],
    /// The game's own optional fields after both counters.
    pub trailing: &'static [&'static str],
}

impl TextLayout {
    /// A layout with no game fields.
    pub const fn new(shape: BoardShape, side_letters: [char; 2]) -> TextLayout {
        TextLayout {
            shape,
            side_letters,
            game_fields: &[],
            trailing: &[],
        }
    }

    /// Parses `text`: every placement square goes to `put` (with the piece
    /// that `piece` makes of its letter), and the other fields are returned.
    /// All the syntax errors found are reported together; `put` may have
    /// been called before an error is returned.
    pub fn parse<'a, P>(
        &self,
        text: &'a str,
        piece: impl Fn(char) -> Option<P>,
        put: impl FnMut(Coord3, P),
    ) -> Result<ParsedText<'a>, ParsePositionError> {
        let mut errors = Vec::new();
        let parsed = self.parse_collecting(text, piece, put, &mut errors);
        match parsed {
            Some(parsed) if errors.is_empty() => Ok(parsed),
            _ => Err(ParsePositionError::Syntax(errors)),
        }
    }

    /// Like [`parse`](TextLayout::parse), but adds the errors to `errors`
    /// so that a game can report its own fields' errors with them. Returns
    /// `None` only when the number of fields is wrong.
    pub fn parse_collecting<'a, P>(
        &self,
        text: &'a str,
        piece: impl Fn(char) -> Option<P>,
        put: impl FnMut(Coord3, P),
        errors: &mut Vec<TextError>,
    ) -> Option<ParsedText<'a>> {
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        let required = 2 + self.game_fields.len();
        let most = required + 2 + self.trailing.len();
        if fields.is_empty() {
            errors.push(TextError::new(Field::Whole, "", TextErrorKind::Empty));
            return None;
        }
        if fields.len() < required || fields.len() > most {
            errors.push(TextError::new(
                Field::Whole,
                text.trim(),
                TextErrorKind::FieldCount {
                    required,
                    most,
                    trailing: self.trailing,
                    names: self.field_names(),
                    found: fields.len(),
                },
            ));
            return None;
        }
        parse_placement(fields[0], self.shape, piece, put, errors);
        let side = parse_side(fields[1], self.side_letters).unwrap_or_else(|e| {
            errors.push(e);
            Color::White
        });
        let game_fields = fields[2..required].to_vec();
        let counters = &fields[required..fields.len().min(required + 2)];
        let halfmove_clock = match counters.first() {
            Some(t) => parse_counter(Field::HalfmoveClock, t, 0).unwrap_or_else(|e| {
                errors.push(e);
                0
            }),
            None => 0,
        };
        let fullmove_number = match counters.get(1) {
            Some(t) => parse_counter(Field::FullmoveNumber, t, 1).unwrap_or_else(|e| {
                errors.push(e);
                1
            }),
            None => 1,
        };
        Some(ParsedText {
            side,
            game_fields,
            halfmove_clock,
            fullmove_number,
            trailing: fields.get(required + 2..).unwrap_or_default().to_vec(),
        })
    }

    /// Formats a position text: the placement from `letter_at`, the side,
    /// the game fields, both counters and the trailing fields.
    pub fn format(
        &self,
        letter_at: impl Fn(Coord3) -> Option<char>,
        side: Color,
        game_fields: &[&str],
        counters: crate::MoveCounters,
        trailing: &[&str],
    ) -> String {
        let mut s = format_placement(self.shape, letter_at);
        s.push(' ');
        s.push(self.side_letters[side.index()]);
        for field in game_fields {
            s.push(' ');
            s.push_str(field);
        }
        s.push_str(&format!(
            " {} {}",
            counters.halfmove_clock, counters.fullmove_number
        ));
        for field in trailing {
            s.push(' ');
            s.push_str(field);
        }
        s
    }

    fn field_names(&self) -> Vec<&'static str> {
        let mut names = vec!["placement", "side to move"];
        names.extend_from_slice(self.game_fields);
        names.extend_from_slice(&["halfmove clock", "fullmove number"]);
        names
    }
}

/// Parses a placement field on a board of `shape`; see the [module
/// docs](self) for the grammar. Adds every problem to `errors`.
pub fn parse_placement<P>(
    field: &str,
    shape: BoardShape,
    piece: impl Fn(char) -> Option<P>,
    mut put: impl FnMut(Coord3, P),
    errors: &mut Vec<TextError>,
) {
    let levels: Vec<&str> = if shape.levels > 1 {
        field.split('|').collect()
    } else {
        vec![field]
    };
    if levels.len() != shape.levels as usize {
        errors.push(TextError::new(
            Field::Placement,
            field,
            TextErrorKind::LevelCount {
                found: levels.len(),
                expected: shape.levels,
            },
        ));
        return;
    }
    for (i, level_text) in levels.iter().enumerate() {
        let level = shape.levels - 1 - i as u8;
        let ranks: Vec<&str> = level_text.split('/').collect();
        let on_level = (shape.levels > 1).then_some(level);
        if ranks.len() != shape.ranks as usize {
            errors.push(TextError::new(
                Field::Placement,
                level_text,
                TextErrorKind::RankCount {
                    level: on_level,
                    found: ranks.len(),
                    expected: shape.ranks,
                },
            ));
            continue;
        }
        for (j, rank_text) in ranks.iter().enumerate() {
            let rank = shape.ranks - 1 - j as u8;
            if let Err(problem) = parse_rank(rank_text, shape.files, |file, c| {
                let p = piece(c).ok_or(RankProblem::NotAPieceLetter(c))?;
                put(Coord3::new(level, file, rank), p);
                Ok(())
            }) {
                errors.push(TextError::new(
                    Field::Placement,
                    rank_text,
                    TextErrorKind::Rank {
                        rank,
                        level: on_level,
                        problem,
                    },
                ));
            }
        }
    }
}

/// Parses one rank of `files` squares, giving each piece letter and its file
/// to `put`; the first problem is returned.
fn parse_rank(
    text: &str,
    files: u8,
    mut put: impl FnMut(u8, char) -> Result<(), RankProblem>,
) -> Result<(), RankProblem> {
    let files = u32::from(files);
    let mut file: u32 = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_ascii_digit() {
            let mut end = start + 1;
            while let Some(&(i, d)) = chars.peek() {
                if !d.is_ascii_digit() {
                    break;
                }
                end = i + 1;
                chars.next();
            }
            let digits = &text[start..end];
            if digits.starts_with('0') {
                return Err(RankProblem::LeadingZero(Excerpt::new(digits)));
            }
            // Anything too long for u32 overfills every board.
            let run = digits.parse::<u32>().unwrap_or(u32::MAX);
            file = file.saturating_add(run);
            if file > files {
                return Err(RankProblem::RunOverfills {
                    squares: file,
                    files,
                });
            }
        } else if c.is_ascii_alphabetic() {
            if file >= files {
                return Err(RankProblem::PieceOverfills { files });
            }
            put(file as u8, c)?;
            file += 1;
        } else {
            return Err(RankProblem::UnexpectedChar(c));
        }
    }
    if file < files {
        return Err(RankProblem::Underfills {
            squares: file,
            files,
        });
    }
    Ok(())
}

/// Formats a placement field: letters from `letter_at`, runs of empty
/// squares merged into one number.
pub fn format_placement(shape: BoardShape, letter_at: impl Fn(Coord3) -> Option<char>) -> String {
    let mut s = String::with_capacity(shape.square_count() / 2 + 16);
    for level in (0..shape.levels).rev() {
        if level + 1 != shape.levels {
            s.push('|');
        }
        for rank in (0..shape.ranks).rev() {
            if rank + 1 != shape.ranks {
                s.push('/');
            }
            let mut empty = 0u32;
            for file in 0..shape.files {
                match letter_at(Coord3::new(level, file, rank)) {
                    Some(c) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
        }
    }
    s
}

/// Parses the side-to-move field: one of the two `letters`.
pub fn parse_side(text: &str, letters: [char; 2]) -> Result<Color, TextError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c == letters[0] => Ok(Color::White),
        (Some(c), None) if c == letters[1] => Ok(Color::Black),
        _ => Err(TextError::new(
            Field::SideToMove,
            text,
            TextErrorKind::Side { letters },
        )),
    }
}

/// Parses a counter: plain decimal digits, from `min` to [`COUNTER_MAX`].
///
/// ```
/// use variant_core::text::{parse_counter, Field};
/// assert_eq!(parse_counter(Field::HalfmoveClock, "17", 0), Ok(17));
/// for bad in ["+3", "-1", "", "1.0", " 1", "99999999999"] {
///     assert!(parse_counter(Field::HalfmoveClock, bad, 0).is_err(), "{bad}");
/// }
/// assert!(parse_counter(Field::FullmoveNumber, "0", 1).is_err());
/// ```
pub fn parse_counter(field: Field, text: &str, min: u32) -> Result<u32, TextError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TextError::new(
            field,
            text,
            TextErrorKind::NotDigits { min },
        ));
    }
    match text.parse::<u32>() {
        Ok(n) if n >= min => Ok(n),
        Ok(_) => Err(TextError::new(field, text, TextErrorKind::TooSmall { min })),
        Err(_) => Err(TextError::new(
            field,
            text,
            TextErrorKind::TooLarge { max: COUNTER_MAX },
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> TextLayout {
        TextLayout::new(BoardShape::flat(12, 2), ['w', 'b'])
    }

    fn parse(text: &str) -> Result<(ParsedText<'_>, Vec<(Coord3, char)>), ParsePositionError> {
        let mut pieces = Vec::new();
        let parsed = layout().parse(text, Some, |sq, c| pieces.push((sq, c)))?;
        Ok((parsed, pieces))
    }

    #[test]
    fn consecutive_digits_are_one_number() {
        let (_, pieces) = parse("12/11K w").unwrap();
        assert_eq!(pieces, [(Coord3::new(0, 11, 0), 'K')]);
        let (_, pieces) = parse("k10k/12 w").unwrap();
        assert_eq!(pieces.len(), 2);
        assert!(parse("66/12 w").is_err(), "66 overfills 12 files");
        assert!(parse("39/12 w").is_err());
        assert!(parse("012/12 w").is_err(), "leading zero");
        assert!(parse("0k11/12 w").is_err(), "a zero run");
        assert!(parse("11/12 w").is_err(), "underfilled");
        assert!(parse("12k/12 w").is_err(), "overfilled by a piece");
    }

    #[test]
    fn counters_and_whitespace() {
        let (p, _) = parse("  12/12\tb\n 7   9 ").unwrap();
        assert_eq!(
            (p.side, p.halfmove_clock, p.fullmove_number),
            (Color::Black, 7, 9)
        );
        let (p, _) = parse("12/12 w 5").unwrap();
        assert_eq!((p.halfmove_clock, p.fullmove_number), (5, 1));
        for bad in [
            "12/12 w +3 1",
            "12/12 w 3 +1",
            "12/12 w -3 1",
            "12/12 w 3 0",
            "12/12 w 3 1 extra",
            "12/12",
            "12/12 x",
            "12/12 ww",
            "12/12\u{a0}w",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_error_is_reported_and_names_its_field() {
        let err = parse("12/13 x +3 0").unwrap_err();
        let errors = err.syntax_errors();
        let fields: Vec<Field> = errors.iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                Field::Placement,
                Field::SideToMove,
                Field::HalfmoveClock,
                Field::FullmoveNumber
            ]
        );
        assert_eq!(errors[0].text, "13");
        assert_eq!(errors[2].text, "+3");
        assert_eq!(
            errors[0].kind,
            TextErrorKind::Rank {
                rank: 0,
                level: None,
                problem: RankProblem::RunOverfills {
                    squares: 13,
                    files: 12
                }
            }
        );
        assert_eq!(
            errors[1].kind,
            TextErrorKind::Side {
                letters: ['w', 'b']
            }
        );
        assert_eq!(errors[3].kind, TextErrorKind::TooSmall { min: 1 });
        let stacked = TextLayout::new(BoardShape::new(2, 1, 3), ['g', 's']);
        let err = stacked.parse("K1|2|1 g", Some, |_, _| {}).unwrap_err();
        assert!(matches!(
            err.syntax_errors()[0].kind,
            TextErrorKind::Rank {
                level: Some(0),
                problem: RankProblem::Underfills {
                    squares: 1,
                    files: 2
                },
                ..
            }
        ));
    }

    #[test]
    fn levels_and_round_trip() {
        let shape = BoardShape::new(2, 1, 3);
        let layout = TextLayout::new(shape, ['g', 's']);
        let mut pieces = Vec::new();
        let text = "K1|2|1s g 0 1";
        let parsed = layout
            .parse(text, Some, |sq, c| pieces.push((sq, c)))
            .unwrap();
        assert_eq!(parsed.side, Color::White);
        assert_eq!(
            pieces,
            [(Coord3::new(2, 0, 0), 'K'), (Coord3::new(0, 1, 0), 's')]
        );
        let again = layout.format(
            |sq| pieces.iter().find(|(s, _)| *s == sq).map(|(_, c)| *c),
            parsed.side,
            &[],
            crate::MoveCounters::START,
            &[],
        );
        assert_eq!(again, text);
        assert!(layout.parse("K1|2 g", Some, |_, _| {}).is_err());
    }

    #[test]
    fn game_and_trailing_fields() {
        let layout = TextLayout {
            game_fields: &["leap rights"],
            trailing: &["unmoved unicorns"],
            ..layout()
        };
        let p = layout.parse("12/12 w Kk", Some, |_, _| {}).unwrap();
        assert_eq!(p.game_fields, ["Kk"]);
        let p = layout
            .parse("12/12 w - 0 1 a1,b2", Some, |_, _| {})
            .unwrap();
        assert_eq!(p.trailing, ["a1,b2"]);
        assert!(layout.parse("12/12 w", Some, |_, _| {}).is_err());
        assert!(layout
            .parse("12/12 w - 0 1 a1 b2", Some, |_, _| {})
            .is_err());
    }
}
