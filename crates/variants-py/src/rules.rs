//! Rule options and presets from Python: the names and values of
//! `variants rules GAME`, `--preset` and `--rule KEY=VALUE`.

use crate::errors::{rule_error, RuleOptionError};
use crate::games::with_game;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use variant_core::{Game, RuleSet};

/// `KEY=VALUE` pairs from a Python mapping (values of any type, given as
/// their `str`; `None` as `none`), in the mapping's order.
pub(crate) fn option_pairs(options: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<(String, String)>> {
    let Some(options) = options else {
        return Ok(Vec::new());
    };
    options
        .iter()
        .map(|(key, value)| {
            let key = key
                .cast::<PyString>()
                .map_err(|_| RuleOptionError::new_err("a rule option's name must be a str"))?
                .to_string();
            let value = if value.is_none() {
                "none".to_string()
            } else {
                value.str()?.to_string()
            };
            Ok((key, value))
        })
        .collect()
}

/// The rules of `preset` (the default rules when `None`) changed by each
/// `(key, value)` in turn, as `--preset` and `--rule` build them.
pub(crate) fn build_rules<G: Game>(
    preset: Option<&str>,
    options: &[(String, String)],
) -> PyResult<G::Rules> {
    let mut rules = match preset {
        Some(name) => G::Rules::preset(name).map_err(|e| {
            RuleOptionError::new_err(format!(
                "bad preset `{name}`: {} (`variants rules {}` lists them)",
                e.kind(),
                G::NAME
            ))
        })?,
        None => G::Rules::default(),
    };
    for (key, value) in options {
        rules
            .set_option(key.trim(), value.trim())
            .map_err(|e| rule_error(&e))?;
    }
    Ok(rules)
}

/// The rule options of `game`: `(name, values, meaning)` for each, as
/// `variants rules GAME` lists them.
#[pyfunction]
pub(crate) fn rule_options(
    game: &str,
) -> PyResult<Vec<(&'static str, &'static str, &'static str)>> {
    with_game!(game, G => <G as Game>::Rules::OPTIONS
        .iter()
        .map(|o| (o.name, o.values, o.meaning))
        .collect())
}

/// The presets of `game`: `(name, meaning)` for each; the first is the
/// default rules.
#[pyfunction]
pub(crate) fn presets(game: &str) -> PyResult<Vec<(&'static str, &'static str)>> {
    with_game!(game, G => <G as Game>::Rules::presets()
        .iter()
        .map(|p| (p.name, p.meaning))
        .collect())
}
