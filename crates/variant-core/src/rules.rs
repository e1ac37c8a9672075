//! Rule options: the [`RuleSet`] trait that lets the CLI set any option by name,
//! the shared draw options, and parsing helpers for option values.

use core::fmt;

/// A game's rule options, settable by name from text (`--rule KEY=VALUE`).
///
/// Keys are the field names of the game's `Rules` struct (`capture_rule`,
/// `no_progress_limit`). Values are parsed leniently: enum variants by name in
/// any case, with or without underscores (`ThreefoldDraw`, `threefold_draw`);
/// booleans as `true`/`false`; limits as a number or `none`.
pub trait RuleSet: Default + Clone + fmt::Debug + PartialEq {
    /// Every option key this rule set accepts.
    fn option_names() -> &'static [&'static str];

    /// Sets option `key` from `value`, or explains why it cannot; on error
    /// the rules are unchanged.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError>;
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

/// A rule option that could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// The option key as given.
    pub key: String,
    /// The value as given.
    pub value: String,
    /// What is wrong.
    pub reason: String,
}

impl RuleError {
    /// A new error for `key=value`.
    pub fn new(key: &str, value: &str, reason: impl Into<String>) -> RuleError {
        RuleError {
            key: key.to_string(),
            value: value.to_string(),
            reason: reason.into(),
        }
    }

    /// The error for a key the rule set does not have.
    pub fn unknown_key(key: &str, value: &str, known: &[&str]) -> RuleError {
        RuleError::new(
            key,
            value,
            format!("unknown rule option (known: {})", known.join(", ")),
        )
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad rule `{}={}`: {}", self.key, self.value, self.reason)
    }
}

impl std::error::Error for RuleError {}

fn normalized(text: &str) -> String {
    text.chars()
        .filter(|c| *c != '_' && *c != '-')
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
    choices: &[(&str, T)],
) -> Result<T, RuleError> {
    let want = normalized(value);
    choices
        .iter()
        .find(|(name, _)| normalized(name) == want)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let names: Vec<&str> = choices.iter().map(|(n, _)| *n).collect();
            RuleError::new(key, value, format!("expected one of {}", names.join(", ")))
        })
}

/// Parses a boolean option value (`true`/`false`, also `yes`/`no`, `on`/`off`, `1`/`0`).
pub fn parse_bool(key: &str, value: &str) -> Result<bool, RuleError> {
    match normalized(value).as_str() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(RuleError::new(key, value, "expected true or false")),
    }
}

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
            Ok(0) | Err(_) => Err(RuleError::new(
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
        let e = RuleError::unknown_key("foo", "1", &["a", "b"]);
        assert_eq!(
            e.to_string(),
            "bad rule `foo=1`: unknown rule option (known: a, b)"
        );
    }
}
