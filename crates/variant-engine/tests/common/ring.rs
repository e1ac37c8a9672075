//! A game that never ends: a token on a ring of three cells, each player
//! moves it one or two cells on. White is always "ahead" by 10 (its material
//! is 10, Black's 0), so a search that did not score cycles would report +10
//! for White forever; every position recurs within two plies.

use std::fmt;
use std::str::FromStr;
use variant_core::{
    ArrayVec, Color, Game, MoveErrorReason, MoveSink, Outcome, ParseMoveError, ParsePositionError,
    PositionError, Preset, RuleError, RuleOption, RuleSet,
};

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RingRules;

impl RuleSet for RingRules {
    const OPTIONS: &'static [RuleOption] = &[];
    fn presets() -> &'static [Preset<RingRules>] {
        &[Preset {
            name: "default",
            meaning: "no options",
            rules: RingRules::default,
        }]
    }
    fn option_value(&self, _key: &str) -> Option<String> {
        None
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        Err(RuleError::unknown_key(key, value, &[]))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ring {
    pub cell: u8,
    pub side: Color,
}

impl fmt::Display for Ring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.cell, self.side.fold("w", "b"))
    }
}

impl FromStr for Ring {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Ring, ParsePositionError> {
        let bad = || {
            ParsePositionError::syntax(variant_core::TextError::new(
                variant_core::text::Field::Whole,
                s,
                variant_core::text::TextErrorKind::Invalid {
                    expected: "expected CELL w|b",
                },
            ))
        };
        let (cell, side) = s.trim().split_once(' ').ok_or_else(bad)?;
        let cell: u8 = cell.parse().map_err(|_| bad())?;
        let side = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(bad()),
        };
        if cell >= 3 {
            return Err(bad());
        }
        Ok(Ring { cell, side })
    }
}

impl Game for Ring {
    type Move = u8;
    type MoveList = ArrayVec<u8, 2>;
    type Rules = RingRules;
    type Setup = Ring;
    type PositionError = PositionError<Ring, String>;
    const NAME: &'static str = "ring";

    fn start(_rules: RingRules) -> Ring {
        Ring {
            cell: 0,
            side: Color::White,
        }
    }
    fn from_setup(setup: Ring, _rules: RingRules) -> Result<Ring, Self::PositionError> {
        Ok(setup)
    }
    fn to_setup(&self) -> Ring {
        self.clone()
    }
    fn rules(&self) -> &RingRules {
        &RingRules
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
        sink.push(1);
        sink.push(2);
    }
    fn is_legal(&self, mv: &u8) -> bool {
        (1..=2).contains(mv)
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        false
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.cell = (self.cell + mv) % 3;
        self.side = !self.side;
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn zobrist(&self) -> u64 {
        self.recompute_zobrist()
    }
    fn recompute_zobrist(&self) -> u64 {
        (u64::from(self.cell) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.side.fold(0, 0xff)
    }
    fn parse_move(&self, text: &str) -> Result<u8, ParseMoveError> {
        match text {
            "+1" => Ok(1),
            "+2" => Ok(2),
            _ => Err(ParseMoveError::malformed(
                text,
                MoveErrorReason::Expected("+1 or +2"),
            )),
        }
    }
    fn format_move(&self, mv: &u8) -> String {
        format!("+{mv}")
    }
}

impl variant_engine::Evaluate for Ring {
    fn material(&self, color: Color) -> i32 {
        color.fold(10, 0)
    }
}
