//! The game state and making moves.

use crate::movegen::{self, MoveList};
use crate::occupancy::Occupancy;
use crate::square::SQUARE_COUNT;
use crate::{notation, Move, Piece, PieceKind, Rules, Square, Stalemate};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    Color, DrawReason, Game, Outcome, ParseMoveError, ParsePositionError, Repetition,
    RepetitionHistory, WinReason,
};

/// The 288 squares, each empty or holding a piece.
pub(crate) type Board = [Option<Piece>; SQUARE_COUNT];

/// The start position's text.
pub const START_TEXT: &str = "2g3r3g1/s1s1s1s1s1s1/12/12/12/12/S1S1S1S1S1S1/2G3R3G1|ouhtcmkpthuo/wwwwwwwwwwww/12/12/12/12/WWWWWWWWWWWW/OUHTCMKPTHUO|2b3e3b1/1d1d1d1d1d1d/12/12/12/12/1D1D1D1D1D1D/2B3E3B1 g 0 1";

const KEY_COUNT: usize = 30 * SQUARE_COUNT + 1;
static KEYS: [u64; KEY_COUNT] = variant_core::zobrist::zobrist_keys(0xd7a9_0c45_1985_0100);
const SIDE_KEY: usize = KEY_COUNT - 1;

#[inline]
fn key(p: Piece, sq: usize) -> u64 {
    KEYS[p.index() * SQUARE_COUNT + sq]
}

/// A Dragonchess position: the three boards, the side to move, the two move
/// counters, the rules it is played under, its zobrist hash and (with the
/// repetition option on) the hashes of the positions played through.
///
/// It implements [`Game`]; `Default` is the start position under the default
/// rules, `Display`/`FromStr` are the position text.
///
/// ```
/// use dragonchess::Position;
/// use variant_core::Game;
/// let mut pos = Position::default();
/// assert_eq!(pos.legal_move_vec().len(), 90);
/// pos.play_text("W2c2-2c3").unwrap();
/// assert_eq!(Position::side_name(pos.side_to_move()), "scarlet");
/// ```
#[derive(Clone)]
pub struct Position {
    pub(crate) board: Board,
    /// Kept in step with `board`.
    pub(crate) occ: Occupancy,
    pub(crate) kings: [Option<Square>; 2],
    pub(crate) side: Color,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
    pub(crate) history: RepetitionHistory,
}

impl Position {
    /// A position from a list of pieces, validated as position text is (one
    /// King a side, pieces on possible levels, no unpromoted Warrior on its
    /// last rank, the side not to move not in check). A square listed twice
    /// keeps the last piece. Counters start at `0` and `1`.
    pub fn from_placement(
        pieces: &[(Square, Piece)],
        side_to_move: Color,
        rules: Rules,
    ) -> Result<Position, ParsePositionError> {
        let mut board: Board = [None; SQUARE_COUNT];
        for &(sq, p) in pieces {
            board[sq.index()] = Some(p);
        }
        Position::from_parts(board, side_to_move, 0, 1, rules)
    }

    /// Builds and validates a position; the single constructor behind the
    /// text parser and [`from_placement`](Position::from_placement).
    pub(crate) fn from_parts(
        board: Board,
        side: Color,
        halfmove: u32,
        fullmove: u32,
        rules: Rules,
    ) -> Result<Position, ParsePositionError> {
        let mut problems = Vec::new();
        let mut kings = [None; 2];
        let mut king_counts = [0; 2];
        for sq in Square::all() {
            let Some(p) = board[sq.index()] else { continue };
            let side_name = Position::side_name(p.color);
            if !p.kind.can_stand_on(sq.level()) {
                problems.push(format!(
                    "the {side_name} {} on {sq} stands on a level it can never reach",
                    p.kind.name()
                ));
            }
            let last_rank = p.color.fold(7, 0);
            if p.kind == PieceKind::Warrior && sq.rank() == last_rank {
                problems.push(format!(
                    "the {side_name} Warrior on {sq} stands on its last rank unpromoted"
                ));
            }
            if p.kind == PieceKind::King {
                king_counts[p.color.index()] += 1;
                kings[p.color.index()] = Some(sq);
            }
        }
        for c in Color::ALL {
            if king_counts[c.index()] != 1 {
                problems.push(format!(
                    "{} has {} Kings (exactly one is needed)",
                    Position::side_name(c),
                    king_counts[c.index()]
                ));
            }
        }
        let mut pos = Position {
            board,
            occ: Occupancy::of(&board),
            kings,
            side,
            halfmove,
            fullmove,
            hash: 0,
            rules,
            history: RepetitionHistory::default(),
        };
        if problems.is_empty() {
            if let Some(k) = pos.kings[(!side).index()] {
                if pos.is_attacked(k, side) {
                    problems.push(format!(
                        "the side not to move ({}) is in check: its King on {k} is attacked",
                        Position::side_name(!side)
                    ));
                }
            }
        }
        if !problems.is_empty() {
            return Err(ParsePositionError::from_problems(problems));
        }
        pos.hash = pos.recompute_zobrist();
        if pos.rules.repetition == Repetition::ThreefoldDraw {
            pos.history.record(pos.hash);
        }
        Ok(pos)
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Every piece with its square, in square index order (level 1 first).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|s| self.board[s.index()].map(|p| (s, p)))
    }

    /// The square of `color`'s King.
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.kings[color.index()]
    }

    /// Whether the piece on `sq` is frozen (on level 2, an enemy Basilisk
    /// directly below it on level 1).
    pub fn is_frozen(&self, sq: Square) -> bool {
        movegen::is_frozen(&self.board, sq.index())
    }

    /// Whether a piece of side `by` attacks `sq` (could capture there by its
    /// rules, frozen pieces excepted unless `frozen_pieces_give_check`).
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        let occ = &self.occ.by_color[by.index()];
        movegen::is_attacked(&self.board, occ, sq.index(), by, &self.rules)
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.kings[self.side.index()].is_some_and(|k| self.is_attacked(k, !self.side))
    }

    /// Plies since the last capture or Warrior move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The fullmove number (starts at 1, grows after Scarlet's move).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The moves that obey the piece rules but may leave the mover's King
    /// attacked (ignoring the draw rules too).
    pub fn pseudo_legal_moves(&self, moves: &mut MoveList) {
        movegen::generate(self, false, moves);
    }

    /// The colour-flipped position: every rank `r` becomes `9 - r` on every
    /// level, the colours of the pieces and the side to move are swapped.
    /// Its legal moves are exactly the [mirrored](Move::mirrored) moves.
    pub fn mirrored(&self) -> Position {
        let mut board: Board = [None; SQUARE_COUNT];
        for (sq, p) in self.pieces() {
            board[sq.mirrored().index()] = Some(Piece::new(p.kind, !p.color));
        }
        let mut pos = self.clone();
        pos.board = board;
        pos.occ = Occupancy::of(&board);
        pos.kings = [
            self.kings[1].map(Square::mirrored),
            self.kings[0].map(Square::mirrored),
        ];
        pos.side = !self.side;
        pos.history = RepetitionHistory::default();
        pos.hash = pos.recompute_zobrist();
        if pos.rules.repetition == Repetition::ThreefoldDraw {
            pos.history.record(pos.hash);
        }
        pos
    }

    /// The draw by the optional repetition or no-progress rule, if it applies.
    fn draw_by_rule(&self) -> Option<Outcome> {
        if self.rules.repetition == Repetition::ThreefoldDraw
            && self.history.is_threefold(self.hash)
        {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        if let Some(limit) = self.rules.no_progress_limit {
            if self.halfmove >= u32::from(limit) {
                return Some(Outcome::Draw {
                    reason: DrawReason::NoProgress,
                });
            }
        }
        None
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start(Rules::default())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.side == other.side && self.rules == other.rules && self.board == other.board
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

impl fmt::Display for Position {
    /// The position text (three levels top first, side, counters).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&notation::position_text(self))
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(s, Rules::default())
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    const NAME: &'static str = "dragonchess";

    fn start(rules: Rules) -> Position {
        #[allow(clippy::expect_used)]
        Position::from_text(START_TEXT, rules).expect("the start position is valid")
    }

    fn from_text(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
        notation::parse_position(text, rules)
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn side_name(color: Color) -> &'static str {
        color.fold("gold", "scarlet")
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        movegen::generate(self, true, moves);
        if !moves.is_empty() && self.draw_by_rule().is_some() {
            moves.clear();
        }
    }

    /// Counts like `legal_moves` (no moves in a position drawn by rule) but
    /// builds no list: perft's last ply.
    fn count_legal_moves(&self) -> usize {
        if self.draw_by_rule().is_some() {
            return 0;
        }
        movegen::count_legal(self)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        let us = self.side;
        let from = mv.from().index();
        let to = mv.to().index();
        if let Some(victim) = self.board[to] {
            self.hash ^= key(victim, to);
            if victim.kind == PieceKind::King {
                self.kings[victim.color.index()] = None;
            }
            self.board[to] = None;
            self.occ.toggle(victim.color, to);
        }
        if !mv.is_afar() {
            if let Some(p) = self.board[from].take() {
                self.hash ^= key(p, from);
                self.occ.toggle(p.color, from);
            }
            let p = mv.piece_after();
            self.board[to] = Some(p);
            self.occ.toggle(p.color, to);
            self.hash ^= key(p, to);
            if p.kind == PieceKind::King {
                self.kings[p.color.index()] = Some(mv.to());
            }
        }
        if mv.is_capture() || mv.piece().kind == PieceKind::Warrior {
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !us;
        self.hash ^= KEYS[SIDE_KEY];
        if self.rules.repetition == Repetition::ThreefoldDraw {
            self.history.record(self.hash);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut moves = MoveList::new();
        movegen::generate(self, true, &mut moves);
        if moves.is_empty() {
            return Some(if self.is_check() {
                Outcome::loss_for(self.side, WinReason::Checkmate)
            } else {
                match self.rules.stalemate {
                    Stalemate::Draw => Outcome::Draw {
                        reason: DrawReason::Stalemate,
                    },
                    Stalemate::Loss => Outcome::loss_for(self.side, WinReason::Stalemate),
                }
            });
        }
        self.draw_by_rule()
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn recompute_zobrist(&self) -> u64 {
        let mut h = 0;
        for (sq, cell) in self.board.iter().enumerate() {
            if let Some(p) = cell {
                h ^= key(*p, sq);
            }
        }
        if self.side == Color::Black {
            h ^= KEYS[SIDE_KEY];
        }
        h
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        notation::parse_move(self, text)
    }

    fn format_move(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn diagram(&self) -> String {
        notation::diagram(self)
    }
}
