//! Helpers shared by the hand-checked tests: positions written piece by
//! piece, and the targets of one piece.

#![allow(dead_code)] // each test file uses some of them

use grant_acedrex::{Position, Rules, Square};
use variant_core::Game;

/// Builds position text from pieces written as letter + square (`Ka1`,
/// `pj12`: upper case White), then side, rights and any further fields.
pub fn text(pieces: &str, rest: &str) -> String {
    let mut board = [[None::<char>; 12]; 12];
    for token in pieces.split_whitespace() {
        let letter = token.chars().next().unwrap();
        let sq: Square = token[1..].parse().unwrap();
        board[sq.rank() as usize][sq.file() as usize] = Some(letter);
    }
    let mut ranks = Vec::new();
    for rank in (0..12).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for cell in board[rank] {
            match cell {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(c);
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    format!("{} {rest}", ranks.join("/"))
}

/// The position of [`text`] under the default rules.
pub fn pos(pieces: &str, rest: &str) -> Position {
    pos_with(pieces, rest, Rules::default())
}

/// The position of [`text`] under `rules`.
pub fn pos_with(pieces: &str, rest: &str, rules: Rules) -> Position {
    let t = text(pieces, rest);
    Position::from_text(&t, rules).unwrap_or_else(|e| panic!("`{t}`: {e}"))
}

/// The destinations of the moves of the piece on `from`, sorted, as text.
pub fn targets(p: &Position, from: &str) -> Vec<String> {
    let from: Square = from.parse().unwrap();
    let mut v: Vec<String> = p
        .legal_move_vec()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| m.to().to_string())
        .collect();
    v.sort();
    v
}

/// The texts, sorted.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}
