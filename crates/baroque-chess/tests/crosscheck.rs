//! Cross-check of the bitboard move generator against a deliberately naive,
//! coordinate-based reading of the rules, on random placements (many of
//! them unreachable in play, which is the point: unusual neighbourhoods).

use baroque_chess::{Move, MoveList, Piece, PieceKind, Position, Rules, Square};
use std::collections::BTreeSet;
use variant_core::{Color, Game, Rng, RuleSet};

type Board = [[Option<Piece>; 8]; 8]; // [file][rank]

fn board_of(p: &Position) -> Board {
    let mut b = [[None; 8]; 8];
    for (f, col) in b.iter_mut().enumerate() {
        for (r, cell) in col.iter_mut().enumerate() {
            *cell = p.piece_at(Square::new((r * 8 + f) as u8).unwrap());
        }
    }
    b
}

fn at(b: &Board, f: i32, r: i32) -> Option<Option<Piece>> {
    if (0..8).contains(&f) && (0..8).contains(&r) {
        Some(b[f as usize][r as usize])
    } else {
        None
    }
}

fn is(b: &Board, f: i32, r: i32, color: Color, kind: Option<PieceKind>) -> bool {
    matches!(at(b, f, r), Some(Some(p)) if p.color == color && kind.is_none_or(|k| k == p.kind))
}

fn frozen(b: &Board, f: i32, r: i32) -> bool {
    let Some(Some(p)) = at(b, f, r) else {
        return false;
    };
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) == (0, 0) {
                continue;
            }
            if is(b, f + df, r + dr, !p.color, Some(PieceKind::Immobilizer)) {
                return true;
            }
            if p.kind == PieceKind::Immobilizer
                && is(b, f + df, r + dr, !p.color, Some(PieceKind::Chameleon))
            {
                return true;
            }
        }
    }
    false
}

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// (from, to or None for suicide, captured squares as (file, rank)).
type NaiveMove = ((i32, i32), Option<(i32, i32)>, BTreeSet<(i32, i32)>);

fn naive_moves(b: &Board, us: Color, rules: &Rules) -> Vec<NaiveMove> {
    let assist = rules.frozen_pieces_assist;
    let multiple = rules.leaper_captures == baroque_chess::rules::LeaperCaptures::Multiple;
    let mut king = None;
    for f in 0..8 {
        for r in 0..8 {
            if is(b, f, r, us, Some(PieceKind::King)) {
                king = Some((f, r));
            }
        }
    }
    let mut out = Vec::new();
    for f in 0..8 {
        for r in 0..8 {
            let Some(Some(p)) = at(b, f, r) else { continue };
            if p.color != us {
                continue;
            }
            if frozen(b, f, r) {
                if rules.allow_suicide && p.kind != PieceKind::King {
                    out.push(((f, r), None, BTreeSet::from([(f, r)])));
                }
                continue;
            }
            let cham = p.kind == PieceKind::Chameleon;
            // The capture side effects of arriving on (tf, tr) by direction d.
            let effects = |tf: i32, tr: i32, d: usize| {
                let mut caps = BTreeSet::new();
                let (df, dr) = DIRS[d];
                let orth = df == 0 || dr == 0;
                if p.kind == PieceKind::Pincer || (cham && orth) {
                    let victim = if cham { Some(PieceKind::Pincer) } else { None };
                    for (ef, er) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                        let (af, ar) = (tf + ef, tr + er);
                        let (bf, br) = (af + ef, ar + er);
                        if is(b, af, ar, !us, victim)
                            && (bf, br) != (f, r)
                            && is(b, bf, br, us, None)
                            && (assist || !frozen(b, bf, br))
                        {
                            caps.insert((af, ar));
                        }
                    }
                }
                if p.kind == PieceKind::Withdrawer || cham {
                    let victim = if cham {
                        Some(PieceKind::Withdrawer)
                    } else {
                        None
                    };
                    if is(b, f - df, r - dr, !us, victim) {
                        caps.insert((f - df, r - dr));
                    }
                }
                if p.kind == PieceKind::Coordinator || cham {
                    let victim = if cham {
                        Some(PieceKind::Coordinator)
                    } else {
                        None
                    };
                    if let Some((kf, kr)) = king {
                        if assist || !frozen(b, kf, kr) {
                            for (cf, cr) in [(kf, tr), (tf, kr)] {
                                if is(b, cf, cr, !us, victim) {
                                    caps.insert((cf, cr));
                                }
                            }
                        }
                    }
                }
                caps
            };
            for (d, &(df, dr)) in DIRS.iter().enumerate() {
                if p.kind == PieceKind::Pincer && df != 0 && dr != 0 {
                    continue;
                }
                if p.kind == PieceKind::King {
                    match at(b, f + df, r + dr) {
                        Some(None) => out.push(((f, r), Some((f + df, r + dr)), BTreeSet::new())),
                        Some(Some(q)) if q.color != us => out.push((
                            (f, r),
                            Some((f + df, r + dr)),
                            BTreeSet::from([(f + df, r + dr)]),
                        )),
                        _ => {}
                    }
                    continue;
                }
                if cham && is(b, f + df, r + dr, !us, Some(PieceKind::King)) {
                    let mut caps = effects(f + df, r + dr, d);
                    caps.insert((f + df, r + dr));
                    out.push(((f, r), Some((f + df, r + dr)), caps));
                }
                let (mut cf, mut cr) = (f, r);
                let mut jumped: Vec<(i32, i32)> = Vec::new();
                loop {
                    let (tf, tr) = (cf + df, cr + dr);
                    match at(b, tf, tr) {
                        None => break,
                        Some(None) => {
                            let mut caps = effects(tf, tr, d);
                            caps.extend(jumped.iter().copied());
                            out.push(((f, r), Some((tf, tr)), caps));
                            (cf, cr) = (tf, tr);
                        }
                        Some(Some(q)) => {
                            let jumpable = q.color != us
                                && (p.kind == PieceKind::LongLeaper
                                    || (cham && q.kind == PieceKind::LongLeaper))
                                && (multiple || jumped.is_empty());
                            if jumpable && at(b, tf + df, tr + dr) == Some(None) {
                                jumped.push((tf, tr));
                                let (lf, lr) = (tf + df, tr + dr);
                                let mut caps = effects(lf, lr, d);
                                caps.extend(jumped.iter().copied());
                                out.push(((f, r), Some((lf, lr)), caps));
                                (cf, cr) = (lf, lr);
                            } else {
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

fn apply(b: &Board, m: &NaiveMove) -> Board {
    let mut n = *b;
    let ((f, r), to, caps) = m;
    let piece = n[*f as usize][*r as usize].take();
    for &(cf, cr) in caps {
        n[cf as usize][cr as usize] = None;
    }
    if let Some((tf, tr)) = to {
        n[*tf as usize][*tr as usize] = piece;
    }
    n
}

fn king_of(b: &Board, c: Color) -> Option<(i32, i32)> {
    (0..64)
        .map(|i| (i % 8, i / 8))
        .find(|&(f, r)| is(b, f, r, c, Some(PieceKind::King)))
}

fn naive_legal(p: &Position) -> BTreeSet<String> {
    let b = board_of(p);
    let us = p.side_to_move();
    if king_of(&b, us).is_none() || king_of(&b, !us).is_none() {
        return BTreeSet::new();
    }
    let rules = p.rules();
    let mut moves = naive_moves(&b, us, rules);
    if rules.forbid_self_capture {
        let enemy_king = king_of(&b, !us).unwrap();
        moves.retain(|m| {
            if m.2.contains(&enemy_king) {
                return true;
            }
            let after = apply(&b, m);
            let Some(k) = king_of(&after, us) else {
                return false;
            };
            !naive_moves(&after, !us, rules)
                .iter()
                .any(|r| r.2.contains(&k))
        });
    }
    moves
        .iter()
        .map(|((f, r), to, caps)| {
            let mut s = name(*f, *r);
            if let Some((tf, tr)) = to {
                s.push('-');
                s.push_str(&name(*tf, *tr));
            }
            let mut sorted: Vec<&(i32, i32)> = caps.iter().collect();
            sorted.sort_by_key(|(cf, cr)| cr * 8 + cf);
            for (i, (cf, cr)) in sorted.iter().enumerate() {
                s.push(if i == 0 { 'x' } else { ',' });
                s.push_str(&name(*cf, *cr));
            }
            s
        })
        .collect()
}

/// The bitboard generator against the naive reading on one position (the
/// legal move texts and the bulk count); `Err` lists the differences. Also
/// the entry point of the fuzz differential target (`fuzz/src/oracles.rs`),
/// which gives it positions built from arbitrary setups.
pub fn compare(p: &Position) -> Result<(), String> {
    let got: BTreeSet<String> = p
        .legal_move_vec()
        .iter()
        .map(|m| p.format_move(m))
        .collect();
    let want = naive_legal(p);
    if p.count_legal_moves() != want.len() {
        return Err(format!(
            "bulk count {} but the naive reading has {} moves, position {p} rules {:?}",
            p.count_legal_moves(),
            want.len(),
            p.rules()
        ));
    }
    if got != want {
        return Err(format!(
            "position {p} rules {:?}\nonly bitboard: {:?}\nonly naive: {:?}",
            p.rules(),
            got.difference(&want).collect::<Vec<_>>(),
            want.difference(&got).collect::<Vec<_>>()
        ));
    }
    Ok(())
}

fn random_text(rng: &mut Rng, density: usize) -> String {
    const LETTERS: &[u8] = b"PNBRQMPNBRQMPP";
    let mut cells = [None::<char>; 64];
    for cell in cells.iter_mut() {
        if rng.below(100) < density {
            let c = LETTERS[rng.below(LETTERS.len())] as char;
            *cell = Some(if rng.below(2) == 0 {
                c
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    for king in ['K', 'k'] {
        if rng.below(20) != 0 {
            cells[rng.below(64)] = Some(king);
        }
    }
    if !cells.iter().any(|c| matches!(c, Some('K' | 'k'))) {
        cells[0] = Some('K');
    }
    let mut text = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match cells[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(if rng.below(2) == 0 { " w" } else { " b" });
    text
}

fn variants() -> Vec<Rules> {
    let mut out = vec![Rules::default()];
    for (k, v) in [
        ("forbid_self_capture", "true"),
        ("leaper_captures", "Single"),
        ("frozen_pieces_assist", "false"),
        ("allow_suicide", "false"),
    ] {
        let mut r = Rules::default();
        r.set_option(k, v).unwrap();
        out.push(r);
    }
    out
}

#[test]
fn bitboard_generator_agrees_with_the_naive_reading() {
    let mut rng = Rng::new(0xba20);
    let rule_sets = variants();
    for i in 0..3000 {
        let density = [10, 25, 40, 60][i % 4];
        let text = random_text(&mut rng, density);
        let rules = rule_sets[i % rule_sets.len()].clone();
        let p = Position::from_text(&text, rules.clone()).unwrap();
        let got: BTreeSet<String> = p
            .legal_move_vec()
            .iter()
            .map(|m| p.format_move(m))
            .collect();
        let want = naive_legal(&p);
        assert_eq!(
            p.count_legal_moves(),
            want.len(),
            "bulk count, position {text} rules {rules:?}"
        );
        assert_eq!(
            got,
            want,
            "position {text} rules {rules:?}\nonly bitboard: {:?}\nonly naive: {:?}",
            got.difference(&want).collect::<Vec<_>>(),
            want.difference(&got).collect::<Vec<_>>()
        );
    }
}

/// Every preset, then each rule option away from its default.
fn every_rule_set() -> Vec<Rules> {
    let mut out: Vec<Rules> = Rules::presets().iter().map(|p| (p.rules)()).collect();
    out.extend(variants().into_iter().skip(1));
    for (k, v) in [
        ("no_moves", "Draw"),
        ("repetition", "ThreefoldDraw"),
        ("no_progress_limit", "12"),
        ("setup", "KingOnE"),
    ] {
        let mut r = Rules::default();
        r.set_option(k, v).unwrap();
        out.push(r);
    }
    out
}

/// The search's shortcuts against the full generator at `p`: `noisy_moves`
/// (a generator of captures alone) gives the legal moves `is_noisy` calls
/// noisy, in the order of the full list, and `has_legal_move` (which stops
/// at the first move it sees) says whether the list is empty. Returns the
/// number of captures and whether `p` has no move.
fn check_shortcuts(p: &Position) -> (usize, bool) {
    let all = p.legal_move_vec();
    let want: Vec<Move> = all.iter().copied().filter(|m| p.is_noisy(m)).collect();
    let mut got = MoveList::new();
    p.noisy_moves(&mut got);
    assert_eq!(
        got.as_slice(),
        want.as_slice(),
        "noisy moves of {p}, rules {:?}",
        p.rules()
    );
    assert_eq!(
        p.has_legal_move(),
        !all.is_empty(),
        "has_legal_move at {p}, rules {:?}",
        p.rules()
    );
    (want.len(), all.is_empty())
}

#[test]
fn search_shortcuts_agree_with_the_full_generator() {
    let mut rng = Rng::new(0x0b5e);
    let rule_sets = every_rule_set();
    let (mut captures, mut stuck) = (0, 0);
    for i in 0..6000 {
        let density = [10, 25, 40, 60, 80][i % 5];
        let text = random_text(&mut rng, density);
        let rules = rule_sets[i % rule_sets.len()].clone();
        let p = Position::from_text(&text, rules).unwrap();
        let (n, none) = check_shortcuts(&p);
        captures += n;
        stuck += usize::from(none);
    }
    // Positions from play, under every rule set.
    for rules in rule_sets {
        let start = Position::start(rules);
        for seed in 0..20u64 {
            let p = variant_core::testkit::random_position(&start, seed, 10 + seed as usize * 8);
            captures += check_shortcuts(&p).0;
        }
    }
    // The placements exercise both: many captures, and positions without
    // a move (where the early exit falls back to the full count).
    assert!(captures > 30_000, "{captures} captures");
    assert!(stuck > 100, "{stuck} positions without a move");
}
