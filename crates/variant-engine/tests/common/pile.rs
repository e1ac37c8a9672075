//! The tiny subtraction game of variant-core's tests: a pile of stones, each
//! player takes 1 or 2, and a player who cannot move loses. Piles that are a
//! multiple of 3 are lost for the side to move (a mutual zugzwang
//! everywhere: whoever must move is worse off), so null-move pruning would
//! misjudge every position.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use variant_core::{
    ArrayVec, Color, Game, MoveErrorReason, MoveSink, Outcome, ParseMoveError, ParsePositionError,
    PositionError, Preset, RuleError, RuleOption, RuleSet, WinReason,
};

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PileRules;

impl RuleSet for PileRules {
    const OPTIONS: &'static [RuleOption] = &[];
    fn presets() -> &'static [Preset<PileRules>] {
        &[Preset {
            name: "default",
            meaning: "no options",
            rules: PileRules::default,
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
pub struct Pile {
    pub stones: u16,
    pub side: Color,
}

/// The setup: the same fields, with the side to move named `turn` as in the
/// game crates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileSetup {
    pub stones: u16,
    pub turn: Color,
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.stones, self.side.fold("w", "b"))
    }
}

impl fmt::Display for PileSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.stones, self.turn.fold("w", "b"))
    }
}

fn syntax(s: &str) -> ParsePositionError {
    ParsePositionError::syntax(variant_core::TextError::new(
        variant_core::text::Field::Whole,
        s,
        variant_core::text::TextErrorKind::Invalid {
            expected: "expected STONES w|b",
        },
    ))
}

impl FromStr for PileSetup {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<PileSetup, ParsePositionError> {
        let (stones, side) = s.trim().split_once(' ').ok_or_else(|| syntax(s))?;
        let stones = stones.parse().map_err(|_| syntax(s))?;
        let turn = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(syntax(s)),
        };
        Ok(PileSetup { stones, turn })
    }
}

impl FromStr for Pile {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Pile, ParsePositionError> {
        Pile::from_text(s, PileRules)
    }
}

impl Pile {
    pub fn new(stones: u16) -> Pile {
        Pile {
            stones,
            side: Color::White,
        }
    }
}

const KEYS: [u64; 2] = variant_core::zobrist::zobrist_keys(1);

impl Game for Pile {
    type Move = u8;
    type MoveList = ArrayVec<u8, 2>;
    type Rules = PileRules;
    type Setup = PileSetup;
    type PositionError = PositionError<PileSetup, String>;
    const NAME: &'static str = "pile";

    fn start(_rules: PileRules) -> Pile {
        Pile::new(4)
    }
    fn from_setup(setup: PileSetup, _rules: PileRules) -> Result<Pile, Self::PositionError> {
        Ok(Pile {
            stones: setup.stones,
            side: setup.turn,
        })
    }
    fn to_setup(&self) -> PileSetup {
        PileSetup {
            stones: self.stones,
            turn: self.side,
        }
    }
    fn rules(&self) -> &PileRules {
        &PileRules
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

/// How often the engine asked the pile for a null move.
pub static PILE_NULL_MOVES: AtomicUsize = AtomicUsize::new(0);

impl variant_engine::Evaluate for Pile {
    fn material(&self, _color: Color) -> i32 {
        0
    }

    // A null move exists (through the setup, as the game crates would
    // build one), but the game does not opt in: the engine must never ask.
    fn null_move(&self) -> Option<Pile> {
        PILE_NULL_MOVES.fetch_add(1, Ordering::Relaxed);
        let mut setup = self.to_setup();
        setup.turn = !setup.turn;
        Pile::from_setup(setup, PileRules).ok()
    }
}
