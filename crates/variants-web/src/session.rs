//! One game in progress, generic over the game: the positions played, undo
//! and redo, the page's view of the position, game records and the engine.

use crate::board::{board_svg, piece_letter};
use crate::json;
use crate::web_game::{MoveSquares, WebGame};
use std::sync::atomic::AtomicBool;
use variant_core::record::Record;
use variant_core::{Color, Game, RuleSet};
use variant_engine::{Engine, Level, Limits, Options};

/// The nodes a search at level 1 (the baseline, which has no cap of its
/// own) may visit: about what level 2 gets. The browser has no clock for the
/// engine to read, so every level is bounded by nodes.
const BASELINE_NODES: u64 = 2_000;

/// The engine's table in the browser, in mebibytes.
const HASH_MB: usize = 8;

/// A game in progress: the start, the moves played (and undone ones, until
/// a new move replaces them), and the engine, made on first use.
pub(crate) struct GameSession<G: WebGame> {
    /// `positions[0]` is the start; `positions[i]` follows `moves[..i]`.
    positions: Vec<G>,
    moves: Vec<G::Move>,
    /// How many of `moves` are in effect (the rest can be redone).
    cursor: usize,
    engine: Option<Engine<G>>,
}

impl<G: WebGame> GameSession<G> {
    /// A game from `position` (position text; empty for the start position)
    /// under the `preset` (empty for the default rules) changed by `rules`
    /// (`KEY=VALUE` pairs separated by spaces, as the CLI's `--rule`).
    pub(crate) fn new(preset: &str, rules: &str, position: &str) -> Result<Self, String> {
        let rules = parse_rules::<G>(preset, rules)?;
        let start = if position.trim().is_empty() {
            G::start(rules)
        } else {
            G::from_text(position.trim(), rules).map_err(|e| e.to_string())?
        };
        Ok(GameSession::from_start(start, Vec::new()))
    }

    /// The main line of the game record `pgn` (PGN; one game of `G`).
    pub(crate) fn from_pgn(pgn: &str) -> Result<Self, String> {
        let record = Record::<G>::parse(pgn).map_err(|e| e.to_string())?;
        Ok(GameSession::from_start(
            record.start().clone(),
            record.moves().cloned().collect(),
        ))
    }

    /// `moves`, each legal where it is played, from `start`.
    fn from_start(start: G, moves: Vec<G::Move>) -> Self {
        let mut positions = vec![start];
        for mv in &moves {
            let mut next = positions[positions.len() - 1].clone();
            next.play_unchecked(mv);
            positions.push(next);
        }
        GameSession {
            cursor: moves.len(),
            positions,
            moves,
            engine: None,
        }
    }

    fn current(&self) -> &G {
        &self.positions[self.cursor]
    }

    /// Plays `text` (any move text the game reads) and gives its canonical
    /// text; moves that had been undone are forgotten.
    pub(crate) fn play(&mut self, text: &str) -> Result<String, String> {
        let mut next = self.current().clone();
        let mv = next.parse_move(text).map_err(|e| e.to_string())?;
        let canonical = next.format_move(&mv);
        next.play(&mv).map_err(|e| e.to_string())?;
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.positions.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(canonical)
    }

    /// Takes back the last move in effect; false at the start.
    pub(crate) fn undo(&mut self) -> bool {
        let can = self.cursor > 0;
        self.cursor -= usize::from(can);
        can
    }

    /// Plays again the last move taken back; false when there is none.
    pub(crate) fn redo(&mut self) -> bool {
        let can = self.cursor < self.moves.len();
        self.cursor += usize::from(can);
        can
    }

    /// The position text.
    pub(crate) fn position_text(&self) -> String {
        self.current().to_string()
    }

    /// `ongoing`, `draw: REASON` or `SIDE wins: REASON`, as the CLI's
    /// `outcome` prints it.
    pub(crate) fn outcome_text(&self) -> String {
        match self.current().outcome() {
            Some(outcome) => outcome.describe(G::side_name),
            None => "ongoing".to_string(),
        }
    }

    /// The canonical texts of the moves in effect, in order.
    fn history(&self) -> Vec<String> {
        (0..self.cursor)
            .map(|i| self.positions[i].format_move(&self.moves[i]))
            .collect()
    }

    /// What the page shows, as JSON: `position`, `outcome`, `side` (to
    /// move), `check`, `legal` (each move's `text`, `from`, `to`,
    /// `captures` squares and the `captured` pieces' letters), `history` (the moves in effect), `redo` (how many can be
    /// redone), `last` (the last move in effect, like a legal move, or
    /// `null`), `rules` (the options that differ from the default) and
    /// `frozen` (the squares of the pieces that cannot move).
    pub(crate) fn state_json(&self) -> String {
        let position = self.current();
        let legal = position
            .legal_move_vec()
            .iter()
            .map(|mv| {
                move_json(
                    position,
                    &position.format_move(mv),
                    &position.move_squares(mv),
                )
            })
            .collect::<Vec<_>>();
        let last = match self.cursor.checked_sub(1) {
            Some(i) => {
                let before = &self.positions[i];
                let mv = &self.moves[i];
                move_json(before, &before.format_move(mv), &before.move_squares(mv))
            }
            None => "null".to_string(),
        };
        let rules: Vec<String> = position
            .rules()
            .non_default_options()
            .into_iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        json::object([
            ("position", json::string(&position.to_string())),
            ("outcome", json::string(&self.outcome_text())),
            ("side", json::string(G::side_name(position.side_to_move()))),
            ("check", position.is_check().to_string()),
            ("legal", json::list(legal)),
            ("history", json::strings(self.history())),
            ("redo", (self.moves.len() - self.cursor).to_string()),
            ("last", last),
            ("rules", json::string(&rules.join(" "))),
            ("frozen", json::strings(position.frozen_squares())),
        ])
    }

    /// The diagram of the position with clickable squares.
    pub(crate) fn svg(&self) -> String {
        board_svg(self.current())
    }

    /// The game so far (the moves in effect) as a PGN record, with its
    /// start position and rules.
    pub(crate) fn pgn(&self) -> String {
        let start = self.positions[0].clone();
        // Every move was legal where it was played, so this cannot fail.
        Record::from_moves(start, self.moves[..self.cursor].iter().cloned())
            .map(|mut record| {
                let _ = record.tags_mut().set("Site", "variants web");
                record.write()
            })
            .unwrap_or_default()
    }

    /// The engine's move at `level` (1 to 7) in the current position, as
    /// move text; the move is not played.
    pub(crate) fn engine_move(&mut self, level: u8) -> Result<String, String> {
        let level = Level::new(level)
            .filter(|l| l.node_cap().is_some() || l.is_baseline())
            .ok_or_else(|| format!("no engine level {level}: the page offers 1 to 7"))?;
        let nodes = level.node_cap().unwrap_or(BASELINE_NODES);
        let engine = self.engine.get_or_insert_with(|| {
            Engine::new(Options {
                hash_mb: HASH_MB,
                ..Options::default()
            })
        });
        engine.set_level(level);
        let position = &self.positions[self.cursor];
        // The positions since the last irreversible move, for repetitions.
        let back = (position.halfmove_clock() as usize).min(self.cursor);
        let history: Vec<u64> = self.positions[self.cursor - back..self.cursor]
            .iter()
            .map(Game::zobrist)
            .collect();
        let result = engine.search(
            position,
            &history,
            Limits::nodes(nodes),
            &AtomicBool::new(false),
            |_| {},
        );
        result
            .best_move
            .map(|mv| position.format_move(&mv))
            .ok_or_else(|| format!("no move: {}", self.outcome_text()))
    }
}

/// The rules of `preset` (empty: the default) changed by the `KEY=VALUE`
/// pairs of `pairs`.
fn parse_rules<G: Game>(preset: &str, pairs: &str) -> Result<G::Rules, String> {
    let mut rules = if preset.trim().is_empty() {
        G::Rules::default()
    } else {
        G::Rules::preset(preset.trim()).map_err(|e| e.to_string())?
    };
    for pair in pairs.split_whitespace() {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("bad rule option `{pair}`: expected KEY=VALUE"))?;
        rules.set_option(key, value).map_err(|e| e.to_string())?;
    }
    Ok(rules)
}

/// A move of `position` as JSON: its `text`, `from` and `to` squares, the
/// `captures` squares and the letters of the `captured` pieces on them.
fn move_json<G: WebGame>(position: &G, text: &str, squares: &MoveSquares) -> String {
    let captured = squares
        .captures
        .iter()
        .map(|sq| piece_letter(position, sq).map_or_else(String::new, String::from));
    json::object([
        ("text", json::string(text)),
        ("from", json::string(&squares.from)),
        ("to", json::string(&squares.to)),
        ("captures", json::strings(&squares.captures)),
        ("captured", json::strings(captured)),
    ])
}

/// The names of the two sides, capitalised, White's first.
pub(crate) fn side_names<G: Game>() -> [String; 2] {
    [Color::White, Color::Black].map(|c| {
        let name = G::side_name(c);
        let mut chars = name.chars();
        chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().collect::<String>() + chars.as_str()
        })
    })
}
