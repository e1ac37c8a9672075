//! The rule options of Baroque chess.

use variant_core::rules::{parse_bool, parse_choice, parse_limit};
use variant_core::{Repetition, RuleError, RuleSet};

/// The start position (option `setup`; it changes nothing else).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Setup {
    /// Both back ranks `M N B K Q B N R` from a to h (the seed's arrangement):
    /// `mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
    #[default]
    Seed,
    /// Black's back rank reversed (kings d1 and e8), as on Wikipedia:
    /// `rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1`.
    Rotated,
    /// Kings on e1 and e8, withdrawers on d1 and d8:
    /// `mnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBQKBNR w 0 1`.
    KingOnE,
}

impl Setup {
    /// The start position text of this setup.
    pub const fn start_text(self) -> &'static str {
        match self {
            Setup::Seed => "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1",
            Setup::Rotated => "rnbqkbnm/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 1",
            Setup::KingOnE => "mnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBQKBNR w 0 1",
        }
    }
}

/// How many pieces one leap may capture (option `leaper_captures`; it limits
/// the chameleon's leaps too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LeaperCaptures {
    /// Any number of jumps along one line (the default).
    #[default]
    Multiple,
    /// At most one jump per move.
    Single,
}

/// What a side with no legal move on its turn gets (option `no_moves`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NoMoves {
    /// It loses (`no legal move`; the default).
    #[default]
    Loss,
    /// The game is drawn (`no legal move`).
    Draw,
}

/// The rule options; `Default` is the rules as the spec sets them.
///
/// ```
/// use baroque_chess::{Rules, rules::LeaperCaptures};
/// use variant_core::RuleSet;
/// let mut rules = Rules::default();
/// assert!(rules.frozen_pieces_assist && rules.allow_suicide && !rules.forbid_self_capture);
/// rules.set_option("leaper_captures", "single").unwrap();
/// assert_eq!(rules.leaper_captures, LeaperCaptures::Single);
/// assert!(rules.set_option("leaper_captures", "triple").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Rules {
    /// The start position (default [`Setup::Seed`]).
    pub setup: Setup,
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
            setup: Setup::Seed,
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
    /// The default rules with Wikipedia's setup ([`Setup::Rotated`]).
    pub fn wikipedia() -> Rules {
        Rules {
            setup: Setup::Rotated,
            ..Rules::default()
        }
    }
}

const OPTION_NAMES: &[&str] = &[
    "setup",
    "leaper_captures",
    "frozen_pieces_assist",
    "allow_suicide",
    "forbid_self_capture",
    "no_moves",
    "repetition",
    "no_progress_limit",
];

impl RuleSet for Rules {
    fn option_names() -> &'static [&'static str] {
        OPTION_NAMES
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "setup" => {
                self.setup = parse_choice(
                    key,
                    value,
                    &[
                        ("Seed", Setup::Seed),
                        ("Rotated", Setup::Rotated),
                        ("KingOnE", Setup::KingOnE),
                    ],
                )?
            }
            "leaper_captures" => {
                self.leaper_captures = parse_choice(
                    key,
                    value,
                    &[
                        ("Multiple", LeaperCaptures::Multiple),
                        ("Single", LeaperCaptures::Single),
                    ],
                )?
            }
            "frozen_pieces_assist" => self.frozen_pieces_assist = parse_bool(key, value)?,
            "allow_suicide" => self.allow_suicide = parse_bool(key, value)?,
            "forbid_self_capture" => self.forbid_self_capture = parse_bool(key, value)?,
            "no_moves" => {
                self.no_moves = parse_choice(
                    key,
                    value,
                    &[("Loss", NoMoves::Loss), ("Draw", NoMoves::Draw)],
                )?
            }
            "repetition" => self.repetition = Repetition::parse(key, value)?,
            "no_progress_limit" => self.no_progress_limit = parse_limit(key, value)?,
            _ => return Err(RuleError::unknown_key(key, value, OPTION_NAMES)),
        }
        Ok(())
    }
}
