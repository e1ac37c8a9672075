//! The four games' evaluations: what the baseline sees (material and the
//! ordering hint, as the old game crates' `eval.rs` had them) and what the
//! full engine adds, checked against hand counts and against the colour
//! symmetry every evaluation must have.

use variant_core::{random_playout, Color, Game, Rng};
use variant_engine::games;
use variant_engine::tuning::Tune;
use variant_engine::Evaluate;

/// The same position seen from the other side is worth the same to the
/// side to move: every term is measured from each side's own point of view.
fn symmetric<G: Evaluate>(flip: impl Fn(&G) -> G) {
    let start = G::start(Default::default());
    assert_eq!(start.material(Color::White), start.material(Color::Black));
    for seed in 0..40 {
        let playout = random_playout(&start, seed, 10 + (seed as usize % 5) * 12);
        let p = playout.position;
        if p.outcome().is_some() {
            continue;
        }
        let q = flip(&p);
        assert_eq!(p.evaluate(), q.evaluate(), "{p} against {q}");
        assert_eq!(p.material(Color::White), q.material(Color::Black), "{p}");
    }
}

#[test]
fn every_evaluation_is_colour_symmetric() {
    symmetric::<dragonchess::Position>(dragonchess::Position::color_flipped);
    symmetric::<grant_acedrex::Position>(grant_acedrex::Position::color_flipped);
    symmetric::<cheskers::Position>(cheskers::Position::color_flipped);
    symmetric::<baroque_chess::Position>(baroque_chess::Position::color_flipped);
}

/// Positions along seeded random playouts under `rules`, decided ones
/// left out.
fn playouts<G: Evaluate>(rules: G::Rules, games: u64) -> Vec<G> {
    let start = G::start(rules);
    (0..games)
        .map(|seed| random_playout(&start, seed, 4 + (seed as usize * 7) % 90).position)
        .filter(|p| p.outcome().is_none())
        .collect()
}

/// A lazy evaluation's two parts add up to the whole, exactly, under every
/// preset; and its costly part is mobility, which moves the score less
/// than the margin in most positions.
fn split_in_two<G: Evaluate>() {
    use variant_core::RuleSet;
    let margin = G::LAZY_MARGIN.expect("the game evaluates lazily");
    let (mut within, mut all) = (0, 0);
    for preset in G::Rules::presets() {
        for p in playouts::<G>((preset.rules)(), 40) {
            let (cheap, costly) = (p.evaluate_cheap(), p.evaluate_costly());
            assert_eq!(cheap + costly, p.evaluate(), "{}: {p}", preset.name);
            within += usize::from(costly.abs() < margin);
            all += 1;
        }
    }
    assert!(
        within * 10 >= all * 9,
        "{within} of {all} within the margin"
    );
}

#[test]
fn lazy_evaluations_split_exactly() {
    split_in_two::<grant_acedrex::Position>();
    // The games without a split have no margin (Dragonchess's split lost
    // 13 ± 30 Elo over 400 games: crates/variant-engine/TUNING.md).
    assert_eq!(<dragonchess::Position as Evaluate>::LAZY_MARGIN, None);
    assert_eq!(<cheskers::Position as Evaluate>::LAZY_MARGIN, None);
    assert_eq!(<baroque_chess::Position as Evaluate>::LAZY_MARGIN, None);
}

/// Under every preset: the engine plays with the rules' table, and the
/// evaluation under any weights is the sum of each weight times its
/// term's count (what the tuner fits), checked with random weights.
fn linear_in_its_weights<G: Tune>() {
    use variant_core::RuleSet;
    let mut rng = Rng::new(7);
    for preset in G::Rules::presets() {
        let positions = playouts::<G>((preset.rules)(), 40);
        assert!(
            positions.len() >= 10,
            "{}: {}",
            preset.name,
            positions.len()
        );
        for p in positions {
            assert_eq!(p.evaluate(), p.evaluate_with(p.table()), "{p}");
            let counts = p.term_counts();
            assert_eq!(counts.len(), G::weight_names().len());
            for _ in 0..3 {
                let values: Vec<i32> = (0..counts.len())
                    .map(|_| rng.below(2001) as i32 - 1000)
                    .collect();
                let weights = G::from_values(&values).unwrap();
                assert_eq!(G::to_values(&weights), values);
                let sum: i32 = values.iter().zip(&counts).map(|(w, c)| w * c).sum();
                assert_eq!(p.evaluate_with(&weights), sum, "{p} under {values:?}");
            }
        }
    }
    assert!(G::from_values(&[1, 2]).is_none());
}

/// Each table is the one its preset's rules play with, the default rules'
/// table first.
fn tables_belong_to_their_presets<G: Tune>() {
    use variant_core::RuleSet;
    let tables = G::tables();
    assert_eq!(tables[0].0, G::Rules::presets()[0].name);
    for (name, table) in tables {
        let start = G::start(G::Rules::preset(name).unwrap());
        assert_eq!(G::to_values(start.table()), G::to_values(table), "{name}");
    }
    // A preset without a table of its own plays with the default rules'.
    for preset in G::Rules::presets() {
        if !tables.iter().any(|(name, _)| *name == preset.name) {
            let start = G::start((preset.rules)());
            assert_eq!(G::to_values(start.table()), G::to_values(&tables[0].1));
        }
    }
}

#[test]
fn every_table_is_its_presets() {
    tables_belong_to_their_presets::<dragonchess::Position>();
    tables_belong_to_their_presets::<grant_acedrex::Position>();
    tables_belong_to_their_presets::<cheskers::Position>();
    tables_belong_to_their_presets::<baroque_chess::Position>();
    assert_eq!(
        <grant_acedrex::Position as Tune>::tables()
            .iter()
            .map(|t| t.0)
            .collect::<Vec<_>>(),
        ["cazaux_musser", "fairymax"]
    );
}

#[test]
fn every_evaluation_is_linear_in_its_weights() {
    linear_in_its_weights::<dragonchess::Position>();
    linear_in_its_weights::<grant_acedrex::Position>();
    linear_in_its_weights::<cheskers::Position>();
    linear_in_its_weights::<baroque_chess::Position>();
    let mut w = games::dragonchess::Weights::DEFAULT;
    assert!(!w.set("nope", 1));
    assert!(w.set("mobility", 4));
    assert_eq!(w.get("mobility"), Some(4));
    assert_eq!(games::dragonchess::Weights::DEFAULT.get("nope"), None);
}

/// The material terms' counts are the piece counts a walk over the squares
/// finds (ours less theirs), in every game.
#[test]
fn material_counts_are_the_pieces_on_the_board() {
    fn check<G: Tune>(count: impl Fn(&G, &str, Color) -> i32, kinds: &[&str]) {
        for p in playouts::<G>(Default::default(), 40) {
            let counts = p.term_counts();
            let us = p.side_to_move();
            for kind in kinds {
                let i = G::weight_names().iter().position(|n| n == kind).unwrap();
                assert_eq!(
                    counts[i],
                    count(&p, kind, us) - count(&p, kind, !us),
                    "{kind} in {p}"
                );
            }
        }
    }
    check::<grant_acedrex::Position>(
        |p, kind, color| {
            (0..144)
                .filter_map(grant_acedrex::Square::from_index)
                .filter_map(|sq| p.piece_at(sq))
                .filter(|x| x.color == color && format!("{:?}", x.kind).to_lowercase() == kind)
                .count() as i32
        },
        &[
            "pawn",
            "giraffe",
            "lion",
            "crocodile",
            "rook",
            "unicorn",
            "aanca",
        ],
    );
    check::<cheskers::Position>(
        |p, kind, color| {
            cheskers::Square::all()
                .filter_map(|sq| p.piece_at(sq))
                .filter(|x| x.color == color && format!("{:?}", x.kind).to_lowercase() == kind)
                .count() as i32
        },
        &["man", "king", "bishop", "camel"],
    );
    check::<dragonchess::Position>(
        |p, kind, color| {
            dragonchess::Square::all()
                .filter_map(|sq| p.piece_at(sq))
                .filter(|x| x.color == color && format!("{:?}", x.kind).to_lowercase() == kind)
                .count() as i32
        },
        &[
            "sylph", "griffon", "dragon", "warrior", "oliphant", "hero", "mage", "dwarf",
        ],
    );
    check::<baroque_chess::Position>(
        |p, kind, color| {
            (0..64u8)
                .filter_map(baroque_chess::Square::new)
                .filter_map(|sq| p.piece_at(sq))
                .filter(|x| {
                    x.color == color
                        && format!("{:?}", x.kind).to_lowercase() == kind.replace('_', "")
                })
                .count() as i32
        },
        &["pincer", "long_leaper", "coordinator", "immobilizer"],
    );
}

/// The tables written before the tuner hold the hand-set values the
/// evaluation had: their material terms are the baseline's material.
#[test]
fn the_hand_set_tables_count_the_baselines_material() {
    fn check<G: Tune>(table: &G::Weights, material: &[&str]) {
        let mut only_material = *table;
        for name in G::weight_names() {
            if !material.contains(name) {
                assert!(G::set_weight(&mut only_material, name, 0));
            }
        }
        for p in playouts::<G>(Default::default(), 30) {
            let us = p.side_to_move();
            assert_eq!(
                p.evaluate_with(&only_material),
                p.material(us) - p.material(!us),
                "{p}"
            );
        }
    }
    // Per kind, per frozen kind, and the Warriors' advance.
    check::<dragonchess::Position>(
        &games::dragonchess::Weights::DEFAULT,
        &games::dragonchess::Weights::NAMES[..29],
    );
    check::<grant_acedrex::Position>(
        &games::grant_acedrex::Weights::DEFAULT,
        &games::grant_acedrex::Weights::NAMES[..8],
    );
    check::<cheskers::Position>(
        &games::cheskers::Weights::DEFAULT,
        &games::cheskers::Weights::NAMES[..6],
    );
    check::<baroque_chess::Position>(
        &games::baroque_chess::Weights::DEFAULT,
        &games::baroque_chess::Weights::NAMES[..12],
    );
}

#[test]
fn dragonchess_material_counts_frozen_pieces_and_warriors() {
    // Gold: King 2g1, Warrior 2c4 (advanced 3 ranks), Oliphant 2e5 frozen by
    // the Scarlet Basilisk 1e5 below it. Scarlet: King 2g8, Basilisk 1e5.
    let p: dragonchess::Position =
        "12/12/12/12/12/12/12/12|6k5/12/12/4O7/2W9/12/12/6K5|12/12/12/4b7/12/12/12/12 g"
            .parse()
            .unwrap();
    assert!(p.is_frozen("2e5".parse().unwrap()));
    let oliphant = games::dragonchess::value(dragonchess::PieceKind::Oliphant);
    assert_eq!(p.material(Color::White), 100 + 5 * 3 + oliphant * 3 / 4);
    assert_eq!(p.material(Color::Black), 300);
    // A capture is hinted by its victim.
    let take = p.parse_move("O2e5x2e8").err();
    assert!(take.is_some(), "a frozen Oliphant cannot move");
    let step = p.parse_move("W2c4-2c5").unwrap();
    assert_eq!(p.move_hint(&step), 0);
}

#[test]
fn grant_acedrex_material_and_hints() {
    // White's rook a1 can take Black's aanca a8; Black's king l12 and
    // White's king l1 are out of the way.
    let p: grant_acedrex::Position = "11k/12/12/12/a11/12/12/12/12/12/12/R10K w - 0 1"
        .parse()
        .unwrap();
    let take = p.parse_move("a1xa8").unwrap();
    let value = games::grant_acedrex::value;
    use grant_acedrex::PieceKind::{Aanca, Rook};
    assert_eq!(p.move_hint(&take), value(Aanca));
    let quiet = p.parse_move("a1-a2").unwrap();
    assert_eq!(p.move_hint(&quiet), 0);
    // White is a rook against an aanca: behind by the difference.
    let us = p.side_to_move();
    assert_eq!(p.material(us) - p.material(!us), value(Rook) - value(Aanca));
    // A pawn counts 8 a rank past its start: White's e4 is at its start,
    // e7 three ranks on.
    let pawns: grant_acedrex::Position = "11k/12/12/12/12/4P7/12/12/4P7/12/12/11K w - 0 1"
        .parse()
        .unwrap();
    assert_eq!(pawns.material(Color::White), 2 * 100 + 3 * 8);
}

#[test]
fn cheskers_material_and_hints() {
    // White: king a1, man c3 (two ranks on). Black: kings d8, h8, man d6.
    let p: cheskers::Position = "3k3k/8/3p4/8/8/2P5/8/K7 w 0 1".parse().unwrap();
    assert_eq!(p.material(Color::White), 350 + 100 + 6 * 2 - 400);
    assert_eq!(p.material(Color::Black), 2 * 350 + 100 + 6 * 2);
    // The camel a5 may take the only king d4: the hint is the king's value.
    let q: cheskers::Position = "7b/8/8/C7/3k4/8/8/K7 w 0 1".parse().unwrap();
    let take = q.parse_move("a5xd4").unwrap();
    assert_eq!(
        q.move_hint(&take),
        games::cheskers::value(cheskers::PieceKind::King)
    );
}

#[test]
fn baroque_material_and_hints() {
    // White: King b2, Immobilizer c4 freezing Black's coordinator d5.
    // Black: King h8, Coordinator d5.
    let p: baroque_chess::Position = "7k/8/8/3r4/2M5/8/1K6/8 w 0 1".parse().unwrap();
    let coordinator = games::baroque_chess::value(baroque_chess::PieceKind::Coordinator);
    assert_eq!(p.material(Color::Black), coordinator - coordinator / 3);
    assert_eq!(p.material(Color::White), 500);
    // Next to the black King, the white King takes it: the biggest hint.
    let q: baroque_chess::Position = "8/8/8/8/8/2k5/1K6/8 w 0 1".parse().unwrap();
    let take = q.parse_move("b2-c3xc3").unwrap();
    assert_eq!(q.move_hint(&take), 10_000);
}

/// Positions along random playouts of `G`, decided ones left out.
fn playout_positions<G: Evaluate>() -> Vec<G> {
    let start = G::start(Default::default());
    (0..30)
        .map(|seed| random_playout(&start, seed, 4 + seed as usize * 4).position)
        .filter(|p| p.outcome().is_none())
        .collect()
}

/// The material is counted from the square sets, kind by kind (the search
/// calls it at every leaf); here it is counted the slow way, square by
/// square with `piece_at`, as the evaluations first did.
#[test]
fn material_by_kind_equals_a_walk_over_the_squares() {
    use variant_core::Color::{Black, White};
    for p in playout_positions::<dragonchess::Position>() {
        for color in [White, Black] {
            let mut slow = 0;
            for sq in dragonchess::Square::all() {
                let Some(piece) = p.piece_at(sq).filter(|x| x.color == color) else {
                    continue;
                };
                let v = games::dragonchess::value(piece.kind);
                slow += if p.is_frozen(sq) { v * 3 / 4 } else { v };
                if piece.kind == dragonchess::PieceKind::Warrior {
                    slow += 5 * i32::from(color.fold(sq.rank(), 7 - sq.rank()));
                }
            }
            assert_eq!(p.material(color), slow, "{p}");
        }
    }
    for p in playout_positions::<grant_acedrex::Position>() {
        for color in [White, Black] {
            let mut slow = 0;
            for sq in (0..144).filter_map(grant_acedrex::Square::from_index) {
                let Some(piece) = p.piece_at(sq).filter(|x| x.color == color) else {
                    continue;
                };
                slow += games::grant_acedrex::value(piece.kind);
                if piece.kind == grant_acedrex::PieceKind::Pawn {
                    let rank = i32::from(sq.rank());
                    slow += 8 * color.fold(rank - 3, 8 - rank).max(0);
                }
            }
            assert_eq!(p.material(color), slow, "{p}");
        }
    }
    for p in playout_positions::<cheskers::Position>() {
        for color in [White, Black] {
            let (mut slow, mut kings) = (0, 0);
            for sq in cheskers::Square::all() {
                let Some(piece) = p.piece_at(sq).filter(|x| x.color == color) else {
                    continue;
                };
                slow += games::cheskers::value(piece.kind);
                match piece.kind {
                    cheskers::PieceKind::Man => {
                        slow += 6 * i32::from(color.fold(sq.rank(), 7 - sq.rank()));
                    }
                    cheskers::PieceKind::King => kings += 1,
                    _ => {}
                }
            }
            if kings == 1 {
                slow -= 400;
            }
            assert_eq!(p.material(color), slow, "{p}");
        }
    }
}

/// Baroque's mobility is counted for all pieces at once by shifting square
/// sets; here each piece walks its lines square by square.
#[test]
fn baroque_mobility_by_shifts_equals_a_walk_along_the_lines() {
    use baroque_chess::{PieceKind, Position, Square};
    fn walked(p: &Position, color: Color) -> i32 {
        let mut moves = 0;
        for index in 0..64u8 {
            let Some(sq) = Square::new(index) else {
                continue;
            };
            let Some(piece) = p.piece_at(sq).filter(|x| x.color == color) else {
                continue;
            };
            if piece.kind == PieceKind::King || p.frozen(color).contains(sq.index()) {
                continue;
            }
            let lines: &[(i32, i32)] = if piece.kind == PieceKind::Pincer {
                &[(1, 0), (-1, 0), (0, 1), (0, -1)]
            } else {
                &[
                    (1, 0),
                    (-1, 0),
                    (0, 1),
                    (0, -1),
                    (1, 1),
                    (1, -1),
                    (-1, 1),
                    (-1, -1),
                ]
            };
            for &(df, dr) in lines {
                let (mut f, mut r) = (i32::from(sq.file()) + df, i32::from(sq.rank()) + dr);
                while (0..8).contains(&f) && (0..8).contains(&r) {
                    let to = Square::from_file_rank(f as u8, r as u8).expect("on the board");
                    if p.piece_at(to).is_some() {
                        break;
                    }
                    moves += 1;
                    (f, r) = (f + df, r + dr);
                }
            }
        }
        moves
    }
    let mut only_mobility = games::baroque_chess::Weights::DEFAULT;
    for name in games::baroque_chess::Weights::NAMES {
        assert!(only_mobility.set(name, i32::from(*name == "mobility")));
    }
    let positions = playout_positions::<Position>();
    assert!(positions.len() > 10);
    for p in positions {
        let us = p.side_to_move();
        let expected = walked(&p, us) - walked(&p, !us);
        assert_eq!(
            games::baroque_chess::evaluate_with(&p, &only_mobility),
            expected,
            "{p}"
        );
    }
}

/// The default weights, then each term alone at weight 1 (so that no term
/// can hide another's error).
fn each_term_alone<W: Copy>(
    default: W,
    names: &[&str],
    set: impl Fn(&mut W, &str, i32) -> bool,
) -> Vec<W> {
    let mut weightings = vec![default];
    for name in names {
        let mut alone = default;
        for other in names {
            assert!(set(&mut alone, other, i32::from(other == name)));
        }
        weightings.push(alone);
    }
    weightings
}

/// Dragonchess's positional terms are counted on each level's 96-bit set,
/// with rays and boxes from tables; here each piece steps square by square
/// through coordinates, as the evaluation first did.
#[test]
fn dragonchess_terms_from_tables_equal_a_walk_over_the_squares() {
    use dragonchess::{PieceKind, Position, Square, SquareSet};
    use games::dragonchess::Weights;
    const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    fn offset(sq: Square, df: i8, dr: i8, dl: i8) -> Option<Square> {
        let f = sq.file() as i8 + df;
        let r = sq.rank() as i8 + dr;
        let l = sq.level() as i8 + dl;
        if (0..12).contains(&f) && (0..8).contains(&r) && (0..3).contains(&l) {
            Square::new(l as u8, f as u8, r as u8)
        } else {
            None
        }
    }
    fn slide(ours: &SquareSet, occupied: &SquareSet, from: Square, d: (i8, i8)) -> i32 {
        let mut count = 0;
        let mut at = from;
        while let Some(next) = offset(at, d.0, d.1, 0) {
            if ours.contains(next.index()) {
                break;
            }
            count += 1;
            if occupied.contains(next.index()) {
                break;
            }
            at = next;
        }
        count
    }
    fn squares(set: SquareSet) -> impl Iterator<Item = Square> {
        set.iter().filter_map(Square::from_index)
    }
    fn walked(p: &Position, color: Color, w: &Weights) -> i32 {
        let ours = p.occupied(color);
        let theirs = p.occupied(!color);
        let occupied = ours | theirs;
        let frozen = p.frozen();
        let live = |kind| p.pieces(color, kind) - frozen;
        let king = p.king_square(color);
        let mut score = 0;
        let mut moves = 0;
        for sq in squares(live(PieceKind::Dragon)) {
            for d in DIAGONAL {
                moves += slide(&ours, &occupied, sq, d);
            }
            for (df, dr) in ORTHOGONAL {
                moves +=
                    i32::from(offset(sq, df, dr, 0).is_some_and(|t| !ours.contains(t.index())));
            }
            if let Some(below) = offset(sq, 0, 0, -1) {
                let targets = core::iter::once(Some(below))
                    .chain(ORTHOGONAL.iter().map(|&(df, dr)| offset(below, df, dr, 0)));
                score += w.afar_threat
                    * targets
                        .flatten()
                        .filter(|t| theirs.contains(t.index()))
                        .count() as i32;
            }
        }
        for (kind, lines) in [
            (PieceKind::Oliphant, &ORTHOGONAL),
            (PieceKind::Thief, &DIAGONAL),
        ] {
            for sq in squares(live(kind)) {
                moves += lines
                    .iter()
                    .map(|&d| slide(&ours, &occupied, sq, d))
                    .sum::<i32>();
            }
        }
        for sq in squares(live(PieceKind::Mage)).filter(|sq| sq.level() == 1) {
            moves += ORTHOGONAL
                .iter()
                .chain(&DIAGONAL)
                .map(|&d| slide(&ours, &occupied, sq, d))
                .sum::<i32>();
        }
        for kind in [
            PieceKind::Unicorn,
            PieceKind::Hero,
            PieceKind::Cleric,
            PieceKind::Paladin,
        ] {
            let central = squares(live(kind)).filter(|sq| {
                sq.level() == 1 && (4..8).contains(&sq.file()) && (2..6).contains(&sq.rank())
            });
            score += w.center * central.count() as i32;
        }
        if king.level() == 1 {
            for df in -1..=1 {
                for dr in -1..=1 {
                    if let Some(s) = offset(king, df, dr, 0).filter(|_| (df, dr) != (0, 0)) {
                        if ours.contains(s.index()) && !frozen.contains(s.index()) {
                            score += w.king_shelter;
                        }
                    }
                }
            }
        }
        score += w.mobility * moves;
        let danger = squares(theirs)
            .filter(|&s| {
                (i32::from(s.file()) - i32::from(king.file())).abs() <= 2
                    && (i32::from(s.rank()) - i32::from(king.rank())).abs() <= 2
                    && !frozen.contains(s.index())
            })
            .count() as i32;
        score - w.king_danger * danger
    }
    // The positional terms (the material weights keep their values, which
    // are those of `material`).
    let positional = [
        "mobility",
        "king_danger",
        "king_shelter",
        "afar_threat",
        "center",
    ];
    let weightings = each_term_alone(Weights::DEFAULT, &positional, Weights::set);
    let start = Position::default();
    let mut positions = playout_positions::<Position>();
    positions.extend(
        (0..60).map(|seed| random_playout(&start, 100 + seed, 60 + seed as usize * 3).position),
    );
    positions.extend(
        positions
            .iter()
            .map(Position::color_flipped)
            .collect::<Vec<_>>(),
    );
    assert!(positions.len() > 100);
    let mut terms_seen = vec![false; positional.len()];
    for p in &positions {
        let us = p.side_to_move();
        for (i, w) in weightings.iter().enumerate() {
            let walked = walked(p, us, w) - walked(p, !us, w);
            let expected = p.material(us) - p.material(!us) + walked;
            assert_eq!(
                games::dragonchess::evaluate_with(p, w),
                expected,
                "{p} {w:?}"
            );
            if i > 0 && walked != 0 {
                terms_seen[i - 1] = true;
            }
        }
    }
    // Every term is non-zero somewhere, so the comparison tested each.
    assert_eq!(terms_seen, vec![true; positional.len()]);
}

/// Cheskers's terms are counted on 32-bit sets: material and the men's
/// ranks by popcounts, threats and mobility from tables, looking from each
/// king for its attackers; here material is counted square by square and
/// each enemy piece steps square by square toward the kings, as the
/// evaluation first did.
#[test]
fn cheskers_terms_from_tables_equal_a_walk_over_the_squares() {
    use cheskers::{squares, PieceKind, Position, Square, SquareSet};
    use games::cheskers::Weights;
    const DIAGONALS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    const CAMEL: [(i32, i32); 8] = [
        (3, 1),
        (1, 3),
        (-1, 3),
        (-3, 1),
        (-3, -1),
        (-1, -3),
        (1, -3),
        (3, -1),
    ];
    /// The square `(df, dr)` from `sq`, if on the board (every diagonal step
    /// and camel leap keeps to the dark squares).
    #[inline]
    fn offset(sq: Square, (df, dr): (i32, i32)) -> Option<Square> {
        Square::from_file_rank(i32::from(sq.file()) + df, i32::from(sq.rank()) + dr)
    }

    #[inline]
    fn has(set: SquareSet, sq: Square) -> bool {
        set.contains(sq.index())
    }

    /// How many of `color`'s kings `!color` could capture with one move, and
    /// how many squares `color`'s bishops and camels reach.
    fn threats_and_mobility(p: &Position, color: Color) -> (i32, i32) {
        let ours = p.occupied(color);
        let theirs = p.occupied(!color);
        let occupied = ours | theirs;
        let kings = p.pieces(color, PieceKind::King);
        // Kings that an enemy man or king could jump, a bishop reach or a
        // camel land on.
        let mut threatened = SquareSet::EMPTY;
        let enemy_forward = color.fold(-1, 1);
        // The enemy pieces kind by kind (a set per kind, no square lookups).
        for kind in [PieceKind::Man, PieceKind::King] {
            for sq in squares(p.pieces(!color, kind)) {
                for d in DIAGONALS {
                    if kind == PieceKind::Man && d.1 != enemy_forward {
                        continue;
                    }
                    if let Some(over) = offset(sq, d).filter(|&o| has(kings, o)) {
                        if offset(over, d).is_some_and(|to| !has(occupied, to)) {
                            threatened |= over.bit();
                        }
                    }
                }
            }
        }
        for sq in squares(p.pieces(!color, PieceKind::Bishop)) {
            for d in DIAGONALS {
                let mut at = sq;
                while let Some(next) = offset(at, d) {
                    if has(occupied, next) {
                        if has(kings, next) {
                            threatened |= next.bit();
                        }
                        break;
                    }
                    at = next;
                }
            }
        }
        for sq in squares(p.pieces(!color, PieceKind::Camel)) {
            for d in CAMEL {
                if let Some(to) = offset(sq, d).filter(|&t| has(kings, t)) {
                    threatened |= to.bit();
                }
            }
        }
        let mut mobility = 0;
        for sq in squares(p.pieces(color, PieceKind::Bishop)) {
            for d in DIAGONALS {
                let mut at = sq;
                while let Some(next) = offset(at, d) {
                    if has(ours, next) {
                        break;
                    }
                    mobility += 1;
                    if has(theirs, next) {
                        break;
                    }
                    at = next;
                }
            }
        }
        for sq in squares(p.pieces(color, PieceKind::Camel)) {
            mobility += CAMEL
                .iter()
                .filter(|&&d| offset(sq, d).is_some_and(|to| !has(ours, to)))
                .count() as i32;
        }
        (threatened.len() as i32, mobility)
    }
    fn walked(p: &Position, color: Color, w: &Weights) -> i32 {
        let mut score = 0;
        // Material, square by square.
        let mut kings = 0;
        for sq in Square::all() {
            let Some(piece) = p.piece_at(sq).filter(|piece| piece.color == color) else {
                continue;
            };
            score += match piece.kind {
                PieceKind::Man => {
                    w.man + w.man_advance * i32::from(color.fold(sq.rank(), 7 - sq.rank()))
                }
                PieceKind::King => {
                    kings += 1;
                    w.king
                }
                PieceKind::Bishop => w.bishop,
                PieceKind::Camel => w.camel,
            };
        }
        if kings == 1 {
            score -= w.last_king;
        }
        for sq in squares(p.pieces(color, PieceKind::Man)) {
            let advanced = color.fold(sq.rank(), 7 - sq.rank());
            if advanced >= 5 {
                score += w.near_promotion;
            } else if advanced == 0 {
                score += w.back_rank;
            }
        }
        let (threatened, mobility) = threats_and_mobility(p, color);
        score += w.mobility * mobility - w.king_threat * threatened;
        if p.side_to_move() == color {
            score += w.tempo;
        }
        score
    }
    // Every term, each alone (the walk counts material too: the evaluation
    // counts it on 32-bit sets, a kind's size and the men's ranks by
    // popcounts).
    let terms = Weights::NAMES;
    let weightings = each_term_alone(Weights::DEFAULT, terms, Weights::set);
    let start = Position::default();
    let mut positions = playout_positions::<Position>();
    positions.extend(
        (0..200).map(|seed| random_playout(&start, 100 + seed, 10 + seed as usize % 60).position),
    );
    // No man starts on its first rank, so play never puts one there: set
    // one up, for the back-rank term.
    for text in [
        "3k1k2/4c3/1p1P3p/p3C1p1/8/P3P1P1/5P1P/P1K1K3 b 0 13",
        "3k1k2/4c3/1p1P3p/p3C1p1/8/P3P1P1/5P1P/P1K1K3 w 0 13",
    ] {
        positions.push(text.parse().expect("a valid position"));
    }
    positions.extend(
        positions
            .iter()
            .map(Position::color_flipped)
            .collect::<Vec<_>>(),
    );
    let mut terms_seen = vec![false; terms.len()];
    for p in &positions {
        let us = p.side_to_move();
        for (i, w) in weightings.iter().enumerate() {
            let expected = walked(p, us, w) - walked(p, !us, w);
            assert_eq!(games::cheskers::evaluate_with(p, w), expected, "{p} {w:?}");
            if i > 0 && expected != 0 {
                terms_seen[i - 1] = true;
            }
        }
        // The default weights' material is that of `material`.
        let mut material_only = Weights::DEFAULT;
        for name in &terms[6..] {
            assert!(material_only.set(name, 0));
        }
        assert_eq!(
            games::cheskers::evaluate_with(p, &material_only),
            p.material(us) - p.material(!us),
            "{p}"
        );
    }
    // Every term is non-zero somewhere, so the comparison tested each.
    assert_eq!(terms_seen, vec![true; terms.len()]);
}

/// Grant Acedrex's mobility is counted on square sets, each piece's reach
/// from the rules crate's tables (`grant_acedrex::piece_reach`); here
/// every term is counted square by square through `Square::offset`, as
/// the evaluation first did, under every preset and with both weight
/// tables.
#[test]
fn grant_acedrex_terms_from_tables_equal_a_walk_over_the_squares() {
    use games::grant_acedrex::Weights;
    use grant_acedrex::{Giraffe, Lion, PieceKind, Position, Rules, Square, SquareSet, Unicorn};
    use variant_core::RuleSet;
    const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    /// The eight leaps `(a, b)` with every sign and both orders.
    const fn leaps(a: i8, b: i8) -> [(i8, i8); 8] {
        [
            (a, b),
            (b, a),
            (-b, a),
            (-a, b),
            (-a, -b),
            (-b, -a),
            (b, -a),
            (a, -b),
        ]
    }
    const KNIGHT: [(i8, i8); 8] = leaps(1, 2);
    const THREE: [(i8, i8); 4] = [(3, 0), (-3, 0), (0, 3), (0, -3)];
    const CAMEL: [(i8, i8); 8] = leaps(3, 1);
    const ZEBRA: [(i8, i8); 8] = leaps(3, 2);
    const FOUR_ONE: [(i8, i8); 8] = leaps(4, 1);
    /// The squares a piece walks to: (how many, how many in `zone`).
    struct Walk<'a> {
        ours: SquareSet,
        occupied: SquareSet,
        zone: &'a SquareSet,
    }
    impl Walk<'_> {
        fn reached(&self, to: Square) -> (i32, i32) {
            (1, i32::from(self.zone.contains(to.index())))
        }
        fn slide(&self, from: Square, d: (i8, i8)) -> (i32, i32) {
            let (mut n, mut z) = (0, 0);
            let mut at = from;
            while let Some(next) = at.offset(d.0, d.1) {
                if self.ours.contains(next.index()) {
                    break;
                }
                let (a, b) = self.reached(next);
                (n, z) = (n + a, z + b);
                if self.occupied.contains(next.index()) {
                    break;
                }
                at = next;
            }
            (n, z)
        }
        fn bent(&self, from: Square, d: (i8, i8), then: &[(i8, i8)]) -> (i32, i32) {
            let Some(first) = from.offset(d.0, d.1) else {
                return (0, 0);
            };
            if self.ours.contains(first.index()) {
                return (0, 0);
            }
            let (mut n, mut z) = self.reached(first);
            if !self.occupied.contains(first.index()) {
                for &t in then {
                    let (a, b) = self.slide(first, t);
                    (n, z) = (n + a, z + b);
                }
            }
            (n, z)
        }
        fn leaps(&self, from: Square, leaps: &[(i8, i8)]) -> (i32, i32) {
            let (mut n, mut z) = (0, 0);
            for to in leaps.iter().filter_map(|&(df, dr)| from.offset(df, dr)) {
                if !self.ours.contains(to.index()) {
                    let (a, b) = self.reached(to);
                    (n, z) = (n + a, z + b);
                }
            }
            (n, z)
        }
    }
    fn squares(set: SquareSet) -> impl Iterator<Item = Square> {
        set.iter().filter_map(Square::from_index)
    }
    /// `color`'s count of every term, in table order.
    fn walked(p: &Position, color: Color) -> Vec<i32> {
        let mut c =
            Weights::from_slice(&vec![0; Weights::NAMES.len()]).expect("one value per weight");
        let rules: &Rules = p.rules();
        let advance = |sq: Square| {
            let r = i32::from(sq.rank());
            color.fold(r - 3, 8 - r).max(0)
        };
        for (kind, name) in [
            (PieceKind::Pawn, "pawn"),
            (PieceKind::Giraffe, "giraffe"),
            (PieceKind::Lion, "lion"),
            (PieceKind::Crocodile, "crocodile"),
            (PieceKind::Rook, "rook"),
            (PieceKind::Unicorn, "unicorn"),
            (PieceKind::Aanca, "aanca"),
        ] {
            assert!(c.set(name, p.pieces(color, kind).len() as i32));
        }
        let pawns = p.pieces(color, PieceKind::Pawn);
        let enemy_pawns = p.pieces(!color, PieceKind::Pawn);
        c.pawn_advance = squares(pawns).map(advance).sum();
        // Pawn structure.
        let mut per_file = [0; 12];
        for sq in squares(pawns) {
            per_file[usize::from(sq.file())] += 1;
            let blocked = squares(enemy_pawns).any(|e| {
                (i32::from(e.file()) - i32::from(sq.file())).abs() <= 1
                    && color.fold(e.rank() > sq.rank(), e.rank() < sq.rank())
            });
            if !blocked {
                c.passed_pawn += 1;
                c.passed_pawn_rank += advance(sq);
            }
        }
        c.doubled_pawn = -per_file.iter().map(|&n: &i32| (n - 1).max(0)).sum::<i32>();
        c.rook_open_file = squares(p.pieces(color, PieceKind::Rook))
            .filter(|sq| per_file[usize::from(sq.file())] == 0)
            .count() as i32;
        let forward = color.fold(1, -1);
        c.pawn_threat = squares(p.occupied(!color) - enemy_pawns)
            .filter(|&t| {
                p.piece_at(t).is_some_and(|x| x.kind != PieceKind::King)
                    && [-1, 1].iter().any(|&df| {
                        t.offset(-df, -forward)
                            .is_some_and(|s| pawns.contains(s.index()))
                    })
            })
            .count() as i32;
        let king = p.king_square(color);
        for df in -1..=1 {
            for dr in [forward, 2 * forward] {
                if king
                    .offset(df, dr)
                    .is_some_and(|s| pawns.contains(s.index()))
                {
                    c.pawn_shield += 1;
                }
            }
        }
        c.king_danger = -(squares(p.occupied(!color) - enemy_pawns)
            .filter(|s| {
                (i32::from(s.file()) - i32::from(king.file())).abs() <= 3
                    && (i32::from(s.rank()) - i32::from(king.rank())).abs() <= 3
            })
            .count() as i32);
        // Mobility.
        let enemy_king = p.king_square(!color);
        let mut zone = SquareSet::single(enemy_king.index());
        for d in ORTHOGONAL.iter().chain(&DIAGONAL) {
            if let Some(s) = enemy_king.offset(d.0, d.1) {
                zone.insert(s.index());
            }
        }
        let walk = Walk {
            ours: p.occupied(color),
            occupied: p.occupied(color) | p.occupied(!color),
            zone: &zone,
        };
        let mut near_king = 0;
        let mut per_kind = |kind, name: &str, reach: &dyn Fn(Square) -> (i32, i32)| {
            let (mut n, mut z) = (0, 0);
            for sq in squares(p.pieces(color, kind)) {
                let (a, b) = reach(sq);
                (n, z) = (n + a, z + b);
            }
            assert!(c.set(name, n));
            near_king += z;
        };
        let sum = |parts: &mut dyn Iterator<Item = (i32, i32)>| {
            parts.fold((0, 0), |(n, z), (a, b)| (n + a, z + b))
        };
        per_kind(PieceKind::Aanca, "aanca_mobility", &|sq| {
            sum(&mut DIAGONAL
                .iter()
                .map(|&d| walk.bent(sq, d, &[(d.0, 0), (0, d.1)])))
        });
        per_kind(PieceKind::Unicorn, "unicorn_mobility", &|sq| {
            if rules.unicorn == Unicorn::KnightThenDiagonal {
                sum(&mut KNIGHT
                    .iter()
                    .map(|&d| walk.bent(sq, d, &[(d.0.signum(), d.1.signum())])))
            } else {
                sum(&mut DIAGONAL.iter().map(|&d| walk.slide(sq, d)))
            }
        });
        per_kind(PieceKind::Rook, "rook_mobility", &|sq| {
            sum(&mut ORTHOGONAL.iter().map(|&d| walk.slide(sq, d)))
        });
        per_kind(PieceKind::Crocodile, "crocodile_mobility", &|sq| {
            sum(&mut DIAGONAL.iter().map(|&d| walk.slide(sq, d)))
        });
        per_kind(PieceKind::Lion, "lion_mobility", &|sq| {
            let (n, z) = walk.leaps(sq, &THREE);
            if rules.lion == Lion::ThreeLeaperAndCamel {
                let (a, b) = walk.leaps(sq, &CAMEL);
                (n + a, z + b)
            } else {
                (n, z)
            }
        });
        per_kind(PieceKind::Giraffe, "giraffe_mobility", &|sq| {
            let leaps: &[(i8, i8)] = if rules.giraffe == Giraffe::Zebra {
                &ZEBRA
            } else {
                &FOUR_ONE
            };
            walk.leaps(sq, leaps)
        });
        c.king_zone_attack = near_king;
        c.tempo = i32::from(p.side_to_move() == color);
        // Mop-up: the men of each side, square by square; against a lone
        // king, its nearest centre square's distance (files plus ranks)
        // and the kings' distance.
        let men = |side: Color| {
            (0..144)
                .filter_map(Square::from_index)
                .filter(|&s| p.piece_at(s).is_some_and(|x| x.color == side))
                .count()
        };
        if men(!color) == 1 && men(color) >= 2 {
            let steps = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs() + (a.1 - b.1).abs();
            let at = |s: Square| (i32::from(s.file()), i32::from(s.rank()));
            let centre = [(5, 5), (5, 6), (6, 5), (6, 6)]
                .iter()
                .map(|&c| steps(at(enemy_king), c))
                .min()
                .expect("four centre squares");
            c.mop_up = 3 * centre + 22 - steps(at(king), at(enemy_king));
        }
        c.to_vec()
    }
    let mut terms_seen = vec![false; Weights::NAMES.len()];
    let mut positions_seen = 0;
    for preset in Rules::presets() {
        let start = Position::start((preset.rules)());
        let mut positions: Vec<Position> = (0..80)
            .map(|seed| random_playout(&start, seed, 4 + seed as usize * 3).position)
            .filter(|p| p.outcome().is_none())
            .collect();
        // Passed pawns on the edge files: an enemy pawn on the a-file
        // blocks the b-pawn and not the l-pawn, one on the l-file not the
        // a-pawn (the set fill must not wrap around the board's edge).
        // And bare kings (the mop-up term): against pieces, a pawn, and
        // two bare kings (no term for either side).
        for text in [
            "11k/12/12/p11/12/1P9P/12/12/12/12/12/K11 w - 0 1",
            "11k/12/12/11p/12/P11/12/12/12/12/12/K11 w - 0 1",
            "12/12/12/12/5k6/12/12/12/3R8/12/6K5/12 w - 0 1",
            "12/1u10/12/k11/12/7K4/12/6r5/12/12/12/12 b - 0 1",
            "11k/12/12/12/12/12/12/12/4P7/12/12/K11 w - 0 1",
            "11k/12/12/12/12/12/12/12/12/12/12/K11 w - 0 1",
        ] {
            let setup: grant_acedrex::Setup = text.parse().expect("a valid position");
            positions.push(Position::from_setup(setup, (preset.rules)()).expect("valid"));
        }
        positions.extend(
            positions
                .iter()
                .map(Position::color_flipped)
                .collect::<Vec<_>>(),
        );
        assert!(positions.len() > 100, "{}", preset.name);
        for p in &positions {
            let us = p.side_to_move();
            let expected: Vec<i32> = walked(p, us)
                .iter()
                .zip(walked(p, !us))
                .map(|(a, b)| a - b)
                .collect();
            assert_eq!(
                games::grant_acedrex::term_counts(p),
                expected,
                "{} {p}",
                preset.name
            );
            for (_, table) in Weights::TABLES {
                let sum: i32 = table
                    .to_vec()
                    .iter()
                    .zip(&expected)
                    .map(|(w, c)| w * c)
                    .sum();
                assert_eq!(
                    games::grant_acedrex::evaluate_with(p, table),
                    sum,
                    "{} {p}",
                    preset.name
                );
            }
            for (seen, c) in terms_seen.iter_mut().zip(&expected) {
                *seen |= *c != 0;
            }
            positions_seen += 1;
        }
    }
    assert!(positions_seen > 500);
    // Every term is non-zero somewhere, so the comparison tested each.
    assert_eq!(terms_seen, vec![true; Weights::NAMES.len()]);
}
