//! A position of one game as the module holds it: the position, the keys
//! of the positions before it (for the engine's repetition checks) and its
//! legal moves, generated once per position and kept for the calls that
//! name moves by index.

use crate::errors::{illegal_move, move_error, IllegalMoveError};
use crate::games::PyGame;
use pyo3::PyResult;
use variant_core::diagram::text_diagram;
use variant_core::svg::render_svg;
use variant_core::{Color, IllegalMove, MoveErrorReason, Rng, RuleSet};

/// A position, how it was reached, and its legal moves.
#[derive(Clone)]
pub(crate) struct Played<G: PyGame> {
    position: G,
    /// The position it was built from, and the moves played since: what
    /// rebuilds the whole state (repetition history included) when
    /// unpickled.
    root: G,
    line: Vec<G::Move>,
    /// The repetition keys of the positions played through since the last
    /// move that reset the halfmove clock, oldest first (what the engine
    /// takes to see repetitions).
    history: Vec<u64>,
    /// The legal moves of `position` in generation order, when `fresh`.
    legal: Vec<G::Move>,
    fresh: bool,
}

impl<G: PyGame> Played<G> {
    /// `position`, with no history.
    pub(crate) fn new(position: G) -> Played<G> {
        Played {
            root: position.clone(),
            line: Vec::new(),
            position,
            history: Vec::new(),
            legal: Vec::new(),
            fresh: false,
        }
    }

    /// The position.
    pub(crate) fn position(&self) -> &G {
        &self.position
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

    /// The keys of the earlier positions since the last irreversible move.
    pub(crate) fn history(&self) -> &[u64] {
        &self.history
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

    /// Plays `mv`, known to be legal.
    fn play_legal(&mut self, mv: &G::Move) {
        self.history.push(self.position.repetition_key());
        self.line.push(*mv);
        self.position.play_unchecked(mv);
        if self.position.halfmove_clock() == 0 {
            self.history.clear();
        }
        self.fresh = false;
    }

    /// Parses move text and plays it; gives its canonical text. On error
    /// the position is unchanged.
    pub(crate) fn play_text(&mut self, text: &str) -> PyResult<String> {
        let mv = self.position.parse_move(text).map_err(|e| move_error(&e))?;
        if let Err(error) = self.position.clone().play(&mv) {
            return Err(illegal_move(&error));
        }
        let canonical = self.position.format_move(&mv);
        self.play_legal(&mv);
        Ok(canonical)
    }

    /// The legal move with this index, or an error naming the range.
    fn legal_at(&mut self, index: i64) -> PyResult<G::Move> {
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

    /// Plays the legal move with this index; gives its canonical text.
    pub(crate) fn play_index(&mut self, index: i64) -> PyResult<String> {
        let mv = self.legal_at(index)?;
        let text = self.position.format_move(&mv);
        self.play_legal(&mv);
        Ok(text)
    }

    /// Plays the legal move with this index and gives the number of legal
    /// moves after it (0 when the game is over): one move generation per
    /// ply, for fast loops.
    pub(crate) fn advance(&mut self, index: i64) -> PyResult<usize> {
        let mv = self.legal_at(index)?;
        self.play_legal(&mv);
        Ok(self.legal().len())
    }

    /// Plays one legal move per draw (a number in `[0, 1)`: the move with
    /// index `floor(draw * count)`), stopping early when the game ends;
    /// the number of plies played.
    pub(crate) fn advance_by(&mut self, draws: &[f64]) -> PyResult<usize> {
        // Every draw is checked first: a refused batch plays nothing.
        if let Some(draw) = draws.iter().find(|d| !(0.0..1.0).contains(*d)) {
            return Err(crate::errors::VariantsError::new_err(format!(
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
    pub(crate) fn random_playout(&mut self, seed: u64, max_plies: usize) -> usize {
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
        plies
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
