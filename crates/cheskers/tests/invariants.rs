//! Property tests: variant-core's testkit conformance checks plus
//! Cheskers-specific properties.

use cheskers::{CaptureRule, Game, Move, PieceKind, Position, Rules, Square};
use proptest::prelude::*;
use std::collections::HashSet;
use variant_core::{testkit, Color, Kind, Repetition};

fn all_rules() -> Vec<Rules> {
    let mut v = Vec::new();
    for capture_rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        v.push(Rules::default().with_capture_rule(capture_rule));
    }
    v.push(
        Rules::default()
            .with_repetition(Repetition::ThreefoldDraw)
            .with_no_progress_limit(Some(12)),
    );
    v
}

fn piece_count(p: &Position) -> usize {
    p.occupied(Color::White).len() + p.occupied(Color::Black).len()
}

/// Cheskers-specific checks on one position.
fn check_cheskers(p: &Position) -> Result<(), String> {
    let text = p.to_string();
    // Pieces only ever stand on dark squares: the placement text has its
    // letters at dark (file + rank even) positions only.
    for (i, rank) in text.split(' ').next().unwrap().split('/').enumerate() {
        let r = 7 - i;
        let mut f = 0;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else {
                if (f + r) % 2 != 0 {
                    return Err(format!("piece on a light square in `{text}`"));
                }
                f += 1;
            }
        }
    }
    // The sets of a kind hold exactly the squares where `piece_at` finds
    // that kind, of either colour.
    for kind in PieceKind::ALL {
        let expected: Vec<usize> = Square::all()
            .filter(|&sq| p.piece_at(sq).is_some_and(|piece| piece.kind == *kind))
            .map(Square::index)
            .collect();
        if p.kind_squares(*kind).iter().collect::<Vec<_>>() != expected {
            return Err(format!(
                "`{text}`: kind_squares({kind:?}) is not {expected:?}"
            ));
        }
    }
    let moves = p.legal_move_vec();
    // Perft's bulk count builds no moves; it must agree with the list.
    if p.count_legal_moves() != moves.len() {
        return Err(format!(
            "`{text}`: count_legal_moves {} but {} moves",
            p.count_legal_moves(),
            moves.len()
        ));
    }
    let flipped = p.color_flipped();
    // The colour-flipped position (board turned half a turn, colours
    // swapped, other side to move) has exactly the rotated moves. Flipping
    // restarts the repetition history, so compare with this position's
    // own fresh-history copy (the same unless a repetition draw is pending).
    let fresh = Position::from_text(&text, *p.rules()).map_err(|e| e.to_string())?;
    let moves_fresh = fresh.legal_move_vec();
    let mine: HashSet<Move> = moves_fresh.iter().map(Move::color_flipped).collect();
    let theirs: HashSet<Move> = flipped.legal_move_vec().into_iter().collect();
    if mine != theirs || mine.len() != moves_fresh.len() {
        return Err(format!(
            "mirror move lists differ for `{text}` / `{flipped}`"
        ));
    }
    if fresh
        .outcome()
        .map(|o| o.winner().map(|c| c == fresh.side_to_move()))
        != flipped
            .outcome()
            .map(|o| o.winner().map(|c| c == flipped.side_to_move()))
    {
        return Err(format!("mirror outcomes differ for `{text}`"));
    }
    for mv in &moves {
        let mut child = p.clone();
        child.play_unchecked(mv);
        // The piece count drops by exactly the number of captured squares,
        // each of which held an enemy piece.
        let n = mv.captured_set().len();
        if piece_count(&child) + n != piece_count(p) {
            return Err(format!(
                "`{mv}` in `{text}` removes the wrong number of pieces"
            ));
        }
        for sq in mv.captured_squares() {
            match p.piece_at(sq) {
                Some(piece) if piece.color != p.side_to_move() => {}
                _ => return Err(format!("`{mv}` in `{text}` captures a non-enemy on {sq}")),
            }
            if child.piece_at(sq).is_some() && sq != mv.to() {
                return Err(format!("`{mv}` in `{text}` leaves {sq}"));
            }
        }
        // The mover ends on the destination, promoted if the move says so.
        let mover = p.piece_at(mv.from()).ok_or("no mover")?;
        let landed = child
            .piece_at(mv.to())
            .ok_or("nothing on the destination")?;
        let expected = mv.promotion().unwrap_or(mover.kind);
        if landed.kind != expected || landed.color != mover.color {
            return Err(format!("`{mv}` in `{text}` lands the wrong piece"));
        }
        if mv.promotion().is_some()
            != (mover.kind == PieceKind::Man && mv.to().rank() == mover.color.fold(7, 0))
        {
            return Err(format!("`{mv}` in `{text}` promotes wrongly"));
        }
        if mv.landings().len() > cheskers::MAX_JUMPS {
            return Err(format!("`{mv}` too long"));
        }
    }
    if moves.len() > cheskers::MAX_MOVES {
        return Err("too many moves".into());
    }
    Ok(())
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
        testkit::check_under_random_rules::<Position>(rules_seed, seed, depth, plies, check_cheskers)
            .map_err(TestCaseError::fail)?;
    }

    #[test]
    fn cheskers_properties_hold_along_playouts(seed in any::<u64>(), plies in 0usize..120, r in 0usize..4) {
        let start = Position::start(all_rules()[r]);
        let p = testkit::random_position(&start, seed, plies);
        check_cheskers(&p).map_err(TestCaseError::fail)?;
        testkit::check_position(&p).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn is_legal_refuses_the_moves_of_unrelated_positions(a in any::<u64>(), b in any::<u64>(), plies_a in 0usize..100, plies_b in 0usize..100, r in 0usize..4, q in 0usize..4) {
        // Two independent random games, possibly under different rules:
        // each position's is_legal and play must agree with its list on the
        // other's moves (and on their colour-flipped twins).
        let p = testkit::random_position(&Position::start(all_rules()[r]), a, plies_a);
        let other = testkit::random_position(&Position::start(all_rules()[q]), b, plies_b);
        let mut candidates = other.legal_move_vec();
        candidates.extend(other.legal_move_vec().iter().map(Move::color_flipped));
        candidates.extend(p.legal_move_vec().iter().map(Move::color_flipped));
        testkit::check_rejects(&p, &candidates).map_err(TestCaseError::fail)?;
        testkit::check_rejects(&other, &p.legal_move_vec()).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(GAME_CASES))]

    #[test]
    fn testkit_playouts_from_the_start(seed in any::<u64>(), plies in 0usize..80, r in 0usize..4) {
        let start = Position::start(all_rules()[r]);
        testkit::check_playout(&start, seed, plies).map_err(TestCaseError::fail)?;
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(TEXT_CASES))]

    #[test]
    fn text_input_never_panics(text in ".{0,40}") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn fen_like_input_never_panics(text in "[1-9pkbcPKBCxq/]{0,40} [wbx]( [0-9]{1,3}( [0-9]{1,3})?)?") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn move_like_input_never_panics(text in "[a-i][0-9][-x=][a-h][1-9]([-x][a-h][1-8]){0,3}(=[KBCPQ])?") {
        let mid = testkit::random_position(&Position::default(), 7, 20);
        testkit::check_text_input(&mid, &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&mid, &text).map_err(TestCaseError::fail)?;
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    #[test]
    fn random_placements_keep_the_invariants(cells in proptest::collection::vec(0u8..12, 32), white in any::<bool>(), r in 0usize..4) {
        // Any placement the parser accepts: pieces on random dark squares
        // (men off their promotion ranks).
        let mut text = String::new();
        for rank in (0..8).rev() {
            let mut run = 0;
            for file in 0..8 {
                let mut c = None;
                if let Some(sq) = Square::from_file_rank(file, rank) {
                    c = match cells[sq.index()] {
                        0 if rank != 7 => Some('P'),
                        1 => Some('K'),
                        2 => Some('B'),
                        3 => Some('C'),
                        4 if rank != 0 => Some('p'),
                        5 => Some('k'),
                        6 => Some('b'),
                        7 => Some('c'),
                        _ => None,
                    };
                }
                match c {
                    Some(c) => {
                        if run > 0 { text.push_str(&run.to_string()); run = 0; }
                        text.push(c);
                    }
                    None => run += 1,
                }
            }
            if run > 0 { text.push_str(&run.to_string()); }
            if rank > 0 { text.push('/'); }
        }
        text.push_str(if white { " w 0 1" } else { " b 0 1" });
        let p = Position::from_text(&text, all_rules()[r]).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_cheskers(&p).map_err(TestCaseError::fail)?;
        testkit::check_position(&p).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn mid_game_positions_pass_the_testkit() {
    for (i, rules) in all_rules().into_iter().enumerate() {
        for seed in 0..6u64 {
            let start = Position::start(rules);
            let p = testkit::random_position(&start, seed * 31 + i as u64, 30);
            testkit::check_position(&p).unwrap();
            testkit::check_playout(&p, seed, 40).unwrap();
            check_cheskers(&p).unwrap();
        }
    }
}

#[test]
fn hand_positions_pass_every_check() {
    for text in [
        "7k/8/8/8/3p1p2/8/3p4/2P3K1 w 0 1",
        "7k/8/1p1p4/8/1p1p4/2K5/8/8 w 0 1",
        "7k/4p1p1/8/2p5/1P6/8/8/K7 w 0 1",
        "7k/8/8/C7/3p4/2P5/8/K5B1 w 0 1",
        "1b5k/6p1/8/8/1K6/8/8/6C1 b 0 1",
        // Many kings and enemies: long branching king chains.
        "7k/8/1p1p1p2/4K3/1p1p1p2/2K5/1p1p1p2/8 w 0 1",
        "7k/8/1p1p1p2/8/1p1p1p2/2K5/1p1p1p2/8 w 0 1",
    ] {
        for rules in all_rules() {
            let p = Position::from_text(text, rules).unwrap();
            testkit::check_position(&p).unwrap();
            check_cheskers(&p).unwrap();
        }
    }
}

/// `count_legal_moves` and `count_leaves` against playing the generated
/// moves at every node of the tree `depth` plies below `p`; the leaves.
fn walk_counts(p: &Position, depth: u32) -> u64 {
    testkit::check_count_leaves(p, depth).unwrap()
}

#[test]
fn count_and_leaves_match_generation() {
    // Every node of small trees, under every rule set: from the start, from
    // mid-game positions of random playouts, and from chain-rich hand
    // positions (promotions, long king chains, mixed captures).
    for rules in all_rules() {
        let start = Position::start(rules);
        assert!(walk_counts(&start, 4) > 4000);
        for seed in 0..8u64 {
            let p = testkit::random_position(&start, seed, 24 + seed as usize * 3);
            walk_counts(&p, 3);
        }
        for text in [
            "7k/8/1p1p1p2/4K3/1p1p1p2/2K5/1p1p1p2/8 w 0 1",
            "7k/4p1p1/8/2p5/1P6/8/8/K7 w 0 1",
            "7k/8/8/C7/3p4/2P5/8/K5B1 w 0 1",
            // Jumps onto the last rank (promotions) and a bishop capture.
            "7k/2p1p3/1P1P4/8/8/8/8/K7 w 0 1",
            "1k5b/8/8/8/8/4p3/3P1P2/K7 b 0 1",
            // Men of both sides one step from promotion.
            "1k6/P1P5/8/8/8/8/5p1p/6K1 w 0 1",
            "3k4/2P1P3/8/8/8/8/1p1p4/2K5 b 0 1",
        ] {
            walk_counts(&Position::from_text(text, rules).unwrap(), 3);
        }
    }
}

#[test]
fn zobrist_hash_depends_on_placement_and_side_only() {
    let a: Position = "7k/8/8/8/8/8/8/K7 w 3 9".parse().unwrap();
    let b: Position = "7k/8/8/8/8/8/8/K7 w 0 1".parse().unwrap();
    let c: Position = "7k/8/8/8/8/8/8/K7 b 0 1".parse().unwrap();
    assert_eq!(a.zobrist(), b.zobrist());
    assert_ne!(a.zobrist(), c.zobrist());
    assert_eq!(a.zobrist(), a.recompute_zobrist());
}

#[test]
fn threefold_repetition_matches_a_full_history() {
    // The position keeps only part of its history inline (the two moves
    // before it) and the rest as a shared list: compare its judgement with
    // a plain list of every hash since the last capture or man move, along
    // random games in positions where pieces wander back and forth.
    use variant_core::{DrawReason, Outcome, Rng};
    let rules = Rules::default().with_repetition(Repetition::ThreefoldDraw);
    let mut draws = 0;
    for text in [
        "7k/8/8/8/8/8/8/K7 w 0 1",
        "1b5k/8/8/8/8/8/8/C5K1 w 0 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 0 1",
        "1c1k4/8/8/2p5/8/4P3/8/B3K3 b 5 9",
    ] {
        for seed in 0..150u64 {
            let mut rng = Rng::new(seed);
            let mut p = Position::from_text(text, rules).unwrap();
            let mut hashes = vec![p.repetition_key()];
            for _ in 0..600 {
                let occurrences = hashes.iter().filter(|&&h| h == p.repetition_key()).count();
                let plain = Position::from_text(&p.to_string(), Rules::default()).unwrap();
                let expected = if occurrences >= 3 && plain.outcome().is_none() {
                    Some(Outcome::Draw {
                        reason: DrawReason::Repetition,
                    })
                } else {
                    plain.outcome()
                };
                assert_eq!(p.outcome(), expected, "`{p}` after {} plies", hashes.len());
                let moves = p.legal_move_vec();
                assert_eq!(moves.is_empty(), expected.is_some(), "`{p}`");
                if moves.is_empty() {
                    draws += usize::from(occurrences >= 3);
                    break;
                }
                let mv = &moves[rng.below(moves.len())];
                let man = p.piece_at(mv.from()).map(|q| q.kind) == Some(PieceKind::Man);
                p.play(mv).unwrap();
                if man || mv.is_capture() {
                    hashes.clear();
                }
                hashes.push(p.repetition_key());
            }
        }
    }
    assert!(draws > 50, "only {draws} repetition draws");
}
