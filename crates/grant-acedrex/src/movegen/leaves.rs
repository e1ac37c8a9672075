//! Perft's last two plies (`Game::count_leaves(2)`): the children of a
//! node counted from the node itself, without making them.
//!
//! At the node, every piece's [`Sight`] is found once (what it attacks,
//! where it may go, which squares decide both). A child differs from its
//! parent on two squares, the mover's origin and target, so only the pieces
//! watching one of them see anything new: those are looked at again (and
//! put back after the child), every other piece's figures are reused (on
//! the mover's side only the riders' and the mover's: a leaper's or a
//! pawn's attacks never change). The
//! child's count is then the sum of its pieces' target counts, with the
//! moves that may expose the king tested one by one: the king's (against
//! the union of the enemy's attacks) and those of the *shields*, the pieces
//! whose leaving would let an enemy rider reach the king (found by asking
//! the riders that watch them, on the board without them).
//!
//! A child in check, one where a side is bare, and rules with draw options
//! or the stalemate pass are counted by making the child (`count_legal`).

use super::masks::masks;
use super::sight::{self, rides, sight, Board, Sight};
use crate::occupancy::{count, for_each_square, has};
use crate::position::Position;
use crate::rules::{Aanca, BareKing, Stalemate, Unicorn};
use crate::{Move, MoveList, PieceKind};
use variant_core::{ArrayVec, Color, Game, Repetition, SquareSet144 as Set};

/// The most pieces of one side followed by slot (bits of a `u32`); a
/// set-up position with more is counted by making the children.
const SLOTS: usize = 32;
const NO_SLOT: u8 = u8::MAX;

/// Calls `f` with each bit index of `bits`, lowest first.
#[inline(always)]
fn for_each_bit(mut bits: u32, mut f: impl FnMut(usize)) {
    while bits != 0 {
        f(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

/// One side's pieces in the parent position, slot by slot.
#[derive(Clone)]
struct Army {
    len: usize,
    square: [u8; SLOTS],
    kind: [PieceKind; SLOTS],
    /// Each piece's [`Sight`], field by field.
    attack: [Set; SLOTS],
    targets: [Set; SLOTS],
    watch: [Set; SLOTS],
    /// The number of `sight.targets`.
    moves: [u8; SLOTS],
    /// The slot of the piece on each square, or [`NO_SLOT`].
    slot: [u8; 144],
    /// For each square, the slots whose `sight.watch` holds it.
    watchers: [u32; 144],
    /// The slots whose attacks run along lines (see [`rides`]).
    riders: u32,
    /// The sum of `moves`.
    total: usize,
}

impl Army {
    /// `color`'s pieces in `p`, or `None` when there are more than [`SLOTS`].
    fn new(p: &Position, color: Color, board: &Board<'_>) -> Option<Army> {
        let mut army = Army {
            len: 0,
            square: [0; SLOTS],
            kind: [PieceKind::Pawn; SLOTS],
            attack: [Set::EMPTY; SLOTS],
            targets: [Set::EMPTY; SLOTS],
            watch: [Set::EMPTY; SLOTS],
            moves: [0; SLOTS],
            slot: [NO_SLOT; 144],
            watchers: [0; 144],
            riders: 0,
            total: 0,
        };
        if p.occupied(color).len() > SLOTS {
            return None;
        }
        let murray = board.rules.unicorn == Unicorn::Murray;
        for kind in PieceKind::ALL {
            for_each_square(p.pieces(color, kind), |sq| {
                let s = army.len;
                army.len += 1;
                let unmoved = p.unmoved_set().contains(sq);
                let seen = sight(kind, color, sq, unmoved, p.leap_right(color), board);
                army.square[s] = sq as u8;
                army.kind[s] = kind;
                army.set(s, seen);
                let moves = count(&seen.targets);
                army.moves[s] = moves as u8;
                army.total += moves;
                army.slot[sq] = s as u8;
                for_each_square(seen.watch, |w| army.watchers[w] |= 1 << s);
                if rides(kind) && !(murray && unmoved && kind == PieceKind::Unicorn) {
                    army.riders |= 1 << s;
                }
            });
        }
        Some(army)
    }

    /// The sight of the piece in slot `s`.
    #[inline(always)]
    fn sight(&self, s: usize) -> Sight {
        Sight {
            attack: self.attack[s],
            targets: self.targets[s],
            watch: self.watch[s],
        }
    }

    #[inline(always)]
    fn set(&mut self, s: usize, seen: Sight) {
        self.attack[s] = seen.attack;
        self.targets[s] = seen.targets;
        self.watch[s] = seen.watch;
    }
}

/// What one child changed in an [`Army`], to put back.
struct Undo {
    sights: ArrayVec<(u8, Sight, u8), SLOTS>,
}

impl Undo {
    fn new() -> Undo {
        Undo {
            sights: ArrayVec::new(),
        }
    }

    fn restore(&mut self, army: &mut Army) {
        for &(s, seen, moves) in self.sights.iter().rev() {
            army.set(s as usize, seen);
            army.moves[s as usize] = moves;
        }
        self.sights.clear();
    }
}

/// The parent, its two armies and what every child reads.
struct Children<'a> {
    p: &'a Position,
    /// The side to move in the parent (the mover), and the other side (to
    /// move in the children).
    us: Color,
    ours: Army,
    theirs: Army,
    all: Set,
    /// The other side's king (the one whose safety the children test).
    king: usize,
}

/// One child's boards and the riders of the side that just moved.
struct Child {
    all: Set,
    movers: Set,
    stayers: Set,
    /// The mover's side's riders, the mover included if it rides.
    riders: u32,
}

impl Position {
    /// [`perft`](variant_core::perft) at depth 2: the legal moves, each
    /// child counted from this position (see the module docs).
    pub(crate) fn count_two_plies(&self) -> u64 {
        let mut moves = MoveList::new();
        self.generate_legal(&mut moves);
        let rules = self.rules_ref();
        let plain = rules.repetition == Repetition::None
            && rules.no_progress_limit.is_none()
            && rules.ply_limit.is_none()
            && rules.stalemate != Stalemate::Pass;
        let walk = if plain { Children::new(self) } else { None };
        let Some(mut walk) = walk else {
            return moves.iter().map(|m| self.count_child_made(m)).sum();
        };
        moves.iter().map(|m| walk.count(m) as u64).sum()
    }

    /// The number of legal moves after `mv`, by making it.
    #[cold]
    fn count_child_made(&self, mv: &Move) -> u64 {
        let mut child = self.clone();
        child.make(mv);
        child.count_legal_moves() as u64
    }
}

impl<'a> Children<'a> {
    fn new(p: &'a Position) -> Option<Children<'a>> {
        let us = p.side_to_move_color();
        let (own, theirs) = (p.occupied(us), p.occupied(!us));
        let all = own | theirs;
        let rules = p.rules_ref();
        let ours = Army::new(
            p,
            us,
            &Board {
                rules,
                all,
                own,
                theirs,
            },
        )?;
        let theirs = Army::new(
            p,
            !us,
            &Board {
                rules,
                all,
                own: theirs,
                theirs: own,
            },
        )?;
        Some(Children {
            p,
            us,
            ours,
            theirs,
            all,
            king: p.king_square(!us).index(),
        })
    }

    /// The number of legal moves in the child after `mv` (a legal move of
    /// the parent).
    fn count(&mut self, mv: &Move) -> usize {
        let p = self.p;
        let rules = p.rules_ref();
        let them = !self.us;
        let (from, to) = (mv.from.index(), mv.to.index());
        if rules.bare_king != BareKing::Off {
            let mut material = p.material();
            if mv.captured.is_some() {
                material[them.index()] = material[them.index()].saturating_sub(1);
            }
            if material.contains(&0) {
                return p.count_child_made(mv) as usize;
            }
        }
        let child = Child {
            all: (self.all - Set::single(from)) | Set::single(to),
            movers: (p.occupied(self.us) - Set::single(from)) | Set::single(to),
            stayers: p.occupied(them) - Set::single(to),
            riders: 0,
        };
        let mover = self.ours.slot[from] as usize;
        let kind = mv.promotion.unwrap_or(mv.piece);
        let child = Child {
            riders: (self.ours.riders & !(1 << mover)) | (u32::from(rides(kind)) << mover),
            ..child
        };
        // The mover's side: what it attacks now.
        let mut undo_ours = Undo::new();
        let board = Board {
            rules,
            all: child.all,
            own: child.movers,
            theirs: child.stayers,
        };
        let old_square = self.ours.square[mover];
        let old_kind = self.ours.kind[mover];
        self.ours.square[mover] = to as u8;
        self.ours.kind[mover] = kind;
        self.ours.slot[from] = NO_SLOT;
        self.ours.slot[to] = mover as u8;
        let leap_right = p.leap_right(self.us) && mv.piece != PieceKind::King;
        for_each_bit(
            // Only a rider's attacks depend on what stands around it.
            (self.ours.watchers[from] | self.ours.watchers[to]) & self.ours.riders | 1 << mover,
            |s| {
                let sq = self.ours.square[s] as usize;
                let unmoved = s != mover && p.unmoved_set().contains(sq);
                undo_ours
                    .sights
                    .push((s as u8, self.ours.sight(s), self.ours.moves[s]));
                let seen = sight(self.ours.kind[s], self.us, sq, unmoved, leap_right, &board);
                self.ours.set(s, seen);
            },
        );
        let mut attacked = Set::EMPTY;
        for attack in &self.ours.attack[..self.ours.len] {
            attacked |= *attack;
        }
        let n = if has(&attacked, self.king) {
            None
        } else {
            Some(self.count_not_in_check(mv, &child, &attacked))
        };
        undo_ours.restore(&mut self.ours);
        self.ours.square[mover] = old_square;
        self.ours.kind[mover] = old_kind;
        self.ours.slot[to] = NO_SLOT;
        self.ours.slot[from] = mover as u8;
        match n {
            Some(n) => n,
            None => self.p.count_child_made(mv) as usize,
        }
    }

    /// The child's count when its side to move is not in check; `attacked`
    /// is every square the mover's side attacks in the child.
    fn count_not_in_check(&mut self, mv: &Move, child: &Child, attacked: &Set) -> usize {
        let p = self.p;
        let rules = p.rules_ref();
        let them = !self.us;
        let (from, to) = (mv.from.index(), mv.to.index());
        let mut undo = Undo::new();
        let mut n = self.theirs.total;
        let taken = self.theirs.slot[to];
        let mut watching = self.theirs.watchers[from] | self.theirs.watchers[to];
        if taken != NO_SLOT {
            let t = taken as usize;
            watching &= !(1 << t);
            n -= usize::from(self.theirs.moves[t]);
            undo.sights
                .push((taken, self.theirs.sight(t), self.theirs.moves[t]));
            self.theirs.set(t, Sight::default());
            self.theirs.moves[t] = 0;
        }
        let board = Board {
            rules,
            all: child.all,
            own: child.stayers,
            theirs: child.movers,
        };
        let leap_right = p.leap_right(them);
        for_each_bit(watching, |s| {
            let sq = self.theirs.square[s] as usize;
            let unmoved = p.unmoved_set().contains(sq);
            let seen = sight(self.theirs.kind[s], them, sq, unmoved, leap_right, &board);
            let moves = count(&seen.targets) as u8;
            undo.sights
                .push((s as u8, self.theirs.sight(s), self.theirs.moves[s]));
            n = n + usize::from(moves) - usize::from(self.theirs.moves[s]);
            self.theirs.set(s, seen);
            self.theirs.moves[s] = moves;
        });
        if taken != NO_SLOT {
            self.theirs.slot[to] = NO_SLOT;
        }
        n += self.king_moves(child, attacked);
        // Shields: pieces the mover's riders see on the king's lines whose
        // leaving would expose the king.
        let mut rider_attacks = Set::EMPTY;
        for_each_bit(child.riders, |s| rider_attacks |= self.ours.attack[s]);
        let candidates = child.stayers & rider_attacks & masks()[self.king].lines;
        let mut shields = Set::EMPTY;
        for_each_square(candidates, |x| {
            if self.exposes(child, x, None) {
                shields.insert(x);
                let s = self.theirs.slot[x] as usize;
                n -= usize::from(self.theirs.moves[s]);
                for_each_square(self.theirs.targets[s], |t| {
                    n += usize::from(!self.exposes(child, x, Some(t)));
                });
            }
        });
        if rules.aanca == Aanca::PassesEnemy {
            n -= self.passing_captures(child, &shields);
        }
        self.theirs.slot[to] = taken;
        undo.restore(&mut self.theirs);
        n
    }

    /// Under [`Aanca::PassesEnemy`]: how many moves of the pieces that are
    /// not shields expose the king by capturing a piece on an enemy aanca's
    /// turning square, which the aanca may then pass.
    #[cold]
    fn passing_captures(&self, child: &Child, shields: &Set) -> usize {
        let mut turning = Set::EMPTY;
        for s in 0..self.ours.len {
            if self.ours.kind[s] == PieceKind::Aanca {
                turning |= masks()[self.ours.square[s] as usize].diagonal;
            }
        }
        let turning = turning & child.movers;
        let mut exposing = 0;
        for s in 0..self.theirs.len {
            let x = self.theirs.square[s] as usize;
            if self.theirs.slot[x] as usize != s || has(shields, x) {
                continue;
            }
            for_each_square(self.theirs.targets[s] & turning, |t| {
                exposing += usize::from(self.exposes(child, x, Some(t)));
            });
        }
        exposing
    }

    /// Whether the king becomes attacked in the child when its piece on
    /// `vacated` leaves (for `to`, capturing whatever stands there).
    fn exposes(&self, child: &Child, vacated: usize, to: Option<usize>) -> bool {
        let mut board = Board {
            rules: self.p.rules_ref(),
            all: child.all - Set::single(vacated),
            own: child.movers,
            theirs: child.stayers - Set::single(vacated),
        };
        let mut riders = child.riders;
        if let Some(t) = to {
            let target = Set::single(t);
            board.all |= target;
            board.theirs |= target;
            board.own = board.own - target;
            let s = self.ours.slot[t];
            if s != NO_SLOT {
                riders &= !(1 << s);
            }
        }
        let mut exposed = false;
        for_each_bit(riders, |s| {
            let w = &self.ours.watch[s];
            if !exposed && (has(w, vacated) || to.is_some_and(|t| has(w, t))) {
                let (kind, sq) = (self.ours.kind[s], self.ours.square[s] as usize);
                let reach = sight::attacks(kind, self.us, sq, false, false, &board);
                exposed = has(&reach, self.king);
            }
        });
        exposed
    }

    /// The legal moves of the king of the side to move in the child, which
    /// is not in check; `attacked`: the squares the other side attacks.
    fn king_moves(&self, child: &Child, attacked: &Set) -> usize {
        let rules = self.p.rules_ref();
        let them = !self.us;
        let king = self.king;
        let board = Board {
            rules,
            all: child.all,
            own: child.stayers,
            theirs: child.movers,
        };
        let mut n =
            count(&(sight::targets(PieceKind::King, them, king, false, &board) - *attacked));
        if self.p.leap_right(them) {
            let over_attacked = |over| has(attacked, over);
            sight::king_leaps(them, king, false, &board, over_attacked, |to| {
                n += usize::from(!has(attacked, to));
            });
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use variant_core::random_playout;

    /// The two-ply count against making every legal move and counting
    /// each child's legal moves by generating them, under every rule set
    /// (with and without the draw and pass rules, which the walk leaves to
    /// making the children), at positions along random games.
    #[test]
    fn two_plies_match_making_every_child() {
        let mut rule_sets = super::super::tests::rule_sets().to_vec();
        for rules in super::super::tests::rule_sets() {
            rule_sets.push(crate::Rules {
                aanca: Aanca::PassesEnemy,
                ..rules
            });
            rule_sets.push(crate::Rules {
                repetition: Repetition::None,
                no_progress_limit: None,
                ply_limit: None,
                stalemate: Stalemate::Loss,
                ..rules
            });
        }
        let mut checks = 0;
        for rules in rule_sets {
            for seed in 0..6 {
                for plies in [0, 15, 50, 110, 180] {
                    let p = random_playout(&Position::start(rules), seed, plies).position;
                    let mut expected = 0;
                    for mv in p.legal_move_vec() {
                        let mut child = p.clone();
                        child.make(&mv);
                        expected += child.legal_move_vec().len() as u64;
                    }
                    assert_eq!(p.count_two_plies(), expected, "in `{p}` under {rules:?}");
                    checks += 1;
                }
            }
        }
        assert!(checks > 100);
    }
}
