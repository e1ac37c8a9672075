//! [`Record`]: one game, typed by its rules.

use super::{GameResult, Line, Tags};
use crate::{Color, Game, IllegalMove, Outcome};
use core::fmt;

/// The result given to a record contradicts the rules: the final position
/// is decided, and the result is not the rules' verdict.
///
/// `Display` writes ``the result `GIVEN` contradicts the rules: the game is
/// over (OUTCOME), expected `EXPECTED` ``, the outcome in the rules' side
/// names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ResultError {
    given: GameResult,
    outcome: Outcome,
    /// The game's names of White and Black, for the outcome.
    side_names: [&'static str; 2],
}

impl ResultError {
    /// The refusal of `given` in a game of `G` that the rules ended with
    /// `outcome`.
    pub(crate) fn new<G: Game>(given: GameResult, outcome: Outcome) -> ResultError {
        ResultError {
            given,
            outcome,
            side_names: [G::side_name(Color::White), G::side_name(Color::Black)],
        }
    }

    /// The result given.
    pub fn given(&self) -> GameResult {
        self.given
    }

    /// How the rules ended the game.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The result the rules give.
    pub fn expected(&self) -> GameResult {
        GameResult::from_outcome(self.outcome)
    }
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the result `{}` contradicts the rules: the game is over ({}), expected `{}`",
            self.given,
            self.outcome.describe(|c| self.side_names[c.index()]),
            self.expected()
        )
    }
}

impl std::error::Error for ResultError {}

/// A game record of `G`: its tags, its start position (and so its rules),
/// its main line of legal moves with their comments, NAGs and variations,
/// and its result.
///
/// Read one with [`Record::parse`] (or a [`Reader`](super::Reader) for a file
/// of many games) and write it with [`Record::write`] (or `Display`); the
/// text written reads back to an equal record. Build one with
/// [`Record::new`] and [`push`](Record::push).
///
/// The result: when the rules decide the final position
/// ([`Game::outcome`]), the record's result is the rules' verdict, and
/// [`set_result`](Record::set_result) refuses any other; otherwise it is
/// whatever was set (a resignation, a loss on time, an agreed draw, or `*`).
///
/// ```
/// # mod nim { include!("../../tests/record/doc_game.rs"); }
/// # use nim::*;
/// use variant_core::{record::Record, Color, Game, GameResult};
/// let mut record = Record::new(Nim::start(NimRules::default()));
/// record.tags_mut().set("White", "Ann")?;
/// record.push(2)?;
/// record.set_result(GameResult::Win(Color::Black))?; // White resigned
/// let text = record.write();
/// assert!(text.contains("1. take2 0-1"));
/// assert_eq!(Record::<Nim>::parse(&text)?, record);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    pub(crate) tags: Tags,
    pub(crate) main: Line<G>,
    pub(crate) result: GameResult,
}

/// Records are equal when their tags, main lines and
/// [results](Record::result) are.
impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Record<G>) -> bool {
        self.tags == other.tags && self.main == other.main && self.result() == other.result()
    }
}

impl<G: Game> Eq for Record<G> {}

impl<G: Game> Record<G> {
    /// A record of a game from `start` (which carries the rules): unknown
    /// tags, no moves, result `*`.
    pub fn new(start: G) -> Record<G> {
        Record {
            tags: Tags::new(),
            main: Line::new(start),
            result: GameResult::Unknown,
        }
    }

    /// The record of `moves` played from `start`, or the first move that is
    /// not legal where it is played.
    pub fn from_moves(
        start: G,
        moves: impl IntoIterator<Item = G::Move>,
    ) -> Result<Record<G>, IllegalMove> {
        Ok(Record {
            tags: Tags::new(),
            main: Line::from_moves(start, moves)?,
            result: GameResult::Unknown,
        })
    }

    /// The tags other than the derived ones (see [`Tags`]).
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The tags, to change them.
    pub fn tags_mut(&mut self) -> &mut Tags {
        &mut self.tags
    }

    /// The main line.
    pub fn main_line(&self) -> &Line<G> {
        &self.main
    }

    /// The main line, to add moves, comments and variations.
    pub fn main_line_mut(&mut self) -> &mut Line<G> {
        &mut self.main
    }

    /// The start position.
    pub fn start(&self) -> &G {
        self.main.start()
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &G::Rules {
        self.main.start().rules()
    }

    /// The position after the last move of the main line.
    pub fn end(&self) -> &G {
        self.main.end()
    }

    /// The moves of the main line.
    pub fn moves(&self) -> impl Iterator<Item = &G::Move> + '_ {
        self.main.moves()
    }

    /// Plays `mv` at the end of the main line if it is legal there.
    pub fn push(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.main.push(mv)
    }

    /// How the rules ended the game, if they did.
    pub fn outcome(&self) -> Option<Outcome> {
        self.main.end().outcome()
    }

    /// The result: the rules' verdict when they decide the final position,
    /// otherwise the result set.
    pub fn result(&self) -> GameResult {
        match self.outcome() {
            Some(outcome) => GameResult::from_outcome(outcome),
            None => self.result,
        }
    }

    /// Sets the result, for a game the rules have not decided (resignation,
    /// time, agreement, or `*`). For a decided game only the rules' verdict
    /// is accepted.
    pub fn set_result(&mut self, result: GameResult) -> Result<(), ResultError> {
        self.check_result(result)?;
        self.result = result;
        Ok(())
    }

    /// Whether `result` agrees with the rules' verdict, if there is one.
    pub(crate) fn check_result(&self, result: GameResult) -> Result<(), ResultError> {
        match self.outcome() {
            Some(outcome) if GameResult::from_outcome(outcome) != result => {
                Err(ResultError::new::<G>(result, outcome))
            }
            _ => Ok(()),
        }
    }
}
