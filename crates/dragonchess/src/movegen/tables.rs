//! Geometry tables, computed once: for every step pattern, side and square
//! the target squares (with the square that must be empty on the way, if
//! any), the same lists reversed (from a target back to the origins that
//! reach it, for attack detection). (The planar slide rays are square sets:
//! see `rays`.)

use crate::square::{LEVEL_SIZE, SQUARE_COUNT};
use std::sync::OnceLock;
use variant_core::Color;

/// "No square": the `via` of a step without a path condition.
pub(crate) const NONE: u16 = u16::MAX;

/// A geometric step pattern: a set of (dx, dy, dz) vectors, dy measured
/// forward for the mover (toward rank 8 for Gold, rank 1 for Scarlet), each
/// with an optional square that must be empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pattern {
    /// (0,+1,0).
    Forward,
    /// (±1,+1,0).
    ForwardDiag,
    /// (0,−1,0).
    Back,
    /// (±1,0,0).
    Sideways,
    /// (±1,0,0), (0,±1,0).
    Orth,
    /// (±1,±1,0).
    Diag,
    /// The eight planar king steps.
    KingStep,
    /// (±1,±2,0), (±2,±1,0).
    Knight,
    /// (±2,±3,0), (±3,±2,0): the Griffon's leap on level 3.
    Zebra,
    /// (±2,±2,0): the Hero's leap.
    DiagLeap,
    /// (0,0,+1).
    Up,
    /// (0,0,−1).
    Down,
    /// (0,0,+2), path{(0,0,+1)}.
    UpTwo,
    /// (0,0,−2), path{(0,0,−1)}.
    DownTwo,
    /// (±1,±1,+1).
    DiagUp,
    /// (±1,±1,−1).
    DiagDown,
    /// (0,0,−1), (±1,0,−1), (0,±1,−1): the Dragon's capture from afar.
    Afar,
    /// (±2,0,±1), (0,±2,±1), (±1,0,±2), (0,±1,±2): the Paladin's 3-D knight.
    Knight3d,
    /// (±2,0,0), (0,±2,0), path{the square between}.
    OrthTwo,
    /// (±1,0,+1), (0,±1,+1), path{the orthogonal neighbour on the same level}.
    Ascent,
    /// (±1,0,−1), (0,±1,−1), path{the square directly below}.
    Descent,
}

/// Number of [`Pattern`]s.
pub(crate) const PATTERN_COUNT: usize = 21;

impl Pattern {
    /// Every pattern, in discriminant order.
    pub(crate) const ALL: [Pattern; PATTERN_COUNT] = [
        Pattern::Forward,
        Pattern::ForwardDiag,
        Pattern::Back,
        Pattern::Sideways,
        Pattern::Orth,
        Pattern::Diag,
        Pattern::KingStep,
        Pattern::Knight,
        Pattern::Zebra,
        Pattern::DiagLeap,
        Pattern::Up,
        Pattern::Down,
        Pattern::UpTwo,
        Pattern::DownTwo,
        Pattern::DiagUp,
        Pattern::DiagDown,
        Pattern::Afar,
        Pattern::Knight3d,
        Pattern::OrthTwo,
        Pattern::Ascent,
        Pattern::Descent,
    ];

    /// Whether the pattern's steps need an empty square on the way.
    pub(crate) const fn has_path(self) -> bool {
        matches!(
            self,
            Pattern::UpTwo
                | Pattern::DownTwo
                | Pattern::OrthTwo
                | Pattern::Ascent
                | Pattern::Descent
        )
    }

    /// The vectors ((dx, dy, dz), optional path vector), dy forward for Gold.
    pub(crate) fn vectors(self) -> Vec<(V, Option<V>)> {
        fn plain(vs: &[V]) -> Vec<(V, Option<V>)> {
            vs.iter().map(|&v| (v, None)).collect()
        }
        const ORTH: [V; 4] = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0)];
        const DIAG: [V; 4] = [(1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0)];
        let scaled = |vs: &[V], k: i8, dz: i8| -> Vec<V> {
            vs.iter().map(|&(x, y, _)| (x * k, y * k, dz)).collect()
        };
        match self {
            Pattern::Forward => plain(&[(0, 1, 0)]),
            Pattern::ForwardDiag => plain(&[(-1, 1, 0), (1, 1, 0)]),
            Pattern::Back => plain(&[(0, -1, 0)]),
            Pattern::Sideways => plain(&[(-1, 0, 0), (1, 0, 0)]),
            Pattern::Orth => plain(&ORTH),
            Pattern::Diag => plain(&DIAG),
            Pattern::KingStep => plain(&[ORTH, DIAG].concat()),
            Pattern::Knight => plain(&leaps(1, 2)),
            Pattern::Zebra => plain(&leaps(2, 3)),
            Pattern::DiagLeap => plain(&scaled(&DIAG, 2, 0)),
            Pattern::Up => plain(&[(0, 0, 1)]),
            Pattern::Down => plain(&[(0, 0, -1)]),
            Pattern::UpTwo => vec![((0, 0, 2), Some((0, 0, 1)))],
            Pattern::DownTwo => vec![((0, 0, -2), Some((0, 0, -1)))],
            Pattern::DiagUp => plain(&scaled(&DIAG, 1, 1)),
            Pattern::DiagDown => plain(&scaled(&DIAG, 1, -1)),
            Pattern::Afar => plain(&[[(0, 0, -1)].as_slice(), &scaled(&ORTH, 1, -1)].concat()),
            Pattern::Knight3d => {
                let mut v = Vec::new();
                for dz in [1, -1] {
                    v.extend(scaled(&ORTH, 2, dz));
                }
                for dz in [2, -2] {
                    v.extend(scaled(&ORTH, 1, dz));
                }
                plain(&v)
            }
            Pattern::OrthTwo => ORTH
                .iter()
                .map(|&(x, y, _)| ((2 * x, 2 * y, 0), Some((x, y, 0))))
                .collect(),
            Pattern::Ascent => ORTH
                .iter()
                .map(|&(x, y, _)| ((x, y, 1), Some((x, y, 0))))
                .collect(),
            Pattern::Descent => ORTH
                .iter()
                .map(|&(x, y, _)| ((x, y, -1), Some((0, 0, -1))))
                .collect(),
        }
    }
}

/// A vector (files, ranks, levels).
pub(crate) type V = (i8, i8, i8);

fn leaps(a: i8, b: i8) -> Vec<V> {
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                v.push((x * sx, y * sy, 0));
            }
        }
    }
    v
}

/// One entry of a step table: a square and the square that must be empty
/// for the step ([`NONE`] if none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// The target (forward tables) or origin (reverse tables).
    pub sq: u16,
    /// The square that must be empty, or [`NONE`].
    pub via: u16,
}

/// The eight planar directions: orthogonal first (E, W, N, S), then
/// diagonal.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// All precomputed geometry.
pub(crate) struct Tables {
    fwd_steps: Vec<Step>,
    fwd_start: Vec<u32>,
    rev_steps: Vec<Step>,
    rev_start: Vec<u32>,
}

#[inline]
fn slot(p: Pattern, c: Color, sq: usize) -> usize {
    ((p as usize) * 2 + c.index()) * SQUARE_COUNT + sq
}

/// The square `sq` moved by a vector, if it stays on the board.
pub(crate) fn offset(sq: usize, (dx, dy, dz): V) -> Option<usize> {
    let level = (sq / LEVEL_SIZE) as i16 + dz as i16;
    let file = (sq % 12) as i16 + dx as i16;
    let rank = ((sq % LEVEL_SIZE) / 12) as i16 + dy as i16;
    if (0..3).contains(&level) && (0..12).contains(&file) && (0..8).contains(&rank) {
        Some(level as usize * LEVEL_SIZE + rank as usize * 12 + file as usize)
    } else {
        None
    }
}

impl Tables {
    fn build() -> Tables {
        let slots = PATTERN_COUNT * 2 * SQUARE_COUNT;
        let mut fwd: Vec<Vec<Step>> = vec![Vec::new(); slots];
        let mut rev: Vec<Vec<Step>> = vec![Vec::new(); slots];
        for p in Pattern::ALL {
            let vectors = p.vectors();
            for c in Color::ALL {
                let orient = |(x, y, z): V| match c {
                    Color::White => (x, y, z),
                    Color::Black => (x, -y, z),
                };
                for sq in 0..SQUARE_COUNT {
                    for &(v, via) in &vectors {
                        let Some(to) = offset(sq, orient(v)) else {
                            continue;
                        };
                        let via = match via {
                            Some(w) => match offset(sq, orient(w)) {
                                Some(w) => w as u16,
                                None => continue,
                            },
                            None => NONE,
                        };
                        fwd[slot(p, c, sq)].push(Step { sq: to as u16, via });
                        rev[slot(p, c, to)].push(Step { sq: sq as u16, via });
                    }
                }
            }
        }
        let flatten = |lists: Vec<Vec<Step>>| {
            let mut steps = Vec::new();
            let mut start = Vec::with_capacity(lists.len() + 1);
            for l in lists {
                start.push(steps.len() as u32);
                steps.extend(l);
            }
            start.push(steps.len() as u32);
            (steps, start)
        };
        let (fwd_steps, fwd_start) = flatten(fwd);
        let (rev_steps, rev_start) = flatten(rev);
        Tables {
            fwd_steps,
            fwd_start,
            rev_steps,
            rev_start,
        }
    }

    /// The steps of pattern `p` for side `c` from square `sq`.
    #[inline]
    pub(crate) fn targets(&self, p: Pattern, c: Color, sq: usize) -> &[Step] {
        let i = slot(p, c, sq);
        &self.fwd_steps[self.fwd_start[i] as usize..self.fwd_start[i + 1] as usize]
    }

    /// The origins from which pattern `p` for side `c` reaches `sq` (each
    /// with the same path square as the forward step).
    #[inline]
    pub(crate) fn origins(&self, p: Pattern, c: Color, sq: usize) -> &[Step] {
        let i = slot(p, c, sq);
        &self.rev_steps[self.rev_start[i] as usize..self.rev_start[i + 1] as usize]
    }
}

/// The tables, built on first use.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_sizes() {
        let t = tables();
        // 2f4 (level 2, file f, rank 4) is central enough for every vector.
        let sq = 96 + 3 * 12 + 5;
        let expect = [
            (Pattern::Forward, 1),
            (Pattern::ForwardDiag, 2),
            (Pattern::KingStep, 8),
            (Pattern::Knight, 8),
            (Pattern::DiagLeap, 4),
            (Pattern::Afar, 5),
            (Pattern::Knight3d, 8),
            (Pattern::Ascent, 4),
            (Pattern::Descent, 4),
            (Pattern::UpTwo, 0),
        ];
        for (p, n) in expect {
            assert_eq!(t.targets(p, Color::White, sq).len(), n, "{p:?}");
        }
        // Scarlet's forward is toward rank 1.
        assert_eq!(
            t.targets(Pattern::Forward, Color::Black, sq)[0].sq as usize,
            sq - 12
        );
        assert_eq!(Pattern::ALL.len(), PATTERN_COUNT);
        for p in Pattern::ALL {
            let pathed = p.vectors().iter().any(|(_, via)| via.is_some());
            assert_eq!(p.has_path(), pathed, "{p:?}");
        }
        for (i, p) in Pattern::ALL.iter().enumerate() {
            assert_eq!(*p as usize, i);
        }
    }
}
