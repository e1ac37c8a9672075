//! Move text: coordinate notation and SAN, parsed against a position's
//! legal moves and formatted. (Position text lives in `setup`.)

use crate::{Move, MoveList, PieceKind, Position, Square};
use variant_core::{AnySquare, Excerpt, Game, MoveErrorReason as Why, ParseMoveError};

/// A square as errors name it.
pub(crate) fn at(sq: Square) -> AnySquare {
    sq.coord().into()
}

fn strip_suffixes(text: &str) -> Result<(&str, Option<PieceKind>), ParseMoveError> {
    let t = text.trim_end_matches(['+', '#']);
    if let Some(eq) = t.rfind('=') {
        let letter = &t[eq + 1..];
        let mut chars = letter.chars();
        let kind = match (chars.next(), chars.next()) {
            (Some(c), None) => PieceKind::from_letter(c),
            _ => None,
        };
        return match kind {
            Some(k) => Ok((&t[..eq], Some(k))),
            None => Err(ParseMoveError::malformed(
                text,
                Why::BadPromotionSuffix {
                    suffix: Excerpt::new(letter),
                    expected: "=A, =C, ...",
                },
            )),
        };
    }
    Ok((t, None))
}

/// Parses move text: coordinate (`g1-g3`, `e5xi9`, `e11-e12=C`, optionally
/// with a leading piece letter), SAN (`Ud3`, `Uxi9`, `e5`, `dxe5`, `e12=C`)
/// or `pass`.
pub(crate) fn parse_move(p: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(ParseMoveError::malformed(text, Why::Empty));
    }
    if !trimmed.is_ascii() {
        return Err(ParseMoveError::malformed(text, Why::NotAscii));
    }
    let (body, promo) = strip_suffixes(trimmed)?;
    let mut legal = MoveList::new();
    p.legal_moves(&mut legal);
    let over = || {
        p.outcome()
            .map(|o| ParseMoveError::illegal(text, Why::game_over(o, Position::side_name)))
    };

    if body.eq_ignore_ascii_case("pass") && promo.is_none() {
        if let Some(e) = over() {
            return Err(e);
        }
        return legal.iter().find(|m| m.is_pass()).copied().ok_or_else(|| {
            ParseMoveError::illegal(
                text,
                p.why_illegal(&Move::pass(p.king_square(p.side_to_move()))),
            )
        });
    }

    // Coordinate text, optionally after a piece letter.
    let (letter_kind, coord_body) = match body.as_bytes().first() {
        Some(c) if c.is_ascii_uppercase() => (PieceKind::from_letter(*c as char), &body[1..]),
        _ => (None, body),
    };
    if let Some((from, to, capture)) = parse_coordinate(coord_body) {
        if body.as_bytes()[0].is_ascii_uppercase() && letter_kind.is_none() {
            return Err(ParseMoveError::malformed(
                text,
                Why::UnknownPieceLetter(char::from(body.as_bytes()[0])),
            ));
        }
        if from == to {
            return Err(ParseMoveError::malformed(text, Why::SameSquare));
        }
        if let Some(e) = over() {
            return Err(e);
        }
        let Some(mv) = legal.iter().find(|m| m.from == from && m.to == to).copied() else {
            let probe = Move {
                from,
                to,
                piece: p.piece_at(from).map_or(PieceKind::Pawn, |q| q.kind),
                captured: p.piece_at(to).map(|q| q.kind),
                promotion: None,
            };
            return Err(ParseMoveError::illegal(text, p.why_illegal(&probe)));
        };
        if let Some(k) = letter_kind {
            if k != mv.piece {
                return Err(ParseMoveError::illegal(
                    text,
                    Why::WrongPiece {
                        at: at(from),
                        is: mv.piece.name(),
                        not: k.name(),
                    },
                ));
            }
        }
        check_capture_and_promotion(text, &mv, capture, promo)?;
        return Ok(mv);
    }

    // SAN.
    let bytes = body.as_bytes();
    let digits = bytes
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 || digits > 2 || digits + 1 > bytes.len() {
        return Err(ParseMoveError::malformed(
            text,
            Why::Expected("coordinate text (g1-g3, e5xi9) or SAN (Ud3, Uxi9, e5, dxe5)"),
        ));
    }
    let split = bytes.len() - digits - 1;
    let to: Square = body[split..]
        .parse()
        .map_err(|e| ParseMoveError::malformed(text, Why::BadSanDestination(e)))?;
    let mut prefix = &body[..split];
    let capture = prefix.ends_with('x');
    if capture {
        prefix = &prefix[..prefix.len() - 1];
    }
    let mut kind = PieceKind::Pawn;
    if let Some(c) = prefix.bytes().next() {
        if c.is_ascii_uppercase() {
            kind = PieceKind::from_letter(c as char).ok_or_else(|| {
                ParseMoveError::malformed(text, Why::UnknownPieceLetter(char::from(c)))
            })?;
            prefix = &prefix[1..];
        }
    }
    let mut dis_file = None;
    let mut dis_rank = None;
    let pb = prefix.as_bytes();
    let mut i = 0;
    if i < pb.len() && (b'a'..=b'l').contains(&pb[i]) {
        dis_file = Some(pb[i] - b'a');
        i += 1;
    }
    if i < pb.len() {
        match prefix[i..].parse::<u8>() {
            Ok(r) if (1..=12).contains(&r) && pb[i] != b'0' && pb[i] != b'+' => {
                dis_rank = Some(r - 1)
            }
            _ => {
                return Err(ParseMoveError::malformed(
                    text,
                    Why::BadDisambiguation(Excerpt::new(prefix)),
                ))
            }
        }
    }
    if let Some(e) = over() {
        return Err(e);
    }
    let mut found: Option<Move> = None;
    let mut count = 0;
    for m in legal.iter() {
        if m.to == to
            && !m.is_pass()
            && m.piece == kind
            && dis_file.is_none_or(|f| m.from.file() == f)
            && dis_rank.is_none_or(|r| m.from.rank() == r)
        {
            count += 1;
            found.get_or_insert(*m);
        }
    }
    let Some(mv) = found else {
        return Err(ParseMoveError::illegal(
            text,
            Why::NoPieceCanGo {
                piece: kind.name(),
                to: at(to),
            },
        ));
    };
    if count > 1 {
        return Err(ParseMoveError::ambiguous(
            text,
            Why::SeveralCanGo {
                count,
                piece: kind.name(),
                to: at(to),
            },
        ));
    }
    check_capture_and_promotion(text, &mv, capture, promo)?;
    Ok(mv)
}

fn parse_coordinate(body: &str) -> Option<(Square, Square, bool)> {
    let (from, used) = Square::parse_prefix(body).ok()?;
    let capture = match body.as_bytes().get(used)? {
        b'-' => false,
        b'x' => true,
        _ => return None,
    };
    let to: Square = body.get(used + 1..)?.parse().ok()?;
    Some((from, to, capture))
}

fn check_capture_and_promotion(
    text: &str,
    mv: &Move,
    capture: bool,
    promo: Option<PieceKind>,
) -> Result<(), ParseMoveError> {
    if capture && mv.captured.is_none() {
        return Err(ParseMoveError::illegal(
            text,
            Why::CaptureOnEmpty(at(mv.to)),
        ));
    }
    if !capture && mv.captured.is_some() {
        return Err(ParseMoveError::illegal(
            text,
            Why::CaptureNotMarked(at(mv.to)),
        ));
    }
    match (promo, mv.promotion) {
        (Some(_), None) => Err(ParseMoveError::illegal(text, Why::NotAPromotion)),
        (Some(given), Some(forced)) if given != forced => Err(ParseMoveError::illegal(
            text,
            Why::WrongPromotion {
                to: at(mv.to),
                piece: forced.name(),
                letter: forced.letter(),
            },
        )),
        _ => Ok(()),
    }
}

/// SAN text of a legal move of `p`.
pub(crate) fn san(p: &Position, mv: &Move) -> String {
    if mv.is_pass() {
        return mv.to_string();
    }
    let mut s = String::new();
    let mut legal = MoveList::new();
    p.legal_moves(&mut legal);
    if mv.piece == PieceKind::Pawn {
        if mv.captured.is_some() {
            s.push((b'a' + mv.from.file()) as char);
        }
    } else {
        s.push(mv.piece.letter());
        let rivals: Vec<&Move> = legal
            .iter()
            .filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from)
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|m| m.from.file() != mv.from.file());
            let rank_unique = rivals.iter().all(|m| m.from.rank() != mv.from.rank());
            if file_unique {
                s.push((b'a' + mv.from.file()) as char);
            } else if rank_unique {
                s.push_str(&(mv.from.rank() + 1).to_string());
            } else {
                s.push_str(&mv.from.to_string());
            }
        }
    }
    if mv.captured.is_some() {
        s.push('x');
    }
    s.push_str(&mv.to.to_string());
    if let Some(k) = mv.promotion {
        s.push('=');
        s.push(k.letter());
    }
    if legal.contains(mv) {
        s.extend(p.check_mark(mv));
    }
    s
}

impl Position {
    /// The SAN text of `mv` (a legal move here): piece letter (none for a
    /// pawn), file or rank disambiguation when needed, `x` for a capture,
    /// destination, `=X` for a promotion, `+` for check and `#` for mate;
    /// `pass` for a pass.
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::default();
    /// let mv = p.parse_move("c1-d3").unwrap();
    /// assert_eq!(p.san(&mv), "Ud3");
    /// assert_eq!(p.parse_move("Ud3"), Ok(mv));
    /// ```
    ///
    /// It never panics: a move that is not legal here gets its text without
    /// a check mark.
    #[must_use]
    pub fn san(&self, mv: &Move) -> String {
        san(self, mv)
    }
}

impl Position {
    /// The legal move that XBoard coordinate text names: the origin and the
    /// destination with nothing between them (`c12f10`, `g1g3`), as other
    /// programs' records and the XBoard protocol write moves. A promotion
    /// needs no suffix (the file decides the piece: `f11f12`); a trailing
    /// piece letter in either case is accepted if it is that piece
    /// (`f11f12a`). `None` when the text is not of this form or names no
    /// legal move.
    ///
    /// ```
    /// use grant_acedrex::prelude::*;
    /// let p = Position::default();
    /// assert_eq!(p.parse_xboard_move("g1g3"), p.parse_move("g1-g3").ok());
    /// assert_eq!(p.parse_xboard_move("g1g4"), None); // not a legal move
    /// assert_eq!(p.parse_xboard_move("g1-g3"), None); // not XBoard text
    /// ```
    #[must_use]
    pub fn parse_xboard_move(&self, text: &str) -> Option<Move> {
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
        let mut legal = MoveList::new();
        self.legal_moves(&mut legal);
        let mv = legal
            .iter()
            .find(|m| m.from == from && m.to == to)
            .copied()?;
        match promotion {
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
