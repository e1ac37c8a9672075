//! A second, deliberately naive move generator written straight from the
//! rules text (coordinates, no tables, check found by trying every enemy
//! move), compared with the library on random games under every rule set.

use grant_acedrex::{
    Aanca, Giraffe, KingLeapDirections, Lion, Move, PieceKind, Position, Rules, Square, Stalemate,
    Unicorn,
};
use std::collections::HashSet;
use variant_core::{Color, Game, Rng};

type Board = [[Option<(Color, PieceKind)>; 12]; 12];

struct State {
    board: Board,
    side: Color,
    leap: [bool; 2],
    unmoved: HashSet<(i8, i8)>,
    rules: Rules,
}

fn on(x: i8, y: i8) -> bool {
    (0..12).contains(&x) && (0..12).contains(&y)
}

fn at(b: &Board, x: i8, y: i8) -> Option<(Color, PieceKind)> {
    b[y as usize][x as usize]
}

/// Pseudo moves of the piece on (x, y): (to_x, to_y); no check test, no
/// leap restrictions other than "target empty or (option) enemy".
fn piece_moves(s: &State, b: &Board, x: i8, y: i8) -> Vec<(i8, i8)> {
    let (c, k) = at(b, x, y).unwrap();
    let mut out = Vec::new();
    let free_or_enemy = |tx: i8, ty: i8| on(tx, ty) && at(b, tx, ty).is_none_or(|p| p.0 != c);
    let slide = |out: &mut Vec<(i8, i8)>, sx: i8, sy: i8, dx: i8, dy: i8| {
        let (mut tx, mut ty) = (sx + dx, sy + dy);
        while on(tx, ty) {
            match at(b, tx, ty) {
                None => out.push((tx, ty)),
                Some(p) => {
                    if p.0 != c {
                        out.push((tx, ty));
                    }
                    break;
                }
            }
            tx += dx;
            ty += dy;
        }
    };
    let leaps = |a: i8, bb: i8| {
        let mut v = Vec::new();
        for (p, q) in [(a, bb), (bb, a)] {
            for sp in [-1, 1] {
                for sq in [-1, 1] {
                    if !v.contains(&(p * sp, q * sq)) {
                        v.push((p * sp, q * sq));
                    }
                }
            }
        }
        v
    };
    match k {
        PieceKind::King => {
            for dx in -1..=1 {
                for dy in -1..=1 {
                    if (dx, dy) != (0, 0) && free_or_enemy(x + dx, y + dy) {
                        out.push((x + dx, y + dy));
                    }
                }
            }
        }
        PieceKind::Rook => {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                slide(&mut out, x, y, dx, dy);
            }
        }
        PieceKind::Crocodile => {
            for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                slide(&mut out, x, y, dx, dy);
            }
        }
        PieceKind::Lion => {
            let mut v = leaps(3, 0);
            if s.rules.lion == Lion::ThreeLeaperAndCamel {
                v.extend(leaps(3, 1));
            }
            for (dx, dy) in v {
                if free_or_enemy(x + dx, y + dy) {
                    out.push((x + dx, y + dy));
                }
            }
        }
        PieceKind::Giraffe => {
            let v = match s.rules.giraffe {
                Giraffe::Zebra => leaps(3, 2),
                Giraffe::FourOne => leaps(4, 1),
                other => panic!("the naive generator does not know the giraffe {other:?}"),
            };
            for (dx, dy) in v {
                if free_or_enemy(x + dx, y + dy) {
                    out.push((x + dx, y + dy));
                }
            }
        }
        PieceKind::Aanca => {
            for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                let (tx, ty) = (x + dx, y + dy);
                if !on(tx, ty) {
                    continue;
                }
                // It turns on an empty square, and (Ludii) on an enemy.
                let turns = match at(b, tx, ty) {
                    None => true,
                    Some(p) if p.0 != c => s.rules.aanca == Aanca::PassesEnemy,
                    _ => continue,
                };
                out.push((tx, ty));
                if turns {
                    slide(&mut out, tx, ty, dx, 0);
                    slide(&mut out, tx, ty, 0, dy);
                }
            }
        }
        PieceKind::Unicorn => {
            if s.rules.unicorn == Unicorn::Murray {
                if s.unmoved.contains(&(x, y)) {
                    for (dx, dy) in leaps(2, 1) {
                        if on(x + dx, y + dy) && at(b, x + dx, y + dy).is_none() {
                            out.push((x + dx, y + dy));
                        }
                    }
                } else {
                    for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                        slide(&mut out, x, y, dx, dy);
                    }
                }
            } else {
                for (dx, dy) in leaps(2, 1) {
                    let (tx, ty) = (x + dx, y + dy);
                    if !on(tx, ty) {
                        continue;
                    }
                    match at(b, tx, ty) {
                        None => {
                            out.push((tx, ty));
                            slide(&mut out, tx, ty, dx.signum(), dy.signum());
                        }
                        Some(p) if p.0 != c => out.push((tx, ty)),
                        _ => {}
                    }
                }
            }
        }
        PieceKind::Pawn => {
            let dy = if c == Color::White { 1 } else { -1 };
            if on(x, y + dy) && at(b, x, y + dy).is_none() {
                out.push((x, y + dy));
                let start = if c == Color::White { 3 } else { 8 };
                if s.rules.pawn_double_step && y == start && at(b, x, y + 2 * dy).is_none() {
                    out.push((x, y + 2 * dy));
                }
            }
            for dx in [-1, 1] {
                if on(x + dx, y + dy) && at(b, x + dx, y + dy).is_some_and(|p| p.0 != c) {
                    out.push((x + dx, y + dy));
                }
            }
        }
    }
    out
}

/// The king's leap targets (empty, or enemy with the option) in the
/// directions of the rules, otherwise unrestricted.
fn leap_targets(s: &State, b: &Board, x: i8, y: i8, c: Color) -> Vec<(i8, i8, i8, i8)> {
    let mut v = Vec::new();
    let forward = if c == Color::White { 1 } else { -1 };
    for dx in -1..=1 {
        for dy in -1..=1 {
            if (dx, dy) == (0, 0) {
                continue;
            }
            let allowed = match s.rules.king_leap_directions {
                KingLeapDirections::All => true,
                KingLeapDirections::Forward => dy == forward,
                KingLeapDirections::ForwardAndSideways => dy == forward || dy == 0,
                other => panic!("the naive generator does not know {other:?}"),
            };
            if !allowed {
                continue;
            }
            let (tx, ty) = (x + 2 * dx, y + 2 * dy);
            if !on(tx, ty) {
                continue;
            }
            let ok = match at(b, tx, ty) {
                None => true,
                Some(p) => p.0 != c && s.rules.king_leap_can_capture,
            };
            if ok {
                v.push((x + dx, y + dy, tx, ty));
            }
        }
    }
    v
}

/// Could `by` capture on (tx, ty)? Put an enemy pawn there and try every
/// move of every piece of `by`.
fn attacked(s: &State, b: &Board, tx: i8, ty: i8, by: Color) -> bool {
    let mut b2 = *b;
    b2[ty as usize][tx as usize] = Some((!by, PieceKind::Pawn));
    for y in 0..12 {
        for x in 0..12 {
            if let Some((c, k)) = at(&b2, x, y) {
                if c != by {
                    continue;
                }
                if piece_moves(s, &b2, x, y).contains(&(tx, ty)) {
                    // Pawns capture only diagonally; a straight step is no attack.
                    if k == PieceKind::Pawn && x == tx {
                        continue;
                    }
                    return true;
                }
                if k == PieceKind::King
                    && s.leap[by.index()]
                    && s.rules.king_leap_can_capture
                    && leap_targets(s, &b2, x, y, by)
                        .iter()
                        .any(|&(_, _, lx, ly)| (lx, ly) == (tx, ty))
                {
                    return true;
                }
            }
        }
    }
    false
}

fn king(b: &Board, c: Color) -> (i8, i8) {
    for y in 0..12 {
        for x in 0..12 {
            if at(b, x, y) == Some((c, PieceKind::King)) {
                return (x, y);
            }
        }
    }
    panic!("no king")
}

/// The library's legal moves against the naive generator's on one position;
/// `Err` lists the moves only one of them has. Also the entry point of the
/// fuzz differential target (`fuzz/src/oracles.rs`), which gives it positions
/// built from arbitrary setups.
pub fn compare(p: &Position) -> Result<(), String> {
    let lib: HashSet<String> = p.legal_move_vec().iter().map(|m| m.to_string()).collect();
    let naive = naive_legal(&state_of(p));
    if lib == naive {
        return Ok(());
    }
    let mut only_lib: Vec<&String> = lib.difference(&naive).collect();
    let mut only_naive: Vec<&String> = naive.difference(&lib).collect();
    only_lib.sort();
    only_naive.sort();
    Err(format!(
        "rules {:?} in `{p}`\nonly library: {only_lib:?}\nonly naive: {only_naive:?}",
        p.rules()
    ))
}

const PROMO: &str = "RLUGCAACGULR";

fn naive_legal(s: &State) -> HashSet<String> {
    let b = &s.board;
    let us = s.side;
    let mut out = HashSet::new();
    let (kx, ky) = king(b, us);
    let in_check = attacked(s, b, kx, ky, !us);
    for y in 0..12 {
        for x in 0..12 {
            let Some((c, k)) = at(b, x, y) else { continue };
            if c != us {
                continue;
            }
            let mut targets = piece_moves(s, b, x, y);
            if k == PieceKind::King && s.leap[us.index()] {
                for (mx, my, tx, ty) in leap_targets(s, b, x, y, us) {
                    if in_check && !s.rules.king_leap_out_of_check {
                        continue;
                    }
                    if !s.rules.king_leap_over_attacked && attacked(s, b, mx, my, !us) {
                        continue;
                    }
                    targets.push((tx, ty));
                }
            }
            for (tx, ty) in targets {
                let mut b2 = *b;
                let captured = at(&b2, tx, ty);
                b2[ty as usize][tx as usize] = Some((c, k));
                b2[y as usize][x as usize] = None;
                let (kx2, ky2) = if k == PieceKind::King {
                    (tx, ty)
                } else {
                    (kx, ky)
                };
                if attacked(s, &b2, kx2, ky2, !us) {
                    continue;
                }
                let sq = |x: i8, y: i8| Square::new(x as u8, y as u8).unwrap().to_string();
                let mut t = format!(
                    "{}{}{}",
                    sq(x, y),
                    if captured.is_some() { 'x' } else { '-' },
                    sq(tx, ty)
                );
                let last = if us == Color::White { 11 } else { 0 };
                if k == PieceKind::Pawn && ty == last {
                    t.push('=');
                    t.push(PROMO.as_bytes()[tx as usize] as char);
                }
                out.insert(t);
            }
        }
    }
    // Ludii's pass: the one move of a side with none, not in check, if the
    // opponent could then move (else both are stalemated: a draw).
    if out.is_empty() && !in_check && s.rules.stalemate == Stalemate::Pass {
        let passed = State {
            side: !us,
            board: s.board,
            leap: s.leap,
            unmoved: s.unmoved.clone(),
            rules: s.rules,
        };
        let mut plain = s.rules;
        plain.stalemate = Stalemate::Loss;
        if !naive_legal(&State {
            rules: plain,
            ..passed
        })
        .is_empty()
        {
            out.insert("pass".to_string());
        }
    }
    out
}

fn state_of(p: &Position) -> State {
    let mut board: Board = [[None; 12]; 12];
    for (sq, piece) in p.placement() {
        board[sq.rank() as usize][sq.file() as usize] = Some((piece.color, piece.kind));
    }
    State {
        board,
        side: p.side_to_move(),
        leap: [p.leap_right(Color::White), p.leap_right(Color::Black)],
        unmoved: p
            .unmoved_unicorns()
            .map(|s| (s.file() as i8, s.rank() as i8))
            .collect(),
        rules: *p.rules(),
    }
}

fn rule_sets() -> Vec<Rules> {
    let all_leaps = {
        let mut r = Rules::default();
        r.king_leap_can_capture = true;
        r.king_leap_out_of_check = true;
        r.king_leap_over_attacked = true;
        r
    };
    let capture_only = {
        let mut r = Rules::default();
        r.king_leap_can_capture = true;
        r
    };
    vec![
        Rules::cazaux_musser(),
        Rules::murray(),
        Rules::cazaux_cvp(),
        all_leaps,
        capture_only,
        {
            let mut r = Rules::murray();
            r.king_leap_can_capture = true;
            r
        },
        Rules::ludii(),
        Rules::fairymax(),
        {
            let mut r = Rules::default();
            r.aanca = Aanca::PassesEnemy;
            r
        },
        {
            let mut r = Rules::default();
            r.king_leap_can_capture = true;
            r.king_leap_directions = KingLeapDirections::ForwardAndSideways;
            r
        },
    ]
}

#[test]
fn library_agrees_with_the_naive_generator() {
    let mut compared = 0;
    let mut leaps = 0;
    for (i, rules) in rule_sets().into_iter().enumerate() {
        for seed in 0..4u64 {
            let mut rng = Rng::new(seed * 1000 + i as u64);
            let mut p = Position::start(rules);
            for _ in 0..70 {
                let lib: Vec<Move> = p.legal_move_vec();
                if p.outcome().is_none() {
                    let lib_text: HashSet<String> = lib.iter().map(|m| m.to_string()).collect();
                    let naive = naive_legal(&state_of(&p));
                    assert_eq!(lib_text, naive, "rules {rules:?} in `{p}`");
                    compared += 1;
                    leaps += lib.iter().filter(|m| m.is_king_leap()).count();
                }
                if lib.is_empty() {
                    break;
                }
                // Prefer king moves now and then so that leaps get exercised.
                let kings: Vec<&Move> = lib
                    .iter()
                    .filter(|m| m.piece() == PieceKind::King)
                    .collect();
                let mv = if !kings.is_empty() && rng.below(4) == 0 {
                    *kings[rng.below(kings.len())]
                } else {
                    lib[rng.below(lib.len())]
                };
                p.play_unchecked(&mv);
            }
        }
    }
    assert!(
        compared > 1000 && leaps > 100,
        "{compared} positions, {leaps} leaps"
    );
}

#[test]
fn naive_generator_agrees_on_hand_built_leap_positions() {
    // Kings with the right in the middle of enemy pieces, under every rule set.
    let texts = [
        "k11/12/12/12/12/3l1g6/12/4K7/3u1a6/12/12/11R w Kk 0 1",
        "k11/12/12/12/6c5/3p8/4K7/2r9/12/12/12/11R w Kk 0 1",
        "l11/1k10/12/12/3a8/12/2u1K7/12/4p7/12/12/11R w Kk 0 1",
        "12/12/12/4k7/12/4K7/3pP7/12/12/12/12/R11 b Kk 0 1",
        // Aancas by enemy pieces on their diagonal squares.
        "r3k6r/12/3pAp6/12/12/12/12/12/12/3PaP6/12/R3K6R w Kk 0 1",
        "2a3k2a2/3P4P3/12/12/12/12/12/12/12/12/3p4p3/2A3K2A2 w Kk 0 1",
        "11k/12/12/12/12/12/12/7a4/R5p5/12/11P/6K5 w - 0 1",
        "11k/12/12/12/12/12/12/7a4/P5P5/6K5/12/12 w - 0 1",
        "11k/12/12/12/12/12/12/7a4/6P5/11P/6R5/6K5 w - 0 1",
        // Black stalemated (a pass under Ludii's reading).
        "k11/11R/12/11p/11P/12/12/12/12/12/12/1R4K5 b - 0 1",
    ];
    let mut compared = 0;
    for rules in rule_sets() {
        for text in texts {
            let Ok(p) = Position::from_text(text, rules) else {
                continue;
            };
            if p.outcome().is_some() {
                continue;
            }
            compared += 1;
            let lib: HashSet<String> = p.legal_move_vec().iter().map(|m| m.to_string()).collect();
            assert_eq!(lib, naive_legal(&state_of(&p)), "rules {rules:?} in `{p}`");
        }
    }
    assert!(compared >= 60, "only {compared} positions compared");
}
