//! `texel fit`: the logistic fit of the games' results against the static
//! evaluation, written as a weights table.

use crate::{number, rules, value, with_game};
use variant_core::Color;
use variant_engine::tuning::{fit, fit_scale, mean_error, table_source, FitOptions, Sample, Tune};

/// The settings of a `fit` run.
struct Settings {
    files: Vec<String>,
    out: Option<String>,
    title: Option<String>,
    options: FitOptions,
    fix: Vec<String>,
    only: Vec<String>,
    start: Option<String>,
}

/// A data file's header: the game, the preset and the rule options.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Header {
    game: String,
    preset: Option<String>,
    rules: Vec<String>,
}

/// The header and the (result for White, position text) lines of `text`.
fn parse(text: &str, path: &str) -> Result<(Header, Vec<(f64, String)>), String> {
    let mut header = Header {
        game: String::new(),
        preset: None,
        rules: Vec::new(),
    };
    let mut lines = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if let Some(rest) = line.strip_prefix("# ") {
            if let Some(game) = rest.strip_prefix("game ") {
                header.game = game.trim().to_string();
            } else if let Some(preset) = rest.strip_prefix("preset ") {
                header.preset = Some(preset.trim().to_string());
            } else if let Some(rule) = rest.strip_prefix("rule ") {
                header.rules.push(rule.trim().to_string());
            }
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let (result, position) = line
            .split_once(' ')
            .ok_or_else(|| format!("{path}:{}: expected RESULT POSITION", n + 1))?;
        let white = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return Err(format!("{path}:{}: bad result `{result}`", n + 1)),
        };
        lines.push((white, position.to_string()));
    }
    if header.game.is_empty() {
        return Err(format!("{path}: no `# game` line"));
    }
    Ok((header, lines))
}

/// A comma-separated list.
fn list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut s = Settings {
        files: Vec::new(),
        out: None,
        title: None,
        options: FitOptions::default(),
        fix: Vec::new(),
        only: Vec::new(),
        start: None,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if !arg.starts_with("--") {
            s.files.push(arg.clone());
            continue;
        }
        let v = value(&mut it, arg)?;
        match arg.as_str() {
            "--out" => s.out = Some(v.to_string()),
            "--title" => s.title = Some(v.to_string()),
            "--iterations" => s.options.iterations = number(v, arg)?,
            "--rate" => s.options.rate = number(v, arg)?,
            "--lambda" => s.options.lambda = number(v, arg)?,
            "--fix" => s.fix.extend(list(v)),
            "--only" => s.only.extend(list(v)),
            "--start" => s.start = Some(v.to_string()),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    if s.files.is_empty() {
        return Err("fit needs DATA files".to_string());
    }
    let mut header = None;
    let mut lines = Vec::new();
    for path in &s.files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let (h, l) = parse(&text, path)?;
        if header.as_ref().is_some_and(|first| *first != h) {
            return Err(format!(
                "{path}: another game or other rules than {}",
                s.files[0]
            ));
        }
        header = Some(h);
        lines.extend(l);
    }
    let header = header.expect("at least one file");
    with_game!(header.game.as_str(), G => fit_game::<G>(&s, &header, &lines))
}

/// The weights of a table's source (`    name: value,` lines), in table order.
fn read_table<G: Tune>(path: &str) -> Result<Vec<i32>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut values = *G::table(&G::start(Default::default()));
    for line in text.lines() {
        let Some((name, v)) = line.trim().trim_end_matches(',').split_once(": ") else {
            continue;
        };
        if let Ok(v) = v.parse::<i32>() {
            if !G::set_weight(&mut values, name, v) {
                return Err(format!("{path}: `{name}` is not a weight"));
            }
        }
    }
    Ok(G::to_values(&values))
}

fn fit_game<G: Tune>(s: &Settings, header: &Header, lines: &[(f64, String)]) -> Result<(), String> {
    let rules = rules::<G>(header.preset.as_deref(), &header.rules)?;
    let names = G::weight_names();
    let index_of = |name: &str| {
        names
            .iter()
            .position(|n| *n == name)
            .ok_or_else(|| format!("`{name}` is not a weight: {}", names.join(", ")))
    };
    let mut fixed = Vec::new();
    for name in &s.fix {
        fixed.push(index_of(name)?);
    }
    if !s.only.is_empty() {
        let only = s
            .only
            .iter()
            .map(|n| index_of(n))
            .collect::<Result<Vec<_>, _>>()?;
        fixed.extend((0..names.len()).filter(|i| !only.contains(i)));
    }
    let start_values = match &s.start {
        Some(path) => read_table::<G>(path)?,
        None => G::to_values(G::table(&G::start(rules.clone()))),
    };
    // Every tenth block of 250 positions (about ten games: a game's
    // positions are consecutive) is kept out of the fit, to see whether
    // the fit generalises to other games.
    let (mut train, mut check) = (Vec::new(), Vec::new());
    for (n, (white, text)) in lines.iter().enumerate() {
        let p = G::from_text(text, rules.clone()).map_err(|e| format!("`{text}`: {e}"))?;
        let result = if p.side_to_move() == Color::White {
            *white
        } else {
            1.0 - white
        };
        let sample = Sample::new(&p.term_counts(), result);
        if (n / 250) % 10 == 9 {
            check.push(sample);
        } else {
            train.push(sample);
        }
    }
    let start: Vec<f64> = start_values.iter().map(|&v| f64::from(v)).collect();
    let k = fit_scale(&train, &start);
    let before = (mean_error(&train, &start, k), mean_error(&check, &start, k));
    eprintln!(
        "{} positions ({} fitted, {} held out); K = {k:.4}; error before {:.6} (held out {:.6})",
        lines.len(),
        train.len(),
        check.len(),
        before.0,
        before.1
    );
    let options = FitOptions {
        fixed,
        ..s.options.clone()
    };
    let fitted = fit(&train, &start, k, &options);
    let rounded: Vec<i32> = fitted.iter().map(|w| w.round() as i32).collect();
    let as_f64: Vec<f64> = rounded.iter().map(|&v| f64::from(v)).collect();
    let after = (
        mean_error(&train, &as_f64, k),
        mean_error(&check, &as_f64, k),
    );
    eprintln!("error after {:.6} (held out {:.6})", after.0, after.1);
    for (i, name) in names.iter().enumerate() {
        eprintln!("{name:>24} {:>6} -> {:>6}", start_values[i], rounded[i]);
    }
    if let Some(path) = &s.out {
        let preset = header.preset.as_deref().unwrap_or("default");
        let title = s
            .title
            .clone()
            .unwrap_or_else(|| format!("{}'s weights under the `{preset}` rules.", G::NAME));
        let files: Vec<&str> = s
            .files
            .iter()
            .map(|f| f.rsplit('/').next().unwrap_or(f))
            .collect();
        let mut doc = vec![
            title,
            String::new(),
            format!(
                "Fitted by the Texel tuner (`texel fit`, crates/variant-engine/TUNING.md) on {} positions of {} (rules: preset {preset}{}).",
                lines.len(),
                files.join(", "),
                header
                    .rules
                    .iter()
                    .map(|r| format!(", {r}"))
                    .collect::<String>()
            ),
            format!(
                "K = {k:.4}; mean squared error {:.6} -> {:.6} (held-out tenth {:.6} -> {:.6}); {} iterations, rate {}, lambda {}.",
                before.0, after.0, before.1, after.1, options.iterations, options.rate, options.lambda
            ),
        ];
        if !s.fix.is_empty() || !s.only.is_empty() {
            doc.push(format!(
                "Fixed: {}; only: {}.",
                if s.fix.is_empty() {
                    "none".to_string()
                } else {
                    s.fix.join(", ")
                },
                if s.only.is_empty() {
                    "all".to_string()
                } else {
                    s.only.join(", ")
                },
            ));
        }
        let source = table_source(&doc, names, &rounded);
        std::fs::write(path, source).map_err(|e| format!("{path}: {e}"))?;
        eprintln!("wrote {path}");
    }
    Ok(())
}
