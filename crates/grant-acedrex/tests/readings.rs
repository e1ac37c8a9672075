//! The readings of Ludii and Fairy-Max: hand-checked positions for every
//! option they need (the aanca passing an enemy, the leap's directions, the
//! stalemate pass, the ply limit) and for Fairy-Max's repetition rule, each
//! with the reasoning for the expected value. The positions come from what
//! the two programs were seen to do (Ludii's trial records, Fairy-Max's
//! answers), rebuilt here by hand.

use grant_acedrex::{
    Aanca, FairyMaxRepetition, KingLeapDirections, Move, PieceKind, Position, Rules, Square,
    Stalemate,
};
use variant_core::{perft, Color, DrawReason, Game, MoveErrorKind, Outcome, WinReason};

mod common;
use common::{pos, pos_with, sorted, targets, text};

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn with(change: impl FnOnce(&mut Rules)) -> Rules {
    let mut rules = Rules::default();
    change(&mut rules);
    rules
}

fn move_texts(p: &Position) -> Vec<String> {
    p.legal_move_vec()
        .iter()
        .map(|m| p.format_move(m))
        .collect()
}

// ------------------------------------------------- the aanca passes an enemy

#[test]
fn aanca_passes_an_enemy_on_its_diagonal_square() {
    // Ludii's trial 0, ply 41: its Eagle (our aanca) on f1 plays f1-h2 over
    // a Black unicorn on g2. Here alone: White aanca f1, Black unicorn g2.
    // Its north-west branch is free either way: e2, then d2 c2 b2 a2 and
    // e3..e12 (15). North-east: by default only the capture g2 (the piece
    // stops it); passing the enemy, also h2..l2 and g3..g12 (1 + 5 + 10).
    let pieces = "Ka1 Af1 ug2 kl12";
    let north_west = [
        "e2", "d2", "c2", "b2", "a2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10", "e11", "e12",
    ];
    let mut blocked = north_west.to_vec();
    blocked.push("g2");
    assert_eq!(
        targets(&pos(pieces, "w - 0 1"), "f1"),
        sorted(&blocked),
        "default: blocked by any piece"
    );
    let passes = with(|r| r.aanca = Aanca::PassesEnemy);
    let p = pos_with(pieces, "w - 0 1", passes);
    let mut passing = blocked.clone();
    passing.extend([
        "h2", "i2", "j2", "k2", "l2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10", "g11", "g12",
    ]);
    assert_eq!(targets(&p, "f1"), sorted(&passing));
    // Ludii's own move text, and the capture is still a capture.
    assert_eq!(p.parse_move("f1-h2").unwrap().captured(), None);
    assert_eq!(
        p.parse_move("f1xg2").unwrap().captured(),
        Some(PieceKind::Unicorn)
    );
    // A friendly piece on the diagonal square still blocks: a White pawn on
    // g2 leaves the north-west branch alone.
    let own = pos_with("Ka1 Af1 Pg2 kl12 pj12", "w - 0 1", passes);
    assert_eq!(targets(&own, "f1"), sorted(&north_west));
    // Fairy-Max's reading is the default: its preset keeps the block.
    assert_eq!(Rules::fairymax().aanca, Aanca::BlockedByAny);
    assert_eq!(Rules::ludii().aanca, Aanca::PassesEnemy);
}

#[test]
fn capturing_onto_an_aanca_turning_square_can_expose_the_king() {
    // Found by fuzzing (the fast generator allowed it, the naive one not).
    // Black's king h3 and rook f3 on the third rank, White's pawn e3 and
    // aanca d2. Rf3xe3 leaves the rook on e3, the aanca's turning square
    // (d2 steps to e3, then slides east): Ludii's aanca passes an enemy
    // there, so it attacks f3 g3 h3 and the capture would leave the king in
    // check. With the original text's aanca any piece on e3 stops it.
    let pieces = "Kj12 Lh12 Lc10 Re7 Pe3 Ad2 kh3 rf3 ri7 ug6 pl4 pi3 cj3";
    let default = pos(pieces, "b - 6 116");
    assert!(default.is_legal(&default.parse_move("f3xe3").unwrap()));
    let ludii = pos_with(pieces, "b - 6 116", with(|r| r.aanca = Aanca::PassesEnemy));
    assert!(!move_texts(&ludii).contains(&"f3xe3".to_string()));
    assert!(ludii.parse_move("f3xe3").is_err());
    // Every other move of the rook still counts: the ranks and the file.
    assert_eq!(
        ludii.legal_move_vec().len() + 1,
        default.legal_move_vec().len()
    );
}

#[test]
fn an_aanca_gives_check_through_an_enemy_piece_on_its_turning_square() {
    // Ludii's trial 0, ply 39: Black's Eagle h5 checks the White king g3
    // through White's own pawn g4 (step to g4, slide down the g-file), and
    // Ludii allows White 6 moves. Rebuilt with a White pawn a4 besides.
    let pieces = "Kg3 Pg4 Pa4 ah5 kl12";
    assert!(!pos(pieces, "w - 0 1").is_check(), "default: no check");
    let p = pos_with(pieces, "w - 0 1", Rules::ludii());
    assert!(p.is_check());
    // The aanca h5 covers g4's slides, f4 e4 .. (west) and g3 g2 g1 (south),
    // and i4's, j4 k4 l4 and i3 i2 i1. The king goes f2 f3 h2 h3 h4 (f4 and
    // g2 are covered); the pawn g4 may take the aanca; g4-g5 leaves the
    // file open and a4-a5 does nothing against the check.
    let mut moves = move_texts(&p);
    moves.sort();
    assert_eq!(
        moves,
        sorted(&["g3-f2", "g3-f3", "g3-h2", "g3-h3", "g3-h4", "g4xh5"])
    );
}

#[test]
fn capturing_a_piece_on_an_aanca_turning_square_may_expose_the_king() {
    // White king g1; on the g-file a Black pawn g4 with a Black aanca h5
    // diagonally behind it. The pawn is the aanca's own: it blocks. If the
    // White rook a4 takes it, the rook on g4 is an enemy to the aanca, which
    // then jumps it and slides g3 g2 g1: under PassesEnemy a4xg4 is illegal
    // (under the default the aanca would stop on g4).
    let pieces = "Kg1 Ra4 Pl2 pg4 ah5 kl12";
    // King f1 f2 g2 h1 h2 (5); rook a1 a2 a3, a5..a12, b4..f4, xg4 (17);
    // l2-l3 (1).
    let p = pos(pieces, "w - 0 1");
    assert_eq!(p.legal_move_vec().len(), 23);
    assert!(p.parse_move("a4xg4").is_ok());
    let q = pos_with(pieces, "w - 0 1", Rules::ludii());
    assert!(!q.is_check());
    assert_eq!(q.legal_move_vec().len(), 22);
    assert_eq!(q.count_legal_moves(), 22);
    assert!(q.parse_move("a4xg4").is_err());
    let take = p.parse_move("a4xg4").unwrap();
    assert!(!q.is_legal(&take));
}

#[test]
fn a_piece_in_front_of_a_jumped_piece_is_pinned() {
    // White king g1, rook g2, pawn g4; Black aanca h5. The aanca may step
    // onto g4 (White's pawn) and slide down, g3, then the rook g2 stops it.
    // Under PassesEnemy the rook is pinned: of its moves (a2..f2, h2..l2,
    // g3) only g2-g3 keeps the file shut. The king f1 f2 h1 h2, the pawns
    // g4-g5 (the aanca then turns on the empty g4 and still meets the rook),
    // g4xh5 and l3-l4: 8 moves, and 19 by default (the rook free).
    let pieces = "Kg1 Rg2 Pg4 Pl3 ah5 kl12";
    assert_eq!(pos(pieces, "w - 0 1").legal_move_vec().len(), 19);
    let p = pos_with(pieces, "w - 0 1", Rules::ludii());
    assert!(!p.is_check());
    assert_eq!(targets(&p, "g2"), ["g3"]);
    assert_eq!(p.legal_move_vec().len(), 8);
    assert_eq!(p.count_legal_moves(), 8);
}

// ----------------------------------------------------- the leap's directions

#[test]
fn king_leaps_in_the_directions_of_the_reading() {
    // Ludii's trial 0, ply 3: with e1 emptied our king had g1-e1, Ludii's
    // not (its leap goes forward only). Here e1 and i1 are both empty.
    // Steps f1 f2 g2 h1 h2; leaps e1 e3 g3 i3 i1 (all), e3 g3 i3 (forward),
    // e1 e3 g3 i3 i1 (forward and sideways: the same from g1).
    let pieces = "Kg1 Pa4 kg12 pa9";
    let steps = ["f1", "f2", "g2", "h1", "h2"];
    for (directions, leaps) in [
        (KingLeapDirections::All, &["e1", "e3", "g3", "i3", "i1"][..]),
        (KingLeapDirections::Forward, &["e3", "g3", "i3"][..]),
        (
            KingLeapDirections::ForwardAndSideways,
            &["e1", "e3", "g3", "i3", "i1"][..],
        ),
    ] {
        let p = pos_with(
            pieces,
            "w Kk 0 1",
            with(|r| r.king_leap_directions = directions),
        );
        let mut expected = steps.to_vec();
        expected.extend(leaps);
        assert_eq!(targets(&p, "g1"), sorted(&expected), "{directions:?}");
    }
    // Off the start square the three readings differ: a White king f6
    // holding the right leaps d4 d6 d8 f4 f8 h4 h6 h8 (all), d8 f8 h8
    // (forward), d6 d8 f8 h6 h8 (forward and sideways); Black's forward is
    // down the board: a Black king f7 leaps d5 f5 h5, sideways d7 h7.
    for (directions, white, black) in [
        (
            KingLeapDirections::Forward,
            &["d8", "f8", "h8"][..],
            &["d5", "f5", "h5"][..],
        ),
        (
            KingLeapDirections::ForwardAndSideways,
            &["d6", "d8", "f8", "h6", "h8"][..],
            &["d5", "d7", "f5", "h5", "h7"][..],
        ),
        (
            KingLeapDirections::All,
            &["d4", "d6", "d8", "f4", "f8", "h4", "h6", "h8"][..],
            &["d5", "d7", "d9", "f5", "f9", "h5", "h7", "h9"][..],
        ),
    ] {
        let rules = with(|r| r.king_leap_directions = directions);
        let leaps = |p: &Position, from: &str| -> Vec<String> {
            let from = sq(from);
            let mut v: Vec<String> = p
                .legal_move_vec()
                .iter()
                .filter(|m| m.from() == from && m.is_king_leap())
                .map(|m| m.to().to_string())
                .collect();
            v.sort();
            v
        };
        let w = pos_with("Kf6 Pa4 kl12 pj12", "w K 0 1", rules);
        assert_eq!(leaps(&w, "f6"), sorted(white), "{directions:?}");
        let b = pos_with("Ka1 Pa4 kf7 pj12", "b k 0 1", rules);
        assert_eq!(leaps(&b, "f7"), sorted(black), "{directions:?}");
    }
}

#[test]
fn a_capturing_leap_attacks_only_where_it_may_go() {
    // White king g1 holding the right, Black king two squares away, Black
    // to move. With the capturing leap in all directions e1 (sideways) and
    // e3 (forward) are both attacked; forward only (Ludii), e1 is not.
    let capture = |directions| {
        with(|r| {
            r.king_leap_can_capture = true;
            r.king_leap_directions = directions;
        })
    };
    let in_check = |pieces: &str, rest: &str, directions| {
        pos_with(pieces, rest, capture(directions)).is_check()
    };
    assert!(in_check(
        "Kg1 Pa4 ke1 pa9",
        "b K 0 1",
        KingLeapDirections::All
    ));
    assert!(!in_check(
        "Kg1 Pa4 ke1 pa9",
        "b K 0 1",
        KingLeapDirections::Forward
    ));
    assert!(in_check(
        "Kg1 Pa4 ke1 pa9",
        "b K 0 1",
        KingLeapDirections::ForwardAndSideways
    ));
    assert!(in_check(
        "Kg1 Pa4 ke3 pa9",
        "b K 0 1",
        KingLeapDirections::Forward
    ));
    // Black's forward is toward rank 1: its king g12 attacks g10, and e12
    // only sideways.
    assert!(in_check(
        "Kg10 Pa4 kg12 pa9",
        "w k 0 1",
        KingLeapDirections::Forward
    ));
    assert!(!in_check(
        "Ke12 Pa4 kg12 pa9",
        "w k 0 1",
        KingLeapDirections::Forward
    ));
    assert!(in_check(
        "Ke12 Pa4 kg12 pa9",
        "w k 0 1",
        KingLeapDirections::ForwardAndSideways
    ));
    // Under Ludii's preset a position with the side not to move attacked
    // only sideways is valid, and the forward one is not.
    assert!(Position::from_text(&text("Kg1 Pa4 ke1 pa9", "w K 0 1"), Rules::ludii()).is_ok());
    assert!(Position::from_text(&text("Kg1 Pa4 ke3 pa9", "w K 0 1"), Rules::ludii()).is_err());
}

// --------------------------------------------------------- the stalemate pass

/// Black king a12 stalemated: a11 and b11 covered by the rook l11, b12 by
/// the rook b1; the pawn l9 is blocked by l8. White has moves.
const STALEMATED_BLACK: &str = "Rb1 Kg1 Rl11 Pl8 ka12 pl9";

#[test]
fn a_stalemated_side_passes() {
    // Ludii adds a pass when the side to move has no legal move: its list
    // then has 1 move. The pass hands the move back and changes nothing
    // else.
    let p = pos_with(STALEMATED_BLACK, "b - 0 1", Rules::ludii());
    assert!(!p.is_check());
    assert_eq!(p.outcome(), None);
    assert_eq!(move_texts(&p), ["pass"]);
    assert_eq!(p.count_legal_moves(), 1);
    assert!(p.has_legal_move());
    assert_eq!(perft(&p, 1), 1);
    let pass = Move::pass(sq("a12"));
    assert!(p.is_legal(&pass));
    assert!(!p.is_legal(&Move::pass(sq("g1"))), "not the king to move");
    assert_eq!(p.parse_move("pass"), Ok(pass));
    assert_eq!(p.parse_move("PASS"), Ok(pass));
    // Only as `pass`: not as a king "move" to its own square.
    assert_eq!(
        p.parse_move("a12-a12").unwrap_err().kind(),
        MoveErrorKind::Malformed
    );
    assert!(p.parse_move("Ka12").is_err());
    assert_eq!(p.san(&pass), "pass");
    assert!(!p.is_noisy(&pass));
    let mut after = p.clone();
    after.play(&pass).unwrap();
    // Same placement, White to move, the clock +1, the fullmove number +1
    // (Black passed).
    assert_eq!(
        after.to_string(),
        text(STALEMATED_BLACK, "w - 1 2"),
        "only the side and the counters change"
    );
    assert_eq!(after.outcome(), None);
    // A pass answered by a move is no double pass: after g1-g2 Black is
    // stalemated again and passes again.
    after.play_text("g1-g2").unwrap();
    assert_eq!(move_texts(&after), ["pass"]);
    // Perft counts the pass as one leaf, and then White's moves: the rook
    // b1 a1 c1 d1 e1 f1 and b2..b12 (16), the rook l11 l10, l9 (capture),
    // l12 and k11..a11 (14), the king f1 f2 g2 h1 h2 (5; the pawn l8 is
    // blocked).
    assert_eq!(perft(&p, 2), 16 + 14 + 5);
    // Under the other stalemate rules there is no pass.
    for (stalemate, outcome) in [
        (
            Stalemate::Loss,
            Outcome::loss_for(Color::Black, WinReason::Stalemate),
        ),
        (
            Stalemate::Draw,
            Outcome::Draw {
                reason: DrawReason::Stalemate,
            },
        ),
    ] {
        let q = pos_with(
            STALEMATED_BLACK,
            "b - 0 1",
            with(|r| r.stalemate = stalemate),
        );
        assert_eq!(q.outcome(), Some(outcome));
        assert!(q.legal_move_vec().is_empty() && !q.is_legal(&pass));
        assert_eq!(
            q.parse_move("pass").unwrap_err().kind(),
            MoveErrorKind::Illegal
        );
    }
}

#[test]
fn both_sides_stalemated_is_a_draw_at_once() {
    // Ludii draws when a pass is answered by a pass: both sides are then
    // stalemated in the same placement. Here neither side can move: White
    // king a1 (a2 own, b1 covered by the pawn c2, b2 by a3), its pawns a2
    // and c1 blocked; Black king l12 (l11 own, k12 covered by the pawn j11,
    // k11 by l10), its pawns l11, j12, a3, c2 blocked; no pawn has a capture.
    // We judge the draw before the first pass (no state records a previous
    // pass): the result is Ludii's, two passes earlier.
    let pieces = "Ka1 Pa2 Pc1 Pl10 Pj11 kl12 pl11 pj12 pa3 pc2";
    for side in ["w", "b"] {
        let p = pos_with(pieces, &format!("{side} - 0 1"), Rules::ludii());
        assert!(!p.is_check());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::Stalemate
            })
        );
        assert!(p.legal_move_vec().is_empty());
        assert_eq!(p.count_legal_moves(), 0);
        assert!(!p.has_legal_move());
        let e = p.parse_move("pass").unwrap_err();
        assert!(e.to_string().contains("draw: stalemate"), "{e}");
        assert!(!p.is_legal(&Move::pass(p.king_square(p.side_to_move()))));
    }
    // By default White, to move, loses by stalemate.
    assert_eq!(
        pos(pieces, "w - 0 1").outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::Stalemate))
    );
}

#[test]
fn checkmate_is_no_pass() {
    // Black king a12 in check from the rook a1, b11 and b12 covered by b2.
    let p = pos_with("Ra1 Rb2 Kh1 ka12 pl9", "b - 0 1", Rules::ludii());
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::Checkmate))
    );
}

#[test]
fn a_pass_is_refused_where_there_are_moves() {
    let p = Position::start(Rules::ludii());
    let pass = Move::pass(sq("g1"));
    assert!(!p.is_legal(&pass));
    let e = p.parse_move("pass").unwrap_err();
    assert_eq!(e.kind(), MoveErrorKind::Illegal);
    assert!(e.to_string().contains("no other move"), "{e}");
    let mut d = Position::default();
    assert!(d
        .parse_move("pass")
        .unwrap_err()
        .to_string()
        .contains("only under stalemate=Pass"));
    assert!(d.play(&pass).is_err());
    assert_eq!(d.format_move(&pass), "pass");
}

// ------------------------------------------------------------ the ply limit

#[test]
fn the_ply_limit_draws_after_the_last_ply_unless_it_mated() {
    // Ludii's trial 0 ends after exactly 2500 plies, two bare kings, drawn
    // by its turn limit: its final position, White to move at move 1251.
    let last = "12/12/12/12/12/k11/9K2/12/12/12/12/12 w - 1386 1251";
    let p = Position::from_text(last, Rules::ludii()).unwrap();
    assert_eq!(p.plies_played(), 2500);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::PlyLimit
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // A ply earlier the game goes on: Black's king a7 has a6 a8 b6 b7 b8.
    let before = Position::from_text(
        "12/12/12/12/12/k11/9K2/12/12/12/12/12 b - 1385 1250",
        Rules::ludii(),
    )
    .unwrap();
    assert_eq!(before.plies_played(), 2499);
    assert_eq!(before.outcome(), None);
    assert_eq!(before.legal_move_vec().len(), 5);
    let mut played = before.clone();
    played.play_text("a7-a8").unwrap();
    assert_eq!(
        played.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::PlyLimit
        })
    );
    // A mate on the 2500th ply wins: Ludii judges its end rules first.
    // White king a1 mated by the rooks a12 (a-file) and b11 (b-file).
    let mated = pos_with("Ka1 Pl4 ra12 rb11 kh12", "w - 0 1251", Rules::ludii());
    assert_eq!(
        mated.outcome(),
        Some(Outcome::loss_for(Color::White, WinReason::Checkmate))
    );
    // A side that must pass at the limit: drawn by the limit.
    let stuck = pos_with(STALEMATED_BLACK, "b - 0 1250", Rules::ludii());
    assert_eq!(stuck.plies_played(), 2499);
    assert_eq!(stuck.outcome(), None);
    let stuck = pos_with(STALEMATED_BLACK, "b - 0 1251", Rules::ludii());
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::PlyLimit
        })
    );
    // From the start with a limit of 2: every line ends after two plies.
    let two = Position::start(with(|r| r.ply_limit = Some(2)));
    assert_eq!(perft(&two, 2), 59 * 59);
    assert_eq!(perft(&two, 3), 0);
    // Passes count as plies: the pass moves the counters.
    let mut short_ludii = Rules::ludii();
    short_ludii.ply_limit = Some(2);
    let mut limited = pos_with(STALEMATED_BLACK, "b - 0 1", short_ludii);
    assert_eq!(limited.plies_played(), 1);
    limited.play_text("pass").unwrap();
    assert_eq!(limited.plies_played(), 2);
    assert_eq!(
        limited.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::PlyLimit
        })
    );
}

// ------------------------------------------------------- the two presets

#[test]
fn the_presets_from_the_start() {
    // Ludii's start: as ours but the lions, (3,0) only, have no move (b1-e1
    // and k1-h1 are own pieces, b4 and k4 own pawns): 59 - 2 = 57. The
    // king's forward leaps e3 g3 i3 are all it had anyway (e1, i1 are own).
    // After any first move of one side the other still has all of its
    // moves (nothing reaches the middle ranks yet): 57 × 57 at depth 2.
    let ludii = Position::start(Rules::ludii());
    assert_eq!(perft(&ludii, 1), 57);
    assert_eq!(perft(&ludii, 2), 57 * 57);
    // Fairy-Max's start is ours (the leap's freedoms change nothing there).
    let fairymax = Position::start(Rules::fairymax());
    assert_eq!(perft(&fairymax, 1), 59);
    assert_eq!(perft(&fairymax, 2), 59 * 59);
    assert_eq!(ludii.to_string(), grant_acedrex::START_TEXT);
    assert_eq!(fairymax.to_string(), grant_acedrex::START_TEXT);
}

/// Regression guards, not evidence: these come from this crate's own
/// generator (the Ludii figure was also matched by the Python model of
/// Ludii's rules that checked the trials, outside this repository).
#[test]
fn presets_depth_three_regression_guard() {
    assert_eq!(perft(&Position::start(Rules::ludii()), 3), LUDII_PERFT_3);
    assert_eq!(
        perft(&Position::start(Rules::fairymax()), 3),
        FAIRYMAX_PERFT_3
    );
}

const LUDII_PERFT_3: u64 = 185_710;
/// The same as the default rules' figure: the leap's freedoms first matter
/// at depth 4.
const FAIRYMAX_PERFT_3: u64 = 206_209;

// -------------------------------------------------- Fairy-Max's repetition

/// Plays `moves` from `start` and returns the ply after which Fairy-Max's
/// repetition rule first draws, if any.
fn fairymax_draw_ply(start: &Position, moves: &[&str]) -> Option<usize> {
    let mut p = start.clone();
    let mut repetition = FairyMaxRepetition::new(&p);
    for (i, text) in moves.iter().enumerate() {
        let mv = p.play_text(text).unwrap();
        repetition.record(&mv, &p);
        assert_eq!(repetition.plies(), i + 1);
        if repetition.is_draw() {
            return Some(i + 1);
        }
    }
    None
}

#[test]
fn fairymax_repetition_counts_moved_pieces_and_not_the_start() {
    // Observed on the running engine (analyze mode): the lion shuffle
    // b1e2 k12h11 e2b1 h11k12, four times, is claimed after ply 10. By
    // hand: after ply 4 the placement is the start's but both lions have
    // moved; after ply 6 it is ply 2's (lions e2, h11, both moved), again
    // after ply 10: the third time. Our threefold rule (the start counted,
    // no moved bits) ends it after ply 8.
    let lions = ["b1-e2", "k12-h11", "e2-b1", "h11-k12"].repeat(4);
    let start = Position::start(Rules::fairymax());
    assert_eq!(fairymax_draw_ply(&start, &lions), Some(10));
    let mut threefold = Rules::fairymax();
    threefold.repetition = variant_core::Repetition::ThreefoldDraw;
    let mut p = Position::start(threefold);
    let drawn_after = lions.iter().position(|m| {
        p.play_text(m).unwrap();
        p.outcome().is_some()
    });
    assert_eq!(drawn_after, Some(7), "ply 8");
    // Observed: e1d2 e12d11 d2e1 d11e12 first (the crocodiles go and come
    // back, now moved), then the lion shuffle three times: claimed after ply
    // 14. Plies 4, 8, 12 have the start's placement but other moved pieces
    // (4: lions unmoved; 8, 12: all four moved) so ply 12 is only the
    // second time; ply 14 is the third of ply 6's (and 10's).
    let mut line = vec!["e1-d2", "e12-d11", "d2-e1", "d11-e12"];
    line.extend(["b1-e2", "k12-h11", "e2-b1", "h11-k12"].repeat(3));
    assert_eq!(fairymax_draw_ply(&start, &line), Some(14));
}

#[test]
fn fairymax_repetition_takes_a_piece_on_its_start_square_for_unmoved() {
    // Given a position (Fairy-Max's `edit`), a piece on its square of the
    // start array counts as never moved: here the rook a1. The kings shuffle
    // (plies 1-4), the rook goes a1-a2-a1 (5-8), the kings shuffle again.
    // After ply 3 (king l1, rook a1 unmoved, Black king k12) and after ply 7
    // (the same, the rook moved) the positions differ; ply 7's recurs after
    // plies 11 and 15: a draw after ply 15 (seen on the engine). Were the
    // rook taken for moved from the start, ply 3's would recur after 7 and
    // 11.
    let start = pos_with("Ra1 Kl1 kl12", "w - 0 1", Rules::fairymax());
    let kings = ["l1-k1", "l12-k12", "k1-l1", "k12-l12"];
    let mut line = kings.to_vec();
    line.extend(["a1-a2", "l12-k12", "a2-a1", "k12-l12"]);
    line.extend(kings.repeat(3));
    assert_eq!(fairymax_draw_ply(&start, &line), Some(15));
}

#[test]
fn fairymax_repetition_looks_back_one_hundred_plies() {
    // A White rook walks round the rectangle a1-g1-g8-a8 one square a move
    // (26 moves) while the Black king shuffles l12-k12: the position after
    // a ply recurs every 52 plies, so its third time is 104 plies after the
    // first, beyond Fairy-Max's 100: never a draw. Round a1-f1-f8-a8 (24
    // moves, a 48-ply cycle) the position after ply 1 recurs after plies 49
    // and 97, within 100 plies: a draw after ply 97.
    // (Fairy-Max's fifty-move claim would end such a shuffle at ply 100:
    // lifted here to watch the repetition window alone.)
    let mut no_fifty = Rules::fairymax();
    no_fifty.no_progress_limit = None;
    let start = pos_with("Ra1 Kl1 kl12", "w - 0 1", no_fifty);
    let walk = |files: u8, ranks: u8| -> Vec<String> {
        let mut squares = Vec::new();
        for f in 0..files {
            squares.push(Square::new(f, 0).unwrap());
        }
        for r in 1..ranks {
            squares.push(Square::new(files - 1, r).unwrap());
        }
        for f in (0..files - 1).rev() {
            squares.push(Square::new(f, ranks - 1).unwrap());
        }
        for r in (1..ranks - 1).rev() {
            squares.push(Square::new(0, r).unwrap());
        }
        squares.push(squares[0]);
        let mut moves = Vec::new();
        for (i, pair) in squares.windows(2).enumerate() {
            moves.push(format!("{}-{}", pair[0], pair[1]));
            moves.push(if i % 2 == 0 { "l12-k12" } else { "k12-l12" }.to_string());
        }
        moves
    };
    let long = walk(7, 8);
    assert_eq!(long.len(), 52);
    let long: Vec<String> = long.iter().cycle().take(4 * 52).cloned().collect();
    let texts: Vec<&str> = long.iter().map(String::as_str).collect();
    assert_eq!(fairymax_draw_ply(&start, &texts), None);
    let short = walk(6, 8);
    assert_eq!(short.len(), 48);
    let short: Vec<String> = short.iter().cycle().take(4 * 48).cloned().collect();
    let texts: Vec<&str> = short.iter().map(String::as_str).collect();
    assert_eq!(fairymax_draw_ply(&start, &texts), Some(97));
}
