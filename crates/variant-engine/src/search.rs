//! The full search of one thread: iterative deepening with aspiration
//! windows over a principal variation search, quiescence, the shared table,
//! and the ordering heuristics.

use crate::instant::Instant;
use crate::limits::{TimeBudget, MAX_GROWTH, MIN_GROWTH};
use crate::score::{
    from_table, mate_in, mated_in, to_table, DRAW, EVAL_LIMIT, INFINITE, MATE, MATE_BOUND, MAX_PLY,
};
use crate::tt::{Bound, Table};
use crate::{Evaluate, Info, Limits, Score, SearchResult};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Duration;
use variant_core::{Game, Rng};

/// Moves picked one by one (best of the rest) before the rest is sorted.
const SELECT: usize = 6;
/// Ordering classes: good noisy moves (by hint), then killers, then history.
const GOOD: i32 = 1 << 28;
const KILLER1: i32 = 1 << 27;
const KILLER2: i32 = KILLER1 - 1;
/// History scores stay within this, in either sign.
const HISTORY_MAX: i32 = 1 << 14;
// The history table holds its scores as `i16`.
const _: () = assert!(HISTORY_MAX <= i16::MAX as i32);
const HISTORY_BITS: u32 = 14;
/// The repetition filter's size (a power of two).
const FILTER: usize = 1 << 12;
/// The first aspiration window's half width.
const ASPIRATION: i32 = 25;
/// Nodes between two looks at the clock and the stop flags.
const POLL: u64 = 1024;

/// What every thread of one search shares.
pub(crate) struct Shared<'a> {
    pub tt: &'a Table,
    /// The caller's stop flag.
    pub stop: &'a AtomicBool,
    /// Raised when the main thread has finished: helpers stop.
    pub done: &'a AtomicBool,
    /// Nodes counted so far by every thread (flushed every [`POLL`] nodes).
    pub nodes: &'a AtomicU64,
    pub start: Instant,
    pub budget: TimeBudget,
    pub limits: Limits,
    pub threads: usize,
}

/// One thread's tables, kept from search to search.
pub(crate) struct Worker<G: Evaluate> {
    id: usize,
    /// A move list per ply.
    lists: Vec<G::MoveList>,
    /// Per ply: (ordering score, index in the list) of the moves to search.
    picks: Vec<Vec<(i32, u32)>>,
    /// Per ply: the quiet moves searched so far (indices), for history.
    quiets: Vec<Vec<u32>>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// Per side, quiet-move history indexed by a hash of the move. Each
    /// score stays within ±[`HISTORY_MAX`] (see [`nudge`]), so 16 bits hold
    /// it exactly: half the bytes of `i32`, 64 KiB that stay in the cache
    /// where 128 KiB did not (a history load was half of move ordering's
    /// time in Dragonchess).
    history: Vec<i16>,
    /// Zobrist keys: the game's history, the root, the current line.
    keys: Vec<u64>,
    /// How many of `keys` fall in each filter slot: most positions are
    /// known not to repeat without scanning.
    filter: Vec<u32>,
    /// Triangular principal-variation table.
    pv: Vec<Vec<G::Move>>,
    root_list: G::MoveList,
    /// The root moves' indices in `root_list`, best first.
    root_order: Vec<usize>,
    /// Late-move reductions by depth and move number.
    lmr: Vec<[u8; 64]>,
}

impl<G: Evaluate> Worker<G> {
    pub fn new(id: usize) -> Worker<G> {
        let lmr = (0..64)
            .map(|depth| {
                let mut row = [0u8; 64];
                for (moves, r) in row.iter_mut().enumerate().skip(1) {
                    if depth > 0 {
                        let v = 0.5 + (depth as f64).ln() * (moves as f64).ln() / 2.25;
                        *r = v.max(0.0) as u8;
                    }
                }
                row
            })
            .collect();
        Worker {
            id,
            lists: vec![G::MoveList::default(); MAX_PLY + 1],
            picks: vec![Vec::new(); MAX_PLY + 1],
            quiets: vec![Vec::new(); MAX_PLY + 1],
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; 2 << HISTORY_BITS],
            keys: Vec::new(),
            filter: vec![0; FILTER],
            pv: vec![Vec::new(); MAX_PLY + 1],
            root_list: G::MoveList::default(),
            root_order: Vec::new(),
            lmr,
        }
    }

    /// Forgets everything learnt in earlier games.
    pub fn new_game(&mut self) {
        self.history.fill(0);
        for k in &mut self.killers {
            *k = [None, None];
        }
    }

    /// Searches `root` as thread `id` of a search; `report` receives the main
    /// thread's progress.
    pub fn run(
        &mut self,
        root: &G,
        game_history: &[u64],
        shared: &Shared<'_>,
        report: &mut dyn FnMut(Info<G::Move>),
    ) -> SearchResult<G::Move> {
        // Fresh killers, halved history: last move's lessons still count.
        for k in &mut self.killers {
            *k = [None, None];
        }
        for h in &mut self.history {
            *h /= 2;
        }
        self.keys.clear();
        self.filter.fill(0);
        let is_main = self.id == 0;
        let exact_limit = if shared.threads == 1 {
            shared.limits.node_limit()
        } else {
            None
        };
        let mut s = Searcher {
            w: self,
            sh: shared,
            nodes: 0,
            flushed: 0,
            seldepth: 0,
            root_depth: 1,
            aborted: false,
            abortable: !is_main,
            is_main,
            exact_limit,
            root_best: None,
            null_floor: 0,
        };
        for &key in game_history {
            s.push_key(key);
        }
        s.push_key(root.repetition_key());
        let result = s.iterate(root, report);
        s.flush();
        result
    }
}

/// A hasher for moves, to index the history table: FxHash's mixing.
struct MoveHasher(u64);

impl MoveHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

#[inline]
fn history_index<M: Hash>(side: usize, mv: &M) -> usize {
    let mut h = MoveHasher(0);
    mv.hash(&mut h);
    // The multiply leaves its best bits at the top.
    (side << HISTORY_BITS) | (h.finish() >> (64 - HISTORY_BITS)) as usize
}

#[inline]
fn filter_index(key: u64) -> usize {
    (key as usize) & (FILTER - 1)
}

/// The score of a position without legal moves: its outcome for the side to
/// move, mates counted from the root. A position that claims no outcome
/// (which the `Game` contract rules out) counts as a draw.
pub(crate) fn terminal<G: Game>(pos: &G, ply: usize) -> i32 {
    match pos.outcome().and_then(|o| o.winner()) {
        Some(w) if w == pos.side_to_move() => mate_in(ply),
        Some(_) => mated_in(ply),
        None => DRAW,
    }
}

/// Nudges a history score toward ±[`HISTORY_MAX`] by `bonus` (at most
/// `HISTORY_MAX / 4` either way; the sign says which way), keeping it
/// within ±`HISTORY_MAX`: with `|h| <= HISTORY_MAX`, `h + bonus - h *
/// |bonus| / HISTORY_MAX` stays there too (the step shrinks as `h` nears
/// the bound it moves toward, and the division rounds toward zero, never
/// past it).
#[inline]
fn nudge(h: &mut i16, bonus: i32) {
    let old = i32::from(*h);
    let new = old + bonus - old * bonus.abs() / HISTORY_MAX;
    debug_assert!(new.abs() <= HISTORY_MAX);
    *h = new as i16;
}

/// One thread's search in progress.
struct Searcher<'a, G: Evaluate> {
    w: &'a mut Worker<G>,
    sh: &'a Shared<'a>,
    nodes: u64,
    flushed: u64,
    seldepth: usize,
    root_depth: i32,
    aborted: bool,
    /// False while the main thread completes depth 1.
    abortable: bool,
    is_main: bool,
    /// The node limit, checked at every node when one thread searches.
    exact_limit: Option<u64>,
    /// Set in a root pass once a move raises alpha: its score.
    root_best: Option<i32>,
    /// `keys[null_floor..]` are the positions since the last null move; a
    /// repetition is only looked for among them.
    null_floor: usize,
}

impl<G: Evaluate> Searcher<'_, G> {
    fn flush(&mut self) {
        self.sh.nodes.fetch_add(self.nodes - self.flushed, Relaxed);
        self.flushed = self.nodes;
    }

    /// Counts a node; true when the search must unwind.
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.abortable && self.exact_limit.is_some_and(|limit| self.nodes >= limit) {
            self.aborted = true;
        }
        if self.nodes.is_multiple_of(POLL) {
            self.poll();
        }
        self.aborted
    }

    #[cold]
    fn poll(&mut self) {
        self.flush();
        if !self.abortable {
            return;
        }
        let sh = self.sh;
        if sh.stop.load(Relaxed) || sh.done.load(Relaxed) {
            self.aborted = true;
        } else if self.is_main {
            let late = sh.budget.hard.is_some_and(|t| sh.start.elapsed() >= t);
            let spent = sh
                .limits
                .node_limit()
                .is_some_and(|limit| sh.nodes.load(Relaxed) >= limit);
            self.aborted = late || spent;
        }
    }

    /// Nodes of every thread, as the main thread knows them.
    fn total_nodes(&self) -> u64 {
        if self.sh.threads == 1 {
            self.nodes
        } else {
            self.sh.nodes.load(Relaxed) + (self.nodes - self.flushed)
        }
    }

    /// Asks for the table bucket of `child`, just made, which will be
    /// searched from a node of `depth`: it probes the table unless it is a
    /// quiescence node of a game whose quiescence search has none (an
    /// extension aside), so the bucket is on its way while the child is set
    /// up.
    #[inline]
    fn prefetch_child(&self, child: &G, depth: i32) {
        if G::QUIESCENCE_TABLE || depth > 1 {
            self.sh.tt.prefetch(child.zobrist());
        }
    }

    #[inline]
    fn push_key(&mut self, key: u64) {
        self.w.keys.push(key);
        self.w.filter[filter_index(key)] += 1;
    }

    #[inline]
    fn pop_key(&mut self) {
        if let Some(key) = self.w.keys.pop() {
            self.w.filter[filter_index(key)] -= 1;
        }
    }

    /// Whether the current position (the last key) occurred before, in the
    /// line searched or the game's history, since the last null move.
    #[inline]
    fn is_repetition(&self) -> bool {
        let keys = &self.w.keys;
        let Some((&key, before)) = keys.split_last() else {
            return false;
        };
        self.w.filter[filter_index(key)] >= 2
            && before[self.null_floor.min(before.len())..].contains(&key)
    }

    #[inline]
    fn evaluate(pos: &G) -> i32 {
        pos.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// The stand-pat value of `pos` in a quiescence node with window
    /// `alpha..beta`, and whether it is only the cheap part of the
    /// evaluation (see [lazy evaluation](Evaluate#lazy-evaluation)): that
    /// part decides when it is at least the game's margin outside the
    /// window; otherwise the full evaluation.
    #[inline]
    fn evaluate_lazily(pos: &G, alpha: i32, beta: i32) -> (i32, bool) {
        let Some(margin) = G::LAZY_MARGIN else {
            return (Self::evaluate(pos), false);
        };
        let cheap = pos.evaluate_cheap();
        let rough = cheap.clamp(-EVAL_LIMIT, EVAL_LIMIT);
        if rough - margin >= beta || rough + margin <= alpha {
            (rough, true)
        } else {
            let full = cheap + pos.evaluate_costly();
            debug_assert_eq!(full, pos.evaluate());
            (full.clamp(-EVAL_LIMIT, EVAL_LIMIT), false)
        }
    }

    /// The score of a position at the ply limit.
    fn leaf(pos: &G, ply: usize) -> i32 {
        if pos.has_legal_move() {
            Self::evaluate(pos)
        } else {
            terminal(pos, ply)
        }
    }

    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.w.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Orders the moves in `lists[ply]` (but `skip`, already searched) into
    /// `picks[ply]`; with `quiet_order` false, by hint alone (quiescence).
    fn score_moves(&mut self, pos: &G, ply: usize, skip: Option<usize>, quiet_order: bool) {
        let side = pos.side_to_move().index();
        let w = &mut *self.w;
        let picks = &mut w.picks[ply];
        picks.clear();
        let [k1, k2] = &w.killers[ply];
        for (i, mv) in w.lists[ply].as_ref().iter().enumerate() {
            if Some(i) == skip {
                continue;
            }
            let hint = pos.move_hint(mv);
            let score = if !quiet_order {
                hint
            } else if hint > 0 {
                GOOD + hint.min(GOOD - 1)
            } else if k1.as_ref() == Some(mv) {
                KILLER1
            } else if k2.as_ref() == Some(mv) {
                KILLER2
            } else {
                i32::from(w.history[history_index(side, mv)]) + hint.max(-HISTORY_MAX)
            };
            picks.push((score, i as u32));
        }
    }

    /// The `k`-th move to search at `ply` (from 0): its index and ordering
    /// score.
    #[inline]
    fn pick(&mut self, ply: usize, k: usize) -> Option<(usize, i32)> {
        let picks = &mut self.w.picks[ply];
        if k >= picks.len() {
            return None;
        }
        if k < SELECT {
            // The first of the highest scores, its score kept at hand.
            let (mut best, mut best_score) = (k, picks[k].0);
            for (j, &(score, _)) in picks.iter().enumerate().skip(k + 1) {
                if score > best_score {
                    (best, best_score) = (j, score);
                }
            }
            picks.swap(k, best);
        } else if k == SELECT {
            picks[k..].sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        }
        let (score, index) = picks[k];
        Some((index as usize, score))
    }

    /// Iterative deepening at the root.
    fn iterate(
        &mut self,
        root: &G,
        report: &mut dyn FnMut(Info<G::Move>),
    ) -> SearchResult<G::Move> {
        let sh = self.sh;
        let limits = sh.limits;
        root.legal_moves(&mut self.w.root_list);
        let count = self.w.root_list.as_ref().len();
        if count == 0 {
            return SearchResult {
                best_move: None,
                score: Score::from_raw(terminal(root, 0)),
                depth: 0,
                seldepth: 0,
                nodes: 1,
                time: sh.start.elapsed(),
                pv: Vec::new(),
            };
        }
        // The seeded tie-break: helpers shuffle differently, to diverge.
        let order = &mut self.w.root_order;
        order.clear();
        order.extend(0..count);
        let mut rng =
            Rng::new(limits.seed ^ (self.w.id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        for i in (1..count).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let max_depth = limits.max_depth() as i32;
        let first_depth = (1 + (self.w.id as i32 & 1)).min(max_depth);
        let mut best = (order[0], -INFINITE);
        let mut pv: Vec<G::Move> = Vec::new();
        let mut completed = 0;
        let mut seldepth = 0;
        // The time at which the last iteration ended, and the last two
        // iterations' times, to predict the next one's.
        let mut iteration_end = Duration::ZERO;
        let mut iteration_times = [Duration::ZERO; 2];
        for depth in first_depth..=max_depth {
            self.root_depth = depth;
            self.abortable = depth > 1 || !self.is_main;
            let prev = best.1;
            let mut delta = ASPIRATION;
            let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND {
                ((prev - delta).max(-INFINITE), (prev + delta).min(INFINITE))
            } else {
                (-INFINITE, INFINITE)
            };
            let score = loop {
                self.root_best = None;
                let score = self.root(root, depth, alpha, beta);
                if self.aborted {
                    break score;
                }
                if score <= alpha && alpha > -INFINITE {
                    beta = (alpha + beta) / 2;
                    alpha = (score - delta).max(-INFINITE);
                } else if score >= beta && beta < INFINITE {
                    beta = (score + delta).min(INFINITE);
                } else {
                    break score;
                }
                delta += delta;
                if delta > 1000 {
                    (alpha, beta) = (-INFINITE, INFINITE);
                }
            };
            if self.aborted {
                // A root move that beat the window in the unfinished
                // iteration was searched deeper than the last best: keep it.
                if let Some(score) = self.root_best {
                    best = (self.w.root_order[0], score);
                    pv.clone_from(&self.w.pv[0]);
                }
                break;
            }
            best = (self.w.root_order[0], score);
            pv.clone_from(&self.w.pv[0]);
            completed = depth as u32;
            seldepth = self.seldepth as u32;
            if self.is_main {
                let time = sh.start.elapsed();
                let nodes = self.total_nodes();
                report(Info {
                    depth: completed,
                    seldepth,
                    score: Score::from_raw(score),
                    nodes,
                    nps: nps(nodes, time),
                    time,
                    hashfull: sh.tt.hashfull(),
                    pv: pv.clone(),
                });
                if limits.infinite {
                    continue;
                }
                let mate_seen = score.abs() >= MATE_BOUND && depth >= MATE - score.abs() + 2;
                iteration_times = [iteration_times[1], time - iteration_end];
                iteration_end = time;
                let next_ends = time + predicted_iteration(iteration_times);
                let soft_over = sh.budget.soft.is_some_and(|t| next_ends > t);
                let forced = count == 1 && limits.clock.is_some();
                if mate_seen || soft_over || forced {
                    break;
                }
            }
        }
        let best_move = self.w.root_list.as_ref()[best.0];
        if pv.first() != Some(&best_move) {
            pv = vec![best_move];
        }
        SearchResult {
            best_move: Some(best_move),
            score: Score::from_raw(best.1),
            depth: completed,
            seldepth: seldepth.max(completed),
            nodes: self.nodes,
            time: sh.start.elapsed(),
            pv,
        }
    }

    /// One pass over the root moves with window `alpha..beta`.
    fn root(&mut self, pos: &G, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        self.count_node();
        self.w.pv[0].clear();
        let original_alpha = alpha;
        let mut best = -INFINITE;
        for i in 0..self.w.root_order.len() {
            let index = self.w.root_order[i];
            let mv = self.w.root_list.as_ref()[index];
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            self.prefetch_child(&child, depth);
            let check = child.is_check();
            let new_depth = depth - 1 + i32::from(check);
            self.push_key(child.repetition_key());
            let score = if i == 0 {
                -self.search(&child, new_depth, 1, -beta, -alpha, check)
            } else {
                let s = -self.search(&child, new_depth, 1, -alpha - 1, -alpha, check);
                if s > alpha && s < beta {
                    -self.search(&child, new_depth, 1, -beta, -alpha, check)
                } else {
                    s
                }
            };
            self.pop_key();
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.w.root_order[..=i].rotate_right(1);
                    self.update_pv(0, mv);
                    self.root_best = Some(score);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if !self.aborted {
            let raised = best > original_alpha;
            let bound = if best >= beta {
                Bound::Lower
            } else if raised {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let mv = raised
                .then(|| u16::try_from(self.w.root_order[0]).ok())
                .flatten();
            self.sh
                .tt
                .store(pos.zobrist(), mv, best, None, depth, bound);
        }
        best
    }

    /// The principal variation search below the root.
    fn search(
        &mut self,
        pos: &G,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        in_check: bool,
    ) -> i32 {
        if self.is_repetition() {
            self.w.pv[ply].clear();
            return DRAW;
        }
        if depth <= 0 {
            return self.qsearch(pos, ply, alpha, beta, in_check);
        }
        self.w.pv[ply].clear();
        if self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return Self::leaf(pos, ply);
        }
        let pv_node = beta - alpha > 1;

        // Mate-distance pruning: no line from here beats a mate already
        // found nearer the root.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }

        let key = pos.zobrist();
        if G::GENERATE_BEFORE_PROBE {
            // The generation overlaps the wait for the table's bucket.
            self.sh.tt.prefetch(key);
            pos.legal_moves(&mut self.w.lists[ply]);
        }
        let hit = self.sh.tt.probe(key);
        if let Some(h) = hit {
            let score = from_table(h.score, ply);
            if !pv_node && h.depth >= depth && h.cuts(score, alpha, beta) {
                return score;
            }
        }

        if !G::GENERATE_BEFORE_PROBE {
            pos.legal_moves(&mut self.w.lists[ply]);
        }
        let count = self.w.lists[ply].as_ref().len();
        if count == 0 {
            return terminal(pos, ply);
        }
        debug_assert_eq!(in_check, pos.is_check());

        // Null move: if passing still beats beta, a real move would too.
        let mut eval = hit.and_then(|h| h.eval);
        // The move that led here was a null move: no second one.
        let after_null = self.null_floor + 1 == self.w.keys.len();
        if G::NULL_MOVE_PRUNING
            && !after_null
            && !pv_node
            && !in_check
            && depth >= 3
            && beta.abs() < MATE_BOUND
        {
            let e = *eval.get_or_insert_with(|| Self::evaluate(pos));
            if e >= beta {
                if let Some(child) = pos.null_move() {
                    let saved_floor = self.null_floor;
                    self.push_key(child.repetition_key());
                    self.null_floor = self.w.keys.len() - 1;
                    let r = 3 + depth / 4;
                    let score = -self.search(
                        &child,
                        depth - r,
                        ply + 1,
                        -beta,
                        -beta + 1,
                        child.is_check(),
                    );
                    self.pop_key();
                    self.null_floor = saved_floor;
                    if self.aborted {
                        return 0;
                    }
                    if score >= beta {
                        return if score >= MATE_BOUND { beta } else { score };
                    }
                }
            }
        }

        let tt_index = hit
            .and_then(|h| h.mv)
            .map(usize::from)
            .filter(|&i| i < count);
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_index = None;
        let side = pos.side_to_move().index();
        self.w.quiets[ply].clear();
        let mut scored = false;
        let mut searched = 0usize;
        loop {
            let (index, order) = if searched == 0 && tt_index.is_some() {
                (tt_index.unwrap_or_default(), i32::MAX)
            } else {
                if !scored {
                    self.score_moves(pos, ply, tt_index, true);
                    scored = true;
                }
                let k = searched - usize::from(tt_index.is_some());
                match self.pick(ply, k) {
                    Some(p) => p,
                    None => break,
                }
            };
            let mv = self.w.lists[ply].as_ref()[index];
            let noisy = order >= GOOD || pos.is_noisy(&mv);
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            self.prefetch_child(&child, depth);
            let gives_check = child.is_check();
            let extend = gives_check && ply < 2 * self.root_depth as usize;
            let new_depth = depth - 1 + i32::from(extend);
            self.push_key(child.repetition_key());
            let score = if searched == 0 {
                -self.search(&child, new_depth, ply + 1, -beta, -alpha, gives_check)
            } else {
                // Late quiet moves are searched shallower first.
                let mut r = 0;
                if depth >= 3 && searched >= 3 && !noisy && !in_check && !gives_check {
                    r = i32::from(self.w.lmr[depth.min(63) as usize][searched.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    if order >= KILLER2 {
                        r -= 1;
                    }
                    r = r.clamp(0, (new_depth - 1).max(0));
                }
                let mut s = -self.search(
                    &child,
                    new_depth - r,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    gives_check,
                );
                if s > alpha && r > 0 {
                    s = -self.search(&child, new_depth, ply + 1, -alpha - 1, -alpha, gives_check);
                }
                if s > alpha && s < beta {
                    s = -self.search(&child, new_depth, ply + 1, -beta, -alpha, gives_check);
                }
                s
            };
            self.pop_key();
            if self.aborted {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_index = Some(index);
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if alpha >= beta {
                        if !noisy {
                            self.reward_quiet(ply, side, depth, mv);
                        }
                        break;
                    }
                }
            }
            if !noisy {
                self.w.quiets[ply].push(index as u32);
            }
        }

        let bound = if best >= beta {
            Bound::Lower
        } else if best_index.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let mv = best_index.and_then(|i| u16::try_from(i).ok());
        debug_assert!(best > -INFINITE);
        let _ = original_alpha;
        self.sh
            .tt
            .store(key, mv, to_table(best, ply), eval, depth, bound);
        best
    }

    /// A quiet move cut the node off: remember it as a killer, raise its
    /// history and lower that of the quiet moves tried before it.
    fn reward_quiet(&mut self, ply: usize, side: usize, depth: i32, mv: G::Move) {
        let bonus = (32 * depth * depth).min(HISTORY_MAX / 4);
        let w = &mut *self.w;
        nudge(&mut w.history[history_index(side, &mv)], bonus);
        for &i in &w.quiets[ply] {
            let tried = &w.lists[ply].as_ref()[i as usize];
            nudge(&mut w.history[history_index(side, tried)], -bonus);
        }
        let killers = &mut w.killers[ply];
        if killers[0].as_ref() != Some(&mv) {
            killers[1] = killers[0].take();
            killers[0] = Some(mv);
        }
    }

    /// The quiescence search: noisy moves only (every move when in check),
    /// the side to move standing pat on its static evaluation otherwise.
    fn qsearch(&mut self, pos: &G, ply: usize, mut alpha: i32, beta: i32, in_check: bool) -> i32 {
        self.w.pv[ply].clear();
        if self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return Self::leaf(pos, ply);
        }
        let pv_node = beta - alpha > 1;
        // The stand-pat's evaluation is worked out while the table's
        // bucket comes from memory (the parent prefetched it), and thrown
        // away where the entry cuts or holds the evaluation.
        let early = (!in_check).then(|| Self::evaluate_lazily(pos, alpha, beta));
        let (key, hit) = if G::QUIESCENCE_TABLE {
            let key = pos.zobrist();
            (key, self.sh.tt.probe(key))
        } else {
            (0, None)
        };
        if let Some(h) = hit {
            let score = from_table(h.score, ply);
            if !pv_node && h.cuts(score, alpha, beta) {
                return score;
            }
        }
        let original_alpha = alpha;
        debug_assert_eq!(in_check, pos.is_check());
        let mut eval = None;
        let mut best;
        // `early` is there exactly when the side to move is not in check.
        if let Some(early) = early {
            // The stand-pat cut comes before the noisy moves are generated:
            // it ends most quiescence nodes, and then only needs to know
            // that the position is not decided. The result is the same as
            // generating first (a noisy move is a legal move).
            let (stand_pat, lazy) = match hit.and_then(|h| h.eval) {
                Some(e) => (e, false),
                None => early,
            };
            // A lazy value is not the position's evaluation.
            eval = (!lazy).then_some(stand_pat);
            let cut = stand_pat >= beta;
            if !cut {
                pos.noisy_moves(&mut self.w.lists[ply]);
            }
            if cut || self.w.lists[ply].as_ref().is_empty() {
                if !pos.has_legal_move() {
                    return terminal(pos, ply);
                }
                if G::QUIESCENCE_TABLE && hit.is_none() {
                    // A lazy value below alpha only bounds the score.
                    let bound = if cut {
                        Bound::Lower
                    } else if lazy {
                        Bound::Upper
                    } else {
                        Bound::Exact
                    };
                    self.sh.tt.store(key, None, stand_pat, eval, 0, bound);
                }
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        } else {
            pos.legal_moves(&mut self.w.lists[ply]);
            if self.w.lists[ply].as_ref().is_empty() {
                return terminal(pos, ply);
            }
            best = -INFINITE;
        }
        self.score_moves(pos, ply, None, false);
        let mut k = 0;
        while let Some((index, _)) = self.pick(ply, k) {
            k += 1;
            let mv = self.w.lists[ply].as_ref()[index];
            let mut child = pos.clone();
            child.play_unchecked(&mv);
            if G::QUIESCENCE_TABLE {
                self.sh.tt.prefetch(child.zobrist());
            }
            let check = child.is_check();
            let score = -self.qsearch(&child, ply + 1, -beta, -alpha, check);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if G::QUIESCENCE_TABLE {
            self.sh
                .tt
                .store(key, None, to_table(best, ply), eval, 0, bound);
        }
        best
    }
}

/// Nodes per second.
pub(crate) fn nps(nodes: u64, time: std::time::Duration) -> u64 {
    let micros = time.as_micros().max(1);
    (u128::from(nodes) * 1_000_000 / micros) as u64
}

/// The time the next iteration is predicted to take, from the last two
/// (`[before last, last]`): the last one's time grown by the ratio of the
/// two, within [`MIN_GROWTH`] and [`MAX_GROWTH`] (a ratio of tiny or noisy
/// times says little; an unknown one is taken at its largest).
fn predicted_iteration([before, last]: [Duration; 2]) -> Duration {
    let growth = if before.is_zero() {
        MAX_GROWTH
    } else {
        (last.as_secs_f64() / before.as_secs_f64()).clamp(MIN_GROWTH, MAX_GROWTH)
    };
    last.mul_f64(growth)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_iteration_grows_like_the_last() {
        let ms = Duration::from_millis;
        // 10 ms then 30 ms: three times longer again, 90 ms.
        assert_eq!(predicted_iteration([ms(10), ms(30)]), ms(90));
        // Growth is kept within 1.5 and 6.
        assert_eq!(predicted_iteration([ms(40), ms(20)]), ms(30));
        assert_eq!(predicted_iteration([ms(1), ms(100)]), ms(600));
        // The first iteration: the largest growth.
        assert_eq!(predicted_iteration([Duration::ZERO, ms(2)]), ms(12));
        assert_eq!(predicted_iteration([Duration::ZERO; 2]), Duration::ZERO);
    }
}
