//! The rule options: every choice the spec leaves open, with its default.

use variant_core::rules::{parse_choice, parse_limit};
use variant_core::{Repetition, RuleError, RuleSet};

/// How compulsory capture works (the seed makes capture compulsory for men and
/// kings and optional for bishops and camels).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CaptureRule {
    /// Default. If any man or king of the side to move can jump, the legal
    /// moves are all man/king jump chains plus all bishop/camel captures, and
    /// nothing else; otherwise every move is legal.
    #[default]
    AnyCaptureSatisfies,
    /// If any man or king can jump, only man/king jump chains are legal.
    ManKingCaptureExclusive,
    /// Only a man or king that can jump must jump; every other piece moves
    /// freely.
    PieceLevel,
}

impl CaptureRule {
    /// Parses an option value by variant name (case, `_` and `-` ignored).
    pub fn parse(key: &str, value: &str) -> Result<CaptureRule, RuleError> {
        parse_choice(
            key,
            value,
            &[
                ("AnyCaptureSatisfies", CaptureRule::AnyCaptureSatisfies),
                (
                    "ManKingCaptureExclusive",
                    CaptureRule::ManKingCaptureExclusive,
                ),
                ("PieceLevel", CaptureRule::PieceLevel),
            ],
        )
    }
}

/// The rule options of Cheskers. `Default` is the spec's default rules:
/// `AnyCaptureSatisfies`, no repetition draw, no no-progress draw.
///
/// ```
/// use cheskers::{CaptureRule, Rules};
/// use variant_core::RuleSet;
/// let mut rules = Rules::default();
/// rules.set_option("capture_rule", "piece_level").unwrap();
/// rules.set_option("no_progress_limit", "80").unwrap();
/// assert_eq!(rules.capture_rule, CaptureRule::PieceLevel);
/// assert_eq!(rules.no_progress_limit, Some(80));
/// assert!(rules.set_option("capture_rule", "majority").is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// Which moves compulsory capture leaves legal (default `AnyCaptureSatisfies`).
    pub capture_rule: CaptureRule,
    /// `None` (default) or `ThreefoldDraw`: drawn when the same placement and
    /// side to move occur for the third time since the game's first position.
    pub repetition: Repetition,
    /// Drawn when the halfmove clock (plies since the last capture, man move
    /// or promotion) reaches this many plies; `None` (default) = never.
    pub no_progress_limit: Option<u16>,
}

impl RuleSet for Rules {
    fn option_names() -> &'static [&'static str] {
        &["capture_rule", "repetition", "no_progress_limit"]
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "capture_rule" => self.capture_rule = CaptureRule::parse(key, value)?,
            "repetition" => self.repetition = Repetition::parse(key, value)?,
            "no_progress_limit" => self.no_progress_limit = parse_limit(key, value)?,
            _ => return Err(RuleError::unknown_key(key, value, Self::option_names())),
        }
        Ok(())
    }
}
