//! Per-square tables, computed once: the leapers' and the king's targets
//! (their order is the order moves are generated in). The rays, the aanca's
//! and unicorn's first steps and their reverse lookups are the unit tests'
//! (the board-based attack oracle's, `attack`).

use crate::rules::{Giraffe, KingLeapDirections, Lion};
use crate::{PieceKind, Square};
use std::sync::OnceLock;
use variant_core::{ArrayVec, Color};

/// Direction vectors: 0..4 orthogonal (N, S, E, W), 4..8 diagonal
/// (NE, NW, SE, SW).
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

#[cfg(test)]
fn dir_index(dx: i8, dy: i8) -> usize {
    DIRS.iter()
        .position(|&d| d == (dx, dy))
        .expect("a unit direction")
}

/// The piece each file's pawn promotes to: the initial array's piece there,
/// except that the king's file (g) gives an aanca. The same with Murray's
/// array (f and g both give aancas).
pub(crate) const PROMOTION: [PieceKind; 12] = [
    PieceKind::Rook,
    PieceKind::Lion,
    PieceKind::Unicorn,
    PieceKind::Giraffe,
    PieceKind::Crocodile,
    PieceKind::Aanca,
    PieceKind::Aanca,
    PieceKind::Crocodile,
    PieceKind::Giraffe,
    PieceKind::Unicorn,
    PieceKind::Lion,
    PieceKind::Rook,
];

pub(super) type Targets = ArrayVec<u8, 12>;

/// King leaps from a square: (jumped-over square, target), in `DIRS` order.
pub(super) type KingLeaps = ArrayVec<(u8, u8), 8>;

pub(crate) struct Tables {
    /// `rays[sq][dir]`: the squares from `sq` outward in direction `dir`.
    #[cfg(test)]
    pub(super) rays: Vec<[ArrayVec<u8, 11>; 8]>,
    /// One-step neighbours in each direction.
    #[cfg(test)]
    pub(super) step: Vec<[Option<u8>; 8]>,
    /// King steps.
    pub(super) king: Vec<Targets>,
    /// King leaps in all eight directions.
    king_leap_all: Vec<KingLeaps>,
    /// `[color][sq]`: the leaps forward for that colour's king (see
    /// [`Tables::king_leaps`]).
    king_leap_forward: [Vec<KingLeaps>; 2],
    /// `[color][sq]`: the leaps forward and sideways.
    king_leap_forward_sideways: [Vec<KingLeaps>; 2],
    /// Knight targets.
    pub(super) knight: Vec<Targets>,
    /// Unicorn first steps: (knight square, diagonal direction of the slide).
    #[cfg(test)]
    pub(super) unicorn: Vec<ArrayVec<(u8, u8), 8>>,
    /// Reverse unicorn: for a turning square and a diagonal walking direction
    /// w (index `dir - 4`), the knight squares s + (2wx, wy) and s + (wx, 2wy).
    #[cfg(test)]
    pub(super) unicorn_rev: Vec<[ArrayVec<u8, 2>; 4]>,
    /// Aanca first steps: (diagonal square, the two outward orthogonal directions).
    #[cfg(test)]
    pub(super) aanca: Vec<ArrayVec<(u8, [u8; 2]), 4>>,
    /// Leapers: lion (3,0)+(3,1), lion (3,0), giraffe (3,2), giraffe (4,1).
    pub(super) lion_hc: Vec<Targets>,
    pub(super) lion_h: Vec<Targets>,
    pub(super) zebra: Vec<Targets>,
    pub(super) four_one: Vec<Targets>,
    /// `pawn_from[color][sq]`: squares from which a pawn of `color` attacks `sq`.
    #[cfg(test)]
    pub(super) pawn_from: [Vec<ArrayVec<u8, 2>>; 2],
}

/// For an orthogonal walking direction `w`, the two diagonal directions
/// that share its component (where the aanca stands behind a turning square).
#[cfg(test)]
pub(super) const AANCA_REV: [[usize; 2]; 4] = [[4, 5], [6, 7], [4, 6], [5, 7]];

fn leaper(sq: Square, vectors: &[(i8, i8)]) -> Targets {
    let mut out = Targets::new();
    for &(a, b) in vectors {
        for (x, y) in [
            (a, b),
            (-a, b),
            (a, -b),
            (-a, -b),
            (b, a),
            (-b, a),
            (b, -a),
            (-b, -a),
        ] {
            if let Some(t) = sq.offset(x, y) {
                if !out.contains(&(t.index() as u8)) {
                    out.push(t.index() as u8);
                }
            }
        }
    }
    out
}

fn build() -> Tables {
    let mut t = Tables {
        #[cfg(test)]
        rays: Vec::with_capacity(144),
        #[cfg(test)]
        step: Vec::with_capacity(144),
        king: Vec::with_capacity(144),
        king_leap_all: Vec::with_capacity(144),
        king_leap_forward: [Vec::with_capacity(144), Vec::with_capacity(144)],
        king_leap_forward_sideways: [Vec::with_capacity(144), Vec::with_capacity(144)],
        knight: Vec::with_capacity(144),
        #[cfg(test)]
        unicorn: Vec::with_capacity(144),
        #[cfg(test)]
        unicorn_rev: Vec::with_capacity(144),
        #[cfg(test)]
        aanca: Vec::with_capacity(144),
        lion_hc: Vec::with_capacity(144),
        lion_h: Vec::with_capacity(144),
        zebra: Vec::with_capacity(144),
        four_one: Vec::with_capacity(144),
        #[cfg(test)]
        pawn_from: [Vec::with_capacity(144), Vec::with_capacity(144)],
    };
    for i in 0..144 {
        let sq = Square::at(i as u8);
        let mut rays: [ArrayVec<u8, 11>; 8] = Default::default();
        let mut step = [None; 8];
        let mut king = Targets::new();
        let mut king_leap = KingLeaps::new();
        let mut forward = [KingLeaps::new(), KingLeaps::new()];
        let mut forward_sideways = [KingLeaps::new(), KingLeaps::new()];
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            let mut cur = sq;
            while let Some(n) = cur.offset(dx, dy) {
                rays[d].push(n.index() as u8);
                cur = n;
            }
            step[d] = sq.offset(dx, dy).map(|s| s.index() as u8);
            if let Some(s) = step[d] {
                king.push(s);
                if let Some(l) = sq.offset(2 * dx, 2 * dy) {
                    let leap = (s, l.index() as u8);
                    king_leap.push(leap);
                    for color in Color::ALL {
                        let ahead = color.fold(1, -1);
                        if dy == ahead {
                            forward[color.index()].push(leap);
                        }
                        if dy == ahead || dy == 0 {
                            forward_sideways[color.index()].push(leap);
                        }
                    }
                }
            }
        }
        #[cfg(test)]
        {
            t.rays.push(rays);
            t.step.push(step);
        }
        t.king.push(king);
        t.king_leap_all.push(king_leap);
        for c in 0..2 {
            t.king_leap_forward[c].push(forward[c].clone());
            t.king_leap_forward_sideways[c].push(forward_sideways[c].clone());
        }
        t.knight.push(leaper(sq, &[(2, 1)]));
        #[cfg(test)]
        {
            let mut unicorn = ArrayVec::new();
            for (a, b) in [
                (2, 1),
                (1, 2),
                (-1, 2),
                (-2, 1),
                (-2, -1),
                (-1, -2),
                (1, -2),
                (2, -1),
            ] {
                if let Some(n) = sq.offset(a, b) {
                    unicorn.push((n.index() as u8, dir_index(a.signum(), b.signum()) as u8));
                }
            }
            t.unicorn.push(unicorn);
            let mut rev: [ArrayVec<u8, 2>; 4] = Default::default();
            for (w, r) in rev.iter_mut().enumerate() {
                let (wx, wy) = DIRS[w + 4];
                for (x, y) in [(2 * wx, wy), (wx, 2 * wy)] {
                    if let Some(n) = sq.offset(x, y) {
                        r.push(n.index() as u8);
                    }
                }
            }
            t.unicorn_rev.push(rev);
            let mut aanca = ArrayVec::new();
            for &(dx, dy) in &DIRS[4..] {
                if let Some(n) = sq.offset(dx, dy) {
                    aanca.push((
                        n.index() as u8,
                        [dir_index(dx, 0) as u8, dir_index(0, dy) as u8],
                    ));
                }
            }
            t.aanca.push(aanca);
        }
        t.lion_hc.push(leaper(sq, &[(3, 0), (3, 1)]));
        t.lion_h.push(leaper(sq, &[(3, 0)]));
        t.zebra.push(leaper(sq, &[(3, 2)]));
        t.four_one.push(leaper(sq, &[(4, 1)]));
        #[cfg(test)]
        {
            for (c, dy) in [(0, -1), (1, 1)] {
                let mut from = ArrayVec::new();
                for dx in [-1, 1] {
                    if let Some(s) = sq.offset(dx, dy) {
                        from.push(s.index() as u8);
                    }
                }
                t.pawn_from[c].push(from);
            }
        }
    }
    t
}

pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

impl Tables {
    /// The leaps of `color`'s king from `sq` in `directions`. Read the other
    /// way, `king_leaps(directions, !color, sq)` holds the squares from
    /// which `color`'s king leaps to `sq`: reversing a direction swaps the
    /// colours' forward.
    #[inline]
    pub(super) fn king_leaps(
        &self,
        directions: KingLeapDirections,
        color: Color,
        sq: usize,
    ) -> &KingLeaps {
        match directions {
            KingLeapDirections::All => &self.king_leap_all[sq],
            KingLeapDirections::Forward => &self.king_leap_forward[color.index()][sq],
            KingLeapDirections::ForwardAndSideways => {
                &self.king_leap_forward_sideways[color.index()][sq]
            }
        }
    }

    pub(super) fn lion(&self, lion: Lion, sq: usize) -> &Targets {
        match lion {
            Lion::ThreeLeaperAndCamel => &self.lion_hc[sq],
            Lion::ThreeLeaper => &self.lion_h[sq],
        }
    }

    pub(super) fn giraffe(&self, giraffe: Giraffe, sq: usize) -> &Targets {
        match giraffe {
            Giraffe::Zebra => &self.zebra[sq],
            Giraffe::FourOne => &self.four_one[sq],
        }
    }
}

/// The greatest number of moves one piece other than the king can have (and
/// at least the king's 16), over every square of an empty board and every
/// rule option: the basis of the [`MoveList`] capacity.
#[cfg(test)]
pub(super) fn max_single_piece_mobility() -> usize {
    let t = tables();
    let mut best = 16; // the king: 8 steps + 8 leaps
    for sq in 0..144 {
        let slide_len = |s: usize, dirs: core::ops::Range<usize>| -> usize {
            dirs.map(|d| t.rays[s][d].len()).sum()
        };
        let aanca: usize = t.aanca[sq]
            .iter()
            .map(|&(d, dirs)| {
                1 + dirs
                    .iter()
                    .map(|&dir| t.rays[d as usize][dir as usize].len())
                    .sum::<usize>()
            })
            .sum();
        let unicorn: usize = t.unicorn[sq]
            .iter()
            .map(|&(n, dir)| 1 + t.rays[n as usize][dir as usize].len())
            .sum();
        let rook = slide_len(sq, 0..4);
        let croc = slide_len(sq, 4..8);
        let leapers = t.lion_hc[sq]
            .len()
            .max(t.lion_h[sq].len())
            .max(t.zebra[sq].len())
            .max(t.four_one[sq].len())
            .max(t.knight[sq].len());
        best = best
            .max(aanca)
            .max(unicorn)
            .max(rook)
            .max(croc)
            .max(leapers);
    }
    best
}
