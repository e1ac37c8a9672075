//! The Ground pieces: Warrior, Oliphant, Unicorn, Hero, Thief, Cleric, Mage,
//! King and Paladin.

use super::tables::Pattern::*;
use super::{rule, Mode, PieceMoves};
use crate::{PieceKind, Rules};

/// How a Ground piece moves from `level` (0-based: 0 = L1, 1 = L2, 2 = L3),
/// or `None` for the other kinds.
pub(super) fn moves(kind: PieceKind, level: u8, rules: &Rules) -> Option<PieceMoves> {
    use Mode::*;
    let middle = level == 1;
    // `offboard_steps_capture`: the Mage's orthogonal steps on L1/L3 and the
    // King's return from L1/L3.
    let offboard = Mode::both_if(rules.offboard_steps_capture);
    // `paladin_3d_captures`: the Paladin's 3-D knight leaps.
    let knight3d = Mode::both_if(rules.paladin_3d_captures);
    let pm = match kind {
        // Warrior (L2 only): (0,+1,0) M; (±1,+1,0) C; promotion is done by
        // the driver.
        PieceKind::Warrior => PieceMoves::steps(&[rule(Forward, Move), rule(ForwardDiag, Capture)]),
        // Oliphant (L2 only): rook slides.
        PieceKind::Oliphant => PieceMoves {
            orth_slides: true,
            ..PieceMoves::default()
        },
        // Unicorn (L2 only): knight leaps.
        PieceKind::Unicorn => PieceMoves::steps(&[rule(Knight, Both)]),
        // Thief (L2 only): bishop slides.
        PieceKind::Thief => PieceMoves {
            diag_slides: true,
            ..PieceMoves::default()
        },
        // Hero on L2: (±1,±1,0) MC; (±2,±2,0) leap MC; (±1,±1,±1) MC.
        PieceKind::Hero if middle => PieceMoves::steps(&[
            rule(Diag, Both),
            rule(DiagLeap, Both),
            rule(DiagUp, Both),
            rule(DiagDown, Both),
        ]),
        // Hero on L1 or L3: only (±1,±1,±1) back to L2 (the other direction
        // leaves the board).
        PieceKind::Hero => PieceMoves::steps(&[rule(DiagUp, Both), rule(DiagDown, Both)]),
        // Cleric, any level: planar king steps MC; (0,0,±1) MC.
        PieceKind::Cleric => {
            PieceMoves::steps(&[rule(KingStep, Both), rule(Up, Both), rule(Down, Both)])
        }
        // Mage on L2: queen slides MC; (0,0,±1) MC.
        PieceKind::Mage if middle => PieceMoves {
            orth_slides: true,
            diag_slides: true,
            ..PieceMoves::steps(&[rule(Up, Both), rule(Down, Both)])
        },
        // Mage on L1 or L3: orthogonal steps (option); (0,0,±1) toward L2 MC;
        // (0,0,±2) to the other outer level MC, path{the L2 square between}.
        PieceKind::Mage => PieceMoves::steps(&[
            rule(Orth, offboard),
            rule(Up, Both),
            rule(Down, Both),
            rule(UpTwo, Both),
            rule(DownTwo, Both),
        ]),
        // King on L2: planar king steps MC; (0,0,±1) MC.
        PieceKind::King if middle => {
            PieceMoves::steps(&[rule(KingStep, Both), rule(Up, Both), rule(Down, Both)])
        }
        // King on L1 or L3: only (0,0,±1) back to L2 (option).
        PieceKind::King => PieceMoves::steps(&[rule(Up, offboard), rule(Down, offboard)]),
        // Paladin on L2: king steps and knight leaps MC; 3-D knight (option).
        PieceKind::Paladin if middle => PieceMoves::steps(&[
            rule(KingStep, Both),
            rule(Knight, Both),
            rule(Knight3d, knight3d),
        ]),
        // Paladin on L1 or L3: king steps MC; 3-D knight (option).
        PieceKind::Paladin => PieceMoves::steps(&[rule(KingStep, Both), rule(Knight3d, knight3d)]),
        _ => return None,
    };
    Some(pm)
}
