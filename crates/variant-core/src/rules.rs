//! Rule options: the [`RuleSet`] trait that lets the CLI set any option by name,
//! the shared draw options, and parsing helpers for option values.

use crate::Excerpt;
use core::fmt;

/// One rule option, described for people (`variants rules GAME`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleOption {
    /// The key: the field name in the game's `Rules` (`capture_rule`).
    pub name: &'static str,
    /// The values it takes, as `--rule` spells them (`Loss | Draw`,
    /// `true | false`, `none | 1..65535`).
    pub values: &'static str,
    /// What it changes, in one line.
    pub meaning: &'static str,
}

/// A named set of rule options (a reading of the rules by some source).
#[derive(Clone, Copy, Debug)]
pub struct Preset<R> {
    /// The name, as `--preset` spells it (`murray`).
    pub name: &'static str,
    /// Whose reading it is and what it changes, in one line.
    pub meaning: &'static str,
    /// The rules of the preset.
    pub rules: fn() -> R,
}

/// A game's rule options, settable by name from text (`--rule KEY=VALUE`),
/// described for people, and grouped into named presets.
///
/// Keys are the field names of the game's `Rules` struct (`capture_rule`,
/// `no_progress_limit`). Values are parsed leniently: enum variants by name in
/// any case, with or without underscores (`ThreefoldDraw`, `threefold_draw`);
/// booleans as `true`/`false` (or `yes`/`no`, `on`/`off`, `1`/`0`); limits as
/// a number or `none`. [`option_value`](RuleSet::option_value) writes a value
/// back in the canonical spelling, which `set_option` reads.
pub trait RuleSet:
    Default + Clone + fmt::Debug + PartialEq + Eq + core::hash::Hash + Send + Sync + 'static
{
    /// Every option, in the order the documentation lists them.
    const OPTIONS: &'static [RuleOption];

    /// The named presets; the first is the default rules.
    fn presets() -> &'static [Preset<Self>];

    /// The value of option `key` in its canonical spelling, or `None` for
    /// an unknown key.
    fn option_value(&self, key: &str) -> Option<String>;

    /// Sets option `key` from `value`, or explains why it cannot; on error
    /// the rules are unchanged.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError>;

    /// Every option key this rule set accepts.
    fn option_names() -> Vec<&'static str> {
        Self::OPTIONS.iter().map(|o| o.name).collect()
    }

    /// Old preset names still accepted, as `(old, new)` pairs: a renamed
    /// preset keeps its old name for one version.
    fn preset_aliases() -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The preset named `name` (any case; `_` and `-` are ignored), or
    /// named by one of [`preset_aliases`](RuleSet::preset_aliases).
    fn preset(name: &str) -> Result<Self, RuleError> {
        let mut want = normalized(name);
        if let Some((_, new)) = Self::preset_aliases()
            .iter()
            .find(|(old, _)| normalized(old) == want)
        {
            want = normalized(new);
        }
        Self::presets()
            .iter()
            .find(|p| normalized(p.name) == want)
            .map(|p| (p.rules)())
            .ok_or_else(|| {
                let known = Self::presets().iter().map(|p| p.name).collect();
                RuleError::new("preset", name, RuleErrorKind::UnknownPreset { known })
            })
    }

    /// The options whose value differs from the default rules, as
    /// `(key, value)` in [`OPTIONS`](RuleSet::OPTIONS) order: what a game
    /// record's `Rules` tag lists.
    fn non_default_options(&self) -> Vec<(&'static str, String)> {
        let default = Self::default();
        Self::OPTIONS
            .iter()
            .filter_map(|o| {
                let value = self.option_value(o.name)?;
                (default.option_value(o.name).as_deref() != Some(value.as_str()))
                    .then_some((o.name, value))
            })
            .collect()
    }
}

/// The `repetition` option as every game describes it.
pub const REPETITION_OPTION: RuleOption = RuleOption {
    name: "repetition",
    values: "None | ThreefoldDraw",
    meaning: "ThreefoldDraw: drawn when the same position occurs for the third time",
};

/// The `no_progress_limit` option as every game describes it.
pub const NO_PROGRESS_OPTION: RuleOption = RuleOption {
    name: "no_progress_limit",
    values: LIMIT_VALUES,
    meaning: "drawn when the halfmove clock reaches this many plies",
};

/// A rule option's value type: how `--rule KEY=VALUE` parses it and how
/// [`RuleSet::option_value`] writes it. Booleans (`true`/`false`, see
/// [`parse_bool`]), ply limits (`Option<u16>`, see [`parse_limit`]) and
/// every [`Choice`] have it.
pub trait OptionValue: Sized {
    /// Parses `value`, the value given to the option named `key`.
    fn parse_value(key: &str, value: &str) -> Result<Self, RuleError>;

    /// The canonical spelling of the value.
    fn value_text(&self) -> String;
}

impl OptionValue for bool {
    fn parse_value(key: &str, value: &str) -> Result<bool, RuleError> {
        parse_bool(key, value)
    }

    fn value_text(&self) -> String {
        bool_text(*self)
    }
}

impl OptionValue for Option<u16> {
    fn parse_value(key: &str, value: &str) -> Result<Option<u16>, RuleError> {
        parse_limit(key, value)
    }

    fn value_text(&self) -> String {
        limit_text(*self)
    }
}

impl<T: Choice> OptionValue for T {
    fn parse_value(key: &str, value: &str) -> Result<T, RuleError> {
        parse_choice_of(key, value)
    }

    fn value_text(&self) -> String {
        choice_text(*self).to_string()
    }
}

/// Writes, inside a game's `impl RuleSet for Rules`,
/// [`option_value`](RuleSet::option_value) and
/// [`set_option`](RuleSet::set_option) for options that are each a public
/// field of `Rules` named as the option, of an [`OptionValue`] type; the
/// draw options follow ([`draw_option_value`], [`set_draw_option`]), and
/// any other key is refused as unknown.
///
/// ```
/// use variant_core::rules::{RuleOption, BOOL_VALUES, NO_PROGRESS_OPTION, REPETITION_OPTION};
/// use variant_core::{Preset, Repetition, RuleError, RuleSet};
/// #[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
/// struct Rules { flying: bool, repetition: Repetition, no_progress_limit: Option<u16> }
/// variant_core::draw_rules_by_fields!(Rules);
/// impl RuleSet for Rules {
///     const OPTIONS: &'static [RuleOption] = &[
///         RuleOption { name: "flying", values: BOOL_VALUES, meaning: "pieces fly" },
///         REPETITION_OPTION,
///         NO_PROGRESS_OPTION,
///     ];
///     fn presets() -> &'static [Preset<Rules>] { &[] }
///     variant_core::options_by_fields!(flying);
/// }
/// let mut rules = Rules::default();
/// rules.set_option("flying", "yes")?;
/// rules.set_option("no_progress_limit", "40")?;
/// assert!(rules.flying);
/// assert_eq!(rules.option_value("flying").as_deref(), Some("true"));
/// assert_eq!(rules.option_value("no_progress_limit").as_deref(), Some("40"));
/// assert_eq!(rules.option_value("repetition").as_deref(), Some("None"));
/// assert!(rules.set_option("flying", "maybe").is_err());
/// assert!(rules.set_option("swimming", "true").is_err());
/// assert_eq!(rules.option_value("swimming"), None);
/// # Ok::<(), RuleError>(())
/// ```
#[macro_export]
macro_rules! options_by_fields {
    ($($field:ident),+ $(,)?) => {
        fn option_value(&self, key: &str) -> Option<String> {
            $(
                if key == stringify!($field) {
                    return Some($crate::rules::OptionValue::value_text(&self.$field));
                }
            )+
            $crate::rules::draw_option_value(self, key)
        }

        fn set_option(&mut self, key: &str, value: &str) -> Result<(), $crate::RuleError> {
            $(
                if key == stringify!($field) {
                    self.$field = $crate::rules::OptionValue::parse_value(key, value)?;
                    return Ok(());
                }
            )+
            $crate::rules::set_draw_option(self, key, value)
        }
    };
}

/// The text of a draw option ([`REPETITION_OPTION`] or
/// [`NO_PROGRESS_OPTION`]) of `rules`, or `None` for any other key: the last
/// arm of a game's [`RuleSet::option_value`], after its own options.
///
/// ```
/// use variant_core::rules::draw_option_value;
/// use variant_core::Repetition;
/// struct Rules { repetition: Repetition, no_progress_limit: Option<u16> }
/// variant_core::draw_rules_by_fields!(Rules);
/// let rules = Rules { repetition: Repetition::ThreefoldDraw, no_progress_limit: None };
/// assert_eq!(draw_option_value(&rules, "repetition").as_deref(), Some("ThreefoldDraw"));
/// assert_eq!(draw_option_value(&rules, "no_progress_limit").as_deref(), Some("none"));
/// assert_eq!(draw_option_value(&rules, "stalemate"), None);
/// ```
pub fn draw_option_value<R: crate::DrawRules + ?Sized>(rules: &R, key: &str) -> Option<String> {
    match key {
        "repetition" => Some(choice_text(rules.repetition()).to_string()),
        "no_progress_limit" => Some(limit_text(rules.no_progress_limit())),
        _ => None,
    }
}

/// Sets the draw option of `rules` named `key` ([`REPETITION_OPTION`] or
/// [`NO_PROGRESS_OPTION`]) to `value`, and refuses any other key as unknown
/// among the options of `R`: the last arm of a game's
/// [`RuleSet::set_option`], after its own options.
///
/// ```
/// use variant_core::rules::{set_draw_option, RuleOption, REPETITION_OPTION, NO_PROGRESS_OPTION};
/// use variant_core::{Preset, Repetition, RuleError, RuleSet};
/// #[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
/// struct Rules { repetition: Repetition, no_progress_limit: Option<u16> }
/// variant_core::draw_rules_by_fields!(Rules);
/// impl RuleSet for Rules {
///     const OPTIONS: &'static [RuleOption] = &[REPETITION_OPTION, NO_PROGRESS_OPTION];
///     fn presets() -> &'static [Preset<Rules>] { &[] }
///     fn option_value(&self, _: &str) -> Option<String> { None }
///     fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
///         set_draw_option(self, key, value)
///     }
/// }
/// let mut rules = Rules::default();
/// rules.set_option("no_progress_limit", "100")?;
/// rules.set_option("repetition", "threefold_draw")?;
/// assert_eq!((rules.repetition, rules.no_progress_limit), (Repetition::ThreefoldDraw, Some(100)));
/// assert_eq!(
///     rules.set_option("stalemate", "draw").unwrap_err().to_string(),
///     "bad rule `stalemate=draw`: unknown rule option (known: repetition, no_progress_limit)"
/// );
/// # Ok::<(), RuleError>(())
/// ```
pub fn set_draw_option<R: RuleSet + crate::DrawRulesMut>(
    rules: &mut R,
    key: &str,
    value: &str,
) -> Result<(), RuleError> {
    let (repetition, no_progress_limit) = rules.draw_options_mut();
    match key {
        "repetition" => *repetition = parse_choice_of(key, value)?,
        "no_progress_limit" => *no_progress_limit = parse_limit(key, value)?,
        _ => return Err(RuleError::unknown_key(key, value, &R::option_names())),
    }
    Ok(())
}

/// The repetition draw option, the same in every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Repetition {
    /// Repetition has no effect (the default in every game here).
    #[default]
    None,
    /// Drawn automatically when the same position (placement, side to move
    /// and any rights the game has) occurs for the third time since the
    /// position the game started from.
    ThreefoldDraw,
}

impl Repetition {
    /// The option's values as `--rule` spells them.
    pub const VALUES: &'static str = "None | ThreefoldDraw";

    /// The canonical spelling of this value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Repetition::None => "None",
            Repetition::ThreefoldDraw => "ThreefoldDraw",
        }
    }

    /// Parses the option value (`None`, `ThreefoldDraw`).
    pub fn parse(key: &str, value: &str) -> Result<Repetition, RuleError> {
        parse_choice(
            key,
            value,
            &[
                ("None", Repetition::None),
                ("ThreefoldDraw", Repetition::ThreefoldDraw),
            ],
        )
    }
}

/// A rule option that could not be set: the key and value as given, and
/// what is wrong ([`RuleErrorKind`]).
///
/// ```
/// use variant_core::{RuleError, RuleErrorKind};
/// let e = RuleError::unknown_key("foo", "1", &["a", "b"]);
/// assert_eq!(e.kind(), &RuleErrorKind::UnknownKey { known: vec!["a", "b"] });
/// assert_eq!((e.key(), e.value()), ("foo", "1"));
/// assert_eq!(e.to_string(), "bad rule `foo=1`: unknown rule option (known: a, b)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RuleError {
    key: Excerpt,
    value: Excerpt,
    kind: RuleErrorKind,
}

/// What is wrong with a rule option ([`RuleError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleErrorKind {
    /// The rule set has no option by this key.
    UnknownKey {
        /// The keys it has.
        known: Vec<&'static str>,
    },
    /// No preset has this name (the key is `preset`).
    UnknownPreset {
        /// The presets there are.
        known: Vec<&'static str>,
    },
    /// The value is none of the option's named choices.
    NotAChoice {
        /// The choices, in their canonical spelling.
        choices: Vec<&'static str>,
    },
    /// The value is not of the option's kind or is out of its range.
    BadValue {
        /// What the option takes, in a few words (`expected 1..1000`).
        expected: &'static str,
    },
}

impl RuleError {
    /// An error of `kind` for `key=value`.
    pub fn new(key: &str, value: &str, kind: RuleErrorKind) -> RuleError {
        RuleError {
            key: Excerpt::new(key),
            value: Excerpt::new(value),
            kind,
        }
    }

    /// A value the option does not take: `expected` says what it takes.
    pub fn bad_value(key: &str, value: &str, expected: &'static str) -> RuleError {
        RuleError::new(key, value, RuleErrorKind::BadValue { expected })
    }

    /// The error for a key the rule set does not have.
    pub fn unknown_key(key: &str, value: &str, known: &[&'static str]) -> RuleError {
        let known = known.to_vec();
        RuleError::new(key, value, RuleErrorKind::UnknownKey { known })
    }

    /// The option key as given (cut if very long).
    pub fn key(&self) -> &str {
        self.key.as_str()
    }

    /// The value as given (cut if very long).
    pub fn value(&self) -> &str {
        self.value.as_str()
    }

    /// What is wrong.
    pub fn kind(&self) -> &RuleErrorKind {
        &self.kind
    }
}

impl fmt::Display for RuleErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleErrorKind::UnknownKey { known } => {
                write!(f, "unknown rule option (known: {})", known.join(", "))
            }
            RuleErrorKind::UnknownPreset { known } => {
                write!(f, "unknown preset (known: {})", known.join(", "))
            }
            RuleErrorKind::NotAChoice { choices } => {
                write!(f, "expected one of {}", choices.join(", "))
            }
            RuleErrorKind::BadValue { expected } => f.write_str(expected),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad rule `{}={}`: {}", self.key, self.value, self.kind)
    }
}

impl std::error::Error for RuleError {}

/// `text` in lower case without `_`, `-` or spaces: how option values and
/// names are compared.
pub(crate) fn normalized(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Parses `value` as one of the named `choices`, ignoring case, `_` and `-`.
///
/// ```
/// use variant_core::rules::parse_choice;
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Stalemate { Loss, Draw }
/// let choices = [("Loss", Stalemate::Loss), ("Draw", Stalemate::Draw)];
/// assert_eq!(parse_choice("stalemate", "draw", &choices), Ok(Stalemate::Draw));
/// assert!(parse_choice("stalemate", "win", &choices).is_err());
/// ```
pub fn parse_choice<T: Copy>(
    key: &str,
    value: &str,
    choices: &[(&'static str, T)],
) -> Result<T, RuleError> {
    let want = normalized(value);
    choices
        .iter()
        .find(|(name, _)| normalized(name) == want)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let choices = choices.iter().map(|(n, _)| *n).collect();
            RuleError::new(key, value, RuleErrorKind::NotAChoice { choices })
        })
}

/// An option whose value is one of a few named choices (an enum).
///
/// ```
/// use variant_core::rules::{choice_text, parse_choice_of, Choice};
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// enum Stalemate { Loss, Draw }
/// impl Choice for Stalemate {
///     const CHOICES: &'static [(&'static str, Stalemate)] =
///         &[("Loss", Stalemate::Loss), ("Draw", Stalemate::Draw)];
/// }
/// assert_eq!(parse_choice_of::<Stalemate>("stalemate", "draw"), Ok(Stalemate::Draw));
/// assert_eq!(choice_text(Stalemate::Loss), "Loss");
/// ```
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value with its canonical spelling.
    const CHOICES: &'static [(&'static str, Self)];
}

/// Parses the value of a [`Choice`] option named `key`.
pub fn parse_choice_of<T: Choice>(key: &str, value: &str) -> Result<T, RuleError> {
    parse_choice(key, value, T::CHOICES)
}

/// The canonical spelling of a [`Choice`] value.
pub fn choice_text<T: Choice>(value: T) -> &'static str {
    T::CHOICES
        .iter()
        .find(|(_, v)| *v == value)
        .map_or("?", |(name, _)| name)
}

/// Declares a rule option's enum the way every game declares them: the
/// derives (`Clone, Copy, Debug, Default, PartialEq, Eq, Hash`), serde
/// support under the calling crate's `serde` feature, `#[non_exhaustive]`,
/// and a [`Choice`] impl whose canonical spellings are the variant names.
/// Mark the default variant `#[default]`; doc comments and other
/// attributes are kept.
///
/// ```
/// use variant_core::rules::{choice_text, parse_choice_of};
/// variant_core::rule_choice! {
///     /// What a stalemate means.
///     pub enum Stalemate {
///         /// The stalemated side loses.
///         #[default]
///         Loss,
///         /// The game is drawn.
///         Draw,
///     }
/// }
/// assert_eq!(Stalemate::default(), Stalemate::Loss);
/// assert_eq!(parse_choice_of::<Stalemate>("stalemate", "draw"), Ok(Stalemate::Draw));
/// assert_eq!(choice_text(Stalemate::Draw), "Draw");
/// ```
#[macro_export]
macro_rules! rule_choice {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[non_exhaustive]
        $vis enum $name {
            $(
                $(#[$variant_meta])*
                $variant,
            )+
        }

        impl $crate::rules::Choice for $name {
            const CHOICES: &'static [(&'static str, $name)] =
                &[$((stringify!($variant), $name::$variant)),+];
        }
    };
}

impl Choice for Repetition {
    const CHOICES: &'static [(&'static str, Repetition)] = &[
        ("None", Repetition::None),
        ("ThreefoldDraw", Repetition::ThreefoldDraw),
    ];
}

/// Parses a boolean option value (`true`/`false`, also `yes`/`no`, `on`/`off`, `1`/`0`).
pub fn parse_bool(key: &str, value: &str) -> Result<bool, RuleError> {
    match normalized(value).as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(RuleError::bad_value(
            key,
            value,
            "expected true or false (yes/no, on/off and 1/0 also work)",
        )),
    }
}

/// The canonical spelling of a boolean option value.
pub fn bool_text(value: bool) -> String {
    value.to_string()
}

/// The canonical spelling of an optional ply limit (`none` or the number).
pub fn limit_text(value: Option<u16>) -> String {
    value.map_or_else(|| "none".to_string(), |n| n.to_string())
}

/// The values of a ply-limit option as `--rule` spells them.
pub const LIMIT_VALUES: &str = "none | 1..65535";

/// The values of a boolean option as `--rule` spells them.
pub const BOOL_VALUES: &str = "true | false";

/// Parses an optional ply limit: a number `1..=65535`, or `none`/`off` for no limit.
///
/// ```
/// use variant_core::rules::parse_limit;
/// assert_eq!(parse_limit("no_progress_limit", "100"), Ok(Some(100)));
/// assert_eq!(parse_limit("no_progress_limit", "none"), Ok(None));
/// assert!(parse_limit("no_progress_limit", "0").is_err());
/// ```
pub fn parse_limit(key: &str, value: &str) -> Result<Option<u16>, RuleError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "none" | "off" => Ok(None),
        v => match v.parse::<u16>() {
            Ok(0) | Err(_) => Err(RuleError::bad_value(
                key,
                value,
                "expected a number of plies from 1 to 65535, or none",
            )),
            Ok(n) => Ok(Some(n)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_refusal_has_its_kind_and_its_words() {
        let e = Repetition::parse("repetition", "fivefold").unwrap_err();
        assert_eq!(
            e.kind(),
            &RuleErrorKind::NotAChoice {
                choices: vec!["None", "ThreefoldDraw"]
            }
        );
        assert_eq!(
            e.to_string(),
            "bad rule `repetition=fivefold`: expected one of None, ThreefoldDraw"
        );
        let e = parse_bool("flag", "maybe").unwrap_err();
        assert!(matches!(e.kind(), RuleErrorKind::BadValue { .. }));
        assert_eq!(
            e.to_string(),
            "bad rule `flag=maybe`: expected true or false (yes/no, on/off and 1/0 also work)"
        );
        let e = parse_limit("no_progress_limit", "0").unwrap_err();
        assert_eq!((e.key(), e.value()), ("no_progress_limit", "0"));
        assert!(matches!(e.kind(), RuleErrorKind::BadValue { .. }));
        let long = "v".repeat(10_000);
        let e = parse_bool("flag", &long).unwrap_err();
        assert_eq!(
            e.value().len(),
            crate::EXCERPT_MAX,
            "the error keeps an excerpt"
        );
    }

    #[test]
    fn values_parse_leniently() {
        assert_eq!(
            Repetition::parse("repetition", "threefold_draw"),
            Ok(Repetition::ThreefoldDraw)
        );
        assert_eq!(
            Repetition::parse("repetition", "NONE"),
            Ok(Repetition::None)
        );
        assert!(Repetition::parse("repetition", "twice").is_err());
        assert_eq!(parse_bool("k", "TRUE"), Ok(true));
        assert_eq!(parse_bool("k", "off"), Ok(false));
        assert!(parse_bool("k", "maybe").is_err());
        assert!(parse_limit("k", "-3").is_err());
        assert!(parse_limit("k", "70000").is_err());
        assert_eq!(limit_text(Some(7)), "7");
        assert_eq!(parse_limit("k", &limit_text(None)), Ok(None));
        assert_eq!(
            Repetition::parse("k", Repetition::ThreefoldDraw.as_str()),
            Ok(Repetition::ThreefoldDraw)
        );
        let e = RuleError::unknown_key("foo", "1", &["a", "b"]);
        assert_eq!(
            e.to_string(),
            "bad rule `foo=1`: unknown rule option (known: a, b)"
        );
    }
}
