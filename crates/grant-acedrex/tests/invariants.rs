//! Property tests: the generic testkit checks and Grant Acedrex's own
//! invariants (no legal move leaves the mover's king attacked; the
//! colour-flipped position has the mirrored move list).

use grant_acedrex::{BareKing, Move, Position, Rules, Stalemate};
use proptest::prelude::*;
use std::collections::HashSet;
use variant_core::{testkit, Game, Outcome, Repetition};

fn rule_sets() -> Vec<Rules> {
    let mut all = vec![Rules::seed(), Rules::murray(), Rules::cazaux_cvp()];
    all.push({
        let mut r = Rules::default();
        r.king_leap_can_capture = true;
        r.king_leap_out_of_check = true;
        r.king_leap_over_attacked = true;
        r
    });
    all.push({
        let mut r = Rules::default();
        r.stalemate = Stalemate::Draw;
        r.bare_king = BareKing::CounterBareDraws;
        r.repetition = Repetition::ThreefoldDraw;
        r.no_progress_limit = Some(30);
        r
    });
    all.push({
        let mut r = Rules::murray();
        r.bare_king = BareKing::Off;
        r.king_leap_can_capture = true;
        r
    });
    all
}

fn mirror_outcome(o: Option<Outcome>) -> Option<Outcome> {
    o.map(|o| match o {
        Outcome::Decisive { winner, reason } => Outcome::Decisive {
            winner: !winner,
            reason,
        },
        draw => draw,
    })
}

/// Checks the Acedrex-specific properties of one position.
fn check_acedrex(p: &Position) -> Result<(), String> {
    let text = p.to_string();
    let us = p.side_to_move();
    let moves = p.legal_move_vec();
    for mv in &moves {
        let mut child = p.clone();
        child.play_unchecked(mv);
        if child.is_attacked(child.king_square(us), !us) {
            return Err(format!("{mv} leaves the {us} king attacked in `{text}`"));
        }
    }
    if p.count_legal_moves() != moves.len() {
        return Err(format!(
            "count_legal_moves says {} but there are {} moves in `{text}`",
            p.count_legal_moves(),
            moves.len()
        ));
    }
    let m = p.color_flipped();
    let mirrored_moves: HashSet<Move> = m.legal_move_vec().into_iter().collect();
    let expected: HashSet<Move> = moves.iter().map(Move::color_flipped).collect();
    if mirrored_moves != expected {
        return Err(format!(
            "the mirror `{m}` of `{text}` has {} moves, expected {}",
            mirrored_moves.len(),
            expected.len()
        ));
    }
    if m.outcome() != mirror_outcome(p.outcome()) {
        return Err(format!("the mirror of `{text}` has another outcome"));
    }
    if m.color_flipped() != *p {
        return Err(format!("mirroring `{text}` twice changes it"));
    }
    // The dice API partitions the legal moves.
    let kinds = p.movable_kinds();
    let mut total = 0;
    for kind in grant_acedrex::PieceKind::ALL {
        let mut list = grant_acedrex::MoveList::new();
        p.legal_moves_of_kind(kind, &mut list);
        if list.is_empty() == kinds.contains(&kind) {
            return Err(format!("movable_kinds disagrees about {kind} in `{text}`"));
        }
        total += list.len();
    }
    if total != moves.len() {
        return Err(format!("moves by kind do not add up in `{text}`"));
    }
    // SAN of every move parses back to it.
    for mv in &moves {
        let san = p.san(mv);
        match p.parse_move(&san) {
            Ok(back) if back == *mv => {}
            other => {
                return Err(format!(
                    "SAN `{san}` of {mv} parses to {other:?} in `{text}`"
                ))
            }
        }
    }
    Ok(())
}

fn playout_checks(rules: Rules, seed: u64, plies: usize) -> Result<(), String> {
    let start = Position::start(rules);
    testkit::check_playout(&start, seed, plies)?;
    let mut p = start;
    let mut rng = variant_core::Rng::new(seed ^ 0x55);
    for _ in 0..plies {
        check_acedrex(&p)?;
        let moves = p.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(&moves[rng.below(moves.len())]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn testkit_and_acedrex_invariants(seed in any::<u64>(), plies in 0usize..80, r in 0usize..6) {
        let rules = rule_sets()[r];
        playout_checks(rules, seed, plies).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let p = Position::default();
        testkit::check_text_input(&p, &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn move_like_text_never_panics(text in "[KAULGCRPa-lx=+#0-9-]{0,9}") {
        let p = testkit::random_position(&Position::default(), 7, 30);
        testkit::check_text_input(&p, &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn position_like_text_never_panics(text in "[KAULGCRPkaulgcrp0-9/ wb-]{0,60}") {
        let p = Position::default();
        testkit::check_text_input(&p, &text).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn long_playouts_under_every_rule_set() {
    for (i, rules) in rule_sets().into_iter().enumerate() {
        playout_checks(rules, 31 + i as u64, 200).unwrap();
    }
}

#[test]
fn mid_game_positions() {
    for seed in 0..20 {
        let p = testkit::random_position(&Position::default(), seed, 60);
        testkit::check_position(&p).unwrap();
        check_acedrex(&p).unwrap();
    }
}
