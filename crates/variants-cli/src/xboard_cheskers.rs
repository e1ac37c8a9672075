//! Cheskers as XBoard 4.9 can host it: an 8×8 fairy game whose pieces are
//! given in Betza notation, seen from Black's side.
//!
//! XBoard starts every game it is given with a `setup` line with White to
//! move (it ignores the side of the line's FEN), but in Cheskers Black moves
//! first. So XBoard is shown the game turned half a turn with the colours
//! swapped ([`cheskers::Position::color_flipped`], which keeps the dark
//! squares dark): XBoard's White is Cheskers' Black. Every square, move and
//! FEN crosses this module on its way to or from XBoard.
//!
//! Pieces: the man is XBoard's pawn (`fmFfcafmF`: a step diagonally forward,
//! or a jump over an enemy diagonally forward, as two legs whose first
//! captures); the king is XBoard's non-royal "man" piece with the king's
//! jumps in all four directions (`mFcafmF`, and no check); bishop and camel
//! are XBoard's own. A jump goes to XBoard as two legs through the jumped
//! square (`c3d4,d4e5`). XBoard 4.9.1 has no form for a chain of two or more
//! jumps: its three-leg moves keep the first leg's destination as the
//! move's destination (sent `b2c3,c3e5,e5f6` by an engine, XBoard 4.9.1
//! forfeits it for an invalid move), and its Betza notation cannot describe
//! one; such a move goes out in our move text, which XBoard refuses.

use cheskers::{Move, PieceKind, Position, Square};
use variant_core::{Game, Kind};

/// The `setup` line (XBoard's piece table: the man on the pawn's place,
/// the bishop and camel on their own, the king on the non-royal "man" and
/// no royal piece; the start position seen from Black's side, which is the
/// start position again) and the `piece` lines.
pub const ANNOUNCEMENT: [&str; 5] = [
    "setup (P.B.......K.............C.p.b.......k.............c.) 8x8+0_fairy 1c1k1k1b/p1p1p1p1/1p1p1p1p/8/8/P1P1P1P1/1P1P1P1P/B1K1K1C1 w - - 0 1",
    "piece P& fmFfcafmF",
    "piece K& mFcafmF",
    "piece B& B",
    "piece C& C",
];

/// The square as XBoard sees it.
fn xboard_square(square: Square) -> String {
    square.color_flipped().to_string()
}

/// The square between two squares a jump apart.
fn jumped(from: Square, to: Square) -> Option<Square> {
    Square::from_file_rank(
        (i32::from(from.file()) + i32::from(to.file())) / 2,
        (i32::from(from.rank()) + i32::from(to.rank())) / 2,
    )
}

/// `mv`, legal in `position`, as XBoard writes it: `from to` for a step,
/// a slide or a leap (and a bishop's or camel's capture), two legs through
/// the jumped square for a jump, the promotion as a lower-case letter.
/// `None` for a chain of two or more jumps, which XBoard cannot write.
pub fn move_text(position: &Position, mv: &Move) -> Option<String> {
    let promotion = mv.promotion().map_or_else(String::new, |kind| {
        kind.letter().to_ascii_lowercase().to_string()
    });
    let from = mv.from();
    let jumper = position
        .piece_at(from)
        .is_some_and(|p| matches!(p.kind, PieceKind::Man | PieceKind::King));
    if !(jumper && mv.is_capture()) {
        return Some(format!(
            "{}{}{promotion}",
            xboard_square(from),
            xboard_square(mv.to())
        ));
    }
    let mut legs = vec![from];
    let mut at = from;
    for &landing in mv.landings() {
        legs.push(jumped(at, landing)?);
        at = landing;
    }
    legs.push(at);
    // from, jumped, to: legs from-jumped, jumped-to.
    let squares: Vec<String> = legs.iter().map(|&sq| xboard_square(sq)).collect();
    let [from, jumped, to] = squares.as_slice() else {
        return None;
    };
    Some(format!("{from}{jumped},{jumped}{to}{promotion}"))
}

/// The legal move of `position` that XBoard's `text` names, if any: in the
/// form [`move_text`] gives (XBoard forwards an engine's moves so), or, for a
/// jump, in the form XBoard sends a move made on its board: `from to;jumped`
/// and the promotion (`g7e5;f6`).
pub fn parse_move(position: &Position, text: &str) -> Option<Move> {
    let text = text.trim();
    position.legal_move_vec().into_iter().find(|mv| {
        move_text(position, mv).is_some_and(|ours| {
            ours == text || board_form(&ours).is_some_and(|board| board == text)
        })
    })
}

/// A jump's `from jumped,jumped to[promotion]` as XBoard writes a move made
/// on its board: `from to;jumped[promotion]`.
fn board_form(legs: &str) -> Option<String> {
    let (first, second) = legs.split_once(',')?;
    let (from, jumped) = first.split_at(2);
    let (_, rest) = second.split_at(2);
    let (to, promotion) = rest.split_at(2);
    Some(format!("{from}{to};{jumped}{promotion}"))
}

/// The position XBoard's view `seen` (parsed as Cheskers, XBoard's White
/// moving) stands for: the board turned back, the colours swapped back.
pub fn from_xboard_view(seen: &Position) -> Position {
    seen.color_flipped()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_seen_from_black_is_the_announced_start() {
        let start = Position::start(Default::default());
        let seen = start.color_flipped().to_string();
        let placement = seen.split(' ').next().unwrap();
        assert!(
            ANNOUNCEMENT[0].ends_with(&format!(") 8x8+0_fairy {placement} w - - 0 1")),
            "{seen}"
        );
        assert!(seen.contains(" w "), "{seen}");
    }

    #[test]
    fn moves_cross_to_xboard_and_back() {
        // Black (XBoard's White) to move first: f6-g5 is g3h4 for XBoard.
        let start = Position::start(Default::default());
        let mv = start.parse_move("f6-g5").unwrap();
        assert_eq!(move_text(&start, &mv).as_deref(), Some("c3b4"));
        assert_eq!(parse_move(&start, "c3b4"), Some(mv));
        assert_eq!(parse_move(&start, "f6g5"), None);
        // A jump: two legs through the jumped square; a chain has no form.
        let p: Position = "7k/8/8/8/8/2p5/1P6/K7 w 0 1".parse().unwrap();
        let jump = p.parse_move("b2xd4").unwrap();
        assert_eq!(move_text(&p, &jump).as_deref(), Some("g7f6,f6e5"));
        assert_eq!(parse_move(&p, "g7f6,f6e5"), Some(jump));
        assert_eq!(parse_move(&p, "g7e5;f6"), Some(jump));
        assert_eq!(parse_move(&p, "g7e5;f4"), None);
        let p: Position = "7k/8/8/4p3/8/2p5/1P6/K7 w 0 1".parse().unwrap();
        let chain = p.parse_move("b2xd4xf6").unwrap();
        assert_eq!(move_text(&p, &chain), None);
        // A promotion: the letter of the new piece.
        let p: Position = "7k/2P5/8/8/8/8/8/K7 w 0 1".parse().unwrap();
        let promote = p.parse_move("c7-d8=C").unwrap();
        assert_eq!(move_text(&p, &promote).as_deref(), Some("f2e1c"));
    }
}
