//! Baroque chess.

use super::{bit_indices, Terms};
use crate::Evaluate;
use baroque_chess::{Move, PieceKind, Position, Rules, SquareSet};
use variant_core::{sum_of_set_sizes, Color, Game, Kind};

mod abbott;

super::weights! {
    /// The evaluation's weights, in hundredths of a pincer: the material
    /// per kind (the King counts nothing), what a frozen piece loses, and
    /// the positional terms. The values are in the tables
    /// ([`Weights::for_rules`]).
    pub struct Weights {
        /// Per pincer.
        pincer,
        /// Per long leaper.
        long_leaper,
        /// Per chameleon.
        chameleon,
        /// Per coordinator.
        coordinator,
        /// Per withdrawer.
        withdrawer,
        /// Per immobilizer.
        immobilizer,
        /// Taken off a frozen pincer.
        frozen_pincer,
        /// Taken off a frozen long leaper.
        frozen_long_leaper,
        /// Taken off a frozen chameleon.
        frozen_chameleon,
        /// Taken off a frozen coordinator.
        frozen_coordinator,
        /// Taken off a frozen withdrawer.
        frozen_withdrawer,
        /// Taken off a frozen immobilizer.
        frozen_immobilizer,
        /// Per empty square a piece that is not frozen could move to (the
        /// King's steps not counted).
        mobility,
        /// Per enemy piece, not frozen, within two steps of the King
        /// (counted against the King's side).
        king_danger,
        /// When the enemy King is frozen.
        king_frozen,
    }
}

super::one_table!(Weights, "abbott", abbott::WEIGHTS);

/// The orthogonal and the diagonal directions, as (file, rank) steps.
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Bit `rank * 8 + file` of every square but those of file `a`, and of
/// file `h`.
const NOT_FILE_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_FILE_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The empty squares the pieces of `movers` reach along `d` over empty
/// squares, all pieces at once. Two pieces never reach the same square (the
/// nearer one would block the other), so the size of the set is the number
/// of those slides.
///
/// An occluded fill in three doubling steps (1, 2 and 4 squares): after
/// the step of `n`, `reached` holds the squares fewer than `2n` steps away
/// with the way there empty, and `open` the empty squares whose `2n - 1`
/// squares behind them (against `d`) are empty too. A loop of one step at a
/// time ended on a branch the processor could not predict.
#[inline]
fn slides(movers: u64, empty: u64, d: (i8, i8)) -> u64 {
    let shift = i32::from(d.0) + 8 * i32::from(d.1);
    let moved = |set: u64, steps: i32| {
        let n = shift * steps;
        if n > 0 {
            set << n
        } else {
            set >> -n
        }
    };
    // A step to the east lands on every file but a's, to the west on
    // every file but h's: a square moved past the edge lands on the other
    // side of the next rank, where `open` has no square.
    let lands = match d.0 {
        1 => NOT_FILE_A,
        -1 => NOT_FILE_H,
        _ => !0,
    };
    let mut reached = movers;
    let mut open = empty & lands;
    reached |= open & moved(reached, 1);
    open &= moved(open, 1);
    reached |= open & moved(reached, 2);
    open &= moved(open, 2);
    reached |= open & moved(reached, 4);
    reached & !movers
}

/// The number of squares of `set`, holding a few pieces: one step per
/// square is cheaper than a popcount without the popcount instruction.
#[inline]
fn few(set: u64) -> i32 {
    bit_indices(set).count() as i32
}

/// Per square, the squares within two king steps of it (itself excluded).
const NEAR: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut tr = r - 2;
        while tr <= r + 2 {
            let mut tf = f - 2;
            while tf <= f + 2 {
                if tf >= 0 && tf < 8 && tr >= 0 && tr < 8 && (tf != f || tr != r) {
                    table[sq] |= 1 << (tr * 8 + tf);
                }
                tf += 1;
            }
            tr += 1;
        }
        sq += 1;
    }
    table
};

/// The bits of a square set (bit `i` = the square of index `i`), for the
/// word arithmetic below.
#[inline]
fn bits(set: SquareSet) -> u64 {
    set.words()[0]
}

/// What both sides' terms read: the pieces of each side and its frozen
/// ones, by colour index (computed once per evaluation).
struct Sides {
    occupied: [u64; 2],
    frozen: [u64; 2],
}

impl Sides {
    fn of(p: &Position) -> Sides {
        let each = |f: &dyn Fn(Color) -> SquareSet| [bits(f(Color::White)), bits(f(Color::Black))];
        Sides {
            occupied: each(&|c| p.occupied(c)),
            frozen: each(&|c| p.frozen(c)),
        }
    }
}

/// `color`'s positional terms (everything but material).
fn positional(p: &Position, s: &Sides, color: Color, t: &mut impl Terms<Weights>) {
    let (us, them) = (color.index(), (!color).index());
    let ours = s.occupied[us];
    let theirs = s.occupied[them];
    let empty = !(ours | theirs);
    if t.wants(|w| w.mobility) {
        // Every piece but the King moves as a queen, the Pincer as a rook.
        let movers = ours & !s.frozen[us] & !bits(p.pieces(color, PieceKind::King));
        let queens = movers & !bits(p.pieces(color, PieceKind::Pincer));
        let orthogonal = ORTHOGONAL.map(|d| slides(movers, empty, d));
        let diagonal = DIAGONAL.map(|d| slides(queens, empty, d));
        let [o0, o1, o2, o3] = orthogonal;
        let [d0, d1, d2, d3] = diagonal;
        let moves = sum_of_set_sizes([o0, o1, o2, o3, d0, d1, d2, d3, 0]);
        t.add(|w| w.mobility, moves as i32);
    }
    if let Some(king) = p.king_square(color) {
        let king = king.index() as u32;
        let attackers = theirs & !s.frozen[them] & NEAR[king as usize];
        t.add(|w| w.king_danger, -few(attackers));
    }
    if let Some(king) = p.king_square(!color) {
        if s.frozen[them] & (1 << king.index()) != 0 {
            t.add(|w| w.king_frozen, 1);
        }
    }
}

/// `color`'s material: a count per kind and what its frozen pieces lose
/// (counted only when some are frozen, which is rare). Written out kind by
/// kind (the King has no material): each weight is then a field read the
/// compiler sees, not an indirect call through a `match` on the kind.
fn material_terms(p: &Position, s: &Sides, color: Color, t: &mut impl Terms<Weights>) {
    let frozen = s.frozen[color.index()];
    macro_rules! per_kind {
        ($($kind:ident: $value:ident, $frozen_value:ident;)*) => {$(
            let set = bits(p.pieces(color, PieceKind::$kind));
            t.add(|w| w.$value, few(set));
            if set & frozen != 0 {
                t.add(|w| w.$frozen_value, -few(set & frozen));
            }
        )*};
    }
    per_kind! {
        Pincer: pincer, frozen_pincer;
        LongLeaper: long_leaper, frozen_long_leaper;
        Chameleon: chameleon, frozen_chameleon;
        Coordinator: coordinator, frozen_coordinator;
        Withdrawer: withdrawer, frozen_withdrawer;
        Immobilizer: immobilizer, frozen_immobilizer;
    }
}

/// Every term of `color`'s side.
fn side(p: &Position, s: &Sides, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(p, s, color, t);
    positional(p, s, color, t);
}

super::tune!();

/// The full evaluation of `position` for the side to move under `weights`.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    let sides = Sides::of(position);
    super::weighted(position, weights, |color, t| {
        side(position, &sides, color, t)
    })
}

/// The counts of the evaluation's terms for the side to move less those of
/// the other side, in table order: `evaluate_with(position, w)` is the sum
/// of each weight of `w` times its count.
#[must_use]
pub fn term_counts(position: &Position) -> Vec<i32> {
    let mut counts = vec![0; Weights::NAMES.len()];
    let sides = Sides::of(position);
    super::counted(position, &Weights::INDEX, &mut counts, |color, t| {
        side(position, &sides, color, t)
    });
    counts
}

/// Material values in hundredths of a pincer. The King has no material value:
/// losing it ends the game, which the search sees as an outcome.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pincer => 100,
        PieceKind::LongLeaper => 350,
        PieceKind::Chameleon => 350,
        PieceKind::Coordinator => 400,
        PieceKind::Withdrawer => 350,
        PieceKind::Immobilizer => 500,
        PieceKind::King => 0,
    }
}

impl Evaluate for Position {
    /// A quiescence node costs less than the table's cache miss: see
    /// [`Evaluate::QUIESCENCE_TABLE`].
    const QUIESCENCE_TABLE: bool = false;

    /// Cheap to generate: the generation hides the wait for the table; see
    /// [`Evaluate::GENERATE_BEFORE_PROBE`].
    const GENERATE_BEFORE_PROBE: bool = true;

    /// Material of `color`, counting a frozen piece at two thirds of its value.
    fn material(&self, color: Color) -> i32 {
        let frozen = bits(self.frozen(color));
        let mut score = 0;
        for &kind in PieceKind::ALL {
            let set = bits(self.pieces(color, kind));
            let v = value(kind);
            score += v * set.count_ones() as i32;
            score -= v / 3 * (set & frozen).count_ones() as i32;
        }
        score
    }

    /// The material a move captures (a King capture first of all); suicides last.
    fn move_hint(&self, mv: &Move) -> i32 {
        if !mv.is_capture() {
            return 0;
        }
        if mv.is_suicide() {
            return -100;
        }
        mv.captured_squares()
            .filter_map(|sq| self.piece_at(sq))
            .map(|p| {
                if p.kind == PieceKind::King {
                    10_000
                } else {
                    value(p.kind)
                }
            })
            .sum()
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, Weights::for_rules(self.rules()))
    }
}
