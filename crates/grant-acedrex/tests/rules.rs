//! Hand-checked positions from the rules, each with the reasoning for the
//! expected value.

use grant_acedrex::{
    Aanca, BareKing, Giraffe, KingFile, KingLeapDirections, Lion, Move, MoveList, PieceKind,
    Position, Rules, Stalemate, Unicorn,
};
use variant_core::{
    Color, DrawReason, Game, MoveErrorKind, Outcome, Repetition, RuleSet, WinReason,
};

mod common;
use common::{pos, pos_with, sorted, targets, text};

fn count_kind(p: &Position, kind: PieceKind) -> usize {
    let mut moves = MoveList::new();
    p.legal_moves_of_kind(kind, &mut moves);
    moves.len()
}

// ---------------------------------------------------------------- the king

#[test]
fn king_with_the_right_steps_and_leaps_in_all_eight_directions() {
    // King f6 holding the right on an otherwise quiet board: 8 steps
    // (e5 e6 e7 f5 f7 g5 g6 g7) and 8 leaps (d4 d6 d8 f4 f8 h4 h6 h8). The
    // right is stored, not derived from the square: f6 is not f1/g1.
    let p = pos("Kf6 Pa5 kl12 pj12", "w K 0 1");
    assert_eq!(
        targets(&p, "f6"),
        sorted(&[
            "e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7", "d4", "d6", "d8", "f4", "f8", "h4",
            "h6", "h8"
        ])
    );
    // The same placement without the right: steps only.
    let q = pos("Kf6 Pa5 kl12 pj12", "w - 0 1");
    assert_eq!(targets(&q, "f6").len(), 8);
    // The leap jumps over an occupied square: an own pawn on f7 removes the
    // step to f7 but not the leap to f8.
    let r = pos("Kf6 Pf7 kl12 pj12", "w K 0 1");
    let t = targets(&r, "f6");
    assert!(t.contains(&"f8".to_string()) && !t.contains(&"f7".to_string()));
    assert_eq!(t.len(), 15);
}

#[test]
fn the_leap_may_not_capture_unless_the_option_says_so() {
    // King c3 with the right, Black rook e5 (attacks the e-file and rank 5,
    // blocked by nothing), White pawn l2 so White is not bare.
    // Steps b2 b3 b4 c2 c4 d2 d3 d4: none on the e-file or rank 5: 8.
    // Leaps: a1, a3, c1 fine; a5 and c5 end on rank 5 (check); e1 and e3 end
    // on the e-file (check); e5 is a capture: refused by default. 3 leaps.
    // Pawn l2-l3: 1. Total 12.
    let pieces = "Kc3 Pl2 re5 kl12";
    let p = pos(pieces, "w K 0 1");
    assert_eq!(p.legal_move_vec().len(), 12);
    assert!(p.parse_move("c3xe5").is_err());
    // With king_leap_can_capture: c3xe5 too (d4, jumped over, is not
    // attacked; after it Black's king is far away): 13.
    let rules = {
        let mut r = Rules::default();
        r.king_leap_can_capture = true;
        r
    };
    let q = pos_with(pieces, "w K 0 1", rules);
    assert_eq!(q.legal_move_vec().len(), 13);
    let mv = q.parse_move("c3xe5").unwrap();
    assert_eq!(mv.captured(), Some(PieceKind::Rook));
    assert!(mv.is_king_leap());
}

#[test]
fn a_capturing_leap_gives_check_only_with_the_option() {
    // White king c3 holding the right, Black king e5: two squares away on a
    // diagonal. By default the leap never captures, so it never attacks.
    let pieces = "Kc3 Pl2 ke5 pa9";
    let p = pos(pieces, "b K 0 1");
    assert!(!p.is_check());
    let rules = {
        let mut r = Rules::default();
        r.king_leap_can_capture = true;
        r
    };
    let q = pos_with(pieces, "b K 0 1", rules);
    assert!(q.is_check());
    // Without the right the king cannot leap, so no check.
    assert!(!pos_with(pieces, "b - 0 1", rules).is_check());
    // With White to move, Black (not to move) would be in check: invalid.
    assert!(Position::from_text(&text(pieces, "w K 0 1"), rules).is_err());
    assert!(Position::from_text(&text(pieces, "w K 0 1"), Rules::default()).is_ok());
}

#[test]
fn no_leap_out_of_check_unless_the_option_says_so() {
    // King c3 (right) in check from the Black rook c12 down the c-file.
    // Default: no leaps. Steps off the c-file: b2 b3 b4 d2 d3 d4 (6); c2 and
    // c4 stay on the file. The pawn move l2-l3 does not answer the check.
    let pieces = "Kc3 Pl2 rc12 kl12";
    let p = pos(pieces, "w K 0 1");
    assert!(p.is_check());
    assert_eq!(
        targets(&p, "c3"),
        sorted(&["b2", "b3", "b4", "d2", "d3", "d4"])
    );
    assert_eq!(p.legal_move_vec().len(), 6);
    // With king_leap_out_of_check: the leaps a1 a3 a5 e1 e3 e5 as well (their
    // middle squares b2 b3 b4 d2 d3 d4 are not attacked, the targets are off
    // the c-file). c1 lands on the c-file (check); c5 jumps over c4, which
    // the rook attacks, and lands in check. 12 moves.
    let rules = {
        let mut r = Rules::default();
        r.king_leap_out_of_check = true;
        r
    };
    let q = pos_with(pieces, "w K 0 1", rules);
    assert_eq!(
        targets(&q, "c3"),
        sorted(&["b2", "b3", "b4", "d2", "d3", "d4", "a1", "a3", "a5", "e1", "e3", "e5"])
    );
}

#[test]
fn no_leap_over_an_attacked_square_unless_the_option_says_so() {
    // King c3 (right), Black rook h4 sweeping rank 4 (g4 f4 e4 d4 c4 b4 a4).
    // Steps: b4 c4 d4 are attacked: b2 b3 c2 d2 d3 remain (5).
    // Leaps a5, c5, e5 pass over b4, c4, d4 (attacked): refused although
    // their targets are safe. a1 a3 c1 e1 e3 are fine (5). Pawn l2-l3. 11.
    let pieces = "Kc3 Pl2 rh4 kl12";
    let p = pos(pieces, "w K 0 1");
    assert_eq!(
        targets(&p, "c3"),
        sorted(&["b2", "b3", "c2", "d2", "d3", "a1", "a3", "c1", "e1", "e3"])
    );
    assert_eq!(p.legal_move_vec().len(), 11);
    // With king_leap_over_attacked: a5 c5 e5 too: 14.
    let rules = {
        let mut r = Rules::default();
        r.king_leap_over_attacked = true;
        r
    };
    let q = pos_with(pieces, "w K 0 1", rules);
    assert_eq!(q.legal_move_vec().len(), 14);
}

#[test]
fn an_attacked_own_piece_or_defended_enemy_piece_on_the_middle_square_blocks_the_leap() {
    // As castling: a White pawn on d4 attacked by the rook h4 (the rook's
    // ray stops there, so b4 and c4 are now safe). Steps: b2 b3 b4 c2 c4 d2
    // d3 (7; d4 is own). Leaps: a1 a3 a5 c1 c5 e1 e3 (7); e5 jumps over the
    // attacked d4: refused. Pawns d4-d5 and l2-l3. 16.
    let p = pos("Kc3 Pd4 Pl2 rh4 kl12", "w K 0 1");
    assert!(!targets(&p, "c3").contains(&"e5".to_string()));
    assert_eq!(p.legal_move_vec().len(), 16);
    let free = {
        let mut r = Rules::default();
        r.king_leap_over_attacked = true;
        r
    };
    let q = pos_with("Kc3 Pd4 Pl2 rh4 kl12", "w K 0 1", free);
    assert!(targets(&q, "c3").contains(&"e5".to_string()));
    // A Black giraffe on d4 defended by the rook h4: the giraffe attacks
    // g6 a6 g2 a2 f7 b7 f1 b1, none near the king. Kxd4 would be check
    // (defended), and the leap to e5 over the defended d4 is refused.
    // Steps b2 b3 b4 c2 c4 d2 d3 (7), leaps a1 a3 a5 c1 c5 e1 e3 (7), l2-l3: 15.
    let r = pos("Kc3 Pl2 gd4 rh4 kl12", "w K 0 1");
    assert_eq!(r.legal_move_vec().len(), 15);
    assert!(!targets(&r, "c3").contains(&"e5".to_string()));
    let s = pos_with("Kc3 Pl2 gd4 rh4 kl12", "w K 0 1", free);
    assert_eq!(s.legal_move_vec().len(), 16);
}

#[test]
fn the_leap_right_is_lost_after_any_king_move() {
    let mut p = Position::default();
    p.play_text("g1-g2").unwrap(); // a step
    assert!(!p.leap_right(Color::White) && p.leap_right(Color::Black));
    assert!(p.to_string().contains(" b k "));
    p.play_text("a9-a8").unwrap();
    // From g2 with no right: the steps f2 f3 g1 g3 h2 h3 (f1 and h1 hold
    // the aanca and a crocodile), but not the leaps to e2 and i2.
    assert_eq!(
        targets(&p, "g2"),
        sorted(&["f2", "f3", "g1", "g3", "h2", "h3"])
    );
    // A leap also spends the right, and does not reset the halfmove clock.
    let mut q = Position::default();
    q.play_text("a4-a5").unwrap();
    q.play_text("g12-g10").unwrap();
    assert!(!q.leap_right(Color::Black));
    assert_eq!(q.halfmove_clock(), 1);
}

// ---------------------------------------------------------- other pieces

#[test]
fn aanca_is_blocked_at_its_turning_square() {
    let base = "9p1k/12/12/12/12/12/5A6/12/12/12/12/K11 w - 0 1";
    let p: Position = base.parse().unwrap();
    assert_eq!(count_kind(&p, PieceKind::Aanca), 40);
    // An own pawn on g7 blocks the diagonal step and both slides behind it
    // (h7..l7: 5, g8..g12: 5): 40 - 11 = 29.
    let q = pos("Ka1 Af6 Pg7 kl12 pj12", "w - 0 1");
    assert_eq!(count_kind(&q, PieceKind::Aanca), 29);
    // An enemy pawn on g7 can be captured, but the aanca stops there: 30.
    let r = pos("Ka1 Af6 pg7 kl12 pj12", "w - 0 1");
    assert_eq!(count_kind(&r, PieceKind::Aanca), 30);
    // A slide stops at the first piece: an enemy on g9 leaves g8 and g9x of
    // the upward slide (g10..g12 lost): 37.
    let s = pos("Ka1 Af6 pg9 kl12 pj12", "w - 0 1");
    assert_eq!(count_kind(&s, PieceKind::Aanca), 37);
    // The aanca does not slide diagonally: from f6 it never reaches h8.
    assert!(!targets(&p, "f6").contains(&"h8".to_string()));
}

#[test]
fn unicorn_is_blocked_at_its_knight_square() {
    // f6: the knight square h7 (vector (2,1)) continues i8 j9 k10 l11.
    let q = pos("Ka1 Uf6 Ph7 kl12 pj12", "w - 0 1");
    assert_eq!(count_kind(&q, PieceKind::Unicorn), 36 - 5);
    let r = pos("Ka1 Uf6 ph7 kl12 pj12", "w - 0 1");
    assert_eq!(count_kind(&r, PieceKind::Unicorn), 36 - 4);
    // The knight leap jumps: own pawns all around f6 change nothing.
    let s = pos(
        "Ka1 Uf6 Pe5 Pe6 Pe7 Pf5 Pf7 Pg5 Pg6 Pg7 kl12 pj12",
        "w - 0 1",
    );
    assert_eq!(count_kind(&s, PieceKind::Unicorn), 36);
    // The slide is outward: e5 -> g6 -> h7 -> i8 (the rules' example) and
    // e6 -> f4 -> g3 -> h2.
    let t = pos("Ka1 Ue5 Ue6 ka12 pj12", "w - 0 1");
    assert!(targets(&t, "e5").contains(&"i8".to_string()));
    assert!(targets(&t, "e6").contains(&"h2".to_string()));
}

#[test]
fn leapers_under_both_readings() {
    // Lion f6: (3,0) 4 targets + (3,1) 8 targets = 12; Murray (3,0) only: 4.
    // Giraffe f6: (3,2) 8 targets; Murray (4,1): 8 targets, all on the board.
    let lion = "Ka1 Lf6 kl12 pj12";
    let giraffe = "Ka1 Gf6 kl12 pj12";
    assert_eq!(count_kind(&pos(lion, "w - 0 1"), PieceKind::Lion), 12);
    assert_eq!(
        targets(&pos(giraffe, "w - 0 1"), "f6"),
        sorted(&["c4", "c8", "i4", "i8", "d3", "d9", "h3", "h9"])
    );
    let m = {
        let mut r = Rules::default();
        r.lion = Lion::ThreeLeaper;
        r.giraffe = Giraffe::FourOne;
        r
    };
    assert_eq!(
        targets(&pos_with(lion, "w - 0 1", m), "f6"),
        sorted(&["c6", "i6", "f3", "f9"])
    );
    assert_eq!(
        targets(&pos_with(giraffe, "w - 0 1", m), "f6"),
        sorted(&["b5", "b7", "j5", "j7", "e2", "g2", "e10", "g10"])
    );
}

#[test]
fn pawns_step_and_capture_without_double_step_or_en_passant() {
    // White pawn e4: e5 only (no e6), and captures d5/f5 when enemies stand there.
    let p = pos("Ka1 Pe4 pd5 pf6 kl12", "w - 0 1");
    assert_eq!(targets(&p, "e4"), sorted(&["d5", "e5"]));
    // With pawn_double_step: e6 too from rank 4 (both squares empty).
    let d = pos_with("Ka1 Pe4 pd5 kl12", "w - 0 1", Rules::cazaux_cvp());
    assert_eq!(targets(&d, "e4"), sorted(&["d5", "e5", "e6"]));
    // Not when the second square is occupied, nor from another rank.
    let d2 = pos_with("Ka1 Pe4 Pf5 pe6 kl12", "w - 0 1", Rules::cazaux_cvp());
    assert_eq!(targets(&d2, "e4"), sorted(&["e5"]));
    assert_eq!(targets(&d2, "f5"), sorted(&["e6", "f6"]));
    // Black from rank 9 downward.
    let b = pos_with("Ka1 Pa2 kl12 pc9", "b - 0 1", Rules::cazaux_cvp());
    assert_eq!(targets(&b, "c9"), sorted(&["c7", "c8"]));
}

// ------------------------------------------------------------- promotion

#[test]
fn promotion_on_every_file_for_both_sides() {
    // The piece of the initial array on each file, the king's file g giving
    // an aanca: R L U G C A A C G U L R.
    let expected = "RLUGCAACGULR";
    for (file, letter) in expected.chars().enumerate() {
        let f = (b'a' + file as u8) as char;
        let kind = PieceKind::from_letter(letter).unwrap();
        // Kings on ranks 6 and 7 out of the way, pawns one step from promotion.
        let king_w = if file < 6 { "Kl5" } else { "Ka5" };
        let king_b = if file < 6 { "kl8" } else { "ka8" };
        for (pieces, side, from, to) in [
            (
                format!("{king_w} {king_b} P{f}11 p{f}2"),
                "w",
                format!("{f}11"),
                format!("{f}12"),
            ),
            (
                format!("{king_w} {king_b} P{f}11 p{f}2"),
                "b",
                format!("{f}2"),
                format!("{f}1"),
            ),
        ] {
            let mut p = pos(&pieces, &format!("{side} - 0 1"));
            let coord = format!("{from}-{to}");
            let mv = p.parse_move(&coord).unwrap();
            assert_eq!(mv.promotion(), Some(kind), "{coord}");
            assert_eq!(p.format_move(&mv), format!("{coord}={letter}"));
            // The suffix is optional, accepted when right, refused when wrong.
            assert_eq!(p.parse_move(&format!("{coord}={letter}")), Ok(mv));
            let wrong = if letter == 'R' { 'A' } else { 'R' };
            assert!(p.parse_move(&format!("{coord}={wrong}")).is_err());
            // SAN with and without the suffix.
            assert_eq!(p.parse_move(&to), Ok(mv));
            assert_eq!(p.san(&mv), format!("{to}={letter}"));
            let color = if side == "w" {
                Color::White
            } else {
                Color::Black
            };
            p.play(&mv).unwrap();
            let placed = p.piece_at(to.parse().unwrap()).unwrap();
            assert_eq!((placed.color, placed.kind), (color, kind));
        }
    }
}

#[test]
fn promotion_by_capture_takes_the_file_of_arrival() {
    // f11xg12 promotes on the g-file: an aanca (not the f-file's aanca by
    // chance: e11xd12 gives a giraffe, d's piece).
    let p = pos("Ka1 Pf11 Pe11 rg12 rd12 kl6", "w - 0 1");
    assert_eq!(
        p.parse_move("f11xg12").unwrap().promotion(),
        Some(PieceKind::Aanca)
    );
    assert_eq!(
        p.parse_move("e11xd12").unwrap().promotion(),
        Some(PieceKind::Giraffe)
    );
    assert_eq!(p.parse_move("exd12=G").unwrap().to().to_string(), "d12");
    // Murray's array: the f- and g-pawns still promote to aancas.
    let m = pos_with("Kl6 Pf11 Pg11 ka6 pa9", "w - 0 1", Rules::murray());
    assert_eq!(
        m.parse_move("f12").unwrap().promotion(),
        Some(PieceKind::Aanca)
    );
    assert_eq!(
        m.parse_move("g12").unwrap().promotion(),
        Some(PieceKind::Aanca)
    );
}

// ---------------------------------------------------------- end of game

#[test]
fn checkmate() {
    // Black king a12, White rooks a1 (check down the a-file) and b2 (the
    // b-file): a11 and b11/b12 are covered; the Black pawn l9 cannot help.
    let p = pos("Ra1 Rb2 Kh1 ka12 pl9", "b - 0 1");
    assert!(p.is_check());
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    // The mating move gets `#` in SAN.
    let before = pos("Rc1 Rb2 Kh1 ka12 pl9", "w - 0 1");
    let mv = before.parse_move("Ra1").unwrap();
    assert_eq!(before.san(&mv), "Ra1#");
    assert_eq!(before.parse_move("Ra1#"), Ok(mv));
}

#[test]
fn stalemate_loses_by_default_and_draws_with_the_option() {
    // Black king a12, not in check: a11 and b11 covered by the rook l11
    // along rank 11, b12 by the rook b1 up the b-file. The Black pawn l9 is
    // blocked by the White pawn l8. No legal move.
    let pieces = "Rb1 Kg1 Rl11 Pl8 ka12 pl9";
    let p = pos(pieces, "b - 0 1");
    assert!(!p.is_check());
    assert!(p.legal_move_vec().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Stalemate
        })
    );
    let rules = {
        let mut r = Rules::default();
        r.stalemate = Stalemate::Draw;
        r
    };
    let q = pos_with(pieces, "b - 0 1", rules);
    assert_eq!(
        q.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    assert!(q.legal_move_vec().is_empty());
}

#[test]
fn bare_king_loss_default() {
    // Black has only its king while White has a pawn: Black loses at once,
    // whoever is to move, and there are no legal moves.
    for side in ["w", "b"] {
        let p = pos("Ka1 Pg7 kf6", &format!("{side} - 0 1"));
        assert_eq!(
            p.outcome(),
            Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
        );
        assert!(p.legal_move_vec().is_empty());
    }
    // Both bare: a draw.
    let both = pos("Ka1 kf6", "w - 0 1");
    assert_eq!(
        both.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::BothBare
        })
    );
    // Judged before checkmate: a bare king that is also mated loses by bare king.
    let mated = pos("Ra1 Rb2 Kh1 ka12", "b - 0 1");
    assert_eq!(
        mated.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
    );
}

#[test]
fn bare_king_counter_bare_draws() {
    let rules = {
        let mut r = Rules::default();
        r.bare_king = BareKing::CounterBareDraws;
        r
    };
    // Black king f6 bare, to move; White's last man, the pawn g7, stands
    // next to it undefended (the White king is on a1). Not decided yet; the
    // king's moves e5 e6 e7 f5 f7 g5 g6 and the capture g7 (f8 and h8 are
    // not neighbours; the pawn attacks only those).
    let p = pos_with("Ka1 Pg7 kf6", "b - 0 1", rules);
    assert_eq!(p.outcome(), None);
    assert_eq!(p.legal_move_vec().len(), 8);
    let mut drawn = p.clone();
    drawn.play_text("f6xg7").unwrap();
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::BothBare
        })
    );
    let mut lost = p.clone();
    lost.play_text("f6-e5").unwrap();
    assert_eq!(
        lost.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
    );
    // White to move: the bared side is not to move, it has lost.
    let w = pos_with("Ka1 Pg7 kf6", "w - 0 1", rules);
    assert_eq!(
        w.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
    );
    // The last man defended (White king h8 next to g7): no capture, loss.
    let d = pos_with("Kh8 Pg7 kf6", "b - 0 1", rules);
    assert_eq!(
        d.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
    );
    // White has two men: capturing one cannot make both bare: loss.
    let two = pos_with("Ka1 Pg7 Pa3 kf6", "b - 0 1", rules);
    assert_eq!(
        two.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::BareKing))
    );
}

#[test]
fn bare_king_off() {
    let rules = {
        let mut r = Rules::default();
        r.bare_king = BareKing::Off;
        r
    };
    let p = pos_with("Ka1 Pg7 kf6", "b - 0 1", rules);
    assert_eq!(p.outcome(), None);
    assert_eq!(p.legal_move_vec().len(), 8);
    // Two bare kings play on too.
    let both = pos_with("Ka1 kf6", "w - 0 1", rules);
    assert_eq!(both.outcome(), None);
    assert_eq!(both.legal_move_vec().len(), 3);
}

#[test]
fn no_progress_and_repetition_draws() {
    // no_progress_limit 3: after three plies without capture or pawn move.
    let rules = {
        let mut r = Rules::default();
        r.no_progress_limit = Some(3);
        r
    };
    let mut p = Position::start(rules);
    for mv in ["a1-a2", "a12-a11", "a2-a1"] {
        assert_eq!(p.outcome(), None);
        p.play_text(mv).unwrap();
    }
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoProgress
        })
    );
    assert!(p.legal_move_vec().is_empty());
    // A pawn move resets the clock.
    let mut q = Position::start(rules);
    for mv in ["a1-a2", "a12-a11", "a4-a5", "a11-a12"] {
        q.play_text(mv).unwrap();
    }
    assert_eq!(q.halfmove_clock(), 1);
    assert_eq!(q.outcome(), None);

    // Threefold: the start position occurs for the third time after 8 plies.
    let rules = {
        let mut r = Rules::default();
        r.repetition = Repetition::ThreefoldDraw;
        r
    };
    let mut r = Position::start(rules);
    let cycle = ["a1-a2", "a12-a11", "a2-a1", "a11-a12"];
    for (i, mv) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(r.outcome(), None, "before ply {i}");
        r.play_text(mv).unwrap();
    }
    assert_eq!(
        r.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    // Without the option nothing happens.
    let mut s = Position::default();
    for mv in cycle.iter().chain(cycle.iter()) {
        s.play_text(mv).unwrap();
    }
    assert_eq!(s.outcome(), None);
}

#[test]
fn mate_beats_the_no_progress_draw() {
    let rules = {
        let mut r = Rules::default();
        r.no_progress_limit = Some(1);
        r
    };
    let p = pos_with("Ra1 Rb2 Kh1 ka12 pl9", "b - 5 1", rules);
    assert_eq!(
        p.outcome(),
        Some(Outcome::loss_for(Color::Black, WinReason::Checkmate))
    );
}

// ------------------------------------------------------------- presets

#[test]
fn presets() {
    assert_eq!(Rules::cazaux_musser(), Rules::default());
    let m = Rules::murray();
    assert_eq!(
        (m.lion, m.giraffe, m.unicorn, m.king_file),
        (
            Lion::ThreeLeaper,
            Giraffe::FourOne,
            Unicorn::Murray,
            KingFile::F
        )
    );
    assert_eq!(Rules::cazaux_cvp(), {
        let mut r = Rules::default();
        r.pawn_double_step = true;
        r
    });
    assert_eq!(Rules::preset("murray"), Ok(m));

    // Cazaux (chessvariants.com): the start gives 59 + 12 double steps.
    assert_eq!(
        Position::start(Rules::cazaux_cvp()).legal_move_vec().len(),
        71
    );

    // Murray's start: king f1, aanca g1.
    let p = Position::start(Rules::murray());
    assert_eq!(
        p.to_string(),
        "rlugckacgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCKACGULR w Kk 0 1 c1,j1,c12,j12"
    );
    // By kind: pawns 12; king f1 steps e2 f2 g2 and leaps d3 f3 h3 (6);
    // aanca g1: f2 then e2..a2 and f3 (7), h2 then i2..l2 and h3 (6) = 13;
    // unmoved unicorns: non-capturing knight moves c1: a2 b3 d3 e2, j1: h2
    // i3 k3 l2 (8); lions (3,0) b1: e1 own, b4 own; k1: h1 own, k4 own (0);
    // giraffes (4,1) d1: h2 c5 e5, i1: e2 h5 j5 (6); crocodiles e1: d2 c3 f2
    // g3, h1: g2 f3 i2 j3 (8); rooks a2 a3 l2 l3 (4). Total 57.
    let mut by_kind = [0; 8];
    for m in p.legal_move_vec() {
        by_kind[m.piece().index()] += 1;
    }
    let get = |k: PieceKind| by_kind[k.index()];
    assert_eq!(get(PieceKind::Pawn), 12);
    assert_eq!(get(PieceKind::King), 6);
    assert_eq!(get(PieceKind::Aanca), 13);
    assert_eq!(get(PieceKind::Unicorn), 8);
    assert_eq!(get(PieceKind::Lion), 0);
    assert_eq!(get(PieceKind::Giraffe), 6);
    assert_eq!(get(PieceKind::Crocodile), 8);
    assert_eq!(get(PieceKind::Rook), 4);
}

#[test]
fn rules_by_name() {
    let mut r = Rules::default();
    for (k, v) in [
        ("king_leap_can_capture", "true"),
        ("king_leap_out_of_check", "yes"),
        ("king_leap_over_attacked", "on"),
        ("stalemate", "Draw"),
        ("bare_king", "counter_bare_draws"),
        ("repetition", "ThreefoldDraw"),
        ("no_progress_limit", "100"),
        ("pawn_double_step", "true"),
        ("lion", "ThreeLeaper"),
        ("giraffe", "four_one"),
        ("unicorn", "murray"),
        ("king_file", "f"),
        ("king_leap_directions", "forward_and_sideways"),
        ("aanca", "passes-enemy"),
        ("ply_limit", "2500"),
    ] {
        r.set_option(k, v).unwrap();
    }
    assert_eq!(Rules::option_names().len(), 15);
    assert_eq!(
        r.king_leap_directions,
        KingLeapDirections::ForwardAndSideways
    );
    assert_eq!(r.aanca, Aanca::PassesEnemy);
    assert_eq!(r.ply_limit, Some(2500));
    r.set_option("stalemate", "PASS").unwrap();
    assert_eq!(r.stalemate, Stalemate::Pass);
    assert_eq!(r.option_value("stalemate").as_deref(), Some("Pass"));
    assert!(r.king_leap_can_capture && r.king_leap_out_of_check && r.king_leap_over_attacked);
    assert_eq!(r.bare_king, BareKing::CounterBareDraws);
    assert_eq!(r.no_progress_limit, Some(100));
    assert_eq!(r.king_file, KingFile::F);
    let before = r;
    assert!(r.set_option("lion", "dragon").is_err());
    assert!(r.set_option("castling", "true").is_err());
    assert_eq!(r, before);
}

// ------------------------------------------------------ Murray unicorn

#[test]
fn murray_unicorn_first_moves_as_a_non_capturing_knight_then_as_a_bishop() {
    let rules = Rules::murray();
    // Unmoved unicorn on f6 (listed in the sixth field): the eight knight
    // squares d5 d7 e4 e8 g4 g8 h5 h7, but a Black pawn on g8 cannot be taken.
    let p = pos_with("Ka1 Uf6 pg8 kk12", "w - 0 1 f6", rules);
    assert_eq!(
        targets(&p, "f6"),
        sorted(&["d5", "d7", "e4", "e8", "g4", "h5", "h7"])
    );
    // Moved (`-`): a bishop: g7..l12 (6), e7..a11 (5), g5..k1 (5), e5..b2 (4;
    // a1 holds the own king). 20.
    let q = pos_with("Ka1 Uf6 pg8 kk12", "w - 0 1 -", rules);
    assert_eq!(targets(&q, "f6").len(), 20);
    // Without the sixth field only unicorns on their own initial squares are
    // unmoved: f6 is not one, c1 is.
    let r = pos_with("Ka1 Uf6 Uc1 pg8 kk12", "w - 0 1", rules);
    assert_eq!(targets(&r, "f6").len(), 20);
    assert_eq!(
        r.unmoved_unicorns()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["c1"]
    );
    assert!(r.to_string().ends_with(" c1"));
    // An unmoved unicorn attacks nothing: a Black king on its knight square
    // d3 is not in check (so White to move is a valid position), while after
    // the unicorn has moved, a bishop on c1 would not attack d3 either but
    // does attack e3.
    let s = pos_with("Ka1 Uc1 kd3 pl9", "b - 0 1 c1", rules);
    assert!(!s.is_check());
    let t = pos_with("Ka1 Uc1 ke3 pl9", "b - 0 1 c1", rules);
    assert!(!t.is_check());
    let u = pos_with("Ka1 Uc1 ke3 pl9", "b - 0 1 -", rules);
    assert!(u.is_check());
    // After its first move it is a bishop and the set forgets it.
    let mut v = pos_with("Ka1 Uc1 kl12 pl9", "w - 0 1", rules);
    v.play_text("c1-d3").unwrap();
    assert_eq!(v.unmoved_unicorns().count(), 0);
    assert!(v.to_string().ends_with(" -"));
    // A listed square without a unicorn is an error naming it.
    let err = Position::from_text(&text("Ka1 kl12 pl9", "w - 0 1 c1"), rules).unwrap_err();
    assert!(err.to_string().contains("c1"), "{err}");
}

#[test]
fn promoted_unicorn_counts_as_moved() {
    let mut p = pos_with("Ka6 Pc11 kl7 pl9", "w - 0 1", Rules::murray());
    p.play_text("c12=U").unwrap();
    assert_eq!(p.unmoved_unicorns().count(), 0);
    assert_eq!(
        p.piece_at("c12".parse().unwrap()).map(|x| x.kind),
        Some(PieceKind::Unicorn)
    );
    // So it moves as a bishop at once: d11 e10 f9 g8 h7 i6 j5 k4 l3 and
    // b11 a10 (11), not as a knight.
    p.play_text("l9-l8").unwrap();
    assert_eq!(targets(&p, "c12").len(), 11);
    assert!(!targets(&p, "c12").contains(&"d10".to_string()));
}

// ------------------------------------------------------------ notation

#[test]
fn move_text_coordinate_and_san() {
    let p = Position::default();
    // Coordinate text and SAN of the same move.
    let mv = p.parse_move("c1-d3").unwrap();
    assert_eq!(mv.piece(), PieceKind::Unicorn);
    assert_eq!(p.format_move(&mv), "c1-d3");
    assert_eq!(p.san(&mv), "Ud3");
    assert_eq!(p.parse_move("Ud3"), Ok(mv));
    assert_eq!(p.parse_move("Ud3+"), Ok(mv));
    assert_eq!(p.parse_move("Uc1-d3"), Ok(mv));
    // `x` on a non-capture is an error, as is `-` on a capture.
    assert_eq!(
        p.parse_move("c1xd3").unwrap_err().kind(),
        MoveErrorKind::Illegal
    );
    // Pawn SAN and the king's leap.
    assert_eq!(p.parse_move("e5").unwrap().to_string(), "e4-e5");
    assert_eq!(p.parse_move("Kg3").unwrap().to_string(), "g1-g3");
    // Disambiguation: both crocodiles e1 and h1? e1 reaches g3 and h1 does
    // not; the giraffes d1 and... `Gg3` is d1's (3,2) leap alone.
    assert_eq!(p.parse_move("Gg3").unwrap().to_string(), "d1-g3");
    // Garbage is malformed and names the text.
    let e = p.parse_move("Qd4").unwrap_err();
    assert_eq!(e.kind(), MoveErrorKind::Malformed);
    assert!(e.to_string().contains("Qd4"));
    assert_eq!(
        p.parse_move("z9-z10").unwrap_err().kind(),
        MoveErrorKind::Malformed
    );
    assert_eq!(
        p.parse_move("a4-a6").unwrap_err().kind(),
        MoveErrorKind::Illegal
    );
    assert_eq!(
        p.parse_move("").unwrap_err().kind(),
        MoveErrorKind::Malformed
    );
}

#[test]
fn san_disambiguates_by_file_then_rank() {
    // Two White rooks a1 and a5 can both reach a3: rank needed (same file).
    // Two rooks c7 and h7 both reach e7: file needed.
    let p = pos("Ra1 Ra5 Rc7 Rh7 Kl1 kl12 pj12", "w - 0 1");
    let a3 = p.parse_move("a1-a3").unwrap();
    assert_eq!(p.san(&a3), "R1a3");
    assert_eq!(p.parse_move("R1a3"), Ok(a3));
    assert_eq!(
        p.parse_move("Ra3").unwrap_err().kind(),
        MoveErrorKind::Ambiguous
    );
    let e7 = p.parse_move("h7-e7").unwrap();
    assert_eq!(p.san(&e7), "Rhe7");
    assert_eq!(p.parse_move("Rhe7"), Ok(e7));
    assert_eq!(p.parse_move("Rh7e7"), Ok(e7));
    // Captures and pawn captures.
    let q = pos("Ka1 Pd4 pe5 Re1 kl12", "w - 0 1");
    let pc = q.parse_move("dxe5").unwrap();
    assert_eq!(pc.to_string(), "d4xe5");
    assert_eq!(q.san(&pc), "dxe5");
    assert_eq!(q.parse_move("d4xe5"), Ok(pc));
    assert!(q.parse_move("d4-e5").is_err());
    let rc = q.parse_move("Rxe5").unwrap();
    assert_eq!(rc.to_string(), "e1xe5");
    assert!(q.parse_move("Re5").is_err());
}

#[test]
fn position_text_round_trips_and_defaults_counters() {
    let p = Position::default();
    assert_eq!(p.to_string(), grant_acedrex::START_TEXT);
    let short: Position =
        "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk"
            .parse()
            .unwrap();
    assert_eq!(short.to_string(), grant_acedrex::START_TEXT);
    assert_eq!(short, p);
    let four: Position =
        "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR b - 7"
            .parse()
            .unwrap();
    assert_eq!(four.halfmove_clock(), 7);
    assert_eq!(four.fullmove_number(), 1);
    let diagram = variant_core::diagram::text_diagram(&p);
    assert!(diagram.contains("a b c d e f g h i j k l"));
}

#[test]
fn bad_position_texts_name_the_problem() {
    let bad = |t: &str, needle: &str| {
        let e = Position::from_text(t, Rules::default()).unwrap_err();
        assert!(e.to_string().contains(needle), "`{t}`: {e}");
    };
    let placement = "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR";
    bad(&format!("{placement} x Kk 0 1"), "side");
    bad(&format!("{placement} w KQ 0 1"), "rights `KQ`");
    bad(&format!("{placement} w Kk z 1"), "halfmove");
    bad(&format!("{placement} w Kk 0 0"), "fullmove");
    bad(placement, "fields");
    bad(
        "rlugcakcgulr/13/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk",
        "`13`",
    );
    bad(
        "rlugcakcgulrr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk",
        "rank 12: overfills",
    );
    bad(
        "rlugcakcgulr/11/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk",
        "rank 11: underfills",
    );
    bad(
        "rlugcaqcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w Kk",
        "`q`",
    );
    bad(
        "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12 w Kk",
        "11 ranks",
    );
    bad(&text("Ka1 Kb1 kl12", "w - 0 1"), "white has 2 kings");
    bad(&text("Ka1 Pl2", "w - 0 1"), "black has 0 kings");
    bad(&text("Ka1 Pc12 kl10", "w - 0 1"), "pawn on c12");
    bad(&text("Ka1 Pc2 pd1 kl10", "w - 0 1"), "pawn on d1");
    // Black (not to move) in check from the rook a12... on l12's rank.
    bad(&text("Ka1 Rb12 kl12", "w - 0 1"), "not to move");
}

#[test]
fn refused_moves_leave_the_position_unchanged() {
    let mut p = Position::default();
    let before = p.clone();
    let bogus = Move::new(
        PieceKind::Rook,
        "a1".parse().unwrap(),
        "a9".parse().unwrap(),
        None,
        None,
    );
    let e = p.play(&bogus).unwrap_err();
    assert!(e.to_string().contains("a1-a9"), "{e}");
    assert_eq!(p, before);
    assert_eq!(p.to_string(), before.to_string());
    assert!(p.play_text("g1-g4").is_err());
    assert_eq!(p, before);
}

// ------------------------------------------------------------------ dice

#[test]
fn dice_api() {
    assert_eq!(PieceKind::from_die(8), Some(PieceKind::King));
    assert_eq!(PieceKind::from_die(6), Some(PieceKind::Unicorn));
    assert_eq!(PieceKind::from_die(5), Some(PieceKind::Rook));
    assert_eq!(PieceKind::from_die(4), Some(PieceKind::Lion));
    assert_eq!(PieceKind::from_die(3), Some(PieceKind::Crocodile));
    assert_eq!(PieceKind::from_die(2), Some(PieceKind::Giraffe));
    assert_eq!(PieceKind::from_die(9), None);
    for k in PieceKind::ALL {
        assert_eq!(PieceKind::from_die(k.die_face()), Some(k));
        assert_eq!(k.name().parse::<PieceKind>(), Ok(k));
        assert_eq!(k.letter().to_string().parse::<PieceKind>(), Ok(k));
        assert_eq!(
            k.letter()
                .to_ascii_lowercase()
                .to_string()
                .parse::<PieceKind>(),
            Ok(k)
        );
    }
    // In check from the rook c12 only the king can move (see above).
    let p = pos("Kc3 Pl2 rc12 kl12", "w K 0 1");
    assert_eq!(p.movable_kinds().as_slice(), &[PieceKind::King]);
    let mut moves = MoveList::new();
    p.legal_moves_of_kind(PieceKind::Pawn, &mut moves);
    assert!(moves.is_empty());
    // At the start all eight kinds can move; the counts by kind are the rules'.
    let s = Position::default();
    assert_eq!(s.movable_kinds().len(), 8);
    s.legal_moves_of_kind(PieceKind::Aanca, &mut moves);
    assert_eq!(moves.len(), 13);
    // A decided position: nothing moves.
    let mated = pos("Ra1 Rb2 Kh1 ka12 pl9", "b - 0 1");
    assert!(mated.movable_kinds().is_empty());
}

#[test]
fn crowded_position_texts_do_not_overflow_the_move_list() {
    // Far more pieces than a game can have: a White king and 95 White
    // aancas on ranks 1-8; Black's king l12 shielded by pawns k12 k11 l11.
    // Position text allows it, so generation must cope (MAX_MOVES covers
    // any text). Each aanca on rank 8 steps diagonally to rank 9 and slides
    // along rank 9 or up its file; the rest are blocked by their neighbours.
    let text = format!(
        "10pk/10pp/12/12/{}/KAAAAAAAAAAA w - 0 1",
        ["AAAAAAAAAAAA"; 7].join("/")
    );
    let p = Position::from_text(&text, Rules::default()).unwrap();
    let moves = p.legal_move_vec();
    assert!(!moves.is_empty() && moves.len() <= grant_acedrex::MAX_MOVES);
    assert!(moves.iter().all(|m| m.piece() == PieceKind::Aanca));
}

#[test]
fn repetition_ignores_the_murray_unicorns_unmoved_state() {
    // The rules' repetition compares "placement, side to move and leap
    // rights". Here the two White unicorns swap home squares: c1-d3-f5-j1
    // (knight, then bishop moves) and j1-h2-f4-c1, while Black's king shuffles
    // l12-k12-l12. After ply 12 the placement with White to move and rights
    // `-` is the start's again, though no unicorn is unmoved any more; ply 16
    // makes it the third time, so the game is drawn then.
    let rules = {
        let mut r = Rules::default();
        r.repetition = Repetition::ThreefoldDraw;
        r.unicorn = Unicorn::Murray;
        r
    };
    let mut p =
        Position::from_text("11k/12/4p7/12/12/12/K11/12/12/12/12/2U6U2 w - 0 1", rules).unwrap();
    assert_eq!(p.unmoved_unicorns().count(), 2);
    let moves = [
        "c1-d3", "l12-k12", "j1-h2", "k12-l12", "d3-f5", "l12-k12", "h2-f4", "k12-l12", "f5-j1",
        "l12-k12", "f4-c1", "k12-l12", "c1-d2", "l12-k12", "d2-c1", "k12-l12",
    ];
    for (ply, mv) in moves.iter().enumerate() {
        assert_eq!(p.outcome(), None, "before ply {}", ply + 1);
        p.play_text(mv).unwrap();
    }
    assert_eq!(p.unmoved_unicorns().count(), 0);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    assert!(p.play_text("c1-d2").is_err());
}
