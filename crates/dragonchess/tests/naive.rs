//! Cross-check against a naive, independent reading of the rules: a move
//! generator written straight from the rules' piece table with plain
//! coordinate arithmetic (no precomputed tables), and check detection by
//! generating every capture of the other side (the slow way the library
//! avoids). Compared on random placements (pieces anywhere they may stand,
//! frozen pieces, Kings on the outer levels, ...) and along random games,
//! under every setting of the options.

use dragonchess::{ElementalAscent, Piece, PieceKind, Position, Rules, Square};
use std::collections::BTreeSet;
use variant_core::{Color, Game, Kind, Rng};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    M,
    C,
    MC,
}

/// One naive move: origin, destination, capture flag.
type Naive = (Square, Square, bool);

fn sq(l: i32, f: i32, r: i32) -> Option<Square> {
    if (0..3).contains(&l) && (0..12).contains(&f) && (0..8).contains(&r) {
        Square::new(l as u8, f as u8, r as u8)
    } else {
        None
    }
}

fn frozen(pos: &Position, s: Square) -> bool {
    if s.level() != 1 {
        return false;
    }
    let (Some(p), Some(b)) = (
        pos.piece_at(s),
        pos.piece_at(Square::new(0, s.file(), s.rank()).unwrap()),
    ) else {
        return false;
    };
    b.kind == PieceKind::Basilisk && b.color != p.color
}

/// Every move of the piece on `s` by the rules' table, ignoring check.
fn piece_moves(pos: &Position, s: Square, rules: &Rules, out: &mut Vec<Naive>) {
    let p = pos.piece_at(s).unwrap();
    let (l, f, r) = (s.level() as i32, s.file() as i32, s.rank() as i32);
    let fw = if p.color == Color::White { 1 } else { -1 };
    // A step by (dx, dy, dz) (dy already oriented) with path squares.
    let mut step = |dx: i32, dy: i32, dz: i32, mode: Mode, path: &[(i32, i32, i32)]| {
        let Some(t) = sq(l + dz, f + dx, r + dy) else {
            return;
        };
        for &(px, py, pz) in path {
            match sq(l + pz, f + px, r + py) {
                Some(q) if pos.piece_at(q).is_none() => {}
                _ => return,
            }
        }
        match pos.piece_at(t) {
            None if mode != Mode::C => out.push((s, t, false)),
            Some(v) if v.color != p.color && mode != Mode::M => out.push((s, t, true)),
            _ => {}
        }
    };
    let king8 = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let diag4 = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let orth4 = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let knight = [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    let opt = |b: bool| if b { Mode::MC } else { Mode::M };
    use PieceKind::*;
    let mut slides: Vec<(i32, i32)> = Vec::new();
    match (p.kind, l) {
        (Sylph, 2) => {
            step(1, fw, 0, Mode::M, &[]);
            step(-1, fw, 0, Mode::M, &[]);
            step(0, fw, 0, Mode::C, &[]);
            step(0, 0, -1, Mode::C, &[]);
        }
        (Sylph, 1) => {
            let mut targets = BTreeSet::new();
            targets.insert(sq(2, f, r).unwrap());
            let home_rank = if p.color == Color::White { 1 } else { 6 };
            for file in [0, 2, 4, 6, 8, 10] {
                targets.insert(sq(2, file, home_rank).unwrap());
            }
            for t in targets {
                if pos.piece_at(t).is_none() {
                    out.push((s, t, false));
                }
            }
        }
        (Griffon, 2) => {
            for (a, b) in [(2, 3), (3, 2)] {
                for (sa, sb) in diag4 {
                    step(a * sa, b * sb, 0, Mode::MC, &[]);
                }
            }
            for (x, y) in diag4 {
                step(x, y, -1, Mode::MC, &[]);
            }
        }
        (Griffon, 1) => {
            for (x, y) in diag4 {
                step(x, y, 0, Mode::MC, &[]);
                step(x, y, 1, Mode::MC, &[]);
            }
        }
        (Dragon, 2) => {
            slides.extend(diag4);
            for (x, y) in orth4 {
                step(x, y, 0, Mode::MC, &[]);
            }
            step(0, 0, -1, Mode::C, &[]);
            for (x, y) in orth4 {
                step(x, y, -1, Mode::C, &[]);
            }
        }
        (Warrior, 1) => {
            step(0, fw, 0, Mode::M, &[]);
            step(1, fw, 0, Mode::C, &[]);
            step(-1, fw, 0, Mode::C, &[]);
        }
        (Oliphant, 1) => slides.extend(orth4),
        (Unicorn, 1) => {
            for (x, y) in knight {
                step(x, y, 0, Mode::MC, &[]);
            }
        }
        (Thief, 1) => slides.extend(diag4),
        (Hero, 1) => {
            for (x, y) in diag4 {
                step(x, y, 0, Mode::MC, &[]);
                step(2 * x, 2 * y, 0, Mode::MC, &[]);
                step(x, y, 1, Mode::MC, &[]);
                step(x, y, -1, Mode::MC, &[]);
            }
        }
        (Hero, _) => {
            let dz = 1 - l; // toward level 2 (index 1)
            for (x, y) in diag4 {
                step(x, y, dz, Mode::MC, &[]);
            }
        }
        (Cleric, _) => {
            for (x, y) in king8 {
                step(x, y, 0, Mode::MC, &[]);
            }
            step(0, 0, 1, Mode::MC, &[]);
            step(0, 0, -1, Mode::MC, &[]);
        }
        (Mage, 1) => {
            slides.extend(king8);
            step(0, 0, 1, Mode::MC, &[]);
            step(0, 0, -1, Mode::MC, &[]);
        }
        (Mage, _) => {
            let dz = 1 - l;
            for (x, y) in orth4 {
                step(x, y, 0, opt(rules.offboard_steps_capture), &[]);
            }
            step(0, 0, dz, Mode::MC, &[]);
            step(0, 0, 2 * dz, Mode::MC, &[(0, 0, dz)]);
        }
        (King, 1) => {
            for (x, y) in king8 {
                step(x, y, 0, Mode::MC, &[]);
            }
            step(0, 0, 1, Mode::MC, &[]);
            step(0, 0, -1, Mode::MC, &[]);
        }
        (King, _) => step(0, 0, 1 - l, opt(rules.offboard_steps_capture), &[]),
        (Paladin, _) => {
            for (x, y) in king8 {
                step(x, y, 0, Mode::MC, &[]);
            }
            if l == 1 {
                for (x, y) in knight {
                    step(x, y, 0, Mode::MC, &[]);
                }
            }
            let m = opt(rules.paladin_3d_captures);
            for (x, y) in orth4 {
                for dz in [1, -1] {
                    step(2 * x, 2 * y, dz, m, &[]);
                }
                for dz in [2, -2] {
                    step(x, y, dz, m, &[]);
                }
            }
        }
        (Dwarf, 0 | 1) => {
            step(0, fw, 0, Mode::M, &[]);
            step(1, 0, 0, Mode::M, &[]);
            step(-1, 0, 0, Mode::M, &[]);
            step(1, fw, 0, Mode::C, &[]);
            step(-1, fw, 0, Mode::C, &[]);
            if l == 0 {
                step(0, 0, 1, Mode::C, &[]);
            } else {
                step(0, 0, -1, Mode::M, &[]);
            }
        }
        (Basilisk, 0) => {
            step(0, fw, 0, Mode::MC, &[]);
            step(1, fw, 0, Mode::MC, &[]);
            step(-1, fw, 0, Mode::MC, &[]);
            step(0, -fw, 0, Mode::M, &[]);
        }
        (Elemental, 0) => {
            let ascent = match rules.elemental_ascent {
                ElementalAscent::CaptureOnly => Mode::C,
                ElementalAscent::MoveOrCapture => Mode::MC,
                other => unimplemented!("the naive reading knows no {other:?}"),
            };
            for (x, y) in orth4 {
                step(x, y, 0, Mode::MC, &[]);
                step(2 * x, 2 * y, 0, Mode::MC, &[(x, y, 0)]);
                step(x, y, 1, ascent, &[(x, y, 0)]);
            }
            for (x, y) in diag4 {
                step(x, y, 0, Mode::M, &[]);
            }
        }
        (Elemental, 1) => {
            for (x, y) in orth4 {
                step(x, y, -1, Mode::MC, &[(0, 0, -1)]);
            }
        }
        _ => panic!("{p:?} on {s} cannot stand there"),
    }
    for (dx, dy) in slides {
        let mut k = 1;
        while let Some(t) = sq(l, f + k * dx, r + k * dy) {
            match pos.piece_at(t) {
                None => out.push((s, t, false)),
                Some(v) => {
                    if v.color != p.color {
                        out.push((s, t, true));
                    }
                    break;
                }
            }
            k += 1;
        }
    }
}

/// Whether `color`'s King is attacked: some enemy piece (not frozen, unless
/// the option says so) has a capture onto it.
fn naive_in_check(pos: &Position, color: Color, rules: &Rules) -> bool {
    let Some(k) = pos
        .all_pieces()
        .find(|(_, p)| *p == Piece::new(color, PieceKind::King))
    else {
        return false;
    };
    let mut caps = Vec::new();
    for (s, p) in pos.all_pieces() {
        if p.color == color || (frozen(pos, s) && !rules.frozen_pieces_give_check) {
            continue;
        }
        piece_moves(pos, s, rules, &mut caps);
    }
    caps.iter().any(|&(_, t, cap)| cap && t == k.0)
}

fn naive_legal(pos: &Position) -> BTreeSet<String> {
    let rules = pos.rules().clone();
    let us = pos.side_to_move();
    let mut moves = Vec::new();
    for (s, p) in pos.all_pieces() {
        if p.color == us && !frozen(pos, s) {
            piece_moves(pos, s, &rules, &mut moves);
        }
    }
    let mut legal = BTreeSet::new();
    for (from, to, cap) in moves {
        let p = pos.piece_at(from).unwrap();
        let promo =
            p.kind == PieceKind::Warrior && to.rank() == if us == Color::White { 7 } else { 0 };
        let text = format!(
            "{}{from}{}{to}{}",
            p.kind.letter(),
            if cap { 'x' } else { '-' },
            if promo { "=H" } else { "" }
        );
        let mut child = pos.clone();
        let mv = pos
            .pseudo_moves_text(&text)
            .unwrap_or_else(|| panic!("library lacks pseudo-legal {text} in `{pos}`"));
        child.play_unchecked(&mv);
        if !naive_in_check(&child, us, &rules) {
            legal.insert(text);
        }
    }
    legal
}

trait PseudoText {
    fn pseudo_moves_text(&self, text: &str) -> Option<dragonchess::Move>;
}

impl PseudoText for Position {
    fn pseudo_moves_text(&self, text: &str) -> Option<dragonchess::Move> {
        let mut list = dragonchess::MoveList::new();
        self.pseudo_legal_moves(&mut list);
        list.iter().find(|m| m.to_string() == text).copied()
    }
}

fn library_legal(pos: &Position) -> BTreeSet<String> {
    pos.legal_move_vec().iter().map(|m| m.to_string()).collect()
}

/// The library against the naive reading on one position (pseudo-legal and
/// legal moves, check, the bulk count); panics on a difference. Also the
/// entry point of the fuzz differential target (`fuzz/src/oracles.rs`).
pub fn compare(pos: &Position) {
    let rules = pos.rules().clone();
    // Pseudo-legal lists agree as sets too.
    let mut naive_pseudo = Vec::new();
    for (s, p) in pos.all_pieces() {
        if p.color == pos.side_to_move() && !frozen(pos, s) {
            piece_moves(pos, s, &rules, &mut naive_pseudo);
        }
    }
    let mut lib = dragonchess::MoveList::new();
    pos.pseudo_legal_moves(&mut lib);
    let lib_pseudo: BTreeSet<(Square, Square, bool)> = lib
        .iter()
        .map(|m| (m.from(), m.to(), m.is_capture()))
        .collect();
    let naive_set: BTreeSet<_> = naive_pseudo.iter().copied().collect();
    assert_eq!(
        naive_set.len(),
        naive_pseudo.len(),
        "naive duplicates in `{pos}`"
    );
    assert_eq!(lib_pseudo.len(), lib.len(), "library duplicates in `{pos}`");
    assert_eq!(
        lib_pseudo, naive_set,
        "pseudo-legal moves differ in `{pos}` under {rules:?}"
    );
    assert_eq!(
        pos.is_check(),
        naive_in_check(pos, pos.side_to_move(), &rules),
        "check differs in `{pos}`"
    );
    // The bulk count (perft's last ply) agrees with the list.
    assert_eq!(
        pos.count_legal_moves(),
        pos.legal_move_vec().len(),
        "count differs in `{pos}`"
    );
    // Perft's two-ply count (each move's replies counted from this
    // position's count) agrees with the replies' lists.
    let replies: u64 = pos
        .legal_move_vec()
        .iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            child.legal_move_vec().len() as u64
        })
        .sum();
    assert_eq!(
        pos.count_leaves(2),
        replies,
        "two-ply count differs in `{pos}`"
    );
    if pos.outcome().is_none() || pos.legal_move_vec().is_empty() {
        assert_eq!(
            library_legal(pos),
            naive_legal(pos),
            "legal moves differ in `{pos}` under {rules:?}"
        );
    }
}

fn rules_from(i: u64) -> Rules {
    let mut rules = Rules::default();
    rules.offboard_steps_capture = i & 1 == 0;
    rules.paladin_3d_captures = i & 2 == 0;
    rules.elemental_ascent = if i & 4 == 0 {
        ElementalAscent::CaptureOnly
    } else {
        ElementalAscent::MoveOrCapture
    };
    rules.frozen_pieces_give_check = i & 8 != 0;
    rules
}

fn random_placement(rng: &mut Rng, rules: Rules) -> Option<Position> {
    random_placement_with(rng, rules, Vec::new())
}

/// A random placement that keeps `pieces` (which may already hold Kings).
fn random_placement_with(
    rng: &mut Rng,
    rules: Rules,
    mut pieces: Vec<(Square, Piece)>,
) -> Option<Position> {
    let mut used: BTreeSet<Square> = pieces.iter().map(|(s, _)| *s).collect();
    let mut place = |rng: &mut Rng, piece: Piece, pieces: &mut Vec<(Square, Piece)>| {
        for _ in 0..50 {
            let s = Square::from_index(rng.below(288)).unwrap();
            if used.contains(&s) || !piece.kind.can_stand_on(s.level()) {
                continue;
            }
            let last = if piece.color == Color::White { 7 } else { 0 };
            if piece.kind == PieceKind::Warrior && s.rank() == last {
                continue;
            }
            used.insert(s);
            pieces.push((s, piece));
            return;
        }
    };
    for c in Color::ALL {
        if !pieces
            .iter()
            .any(|(_, p)| *p == Piece::new(c, PieceKind::King))
        {
            place(rng, Piece::new(c, PieceKind::King), &mut pieces);
        }
    }
    let n = 6 + rng.below(30);
    for _ in 0..n {
        // Basilisks often, to make freezes common.
        let kind = if rng.below(5) == 0 {
            PieceKind::Basilisk
        } else {
            PieceKind::ALL[rng.below(15)]
        };
        if kind == PieceKind::King {
            continue;
        }
        let color = Color::ALL[rng.below(2)];
        place(rng, Piece::new(color, kind), &mut pieces);
    }
    let side = Color::ALL[rng.below(2)];
    Position::from_placement(&pieces, side, rules).ok()
}

#[test]
fn random_placements_agree_with_the_naive_reading() {
    let mut rng = Rng::new(0xd5a9);
    let mut checked = 0;
    let mut in_check = 0;
    let mut frozen_count = 0;
    for i in 0..3000u64 {
        let Some(pos) = random_placement(&mut rng, rules_from(i)) else {
            continue;
        };
        if pos.is_check() {
            in_check += 1;
        }
        frozen_count += pos.all_pieces().filter(|(s, _)| pos.is_frozen(*s)).count();
        compare(&pos);
        checked += 1;
    }
    // The sample really exercises checks and freezes.
    assert!(checked > 1500, "{checked}");
    assert!(in_check > 100, "{in_check}");
    assert!(frozen_count > 100, "{frozen_count}");
}

/// Positions in check made common, for the generator's check filter (a
/// move other than the King's is tried only where it could stop the check:
/// on the checker's square, on its path or slide, or under it for a
/// Basilisk's freeze): random placements kept when the side to move is in
/// check, under every rule setting. The sample must hold many legal moves
/// of other pieces than the King, and Basilisk moves under an enemy piece
/// where frozen pieces give no check (leaving the squares under the
/// checkers out of the filter makes this test fail).
#[test]
fn random_checks_agree_with_the_naive_reading() {
    let mut rng = Rng::new(0xc4ec);
    let (mut checks, mut evasions, mut freezes) = (0, 0, 0);
    for i in 0..200_000u64 {
        if checks == 1500 {
            break;
        }
        let Some(pos) = random_placement(&mut rng, rules_from(i)) else {
            continue;
        };
        if !pos.is_check() {
            continue;
        }
        compare(&pos);
        checks += 1;
        let pieces: std::collections::BTreeMap<Square, Piece> = pos.all_pieces().collect();
        for mv in pos.legal_move_vec() {
            if mv.piece() == PieceKind::King {
                continue;
            }
            evasions += 1;
            let above = Square::from_index(mv.to().index() + 96);
            let enemy_above = above
                .and_then(|s| pieces.get(&s))
                .is_some_and(|p| p.color != pos.side_to_move());
            // Under these rules a frozen piece gives no check: the move
            // freezes the piece above (which may be the checker).
            let freezing = !pos.rules().frozen_pieces_give_check;
            if mv.piece() == PieceKind::Basilisk && !mv.is_capture() && enemy_above && freezing {
                freezes += 1;
            }
        }
    }
    assert_eq!(checks, 1500);
    assert!(
        evasions > 400,
        "{evasions} evasions by other pieces than the King"
    );
    assert!(
        freezes > 10,
        "{freezes} Basilisk moves under an enemy piece"
    );
}

#[test]
fn random_games_agree_with_the_naive_reading() {
    for seed in 0..16u64 {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start(rules_from(seed));
        for _ in 0..80 {
            compare(&pos);
            let moves = pos.legal_move_vec();
            if moves.is_empty() {
                break;
            }
            // Prefer captures, to get pieces changing levels and open lines.
            let caps: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let mv = if !caps.is_empty() && rng.below(2) == 0 {
                *caps[rng.below(caps.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play_unchecked(&mv);
        }
    }
}

/// Pin lines made common: a King on level 2, then along one of its planar
/// rays a random piece and, beyond it, an enemy slider (Oliphant, Thief or
/// Mage), plus random pieces. Exercises the "could this move expose the
/// King" filter of the generator and of the bulk count.
#[test]
fn random_pin_lines_agree_with_the_naive_reading() {
    const DIRS: [(i32, i32); 8] = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ];
    let ground = [
        PieceKind::Warrior,
        PieceKind::Oliphant,
        PieceKind::Unicorn,
        PieceKind::Hero,
        PieceKind::Thief,
        PieceKind::Cleric,
        PieceKind::Mage,
        PieceKind::Paladin,
        PieceKind::Dwarf,
        PieceKind::Elemental,
        PieceKind::Griffon,
        PieceKind::Sylph,
    ];
    let mut rng = Rng::new(0x0917);
    let mut checked = 0;
    for i in 0..3000u64 {
        let king_color = Color::ALL[rng.below(2)];
        let (f, r) = (rng.below(12) as i32, rng.below(8) as i32);
        let (dx, dy) = DIRS[rng.below(8)];
        let (d1, d2) = (1 + rng.below(3) as i32, 2 + rng.below(5) as i32);
        if d2 <= d1 {
            continue;
        }
        let (Some(k), Some(mid), Some(far)) = (
            sq(1, f, r),
            sq(1, f + dx * d1, r + dy * d1),
            sq(1, f + dx * d2, r + dy * d2),
        ) else {
            continue;
        };
        let slider = match (dx == 0 || dy == 0, rng.below(2)) {
            (_, 0) => PieceKind::Mage,
            (true, _) => PieceKind::Oliphant,
            (false, _) => PieceKind::Thief,
        };
        let mid_piece = Piece::new(Color::ALL[rng.below(2)], ground[rng.below(ground.len())]);
        let pieces = vec![
            (k, Piece::new(king_color, PieceKind::King)),
            (mid, mid_piece),
            (far, Piece::new(!king_color, slider)),
        ];
        let Some(pos) = random_placement_with(&mut rng, rules_from(i), pieces) else {
            continue;
        };
        compare(&pos);
        checked += 1;
    }
    assert!(checked > 500, "{checked}");
}
