//! The placement: a mailbox plus per-side and per-kind 64-bit square sets,
//! with an incrementally maintained placement hash; and the board geometry
//! tables.

use crate::moves::Move;
use crate::piece::{Piece, PieceKind};
use variant_core::zobrist::zobrist_keys;
use variant_core::{Color, Kind};

/// A raw square index `0..64` (the hot path's form of [`crate::Square`]).
pub(crate) type Sq = u8;

/// Marks "off the board" in [`STEP`].
pub(crate) const OFF: u8 = 64;

/// The 8 directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW.
/// Even indices are orthogonal; `d ^ 4` is the opposite of `d`.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

const fn build_step() -> [[u8; 8]; 64] {
    let mut t = [[OFF; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut d = 0;
        while d < 8 {
            let nf = f + DIRS[d].0;
            let nr = r + DIRS[d].1;
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                t[sq][d] = (nr * 8 + nf) as u8;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

const fn build_neighbours() -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let n = STEP[sq][d];
            if n != OFF {
                t[sq] |= 1u64 << n;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

const fn build_rays() -> [[u64; 8]; 64] {
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let mut at = STEP[sq][d];
            while at != OFF {
                t[sq][d] |= 1u64 << at;
                at = STEP[at as usize][d];
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

/// `STEP[sq][d]`: the square one step from `sq` in direction `d`, or [`OFF`].
pub(crate) static STEP: [[u8; 8]; 64] = build_step();
/// `NEIGHBOURS[sq]`: the up to 8 squares adjacent to `sq`.
pub(crate) static NEIGHBOURS: [u64; 64] = build_neighbours();
/// `RAYS[sq][d]`: the squares from `sq` (excluded) to the edge in direction `d`.
pub(crate) static RAYS: [[u64; 8]; 64] = build_rays();

/// 14 × 64 piece-square keys, then the side-to-move key.
pub(crate) static KEYS: [u64; 14 * 64 + 1] = zobrist_keys(0xba70_90e5_c4e5_5001);

/// The key XORed in when Black is to move.
pub(crate) fn side_key() -> u64 {
    KEYS[14 * 64]
}

/// The key of `piece` on `sq`. Pieces are numbered kind first (`kind + 7 ×
/// colour`), as in 0.1, so that hashes stay the same across versions.
#[inline]
pub(crate) fn piece_key(piece: Piece, sq: Sq) -> u64 {
    KEYS[(piece.kind.index() + 7 * piece.color.index()) * 64 + sq as usize]
}

/// The squares adjacent to any member of `set`.
#[inline]
pub(crate) fn neighbours_of(mut set: u64) -> u64 {
    let mut n = 0;
    while set != 0 {
        n |= NEIGHBOURS[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    n
}

/// The placement's square sets: per side, and per kind with both sides
/// together. All that counting moves reads (72 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sets {
    /// Occupied squares per side.
    pub occ: [u64; 2],
    /// Squares per kind, both sides together.
    pub by_kind: [u64; 7],
}

impl Sets {
    /// The squares of both sides' pieces of kind `kind`.
    #[inline]
    pub fn kind_set(&self, kind: PieceKind) -> u64 {
        self.by_kind[kind.index()]
    }

    /// The squares of `color`'s pieces of kind `kind`.
    #[inline]
    pub fn of(&self, color: Color, kind: PieceKind) -> u64 {
        self.by_kind[kind.index()] & self.occ[color.index()]
    }

    /// The pieces of `color` that are frozen: next to an enemy immobilizer, or
    /// (for its immobilizers) next to an enemy chameleon. A function of the
    /// placement alone: frozen freezers still freeze.
    #[inline]
    pub fn frozen(&self, color: Color) -> u64 {
        self.frozen_by(color, self.freezers(color))
    }

    /// What freezes `color`'s pieces: the squares next to an enemy
    /// immobilizer, and those next to an enemy chameleon.
    #[inline]
    pub fn freezers(&self, color: Color) -> [u64; 2] {
        let them = !color;
        [
            neighbours_of(self.of(them, PieceKind::Immobilizer)),
            neighbours_of(self.of(them, PieceKind::Chameleon)),
        ]
    }

    /// [`frozen`](Sets::frozen) given its [`freezers`](Sets::freezers).
    #[inline]
    pub fn frozen_by(&self, color: Color, freezers: [u64; 2]) -> u64 {
        let own = self.occ[color.index()];
        (own & freezers[0]) | (self.of(color, PieceKind::Immobilizer) & freezers[1])
    }

    /// The sets after `mv`, a move of `us` whose piece (on the move's
    /// origin) is of kind `kind`: a suicide removes it; any other move
    /// removes the captured pieces and moves it to the destination.
    #[inline(always)]
    pub fn after(&self, us: Color, kind: PieceKind, mv: &Move) -> Sets {
        let mut sets = *self;
        let from = mv.from().mask();
        let to = mv.destination().map_or(0, |to| to.mask());
        let captured = mv.captured_bits() & !from;
        if captured != 0 {
            sets.occ[(!us).index()] &= !captured;
            for set in &mut sets.by_kind {
                *set &= !captured;
            }
        }
        sets.occ[us.index()] ^= from | to;
        sets.by_kind[kind.index()] ^= from | to;
        sets
    }
}

/// The placement of the pieces: 144 bytes, copied with every position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    /// The kind on each square; its side is the `sets.occ` set it is in.
    kinds_on: [Option<PieceKind>; 64],
    /// The square sets.
    pub sets: Sets,
    /// XOR of the piece-square keys.
    pub hash: u64,
}

impl Board {
    pub const EMPTY: Board = Board {
        kinds_on: [None; 64],
        sets: Sets {
            occ: [0; 2],
            by_kind: [0; 7],
        },
        hash: 0,
    };

    /// The side of the piece on the occupied square `sq`.
    #[inline]
    fn color_on(&self, sq: Sq) -> Color {
        if self.sets.occ[Color::Black.index()] & (1u64 << sq) != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The kind of the piece on `sq`, if any.
    #[inline]
    pub fn kind_on(&self, sq: Sq) -> Option<PieceKind> {
        self.kinds_on[sq as usize & 63]
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_on(&self, sq: Sq) -> Option<Piece> {
        let kind = self.kind_on(sq)?;
        Some(Piece::new(self.color_on(sq), kind))
    }

    /// The placement as one optional piece per square (index order).
    pub fn pieces(&self) -> [Option<Piece>; 64] {
        core::array::from_fn(|sq| self.piece_on(sq as Sq))
    }

    #[inline]
    pub fn put(&mut self, sq: Sq, piece: Piece) {
        debug_assert!(self.kind_on(sq).is_none());
        self.kinds_on[sq as usize & 63] = Some(piece.kind);
        let bit = 1u64 << sq;
        self.sets.occ[piece.color.index()] |= bit;
        self.sets.by_kind[piece.kind.index()] |= bit;
        self.hash ^= piece_key(piece, sq);
    }

    #[inline]
    pub fn take(&mut self, sq: Sq) -> Option<Piece> {
        let piece = self.piece_on(sq)?;
        self.kinds_on[sq as usize & 63] = None;
        let bit = 1u64 << sq;
        self.sets.occ[piece.color.index()] &= !bit;
        self.sets.by_kind[piece.kind.index()] &= !bit;
        self.hash ^= piece_key(piece, sq);
        Some(piece)
    }

    /// Moves the piece on `from` (if any) to the empty square `to`.
    #[inline]
    fn slide(&mut self, from: Sq, to: Sq) {
        let Some(piece) = self.piece_on(from) else {
            return;
        };
        self.kinds_on[from as usize & 63] = None;
        self.kinds_on[to as usize & 63] = Some(piece.kind);
        let both = (1u64 << from) | (1u64 << to);
        self.sets.occ[piece.color.index()] ^= both;
        self.sets.by_kind[piece.kind.index()] ^= both;
        self.hash ^= piece_key(piece, from) ^ piece_key(piece, to);
    }

    /// The squares of both sides' pieces of kind `kind`.
    #[inline]
    pub fn kind_set(&self, kind: PieceKind) -> u64 {
        self.sets.kind_set(kind)
    }

    /// The squares of `color`'s pieces of kind `kind`.
    #[inline]
    pub fn of(&self, color: Color, kind: PieceKind) -> u64 {
        self.sets.of(color, kind)
    }

    /// The King square of `color`, if it has one.
    #[inline]
    pub fn king(&self, color: Color) -> Option<Sq> {
        let k = self.of(color, PieceKind::King);
        (k != 0).then(|| k.trailing_zeros() as Sq)
    }

    /// The pieces of `color` that are frozen (see [`Sets::frozen`]).
    #[inline]
    pub fn frozen(&self, color: Color) -> u64 {
        self.sets.frozen(color)
    }

    /// Plays a move generated for this placement (a suicide removes its
    /// square; otherwise the captured pieces go and the mover goes to `to`).
    /// Moves that do not fit the placement keep the placement consistent
    /// rather than panicking.
    #[inline(always)]
    pub fn apply(&mut self, mv: &Move) {
        match mv.destination() {
            Some(to) if mv.captured_bits() == 0 && self.kind_on(to.raw()).is_none() => {
                self.slide(mv.from().raw(), to.raw());
            }
            _ => self.apply_removing(mv),
        }
    }

    /// [`apply`](Board::apply) for a move that removes pieces (or does not
    /// fit the placement).
    #[inline(never)]
    fn apply_removing(&mut self, mv: &Move) {
        let from = mv.from().raw();
        match mv.destination() {
            None => {
                self.take(from);
            }
            Some(to) => {
                let to = to.raw();
                let Some(piece) = self.take(from) else {
                    return;
                };
                let mut caps = mv.captured_bits();
                while caps != 0 {
                    let c = caps.trailing_zeros() as Sq;
                    caps &= caps - 1;
                    self.take(c);
                }
                // Empty for every generated move; cleared so that a bogus
                // move cannot break the placement's invariants.
                self.take(to);
                self.put(to, piece);
            }
        }
    }

    /// The placement hash computed from scratch.
    pub fn recompute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.pieces().iter().enumerate() {
            if let Some(p) = p {
                h ^= piece_key(*p, sq as Sq);
            }
        }
        h
    }
}
