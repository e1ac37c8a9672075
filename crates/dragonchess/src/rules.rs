//! The rule options of Dragonchess: the points the sources leave open, each a
//! named option with the default the project's rules file chose.

use variant_core::rules::{BOOL_VALUES, NO_PROGRESS_OPTION, REPETITION_OPTION};
use variant_core::{Preset, Repetition, RuleOption, RuleSet};

variant_core::rule_choice! {
    /// What the Elemental's ascent from level 1 (one orthogonal step on level 1,
    /// then straight up to level 2) may do.
    pub enum ElementalAscent {
        /// Only a capture (the default: the sources describe a capture pattern).
        #[default]
        CaptureOnly,
        /// A move to an empty square or a capture.
        MoveOrCapture,
    }
}

variant_core::rule_choice! {
    /// What a stalemate (no legal move, not in check) means.
    pub enum Stalemate {
        /// The game is drawn (the default).
        #[default]
        Draw,
        /// The stalemated side loses.
        Loss,
    }
}

/// The rule options. `Default` gives the project's default rules.
///
/// Option keys for [`RuleSet::set_option`] are the field names; the struct
/// may gain options, so build it from `Rules::default()` and set fields (or
/// options by name).
///
/// ```
/// use dragonchess::{ElementalAscent, Rules};
/// use dragonchess::variant_core::RuleSet;
/// let mut rules = Rules::default();
/// assert!(rules.offboard_steps_capture && rules.paladin_3d_captures);
/// rules.set_option("elemental_ascent", "move_or_capture").unwrap();
/// assert_eq!(rules.elemental_ascent, ElementalAscent::MoveOrCapture);
/// assert_eq!(rules.option_value("elemental_ascent").as_deref(), Some("MoveOrCapture"));
/// assert!(rules.set_option("no_such_option", "1").is_err());
/// rules.paladin_3d_captures = false;
/// assert_eq!(
///     rules.non_default_options(),
///     [("paladin_3d_captures", "false".to_string()), ("elemental_ascent", "MoveOrCapture".to_string())]
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[non_exhaustive]
pub struct Rules {
    /// Whether the Mage's one-step orthogonal moves on levels 1 and 3 and the
    /// King's return from level 1 or 3 to level 2 may capture (default
    /// `true`); when `false` they are moves to empty squares only (and so
    /// never give check).
    pub offboard_steps_capture: bool,
    /// Whether the Paladin's 3-D knight leaps may capture (default `true`);
    /// when `false` they are moves to empty squares only.
    pub paladin_3d_captures: bool,
    /// The Elemental's ascent from level 1 (default capture only).
    pub elemental_ascent: ElementalAscent,
    /// Whether a frozen piece still attacks (gives check); default `false`.
    pub frozen_pieces_give_check: bool,
    /// Stalemate is a draw (default) or a loss for the stalemated side.
    pub stalemate: Stalemate,
    /// Threefold repetition draws automatically (default: no effect).
    pub repetition: Repetition,
    /// Draw when the halfmove clock reaches this many plies (default none).
    pub no_progress_limit: Option<u16>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            offboard_steps_capture: true,
            paladin_3d_captures: true,
            elemental_ascent: ElementalAscent::CaptureOnly,
            frozen_pieces_give_check: false,
            stalemate: Stalemate::Draw,
            repetition: Repetition::None,
            no_progress_limit: None,
        }
    }
}

impl Rules {
    /// The default rules (the same as `Rules::default()`).
    #[must_use]
    pub fn new() -> Rules {
        Rules::default()
    }

    /// The options that change how pieces move, as an index `0..8` into the
    /// precomputed move tables.
    pub(crate) fn movement_index(&self) -> usize {
        usize::from(self.offboard_steps_capture)
            | usize::from(self.paladin_3d_captures) << 1
            | usize::from(self.elemental_ascent == ElementalAscent::MoveOrCapture) << 2
    }

    /// Whether a draw option is on (one that reads the halfmove clock or
    /// the history of positions).
    pub(crate) fn has_draw_options(&self) -> bool {
        self.repetition != Repetition::None || self.no_progress_limit.is_some()
    }
}

impl RuleSet for Rules {
    const OPTIONS: &'static [RuleOption] = &[
        RuleOption {
            name: "offboard_steps_capture",
            values: BOOL_VALUES,
            meaning: "the Mage's orthogonal steps on levels 1 and 3 and the King's return to level 2 may capture",
        },
        RuleOption {
            name: "paladin_3d_captures",
            values: BOOL_VALUES,
            meaning: "the Paladin's 3-D knight leaps may capture",
        },
        RuleOption {
            name: "elemental_ascent",
            values: "CaptureOnly | MoveOrCapture",
            meaning: "MoveOrCapture: the Elemental's ascent from level 1 may also move to an empty square",
        },
        RuleOption {
            name: "frozen_pieces_give_check",
            values: BOOL_VALUES,
            meaning: "frozen pieces still attack, and so give check",
        },
        RuleOption {
            name: "stalemate",
            values: "Draw | Loss",
            meaning: "Loss: the stalemated side loses instead of drawing",
        },
        REPETITION_OPTION,
        NO_PROGRESS_OPTION,
    ];

    fn presets() -> &'static [Preset<Rules>] {
        &[Preset {
            name: "default",
            meaning: "Gygax's rules from Dragon no. 100, as this project reads them",
            rules: Rules::default,
        }]
    }

    variant_core::options_by_fields!(
        offboard_steps_capture,
        paladin_3d_captures,
        elemental_ascent,
        frozen_pieces_give_check,
        stalemate
    );
}

variant_core::draw_rules_by_fields!(Rules);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_is_settable_and_reads_back() {
        let mut r = Rules::default();
        for (k, v) in [
            ("offboard_steps_capture", "false"),
            ("paladin_3d_captures", "false"),
            ("elemental_ascent", "MoveOrCapture"),
            ("frozen_pieces_give_check", "true"),
            ("stalemate", "loss"),
            ("repetition", "threefold_draw"),
            ("no_progress_limit", "100"),
        ] {
            r.set_option(k, v).unwrap();
        }
        assert!(!r.offboard_steps_capture && !r.paladin_3d_captures);
        assert!(r.frozen_pieces_give_check);
        assert_eq!(r.stalemate, Stalemate::Loss);
        assert_eq!(r.repetition, Repetition::ThreefoldDraw);
        assert_eq!(r.no_progress_limit, Some(100));
        assert_eq!(r.movement_index(), 4);
        let before = r.clone();
        assert!(r.set_option("stalemate", "win").is_err());
        assert_eq!(r, before);
        assert_eq!(Rules::option_names().len(), 7);
        // Every value reads back in a spelling that sets it again.
        for rules in [Rules::default(), before] {
            let mut again = Rules::default();
            for o in Rules::OPTIONS {
                let value = rules.option_value(o.name).unwrap();
                again.set_option(o.name, &value).unwrap();
            }
            assert_eq!(again, rules);
        }
        assert_eq!(Rules::default().option_value("nope"), None);
        assert_eq!(Rules::presets()[0].name, "default");
        assert_eq!((Rules::presets()[0].rules)(), Rules::default());
        assert!(Rules::default().non_default_options().is_empty());
    }
}
