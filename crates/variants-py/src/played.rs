//! A position of one game as the module holds it: the position, the line
//! of moves that reached it (for `pop`, pickling and the engine's
//! repetition checks), its legal moves (generated once per position and
//! kept for the calls that name moves by index) with their actions, and
//! the steps of a move begun action by action.

use crate::actions::{Space, Visits};
use crate::errors::{illegal_move, move_error, IllegalMoveError, VariantsError};
use crate::games::PyGame;
use pyo3::PyResult;
use std::collections::HashMap;
use variant_core::diagram::text_diagram;
use variant_core::svg::render_svg;
use variant_core::{Color, DrawRules, IllegalMove, MoveErrorReason, Repetition, Rng, RuleSet};

/// A position is kept every this many plies of the line, so that `pop`
/// replays at most this many moves and a long game keeps few copies.
const CHECKPOINT_EVERY: usize = 32;

/// A position, how it was reached, and its legal moves.
#[derive(Clone)]
pub(crate) struct Played<G: PyGame> {
    position: G,
    /// The position it was built from, and the moves played since: what
    /// rebuilds the whole state (repetition history included) when
    /// unpickled, and what `pop` undoes.
    root: G,
    line: Vec<G::Move>,
    /// The position after every [`CHECKPOINT_EVERY`]-th move of `line`
    /// (the first is `root`).
    checkpoints: Vec<G>,
    /// The repetition key of the position before each move of `line`, and
    /// whether the move restarted the halfmove clock.
    keys: Vec<(u64, bool)>,
    /// How often each repetition key occurs in `keys` (kept only under a
    /// repetition rule).
    occurrences: HashMap<u64, u32>,
    /// The legal moves of `position` in generation order, when `fresh`.
    legal: Vec<G::Move>,
    fresh: bool,
    /// The actions of each legal move (`actions[starts[i]..starts[i + 1]]`
    /// for move `i`), when `actions_fresh`.
    actions: Vec<u32>,
    starts: Vec<u32>,
    actions_fresh: bool,
    /// The actions played so far of a move begun by `apply_action`.
    pending: Vec<u32>,
    space: Space,
}

impl<G: PyGame> Played<G> {
    /// `position`, with no history.
    pub(crate) fn new(position: G) -> Played<G> {
        let space = Space::of::<G>(position.board_shape());
        Played {
            root: position.clone(),
            checkpoints: vec![position.clone()],
            line: Vec::new(),
            keys: Vec::new(),
            occurrences: HashMap::new(),
            position,
            legal: Vec::new(),
            fresh: false,
            actions: Vec::new(),
            starts: Vec::new(),
            actions_fresh: false,
            pending: Vec::new(),
            space,
        }
    }

    /// The position.
    pub(crate) fn position(&self) -> &G {
        &self.position
    }

    /// The game's action space.
    pub(crate) fn space(&self) -> Space {
        self.space
    }

    /// The moves played since the position this one was built from.
    pub(crate) fn line(&self) -> &[G::Move] {
        &self.line
    }

    /// The position this one was built from.
    pub(crate) fn root(&self) -> &G {
        &self.root
    }

    /// The text of the position this one was built from, and the text of
    /// each move played since, in order.
    pub(crate) fn line_texts(&self) -> (String, Vec<String>) {
        let mut at = self.root.clone();
        let mut texts = Vec::with_capacity(self.line.len());
        for mv in &self.line {
            texts.push(at.format_move(mv));
            at.play_unchecked(mv);
        }
        (self.root.to_string(), texts)
    }

    /// The keys of the earlier positions since the last move that
    /// restarted the halfmove clock (what the engine takes to see
    /// repetitions).
    pub(crate) fn history(&self) -> Vec<u64> {
        let since = self
            .keys
            .iter()
            .rposition(|&(_, reset)| reset)
            .map_or(0, |i| i + 1);
        self.keys[since..].iter().map(|&(key, _)| key).collect()
    }

    /// How many earlier positions of the line are this one (placement,
    /// side and rights), under a repetition rule; 0 without one.
    pub(crate) fn earlier_occurrences(&self) -> u32 {
        if self.position.rules().repetition() == Repetition::None {
            return 0;
        }
        self.occurrences
            .get(&self.position.repetition_key())
            .copied()
            .unwrap_or(0)
    }

    /// The legal moves, in generation order (the order of the indices).
    pub(crate) fn legal(&mut self) -> &[G::Move] {
        if !self.fresh {
            self.legal.clear();
            self.position.generate_legal(&mut self.legal);
            self.fresh = true;
        }
        &self.legal
    }

    /// The legal moves as canonical move text, in generation order.
    pub(crate) fn legal_texts(&mut self) -> Vec<String> {
        self.legal();
        self.legal
            .iter()
            .map(|mv| self.position.format_move(mv))
            .collect()
    }

    /// The actions of each legal move, in move-index order.
    fn refresh_actions(&mut self) {
        if self.actions_fresh {
            return;
        }
        self.legal();
        self.actions.clear();
        self.starts.clear();
        for mv in &self.legal {
            self.starts.push(self.actions.len() as u32);
            self.actions.extend(G::visits(mv).actions(&self.space));
        }
        self.starts.push(self.actions.len() as u32);
        self.actions_fresh = true;
    }

    /// The actions of legal move `index`.
    fn actions_of(&self, index: usize) -> &[u32] {
        let (start, end) = (self.starts[index], self.starts[index + 1]);
        &self.actions[start as usize..end as usize]
    }

    /// Every legal move as its list of actions, in move-index order.
    pub(crate) fn move_actions(&mut self) -> Vec<Vec<u32>> {
        self.refresh_actions();
        (0..self.legal.len())
            .map(|i| self.actions_of(i).to_vec())
            .collect()
    }

    /// The actions that continue the move begun (or begin one), each once,
    /// in increasing order, into `out` (cleared first).
    pub(crate) fn next_actions(&mut self, out: &mut Vec<u32>) {
        out.clear();
        self.refresh_actions();
        let n = self.pending.len();
        for i in 0..self.legal.len() {
            let steps = self.actions_of(i);
            if steps.len() > n && steps[..n] == self.pending[..] {
                out.push(steps[n]);
            }
        }
        out.sort_unstable();
        out.dedup();
    }

    /// The actions of the move begun by `apply_action` and not finished.
    pub(crate) fn pending(&self) -> &[u32] {
        &self.pending
    }

    /// Plays one action (one step of a move): `Ok(Some(index))` when it
    /// completes the legal move `index` (now played), `Ok(None)` when more
    /// steps follow, and an error (nothing changed) when no legal move
    /// continues that way.
    pub(crate) fn apply_action(&mut self, action: u32) -> PyResult<Option<usize>> {
        self.refresh_actions();
        let n = self.pending.len();
        let mut continues = false;
        let mut completes = None;
        for i in 0..self.legal.len() {
            let steps = self.actions_of(i);
            if steps.len() > n && steps[..n] == self.pending[..] && steps[n] == action {
                continues = true;
                if steps.len() == n + 1 {
                    completes = Some(i);
                    break;
                }
            }
        }
        if !continues {
            return Err(IllegalMoveError::new_err(format!(
                "illegal action {action}: not one of the {} legal next actions",
                {
                    let mut next = Vec::new();
                    self.next_actions(&mut next);
                    next.len()
                }
            )));
        }
        match completes {
            Some(index) => {
                let mv = self.legal[index];
                self.play_legal(&mv);
                Ok(Some(index))
            }
            None => {
                self.pending.push(action);
                Ok(None)
            }
        }
    }

    /// Refuses a whole move while one is begun action by action.
    fn check_no_pending(&self) -> PyResult<()> {
        if self.pending.is_empty() {
            Ok(())
        } else {
            Err(VariantsError::new_err(format!(
                "a move is begun by actions ({:?}): finish it with apply_action, or pop() to drop it",
                self.pending
            )))
        }
    }

    /// Plays `mv`, known to be legal.
    fn play_legal(&mut self, mv: &G::Move) {
        let key = self.position.repetition_key();
        self.line.push(*mv);
        self.position.play_unchecked(mv);
        self.keys.push((key, self.position.halfmove_clock() == 0));
        if self.position.rules().repetition() != Repetition::None {
            *self.occurrences.entry(key).or_insert(0) += 1;
        }
        if self.line.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.position.clone());
        }
        self.fresh = false;
        self.actions_fresh = false;
        self.pending.clear();
    }

    /// Plays a legal move value; gives its canonical text. On error the
    /// position is unchanged.
    pub(crate) fn play_move(&mut self, mv: &G::Move) -> PyResult<String> {
        self.check_no_pending()?;
        if let Err(error) = self.position.clone().play(mv) {
            return Err(illegal_move(&error));
        }
        let canonical = self.position.format_move(mv);
        self.play_legal(mv);
        Ok(canonical)
    }

    /// Parses move text and plays it; gives its canonical text. On error
    /// the position is unchanged.
    pub(crate) fn play_text(&mut self, text: &str) -> PyResult<String> {
        let mv = self.position.parse_move(text).map_err(|e| move_error(&e))?;
        self.play_move(&mv)
    }

    /// Undoes the last move (dropping a move begun by actions first); the
    /// move undone, `None` at the position this one was built from.
    pub(crate) fn pop(&mut self) -> Option<G::Move> {
        self.pending.clear();
        let mv = self.line.pop()?;
        let (key, _) = self.keys.pop().unwrap_or_default();
        if let Some(count) = self.occurrences.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                self.occurrences.remove(&key);
            }
        }
        let kept = self.line.len() / CHECKPOINT_EVERY;
        self.checkpoints.truncate(kept + 1);
        let mut position = self.checkpoints[kept].clone();
        for mv in &self.line[kept * CHECKPOINT_EVERY..] {
            position.play_unchecked(mv);
        }
        self.position = position;
        self.fresh = false;
        self.actions_fresh = false;
        Some(mv)
    }

    /// The legal move with this index, or an error naming the range.
    pub(crate) fn legal_at(&mut self, index: i64) -> PyResult<G::Move> {
        let count = self.legal().len();
        usize::try_from(index)
            .ok()
            .and_then(|i| self.legal.get(i).cloned())
            .ok_or_else(|| {
                IllegalMoveError::new_err(match self.outcome_text() {
                    Some(outcome) => format!(
                        "illegal move index {index}: the game is over ({outcome})"
                    ),
                    None => format!(
                        "illegal move index {index}: expected 0 to {} (there are {count} legal moves)",
                        count.saturating_sub(1)
                    ),
                })
            })
    }

    /// The legal move whose squares and promotion are `visits`, if any.
    pub(crate) fn legal_with_visits(&mut self, visits: &Visits) -> Option<G::Move> {
        self.legal()
            .iter()
            .find(|mv| G::visits(mv) == *visits)
            .copied()
    }

    /// Plays the legal move with this index; gives its canonical text.
    pub(crate) fn play_index(&mut self, index: i64) -> PyResult<String> {
        self.check_no_pending()?;
        let mv = self.legal_at(index)?;
        let text = self.position.format_move(&mv);
        self.play_legal(&mv);
        Ok(text)
    }

    /// Plays the legal move with this index and gives the number of legal
    /// moves after it (0 when the game is over): one move generation per
    /// ply, for fast loops.
    pub(crate) fn advance(&mut self, index: i64) -> PyResult<usize> {
        self.check_no_pending()?;
        let mv = self.legal_at(index)?;
        self.play_legal(&mv);
        Ok(self.legal().len())
    }

    /// Plays one legal move per draw (a number in `[0, 1)`: the move with
    /// index `floor(draw * count)`), stopping early when the game ends;
    /// the number of plies played.
    pub(crate) fn advance_by(&mut self, draws: &[f64]) -> PyResult<usize> {
        self.check_no_pending()?;
        // Every draw is checked first: a refused batch plays nothing.
        if let Some(draw) = draws.iter().find(|d| !(0.0..1.0).contains(*d)) {
            return Err(VariantsError::new_err(format!(
                "bad draw `{draw}`: expected a number from 0 up to 1 (excluded)"
            )));
        }
        let mut plies = 0;
        for &draw in draws {
            let count = self.legal().len();
            if count == 0 {
                break;
            }
            let mv = self.legal[((draw * count as f64) as usize).min(count - 1)];
            self.play_legal(&mv);
            plies += 1;
        }
        Ok(plies)
    }

    /// The index of the move `text` among the legal moves.
    pub(crate) fn index_of(&mut self, text: &str) -> PyResult<usize> {
        let mv = self.position.parse_move(text).map_err(|e| move_error(&e))?;
        match self.legal().iter().position(|m| *m == mv) {
            Some(i) => Ok(i),
            // parse_move gives legal moves only: kept for safety.
            None => Err(illegal_move(&IllegalMove::new(
                &self.position.format_move(&mv),
                MoveErrorReason::NotLegal,
            ))),
        }
    }

    /// `SIDE wins: REASON` or `draw: REASON` as `variants outcome` prints
    /// it, or `None` while the game goes on.
    pub(crate) fn outcome_text(&self) -> Option<String> {
        self.position
            .outcome()
            .map(|outcome| outcome.describe(G::side_name))
    }

    /// The winner (0 for the side that moves first in chess terms, White's
    /// seat; 1 for the other), `None` for a draw or an unfinished game.
    pub(crate) fn winner(&self) -> Option<u8> {
        self.position.outcome().and_then(|o| o.winner()).map(seat)
    }

    /// The text diagram and who is to move, as `variants show` prints them.
    pub(crate) fn diagram(&self) -> String {
        let mut text = text_diagram(&self.position);
        text.push_str(G::side_name(self.position.side_to_move()));
        text.push_str(" to move");
        if self.position.is_check() {
            text.push_str(", in check");
        }
        text
    }

    /// The SVG diagram, as `variants show --svg` writes it.
    pub(crate) fn svg(&self) -> String {
        let names = [Color::White, Color::Black].map(|c| capitalised(G::side_name(c)));
        render_svg(
            &self.position,
            [&names[0], &names[1]],
            self.position.side_to_move(),
        )
    }

    /// Every rule option with its value, in the order `variants rules` lists them.
    pub(crate) fn rule_values(&self) -> Vec<(&'static str, String)> {
        G::Rules::OPTIONS
            .iter()
            .filter_map(|o| Some((o.name, self.position.rules().option_value(o.name)?)))
            .collect()
    }

    /// The options whose value is not the default.
    pub(crate) fn changed_rules(&self) -> Vec<(&'static str, String)> {
        self.position.rules().non_default_options()
    }

    /// Random legal moves until the game ends or `max_plies` are played;
    /// the number of plies played.
    /// The moves are those of `variant_core::random_playout` with the same
    /// seed (the same generator, drawn over the same move order).
    pub(crate) fn random_playout(&mut self, seed: u64, max_plies: usize) -> PyResult<usize> {
        self.check_no_pending()?;
        let mut rng = Rng::new(seed);
        let mut plies = 0;
        while plies < max_plies {
            let count = self.legal().len();
            if count == 0 {
                break;
            }
            let mv = self.legal[rng.below(count)];
            self.play_legal(&mv);
            plies += 1;
        }
        Ok(plies)
    }
}

/// A colour as a seat number: 0 for White (the first side in the position
/// text), 1 for Black.
pub(crate) fn seat(color: Color) -> u8 {
    color.fold(0, 1)
}

/// `white` → `White`.
fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
