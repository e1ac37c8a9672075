//! Move generation and attack detection.
//!
//! Per-square tables (leaps, rays, the aanca's and unicorn's first steps and
//! their reverse lookups) are computed once. Moves are generated
//! pseudo-legally and kept when the mover's king is not attacked afterwards;
//! attacks are detected by looking outward from the attacked square, never by
//! generating the opponent's moves.

use crate::position::{Board, Position};
use crate::rules::{BareKing, Giraffe, Lion, Unicorn};
use crate::{Move, MoveList, Piece, PieceKind, Square};
use std::sync::OnceLock;
use variant_core::{ArrayVec, Color, SquareSet144};

/// Direction vectors: 0..4 orthogonal (N, S, E, W), 4..8 diagonal
/// (NE, NW, SE, SW).
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

fn dir_index(dx: i8, dy: i8) -> usize {
    DIRS.iter()
        .position(|&d| d == (dx, dy))
        .expect("a unit direction")
}

/// The piece each file's pawn promotes to: the initial array's piece there,
/// except that the king's file (g) gives an aanca. The same with Murray's
/// array (f and g both give aancas).
pub(crate) const PROMOTION: [PieceKind; 12] = [
    PieceKind::Rook,
    PieceKind::Lion,
    PieceKind::Unicorn,
    PieceKind::Giraffe,
    PieceKind::Crocodile,
    PieceKind::Aanca,
    PieceKind::Aanca,
    PieceKind::Crocodile,
    PieceKind::Giraffe,
    PieceKind::Unicorn,
    PieceKind::Lion,
    PieceKind::Rook,
];

type Targets = ArrayVec<u8, 12>;

pub(crate) struct Tables {
    /// `rays[sq][dir]`: the squares from `sq` outward in direction `dir`.
    rays: Vec<[ArrayVec<u8, 11>; 8]>,
    /// One-step neighbours in each direction.
    step: Vec<[Option<u8>; 8]>,
    /// King steps.
    king: Vec<Targets>,
    /// King leaps: (jumped-over square, target).
    king_leap: Vec<ArrayVec<(u8, u8), 8>>,
    /// Knight targets.
    knight: Vec<Targets>,
    /// Unicorn first steps: (knight square, diagonal direction of the slide).
    unicorn: Vec<ArrayVec<(u8, u8), 8>>,
    /// Reverse unicorn: for a turning square and a diagonal walking direction
    /// w (index `dir - 4`), the knight squares s + (2wx, wy) and s + (wx, 2wy).
    unicorn_rev: Vec<[ArrayVec<u8, 2>; 4]>,
    /// Aanca first steps: (diagonal square, the two outward orthogonal directions).
    aanca: Vec<ArrayVec<(u8, [u8; 2]), 4>>,
    /// Leapers: lion (3,0)+(3,1), lion (3,0), giraffe (3,2), giraffe (4,1).
    lion_hc: Vec<Targets>,
    lion_h: Vec<Targets>,
    zebra: Vec<Targets>,
    four_one: Vec<Targets>,
    /// `pawn_from[color][sq]`: squares from which a pawn of `color` attacks `sq`.
    pawn_from: [Vec<ArrayVec<u8, 2>>; 2],
}

/// For an orthogonal walking direction `w`, the two diagonal directions
/// that share its component (where the aanca stands behind a turning square).
const AANCA_REV: [[usize; 2]; 4] = [[4, 5], [6, 7], [4, 6], [5, 7]];

fn leaper(sq: Square, vectors: &[(i8, i8)]) -> Targets {
    let mut out = Targets::new();
    for &(a, b) in vectors {
        for (x, y) in [
            (a, b),
            (-a, b),
            (a, -b),
            (-a, -b),
            (b, a),
            (-b, a),
            (b, -a),
            (-b, -a),
        ] {
            if let Some(t) = sq.offset(x, y) {
                if !out.contains(&(t.index() as u8)) {
                    out.push(t.index() as u8);
                }
            }
        }
    }
    out
}

fn build() -> Tables {
    let mut t = Tables {
        rays: Vec::with_capacity(144),
        step: Vec::with_capacity(144),
        king: Vec::with_capacity(144),
        king_leap: Vec::with_capacity(144),
        knight: Vec::with_capacity(144),
        unicorn: Vec::with_capacity(144),
        unicorn_rev: Vec::with_capacity(144),
        aanca: Vec::with_capacity(144),
        lion_hc: Vec::with_capacity(144),
        lion_h: Vec::with_capacity(144),
        zebra: Vec::with_capacity(144),
        four_one: Vec::with_capacity(144),
        pawn_from: [Vec::with_capacity(144), Vec::with_capacity(144)],
    };
    for i in 0..144 {
        let sq = Square::at(i as u8);
        let mut rays: [ArrayVec<u8, 11>; 8] = Default::default();
        let mut step = [None; 8];
        let mut king = Targets::new();
        let mut king_leap = ArrayVec::new();
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            let mut cur = sq;
            while let Some(n) = cur.offset(dx, dy) {
                rays[d].push(n.index() as u8);
                cur = n;
            }
            step[d] = sq.offset(dx, dy).map(|s| s.index() as u8);
            if let Some(s) = step[d] {
                king.push(s);
                if let Some(l) = sq.offset(2 * dx, 2 * dy) {
                    king_leap.push((s, l.index() as u8));
                }
            }
        }
        t.rays.push(rays);
        t.step.push(step);
        t.king.push(king);
        t.king_leap.push(king_leap);
        t.knight.push(leaper(sq, &[(2, 1)]));
        let mut unicorn = ArrayVec::new();
        for (a, b) in [
            (2, 1),
            (1, 2),
            (-1, 2),
            (-2, 1),
            (-2, -1),
            (-1, -2),
            (1, -2),
            (2, -1),
        ] {
            if let Some(n) = sq.offset(a, b) {
                unicorn.push((n.index() as u8, dir_index(a.signum(), b.signum()) as u8));
            }
        }
        t.unicorn.push(unicorn);
        let mut rev: [ArrayVec<u8, 2>; 4] = Default::default();
        for (w, r) in rev.iter_mut().enumerate() {
            let (wx, wy) = DIRS[w + 4];
            for (x, y) in [(2 * wx, wy), (wx, 2 * wy)] {
                if let Some(n) = sq.offset(x, y) {
                    r.push(n.index() as u8);
                }
            }
        }
        t.unicorn_rev.push(rev);
        let mut aanca = ArrayVec::new();
        for &(dx, dy) in &DIRS[4..] {
            if let Some(n) = sq.offset(dx, dy) {
                aanca.push((
                    n.index() as u8,
                    [dir_index(dx, 0) as u8, dir_index(0, dy) as u8],
                ));
            }
        }
        t.aanca.push(aanca);
        t.lion_hc.push(leaper(sq, &[(3, 0), (3, 1)]));
        t.lion_h.push(leaper(sq, &[(3, 0)]));
        t.zebra.push(leaper(sq, &[(3, 2)]));
        t.four_one.push(leaper(sq, &[(4, 1)]));
        for (c, dy) in [(0, -1), (1, 1)] {
            let mut from = ArrayVec::new();
            for dx in [-1, 1] {
                if let Some(s) = sq.offset(dx, dy) {
                    from.push(s.index() as u8);
                }
            }
            t.pawn_from[c].push(from);
        }
    }
    t
}

pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

impl Tables {
    fn lion(&self, lion: Lion, sq: usize) -> &Targets {
        match lion {
            Lion::ThreeLeaperAndCamel => &self.lion_hc[sq],
            Lion::ThreeLeaper => &self.lion_h[sq],
        }
    }

    fn giraffe(&self, giraffe: Giraffe, sq: usize) -> &Targets {
        match giraffe {
            Giraffe::Zebra => &self.zebra[sq],
            Giraffe::FourOne => &self.four_one[sq],
        }
    }
}

/// What attack detection needs to know about the attacking side besides the
/// board.
#[derive(Clone, Copy)]
pub(crate) struct Attacker<'a> {
    pub color: Color,
    /// The attacker's king still holds the leap right.
    pub leap_right: bool,
    pub rules: &'a crate::Rules,
    /// Unmoved Murray unicorns (they attack nothing).
    pub unmoved: &'a SquareSet144,
}

/// Whether any piece of `by.color` on `board` could capture on `sq`
/// (whatever stands there).
pub(crate) fn attacked(board: &Board, sq: usize, by: Attacker<'_>) -> bool {
    let t = tables();
    let c = by.color;
    let is = |s: u8, k: PieceKind| board[s as usize] == Some(Piece::new(c, k));
    if t.pawn_from[c.index()][sq]
        .iter()
        .any(|&s| is(s, PieceKind::Pawn))
    {
        return true;
    }
    if t.king[sq].iter().any(|&s| is(s, PieceKind::King)) {
        return true;
    }
    if by.rules.king_leap_can_capture
        && by.leap_right
        && t.king_leap[sq].iter().any(|&(_, s)| is(s, PieceKind::King))
    {
        return true;
    }
    if t.lion(by.rules.lion, sq)
        .iter()
        .any(|&s| is(s, PieceKind::Lion))
    {
        return true;
    }
    if t.giraffe(by.rules.giraffe, sq)
        .iter()
        .any(|&s| is(s, PieceKind::Giraffe))
    {
        return true;
    }
    // Aanca standing diagonally next to `sq`.
    if t.step[sq][4..]
        .iter()
        .flatten()
        .any(|&s| is(s, PieceKind::Aanca))
    {
        return true;
    }
    let murray = by.rules.unicorn == Unicorn::Murray;
    if !murray && t.knight[sq].iter().any(|&s| is(s, PieceKind::Unicorn)) {
        return true;
    }
    // Orthogonal rays: a rook at the first occupied square; every empty square
    // on the way may be an aanca's turning square.
    for (w, rev) in AANCA_REV.iter().enumerate() {
        for &s in &t.rays[sq][w] {
            match board[s as usize] {
                None => {
                    for &d in rev {
                        if let Some(a) = t.step[s as usize][d] {
                            if is(a, PieceKind::Aanca) {
                                return true;
                            }
                        }
                    }
                }
                Some(p) => {
                    if p.color == c && p.kind == PieceKind::Rook {
                        return true;
                    }
                    break;
                }
            }
        }
    }
    // Diagonal rays: a crocodile (or a moved Murray unicorn) at the first
    // occupied square; every empty square may be a unicorn's turning square.
    for w in 0..4 {
        for &s in &t.rays[sq][w + 4] {
            match board[s as usize] {
                None => {
                    if !murray
                        && t.unicorn_rev[s as usize][w]
                            .iter()
                            .any(|&u| is(u, PieceKind::Unicorn))
                    {
                        return true;
                    }
                }
                Some(p) => {
                    if p.color == c
                        && (p.kind == PieceKind::Crocodile
                            || (murray
                                && p.kind == PieceKind::Unicorn
                                && !by.unmoved.contains(s as usize)))
                    {
                        return true;
                    }
                    break;
                }
            }
        }
    }
    false
}

/// Pushes a move to `to` unless an own piece stands there; returns whether
/// the square was empty (so a slide may go on).
#[inline]
fn target(board: &Board, us: Color, from: u8, to: u8, kind: PieceKind, out: &mut MoveList) -> bool {
    match board[to as usize] {
        None => {
            out.push(Move {
                from: Square::at(from),
                to: Square::at(to),
                piece: kind,
                captured: None,
                promotion: None,
            });
            true
        }
        Some(p) => {
            if p.color != us {
                out.push(Move {
                    from: Square::at(from),
                    to: Square::at(to),
                    piece: kind,
                    captured: Some(p.kind),
                    promotion: None,
                });
            }
            false
        }
    }
}

fn slide(board: &Board, us: Color, from: u8, ray: &[u8], kind: PieceKind, out: &mut MoveList) {
    for &s in ray {
        if !target(board, us, from, s, kind, out) {
            break;
        }
    }
}

impl Position {
    fn attacker(&self, color: Color) -> Attacker<'_> {
        Attacker {
            color,
            leap_right: self.leap_right(color),
            rules: self.rules_ref(),
            unmoved: self.unmoved_set(),
        }
    }

    /// Whether `color` attacks `sq` in this position (could capture there,
    /// whatever stands on it).
    pub fn is_attacked(&self, sq: Square, color: Color) -> bool {
        attacked(self.board(), sq.index(), self.attacker(color))
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        let us = self.side_to_move_color();
        self.is_attacked(self.king_square(us), !us)
    }

    /// Every pseudo-legal move of the side to move (legal but for leaving
    /// the own king attacked), leap restrictions included.
    pub(crate) fn pseudo_moves(&self, out: &mut MoveList) {
        let t = tables();
        let board = self.board();
        let us = self.side_to_move_color();
        let rules = self.rules_ref();
        for from in 0..144u8 {
            let Some(p) = board[from as usize] else {
                continue;
            };
            if p.color != us {
                continue;
            }
            let f = from as usize;
            match p.kind {
                PieceKind::King => {
                    for &s in &t.king[f] {
                        target(board, us, from, s, p.kind, out);
                    }
                    if self.leap_right(us) {
                        self.king_leaps(from, out);
                    }
                }
                PieceKind::Aanca => {
                    for &(d, dirs) in &t.aanca[f] {
                        if target(board, us, from, d, p.kind, out) {
                            for dir in dirs {
                                slide(
                                    board,
                                    us,
                                    from,
                                    &t.rays[d as usize][dir as usize],
                                    p.kind,
                                    out,
                                );
                            }
                        }
                    }
                }
                PieceKind::Unicorn => match rules.unicorn {
                    Unicorn::KnightThenDiagonal => {
                        for &(n, dir) in &t.unicorn[f] {
                            if target(board, us, from, n, p.kind, out) {
                                slide(
                                    board,
                                    us,
                                    from,
                                    &t.rays[n as usize][dir as usize],
                                    p.kind,
                                    out,
                                );
                            }
                        }
                    }
                    Unicorn::Murray => {
                        if self.unmoved_set().contains(f) {
                            for &n in &t.knight[f] {
                                if board[n as usize].is_none() {
                                    target(board, us, from, n, p.kind, out);
                                }
                            }
                        } else {
                            for dir in 4..8 {
                                slide(board, us, from, &t.rays[f][dir], p.kind, out);
                            }
                        }
                    }
                },
                PieceKind::Rook => {
                    for dir in 0..4 {
                        slide(board, us, from, &t.rays[f][dir], p.kind, out);
                    }
                }
                PieceKind::Crocodile => {
                    for dir in 4..8 {
                        slide(board, us, from, &t.rays[f][dir], p.kind, out);
                    }
                }
                PieceKind::Lion => {
                    for &s in t.lion(rules.lion, f) {
                        target(board, us, from, s, p.kind, out);
                    }
                }
                PieceKind::Giraffe => {
                    for &s in t.giraffe(rules.giraffe, f) {
                        target(board, us, from, s, p.kind, out);
                    }
                }
                PieceKind::Pawn => self.pawn_moves(from, out),
            }
        }
    }

    fn king_leaps(&self, from: u8, out: &mut MoveList) {
        let t = tables();
        let board = self.board();
        let us = self.side_to_move_color();
        let rules = self.rules_ref();
        let them = self.attacker(!us);
        if !rules.king_leap_out_of_check && attacked(board, from as usize, them) {
            return;
        }
        for &(mid, to) in &t.king_leap[from as usize] {
            let captured = match board[to as usize] {
                None => None,
                Some(q) if q.color != us && rules.king_leap_can_capture => Some(q.kind),
                Some(_) => continue,
            };
            if !rules.king_leap_over_attacked && attacked(board, mid as usize, them) {
                continue;
            }
            out.push(Move {
                from: Square::at(from),
                to: Square::at(to),
                piece: PieceKind::King,
                captured,
                promotion: None,
            });
        }
    }

    fn pawn_moves(&self, from: u8, out: &mut MoveList) {
        let board = self.board();
        let us = self.side_to_move_color();
        let sq = Square::at(from);
        let dy: i8 = us.fold(1, -1);
        let last = us.fold(11, 0);
        let mut push = |to: Square, captured: Option<PieceKind>| {
            let promotion = (to.rank() == last).then(|| PROMOTION[to.file() as usize]);
            out.push(Move {
                from: sq,
                to,
                piece: PieceKind::Pawn,
                captured,
                promotion,
            });
        };
        if let Some(one) = sq.offset(0, dy) {
            if board[one.index()].is_none() {
                push(one, None);
                if self.rules_ref().pawn_double_step && sq.rank() == us.fold(3, 8) {
                    if let Some(two) = sq.offset(0, 2 * dy) {
                        if board[two.index()].is_none() {
                            push(two, None);
                        }
                    }
                }
            }
        }
        for dx in [-1, 1] {
            if let Some(to) = sq.offset(dx, dy) {
                if let Some(p) = board[to.index()] {
                    if p.color != us {
                        push(to, Some(p.kind));
                    }
                }
            }
        }
    }

    /// Every legal move, ignoring whether the game is already decided.
    pub(crate) fn generate_legal(&self, out: &mut MoveList) {
        out.clear();
        self.pseudo_moves(out);
        let us = self.side_to_move_color();
        let them = self.attacker(!us);
        let mut board = *self.board();
        let king = self.king_square(us).index();
        out.retain(|mv| {
            let (f, t) = (mv.from.index(), mv.to.index());
            let moved = board[f];
            let captured = board[t];
            board[t] = moved;
            board[f] = None;
            let k = if mv.piece == PieceKind::King { t } else { king };
            let safe = !attacked(&board, k, them);
            board[f] = moved;
            board[t] = captured;
            safe
        });
    }

    /// The outcome decided by the bare-king rule, if any.
    pub(crate) fn bare_king_outcome(&self) -> Option<variant_core::Outcome> {
        use variant_core::{DrawReason, Outcome, WinReason};
        let rules = self.rules_ref();
        if rules.bare_king == BareKing::Off {
            return None;
        }
        let [w, b] = self.material();
        if w == 0 && b == 0 {
            return Some(Outcome::Draw {
                reason: DrawReason::BothBare,
            });
        }
        let bared = match (w, b) {
            (0, _) => Color::White,
            (_, 0) => Color::Black,
            _ => return None,
        };
        if rules.bare_king == BareKing::CounterBareDraws
            && self.side_to_move_color() == bared
            && self.material()[(!bared).index()] == 1
        {
            let mut moves = MoveList::new();
            self.generate_legal(&mut moves);
            if moves.iter().any(|m| m.captured.is_some()) {
                return None;
            }
        }
        Some(Outcome::loss_for(bared, WinReason::BareKing))
    }

    /// Whether a draw option (no progress, repetition) ends the game here,
    /// assuming the side to move has a legal move.
    pub(crate) fn draw_by_rule(&self) -> Option<variant_core::DrawReason> {
        use variant_core::{DrawReason, Repetition};
        let rules = self.rules_ref();
        if let Some(limit) = rules.no_progress_limit {
            if self.halfmove_clock() >= u32::from(limit) {
                return Some(DrawReason::NoProgress);
            }
        }
        if rules.repetition == Repetition::ThreefoldDraw && self.history().is_threefold(self.hash())
        {
            return Some(DrawReason::Repetition);
        }
        None
    }

    /// The kinds of piece of the side to move that have at least one legal
    /// move, in die order (King first, Pawn last); empty when the game is
    /// decided.
    ///
    /// The dice rule: the caller rolls an eight-sided die, maps the face with
    /// [`PieceKind::from_die`], and rolls again while the kind is not in this
    /// list; then it picks among [`legal_moves_of_kind`](Position::legal_moves_of_kind).
    ///
    /// ```
    /// use grant_acedrex::{PieceKind, Position, MoveList};
    /// use variant_core::{Game, Rng};
    /// let position = Position::default();
    /// let movable = position.movable_kinds();
    /// assert_eq!(movable.len(), 8); // every kind can move at the start
    /// let mut rng = Rng::new(2024);
    /// // Roll the die until it names a kind that can move (the list is not
    /// // empty because the game is not over).
    /// let kind = loop {
    ///     let face = rng.below(8) as u8 + 1;
    ///     let kind = PieceKind::from_die(face).unwrap();
    ///     if movable.contains(&kind) {
    ///         break kind;
    ///     }
    /// };
    /// let mut moves = MoveList::new();
    /// position.legal_moves_of_kind(kind, &mut moves);
    /// assert!(!moves.is_empty());
    /// assert!(moves.iter().all(|m| m.piece == kind));
    /// ```
    pub fn movable_kinds(&self) -> ArrayVec<PieceKind, 8> {
        let mut moves = MoveList::new();
        variant_core::Game::legal_moves(self, &mut moves);
        let mut seen = [false; 8];
        for m in &moves {
            seen[m.piece.index()] = true;
        }
        PieceKind::ALL
            .into_iter()
            .filter(|k| seen[k.index()])
            .collect()
    }

    /// Replaces the contents of `moves` with the legal moves of the pieces of
    /// kind `kind` (the dice rule); empty when the game is decided.
    pub fn legal_moves_of_kind(&self, kind: PieceKind, moves: &mut MoveList) {
        variant_core::Game::legal_moves(self, moves);
        moves.retain(|m| m.piece == kind);
    }
}

/// The greatest number of moves one piece other than the king can have (and
/// at least the king's 16), over every square of an empty board and every
/// rule option: the basis of the [`MoveList`] capacity.
#[cfg(test)]
fn max_single_piece_mobility() -> usize {
    let t = tables();
    let mut best = 16; // the king: 8 steps + 8 leaps
    for sq in 0..144 {
        let slide_len = |s: usize, dirs: core::ops::Range<usize>| -> usize {
            dirs.map(|d| t.rays[s][d].len()).sum()
        };
        let aanca: usize = t.aanca[sq]
            .iter()
            .map(|&(d, dirs)| {
                1 + dirs
                    .iter()
                    .map(|&dir| t.rays[d as usize][dir as usize].len())
                    .sum::<usize>()
            })
            .sum();
        let unicorn: usize = t.unicorn[sq]
            .iter()
            .map(|&(n, dir)| 1 + t.rays[n as usize][dir as usize].len())
            .sum();
        let rook = slide_len(sq, 0..4);
        let croc = slide_len(sq, 4..8);
        let leapers = t.lion_hc[sq]
            .len()
            .max(t.lion_h[sq].len())
            .max(t.zebra[sq].len())
            .max(t.four_one[sq].len())
            .max(t.knight[sq].len());
        best = best
            .max(aanca)
            .max(unicorn)
            .max(rook)
            .max(croc)
            .max(leapers);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use variant_core::{random_playout, Game};

    /// Whether `by` could capture on `sq`, found the slow way: put an enemy
    /// crocodile there, let `by` move and look for a capture on `sq`.
    fn attacked_by_generation(p: &Position, sq: usize, by: Color) -> bool {
        let mut board = *p.board();
        board[sq] = Some(Piece::new(!by, PieceKind::Crocodile));
        let q = Position::assemble(
            board,
            by,
            [p.leap_right(Color::White), p.leap_right(Color::Black)],
            *p.unmoved_set(),
            0,
            1,
            *p.rules_ref(),
        );
        let mut moves = MoveList::new();
        q.pseudo_moves(&mut moves);
        moves
            .iter()
            .any(|m| m.to.index() == sq && m.captured.is_some())
    }

    #[test]
    fn attack_detection_agrees_with_move_generation() {
        let free_leap = Rules {
            king_leap_can_capture: true,
            king_leap_out_of_check: true,
            king_leap_over_attacked: true,
            ..Rules::default()
        };
        let murray_leap = Rules {
            king_leap_can_capture: true,
            king_leap_out_of_check: true,
            king_leap_over_attacked: true,
            ..Rules::murray()
        };
        for rules in [Rules::seed(), Rules::murray(), free_leap, murray_leap] {
            for seed in 0..12 {
                for plies in [10, 40, 90, 160] {
                    let p = random_playout(&Position::start(rules), seed, plies).position;
                    for sq in 0..144 {
                        for by in Color::ALL {
                            assert_eq!(
                                attacked(p.board(), sq, p.attacker(by)),
                                attacked_by_generation(&p, sq, by),
                                "square {} attacked by {by} in `{p}`",
                                Square::at(sq as u8)
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn mobility_bound_holds() {
        let m = max_single_piece_mobility();
        assert_eq!(m, 40);
        let bound = (1..=143usize)
            .map(|n| 16 + (n - 1) * m.min(144 - n))
            .max()
            .unwrap();
        assert_eq!(crate::MAX_MOVES, bound);
    }
}
