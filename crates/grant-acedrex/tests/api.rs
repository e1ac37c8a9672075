//! The 0.2 API around the rules: rule options and presets by name, the
//! draw order, Game items (is_check, is_noisy, illegal_reason, format_move
//! on any move, counters), hashing, cloning and the diagram.

use grant_acedrex::prelude::*;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use variant_core::{DrawRules, MoveErrorReason};

#[test]
fn every_option_reads_back() {
    // Every option is listed once, has a value under every preset, and that
    // value set back changes nothing; unknown keys have none.
    let names = Rules::option_names();
    assert_eq!(names.len(), 15);
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    for preset in Rules::presets() {
        let rules = (preset.rules)();
        for option in Rules::OPTIONS {
            let value = rules
                .option_value(option.name)
                .unwrap_or_else(|| panic!("no value for {}", option.name));
            let mut again = Rules::default();
            again.set_option(option.name, &value).unwrap();
            assert_eq!(again.option_value(option.name), Some(value.clone()));
            let limit = matches!(option.name, "no_progress_limit" | "ply_limit");
            assert!(
                option.values.contains(&value) || limit,
                "{} = {value} is not among `{}`",
                option.name,
                option.values
            );
        }
        let mut rebuilt = Rules::default();
        for (key, value) in rules.non_default_options() {
            rebuilt.set_option(key, &value).unwrap();
        }
        assert_eq!(rebuilt, rules, "{}", preset.name);
    }
    assert_eq!(Rules::default().option_value("castling"), None);
    let mut r = Rules::default();
    let e = r.set_option("castling", "true").unwrap_err();
    assert!(e.to_string().contains("unknown rule option"), "{e}");
    assert!(r.set_option("no_progress_limit", "0").is_err());
    r.set_option("no_progress_limit", "50").unwrap();
    assert_eq!(r.option_value("no_progress_limit").as_deref(), Some("50"));
}

#[test]
fn presets_by_name() {
    let names: Vec<&str> = Rules::presets().iter().map(|p| p.name).collect();
    assert_eq!(
        names,
        ["cazaux_musser", "murray", "cazaux_cvp", "ludii", "fairymax"]
    );
    assert_eq!((Rules::presets()[0].rules)(), Rules::default());
    assert_eq!(Rules::preset("Murray"), Ok(Rules::murray()));
    assert_eq!(Rules::preset("cazaux-cvp"), Ok(Rules::cazaux_cvp()));
    assert_eq!(Rules::preset("CazauxCVP"), Ok(Rules::cazaux_cvp()));
    assert_eq!(Rules::preset("default"), Ok(Rules::cazaux_musser()));
    assert_eq!(Rules::preset("seed"), Ok(Rules::cazaux_musser()));
    assert_eq!(Rules::preset("Ludii"), Ok(Rules::ludii()));
    assert_eq!(Rules::preset("fairy-max"), Ok(Rules::fairymax()));
    let e = Rules::preset("ludus").unwrap_err();
    assert!(
        e.to_string()
            .contains("cazaux_musser, murray, cazaux_cvp, ludii, fairymax"),
        "{e}"
    );
    assert_eq!(
        Rules::murray().non_default_options(),
        [
            ("lion", "ThreeLeaper".to_string()),
            ("giraffe", "FourOne".to_string()),
            ("unicorn", "Murray".to_string()),
            ("king_file", "F".to_string()),
        ]
    );
    // The two programs' readings, key by key (report: Ludii's .lud and
    // Fairy-Max's grande-acedrex definition).
    let keys = |r: Rules| -> Vec<String> {
        r.non_default_options()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect()
    };
    assert_eq!(
        keys(Rules::ludii()),
        [
            "king_leap_can_capture=true",
            "king_leap_out_of_check=true",
            "king_leap_over_attacked=true",
            "king_leap_directions=Forward",
            "stalemate=Pass",
            "bare_king=Off",
            "ply_limit=2500",
            "lion=ThreeLeaper",
            "aanca=PassesEnemy",
        ]
    );
    assert_eq!(
        keys(Rules::fairymax()),
        [
            "king_leap_out_of_check=true",
            "king_leap_over_attacked=true",
            "king_leap_directions=ForwardAndSideways",
            "stalemate=Draw",
            "bare_king=Off",
            "no_progress_limit=100",
        ]
    );
}

#[test]
fn no_progress_is_judged_before_repetition() {
    const { assert!(<Rules as DrawRules>::NO_PROGRESS_FIRST) };
    // The start position for the third time after 8 plies, none of which
    // resets the clock: with a limit of 8 both draws hold, and the rules
    // name no progress; with 9 only the repetition does.
    let cycle = ["a1-a2", "a12-a11", "a2-a1", "a11-a12"];
    for (limit, reason) in [(8, DrawReason::NoProgress), (9, DrawReason::Repetition)] {
        let mut rules = Rules::default();
        rules.repetition = Repetition::ThreefoldDraw;
        rules.no_progress_limit = Some(limit);
        let mut p = Position::start(rules);
        for mv in cycle.iter().chain(cycle.iter()) {
            p.play_text(mv).unwrap();
        }
        assert_eq!(p.halfmove_clock(), 8);
        assert_eq!(p.outcome(), Some(Outcome::Draw { reason }));
        assert_eq!(p.count_legal_moves(), 0);
        assert!(!p.has_legal_move());
    }
}

#[test]
fn repetitions_after_king_leaps_and_pawn_moves() {
    // After both leaps (which only lose rights, so nothing before them can
    // recur) the rook shuffle repeats the position for the third time after
    // eight plies; a pawn move in the middle starts the count afresh.
    let mut rules = Rules::default();
    rules.repetition = Repetition::ThreefoldDraw;
    let mut p = Position::start(rules);
    for mv in ["g1-g3", "g12-g10"] {
        p.play_text(mv).unwrap();
    }
    let cycle = ["a1-a2", "a12-a11", "a2-a1", "a11-a12"];
    for mv in cycle.iter().chain(cycle.iter()) {
        assert_eq!(p.outcome(), None);
        p.play_text(mv).unwrap();
    }
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    let mut q = Position::start(rules);
    for mv in cycle.iter().chain(&["e4-e5", "e9-e8"]).chain(cycle.iter()) {
        q.play_text(mv).unwrap();
    }
    assert_eq!(q.outcome(), None);
}

#[test]
fn game_items() {
    let mut p = Position::default();
    assert_eq!(Position::NAME, "grant-acedrex");
    assert!(!p.is_check());
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (0, 1));
    for mv in ["e4-e5", "a12-a11", "e5-e6", "a11-a12"] {
        p.play_text(mv).unwrap();
    }
    // A pawn move resets the clock; the fullmove number grows after Black.
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (1, 3));
    // Noisy: the captures and the promotions.
    let p: Position = "11k/12/12/12/12/12/12/4p7/3P8/12/12/K3R7 w - 0 1"
        .parse()
        .unwrap();
    let noisy: Vec<String> = p
        .legal_move_vec()
        .into_iter()
        .filter(|m| p.is_noisy(m))
        .map(|m| m.to_string())
        .collect();
    assert_eq!(noisy, ["e1xe5", "d4xe5"]);
    let mut list = MoveList::new();
    p.noisy_moves(&mut list);
    assert_eq!(list.len(), noisy.len());
    // A promotion is noisy without a capture.
    let q: Position = "k11/12/12/12/12/12/12/12/12/12/12/K11 w - 0 1"
        .parse()
        .unwrap();
    assert!(q.outcome().is_some(), "both bare");
    let r: Position = "k11/3P8/12/12/12/12/12/12/12/12/11p/K11 w - 0 1"
        .parse()
        .unwrap();
    let promote = r.parse_move("d12").unwrap();
    assert!(r.is_noisy(&promote) && !promote.is_capture());
    assert_eq!(promote.promotion(), Some(PieceKind::Giraffe));
}

#[test]
fn illegal_moves_are_explained_and_any_move_formats() {
    let mut p = Position::default();
    let cases = [
        (
            "a1",
            "a5",
            PieceKind::Rook,
            "the rook on a1 cannot move to a5",
        ),
        ("a5", "a6", PieceKind::Rook, "no piece on a5"),
        (
            "a12",
            "a11",
            PieceKind::Rook,
            "the rook on a12 is black's, and white is to move",
        ),
        (
            "a1",
            "a2",
            PieceKind::Lion,
            "the piece on a1 is a rook, not a lion",
        ),
    ];
    for (from, to, piece, reason) in cases {
        let mv = Move::new(
            piece,
            from.parse().unwrap(),
            to.parse().unwrap(),
            None,
            None,
        );
        assert!(!p.is_legal(&mv));
        assert_eq!(p.illegal_reason(&mv).to_string(), reason);
        let e = p.play(&mv).unwrap_err();
        assert_eq!(e.text(), format!("{from}-{to}").as_str());
        assert_eq!(e.reason(), &p.illegal_reason(&mv));
        assert_eq!(p.format_move(&mv), format!("{from}-{to}"));
        let _ = p.san(&mv);
    }
    // The right squares with the wrong capture field.
    let wrong = Move::new(
        p.parse_move("c1-d3").unwrap().piece(),
        p.parse_move("c1-d3").unwrap().from(),
        p.parse_move("c1-d3").unwrap().to(),
        Some(PieceKind::Pawn),
        p.parse_move("c1-d3").unwrap().promotion(),
    );
    assert!(
        matches!(
            p.illegal_reason(&wrong),
            MoveErrorReason::DoesNotMatch { .. }
        ),
        "{}",
        p.illegal_reason(&wrong)
    );
    assert_eq!(p.format_move(&wrong), "c1xd3");
    // Exposing the king.
    let pinned: Position = "11k/12/12/12/12/1a10/C11/12/12/12/12/K11 w - 0 1"
        .parse()
        .unwrap();
    let mv = Move::new(
        PieceKind::Crocodile,
        "a6".parse().unwrap(),
        "b5".parse().unwrap(),
        None,
        None,
    );
    assert_eq!(
        pinned.illegal_reason(&mv).to_string(),
        "a6-b5 would leave the white king attacked"
    );
    // A decided game refuses everything and says why.
    let mated: Position = "k11/12/12/11p/12/12/12/12/12/12/1R10/R6K4 b - 0 1"
        .parse()
        .unwrap();
    let king_step = mated.parse_move("a11").unwrap_err();
    assert!(king_step
        .to_string()
        .contains("the game is over (white wins: checkmate)"));
    let stuck = Move::new(
        PieceKind::King,
        "a12".parse().unwrap(),
        "a11".parse().unwrap(),
        None,
        None,
    );
    assert!(matches!(
        mated.illegal_reason(&stuck),
        MoveErrorReason::GameOver { .. }
    ));
    assert_eq!(
        mated.clone().play(&stuck).unwrap_err().to_string(),
        "illegal move `a12-a11`: the game is over (white wins: checkmate)"
    );
    p.play_text("a4-a5").unwrap();
}

#[test]
fn equal_positions_hash_equally_and_clones_share_the_history() {
    let hash = |p: &Position| {
        let mut h = DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    };
    let mut a = Position::default();
    let mut b = Position::default();
    for mv in ["a1-a2", "a12-a11", "a2-a1", "a11-a12"] {
        a.play_text(mv).unwrap();
    }
    // Same state, other counters: equal, same hash.
    assert_eq!(a, b);
    assert_ne!(a.to_string(), b.to_string());
    assert_eq!(hash(&a), hash(&b));
    b.play_text("a1-a2").unwrap();
    assert_ne!(a, b);
    // Rules are part of the state.
    let other_rules = Position::from_text(&a.to_string(), Rules::cazaux_cvp()).unwrap();
    assert_ne!(other_rules, a);
    // Positions are cheap to copy: the board and a shared history.
    assert!(
        std::mem::size_of::<Position>() < 800,
        "{}",
        std::mem::size_of::<Position>()
    );
}

#[test]
fn the_diagram_draws_the_board() {
    let p = Position::default();
    let text = variant_core::diagram::text_diagram(&p);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "12  r l u g c a k c g u l r");
    assert_eq!(lines[3], " 9  p p p p p p p p p p p p");
    assert_eq!(lines[11], " 1  R L U G C A K C G U L R");
    assert_eq!(lines.last(), Some(&"    a b c d e f g h i j k l"));
    assert_eq!(p.board_shape(), variant_core::BoardShape::flat(12, 12));
}

#[test]
fn kinds_have_names_letters_and_summaries() {
    for &kind in <PieceKind as Kind>::ALL {
        assert_eq!(<PieceKind as Kind>::from_letter(kind.letter()), Some(kind));
        assert_eq!(<PieceKind as Kind>::from_name(kind.name()), Some(kind));
        assert_eq!(Kind::index(kind), kind.index());
        assert!(kind.summary().len() > 20 && kind.summary().ends_with('.'));
    }
    assert_eq!(<PieceKind as Kind>::ALL, &PieceKind::ALL[..]);
    let p = Piece::new(Color::Black, PieceKind::Giraffe);
    assert_eq!((p.letter(), p.to_string()), ('g', "g".to_string()));
    assert_eq!(p.color_flipped().letter(), 'G');
}

#[test]
fn the_naming_table() {
    let p = Position::default();
    assert_eq!(p.king_square(Color::White).to_string(), "g1");
    assert_eq!(p.pieces(Color::White, PieceKind::Pawn).len(), 12);
    assert_eq!(p.occupied(Color::Black).len(), 24);
    assert_eq!(p.placement().count(), 48);
    let flipped = p.color_flipped();
    assert_eq!(flipped.side_to_move(), Color::Black);
    assert_eq!(flipped.king_square(Color::Black).to_string(), "g12");
    let mut moves = MoveList::new();
    flipped.legal_moves(&mut moves);
    assert_eq!(moves.len(), 59);
    assert!(moves.len() <= MAX_MOVES);
    let sq: Square = "c1".parse().unwrap();
    assert_eq!(sq.color_flipped().to_string(), "c12");
    assert_eq!(
        Position::from_text(START_TEXT, Rules::default()).unwrap(),
        p
    );
}
