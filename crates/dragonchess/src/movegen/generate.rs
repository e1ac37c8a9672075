//! Building moves: what the side to move has (its pieces, the enemy's
//! attackers, whether it is in check, which moves could expose its King),
//! worked out once per position ([`Turn`]), and the generator that turns the
//! piece descriptions into moves, testing for King safety only the moves
//! that need it.

use super::attacks::{attack_stoppers, is_attacked, Attackers};
use super::exposure::exposing_squares;
use super::piece_tables::{move_tables, MoveTables};
use super::rays;
use super::sky;
use super::tables::{tables, Pattern, Step, Tables, NONE};
use super::Mode;
use crate::bits::{self, bit, contains, Levels, LEVEL_MASK};
use crate::position::Position;
use crate::{Move, Piece, PieceKind, Square};
use variant_core::{Color, Kind, MoveSink};

/// The side to move's view of a position.
pub(super) struct Turn<'a> {
    pub pos: &'a Position,
    pub mt: &'static MoveTables,
    pub t: &'static Tables,
    pub us: Color,
    /// The mover's King.
    pub king: usize,
    pub own: Levels,
    pub enemy: Levels,
    pub empty: Levels,
    /// The mover's pieces that are not frozen.
    pub movable: Levels,
    /// The enemy's pieces, as attack detection reads them.
    pub attackers: Attackers,
    /// Whether the mover is in check (assumed unless found out).
    pub in_check: bool,
    /// See [`exposing_squares`] (everything, unless found out).
    pub exposing: Levels,
    /// In check, the squares where a move other than the King's must end
    /// to be legal (see [`attack_stoppers`]). Every square when not in
    /// check, and in a view built without the King-safety facts.
    pub stoppers: Levels,
}

impl<'a> Turn<'a> {
    /// The view without the King-safety facts: every move is assumed to need
    /// a test.
    pub fn new(pos: &'a Position) -> Turn<'a> {
        Turn::assemble(pos, pos.side, true, false)
    }

    /// Side `us`'s view of its pieces in `pos` (whoever is to move there),
    /// without the enemy's attackers: enough to count `us`'s moves by the
    /// piece rules, not to judge King safety.
    pub fn of_side(pos: &'a Position, us: Color) -> Turn<'a> {
        Turn::assemble(pos, us, false, false)
    }

    /// The view with whether the mover is in check and which squares could
    /// expose its King.
    pub fn with_safety(pos: &'a Position) -> Turn<'a> {
        Turn::assemble(pos, pos.side, true, true)
    }

    /// Side `us`'s view: with the enemy's attackers if `attackers`, and
    /// also with the King-safety facts if `safety`. (Built in one
    /// expression, which the compiler writes in place.)
    #[inline(always)]
    fn assemble(pos: &'a Position, us: Color, attackers: bool, safety: bool) -> Turn<'a> {
        let (mt, t) = (move_tables(&pos.rules), tables());
        let own = pos.occ.by_color[us.index()];
        let enemy = pos.occ.by_color[(!us).index()];
        let mut movable = own;
        movable[1] &= !pos.occ.frozen(us);
        let king = pos.kings[us.index()].index();
        let attackers = if attackers {
            Attackers::of(&pos.occ, !us, mt, &pos.rules)
        } else {
            Attackers::NONE
        };
        let (in_check, exposing, stoppers) = if safety {
            let (board, a, by) = (&pos.board, &attackers, !us);
            let stoppers = attack_stoppers(board, a, king, by, mt, t);
            (
                stoppers.is_some(),
                exposing_squares(board, a, king, by, mt, t),
                stoppers.unwrap_or([LEVEL_MASK; 3]),
            )
        } else {
            (true, [LEVEL_MASK; 3], [LEVEL_MASK; 3])
        };
        Turn {
            pos,
            mt,
            t,
            us,
            king,
            own,
            enemy,
            empty: core::array::from_fn(|l| !(own[l] | enemy[l]) & LEVEL_MASK),
            movable,
            attackers,
            in_check,
            exposing,
            stoppers,
        }
    }

    /// Whether `mv` might leave the King attacked: the King is in check or
    /// moves, the move empties a square of [`exposing_squares`], or it moves
    /// a Basilisk from under an enemy piece (thawing it).
    #[inline]
    pub fn needs_test(&self, mv: &Move) -> bool {
        let from = mv.from().index();
        let kind = mv.piece();
        self.in_check
            || kind == PieceKind::King
            || if mv.is_afar() {
                contains(&self.exposing, mv.to().index())
            } else {
                contains(&self.exposing, from)
                    || (kind == PieceKind::Basilisk && self.enemy[1] & bit(from) != 0)
            }
    }

    /// What `step` (of a rule of mode `mode`) does for the side to move:
    /// its target and whether it captures there, or `None` when its path
    /// square is occupied or its mode does not allow what stands on the
    /// target.
    #[inline]
    pub fn step_target(&self, mode: Mode, step: &Step) -> Option<(usize, bool)> {
        if step.via != NONE && !contains(&self.empty, usize::from(step.via)) {
            return None;
        }
        let to = usize::from(step.sq);
        if contains(&self.empty, to) {
            mode.moves().then_some((to, false))
        } else {
            (mode.captures() && contains(&self.enemy, to)).then_some((to, true))
        }
    }

    /// Whether the mover's King is safe after moving to `to` (one of its
    /// pseudo-legal moves).
    #[inline]
    pub fn king_safe_at(&self, to: usize) -> bool {
        let mut a = self.attackers;
        if contains(&self.enemy, to) {
            a.capture(to);
        }
        a.vacate(self.king);
        a.occupy(to);
        !is_attacked(&self.pos.board, &a, to, !self.us, self.mt, self.t)
    }

    /// Whether the mover's King is safe after `mv` (a pseudo-legal move):
    /// the enemy's attackers with the move's changes, tested on the King's
    /// square then.
    pub fn leaves_king_safe(&self, mv: &Move) -> bool {
        let from = mv.from().index();
        let to = mv.to().index();
        let mut a = self.attackers;
        if mv.is_capture() {
            a.capture(to);
        }
        let mut king = self.king;
        if !mv.is_afar() {
            a.vacate(from);
            a.occupy(to);
            match mv.piece() {
                PieceKind::King => king = to,
                // A Basilisk moves on level 1: it thaws the piece above its
                // origin and freezes the one above its destination.
                PieceKind::Basilisk if !self.pos.rules.frozen_pieces_give_check => {
                    a.active[1] |= self.enemy[1] & bit(from);
                    a.active[1] &= !bit(to);
                }
                _ => {}
            }
        }
        !is_attacked(&self.pos.board, &a, king, !self.us, self.mt, self.t)
    }
}

/// Turns the pieces of a [`Turn`] into moves.
pub(super) struct Generator<'t, 'a, S: MoveSink<Move>> {
    turn: &'t Turn<'a>,
    /// Whether each move that could expose the King is tested.
    legal: bool,
    /// Whether only captures and promotions are wanted.
    noisy_only: bool,
    out: &'t mut S,
}

impl<'t, 'a, S: MoveSink<Move>> Generator<'t, 'a, S> {
    pub fn new(turn: &'t Turn<'a>, legal: bool, noisy_only: bool, out: &'t mut S) -> Self {
        Generator {
            turn,
            legal,
            noisy_only,
            out,
        }
    }

    /// The moves of every unfrozen piece of the side to move, in square
    /// order.
    pub fn run(&mut self) {
        self.run_on(self.turn.movable);
    }

    /// The moves of the pieces on `origins` (unfrozen pieces of the side to
    /// move), in square order: those of [`Generator::run`] that start there.
    pub fn run_on(&mut self, origins: Levels) {
        let board = &self.turn.pos.board;
        for (level, &bits) in origins.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let sq = level * 96 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(pc) = board.get(sq) {
                    self.piece(pc, sq);
                }
            }
        }
    }

    /// The moves of the (unfrozen) piece `pc` on `sq`: its steps in the
    /// order of its description, then its slides (direction by direction,
    /// nearest square first), then the Sylph's returns (the square above
    /// first).
    pub fn piece(&mut self, pc: Piece, sq: usize) {
        let turn = self.turn;
        let (t, board) = (turn.t, &turn.pos.board);
        let (level, i) = (sq / 96, sq % 96);
        let pm = &turn.mt.pieces[pc.kind.index()][level];
        for r in &pm.steps {
            let afar = r.pattern == Pattern::Afar;
            for step in t.targets(r.pattern, turn.us, sq) {
                match turn.step_target(r.mode, step) {
                    Some((to, false)) => self.add(pc, sq, to, None, false),
                    Some((to, true)) => self.add(pc, sq, to, board.get(to), afar),
                    None => {}
                }
            }
        }
        let occupied = !turn.empty[level];
        for dir in pm.slide_dirs() {
            let mut targets = rays::slide(dir, i, occupied) & !turn.own[level];
            if self.noisy_only {
                // The squares before the blocker are quiet.
                targets &= turn.enemy[level];
            }
            for b in rays::nearest_first(dir, targets) {
                let to = level * 96 + b;
                self.add(pc, sq, to, board.get(to), false);
            }
        }
        if pc.kind == PieceKind::Sylph && level == 1 && !self.noisy_only {
            let targets = sky::sylph_returns(i, pc.color, turn.empty[2]);
            let above = targets & bit(sq);
            for set in [above, targets & !above] {
                for b in bits::squares([0, 0, set]) {
                    self.add(pc, sq, b, None, false);
                }
            }
        }
    }

    fn add(&mut self, pc: Piece, from: usize, to: usize, captured: Option<Piece>, afar: bool) {
        // In check, a move but the King's that stops nothing would fail
        // its test: skipped before it is built.
        let turn = self.turn;
        if self.legal
            && turn.in_check
            && pc.kind != PieceKind::King
            && !contains(&turn.stoppers, to)
        {
            return;
        }
        let to_sq = Square::from_u16(to as u16);
        let promotion = promotes(pc, to_sq);
        if self.noisy_only && captured.is_none() && !promotion {
            return;
        }
        let mv = Move::new(
            pc,
            Square::from_u16(from as u16),
            to_sq,
            captured,
            promotion,
            afar,
        );
        if !self.legal || !self.turn.needs_test(&mv) || self.turn.leaves_king_safe(&mv) {
            self.out.push(mv);
        }
    }
}

/// Whether `pc` moving to `to` promotes: a Warrior reaching its last rank.
#[inline]
pub(super) fn promotes(pc: Piece, to: Square) -> bool {
    pc.kind == PieceKind::Warrior && to.rank() == pc.color.fold(7, 0)
}
