//! A deliberately naive Cheskers rules engine, used as a test oracle.
//!
//! It is written from the project's rules file `rules/cheskers.md` (and the
//! seed article it is based on) **alone**, without looking at the crate's
//! move generator, so that a misreading or a bug there is not shared here.
//! It uses nothing of the `cheskers` crate: its own board (a plain
//! `[Option<(Side, Kind)>; 64]`, index `rank * 8 + file`), its own
//! position-text parser and formatter (the rules' *Notation* section), its
//! own copy of the rule options, and a generator that walks coordinates with
//! plain loops and recursion (jump chains by depth-first search over the
//! four diagonals). Speed is not a goal; being evidently right is.
//!
//! Covered: men (forward steps, forward jumps, promotion on the far rank by
//! step or jump, ending the chain at once, to King, Bishop or Camel), kings
//! (steps and jumps in all four diagonals), bishops (sliding, capture by
//! displacement), camels ((3,1) leaps over pieces, capture by displacement),
//! jump chains (no piece jumped twice, the origin empty during the chain,
//! revisiting landing squares, a king chain ending on its origin, one move
//! per route), the three compulsory-capture readings, the halfmove clock and
//! fullmove number, and the end of the game (no kings, no legal move,
//! threefold repetition with a history kept here, the no-progress limit).

use std::collections::BTreeSet;

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The rank (0-based) a man of this side promotes on.
    fn last_rank(self) -> i32 {
        match self {
            Side::White => 7,
            Side::Black => 0,
        }
    }

    /// The rank step of "forward" for this side.
    fn forward(self) -> i32 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }
}

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Man,
    King,
    Bishop,
    Camel,
}

impl Kind {
    fn letter(self) -> char {
        match self {
            Kind::Man => 'P',
            Kind::King => 'K',
            Kind::Bishop => 'B',
            Kind::Camel => 'C',
        }
    }
}

/// What stands on a square.
pub type Cell = Option<(Side, Kind)>;

/// The 64 squares of the chessboard, index `rank * 8 + file` (both 0-based).
pub type Board = [Cell; 64];

/// The oracle's own copy of the compulsory-capture option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// If a man or king can jump: all jump chains plus bishop/camel captures.
    AnyCaptureSatisfies,
    /// If a man or king can jump: only jump chains.
    ManKingCaptureExclusive,
    /// Only a man or king that can jump must jump.
    PieceLevel,
}

/// The oracle's own copy of the rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub capture: Capture,
    pub threefold: bool,
    pub no_progress_limit: Option<u32>,
}

/// A position: placement, side to move and the two counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    pub board: Board,
    pub side: Side,
    pub halfmove: u32,
    pub fullmove: u32,
}

/// `(file, rank)` to an index, if on the board.
pub fn index(file: i32, rank: i32) -> Option<usize> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some((rank * 8 + file) as usize)
    } else {
        None
    }
}

fn file_of(i: usize) -> i32 {
    (i % 8) as i32
}

fn rank_of(i: usize) -> i32 {
    (i / 8) as i32
}

pub fn is_dark(file: i32, rank: i32) -> bool {
    (file + rank) % 2 == 0
}

/// `a1`..`h8`.
pub fn square_name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
}

/// The index of a square name such as `c3` (for building test positions).
pub fn square(name: &str) -> usize {
    let b = name.as_bytes();
    assert_eq!(b.len(), 2, "square name {name}");
    index((b[0] - b'a') as i32, (b[1] - b'1') as i32).expect("square on the board")
}

fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

impl Pos {
    /// Parses position text as the rules' Notation section defines it.
    pub fn parse(text: &str) -> Result<Pos, String> {
        let fields: Vec<&str> = text.split(' ').collect();
        if fields.len() < 2 || fields.len() > 4 {
            return Err(format!("expected 2 to 4 fields: {text:?}"));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 8 {
            return Err("expected 8 ranks".into());
        }
        let mut board: Board = [None; 64];
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - i as i32;
            let mut file = 0i32;
            let mut previous_was_digit = false;
            for ch in rank_text.chars() {
                if let Some(d) = ch.to_digit(10) {
                    if previous_was_digit {
                        return Err("two digits in a row".into());
                    }
                    if d == 0 {
                        return Err("a run of zero empty squares".into());
                    }
                    previous_was_digit = true;
                    file += d as i32;
                    if file > 8 {
                        return Err("rank overfills".into());
                    }
                    continue;
                }
                previous_was_digit = false;
                let side = if ch.is_ascii_uppercase() {
                    Side::White
                } else {
                    Side::Black
                };
                let kind = match ch.to_ascii_uppercase() {
                    'P' => Kind::Man,
                    'K' => Kind::King,
                    'B' => Kind::Bishop,
                    'C' => Kind::Camel,
                    _ => return Err(format!("unknown piece letter {ch:?}")),
                };
                if file >= 8 {
                    return Err("rank overfills".into());
                }
                if !is_dark(file, rank) {
                    return Err("piece on a light square".into());
                }
                if kind == Kind::Man && rank == side.last_rank() {
                    return Err("man on its promotion rank".into());
                }
                board[index(file, rank).unwrap()] = Some((side, kind));
                file += 1;
            }
            if file != 8 {
                return Err("rank underfills".into());
            }
        }
        let side = match fields[1] {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err("side must be w or b".into()),
        };
        let halfmove = match fields.get(2) {
            None => 0,
            Some(s) if all_digits(s) => s.parse().map_err(|_| "halfmove clock too large")?,
            Some(_) => return Err("bad halfmove clock".into()),
        };
        let fullmove = match fields.get(3) {
            None => 1,
            Some(s) if all_digits(s) => s.parse().map_err(|_| "fullmove number too large")?,
            Some(_) => return Err("bad fullmove number".into()),
        };
        if fullmove == 0 {
            return Err("fullmove number 0".into());
        }
        Ok(Pos {
            board,
            side,
            halfmove,
            fullmove,
        })
    }

    /// The canonical position text (always all four fields).
    pub fn text(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.board[index(file, rank).unwrap()] {
                    None => empty += 1,
                    Some((side, kind)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = kind.letter();
                        out.push(match side {
                            Side::White => c,
                            Side::Black => c.to_ascii_lowercase(),
                        });
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let side = match self.side {
            Side::White => "w",
            Side::Black => "b",
        };
        format!("{out} {side} {} {}", self.halfmove, self.fullmove)
    }

    /// What repetition compares: the placement and the side to move.
    pub fn key(&self) -> (Board, Side) {
        (self.board, self.side)
    }

    fn kings(&self, side: Side) -> usize {
        self.board
            .iter()
            .filter(|c| **c == Some((side, Kind::King)))
            .count()
    }
}

/// One move in the making: origin, landing squares (one for a step, slide or
/// leap, every landing square of a jump chain), captured squares, promotion.
#[derive(Clone, Debug)]
struct Raw {
    from: usize,
    path: Vec<usize>,
    captured: Vec<usize>,
    promotion: Option<Kind>,
}

impl Raw {
    fn text(&self) -> String {
        let mut s = square_name(self.from);
        for &to in &self.path {
            s.push(if self.captured.is_empty() { '-' } else { 'x' });
            s.push_str(&square_name(to));
        }
        if let Some(k) = self.promotion {
            s.push('=');
            s.push(k.letter());
        }
        s
    }
}

const DIAGONALS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

const CAMEL: [(i32, i32); 8] = [
    (3, 1),
    (1, 3),
    (-1, 3),
    (-3, 1),
    (-3, -1),
    (-1, -3),
    (1, -3),
    (3, -1),
];

/// The diagonal directions a man or king moves and jumps in.
fn checker_directions(side: Side, kind: Kind) -> Vec<(i32, i32)> {
    if kind == Kind::King {
        DIAGONALS.to_vec()
    } else {
        vec![(1, side.forward()), (-1, side.forward())]
    }
}

/// Pushes the move, three times (`=K`, `=B`, `=C`) if a man lands on its
/// last rank.
fn push_with_promotion(out: &mut Vec<Raw>, raw: Raw, side: Side, kind: Kind) {
    let to = *raw.path.last().unwrap();
    if kind == Kind::Man && rank_of(to) == side.last_rank() {
        for k in [Kind::King, Kind::Bishop, Kind::Camel] {
            out.push(Raw {
                promotion: Some(k),
                ..raw.clone()
            });
        }
    } else {
        out.push(raw);
    }
}

/// Every complete jump chain of the man or king on `from`. `board` has the
/// jumping piece already removed from `from` (its origin counts as empty);
/// jumped pieces stay on the board until the move ends, they just cannot be
/// jumped again.
fn extend_chain(
    board: &Board,
    side: Side,
    kind: Kind,
    from: usize,
    path: &mut Vec<usize>,
    jumped: &mut Vec<usize>,
    out: &mut Vec<Raw>,
) {
    let here = *path.last().unwrap_or(&from);
    let mut went_on = false;
    for (df, dr) in checker_directions(side, kind) {
        let (f, r) = (file_of(here), rank_of(here));
        let (Some(over), Some(land)) = (index(f + df, r + dr), index(f + 2 * df, r + 2 * dr))
        else {
            continue;
        };
        let enemy = matches!(board[over], Some((s, _)) if s != side);
        if !enemy || jumped.contains(&over) || board[land].is_some() {
            continue;
        }
        went_on = true;
        path.push(land);
        jumped.push(over);
        if kind == Kind::Man && rank_of(land) == side.last_rank() {
            // A man reaching the last rank stops at once and promotes.
            push_with_promotion(
                out,
                Raw {
                    from,
                    path: path.clone(),
                    captured: jumped.clone(),
                    promotion: None,
                },
                side,
                kind,
            );
        } else {
            extend_chain(board, side, kind, from, path, jumped, out);
        }
        path.pop();
        jumped.pop();
    }
    if !went_on && !path.is_empty() {
        out.push(Raw {
            from,
            path: path.clone(),
            captured: jumped.clone(),
            promotion: None,
        });
    }
}

/// The moves of the piece on `from`, split into (jump chains, everything
/// else). For a bishop or camel the first list is always empty.
fn piece_moves(board: &Board, from: usize) -> (Vec<Raw>, Vec<Raw>) {
    let (side, kind) = board[from].unwrap();
    let (f, r) = (file_of(from), rank_of(from));
    let mut jumps = Vec::new();
    let mut others = Vec::new();
    let simple = |to: usize, capture: bool| Raw {
        from,
        path: vec![to],
        captured: if capture { vec![to] } else { vec![] },
        promotion: None,
    };
    match kind {
        Kind::Man | Kind::King => {
            for (df, dr) in checker_directions(side, kind) {
                if let Some(to) = index(f + df, r + dr) {
                    if board[to].is_none() {
                        push_with_promotion(&mut others, simple(to, false), side, kind);
                    }
                }
            }
            let mut without = *board;
            without[from] = None;
            extend_chain(
                &without,
                side,
                kind,
                from,
                &mut Vec::new(),
                &mut Vec::new(),
                &mut jumps,
            );
        }
        Kind::Bishop => {
            for (df, dr) in DIAGONALS {
                let mut step = 1;
                while let Some(to) = index(f + step * df, r + step * dr) {
                    match board[to] {
                        None => others.push(simple(to, false)),
                        Some((s, _)) => {
                            if s != side {
                                others.push(simple(to, true));
                            }
                            break;
                        }
                    }
                    step += 1;
                }
            }
        }
        Kind::Camel => {
            for (df, dr) in CAMEL {
                if let Some(to) = index(f + df, r + dr) {
                    match board[to] {
                        None => others.push(simple(to, false)),
                        Some((s, _)) if s != side => others.push(simple(to, true)),
                        Some(_) => {}
                    }
                }
            }
        }
    }
    (jumps, others)
}

/// Every move the rules allow, ignoring whether the game is already over.
fn moves_ignoring_end(pos: &Pos, rules: &Rules) -> Vec<Raw> {
    let mut per_piece = Vec::new();
    for i in 0..64 {
        if let Some((side, kind)) = pos.board[i] {
            if side == pos.side {
                let (jumps, others) = piece_moves(&pos.board, i);
                per_piece.push((kind, jumps, others));
            }
        }
    }
    let someone_can_jump = per_piece.iter().any(|(_, jumps, _)| !jumps.is_empty());
    let mut out = Vec::new();
    for (kind, jumps, others) in per_piece {
        let checker = kind == Kind::Man || kind == Kind::King;
        if !someone_can_jump {
            out.extend(others);
            continue;
        }
        match rules.capture {
            Capture::AnyCaptureSatisfies => {
                out.extend(jumps);
                if !checker {
                    out.extend(others.into_iter().filter(|m| !m.captured.is_empty()));
                }
            }
            Capture::ManKingCaptureExclusive => out.extend(jumps),
            Capture::PieceLevel => {
                if checker && !jumps.is_empty() {
                    out.extend(jumps);
                } else {
                    out.extend(others);
                }
            }
        }
    }
    out
}

fn apply(pos: &Pos, m: &Raw) -> Pos {
    let (side, kind) = pos.board[m.from].unwrap();
    let mut board = pos.board;
    board[m.from] = None;
    for &c in &m.captured {
        board[c] = None;
    }
    let to = *m.path.last().unwrap();
    board[to] = Some((side, m.promotion.unwrap_or(kind)));
    let resets = !m.captured.is_empty() || kind == Kind::Man || m.promotion.is_some();
    Pos {
        board,
        side: side.other(),
        halfmove: if resets { 0 } else { pos.halfmove + 1 },
        fullmove: if side == Side::White {
            pos.fullmove + 1
        } else {
            pos.fullmove
        },
    }
}

/// A finished game: the winner (`None` for a draw) and the reason text.
pub type End = (Option<Side>, &'static str);

/// A game: the position, its rules and every position key since the game
/// started (the current one included), for threefold repetition.
#[derive(Clone, Debug)]
pub struct Game {
    pub pos: Pos,
    pub rules: Rules,
    pub history: Vec<(Board, Side)>,
}

impl Game {
    pub fn new(pos: Pos, rules: Rules) -> Game {
        let history = vec![pos.key()];
        Game {
            pos,
            rules,
            history,
        }
    }

    pub fn from_text(text: &str, rules: Rules) -> Game {
        Game::new(Pos::parse(text).expect("oracle parses the text"), rules)
    }

    /// How the game has ended, judged in the rules' order: no kings, no
    /// legal move, then the draw options.
    pub fn outcome(&self) -> Option<End> {
        let us = self.pos.side;
        if self.pos.kings(us) == 0 {
            return Some((Some(us.other()), "no kings"));
        }
        if self.pos.kings(us.other()) == 0 {
            // Only reachable by parsing: the side without kings has lost.
            return Some((Some(us), "no kings"));
        }
        if moves_ignoring_end(&self.pos, &self.rules).is_empty() {
            return Some((Some(us.other()), "no legal move"));
        }
        if self.rules.threefold {
            let key = self.pos.key();
            if self.history.iter().filter(|k| **k == key).count() >= 3 {
                return Some((None, "repetition"));
            }
        }
        if let Some(limit) = self.rules.no_progress_limit {
            if self.pos.halfmove >= limit {
                return Some((None, "no progress"));
            }
        }
        None
    }

    /// Every legal move as (canonical text, the game after it); none in a
    /// decided position.
    pub fn moves(&self) -> Vec<(String, Game)> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        moves_ignoring_end(&self.pos, &self.rules)
            .iter()
            .map(|m| {
                let pos = apply(&self.pos, m);
                let mut history = self.history.clone();
                history.push(pos.key());
                (
                    m.text(),
                    Game {
                        pos,
                        rules: self.rules,
                        history,
                    },
                )
            })
            .collect()
    }

    /// The legal move texts, sorted.
    pub fn move_texts(&self) -> BTreeSet<String> {
        self.moves().into_iter().map(|(t, _)| t).collect()
    }

    /// Plays the move with this text, which must be legal.
    pub fn play(&mut self, text: &str) {
        let next = self
            .moves()
            .into_iter()
            .find(|(t, _)| t == text)
            .unwrap_or_else(|| panic!("{text} is not legal in {}", self.pos.text()));
        *self = next.1;
    }

    /// Leaf count of the legal move tree `depth` plies deep.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|(_, next)| next.perft(depth - 1))
            .sum()
    }
}

/// A position text built from (square, letter) pairs, for hand-made cases.
pub fn place(pieces: &[(&str, char)], side: Side) -> String {
    let mut board: Board = [None; 64];
    for &(name, letter) in pieces {
        let s = if letter.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let k = match letter.to_ascii_uppercase() {
            'P' => Kind::Man,
            'K' => Kind::King,
            'B' => Kind::Bishop,
            'C' => Kind::Camel,
            _ => panic!("letter {letter}"),
        };
        board[square(name)] = Some((s, k));
    }
    Pos {
        board,
        side,
        halfmove: 0,
        fullmove: 1,
    }
    .text()
}
