//! Cross-check of the crate's fast move generator against the naive oracle in
//! `tests/naive/mod.rs`, which is written from the rules file
//! `rules/cheskers.md` alone (it shares no code and no reading of the source
//! with the crate: its own board, position-text parser and formatter, chain
//! search and end-of-game judgement).
//!
//! In every compared position the two must agree on the position text, the
//! outcome (winner and reason), the set of legal move texts (and the bulk
//! move count), and for every legal move on the resulting position text and
//! its outcome (after `play` and after `play_unchecked`); the crate's
//! `parse_move` must give back each listed move and reject near-miss texts
//! (a missing or wrong promotion suffix, `-` for `x`, a cut-off chain, ...)
//! unless the oracle lists them. Positions come from
//!
//! * random playouts from the start position under every rule combination
//!   (the three `capture_rule`s × `repetition` `None`/`ThreefoldDraw` ×
//!   `no_progress_limit` `None`/1/3/8), compared at every ply; the oracle
//!   keeps its own repetition history;
//! * random placements built here (men, kings, bishops and camels of both
//!   sides on dark squares, some laid out for long king chains and
//!   promotions by jump, some with a side without kings, random side to move
//!   and counters), each followed by a short compared playout;
//! * playouts from men-less endings steered towards repeated positions, so
//!   that threefold repetition and the no-progress limit are reached;
//! * hand-made positions for each tricky rule, whose expected moves are also
//!   written out by hand;
//! * perft: the published figures computed by the oracle, and oracle
//!   perft against `variant_core::perft` of the crate.
//!
//! About 29,000 positions and 230,000 moves in all, from fixed seeds. A last
//! test compares the two position-text parsers on about 3,000 valid and
//! edited texts (accepted or rejected alike, same canonical text).

mod naive;

use cheskers::{CaptureRule, Position, Rules};
use naive::{Capture, End, Kind, Pos, Side};
use std::collections::BTreeSet;
use variant_core::{Color, Game, Repetition, Rng};

fn all_rules() -> Vec<Rules> {
    let mut out = Vec::new();
    for capture_rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        for repetition in [Repetition::None, Repetition::ThreefoldDraw] {
            for no_progress_limit in [None, Some(1), Some(3), Some(8)] {
                let mut rules = Rules::default();
                rules.capture_rule = capture_rule;
                rules.repetition = repetition;
                rules.no_progress_limit = no_progress_limit;
                out.push(rules);
            }
        }
    }
    out
}

fn oracle_rules(r: &Rules) -> naive::Rules {
    naive::Rules {
        capture: match r.capture_rule {
            CaptureRule::AnyCaptureSatisfies => Capture::AnyCaptureSatisfies,
            CaptureRule::ManKingCaptureExclusive => Capture::ManKingCaptureExclusive,
            CaptureRule::PieceLevel => Capture::PieceLevel,
            other => panic!("the oracle does not know the capture rule {other:?}"),
        },
        threefold: r.repetition == Repetition::ThreefoldDraw,
        no_progress_limit: r.no_progress_limit.map(u32::from),
    }
}

fn fast_outcome(p: &Position) -> Option<End> {
    p.outcome().map(|o| {
        let winner = o.winner().map(|c| match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        });
        (winner, o.reason_str())
    })
}

/// (move text, resulting position text, outcome there) for every legal move.
type Listing = Vec<(String, String, Option<End>)>;

fn fast_listing(p: &Position) -> Listing {
    let mut out = Vec::new();
    for m in p.legal_move_vec() {
        let text = p.format_move(&m);
        assert_eq!(
            p.parse_move(&text).as_ref(),
            Ok(&m),
            "parse_move({text}) in {p}"
        );
        let mut child = p.clone();
        child.play(&m).unwrap();
        let mut unchecked = p.clone();
        unchecked.play_unchecked(&m);
        assert_eq!(unchecked.to_string(), child.to_string(), "{text} in {p}");
        assert_eq!(unchecked.outcome(), child.outcome(), "{text} in {p}");
        out.push((text, child.to_string(), fast_outcome(&child)));
    }
    out.sort();
    out
}

fn oracle_listing(g: &naive::Game) -> Listing {
    let mut out: Listing = g
        .moves()
        .into_iter()
        .map(|(text, next)| (text, next.pos.text(), next.outcome()))
        .collect();
    out.sort();
    out
}

/// Compares one position; `Err` describes the first difference.
fn compare(fast: &Position, oracle: &naive::Game) -> Result<usize, String> {
    let text = oracle.pos.text();
    let rules = fast.rules();
    if fast.to_string() != text {
        return Err(format!("position text: fast {fast}, oracle {text}"));
    }
    if fast_outcome(fast) != oracle.outcome() {
        return Err(format!(
            "{text} {rules:?}: outcome fast {:?}, oracle {:?}",
            fast_outcome(fast),
            oracle.outcome()
        ));
    }
    let got = fast_listing(fast);
    let want = oracle_listing(oracle);
    if got != want {
        let g: BTreeSet<_> = got.iter().collect();
        let w: BTreeSet<_> = want.iter().collect();
        return Err(format!(
            "{text} {rules:?}\nonly fast:   {:?}\nonly oracle: {:?}",
            g.difference(&w).collect::<Vec<_>>(),
            w.difference(&g).collect::<Vec<_>>()
        ));
    }
    let legal: BTreeSet<&str> = want.iter().map(|(t, _, _)| t.as_str()).collect();
    for t in near_misses(&legal) {
        if fast.parse_move(&t).is_ok() != legal.contains(t.as_str()) {
            return Err(format!(
                "{text} {rules:?}: parse_move({t:?}) is {:?}, legal moves {legal:?}",
                fast.parse_move(&t).map(|m| fast.format_move(&m))
            ));
        }
    }
    if fast.count_legal_moves() != want.len() {
        return Err(format!(
            "{text} {rules:?}: count_legal_moves {} but {} moves",
            fast.count_legal_moves(),
            want.len()
        ));
    }
    if fast.has_legal_move() == want.is_empty() {
        return Err(format!(
            "{text} {rules:?}: has_legal_move {} but {} moves",
            fast.has_legal_move(),
            want.len()
        ));
    }
    Ok(want.len())
}

/// The fast generator against the oracle along a game from `start` (a
/// position just built from a setup or text, so that both repetition
/// histories start there) whose moves `choices` pick, each byte modulo the
/// number of legal moves: [`compare`] at every ply. The entry point of the
/// fuzz differential target (`fuzz/src/oracles.rs`), which gives it
/// positions built from arbitrary setups under every rule option.
pub fn compare_along(start: &Position, choices: &[u8]) -> Result<(), String> {
    let mut fast = start.clone();
    let mut oracle = naive::Game::from_text(&fast.to_string(), oracle_rules(fast.rules()));
    for &choice in choices {
        compare(&fast, &oracle)?;
        let moves = oracle.moves();
        if moves.is_empty() {
            return Ok(());
        }
        let chosen = &moves[usize::from(choice) % moves.len()].0;
        let m = fast
            .parse_move(chosen)
            .map_err(|e| format!("{chosen} in {fast}: {e}"))?;
        fast.play(&m)
            .map_err(|e| format!("{chosen} in {fast}: {e}"))?;
        oracle.play(chosen);
    }
    compare(&fast, &oracle).map(|_| ())
}

/// Move texts close to the legal ones (and some fixed junk): the crate's
/// `parse_move` must accept exactly the legal texts among them.
fn near_misses(legal: &BTreeSet<&str>) -> Vec<String> {
    let mut out: Vec<String> = ["", "a1", "a1-", "a1-a1", "e3-e4", "i9-a1", "a1xb2x", "=K"]
        .map(String::from)
        .into();
    for &t in legal {
        out.push(t.to_string());
        out.push(t.to_uppercase());
        out.push(format!("{t} "));
        out.push(t.replace('x', "-"));
        out.push(t.replace('-', "x"));
        if let Some((body, _)) = t.split_once('=') {
            out.push(body.to_string());
            out.push(format!("{body}=Q"));
            out.push(format!("{body}=P"));
            out.push(format!("{body}=k"));
        } else {
            out.push(format!("{t}=K"));
            out.push(format!("{t}xa1"));
        }
        if let Some(cut) = t.rfind('x') {
            if cut > 2 {
                out.push(t[..cut].to_string());
            }
        }
    }
    out
}

/// What the compared positions contained, to show the test reaches the
/// cases it is meant to.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    moves: usize,
    outcomes: BTreeSet<&'static str>,
    longest_chain: usize,
    chains_to_origin: usize,
    promotions_by_jump: usize,
    displacement_captures: usize,
}

impl Seen {
    fn note(&mut self, g: &naive::Game) {
        self.positions += 1;
        if let Some((_, reason)) = g.outcome() {
            self.outcomes.insert(reason);
        }
        for (text, _) in g.moves() {
            self.moves += 1;
            let squares: Vec<&str> = text.split(['x', '-', '=']).collect();
            let jumps = text.matches('x').count();
            let from = naive::square(squares[0]);
            let kind = g.pos.board[from].unwrap().1;
            if jumps > 0 && matches!(kind, Kind::Bishop | Kind::Camel) {
                self.displacement_captures += 1;
            }
            if matches!(kind, Kind::Man | Kind::King) {
                self.longest_chain = self.longest_chain.max(jumps);
                if jumps > 0 && squares[0] == squares[jumps] {
                    self.chains_to_origin += 1;
                }
                if jumps > 0 && text.contains('=') {
                    self.promotions_by_jump += 1;
                }
            }
        }
    }
}

/// Plays up to `plies` moves from `text` under `rules`, comparing at every
/// step. With `steer`, prefers (half of the time) a move back to a position
/// already in the history, to reach repetitions.
fn playout(text: &str, rules: Rules, seed: u64, plies: usize, steer: bool, seen: &mut Seen) {
    let mut rng = Rng::new(seed);
    let mut fast = Position::from_text(text, rules).unwrap();
    let mut oracle = naive::Game::from_text(text, oracle_rules(&rules));
    for ply in 0..=plies {
        if let Err(e) = compare(&fast, &oracle) {
            panic!("playout from {text} (seed {seed}), ply {ply}: {e}");
        }
        seen.note(&oracle);
        let moves = oracle.moves();
        if moves.is_empty() || ply == plies {
            break;
        }
        let mut pick = rng.below(moves.len());
        if steer && rng.below(2) == 0 {
            let back: Vec<usize> = (0..moves.len())
                .filter(|&i| oracle.history.contains(&moves[i].1.pos.key()))
                .collect();
            if !back.is_empty() {
                pick = back[rng.below(back.len())];
            }
        }
        let chosen = &moves[pick].0;
        let m = fast.parse_move(chosen).unwrap();
        fast.play(&m).unwrap();
        oracle.play(chosen);
    }
}

fn random_piece(rng: &mut Rng, side: Side, men: bool) -> (Side, Kind) {
    let kinds = if men {
        [
            Kind::Man,
            Kind::Man,
            Kind::Man,
            Kind::King,
            Kind::King,
            Kind::Bishop,
            Kind::Camel,
        ]
    } else {
        [
            Kind::King,
            Kind::King,
            Kind::King,
            Kind::Bishop,
            Kind::Bishop,
            Kind::Camel,
            Kind::Camel,
        ]
    };
    (side, kinds[rng.below(kinds.len())])
}

fn random_side(rng: &mut Rng) -> Side {
    if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    }
}

/// A random legal placement: pieces on dark squares only, no man on its
/// promotion rank, at most 12 pieces a side, usually a king each.
fn random_position(rng: &mut Rng, men: bool) -> Pos {
    let mut board: naive::Board = [None; 64];
    let mover = random_side(rng);
    let dark: Vec<usize> = (0..64)
        .filter(|&i| naive::is_dark((i % 8) as i32, (i / 8) as i32))
        .collect();
    match rng.below(4) {
        0 => {
            // Anything anywhere, sparse to crowded.
            let density = [10, 25, 40, 60][rng.below(4)];
            for &i in &dark {
                if rng.below(100) < density {
                    board[i] = {
                        let side = random_side(rng);
                        Some(random_piece(rng, side, men))
                    };
                }
            }
        }
        1 => {
            // A lattice for chains: the mover's men and kings on one class of
            // dark squares (file and rank both even, or both odd), enemies on
            // the other class, where they can be jumped.
            let class = rng.below(2) as i32;
            let enemy_density = [30, 45, 60][rng.below(3)];
            for &i in &dark {
                let on_class = (i % 8) as i32 % 2 == class;
                if on_class {
                    if rng.below(100) < 12 {
                        board[i] = Some((mover, [Kind::King, Kind::King, Kind::Man][rng.below(3)]));
                    }
                } else if rng.below(100) < enemy_density {
                    board[i] = Some(random_piece(rng, mover.other(), men));
                }
            }
        }
        2 => {
            // Boxed in: a few men and kings of the mover, most of their
            // diagonal neighbours and the squares beyond taken by enemies.
            for _ in 0..1 + rng.below(3) {
                let i = dark[rng.below(dark.len())];
                let kind = [Kind::Man, Kind::King][rng.below(2)];
                board[i] = Some((mover, kind));
                let (f, r) = ((i % 8) as i32, (i / 8) as i32);
                for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                    for d in 1..=2 {
                        if let Some(j) = naive::index(f + d * df, r + d * dr) {
                            if board[j].is_none() && rng.below(10) != 0 {
                                board[j] = Some(random_piece(rng, mover.other(), men));
                            }
                        }
                    }
                }
            }
        }
        _ => {
            // A handful of pieces.
            for _ in 0..2 + rng.below(6) {
                let i = dark[rng.below(dark.len())];
                board[i] = {
                    let side = random_side(rng);
                    Some(random_piece(rng, side, men))
                };
            }
        }
    }
    // No man on its promotion rank: make it a king.
    for (i, cell) in board.iter_mut().enumerate() {
        if let Some((side, Kind::Man)) = *cell {
            let last = if side == Side::White { 7 } else { 0 };
            if i / 8 == last {
                *cell = Some((side, Kind::King));
            }
        }
    }
    for side in [Side::White, Side::Black] {
        // At most 12 pieces a side (as in any reachable position).
        let mut own: Vec<usize> = (0..64)
            .filter(|&i| matches!(board[i], Some((s, _)) if s == side))
            .collect();
        while own.len() > 12 {
            board[own.remove(rng.below(own.len()))] = None;
        }
        // Usually at least one king.
        let has_king = own.iter().any(|&i| board[i] == Some((side, Kind::King)));
        if !has_king && rng.below(10) != 0 {
            if own.is_empty() || (own.len() < 12 && rng.below(2) == 0) {
                let empty: Vec<usize> = dark
                    .iter()
                    .copied()
                    .filter(|&i| board[i].is_none())
                    .collect();
                board[empty[rng.below(empty.len())]] = Some((side, Kind::King));
            } else {
                board[own[rng.below(own.len())]] = Some((side, Kind::King));
            }
        }
    }
    Pos {
        board,
        side: mover,
        // Half of the clocks 0, so that small no-progress limits do not
        // decide most positions at once.
        halfmove: [0, rng.below(12) as u32][rng.below(2)],
        fullmove: 1 + rng.below(60) as u32,
    }
}

#[test]
fn oracle_reproduces_the_public_figures() {
    let rules = oracle_rules(&Rules::default());
    let start = naive::Game::from_text(cheskers::START_TEXT, rules);
    assert_eq!(
        start.pos.text(),
        "1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 b 0 1"
    );
    assert_eq!(start.perft(1), 9);
    assert_eq!(start.perft(2), 81);
    let diagram = naive::Game::from_text("7k/6p1/8/8/1K6/8/8/6C1 w 0 1", rules);
    let want: BTreeSet<String> = [
        "b4-a5", "b4-c5", "b4-a3", "b4-c3", "g1-f4", "g1-h4", "g1-d2",
    ]
    .map(String::from)
    .into();
    assert_eq!(diagram.move_texts(), want);
    let black = naive::Game::from_text("1b5k/6p1/8/8/1K6/8/8/6C1 b 0 1", rules);
    let want: BTreeSet<String> = [
        "b8-a7", "b8-c7", "b8-d6", "b8-e5", "b8-f4", "b8-g3", "b8-h2", "g7-f6", "g7-h6",
    ]
    .map(String::from)
    .into();
    assert_eq!(black.move_texts(), want);
    // The lib docs' example: the king step and its counters.
    let mut d = diagram.clone();
    d.play("b4-c5");
    assert_eq!(d.pos.text(), "7k/6p1/8/2K5/8/8/8/6C1 b 1 2");
}

#[test]
fn oracle_perft_equals_the_crate_perft() {
    let mut rng = Rng::new(0x0c4e_5ce5);
    let mut texts = vec![cheskers::START_TEXT.to_string()];
    for _ in 0..12 {
        texts.push(random_position(&mut rng, true).text());
    }
    for text in texts {
        for rules in [
            Rules::default(),
            with_capture(CaptureRule::ManKingCaptureExclusive),
            with_capture(CaptureRule::PieceLevel),
        ] {
            let fast = Position::from_text(&text, rules).unwrap();
            let oracle = naive::Game::from_text(&text, oracle_rules(&rules));
            let depth = if text == cheskers::START_TEXT { 4 } else { 3 };
            assert_eq!(
                variant_core::perft(&fast, depth),
                oracle.perft(depth),
                "perft({depth}) of {text} under {rules:?}"
            );
        }
    }
}

#[test]
fn playouts_from_the_start_agree_under_every_rule_combination() {
    let mut seen = Seen::default();
    for (i, rules) in all_rules().into_iter().enumerate() {
        for game in 0..6 {
            let seed = 0x5eed_0000 + (i * 16 + game) as u64;
            let steer = rules.repetition == Repetition::ThreefoldDraw && game % 2 == 1;
            playout(cheskers::START_TEXT, rules, seed, 250, steer, &mut seen);
        }
    }
    assert!(seen.positions > 5000, "{seen:?}");
    for reason in ["no kings", "repetition", "no progress"] {
        assert!(
            seen.outcomes.contains(reason),
            "never saw {reason}: {seen:?}"
        );
    }
    assert!(
        seen.longest_chain >= 2 && seen.promotions_by_jump > 0,
        "{seen:?}"
    );
    eprintln!("start playouts: {seen:?}");
}

#[test]
fn random_placements_agree_under_every_rule_combination() {
    let mut rng = Rng::new(0xc4e5_4e25);
    let rule_sets = all_rules();
    let mut seen = Seen::default();
    for i in 0..4000 {
        let pos = random_position(&mut rng, true);
        let text = pos.text();
        let rules = rule_sets[i % rule_sets.len()];
        // Parsing the oracle's text gives the oracle's position back.
        assert_eq!(Pos::parse(&text).as_ref(), Ok(&pos));
        playout(&text, rules, i as u64, 8, false, &mut seen);
    }
    assert!(seen.positions > 15_000, "{seen:?}");
    assert!(seen.longest_chain >= 6, "{seen:?}");
    assert!(seen.chains_to_origin > 0, "{seen:?}");
    assert!(seen.promotions_by_jump > 0, "{seen:?}");
    assert!(seen.displacement_captures > 0, "{seen:?}");
    for reason in ["no kings", "no legal move", "no progress"] {
        assert!(
            seen.outcomes.contains(reason),
            "never saw {reason}: {seen:?}"
        );
    }
    eprintln!("random placements: {seen:?}");
}

#[test]
fn repetition_and_no_progress_agree_in_endings() {
    let mut rng = Rng::new(0x3f01d);
    let mut seen = Seen::default();
    let rule_sets: Vec<Rules> = all_rules()
        .into_iter()
        .filter(|r| r.repetition == Repetition::ThreefoldDraw || r.no_progress_limit == Some(8))
        .collect();
    for i in 0..300 {
        let mut pos = random_position(&mut rng, false);
        pos.halfmove = 0;
        let mut rules = rule_sets[i % rule_sets.len()];
        rules.no_progress_limit = rules.no_progress_limit.map(|n| n * 4);
        playout(&pos.text(), rules, 1000 + i as u64, 80, true, &mut seen);
    }
    assert!(seen.outcomes.contains("repetition"), "{seen:?}");
    assert!(seen.outcomes.contains("no progress"), "{seen:?}");
    eprintln!("endings: {seen:?}");
}

/// Checks the oracle's moves against a hand-written list, then the crate
/// against the oracle.
fn hand_case(text: &str, rules: Rules, want: &[&str]) -> naive::Game {
    let oracle = naive::Game::from_text(text, oracle_rules(&rules));
    let want: BTreeSet<String> = want.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        oracle.move_texts(),
        want,
        "oracle on {text} under {rules:?}"
    );
    let fast = Position::from_text(text, rules).unwrap();
    if let Err(e) = compare(&fast, &oracle) {
        panic!("{e}");
    }
    oracle
}

fn with_capture(capture_rule: CaptureRule) -> Rules {
    Rules::default().with_capture_rule(capture_rule)
}

#[test]
fn king_chain_around_a_diamond_returns_to_its_origin_both_ways() {
    // Black pieces d4, f4, f2, d2 around e3; the White king c3 can take all
    // four clockwise or anticlockwise: same origin, destination and
    // captures, two routes, two moves.
    let text = naive::place(
        &[
            ("c3", 'K'),
            ("d4", 'p'),
            ("f4", 'p'),
            ("f2", 'b'),
            ("d2", 'c'),
            ("h8", 'k'),
        ],
        Side::White,
    );
    for rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        let g = hand_case(
            &text,
            with_capture(rule),
            &["c3xe5xg3xe1xc3", "c3xe1xg3xe5xc3"],
        );
        for (_, next) in g.moves() {
            assert_eq!(next.pos.text(), "7k/8/8/8/8/2K5/8/8 b 0 2");
        }
    }
}

#[test]
fn man_promoting_by_jump_stops_on_the_last_rank() {
    // d6xf8 reaches the last rank; a king on f8 could go on over g7, the
    // promoted man does not.
    let text = naive::place(
        &[
            ("d6", 'P'),
            ("e7", 'p'),
            ("g7", 'p'),
            ("b8", 'k'),
            ("a1", 'K'),
        ],
        Side::White,
    );
    let g = hand_case(&text, Rules::default(), &["d6xf8=K", "d6xf8=B", "d6xf8=C"]);
    let after: Vec<String> = g.moves().iter().map(|(_, n)| n.pos.text()).collect();
    assert!(after.contains(&"1k3K2/6p1/8/8/8/8/8/K7 b 0 2".to_string()));
    // A Black man promotes by step to three pieces; fullmove stays (Black).
    let text = naive::place(&[("b2", 'p'), ("h8", 'k'), ("h2", 'K')], Side::Black);
    hand_case(
        &text,
        Rules::default(),
        &[
            "b2-a1=K", "b2-a1=B", "b2-a1=C", "b2-c1=K", "b2-c1=B", "b2-c1=C", "h8-g7",
        ],
    );
}

#[test]
fn bishop_and_camel_captures_under_each_capture_rule() {
    // White: man c3 can jump d4; bishop h6 can take f4; camel a1 can take
    // b4; king g1 and man a5 can only step.
    let text = naive::place(
        &[
            ("c3", 'P'),
            ("a5", 'P'),
            ("h6", 'B'),
            ("a1", 'C'),
            ("g1", 'K'),
            ("d4", 'p'),
            ("f4", 'c'),
            ("b4", 'b'),
            ("h8", 'k'),
        ],
        Side::White,
    );
    hand_case(
        &text,
        with_capture(CaptureRule::AnyCaptureSatisfies),
        &["c3xe5", "h6xf4", "a1xb4"],
    );
    hand_case(
        &text,
        with_capture(CaptureRule::ManKingCaptureExclusive),
        &["c3xe5"],
    );
    hand_case(
        &text,
        with_capture(CaptureRule::PieceLevel),
        &[
            "c3xe5", "h6-g7", "h6-f8", "h6-g5", "h6xf4", "a1-d2", "a1xb4", "g1-f2", "g1-h2",
            "a5-b6",
        ],
    );
    // Without the jump, nothing is compulsory: bishop and camel captures
    // are just two moves among the others.
    let text = text.replace("1b1p1c2", "1b3c2");
    for rule in [
        CaptureRule::AnyCaptureSatisfies,
        CaptureRule::ManKingCaptureExclusive,
        CaptureRule::PieceLevel,
    ] {
        hand_case(
            &text,
            with_capture(rule),
            &[
                "c3-d4", "h6-g7", "h6-f8", "h6-g5", "h6xf4", "a1-d2", "a1xb4", "g1-f2", "g1-h2",
                "a5-b6",
            ],
        );
    }
}

#[test]
fn chain_is_completed_after_taking_the_last_king() {
    let text = naive::place(
        &[("c3", 'K'), ("d4", 'k'), ("f6", 'p'), ("a1", 'K')],
        Side::White,
    );
    let g = hand_case(&text, Rules::default(), &["c3xe5xg7"]);
    let (_, next) = &g.moves()[0];
    assert_eq!(next.pos.text(), "8/6K1/8/8/8/8/8/K7 b 0 2");
    assert_eq!(next.outcome(), Some((Some(Side::White), "no kings")));
}

#[test]
fn decided_positions_have_no_moves() {
    // Black's king is boxed in: no legal move, White wins.
    let g = hand_case("7k/6P1/5P2/8/8/8/8/K7 b 0 1", Rules::default(), &[]);
    assert_eq!(g.outcome(), Some((Some(Side::White), "no legal move")));
    // White to move without a king: lost, although it could move.
    let g = hand_case("7k/8/8/8/8/8/1P6/C7 w 0 1", Rules::default(), &[]);
    assert_eq!(g.outcome(), Some((Some(Side::Black), "no kings")));
    // The no-progress limit reached by the parsed clock.
    let rules = Rules::default().with_no_progress_limit(Some(8));
    let g = hand_case("7k/8/8/8/8/8/8/K7 w 8 30", rules, &[]);
    assert_eq!(g.outcome(), Some((None, "no progress")));
    hand_case("7k/8/8/8/8/8/8/K7 w 7 30", rules, &["a1-b2"]);
}

#[test]
fn threefold_repetition_along_a_shuffle() {
    // The start position recurs after 4 and 8 plies: drawn on the third
    // occurrence. With a no-progress limit of 8 as well, both draws fall on
    // the same ply; the rules list repetition first, so that is the reason.
    for no_progress_limit in [None, Some(9), Some(8)] {
        let rules = Rules::default()
            .with_repetition(Repetition::ThreefoldDraw)
            .with_no_progress_limit(no_progress_limit);
        let text = "7k/8/8/8/8/8/8/K7 w 0 1";
        let mut fast = Position::from_text(text, rules).unwrap();
        let mut oracle = naive::Game::from_text(text, oracle_rules(&rules));
        let shuffle = ["a1-b2", "h8-g7", "b2-a1", "g7-h8"];
        for (ply, mv) in shuffle.iter().cycle().take(8).enumerate() {
            compare(&fast, &oracle).unwrap();
            assert_eq!(oracle.outcome(), None, "ply {ply}");
            fast.play_text(mv).unwrap();
            oracle.play(mv);
        }
        compare(&fast, &oracle).unwrap();
        assert_eq!(oracle.pos.text(), "7k/8/8/8/8/8/8/K7 w 8 5");
        assert_eq!(oracle.outcome(), Some((None, "repetition")));
    }
    // Without the repetition option the same shuffle is drawn only by the
    // no-progress limit.
    let rules = Rules::default().with_no_progress_limit(Some(8));
    let mut fast = Position::from_text("7k/8/8/8/8/8/8/K7 w 0 1", rules).unwrap();
    let mut oracle = naive::Game::from_text("7k/8/8/8/8/8/8/K7 w 0 1", oracle_rules(&rules));
    for mv in ["a1-b2", "h8-g7", "b2-a1", "g7-h8"].iter().cycle().take(8) {
        fast.play_text(mv).unwrap();
        oracle.play(mv);
    }
    compare(&fast, &oracle).unwrap();
    assert_eq!(oracle.outcome(), Some((None, "no progress")));
}

/// Position texts: the oracle's parser (the rules' Notation section) and the
/// crate's must accept the same texts and give the same canonical text.
#[test]
fn position_text_parsing_agrees() {
    let mut texts: Vec<String> = [
        cheskers::START_TEXT,
        "7k/6p1/8/8/1K6/8/8/6C1 w",
        "7k/6p1/8/8/1K6/8/8/6C1 w 5",
        "7k/6p1/8/8/1K6/8/8/6C1 w 5 9",
        "7k/6p1/8/8/1K6/8/8/6C1 w 5 0",
        "7k/6p1/8/8/1K6/8/8/6C1 x 0 1",
        "7k/6p1/8/8/1K6/8/8/6C1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 0 1 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w -1 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 4294967296 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 4294967295 4294967295",
        "7k/6p1/8/8/1K6/8/8/7C w 0 1",
        "7k/6p1/8/8/1K6/8/8/61C w 0 1",
        "7k/6p1/8/8/1K6/8/8/6C2 w 0 1",
        "7k/6p1/8/8/1K6/8/8/6C w 0 1",
        "7k/6p1/8/8/1K6/8/8 w 0 1",
        "7k/6p1/8/8/1K6/8/8/6C1/8 w 0 1",
        "7P/6p1/8/8/1K6/8/8/6C1 w 0 1",
        "7k/6p1/8/8/1K6/8/8/p5C1 w 0 1",
        "7p/6p1/8/8/1K6/8/8/P5C1 w 0 1",
        "7k/6q1/8/8/1K6/8/8/6C1 w 0 1",
        "8/8/8/8/8/8/8/8 w 0 1",
        "7k/6p1/8/8/1K6/8/8/0C7 w 0 1",
        "7k0/6p1/8/8/1K6/8/8/6C1 w 0 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 007 010",
        "7k/6p1/8/8/1K6/8/8/6C1 w +5 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 5 +1",
        "7k/6p1/8/8/1K6/8/8/6C1 W 0 1",
        "7k/6p1/8/8/1K6/8/8/6C1 w 0x 1",
        "7k/6p1/8/8/1K6/8/8//6C1 w 0 1",
    ]
    .map(String::from)
    .into();
    // Random valid texts, most with one or two one-character edits (no
    // whitespace edits: the rules only say the fields are space-separated).
    let mut rng = Rng::new(0x7e47);
    let alphabet: Vec<char> = "PKBCpkbc0123456789/wbx".chars().collect();
    for _ in 0..3000 {
        let mut chars: Vec<char> = random_position(&mut rng, true).text().chars().collect();
        for _ in 0..rng.below(3) {
            let at = rng.below(chars.len());
            if chars[at] == ' ' {
                continue;
            }
            match rng.below(3) {
                0 => chars[at] = alphabet[rng.below(alphabet.len())],
                1 => {
                    chars.remove(at);
                }
                _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
            }
        }
        texts.push(chars.into_iter().collect());
    }
    let (mut accepted, mut rejected) = (0, 0);
    for text in &texts {
        if text.split(' ').any(str::is_empty) {
            // An edit that emptied a field leaves two spaces in a row or a
            // trailing space: the rules do not say whether that is one
            // separator (the crate documents accepting any whitespace), so
            // such texts are not compared.
            continue;
        }
        let oracle = Pos::parse(text);
        let fast = Position::from_text(text, Rules::default());
        match (&oracle, &fast) {
            (Ok(o), Ok(f)) => {
                assert_eq!(f.to_string(), o.text(), "text {text:?}");
                accepted += 1;
            }
            (Err(_), Err(_)) => rejected += 1,
            _ => panic!(
                "text {text:?}: oracle {oracle:?}, crate {:?}",
                fast.map(|p| p.to_string())
            ),
        }
    }
    assert!(
        accepted > 500 && rejected > 500,
        "{accepted} accepted, {rejected} rejected"
    );
}
