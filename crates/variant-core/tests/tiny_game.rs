//! A tiny subtraction game used to test the generic machinery: a pile of
//! stones, each player takes 1 or 2, and a player who cannot move loses.
//! Its move tree is small enough to count by hand.

use std::fmt;
use std::str::FromStr;
use variant_core::rules::{limit_text, parse_limit};
use variant_core::text::{parse_counter, parse_side, Field};
use variant_core::{
    divide, perft, random_playout, testkit, ArrayVec, Color, Game, MoveErrorReason, MoveSink,
    Outcome, ParseMoveError, ParsePositionError, PositionError, Preset, RuleError, RuleOption,
    RuleSet, WinReason,
};

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
struct Rules {
    start_pile: Option<u16>,
}

impl RuleSet for Rules {
    const OPTIONS: &'static [RuleOption] = &[RuleOption {
        name: "start_pile",
        values: "none | 1..65535",
        meaning: "stones at the start (default 4)",
    }];
    fn presets() -> &'static [Preset<Rules>] {
        &[Preset {
            name: "default",
            meaning: "four stones",
            rules: Rules::default,
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
struct Pile {
    stones: u16,
    side: Color,
    rules: Rules,
}

/// The tiny game's plain-data position: any pile size, a side.
#[derive(Clone, Debug, PartialEq, Eq)]
struct PileSetup {
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
            return Err(ParsePositionError::syntax(variant_core::TextError::new(
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

const KEYS: [u64; 2] = variant_core::zobrist::zobrist_keys(1);

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.stones, self.side.fold("w", "b"))
    }
}

impl FromStr for Pile {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Pile, ParsePositionError> {
        Pile::from_text(s, Rules::default())
    }
}

impl Game for Pile {
    type Move = u8;
    type MoveList = ArrayVec<u8, 2>;
    type Rules = Rules;
    type Setup = PileSetup;
    type PositionError = PositionError<PileSetup, String>;
    const NAME: &'static str = "pile";

    fn start(rules: Rules) -> Pile {
        Pile {
            stones: rules.start_pile.unwrap_or(4),
            side: Color::White,
            rules,
        }
    }
    fn from_setup(setup: PileSetup, rules: Rules) -> Result<Pile, Self::PositionError> {
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
    fn rules(&self) -> &Rules {
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

#[test]
fn perft_counts_match_hand_counts() {
    // f(n, 1) = min(n, 2); f(n, d) = f(n-1, d-1) + f(n-2, d-1).
    // From 4: depth 1: {take1, take2} = 2.
    // depth 2: from 3 (2 moves) + from 2 (2 moves) = 4.
    // depth 3: f(3,2) = f(2,1)+f(1,1) = 3; f(2,2) = f(1,1)+f(0,1) = 1; total 4.
    // depth 4: f(3,3) = f(2,2)+f(1,2) = 1+1 = 2... f(1,2) = f(0,1) = 0, so f(3,3) = 1;
    //          f(2,3) = f(1,2)+f(0,2) = 0; total 1 (take1 x4).
    let start = Pile::start(Rules::default());
    assert_eq!(perft(&start, 0), 1);
    assert_eq!(perft(&start, 1), 2);
    assert_eq!(perft(&start, 2), 4);
    assert_eq!(perft(&start, 3), 4);
    assert_eq!(perft(&start, 4), 1);
    assert_eq!(perft(&start, 5), 0);
    let split = divide(&start, 3);
    assert_eq!(split, vec![(1, 3), (2, 1)]);
}

#[test]
fn perft_command_reads_the_words() {
    let run = |words: &[&str]| testkit::perft_command::<Pile>(words.iter().map(|w| w.to_string()));
    // From the default 4 stones, depth 2: from 3 (2 moves) + from 2 (2 moves).
    assert_eq!(run(&["2"]), Ok(4));
    // From 3 stones (the text, then the rule option): from 2 (2) + from 1 (1).
    assert_eq!(run(&["2", "3 w"]), Ok(3));
    assert_eq!(run(&["2", "--rule", "start_pile=3"]), Ok(3));
    assert_eq!(
        run(&["2", "3 w", "4 w"]),
        Err("unexpected argument `4 w`".to_string())
    );
    assert!(run(&["2", "--rule", "start_pile"]).is_err());
    assert!(run(&["2", "--preset", "nonesuch"]).is_err());
    assert!(run(&["deep"]).is_err());
}

#[test]
fn play_validates_and_leaves_the_position_unchanged() {
    let mut p: Pile = "1 b".parse().unwrap();
    let before = p.clone();
    assert!(p.play(&2).is_err());
    assert_eq!(p, before);
    assert!(p.play_text("take3").is_err());
    assert_eq!(p.play_text("take1"), Ok(1));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::NoLegalMove
        })
    );
    let err = p.play(&1).unwrap_err();
    assert!(
        matches!(err.reason(), MoveErrorReason::GameOver { .. }),
        "{err}"
    );
    assert_eq!(err.text(), "take1");
    assert_eq!(
        err.to_string(),
        "illegal move `take1`: the game is over (black wins: no legal move)"
    );
}

#[test]
fn rules_are_set_by_name() {
    let mut rules = Rules::default();
    rules.set_option("start_pile", "7").unwrap();
    assert_eq!(Pile::start(rules.clone()).stones, 7);
    assert!(rules.set_option("start_pile", "x").is_err());
    assert!(rules.set_option("nope", "1").is_err());
    assert_eq!(rules.start_pile, Some(7));
}

#[test]
fn testkit_accepts_a_correct_game() {
    let start = Pile::start(Rules {
        start_pile: Some(9),
    });
    for seed in 0..20 {
        testkit::check_playout(&start, seed, 20).unwrap();
    }
    for text in ["", "3 w", "take1", "take9", "99999999 w", "4 x", "+3 w"] {
        testkit::check_text_input(&start, text).unwrap();
    }
    let playout = random_playout(&start, 3, 100);
    assert!(playout.outcome.is_some());
    assert_eq!(playout.moves.iter().map(|&m| u16::from(m)).sum::<u16>(), 9);
}
