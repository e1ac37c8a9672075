//! `chess_variants._native.Batch`: many games of one game stepped together
//! by actions, the native core of `chess_variants.vector.VectorEnv`.
//!
//! One call steps every game; the observations, the legal next actions
//! (as a compressed list: a count per game, then the actions one game
//! after the other) and the rewards come back as native-endian bytes that
//! NumPy reads without copying (`numpy.frombuffer`). A dense mask of
//! 82,945 actions a Dragonchess game is never built here: the Python side
//! scatters the few legal actions into its own buffer.

use crate::errors::VariantsError;
use crate::games::{with_game, PyGame};
use crate::interrupt::integer;
use crate::observation::{plane_count, write_planes};
use crate::played::{seat, Played};
use crate::rules::{build_rules, option_pairs};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use variant_core::Rng;

/// The games of one game and their state between steps.
#[derive(Clone)]
struct Games<G: PyGame> {
    /// The position each game starts from.
    start: Played<G>,
    games: Vec<Played<G>>,
    /// Plies played in each game since its start.
    plies: Vec<u32>,
    /// A game still going after this many plies is truncated.
    max_plies: Option<u32>,
    /// The legal next actions of every game (`counts[i]` of them for game
    /// `i`, one game after the other), kept fresh after every step.
    counts: Vec<u32>,
    actions: Vec<u32>,
    /// Scratch space for one game's next actions.
    next: Vec<u32>,
}

/// What one step did to one game.
#[derive(Clone, Copy, Default)]
struct Stepped {
    /// The reward of the seat that acted: 1 for a win, -1 for a loss
    /// (an illegal action loses), 0 otherwise.
    reward: f32,
    terminated: bool,
    truncated: bool,
}

impl<G: PyGame> Games<G> {
    fn new(start: G, count: usize, max_plies: Option<u32>) -> Games<G> {
        let start = Played::new(start);
        let mut games = Games {
            games: vec![start.clone(); count],
            start,
            plies: vec![0; count],
            max_plies,
            counts: Vec::new(),
            actions: Vec::new(),
            next: Vec::new(),
        };
        games.refresh_legal();
        games
    }

    /// Recomputes the compressed list of legal next actions.
    fn refresh_legal(&mut self) {
        self.counts.clear();
        self.actions.clear();
        for game in &mut self.games {
            game.next_actions(&mut self.next);
            self.counts.push(self.next.len() as u32);
            self.actions.extend_from_slice(&self.next);
        }
    }

    /// Starts every game again.
    fn reset(&mut self) {
        for (game, plies) in self.games.iter_mut().zip(&mut self.plies) {
            *game = self.start.clone();
            *plies = 0;
        }
        self.refresh_legal();
    }

    /// Plays `action` in game `i` (known to be in the action space); a
    /// finished game starts again.
    fn step_one(&mut self, i: usize, action: u32) -> Stepped {
        let game = &mut self.games[i];
        let mover = seat(game.position().side_to_move());
        let mut stepped = Stepped::default();
        match game.apply_action(action) {
            Err(_) => {
                stepped.reward = -1.0;
                stepped.terminated = true;
            }
            Ok(None) => {}
            Ok(Some(_)) => {
                self.plies[i] += 1;
                if let Some(outcome) = game.position().outcome() {
                    stepped.terminated = true;
                    stepped.reward = match outcome.winner().map(seat) {
                        Some(winner) if winner == mover => 1.0,
                        Some(_) => -1.0,
                        None => 0.0,
                    };
                } else if self.max_plies.is_some_and(|cap| self.plies[i] >= cap) {
                    stepped.truncated = true;
                }
            }
        }
        if stepped.terminated || stepped.truncated {
            *game = self.start.clone();
            self.plies[i] = 0;
        }
        stepped
    }

    /// Steps every game by its action.
    fn step(&mut self, actions: &[u32]) -> Vec<Stepped> {
        let stepped = (0..self.games.len())
            .map(|i| self.step_one(i, actions[i]))
            .collect();
        self.refresh_legal();
        stepped
    }

    /// Every game takes `steps` uniformly random legal actions (starting
    /// again when it ends); the number of games that ended.
    fn random_steps(&mut self, steps: usize, rng: &mut Rng) -> u64 {
        let mut ended = 0;
        for i in 0..self.games.len() {
            for _ in 0..steps {
                self.games[i].next_actions(&mut self.next);
                let action = match self.next.len() {
                    0 => self.start.space().pass(), // a finished start: counted as illegal
                    n => self.next[rng.below(n)],
                };
                let stepped = self.step_one(i, action);
                ended += u64::from(stepped.terminated || stepped.truncated);
            }
        }
        self.refresh_legal();
        ended
    }

    fn observations(&self) -> Vec<f32> {
        let size = plane_count::<G>() * self.start.space().squares;
        let mut out = vec![0f32; size * self.games.len()];
        for (game, chunk) in self.games.iter().zip(out.chunks_exact_mut(size)) {
            write_planes(game, chunk);
        }
        out
    }

    fn seats(&self) -> Vec<u8> {
        self.games
            .iter()
            .map(|g| seat(g.position().side_to_move()))
            .collect()
    }

    fn texts(&self) -> Vec<String> {
        self.games
            .iter()
            .map(|g| g.position().to_string())
            .collect()
    }
}

/// A batch of any game.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
enum AnyGames {
    Dragonchess(Games<dragonchess::Position>),
    GrantAcedrex(Games<grant_acedrex::Position>),
    Cheskers(Games<cheskers::Position>),
    Baroque(Games<baroque_chess::Position>),
}

macro_rules! each_batch {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            AnyGames::Dragonchess($g) => $body,
            AnyGames::GrantAcedrex($g) => $body,
            AnyGames::Cheskers($g) => $body,
            AnyGames::Baroque($g) => $body,
        }
    };
}

trait IntoAny: PyGame {
    fn into_any(games: Games<Self>) -> AnyGames;
}

macro_rules! into_any {
    ($($G:ty => $variant:ident),* $(,)?) => {$(
        impl IntoAny for $G {
            fn into_any(games: Games<$G>) -> AnyGames {
                AnyGames::$variant(games)
            }
        }
    )*};
}

into_any!(
    dragonchess::Position => Dragonchess,
    grant_acedrex::Position => GrantAcedrex,
    cheskers::Position => Cheskers,
    baroque_chess::Position => Baroque,
);

/// The most games in one batch.
const MAX_GAMES: u64 = 1 << 16;

/// ``Batch(game, count, text=None, preset=None, rules=None,
/// max_plies=None)``: ``count`` games of ``game`` from the start (or
/// ``text``), stepped together by actions; a game that ends starts again
/// at once. The native core of ``chess_variants.vector.VectorEnv``.
#[pyclass(module = "chess_variants._native")]
pub(crate) struct Batch {
    games: AnyGames,
}

/// `values` as native-endian bytes.
fn bytes_of<'py, T: Copy, const N: usize>(
    py: Python<'py>,
    values: &[T],
    to_bytes: impl Fn(T) -> [u8; N],
) -> PyResult<Bound<'py, PyBytes>> {
    PyBytes::new_with(py, values.len() * N, |buffer| {
        for (chunk, &value) in buffer.chunks_exact_mut(N).zip(values) {
            chunk.copy_from_slice(&to_bytes(value));
        }
        Ok(())
    })
}

#[pymethods]
impl Batch {
    #[new]
    #[pyo3(signature = (game, count, text=None, preset=None, rules=None, max_plies=None))]
    fn new(
        game: &str,
        count: &Bound<'_, PyAny>,
        text: Option<&str>,
        preset: Option<&str>,
        rules: Option<&Bound<'_, PyDict>>,
        max_plies: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Batch> {
        let count = integer("count", count, 1, MAX_GAMES)? as usize;
        let max_plies =
            crate::interrupt::optional_integer("max_plies", max_plies, 1, u64::from(u32::MAX))?
                .map(|n| n as u32);
        let options = option_pairs(rules)?;
        let games = with_game!(game, G => {
            let rules = build_rules::<G>(preset, &options)?;
            let start = match text {
                Some(text) => G::from_text(text.trim(), rules)
                    .map_err(|e| crate::errors::position_error(&e))?,
                None => G::start(rules),
            };
            G::into_any(Games::new(start, count, max_plies))
        })?;
        Ok(Batch { games })
    }

    /// The number of games.
    #[getter]
    fn count(&self) -> usize {
        each_batch!(&self.games, g => g.games.len())
    }

    /// Starts every game again.
    fn reset(&mut self) {
        each_batch!(&mut self.games, g => g.reset())
    }

    /// The observation planes of every game, ``float32`` bytes: game after
    /// game, plane after plane (``Position.observation()`` of each).
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let values = each_batch!(&self.games, g => g.observations());
        bytes_of(py, &values, f32::to_ne_bytes)
    }

    /// The legal next actions of every game: ``(counts, actions)``, the
    /// number for each game (``int32`` bytes) and the actions one game
    /// after the other, each game's in increasing order (``int32`` bytes).
    #[allow(clippy::type_complexity)]
    fn legal_actions<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>)> {
        each_batch!(&self.games, g => Ok((
            bytes_of(py, &g.counts, |c| (c as i32).to_ne_bytes())?,
            bytes_of(py, &g.actions, |a| (a as i32).to_ne_bytes())?,
        )))
    }

    /// The seat to act in each game (``uint8`` bytes; 0 White or Gold).
    fn seats<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let seats = each_batch!(&self.games, g => g.seats());
        PyBytes::new(py, &seats)
    }

    /// The position text of each game.
    fn texts(&self) -> Vec<String> {
        each_batch!(&self.games, g => g.texts())
    }

    /// Plays one action in each game (``actions``: ``int64`` bytes, one per
    /// game, each in the action space, else ``VariantsError`` and nothing
    /// is played). An action no legal move continues with loses that game.
    /// Returns ``(rewards, terminated, truncated)``: the reward of the seat
    /// that acted (``float32`` bytes: 1 win, -1 loss, 0 otherwise), and
    /// whether its game ended by the rules or reached ``max_plies``
    /// (``uint8`` bytes). A game that ended has started again.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyBytes>,
    ) -> PyResult<(
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
    )> {
        let bytes = actions.as_bytes();
        let (count, space) = each_batch!(&self.games, g => (g.games.len(), g.start.space()));
        if bytes.len() != count * 8 {
            return Err(VariantsError::new_err(format!(
                "bad actions: {} bytes, expected {count} int64 values ({} bytes)",
                bytes.len(),
                count * 8
            )));
        }
        let mut actions = Vec::with_capacity(count);
        for chunk in bytes.chunks_exact(8) {
            let mut value = [0u8; 8];
            value.copy_from_slice(chunk);
            let action = i64::from_ne_bytes(value);
            if !(0..space.count() as i64).contains(&action) {
                return Err(VariantsError::new_err(format!(
                    "bad action {action}: expected an integer from 0 to {} (the action space has {} actions)",
                    space.count() - 1,
                    space.count()
                )));
            }
            actions.push(action as u32);
        }
        let stepped = each_batch!(&mut self.games, g => g.step(&actions));
        let rewards: Vec<f32> = stepped.iter().map(|s| s.reward).collect();
        let terminated: Vec<u8> = stepped.iter().map(|s| u8::from(s.terminated)).collect();
        let truncated: Vec<u8> = stepped.iter().map(|s| u8::from(s.truncated)).collect();
        Ok((
            bytes_of(py, &rewards, f32::to_ne_bytes)?,
            PyBytes::new(py, &terminated),
            PyBytes::new(py, &truncated),
        ))
    }

    /// Every game takes ``steps`` uniformly random legal actions (a random
    /// masked agent, all in native code; a game that ends starts again),
    /// seeded; returns the number of games that ended. The GIL is released.
    #[pyo3(signature = (steps, seed=0))]
    fn random_steps(&mut self, py: Python<'_>, steps: usize, seed: u64) -> u64 {
        let games = &mut self.games;
        py.detach(|| {
            let mut rng = Rng::new(seed);
            each_batch!(games, g => g.random_steps(steps, &mut rng))
        })
    }

    /// An independent copy.
    fn copy(&self) -> Batch {
        Batch {
            games: self.games.clone(),
        }
    }
}
