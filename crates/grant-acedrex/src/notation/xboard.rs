//! XBoard's coordinate text (`c12d10`, `f11f12a`), which other programs'
//! records and the XBoard protocol write, read as a value and resolved.

use crate::{Move, MoveList, PieceKind, Position, Square};
use variant_core::Game;

/// XBoard coordinate text: the origin and the destination with nothing
/// between them, and optionally a promotion's piece letter (either case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct XboardText {
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
}

impl XboardText {
    /// Reads XBoard text (surrounding spaces ignored); `None` if it is not
    /// of this form.
    pub(crate) fn parse(text: &str) -> Option<XboardText> {
        let text = text.trim();
        let (from, used) = Square::parse_prefix(text).ok()?;
        let rest = text.get(used..)?;
        let (to, used) = Square::parse_prefix(rest).ok()?;
        let promotion = match rest.get(used..)? {
            "" => None,
            letter => {
                let mut chars = letter.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Some(PieceKind::from_letter(c)?),
                    _ => return None,
                }
            }
        };
        Some(XboardText {
            from,
            to,
            promotion,
        })
    }

    /// The legal move of `p` it names: a promotion needs no letter (the
    /// file decides the piece), and a letter given must be that piece.
    pub(crate) fn to_move(self, p: &Position) -> Option<Move> {
        let mut legal = MoveList::new();
        p.legal_moves(&mut legal);
        let mv = legal
            .iter()
            .find(|m| m.from == self.from && m.to == self.to)
            .copied()?;
        match self.promotion {
            Some(kind) if mv.promotion != Some(kind) => None,
            _ => Some(mv),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Position, Square};
    use variant_core::Game;

    fn square(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn xboard_text_names_the_legal_move() {
        let start = Position::default();
        // Every legal move of the start position, written without a separator.
        for mv in start.legal_move_vec() {
            let text = format!("{}{}", mv.from, mv.to);
            assert_eq!(start.parse_xboard_move(&text), Some(mv), "{text}");
        }
        // Black's unicorn c12 to d10 (a knight's leap), two-digit ranks on both squares.
        let mut p = start.clone();
        p.play_text("e4-e5").unwrap();
        let mv = p.parse_xboard_move("c12d10").expect("a legal move");
        assert_eq!((mv.from, mv.to), (square("c12"), square("d10")));
        for bad in [
            "", "c12", "c12d10x", "c12-d10", "c12d10ab", "m1m2", "c12c11", "c0d10",
        ] {
            assert_eq!(p.parse_xboard_move(bad), None, "{bad}");
        }
    }

    #[test]
    fn promotions_need_no_suffix() {
        // A white pawn on f11 promotes on f12 to an aanca (the king's file
        // pawns become aancas: f and g under the default array).
        // Black keeps a rook, so neither side is a bare king.
        let p: Position = "kr10/5P6/12/12/12/12/12/12/12/12/12/11K w - 0 1"
            .parse()
            .unwrap();
        let mv = p.parse_xboard_move("f11f12").expect("the promotion");
        assert_eq!(p.format_move(&mv), "f11-f12=A");
        assert_eq!(p.parse_xboard_move("f11f12a"), Some(mv));
        assert_eq!(p.parse_xboard_move("f11f12A"), Some(mv));
        assert_eq!(p.parse_xboard_move("f11f12r"), None);
    }
}
