//! The rule options, their defaults and the presets.
//!
//! Adding an option takes four steps, all in this file: a field of
//! [`Rules`] (documented with its default; an enum option is declared
//! with [`rule_choice!`](variant_core::rule_choice), which lists its values
//! as a [`Choice`](variant_core::rules::Choice)), an entry of [`RuleSet::OPTIONS`],
//! and one arm each in `option_value` and `set_option`. The test
//! `every_option_reads_back` (in `tests/rules.rs`) checks that the four
//! agree. Adding a preset takes a constructor (`Rules::murray`-like) and an
//! entry of `PRESETS`.

use variant_core::rules::{BOOL_VALUES, LIMIT_VALUES, NO_PROGRESS_OPTION, REPETITION_OPTION};
use variant_core::{Preset, Repetition, RuleError, RuleErrorKind, RuleOption, RuleSet};

variant_core::rule_choice! {
    /// What a stalemate (no legal move, not in check) means.
    pub enum Stalemate {
        /// The stalemated side loses (the default: Alfonso's rule).
        #[default]
        Loss,
        /// The game is drawn.
        Draw,
        /// The stalemated side must pass: its only legal move is
        /// [`Move::pass`](crate::Move::pass), which hands the move to the
        /// opponent and changes nothing else. When the opponent would then have
        /// no legal move either (both sides stalemated), the game is drawn at
        /// once (Ludii: a pass answered by a pass draws).
        Pass,
    }
}

variant_core::rule_choice! {
    /// What a bare king (a side reduced to its king alone) means.
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
}

variant_core::rule_choice! {
    /// How the lion leaps.
    pub enum Lion {
        /// (3,0) and (3,1) leaps, 12 targets (the default, Betza HC).
        #[default]
        ThreeLeaperAndCamel,
        /// (3,0) leaps only, 4 targets (Murray, Betza H).
        ThreeLeaper,
    }
}

variant_core::rule_choice! {
    /// How the giraffe leaps.
    pub enum Giraffe {
        /// (3,2) leaps (the default, the zebra).
        #[default]
        Zebra,
        /// (4,1) leaps (Murray).
        FourOne,
    }
}

variant_core::rule_choice! {
    /// How the unicorn moves.
    pub enum Unicorn {
        /// A knight leap, then optionally a diagonal slide outward (the default,
        /// Betza t\[NB\]).
        #[default]
        KnightThenDiagonal,
        /// Murray: its first move is a non-capturing knight move, afterwards it
        /// moves as a bishop. An unmoved unicorn attacks nothing.
        Murray,
    }
}

variant_core::rule_choice! {
    /// What a piece on the aanca's diagonal square (where it turns) does to
    /// the aanca's move.
    pub enum Aanca {
        /// Any piece there stops it: an enemy may be captured, and the slide
        /// does not start (the default; Fairy-Max too).
        #[default]
        BlockedByAny,
        /// An own piece stops it; an enemy there may be captured or jumped: the
        /// orthogonal slide starts from that square whatever enemy stands on it
        /// (Ludii). Attacks, and so check, follow the same rule.
        PassesEnemy,
    }
}

variant_core::rule_choice! {
    /// The directions of the king's first-move leap.
    pub enum KingLeapDirections {
        /// All eight straight lines (the default).
        #[default]
        All,
        /// The three forward ones only: N, NE and NW for White, S, SE and SW for
        /// Black (Ludii).
        Forward,
        /// The three forward ones and sideways, E and W (Fairy-Max's
        /// definition; from g1 or g12, the only squares where a game's king
        /// holds the right, the same as `All`).
        ForwardAndSideways,
    }
}

variant_core::rule_choice! {
    /// Where the kings (and aancas) start.
    pub enum KingFile {
        /// King on g1/g12, aanca on f1/f12 (the default).
        #[default]
        G,
        /// King on f1/f12, aanca on g1/g12 (Murray's array).
        F,
    }
}

/// The rule options of Grant Acedrex. `Default` is Cazaux and Musser's
/// reconstruction (= [`Rules::cazaux_musser`]).
///
/// The struct is `#[non_exhaustive]` (options will be added): build one from
/// [`Rules::default`] or a preset and set fields, or set options by name
/// through [`RuleSet::set_option`].
///
/// ```
/// use grant_acedrex::{Rules, Stalemate};
/// use grant_acedrex::variant_core::RuleSet;
/// let mut rules = Rules::default();
/// rules.set_option("stalemate", "draw").unwrap();
/// assert_eq!(rules.stalemate, Stalemate::Draw);
/// assert_eq!(rules.option_value("stalemate").as_deref(), Some("Draw"));
/// assert!(rules.set_option("stalemate", "win").is_err());
/// rules.pawn_double_step = true;
/// assert!(Rules::cazaux_cvp().pawn_double_step);
/// assert_eq!(Rules::preset("murray").unwrap(), Rules::murray());
/// assert_eq!(Rules::preset("ludii").unwrap(), Rules::ludii());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[non_exhaustive]
pub struct Rules {
    /// The king's leap may capture (and then it also attacks). Default `false`.
    pub king_leap_can_capture: bool,
    /// The king may leap while in check. Default `false`.
    pub king_leap_out_of_check: bool,
    /// The king may leap over a square the opponent attacks. Default `false`.
    pub king_leap_over_attacked: bool,
    /// The directions the king may leap in (and, with
    /// `king_leap_can_capture`, attack by a leap). Default
    /// [`KingLeapDirections::All`].
    pub king_leap_directions: KingLeapDirections,
    /// What a stalemate means. Default [`Stalemate::Loss`].
    pub stalemate: Stalemate,
    /// What a bare king means. Default [`BareKing::Loss`].
    pub bare_king: BareKing,
    /// Threefold repetition draw. Default [`Repetition::None`].
    pub repetition: Repetition,
    /// Drawn when the halfmove clock (plies) reaches this. Default `None`.
    pub no_progress_limit: Option<u16>,
    /// Drawn when the number of plies since the game's start reaches this,
    /// unless the last ply mated (Ludii's turn limit, 2500). The plies are
    /// counted from the position's fullmove number and side to move:
    /// `2 × (fullmove − 1)`, plus 1 with Black to move; passes count.
    /// Default `None`.
    pub ply_limit: Option<u16>,
    /// Pawns may step two squares from their start rank (4 / 9), without en
    /// passant. Default `false`.
    pub pawn_double_step: bool,
    /// How the lion leaps. Default [`Lion::ThreeLeaperAndCamel`].
    pub lion: Lion,
    /// How the giraffe leaps. Default [`Giraffe::Zebra`].
    pub giraffe: Giraffe,
    /// How the unicorn moves. Default [`Unicorn::KnightThenDiagonal`].
    pub unicorn: Unicorn,
    /// What a piece on the aanca's diagonal square does to its move.
    /// Default [`Aanca::BlockedByAny`].
    pub aanca: Aanca,
    /// The king's start file. Default [`KingFile::G`].
    pub king_file: KingFile,
}

impl Rules {
    /// Cazaux and Musser's reconstruction: the defaults (preset
    /// `cazaux_musser`).
    #[must_use]
    pub fn cazaux_musser() -> Rules {
        Rules::default()
    }

    /// The defaults under their 0.2 name.
    #[deprecated(since = "0.3.0", note = "renamed `Rules::cazaux_musser`")]
    #[must_use]
    pub fn seed() -> Rules {
        Rules::default()
    }

    /// Murray's reading: lion (3,0) only, giraffe (4,1), the Murray unicorn,
    /// king on the f-file.
    #[must_use]
    pub fn murray() -> Rules {
        Rules {
            lion: Lion::ThreeLeaper,
            giraffe: Giraffe::FourOne,
            unicorn: Unicorn::Murray,
            king_file: KingFile::F,
            ..Rules::default()
        }
    }

    /// Cazaux's later page (chessvariants.com): the default rules plus the
    /// pawn's double step.
    #[must_use]
    pub fn cazaux_cvp() -> Rules {
        Rules {
            pawn_double_step: true,
            ..Rules::default()
        }
    }

    /// Ludii's reading (its `Grande Acedrex.lud`, ruleset "Alfonso X
    /// (Described)"): the lion leaps (3,0) only; an enemy on the aanca's
    /// diagonal square may be jumped; the king leaps forward only, may
    /// capture (and so gives check), may leap in check and over attacked
    /// squares; a stalemated side passes; no bare-king rule; drawn after
    /// 2500 plies.
    #[must_use]
    pub fn ludii() -> Rules {
        Rules {
            lion: Lion::ThreeLeaper,
            aanca: Aanca::PassesEnemy,
            king_leap_directions: KingLeapDirections::Forward,
            king_leap_can_capture: true,
            king_leap_out_of_check: true,
            king_leap_over_attacked: true,
            stalemate: Stalemate::Pass,
            bare_king: BareKing::Off,
            ply_limit: Some(2500),
            ..Rules::default()
        }
    }

    /// Fairy-Max 5.0b's reading (its `grande-acedrex` definition and
    /// behaviour): the king may leap in check and over attacked squares, in
    /// the forward and sideways directions; stalemate draws; no bare-king
    /// rule; drawn at 100 plies without capture or pawn move. Fairy-Max's
    /// repetition rule depends on which pieces have ever moved, which a
    /// position does not record: it is left off here, and a referee follows
    /// it with [`FairyMaxRepetition`](crate::FairyMaxRepetition).
    #[must_use]
    pub fn fairymax() -> Rules {
        Rules {
            king_leap_out_of_check: true,
            king_leap_over_attacked: true,
            king_leap_directions: KingLeapDirections::ForwardAndSideways,
            stalemate: Stalemate::Draw,
            bare_king: BareKing::Off,
            no_progress_limit: Some(100),
            ..Rules::default()
        }
    }

    /// Whether the Murray unicorn is in play (then the position keeps the
    /// set of unmoved unicorns).
    #[inline]
    #[must_use]
    pub fn murray_unicorn(&self) -> bool {
        self.unicorn == Unicorn::Murray
    }
}

/// The presets, the default rules first.
const PRESETS: &[Preset<Rules>] = &[
    Preset {
        name: "cazaux_musser",
        meaning: "Cazaux and Musser's reconstruction: the defaults",
        rules: Rules::cazaux_musser,
    },
    Preset {
        name: "murray",
        meaning: "Murray's reading: lion (3,0) only, giraffe (4,1), the Murray unicorn, king on f",
        rules: Rules::murray,
    },
    Preset {
        name: "cazaux_cvp",
        meaning: "Cazaux's chessvariants.com page: the default rules plus the pawn's double step",
        rules: Rules::cazaux_cvp,
    },
    Preset {
        name: "ludii",
        meaning: "Ludii's Grande Acedrex: lion (3,0), aanca passes an enemy on its diagonal square, king leaps forward only and may capture, in check and over attacked squares, stalemate passes, no bare king, drawn after 2500 plies",
        rules: Rules::ludii,
    },
    Preset {
        name: "fairymax",
        meaning: "Fairy-Max's grande-acedrex: king leaps forward and sideways, in check and over attacked squares, stalemate draws, no bare king, 100-ply no-progress draw (its repetition rule: FairyMaxRepetition)",
        rules: Rules::fairymax,
    },
];

impl RuleSet for Rules {
    const OPTIONS: &'static [RuleOption] = &[
        RuleOption {
            name: "king_leap_can_capture",
            values: BOOL_VALUES,
            meaning: "true: the king's leap may capture (and then it also gives check)",
        },
        RuleOption {
            name: "king_leap_out_of_check",
            values: BOOL_VALUES,
            meaning: "true: the king may leap while in check",
        },
        RuleOption {
            name: "king_leap_over_attacked",
            values: BOOL_VALUES,
            meaning: "true: the king may leap over a square the opponent attacks",
        },
        RuleOption {
            name: "king_leap_directions",
            values: "All | Forward | ForwardAndSideways",
            meaning: "the king leaps in all eight directions, the three forward ones only (Ludii), or forward and sideways (Fairy-Max); a capturing leap attacks only where it may go",
        },
        RuleOption {
            name: "stalemate",
            values: "Loss | Draw | Pass",
            meaning: "a stalemated side loses, draws, or (Pass, Ludii) must pass; drawn when both sides are stalemated",
        },
        RuleOption {
            name: "bare_king",
            values: "Loss | CounterBareDraws | Off",
            meaning: "a side left with its king alone loses (Loss), may still draw by baring the opponent at once (CounterBareDraws), or plays on (Off)",
        },
        REPETITION_OPTION,
        NO_PROGRESS_OPTION,
        RuleOption {
            name: "ply_limit",
            values: LIMIT_VALUES,
            meaning: "drawn when this many plies have been played since the start (from the fullmove number and side to move), unless the last one mated (Ludii: 2500)",
        },
        RuleOption {
            name: "pawn_double_step",
            values: BOOL_VALUES,
            meaning: "true: a pawn may step two squares from its start rank (4 / 9), without en passant",
        },
        RuleOption {
            name: "lion",
            values: "ThreeLeaperAndCamel | ThreeLeaper",
            meaning: "the lion leaps (3,0) and (3,1), or (3,0) only (Murray)",
        },
        RuleOption {
            name: "giraffe",
            values: "Zebra | FourOne",
            meaning: "the giraffe leaps (3,2), or (4,1) (Murray)",
        },
        RuleOption {
            name: "unicorn",
            values: "KnightThenDiagonal | Murray",
            meaning: "the unicorn leaps as a knight then may slide diagonally outward, or (Murray) moves first as a non-capturing knight and afterwards as a bishop",
        },
        RuleOption {
            name: "aanca",
            values: "BlockedByAny | PassesEnemy",
            meaning: "any piece on the aanca's diagonal square stops it, or (Ludii) an enemy there may also be jumped, the slide going on from that square; attacks follow",
        },
        RuleOption {
            name: "king_file",
            values: "G | F",
            meaning: "the kings start on g1/g12 with the aancas on f, or (Murray) on f1/f12 with the aancas on g",
        },
    ];

    fn presets() -> &'static [Preset<Rules>] {
        PRESETS
    }

    /// The default preset was called `seed` in 0.2.
    fn preset_aliases() -> &'static [(&'static str, &'static str)] {
        &[("seed", "cazaux_musser")]
    }

    /// The preset named `name` (any case; `_` and `-` are ignored); `default`
    /// (and `seed`, its 0.2 name) also name the first preset,
    /// `cazaux_musser`.
    fn preset(name: &str) -> Result<Rules, RuleError> {
        let plain: String = name
            .chars()
            .filter(|c| !matches!(c, '_' | '-' | ' '))
            .collect();
        if plain.eq_ignore_ascii_case("default") || plain.eq_ignore_ascii_case("seed") {
            return Ok(Rules::default());
        }
        let want = |p: &&Preset<Rules>| {
            p.name
                .chars()
                .filter(|c| *c != '_')
                .collect::<String>()
                .eq_ignore_ascii_case(&plain)
        };
        PRESETS
            .iter()
            .find(want)
            .map(|p| (p.rules)())
            .ok_or_else(|| {
                let known = PRESETS.iter().map(|p| p.name).collect();
                RuleError::new("preset", name, RuleErrorKind::UnknownPreset { known })
            })
    }

    variant_core::options_by_fields!(
        king_leap_can_capture,
        king_leap_out_of_check,
        king_leap_over_attacked,
        king_leap_directions,
        stalemate,
        bare_king,
        ply_limit,
        pawn_double_step,
        lion,
        giraffe,
        unicorn,
        aanca,
        king_file
    );
}

// The no-progress draw is judged before repetition.
variant_core::draw_rules_by_fields!(Rules, no_progress_first);
