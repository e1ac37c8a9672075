//! # variants-web
//!
//! The four games of the `chess-variants` workspace for the browser: one
//! WebAssembly API, made with `wasm-bindgen`, over the rules crates, the
//! SVG diagrams of `variant_core::svg` and the `variant-engine` search. The
//! static site in the repository's `web/` directory (built by
//! `web/build.sh`) is its user; the API takes and gives plain strings, and
//! JSON text where there is structure, so the page needs no bundler.
//!
//! * [`catalog`]: the games, their sides, rule options, presets and the
//!   legend of their pieces.
//! * [`Session`]: one game in progress: made from a game name, a preset,
//!   rule options and an optional position text, or from a PGN record; it
//!   plays moves by their text, undoes and redoes, draws the board as SVG
//!   with a clickable square over every square (`data-square` names it in
//!   the game's square text, Dragonchess's with its level: `2g8`), reports
//!   the position text, the legal moves with their squares and captures,
//!   the move list and the outcome ([`Session::state`]), writes the game as
//!   PGN and asks the engine for a move or an analysis (depth, score,
//!   principal variation, reported as each iteration completes).
//!
//! The engine runs in the caller's thread: the page calls it from a Web
//! Worker. There is no clock on `wasm32-unknown-unknown`, so every level is
//! a node budget (levels 2 to 7 as `variant_engine::Level` caps them, level
//! 1, the baseline, at 2 000 nodes); the unbounded level 8 is not offered.
//!
//! The same API runs on the host, where this crate's tests exercise it.
//!
//! ```
//! use variants_web::Session;
//! // Cheskers: Black moves first.
//! let mut game = Session::new("cheskers", "", "", "")?;
//! let text = game.play("b6-a5")?;
//! assert_eq!(text, "b6-a5");
//! assert!(game.state().contains(r#""history":["b6-a5"]"#));
//! assert!(game.undo());
//! assert!(game.redo());
//! # Ok::<(), String>(())
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod catalog;
mod json;
mod session;
mod web_game;

pub use web_game::{MoveSquares, WebGame};

use session::GameSession;
use variant_core::svg::SvgStyle;
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

#[wasm_bindgen]
extern "C" {
    /// A JavaScript function of one string, which [`Session::analyse`]
    /// calls with each iteration of the search.
    pub type Progress;

    /// `Function.prototype.call`: the function called with `info`.
    #[wasm_bindgen(method, js_name = call)]
    fn call_with(this: &Progress, this_arg: &JsValue, info: &str);
}

/// The games, their sides, rule options, presets and pieces, as JSON (see
/// the crate docs; the fields are described at the functions that write
/// them).
#[wasm_bindgen]
pub fn catalog() -> String {
    catalog::catalog_json()
}

/// A game in progress, of any of the four games.
#[wasm_bindgen]
pub struct Session {
    game: AnyGame,
}

impl core::fmt::Debug for Session {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.game())
            .field("position", &self.position())
            .finish_non_exhaustive()
    }
}

enum AnyGame {
    Dragonchess(GameSession<dragonchess::Position>),
    GrantAcedrex(GameSession<grant_acedrex::Position>),
    Cheskers(GameSession<cheskers::Position>),
    Baroque(GameSession<baroque_chess::Position>),
}

/// Runs `$body` with `$s` bound to the session of whichever game it is.
macro_rules! each_game {
    ($game:expr, $s:ident => $body:expr) => {
        match $game {
            AnyGame::Dragonchess($s) => $body,
            AnyGame::GrantAcedrex($s) => $body,
            AnyGame::Cheskers($s) => $body,
            AnyGame::Baroque($s) => $body,
        }
    };
}

/// Builds the session of the game named `$name` with `$make`, a path to a
/// constructor of `GameSession` given the game's type.
macro_rules! make_game {
    ($name:expr, $G:ident => $make:expr) => {{
        use variant_core::Game;
        match $name {
            n if n == dragonchess::Position::NAME => {
                type $G = dragonchess::Position;
                $make.map(AnyGame::Dragonchess)
            }
            n if n == grant_acedrex::Position::NAME => {
                type $G = grant_acedrex::Position;
                $make.map(AnyGame::GrantAcedrex)
            }
            n if n == cheskers::Position::NAME => {
                type $G = cheskers::Position;
                $make.map(AnyGame::Cheskers)
            }
            n if n == baroque_chess::Position::NAME => {
                type $G = baroque_chess::Position;
                $make.map(AnyGame::Baroque)
            }
            other => Err(format!(
                "unknown game `{other}` (known: dragonchess, grant-acedrex, cheskers, baroque)"
            )),
        }
    }};
}

#[wasm_bindgen]
impl Session {
    /// A game of `game` (`dragonchess`, `grant-acedrex`, `cheskers`,
    /// `baroque`) under the rules of `preset` (empty for the default) with
    /// the `KEY=VALUE` options of `rules` (separated by spaces), from the
    /// position text `position` (empty for the start position).
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, preset: &str, rules: &str, position: &str) -> Result<Session, String> {
        let game = make_game!(game.trim(), G => GameSession::<G>::new(preset, rules, position))?;
        Ok(Session { game })
    }

    /// The game of the PGN record `pgn`: the game its `Variant` tag names,
    /// or `game` when it has none; its start position, rules and main line.
    pub fn from_pgn(game: &str, pgn: &str) -> Result<Session, String> {
        let name = variant_tag(pgn).unwrap_or_else(|| game.trim().to_string());
        let game = make_game!(name.as_str(), G => GameSession::<G>::from_pgn(pgn))?;
        Ok(Session { game })
    }

    /// The game's name, as the CLI spells it.
    pub fn game(&self) -> String {
        match &self.game {
            AnyGame::Dragonchess(_) => "dragonchess",
            AnyGame::GrantAcedrex(_) => "grant-acedrex",
            AnyGame::Cheskers(_) => "cheskers",
            AnyGame::Baroque(_) => "baroque",
        }
        .to_string()
    }

    /// The position text of the current position (what `variants show`
    /// prints and `--fen` reads).
    pub fn position(&self) -> String {
        each_game!(&self.game, s => s.position_text())
    }

    /// `ongoing`, `draw: REASON` or `SIDE wins: REASON`.
    pub fn outcome(&self) -> String {
        each_game!(&self.game, s => s.outcome_text())
    }

    /// Everything the page shows but the board, as JSON: `position`,
    /// `outcome`, `side`, `check`, `legal` (each move's `text`, `from`, `to`,
    /// `captures` and `captured`), `history`, `redo`, `last`, `rules`,
    /// `frozen`, `preset`, `preset_rules`, `start`, `first`, `numbers` (the
    /// game record's move number before each move of `history`: `12.` or
    /// `12...`), `movers` (who played each) and `checked` (the square of the
    /// king in check, or `null`).
    pub fn state(&self) -> String {
        each_game!(&self.game, s => s.state_json())
    }

    /// The board as an SVG document, with a `rect.sq[data-square]` over
    /// every square in play: levels side by side, from the first side, with
    /// the pieces' letters.
    pub fn svg(&self) -> String {
        each_game!(&self.game, s => s.svg(SvgStyle::default()))
    }

    /// The board as [`svg`](Session::svg) draws it, with the levels
    /// `stacked` one above the other or side by side, `flipped` (seen from
    /// the second side) or not, and with or without the pieces' `letters`.
    pub fn board(&self, stacked: bool, flipped: bool, letters: bool) -> String {
        let style = SvgStyle {
            stacked,
            flipped,
            letters,
        };
        each_game!(&self.game, s => s.svg(style))
    }

    /// Plays the move `text` and returns its canonical text; moves undone
    /// before are forgotten.
    pub fn play(&mut self, text: &str) -> Result<String, String> {
        each_game!(&mut self.game, s => s.play(text))
    }

    /// Takes back a move; false at the start.
    pub fn undo(&mut self) -> bool {
        each_game!(&mut self.game, s => s.undo())
    }

    /// Replays a move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        each_game!(&mut self.game, s => s.redo())
    }

    /// The game so far as a PGN record.
    pub fn pgn(&self) -> String {
        each_game!(&self.game, s => s.pgn())
    }

    /// The engine's move at `level` (1 to 7), as move text, not played.
    pub fn engine_move(&mut self, level: u8) -> Result<String, String> {
        each_game!(&mut self.game, s => s.engine_move(level))
    }

    /// The engine's analysis of the current position at `level` (1 to 7),
    /// as JSON: `best` (the best move's text) and `info` (the last
    /// iteration: `depth`, `nodes`, `score`, `white_cp`, `pv` and `best`,
    /// the squares of the best move). `progress`, when given, is called
    /// with the JSON of every iteration as it completes.
    pub fn analyse(&mut self, level: u8, progress: Option<Progress>) -> Result<String, String> {
        let report = |info: &str| {
            if let Some(progress) = &progress {
                progress.call_with(&JsValue::NULL, info);
            }
        };
        let analysis = each_game!(&mut self.game, s => s.analyse(level, report))?;
        Ok(json::object([
            ("best", json::string(&analysis.best)),
            ("info", analysis.info),
        ]))
    }
}

/// The value of the first `[Variant "..."]` tag of `pgn`, if it has one.
fn variant_tag(pgn: &str) -> Option<String> {
    let mut reader = variant_core::record::Reader::new(pgn.as_bytes());
    let raw = reader.next_game()?.ok()?;
    raw.find_tag("Variant").map(|tag| tag.value().to_string())
}
