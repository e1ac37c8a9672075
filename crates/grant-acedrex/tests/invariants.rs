//! Property tests: the generic testkit checks and Grant Acedrex's own
//! invariants (no legal move leaves the mover's king attacked; the
//! colour-flipped position has the mirrored move list).

use grant_acedrex::{BareKing, Move, PieceKind, Position, Rules, Square, Stalemate};
use proptest::prelude::*;
use std::collections::HashSet;
use variant_core::{testkit, Game, Outcome, Repetition};

fn rule_sets() -> Vec<Rules> {
    let mut all = vec![Rules::cazaux_musser(), Rules::murray(), Rules::cazaux_cvp()];
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
    all.push(Rules::ludii());
    all.push(Rules::fairymax());
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
    // The mirror is a ply later or earlier (White's fullmove n is ply 2n - 2,
    // Black's 2n - 1), so a ply limit may end one and not the other.
    if p.rules().ply_limit.is_none() {
        // Without the game's history: a repetition in `p`'s history is no
        // property of the placement.
        let p = &Position::from_text(&text, *p.rules()).map_err(|e| e.to_string())?;
        let moves = p.legal_move_vec();
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
    testkit::check_playout_positions(&start, seed ^ 0x55, plies, check_acedrex)
}

/// Cases of the property that plays long checked games.
const GAME_CASES: u32 = 32;
/// Cases of the properties that check a few positions each.
const POSITION_CASES: u32 = 128;
/// Cases of the text properties (cheap).
const TEXT_CASES: u32 = 512;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(GAME_CASES))]

    #[test]
    fn testkit_and_acedrex_invariants(seed in any::<u64>(), plies in 0usize..80, r in 0usize..8) {
        let rules = rule_sets()[r];
        playout_checks(rules, seed, plies).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    /// Positions deep in random games under random rules (every option of
    /// `Rules::OPTIONS`, every value), then a short game with every check,
    /// and `is_legal` on the position's mutated moves and foreign ones.
    #[test]
    fn random_positions_under_random_rules(seed in any::<u64>(), rules_seed in any::<u64>(), depth in 0usize..200, plies in 0usize..6) {
        let p = testkit::check_under_random_rules::<Position>(rules_seed, seed, depth, plies, check_acedrex)
            .map_err(TestCaseError::fail)?;
        let mut candidates = candidate_moves(&p);
        candidates.extend(foreign_moves(seed));
        testkit::check_rejects(&p, &candidates).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(TEXT_CASES))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let p = Position::default();
        testkit::check_text_input(&p, &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&p, &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn move_like_text_never_panics(text in "[KAULGCRPa-lx=+#0-9-]{0,9}") {
        let p = testkit::random_position(&Position::default(), 7, 30);
        testkit::check_text_input(&p, &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&p, &text).map_err(TestCaseError::fail)?;
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

// ------------------------------------------------- is_legal against the list

/// The default rules with one option changed, for every option and value.
fn single_option_rule_sets() -> Vec<Rules> {
    use variant_core::RuleSet;
    let changes = [
        ("king_leap_can_capture", "true"),
        ("king_leap_out_of_check", "true"),
        ("king_leap_over_attacked", "true"),
        ("stalemate", "Draw"),
        ("bare_king", "CounterBareDraws"),
        ("bare_king", "Off"),
        ("repetition", "ThreefoldDraw"),
        ("no_progress_limit", "12"),
        ("pawn_double_step", "true"),
        ("lion", "ThreeLeaper"),
        ("giraffe", "FourOne"),
        ("unicorn", "Murray"),
        ("king_file", "F"),
        ("king_leap_directions", "Forward"),
        ("king_leap_directions", "ForwardAndSideways"),
        ("aanca", "PassesEnemy"),
        ("stalemate", "Pass"),
        ("ply_limit", "40"),
    ];
    changes
        .iter()
        .map(|(key, value)| {
            let mut rules = Rules::default();
            rules.set_option(key, value).unwrap();
            rules
        })
        .collect()
}

/// Every move of the side to move's pieces to every other square, each
/// with the capture and promotion the board gives, and the legal moves with
/// a field changed: candidates for `is_legal` that are mostly not legal.
fn candidate_moves(p: &Position) -> Vec<Move> {
    const PROMOTION: &[u8; 12] = b"RLUGCAACGULR";
    let us = p.side_to_move();
    let mut out = Vec::new();
    for (from, piece) in p.placement().filter(|(_, q)| q.color == us) {
        for to in (0..144).filter_map(Square::from_index) {
            if to == from {
                continue;
            }
            let captured = p.piece_at(to).map(|q| q.kind);
            let last = us.fold(11, 0);
            let promotion = (piece.kind == PieceKind::Pawn && to.rank() == last)
                .then(|| PieceKind::from_letter(PROMOTION[to.file() as usize] as char).unwrap());
            out.push(Move::new(piece.kind, from, to, captured, promotion));
        }
    }
    // Passes: of the side to move's king, of the other king, of a piece.
    for color in [us, !us] {
        out.push(Move::pass(p.king_square(color)));
    }
    if let Some((square, _)) = p.placement().find(|(_, q)| q.color == us) {
        out.push(Move::new(
            PieceKind::Pawn,
            Move::pass(square).from(),
            Move::pass(square).to(),
            Move::pass(square).captured(),
            Move::pass(square).promotion(),
        ));
    }
    for mv in p.legal_move_vec() {
        let other = |k: PieceKind| PieceKind::ALL[(k.index() + 1) % 8];
        out.push(Move::new(
            other(mv.piece()),
            mv.from(),
            mv.to(),
            mv.captured(),
            mv.promotion(),
        ));
        out.push(Move::new(
            mv.piece(),
            mv.from(),
            mv.to(),
            match mv.captured() {
                Some(k) => Some(other(k)),
                None => Some(PieceKind::Pawn),
            },
            mv.promotion(),
        ));
        out.push(Move::new(
            mv.piece(),
            mv.from(),
            mv.to(),
            None,
            mv.promotion(),
        ));
        out.push(Move::new(
            mv.piece(),
            mv.from(),
            mv.to(),
            mv.captured(),
            match mv.promotion() {
                Some(k) => Some(other(k)),
                None => Some(PieceKind::Aanca),
            },
        ));
        out.push(Move::new(
            mv.piece(),
            mv.from(),
            mv.to(),
            mv.captured(),
            None,
        ));
        out.push(Move::new(
            mv.piece(),
            mv.to(),
            mv.from(),
            mv.captured(),
            mv.promotion(),
        ));
        out.push(mv.color_flipped());
    }
    out
}

/// Legal moves of positions that have nothing to do with `seed`'s game:
/// other games under other rules (Murray's unicorns, double steps, free
/// leaps), from both sides.
fn foreign_moves(seed: u64) -> Vec<Move> {
    let mut out = Vec::new();
    let sets = rule_sets();
    for i in 0..6u64 {
        let rules = sets[(seed as usize + i as usize) % sets.len()];
        let plies = 5 + 23 * i as usize;
        let p = testkit::random_position(&Position::start(rules), seed ^ (0x9e37 * (i + 1)), plies);
        out.extend(p.legal_move_vec());
    }
    out
}

fn check_is_legal_through_a_game(rules: Rules, seed: u64, plies: usize) -> Result<(), String> {
    let foreign = foreign_moves(seed);
    let mut p = Position::start(rules);
    let mut rng = variant_core::Rng::new(seed);
    for ply in 0..=plies {
        if ply % 7 == 0 || p.outcome().is_some() {
            let mut candidates = candidate_moves(&p);
            candidates.extend_from_slice(&foreign);
            testkit::check_rejects(&p, &candidates)?;
        }
        let moves = p.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        // Prefer king moves and captures now and then: leaps, bare kings.
        let pick: Vec<&Move> = moves
            .iter()
            .filter(|m| m.piece() == PieceKind::King || m.captured().is_some())
            .collect();
        let mv = if !pick.is_empty() && rng.below(3) == 0 {
            *pick[rng.below(pick.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        p.play_unchecked(&mv);
    }
    Ok(())
}

#[test]
fn is_legal_agrees_with_the_list_under_every_option() {
    let mut sets = rule_sets();
    sets.extend(single_option_rule_sets());
    for (i, rules) in sets.into_iter().enumerate() {
        for seed in 0..2 {
            check_is_legal_through_a_game(rules, 1000 * i as u64 + seed, 140)
                .unwrap_or_else(|e| panic!("rules {rules:?}: {e}"));
        }
    }
}

#[test]
fn is_legal_in_hand_built_positions() {
    let texts = [
        // Kings holding the right among enemy pieces (leap restrictions).
        "k11/12/12/12/12/3l1g6/12/4K7/3u1a6/12/12/11R w Kk 0 1",
        "k11/12/12/12/6c5/3p8/4K7/2r9/12/12/12/11R w Kk 0 1",
        "12/12/12/4k7/12/4K7/3pP7/12/12/12/12/R11 b Kk 0 1",
        // In check from a rook; a pinned crocodile on an aanca's turn.
        "11k/12/12/12/12/12/12/12/12/2K9/11P/2r9 w K 0 1",
        "11k/12/12/12/12/1a10/C11/12/12/12/12/K11 w - 0 1",
        // Promotions on every kind of square, by step and by capture.
        "12/PPPPPPPPPPP1/k11/12/12/12/12/12/12/12/pppppppppp2/11K w - 0 1",
        "12/PPPPPPPPPPP1/k11/12/12/12/12/12/12/12/pppppppppp2/11K b - 0 1",
        "rl1g1a1c1u1r/PPPPPPPPPPPP/12/12/12/12/12/12/12/12/k11/11K w - 0 1",
        // Bare kings: decided, or (CounterBareDraws) one capture to draw.
        "12/12/12/12/12/5kP5/12/12/12/12/12/K11 b - 0 1",
        "12/12/12/12/12/6P5/5k6/12/12/12/12/K11 b - 0 1",
        "12/12/12/12/12/5kP5/12/12/12/12/12/K11 w - 0 1",
        "12/12/12/12/7K4/6P5/5k6/12/12/12/12/12 b - 0 1",
        "12/12/12/12/12/6P5/5k6/12/12/12/P11/K11 b - 0 1",
        "12/12/12/12/12/12/5k6/12/12/12/12/K11 w - 0 1",
        // Checkmate and stalemate: decided, nothing is legal.
        "k11/12/12/11p/12/12/12/12/12/12/1R10/R6K4 b - 0 1",
        "k11/11R/12/11p/11P/12/12/12/12/12/12/1R4K5 b - 0 1",
        // Both sides stalemated (drawn under Pass), and an aanca checking
        // through a piece on its turning square, or about to once the
        // piece there is taken (PassesEnemy).
        "9p1k/9P1p/11P/12/12/12/12/12/12/p11/P1p9/K1P9 w - 0 1",
        "11k/12/12/12/12/12/12/7a4/P5P5/6K5/12/12 w - 0 1",
        "11k/12/12/12/12/12/12/7a4/R5p5/12/11P/6K5 w - 0 1",
    ];
    let mut sets = rule_sets();
    sets.extend(single_option_rule_sets());
    let mut checked = 0;
    for rules in sets {
        for text in texts {
            let Ok(p) = Position::from_text(text, rules) else {
                continue;
            };
            let mut candidates = candidate_moves(&p);
            candidates.extend(foreign_moves(checked));
            testkit::check_rejects(&p, &candidates)
                .unwrap_or_else(|e| panic!("rules {rules:?}: {e}"));
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} positions");
}

#[test]
fn is_legal_through_a_repetition_draw() {
    // The start position for the third time after eight plies: drawn, so
    // nothing is legal any more, not even the moves of the ply before.
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    let mut p = Position::start(rules);
    let cycle = ["a1-a2", "a12-a11", "a2-a1", "a11-a12"];
    let mut previous = Vec::new();
    for text in cycle.iter().chain(cycle.iter()) {
        let mut candidates = candidate_moves(&p);
        candidates.extend_from_slice(&previous);
        testkit::check_rejects(&p, &candidates).unwrap();
        previous = p.legal_move_vec();
        p.play_text(text).unwrap();
    }
    assert!(p.outcome().is_some() && p.legal_move_vec().is_empty());
    let mut candidates = candidate_moves(&Position::default());
    candidates.extend_from_slice(&previous);
    testkit::check_rejects(&p, &candidates).unwrap();
    assert!(candidates.iter().all(|mv| !p.is_legal(mv)));
}
