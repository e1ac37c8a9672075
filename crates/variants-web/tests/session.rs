//! The page's API against the rules crates themselves: the legal moves it
//! lists, the squares it makes clickable, the positions after its moves,
//! undo and redo, game records and the engine.

use variant_core::Game;
use variants_web::{catalog, Session};

const GAMES: [&str; 4] = ["dragonchess", "grant-acedrex", "cheskers", "baroque"];

/// The value of `"key":"..."` in JSON text (enough for these tests: the
/// values looked up hold no escaped quotes).
fn field<'a>(json: &'a str, key: &str) -> &'a str {
    let start = json.find(&format!("\"{key}\":\"")).expect(key) + key.len() + 4;
    let end = start + json[start..].find('"').unwrap();
    &json[start..end]
}

/// Every `"text":"..."` of the legal moves in a state.
fn legal_texts(state: &str) -> Vec<String> {
    let legal = &state[state.find("\"legal\":[").unwrap()..state.find("],\"history\"").unwrap()];
    legal
        .split("{\"text\":\"")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect()
}

/// The legal moves as the rules crate lists them, in canonical text.
fn library_moves<G: Game>(position: &G) -> Vec<String> {
    position
        .legal_move_vec()
        .iter()
        .map(|mv| position.format_move(mv))
        .collect()
}

fn library_start_moves(game: &str) -> Vec<String> {
    match game {
        "dragonchess" => library_moves(&dragonchess::Position::default()),
        "grant-acedrex" => library_moves(&grant_acedrex::Position::default()),
        "cheskers" => library_moves(&cheskers::Position::default()),
        _ => library_moves(&baroque_chess::Position::default()),
    }
}

#[test]
fn the_page_lists_the_libraries_legal_moves() {
    for game in GAMES {
        let session = Session::new(game, "", "", "").unwrap();
        assert_eq!(
            legal_texts(&session.state()),
            library_start_moves(game),
            "{game}"
        );
    }
}

#[test]
fn every_move_starts_and_ends_on_a_clickable_square() {
    for game in GAMES {
        let session = Session::new(game, "", "", "").unwrap();
        let state = session.state();
        let svg = session.svg();
        for mv in state.split("{\"text\":").skip(1) {
            for key in ["from", "to"] {
                let square = field(mv, key);
                assert!(
                    svg.contains(&format!("data-square=\"{square}\"")),
                    "{game}: {key} square {square} of {mv} is not on the board"
                );
            }
        }
    }
}

#[test]
fn dragonchess_squares_carry_their_level_and_all_288_are_clickable() {
    let session = Session::new("dragonchess", "", "", "").unwrap();
    let svg = session.svg();
    assert_eq!(svg.matches("<rect class=\"sq\"").count(), 3 * 12 * 8);
    assert!(svg.contains("data-square=\"1a1\"") && svg.contains("data-square=\"3l8\""));
    assert!(svg.contains("Level 3 (Sky)") && svg.contains("Level 1 (Underworld)"));
    // Cheskers plays on the 32 dark squares only; the 32 light ones are
    // there for the keyboard to step through, marked as out of play.
    let svg = Session::new("cheskers", "", "", "").unwrap().svg();
    assert_eq!(svg.matches("<rect class=\"sq\"").count(), 32);
    assert_eq!(svg.matches("<rect class=\"sq off\"").count(), 32);
    assert!(svg.contains(r#"<rect class="sq off" data-square="b1" aria-label="b1, not in play""#));
    assert!(svg.contains(r#"<rect class="sq" data-square="a1""#));
}

#[test]
fn every_piece_has_a_tooltip_naming_it() {
    for game in GAMES {
        let session = Session::new(game, "", "", "").unwrap();
        let svg = session.svg();
        // One title on each piece's drawing and one on its square.
        let pieces = svg.matches("<g class=\"piece\"").count();
        assert!(pieces > 0);
        assert_eq!(svg.matches("<title>").count(), 2 * pieces, "{game}");
    }
    let svg = Session::new("baroque", "", "", "").unwrap().svg();
    assert!(
        svg.contains(r#"aria-label="d1, White king" x="148" y="308" width="40" height="40"><title>White king: "#),
        "{svg}"
    );
}

#[test]
fn moves_undo_and_redo_give_the_libraries_positions() {
    let mut session = Session::new("grant-acedrex", "", "", "").unwrap();
    let mut library = grant_acedrex::Position::default();
    let start = library.to_string();
    for _ in 0..4 {
        let text = library_moves(&library)[0].clone();
        assert_eq!(session.play(&text).unwrap(), text);
        library.play_text(&text).unwrap();
        assert_eq!(session.position(), library.to_string());
    }
    let end = session.position();
    for _ in 0..4 {
        assert!(session.undo());
    }
    assert!(!session.undo());
    assert_eq!(session.position(), start);
    assert!(session.redo() && session.redo());
    assert!(session.state().contains("\"redo\":2"));
    assert!(session.redo() && session.redo());
    assert!(!session.redo());
    assert_eq!(session.position(), end);
    assert!(session.play("not a move").is_err());
    assert_eq!(session.position(), end);
}

#[test]
fn a_new_move_after_undo_forgets_the_undone_ones() {
    let mut session = Session::new("cheskers", "", "", "").unwrap();
    session.play("b6-a5").unwrap();
    session.play("a3-b4").unwrap();
    session.undo();
    session.play("c3-b4").unwrap();
    assert!(!session.redo());
    let state = session.state();
    assert!(state.contains(r#""history":["b6-a5","c3-b4"]"#), "{state}");
    assert!(
        state.contains(
            r#""last":{"text":"c3-b4","from":"c3","to":"b4","captures":[],"captured":[]}"#
        ),
        "{state}"
    );
}

#[test]
fn captures_are_reported_with_their_squares() {
    // Cheskers: a black man on b6 jumps the white man on c5... set up by
    // hand: black man d6, white man c5 in front of it, black to move.
    let text = "1k6/8/3p4/2P5/8/8/8/6K1 b 0 1";
    let session = Session::new("cheskers", "", "", text).unwrap();
    let state = session.state();
    assert_eq!(legal_texts(&state), ["d6xb4"], "{state}");
    assert!(
        state.contains(r#""from":"d6","to":"b4","captures":["c5"],"captured":["P"]"#),
        "{state}"
    );
}

#[test]
fn frozen_pieces_are_the_libraries_and_cannot_move() {
    // Baroque: the black immobilizer on d4 freezes the white pincer on d3.
    let text = "7k/8/8/8/3m4/3P4/8/7K w 0 1";
    let session = Session::new("baroque", "", "", text).unwrap();
    let state = session.state();
    assert!(state.contains(r#""frozen":["d3"]"#), "{state}");
    let library: baroque_chess::Position = text.parse().unwrap();
    assert_eq!(library.frozen(variant_core::Color::White).len(), 1);
    // A frozen piece may only remove itself (suicide, on by default).
    let from_d3: Vec<String> = legal_texts(&state)
        .into_iter()
        .filter(|m| m.starts_with("d3"))
        .collect();
    assert_eq!(from_d3, ["d3xd3"]);
    assert!(state.contains(r#""text":"d3xd3","from":"d3","to":"d3","captures":["d3"]"#));
    // Dragonchess: nothing is frozen at the start.
    let state = Session::new("dragonchess", "", "", "").unwrap().state();
    assert!(state.contains(r#""frozen":[]"#), "{state}");
}

#[test]
fn presets_rules_and_bad_input_are_reported() {
    assert!(Session::new("chess", "", "", "")
        .unwrap_err()
        .contains("unknown game"));
    assert!(Session::new("baroque", "nonsense", "", "").is_err());
    assert!(Session::new("baroque", "", "no_such_option=1", "").is_err());
    assert!(Session::new("baroque", "", "", "not a position").is_err());
    let session = Session::new("cheskers", "", "repetition=ThreefoldDraw", "").unwrap();
    assert_eq!(field(&session.state(), "rules"), "repetition=ThreefoldDraw");
}

#[test]
fn a_record_reads_back_to_the_same_game() {
    let mut session = Session::new("baroque", "", "repetition=ThreefoldDraw", "").unwrap();
    let mut library = baroque_chess::Position::default();
    for _ in 0..3 {
        let text = library_moves(&library)[1].clone();
        session.play(&text).unwrap();
        library.play_text(&text).unwrap();
    }
    let pgn = session.pgn();
    assert!(
        pgn.contains("[Variant \"baroque\"]")
            && pgn.contains("[Rules \"repetition=ThreefoldDraw\"]")
    );
    // The Variant tag decides the game, whatever the fallback says.
    let back = Session::from_pgn("cheskers", &pgn).unwrap();
    assert_eq!(back.game(), "baroque");
    assert_eq!(back.position(), library.to_string());
    assert_eq!(back.state(), session.state());
    assert!(Session::from_pgn("baroque", "1. zz9 *").is_err());
}

#[test]
fn the_engine_answers_with_a_legal_move_at_every_level() {
    for game in GAMES {
        let mut session = Session::new(game, "", "", "").unwrap();
        for level in [1, 2] {
            let mv = session.engine_move(level).unwrap();
            assert!(library_start_moves(game).contains(&mv), "{game}: {mv}");
        }
        assert!(session.engine_move(8).is_err() && session.engine_move(0).is_err());
    }
}

#[test]
fn the_catalog_names_every_game_with_its_legend() {
    let catalog = catalog();
    for game in GAMES {
        assert!(
            catalog.contains(&format!("{{\"name\":\"{game}\",\"sides\":")),
            "{game}"
        );
    }
    // The legend is the pieces' own docs: Dragonchess's Sylph, Baroque's
    // Immobilizer (their names as the crates spell them).
    assert!(catalog.contains("\"letter\":\"S\",\"name\":\"sylph\""));
    assert!(catalog.contains("\"sides\":[\"Gold\",\"Scarlet\"]"));
}

#[test]
fn every_kind_of_every_game_has_a_drawing_of_its_own() {
    fn names<G: variant_core::BoardView>() -> Vec<&'static str> {
        use variant_core::Kind;
        <G::Kind as Kind>::ALL.iter().map(|k| k.name()).collect()
    }
    let kinds = [
        names::<dragonchess::Position>(),
        names::<grant_acedrex::Position>(),
        names::<cheskers::Position>(),
        names::<baroque_chess::Position>(),
    ];
    assert_eq!(kinds.each_ref().map(|k| k.len()), [15, 8, 4, 7]);
    for name in kinds.iter().flatten() {
        assert!(
            variant_core::svg::pieces::glyph(name).is_some(),
            "no drawing for the {name}"
        );
    }
    // The catalog's icons are those drawings (no letter-in-a-disc stand-in).
    let catalog = catalog();
    assert_eq!(catalog.matches("\"icons\":[").count(), 15 + 8 + 4 + 7);
    assert!(!catalog.contains("<circle"));
}

#[test]
fn pieces_lie_over_the_squares_that_the_page_marks() {
    let session = Session::new("dragonchess", "", "", "").unwrap();
    let svg = session.board(true, true, false);
    // The clickable squares come before (under) the pieces.
    let squares = svg.find("<g class=\"squares\">").unwrap();
    let pieces = svg.find("<g class=\"pieces\">").unwrap();
    assert!(squares < pieces);
    assert!(svg.contains(r#"data-square="2a2" aria-label="2a2, Gold warrior""#));
    assert!(svg.contains(r#"aria-label="2e4, empty""#));
    // Every piece is drawn where its square is, stacked and flipped too.
    for style in [(false, false), (true, false), (true, true)] {
        let svg = session.board(style.0, style.1, true);
        for piece in svg.split("<g class=\"piece\" data-square=\"").skip(1) {
            let square = &piece[..piece.find('"').unwrap()];
            let at = &piece[piece.find("translate(").unwrap()..piece.find(")").unwrap()];
            let (x, y) = at["translate(".len()..].split_once(' ').unwrap();
            assert!(
                svg.contains(&format!(r#"data-square="{square}" aria-label"#))
                    && svg.contains(&format!(r#"x="{x}" y="{y}" width="40""#)),
                "{square} drawn at {x} {y}"
            );
        }
    }
}

#[test]
fn the_analysis_reports_each_iteration_and_a_legal_best_move() {
    for game in GAMES {
        let mut session = Session::new(game, "", "", "").unwrap();
        let analysis = session.analyse(3, None).unwrap();
        let best = field(&analysis, "best");
        assert!(
            library_start_moves(game).contains(&best.to_string()),
            "{game}: {best}"
        );
        // The line starts with the best move, whose squares are reported.
        assert!(
            analysis.contains(&format!("\"pv\":[\"{best}\"")),
            "{analysis}"
        );
        assert!(analysis.contains("\"depth\":") && analysis.contains("\"white_cp\":"));
        assert!(field(&analysis, "score").starts_with("cp "));
    }
    assert!(Session::new("baroque", "", "", "")
        .unwrap()
        .analyse(0, None)
        .is_err());
}

#[test]
fn a_loaded_records_rules_name_their_preset() {
    let other = "murray";
    let session = Session::new("grant-acedrex", other, "", "").unwrap();
    let back = Session::from_pgn("grant-acedrex", &session.pgn()).unwrap();
    let state = back.state();
    assert_eq!(field(&state, "preset"), other);
    assert!(state.contains("\"preset_rules\":\"\""), "{state}");
    assert!(state.contains("\"start\":\"\""), "{state}");
    // A changed option on top of the preset is reported as such.
    let default = Session::new("cheskers", "", "repetition=ThreefoldDraw", "").unwrap();
    let state = default.state();
    assert!(state.contains("\"preset\":\"\""), "{state}");
    assert_eq!(field(&state, "preset_rules"), "repetition=ThreefoldDraw");
    // A game from a position text names its start.
    let from = Session::new("cheskers", "", "", "8/P7/8/8/8/8/8/k5K1 w 0 1").unwrap();
    assert_eq!(field(&from.state(), "start"), "8/P7/8/8/8/8/8/k5K1 w 0 1");
}

/// The movetext of a PGN record: its lines after the tags, joined.
fn movetext(pgn: &str) -> String {
    pgn.lines()
        .filter(|line| !line.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The page's move list as the record numbers it: each move with the
/// number `state` gives it, where the record writes one.
fn numbered(state: &str) -> String {
    let list = |key: &str| -> Vec<String> {
        let start = state.find(&format!("\"{key}\":[")).unwrap() + key.len() + 4;
        let end = start + state[start..].find(']').unwrap();
        state[start..end]
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| s.trim_matches('"').to_string())
            .collect()
    };
    let (numbers, moves) = (list("numbers"), list("history"));
    assert_eq!(numbers.len(), moves.len());
    let mut words = Vec::new();
    for (i, (number, text)) in numbers.iter().zip(&moves).enumerate() {
        // The record writes `N...` only on a line's first move.
        if number.ends_with("...") && i > 0 {
            words.push(text.clone());
        } else {
            words.push(format!("{number} {text}"));
        }
    }
    words.join(" ")
}

#[test]
fn move_numbers_are_the_records_from_a_black_start_and_a_later_move() {
    // Baroque from a position with Black to move, then from move 20; and
    // Cheskers, where Black moves first from the start.
    let cases = [
        (
            "baroque",
            "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR b 0 1",
            ["a7-a6", "e2-e4", "a6-a5"],
            "1... a7-a6 2. e2-e4 a6-a5",
        ),
        (
            "baroque",
            "mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 20",
            ["e2-e4", "a7-a6", "e4-e5"],
            "20. e2-e4 a7-a6 21. e4-e5",
        ),
        (
            "cheskers",
            "",
            ["b6-a5", "c3-b4", "a5xc3"],
            "1. b6-a5 c3-b4 2. a5xc3",
        ),
    ];
    for (game, start, moves, want) in cases {
        let mut session = Session::new(game, "", "", start).unwrap();
        for text in moves {
            session.play(text).unwrap();
        }
        let state = session.state();
        assert_eq!(numbered(&state), want, "{state}");
        // The record itself numbers them so.
        assert!(movetext(&session.pgn()).contains(want), "{}", session.pgn());
    }
    // Who played each move.
    let mut session = Session::new("cheskers", "", "", "").unwrap();
    session.play("b6-a5").unwrap();
    session.play("c3-b4").unwrap();
    assert!(
        session.state().contains(r#""movers":["black","white"]"#),
        "{}",
        session.state()
    );
}

#[test]
fn the_king_in_check_is_named_and_the_caption_says_so() {
    // Grant Acedrex: the black rook to a11 checks the white king on a1.
    let mut session = Session::new(
        "grant-acedrex",
        "",
        "",
        "11k/2r9/12/12/12/12/12/12/12/12/7P4/K11 b - 0 30",
    )
    .unwrap();
    assert!(session.state().contains(r#""checked":null"#));
    session.play("c11-a11").unwrap();
    let library: grant_acedrex::Position = session.position().parse().unwrap();
    assert!(library.is_check());
    let king = library.king_square(library.side_to_move()).to_string();
    assert_eq!(king, "a1");
    assert!(
        session.state().contains(&format!(r#""checked":"{king}""#)),
        "{}",
        session.state()
    );
    assert!(session.svg().contains(">White to move, in check</text>"));
    // Dragonchess: no check at the start.
    let state = Session::new("dragonchess", "", "", "").unwrap().state();
    assert!(state.contains(r#""checked":null"#) && state.contains(r#""check":false"#));
}

#[test]
fn the_caption_under_the_board_gives_the_result_once_the_game_is_over() {
    // (game, rules, start, move, the result as the library describes it)
    let cases = [
        (
            "grant-acedrex",
            "",
            "1r9k/2r9/12/12/12/12/12/12/12/12/7P4/K11 b - 0 30",
            "c11-a11",
            "Black wins: checkmate.",
        ),
        (
            "cheskers",
            "",
            "1k6/8/3p4/2K5/8/8/8/8 b 0 1",
            "d6xb4",
            "Black wins: no kings.",
        ),
        (
            "grant-acedrex",
            "stalemate=Draw",
            "1r9k/12/12/12/12/12/12/7p4/7P4/2r9/12/K11 b - 0 30",
            "c3-c2",
            "Draw: stalemate.",
        ),
        (
            "baroque",
            "",
            "8/8/8/8/8/8/k7/K7 w 0 1",
            "a1-a2xa2",
            "White wins: king captured.",
        ),
    ];
    for (game, rules, start, mv, want) in cases {
        let mut session = Session::new(game, "", rules, start).unwrap();
        let before = session.svg();
        assert!(before.contains(" to move</text>"), "{game}");
        session.play(mv).unwrap();
        // The result is the library's outcome, capitalised.
        let outcome = session.outcome();
        assert_eq!(
            format!("{}{}.", outcome[..1].to_uppercase(), &outcome[1..]),
            want
        );
        let svg = session.svg();
        assert!(
            svg.contains(&format!(">{want}</text>\n</svg>")),
            "{game}: {svg}"
        );
        assert!(!svg.contains(" to move</text>"), "{game}");
    }
}
