//! The rule options, their defaults and the presets.

use variant_core::rules::{parse_bool, parse_choice, parse_limit};
use variant_core::{Repetition, RuleError, RuleSet};

/// What a stalemate (no legal move, not in check) means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stalemate {
    /// The stalemated side loses (the default: Alfonso's rule).
    #[default]
    Loss,
    /// The game is drawn.
    Draw,
}

/// What a bare king (a side reduced to its king alone) means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BareKing {
    /// The bared side loses at once (the default).
    #[default]
    Loss,
    /// The bared side, to move, may still capture the opponent's last man:
    /// then both are bare and the game is drawn; any other move loses.
    CounterBareDraws,
    /// Bare kings have no effect at all.
    Off,
}

/// How the lion leaps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Lion {
    /// (3,0) and (3,1) leaps, 12 targets (the default, Betza HC).
    #[default]
    ThreeLeaperAndCamel,
    /// (3,0) leaps only, 4 targets (Murray, Betza H).
    ThreeLeaper,
}

/// How the giraffe leaps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Giraffe {
    /// (3,2) leaps (the default, the zebra).
    #[default]
    Zebra,
    /// (4,1) leaps (Murray).
    FourOne,
}

/// How the unicorn moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Unicorn {
    /// A knight leap, then optionally a diagonal slide outward (the default,
    /// Betza t\[NB\]).
    #[default]
    KnightThenDiagonal,
    /// Murray: its first move is a non-capturing knight move, afterwards it
    /// moves as a bishop. An unmoved unicorn attacks nothing.
    Murray,
}

/// Where the kings (and aancas) start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum KingFile {
    /// King on g1/g12, aanca on f1/f12 (the default).
    #[default]
    G,
    /// King on f1/f12, aanca on g1/g12 (Murray's array).
    F,
}

/// The rule options of Grant Acedrex. `Default` is the seed's rules
/// (= [`Rules::seed`]).
///
/// ```
/// use grant_acedrex::{Rules, Stalemate};
/// use variant_core::RuleSet;
/// let mut rules = Rules::default();
/// rules.set_option("stalemate", "draw").unwrap();
/// assert_eq!(rules.stalemate, Stalemate::Draw);
/// assert!(rules.set_option("stalemate", "win").is_err());
/// assert_eq!(Rules::cazaux_cvp().pawn_double_step, true);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Rules {
    /// The king's leap may capture (and then it also attacks). Default `false`.
    pub king_leap_can_capture: bool,
    /// The king may leap while in check. Default `false`.
    pub king_leap_out_of_check: bool,
    /// The king may leap over a square the opponent attacks. Default `false`.
    pub king_leap_over_attacked: bool,
    /// What a stalemate means. Default [`Stalemate::Loss`].
    pub stalemate: Stalemate,
    /// What a bare king means. Default [`BareKing::Loss`].
    pub bare_king: BareKing,
    /// Threefold repetition draw. Default [`Repetition::None`].
    pub repetition: Repetition,
    /// Drawn when the halfmove clock (plies) reaches this. Default `None`.
    pub no_progress_limit: Option<u16>,
    /// Pawns may step two squares from their start rank (4 / 9), without en
    /// passant. Default `false`.
    pub pawn_double_step: bool,
    /// How the lion leaps. Default [`Lion::ThreeLeaperAndCamel`].
    pub lion: Lion,
    /// How the giraffe leaps. Default [`Giraffe::Zebra`].
    pub giraffe: Giraffe,
    /// How the unicorn moves. Default [`Unicorn::KnightThenDiagonal`].
    pub unicorn: Unicorn,
    /// The king's start file. Default [`KingFile::G`].
    pub king_file: KingFile,
}

impl Rules {
    /// The seed's rules (Cazaux and Musser's reconstruction): the defaults.
    pub fn seed() -> Rules {
        Rules::default()
    }

    /// Murray's reading: lion (3,0) only, giraffe (4,1), the Murray unicorn,
    /// king on the f-file.
    pub fn murray() -> Rules {
        Rules {
            lion: Lion::ThreeLeaper,
            giraffe: Giraffe::FourOne,
            unicorn: Unicorn::Murray,
            king_file: KingFile::F,
            ..Rules::default()
        }
    }

    /// Cazaux's later page (chessvariants.com): the seed's rules plus the
    /// pawn's double step.
    pub fn cazaux_cvp() -> Rules {
        Rules {
            pawn_double_step: true,
            ..Rules::default()
        }
    }

    /// A preset by name: `seed` (or `default`), `murray`, `cazaux_cvp`.
    pub fn preset(name: &str) -> Option<Rules> {
        parse_choice(
            "preset",
            name,
            &[
                ("seed", Rules::seed()),
                ("default", Rules::seed()),
                ("murray", Rules::murray()),
                ("cazaux_cvp", Rules::cazaux_cvp()),
            ],
        )
        .ok()
    }
}

const OPTION_NAMES: [&str; 12] = [
    "king_leap_can_capture",
    "king_leap_out_of_check",
    "king_leap_over_attacked",
    "stalemate",
    "bare_king",
    "repetition",
    "no_progress_limit",
    "pawn_double_step",
    "lion",
    "giraffe",
    "unicorn",
    "king_file",
];

impl RuleSet for Rules {
    fn option_names() -> &'static [&'static str] {
        &OPTION_NAMES
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "king_leap_can_capture" => self.king_leap_can_capture = parse_bool(key, value)?,
            "king_leap_out_of_check" => self.king_leap_out_of_check = parse_bool(key, value)?,
            "king_leap_over_attacked" => self.king_leap_over_attacked = parse_bool(key, value)?,
            "stalemate" => {
                self.stalemate = parse_choice(
                    key,
                    value,
                    &[("Loss", Stalemate::Loss), ("Draw", Stalemate::Draw)],
                )?
            }
            "bare_king" => {
                self.bare_king = parse_choice(
                    key,
                    value,
                    &[
                        ("Loss", BareKing::Loss),
                        ("CounterBareDraws", BareKing::CounterBareDraws),
                        ("Off", BareKing::Off),
                    ],
                )?
            }
            "repetition" => self.repetition = Repetition::parse(key, value)?,
            "no_progress_limit" => self.no_progress_limit = parse_limit(key, value)?,
            "pawn_double_step" => self.pawn_double_step = parse_bool(key, value)?,
            "lion" => {
                self.lion = parse_choice(
                    key,
                    value,
                    &[
                        ("ThreeLeaperAndCamel", Lion::ThreeLeaperAndCamel),
                        ("ThreeLeaper", Lion::ThreeLeaper),
                    ],
                )?
            }
            "giraffe" => {
                self.giraffe = parse_choice(
                    key,
                    value,
                    &[("Zebra", Giraffe::Zebra), ("FourOne", Giraffe::FourOne)],
                )?
            }
            "unicorn" => {
                self.unicorn = parse_choice(
                    key,
                    value,
                    &[
                        ("KnightThenDiagonal", Unicorn::KnightThenDiagonal),
                        ("Murray", Unicorn::Murray),
                    ],
                )?
            }
            "king_file" => {
                self.king_file =
                    parse_choice(key, value, &[("G", KingFile::G), ("F", KingFile::F)])?
            }
            _ => return Err(RuleError::unknown_key(key, value, Self::option_names())),
        }
        Ok(())
    }
}
