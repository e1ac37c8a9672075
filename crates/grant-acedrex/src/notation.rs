//! Position text and move text: parsing, formatting and the diagram.

use crate::position::{murray, Board, Position};
use crate::{Move, MoveList, Piece, PieceKind, Rules, Square};
use variant_core::{Color, Game, ParseMoveError, ParsePositionError, SquareSet144};

/// Parses position text (see the crate docs for the format).
pub(crate) fn parse_position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 3 || fields.len() > 6 {
        return Err(ParsePositionError::new(format!(
            "expected 3 to 6 space-separated fields (placement, side, leap rights, halfmove clock, fullmove number, unmoved unicorns), found {} in `{text}`",
            fields.len()
        )));
    }
    let mut problems = Vec::new();
    let mut board: Board = [None; 144];
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 12 {
        problems.push(format!(
            "the placement `{}` has {} ranks, expected 12",
            fields[0],
            ranks.len()
        ));
    }
    for (i, rank_text) in ranks.iter().enumerate().take(12) {
        let rank = 11 - i;
        let mut file = 0usize;
        let bytes = rank_text.as_bytes();
        let mut j = 0;
        let mut bad = false;
        while j < bytes.len() {
            let c = bytes[j];
            if c.is_ascii_digit() {
                let start = j;
                let mut n = 0usize;
                while j < bytes.len() && bytes[j].is_ascii_digit() {
                    n = (n * 10 + usize::from(bytes[j] - b'0')).min(1000);
                    j += 1;
                }
                if n == 0 || n > 12 {
                    problems.push(format!(
                        "bad empty-square count `{}` in rank {} (`{rank_text}`)",
                        &rank_text[start..j],
                        rank + 1
                    ));
                    bad = true;
                }
                file += n;
                continue;
            }
            match Piece::from_letter(c as char) {
                Some(p) if c.is_ascii() => {
                    if file < 12 {
                        board[rank * 12 + file] = Some(p);
                    }
                    file += 1;
                }
                _ => {
                    let ch = rank_text[j..].chars().next().unwrap_or('?');
                    problems.push(format!(
                        "unknown piece letter `{ch}` in rank {} (`{rank_text}`)",
                        rank + 1
                    ));
                    bad = true;
                    j += ch.len_utf8();
                    continue;
                }
            }
            j += 1;
        }
        if !bad && file > 12 {
            problems.push(format!(
                "rank {} overfills: `{rank_text}` has {file} squares, expected 12",
                rank + 1
            ));
        } else if !bad && file < 12 {
            problems.push(format!(
                "rank {} underfills: `{rank_text}` has {file} squares, expected 12",
                rank + 1
            ));
        }
    }
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => {
            problems.push(format!("bad side to move `{other}` (expected w or b)"));
            Color::White
        }
    };
    let leap = match fields[2] {
        "-" => [false, false],
        "K" => [true, false],
        "k" => [false, true],
        "Kk" => [true, true],
        other => {
            problems.push(format!(
                "bad king-leap rights `{other}` (expected K, k, Kk or -)"
            ));
            [false, false]
        }
    };
    let halfmove = match fields.get(3) {
        None => 0,
        Some(t) => t.parse::<u32>().unwrap_or_else(|_| {
            problems.push(format!("bad halfmove clock `{t}`"));
            0
        }),
    };
    let fullmove = match fields.get(4) {
        None => 1,
        Some(t) => match t.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                problems.push(format!("bad fullmove number `{t}` (a number from 1 up)"));
                1
            }
        },
    };
    let mut unmoved = SquareSet144::EMPTY;
    match fields.get(5) {
        Some(&"-") => {}
        Some(list) => {
            for part in list.split(',') {
                match part.parse::<Square>() {
                    Ok(sq) => {
                        let is_unicorn =
                            matches!(board[sq.index()], Some(p) if p.kind == PieceKind::Unicorn);
                        if !is_unicorn && murray(&rules) {
                            problems
                                .push(format!("unmoved-unicorn square `{part}` holds no unicorn"));
                        }
                        unmoved.insert(sq.index());
                    }
                    Err(_) => problems.push(format!(
                        "bad square `{part}` in the unmoved-unicorn field `{list}`"
                    )),
                }
            }
        }
        None => {
            for (i, p) in board.iter().enumerate() {
                if let Some(p) = p {
                    if p.kind == PieceKind::Unicorn
                        && Position::unicorn_home(Square::at(i as u8), p.color)
                    {
                        unmoved.insert(i);
                    }
                }
            }
        }
    }
    if !murray(&rules) {
        unmoved = SquareSet144::EMPTY;
    }
    let mut king_count = [0; 2];
    for (i, p) in board.iter().enumerate() {
        let Some(p) = p else { continue };
        let sq = Square::at(i as u8);
        match p.kind {
            PieceKind::King => king_count[p.color.index()] += 1,
            PieceKind::Pawn if sq.rank() == p.color.fold(11, 0) => {
                problems.push(format!("{} pawn on {sq}, its promotion rank", p.color))
            }
            _ => {}
        }
    }
    for c in Color::ALL {
        if king_count[c.index()] != 1 {
            problems.push(format!(
                "{c} has {} kings, expected exactly one",
                king_count[c.index()]
            ));
        }
    }
    if !problems.is_empty() {
        return Err(ParsePositionError::from_problems(problems));
    }
    let position = Position::assemble(board, side, leap, unmoved, halfmove, fullmove, rules);
    let other = !side;
    if position.is_attacked(position.king_square(other), side) {
        return Err(ParsePositionError::new(format!(
            "the side not to move ({other}) is in check: its king on {} is attacked",
            position.king_square(other)
        )));
    }
    Ok(position)
}

/// The position text.
pub(crate) fn format_position(p: &Position) -> String {
    let mut s = String::with_capacity(80);
    for rank in (0..12u8).rev() {
        let mut empty = 0;
        for file in 0..12u8 {
            let sq = Square::new(file, rank).expect("on the board");
            match p.piece_at(sq) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(piece.letter());
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(p.side_to_move().fold('w', 'b'));
    s.push(' ');
    match (p.leap_right(Color::White), p.leap_right(Color::Black)) {
        (true, true) => s.push_str("Kk"),
        (true, false) => s.push('K'),
        (false, true) => s.push('k'),
        (false, false) => s.push('-'),
    }
    s.push_str(&format!(" {} {}", p.halfmove_clock(), p.fullmove_number()));
    if murray(p.rules()) {
        let list: Vec<String> = p.unmoved_unicorns().map(|sq| sq.to_string()).collect();
        s.push(' ');
        if list.is_empty() {
            s.push('-');
        } else {
            s.push_str(&list.join(","));
        }
    }
    s
}

/// The canonical (coordinate) move text.
pub(crate) fn format_move_text(mv: &Move) -> String {
    mv.to_string()
}

/// A readable board.
pub(crate) fn diagram(p: &Position) -> String {
    let mut s = String::new();
    for rank in (0..12u8).rev() {
        s.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..12u8 {
            let sq = Square::new(file, rank).expect("on the board");
            s.push(' ');
            s.push(p.piece_at(sq).map_or('.', Piece::letter));
        }
        s.push('\n');
    }
    s.push_str("    a b c d e f g h i j k l\n");
    s.push_str(&format!(
        "{} to move; leap rights: {}",
        p.side_to_move(),
        match (p.leap_right(Color::White), p.leap_right(Color::Black)) {
            (true, true) => "Kk",
            (true, false) => "K",
            (false, true) => "k",
            (false, false) => "-",
        }
    ));
    if let Some(o) = p.outcome() {
        s.push_str(&format!("; {o}"));
    } else if p.is_check() {
        s.push_str("; check");
    }
    s.push('\n');
    s
}

/// Why `mv` is not legal in `p` (for error messages).
pub(crate) fn why_illegal(p: &Position, mv: &Move) -> String {
    let us = p.side_to_move();
    match p.piece_at(mv.from) {
        None => return format!("no piece on {}", mv.from),
        Some(piece) if piece.color != us => {
            return format!(
                "the {} on {} is {}'s, and {us} is to move",
                piece.kind, mv.from, piece.color
            )
        }
        Some(piece) if piece.kind != mv.piece => {
            return format!(
                "the piece on {} is a {}, not a {}",
                mv.from, piece.kind, mv.piece
            )
        }
        _ => {}
    }
    let mut pseudo = MoveList::new();
    p.pseudo_moves_pub(&mut pseudo);
    if let Some(m) = pseudo.iter().find(|m| m.from == mv.from && m.to == mv.to) {
        if m == mv {
            return format!("{mv} would leave the {us} king attacked");
        }
        return format!(
            "{mv} does not match the move from {} to {} ({m})",
            mv.from, mv.to
        );
    }
    format!("the {} on {} cannot move to {}", mv.piece, mv.from, mv.to)
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
                format!("bad promotion suffix `={letter}` (expected =A, =C, ...)"),
            )),
        };
    }
    Ok((t, None))
}

/// Parses move text: coordinate (`g1-g3`, `e5xi9`, `e11-e12=C`, optionally
/// with a leading piece letter) or SAN (`Ud3`, `Uxi9`, `e5`, `dxe5`, `e12=C`).
pub(crate) fn parse_move(p: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(ParseMoveError::malformed(text, "empty move text"));
    }
    if !trimmed.is_ascii() {
        return Err(ParseMoveError::malformed(text, "move text is ASCII"));
    }
    let (body, promo) = strip_suffixes(trimmed)?;
    let mut legal = MoveList::new();
    p.legal_moves(&mut legal);
    let over = || {
        p.outcome()
            .map(|o| ParseMoveError::illegal(text, format!("the game is over ({o})")))
    };

    // Coordinate text, optionally after a piece letter.
    let (letter_kind, coord_body) = match body.as_bytes().first() {
        Some(c) if c.is_ascii_uppercase() => (PieceKind::from_letter(*c as char), &body[1..]),
        _ => (None, body),
    };
    if let Some((from, to, capture)) = parse_coordinate(coord_body) {
        if body.as_bytes()[0].is_ascii_uppercase() && letter_kind.is_none() {
            return Err(ParseMoveError::malformed(
                text,
                format!("unknown piece letter `{}`", &body[..1]),
            ));
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
            return Err(ParseMoveError::illegal(text, why_illegal(p, &probe)));
        };
        if let Some(k) = letter_kind {
            if k != mv.piece {
                return Err(ParseMoveError::illegal(
                    text,
                    format!("the piece on {from} is a {}, not a {k}", mv.piece),
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
            "expected coordinate text (g1-g3, e5xi9) or SAN (Ud3, Uxi9, e5, dxe5)",
        ));
    }
    let split = bytes.len() - digits - 1;
    let to: Square = body[split..]
        .parse()
        .map_err(|e: variant_core::ParseSquareError| {
            ParseMoveError::malformed(text, format!("bad destination square: {e}"))
        })?;
    let mut prefix = &body[..split];
    let capture = prefix.ends_with('x');
    if capture {
        prefix = &prefix[..prefix.len() - 1];
    }
    let mut kind = PieceKind::Pawn;
    if let Some(c) = prefix.bytes().next() {
        if c.is_ascii_uppercase() {
            kind = PieceKind::from_letter(c as char).ok_or_else(|| {
                ParseMoveError::malformed(text, format!("unknown piece letter `{}`", c as char))
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
                    format!("bad disambiguation `{prefix}`"),
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
            && m.piece == kind
            && dis_file.map_or(true, |f| m.from.file() == f)
            && dis_rank.map_or(true, |r| m.from.rank() == r)
        {
            count += 1;
            found.get_or_insert(*m);
        }
    }
    let Some(mv) = found else {
        return Err(ParseMoveError::illegal(
            text,
            format!("no {} of the side to move can go to {to}", kind.name()),
        ));
    };
    if count > 1 {
        return Err(ParseMoveError::ambiguous(
            text,
            format!(
                "{count} {}s can go to {to}; add the file or rank of the one to move",
                kind.name()
            ),
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
            format!("`x` marks a capture, but {} is empty", mv.to),
        ));
    }
    if !capture && mv.captured.is_some() {
        return Err(ParseMoveError::illegal(
            text,
            format!("the move captures on {}: write `x`", mv.to),
        ));
    }
    match (promo, mv.promotion) {
        (Some(_), None) => Err(ParseMoveError::illegal(text, "the move is not a promotion")),
        (Some(given), Some(forced)) if given != forced => Err(ParseMoveError::illegal(
            text,
            format!(
                "a pawn reaching {} becomes a {} (={})",
                mv.to,
                forced.name(),
                forced.letter()
            ),
        )),
        _ => Ok(()),
    }
}

/// SAN text of a legal move of `p`.
pub(crate) fn san(p: &Position, mv: &Move) -> String {
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
        let mut child = p.clone();
        child.play_unchecked(mv);
        if child.is_check() {
            let mate = matches!(
                child.outcome(),
                Some(variant_core::Outcome::Decisive {
                    reason: variant_core::WinReason::Checkmate,
                    ..
                })
            );
            s.push(if mate { '#' } else { '+' });
        }
    }
    s
}

impl Position {
    /// The SAN text of `mv` (a legal move here): piece letter (none for a
    /// pawn), file or rank disambiguation when needed, `x` for a capture,
    /// destination, `=X` for a promotion, `+` for check and `#` for mate.
    ///
    /// ```
    /// use grant_acedrex::Position;
    /// use variant_core::Game;
    /// let p = Position::default();
    /// let mv = p.parse_move("c1-d3").unwrap();
    /// assert_eq!(p.san(&mv), "Ud3");
    /// assert_eq!(p.parse_move("Ud3"), Ok(mv));
    /// ```
    pub fn san(&self, mv: &Move) -> String {
        san(self, mv)
    }

    pub(crate) fn pseudo_moves_pub(&self, out: &mut MoveList) {
        out.clear();
        self.pseudo_moves(out);
    }
}
