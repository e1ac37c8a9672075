//! The game state and making moves; the [`Game`] implementation.

use crate::movegen::MoveList;
use crate::square::squares;
use crate::{Move, Piece, PieceKind, Rules, Square};
use core::fmt;
use core::str::FromStr;
use variant_core::zobrist::zobrist_keys;
use variant_core::DrawReason;
use variant_core::{
    Color, Game, IllegalMove, Outcome, ParseMoveError, ParsePositionError, Repetition,
    RepetitionHistory, WinReason,
};

/// Zobrist keys: `KEYS[piece.index() * 32 + square]`, and `KEYS[256]` for
/// Black to move.
static KEYS: [u64; 257] = zobrist_keys(0xC4E5_CE45_1948_0003);
const BLACK_TO_MOVE: usize = 256;

fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS[piece.index() * 32 + sq.index()]
}

/// The start position's text (Black moves first).
pub const START_TEXT: &str = "1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 b 0 1";

/// A Cheskers position: the pieces on the 32 dark squares, the side to move,
/// the move counters, the incremental zobrist hash, the rules and (when the
/// `repetition` option is on) the repetition history.
///
/// Equality compares placement, side to move and rules, not the counters.
///
/// The placement is six `u32` square sets (per colour and per kind) rather
/// than a 32-entry board: perft and search copy a position for every move,
/// so it is kept small, and whole-set operations count moves quickly.
#[derive(Clone)]
pub struct Position {
    /// Occupied squares per colour (`Color::index`).
    pub(crate) by_color: [u32; 2],
    /// Occupied squares per kind (`PieceKind::index`), both colours.
    pub(crate) by_kind: [u32; 4],
    pub(crate) hash: u64,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) side: Color,
    pub(crate) rules: Rules,
    /// Boxed, and only present under `ThreefoldDraw`: a `Vec` inline would
    /// add 16 bytes to every copy perft and search make.
    pub(crate) history: Option<Box<RepetitionHistory>>,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.by_color == other.by_color
            && self.by_kind == other.by_kind
            && self.side == other.side
            && self.rules == other.rules
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\", {:?})", self.rules)
    }
}

impl Default for Position {
    /// The start position under the default rules.
    fn default() -> Position {
        Position::start(Rules::default())
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;
    /// Parses position text under the default rules.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(text, Rules::default())
    }
}

impl Position {
    /// An empty board (no pieces: decided), `side` to move, counters 0 and 1.
    pub(crate) fn empty(side: Color, rules: Rules) -> Position {
        let mut p = Position {
            by_color: [0; 2],
            by_kind: [0; 4],
            hash: 0,
            halfmove: 0,
            fullmove: 1,
            side,
            rules,
            history: None,
        };
        p.hash = p.recompute_zobrist();
        p
    }

    /// Starts the repetition history (the first occurrence) if the rules ask for it.
    pub(crate) fn reset_history(&mut self) {
        self.history = None;
        if self.rules.repetition == Repetition::ThreefoldDraw {
            let mut history = RepetitionHistory::default();
            history.record(self.hash);
            self.history = Some(Box::new(history));
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let bit = sq.bit();
        let color = if self.by_color[Color::White.index()] & bit != 0 {
            Color::White
        } else if self.by_color[Color::Black.index()] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        Some(Piece::new(color, self.kind_at(sq)))
    }

    /// The kind of the piece on the occupied square `sq` (`Man` if empty).
    #[inline]
    pub(crate) fn kind_at(&self, sq: Square) -> PieceKind {
        let bit = sq.bit();
        if self.by_kind[PieceKind::Man.index()] & bit != 0 {
            PieceKind::Man
        } else if self.by_kind[PieceKind::King.index()] & bit != 0 {
            PieceKind::King
        } else if self.by_kind[PieceKind::Bishop.index()] & bit != 0 {
            PieceKind::Bishop
        } else if self.by_kind[PieceKind::Camel.index()] & bit != 0 {
            PieceKind::Camel
        } else {
            PieceKind::Man
        }
    }

    /// The squares occupied by `color`'s pieces, as a `u32` set.
    pub fn occupied_by(&self, color: Color) -> u32 {
        self.by_color[color.index()]
    }

    /// The squares holding `color`'s pieces of `kind`, as a `u32` set.
    pub fn pieces(&self, color: Color, kind: PieceKind) -> u32 {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// The halfmove clock: plies since the last capture, man move or promotion.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The fullmove number: starts at 1 and grows after each White move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// Puts `piece` on the empty square `sq`, updating the hash.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.by_color[piece.color.index()] |= sq.bit();
        self.by_kind[piece.kind.index()] |= sq.bit();
        self.hash ^= piece_key(piece, sq);
    }

    /// Removes whatever stands on `sq`, updating the hash.
    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_color[piece.color.index()] &= !sq.bit();
        self.by_kind[piece.kind.index()] &= !sq.bit();
        self.hash ^= piece_key(piece, sq);
        Some(piece)
    }

    /// Removes `color`'s pieces on the squares of `set`, kind by kind.
    fn remove_captured(&mut self, color: Color, set: u32) {
        self.by_color[color.index()] &= !set;
        for kind in PieceKind::ALL {
            let taken = self.by_kind[kind.index()] & set;
            if taken != 0 {
                self.by_kind[kind.index()] &= !taken;
                for sq in squares(taken) {
                    self.hash ^= piece_key(Piece::new(color, kind), sq);
                }
            }
        }
    }

    /// The same position seen from the other side: the board turned half a
    /// turn (`a1` ↔ `h8`, see [`Square::rotated`]), every piece's colour
    /// swapped and the other side to move. Counters and rules are kept; the
    /// repetition history starts afresh. Its legal moves are exactly the
    /// [rotated](Move::rotated) legal moves of this position, unless a
    /// repetition draw of this position's history ends the game here.
    pub fn color_flipped(&self) -> Position {
        let mut p = Position::empty(!self.side, self.rules);
        for sq in Square::all() {
            if let Some(piece) = self.piece_at(sq) {
                p.put(sq.rotated(), Piece::new(!piece.color, piece.kind));
            }
        }
        p.halfmove = self.halfmove;
        p.fullmove = self.fullmove;
        p.reset_history();
        p
    }

    /// Whether `color` still has a king.
    fn has_king(&self, color: Color) -> bool {
        self.pieces(color, PieceKind::King) != 0
    }

    /// The "no kings" judgement: the side to move without a king has lost;
    /// otherwise, if the other side has no king, the side to move has won.
    #[inline]
    fn kings_outcome(&self) -> Option<Outcome> {
        if !self.has_king(self.side) {
            Some(Outcome::loss_for(self.side, WinReason::NoKings))
        } else if !self.has_king(!self.side) {
            Some(Outcome::Decisive {
                winner: self.side,
                reason: WinReason::NoKings,
            })
        } else {
            None
        }
    }

    fn draw_outcome(&self) -> Option<Outcome> {
        if self.rules.repetition == Repetition::ThreefoldDraw
            && self
                .history
                .as_ref()
                .is_some_and(|h| h.is_threefold(self.hash))
        {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        match self.rules.no_progress_limit {
            Some(limit) if self.halfmove >= u32::from(limit) => Some(Outcome::Draw {
                reason: DrawReason::NoProgress,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Position {
    /// The position text (all four fields).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::position_text(self))
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    const NAME: &'static str = "cheskers";

    fn start(rules: Rules) -> Position {
        // The start text is a constant known to parse.
        Position::from_text(START_TEXT, rules)
            .unwrap_or_else(|_| Position::empty(Color::Black, rules))
    }

    fn from_text(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
        crate::notation::parse_position(text, rules)
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.kings_outcome().is_some() {
            return;
        }
        self.generate(moves);
        if !moves.is_empty() && self.draw_outcome().is_some() {
            moves.clear();
        }
    }

    fn play_unchecked(&mut self, mv: &Move) {
        let us = self.side;
        let (from, to) = (mv.from(), mv.to());
        if self.by_color[us.index()] & from.bit() == 0 {
            return;
        }
        let kind = self.kind_at(from);
        let captured = mv.captured_set();
        if captured != 0 {
            self.remove_captured(!us, captured);
        }
        if (self.by_color[0] | self.by_color[1]) & to.bit() != 0 && to != from {
            // Only an illegal move lands on an occupied square; keep one
            // piece per square anyway.
            self.remove(to);
        }
        // Lift the mover and set it down (possibly promoted); `to` may equal
        // `from` (a king chain back to its origin).
        let placed = mv.promotion().unwrap_or(kind);
        self.by_color[us.index()] = (self.by_color[us.index()] & !from.bit()) | to.bit();
        self.by_kind[kind.index()] &= !from.bit();
        self.by_kind[placed.index()] |= to.bit();
        self.hash ^= piece_key(Piece::new(us, kind), from)
            ^ piece_key(Piece::new(us, placed), to)
            ^ KEYS[BLACK_TO_MOVE];
        if captured != 0 || kind == PieceKind::Man {
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        if us == Color::White {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !us;
        if let Some(history) = &mut self.history {
            history.record(self.hash);
        }
    }

    /// Counts without building moves (see `count.rs`); perft's last ply.
    fn count_legal_moves(&self) -> usize {
        if self.kings_outcome().is_some() {
            return 0;
        }
        let n = self.count_moves();
        if n != 0 && self.draw_outcome().is_some() {
            0
        } else {
            n
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        if moves.contains(mv) {
            self.play_unchecked(mv);
            return Ok(());
        }
        let text = mv.to_string();
        let reason = if let Some(outcome) = self.outcome() {
            format!(
                "the game is over ({})",
                outcome.describe(Position::side_name)
            )
        } else {
            match self.piece_at(mv.from()) {
                None => format!("there is no piece on {}", mv.from()),
                Some(p) if p.color != self.side => {
                    format!("the piece on {} is not {}'s", mv.from(), self.side)
                }
                Some(_) => "not a legal move in this position".to_string(),
            }
        };
        Err(IllegalMove::new(text, reason))
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.kings_outcome() {
            return Some(o);
        }
        if self.count_moves() == 0 {
            return Some(Outcome::loss_for(self.side, WinReason::NoLegalMove));
        }
        self.draw_outcome()
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn recompute_zobrist(&self) -> u64 {
        let mut h = if self.side == Color::Black {
            KEYS[BLACK_TO_MOVE]
        } else {
            0
        };
        for sq in Square::all() {
            if let Some(piece) = self.piece_at(sq) {
                h ^= piece_key(piece, sq);
            }
        }
        h
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        crate::notation::parse_move(self, text)
    }

    fn format_move(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn diagram(&self) -> String {
        crate::notation::diagram(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Perft and search copy a position per move and fill lists of moves:
    /// keep both small (see the `Position` and `Move` docs).
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn position_and_move_stay_small() {
        assert!(core::mem::size_of::<Position>() <= 56);
        assert_eq!(core::mem::size_of::<Move>(), 16);
    }
}
