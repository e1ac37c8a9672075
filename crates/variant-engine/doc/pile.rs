// A tiny game for the documentation examples: a pile of stones, each player
// takes one or two, and a player who cannot move loses. Included (hidden) by
// the doc tests.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    stones: u16,
    side: variant_core::Color,
}

impl Pile {
    pub fn new(stones: u16) -> Pile {
        Pile { stones, side: variant_core::Color::White }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PileRules;

impl variant_core::RuleSet for PileRules {
    const OPTIONS: &'static [variant_core::RuleOption] = &[];
    fn presets() -> &'static [variant_core::Preset<PileRules>] {
        &[variant_core::Preset { name: "default", meaning: "no options", rules: PileRules::default }]
    }
    fn option_value(&self, _key: &str) -> Option<String> {
        None
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), variant_core::RuleError> {
        Err(variant_core::RuleError::unknown_key(key, value, &[]))
    }
}

impl std::fmt::Display for Pile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.stones, self.side.fold("w", "b"))
    }
}

impl std::str::FromStr for Pile {
    type Err = variant_core::ParsePositionError;
    fn from_str(s: &str) -> Result<Pile, Self::Err> {
        let bad = || {
            variant_core::ParsePositionError::syntax(variant_core::TextError::new(
                variant_core::text::Field::Whole,
                s,
                variant_core::text::TextErrorKind::Invalid {
                    expected: "expected STONES w|b",
                },
            ))
        };
        let (stones, side) = s.trim().split_once(' ').ok_or_else(bad)?;
        let stones = stones.parse().map_err(|_| bad())?;
        let side = match side {
            "w" => variant_core::Color::White,
            "b" => variant_core::Color::Black,
            _ => return Err(bad()),
        };
        Ok(Pile { stones, side })
    }
}

impl variant_core::Game for Pile {
    type Move = u8;
    type MoveList = variant_core::ArrayVec<u8, 2>;
    type Rules = PileRules;
    type Setup = Pile;
    type PositionError = variant_core::PositionError<Pile, String>;
    const NAME: &'static str = "pile";
    fn start(_rules: PileRules) -> Pile {
        Pile::new(4)
    }
    fn from_setup(setup: Pile, _rules: PileRules) -> Result<Pile, Self::PositionError> {
        Ok(setup)
    }
    fn to_setup(&self) -> Pile {
        self.clone()
    }
    fn rules(&self) -> &PileRules {
        &PileRules
    }
    fn side_to_move(&self) -> variant_core::Color {
        self.side
    }
    fn halfmove_clock(&self) -> u32 {
        0
    }
    fn fullmove_number(&self) -> u32 {
        1
    }
    fn generate_legal<S: variant_core::MoveSink<u8>>(&self, sink: &mut S) {
        for take in 1..=2u8 {
            if u16::from(take) <= self.stones {
                sink.push(take);
            }
        }
    }
    fn is_legal(&self, mv: &u8) -> bool {
        (1..=2).contains(mv) && u16::from(*mv) <= self.stones
    }
    fn is_noisy(&self, _mv: &u8) -> bool {
        false
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.stones -= u16::from(*mv);
        self.side = !self.side;
    }
    fn outcome(&self) -> Option<variant_core::Outcome> {
        (self.stones == 0).then(|| {
            variant_core::Outcome::loss_for(self.side, variant_core::WinReason::NoLegalMove)
        })
    }
    fn zobrist(&self) -> u64 {
        self.recompute_zobrist()
    }
    fn recompute_zobrist(&self) -> u64 {
        u64::from(self.stones).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.side.fold(0, 1)
    }
    fn parse_move(&self, text: &str) -> Result<u8, variant_core::ParseMoveError> {
        match text.strip_prefix("take").and_then(|n| n.parse().ok()) {
            Some(take) if self.is_legal(&take) => Ok(take),
            _ => Err(variant_core::ParseMoveError::malformed(
                text,
                variant_core::MoveErrorReason::Expected("take1 or take2"),
            )),
        }
    }
    fn format_move(&self, mv: &u8) -> String {
        format!("take{mv}")
    }
}

impl variant_engine::Evaluate for Pile {
    fn material(&self, _color: variant_core::Color) -> i32 {
        0
    }
}
