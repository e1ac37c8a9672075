//! `is_legal` (one move tested on its own, without generating the list) and
//! `illegal_reason`, hand-checked under every capture rule, and against the
//! move list on moves of unrelated positions and their near misses.

use cheskers::prelude::*;
use variant_core::{testkit, MoveErrorReason, Rng};

fn pos_with(text: &str, rules: Rules) -> Position {
    Position::from_text(text, rules).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

fn pos(text: &str) -> Position {
    pos_with(text, Rules::default())
}

fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

fn set(squares: &[&str]) -> SquareSet {
    squares
        .iter()
        .map(|s| sq(s).bit())
        .fold(SquareSet::EMPTY, |a, b| a | b)
}

/// A move from its parts, written as squares.
fn mv(from: &str, landings: &[&str], captured: &[&str], promotion: Option<PieceKind>) -> Move {
    let landings: Vec<Square> = landings.iter().map(|s| sq(s)).collect();
    Move::new(sq(from), &landings, set(captured), promotion).unwrap()
}

/// Asserts that `m` is refused in `p`, with a reason containing `words`,
/// and that `play` refuses it too, leaving `p` unchanged.
fn refused(p: &Position, m: &Move, words: &str) {
    assert!(!p.is_legal(m), "{m:?} in `{p}`");
    assert!(!p.legal_move_vec().contains(m), "{m:?} is listed in `{p}`");
    let reason = p.illegal_reason(m);
    assert!(
        reason.to_string().contains(words),
        "{m:?} in `{p}`: {reason}"
    );
    let mut copy = p.clone();
    let e = copy.play(m).unwrap_err();
    assert_eq!(e.reason(), &reason);
    assert_eq!(e.text(), p.format_move(m).as_str());
    assert_eq!(&copy, p);
    assert_eq!(copy.to_string(), p.to_string());
}

fn accepted(p: &Position, m: &Move) {
    assert!(p.is_legal(m), "{m:?} in `{p}`: {}", p.illegal_reason(m));
    assert!(p.legal_move_vec().contains(m), "{m:?} not listed in `{p}`");
}

/// White king a1, man c3, camel a5, bishop g1; Black man d4, king h8: the
/// man c3 can jump d4, the bishop and the camel can take it.
const CAPTURE_RULE_POSITION: &str = "7k/8/8/C7/3p4/2P5/8/K5B1 w 0 1";

#[test]
fn a_refusal_is_a_typed_reason_with_the_cli_text() {
    let p = pos(CAPTURE_RULE_POSITION);
    let man_steps = mv("c3", &["b4"], &[], None);
    assert_eq!(
        p.illegal_reason(&man_steps),
        MoveErrorReason::CaptureCompulsory
    );
    let e = p.clone().play(&man_steps).unwrap_err();
    assert_eq!(e.text(), "c3-b4");
    assert_eq!(e.reason(), &MoveErrorReason::CaptureCompulsory);
    assert_eq!(
        e.to_string(),
        "illegal move `c3-b4`: capture is compulsory here"
    );
    // The same reason as the move text gets.
    assert_eq!(
        p.parse_move("c3-b4").unwrap_err().reason(),
        &MoveErrorReason::CaptureCompulsory
    );
    let exclusive = pos_with(
        CAPTURE_RULE_POSITION,
        Rules::default().with_capture_rule(CaptureRule::ManKingCaptureExclusive),
    );
    let bishop_takes = mv("g1", &["d4"], &["d4"], None);
    let e = exclusive.clone().play(&bishop_takes).unwrap_err();
    assert_eq!(e.reason(), &MoveErrorReason::JumpsOnly);
    assert_eq!(
        e.to_string(),
        "illegal move `g1xd4`: capture is compulsory here: only man and king jump chains are legal"
    );
    let jump = mv("c3", &["e5"], &["d4"], None);
    assert_eq!(p.illegal_reason(&jump), MoveErrorReason::Legal);
    assert_eq!(p.illegal_reason(&jump).to_string(), "it is legal");
}

#[test]
fn compulsory_capture_under_each_rule() {
    let jump = mv("c3", &["e5"], &["d4"], None);
    let bishop_takes = mv("g1", &["d4"], &["d4"], None);
    let camel_takes = mv("a5", &["d4"], &["d4"], None);
    let bishop_slides = mv("g1", &["f2"], &[], None);
    let camel_leaps = mv("a5", &["b8"], &[], None);
    let king_steps = mv("a1", &["b2"], &[], None);
    let man_steps = mv("c3", &["b4"], &[], None);

    let any = pos(CAPTURE_RULE_POSITION);
    for m in [&jump, &bishop_takes, &camel_takes] {
        accepted(&any, m);
    }
    for m in [&bishop_slides, &camel_leaps, &king_steps, &man_steps] {
        refused(&any, m, "capture is compulsory");
    }

    let exclusive = pos_with(
        CAPTURE_RULE_POSITION,
        Rules::default().with_capture_rule(CaptureRule::ManKingCaptureExclusive),
    );
    accepted(&exclusive, &jump);
    for m in [&bishop_takes, &camel_takes, &bishop_slides, &camel_leaps] {
        refused(&exclusive, m, "only man and king jump chains");
    }
    for m in [&king_steps, &man_steps] {
        refused(&exclusive, m, "capture is compulsory");
    }

    let piece_level = pos_with(
        CAPTURE_RULE_POSITION,
        Rules::default().with_capture_rule(CaptureRule::PieceLevel),
    );
    for m in [
        &jump,
        &bishop_takes,
        &camel_takes,
        &bishop_slides,
        &camel_leaps,
        &king_steps,
    ] {
        accepted(&piece_level, m);
    }
    // The man that can jump must.
    refused(&piece_level, &man_steps, "capture is compulsory");

    // Without a man or king able to jump, every rule leaves every move legal.
    for rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        let p = pos_with(
            "7k/8/8/C7/3p4/8/8/K5B1 w 0 1",
            Rules::default().with_capture_rule(rule),
        );
        for m in [
            &bishop_takes,
            &camel_takes,
            &bishop_slides,
            &camel_leaps,
            &king_steps,
        ] {
            accepted(&p, m);
        }
    }
}

#[test]
fn chains_must_be_complete_with_their_route_and_captures() {
    let p = pos("7k/8/8/8/3p1p2/8/3p4/2P3K1 w 0 1");
    accepted(&p, &mv("c1", &["e3", "g5"], &["d2", "f4"], None));
    accepted(&p, &mv("c1", &["e3", "c5"], &["d2", "d4"], None));
    // Stopping half way.
    refused(&p, &mv("c1", &["e3"], &["d2"], None), "must go on");
    // The right route with a wrong captured set.
    for captured in [
        &["d2"][..],
        &["d2", "d4"],
        &["f4"],
        &["d2", "f4", "d4"],
        &[],
    ] {
        let m = mv("c1", &["e3", "g5"], captured, None);
        refused(&p, &m, "not a legal move");
    }
    // A jump over nothing, a step passed off as a jump, a jump too far.
    refused(&p, &mv("g1", &["e3"], &["f2"], None), "not a legal move");
    refused(&p, &mv("c1", &["d2"], &["d2"], None), "not a legal move");
    refused(
        &p,
        &mv("c1", &["e3", "g5", "e7"], &["d2", "f4", "f6"], None),
        "not a legal move",
    );
    // A man does not jump backwards; a king does.
    let p = pos("7k/8/8/4P3/3p4/8/8/K7 w 0 1");
    refused(&p, &mv("e5", &["c3"], &["d4"], None), "not a legal move");
    let p = pos("7k/8/8/4P3/8/2K5/1p6/8 w 0 1");
    accepted(&p, &mv("c3", &["a1"], &["b2"], None));
    // A king chain back to its origin, either way round; not twice over d4.
    let p = pos("7k/8/1p1p4/8/1p1p4/2K5/8/8 w 0 1");
    let loop_squares = ["b4", "b6", "d4", "d6"];
    accepted(
        &p,
        &mv("c3", &["e5", "c7", "a5", "c3"], &loop_squares, None),
    );
    accepted(
        &p,
        &mv("c3", &["a5", "c7", "e5", "c3"], &loop_squares, None),
    );
    refused(
        &p,
        &mv("c3", &["e5", "c7", "a5", "c3", "e5"], &loop_squares, None),
        "not a legal move",
    );
    refused(
        &p,
        &mv("c3", &["e5", "c7", "a5"], &["d4", "d6", "b6"], None),
        "must go on",
    );
}

#[test]
fn promotions_are_required_and_only_to_king_bishop_or_camel() {
    let p = pos("7k/2P5/8/8/8/8/8/K7 w 0 1");
    for kind in PieceKind::PROMOTIONS {
        accepted(&p, &mv("c7", &["b8"], &[], Some(kind)));
    }
    refused(
        &p,
        &mv("c7", &["b8"], &[], None),
        "a promotion needs the suffix",
    );
    refused(
        &p,
        &mv("c7", &["b8"], &[], Some(PieceKind::Man)),
        "does not promote",
    );
    refused(
        &p,
        &mv("a1", &["b2"], &[], Some(PieceKind::King)),
        "does not promote",
    );
    // A chain stops on the last rank, promoting.
    let p = pos("7k/4p1p1/8/2p5/1P6/8/8/K7 w 0 1");
    accepted(
        &p,
        &mv("b4", &["d6", "f8"], &["c5", "e7"], Some(PieceKind::Camel)),
    );
    refused(
        &p,
        &mv("b4", &["d6", "f8"], &["c5", "e7"], None),
        "a promotion needs the suffix",
    );
    refused(
        &p,
        &mv(
            "b4",
            &["d6", "f8", "h6"],
            &["c5", "e7", "g7"],
            Some(PieceKind::King),
        ),
        "not a legal move",
    );
    // Bishops and camels never promote.
    let p = pos("7k/8/8/C7/3p4/8/8/K5B1 w 0 1");
    refused(
        &p,
        &mv("g1", &["d4"], &["d4"], Some(PieceKind::King)),
        "does not promote",
    );
}

#[test]
fn bishops_and_camels_by_their_geometry() {
    // Bishop g1: f2, e3, d4 (taking), h2; it cannot pass d4. Camel a5:
    // b2, d6, b8, d4 (taking).
    let p = pos("7k/8/8/C7/3p4/8/8/K5B1 w 0 1");
    refused(&p, &mv("g1", &["c5"], &[], None), "not a legal move");
    refused(&p, &mv("g1", &["d4"], &[], None), "not a legal move");
    refused(&p, &mv("a5", &["d4"], &[], None), "not a legal move");
    refused(&p, &mv("a5", &["b6"], &[], None), "not a legal move");
    refused(&p, &mv("a5", &["b2", "d6"], &[], None), "not a legal move");
    // Not onto its own piece.
    refused(&p, &mv("a5", &["b2"], &["b2"], None), "not a legal move");
    let p = pos("7k/8/8/C7/8/8/1K6/6B1 w 0 1");
    refused(&p, &mv("a5", &["b2"], &[], None), "not a legal move");
    accepted(&p, &mv("a5", &["d6"], &[], None));
}

#[test]
fn whose_piece_and_decided_positions() {
    let p = Position::default();
    refused(&p, &mv("a3", &["b4"], &[], None), "not black's");
    refused(&p, &mv("c5", &["b4"], &[], None), "no piece on c5");
    // No kings: decided, nothing is legal.
    let p = pos("7k/8/8/8/8/8/8/6C1 w 0 1");
    refused(
        &p,
        &mv("g1", &["h4"], &[], None),
        "the game is over (black wins: no kings)",
    );
    // A repetition draw.
    let rules = Rules::default().with_repetition(Repetition::ThreefoldDraw);
    let mut p = pos_with("7k/8/8/8/8/8/8/K7 w 0 1", rules);
    for _ in 0..2 {
        for m in ["a1-b2", "h8-g7", "b2-a1", "g7-h8"] {
            p.play_text(m).unwrap();
        }
    }
    refused(
        &p,
        &mv("a1", &["b2"], &[], None),
        "the game is over (draw: repetition)",
    );
    // No progress.
    let p = pos_with(
        "7k/8/8/8/8/8/8/K7 w 10 1",
        Rules::default().with_no_progress_limit(Some(10)),
    );
    refused(&p, &mv("a1", &["b2"], &[], None), "draw: no progress");
    // No legal move: every move is refused as not legal here.
    let p = pos("7k/6P1/5P2/8/8/8/8/K7 b 0 1");
    refused(&p, &mv("h8", &["f6"], &["g7"], None), "not a legal move");
}

#[test]
fn noisy_moves_are_captures_and_promotions() {
    let p = pos("7k/2P5/8/8/8/8/8/K7 w 0 1");
    let mut noisy = MoveList::new();
    p.noisy_moves(&mut noisy);
    assert_eq!(noisy.len(), 6);
    assert!(noisy
        .iter()
        .all(|m| p.is_noisy(m) && m.promotion().is_some()));
    let p = pos_with(
        CAPTURE_RULE_POSITION,
        Rules::default().with_capture_rule(CaptureRule::PieceLevel),
    );
    p.noisy_moves(&mut noisy);
    let texts: Vec<String> = noisy.iter().map(|m| p.format_move(m)).collect();
    assert_eq!(texts, ["g1xd4", "c3xe5", "a5xd4"]);
    assert!(!p.is_check());
}

#[test]
fn format_move_never_panics() {
    let p = Position::default();
    let bogus = Move::new(
        sq("h8"),
        &[sq("a1"); cheskers::MAX_JUMPS],
        !SquareSet::EMPTY,
        Some(PieceKind::Man),
    )
    .unwrap();
    assert!(!p.is_legal(&bogus));
    assert!(p.format_move(&bogus).starts_with("h8xa1"));
    assert!(!p.illegal_reason(&bogus).to_string().is_empty());
}

/// The moves of `p` and near misses of them: other captured sets, other
/// promotions, cut and lengthened routes.
fn near_misses(p: &Position, out: &mut Vec<Move>) {
    for m in p.legal_move_vec() {
        let landings = m.landings();
        let captured = m.captured_set();
        let mut push = |landings: &[Square], captured: SquareSet, promotion| {
            if let Some(m) = Move::new(m.from(), landings, captured, promotion) {
                out.push(m);
            }
        };
        push(landings, SquareSet::EMPTY, m.promotion());
        push(landings, m.to().bit(), m.promotion());
        let mut fewer = captured;
        if let Some(lowest) = fewer.first_member() {
            fewer.remove(lowest);
        }
        push(landings, fewer, m.promotion());
        for promotion in [
            None,
            Some(PieceKind::Man),
            Some(PieceKind::King),
            Some(PieceKind::Camel),
        ] {
            push(landings, captured, promotion);
        }
        if landings.len() > 1 {
            push(&landings[..landings.len() - 1], captured, None);
            push(&landings[1..], captured, m.promotion());
        }
        let mut longer = landings.to_vec();
        longer.push(m.from());
        push(&longer, captured, m.promotion());
        out.push(m);
    }
}

fn all_rules() -> Vec<Rules> {
    let mut v: Vec<Rules> = [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ]
    .into_iter()
    .map(|r| Rules::default().with_capture_rule(r))
    .collect();
    v.push(
        Rules::default()
            .with_repetition(Repetition::ThreefoldDraw)
            .with_no_progress_limit(Some(12)),
    );
    v
}

const HAND_POSITIONS: &[&str] = &[
    CAPTURE_RULE_POSITION,
    "7k/8/8/8/3p1p2/8/3p4/2P3K1 w 0 1",
    "7k/8/1p1p4/8/1p1p4/2K5/8/8 w 0 1",
    "7k/4p1p1/8/2p5/1P6/8/8/K7 w 0 1",
    "7k/2P5/8/8/8/8/8/K7 w 0 1",
    "7k/8/1p1p1p2/4K3/1p1p1p2/2K5/1p1p1p2/8 w 0 1",
    "1k5b/8/8/8/8/4p3/3P1P2/K7 b 0 1",
    "3k4/2P1P3/8/8/8/8/1p1p4/2K5 b 0 1",
    "7k/8/8/8/8/8/8/6C1 w 0 1",
];

#[test]
fn is_legal_agrees_with_the_list_on_moves_of_unrelated_positions() {
    // A pool of moves from many positions (random games under every rule,
    // the hand positions, their colour-flipped twins) and their near misses,
    // tried in every one of those positions.
    let mut positions = Vec::new();
    for (i, rules) in all_rules().into_iter().enumerate() {
        for seed in 0..12u64 {
            let start = Position::start(rules);
            positions.push(testkit::random_position(
                &start,
                seed * 7 + i as u64,
                10 + 6 * seed as usize,
            ));
        }
        for text in HAND_POSITIONS {
            let p = pos_with(text, rules);
            positions.push(p.color_flipped());
            positions.push(p);
        }
    }
    let mut pool = Vec::new();
    for p in &positions {
        near_misses(p, &mut pool);
    }
    // And some arbitrary moves.
    let mut rng = Rng::new(11);
    for _ in 0..300 {
        let from = Square::new(rng.below(32) as u8).unwrap();
        let n = 1 + rng.below(3);
        let landings: Vec<Square> = (0..n)
            .map(|_| Square::new(rng.below(32) as u8).unwrap())
            .collect();
        let captured =
            SquareSet::from_words([u64::from((rng.next_u64() as u32) & (rng.next_u64() as u32))]);
        let promotion = [None, Some(PieceKind::King), Some(PieceKind::Man)][rng.below(3)];
        pool.extend(Move::new(from, &landings, captured, promotion));
    }
    pool.sort_by_key(|m| format!("{m:?}"));
    pool.dedup();
    assert!(pool.len() > 1500, "{}", pool.len());
    for p in &positions {
        testkit::check_rejects(p, &pool).unwrap();
    }
}
