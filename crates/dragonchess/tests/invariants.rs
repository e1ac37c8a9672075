//! Property tests: the generic `Game` contract through the testkit, and
//! Dragonchess-specific invariants.

use dragonchess::{Move, PieceKind, Position, Rules, Square};
use proptest::prelude::*;
use std::collections::BTreeSet;
use variant_core::{testkit, Game, Repetition};

fn all_options() -> Rules {
    Rules {
        offboard_steps_capture: false,
        paladin_3d_captures: false,
        elemental_ascent: dragonchess::ElementalAscent::MoveOrCapture,
        frozen_pieces_give_check: true,
        stalemate: dragonchess::Stalemate::Loss,
        repetition: Repetition::ThreefoldDraw,
        no_progress_limit: Some(40),
    }
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| m.to_string()).collect()
}

/// Dragonchess-specific checks on one position.
fn check_dragonchess(pos: &Position) -> Result<(), String> {
    let text = pos.to_string();
    let moves = pos.legal_move_vec();
    // Every piece stands on a level it may stand on.
    for (sq, p) in pos.pieces() {
        if !p.kind.can_stand_on(sq.level()) {
            return Err(format!("{p:?} on {sq} in `{text}`"));
        }
    }
    for mv in &moves {
        // Frozen pieces never move.
        if pos.is_frozen(mv.from()) {
            return Err(format!("frozen piece moves: {mv} in `{text}`"));
        }
        let mut child = pos.clone();
        child.play_unchecked(mv);
        // Bound pieces never leave their levels.
        let landing = mv.landing();
        let after = child
            .piece_at(landing)
            .ok_or("nothing on the landing square")?;
        if !after.kind.can_stand_on(landing.level()) {
            return Err(format!(
                "{mv} puts a {:?} on {landing} in `{text}`",
                after.kind
            ));
        }
        // No legal move leaves the mover's King attacked.
        let us = pos.side_to_move();
        let king = child.king_square(us).ok_or("king vanished")?;
        if child.is_attacked(king, !us) {
            return Err(format!("{mv} leaves the King attacked in `{text}`"));
        }
        if mv.is_afar() && (mv.piece().kind != PieceKind::Dragon || mv.to().level() != 1) {
            return Err(format!("bad afar move {mv:?}"));
        }
    }
    // The pseudo-legal moves that are not listed are exactly those that
    // leave the King attacked.
    let mut pseudo = dragonchess::MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    if pos.outcome().is_none() {
        for mv in &pseudo {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let us = pos.side_to_move();
            let safe = child
                .king_square(us)
                .is_some_and(|k| !child.is_attacked(k, !us));
            if safe != moves.contains(mv) {
                return Err(format!("{mv} legality mismatch in `{text}`"));
            }
        }
    }
    // Colour flip: the mirrored position has the mirrored moves.
    let mirror = pos.mirrored();
    let mirrored_moves = sorted(moves.iter().map(Move::mirrored));
    if sorted(mirror.legal_move_vec()) != mirrored_moves {
        return Err(format!("mirror move lists differ for `{text}`"));
    }
    if mirror.mirrored() != *pos {
        return Err(format!("mirroring twice changes `{text}`"));
    }
    if pos.is_check() != mirror.is_check() {
        return Err(format!("mirror check differs for `{text}`"));
    }
    Ok(())
}

fn playout_check(start: &Position, seed: u64, plies: usize) -> Result<(), String> {
    testkit::check_playout(start, seed, plies)?;
    let mut rng = variant_core::Rng::new(seed ^ 0x5555);
    let mut pos = start.clone();
    for _ in 0..plies {
        check_dragonchess(&pos)?;
        let moves = pos.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(&moves[rng.below(moves.len())]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_the_contract(seed in any::<u64>(), plies in 0usize..60) {
        playout_check(&Position::default(), seed, plies).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn random_games_with_every_option(seed in any::<u64>(), plies in 0usize..40) {
        let start = Position::start(all_options());
        playout_check(&start, seed, plies).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn move_like_text_never_panics(text in "[A-Z]?[0-4][a-m][0-9]{1,2}[-x][0-4][a-m][0-9]{1,2}(=H)?") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn position_like_text_never_panics(
        text in "[srgwouhtcmkpdbeSRGWOUHTCMKPDBE0-9]{0,14}(/[srgwouhtcmkpdbeSRGWOUHTCMKPDBE0-9]{0,14}){0,9}(\\|[a-zA-Z0-9/]{0,30}){0,3} [gsx]( [0-9]{1,3} [0-9]{1,3})?"
    ) {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn long_random_games_from_mid_game_positions() {
    // A few long games: deep into the middle game, where pieces have changed
    // levels, freezes happen and Heroes appear.
    for seed in 0..6 {
        let mid = testkit::random_position(&Position::default(), seed, 120);
        playout_check(&mid, seed, 30).unwrap();
    }
}

#[test]
fn square_mirror_is_rank_mirror() {
    let sq: Square = "2c2".parse().unwrap();
    assert_eq!(sq.mirrored().to_string(), "2c7");
    assert_eq!(
        Position::default().mirrored(),
        Position::default().mirrored()
    );
    // The start position is its own colour flip, except for the side to move.
    let start = Position::default();
    let flipped = start.mirrored();
    assert_eq!(
        flipped.to_string().split(' ').next(),
        start.to_string().split(' ').next()
    );
}
