//! The valid game state: building it from a [`Setup`], reading it, and
//! making moves.

use crate::occupancy::Occupancy;
use crate::setup::{Problem, Setup};
use crate::{Move, MoveList, Piece, PieceKind, PositionError, Rules, Square, Stalemate};
use variant_core::{
    counter_key, draw_by_options, draw_state_key, same_draw_state, zobrist::zobrist_keys, Color,
    DrawReason, Excerpt, MoveCounters, MoveErrorReason, Repetition, RepetitionHistory,
    SquareSet144,
};

/// The board: one optional piece per square, indexed by [`Square::index`].
pub(crate) type Board = [Option<Piece>; 144];

/// The square set of this board (144 squares): bit `i` is the square of
/// [`Square::index`] `i`.
pub type SquareSet = variant_core::SquareSet144;

/// The start position text of the default rules (king on g).
pub const START_TEXT: &str =
    "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk 0 1";

/// The start position text of Murray's array (king on f,
/// [`KingFile::F`](crate::KingFile::F)); under the Murray unicorn the
/// position formats with a sixth field, `c1,j1,c12,j12`.
pub const START_TEXT_MURRAY: &str =
    "rlugckacgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCKACGULR w Kk 0 1";

const PIECE_KEYS: usize = 2 * 8 * 144;
const SIDE_KEY: usize = PIECE_KEYS;
const LEAP_KEYS: usize = SIDE_KEY + 1;
const UNICORN_KEYS: usize = LEAP_KEYS + 2;
const KEY_COUNT: usize = UNICORN_KEYS + 144;
static KEYS: [u64; KEY_COUNT] = zobrist_keys(0x6a1f_0a5c_1283_acd7);

#[inline]
fn piece_key(p: Piece, sq: usize) -> u64 {
    KEYS[(p.color.index() * 8 + p.kind.index()) * 144 + sq]
}

/// A Grant Acedrex position: placement, side to move, the kings' leap
/// rights, the unmoved Murray unicorns, the move counters, the rules and the
/// repetition history. Always valid: build one with
/// [`Game::start`](variant_core::Game::start),
/// [`Game::from_setup`](variant_core::Game::from_setup) or from position
/// text.
///
/// `PartialEq`, `Hash` and the zobrist key mean the same game: placement,
/// side, rights, unmoved unicorns and rules, and, only where a rule reads
/// them, the halfmove clock (capped at `no_progress_limit`), the plies played
/// (capped at `ply_limit`) and the repetition history (under `repetition`).
/// Equal positions have equal legal moves and outcomes, after any line.
/// Cloning costs the board's size: the history is shared.
#[derive(Debug)]
pub struct Position {
    board: Board,
    /// The board's pieces as square sets (derived).
    occupancy: Occupancy,
    side: Color,
    leap: [bool; 2],
    unmoved: SquareSet144,
    counters: MoveCounters,
    kings: [Square; 2],
    /// Pieces other than the king, per side (derived).
    material: [u8; 2],
    hash: u64,
    rules: Rules,
    /// Repetition keys since the last irreversible move; kept only under
    /// [`Repetition::ThreefoldDraw`].
    history: RepetitionHistory,
}

impl Clone for Position {
    /// A bitwise copy of the board (the derived `Clone` of the generic
    /// [`Piece`] would copy it square by square) and a shared history.
    #[inline]
    fn clone(&self) -> Position {
        Position {
            board: self.board,
            occupancy: self.occupancy,
            side: self.side,
            leap: self.leap,
            unmoved: self.unmoved,
            counters: self.counters,
            kings: self.kings,
            material: self.material,
            hash: self.hash,
            rules: self.rules,
            history: self.history.clone(),
        }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.leap == other.leap
            && self.unmoved == other.unmoved
            && self.rules == other.rules
            && same_draw_state(
                &self.rules,
                (self.counters.halfmove_clock, &self.history),
                (other.counters.halfmove_clock, &other.history),
            )
            && self.read_plies() == other.read_plies()
    }
}

impl Eq for Position {}

variant_core::default_and_hash_by_game!(Position);

impl Position {
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    pub(crate) fn occupancy(&self) -> &Occupancy {
        &self.occupancy
    }

    pub(crate) fn rules_ref(&self) -> &Rules {
        &self.rules
    }

    pub(crate) fn unmoved_set(&self) -> &SquareSet144 {
        &self.unmoved
    }

    pub(crate) fn side_to_move_color(&self) -> Color {
        self.side
    }

    pub(crate) fn material(&self) -> [u8; 2] {
        self.material
    }

    /// The halfmove clock and the fullmove number.
    #[must_use]
    pub fn counters(&self) -> MoveCounters {
        self.counters
    }

    /// Checks `setup` under `rules` and builds the position, or reports
    /// every [`Problem`](crate::Problem) at once and gives the setup back
    /// (the same as [`Game::from_setup`](variant_core::Game::from_setup)).
    ///
    /// # Errors
    ///
    /// A [`PositionError`](crate::PositionError) listing every problem.
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, crate::PositionError> {
        Position::build(setup, rules)
    }

    /// The piece on `square`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    /// The squares of `color`'s pieces of kind `kind` (indices as
    /// [`Square::index`]).
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::default();
    /// let unicorns: Vec<String> = p
    ///     .pieces(Color::Black, PieceKind::Unicorn)
    ///     .iter()
    ///     .filter_map(Square::from_index)
    ///     .map(|s| s.to_string())
    ///     .collect();
    /// assert_eq!(unicorns, ["c12", "j12"]);
    /// assert_eq!(p.occupied(Color::White).len(), 24);
    /// ```
    #[inline]
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        self.occupancy.of(color, kind)
    }

    /// The number of `color`'s pieces of kind `kind` (the size of
    /// [`pieces`](Position::pieces), kept up to date by each move).
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::start(Rules::default());
    /// assert_eq!(p.piece_count(Color::Black, PieceKind::Pawn), 12);
    /// assert_eq!(p.piece_count(Color::White, PieceKind::Aanca), 1);
    /// ```
    #[inline]
    #[must_use]
    pub fn piece_count(&self, color: Color, kind: PieceKind) -> usize {
        self.occupancy.count(color, kind)
    }

    /// The squares of `color`'s pieces.
    #[inline]
    #[must_use]
    pub fn occupied(&self, color: Color) -> SquareSet {
        self.occupancy.of_color(color)
    }

    /// The square of `color`'s king (a valid position has exactly one).
    #[inline]
    #[must_use]
    pub fn king_square(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// Whether `color`'s king still holds its first-move leap right.
    #[inline]
    #[must_use]
    pub fn leap_right(&self, color: Color) -> bool {
        self.leap[color.index()]
    }

    /// The squares of the unicorns that have not moved yet, from a1 to l12
    /// (kept only under [`Unicorn::Murray`](crate::Unicorn::Murray); empty
    /// otherwise).
    pub fn unmoved_unicorns(&self) -> impl Iterator<Item = Square> + '_ {
        self.unmoved.iter().filter_map(Square::from_index)
    }

    /// Every piece with its square, from a1 to l12.
    pub fn placement(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, p)| Some((Square::at(i as u8), (*p)?)))
    }

    /// The colour-flipped position: ranks mirrored (rank r ↔ 13 − r, files
    /// kept), colours swapped, side to move, rights and unmoved unicorns
    /// swapped with them. A symmetry of the rules: its legal moves are this
    /// position's moves, [`Move::color_flipped`]. The counters are kept and
    /// the repetition history starts afresh.
    #[must_use]
    pub fn color_flipped(&self) -> Position {
        let mut board: Board = [None; 144];
        for (sq, p) in self.placement() {
            board[sq.color_flipped().index()] = Some(p.color_flipped());
        }
        let unmoved = self
            .unmoved
            .iter()
            .map(|i| Square::at(i as u8).color_flipped().index())
            .collect();
        Position::assemble(
            board,
            !self.side,
            [self.leap[1], self.leap[0]],
            unmoved,
            self.counters,
            self.rules,
        )
    }

    /// Builds a position from its parts (derived fields are computed; a
    /// missing king is taken to stand on a1, which only the validation of a
    /// setup ever meets). The repetition history starts with this position.
    pub(crate) fn assemble(
        board: Board,
        side: Color,
        leap: [bool; 2],
        unmoved: SquareSet144,
        counters: MoveCounters,
        rules: Rules,
    ) -> Position {
        let mut kings = [Square::at(0); 2];
        let mut material = [0u8; 2];
        let mut occupancy = Occupancy::default();
        for (i, p) in board.iter().enumerate() {
            if let Some(p) = p {
                occupancy.put(i, *p);
                if p.kind == PieceKind::King {
                    kings[p.color.index()] = Square::at(i as u8);
                } else {
                    material[p.color.index()] = material[p.color.index()].saturating_add(1);
                }
            }
        }
        let mut p = Position {
            board,
            occupancy,
            side,
            leap,
            unmoved,
            counters,
            kings,
            material,
            hash: 0,
            rules,
            history: RepetitionHistory::default(),
        };
        p.hash = p.compute_hash();
        if rules.repetition == Repetition::ThreefoldDraw {
            p.history.record(p.repetition_key());
        }
        p
    }

    /// Checks `setup` under `rules` and builds its position, or reports every
    /// problem found (the setup given back).
    pub(crate) fn build(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        let mut problems = Vec::new();
        let mut unmoved = SquareSet144::EMPTY;
        if rules.murray_unicorn() {
            match &setup.unmoved_unicorns {
                Some(list) => {
                    for &sq in list {
                        let is_unicorn = setup
                            .piece_at(sq)
                            .is_some_and(|p| p.kind == PieceKind::Unicorn);
                        if !is_unicorn && !unmoved.contains(sq.index()) {
                            problems.push(Problem::UnmovedNotUnicorn { square: sq });
                        }
                        unmoved.insert(sq.index());
                    }
                }
                None => {
                    for (i, p) in setup.board.iter().enumerate() {
                        if let Some(p) = p {
                            let sq = Square::at(i as u8);
                            if p.kind == PieceKind::Unicorn && unicorn_home(sq, p.color) {
                                unmoved.insert(i);
                            }
                        }
                    }
                }
            }
        }
        let mut king_count = [0usize; 2];
        for (i, p) in setup.board.iter().enumerate() {
            let Some(p) = p else { continue };
            let square = Square::at(i as u8);
            match p.kind {
                PieceKind::King => king_count[p.color.index()] += 1,
                PieceKind::Pawn if square.rank() == p.color.fold(11, 0) => {
                    problems.push(Problem::PawnOnLastRank {
                        color: p.color,
                        square,
                    });
                }
                _ => {}
            }
        }
        for color in Color::ALL {
            let count = king_count[color.index()];
            if count != 1 {
                problems.push(Problem::KingCount { color, count });
            }
        }
        if setup.counters.fullmove_number == 0 {
            problems.push(Problem::FullmoveNumberZero);
        }
        let position = Position::assemble(
            setup.board,
            setup.turn,
            setup.leap_rights,
            unmoved,
            setup.counters,
            rules,
        );
        if king_count == [1, 1] {
            let other = !setup.turn;
            let king = position.king_square(other);
            if position.is_attacked(king, setup.turn) {
                problems.push(Problem::OpponentInCheck { color: other, king });
            }
        }
        if problems.is_empty() {
            Ok(position)
        } else {
            Err(PositionError::new(setup, problems))
        }
    }

    /// The position as plain data; the unmoved unicorns are listed exactly
    /// under the Murray unicorn (so the text has its sixth field then).
    pub(crate) fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.side,
            leap_rights: self.leap,
            unmoved_unicorns: self
                .rules
                .murray_unicorn()
                .then(|| self.unmoved_unicorns().collect()),
            counters: self.counters,
        }
    }

    /// What the repetition rule compares: the rules name placement, side to
    /// move and leap rights, so this is the zobrist hash without the Murray
    /// unicorns' unmoved state (which the hash and `PartialEq` do include).
    pub(crate) fn repetition_key(&self) -> u64 {
        self.unmoved
            .iter()
            .fold(self.hash, |h, s| h ^ KEYS[UNICORN_KEYS + s])
    }

    /// The plies played as `ply_limit` reads them (capped at the limit),
    /// or `None` without a limit.
    fn read_plies(&self) -> Option<u64> {
        self.rules
            .ply_limit
            .map(|limit| self.plies_played().min(u64::from(limit)))
    }

    /// What the draw options read beyond the placement, as a zobrist term
    /// (0 when no draw option is on).
    #[inline]
    fn draw_state_key(&self) -> u64 {
        let rules = &self.rules;
        if rules.repetition == Repetition::None
            && rules.no_progress_limit.is_none()
            && rules.ply_limit.is_none()
        {
            return 0;
        }
        let plies = self
            .read_plies()
            .map_or(0, |plies| counter_key(0x2500_a1f0_5c12_83d7, plies));
        draw_state_key(rules, self.counters.halfmove_clock, self.history.digest()) ^ plies
    }

    /// The zobrist key of [`Game::zobrist`]: the placement's key and the
    /// draw state's.
    #[inline]
    pub(crate) fn zobrist_key(&self) -> u64 {
        self.hash ^ self.draw_state_key()
    }

    /// [`zobrist_key`](Self::zobrist_key) computed from scratch.
    pub(crate) fn recompute_zobrist_key(&self) -> u64 {
        self.compute_hash() ^ self.draw_state_key()
    }

    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (i, p) in self.board.iter().enumerate() {
            if let Some(p) = p {
                h ^= piece_key(*p, i);
            }
        }
        if self.side == Color::Black {
            h ^= KEYS[SIDE_KEY];
        }
        for c in 0..2 {
            if self.leap[c] {
                h ^= KEYS[LEAP_KEYS + c];
            }
        }
        for s in self.unmoved.iter() {
            h ^= KEYS[UNICORN_KEYS + s];
        }
        h
    }

    /// Whether a draw option (no progress, repetition, ply limit) ends the
    /// game here, assuming the side to move has a legal move.
    #[inline(always)]
    pub(crate) fn draw_by_rule(&self) -> Option<DrawReason> {
        let rules = &self.rules;
        if rules.repetition == Repetition::None
            && rules.no_progress_limit.is_none()
            && rules.ply_limit.is_none()
        {
            return None;
        }
        self.draw_by_options()
    }

    #[inline(never)]
    fn draw_by_options(&self) -> Option<DrawReason> {
        let occurrences = if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.occurrences(self.repetition_key())
        } else {
            0
        };
        let limit_reached = self
            .rules
            .ply_limit
            .is_some_and(|limit| self.plies_played() >= u64::from(limit));
        draw_by_options(&self.rules, self.counters.halfmove_clock, occurrences)
            .or(limit_reached.then_some(DrawReason::PlyLimit))
    }

    /// The plies played since the game's start, as the counters tell it:
    /// two per full move before this one, and White's if Black is to move.
    #[must_use]
    pub fn plies_played(&self) -> u64 {
        let before = u64::from(self.counters.fullmove_number.saturating_sub(1));
        2 * before + u64::from(self.side == Color::Black)
    }

    /// Plays `mv`, a legal move (anything else leaves a memory-safe but
    /// unspecified state).
    pub(crate) fn make(&mut self, mv: &Move) {
        if mv.is_pass() {
            self.make_pass();
            return;
        }
        let us = self.side;
        let (f, t) = (mv.from.index(), mv.to.index());
        let piece = self.board[f].unwrap_or(Piece::new(us, mv.piece));
        if self.board[f].is_some() {
            self.hash ^= piece_key(piece, f);
            self.occupancy.remove(f, piece);
        }
        self.board[f] = None;
        let captured = self.board[t];
        if let Some(c) = captured {
            self.hash ^= piece_key(c, t);
            self.occupancy.remove(t, c);
            if c.kind != PieceKind::King {
                let m = &mut self.material[c.color.index()];
                *m = m.saturating_sub(1);
            }
        }
        for s in [f, t] {
            if self.unmoved.contains(s) {
                self.unmoved.remove(s);
                self.hash ^= KEYS[UNICORN_KEYS + s];
            }
        }
        let placed = match mv.promotion {
            Some(k) if piece.kind == PieceKind::Pawn => Piece::new(piece.color, k),
            _ => piece,
        };
        self.board[t] = Some(placed);
        self.occupancy.put(t, placed);
        self.hash ^= piece_key(placed, t);
        if piece.kind == PieceKind::King {
            self.kings[piece.color.index()] = mv.to;
            if self.leap[piece.color.index()] {
                self.leap[piece.color.index()] = false;
                self.hash ^= KEYS[LEAP_KEYS + piece.color.index()];
            }
        }
        // Captures and pawn moves (promotions included) are irreversible:
        // no earlier position can recur. A king leap only loses a right.
        let irreversible = captured.is_some() || piece.kind == PieceKind::Pawn;
        self.counters.advance(irreversible, us, Color::Black);
        self.side = !us;
        self.hash ^= KEYS[SIDE_KEY];
        if self.rules.repetition == Repetition::ThreefoldDraw {
            let key = self.repetition_key();
            if irreversible {
                self.history.record_irreversible(key);
            } else {
                self.history.record(key);
            }
        }
    }

    /// Plays a pass: only the side to move and the counters change (the
    /// clock grows: a pass is no capture and no pawn move).
    #[cold]
    pub(crate) fn make_pass(&mut self) {
        let us = self.side;
        self.counters.advance(false, us, Color::Black);
        self.side = !us;
        self.hash ^= KEYS[SIDE_KEY];
        if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.record(self.repetition_key());
        }
    }

    /// The check mark SAN appends to `mv`, a legal move here: `#` for
    /// checkmate, `+` for check, none otherwise.
    pub(crate) fn check_mark(&self, mv: &Move) -> Option<char> {
        use variant_core::{Game, Outcome, WinReason};
        let mut child = self.clone();
        child.make(mv);
        if !child.is_check() {
            return None;
        }
        let mate = matches!(
            child.outcome(),
            Some(Outcome::Decisive {
                reason: WinReason::Checkmate,
                ..
            })
        );
        Some(if mate { '#' } else { '+' })
    }

    /// Why `mv` is not legal here, when the game is not over.
    pub(crate) fn why_illegal(&self, mv: &Move) -> MoveErrorReason {
        use crate::notation::at;
        let us = self.side;
        if mv.is_pass() {
            return if self.rules.stalemate == Stalemate::Pass {
                MoveErrorReason::PassOnlyWhenStuck {
                    side: color_name(us),
                }
            } else {
                MoveErrorReason::PassNotAllowed
            };
        }
        match self.piece_at(mv.from) {
            None => return MoveErrorReason::NoPiece(at(mv.from)),
            Some(piece) if piece.color != us => {
                return MoveErrorReason::NotYours {
                    piece: piece.kind.name(),
                    at: at(mv.from),
                    owner: color_name(piece.color),
                    to_move: color_name(us),
                }
            }
            Some(piece) if piece.kind != mv.piece => {
                return MoveErrorReason::WrongPiece {
                    at: at(mv.from),
                    is: piece.kind.name(),
                    not: mv.piece.name(),
                }
            }
            _ => {}
        }
        let mut pseudo = MoveList::new();
        self.pseudo_moves(&mut pseudo);
        if let Some(m) = pseudo.iter().find(|m| m.from == mv.from && m.to == mv.to) {
            let text = Excerpt::new(&mv.to_string());
            if m == mv {
                return MoveErrorReason::KingLeftAttacked {
                    mv: text,
                    side: color_name(us),
                };
            }
            return MoveErrorReason::DoesNotMatch {
                mv: text,
                from: at(mv.from),
                to: at(mv.to),
                legal: Excerpt::new(&m.to_string()),
            };
        }
        MoveErrorReason::CannotMoveTo {
            piece: mv.piece.name(),
            from: at(mv.from),
            to: at(mv.to),
        }
    }
}

impl Position {
    /// The SAN text of `mv` (a legal move here): piece letter (none for a
    /// pawn), file or rank disambiguation when needed, `x` for a capture,
    /// destination, `=X` for a promotion, `+` for check and `#` for mate;
    /// `pass` for a pass. It is [`San::from_move`](crate::San)'s text.
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::default();
    /// let mv = p.parse_move("c1-d3").unwrap();
    /// assert_eq!(p.san(&mv), "Ud3");
    /// assert_eq!(p.parse_move("Ud3"), Ok(mv));
    /// ```
    ///
    /// It never panics: a move that is not legal here gets its text without
    /// a check mark.
    #[must_use]
    pub fn san(&self, mv: &Move) -> String {
        use variant_core::MoveNotation;
        crate::San::from_move(self, mv).to_string()
    }

    /// The legal move that XBoard coordinate text names: the origin and the
    /// destination with nothing between them (`c12f10`, `g1g3`), as other
    /// programs' records and the XBoard protocol write moves. A promotion
    /// needs no suffix (the file decides the piece: `f11f12`); a trailing
    /// piece letter in either case is accepted if it is that piece
    /// (`f11f12a`). `None` when the text is not of this form or names no
    /// legal move.
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::default();
    /// assert_eq!(p.parse_xboard_move("g1g3"), p.parse_move("g1-g3").ok());
    /// assert_eq!(p.parse_xboard_move("g1g4"), None); // not a legal move
    /// assert_eq!(p.parse_xboard_move("g1-g3"), None); // not XBoard text
    /// ```
    #[must_use]
    pub fn parse_xboard_move(&self, text: &str) -> Option<Move> {
        crate::notation::XboardText::parse(text)?.to_move(self)
    }
}

/// A side's name as this game's texts write it (`white`).
fn color_name(color: Color) -> &'static str {
    <Position as variant_core::Game>::side_name(color)
}

/// Whether `sq` is one of the initial squares of `color`'s unicorns (c and
/// j on the back rank).
pub(crate) fn unicorn_home(sq: Square, color: Color) -> bool {
    (sq.file() == 2 || sq.file() == 9) && sq.rank() == color.fold(0, 11)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inline keys and the shared older ones count together like one
    /// plain list, across the boundary and across irreversible moves.
    #[test]
    fn repetitions_count_like_a_plain_list() {
        let mut reps = RepetitionHistory::default();
        let mut plain: Vec<u64> = Vec::new();
        let mut state = 7u64;
        for step in 0..2000u64 {
            state = variant_core::zobrist::splitmix64(state).1;
            let key = state % 5;
            if step % 97 == 0 {
                reps.record_irreversible(key);
                plain.clear();
            } else {
                reps.record(key);
            }
            plain.push(key);
            let branch = reps.clone();
            for k in 0..5 {
                let expected = plain.iter().filter(|&&p| p == k).count();
                assert_eq!(reps.occurrences(k), expected, "step {step}");
                assert_eq!(branch.occurrences(k), expected);
            }
        }
    }
}
