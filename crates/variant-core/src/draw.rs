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
