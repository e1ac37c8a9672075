//! Generic conformance checks for any [`Game`] (feature `testkit`).
//!
//! A game crate runs these on its own positions, usually from proptest:
//!
//! ```ignore
//! use proptest::prelude::*;
//! use variant_core::testkit;
//! proptest! {
//!     #[test]
//!     fn invariants_hold(seed in any::<u64>(), plies in 0usize..60) {
//!         let start = my_game::Position::default();
//!         testkit::check_playout(&start, seed, plies).map_err(TestCaseError::fail)?;
//!     }
//! }
//! ```
//!
//! Every check returns `Err(description)` on the first violation, naming the
//! position and the move involved.

mod move_texts;
mod perft_command;

pub use move_texts::{legal_move_texts, sorted_texts};
pub use perft_command::{perft_command, perft_main, PERFT_USAGE};

use crate::{
    random_playout, BoardGame, Color, Game, MoveErrorKind, MoveNotation, Outcome, ParseMoveError,
    Rng,
};

/// Everything a position shows through the [`Game`] trait and its
/// formatting, short of generating moves: two positions that must be the
/// same game state *and* the same value (after a refused `play`, or `play`
/// against `play_unchecked`) must agree on all of it. (No `unsafe` is
/// allowed, so "byte for byte" is checked through every observable instead;
/// [`check_rejects`] also compares the move lists and what they lead to.)
#[derive(Debug, PartialEq)]
struct Observed<G: Game> {
    /// `Display`: the position text, counters included.
    text: String,
    /// `Debug`, which in some games shows every field.
    debug: String,
    /// The setup's `Debug` (every plain-data field, rights lists as stored).
    setup: String,
    zobrist: u64,
    recomputed: u64,
    outcome: Option<Outcome>,
    side: Color,
    halfmove: u32,
    fullmove: u32,
    check: bool,
    rules: G::Rules,
}

impl<G: Game> Observed<G> {
    fn of(position: &G) -> Observed<G> {
        Observed {
            text: position.to_string(),
            debug: format!("{position:?}"),
            setup: format!("{:?}", position.to_setup()),
            zobrist: position.zobrist(),
            recomputed: position.recompute_zobrist(),
            outcome: position.outcome(),
            side: position.side_to_move(),
            halfmove: position.halfmove_clock(),
            fullmove: position.fullmove_number(),
            check: position.is_check(),
            rules: position.rules().clone(),
        }
    }

    /// The first observable in which `self` and `other` differ, by name.
    fn first_difference(&self, other: &Observed<G>) -> Option<&'static str> {
        [
            (self.text != other.text, "text"),
            (self.debug != other.debug, "Debug"),
            (self.setup != other.setup, "setup"),
            (self.zobrist != other.zobrist, "zobrist"),
            (self.recomputed != other.recomputed, "recomputed zobrist"),
            (self.outcome != other.outcome, "outcome"),
            (self.side != other.side, "side to move"),
            (self.halfmove != other.halfmove, "halfmove clock"),
            (self.fullmove != other.fullmove, "fullmove number"),
            (self.check != other.check, "is_check"),
            (self.rules != other.rules, "rules"),
        ]
        .into_iter()
        .find_map(|(differs, name)| differs.then_some(name))
    }
}

/// Each child's zobrist key (all that `Eq` compares), counters (what its
/// text adds) and outcome, in generation order.
type Children = Vec<(u64, crate::MoveCounters, Option<Outcome>)>;

/// What the game looks like from a position and one ply on: the legal moves
/// in generation order, and each one's resulting state and outcome. Two
/// positions with the same [`Observed`] but different hidden state (a
/// repetition history that a refused move extended, say) can differ here.
/// (Keys, not texts: formatting every child made the fuzz targets slow.)
/// The children are those of `coverage`'s spread of the moves.
fn lookahead<G: Game>(position: &G, coverage: Coverage) -> (Vec<G::Move>, Children) {
    let moves = position.legal_move_vec();
    let children = coverage
        .spread(&moves)
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            (child.zobrist(), child.counters(), child.outcome())
        })
        .collect();
    (moves, children)
}

/// How many of a position's legal moves the costly per-move checks cover
/// (playing each through `play` and `play_unchecked` and comparing every
/// observable, formatting and parsing the child, looking one ply on): every
/// one in the tests, an even spread of a few in the fuzz bodies, whose
/// inputs are many and short-lived (see [`FUZZ_FULL_MOVES`]). The cheap
/// checks (listed, `is_legal`, distinct text that parses back) cover every
/// move either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Coverage {
    /// The most legal moves the costly checks take.
    at_most: usize,
    /// The most candidate moves [`check_rejects`] tries (each refusal works
    /// out its reason, which in some games means generating moves).
    candidates: usize,
}

impl Coverage {
    /// Every move.
    const EVERY: Coverage = Coverage {
        at_most: usize::MAX,
        candidates: usize::MAX,
    };
    /// The fuzz bodies' spread.
    const FUZZ: Coverage = Coverage {
        at_most: FUZZ_FULL_MOVES,
        candidates: 2 * FUZZ_FULL_MOVES,
    };

    /// The moves the costly checks take: every one when there are at most
    /// `at_most`, otherwise `at_most` of them evenly spread from the first,
    /// and the last one (generation order puts a piece's moves together, so
    /// the ends differ most).
    fn spread<'a, M>(self, moves: &'a [M]) -> impl Iterator<Item = &'a M> + 'a {
        spread(moves, self.at_most)
    }
}

/// At most `at_most` of `items` (and the last), evenly spread from the
/// first; every one when there are no more.
fn spread<M>(items: &[M], at_most: usize) -> impl Iterator<Item = &M> + '_ {
    let step = items.len().div_ceil(at_most.max(1)).max(1);
    let last = items.len().saturating_sub(1);
    items
        .iter()
        .enumerate()
        .filter(move |(i, _)| i % step == 0 || *i == last)
        .map(|(_, item)| item)
}

/// How many listed moves of each position the fuzz bodies play and compare
/// in every observable ([`fuzz_play`]'s last position, [`fuzz_position`]'s
/// and [`fuzz_position_text`]'s positions, refusals' look-ahead): an even
/// spread of this many and the last; [`check_rejects`] there tries a spread
/// of twice as many candidates. Every move gets the cheap checks. Checking
/// all of them made the play and setup targets run a few dozen inputs a
/// second.
pub const FUZZ_FULL_MOVES: usize = 8;

/// `Err` naming the first observable in which `a` and `b` differ (also `==`).
fn same_observables<G: Game>(a: &G, b: &G, what: impl Fn() -> String) -> Result<(), String> {
    if a != b {
        return Err(format!("{}: the positions are not ==", what()));
    }
    match Observed::of(a).first_difference(&Observed::of(b)) {
        None => Ok(()),
        Some(field) => Err(format!("{}: {field} differs", what())),
    }
}

/// Checks [`Game::has_legal_move`] (a game's own early exit, when it has
/// one) against `listed`, the number of moves the generator lists.
fn check_has_legal_move<G: Game>(position: &G, listed: usize) -> Result<(), String> {
    if position.has_legal_move() == (listed > 0) {
        Ok(())
    } else {
        Err(format!(
            "has_legal_move says {} but {listed} moves are listed in `{position}`",
            position.has_legal_move()
        ))
    }
}

/// Checks one position against itself and against its text and setup:
///
/// * the incremental hash equals its recomputation;
/// * the position text and the [`Setup`](Game::Setup) round-trip (text →
///   setup → position gives an equal position with the same text and hash);
/// * the outcome agrees with the move list, `count_legal_moves` (which
///   games implement on their own) with its length, and `has_legal_move`
///   with its being empty;
/// * [`is_legal`](Game::is_legal) (each game's own implementation, not a
///   search of the list) accepts every listed move;
/// * [`noisy_moves`](Game::noisy_moves) is the listed moves that
///   [`is_noisy`](Game::is_noisy) calls noisy, in order;
/// * every listed move has distinct text that parses back to it; `play`
///   accepts it and leaves a position equal in every observable to the one
///   `play_unchecked` leaves (`==`, text with counters, `Debug`, setup, hash,
///   outcome, check); the child's incremental hash is right and the child's
///   text parses.
pub fn check_position<G: Game>(position: &G) -> Result<(), String> {
    check_position_covering(position, Coverage::EVERY)
}

/// [`check_position`] with the costly per-move checks on `coverage`'s moves.
fn check_position_covering<G: Game>(position: &G, coverage: Coverage) -> Result<(), String> {
    let text = position.to_string();
    if position.zobrist() != position.recompute_zobrist() {
        return Err(format!(
            "incremental hash differs from recomputed hash in `{text}`"
        ));
    }
    let reparsed = G::from_text(&text, position.rules().clone())
        .map_err(|e| format!("position text `{text}` does not parse back: {e}"))?;
    // Position text holds no repetition history, so the parsed position
    // equals this one only where the history is not read: compare what the
    // text says (placement, side, rights, counters) and that two parses of
    // it are equal.
    if reparsed.repetition_key() != position.repetition_key() {
        return Err(format!(
            "position text `{text}` parses to a different placement key"
        ));
    }
    if G::from_text(&text, position.rules().clone()).ok().as_ref() != Some(&reparsed) {
        return Err(format!("two parses of `{text}` are not equal"));
    }
    if reparsed.to_string() != text {
        return Err(format!(
            "position text `{text}` formats back as `{reparsed}`"
        ));
    }
    if reparsed.zobrist() != reparsed.recompute_zobrist() {
        return Err(format!("position text `{text}` parses to a wrong hash"));
    }
    let setup = position.to_setup();
    if setup.to_string() != text {
        return Err(format!("the setup of `{text}` formats as `{setup}`"));
    }
    match G::from_setup(setup, position.rules().clone()) {
        Ok(p) if p == reparsed && p.to_string() == text => {}
        Ok(p) => return Err(format!("the setup of `{text}` builds `{p}`")),
        Err(e) => return Err(format!("the setup of `{text}` is refused: {e}")),
    }
    let moves = position.legal_move_vec();
    match (position.outcome(), moves.is_empty()) {
        (Some(o), false) => {
            return Err(format!(
                "`{text}` is decided ({o:?}) but has {} legal moves",
                moves.len()
            ))
        }
        (None, true) => return Err(format!("`{text}` has no legal move but no outcome")),
        _ => {}
    }
    if position.count_legal_moves() != moves.len() {
        return Err(format!(
            "count_legal_moves says {} but {} moves are listed in `{text}`",
            position.count_legal_moves(),
            moves.len()
        ));
    }
    check_has_legal_move(position, moves.len())?;
    let mut list = G::MoveList::default();
    position.legal_moves(&mut list);
    if list.as_ref() != moves.as_slice() {
        return Err(format!("legal_moves and legal_move_vec differ in `{text}`"));
    }
    position.noisy_moves(&mut list);
    let noisy: Vec<&G::Move> = moves.iter().filter(|m| position.is_noisy(m)).collect();
    if list.as_ref().iter().collect::<Vec<_>>() != noisy {
        return Err(format!(
            "noisy_moves lists {} moves, is_noisy calls {} of the legal moves noisy, in `{text}`",
            list.as_ref().len(),
            noisy.len()
        ));
    }
    let mut texts = std::collections::HashSet::new();
    for mv in &moves {
        let mv_text = position.format_move(mv);
        if !position.is_legal(mv) {
            return Err(format!(
                "is_legal refuses the listed move `{mv_text}` in `{text}`"
            ));
        }
        if !texts.insert(mv_text.clone()) {
            return Err(format!(
                "two legal moves share the text `{mv_text}` in `{text}`"
            ));
        }
        match position.parse_move(&mv_text) {
            Ok(parsed) if &parsed == mv => {}
            Ok(parsed) => {
                return Err(format!(
                "move text `{mv_text}` parses to another move ({parsed:?}, not {mv:?}) in `{text}`"
            ))
            }
            Err(e) => {
                return Err(format!(
                    "move text `{mv_text}` does not parse in `{text}`: {e}"
                ))
            }
        }
    }
    for mv in coverage.spread(&moves) {
        let mv_text = position.format_move(mv);
        let mut played = position.clone();
        played
            .play(mv)
            .map_err(|e| format!("play refuses listed move `{mv_text}` in `{text}`: {e}"))?;
        let mut unchecked = position.clone();
        unchecked.play_unchecked(mv);
        same_observables(&played, &unchecked, || {
            format!("play and play_unchecked of `{mv_text}` in `{text}`")
        })?;
        if played.zobrist() != played.recompute_zobrist() {
            return Err(format!("hash goes wrong after `{mv_text}` in `{text}`"));
        }
        let child_text = played.to_string();
        G::from_text(&child_text, position.rules().clone()).map_err(|e| {
            format!("after `{mv_text}` in `{text}` the text `{child_text}` does not parse: {e}")
        })?;
    }
    Ok(())
}

/// How many refused candidates per call [`check_rejects`] also compares by
/// their move lists and one ply on (every legal move played from the
/// original and from the refused copy): enough to catch hidden state a
/// refusal changed, cheap enough to run on every position.
const DEEP_REFUSALS: usize = 1;

/// How many refused candidates per call [`check_rejects`] compares in every
/// observable of [`Observed`] (`Debug` and the setup's `Debug` included);
/// the others are compared by `==`, text, hash and outcome.
const OBSERVED_REFUSALS: usize = 8;

/// Checks [`is_legal`](Game::is_legal) and `play` against the move list on
/// moves that may or may not be legal here (typically the moves of another,
/// nearby position): `is_legal` must be true exactly for the listed ones;
/// `play` must accept those (leaving what `play_unchecked` leaves) and refuse
/// every other one with a reason, leaving the position unchanged: equal by
/// `==`, text with counters, hash and outcome after every refusal; in every
/// observable (`Debug`, the setup's `Debug`, check, counters, rules too)
/// after the first few; and after the first one also in its move list and
/// what every legal move leads to (text and outcome one ply on, which shows
/// a repetition history that a refusal disturbed).
pub fn check_rejects<G: Game>(position: &G, candidates: &[G::Move]) -> Result<(), String> {
    check_rejects_covering(position, candidates, Coverage::EVERY)
}

/// [`check_rejects`] looking one ply on from `coverage`'s moves.
fn check_rejects_covering<G: Game>(
    position: &G,
    candidates: &[G::Move],
    coverage: Coverage,
) -> Result<(), String> {
    let legal: std::collections::HashSet<G::Move> = position.legal_move_vec().into_iter().collect();
    let text = position.to_string();
    let before = Observed::of(position);
    let mut before_lookahead = None;
    let mut refused = 0;
    for mv in spread(candidates, coverage.candidates) {
        let listed = legal.contains(mv);
        if position.is_legal(mv) != listed {
            return Err(format!(
                "is_legal says {} but the move list says {} for {mv:?} in `{text}`",
                !listed, listed
            ));
        }
        let mut copy = position.clone();
        let played = copy.play(mv);
        if listed {
            played.map_err(|e| format!("play refuses listed move {mv:?} in `{text}`: {e}"))?;
            // (check_position compares every observable of the two.)
            let mut unchecked = position.clone();
            unchecked.play_unchecked(mv);
            if copy != unchecked || copy.to_string() != unchecked.to_string() {
                return Err(format!(
                    "play and play_unchecked of {mv:?} differ in `{text}`"
                ));
            }
            continue;
        }
        match played {
            Ok(()) => return Err(format!("play accepts unlisted move {mv:?} in `{text}`")),
            Err(e) if e.reason().to_string().is_empty() => {
                return Err(format!("play refuses {mv:?} without a reason in `{text}`"))
            }
            Err(_) => {}
        }
        // The cheap observables for every refusal, all of them for the first
        // few (a refused move goes down one of a handful of paths).
        refused += 1;
        if &copy != position
            || copy.zobrist() != before.zobrist
            || copy.to_string() != before.text
            || copy.outcome() != before.outcome
        {
            return Err(format!(
                "a refused move {mv:?} changed the position `{text}`"
            ));
        }
        if refused <= OBSERVED_REFUSALS {
            if let Some(field) = before.first_difference(&Observed::of(&copy)) {
                return Err(format!(
                    "a refused move {mv:?} changed the {field} of `{text}`"
                ));
            }
        }
        if refused <= DEEP_REFUSALS {
            let want = before_lookahead.get_or_insert_with(|| lookahead(position, coverage));
            let got = lookahead(&copy, coverage);
            if got.0 != want.0 {
                return Err(format!(
                    "a refused move {mv:?} changed the legal move list of `{text}`"
                ));
            }
            if got.1 != want.1 {
                return Err(format!(
                    "after a refused move {mv:?} in `{text}` the legal moves lead elsewhere"
                ));
            }
        }
    }
    Ok(())
}

/// Moves of positions near `position` that are not its own: those of the
/// other side (one ply on, from the first legal move), which are never legal
/// here.
fn opponent_moves<G: Game>(position: &G, moves: &[G::Move]) -> Vec<G::Move> {
    let Some(first) = moves.first() else {
        return Vec::new();
    };
    let mut child = position.clone();
    child.play_unchecked(first);
    child.legal_move_vec()
}

/// Plays a seeded random game of up to `plies` moves from `start`, running
/// [`check_position`] on every position reached and [`check_rejects`] with
/// moves of nearby positions: the previous position's (mostly illegal now),
/// the one before it (the same side's, often legal again) and the other
/// side's one ply on (never legal here).
pub fn check_playout<G: Game>(start: &G, seed: u64, plies: usize) -> Result<(), String> {
    let mut rng = Rng::new(seed);
    checked_walk(start, plies, Coverage::EVERY, |n| rng.below(n))
}

/// The walk behind [`check_playout`] and [`fuzz_position`]: up to `plies`
/// moves from `start`, `choose(n)` picking one of the `n` legal moves (any
/// value; taken modulo `n`), every position checked, the costly per-move
/// checks on `coverage`'s moves.
fn checked_walk<G: Game>(
    start: &G,
    plies: usize,
    coverage: Coverage,
    mut choose: impl FnMut(usize) -> usize,
) -> Result<(), String> {
    let mut position = start.clone();
    let mut previous: Vec<G::Move> = Vec::new();
    let mut before_previous: Vec<G::Move> = Vec::new();
    for _ in 0..=plies {
        check_position_covering(&position, coverage)?;
        let moves = position.legal_move_vec();
        let mut candidates = previous.clone();
        candidates.extend(before_previous.iter().cloned());
        candidates.extend(opponent_moves(&position, &moves));
        check_rejects_covering(&position, &candidates, coverage)?;
        if moves.is_empty() {
            break;
        }
        let mv = moves[choose(moves.len()) % moves.len()];
        position.play_unchecked(&mv);
        before_previous = std::mem::replace(&mut previous, moves);
    }
    Ok(())
}

/// Checks a setup that may or may not be valid, as the fuzz targets that
/// build setups from bytes do: its text parses back to a setup with the same
/// text (or, where the text cannot say it, the setup is refused); [`from_setup`](Game::from_setup) and [`from_text`](Game::from_text)
/// on that text reach the same verdict (and an equal position, with the same
/// text); a refusal explains itself. Returns the position when the setup is
/// valid.
pub fn check_setup<G: Game>(setup: G::Setup, rules: G::Rules) -> Result<Option<G>, String> {
    let text = setup.to_string();
    let reparsed: G::Setup = match text.parse() {
        Ok(reparsed) => reparsed,
        // Text cannot say everything a setup can (a fullmove number 0, say);
        // such a setup must then be refused, with a reason.
        Err(e) => {
            return match G::from_setup(setup, rules) {
                Ok(_) => Err(format!(
                    "the setup `{text}` is valid but its text does not parse back: {e}"
                )),
                Err(refusal) if refusal.to_string().is_empty() => {
                    Err(format!("the setup `{text}` is refused without a reason"))
                }
                Err(_) => Ok(None),
            }
        }
    };
    if reparsed.to_string() != text {
        return Err(format!("setup text `{text}` formats back as `{reparsed}`"));
    }
    let from_text = G::from_text(&text, rules.clone());
    match (G::from_setup(setup, rules), from_text) {
        (Ok(p), Ok(q)) if p == q && p.to_string() == q.to_string() => Ok(Some(p)),
        (Ok(p), Ok(q)) => Err(format!(
            "the setup `{text}` builds `{p}` but its text builds `{q}`"
        )),
        (Ok(_), Err(e)) => Err(format!(
            "the setup `{text}` is valid but its text is refused: {e}"
        )),
        (Err(e), Ok(_)) => Err(format!(
            "the setup `{text}` is refused ({e}) but its text is accepted"
        )),
        (Err(e), Err(_)) if e.to_string().is_empty() => {
            Err(format!("the setup `{text}` is refused without a reason"))
        }
        (Err(_), Err(_)) => Ok(None),
    }
}

/// The most plies [`fuzz_position`] plays from the position it is given.
pub const FUZZ_POSITION_PLIES: usize = 12;

/// The fuzz target body for arbitrary positions: every check of
/// [`check_playout`] ([`check_position`] and [`check_rejects`] with nearby
/// positions' moves, at every ply, their costly per-move checks on
/// [`FUZZ_FULL_MOVES`] moves) along a game from `position` whose moves the
/// `choices` bytes pick, for at most [`FUZZ_POSITION_PLIES`] plies.
pub fn fuzz_position<G: Game>(position: &G, choices: &[u8]) -> Result<(), String> {
    let mut choices = choices.iter().take(FUZZ_POSITION_PLIES);
    let plies = choices.len();
    checked_walk(position, plies, Coverage::FUZZ, |_| {
        choices.next().map_or(0, |&b| usize::from(b))
    })
}

/// The values of a rule option worth trying, read from its
/// [`values`](crate::RuleOption::values) string: alternatives separated by
/// `|`, each a value as `--rule` spells it, where an alternative `LO..HI` is
/// a numeric range sampled at a few small values and its top (`none |
/// 1..65535` gives `none`, 1, 2, 3, 4, 6, 9, 13, 21, 41, 101 and 65535).
/// Every game writes its `values` this way, so that tests and fuzzers cover
/// a new option as soon as it is listed.
pub fn option_values(option: &crate::RuleOption) -> Vec<String> {
    let mut out = Vec::new();
    for alternative in option.values.split('|').map(str::trim) {
        let range = alternative.split_once("..").and_then(|(lo, hi)| {
            Some((
                lo.trim().parse::<u64>().ok()?,
                hi.trim().parse::<u64>().ok()?,
            ))
        });
        match range {
            Some((lo, hi)) => {
                for step in [0, 1, 2, 3, 5, 8, 12, 20, 40, 100] {
                    if lo + step < hi {
                        out.push((lo + step).to_string());
                    }
                }
                out.push(hi.to_string());
            }
            None => out.push(alternative.to_string()),
        }
    }
    out
}

/// A rule set with every option of [`RuleSet::OPTIONS`](crate::RuleSet::OPTIONS)
/// set to one of its [`option_values`], `pick(n)` choosing among `n` (any
/// value, taken modulo `n`). Panics if a game refuses a value its own
/// `values` string lists.
pub fn rules_from_picks<R: crate::RuleSet>(mut pick: impl FnMut(usize) -> usize) -> R {
    let mut rules = R::default();
    for option in R::OPTIONS {
        let values = option_values(option);
        let value = &values[pick(values.len()) % values.len()];
        if let Err(e) = rules.set_option(option.name, value) {
            panic!(
                "the `values` string of {} lists `{value}`, which is refused: {e}",
                option.name
            );
        }
    }
    rules
}

/// A seeded random rule set over every option (see [`rules_from_picks`]):
/// for properties that must hold under any rules.
pub fn random_rules<R: crate::RuleSet>(seed: u64) -> R {
    let mut rng = Rng::new(seed ^ 0x7275_6c65_7321);
    rules_from_picks(|n| rng.below(n))
}

/// A position reached by a seeded random playout of at most `plies` moves:
/// a cheap way to get varied positions for game-specific properties.
pub fn random_position<G: Game>(start: &G, seed: u64, plies: usize) -> G {
    random_playout(start, seed, plies).position
}

/// The rule sets an equality test runs under: every preset as it is, and
/// each with both draw options on (threefold repetition and a no-progress
/// limit of `limit` plies), each named for messages.
pub fn draw_rule_sets<R: crate::RuleSet>(limit: u16) -> Vec<(String, R)> {
    let mut sets = Vec::new();
    for preset in R::presets() {
        sets.push((preset.name.to_string(), (preset.rules)()));
        let mut drawn = (preset.rules)();
        let limit = limit.to_string();
        if drawn.set_option("repetition", "ThreefoldDraw").is_ok()
            && drawn.set_option("no_progress_limit", &limit).is_ok()
        {
            sets.push((format!("{} with draws at {limit}", preset.name), drawn));
        }
    }
    sets
}

/// [`check_equal_means_same_game`] under every rule set of
/// [`draw_rule_sets`] (the no-progress limit at 12 plies), on the positions
/// 3 plies from the start (at most 3,000), those of 12 random games of up to
/// 300 plies, and [`counter_twins`] of every 25th of those, with perft 2 as
/// the future compared. A rule set without a repetition rule must also meet
/// equal positions, or the check would have compared nothing.
pub fn check_equality_under_every_preset<G: Game>() -> Result<(), String> {
    for (name, rules) in draw_rule_sets::<G::Rules>(12) {
        // Under a repetition rule two lines meet as equal positions only
        // through the same positions: rare this close to the start.
        let threefold =
            crate::RuleSet::option_value(&rules, "repetition").as_deref() == Some("ThreefoldDraw");
        let start = G::start(rules);
        let mut positions = positions_near(&start, 3, 3_000);
        for seed in 0..12 {
            let game = playout_positions(&start, seed, 300);
            for position in game.iter().step_by(25) {
                positions.extend(counter_twins(position));
            }
            positions.extend(game);
        }
        let equal =
            check_equal_means_same_game(positions, 2).map_err(|e| format!("{name}: {e}"))?;
        if equal == 0 && !threefold {
            return Err(format!("{name}: no two positions were equal"));
        }
    }
    Ok(())
}

/// The positions of `position`'s placement and side with other counters
/// (halfmove clocks about the limits of the usual draw options, fullmove
/// numbers about a 2,500-ply limit) and a fresh history, as position text
/// gives them (the last two all-digit fields of the text are the
/// counters): twins that `==` must tell apart exactly where a rule reads
/// what differs. Texts a game refuses are left out.
pub fn counter_twins<G: Game>(position: &G) -> Vec<G> {
    let mut twins = Vec::new();
    for halfmove in [0, 1, 11, 12, 13, 99, 100, 101, 150] {
        for fullmove in [1, 60, 1250, 1251, 1300] {
            twins.extend(with_counters(position, halfmove, fullmove));
        }
    }
    twins
}

/// `position`'s placement, side and rights with the halfmove clock and the
/// fullmove number given and a fresh history, through position text (whose
/// last two all-digit fields are the counters), or `None` if the game
/// refuses that text.
pub fn with_counters<G: Game>(position: &G, halfmove: u32, fullmove: u32) -> Option<G> {
    let text = position.to_string();
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    let numeric: Vec<usize> = (0..fields.len())
        .filter(|&i| !fields[i].is_empty() && fields[i].bytes().all(|b| b.is_ascii_digit()))
        .collect();
    let [.., clock, number] = numeric[..] else {
        return None;
    };
    fields[clock] = halfmove.to_string();
    fields[number] = fullmove.to_string();
    G::from_text(&fields.join(" "), position.rules().clone()).ok()
}

/// Four moves that bring `start`'s placement back: a piece of the side to
/// move out and back, and one of the other side's out and back (the first
/// such found; the first 24 replies are tried). `None` if
/// there is none. For tests of repetition and shuffles.
pub fn round_trip<G: Game>(start: &G) -> Option<Vec<G::Move>> {
    let key = start.repetition_key();
    let reversible = |p: &G| p.halfmove_clock() > 0;
    for out in start.legal_move_vec() {
        let mut a = start.clone();
        a.play_unchecked(&out);
        if !reversible(&a) {
            continue;
        }
        let replies = a.legal_move_vec();
        for reply in replies.iter().take(24) {
            let mut b = a.clone();
            b.play_unchecked(reply);
            if !reversible(&b) {
                continue;
            }
            for back in b.legal_move_vec() {
                let mut c = b.clone();
                c.play_unchecked(&back);
                for reply_back in c.legal_move_vec() {
                    let mut d = c.clone();
                    d.play_unchecked(&reply_back);
                    if d.repetition_key() == key {
                        return Some(vec![out, *reply, back, reply_back]);
                    }
                }
            }
        }
    }
    None
}

/// Checks, at every node of the tree below `position` down to `depth`
/// plies, [`Game::count_legal_moves`] and [`Game::has_legal_move`] against
/// the generated list and
/// [`Game::count_leaves`] (a game's own walk, when it has one) against
/// playing the generated moves; gives the number of leaves `depth + 1`
/// plies down, counted from the generated lists.
pub fn check_leaf_counts<G: Game>(position: &G, depth: u32) -> Result<u64, String> {
    let moves = position.legal_move_vec();
    if position.count_legal_moves() != moves.len() {
        return Err(format!(
            "count_legal_moves says {} but {} moves are listed in `{position}`",
            position.count_legal_moves(),
            moves.len()
        ));
    }
    check_has_legal_move(position, moves.len())?;
    if depth == 0 {
        return Ok(moves.len() as u64);
    }
    let mut below = 0;
    for mv in &moves {
        let mut child = position.clone();
        child.play_unchecked(mv);
        below += check_leaf_counts(&child, depth - 1)?;
    }
    match position.count_leaves(depth + 1) {
        n if n == below => Ok(below),
        n => Err(format!(
            "count_leaves({}) says {n} but the lists give {below} in `{position}`",
            depth + 1
        )),
    }
}

/// Checks that the halfmove clock counts in `==` and the zobrist key
/// exactly as a no-progress limit of `limit` plies reads it, on
/// `position`'s placement: one ply short of the limit is not the limit
/// (which is drawn), and every clock from the limit on is one game. With
/// `limit` `None` (rules without the option) no clock counts.
pub fn check_clock_counts<G: Game>(position: &G, limit: Option<u32>) -> Result<(), String> {
    let at =
        |clock: u32| with_counters(position, clock, 40).ok_or(format!("clock {clock} is refused"));
    let same = |a: &G, b: &G| a == b && a.zobrist() == b.zobrist();
    let Some(limit) = limit else {
        return if same(&at(0)?, &at(37)?) {
            Ok(())
        } else {
            Err(format!("the clock counts without a limit in `{position}`"))
        };
    };
    let (short, stalled, beyond) = (at(limit - 1)?, at(limit)?, at(limit + 30)?);
    if short.legal_move_vec().is_empty() || !stalled.legal_move_vec().is_empty() {
        return Err(format!(
            "the limit of {limit} is not where it is in `{position}`"
        ));
    }
    if short == stalled || short.zobrist() == stalled.zobrist() {
        return Err(format!(
            "clocks {} and {limit} are equal in `{position}`",
            limit - 1
        ));
    }
    if !same(&stalled, &beyond) {
        return Err(format!("clocks from {limit} on differ in `{position}`"));
    }
    if short.repetition_key() != stalled.repetition_key() {
        return Err(format!(
            "the clock changes the repetition key in `{position}`"
        ));
    }
    Ok(())
}

/// Checks that under a threefold rule (`start`'s rules must have it) a
/// [`round_trip`] played twice from `start` reaches `start`'s placement for
/// the third time, drawn and unequal to `start`, with a right zobrist key,
/// while under `free` rules (without the rule) it comes back to the start
/// itself.
pub fn check_round_trips<G: Game>(start: &G, free: G::Rules) -> Result<(), String> {
    let trip = round_trip(start).ok_or(format!("no round trip from `{start}`"))?;
    let play = |from: &G, times: usize| {
        let mut p = from.clone();
        for mv in trip.iter().cycle().take(trip.len() * times) {
            p.play(mv).map_err(|e| format!("{e}"))?;
        }
        Ok::<G, String>(p)
    };
    let (once, twice) = (play(start, 1)?, play(start, 2)?);
    if twice.repetition_key() != start.repetition_key()
        || twice.zobrist() != twice.recompute_zobrist()
    {
        return Err(format!("two round trips from `{start}` give `{twice}`"));
    }
    if once.legal_move_vec().is_empty() || !twice.legal_move_vec().is_empty() {
        return Err(format!("the third time at `{start}` is not the draw"));
    }
    if once == *start || twice == once || twice.zobrist() == once.zobrist() {
        return Err(format!("other histories compare equal at `{start}`"));
    }
    let free_start = G::from_text(&start.to_string(), free).map_err(|e| format!("{e}"))?;
    let back = play(&free_start, 2)?;
    if back != free_start || back.zobrist() != free_start.zobrist() {
        return Err(format!(
            "without the rule the round trips from `{start}` are not the start"
        ));
    }
    Ok(())
}

/// Every position of a seeded random game of at most `plies` moves from
/// `start`, `start` first.
pub fn playout_positions<G: Game>(start: &G, seed: u64, plies: usize) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut positions = vec![start.clone()];
    let mut position = start.clone();
    for _ in 0..plies {
        let moves = position.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(&moves[rng.below(moves.len())]);
        positions.push(position.clone());
    }
    positions
}

/// Runs `check` on every position of [`playout_positions`]`(start, seed,
/// plies)`, `start` first: a game's own properties along a random game.
pub fn check_playout_positions<G: Game>(
    start: &G,
    seed: u64,
    plies: usize,
    check: impl FnMut(&G) -> Result<(), String>,
) -> Result<(), String> {
    playout_positions(start, seed, plies)
        .iter()
        .try_for_each(check)
}

/// The start under [`random_rules`]`(rules_seed)`, then [`random_position`]
/// `depth` plies deep: positions no preset reaches.
pub fn random_rules_position<G: Game>(rules_seed: u64, seed: u64, depth: usize) -> G {
    random_position(&G::start(random_rules(rules_seed)), seed, depth)
}

/// A position deep in a random game under random rules
/// ([`random_rules_position`]), then every check on it: its moves' texts
/// ([`check_written_moves`]), a checked random game of `plies` moves from
/// it ([`check_playout`]) and the game's own `check` on every position of
/// another ([`check_playout_positions`], seed `seed ^ 0x55`). Returns the
/// position for further checks.
pub fn check_under_random_rules<G: BoardGame>(
    rules_seed: u64,
    seed: u64,
    depth: usize,
    plies: usize,
    check: impl FnMut(&G) -> Result<(), String>,
) -> Result<G, String> {
    let position: G = random_rules_position(rules_seed, seed, depth);
    check_written_moves(&position)?;
    check_playout(&position, seed, plies)?;
    check_playout_positions(&position, seed ^ 0x55, plies, check)?;
    Ok(position)
}

/// The error that move text `text` gets in `position`, checked to be of
/// `kind`, to name `text` and to read `message` (what the CLI prints); the
/// error is returned for checks of its typed reason.
///
/// # Panics
///
/// When `text` parses, or the error differs: this is a test helper.
pub fn refused_move_text<G: Game>(
    position: &G,
    text: &str,
    kind: MoveErrorKind,
    message: &str,
) -> ParseMoveError {
    let Err(e) = position.parse_move(text) else {
        panic!("`{text}` parses in `{position}`");
    };
    assert_eq!(e.kind(), kind, "{e}");
    assert_eq!(e.text(), text);
    assert_eq!(e.to_string(), message);
    e
}

/// Feeds arbitrary text to the position parser and, on `position`, to the move
/// parser; returns an error if a parsed result does not round-trip. A panic
/// inside the parsers fails the calling test.
pub fn check_text_input<G: Game>(position: &G, text: &str) -> Result<(), String> {
    if let Ok(parsed) = G::from_text(text, position.rules().clone()) {
        let again = parsed.to_string();
        match G::from_text(&again, position.rules().clone()) {
            Ok(p) if p == parsed => {}
            _ => {
                return Err(format!(
                    "`{text}` parses but its text `{again}` does not round-trip"
                ))
            }
        }
    }
    if let Ok(mv) = position.parse_move(text) {
        if !position.legal_move_vec().contains(&mv) {
            return Err(format!(
                "`{text}` parses to a move that is not legal: {mv:?}"
            ));
        }
        let canonical = position.format_move(&mv);
        if position.parse_move(&canonical).as_ref() != Ok(&mv) {
            return Err(format!(
                "`{text}` parses but its canonical text `{canonical}` does not"
            ));
        }
    }
    Ok(())
}

/// Move text as values against `position` ([`BoardGame::MoveText`] and
/// [`BoardGame::San`]): text that a value refuses without a position is
/// [malformed](MoveErrorKind::Malformed), and `parse_move` refuses it with
/// the same error; text a value reads writes back to text that reads to an
/// equal value, and resolves as `parse_move` does (the same move, or the
/// same kind and reason of refusal). Returns an error describing a
/// violation.
pub fn check_move_notation<G: BoardGame>(position: &G, text: &str) -> Result<(), String> {
    let by_position = position.parse_move(text);
    check_notation::<G, G::MoveText>(position, text, &by_position, true)?;
    check_notation::<G, G::San>(position, text, &by_position, false)
}

/// [`check_move_notation`] for one notation `N`; `whole` when `N` reads
/// every text `parse_move` reads.
fn check_notation<G: BoardGame, N: MoveNotation<G>>(
    position: &G,
    text: &str,
    by_position: &Result<G::Move, ParseMoveError>,
    whole: bool,
) -> Result<(), String> {
    let name = core::any::type_name::<N>();
    let value = match text.parse::<N>() {
        Err(e) if e.kind() != MoveErrorKind::Malformed => {
            return Err(format!(
                "{name}: `{text}` refused without a position as {e}"
            ));
        }
        Err(e) if whole && by_position.as_ref() != Err(&e) => {
            return Err(format!(
                "{name}: `{text}` refused as {e} but parse_move gives {by_position:?}"
            ));
        }
        Err(_) => return Ok(()),
        Ok(value) => value,
    };
    let written = value.to_string();
    if written.parse::<N>().as_ref() != Ok(&value) {
        return Err(format!(
            "{name}: `{text}` reads, but its text `{written}` reads otherwise"
        ));
    }
    let same = match (value.to_move(position), by_position) {
        (Ok(a), Ok(b)) => a == *b,
        (Err(a), Err(b)) if whole => a.kind() == b.kind() && a.reason() == b.reason(),
        (Err(a), _) => !whole && a.kind() != MoveErrorKind::Malformed,
        (Ok(_), Err(_)) => false,
    };
    if same {
        Ok(())
    } else {
        Err(format!(
            "{name}: `{text}` resolves otherwise than parse_move ({by_position:?})"
        ))
    }
}

/// Every legal move of `position` written as values and read back: the
/// canonical [`BoardGame::MoveText`] is `format_move`'s text and the
/// [`BoardGame::San`] is `san`'s, and each reads back to an equal value
/// that resolves to the move. Returns an error describing a violation.
pub fn check_written_moves<G: BoardGame>(position: &G) -> Result<(), String> {
    for mv in position.legal_move_vec() {
        check_written::<G, G::MoveText>(position, &mv, position.format_move(&mv))?;
        check_written::<G, G::San>(position, &mv, position.san(&mv))?;
    }
    Ok(())
}

/// One move written in the notation `N`, expected to read `expected`.
fn check_written<G: BoardGame, N: MoveNotation<G>>(
    position: &G,
    mv: &G::Move,
    expected: String,
) -> Result<(), String> {
    let name = core::any::type_name::<N>();
    let value = N::from_move(position, mv);
    let written = value.to_string();
    if written != expected {
        return Err(format!(
            "{name}: {mv:?} is written `{written}`, expected `{expected}`"
        ));
    }
    match written.parse::<N>() {
        Ok(read) if read == value => {}
        other => return Err(format!("{name}: `{written}` reads back as {other:?}")),
    }
    match value.to_move(position) {
        Ok(m) if m == *mv => Ok(()),
        other => Err(format!(
            "{name}: `{written}` resolves to {other:?}, not {mv:?}"
        )),
    }
}

/// The fuzz target body for position text: arbitrary bytes as text must never
/// panic the parser; whatever parses must format back to text that parses to
/// an equal position, and pass [`check_position`] and [`check_rejects`] (with
/// the other side's moves; the costly per-move checks on
/// [`FUZZ_FULL_MOVES`] moves). Returns an error describing a violation.
pub fn fuzz_position_text<G: Game>(rules: G::Rules, bytes: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes);
    if let Ok(parsed) = G::from_text(&text, rules.clone()) {
        let again = parsed.to_string();
        match G::from_text(&again, rules) {
            Ok(p) if p == parsed && p.to_string() == again => {}
            Ok(_) => return Err(format!("`{text}` parses but `{again}` parses differently")),
            Err(e) => return Err(format!("`{text}` parses but `{again}` does not: {e}")),
        }
        if parsed.zobrist() != parsed.recompute_zobrist() {
            return Err(format!("`{text}` parses with a wrong hash"));
        }
        // What parses is a position like any other: its moves, their text,
        // play and refusals (here of the other side's moves) are checked too.
        check_position_covering(&parsed, Coverage::FUZZ)?;
        let moves = parsed.legal_move_vec();
        check_rejects_covering(&parsed, &opponent_moves(&parsed, &moves), Coverage::FUZZ)?;
    }
    Ok(())
}

/// The fuzz target body for move text: arbitrary bytes as move text against
/// each of `positions`; a parsed move must be legal and its canonical text must
/// parse back to it, and the move-text values must agree with `parse_move`
/// ([`check_move_notation`]).
pub fn fuzz_move_text<G: BoardGame>(positions: &[G], bytes: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes);
    for position in positions {
        check_text_input(position, &text)?;
        check_move_notation(position, &text)?;
    }
    Ok(())
}

/// The most plies [`fuzz_play`] plays from one input.
pub const FUZZ_MAX_PLIES: usize = 400;

/// [`fuzz_play`] checks the costly invariants (text round trip, `play` of a
/// spread of moves, refusals of stale moves with their look-ahead) at one
/// ply in this many, and at the last: at every ply they made the play
/// targets run a handful of inputs a second.
pub const FUZZ_PLAY_SAMPLE: usize = 8;

/// The fuzz target body for play: each byte picks one legal move (modulo the
/// number of moves) from `start`. At every step: the incremental hash equals
/// the recomputed one, the outcome agrees with the move list and with
/// `count_legal_moves` and `has_legal_move`, and the chosen move is listed and legal. At one step
/// in [`FUZZ_PLAY_SAMPLE`] also: the position text round-trips, `play`
/// accepts a spread of the listed moves and the chosen one (with a correct
/// hash after each), and `play` refuses a few moves of the previous position
/// that are not legal now, leaving the position unchanged. The final
/// position gets [`check_position`] with its costly per-move checks on
/// [`FUZZ_FULL_MOVES`] moves. (Move text is the move-text
/// target's business, which keeps this target fast enough to reach long
/// games.)
pub fn fuzz_play<G: Game>(start: &G, bytes: &[u8]) -> Result<(), String> {
    let mut position = start.clone();
    let mut previous: Vec<G::Move> = Vec::new();
    // Long enough for every draw option to matter, short enough that the
    // fuzzer spends its time on many different games.
    for (ply, &byte) in bytes.iter().take(FUZZ_MAX_PLIES).enumerate() {
        if position.zobrist() != position.recompute_zobrist() {
            return Err(format!(
                "incremental hash differs from recomputed hash in `{position}`"
            ));
        }
        let moves = position.legal_move_vec();
        if position.outcome().is_some() != moves.is_empty() {
            return Err(format!("outcome and move list disagree in `{position}`"));
        }
        if moves.len() != position.count_legal_moves() {
            return Err(format!(
                "count_legal_moves differs from the list in `{position}`"
            ));
        }
        check_has_legal_move(&position, moves.len())?;
        let Some(&mv) = moves.get(usize::from(byte) % moves.len().max(1)) else {
            break;
        };
        if ply % FUZZ_PLAY_SAMPLE == 0 {
            sampled_play_checks(&position, &moves, &previous)?;
        }
        if !position.is_legal(&mv) {
            return Err(format!("a listed move {mv:?} is not legal in `{position}`"));
        }
        position.play_unchecked(&mv);
        previous = moves;
    }
    check_position_covering(&position, Coverage::FUZZ)
}

/// [`fuzz_play`]'s costly checks of `position`, whose legal moves are
/// `moves` and whose previous position's were `previous`.
fn sampled_play_checks<G: Game>(
    position: &G,
    moves: &[G::Move],
    previous: &[G::Move],
) -> Result<(), String> {
    let text = position.to_string();
    match G::from_text(&text, position.rules().clone()) {
        // The text holds no repetition history: the placement keys agree.
        Ok(p) if p.repetition_key() == position.repetition_key() && p.to_string() == text => {}
        _ => return Err(format!("position text `{text}` does not round-trip")),
    }
    // `play` on a spread of listed moves (the final position gets all of
    // them): validating play regenerates the list, so trying every move at
    // every step would make long games quadratic.
    let step = (moves.len() / 4).max(1);
    for mv in moves.iter().step_by(step) {
        let mut child = position.clone();
        child
            .play(mv)
            .map_err(|e| format!("play refuses a listed move in `{text}`: {e}"))?;
        if child.zobrist() != child.recompute_zobrist() {
            return Err(format!("hash goes wrong after {mv:?} in `{text}`"));
        }
    }
    let stale: Vec<G::Move> = previous
        .iter()
        .filter(|m| !moves.contains(m))
        .take(3)
        .cloned()
        .collect();
    check_rejects_covering(position, &stale, Coverage::FUZZ)
}

/// Checks a game's own perft paths against playing its generated moves, at
/// every node of the tree below `position` down to `depth` plies:
/// [`count_legal_moves`](Game::count_legal_moves) against the length of the
/// list, [`has_legal_move`](Game::has_legal_move) against its being empty, the outcome against the list being empty, and
/// [`count_leaves`](Game::count_leaves) `d + 1` plies down against the sum
/// over the moves of the children's counts (each from their own lists).
/// Returns the leaves `depth + 1` plies down, counted from the lists alone,
/// so that a test can see the tree was not empty.
pub fn check_count_leaves<G: Game>(position: &G, depth: u32) -> Result<u64, String> {
    let moves = position.legal_move_vec();
    if position.count_legal_moves() != moves.len() {
        return Err(format!(
            "count_legal_moves says {} but {} moves are listed in `{position}`",
            position.count_legal_moves(),
            moves.len()
        ));
    }
    check_has_legal_move(position, moves.len())?;
    if position.outcome().is_some() != moves.is_empty() {
        return Err(format!(
            "the outcome disagrees with the {} listed moves in `{position}`",
            moves.len()
        ));
    }
    if depth == 0 {
        return Ok(moves.len() as u64);
    }
    let mut leaves = 0;
    for mv in &moves {
        let mut child = position.clone();
        child.play_unchecked(mv);
        leaves += check_count_leaves(&child, depth - 1)?;
    }
    let counted = position.count_leaves(depth + 1);
    if counted != leaves {
        return Err(format!(
            "count_leaves({}) says {counted} but the moves give {leaves} in `{position}`",
            depth + 1
        ));
    }
    Ok(leaves)
}

/// Every position up to `plies` moves from `root`, `root` included, in
/// breadth-first order, at most `limit` of them: transpositions and
/// repetitions included, so equal positions reached by other lines meet.
pub fn positions_near<G: Game>(root: &G, plies: u32, limit: usize) -> Vec<G> {
    let mut all = vec![root.clone()];
    let mut frontier = 0;
    for _ in 0..plies {
        let end = all.len();
        for i in frontier..end {
            for mv in all[i].legal_move_vec() {
                if all.len() >= limit {
                    return all;
                }
                let mut child = all[i].clone();
                child.play_unchecked(&mv);
                all.push(child);
            }
        }
        frontier = end;
    }
    all
}

/// What a position's future is made of, as far as a test looks: its legal
/// moves as text (sorted), its outcome and its perft some plies down.
type Future = (Vec<String>, Option<Outcome>, u64);

/// The [`Future`] of `position`, with perft `depth` plies down.
fn future_of<G: Game>(position: &G, depth: u32) -> Future {
    let mut moves: Vec<String> = position
        .legal_move_vec()
        .iter()
        .map(|mv| position.format_move(mv))
        .collect();
    moves.sort_unstable();
    (moves, position.outcome(), crate::perft(position, depth))
}

/// Checks that equal means the same game on `positions`: any two that are
/// `==` have equal [`zobrist`](Game::zobrist) keys and `Hash` values, the
/// same legal moves (as text), the same outcome and the same perft `depth`
/// plies down (so the same draws by the counters and the history they will
/// read). Equal positions must also have equal
/// [`repetition_key`](Game::repetition_key)s, which group them here. Returns
/// how many positions equalled an earlier one, so that a test can see the
/// check compared something.
pub fn check_equal_means_same_game<G: Game>(
    positions: impl IntoIterator<Item = G>,
    depth: u32,
) -> Result<usize, String> {
    use std::collections::HashMap;
    use std::hash::{BuildHasher, RandomState};
    let hasher = RandomState::new();
    let mut groups: HashMap<u64, Vec<(G, Option<Future>)>> = HashMap::new();
    let mut equal_pairs = 0;
    for position in positions {
        let bucket = groups.entry(position.repetition_key()).or_default();
        if let Some((first, future)) = bucket.iter_mut().find(|(p, _)| *p == position) {
            equal_pairs += 1;
            let text = position.to_string();
            if first.zobrist() != position.zobrist() {
                return Err(format!(
                    "equal positions `{first}` and `{text}` have other zobrist keys"
                ));
            }
            if hasher.hash_one(&*first) != hasher.hash_one(&position) {
                return Err(format!(
                    "equal positions `{first}` and `{text}` hash differently"
                ));
            }
            let first_future = future.get_or_insert_with(|| future_of(first, depth));
            let this_future = future_of(&position, depth);
            if *first_future != this_future {
                return Err(format!(
                    "equal positions `{first}` and `{text}` differ: {first_future:?} against {this_future:?}"
                ));
            }
        } else {
            bucket.push((position, None));
        }
    }
    Ok(equal_pairs)
}
