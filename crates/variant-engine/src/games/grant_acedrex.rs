//! Grant Acedrex.

use crate::Evaluate;
use grant_acedrex::{Giraffe, Lion, Move, PieceKind, Position, Square, Unicorn};
use variant_core::{Color, Game, SquareSet144};

super::weights! {
    /// The evaluation's terms beyond material, in hundredths of a pawn.
    pub struct Weights {
        /// Per square an aanca, unicorn, rook or crocodile could move or
        /// capture to.
        mobility: 3,
        /// Per square a lion or giraffe could leap to.
        leaper_mobility: 3,
        /// Per own pawn on the three files around the king, one or two
        /// ranks ahead of it.
        pawn_shield: 10,
        /// Per enemy piece (not a pawn) within three steps of the king.
        king_danger: 8,
        /// Per passed pawn (no enemy pawn ahead of it on its file or the
        /// next ones), plus a quarter of this per rank it has advanced.
        passed_pawn: 12,
        /// Per pawn with another own pawn ahead of it on its file.
        doubled_pawn: 10,
    }
}

/// Directions as (file, rank) steps.
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const THREE_LEAPS: [(i8, i8); 4] = [(3, 0), (-3, 0), (0, 3), (0, -3)];
const CAMEL_LEAPS: [(i8, i8); 8] = [
    (3, 1),
    (1, 3),
    (-1, 3),
    (-3, 1),
    (-3, -1),
    (-1, -3),
    (1, -3),
    (3, -1),
];
const ZEBRA_LEAPS: [(i8, i8); 8] = [
    (3, 2),
    (2, 3),
    (-2, 3),
    (-3, 2),
    (-3, -2),
    (-2, -3),
    (2, -3),
    (3, -2),
];
const FOUR_ONE_LEAPS: [(i8, i8); 8] = [
    (4, 1),
    (1, 4),
    (-1, 4),
    (-4, 1),
    (-4, -1),
    (-1, -4),
    (1, -4),
    (4, -1),
];

/// The board's occupancy, for counting moves.
struct Board {
    ours: SquareSet144,
    occupied: SquareSet144,
}

impl Board {
    /// Squares from `from` (not included) along `d` that a slider reaches:
    /// the empty ones and a first enemy piece.
    fn slide(&self, from: Square, d: (i8, i8)) -> i32 {
        let mut count = 0;
        let mut at = from;
        while let Some(next) = at.offset(d.0, d.1) {
            if self.ours.contains(next.index()) {
                break;
            }
            count += 1;
            if self.occupied.contains(next.index()) {
                break;
            }
            at = next;
        }
        count
    }

    /// The squares a two-part mover reaches: the first step `d`, and when it
    /// is empty the slides `then` from it.
    fn bent(&self, from: Square, d: (i8, i8), then: &[(i8, i8)]) -> i32 {
        let Some(first) = from.offset(d.0, d.1) else {
            return 0;
        };
        if self.ours.contains(first.index()) {
            0
        } else if self.occupied.contains(first.index()) {
            1
        } else {
            1 + then.iter().map(|&t| self.slide(first, t)).sum::<i32>()
        }
    }

    /// The leaps of `leaps` from `from` that do not land on an own piece.
    fn leaps(&self, from: Square, leaps: &[(i8, i8)]) -> i32 {
        leaps
            .iter()
            .filter_map(|&(df, dr)| from.offset(df, dr))
            .filter(|to| !self.ours.contains(to.index()))
            .count() as i32
    }
}

/// `color`'s slider moves and leaper moves, counted roughly (pins, the
/// king's leap and the Murray unicorn's first move ignored).
fn mobility(p: &Position, color: Color) -> (i32, i32) {
    let board = Board {
        ours: p.occupied(color),
        occupied: p.occupied(color) | p.occupied(!color),
    };
    let rules = p.rules();
    let mut sliders = 0;
    for sq in p.pieces(color, PieceKind::Aanca).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        for d in DIAGONAL {
            sliders += board.bent(sq, d, &[(d.0, 0), (0, d.1)]);
        }
    }
    for sq in p.pieces(color, PieceKind::Unicorn).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        if rules.unicorn == Unicorn::KnightThenDiagonal {
            for d in KNIGHT {
                sliders += board.bent(sq, d, &[(d.0.signum(), d.1.signum())]);
            }
        } else {
            sliders += DIAGONAL.iter().map(|&d| board.slide(sq, d)).sum::<i32>();
        }
    }
    for sq in p.pieces(color, PieceKind::Rook).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        sliders += ORTHOGONAL.iter().map(|&d| board.slide(sq, d)).sum::<i32>();
    }
    for sq in p.pieces(color, PieceKind::Crocodile).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        sliders += DIAGONAL.iter().map(|&d| board.slide(sq, d)).sum::<i32>();
    }
    let mut leapers = 0;
    for sq in p.pieces(color, PieceKind::Lion).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        leapers += board.leaps(sq, &THREE_LEAPS);
        if rules.lion == Lion::ThreeLeaperAndCamel {
            leapers += board.leaps(sq, &CAMEL_LEAPS);
        }
    }
    let giraffe_leaps: &[(i8, i8)] = if rules.giraffe == Giraffe::Zebra {
        &ZEBRA_LEAPS
    } else {
        &FOUR_ONE_LEAPS
    };
    for sq in p.pieces(color, PieceKind::Giraffe).iter() {
        let sq = Square::from_index(sq).expect("a board square");
        leapers += board.leaps(sq, giraffe_leaps);
    }
    (sliders, leapers)
}

/// Material values in hundredths of a pawn, roughly by the number of squares
/// each piece reaches on an open board (aanca 40, unicorn 36, rook 22,
/// crocodile up to 21, lion 12, giraffe 8). The king has no material value.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::King => 0,
        PieceKind::Aanca => 800,
        PieceKind::Unicorn => 700,
        PieceKind::Rook => 550,
        PieceKind::Crocodile => 400,
        PieceKind::Lion => 350,
        PieceKind::Giraffe => 300,
        PieceKind::Pawn => 100,
    }
}

/// Points per rank a pawn has advanced from its starting rank.
const PAWN_ADVANCE: i32 = 8;

impl Evaluate for Position {
    /// The material and pawn-advance score of `color`.
    fn material(&self, color: Color) -> i32 {
        // Kind by kind, from the square sets: a count per kind, and the
        // pawns' squares for their advance (no walk over the 144 squares).
        let mut score = 0;
        for kind in PieceKind::ALL {
            score += value(kind) * self.pieces(color, kind).len() as i32;
        }
        for i in self.pieces(color, PieceKind::Pawn).iter() {
            if let Some(sq) = Square::from_index(i) {
                // Pawns start on rank 4 (White) or 9 (Black), 0-based 3 and 8.
                let ranks = color.fold(i32::from(sq.rank()) - 3, 8 - i32::from(sq.rank()));
                score += PAWN_ADVANCE * ranks.max(0);
            }
        }
        score
    }

    /// Captures first (most valuable victim), then promotions.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured = mv.captured().map_or(0, value);
        let promotion = mv
            .promotion()
            .map_or(0, |kind| value(kind) - value(PieceKind::Pawn));
        captured + promotion
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, &Weights::DEFAULT)
    }
}

/// `color`'s pawn structure and king safety under `w`.
fn pawns_and_king(p: &Position, color: Color, w: &Weights) -> i32 {
    let forward: i8 = color.fold(1, -1);
    let ours = p.pieces(color, PieceKind::Pawn);
    let theirs = p.pieces(!color, PieceKind::Pawn);
    // Per file, the rank of the enemy pawn furthest up the board from our
    // side's view: a pawn is passed when it is past all of them on its file
    // and the next ones.
    let mut blocker = [None::<u8>; 12];
    for sq in theirs.iter() {
        let sq = Square::from_index(sq).expect("a board square");
        let slot = &mut blocker[usize::from(sq.file())];
        let r = sq.rank();
        *slot = Some(slot.map_or(r, |b| color.fold(b.max(r), b.min(r))));
    }
    let mut per_file = [0i32; 12];
    let mut score = 0;
    for sq in ours.iter() {
        let sq = Square::from_index(sq).expect("a board square");
        let (f, r) = (usize::from(sq.file()), sq.rank());
        per_file[f] += 1;
        let ahead = |b: Option<u8>| b.is_some_and(|b| color.fold(b > r, b < r));
        let passed = !(f.saturating_sub(1)..=(f + 1).min(11)).any(|g| ahead(blocker[g]));
        if passed {
            let advanced = color.fold(i32::from(r) - 3, 8 - i32::from(r)).max(0);
            score += w.passed_pawn + w.passed_pawn * advanced / 4;
        }
    }
    score -= w.doubled_pawn * per_file.iter().map(|&n| (n - 1).max(0)).sum::<i32>();
    let king = p.king_square(color);
    for df in -1..=1 {
        for dr in [forward, 2 * forward] {
            if king
                .offset(df, dr)
                .is_some_and(|s| ours.contains(s.index()))
            {
                score += w.pawn_shield;
            }
        }
    }
    let enemies = p.occupied(!color) - theirs;
    let near = enemies
        .iter()
        .filter(|&i| {
            let s = Square::from_index(i).expect("a board square");
            let df = (i32::from(s.file()) - i32::from(king.file())).abs();
            let dr = (i32::from(s.rank()) - i32::from(king.rank())).abs();
            df.max(dr) <= 3
        })
        .count() as i32;
    score - w.king_danger * near
}

/// `color`'s positional score (everything but material) under `w`.
fn positional(p: &Position, color: Color, w: &Weights) -> i32 {
    let mut score = pawns_and_king(p, color, w);
    if w.mobility != 0 || w.leaper_mobility != 0 {
        let (sliders, leapers) = mobility(p, color);
        score += w.mobility * sliders + w.leaper_mobility * leapers;
    }
    score
}

/// The full evaluation of `position` for the side to move under `weights`:
/// the material balance plus each side's positional terms.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    super::balance(position, |color| positional(position, color, weights))
}
