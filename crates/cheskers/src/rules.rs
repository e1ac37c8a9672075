//! The rule options: every choice Golomb's description leaves open, with its default.

use variant_core::rules::{parse_choice_of, NO_PROGRESS_OPTION, REPETITION_OPTION};
use variant_core::{Preset, Repetition, RuleError, RuleOption, RuleSet};

variant_core::rule_choice! {
    /// How compulsory capture works (the rules make capture compulsory for men and
    /// kings and optional for bishops and camels).
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
}

impl CaptureRule {
    /// Parses an option value by variant name (case, `_` and `-` ignored).
    pub fn parse(key: &str, value: &str) -> Result<CaptureRule, RuleError> {
        parse_choice_of(key, value)
    }
}

/// The rule options of Cheskers. `Default` is the default rules:
/// `AnyCaptureSatisfies`, no repetition draw, no no-progress draw.
///
/// The struct may gain options: build it from [`Rules::default`] (or a
/// preset) and set fields, or use the `with_*` methods.
///
/// ```
/// use cheskers::{CaptureRule, Rules};
/// use cheskers::variant_core::{Repetition, RuleSet};
/// let mut rules = Rules::default();
/// rules.set_option("capture_rule", "piece_level").unwrap();
/// rules.set_option("no_progress_limit", "80").unwrap();
/// assert_eq!(rules.capture_rule, CaptureRule::PieceLevel);
/// assert_eq!(rules.no_progress_limit, Some(80));
/// assert_eq!(rules.option_value("capture_rule").as_deref(), Some("PieceLevel"));
/// assert!(rules.set_option("capture_rule", "majority").is_err());
/// let same = Rules::default()
///     .with_capture_rule(CaptureRule::PieceLevel)
///     .with_no_progress_limit(Some(80));
/// assert_eq!(same, rules);
/// assert_eq!(same.with_repetition(Repetition::ThreefoldDraw).repetition, Repetition::ThreefoldDraw);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
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

impl Rules {
    /// These rules with `capture_rule` instead.
    #[must_use]
    pub const fn with_capture_rule(mut self, capture_rule: CaptureRule) -> Rules {
        self.capture_rule = capture_rule;
        self
    }

    /// These rules with `repetition` instead.
    #[must_use]
    pub const fn with_repetition(mut self, repetition: Repetition) -> Rules {
        self.repetition = repetition;
        self
    }

    /// These rules with `no_progress_limit` instead.
    #[must_use]
    pub const fn with_no_progress_limit(mut self, no_progress_limit: Option<u16>) -> Rules {
        self.no_progress_limit = no_progress_limit;
        self
    }
}

impl RuleSet for Rules {
    const OPTIONS: &'static [RuleOption] = &[
        RuleOption {
            name: "capture_rule",
            values: "AnyCaptureSatisfies | ManKingCaptureExclusive | PieceLevel",
            meaning: "when a man or king can jump: jumps and bishop/camel captures only \
                      (AnyCaptureSatisfies), jumps only (ManKingCaptureExclusive), or only \
                      that piece must jump (PieceLevel)",
        },
        REPETITION_OPTION,
        NO_PROGRESS_OPTION,
    ];

    fn presets() -> &'static [Preset<Rules>] {
        &[Preset {
            name: "default",
            meaning: "Golomb's rules as this project reads them: AnyCaptureSatisfies, no draw by repetition or no progress",
            rules: Rules::default,
        }]
    }

    variant_core::options_by_fields!(capture_rule);
}

variant_core::draw_rules_by_fields!(Rules);
