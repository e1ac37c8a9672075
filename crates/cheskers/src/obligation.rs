//! Compulsory capture, written once: which families of moves the capture
//! rule leaves legal, given the men and kings that can jump. The generator,
//! perft's walk and the move count all ask [`Obligation::new`].

use crate::sets::Set;
use crate::CaptureRule;

/// The families of moves legal in a position.
#[derive(Clone, Copy)]
pub(crate) struct Obligation {
    /// Men and kings that cannot jump step, and bishops and camels move
    /// onto empty squares too: nothing must jump, or (`PieceLevel`) only
    /// the jumpers must. The jumpers always make their jump chains.
    pub(crate) free: bool,
    /// Bishops and camels capture: always when `free`, and under
    /// `AnyCaptureSatisfies` as the alternative to a jump chain.
    pub(crate) displacements: bool,
}

impl Obligation {
    /// The legal families under `rule` when `jumpers` can jump.
    #[inline(always)]
    pub(crate) fn new(rule: CaptureRule, jumpers: Set) -> Obligation {
        let free = jumpers == 0 || rule == CaptureRule::PieceLevel;
        Obligation {
            free,
            displacements: free || rule == CaptureRule::AnyCaptureSatisfies,
        }
    }
}
