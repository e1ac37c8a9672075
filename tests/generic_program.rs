//! One generic function, no macro, does for every game what a program that
//! serves several games does: parse a position, list and play moves in
//! their canonical and standard text, detect the outcome, count perft, build
//! a setup by hand, check it, match on the error kinds, serialise (with the
//! `serde` feature) and print.
//!
//! What each game brings is data: square and piece text, and figures
//! derived by hand from the rules (a lone king on a corner has 3 steps; a
//! Dragonchess King on level 2 also moves straight up and down). Everything
//! else is compared between two independent paths of the library (perft
//! against the move list, text against the values it was written from).

use variant_core::{
    perft, BoardGame, Color, GameSetup, MoveCounters, MoveErrorKind, MoveNotation, Outcome,
    PositionProblems, WinReason,
};

/// What one game gives the program: texts and hand-derived figures.
struct Case {
    /// Pieces of a small position built by hand, as (square, letter).
    small: &'static [(&'static str, &'static str)],
    /// Its legal moves (side to move White) and perft(2), counted by hand.
    small_perft: [u64; 2],
    /// A piece whose addition to `small` makes it invalid, and the message
    /// of the one problem that it causes.
    spoiler: (&'static str, &'static str),
    spoiler_message: &'static str,
    /// A decided position built by hand (White to move) and its outcome.
    decided: &'static [(&'static str, &'static str)],
    decided_outcome: Outcome,
    /// A square of the game and text that is none.
    square: &'static str,
    not_a_square: &'static str,
    /// Move text as values, on a position of the rules' choosing.
    notation: Notation,
}

/// Move text read without a position, resolved on one and written back:
/// each text derived by hand from the game's notation rules.
struct Notation {
    /// The position's text (`None`: the start).
    position: Option<&'static str>,
    /// A move's text as a user might write it (spaces, letters or marks
    /// the canonical text has not, or without what it has).
    written: &'static str,
    /// That text as the parsed value writes it back.
    parsed: &'static str,
    /// The move's canonical text and its standard notation.
    canonical: &'static str,
    san: &'static str,
    /// Text that is no move in this notation, whatever the position.
    malformed: &'static str,
    /// Well-formed text that names no legal move of the position.
    illegal: &'static str,
}

/// A setup of `pieces`, White to move, the counters given.
fn build<G: BoardGame>(pieces: &[(&str, &str)], counters: MoveCounters) -> G::Setup {
    let mut setup = G::Setup::empty();
    for &(square, letter) in pieces {
        let square: G::Square = square.parse().expect("a square");
        let piece: G::Piece = letter.parse().expect("a piece letter");
        assert_eq!(setup.put(square, piece), None, "{square} once");
        assert_eq!(setup.piece_at(square), Some(piece));
    }
    setup.set_side_to_move(Color::White);
    setup.set_counters(counters);
    setup
}

/// The whole task for one game; returns what a program would print.
fn run<G: BoardGame>(case: &Case) -> Vec<String> {
    let mut printed = Vec::new();
    let rules = G::Rules::default();

    // A position from text, equal to the start it was written from.
    let start = G::start(rules.clone());
    let text = start.to_string();
    let parsed = G::from_text(&text, rules.clone()).expect("the start's own text");
    assert!(parsed == start, "{}: text round trip", G::NAME);
    assert_eq!(start.outcome(), None);
    assert_eq!(start.counters(), MoveCounters::START);

    // Every legal move's canonical and standard text names that move; perft
    // counts what the list holds, and perft(2) what the children hold.
    let moves = start.legal_move_vec();
    assert!(!moves.is_empty());
    assert_eq!(perft(&start, 1), moves.len() as u64);
    let mut grandchildren = 0;
    for mv in &moves {
        assert_eq!(start.parse_move(&start.format_move(mv)).as_ref(), Ok(mv));
        assert_eq!(start.parse_move(&start.san(mv)).as_ref(), Ok(mv));
        let mut child = start.clone();
        child.play(mv).expect("a legal move");
        grandchildren += child.count_legal_moves() as u64;
    }
    assert_eq!(perft(&start, 2), grandchildren);

    // Playing by text, and the same text again, now refused as illegal.
    let first = start.format_move(&moves[0]);
    let mut played = start.clone();
    let mv = played.play_text(&first).expect("a legal move's text");
    assert_eq!(mv, moves[0]);
    assert!(played != start);
    assert_eq!(played.side_to_move(), !start.side_to_move());
    printed.push(format!("{} {}", G::NAME, played.san(&mv)));
    let again = played.parse_move(&first).expect_err("the piece has gone");
    assert_eq!(again.kind(), MoveErrorKind::Illegal, "{again}");
    let replayed = played.play(&mv).expect_err("a move replayed");
    assert_eq!(replayed.text(), first.as_str());
    assert_eq!(
        replayed.to_string(),
        format!("illegal move `{first}`: {}", replayed.reason())
    );
    let junk = played.parse_move("not a move").expect_err("junk");
    assert_eq!(junk.kind(), MoveErrorKind::Malformed, "{junk}");

    // A setup built by hand, checked, read back square by square.
    let counters = MoveCounters::new(3, 7);
    let small = build::<G>(case.small, counters);
    let position = G::from_setup(small.clone(), rules.clone()).expect("a valid setup");
    assert_eq!(position.counters(), counters);
    assert_eq!(position.side_to_move(), Color::White);
    for &(square, letter) in case.small {
        let piece = position.piece_at(square.parse().expect("a square"));
        assert_eq!(piece.map(|p| p.to_string()).as_deref(), Some(letter));
    }
    assert_eq!(
        [perft(&position, 1), perft(&position, 2)],
        case.small_perft,
        "{}: {position}",
        G::NAME
    );
    let reread: G::Setup = position.to_string().parse().expect("its own text");
    assert_eq!(reread, small);
    printed.push(format!("{} {position}", G::NAME));

    // One piece more, one problem; the setup comes back unchanged.
    let mut spoiled = small.clone();
    let (square, letter) = case.spoiler;
    spoiled.put(
        square.parse().expect("a square"),
        letter.parse().expect("a piece"),
    );
    let error = G::from_setup(spoiled.clone(), rules.clone()).expect_err("invalid");
    assert_eq!(error.problems().len(), 1, "{}: {error}", G::NAME);
    assert_eq!(error.problems()[0].to_string(), case.spoiler_message);
    assert_eq!(error.into_setup(), spoiled);
    let error = G::from_text(&spoiled.to_string(), rules.clone()).expect_err("invalid");
    assert!(error.to_string().contains(case.spoiler_message), "{error}");

    // A decided position.
    let decided = build::<G>(case.decided, MoveCounters::START);
    let decided = G::from_setup(decided, rules).expect("a valid setup");
    assert_eq!(decided.outcome(), Some(case.decided_outcome));
    printed.push(format!(
        "{} {}",
        G::NAME,
        case.decided_outcome.describe(G::side_name)
    ));

    // Square text, and text that is none, with its kind.
    let square: G::Square = case.square.parse().expect("a square");
    assert_eq!(square.to_string(), case.square);
    assert_eq!(format!("{square:?}"), case.square);
    let refused = case
        .not_a_square
        .parse::<G::Square>()
        .expect_err("not a square");
    assert!(refused.to_string().contains(case.not_a_square), "{refused}");
    assert!("Kx".parse::<G::Piece>().is_err());

    printed.push(notation::<G>(&case.notation));
    printed
}

/// Move text as values: parsed without a position, resolved on one and
/// written back, through `G::MoveText` and `G::San` alone.
fn notation<G: BoardGame>(case: &Notation) -> String {
    let position = match case.position {
        Some(text) => G::from_text(text, G::Rules::default()).expect("a valid position"),
        None => G::start(G::Rules::default()),
    };
    let written: G::MoveText = case.written.parse().expect("well-formed move text");
    assert_eq!(written.to_string(), case.parsed, "{}", G::NAME);
    assert_eq!(written.to_string().parse(), Ok(written.clone()));
    let mv = written.to_move(&position).expect("a legal move");
    assert_eq!(G::MoveText::parse_in(&position, case.written), Ok(mv));
    assert_eq!(position.parse_move(case.written), Ok(mv));

    // Written back: the values and the position's methods agree.
    let canonical = G::MoveText::from_move(&position, &mv);
    assert_eq!(canonical.to_string(), case.canonical, "{}", G::NAME);
    assert_eq!(position.format_move(&mv), case.canonical);
    assert_eq!(canonical.to_move(&position), Ok(mv));
    let san = G::San::from_move(&position, &mv);
    assert_eq!(san.to_string(), case.san, "{}", G::NAME);
    assert_eq!(position.san(&mv), case.san);
    let san_read: G::San = case.san.parse().expect("the standard text reads");
    assert_eq!(san_read.to_move(&position), Ok(mv));

    // Malformed text is refused without a position, and by the position
    // with the same error; illegal text only by the position, with the
    // same error as the position's own parsing.
    let refused = case
        .malformed
        .parse::<G::MoveText>()
        .expect_err("malformed");
    assert_eq!(refused.kind(), MoveErrorKind::Malformed, "{refused}");
    assert_eq!(position.parse_move(case.malformed), Err(refused));
    let illegal: G::MoveText = case.illegal.parse().expect("well-formed");
    let refused = illegal.to_move(&position).expect_err("illegal");
    assert_eq!(refused.kind(), MoveErrorKind::Illegal, "{refused}");
    assert_eq!(refused.text(), case.illegal);
    assert_eq!(position.parse_move(case.illegal), Err(refused));
    format!("{} {written} = {canonical} = {san}", G::NAME)
}

const DRAGONCHESS: Case = Case {
    // Each King on a corner of level 2: three planar steps, one level up,
    // one down.
    small: &[("2a1", "K"), ("2l8", "k")],
    small_perft: [5, 25],
    spoiler: ("2f4", "K"),
    spoiler_message: "gold has 2 Kings (exactly one is needed)",
    // The Gold King on 2e4, frozen by the Basilisk below it, in check from
    // the Oliphant on 2e8: mate.
    decided: &[("2e4", "K"), ("3l8", "k"), ("1e4", "b"), ("2e8", "o")],
    decided_outcome: Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::Checkmate,
    },
    square: "3l8",
    not_a_square: "4a1",
    // The Warrior on 2c2 steps to 2c3; the letter may be left out, and is
    // written back.
    notation: Notation {
        position: None,
        written: " 2c2-2c3 ",
        parsed: "2c2-2c3",
        canonical: "W2c2-2c3",
        san: "W2c2-2c3",
        malformed: "2c2+2c3",
        illegal: "W2c2x2c3",
    },
};

const GRANT_ACEDREX: Case = Case {
    // Corner kings without their leap (3 steps each) and a pawn each (one
    // step forward): 4 moves a side.
    small: &[("a1", "K"), ("e4", "P"), ("l12", "k"), ("h9", "p")],
    small_perft: [4, 16],
    spoiler: ("c7", "K"),
    spoiler_message: "white has 2 kings, expected exactly one",
    // Black has only its king, White a pawn more: a bare king loses.
    decided: &[("a1", "K"), ("g7", "P"), ("f6", "k")],
    decided_outcome: Outcome::Decisive {
        winner: Color::White,
        reason: WinReason::BareKing,
    },
    square: "l12",
    not_a_square: "m1",
    // The unicorn on c1 leaps to d3 (the one on j1 cannot): SAN `Ud3`, the
    // coordinate text `c1-d3`; a check mark written on input is kept by the
    // value, and not checked.
    notation: Notation {
        position: None,
        written: "Ud3+",
        parsed: "Ud3+",
        canonical: "c1-d3",
        san: "Ud3",
        malformed: "Zd3",
        illegal: "c1xd3",
    },
};

const CHESKERS: Case = Case {
    // A king steps one square diagonally: one way out of each corner.
    small: &[("a1", "K"), ("h8", "k")],
    small_perft: [1, 1],
    spoiler: ("b8", "P"),
    spoiler_message: "the white man on b8 stands on its promotion rank",
    // White has no king left: lost.
    decided: &[("g1", "C"), ("h8", "k")],
    decided_outcome: Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::NoKings,
    },
    square: "h8",
    not_a_square: "a2",
    // Black moves first: the man on b6 steps to a5 (the text is read
    // exactly as written). `a6` is a light square, off the board of play;
    // b6 to a5 captures nothing.
    notation: Notation {
        position: None,
        written: "b6-a5",
        parsed: "b6-a5",
        canonical: "b6-a5",
        san: "b6-a5",
        malformed: "b6-a6",
        illegal: "b6xa5",
    },
};

const BAROQUE: Case = Case {
    // Kings step like chess kings: three ways out of a corner.
    small: &[("a1", "K"), ("h8", "k")],
    small_perft: [3, 9],
    spoiler: ("d4", "K"),
    spoiler_message: "white has 2 kings, at most one allowed",
    // White's king is gone.
    decided: &[("a2", "P"), ("h8", "k")],
    decided_outcome: Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::KingCaptured,
    },
    square: "e4",
    not_a_square: "i9",
    // The pincer b5-c5 sandwiches the black pincer on d5 against the white
    // one on e5: the capture list is left out when written, and written
    // back; listing d6 instead is illegal.
    notation: Notation {
        position: Some("7k/8/8/1P1pP3/8/8/8/K7 w"),
        written: "b5-c5",
        parsed: "b5-c5",
        canonical: "b5-c5xd5",
        san: "b5-c5xd5",
        malformed: "b5-c9",
        illegal: "b5-c5xd6",
    },
};

#[test]
fn one_generic_program_serves_every_game() {
    let printed = [
        run::<dragonchess::Position>(&DRAGONCHESS),
        run::<grant_acedrex::Position>(&GRANT_ACEDREX),
        run::<cheskers::Position>(&CHESKERS),
        run::<baroque_chess::Position>(&BAROQUE),
    ];
    for lines in &printed {
        assert_eq!(lines.len(), 4);
    }
}

/// With `serde`: a setup is its position text and a move reads back equal,
/// in every game through the same bounds.
#[cfg(feature = "serde")]
fn serialise<G: BoardGame>()
where
    G::Setup: serde::Serialize + serde::de::DeserializeOwned,
    G::Move: serde::Serialize + serde::de::DeserializeOwned,
{
    let start = G::start(Default::default());
    let setup = start.to_setup();
    let json = serde_json::to_string(&setup).expect("serialises");
    assert_eq!(json, format!("\"{setup}\""));
    let mv = start.legal_move_vec()[0];
    let json = serde_json::to_string(&mv).expect("serialises");
    assert_eq!(serde_json::from_str::<G::Move>(&json).expect("reads"), mv);
}

#[cfg(feature = "serde")]
#[test]
fn one_generic_program_serialises_every_game() {
    serialise::<dragonchess::Position>();
    serialise::<grant_acedrex::Position>();
    serialise::<cheskers::Position>();
    serialise::<baroque_chess::Position>();
}
