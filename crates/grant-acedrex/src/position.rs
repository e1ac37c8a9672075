//! The game state and making moves.

use crate::occupancy::Occupancy;
use crate::rules::{KingFile, Unicorn};
use crate::{Move, MoveList, Piece, PieceKind, Rules, Square};
use variant_core::{
    zobrist::zobrist_keys, Color, Game, Outcome, ParseMoveError, ParsePositionError, Repetition,
    RepetitionHistory, SquareSet144, WinReason,
};

/// The board: one optional piece per square, indexed by [`Square::index`].
pub(crate) type Board = [Option<Piece>; 144];

/// The start position text with the king on g (the default).
pub const START_TEXT: &str =
    "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk 0 1";

/// The start position text of Murray's array (king on f).
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
/// repetition history.
///
/// `PartialEq` compares the game state (placement, side, rights, unmoved
/// unicorns, rules) and ignores the counters and the history.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    /// The board's pieces as square sets (derived).
    occupancy: Occupancy,
    side: Color,
    leap: [bool; 2],
    unmoved: SquareSet144,
    halfmove: u32,
    fullmove: u32,
    kings: [Square; 2],
    /// Pieces other than the king, per side (derived).
    material: [u8; 2],
    hash: u64,
    rules: Rules,
    history: RepetitionHistory,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.leap == other.leap
            && self.unmoved == other.unmoved
            && self.rules == other.rules
    }
}

impl Eq for Position {}

impl Default for Position {
    /// The start position under the default rules.
    fn default() -> Position {
        Position::start(Rules::default())
    }
}

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

    pub(crate) fn history(&self) -> &RepetitionHistory {
        &self.history
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The square of `color`'s king.
    pub fn king_square(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// Whether `color`'s king still holds its first-move leap right.
    pub fn leap_right(&self, color: Color) -> bool {
        self.leap[color.index()]
    }

    /// The squares of the unicorns that have not moved yet (kept only under
    /// [`Unicorn::Murray`](crate::rules::Unicorn::Murray); empty otherwise).
    pub fn unmoved_unicorns(&self) -> impl Iterator<Item = Square> + '_ {
        self.unmoved.iter().filter_map(Square::from_index)
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The fullmove number (starts at 1, grows after Black's move).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// Every piece with its square, from a1 to l12.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, p)| Some((Square::at(i as u8), (*p)?)))
    }

    /// The colour-flipped position: ranks mirrored (rank r ↔ 13 − r, files
    /// kept), colours swapped, side to move and rights swapped. A symmetry of
    /// the rules: its legal moves are this position's moves with
    /// [`Move::flip_rank`] applied.
    pub fn mirrored(&self) -> Position {
        let mut board: Board = [None; 144];
        for (i, p) in self.board.iter().enumerate() {
            if let Some(p) = p {
                let sq = Square::at(i as u8).flip_rank();
                board[sq.index()] = Some(Piece::new(!p.color, p.kind));
            }
        }
        let unmoved = self
            .unmoved
            .iter()
            .map(|i| Square::at(i as u8).flip_rank().index())
            .collect();
        Position::assemble(
            board,
            !self.side,
            [self.leap[1], self.leap[0]],
            unmoved,
            self.halfmove,
            self.fullmove,
            self.rules,
        )
    }

    /// Builds a position from its parts (kings must be present; derived
    /// fields are computed). The repetition history starts with this position.
    pub(crate) fn assemble(
        board: Board,
        side: Color,
        leap: [bool; 2],
        unmoved: SquareSet144,
        halfmove: u32,
        fullmove: u32,
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
            halfmove,
            fullmove,
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

    /// What the repetition rule compares: the spec names placement, side to
    /// move and leap rights, so this is the zobrist hash without the Murray
    /// unicorns' unmoved state (which the hash and `PartialEq` do include).
    pub(crate) fn repetition_key(&self) -> u64 {
        self.unmoved
            .iter()
            .fold(self.hash, |h, s| h ^ KEYS[UNICORN_KEYS + s])
    }

    fn compute_hash(&self) -> u64 {
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

    /// The initial squares of `color`'s unicorns (c and j on the back rank).
    pub(crate) fn unicorn_home(sq: Square, color: Color) -> bool {
        (sq.file() == 2 || sq.file() == 9) && sq.rank() == color.fold(0, 11)
    }

    fn make(&mut self, mv: &Move) {
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
        if captured.is_some() || piece.kind == PieceKind::Pawn {
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
            self.history.record(self.repetition_key());
        }
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type Rules = Rules;
    const NAME: &'static str = "grant-acedrex";

    fn start(rules: Rules) -> Position {
        let text = match rules.king_file {
            KingFile::G => START_TEXT,
            KingFile::F => START_TEXT_MURRAY,
        };
        Position::from_text(text, rules).expect("the start position text is valid")
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
        if self.bare_king_outcome().is_some() {
            return;
        }
        self.generate_legal(moves);
        if !moves.is_empty() && self.draw_by_rule().is_some() {
            moves.clear();
        }
    }

    /// Counts without building the moves that need no king-safety test.
    fn count_legal_moves(&self) -> usize {
        if self.bare_king_outcome().is_some() {
            return 0;
        }
        let count = self.count_legal();
        if count > 0 && self.draw_by_rule().is_some() {
            return 0;
        }
        count
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.make(mv);
    }

    fn play(&mut self, mv: &Move) -> Result<(), variant_core::IllegalMove> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        if moves.contains(mv) {
            self.make(mv);
            return Ok(());
        }
        let text = crate::notation::format_move_text(mv);
        if let Some(o) = self.outcome() {
            return Err(variant_core::IllegalMove::new(
                text,
                format!("the game is over ({o})"),
            ));
        }
        Err(variant_core::IllegalMove::new(
            text,
            crate::notation::why_illegal(self, mv),
        ))
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.bare_king_outcome() {
            return Some(o);
        }
        let mut moves = MoveList::new();
        self.generate_legal(&mut moves);
        if moves.is_empty() {
            let us = self.side;
            if self.is_check() {
                return Some(Outcome::loss_for(us, WinReason::Checkmate));
            }
            return Some(match self.rules.stalemate {
                crate::rules::Stalemate::Loss => Outcome::loss_for(us, WinReason::Stalemate),
                crate::rules::Stalemate::Draw => Outcome::Draw {
                    reason: variant_core::DrawReason::Stalemate,
                },
            });
        }
        self.draw_by_rule().map(|reason| Outcome::Draw { reason })
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn recompute_zobrist(&self) -> u64 {
        self.compute_hash()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        crate::notation::parse_move(self, text)
    }

    fn format_move(&self, mv: &Move) -> String {
        crate::notation::format_move_text(mv)
    }

    fn diagram(&self) -> String {
        crate::notation::diagram(self)
    }
}

impl core::fmt::Display for Position {
    /// The position text (five fields; a sixth listing the unmoved unicorns
    /// under the Murray unicorn option).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&crate::notation::format_position(self))
    }
}

impl core::str::FromStr for Position {
    type Err = ParsePositionError;
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(text, Rules::default())
    }
}

/// Whether Murray unicorns are in play (then the unmoved set matters).
pub(crate) fn murray(rules: &Rules) -> bool {
    rules.unicorn == Unicorn::Murray
}
