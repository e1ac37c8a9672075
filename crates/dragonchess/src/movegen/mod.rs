//! Legal move generation and attack detection.
//!
//! The pieces are described as data: for each kind and level a short list of
//! [`Rule`]s (a geometric [`Pattern`] from the precomputed [`tables`] with
//! its move/capture [`Mode`]) plus planar slides. The per-family modules
//! ([`sky`]: Sylph, Griffon, Dragon; [`ground`]: Warrior, Oliphant, Unicorn,
//! Hero, Thief, Cleric, Mage, King, Paladin; [`underworld`]: Dwarf, Basilisk,
//! Elemental) state those lists exactly as the rules do, and the driver here
//! turns them into moves. Attack detection ([`attacks`]) reads the same lists
//! backwards, from the attacked square outward, so moves and attacks can never
//! disagree. Only moves that could expose the mover's King ([`exposure`]) are
//! tried and tested; perft's last ply counts moves without building them
//! ([`count`]).

mod attacks;
mod count;
mod exposure;
mod ground;
mod sky;
pub(crate) mod tables;
mod underworld;

use crate::position::{Board, Position};
use crate::square::SQUARE_COUNT;
use crate::{Move, Piece, PieceKind, Rules, Square};
use std::sync::OnceLock;
use tables::{tables, Pattern, NONE, PATTERN_COUNT};
use variant_core::{ArrayVec, Color, Kind, MoveSink, SquareSet288};

pub(crate) use attacks::{is_attacked, is_frozen};
pub(crate) use count::count_legal;
use exposure::exposing_squares;

/// An upper bound on the number of legal moves in any position, used as the
/// capacity of [`MoveList`].
///
/// Every move is determined by its origin and destination square, so the
/// number of moves is at most the sum, over the 288 squares, of the largest
/// number of destinations any piece standing there could have on an otherwise
/// empty board (slides run to the edge; the Dragon's five capture-from-afar
/// squares and the Sylph's six home squares are included). That sum is 6 020
/// (the unit test `capacity_bounds_every_position` recomputes it from the
/// move tables), so no position, however many pieces it has, can overflow the
/// list.
pub const MAX_MOVES: usize = 6020;

/// The list of legal moves: a stack-allocated vector of capacity
/// [`MAX_MOVES`].
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// What a step may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// **M**: move to an empty square only.
    Move,
    /// **C**: capture an enemy piece only.
    Capture,
    /// **MC**: either.
    Both,
}

impl Mode {
    #[inline]
    fn moves(self) -> bool {
        !matches!(self, Mode::Capture)
    }
    #[inline]
    fn captures(self) -> bool {
        !matches!(self, Mode::Move)
    }
    /// `Both` when `captures` holds, else `Move` (for the options that turn a
    /// capturing step into a move-only step).
    fn both_if(captures: bool) -> Mode {
        if captures {
            Mode::Both
        } else {
            Mode::Move
        }
    }
}

/// One line of a piece's move description: a pattern and what it may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rule {
    pattern: Pattern,
    mode: Mode,
}

const fn rule(pattern: Pattern, mode: Mode) -> Rule {
    Rule { pattern, mode }
}

/// How a piece of one kind moves from one level.
#[derive(Clone, Debug, Default)]
pub(crate) struct PieceMoves {
    steps: ArrayVec<Rule, 8>,
    /// The rules of `steps` whose pattern has a path condition (those the
    /// bulk count cannot read from [`StepMasks`]).
    path_steps: ArrayVec<Rule, 8>,
    orth_slides: bool,
    diag_slides: bool,
}

impl PieceMoves {
    /// The planar slide directions (indices into [`tables::DIRECTIONS`]).
    fn slide_dirs(&self) -> core::ops::Range<usize> {
        match (self.orth_slides, self.diag_slides) {
            (false, false) => 0..0,
            (true, false) => 0..4,
            (false, true) => 4..8,
            (true, true) => 0..8,
        }
    }

    fn steps(rules: &[Rule]) -> PieceMoves {
        PieceMoves {
            steps: rules.iter().copied().collect(),
            path_steps: rules
                .iter()
                .copied()
                .filter(|r| r.pattern.has_path())
                .collect(),
            ..PieceMoves::default()
        }
    }
}

/// The piece descriptions for one setting of the movement options, with the
/// attack masks derived from them.
struct MoveTables {
    pieces: [[PieceMoves; 3]; 15],
    /// For each pattern and origin level: the kinds (bit per
    /// [`PieceKind::index`]) that capture along it from that level.
    attackers: [[u16; 3]; PATTERN_COUNT],
    /// The patterns with a path condition some piece captures along.
    path_capture_patterns: Vec<Pattern>,
    /// By `color * 288 + target`: the squares from which some piece of that
    /// colour could capture on `target` by a path-free step (per level).
    capture_origins: Vec<[u128; 3]>,
    /// Kinds that slide orthogonally / diagonally, per level.
    orth_sliders: [u16; 3],
    diag_sliders: [u16; 3],
    /// See [`StepMasks`], by [`StepMasks::slot`].
    step_masks: Vec<StepMasks>,
}

/// The targets of a piece's steps without a path condition, from one square,
/// as per-level bit sets (see [`crate::occupancy`]): where it may move and
/// where it may capture. Counting its moves is then a few popcounts.
#[derive(Clone, Copy, Default)]
struct StepMasks {
    moves: [u128; 3],
    captures: [u128; 3],
    /// The levels where either set is not empty: `lowest..end`.
    lowest: u8,
    end: u8,
}

impl StepMasks {
    fn slot(kind: PieceKind, color: Color, sq: usize) -> usize {
        (kind.index() * 2 + color.index()) * SQUARE_COUNT + sq
    }
}

fn describe(kind: PieceKind, level: u8, rules: &Rules) -> PieceMoves {
    sky::moves(kind, level, rules)
        .or_else(|| ground::moves(kind, level, rules))
        .or_else(|| underworld::moves(kind, level, rules))
        .unwrap_or_default()
}

impl MoveTables {
    fn build(rules: &Rules) -> MoveTables {
        let pieces: [[PieceMoves; 3]; 15] = core::array::from_fn(|k| {
            core::array::from_fn(|l| {
                let kind = crate::piece::KINDS[k];
                if kind.can_stand_on(l as u8) {
                    describe(kind, l as u8, rules)
                } else {
                    PieceMoves::default()
                }
            })
        });
        let mut attackers = [[0u16; 3]; PATTERN_COUNT];
        let mut orth_sliders = [0u16; 3];
        let mut diag_sliders = [0u16; 3];
        for (k, per_level) in pieces.iter().enumerate() {
            for (l, pm) in per_level.iter().enumerate() {
                for r in &pm.steps {
                    if r.mode.captures() {
                        attackers[r.pattern as usize][l] |= 1 << k;
                    }
                }
                if pm.orth_slides {
                    orth_sliders[l] |= 1 << k;
                }
                if pm.diag_slides {
                    diag_sliders[l] |= 1 << k;
                }
            }
        }
        let path_capture_patterns = Pattern::ALL
            .into_iter()
            .filter(|p| p.has_path() && attackers[*p as usize] != [0; 3])
            .collect();
        let t = tables();
        let mut step_masks = vec![StepMasks::default(); 30 * SQUARE_COUNT];
        for kind in crate::piece::KINDS {
            for color in Color::ALL {
                for sq in 0..SQUARE_COUNT {
                    let m = &mut step_masks[StepMasks::slot(kind, color, sq)];
                    for r in &pieces[kind.index()][sq / 96].steps {
                        if r.pattern.has_path() {
                            continue;
                        }
                        for step in t.targets(r.pattern, color, sq) {
                            let (level, bit) = (step.sq as usize / 96, step.sq % 96);
                            if r.mode.moves() {
                                m.moves[level] |= 1 << bit;
                            }
                            if r.mode.captures() {
                                m.captures[level] |= 1 << bit;
                            }
                        }
                    }
                    let used: Vec<u8> = (0..3u8)
                        .filter(|&l| m.moves[l as usize] | m.captures[l as usize] != 0)
                        .collect();
                    if let (Some(&lowest), Some(&last)) = (used.first(), used.last()) {
                        (m.lowest, m.end) = (lowest, last + 1);
                    }
                }
            }
        }
        let mut capture_origins = vec![[0u128; 3]; 2 * SQUARE_COUNT];
        for kind in crate::piece::KINDS {
            for color in Color::ALL {
                for from in 0..SQUARE_COUNT {
                    let m = &step_masks[StepMasks::slot(kind, color, from)];
                    for (level, &bits) in m.captures.iter().enumerate() {
                        let mut bits = bits;
                        while bits != 0 {
                            let target = level * 96 + bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            capture_origins[color.index() * SQUARE_COUNT + target][from / 96] |=
                                1 << (from % 96);
                        }
                    }
                }
            }
        }
        MoveTables {
            pieces,
            attackers,
            path_capture_patterns,
            capture_origins,
            orth_sliders,
            diag_sliders,
            step_masks,
        }
    }
}

/// The tables for the movement options of `rules`, built on first use (one
/// set per combination of the three movement options).
fn move_tables(rules: &Rules) -> &'static MoveTables {
    static ALL: [OnceLock<MoveTables>; 8] = [const { OnceLock::new() }; 8];
    let i = rules.movement_index();
    ALL[i].get_or_init(|| {
        let rules = Rules {
            offboard_steps_capture: i & 1 != 0,
            paladin_3d_captures: i & 2 != 0,
            elemental_ascent: if i & 4 != 0 {
                crate::ElementalAscent::MoveOrCapture
            } else {
                crate::ElementalAscent::CaptureOnly
            },
            ..Rules::default()
        };
        MoveTables::build(&rules)
    })
}

/// Gives the moves of the side to move to `out`: the legal ones when `legal`
/// holds, else every pseudo-legal one (those that may leave the mover's King
/// attacked). Draw rules are not considered here.
pub(crate) fn generate<S: MoveSink<Move>>(pos: &Position, legal: bool, out: &mut S) {
    Generator::new(pos, legal, out).run();
}

/// Whether `mv` is a legal move of `pos` by the piece rules and King
/// safety (draw rules not considered): the piece on its origin must be the
/// mover's, as the move says, and not frozen; then only that piece's moves
/// are generated, and the move must be one of them.
pub(crate) fn is_legal_move(pos: &Position, mv: &Move) -> bool {
    let from = mv.from().index();
    let pc = mv.piece();
    if pc.color != pos.side || pos.board.get(from).copied().flatten() != Some(pc) {
        return false;
    }
    if is_frozen(&pos.board, from) {
        return false;
    }
    let mut find = Find {
        target: *mv,
        found: false,
    };
    // One generator for both steps: the piece's pseudo-legal moves first,
    // then the King-safety test of the move alone.
    let mut g = Generator::new(pos, true, &mut find);
    g.legal = false;
    g.piece(pc, from);
    if !g.out.found {
        return false;
    }
    !g.needs_test(mv) || g.leaves_king_safe(mv)
}

/// A sink that only notes whether one given move comes by.
struct Find {
    target: Move,
    found: bool,
}

impl MoveSink<Move> for Find {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.found |= mv == self.target;
    }
}

struct Generator<'a, S: MoveSink<Move>> {
    board: &'a Board,
    /// A copy of the board to try moves on, made when first needed.
    scratch: Option<Board>,
    side: Color,
    king: Square,
    rules: &'a Rules,
    /// Each side's occupancy (see [`crate::occupancy`]).
    own_occ: [u128; 3],
    enemy_occ: [u128; 3],
    legal: bool,
    /// Whether the mover is in check now (assumed when unknown).
    in_check: bool,
    /// See [`exposing_squares`].
    exposing: SquareSet288,
    out: &'a mut S,
}

impl<'a, S: MoveSink<Move>> Generator<'a, S> {
    /// A generator for the side to move; with `legal`, it finds out whether
    /// that side is in check and which moves could expose its King.
    fn new(pos: &'a Position, legal: bool, out: &'a mut S) -> Self {
        let king = pos.kings[pos.side.index()];
        let mut g = Generator {
            board: &pos.board,
            scratch: None,
            side: pos.side,
            king,
            rules: &pos.rules,
            own_occ: pos.occ.by_color[pos.side.index()],
            enemy_occ: pos.occ.by_color[(!pos.side).index()],
            legal,
            in_check: true,
            exposing: SquareSet288::EMPTY,
            out,
        };
        if legal {
            let k = king;
            let enemy = &pos.occ.by_color[(!pos.side).index()];
            g.in_check = is_attacked(&pos.board, enemy, k.index(), !pos.side, &pos.rules);
            g.exposing = exposing_squares(&pos.board, &pos.occ, k.index(), !pos.side, &pos.rules);
        }
        g
    }

    /// The moves of every unfrozen piece of the side to move, in square
    /// order.
    fn run(&mut self) {
        let board = self.board;
        let own = self.own_occ;
        for (level, bits) in own.into_iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let sq = level * 96 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let Some(pc) = board[sq] else { continue };
                if !is_frozen(board, sq) {
                    self.piece(pc, sq);
                }
            }
        }
    }

    /// The moves of the (unfrozen) piece `pc` on `sq`.
    fn piece(&mut self, pc: Piece, sq: usize) {
        let mt = move_tables(self.rules);
        let t = tables();
        let board = self.board;
        let level = sq / 96;
        let pm = &mt.pieces[pc.kind.index()][level];
        for r in &pm.steps {
            for step in t.targets(r.pattern, self.side, sq) {
                if step.via != NONE && board[step.via as usize].is_some() {
                    continue;
                }
                let to = step.sq as usize;
                match board[to] {
                    None if r.mode.moves() => self.add(pc, sq, to, None, false),
                    Some(v) if v.color != pc.color && r.mode.captures() => {
                        self.add(pc, sq, to, Some(v), r.pattern == Pattern::Afar)
                    }
                    _ => {}
                }
            }
        }
        for dir in pm.slide_dirs() {
            for &to in t.ray(dir, sq) {
                let to = to as usize;
                match board[to] {
                    None => self.add(pc, sq, to, None, false),
                    Some(v) => {
                        if v.color != pc.color {
                            self.add(pc, sq, to, Some(v), false);
                        }
                        break;
                    }
                }
            }
        }
        if pc.kind == PieceKind::Sylph && level == 1 {
            for to in sky::sylph_returns(board, sq, pc.color) {
                self.add(pc, sq, to, None, false);
            }
        }
    }

    fn add(&mut self, pc: Piece, from: usize, to: usize, captured: Option<Piece>, afar: bool) {
        let last_rank = match pc.color {
            Color::White => 7,
            Color::Black => 0,
        };
        let to_sq = Square::from_u16(to as u16);
        let promotion = pc.kind == PieceKind::Warrior && to_sq.rank() == last_rank;
        let mv = Move::new(
            pc,
            Square::from_u16(from as u16),
            to_sq,
            captured,
            promotion,
            afar,
        );
        if !self.legal || !self.needs_test(&mv) || self.leaves_king_safe(&mv) {
            self.out.push(mv);
        }
    }

    /// Whether some move of the piece `pc` on `sq` might leave the King
    /// attacked when the King is not in check: the King itself, a piece on a
    /// square of [`exposing_squares`], a Basilisk with an enemy piece above
    /// it, a Dragon whose capture from afar could empty such a square. (The
    /// per-move test is [`needs_test`](Self::needs_test).)
    fn may_expose(&self, pc: Piece, sq: usize) -> bool {
        match pc.kind {
            PieceKind::King => true,
            _ if self.exposing.contains(sq) => true,
            PieceKind::Basilisk => self
                .board
                .get(sq + 96)
                .copied()
                .flatten()
                .is_some_and(|p| p.color != self.side),
            PieceKind::Dragon => tables()
                .targets(Pattern::Afar, self.side, sq)
                .iter()
                .any(|step| self.exposing.contains(step.sq as usize)),
            _ => false,
        }
    }

    /// Whether `mv` might leave the King attacked: the King is in check or
    /// moves, the move empties a square of [`exposing_squares`], or it takes
    /// a Basilisk from under an enemy piece (thawing it).
    fn needs_test(&self, mv: &Move) -> bool {
        let from = mv.from().index();
        self.in_check
            || mv.piece().kind == PieceKind::King
            || (mv.is_afar() && self.exposing.contains(mv.to().index()))
            || (!mv.is_afar() && self.exposing.contains(from))
            || (mv.piece().kind == PieceKind::Basilisk
                && !mv.is_afar()
                && self
                    .board
                    .get(from + 96)
                    .copied()
                    .flatten()
                    .is_some_and(|p| p.color != self.side))
    }

    /// Plays `mv` on the scratch board, tests the mover's King, and undoes it.
    fn leaves_king_safe(&mut self, mv: &Move) -> bool {
        let from = mv.from().index();
        let to = mv.to().index();
        let board = self.board;
        let scratch = match &mut self.scratch {
            Some(scratch) => scratch,
            empty => empty.insert(*board),
        };
        let saved_to = scratch[to];
        let king = if mv.is_afar() {
            scratch[to] = None;
            self.king
        } else {
            scratch[from] = None;
            scratch[to] = Some(mv.piece_after());
            if mv.piece().kind == PieceKind::King {
                mv.to()
            } else {
                self.king
            }
        };
        // The enemy's occupancy after the move: less a captured piece.
        let mut enemy = self.enemy_occ;
        if saved_to.is_some() {
            enemy[to / 96] &= !(1 << (to % 96));
        }
        let safe = !is_attacked(scratch, &enemy, king.index(), !self.side, self.rules);
        scratch[to] = saved_to;
        scratch[from] = board[from];
        safe
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound of [`MAX_MOVES`], recomputed: for each square, the most
    /// destinations any piece standing there could have on an empty board.
    #[test]
    fn capacity_bounds_every_position() {
        let t = tables();
        let mt = move_tables(&Rules::default());
        let mut total = 0;
        for sq in 0..SQUARE_COUNT {
            let level = sq / 96;
            let mut best = 0;
            for kind in crate::piece::KINDS {
                for color in Color::ALL {
                    let pm = &mt.pieces[kind.index()][level];
                    let mut n: usize = pm
                        .steps
                        .iter()
                        .map(|r| t.targets(r.pattern, color, sq).len())
                        .sum();
                    n += pm.slide_dirs().map(|d| t.ray(d, sq).len()).sum::<usize>();
                    if kind == PieceKind::Sylph && level == 1 {
                        n += 7;
                    }
                    best = best.max(n);
                }
            }
            total += best;
        }
        assert!(total <= MAX_MOVES, "bound {total} exceeds MAX_MOVES");
        assert_eq!(total, MAX_MOVES, "keep the documented bound exact");
    }

    #[test]
    fn every_option_setting_has_tables() {
        for i in 0..8 {
            let rules = Rules {
                offboard_steps_capture: i & 1 != 0,
                paladin_3d_captures: i & 2 != 0,
                ..Rules::default()
            };
            let mt = move_tables(&rules);
            assert!(!mt.path_capture_patterns.is_empty());
        }
    }
}
