//! One game in progress, generic over the game: the positions played, undo
//! and redo, the page's view of the position, game records and the engine.

use crate::board::{board_svg, piece_letter};
use crate::json;
use crate::web_game::{MoveSquares, WebGame};
use std::sync::atomic::AtomicBool;
use variant_core::record::Record;
use variant_core::svg::SvgStyle;
use variant_core::{Color, Game, RuleSet};
use variant_engine::{Engine, Level, Limits, Options, Score};

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

    /// The start's position text, or nothing when the game starts from the
    /// start position of its rules.
    fn start_text(&self) -> String {
        let start = self.positions[0].to_string();
        if start == G::start(self.positions[0].rules().clone()).to_string() {
            String::new()
        } else {
            start
        }
    }

    /// The canonical texts of the moves in effect, in order.
    fn history(&self) -> Vec<String> {
        (0..self.cursor)
            .map(|i| self.positions[i].format_move(&self.moves[i]))
            .collect()
    }

    /// The move number the game record writes before each move in effect,
    /// as the record writes it: `N.` before a move of the side that moves
    /// first in the game, `N...` before the other side's, `N` being the
    /// fullmove number of the position the move is played in (so a game
    /// from a position text counts on from its number).
    fn move_numbers(&self) -> Vec<String> {
        let first_mover = G::start(self.positions[0].rules().clone()).side_to_move();
        self.positions[..self.cursor]
            .iter()
            .map(|position| {
                let dots = if position.side_to_move() == first_mover {
                    "."
                } else {
                    "..."
                };
                format!("{}{dots}", position.fullmove_number())
            })
            .collect()
    }

    /// What the page shows, as JSON: `position`, `outcome`, `side` (to
    /// move), `check`, `legal` (each move's `text`, `from`, `to`,
    /// `captures` squares and the `captured` pieces' letters), `history` (the moves in effect), `redo` (how many can be
    /// redone), `last` (the last move in effect, like a legal move, or
    /// `null`), `rules` (the options that differ from the default),
    /// `frozen` (the squares of the pieces that cannot move), `preset` (the
    /// preset nearest the rules, empty for the default) and `preset_rules`
    /// (the options that differ from it), `start` (the start's position
    /// text, empty for the rules' start position), `first` (the side
    /// that moved first), `numbers` (the record's move number before each
    /// move of `history`, `12.` or `12...`), `movers` (the side that played
    /// each move of `history`) and `checked` (the square of the king in
    /// check, or `null`).
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
        let (preset, preset_rules) = closest_preset(position.rules());
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
            ("preset", json::string(preset)),
            ("preset_rules", json::string(&preset_rules.join(" "))),
            ("start", json::string(&self.start_text())),
            (
                "first",
                json::string(G::side_name(self.positions[0].side_to_move())),
            ),
            ("numbers", json::strings(self.move_numbers())),
            (
                "movers",
                json::strings(
                    self.positions[..self.cursor]
                        .iter()
                        .map(|p| G::side_name(p.side_to_move())),
                ),
            ),
            (
                "checked",
                position
                    .checked_king()
                    .map_or_else(|| "null".to_string(), |sq| json::string(&sq)),
            ),
        ])
    }

    /// The diagram of the position in `style`, with clickable squares.
    pub(crate) fn svg(&self, style: SvgStyle) -> String {
        board_svg(self.current(), style)
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
        let report = self.analyse(level, |_| {})?;
        Ok(report.best)
    }

    /// The engine's analysis of the current position at `level` (1 to 7,
    /// each bounded by nodes as `variants analyse --level` caps them):
    /// `on_info` gets the JSON of every completed iteration (see
    /// [`info_json`]); the answer holds the best move's text and the last
    /// iteration's JSON.
    pub(crate) fn analyse(
        &mut self,
        level: u8,
        mut on_info: impl FnMut(&str),
    ) -> Result<Analysis, String> {
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
            .map(Game::repetition_key)
            .collect();
        let mut last = String::new();
        let result = engine.search(
            position,
            &history,
            Limits::nodes(nodes),
            &AtomicBool::new(false),
            |info| {
                last = info_json(position, info.depth, info.score, info.nodes, &info.pv);
                on_info(&last);
            },
        );
        let best = result
            .best_move
            .ok_or_else(|| format!("no move: {}", self.outcome_text()))?;
        if last.is_empty() {
            last = info_json(
                position,
                result.depth,
                result.score,
                result.nodes,
                &result.pv,
            );
        }
        Ok(Analysis {
            best: position.format_move(&best),
            info: last,
        })
    }
}

/// What [`GameSession::analyse`] found.
pub(crate) struct Analysis {
    /// The best move's text.
    pub(crate) best: String,
    /// The last iteration, as [`info_json`] writes it.
    pub(crate) info: String,
}

/// One iteration of the search as JSON: `depth`, `nodes`, `score` (`cp N`
/// or `mate N` for the side to move, as `variants analyse` prints it),
/// `white_cp` (the evaluation from the first side's point of view in
/// hundredths of a pawn, mates as ±100 000), `pv` (the moves' texts) and
/// `best` (the squares of its first move, like a legal move's, or `null`).
pub(crate) fn info_json<G: WebGame>(
    position: &G,
    depth: u32,
    score: Score,
    nodes: u64,
    pv: &[G::Move],
) -> String {
    let for_mover = match score.mate_plies() {
        Some(plies) if plies > 0 => 100_000,
        Some(_) => -100_000,
        None => score.centipawn_value().unwrap_or(0),
    };
    let white_cp = if position.side_to_move() == Color::White {
        for_mover
    } else {
        -for_mover
    };
    let mut texts = Vec::with_capacity(pv.len());
    let mut walk = position.clone();
    for mv in pv {
        texts.push(walk.format_move(mv));
        walk.play_unchecked(mv);
    }
    let best = pv.first().map_or_else(
        || "null".to_string(),
        |mv| move_json(position, &texts[0], &position.move_squares(mv)),
    );
    json::object([
        ("depth", depth.to_string()),
        ("nodes", nodes.to_string()),
        ("score", json::string(&score.to_string())),
        ("white_cp", white_cp.to_string()),
        ("pv", json::strings(texts)),
        ("best", best),
    ])
}

/// The preset nearest to `rules` (the fewest options differ; the first,
/// the default, on a tie) as the page's preset selector names it (empty for
/// the first), and the `KEY=VALUE` options that `rules` changes from it.
fn closest_preset<R: RuleSet>(rules: &R) -> (&'static str, Vec<String>) {
    let differences = |preset: &R| -> Vec<String> {
        R::option_names()
            .into_iter()
            .filter_map(|key| {
                let value = rules.option_value(key)?;
                (preset.option_value(key).as_deref() != Some(value.as_str()))
                    .then(|| format!("{key}={value}"))
            })
            .collect()
    };
    let mut best: Option<(usize, Vec<String>)> = None;
    for (i, preset) in R::presets().iter().enumerate() {
        let changed = differences(&(preset.rules)());
        if best
            .as_ref()
            .is_none_or(|(_, fewest)| changed.len() < fewest.len())
        {
            best = Some((i, changed));
        }
    }
    match best {
        Some((i, changed)) => (if i == 0 { "" } else { R::presets()[i].name }, changed),
        None => ("", differences(&R::default())),
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
