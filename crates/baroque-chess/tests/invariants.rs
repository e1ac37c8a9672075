//! Property tests: the generic testkit checks plus Baroque-specific
//! properties on random playouts.

use baroque_chess::{Move, Position, Rules, Square, SquareSet};
use proptest::prelude::*;
use std::collections::BTreeSet;
use variant_core::{testkit, Color, Game, RuleSet};

fn rule_variants() -> Vec<Rules> {
    let mut out = vec![Rules::default()];
    for (k, v) in [
        ("forbid_self_capture", "true"),
        ("leaper_captures", "Single"),
        ("frozen_pieces_assist", "false"),
        ("allow_suicide", "false"),
        ("repetition", "ThreefoldDraw"),
        ("no_progress_limit", "12"),
        ("setup", "Rotated"),
    ] {
        let mut r = Rules::default();
        r.set_option(k, v).unwrap();
        out.push(r);
    }
    out
}

/// The colour-flipped position text: ranks mirrored (rank r -> 9 - r),
/// colours swapped, the other side to move.
fn flip_text(p: &Position) -> String {
    let text = p.to_string();
    let mut fields = text.split(' ');
    let placement = fields.next().unwrap();
    let side = fields.next().unwrap();
    let rest: Vec<&str> = fields.collect();
    let ranks: Vec<String> = placement
        .split('/')
        .rev()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let side = if side == "w" { "b" } else { "w" };
    format!("{} {} {}", ranks.join("/"), side, rest.join(" "))
}

fn flip_square(sq: Square) -> Square {
    let i = sq.index();
    Square::new(((7 - i / 8) * 8 + i % 8) as u8).unwrap()
}

fn flip_move(mv: &Move) -> Move {
    let caps: SquareSet = mv
        .captured_squares()
        .map(|s| flip_square(s).index())
        .collect();
    if mv.is_suicide() {
        Move::suicide(flip_square(mv.from()))
    } else {
        Move::new(flip_square(mv.from()), flip_square(mv.to()), caps)
    }
}

/// Baroque-specific properties of one position.
fn check_baroque(p: &Position) -> Result<(), String> {
    let us = p.side_to_move();
    // The checks below work on the sets' bits.
    let own = p.occupied(us).words()[0];
    let enemy = p.occupied(!us).words()[0];
    let frozen = p.frozen(us).words()[0];
    let king = p.king_square(us).map_or(0, |k| k.bit().words()[0]);
    // The bulk count (perft's last ply) builds no moves: it must agree.
    if p.count_legal_moves() != p.legal_move_vec().len() {
        return Err(format!(
            "count_legal_moves {} but {} legal moves in {p}",
            p.count_legal_moves(),
            p.legal_move_vec().len()
        ));
    }
    for mv in p.legal_move_vec() {
        let text = p.format_move(&mv);
        let from = mv.from().bit().words()[0];
        let captures = mv.captured_set().words()[0];
        if own & from == 0 {
            return Err(format!("{text}: no own piece on the origin in {p}"));
        }
        if mv.is_suicide() {
            if frozen & from == 0 || king & from != 0 {
                return Err(format!("{text}: suicide of a mobile piece or King in {p}"));
            }
            continue;
        }
        if frozen & from != 0 {
            return Err(format!("{text}: a frozen piece moves in {p}"));
        }
        if captures & own != 0 {
            return Err(format!("{text}: captures a friendly piece in {p}"));
        }
        if captures & !enemy != 0 {
            return Err(format!("{text}: captures an empty square in {p}"));
        }
        let to = mv.to().bit().words()[0];
        if own & to != 0 {
            return Err(format!("{text}: moves onto a friendly piece in {p}"));
        }
        if enemy & to != 0 && captures & to == 0 {
            return Err(format!(
                "{text}: lands on an enemy without taking it in {p}"
            ));
        }
        let mut after = p.clone();
        after.play_unchecked(&mv);
        let own_after = after.occupied(us).words()[0];
        if own_after & !own & !to != 0 || own_after.count_ones() != own.count_ones() {
            return Err(format!("{text}: own piece count changed in {p}"));
        }
        let removed = enemy & !after.occupied(!us).words()[0];
        if removed != captures {
            return Err(format!(
                "{text}: removed {removed:#x}, listed {captures:#x}"
            ));
        }
    }
    // Mirror property, without the game's history: the flipped position is
    // built from text, and a repetition in `p`'s history is no property of
    // the placement.
    let p = &Position::from_text(&p.to_string(), p.rules().clone())
        .map_err(|e| format!("the text of {p} does not parse: {e}"))?;
    let flipped: Position = Position::from_text(&flip_text(p), p.rules().clone())
        .map_err(|e| format!("flipped text of {p} does not parse: {e}"))?;
    let mirrored: BTreeSet<String> = p
        .legal_move_vec()
        .iter()
        .map(|m| flip_move(m).to_string())
        .collect();
    let direct: BTreeSet<String> = flipped
        .legal_move_vec()
        .iter()
        .map(|m| m.to_string())
        .collect();
    if mirrored != direct {
        return Err(format!(
            "mirror property fails for {p}: flipped {flipped}\nmirrored {mirrored:?}\ndirect {direct:?}"
        ));
    }
    if flipped
        .outcome()
        .map(|o| o.winner().map(|c| c == Color::White))
        != p.outcome().map(|o| o.winner().map(|c| c == Color::Black))
    {
        return Err(format!("outcome not mirrored for {p}"));
    }
    // The crate's own colour flip agrees with the independent one above.
    let own_flip = p.color_flipped();
    if own_flip != flipped || own_flip.to_string() != flipped.to_string() {
        return Err(format!("color_flipped of {p} is {own_flip}, not {flipped}"));
    }
    for m in p.legal_move_vec() {
        if m.color_flipped() != flip_move(&m) || !own_flip.is_legal(&m.color_flipped()) {
            return Err(format!("Move::color_flipped of {m} in {p}"));
        }
    }
    // Equal positions hash equally (counters and history are not compared).
    let again = Position::from_text(&p.to_string(), p.rules().clone()).unwrap();
    if again != *p || hash_of(&again) != hash_of(p) {
        return Err(format!("equal positions hash differently: {p}"));
    }
    Ok(())
}

fn hash_of(p: &Position) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    p.hash(&mut h);
    h.finish()
}

/// Cases of the properties that play long checked games.
const GAME_CASES: u32 = 48;
/// Cases of the properties that check a few positions each.
const POSITION_CASES: u32 = 192;
/// Cases of the text properties (cheap).
const TEXT_CASES: u32 = 512;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    /// Positions deep in random games under random rules (every option of
    /// `Rules::OPTIONS`, every value), then a short game with every check.
    #[test]
    fn random_positions_under_random_rules(seed in any::<u64>(), rules_seed in any::<u64>(), depth in 0usize..200, plies in 0usize..8) {
        testkit::check_under_random_rules::<Position>(rules_seed, seed, depth, plies, check_baroque)
            .map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(GAME_CASES))]

    #[test]
    fn testkit_playouts_hold(seed in any::<u64>(), plies in 0usize..80, variant in 0usize..8) {
        let start = Position::start(rule_variants()[variant].clone());
        testkit::check_playout(&start, seed, plies).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn baroque_properties_hold(seed in any::<u64>(), plies in 0usize..120, variant in 0usize..8) {
        let start = Position::start(rule_variants()[variant].clone());
        testkit::check_playout_positions(&start, seed, plies, check_baroque)
            .map_err(TestCaseError::fail)?;
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    /// `is_legal` and `play` against the moves of an unrelated position (and
    /// their colour flips), not only the previous position's.
    #[test]
    fn is_legal_agrees_on_moves_of_unrelated_positions(
        seed in any::<u64>(),
        other in any::<u64>(),
        plies in 0usize..100,
        other_plies in 0usize..100,
        variant in 0usize..8,
    ) {
        let rules = rule_variants()[variant].clone();
        let start = Position::start(rules.clone());
        let p = testkit::random_position(&start, seed, plies);
        let q = testkit::random_position(&Position::start(rule_variants()[other as usize % 8].clone()), other, other_plies);
        let mut candidates = q.legal_move_vec();
        candidates.extend(q.legal_move_vec().iter().map(Move::color_flipped));
        candidates.extend(p.legal_move_vec().iter().map(Move::color_flipped));
        testkit::check_rejects(&p, &candidates).map_err(TestCaseError::fail)?;
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(TEXT_CASES))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let start = Position::default();
        testkit::check_text_input(&start, &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&start, &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn notation_like_text_never_panics(text in "[a-i0-9x,\\-]{0,14}") {
        let mid = testkit::random_position(&Position::default(), 7, 30);
        testkit::check_text_input(&mid, &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&mid, &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn position_like_text_never_panics(text in "[pnbrqkmPNBRQKM1-9/]{0,40} [wbx] [0-9]{0,3} [0-9]{0,3}") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn deep_random_positions_pass_every_check() {
    for (i, rules) in rule_variants().into_iter().enumerate() {
        let start = Position::start(rules);
        for seed in 0..6u64 {
            let p = testkit::random_position(&start, seed * 31 + i as u64, 150);
            testkit::check_position(&p).unwrap();
            check_baroque(&p).unwrap();
        }
    }
}

/// Capture-rich hand positions: leaps, pincers, chameleons, frozen pieces,
/// suicides, a King next to a chameleon.
const HAND_POSITIONS: [&str; 6] = [
    "7k/2m5/3K4/m2p4/1Qp1pP2/6m1/8/3P4 w 0 1",
    "r6k/8/2p5/1p6/N1q2b2/8/2m5/K7 w 0 1",
    "7k/6m1/5P2/5p2/qB1n4/8/8/K4r2 w 0 1",
    "8/8/8/4m3/5Qpk/7B/7q/K6r w 0 1",
    "7k/8/8/3pm3/3M4/2b5/8/K7 b 0 1",
    "2k5/8/8/p7/8/8/m6R/K3n2q w 0 1",
];

/// `count_leaves` (perft's walk on the placement, `leaves.rs`) and
/// `count_legal_moves` against playing the generated moves, at every node
/// of small trees under every rule option: from the start, from random
/// playouts and from the hand positions.
#[test]
fn count_and_leaves_match_generation() {
    let mut all_rules = rule_variants();
    for (key, value) in [("no_moves", "Draw"), ("setup", "KingOnE")] {
        let mut rules = Rules::default();
        rules.set_option(key, value).unwrap();
        all_rules.push(rules);
    }
    for rules in all_rules {
        let start = Position::start(rules.clone());
        assert!(testkit::check_count_leaves(&start, 2).unwrap() > 40_000);
        for seed in 0..6u64 {
            let p = testkit::random_position(&start, seed, 30 + seed as usize * 20);
            testkit::check_count_leaves(&p, 2).unwrap();
        }
        for text in HAND_POSITIONS {
            let p = Position::from_text(text, rules.clone()).unwrap();
            testkit::check_count_leaves(&p, 2).unwrap();
        }
    }
}

#[test]
fn hand_positions_pass_every_check() {
    for text in HAND_POSITIONS {
        for rules in rule_variants() {
            let p = Position::from_text(text, rules).unwrap();
            testkit::check_position(&p).unwrap();
            check_baroque(&p).unwrap();
        }
    }
}
