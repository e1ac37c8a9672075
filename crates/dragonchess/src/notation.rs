//! Position text, move text and the three-board diagram.

use crate::movegen::{self, MoveList};
use crate::position::{Board, Position};
use crate::square::SQUARE_COUNT;
use crate::{Move, Piece, PieceKind, Rules, Square};
use variant_core::{Color, Coord3, Game, ParseMoveError, ParsePositionError};

const LEVEL_NAMES: [&str; 3] = ["Underworld", "Ground", "Sky"];

/// The position text: levels 3, 2, 1 separated by `|`, each as FEN ranks 8
/// to 1, then side `g`/`s`, halfmove clock and fullmove number.
pub(crate) fn position_text(pos: &Position) -> String {
    let mut s = String::with_capacity(200);
    for level in (0..3u8).rev() {
        if level != 2 {
            s.push('|');
        }
        for rank in (0..8u8).rev() {
            if rank != 7 {
                s.push('/');
            }
            let mut empty = 0;
            for file in 0..12u8 {
                let sq = level as usize * 96 + rank as usize * 12 + file as usize;
                match pos.board[sq] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
        }
    }
    s.push_str(&format!(
        " {} {} {}",
        pos.side.fold('g', 's'),
        pos.halfmove,
        pos.fullmove
    ));
    s
}

/// Parses position text (see the crate docs), listing every problem found.
pub(crate) fn parse_position(text: &str, rules: Rules) -> Result<Position, ParsePositionError> {
    let mut problems = Vec::new();
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(ParsePositionError::new("empty position text"));
    }
    let mut board: Board = [None; SQUARE_COUNT];
    parse_placement(fields[0], &mut board, &mut problems);
    let side = match fields.get(1) {
        Some(&"g") => Some(Color::White),
        Some(&"s") => Some(Color::Black),
        Some(other) => {
            problems.push(format!("side to move `{other}` is neither `g` nor `s`"));
            None
        }
        None => {
            problems.push("the side to move (`g` or `s`) is missing".to_string());
            None
        }
    };
    let (mut halfmove, mut fullmove) = (0, 1);
    match fields.len() {
        0..=2 => {}
        3 => problems.push(format!(
            "only one counter `{}`: give both the halfmove clock and the fullmove number, or neither",
            fields[2]
        )),
        4 => {
            match fields[2].parse::<u32>() {
                Ok(n) if fields[2].bytes().all(|b| b.is_ascii_digit()) => halfmove = n,
                _ => problems.push(format!(
                    "halfmove clock `{}` is not a number of plies",
                    fields[2]
                )),
            }
            match fields[3].parse::<u32>() {
                Ok(n) if n >= 1 && fields[3].bytes().all(|b| b.is_ascii_digit()) => fullmove = n,
                _ => problems.push(format!(
                    "fullmove number `{}` is not a number from 1",
                    fields[3]
                )),
            }
        }
        _ => problems.push(format!(
            "unexpected text after the counters: `{}`",
            fields[4..].join(" ")
        )),
    }
    match side {
        Some(side) if problems.is_empty() => {
            Position::from_parts(board, side, halfmove, fullmove, rules)
        }
        _ => Err(ParsePositionError::from_problems(problems)),
    }
}

fn parse_placement(text: &str, board: &mut Board, problems: &mut Vec<String>) {
    let levels: Vec<&str> = text.split('|').collect();
    if levels.len() != 3 {
        problems.push(format!(
            "the placement `{text}` has {} levels separated by `|`, expected 3 (levels 3|2|1)",
            levels.len()
        ));
        return;
    }
    for (i, level_text) in levels.iter().enumerate() {
        let level = 2 - i;
        let ranks: Vec<&str> = level_text.split('/').collect();
        if ranks.len() != 8 {
            problems.push(format!(
                "level {} `{level_text}` has {} ranks, expected 8",
                level + 1,
                ranks.len()
            ));
            continue;
        }
        for (j, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - j;
            parse_rank(rank_text, level, rank, board, problems);
        }
    }
}

fn parse_rank(
    text: &str,
    level: usize,
    rank: usize,
    board: &mut Board,
    problems: &mut Vec<String>,
) {
    let name = format!("level {} rank {} `{text}`", level + 1, rank + 1);
    let bytes = text.as_bytes();
    let mut file = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let run = &text[start..i];
            match run.parse::<usize>() {
                Ok(n @ 1..=12) if !run.starts_with('0') => file += n,
                _ => {
                    problems.push(format!(
                        "{name}: `{run}` is not a run of 1 to 12 empty squares"
                    ));
                    return;
                }
            }
        } else {
            let c = text[i..].chars().next().unwrap_or('?');
            match Piece::from_char(c) {
                Some(p) => {
                    if file < 12 {
                        board[level * 96 + rank * 12 + file] = Some(p);
                    }
                    file += 1;
                }
                None => {
                    problems.push(format!("{name}: `{c}` is not a piece letter"));
                    return;
                }
            }
            i += c.len_utf8();
        }
        if file > 12 {
            break;
        }
    }
    if file != 12 {
        problems.push(format!("{name} covers {file} files, expected 12"));
    }
}

/// Parses move text such as `W2c2-2c3`, `2c2-2c3`, `R3f5x2f4`, `W2d7x2e8=H`.
pub(crate) fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    let mut rest = t;
    let mut letter = None;
    if let Some(c) = rest.chars().next() {
        if c.is_ascii_uppercase() {
            letter = Some(c);
            rest = &rest[1..];
        }
    }
    let bad = |why: &str| ParseMoveError::malformed(text, why);
    let (from, used) = Coord3::parse_prefix(rest, 12, 8, 3)
        .map_err(|e| bad(&format!("bad origin square: {}", e.reason)))?;
    rest = &rest[used..];
    let capture = match rest.chars().next() {
        Some('-') => false,
        Some('x') => true,
        _ => return Err(bad("expected `-` or `x` after the origin square")),
    };
    rest = &rest[1..];
    let (to, used) = Coord3::parse_prefix(rest, 12, 8, 3)
        .map_err(|e| bad(&format!("bad destination square: {}", e.reason)))?;
    rest = &rest[used..];
    let promotion_written = match rest {
        "" => false,
        "=H" => true,
        _ => return Err(bad(&format!("unexpected `{rest}` after the destination"))),
    };
    let from = Square::from_coord_unchecked(from);
    let to = Square::from_coord_unchecked(to);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let Some(mv) = moves
        .iter()
        .find(|m| m.from() == from && m.to() == to)
        .copied()
    else {
        return Err(ParseMoveError::illegal(text, why_illegal(pos, from, to)));
    };
    let kind = mv.piece().kind;
    if let Some(l) = letter {
        if l != kind.letter() {
            let what = match PieceKind::from_letter(l) {
                Some(k) => format!("a {}", k.name()),
                None => format!("`{l}`, no piece letter"),
            };
            return Err(ParseMoveError::illegal(
                text,
                format!(
                    "wrong piece letter: the piece on {from} is a {} ({}), not {what}",
                    kind.name(),
                    kind.letter()
                ),
            ));
        }
    }
    if capture != mv.is_capture() {
        let why = if mv.is_capture() {
            format!("{from} to {to} is a capture: write `x`, not `-`")
        } else {
            format!("{from} to {to} captures nothing: write `-`, not `x`")
        };
        return Err(ParseMoveError::illegal(text, why));
    }
    if promotion_written && !mv.is_promotion() {
        return Err(ParseMoveError::illegal(
            text,
            format!("`=H` written, but {from} to {to} is not a promotion"),
        ));
    }
    Ok(mv)
}

fn why_illegal(pos: &Position, from: Square, to: Square) -> String {
    if let Some(o) = pos.outcome() {
        return format!("the game is over ({})", o.describe(Position::side_name));
    }
    let Some(p) = pos.piece_at(from) else {
        return format!("there is no piece on {from}");
    };
    if p.color != pos.side {
        return format!(
            "the {} on {from} is {}'s, and {} is to move",
            p.kind.name(),
            Position::side_name(p.color),
            Position::side_name(pos.side)
        );
    }
    if pos.is_frozen(from) {
        return format!(
            "the {} on {from} is frozen by the Basilisk below it",
            p.kind.name()
        );
    }
    let mut pseudo = MoveList::new();
    movegen::generate(pos, false, &mut pseudo);
    if pseudo.iter().any(|m| m.from() == from && m.to() == to) {
        format!(
            "the {} on {from} to {to} would leave the {} King attacked",
            p.kind.name(),
            Position::side_name(pos.side)
        )
    } else {
        format!("the {} on {from} cannot go to {to}", p.kind.name())
    }
}

/// The three boards side by side, level 3 (Sky) to level 1 (Underworld),
/// upper case Gold, lower case Scarlet, `.` empty; frozen pieces listed below.
pub(crate) fn diagram(pos: &Position) -> String {
    const GAP: &str = "    ";
    let mut s = String::new();
    let header = |l: usize| format!("Level {} ({})", l + 1, LEVEL_NAMES[l]);
    let width = 2 + 12 * 2 - 1;
    for (i, l) in (0..3).rev().enumerate() {
        if i > 0 {
            s.push_str(GAP);
        }
        s.push_str(&format!("{:<width$}", header(l)));
    }
    s = s.trim_end().to_string();
    s.push('\n');
    for rank in (0..8).rev() {
        let mut line = String::new();
        for (i, l) in (0..3).rev().enumerate() {
            if i > 0 {
                line.push_str(GAP);
            }
            line.push_str(&format!("{} ", rank + 1));
            for file in 0..12 {
                if file > 0 {
                    line.push(' ');
                }
                line.push(pos.board[l * 96 + rank * 12 + file].map_or('.', Piece::char));
            }
        }
        s.push_str(&line);
        s.push('\n');
    }
    let files = "a b c d e f g h i j k l";
    let footer = [files; 3]
        .iter()
        .map(|f| format!("  {f}"))
        .collect::<Vec<_>>()
        .join(GAP);
    s.push_str(&footer);
    s.push('\n');
    let frozen: Vec<String> = pos
        .pieces()
        .filter(|(sq, _)| pos.is_frozen(*sq))
        .map(|(sq, p)| format!("{}{sq}", p.char()))
        .collect();
    if !frozen.is_empty() {
        s.push_str(&format!("frozen: {}\n", frozen.join(" ")));
    }
    s.push_str(&format!(
        "{} to move{}",
        Position::side_name(pos.side),
        if pos.is_check() { ", in check" } else { "" }
    ));
    s.push('\n');
    s
}
