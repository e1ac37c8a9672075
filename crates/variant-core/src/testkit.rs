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

use crate::{random_playout, Game, Rng};

/// Checks one position against itself and against its text and setup:
///
/// * the incremental hash equals its recomputation;
/// * the position text and the [`Setup`](Game::Setup) round-trip (text →
///   setup → position gives an equal position with the same text and hash);
/// * the outcome agrees with the move list, and `count_legal_moves` with its
///   length;
/// * [`is_legal`](Game::is_legal) (each game's own implementation) accepts
///   every listed move;
/// * [`noisy_moves`](Game::noisy_moves) is the listed moves that
///   [`is_noisy`](Game::is_noisy) calls noisy, in order;
/// * every listed move has distinct text that parses back to it; `play`
///   accepts it and agrees with `play_unchecked`; the child's incremental hash
///   is right and the child's text parses.
pub fn check_position<G: Game>(position: &G) -> Result<(), String> {
    let text = position.to_string();
    if position.zobrist() != position.recompute_zobrist() {
        return Err(format!(
            "incremental hash differs from recomputed hash in `{text}`"
        ));
    }
    let reparsed = G::from_text(&text, position.rules().clone())
        .map_err(|e| format!("position text `{text}` does not parse back: {e}"))?;
    if &reparsed != position {
        return Err(format!(
            "position text `{text}` parses to a different position"
        ));
    }
    if reparsed.to_string() != text {
        return Err(format!(
            "position text `{text}` formats back as `{reparsed}`"
        ));
    }
    if reparsed.zobrist() != position.zobrist() {
        return Err(format!("position text `{text}` parses to a different hash"));
    }
    let setup = position.to_setup();
    if setup.to_string() != text {
        return Err(format!("the setup of `{text}` formats as `{setup}`"));
    }
    match G::from_setup(setup, position.rules().clone()) {
        Ok(p) if &p == position && p.to_string() == text => {}
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
        let mut played = position.clone();
        played
            .play(mv)
            .map_err(|e| format!("play refuses listed move `{mv_text}` in `{text}`: {e}"))?;
        let mut unchecked = position.clone();
        unchecked.play_unchecked(mv);
        if played != unchecked || played.to_string() != unchecked.to_string() {
            return Err(format!(
                "play and play_unchecked differ for `{mv_text}` in `{text}`"
            ));
        }
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

/// Checks [`is_legal`](Game::is_legal) and `play` against the move list on
/// moves that may not be legal here (typically the moves of another, nearby
/// position): `is_legal` must be true exactly for the listed ones, and `play`
/// must refuse every other one, leaving the position unchanged (equal, with
/// the same text, hash and outcome).
pub fn check_rejects<G: Game>(position: &G, candidates: &[G::Move]) -> Result<(), String> {
    let legal = position.legal_move_vec();
    let text = position.to_string();
    let outcome = position.outcome();
    for mv in candidates {
        let listed = legal.contains(mv);
        if position.is_legal(mv) != listed {
            return Err(format!(
                "is_legal says {} but the move list says {} for {mv:?} in `{text}`",
                !listed, listed
            ));
        }
        if listed {
            continue;
        }
        let mut copy = position.clone();
        if copy.play(mv).is_ok() {
            return Err(format!("play accepts unlisted move {mv:?} in `{text}`"));
        }
        if &copy != position
            || copy.to_string() != text
            || copy.zobrist() != position.zobrist()
            || copy.outcome() != outcome
        {
            return Err(format!(
                "a refused move {mv:?} changed the position `{text}`"
            ));
        }
    }
    Ok(())
}

/// Plays a seeded random game of up to `plies` moves from `start`, running
/// [`check_position`] on every position reached and [`check_rejects`] with the
/// previous position's moves (moves that are now mostly illegal).
pub fn check_playout<G: Game>(start: &G, seed: u64, plies: usize) -> Result<(), String> {
    let mut rng = Rng::new(seed);
    let mut position = start.clone();
    let mut previous: Vec<G::Move> = Vec::new();
    for _ in 0..=plies {
        check_position(&position)?;
        check_rejects(&position, &previous)?;
        let moves = position.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())].clone();
        position.play_unchecked(&mv);
        previous = moves;
    }
    Ok(())
}

/// A position reached by a seeded random playout of at most `plies` moves:
/// a cheap way to get varied positions for game-specific properties.
pub fn random_position<G: Game>(start: &G, seed: u64, plies: usize) -> G {
    random_playout(start, seed, plies).position
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

/// The fuzz target body for position text: arbitrary bytes as text must never
/// panic the parser, and whatever parses must format back to text that
/// parses to an equal position. Returns an error describing a violation.
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
    }
    Ok(())
}

/// The fuzz target body for move text: arbitrary bytes as move text against
/// each of `positions`; a parsed move must be legal and its canonical text must
/// parse back to it.
pub fn fuzz_move_text<G: Game>(positions: &[G], bytes: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes);
    for position in positions {
        check_text_input(position, &text)?;
    }
    Ok(())
}

/// The most plies [`fuzz_play`] plays from one input.
pub const FUZZ_MAX_PLIES: usize = 400;

/// The fuzz target body for play: each byte picks one legal move (modulo the
/// number of moves) from `start`. At every step: the incremental hash equals
/// the recomputed one, the position text round-trips, the outcome agrees with
/// the move list and with `count_legal_moves`, `play` accepts a spread of the
/// listed moves and the chosen one (with a correct hash after each), and
/// `play` refuses a few moves of the previous position that are not
/// legal now, leaving the position unchanged. The final position gets the full
/// [`check_position`]. (Move text is the move-text target's business, which
/// keeps this target fast enough to reach long games.)
pub fn fuzz_play<G: Game>(start: &G, bytes: &[u8]) -> Result<(), String> {
    let mut position = start.clone();
    let mut previous: Vec<G::Move> = Vec::new();
    // Long enough for every draw option to matter, short enough that the
    // fuzzer spends its time on many different games.
    for &byte in bytes.iter().take(FUZZ_MAX_PLIES) {
        let text = position.to_string();
        if position.zobrist() != position.recompute_zobrist() {
            return Err(format!(
                "incremental hash differs from recomputed hash in `{text}`"
            ));
        }
        match G::from_text(&text, position.rules().clone()) {
            Ok(p) if p == position && p.to_string() == text => {}
            _ => return Err(format!("position text `{text}` does not round-trip")),
        }
        let moves = position.legal_move_vec();
        if position.outcome().is_some() != moves.is_empty() {
            return Err(format!("outcome and move list disagree in `{text}`"));
        }
        if moves.len() != position.count_legal_moves() {
            return Err(format!(
                "count_legal_moves differs from the list in `{text}`"
            ));
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
        check_rejects(&position, &stale)?;
        let Some(mv) = moves.get(usize::from(byte) % moves.len().max(1)).cloned() else {
            break;
        };
        position
            .play(&mv)
            .map_err(|e| format!("play refuses the chosen move in `{text}`: {e}"))?;
        if position.zobrist() != position.recompute_zobrist() {
            return Err(format!("hash goes wrong after {mv:?} in `{text}`"));
        }
        previous = moves;
    }
    check_position(&position)
}
