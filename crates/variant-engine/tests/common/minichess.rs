//! Chess without castling, en passant or double steps, on a board of up to
//! 8 x 8: kings, queens, rooks, bishops, knights, and pawns that promote to
//! a queen. Checkmate wins, stalemate draws. Big enough for real tactics
//! (forks, mates, recaptures that quiescence must see), small enough to
//! write in a test.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use variant_core::{
    ArrayVec, Color, DrawReason, Game, MoveErrorReason, MoveSink, Outcome, ParseMoveError,
    ParsePositionError, PositionError, Preset, RuleError, RuleOption, RuleSet, WinReason,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Kind {
    const ALL: [Kind; 6] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];

    fn letter(self) -> char {
        match self {
            Kind::King => 'k',
            Kind::Queen => 'q',
            Kind::Rook => 'r',
            Kind::Bishop => 'b',
            Kind::Knight => 'n',
            Kind::Pawn => 'p',
        }
    }

    pub const fn value(self) -> i32 {
        match self {
            Kind::King => 0,
            Kind::Queen => 900,
            Kind::Rook => 500,
            Kind::Bishop => 330,
            Kind::Knight => 320,
            Kind::Pawn => 100,
        }
    }
}

type Piece = (Color, Kind);

/// A move: its squares (`rank * 8 + file`), whether it promotes, and what it
/// captures (moves carry what they capture, as in the game crates).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mv {
    pub from: u8,
    pub to: u8,
    pub promote: bool,
    pub captured: Option<Kind>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MiniRules;

impl RuleSet for MiniRules {
    const OPTIONS: &'static [RuleOption] = &[];
    fn presets() -> &'static [Preset<MiniRules>] {
        &[Preset {
            name: "default",
            meaning: "no options",
            rules: MiniRules::default,
        }]
    }
    fn option_value(&self, _key: &str) -> Option<String> {
        None
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        Err(RuleError::unknown_key(key, value, &[]))
    }
}

/// Plain data: any placement, the side to move as `turn`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MiniSetup {
    pub board: [Option<Piece>; 64],
    pub width: u8,
    pub height: u8,
    pub turn: Color,
}

/// Equality and hashing see the game state only, not the halfmove clock.
#[derive(Clone, Debug)]
pub struct Mini {
    board: [Option<Piece>; 64],
    width: u8,
    height: u8,
    side: Color,
    halfmove: u32,
    hash: u64,
}

impl PartialEq for Mini {
    fn eq(&self, other: &Mini) -> bool {
        (self.board, self.width, self.height, self.side)
            == (other.board, other.width, other.height, other.side)
    }
}

impl Eq for Mini {}

impl std::hash::Hash for Mini {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.board, self.width, self.height, self.side).hash(state);
    }
}

pub const MAX_MOVES: usize = 256;
const KEYS: [u64; 64 * 12 + 1] = variant_core::zobrist::zobrist_keys(0x3141);

const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
}

fn piece_letter((color, kind): Piece) -> char {
    let c = kind.letter();
    color.fold(c.to_ascii_uppercase(), c)
}

fn board_text(board: &[Option<Piece>; 64], width: u8, height: u8) -> String {
    let mut ranks = Vec::new();
    for rank in (0..height).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..width {
            match board[usize::from(rank * 8 + file)] {
                Some(p) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(piece_letter(p));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    ranks.join("/")
}

impl fmt::Display for MiniSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.turn.fold("w", "b");
        write!(
            f,
            "{} {side}",
            board_text(&self.board, self.width, self.height)
        )
    }
}

impl fmt::Display for Mini {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

fn syntax(s: &str, why: &'static str) -> ParsePositionError {
    ParsePositionError::syntax(variant_core::TextError::new(
        variant_core::text::Field::Whole,
        s,
        variant_core::text::TextErrorKind::Invalid { expected: why },
    ))
}

impl FromStr for MiniSetup {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<MiniSetup, ParsePositionError> {
        let fields: Vec<&str> = s.split_ascii_whitespace().collect();
        let [placement, side] = fields[..] else {
            return Err(syntax(s, "expected PLACEMENT w|b"));
        };
        let turn = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(syntax(s, "the side is w or b")),
        };
        let ranks: Vec<&str> = placement.split('/').collect();
        let height = ranks.len();
        if !(1..=8).contains(&height) {
            return Err(syntax(s, "1 to 8 ranks"));
        }
        let mut board = [None; 64];
        let mut width = None;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = height - 1 - i;
            let mut file = 0usize;
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                } else {
                    let kind = Kind::ALL
                        .into_iter()
                        .find(|k| k.letter() == c.to_ascii_lowercase())
                        .ok_or_else(|| syntax(s, "unknown piece letter"))?;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    if file >= 8 {
                        return Err(syntax(s, "at most 8 files"));
                    }
                    board[rank * 8 + file] = Some((color, kind));
                    file += 1;
                }
            }
            if file == 0 || file > 8 || width.is_some_and(|w| w != file) {
                return Err(syntax(s, "ranks of 1 to 8 squares, all alike"));
            }
            width = Some(file);
        }
        Ok(MiniSetup {
            board,
            width: width.unwrap_or(8) as u8,
            height: height as u8,
            turn,
        })
    }
}

impl FromStr for Mini {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Mini, ParsePositionError> {
        Mini::from_text(s, MiniRules)
    }
}

impl Mini {
    fn on_board(&self, file: i8, rank: i8) -> Option<u8> {
        (file >= 0 && rank >= 0 && file < self.width as i8 && rank < self.height as i8)
            .then(|| (rank * 8 + file) as u8)
    }

    fn at(&self, sq: u8) -> Option<Piece> {
        self.board[usize::from(sq)]
    }

    fn king(&self, color: Color) -> Option<u8> {
        (0..64u8).find(|&sq| self.at(sq) == Some((color, Kind::King)))
    }

    /// Whether `by` attacks `sq`.
    fn attacked(&self, sq: u8, by: Color) -> bool {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let has = |file: i8, rank: i8, kinds: &[Kind]| {
            self.on_board(file, rank)
                .and_then(|s| self.at(s))
                .is_some_and(|(c, k)| c == by && kinds.contains(&k))
        };
        if KNIGHT_JUMPS
            .iter()
            .any(|&(df, dr)| has(f + df, r + dr, &[Kind::Knight]))
        {
            return true;
        }
        if KING_STEPS
            .iter()
            .any(|&(df, dr)| has(f + df, r + dr, &[Kind::King]))
        {
            return true;
        }
        // A pawn of `by` attacks from the rank behind it, seen from `sq`.
        let back = by.fold(-1, 1);
        if has(f - 1, r + back, &[Kind::Pawn]) || has(f + 1, r + back, &[Kind::Pawn]) {
            return true;
        }
        for (dirs, kinds) in [
            (ROOK_DIRS, [Kind::Rook, Kind::Queen]),
            (BISHOP_DIRS, [Kind::Bishop, Kind::Queen]),
        ] {
            for (df, dr) in dirs {
                let (mut file, mut rank) = (f + df, r + dr);
                while let Some(s) = self.on_board(file, rank) {
                    if let Some((c, k)) = self.at(s) {
                        if c == by && kinds.contains(&k) {
                            return true;
                        }
                        break;
                    }
                    file += df;
                    rank += dr;
                }
            }
        }
        false
    }

    fn in_check(&self, color: Color) -> bool {
        self.king(color).is_some_and(|k| self.attacked(k, !color))
    }

    fn pseudo_moves(&self, out: &mut Vec<Mv>) {
        let us = self.side;
        for from in 0..64u8 {
            let Some((c, kind)) = self.at(from) else {
                continue;
            };
            if c != us {
                continue;
            }
            let (f, r) = ((from % 8) as i8, (from / 8) as i8);
            let add = |to: u8, out: &mut Vec<Mv>| match self.at(to) {
                Some((c, _)) if c == us => false,
                Some((_, k)) => {
                    out.push(Mv {
                        from,
                        to,
                        promote: false,
                        captured: Some(k),
                    });
                    false
                }
                None => {
                    out.push(Mv {
                        from,
                        to,
                        promote: false,
                        captured: None,
                    });
                    true
                }
            };
            match kind {
                Kind::King | Kind::Knight => {
                    let steps = if kind == Kind::King {
                        KING_STEPS
                    } else {
                        KNIGHT_JUMPS
                    };
                    for (df, dr) in steps {
                        if let Some(to) = self.on_board(f + df, r + dr) {
                            add(to, out);
                        }
                    }
                }
                Kind::Queen | Kind::Rook | Kind::Bishop => {
                    let dirs: &[(i8, i8)] = match kind {
                        Kind::Rook => &ROOK_DIRS,
                        Kind::Bishop => &BISHOP_DIRS,
                        _ => &[
                            (1, 0),
                            (-1, 0),
                            (0, 1),
                            (0, -1),
                            (1, 1),
                            (1, -1),
                            (-1, 1),
                            (-1, -1),
                        ],
                    };
                    for &(df, dr) in dirs {
                        let (mut file, mut rank) = (f + df, r + dr);
                        while let Some(to) = self.on_board(file, rank) {
                            if !add(to, out) {
                                break;
                            }
                            file += df;
                            rank += dr;
                        }
                    }
                }
                Kind::Pawn => {
                    let dr = us.fold(1, -1);
                    let last = us.fold(self.height as i8 - 1, 0);
                    let promote = r + dr == last;
                    if let Some(to) = self.on_board(f, r + dr) {
                        if self.at(to).is_none() {
                            out.push(Mv {
                                from,
                                to,
                                promote,
                                captured: None,
                            });
                        }
                    }
                    for df in [-1, 1] {
                        if let Some(to) = self.on_board(f + df, r + dr) {
                            if let Some((c, k)) = self.at(to) {
                                if c != us {
                                    out.push(Mv {
                                        from,
                                        to,
                                        promote,
                                        captured: Some(k),
                                    });
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    fn make(&mut self, mv: &Mv) {
        let piece = self.board[usize::from(mv.from)].take();
        let pawn = piece.is_some_and(|(_, k)| k == Kind::Pawn);
        let piece = piece.map(|(c, k)| (c, if mv.promote { Kind::Queen } else { k }));
        self.board[usize::from(mv.to)] = piece;
        self.halfmove = if mv.captured.is_some() || pawn || mv.promote {
            0
        } else {
            self.halfmove + 1
        };
        self.side = !self.side;
        self.hash = self.recompute_zobrist();
    }
}

impl Game for Mini {
    type Move = Mv;
    type MoveList = ArrayVec<Mv, MAX_MOVES>;
    type Rules = MiniRules;
    type Setup = MiniSetup;
    type PositionError = PositionError<MiniSetup, String>;
    const NAME: &'static str = "minichess";

    fn start(_rules: MiniRules) -> Mini {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"
            .parse()
            .unwrap()
    }

    fn from_setup(setup: MiniSetup, _rules: MiniRules) -> Result<Mini, Self::PositionError> {
        let mut problems = Vec::new();
        for color in Color::ALL {
            let kings = setup
                .board
                .iter()
                .filter(|p| **p == Some((color, Kind::King)))
                .count();
            if kings != 1 {
                problems.push(format!("{kings} kings for {color:?}"));
            }
        }
        for sq in 0..64u8 {
            if setup.board[usize::from(sq)].is_some()
                && (sq % 8 >= setup.width || sq / 8 >= setup.height)
            {
                problems.push(format!("a piece off the board on {}", square_name(sq)));
            }
            if let Some((_, Kind::Pawn)) = setup.board[usize::from(sq)] {
                if sq / 8 == 0 || sq / 8 == setup.height - 1 {
                    problems.push(format!("a pawn on {}", square_name(sq)));
                }
            }
        }
        let mut position = Mini {
            board: setup.board,
            width: setup.width,
            height: setup.height,
            side: setup.turn,
            halfmove: 0,
            hash: 0,
        };
        if problems.is_empty() && position.in_check(!position.side) {
            problems.push("the side not to move is in check".to_string());
        }
        if !problems.is_empty() {
            return Err(PositionError::new(setup, problems));
        }
        position.hash = position.recompute_zobrist();
        Ok(position)
    }

    fn to_setup(&self) -> MiniSetup {
        MiniSetup {
            board: self.board,
            width: self.width,
            height: self.height,
            turn: self.side,
        }
    }

    fn rules(&self) -> &MiniRules {
        &MiniRules
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    fn fullmove_number(&self) -> u32 {
        1
    }

    fn generate_legal<S: MoveSink<Mv>>(&self, sink: &mut S) {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_moves(&mut moves);
        for mv in moves {
            let mut after = self.clone();
            after.make(&mv);
            if !after.in_check(self.side) {
                sink.push(mv);
            }
        }
    }

    fn is_legal(&self, mv: &Mv) -> bool {
        let mut moves = Vec::new();
        self.generate_legal(&mut moves);
        moves.contains(mv)
    }

    fn is_noisy(&self, mv: &Mv) -> bool {
        mv.captured.is_some() || mv.promote
    }

    fn is_check(&self) -> bool {
        self.in_check(self.side)
    }

    fn play_unchecked(&mut self, mv: &Mv) {
        self.make(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.count_legal_moves() > 0 {
            None
        } else if self.is_check() {
            Some(Outcome::loss_for(self.side, WinReason::Checkmate))
        } else {
            Some(Outcome::Draw {
                reason: DrawReason::Stalemate,
            })
        }
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn recompute_zobrist(&self) -> u64 {
        let mut h = self.side.fold(0, KEYS[64 * 12]);
        for sq in 0..64 {
            if let Some((c, k)) = self.board[sq] {
                let piece = c.index() * 6 + Kind::ALL.iter().position(|&x| x == k).unwrap_or(0);
                h ^= KEYS[piece * 64 + sq];
            }
        }
        h
    }

    fn parse_move(&self, text: &str) -> Result<Mv, ParseMoveError> {
        self.legal_move_vec()
            .into_iter()
            .find(|mv| self.format_move(mv) == text)
            .ok_or_else(|| {
                ParseMoveError::illegal(text, MoveErrorReason::custom("not a legal move here"))
            })
    }

    fn format_move(&self, mv: &Mv) -> String {
        let sep = if mv.captured.is_some() { "x" } else { "-" };
        let promote = if mv.promote { "=Q" } else { "" };
        format!(
            "{}{sep}{}{promote}",
            square_name(mv.from),
            square_name(mv.to)
        )
    }
}

fn material(position: &Mini, color: Color) -> i32 {
    position
        .board
        .iter()
        .flatten()
        .filter(|(c, _)| *c == color)
        .map(|(_, k)| k.value())
        .sum()
}

/// How often the engine asked for a null move.
pub static MINI_NULL_MOVES: AtomicUsize = AtomicUsize::new(0);

impl variant_engine::Evaluate for Mini {
    fn material(&self, color: Color) -> i32 {
        material(self, color)
    }

    fn move_hint(&self, mv: &Mv) -> i32 {
        mv.captured.map_or(0, Kind::value)
            + if mv.promote {
                Kind::Queen.value() - Kind::Pawn.value()
            } else {
                0
            }
    }

    const NULL_MOVE_PRUNING: bool = true;

    /// Through the setup; none for a side with only king and pawns, where
    /// zugzwang is common.
    fn null_move(&self) -> Option<Mini> {
        MINI_NULL_MOVES.fetch_add(1, Ordering::Relaxed);
        let pieces = self
            .board
            .iter()
            .flatten()
            .any(|&(c, k)| c == self.side && !matches!(k, Kind::King | Kind::Pawn));
        if !pieces {
            return None;
        }
        let mut setup = self.to_setup();
        setup.turn = !setup.turn;
        Mini::from_setup(setup, MiniRules).ok()
    }
}
