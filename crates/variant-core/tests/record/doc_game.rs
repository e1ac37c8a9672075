// The small game of the record module's documentation examples, included
// with `include!` (so: no inner attributes or `//!` comments here).
//
// Nim with one pile: each move takes 1 or 2 stones (`take1`, `take2`), and
// the side to move with no stones left has lost. White moves first; the
// fullmove number grows after Black's move. Position text: `STONES SIDE
// HALFMOVE FULLMOVE` (`5 w 0 1`). One rule option, `stones` (the start pile).

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NimRules {
    pub stones: Option<u16>,
}

impl variant_core::RuleSet for NimRules {
    const OPTIONS: &'static [variant_core::RuleOption] = &[variant_core::RuleOption {
        name: "stones",
        values: variant_core::rules::LIMIT_VALUES,
        meaning: "stones at the start (none: 5)",
    }];
    fn presets() -> &'static [variant_core::Preset<NimRules>] {
        &[
            variant_core::Preset {
                name: "default",
                meaning: "five stones",
                rules: NimRules::default,
            },
            variant_core::Preset {
                name: "big",
                meaning: "twenty stones",
                rules: || NimRules { stones: Some(20) },
            },
        ]
    }
    fn option_value(&self, key: &str) -> Option<String> {
        (key == "stones").then(|| variant_core::rules::limit_text(self.stones))
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), variant_core::RuleError> {
        match key {
            "stones" => self.stones = variant_core::rules::parse_limit(key, value)?,
            _ => {
                return Err(variant_core::RuleError::unknown_key(
                    key,
                    value,
                    &Self::option_names(),
                ))
            }
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimSetup(u32, variant_core::Color, u32, u32);

impl std::fmt::Display for NimSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.0,
            self.1.fold("w", "b"),
            self.2,
            self.3
        )
    }
}

impl std::str::FromStr for NimSetup {
    type Err = variant_core::ParsePositionError;
    fn from_str(s: &str) -> Result<NimSetup, Self::Err> {
        use variant_core::text::{parse_counter, parse_side, Field};
        let f: Vec<&str> = s.split_whitespace().collect();
        let bad = |e| variant_core::ParsePositionError::syntax(e);
        if f.len() != 4 {
            return Err(bad(variant_core::TextError::new(
                Field::Whole,
                s,
                variant_core::text::TextErrorKind::Invalid {
                    expected: "expected 4 fields",
                },
            )));
        }
        Ok(NimSetup(
            parse_counter(Field::Placement, f[0], 0).map_err(bad)?,
            parse_side(f[1], ['w', 'b']).map_err(bad)?,
            parse_counter(Field::HalfmoveClock, f[2], 0).map_err(bad)?,
            parse_counter(Field::FullmoveNumber, f[3], 1).map_err(bad)?,
        ))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    stones: u32,
    side: variant_core::Color,
    counters: (u32, u32),
    rules: NimRules,
}

impl std::fmt::Display for Nim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (h, n) = self.counters;
        write!(f, "{}", NimSetup(self.stones, self.side, h, n))
    }
}

impl std::str::FromStr for Nim {
    type Err = variant_core::ParsePositionError;
    fn from_str(s: &str) -> Result<Nim, Self::Err> {
        <Nim as variant_core::Game>::from_text(s, NimRules::default())
    }
}

impl variant_core::Game for Nim {
    type Move = u8;
    type MoveList = variant_core::ArrayVec<u8, 2>;
    type Rules = NimRules;
    type Setup = NimSetup;
    type PositionError = variant_core::PositionError<NimSetup, String>;
    const NAME: &'static str = "nim";

    fn start(rules: NimRules) -> Nim {
        let stones = u32::from(rules.stones.unwrap_or(5));
        Nim {
            stones,
            side: variant_core::Color::White,
            counters: (0, 1),
            rules,
        }
    }
    fn from_setup(s: NimSetup, rules: NimRules) -> Result<Nim, Self::PositionError> {
        Ok(Nim {
            stones: s.0,
            side: s.1,
            counters: (s.2, s.3),
            rules,
        })
    }
    fn to_setup(&self) -> NimSetup {
        NimSetup(self.stones, self.side, self.counters.0, self.counters.1)
    }
    fn rules(&self) -> &NimRules {
        &self.rules
    }
    fn side_to_move(&self) -> variant_core::Color {
        self.side
    }
    fn halfmove_clock(&self) -> u32 {
        self.counters.0
    }
    fn fullmove_number(&self) -> u32 {
        self.counters.1
    }
    fn generate_legal<S: variant_core::MoveSink<u8>>(&self, sink: &mut S) {
        for take in 1..=2u8 {
            if u32::from(take) <= self.stones {
                sink.push(take);
            }
        }
    }
    fn is_legal(&self, mv: &u8) -> bool {
        (1..=2).contains(mv) && u32::from(*mv) <= self.stones
    }
    fn is_noisy(&self, mv: &u8) -> bool {
        *mv == 2
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.stones -= u32::from(*mv);
        if self.side == variant_core::Color::Black {
            self.counters.1 += 1;
        }
        self.counters.0 += 1;
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
        u64::from(self.stones) << 1 | self.side.index() as u64
    }
    fn parse_move(&self, text: &str) -> Result<u8, variant_core::ParseMoveError> {
        let take: u8 = text
            .strip_prefix("take")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| {
                variant_core::ParseMoveError::malformed(
                    text,
                    variant_core::MoveErrorReason::Expected("take1 or take2"),
                )
            })?;
        if self.is_legal(&take) {
            Ok(take)
        } else {
            Err(variant_core::ParseMoveError::illegal(
                text,
                variant_core::MoveErrorReason::custom("not that many stones"),
            ))
        }
    }
    fn format_move(&self, mv: &u8) -> String {
        format!("take{mv}")
    }
}
