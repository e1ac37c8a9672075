//! Small games for the record tests.
//!
//! * [`Tally`]: a pile of stones, each move takes 1 to `max_take` of them,
//!   the side to move with none left has lost; a game may be drawn when the
//!   pile reaches `draw_at`. Either side may move first (`first=black`
//!   numbers moves as Cheskers does: Black moves first and the fullmove
//!   number grows after White's move). Its sides are called gold and
//!   scarlet. Move text `t2` (canonical), `take2`, or `t` when only one move
//!   is legal (otherwise it is ambiguous).
//! * [`Pile`]: the workspace's tiny test game (`tests/tiny_game.rs`), copied:
//!   take 1 or 2, and a fullmove number that stays 1.

use std::fmt;
use std::str::FromStr;
use variant_core::rules::{limit_text, parse_choice, parse_limit};
use variant_core::text::{parse_counter, parse_side, Field};
use variant_core::{
    ArrayVec, Color, DrawReason, Game, MoveErrorReason, MoveSink, Outcome, ParseMoveError,
    ParsePositionError, PositionError, Preset, RuleError, RuleOption, RuleSet, TextError,
    WinReason,
};

/// Tally's own reasons for refusing move text, as a game outside the
/// workspace gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TallyReason {
    /// `t` with no legal move.
    NoStones,
    /// `t` with several legal moves.
    Fits(usize),
    /// More than the rules let a move take.
    TakesAtMost(u8),
    /// More than the pile holds.
    OnlyLeft(u16),
}

impl fmt::Display for TallyReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TallyReason::NoStones => f.write_str("no stones to take"),
            TallyReason::Fits(n) => write!(f, "`t` fits {n} moves: write t1, t2, ..."),
            TallyReason::TakesAtMost(n) => write!(f, "a move takes at most {n}"),
            TallyReason::OnlyLeft(n) => write!(f, "only {n} stones are left"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TallyRules {
    pub stones: u16,
    pub max_take: u8,
    pub first: Color,
    pub draw_at: Option<u16>,
}

impl Default for TallyRules {
    fn default() -> TallyRules {
        TallyRules {
            stones: 12,
            max_take: 2,
            first: Color::White,
            draw_at: None,
        }
    }
}

impl RuleSet for TallyRules {
    const OPTIONS: &'static [RuleOption] = &[
        RuleOption {
            name: "stones",
            values: "1..1000",
            meaning: "stones at the start",
        },
        RuleOption {
            name: "max_take",
            values: "1 | 2 | 3",
            meaning: "the most stones a move takes",
        },
        RuleOption {
            name: "first",
            values: "white | black",
            meaning: "the side that moves first",
        },
        RuleOption {
            name: "draw_at",
            values: "none | 1..65535",
            meaning: "drawn when the pile reaches this many stones",
        },
    ];

    fn presets() -> &'static [Preset<TallyRules>] {
        &[
            Preset {
                name: "default",
                meaning: "twelve stones, take 1 or 2",
                rules: TallyRules::default,
            },
            Preset {
                name: "long",
                meaning: "sixty stones, take 1 to 3",
                rules: || TallyRules {
                    stones: 60,
                    max_take: 3,
                    ..TallyRules::default()
                },
            },
            Preset {
                name: "black-first",
                meaning: "black moves first",
                rules: || TallyRules {
                    first: Color::Black,
                    ..TallyRules::default()
                },
            },
        ]
    }

    fn option_value(&self, key: &str) -> Option<String> {
        Some(match key {
            "stones" => self.stones.to_string(),
            "max_take" => self.max_take.to_string(),
            "first" => self.first.to_string(),
            "draw_at" => limit_text(self.draw_at),
            _ => return None,
        })
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "stones" => match value.parse::<u16>() {
                Ok(n @ 1..=1000) => self.stones = n,
                _ => return Err(RuleError::bad_value(key, value, "expected 1..1000")),
            },
            "max_take" => match value {
                "1" | "2" | "3" => self.max_take = value.parse().expect("a digit"),
                _ => return Err(RuleError::bad_value(key, value, "expected 1, 2 or 3")),
            },
            "first" => {
                self.first = parse_choice(
                    key,
                    value,
                    &[("white", Color::White), ("black", Color::Black)],
                )?
            }
            "draw_at" => self.draw_at = parse_limit(key, value)?,
            _ => return Err(RuleError::unknown_key(key, value, &Self::option_names())),
        }
        Ok(())
    }
}

/// `STONES SIDE [HALFMOVE FULLMOVE]`, side `w` or `b`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TallySetup {
    pub stones: u32,
    pub side: Color,
    pub halfmove: u32,
    pub fullmove: u32,
}

impl fmt::Display for TallySetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side.fold("w", "b");
        write!(
            f,
            "{} {side} {} {}",
            self.stones, self.halfmove, self.fullmove
        )
    }
}

impl FromStr for TallySetup {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<TallySetup, ParsePositionError> {
        let fields: Vec<&str> = s.split_ascii_whitespace().collect();
        if fields.len() != 2 && fields.len() != 4 {
            return Err(ParsePositionError::syntax(TextError::new(
                Field::Whole,
                s,
                variant_core::text::TextErrorKind::Invalid {
                    expected: "expected 2 or 4 fields",
                },
            )));
        }
        let mut errors = Vec::new();
        let stones = parse_counter(Field::Placement, fields[0], 0).map_err(|e| errors.push(e));
        let side = parse_side(fields[1], ['w', 'b']).map_err(|e| errors.push(e));
        let (mut halfmove, mut fullmove) = (Ok(0), Ok(1));
        if fields.len() == 4 {
            halfmove =
                parse_counter(Field::HalfmoveClock, fields[2], 0).map_err(|e| errors.push(e));
            fullmove =
                parse_counter(Field::FullmoveNumber, fields[3], 1).map_err(|e| errors.push(e));
        }
        match (stones, side, halfmove, fullmove) {
            (Ok(stones), Ok(side), Ok(halfmove), Ok(fullmove)) => Ok(TallySetup {
                stones,
                side,
                halfmove,
                fullmove,
            }),
            _ => Err(ParsePositionError::Syntax(errors)),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Tally {
    stones: u16,
    side: Color,
    halfmove: u32,
    fullmove: u32,
    rules: TallyRules,
}

impl PartialEq for Tally {
    fn eq(&self, other: &Tally) -> bool {
        (self.stones, self.side, &self.rules) == (other.stones, other.side, &other.rules)
    }
}

impl Eq for Tally {}

impl std::hash::Hash for Tally {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.stones, self.side, &self.rules).hash(state);
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_setup())
    }
}

impl FromStr for Tally {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Tally, ParsePositionError> {
        Tally::from_text(s, TallyRules::default())
    }
}

impl Tally {
    pub fn stones(&self) -> u16 {
        self.stones
    }

    /// Why taking `take` is refused here.
    fn refusal(&self, take: u8) -> MoveErrorReason {
        if let Some(outcome) = self.outcome() {
            MoveErrorReason::game_over(outcome, Tally::side_name)
        } else if take > self.rules.max_take {
            MoveErrorReason::custom(TallyReason::TakesAtMost(self.rules.max_take))
        } else {
            MoveErrorReason::custom(TallyReason::OnlyLeft(self.stones))
        }
    }
}

const KEYS: [u64; 2] = variant_core::zobrist::zobrist_keys(11);

impl Game for Tally {
    type Move = u8;
    type MoveList = ArrayVec<u8, 3>;
    type Rules = TallyRules;
    type Setup = TallySetup;
    type PositionError = PositionError<TallySetup, String>;
    const NAME: &'static str = "tally";

    fn start(rules: TallyRules) -> Tally {
        Tally {
            stones: rules.stones,
            side: rules.first,
            halfmove: 0,
            fullmove: 1,
            rules,
        }
    }

    fn from_setup(setup: TallySetup, rules: TallyRules) -> Result<Tally, Self::PositionError> {
        match u16::try_from(setup.stones) {
            Ok(stones) if stones <= 1000 => Ok(Tally {
                stones,
                side: setup.side,
                halfmove: setup.halfmove,
                fullmove: setup.fullmove,
                rules,
            }),
            _ => Err(PositionError::new(
                setup,
                vec!["at most 1000 stones".to_string()],
            )),
        }
    }

    fn to_setup(&self) -> TallySetup {
        TallySetup {
            stones: u32::from(self.stones),
            side: self.side,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }

    fn rules(&self) -> &TallyRules {
        &self.rules
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn side_name(color: Color) -> &'static str {
        color.fold("gold", "scarlet")
    }

    fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    fn generate_legal<S: MoveSink<u8>>(&self, sink: &mut S) {
        if self.outcome().is_some() {
            return;
        }
        for take in 1..=self.rules.max_take {
            if u16::from(take) <= self.stones {
                sink.push(take);
            }
        }
    }

    fn is_legal(&self, mv: &u8) -> bool {
        self.outcome().is_none()
            && (1..=self.rules.max_take).contains(mv)
            && u16::from(*mv) <= self.stones
    }

    fn is_noisy(&self, mv: &u8) -> bool {
        *mv == self.rules.max_take
    }

    fn play_unchecked(&mut self, mv: &u8) {
        self.stones -= u16::from(*mv);
        self.halfmove = if *mv == self.rules.max_take {
            0
        } else {
            self.halfmove + 1
        };
        if self.side != self.rules.first {
            self.fullmove += 1;
        }
        self.side = !self.side;
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.stones == 0 {
            Some(Outcome::loss_for(self.side, WinReason::NoLegalMove))
        } else if self.rules.draw_at == Some(self.stones) {
            Some(Outcome::Draw {
                reason: DrawReason::NoProgress,
            })
        } else {
            None
        }
    }

    fn zobrist(&self) -> u64 {
        self.recompute_zobrist()
    }

    fn recompute_zobrist(&self) -> u64 {
        u64::from(self.stones).wrapping_mul(KEYS[0]) ^ self.side.fold(0, KEYS[1])
    }

    fn parse_move(&self, text: &str) -> Result<u8, ParseMoveError> {
        let mut legal = ArrayVec::<u8, 3>::new();
        self.generate_legal(&mut legal);
        if text == "t" {
            return match legal[..] {
                [only] => Ok(only),
                [] => Err(ParseMoveError::illegal(
                    text,
                    MoveErrorReason::custom(TallyReason::NoStones),
                )),
                _ => Err(ParseMoveError::ambiguous(
                    text,
                    MoveErrorReason::custom(TallyReason::Fits(legal.len())),
                )),
            };
        }
        let take: u8 = text
            .strip_prefix("take")
            .or_else(|| text.strip_prefix('t'))
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| {
                ParseMoveError::malformed(
                    text,
                    MoveErrorReason::Expected("t1, t2, t3 (or take1 ..., or t)"),
                )
            })?;
        if legal.contains(&take) {
            Ok(take)
        } else {
            Err(ParseMoveError::illegal(text, self.refusal(take)))
        }
    }

    fn illegal_reason(&self, mv: &u8) -> MoveErrorReason {
        self.refusal(*mv)
    }

    fn format_move(&self, mv: &u8) -> String {
        format!("t{mv}")
    }
}

// The tiny game of `tests/tiny_game.rs`, copied.

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PileRules {
    pub start_pile: Option<u16>,
}

impl RuleSet for PileRules {
    const OPTIONS: &'static [RuleOption] = &[RuleOption {
        name: "start_pile",
        values: "none | 1..65535",
        meaning: "stones at the start (default 4)",
    }];
    fn presets() -> &'static [Preset<PileRules>] {
        &[Preset {
            name: "default",
            meaning: "four stones",
            rules: PileRules::default,
        }]
    }
    fn option_value(&self, key: &str) -> Option<String> {
        (key == "start_pile").then(|| limit_text(self.start_pile))
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "start_pile" => self.start_pile = parse_limit(key, value)?,
            _ => return Err(RuleError::unknown_key(key, value, &Self::option_names())),
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    stones: u16,
    side: Color,
    rules: PileRules,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileSetup {
    stones: u32,
    side: Color,
}

impl fmt::Display for PileSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.stones, self.side.fold("w", "b"))
    }
}

impl FromStr for PileSetup {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<PileSetup, ParsePositionError> {
        let fields: Vec<&str> = s.split_ascii_whitespace().collect();
        let [stones, side] = fields[..] else {
            return Err(ParsePositionError::syntax(TextError::new(
                Field::Whole,
                s,
                variant_core::text::TextErrorKind::Invalid {
                    expected: "expected 2 fields",
                },
            )));
        };
        let mut errors = Vec::new();
        let stones = parse_counter(Field::Placement, stones, 0).map_err(|e| errors.push(e));
        let side = parse_side(side, ['w', 'b']).map_err(|e| errors.push(e));
        match (stones, side) {
            (Ok(stones), Ok(side)) => Ok(PileSetup { stones, side }),
            _ => Err(ParsePositionError::Syntax(errors)),
        }
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.stones, self.side.fold("w", "b"))
    }
}

impl FromStr for Pile {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Pile, ParsePositionError> {
        Pile::from_text(s, PileRules::default())
    }
}

impl Game for Pile {
    type Move = u8;
    type MoveList = ArrayVec<u8, 2>;
    type Rules = PileRules;
    type Setup = PileSetup;
    type PositionError = PositionError<PileSetup, String>;
    const NAME: &'static str = "pile";

    fn start(rules: PileRules) -> Pile {
        Pile {
            stones: rules.start_pile.unwrap_or(4),
            side: Color::White,
            rules,
        }
    }
    fn from_setup(setup: PileSetup, rules: PileRules) -> Result<Pile, Self::PositionError> {
        match u16::try_from(setup.stones) {
            Ok(stones) if stones <= 1000 => Ok(Pile {
                stones,
                side: setup.side,
                rules,
            }),
            _ => Err(PositionError::new(
                setup,
                vec!["at most 1000 stones".to_string()],
            )),
        }
    }
    fn to_setup(&self) -> PileSetup {
        PileSetup {
            stones: u32::from(self.stones),
            side: self.side,
        }
    }
    fn rules(&self) -> &PileRules {
        &self.rules
    }
    fn side_to_move(&self) -> Color {
        self.side
    }
    fn halfmove_clock(&self) -> u32 {
        0
    }
    fn fullmove_number(&self) -> u32 {
        1
    }
    fn generate_legal<S: MoveSink<u8>>(&self, sink: &mut S) {
        for take in 1..=2u8 {
            if u16::from(take) <= self.stones {
                sink.push(take);
            }
        }
    }
    fn is_legal(&self, mv: &u8) -> bool {
        (1..=2).contains(mv) && u16::from(*mv) <= self.stones
    }
    fn is_noisy(&self, mv: &u8) -> bool {
        *mv == 2
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.stones -= u16::from(*mv);
        self.side = !self.side;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.stones == 0).then(|| Outcome::loss_for(self.side, WinReason::NoLegalMove))
    }
    fn zobrist(&self) -> u64 {
        self.recompute_zobrist()
    }
    fn recompute_zobrist(&self) -> u64 {
        u64::from(self.stones).wrapping_mul(KEYS[0]) ^ self.side.fold(0, KEYS[1])
    }
    fn parse_move(&self, text: &str) -> Result<u8, ParseMoveError> {
        let take: u8 = text
            .strip_prefix("take")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| ParseMoveError::malformed(text, MoveErrorReason::Expected("takeN")))?;
        if self.is_legal(&take) {
            Ok(take)
        } else {
            Err(ParseMoveError::illegal(
                text,
                MoveErrorReason::custom("not enough stones"),
            ))
        }
    }
    fn format_move(&self, mv: &u8) -> String {
        format!("take{mv}")
    }
}
