//! The draw options every game shares: repetition and no progress, judged
//! once here.

use crate::{DrawReason, Repetition, RepetitionHistory};

/// The draw options of a game's rules.
pub trait DrawRules {
    /// The repetition option.
    fn repetition(&self) -> Repetition;

    /// The no-progress limit in plies of the halfmove clock, if any.
    fn no_progress_limit(&self) -> Option<u16>;

    /// Whether the no-progress draw is judged before repetition when both
    /// hold (Grant Acedrex's order); repetition comes first otherwise.
    const NO_PROGRESS_FIRST: bool = false;
}

/// The draw options of a game's rules, to be set by name
/// ([`set_draw_option`](crate::rules::set_draw_option)).
pub trait DrawRulesMut: DrawRules {
    /// The repetition option and the no-progress limit, to be changed.
    fn draw_options_mut(&mut self) -> (&mut Repetition, &mut Option<u16>);
}

/// Implements [`DrawRules`] and [`DrawRulesMut`] for a game's `Rules`
/// struct through its public fields `repetition` and `no_progress_limit`,
/// as every game names them. `draw_rules_by_fields!(Rules);` keeps repetition first;
/// `draw_rules_by_fields!(Rules, no_progress_first);` judges the
/// no-progress draw first ([`DrawRules::NO_PROGRESS_FIRST`]).
///
/// ```
/// use variant_core::{draw_by_options, DrawReason, Repetition};
/// struct Rules { repetition: Repetition, no_progress_limit: Option<u16> }
/// variant_core::draw_rules_by_fields!(Rules);
/// let rules = Rules { repetition: Repetition::ThreefoldDraw, no_progress_limit: Some(50) };
/// assert_eq!(draw_by_options(&rules, 50, 3), Some(DrawReason::Repetition));
/// ```
#[macro_export]
macro_rules! draw_rules_by_fields {
    ($rules:ty) => {
        $crate::draw_rules_by_fields!(@impl $rules, false);
    };
    ($rules:ty, no_progress_first) => {
        $crate::draw_rules_by_fields!(@impl $rules, true);
    };
    (@impl $rules:ty, $first:literal) => {
        impl $crate::DrawRules for $rules {
            const NO_PROGRESS_FIRST: bool = $first;

            #[inline]
            fn repetition(&self) -> $crate::Repetition {
                self.repetition
            }

            #[inline]
            fn no_progress_limit(&self) -> Option<u16> {
                self.no_progress_limit
            }
        }

        impl $crate::DrawRulesMut for $rules {
            fn draw_options_mut(&mut self) -> (&mut $crate::Repetition, &mut Option<u16>) {
                (&mut self.repetition, &mut self.no_progress_limit)
            }
        }
    };
}

/// The draw, if any, that the draw options of `rules` give a position whose
/// halfmove clock is `halfmove_clock` and which has occurred `occurrences`
/// times (itself included) since the last irreversible move.
///
/// ```
/// use variant_core::{draw_by_options, DrawReason, DrawRules, Repetition};
/// struct Both;
/// impl DrawRules for Both {
///     fn repetition(&self) -> Repetition { Repetition::ThreefoldDraw }
///     fn no_progress_limit(&self) -> Option<u16> { Some(50) }
/// }
/// assert_eq!(draw_by_options(&Both, 49, 2), None);
/// assert_eq!(draw_by_options(&Both, 50, 3), Some(DrawReason::Repetition));
/// assert_eq!(draw_by_options(&Both, 50, 1), Some(DrawReason::NoProgress));
/// ```
pub fn draw_by_options<R: DrawRules + ?Sized>(
    rules: &R,
    halfmove_clock: u32,
    occurrences: usize,
) -> Option<DrawReason> {
    let repeated = (rules.repetition() == Repetition::ThreefoldDraw && occurrences >= 3)
        .then_some(DrawReason::Repetition);
    let stalled = rules
        .no_progress_limit()
        .is_some_and(|limit| halfmove_clock >= u32::from(limit))
        .then_some(DrawReason::NoProgress);
    if R::NO_PROGRESS_FIRST {
        stalled.or(repeated)
    } else {
        repeated.or(stalled)
    }
}

/// [`draw_by_options`] for a position with hash `hash`, recorded in
/// `history` (which holds the position itself when repetition is on).
#[inline]
pub fn draw_by_history<R: DrawRules + ?Sized>(
    rules: &R,
    halfmove_clock: u32,
    history: &RepetitionHistory,
    hash: u64,
) -> Option<DrawReason> {
    if rules.repetition() == Repetition::None && rules.no_progress_limit().is_none() {
        return None;
    }
    let occurrences = if rules.repetition() == Repetition::ThreefoldDraw {
        history.occurrences(hash)
    } else {
        0
    };
    draw_by_options(rules, halfmove_clock, occurrences)
}

/// The halfmove clock as the draw options read it: capped at the
/// no-progress limit (every count from the limit on means the same draw),
/// or `None` when no rule reads it. Two positions whose other state is equal
/// are the same game when their read clocks are equal.
///
/// ```
/// use variant_core::{read_clock, DrawRules, Repetition};
/// struct Fifty;
/// impl DrawRules for Fifty {
///     fn repetition(&self) -> Repetition { Repetition::None }
///     fn no_progress_limit(&self) -> Option<u16> { Some(50) }
/// }
/// assert_eq!(read_clock(&Fifty, 7), Some(7));
/// assert_eq!(read_clock(&Fifty, 70), read_clock(&Fifty, 50));
/// ```
#[inline]
pub fn read_clock<R: DrawRules + ?Sized>(rules: &R, halfmove_clock: u32) -> Option<u32> {
    rules
        .no_progress_limit()
        .map(|limit| halfmove_clock.min(u32::from(limit)))
}

/// Folds `value`, a counter that a rule reads, into a zobrist key: `tag`
/// tells the counters apart (the clock, a ply count).
#[inline]
#[must_use]
pub fn counter_key(tag: u64, value: u64) -> u64 {
    crate::zobrist::splitmix64(tag ^ value.wrapping_mul(0x9e37_79b9_7f4a_7c15)).1
}

/// The part of a zobrist key that the draw options read beyond the
/// placement: the [`read_clock`] when a no-progress limit is set, and the
/// history's digest ([`RepetitionHistory::digest`]) under
/// [`Repetition::ThreefoldDraw`]. It is 0 when no draw option is on, so the
/// key is then the placement's alone.
///
/// ```
/// use variant_core::{draw_state_key, DrawRules, Repetition};
/// struct Off;
/// impl DrawRules for Off {
///     fn repetition(&self) -> Repetition { Repetition::None }
///     fn no_progress_limit(&self) -> Option<u16> { None }
/// }
/// struct Fifty;
/// impl DrawRules for Fifty {
///     fn repetition(&self) -> Repetition { Repetition::None }
///     fn no_progress_limit(&self) -> Option<u16> { Some(50) }
/// }
/// assert_eq!(draw_state_key(&Off, 30, 0), 0);
/// assert_ne!(draw_state_key(&Fifty, 30, 0), draw_state_key(&Fifty, 31, 0));
/// assert_eq!(draw_state_key(&Fifty, 50, 0), draw_state_key(&Fifty, 99, 0));
/// ```
#[inline]
#[must_use]
pub fn draw_state_key<R: DrawRules + ?Sized>(
    rules: &R,
    halfmove_clock: u32,
    history_digest: u64,
) -> u64 {
    let clock = read_clock(rules, halfmove_clock).map_or(0, |clock| {
        counter_key(0x3c1a_b5e2_0d41_c0c7, u64::from(clock))
    });
    let history = if rules.repetition() == Repetition::ThreefoldDraw {
        counter_key(0x51f0_93d4_a7e2_6b19, history_digest)
    } else {
        0
    };
    clock ^ history
}

/// Whether two positions of the same rules and placement have the same draw
/// state: the same [`read_clock`] and histories holding the same positions
/// as often each (histories are kept only where a repetition rule reads
/// them). Each position is given as its halfmove clock and history.
#[inline]
pub fn same_draw_state<R: DrawRules + ?Sized>(
    rules: &R,
    (clock, history): (u32, &RepetitionHistory),
    (other_clock, other_history): (u32, &RepetitionHistory),
) -> bool {
    read_clock(rules, clock) == read_clock(rules, other_clock) && history == other_history
}
