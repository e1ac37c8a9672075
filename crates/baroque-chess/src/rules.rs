//! The rule options of Baroque chess.

use variant_core::rules::{
    bool_text, choice_text, draw_option_value, parse_bool, parse_choice, parse_choice_of,
    set_draw_option, BOOL_VALUES, NO_PROGRESS_OPTION, REPETITION_OPTION,
};
use variant_core::{Preset, Repetition, RuleError, RuleOption, RuleSet};

variant_core::rule_choice! {
    /// The start arrangement (option `setup`; it changes nothing else).
    ///
    /// Called `Setup` in 0.1; the name now belongs to the plain-data position
    /// ([`crate::Setup`]). The option key stays `setup` (`--rule
    /// setup=Rotated`); the default value, `Seed` in 0.2, is now `Abbott`, and
    /// `setup=Seed` is still accepted for this version.
    pub enum Arrangement {
        /// Both back ranks `M N B K Q B N R` from a to h, as in Robert Abbott's
        /// description of the game (the default, and preset `abbott`'s):
        /// `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
        #[default]
        #[cfg_attr(feature = "serde", serde(alias = "Seed"))]
        Abbott,
        /// Black's back rank reversed (kings d1 and e8), as on Wikipedia:
        /// `rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
        Rotated,
        /// Kings on e1 and e8, withdrawers on d1 and d8:
        /// `mnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBQKBNR w 0 1`.
        KingOnE,
    }
}

impl Arrangement {
    /// The default arrangement under its 0.2 name.
    #[deprecated(since = "0.3.0", note = "renamed `Arrangement::Abbott`")]
    #[allow(non_upper_case_globals)]
    pub const Seed: Arrangement = Arrangement::Abbott;

    /// The start position text of this arrangement.
    #[must_use]
    pub const fn start_text(self) -> &'static str {
        match self {
            Arrangement::Abbott => "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1",
            Arrangement::Rotated => "rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1",
            Arrangement::KingOnE => "mnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBQKBNR w 0 1",
        }
    }
}

/// Old spellings of [`Arrangement`] values that `setup` still accepts, for
/// one version: the default was `Seed` in 0.2.
const OLD_ARRANGEMENT_NAMES: &[(&str, Arrangement)] = &[("Seed", Arrangement::Abbott)];

variant_core::rule_choice! {
    /// How many pieces one leap may capture (option `leaper_captures`; it limits
    /// the chameleon's leaps too).
    pub enum LeaperCaptures {
        /// Any number of jumps along one line (the default).
        #[default]
        Multiple,
        /// At most one jump per move.
        Single,
    }
}

variant_core::rule_choice! {
    /// What a side with no legal move on its turn gets (option `no_moves`).
    pub enum NoMoves {
        /// It loses (`no legal move`; the default).
        #[default]
        Loss,
        /// The game is drawn (`no legal move`).
        Draw,
    }
}

/// The rule options; `Default` is the rules as this crate documents them.
///
/// Set them by name ([`RuleSet::set_option`], the CLI's `--rule KEY=VALUE`)
/// or as fields; the keys are the field names.
///
/// ```
/// use baroque_chess::{Rules, rules::LeaperCaptures};
/// use baroque_chess::variant_core::RuleSet;
/// let mut rules = Rules::default();
/// assert!(rules.frozen_pieces_assist && rules.allow_suicide && !rules.forbid_self_capture);
/// rules.set_option("leaper_captures", "single").unwrap();
/// assert_eq!(rules.leaper_captures, LeaperCaptures::Single);
/// assert_eq!(rules.option_value("leaper_captures").as_deref(), Some("Single"));
/// assert!(rules.set_option("leaper_captures", "triple").is_err());
/// assert_eq!(Rules::preset("wikipedia").unwrap(), Rules::wikipedia());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[non_exhaustive]
pub struct Rules {
    /// The start arrangement (default [`Arrangement::Abbott`]).
    pub setup: Arrangement,
    /// Multiple leaps per move (default) or a single one.
    pub leaper_captures: LeaperCaptures,
    /// Whether frozen pieces still act as a pincer's partner and a frozen King
    /// still coordinates (default true). Freezing itself is never affected.
    pub frozen_pieces_assist: bool,
    /// Whether a player may remove his own frozen non-King piece as his turn
    /// (default true).
    pub allow_suicide: bool,
    /// Whether a move that leaves one's own King capturable by some move the
    /// opponent could then make is illegal, unless it captures the enemy King
    /// (default false: there is no check).
    pub forbid_self_capture: bool,
    /// A side with no legal move loses (default) or draws.
    pub no_moves: NoMoves,
    /// Threefold repetition draw (default none).
    pub repetition: Repetition,
    /// Draw when the halfmove clock reaches this many plies (default none).
    pub no_progress_limit: Option<u16>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            setup: Arrangement::Abbott,
            leaper_captures: LeaperCaptures::Multiple,
            frozen_pieces_assist: true,
            allow_suicide: true,
            forbid_self_capture: false,
            no_moves: NoMoves::Loss,
            repetition: Repetition::None,
            no_progress_limit: None,
        }
    }
}

impl Rules {
    /// The default rules: Abbott's game as the Chess Variant Pages' Ultima
    /// page gives it (preset `abbott`).
    #[must_use]
    pub fn abbott() -> Rules {
        Rules::default()
    }

    /// The defaults under their 0.2 name.
    #[deprecated(since = "0.3.0", note = "renamed `Rules::abbott`")]
    #[must_use]
    pub fn seed() -> Rules {
        Rules::default()
    }

    /// The default rules with Wikipedia's arrangement
    /// ([`Arrangement::Rotated`]; preset `wikipedia`).
    #[must_use]
    pub fn wikipedia() -> Rules {
        Rules {
            setup: Arrangement::Rotated,
            ..Rules::default()
        }
    }
}

const PRESETS: &[Preset<Rules>] = &[
    Preset {
        name: "abbott",
        meaning: "Abbott's rules as the Chess Variant Pages give them (the defaults): both back ranks M N B K Q B N R",
        rules: Rules::abbott,
    },
    Preset {
        name: "wikipedia",
        meaning: "the defaults with Wikipedia's arrangement: Black's back rank reversed",
        rules: Rules::wikipedia,
    },
];

impl RuleSet for Rules {
    const OPTIONS: &'static [RuleOption] = &[
        RuleOption {
            name: "setup",
            values: "Abbott | Rotated | KingOnE",
            meaning: "the start arrangement: Abbott (both back ranks MNBKQBNR, as Abbott describes it), Rotated (Black's reversed), KingOnE (kings e1/e8)",
        },
        RuleOption {
            name: "leaper_captures",
            values: "Multiple | Single",
            meaning: "how many pieces one leap (of a long leaper or a chameleon) may capture",
        },
        RuleOption {
            name: "frozen_pieces_assist",
            values: BOOL_VALUES,
            meaning: "whether frozen pieces still partner a pincer and a frozen King still coordinates",
        },
        RuleOption {
            name: "allow_suicide",
            values: BOOL_VALUES,
            meaning: "whether a player may remove one of his own frozen pieces (not the King) as his turn",
        },
        RuleOption {
            name: "forbid_self_capture",
            values: BOOL_VALUES,
            meaning: "whether a move that leaves one's own King capturable is illegal (unless it takes the enemy King)",
        },
        RuleOption {
            name: "no_moves",
            values: "Loss | Draw",
            meaning: "what a side with no legal move on its turn gets",
        },
        REPETITION_OPTION,
        NO_PROGRESS_OPTION,
    ];

    fn presets() -> &'static [Preset<Rules>] {
        PRESETS
    }

    /// The default preset was called `seed` in 0.2.
    fn preset_aliases() -> &'static [(&'static str, &'static str)] {
        &[("seed", "abbott")]
    }

    fn option_value(&self, key: &str) -> Option<String> {
        Some(match key {
            "setup" => choice_text(self.setup).to_string(),
            "leaper_captures" => choice_text(self.leaper_captures).to_string(),
            "frozen_pieces_assist" => bool_text(self.frozen_pieces_assist),
            "allow_suicide" => bool_text(self.allow_suicide),
            "forbid_self_capture" => bool_text(self.forbid_self_capture),
            "no_moves" => choice_text(self.no_moves).to_string(),
            _ => return draw_option_value(self, key),
        })
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "setup" => {
                self.setup = parse_choice_of(key, value).or_else(|refused| {
                    parse_choice(key, value, OLD_ARRANGEMENT_NAMES).map_err(|_| refused)
                })?;
            }
            "leaper_captures" => self.leaper_captures = parse_choice_of(key, value)?,
            "frozen_pieces_assist" => self.frozen_pieces_assist = parse_bool(key, value)?,
            "allow_suicide" => self.allow_suicide = parse_bool(key, value)?,
            "forbid_self_capture" => self.forbid_self_capture = parse_bool(key, value)?,
            "no_moves" => self.no_moves = parse_choice_of(key, value)?,
            _ => return set_draw_option(self, key, value),
        }
        Ok(())
    }
}

variant_core::draw_rules_by_fields!(Rules);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_reads_back_what_it_set() {
        let names = Rules::option_names();
        assert_eq!(
            names,
            [
                "setup",
                "leaper_captures",
                "frozen_pieces_assist",
                "allow_suicide",
                "forbid_self_capture",
                "no_moves",
                "repetition",
                "no_progress_limit"
            ]
        );
        for (key, value) in [
            ("setup", "Rotated"),
            ("setup", "KingOnE"),
            ("leaper_captures", "Single"),
            ("frozen_pieces_assist", "false"),
            ("allow_suicide", "false"),
            ("forbid_self_capture", "true"),
            ("no_moves", "Draw"),
            ("repetition", "ThreefoldDraw"),
            ("no_progress_limit", "12"),
        ] {
            let mut rules = Rules::default();
            rules.set_option(key, value).unwrap();
            assert_eq!(rules.option_value(key).as_deref(), Some(value), "{key}");
            assert_eq!(rules.non_default_options(), [(key, value.to_string())]);
            let mut again = Rules::default();
            again
                .set_option(key, &rules.option_value(key).unwrap())
                .unwrap();
            assert_eq!(again, rules);
        }
        for name in names {
            assert!(Rules::default().option_value(name).is_some(), "{name}");
        }
        assert_eq!(Rules::default().option_value("nope"), None);
    }

    #[test]
    fn errors_leave_the_rules_unchanged() {
        let mut rules = Rules::default();
        for (key, value) in [
            ("setup", "Sideways"),
            ("no_moves", "Win"),
            ("allow_suicide", "maybe"),
            ("no_progress_limit", "0"),
            ("castling", "true"),
        ] {
            let err = rules.set_option(key, value).unwrap_err();
            assert_eq!((err.key(), err.value()), (key, value));
            assert_eq!(rules, Rules::default());
        }
        assert_eq!(
            rules.set_option("setup", "rotated"),
            Ok(()),
            "values are lenient"
        );
        assert_eq!(rules.setup, Arrangement::Rotated);
    }

    #[test]
    fn presets() {
        let presets = Rules::presets();
        assert_eq!(presets[0].name, "abbott");
        assert_eq!((presets[0].rules)(), Rules::default());
        assert_eq!(
            Rules::preset("Wikipedia").unwrap().setup,
            Arrangement::Rotated
        );
        assert!(Rules::preset("murray").is_err());
    }
}
