//! The published perft figures and counts.

use grant_acedrex::{MoveList, PieceKind, Position, Rules};
use variant_core::{perft, Game};

fn count_by_kind(p: &Position) -> [usize; 8] {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let mut counts = [0; 8];
    for m in &moves {
        counts[m.piece().index()] += 1;
    }
    counts
}

#[test]
fn start_depth_one_by_piece_kind() {
    let start = Position::default();
    let counts = count_by_kind(&start);
    let expect = |k: PieceKind| counts[k.index()];
    assert_eq!(expect(PieceKind::Pawn), 12);
    assert_eq!(expect(PieceKind::King), 6);
    assert_eq!(expect(PieceKind::Aanca), 13);
    assert_eq!(expect(PieceKind::Unicorn), 10);
    assert_eq!(expect(PieceKind::Lion), 2);
    assert_eq!(expect(PieceKind::Giraffe), 4);
    assert_eq!(expect(PieceKind::Crocodile), 8);
    assert_eq!(expect(PieceKind::Rook), 4);
    let mut king: Vec<String> = start
        .legal_move_vec()
        .iter()
        .filter(|m| m.piece() == PieceKind::King)
        .map(|m| m.to().to_string())
        .collect();
    king.sort();
    assert_eq!(king, ["e3", "f2", "g2", "g3", "h2", "i3"]);
    assert_eq!(perft(&start, 1), 59);
}

#[test]
fn start_depth_two_and_three() {
    let start = Position::start(Rules::cazaux_musser());
    assert_eq!(perft(&start, 2), 3481);
    assert_eq!(perft(&start, 3), 206_209);
}

/// White `Ka1`, Black `Kl12` and a Black pawn on `j12` keep both sides
/// dressed; the rules count only the named piece's moves.
fn only_piece_moves(text: &str, kind: PieceKind) -> usize {
    let p: Position = text.parse().unwrap();
    count_by_kind(&p)[kind.index()]
}

#[test]
fn empty_board_aanca_and_unicorn_on_f6() {
    assert_eq!(
        only_piece_moves(
            "9p1k/12/12/12/12/12/5A6/12/12/12/12/K11 w - 0 1",
            PieceKind::Aanca
        ),
        40
    );
    assert_eq!(
        only_piece_moves(
            "9p1k/12/12/12/12/12/5U6/12/12/12/12/K11 w - 0 1",
            PieceKind::Unicorn
        ),
        36
    );
}

/// Regression guard, not evidence: these numbers come from this crate's own
/// generator (cross-checked only against its naive twin in `tests/naive.rs`).
#[test]
fn presets_depth_three_regression_guard() {
    assert_eq!(perft(&Position::start(Rules::murray()), 3), 182_115);
    assert_eq!(perft(&Position::start(Rules::cazaux_cvp()), 3), 361_317);
}

/// Regression guard, not evidence (about a second in release mode; run with
/// `cargo test -p grant-acedrex --release -- --ignored`).
#[test]
#[ignore]
fn start_depth_four_regression_guard() {
    assert_eq!(perft(&Position::default(), 4), 12_199_605);
    assert_eq!(perft(&Position::start(Rules::murray()), 4), 10_206_806);
    assert_eq!(perft(&Position::start(Rules::cazaux_cvp()), 4), 25_858_687);
}
