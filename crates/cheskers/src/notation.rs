//! Position text, move text and the diagram: parsing and formatting.

use crate::moves::MAX_JUMPS;
use crate::{Move, Piece, PieceKind, Position, Rules, Square};
use variant_core::{ArrayVec, Color, Game, ParseMoveError, ParsePositionError};

/// The position text: placement (ranks 8 to 1), side, halfmove clock,
/// fullmove number.
pub(crate) fn position_text(p: &Position) -> String {
    let mut s = String::with_capacity(48);
    for rank in (0..8).rev() {
        let mut run = 0;
        for file in 0..8 {
            match Square::from_file_rank(file, rank).and_then(|sq| p.piece_at(sq)) {
                Some(piece) => {
                    if run > 0 {
                        s.push(char::from(b'0' + run));
                        run = 0;
                    }
                    s.push(piece.letter());
                }
                None => run += 1,
            }
        }
        if run > 0 {
            s.push(char::from(b'0' + run));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(if p.side == Color::White { 'w' } else { 'b' });
    s.push_str(&format!(" {} {}", p.halfmove, p.fullmove));
    s
}

fn square_name(file: i32, rank: i32) -> String {
    format!(
        "{}{}",
        char::from(b'a' + file as u8),
        char::from(b'1' + rank as u8)
    )
}

/// Parses the placement field into `pos`, collecting problems.
fn parse_placement(field: &str, pos: &mut Position, problems: &mut Vec<String>) {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        problems.push(format!(
            "the placement `{field}` has {} ranks, not 8",
            ranks.len()
        ));
        return;
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i as i32;
        let label = rank + 1;
        let mut file = 0i32;
        let mut previous_digit = false;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if previous_digit {
                    problems.push(format!("rank {label} `{text}` has two digits in a row"));
                }
                previous_digit = true;
                if d == 0 || d > 8 {
                    problems.push(format!("rank {label} `{text}` has the bad run length {d}"));
                }
                file += d as i32;
            } else if let Some(piece) = Piece::from_letter(c) {
                previous_digit = false;
                if file > 7 {
                    file += 1;
                    continue;
                }
                let name = square_name(file, rank);
                match Square::from_file_rank(file, rank) {
                    None => problems.push(format!(
                        "the {} on {name} stands on a light square",
                        piece_label(piece)
                    )),
                    Some(sq) => {
                        let promotion_rank = if piece.color == Color::White { 7 } else { 0 };
                        if piece.kind == PieceKind::Man && rank == promotion_rank {
                            problems.push(format!(
                                "the {} on {name} stands on its promotion rank",
                                piece_label(piece)
                            ));
                        }
                        pos.put(sq, piece);
                    }
                }
                file += 1;
            } else {
                problems.push(format!(
                    "rank {label} `{text}` has the unknown letter `{c}`"
                ));
                previous_digit = false;
                file += 1;
            }
        }
        if file > 8 {
            problems.push(format!(
                "rank {label} `{text}` overfills the rank ({file} squares)"
            ));
        } else if file < 8 {
            problems.push(format!(
                "rank {label} `{text}` underfills the rank ({file} squares)"
            ));
        }
    }
}

fn piece_label(piece: Piece) -> String {
    format!("{} {}", piece.color, piece.kind.name())
}

/// Parses position text (2 to 4 whitespace-separated fields).
pub(crate) fn parse_position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut problems = Vec::new();
    if fields.len() < 2 {
        let missing = if fields.is_empty() {
            "the placement and side to move are missing"
        } else {
            "the side to move is missing"
        };
        return Err(ParsePositionError::new(format!(
            "{missing} in `{text}` (expected `placement side [halfmove [fullmove]]`)"
        )));
    }
    if fields.len() > 4 {
        problems.push(format!(
            "`{}` after the fullmove number is extra",
            fields[4..].join(" ")
        ));
    }
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => {
            problems.push(format!("the side to move `{other}` is not `w` or `b`"));
            Color::Black
        }
    };
    let mut pos = Position::empty(side, rules);
    parse_placement(fields[0], &mut pos, &mut problems);
    if let Some(&half) = fields.get(2) {
        match half.parse::<u32>() {
            Ok(n) if half.bytes().all(|b| b.is_ascii_digit()) => pos.halfmove = n,
            _ => problems.push(format!("the halfmove clock `{half}` is not a number")),
        }
    }
    if let Some(&full) = fields.get(3) {
        match full.parse::<u32>() {
            Ok(0) => problems.push("the fullmove number is 0 (it starts at 1)".to_string()),
            Ok(n) if full.bytes().all(|b| b.is_ascii_digit()) => pos.fullmove = n,
            _ => problems.push(format!("the fullmove number `{full}` is not a number")),
        }
    }
    if !problems.is_empty() {
        return Err(ParsePositionError::from_problems(problems));
    }
    pos.hash = pos.recompute_zobrist();
    pos.reset_history();
    Ok(pos)
}

/// The parts of well-formed move text.
struct MoveText {
    from: Square,
    capture: bool,
    landings: ArrayVec<Square, MAX_JUMPS>,
    promotion: Option<PieceKind>,
}

fn parse_square(text: &str, all: &str) -> Result<Square, ParseMoveError> {
    Square::parse(text).ok_or_else(|| {
        if matches!(text.as_bytes(), [b'a'..=b'h', b'1'..=b'8']) {
            ParseMoveError::malformed(all, format!("{text} is a light square"))
        } else {
            ParseMoveError::malformed(all, format!("`{text}` is not a square a1..h8"))
        }
    })
}

fn parse_syntax(text: &str) -> Result<MoveText, ParseMoveError> {
    if !text.is_ascii() {
        return Err(ParseMoveError::malformed(text, "move text is plain ASCII"));
    }
    let (body, promotion) = match text.split_once('=') {
        Some((body, suffix)) => {
            let kind = match suffix {
                "K" => PieceKind::King,
                "B" => PieceKind::Bishop,
                "C" => PieceKind::Camel,
                _ => {
                    return Err(ParseMoveError::malformed(
                        text,
                        format!("the promotion suffix `={suffix}` is not =K, =B or =C"),
                    ))
                }
            };
            (body, Some(kind))
        }
        None => (text, None),
    };
    if body.len() < 5 || body.len() % 3 != 2 {
        return Err(ParseMoveError::malformed(
            text,
            "expected squares joined by `-` or `x` (b6-a5, a1xd4, c3xe5xc7)",
        ));
    }
    let from = parse_square(&body[0..2], text)?;
    let sep = body.as_bytes()[2];
    let capture = match sep {
        b'-' => false,
        b'x' => true,
        _ => {
            return Err(ParseMoveError::malformed(
                text,
                format!("`{}` is not `-` or `x`", char::from(sep)),
            ))
        }
    };
    let count = (body.len() - 2) / 3;
    if !capture && count > 1 {
        return Err(ParseMoveError::malformed(
            text,
            "only a capture chain has several landing squares (joined by `x`)",
        ));
    }
    if count > MAX_JUMPS {
        return Err(ParseMoveError::malformed(
            text,
            format!("a chain has at most {MAX_JUMPS} jumps"),
        ));
    }
    let mut landings = ArrayVec::new();
    for i in 0..count {
        let at = 2 + 3 * i;
        if body.as_bytes()[at] != sep {
            return Err(ParseMoveError::malformed(
                text,
                format!(
                    "`{}` where `{}` was expected",
                    char::from(body.as_bytes()[at]),
                    char::from(sep)
                ),
            ));
        }
        landings.push(parse_square(&body[at + 1..at + 3], text)?);
    }
    Ok(MoveText {
        from,
        capture,
        landings,
        promotion,
    })
}

/// Parses move text into a legal move of `pos`.
pub(crate) fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let parts = parse_syntax(text)?;
    let legal = pos.legal_move_vec();
    let found = legal.iter().find(|m| {
        m.from() == parts.from
            && m.landings() == parts.landings.as_slice()
            && m.promotion() == parts.promotion
            && m.is_capture() == parts.capture
    });
    if let Some(mv) = found {
        return Ok(mv.clone());
    }
    let reason = if let Some(outcome) = pos.outcome() {
        format!(
            "the game is over ({})",
            outcome.describe(Position::side_name)
        )
    } else {
        match pos.piece_at(parts.from) {
            None => format!("there is no piece on {}", parts.from),
            Some(p) if p.color != pos.side_to_move() => {
                format!(
                    "the piece on {} is not {}'s",
                    parts.from,
                    pos.side_to_move()
                )
            }
            Some(_) => {
                let same_path =
                    |m: &&Move| m.from() == parts.from && m.landings() == parts.landings.as_slice();
                if parts.promotion.is_none()
                    && legal
                        .iter()
                        .any(|m| same_path(&m) && m.promotion().is_some())
                {
                    "a promotion needs the suffix =K, =B or =C".to_string()
                } else if parts.promotion.is_some()
                    && legal
                        .iter()
                        .any(|m| same_path(&m) && m.promotion().is_none())
                {
                    "this move does not promote".to_string()
                } else if legal.iter().any(|m| {
                    m.from() == parts.from
                        && m.is_capture()
                        && m.landings().len() > parts.landings.len()
                        && m.landings().starts_with(&parts.landings)
                }) {
                    "the jump chain must go on while a jump is possible".to_string()
                } else if !parts.capture
                    && legal.iter().any(Move::is_capture)
                    && !legal.iter().any(|m| !m.is_capture())
                {
                    "capture is compulsory here".to_string()
                } else {
                    "not a legal move in this position".to_string()
                }
            }
        }
    };
    Err(ParseMoveError::illegal(text, reason))
}

/// A text diagram: ranks 8 to 1, light squares blank, empty dark squares `.`.
pub(crate) fn diagram(p: &Position) -> String {
    let mut s = String::new();
    for rank in (0..8).rev() {
        s.push_str(&format!("{} ", rank + 1));
        for file in 0..8 {
            let c = match Square::from_file_rank(file, rank) {
                None => ' ',
                Some(sq) => p.piece_at(sq).map_or('.', Piece::letter),
            };
            s.push(' ');
            s.push(c);
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
    }
    s.push_str("   a b c d e f g h\n");
    s.push_str(&format!(
        "{} to move (move {}, halfmove clock {})\n",
        Position::side_name(p.side_to_move()),
        p.fullmove,
        p.halfmove
    ));
    s
}
