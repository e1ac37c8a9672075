//! The four games by name, and the one enum that holds a game of any of
//! them: everything else is written once, generic over [`PyGame`].

use crate::actions::ActionSpace;
use crate::errors::UnknownGameError;
use crate::observation::GamePlanes;
use crate::played::Played;
use pyo3::PyErr;
use variant_core::{BoardView, DrawRules, Game};
use variant_engine::Evaluate;

/// What the module needs of a game: the rules ([`Game`], whose rules say
/// which draw options hold, [`DrawRules`]), a board to draw
/// ([`BoardView`]), the engine's evaluation ([`Evaluate`]), and the
/// environments' action space ([`ActionSpace`]) and observation planes
/// ([`GamePlanes`]).
pub(crate) trait PyGame:
    Game<Rules: DrawRules> + Evaluate + BoardView + ActionSpace + GamePlanes
{
}

impl<G: Game<Rules: DrawRules> + Evaluate + BoardView + ActionSpace + GamePlanes> PyGame for G {}

/// The games' names as the CLI spells them, in its order.
pub(crate) const GAMES: [&str; 4] = [
    dragonchess::Position::NAME,
    grant_acedrex::Position::NAME,
    cheskers::Position::NAME,
    baroque_chess::Position::NAME,
];

/// A game in progress of any of the four games.
// One per Python object, held in the object itself: the size of the
// largest game costs nothing worth an indirection on every call.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub(crate) enum AnyGame {
    Dragonchess(Played<dragonchess::Position>),
    GrantAcedrex(Played<grant_acedrex::Position>),
    Cheskers(Played<cheskers::Position>),
    Baroque(Played<baroque_chess::Position>),
}

/// Runs `$body` with `$p` bound to the [`Played`] of whichever game it is.
macro_rules! each_game {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            $crate::games::AnyGame::Dragonchess($p) => $body,
            $crate::games::AnyGame::GrantAcedrex($p) => $body,
            $crate::games::AnyGame::Cheskers($p) => $body,
            $crate::games::AnyGame::Baroque($p) => $body,
        }
    };
}
pub(crate) use each_game;

/// Runs `$body` with the type alias `$G` naming the game called `$name`
/// (as the CLI spells it, any case), or gives [`unknown_game`]'s error.
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr) => {{
        use variant_core::Game as _;
        let name: &str = $name;
        let name = name.trim();
        if name.eq_ignore_ascii_case(dragonchess::Position::NAME) {
            type $G = dragonchess::Position;
            Ok($body)
        } else if name.eq_ignore_ascii_case(grant_acedrex::Position::NAME) {
            type $G = grant_acedrex::Position;
            Ok($body)
        } else if name.eq_ignore_ascii_case(cheskers::Position::NAME) {
            type $G = cheskers::Position;
            Ok($body)
        } else if name.eq_ignore_ascii_case(baroque_chess::Position::NAME) {
            type $G = baroque_chess::Position;
            Ok($body)
        } else {
            Err($crate::games::unknown_game(name))
        }
    }};
}
pub(crate) use with_game;

/// The error for a game name that is none of [`GAMES`], worded as the CLI's.
pub(crate) fn unknown_game(name: &str) -> PyErr {
    UnknownGameError::new_err(format!(
        "unknown game `{name}` (known: {})",
        GAMES.join(", ")
    ))
}

macro_rules! wrap {
    ($($G:ty => $variant:ident),* $(,)?) => {$(
        impl From<Played<$G>> for AnyGame {
            fn from(played: Played<$G>) -> AnyGame {
                AnyGame::$variant(played)
            }
        }
    )*};
}

wrap!(
    dragonchess::Position => Dragonchess,
    grant_acedrex::Position => GrantAcedrex,
    cheskers::Position => Cheskers,
    baroque_chess::Position => Baroque,
);
