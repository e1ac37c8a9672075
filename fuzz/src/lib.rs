//! Shared helpers of the fuzz targets: choosing a rule set from a byte and the
//! fixed positions the move-text targets parse against.

use variant_core::RuleSet;

/// Options a fuzz input may switch, each with the values to choose from.
pub type OptionChoices = &'static [(&'static str, &'static [&'static str])];

/// A rule set chosen by `byte`: its bits pick, option by option, one of the
/// listed values (two bits per option with more than two values).
pub fn rules_from_byte<R: RuleSet>(byte: u8, choices: OptionChoices) -> R {
    let mut rules = R::default();
    let mut bits = u32::from(byte);
    for (key, values) in choices {
        let width = if values.len() > 2 { 2 } else { 1 };
        let pick = (bits & ((1 << width) - 1)) as usize % values.len();
        bits >>= width;
        rules
            .set_option(key, values[pick])
            .unwrap_or_else(|e| panic!("fuzz option table is wrong: {e}"));
    }
    rules
}

/// Splits a fuzz input into a rule byte and the rest.
pub fn split_rule_byte(data: &[u8]) -> (u8, &[u8]) {
    match data.split_first() {
        Some((&b, rest)) => (b, rest),
        None => (0, data),
    }
}

/// The rule options each game's play target varies.
pub mod options {
    use super::OptionChoices;

    /// Cheskers.
    pub const CHESKERS: OptionChoices = &[
        (
            "capture_rule",
            &[
                "AnyCaptureSatisfies",
                "ManKingCaptureExclusive",
                "PieceLevel",
            ],
        ),
        ("repetition", &["None", "ThreefoldDraw"]),
        ("no_progress_limit", &["none", "12"]),
    ];

    /// Baroque chess.
    pub const BAROQUE: OptionChoices = &[
        ("setup", &["Seed", "Rotated", "KingOnE"]),
        ("leaper_captures", &["Multiple", "Single"]),
        ("frozen_pieces_assist", &["true", "false"]),
        ("allow_suicide", &["true", "false"]),
        ("forbid_self_capture", &["false", "true"]),
        ("no_moves", &["Loss", "Draw"]),
    ];

    /// Grant Acedrex.
    pub const GRANT_ACEDREX: OptionChoices = &[
        ("king_leap_can_capture", &["false", "true"]),
        ("king_leap_out_of_check", &["false", "true"]),
        ("king_leap_over_attacked", &["false", "true"]),
        ("stalemate", &["Loss", "Draw"]),
        ("bare_king", &["Loss", "CounterBareDraws", "Off"]),
        ("pawn_double_step", &["false", "true"]),
    ];

    /// Dragonchess.
    pub const DRAGONCHESS: OptionChoices = &[
        ("offboard_steps_capture", &["true", "false"]),
        ("paladin_3d_captures", &["true", "false"]),
        ("elemental_ascent", &["CaptureOnly", "MoveOrCapture"]),
        ("frozen_pieces_give_check", &["false", "true"]),
        ("stalemate", &["Draw", "Loss"]),
        ("repetition", &["None", "ThreefoldDraw"]),
    ];
}

/// The fixed positions a move-text target parses against: the start and three
/// positions reached by seeded random play (10, 20 and 30 plies).
pub fn move_text_positions<G: variant_core::Game>() -> Vec<G> {
    let start = G::start(Default::default());
    (0..4)
        .map(|seed| variant_core::testkit::random_position(&start, seed, 10 * seed as usize))
        .collect()
}

/// Defines the fuzz target for a game's position text: arbitrary bytes into
/// the parser never panic, and whatever parses round-trips.
#[macro_export]
macro_rules! position_text_target {
    ($game:ident) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            let rules = $game::Rules::default();
            if let Err(problem) =
                variant_core::testkit::fuzz_position_text::<$game::Position>(rules, data)
            {
                panic!("{problem}");
            }
        });
    };
}

/// Defines the fuzz target for a game's move text against
/// [`move_text_positions`]: never panics; a parsed move is legal and its
/// canonical text parses back to it.
#[macro_export]
macro_rules! move_text_target {
    ($game:ident) => {
        fn positions() -> &'static [$game::Position] {
            static POSITIONS: std::sync::OnceLock<Vec<$game::Position>> =
                std::sync::OnceLock::new();
            POSITIONS.get_or_init($crate::move_text_positions::<$game::Position>)
        }

        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            if let Err(problem) = variant_core::testkit::fuzz_move_text(positions(), data) {
                panic!("{problem}");
            }
        });
    };
}

/// Defines the fuzz target for play: the first byte chooses a rule set from
/// `$options`, each further byte a legal move; every step is checked (see
/// `variant_core::testkit::fuzz_play`).
#[macro_export]
macro_rules! play_target {
    ($game:ident, $options:expr) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            let (rule_byte, moves) = $crate::split_rule_byte(data);
            let rules = $crate::rules_from_byte(rule_byte, $options);
            let start = <$game::Position as variant_core::Game>::start(rules);
            if let Err(problem) = variant_core::testkit::fuzz_play(&start, moves) {
                panic!("{problem}");
            }
        });
    };
}
