//! Property tests: the generic `Game` contract through the testkit, and
//! Dragonchess-specific invariants (levels, freezes, King safety, the colour
//! flip), on random games under random rule options and on random
//! placements; `is_legal` and `play` against moves of unrelated positions
//! and arbitrary move values.

use dragonchess::prelude::*;
use proptest::prelude::*;
use std::collections::BTreeSet;
use variant_core::{testkit, Rng};

/// The rules with every option away from its default.
fn all_options() -> Rules {
    rules_from(!0)
}

/// Rules from the bits of `i`: each option on or off.
fn rules_from(i: u64) -> Rules {
    let mut r = Rules::default();
    r.offboard_steps_capture = i & 1 == 0;
    r.paladin_3d_captures = i & 2 == 0;
    if i & 4 != 0 {
        r.elemental_ascent = ElementalAscent::MoveOrCapture;
    }
    r.frozen_pieces_give_check = i & 8 != 0;
    if i & 16 != 0 {
        r.stalemate = Stalemate::Loss;
    }
    if i & 32 != 0 {
        r.repetition = Repetition::ThreefoldDraw;
    }
    if i & 64 != 0 {
        r.no_progress_limit = Some(40);
    }
    r
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| m.to_string()).collect()
}

/// The colour flip: the flipped position has exactly the flipped moves, the
/// same check and the flipped outcome, and flipping twice gives it back.
fn check_color_flip(pos: &Position) -> Result<(), String> {
    let text = pos.to_string();
    // Without the game's history: the flip starts a history of its own, and a
    // repetition in `pos`'s history is no property of the placement.
    let pos = &Position::from_text(&text, pos.rules().clone()).map_err(|e| e.to_string())?;
    let moves = pos.legal_move_vec();
    let flipped = pos.color_flipped();
    let flipped_moves = flipped.legal_move_vec();
    if sorted(flipped_moves.iter().copied()) != sorted(moves.iter().map(Move::color_flipped)) {
        return Err(format!("flipped move lists differ for `{text}`"));
    }
    for mv in &moves {
        if !flipped.is_legal(&mv.color_flipped()) {
            return Err(format!("the flip of {mv} is refused in `{flipped}`"));
        }
    }
    if flipped.color_flipped() != *pos || flipped.color_flipped().to_string() != text {
        return Err(format!("flipping twice changes `{text}`"));
    }
    if flipped.zobrist() != flipped.recompute_zobrist() {
        return Err(format!("the flip of `{text}` has a wrong hash"));
    }
    if pos.is_check() != flipped.is_check() {
        return Err(format!("flipped check differs for `{text}`"));
    }
    let flip_outcome = |o: Outcome| match o {
        Outcome::Decisive { winner, reason } => Outcome::Decisive {
            winner: !winner,
            reason,
        },
        draw => draw,
    };
    // The flip starts a fresh history, so repetition may differ; compare
    // the outcomes that do not depend on it.
    if pos.rules().repetition == Repetition::None
        && flipped.outcome() != pos.outcome().map(flip_outcome)
    {
        return Err(format!("flipped outcome differs for `{text}`"));
    }
    if flipped.to_setup() != pos.to_setup().color_flipped() {
        return Err(format!("Position and Setup flips differ for `{text}`"));
    }
    Ok(())
}

/// Dragonchess-specific checks on one position.
fn check_dragonchess(pos: &Position) -> Result<(), String> {
    let text = pos.to_string();
    let moves = pos.legal_move_vec();
    // Every piece stands on a level it may stand on.
    for (sq, p) in pos.all_pieces() {
        if !p.kind.can_stand_on(sq.level()) {
            return Err(format!("{p:?} on {sq} in `{text}`"));
        }
    }
    // The square sets agree with the board.
    for color in Color::ALL {
        let mine: SquareSet = pos
            .all_pieces()
            .filter(|(_, p)| p.color == color)
            .map(|(s, _)| s.index())
            .collect();
        if pos.occupied(color) != mine {
            return Err(format!("occupied({color:?}) is wrong in `{text}`"));
        }
        let king = pos.king_square(color);
        if pos.piece_at(king) != Some(Piece::new(color, PieceKind::King)) {
            return Err(format!("king_square({color:?}) is wrong in `{text}`"));
        }
        if pos
            .pieces(color, PieceKind::King)
            .iter()
            .collect::<Vec<_>>()
            != [king.index()]
        {
            return Err(format!("pieces({color:?}, King) is wrong in `{text}`"));
        }
        // The counts and the level bits agree with the board.
        for kind in PieceKind::ALL.iter().copied() {
            let on_board = pos
                .all_pieces()
                .filter(|(_, p)| *p == Piece::new(color, kind))
                .map(|(s, _)| s);
            let mut by_level = [0u128; 3];
            let mut count = 0;
            for s in on_board {
                by_level[usize::from(s.level())] |= 1 << (s.rank() * 12 + s.file());
                count += 1;
            }
            if pos.piece_count(color, kind) != count {
                return Err(format!(
                    "piece_count({color:?}, {kind:?}) is wrong in `{text}`"
                ));
            }
            for level in 0..4u8 {
                let expected = by_level.get(usize::from(level)).copied().unwrap_or(0);
                if pos.pieces_on_level(color, kind, level) != expected {
                    return Err(format!(
                        "pieces_on_level({color:?}, {kind:?}, {level}) is wrong in `{text}`"
                    ));
                }
            }
        }
        for level in 0..4u8 {
            let expected: u128 = pos
                .all_pieces()
                .filter(|(s, p)| p.color == color && s.level() == level)
                .map(|(s, _)| 1 << (s.rank() * 12 + s.file()))
                .sum();
            if pos.occupied_on_level(color, level) != expected {
                return Err(format!(
                    "occupied_on_level({color:?}, {level}) is wrong in `{text}`"
                ));
            }
        }
    }
    let frozen_squares: u128 = pos
        .all_pieces()
        .filter(|(s, _)| pos.is_frozen(*s))
        .map(|(s, _)| {
            assert_eq!(s.level(), 1, "a frozen piece off the Ground in `{text}`");
            1 << (s.rank() * 12 + s.file())
        })
        .sum();
    if pos.frozen_on_ground() != frozen_squares {
        return Err(format!("frozen_on_ground is wrong in `{text}`"));
    }
    let us = pos.side_to_move();
    if pos.is_check() != pos.is_attacked(pos.king_square(us), !us) {
        return Err(format!("is_check disagrees with is_attacked in `{text}`"));
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
        if child.is_attacked(child.king_square(us), !us) {
            return Err(format!("{mv} leaves the King attacked in `{text}`"));
        }
        if mv.is_afar() && (mv.piece() != PieceKind::Dragon || mv.to().level() != 1) {
            return Err(format!("bad afar move {mv:?}"));
        }
        // Irreversible moves reset the clock, and only they.
        let resets = mv.is_capture() || mv.piece() == PieceKind::Warrior;
        let clock = if resets { 0 } else { pos.halfmove_clock() + 1 };
        if child.halfmove_clock() != clock {
            return Err(format!(
                "{mv} gives clock {} in `{text}`",
                child.halfmove_clock()
            ));
        }
        if pos.is_noisy(mv) != (mv.is_capture() || mv.promotion().is_some()) {
            return Err(format!("is_noisy is wrong for {mv}"));
        }
    }
    // The pseudo-legal moves that are not listed are exactly those that
    // leave the King attacked.
    let mut pseudo = MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    if pos.outcome().is_none() {
        for mv in &pseudo {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let safe = !child.is_attacked(child.king_square(us), !us);
            if safe != moves.contains(mv) {
                return Err(format!("{mv} legality mismatch in `{text}`"));
            }
        }
    }
    // Pseudo-legal moves are refused with a reason when illegal.
    testkit::check_rejects(pos, &pseudo)?;
    check_color_flip(pos)
}

/// Moves of unrelated positions: random games from the start under other
/// rules, random placements, and made-up move values.
fn foreign_moves(seed: u64) -> Vec<Move> {
    let mut rng = Rng::new(seed ^ 0xf0e1);
    let mut moves = Vec::new();
    for k in 0..3 {
        let p = testkit::random_position(
            &Position::start(rules_from(rng.below(128) as u64)),
            seed.wrapping_add(k),
            rng.below(100),
        );
        moves.extend(p.legal_move_vec().into_iter().step_by(3));
        if let Some(p) = random_placement(&mut rng, rules_from(k)) {
            moves.extend(p.legal_move_vec().into_iter().step_by(3));
        }
    }
    for _ in 0..40 {
        moves.push(arbitrary_move(&mut rng));
    }
    moves
}

/// Any move value at all: a piece, two squares, a capture, the two flags.
fn arbitrary_move(rng: &mut Rng) -> Move {
    let piece = |rng: &mut Rng| {
        Piece::new(
            Color::ALL[rng.below(2)],
            PieceKind::ALL[rng.below(PieceKind::ALL.len())],
        )
    };
    let square = |rng: &mut Rng| Square::from_index(rng.below(288)).unwrap();
    let p = piece(rng);
    let (from, to) = (square(rng), square(rng));
    let captured = (rng.below(2) == 0).then(|| piece(rng));
    Move::new(p, from, to, captured, rng.below(8) == 0, rng.below(8) == 0)
}

fn playout_check(start: &Position, seed: u64, plies: usize) -> Result<(), String> {
    testkit::check_playout(start, seed, plies)?;
    let foreign = foreign_moves(seed);
    let mut rng = Rng::new(seed ^ 0x5555);
    let mut pos = start.clone();
    for _ in 0..plies {
        check_dragonchess(&pos)?;
        testkit::check_rejects(&pos, &foreign)?;
        let moves = pos.legal_move_vec();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(&moves[rng.below(moves.len())]);
    }
    Ok(())
}

/// A random placement: Kings anywhere, pieces anywhere they may stand
/// (Basilisks often, for freezes), either side to move; `None` when the
/// draw gives an invalid position (the side not to move in check).
fn random_placement(rng: &mut Rng, rules: Rules) -> Option<Position> {
    let mut setup = Setup::empty();
    let place = |rng: &mut Rng, piece: Piece, setup: &mut Setup| {
        for _ in 0..50 {
            let s = Square::from_index(rng.below(288)).unwrap();
            let last = if piece.color == Color::White { 7 } else { 0 };
            if setup.piece_at(s).is_some()
                || !piece.kind.can_stand_on(s.level())
                || (piece.kind == PieceKind::Warrior && s.rank() == last)
            {
                continue;
            }
            setup.put(s, piece);
            return;
        }
    };
    for c in Color::ALL {
        place(rng, Piece::new(c, PieceKind::King), &mut setup);
    }
    for _ in 0..6 + rng.below(30) {
        let kind = if rng.below(5) == 0 {
            PieceKind::Basilisk
        } else {
            PieceKind::ALL[rng.below(15)]
        };
        let color = Color::ALL[rng.below(2)];
        if kind != PieceKind::King {
            place(rng, Piece::new(color, kind), &mut setup);
        }
    }
    setup.turn = Color::ALL[rng.below(2)];
    Position::from_setup(setup, rules).ok()
}

/// Cases of the properties that play long checked games (each case checks
/// tens of positions in full).
const GAME_CASES: u32 = 32;
/// Cases of the properties that check a few positions each.
const POSITION_CASES: u32 = 128;
/// Cases of the text properties (cheap).
const TEXT_CASES: u32 = 512;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    /// Positions deep in random games under random rules (every option of
    /// `Rules::OPTIONS`, every value), then a short fully checked game.
    #[test]
    fn random_positions_under_random_rules(seed in any::<u64>(), rules_seed in any::<u64>(), depth in 0usize..200, plies in 0usize..6) {
        let pos: Position = testkit::random_rules_position(rules_seed, seed, depth);
        testkit::check_written_moves(&pos).map_err(TestCaseError::fail)?;
        playout_check(&pos, seed, plies).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(GAME_CASES))]

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
    fn random_games_under_random_options(seed in any::<u64>(), options in 0u64..128, plies in 0usize..40) {
        let start = Position::start(rules_from(options));
        playout_check(&start, seed, plies).map_err(TestCaseError::fail)?;
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(POSITION_CASES))]

    #[test]
    fn random_placements_keep_the_contract(seed in any::<u64>(), options in 0u64..128) {
        let mut rng = Rng::new(seed);
        if let Some(pos) = random_placement(&mut rng, rules_from(options)) {
            testkit::check_position(&pos).map_err(TestCaseError::fail)?;
            check_dragonchess(&pos).map_err(TestCaseError::fail)?;
            testkit::check_rejects(&pos, &foreign_moves(seed)).map_err(TestCaseError::fail)?;
            // A short game from there.
            playout_check(&pos, seed, 8).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn arbitrary_move_values_are_judged_like_the_list(seed in any::<u64>(), plies in 0usize..80) {
        let pos = testkit::random_position(&Position::default(), seed, plies);
        let mut rng = Rng::new(seed);
        let moves: Vec<Move> = (0..200).map(|_| arbitrary_move(&mut rng)).collect();
        testkit::check_rejects(&pos, &moves).map_err(TestCaseError::fail)?;
        for mv in &moves {
            // Move text never panics, legal or not.
            let _ = pos.format_move(mv);
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(TEXT_CASES))]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn move_like_text_never_panics(text in "[A-Z]?[0-4][a-m][0-9]{1,2}[-x][0-4][a-m][0-9]{1,2}(=H)?") {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
        testkit::check_move_notation(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn position_like_text_never_panics(
        text in "[srgwouhtcmkpdbeSRGWOUHTCMKPDBE0-9]{0,14}(/[srgwouhtcmkpdbeSRGWOUHTCMKPDBE0-9]{0,14}){0,9}(\\|[a-zA-Z0-9/]{0,30}){0,3} [gsx]( [0-9]{1,3}( [0-9]{1,3})?)?"
    ) {
        testkit::check_text_input(&Position::default(), &text).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn count_leaves_matches_generation() {
    // Every node of small trees under every setting of the options that
    // change moves or check (and one with the draw options on): from the
    // start, from mid-game positions of random games (pieces off their
    // levels, freezes, Heroes) and from random placements.
    let mut rng = Rng::new(0x1eaf);
    for options in (0..16).chain([32 | 64]) {
        let start = Position::start(rules_from(options));
        assert_eq!(testkit::check_leaf_counts(&start, 1), Ok(8094));
        for seed in 0..3 {
            let mid = testkit::random_position(&start, seed + options, 60 + 20 * seed as usize);
            testkit::check_leaf_counts(&mid, 1).unwrap();
        }
        for _ in 0..6 {
            if let Some(pos) = random_placement(&mut rng, rules_from(options)) {
                testkit::check_leaf_counts(&pos, 2).unwrap();
            }
        }
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
fn the_flipped_start_is_the_start_with_scarlet_to_move() {
    let sq: Square = "2c2".parse().unwrap();
    assert_eq!(sq.color_flipped().to_string(), "2c7");
    // Built independently: from the start text with the other side to move.
    let start = Position::default();
    let scarlet_text = START_TEXT.replace(" g 0 1", " s 0 1");
    let scarlet_start: Position = scarlet_text.parse().unwrap();
    let flipped = start.color_flipped();
    assert_eq!(flipped, scarlet_start);
    assert_eq!(flipped.to_string(), scarlet_text);
    assert_eq!(flipped.zobrist(), scarlet_start.zobrist());
    assert_ne!(flipped, start);
    assert_eq!(flipped.color_flipped(), start);
    assert_eq!(start, START_TEXT.parse::<Position>().unwrap());
    // Scarlet's 90 moves are Gold's, flipped.
    assert_eq!(
        sorted(flipped.legal_move_vec()),
        sorted(start.legal_move_vec().iter().map(Move::color_flipped))
    );
    assert!(flipped
        .legal_move_vec()
        .iter()
        .any(|m| m.to_string() == "R3g8x3a2"));
}

#[test]
fn the_flip_holds_on_random_placements() {
    let mut rng = Rng::new(0xf11b);
    let mut checked = 0;
    for i in 0..400u64 {
        if let Some(pos) = random_placement(&mut rng, rules_from(i)) {
            check_color_flip(&pos).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked}");
}
