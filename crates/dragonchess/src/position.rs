//! The valid game state: built from a [`Setup`] (checked), and making moves.

use crate::board::Board;
use crate::movegen::{self, MoveList};
use crate::occupancy::Occupancy;
use crate::piece::{key_index, KIND_COUNT};
use crate::square::SQUARE_COUNT;
use crate::{Move, Piece, PieceKind, PositionError, Problem, Rules, Setup, Square};
use core::fmt;
use variant_core::{
    draw_by_history, Color, DrawReason, Kind, MoveCounters, Repetition, RepetitionHistory,
    SquareSet288,
};

/// The start position's text (the same under every rule option).
pub const START_TEXT: &str = "2g3r3g1/s1s1s1s1s1s1/12/12/12/12/S1S1S1S1S1S1/2G3R3G1|ouhtcmkpthuo/wwwwwwwwwwww/12/12/12/12/WWWWWWWWWWWW/OUHTCMKPTHUO|2b3e3b1/1d1d1d1d1d1d/12/12/12/12/1D1D1D1D1D1D/2B3E3B1 g 0 1";

const KEY_COUNT: usize = 30 * SQUARE_COUNT + 1;
static KEYS: [u64; KEY_COUNT] = variant_core::zobrist::zobrist_keys(0xd7a9_0c45_1985_0100);
const SIDE_KEY: usize = KEY_COUNT - 1;

#[inline]
fn key(p: Piece, sq: usize) -> u64 {
    KEYS[key_index(p) * SQUARE_COUNT + sq]
}

/// A Dragonchess position: the three boards, the side to move, the two move
/// counters, the rules it is played under, its zobrist hash and (with the
/// repetition option on) the hashes of the positions played through since
/// the last capture or Warrior move.
///
/// It implements [`Game`](variant_core::Game): build one with
/// [`from_setup`](variant_core::Game::from_setup) (a checked [`Setup`]),
/// from position text (`FromStr`, [`from_text`](variant_core::Game::from_text))
/// or as the start position (`Default`, [`start`](variant_core::Game::start)).
/// `Display` is the position text. Equality, hashing and the zobrist key
/// mean the same game: placement, side to move and rules, and, only where a
/// rule reads them, the halfmove clock (capped at `no_progress_limit`) and
/// the repetition history (under `repetition`). Equal positions have equal
/// legal moves and outcomes, after any line.
///
/// ```
/// use dragonchess::prelude::*;
/// let mut pos = Position::default();
/// assert_eq!(pos.legal_move_vec().len(), 90);
/// pos.play_text("W2c2-2c3")?;
/// assert_eq!(Position::side_name(pos.side_to_move()), "scarlet");
/// # Ok::<(), ParseMoveError>(())
/// ```
pub struct Position {
    pub(crate) board: Board,
    /// Kept in step with `board`.
    pub(crate) occ: Occupancy,
    /// Each side's King, by [`Color::index`].
    pub(crate) kings: [Square; 2],
    /// The number of pieces of each side and kind, by [`Color::index`] and
    /// kind index: kept by [`Position::make_move`] (not by
    /// [`Position::place`], whose change [`Position::unplace`] takes back).
    pub(crate) counts: [[u16; KIND_COUNT]; 2],
    pub(crate) side: Color,
    pub(crate) counters: MoveCounters,
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
    /// Recorded only under `Repetition::ThreefoldDraw`.
    pub(crate) history: RepetitionHistory,
}

/// The set of the 288 squares by [`Square::index`] (level 1 first).
pub type SquareSet = SquareSet288;

/// The number of pieces of each side and kind on `board` (see
/// [`Position::counts`]).
fn piece_counts(board: &Board) -> [[u16; KIND_COUNT]; 2] {
    let mut counts = [[0; KIND_COUNT]; 2];
    for sq in 0..SQUARE_COUNT {
        if let Some(p) = board.get(sq) {
            counts[p.color.index()][p.kind.index()] += 1;
        }
    }
    counts
}

/// The per-level occupancy bits (96 a level) as one set of 288 squares.
fn level_bits_to_set(levels: [u128; 3]) -> SquareSet {
    let [l0, l1, l2] = levels;
    SquareSet::from_words([
        l0 as u64,
        ((l0 >> 64) | (l1 << 32)) as u64,
        (l1 >> 32) as u64,
        l2 as u64,
        (l2 >> 64) as u64,
    ])
}

impl Position {
    /// Checks `setup` under `rules` and builds the position, or reports
    /// every [`Problem`] at once and gives the setup back (the same as
    /// [`Game::from_setup`](variant_core::Game::from_setup)).
    ///
    /// # Errors
    ///
    /// A [`PositionError`] listing every problem.
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        Position::checked(setup, rules)
    }

    /// The halfmove clock and the fullmove number.
    #[must_use]
    pub fn counters(&self) -> MoveCounters {
        self.counters
    }

    /// Checks `setup` and builds the position, or reports every problem
    /// (the work behind [`Position::from_setup`]).
    pub(crate) fn checked(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        let mut problems = Vec::new();
        let mut kings = [None; 2];
        let mut king_counts = [0usize; 2];
        for (sq, p) in setup.pieces() {
            if !p.kind.can_stand_on(sq.level()) {
                problems.push(Problem::UnreachableLevel {
                    square: sq,
                    piece: p,
                });
            }
            let last_rank = p.color.fold(7, 0);
            if p.kind == PieceKind::Warrior && sq.rank() == last_rank {
                problems.push(Problem::UnpromotedWarrior {
                    square: sq,
                    color: p.color,
                });
            }
            if p.kind == PieceKind::King {
                king_counts[p.color.index()] += 1;
                kings[p.color.index()] = Some(sq);
            }
        }
        for color in Color::ALL {
            let count = king_counts[color.index()];
            if count != 1 {
                problems.push(Problem::KingCount { color, count });
            }
        }
        if setup.counters.fullmove_number == 0 {
            problems.push(Problem::FullmoveNumberZero);
        }
        let board = Board::from_cells(&setup.board);
        let occ = Occupancy::of(&board);
        let side = setup.turn;
        if let (1, Some(king)) = (king_counts[(!side).index()], kings[(!side).index()]) {
            if movegen::square_attacked(&board, &occ, king.index(), side, &rules) {
                problems.push(Problem::OpponentInCheck { color: !side, king });
            }
        }
        let (Some(gold), Some(scarlet)) = (kings[0], kings[1]) else {
            return Err(PositionError::new(setup, problems));
        };
        if !problems.is_empty() {
            return Err(PositionError::new(setup, problems));
        }
        let mut pos = Position {
            board,
            occ,
            kings: [gold, scarlet],
            counts: piece_counts(&board),
            side,
            counters: setup.counters,
            hash: 0,
            rules,
            history: RepetitionHistory::default(),
        };
        pos.hash = pos.zobrist_from_scratch();
        pos.start_history();
        Ok(pos)
    }

    /// A position from a list of pieces, checked as
    /// [`from_setup`](variant_core::Game::from_setup) checks a [`Setup`] (one
    /// King a side, pieces on possible levels, no unpromoted Warrior on its
    /// last rank, the side not to move not in check). A square listed twice
    /// keeps the last piece. Counters start at `0` and `1`.
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// let gold_king = Piece::new(Color::White, PieceKind::King);
    /// let scarlet_king = Piece::new(Color::Black, PieceKind::King);
    /// let pos = Position::from_placement(
    ///     &[("2a1".parse()?, gold_king), ("2l8".parse()?, scarlet_king)],
    ///     Color::White,
    ///     Rules::default(),
    /// )?;
    /// assert_eq!(pos.king_square(Color::Black).to_string(), "2l8");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_placement(
        pieces: &[(Square, Piece)],
        side_to_move: Color,
        rules: Rules,
    ) -> Result<Position, PositionError> {
        let mut setup = Setup::empty();
        for &(sq, p) in pieces {
            setup.put(sq, p);
        }
        setup.turn = side_to_move;
        Position::checked(setup, rules)
    }

    /// The position as plain data (what [`Game::to_setup`](variant_core::Game::to_setup) gives).
    pub(crate) fn setup(&self) -> Setup {
        Setup {
            board: self.board.cells(),
            turn: self.side,
            counters: self.counters,
        }
    }

    /// Starts the repetition history at this position (under
    /// `ThreefoldDraw`; otherwise it stays empty).
    fn start_history(&mut self) {
        self.history = RepetitionHistory::default();
        if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.record(self.hash);
        }
    }

    /// The piece on `square`, if any.
    #[must_use]
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.get(square.index())
    }

    /// The squares of `color`'s pieces of `kind`.
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// let start = Position::default();
    /// let sylphs = start.pieces(Color::White, PieceKind::Sylph);
    /// assert_eq!(sylphs.len(), 6);
    /// assert!(sylphs.contains("3a2".parse::<Square>()?.index()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        level_bits_to_set(self.occ.pieces(color, kind))
    }

    /// The squares of `color`'s pieces.
    #[must_use]
    pub fn occupied(&self, color: Color) -> SquareSet {
        level_bits_to_set(self.occ.by_color[color.index()])
    }

    /// The squares of `color`'s pieces of `kind` on `level` (0-based, as
    /// [`Square::level`]) as one level's bits: bit `rank * 12 + file` (the
    /// 0-based [`Square::rank`] and [`Square::file`]) of a `u128`, the form
    /// in which the position keeps them, so no conversion is made. Empty
    /// for a level above 2.
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// let start = Position::default();
    /// // Gold's twelve Warriors on rank 2 of the Ground (0-based level 1).
    /// let warriors = start.pieces_on_level(Color::White, PieceKind::Warrior, 1);
    /// assert_eq!(warriors, 0xfff << 12);
    /// assert_eq!(start.pieces_on_level(Color::White, PieceKind::Warrior, 0), 0);
    /// ```
    #[must_use]
    #[inline]
    pub fn pieces_on_level(&self, color: Color, kind: PieceKind, level: u8) -> u128 {
        let level = usize::from(level);
        if level < 3 {
            self.occ.on_level(color, kind, level)
        } else {
            0
        }
    }

    /// The squares of `color`'s pieces on `level` as one level's bits (see
    /// [`Position::pieces_on_level`]).
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// let start = Position::default();
    /// let ground = start.occupied_on_level(Color::White, 1);
    /// assert_eq!(ground.count_ones(), 12 + 12);
    /// assert_eq!(start.occupied_on_level(Color::White, 3), 0);
    /// ```
    #[must_use]
    #[inline]
    pub fn occupied_on_level(&self, color: Color, level: u8) -> u128 {
        self.occ.by_color[color.index()]
            .get(usize::from(level))
            .copied()
            .unwrap_or(0)
    }

    /// The squares of the frozen pieces of either side as bits of the
    /// Ground (0-based level 1; see [`Position::pieces_on_level`]): only
    /// there can a piece stand above a Basilisk. The same squares as
    /// [`Position::frozen`].
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// assert_eq!(Position::default().frozen_on_ground(), 0);
    /// ```
    #[must_use]
    #[inline]
    pub fn frozen_on_ground(&self) -> u128 {
        self.occ.frozen(Color::White) | self.occ.frozen(Color::Black)
    }

    /// The number of `color`'s pieces of `kind` (kept up to date move by
    /// move, not counted).
    ///
    /// ```
    /// use dragonchess::prelude::*;
    /// let start = Position::default();
    /// assert_eq!(start.piece_count(Color::Black, PieceKind::Warrior), 12);
    /// assert_eq!(start.piece_count(Color::Black, PieceKind::Dragon), 1);
    /// ```
    #[must_use]
    #[inline]
    pub fn piece_count(&self, color: Color, kind: PieceKind) -> u32 {
        u32::from(self.counts[color.index()][kind.index()])
    }

    /// Every piece with its square, in square index order (level 1 first).
    pub fn all_pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|s| self.board.get(s.index()).map(|p| (s, p)))
    }

    /// The square of `color`'s King (a valid position has exactly one a
    /// side, and it is never captured).
    #[must_use]
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// Whether the piece on `square` is frozen (on level 2, an enemy
    /// Basilisk directly below it on level 1).
    #[must_use]
    pub fn is_frozen(&self, square: Square) -> bool {
        movegen::is_frozen(&self.board, &self.occ, square.index())
    }

    /// The squares of every frozen piece, of either side.
    #[must_use]
    pub fn frozen(&self) -> SquareSet {
        level_bits_to_set([0, self.frozen_on_ground(), 0])
    }

    /// Whether a piece of side `by` attacks `square` (could capture there by
    /// its rules, frozen pieces excepted unless `frozen_pieces_give_check`).
    #[must_use]
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        movegen::square_attacked(&self.board, &self.occ, square.index(), by, &self.rules)
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub(crate) fn in_check(&self) -> bool {
        self.is_attacked(self.kings[self.side.index()], !self.side)
    }

    /// The moves that obey the piece rules but may leave the mover's King
    /// attacked (ignoring the draw rules too), replacing the contents of
    /// `moves`.
    pub fn pseudo_legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        movegen::generate(self, false, moves);
    }

    /// The colour-flipped position: every rank `r` becomes `9 - r` on every
    /// level, the colours of the pieces and the side to move are swapped
    /// (counters and rules stay; the repetition history starts afresh). Its
    /// legal moves are exactly the [flipped](Move::color_flipped) moves.
    #[must_use]
    pub fn color_flipped(&self) -> Position {
        let mut cells = [None; SQUARE_COUNT];
        for (sq, p) in self.all_pieces() {
            cells[sq.color_flipped().index()] = Some(p.color_flipped());
        }
        let board = Board::from_cells(&cells);
        let mut pos = self.clone();
        pos.board = board;
        pos.occ = Occupancy::of(&board);
        pos.counts = piece_counts(&board);
        pos.kings = [self.kings[1].color_flipped(), self.kings[0].color_flipped()];
        pos.side = !self.side;
        pos.hash = pos.zobrist_from_scratch();
        pos.start_history();
        pos
    }

    /// The placement's key (placement and side): what repetition compares.
    #[inline]
    pub(crate) fn placement_key(&self) -> u64 {
        self.hash
    }

    /// The key of [`Game::zobrist`](variant_core::Game::zobrist): the
    /// placement's and, where a draw option reads them, the clock's and the
    /// history's.
    #[inline]
    pub(crate) fn zobrist_key(&self) -> u64 {
        self.hash ^ self.draw_state_key()
    }

    /// The draw by the optional repetition or no-progress rule, if it applies.
    #[inline]
    pub(crate) fn draw_by_rule(&self) -> Option<DrawReason> {
        draw_by_history(
            &self.rules,
            self.counters.halfmove_clock,
            &self.history,
            self.hash,
        )
    }

    /// Plays `mv`, assumed legal: the work of `Game::play_unchecked`.
    pub(crate) fn make_move(&mut self, mv: &Move) {
        let us = self.side;
        if let Some(victim) = self.place(mv) {
            self.hash ^= key(victim, mv.to().index());
            self.counts[victim.color.index()][victim.kind.index()] -= 1;
        }
        if mv.promotion().is_some() {
            let counts = &mut self.counts[us.index()];
            counts[mv.piece().index()] -= 1;
            counts[mv.piece_after().index()] += 1;
        }
        if !mv.is_afar() {
            let (mover, to) = (mv.mover(), mv.to().index());
            let after = Piece::new(mover.color, mv.piece_after());
            self.hash ^= key(mover, mv.from().index()) ^ key(after, to);
        }
        // Captures (from afar and the Sylph's downward one included) and
        // Warrior moves (Warriors only go forward) reset the clock, and no
        // position before them can occur again.
        let irreversible = mv.is_capture() || mv.piece() == PieceKind::Warrior;
        self.counters.advance(irreversible, us, Color::Black);
        self.side = !us;
        self.hash ^= KEYS[SIDE_KEY];
        if self.rules.repetition == Repetition::ThreefoldDraw {
            if irreversible {
                self.history.record_irreversible(self.hash);
            } else {
                self.history.record(self.hash);
            }
        }
    }

    /// Moves the pieces as `mv` (a legal move) says, on the board, its
    /// square sets and the King's square, and nothing else (not the side to
    /// move, the counters or the hash); gives the piece it captures, for
    /// [`Position::unplace`].
    #[inline]
    pub(crate) fn place(&mut self, mv: &Move) -> Option<Piece> {
        let (from, to) = (mv.from().index(), mv.to().index());
        let victim = self.board.get(to);
        if let Some(victim) = victim {
            self.board.set(to, None);
            self.occ.toggle(victim, to);
        }
        if !mv.is_afar() {
            let mover = mv.mover();
            self.board.set(from, None);
            self.occ.toggle(mover, from);
            let after = Piece::new(mover.color, mv.piece_after());
            self.board.set(to, Some(after));
            self.occ.toggle(after, to);
            if after.kind == PieceKind::King {
                self.kings[after.color.index()] = mv.to();
            }
        }
        victim
    }

    /// Takes back [`Position::place`]`(mv)`, which captured `victim`.
    #[inline]
    pub(crate) fn unplace(&mut self, mv: &Move, victim: Option<Piece>) {
        let (from, to) = (mv.from().index(), mv.to().index());
        if !mv.is_afar() {
            let mover = mv.mover();
            let after = Piece::new(mover.color, mv.piece_after());
            self.occ.toggle(after, to);
            self.board.set(to, None);
            self.occ.toggle(mover, from);
            self.board.set(from, Some(mover));
            if mover.kind == PieceKind::King {
                self.kings[mover.color.index()] = mv.from();
            }
        }
        if let Some(victim) = victim {
            self.board.set(to, Some(victim));
            self.occ.toggle(victim, to);
        }
    }

    /// The zobrist hash computed from the board and side.
    pub(crate) fn zobrist_from_scratch(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.all_pieces() {
            h ^= key(p, sq.index());
        }
        if self.side == Color::Black {
            h ^= KEYS[SIDE_KEY];
        }
        h
    }
}

impl Clone for Position {
    /// A copy of the board and the square sets (plain bytes) and of the
    /// repetition history.
    #[inline]
    fn clone(&self) -> Position {
        Position {
            board: self.board,
            occ: self.occ,
            kings: self.kings,
            counts: self.counts,
            side: self.side,
            counters: self.counters,
            hash: self.hash,
            rules: self.rules.clone(),
            history: self.history.clone(),
        }
    }
}

variant_core::draw_state_by_fields!(Position: side, rules, board);

variant_core::default_and_hash_by_game!(Position);

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

impl fmt::Display for Position {
    /// The position text (three levels top first, side, counters): the
    /// text of [`to_setup`](variant_core::Game::to_setup).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occupancy_as_a_square_set() {
        let start = Position::default();
        for color in Color::ALL {
            let set = start.occupied(color);
            let expect: SquareSet = start
                .all_pieces()
                .filter(|(_, p)| p.color == color)
                .map(|(s, _)| s.index())
                .collect();
            assert_eq!(set, expect);
            assert_eq!(set.len(), 42);
        }
        let mut sum = 0;
        for kind in crate::piece::KINDS {
            sum += start.pieces(Color::Black, kind).len();
        }
        assert_eq!(sum, 42);
    }
}
