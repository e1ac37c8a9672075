//! The game state: placement, side, counters, hash and history; building it
//! from a [`Setup`] and making moves.

use crate::sets::{bit, bit_index, from_square_set, squares_in, to_square_set, Set};
use crate::square::public_set;
use crate::{Move, Piece, PieceKind, PositionError, Rules, Setup, Square, SquareSet};
use core::fmt;
use core::str::FromStr;
use variant_core::{
    digest_share, draw_by_options, draw_state_key, read_clock, same_hashes, Color, Game, Kind,
    MoveCounters, Outcome, ParsePositionError, Repetition, SharedHashes, WinReason,
};

/// The kinds by `PieceKind::index`, as an array (`PieceKind::ALL` is a slice).
const KINDS: [PieceKind; 4] = [
    PieceKind::Man,
    PieceKind::King,
    PieceKind::Bishop,
    PieceKind::Camel,
];

/// The low half of the 128-bit product of `a` and `b`, xored with the
/// high half: one multiplication that spreads every input bit over the
/// whole result (wyhash's mixing step).
#[inline]
const fn fold_mul(a: u64, b: u64) -> u64 {
    let product = (a as u128) * (b as u128);
    product as u64 ^ (product >> 64) as u64
}

/// The hash of a placement and side to move, mixed from the square sets.
///
/// `fold_mul` gives 0 whenever one factor is 0: the sets use 36 bits, so
/// xoring a constant with high bits set keeps every factor away from 0.
#[inline]
fn placement_hash(by_color: [Set; 2], by_kind: [Set; 3], side: Color) -> u64 {
    const K: [u64; 5] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0xD6E8_FEB8_6659_FD93,
        0xFF51_AFD7_ED55_8CCD,
    ];
    let colors = fold_mul(by_color[0] ^ K[0], by_color[1] ^ K[1]);
    let men_kings = fold_mul(by_kind[0] ^ K[2], by_kind[1] ^ K[3]);
    let bishops_side = by_kind[2] | (side.index() as u64) << 40;
    fold_mul(colors ^ bishops_side ^ K[4], men_kings)
}

/// A Cheskers position: the pieces on the 32 dark squares, the side to move,
/// the move counters, the rules and (when the `repetition` option is on) the
/// repetition history.
///
/// Equality, `Hash` and the zobrist key mean the same game: placement, side
/// to move and rules, and, only where a rule reads them, the halfmove clock
/// (capped at `no_progress_limit`) and the positions played through since
/// the last irreversible move (under `repetition`, in any order). Equal
/// positions have equal legal moves and outcomes, after any line.
///
/// The placement is five square sets (per colour, and men, kings and
/// bishops; the camels are the other occupied squares) rather than a
/// 32-entry board: perft and search copy a position for every move, so it is
/// kept small (72 bytes on 64-bit targets), and whole-set operations count
/// moves quickly. The sets are `u64`s in a layout with gaps where every
/// diagonal step is one shift (see `sets.rs`); [`occupied`](Position::occupied)
/// and [`pieces`](Position::pieces) give the public [`SquareSet`]s. The repetition history is one pointer, null when empty,
/// and cloning it costs one reference count.
///
/// The hash (`Game::zobrist`) is not stored: it is mixed from the five
/// sets and the side on demand, in a dozen instructions, so making a move
/// (perft makes every move of the tree) never updates one.
#[derive(Clone)]
pub struct Position {
    /// Occupied squares per colour (`Color::index`).
    pub(crate) by_color: [Set; 2],
    /// Occupied squares of men, kings and bishops (`PieceKind::index`),
    /// both colours; camels stand on the other occupied squares.
    pub(crate) by_kind: [Set; 3],
    pub(crate) counters: MoveCounters,
    pub(crate) side: Color,
    pub(crate) rules: Rules,
    /// Under `ThreefoldDraw`, the reversible moves that led to this
    /// position from the two before it, newest first, each as
    /// [`encode_reversible`] gives it, 0 where the move was irreversible
    /// (or the position is a setup's); always `[0, 0]` otherwise. The
    /// placements of those two positions follow from this one's and the
    /// moves.
    recent: [u16; 2],
    /// Under `ThreefoldDraw`, the hashes of the positions since the last
    /// irreversible move (a capture or a man move), that move's position
    /// included, **except this one and the ones `recent` leads back to**;
    /// always empty otherwise. Those can never equal this position (a
    /// position recurs 4 plies later at the earliest: each side must move a
    /// piece away and back), so the threefold test loses nothing, and the
    /// list only grows from a position reached by three reversible moves in
    /// a row: most positions hold a null history, which clones for free, and
    /// an irreversible move only empties the list.
    pub(crate) history: SharedHashes,
}

/// A reversible move (a king, bishop or camel moving without capturing) as
/// 12 bits: kind (1 to 3, so never 0), origin, destination.
#[inline]
fn encode_reversible(kind: PieceKind, from: Square, to: Square) -> u16 {
    (kind.index() as u16) << 10 | (from.index() as u16) << 5 | to.index() as u16
}

/// Undoes `code` (an [`encode_reversible`] move by `mover`) on the square
/// sets of the position it led to.
#[inline]
fn undo_reversible(by_color: &mut [Set; 2], by_kind: &mut [Set; 3], code: u16, mover: Color) {
    let kind = usize::from(code >> 10) & 3;
    let from = Square::at((code >> 5) as u8);
    let to = Square::at(code as u8);
    let both = bit(from) | bit(to);
    by_color[mover.index()] ^= both;
    if let Some(set) = by_kind.get_mut(kind) {
        *set ^= both;
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.by_color == other.by_color
            && self.by_kind == other.by_kind
            && self.side == other.side
            && self.rules == other.rules
            && read_clock(&self.rules, self.counters.halfmove_clock)
                == read_clock(&other.rules, other.counters.halfmove_clock)
            && self.same_past(other)
    }
}

impl Eq for Position {}

variant_core::default_and_hash_by_game!(Position);

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\", {:?})", self.rules)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;
    /// Parses position text under the default rules.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        Position::from_text(text, Rules::default())
    }
}

impl fmt::Display for Position {
    /// The position text (all four fields): the text of [`to_setup`](Game::to_setup).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

impl Position {
    /// Checks `setup` and builds the position it describes, to be played
    /// under `rules`; or reports every [`Problem`](crate::Problem) found,
    /// giving the setup back (the same as [`Game::from_setup`]).
    pub fn from_setup(setup: Setup, rules: Rules) -> Result<Position, PositionError> {
        let problems = setup.problems();
        if problems.is_empty() {
            Ok(Position::from_valid_setup(&setup, rules))
        } else {
            Err(PositionError::new(setup, problems))
        }
    }

    /// The position of a setup known to be valid, with a fresh history.
    pub(crate) fn from_valid_setup(setup: &Setup, rules: Rules) -> Position {
        let mut p = Position {
            by_color: [0; 2],
            by_kind: [0; 3],
            counters: setup.counters,
            side: setup.turn,
            rules,
            recent: [0; 2],
            history: SharedHashes::default(),
        };
        for sq in Square::all() {
            if let Some(piece) = setup.piece_at(sq) {
                p.put(sq, piece);
            }
        }
        p
    }

    /// The position as plain data (the same as [`Game::to_setup`]).
    #[must_use]
    pub(crate) fn setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for sq in squares_in(self.by_color[0] | self.by_color[1]) {
            setup.board[sq.index()] = self.piece_at(sq);
        }
        setup.turn = self.side;
        setup.counters = self.counters;
        setup
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let bit = bit(square);
        let color = if self.by_color[Color::White.index()] & bit != 0 {
            Color::White
        } else if self.by_color[Color::Black.index()] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        Some(Piece::new(color, self.kind_at(square)))
    }

    /// The kind of the piece on the occupied square `sq` (`Camel` if empty).
    #[inline]
    pub(crate) fn kind_at(&self, sq: Square) -> PieceKind {
        KINDS[self.kind_index_at(sq)]
    }

    /// [`kind_at`](Position::kind_at) as a `PieceKind::index`, without
    /// branches (a branch per kind mispredicts all the time in perft): at
    /// most one of the three sets holds `sq`, so `3 - 3·man - 2·king -
    /// bishop` is 0 for a man, 1 for a king, 2 for a bishop and 3 otherwise.
    #[inline]
    pub(crate) fn kind_index_at(&self, sq: Square) -> usize {
        let b = bit_index(sq);
        let [men, kings, bishops] = self.by_kind.map(|set| (set >> b) & 1);
        (3 - 3 * men - 2 * kings - bishops) as usize & 3
    }

    /// The squares of the pieces of `kind`, both colours.
    #[inline]
    pub(crate) fn kind_set(&self, kind: PieceKind) -> Set {
        match self.by_kind.get(kind.index()) {
            Some(&set) => set,
            None => {
                let [men, kings, bishops] = self.by_kind;
                (self.by_color[0] | self.by_color[1]) & !(men | kings | bishops)
            }
        }
    }

    /// Adds `set` to the squares of `kind` (camels need nothing: they are
    /// the occupied squares of no other kind).
    #[inline]
    fn add_kind(&mut self, kind: PieceKind, set: Set) {
        if let Some(s) = self.by_kind.get_mut(kind.index()) {
            *s |= set;
        }
    }

    /// The squares occupied by `color`'s pieces.
    #[must_use]
    pub fn occupied(&self, color: Color) -> SquareSet {
        public_set(to_square_set(self.by_color[color.index()]))
    }

    /// The squares holding `color`'s pieces of `kind` (`pieces(color, King)`
    /// are a side's kings: Cheskers has no single king square).
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> SquareSet {
        public_set(to_square_set(self.pieces_set(color, kind)))
    }

    /// The squares holding pieces of `kind` of either colour (with
    /// [`occupied`](Position::occupied), the whole placement in five sets).
    #[must_use]
    pub fn kind_squares(&self, kind: PieceKind) -> SquareSet {
        public_set(to_square_set(self.kind_set(kind)))
    }

    /// The square of `color`'s king when it has exactly one (`None` with
    /// none or several: Cheskers starts with two kings a side, see
    /// [`pieces`](Position::pieces)).
    #[must_use]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        let kings = self.pieces(color, PieceKind::King);
        if kings.len() == 1 {
            kings.first_member().and_then(Square::from_index)
        } else {
            None
        }
    }

    /// [`pieces`](Position::pieces) as a gapped set.
    #[inline]
    pub(crate) fn pieces_set(&self, color: Color, kind: PieceKind) -> Set {
        self.by_color[color.index()] & self.kind_set(kind)
    }

    /// The move counters.
    #[must_use]
    pub fn counters(&self) -> MoveCounters {
        self.counters
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.by_color[piece.color.index()] |= bit(sq);
        self.add_kind(piece.kind, bit(sq));
    }

    /// The same position seen from the other side: the board turned half a
    /// turn (`a1` ↔ `h8`, see [`Square::color_flipped`]), every piece's
    /// colour swapped and the other side to move. Counters and rules are
    /// kept; the repetition history starts afresh. Its legal moves are
    /// exactly the [colour-flipped](Move::color_flipped) legal moves of this
    /// position, unless a repetition draw of this position's history ends
    /// the game here.
    #[must_use]
    pub fn color_flipped(&self) -> Position {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            if let Some(piece) = self.piece_at(sq) {
                setup.put(sq.color_flipped(), piece.color_flipped());
            }
        }
        setup.turn = !self.side;
        setup.counters = self.counters;
        // Flipping keeps every man off its own promotion rank.
        Position::from_valid_setup(&setup, self.rules)
    }

    /// Whether `color` still has a king.
    #[inline]
    fn has_king(&self, color: Color) -> bool {
        self.pieces_set(color, PieceKind::King) != 0
    }

    /// The "no kings" judgement: the side to move without a king has lost;
    /// otherwise, if the other side has no king, the side to move has won.
    #[inline]
    pub(crate) fn kings_outcome(&self) -> Option<Outcome> {
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

    /// The draw the draw options give this position, if any (judged after
    /// "no kings" and "no legal move").
    #[inline]
    pub(crate) fn draw_outcome(&self) -> Option<Outcome> {
        let rules = &self.rules;
        if rules.repetition == Repetition::None && rules.no_progress_limit.is_none() {
            return None;
        }
        // A position recurs at least 4 plies later (each side must move a
        // piece away and back), so a third occurrence needs 8 reversible
        // plies since the first. The history is never longer than the
        // halfmove clock (both restart on the same moves, captures and man
        // moves; from a setup the history starts empty), so with a clock
        // below 8 there is nothing to look up. The two positions before
        // this one (`recent`) are not in the list and cannot be this one.
        let occurrences =
            if rules.repetition == Repetition::ThreefoldDraw && self.counters.halfmove_clock >= 8 {
                1 + self.history.occurrences(self.placement_hash())
            } else {
                1
            };
        draw_by_options(rules, self.counters.halfmove_clock, occurrences)
            .map(|reason| Outcome::Draw { reason })
    }

    /// Whether the game is over before any move is generated: no kings, or
    /// a draw option (a drawn position with moves, or one without a legal
    /// move: either way it has no legal moves).
    #[inline]
    pub(crate) fn is_over_without_moves(&self) -> bool {
        self.kings_outcome().is_some() || self.draw_outcome().is_some()
    }

    /// Plays `mv`, a legal move here (anything else leaves a consistent but
    /// unspecified position).
    ///
    /// Perft plays every move of the tree, so a move takes no branch that
    /// depends on it but the promotion: the kinds and the clock are updated
    /// with masks.
    #[inline]
    pub(crate) fn make_move(&mut self, mv: &Move) {
        let us = self.side;
        let (from, to) = (mv.from(), mv.to());
        let (from_bit, to_bit) = (bit(from), bit(to));
        let own = self.by_color[us.index()];
        if own & from_bit == 0 {
            return;
        }
        let captured = from_square_set(mv.captured_bits()) & self.by_color[(!us).index()];
        // Lift the mover, take the jumped pieces (and, for an illegal move
        // only, whatever stands on the destination: one piece per square),
        // and set the mover down, possibly promoted. `to` may equal `from`
        // (a king chain back to its origin).
        self.by_color[(!us).index()] &= !(captured | to_bit);
        self.by_color[us.index()] = (own & !from_bit) | to_bit;
        let [men, kings, bishops] = self.by_kind;
        let cleared = !(from_bit | to_bit | captured);
        let lands = |set: Set| if set & from_bit != 0 { to_bit } else { 0 };
        self.by_kind = match mv.promotion() {
            None => [men, kings, bishops].map(|set| (set & cleared) | lands(set)),
            Some(kind) => {
                let mut by_kind = [men & cleared, kings & cleared, bishops & cleared];
                if let Some(set) = by_kind.get_mut(kind.index()) {
                    *set |= to_bit;
                }
                by_kind
            }
        };
        // Captures and man moves (promotions included) reset the clock, and
        // they are exactly the irreversible moves: no earlier position can
        // recur after one. (`MoveCounters::advance`, with a mask.)
        let irreversible = captured != 0 || men & from_bit != 0;
        let counters = &mut self.counters;
        counters.halfmove_clock =
            counters.halfmove_clock.saturating_add(1) & u32::from(irreversible).wrapping_sub(1);
        // Black moves first: the fullmove number grows after White's move.
        counters.fullmove_number = counters
            .fullmove_number
            .saturating_add(u32::from(us == Color::White));
        self.side = !us;
        if self.rules.repetition == Repetition::ThreefoldDraw {
            let kind = match () {
                _ if kings & from_bit != 0 => PieceKind::King,
                _ if bishops & from_bit != 0 => PieceKind::Bishop,
                _ => PieceKind::Camel,
            };
            self.note_for_repetition(match irreversible {
                true => 0,
                false => encode_reversible(kind, from, to),
            });
        }
    }

    /// Under `ThreefoldDraw`, updates `recent` and the history after a move
    /// (`code` as [`encode_reversible`] gives it, 0 for an irreversible one).
    #[inline(never)]
    fn note_for_repetition(&mut self, code: u16) {
        let [last, before_last] = self.recent;
        if code == 0 {
            self.history.clear();
            self.recent = [0; 2];
            return;
        }
        if before_last != 0 {
            // The position before this move was reached by `last` (ours,
            // the side to move now) from one reached by `before_last` (the
            // mover's): the one before that leaves `recent`, so its hash
            // goes into the list.
            let mover = !self.side;
            let (mut by_color, mut by_kind) = (self.by_color, self.by_kind);
            undo_reversible(&mut by_color, &mut by_kind, code, mover);
            undo_reversible(&mut by_color, &mut by_kind, last, self.side);
            undo_reversible(&mut by_color, &mut by_kind, before_last, mover);
            self.history
                .record(placement_hash(by_color, by_kind, mover));
        }
        self.recent = [code, last];
    }

    /// The hash of the placement and side to move
    /// (`Game::repetition_key`).
    #[inline]
    pub(crate) fn placement_hash(&self) -> u64 {
        placement_hash(self.by_color, self.by_kind, self.side)
    }

    /// The placement hashes of the (up to two) positions that `recent`
    /// leads back to, the latest first.
    fn recent_hashes(&self) -> impl Iterator<Item = u64> {
        let (mut by_color, mut by_kind) = (self.by_color, self.by_kind);
        let mut hashes = [None; 2];
        let mut mover = !self.side;
        for (slot, &code) in hashes.iter_mut().zip(&self.recent) {
            if code == 0 {
                break;
            }
            undo_reversible(&mut by_color, &mut by_kind, code, mover);
            *slot = Some(placement_hash(by_color, by_kind, mover));
            mover = !mover;
        }
        hashes.into_iter().flatten()
    }

    /// The hashes of every position played through since the last
    /// irreversible move (empty unless `repetition` is on).
    fn past_hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.recent_hashes().chain(self.history.hashes())
    }

    /// Whether both positions were reached through the same positions,
    /// each as often, since their last irreversible moves.
    fn same_past(&self, other: &Position) -> bool {
        self.recent == other.recent && self.history == other.history
            || same_hashes(self.past_hashes(), other.past_hashes())
    }

    /// What the draw options read beyond the placement, as a zobrist term
    /// (0 when no draw option is on).
    #[inline(always)]
    pub(crate) fn draw_state_key(&self) -> u64 {
        let rules = &self.rules;
        if rules.repetition == Repetition::None && rules.no_progress_limit.is_none() {
            return 0;
        }
        self.draw_options_key()
    }

    /// [`draw_state_key`](Position::draw_state_key) with a draw option on
    /// (a call of its own: the search asks for a key at every node, most
    /// often without draw options).
    #[inline(never)]
    fn draw_options_key(&self) -> u64 {
        let rules = &self.rules;
        let past = self
            .recent_hashes()
            .fold(self.history.digest(), |digest, hash| {
                digest.wrapping_add(digest_share(hash))
            });
        draw_state_key(rules, self.counters.halfmove_clock, past)
    }

    /// The key of `Game::zobrist`: the placement's and the draw state's.
    #[inline]
    pub(crate) fn zobrist_key(&self) -> u64 {
        self.placement_hash() ^ self.draw_state_key()
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
        assert!(core::mem::size_of::<Position>() <= 72);
        assert_eq!(core::mem::size_of::<Move>(), 16);
    }
}
