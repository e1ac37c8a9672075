//! Position text, move text and the diagram.

use crate::board::Board;
use crate::moves::{parse_square, square_name, Move, Square};
use crate::piece::{Piece, PieceKind};
use crate::rules::Rules;
use crate::{MoveList, Position};
use variant_core::{Color, Game, ParseMoveError, ParsePositionError};

/// Formats the position text: placement (ranks 8 to 1), side, halfmove
/// clock, fullmove number.
pub(crate) fn format_position(p: &Position) -> String {
    let mut s = String::with_capacity(80);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            match p.board.squares[(rank * 8 + file) as usize] {
                Some(piece) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(piece.letter());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(p.side.fold('w', 'b'));
    s.push_str(&format!(" {} {}", p.halfmove, p.fullmove));
    s
}

/// Parses position text, reporting every problem found.
pub(crate) fn parse_position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
    let mut problems: Vec<String> = Vec::new();
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 2 || fields.len() > 4 {
        return Err(ParsePositionError::new(format!(
            "expected 2 to 4 fields (placement, side, halfmove clock, fullmove number), found {} in `{text}`",
            fields.len()
        )));
    }
    let mut board = Board::EMPTY;
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        problems.push(format!(
            "placement `{}` has {} ranks, expected 8",
            fields[0],
            ranks.len()
        ));
    } else {
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - i as u8;
            let mut file: u32 = 0;
            let mut overfull = false;
            for c in rank_text.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n;
                } else if let Some(piece) = Piece::from_letter(c) {
                    if file < 8 {
                        board.put(rank * 8 + file as u8, piece);
                    }
                    file += 1;
                } else {
                    problems.push(format!(
                        "unexpected character `{c}` in rank {} (`{rank_text}`)",
                        rank + 1
                    ));
                    file = 8;
                    overfull = true;
                    break;
                }
            }
            if !overfull && file != 8 {
                problems.push(format!(
                    "rank {} (`{rank_text}`) has {file} squares, expected 8",
                    rank + 1
                ));
            }
        }
        for color in Color::ALL {
            let kings = board.of(color, PieceKind::King).count_ones();
            if kings > 1 {
                problems.push(format!("{color} has {kings} kings, at most one allowed"));
            }
        }
        if board.king(Color::White).is_none() && board.king(Color::Black).is_none() {
            problems.push("no king on the board (at least one is required)".to_string());
        }
    }
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => {
            problems.push(format!("side to move `{other}` is not `w` or `b`"));
            Color::White
        }
    };
    let halfmove = match fields.get(2) {
        None => 0,
        Some(t) => t.parse::<u32>().unwrap_or_else(|_| {
            problems.push(format!("halfmove clock `{t}` is not a number"));
            0
        }),
    };
    let fullmove = match fields.get(3) {
        None => 1,
        Some(t) => match t.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                problems.push(format!("fullmove number `{t}` is not a number from 1"));
                1
            }
        },
    };
    if !problems.is_empty() {
        return Err(ParsePositionError::from_problems(problems));
    }
    Ok(Position::from_parts(board, side, halfmove, fullmove, rules))
}

fn parse_square_in(text: &str, whole: &str) -> Result<Square, ParseMoveError> {
    parse_square(text)
        .ok_or_else(|| ParseMoveError::malformed(whole, format!("`{text}` is not a square a1..h8")))
}

/// Parses move text: `from-to`, optionally followed by `x` and the exact
/// canonical capture list, or a suicide `c4xc4`.
pub(crate) fn parse_move(p: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    let (head, caps_text) = match t.split_once('x') {
        Some((h, c)) => (h, Some(c)),
        None => (t, None),
    };
    let (from, to) = match head.split_once('-') {
        Some((f, d)) => (parse_square_in(f, text)?, Some(parse_square_in(d, text)?)),
        None => {
            if caps_text.is_none() {
                return Err(ParseMoveError::malformed(
                    text,
                    "expected `from-to`, `from-toxcaptures` or a suicide `c4xc4`",
                ));
            }
            (parse_square_in(head, text)?, None)
        }
    };
    let listed: Option<Vec<Square>> = match caps_text {
        None => None,
        Some(c) => Some(
            c.split(',')
                .map(|s| parse_square_in(s, text))
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    if to == Some(from) {
        return Err(ParseMoveError::illegal(
            text,
            "a move must leave its square (a suicide is written `c4xc4`)",
        ));
    }
    if to.is_none() && listed.as_deref() != Some(&[from][..]) {
        return Err(ParseMoveError::malformed(
            text,
            format!(
                "a suicide is written as the square, `x` and the same square: `{0}x{0}`",
                square_name(from)
            ),
        ));
    }
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let found = moves
        .iter()
        .find(|m| m.from() == from && m.to() == to)
        .copied();
    let Some(mv) = found else {
        return Err(ParseMoveError::illegal(text, why_not(p, from, to)));
    };
    if let Some(listed) = listed {
        let expected: Vec<Square> = mv.captured_squares().collect();
        if listed != expected {
            let reason = if expected.is_empty() {
                "this move captures nothing (write it without `x`)".to_string()
            } else {
                let names: Vec<String> = expected.iter().map(|&s| square_name(s)).collect();
                format!(
                    "wrong capture list: this move captures exactly {}, listed in that order",
                    names.join(",")
                )
            };
            return Err(ParseMoveError::illegal(text, reason));
        }
    }
    Ok(mv)
}

/// Why there is no legal move from `from` to `to` (or suicide of `from`).
fn why_not(p: &Position, from: Square, to: Option<Square>) -> String {
    if let Some(outcome) = p.outcome() {
        return format!("the game is over ({outcome})");
    }
    let side = p.side;
    match p.piece_at(from) {
        None => format!("no piece on {}", square_name(from)),
        Some(piece) if piece.color != side => format!(
            "the {} on {} is not {side}'s",
            piece.kind,
            square_name(from)
        ),
        Some(piece) => {
            let frozen = p.frozen(side) & (1u64 << from) != 0;
            match to {
                None if piece.kind == PieceKind::King => "the King cannot commit suicide".into(),
                None if !frozen => format!(
                    "the {} on {} is not frozen, so it cannot commit suicide",
                    piece.kind,
                    square_name(from)
                ),
                None => "suicide is not allowed by the rules (allow_suicide = false)".into(),
                Some(_) if frozen => format!(
                    "the {} on {} is frozen and cannot move",
                    piece.kind,
                    square_name(from)
                ),
                Some(to) => format!(
                    "the {} on {} cannot move to {}",
                    piece.kind,
                    square_name(from),
                    square_name(to)
                ),
            }
        }
    }
}

/// A readable text board, rank 8 at the top, with the side to move.
pub(crate) fn diagram(p: &Position) -> String {
    let mut s = String::new();
    s.push_str("  +-----------------+\n");
    for rank in (0..8u8).rev() {
        s.push_str(&format!("{} |", rank + 1));
        for file in 0..8u8 {
            let c = p.board.squares[(rank * 8 + file) as usize].map_or('.', |pc| pc.letter());
            s.push(' ');
            s.push(c);
        }
        s.push_str(" |\n");
    }
    s.push_str("  +-----------------+\n");
    s.push_str("    a b c d e f g h\n");
    s.push_str(&format!("{} to move", p.side));
    s
}
