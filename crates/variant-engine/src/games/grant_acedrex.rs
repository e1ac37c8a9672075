//! Grant Acedrex.

use super::Terms;
use crate::Evaluate;
use grant_acedrex::{
    each_piece_reach, pawn_captures, piece_reach, Move, PieceKind, Position, Rules, Square,
};
use variant_core::{Color, Game, SquareSet144};

mod cazaux_musser;
mod fairymax;

super::weights! {
    /// The evaluation's weights, in hundredths of a pawn: the material per
    /// kind and the positional terms. The values are in the tables, one
    /// per preset that has its own ([`Weights::for_rules`]).
    pub struct Weights {
        /// Per pawn.
        pawn,
        /// Per giraffe.
        giraffe,
        /// Per lion.
        lion,
        /// Per crocodile.
        crocodile,
        /// Per rook.
        rook,
        /// Per unicorn.
        unicorn,
        /// Per aanca.
        aanca,
        /// Per rank a pawn has advanced from its starting rank.
        pawn_advance,
        /// Per square an aanca could move or capture to.
        aanca_mobility,
        /// Per square a unicorn could move or capture to.
        unicorn_mobility,
        /// Per square a rook could move or capture to.
        rook_mobility,
        /// Per square a crocodile could move or capture to.
        crocodile_mobility,
        /// Per square a lion could leap to.
        lion_mobility,
        /// Per square a giraffe could leap to.
        giraffe_mobility,
        /// Per move of a piece (not a pawn or the king) to the enemy
        /// king's square or a square next to it.
        king_zone_attack,
        /// Per rook on a file without an own pawn.
        rook_open_file,
        /// Per enemy piece (not a pawn or the king) an own pawn attacks.
        pawn_threat,
        /// Per own pawn on the three files around the king, one or two
        /// ranks ahead of it.
        pawn_shield,
        /// Per enemy piece (not a pawn) within three steps of the king
        /// (counted against the king's side).
        king_danger,
        /// Per passed pawn (no enemy pawn ahead of it on its file or the
        /// next ones).
        passed_pawn,
        /// Per rank a passed pawn has advanced from its starting rank.
        passed_pawn_rank,
        /// Per pawn with another own pawn ahead of it on its file (counted
        /// against its side).
        doubled_pawn,
        /// For the side to move.
        tempo,
        /// Against a bare king (the other side has nothing but its king,
        /// which plays on under the presets without the bare-king rule):
        /// three per step (files plus ranks) of that king from the centre
        /// squares, plus 22 (the most steps between two squares) less the
        /// steps between the two kings. Without it the search, seeing no
        /// mate within its depth, shuffles a won ending until the game is
        /// drawn.
        mop_up,
    }
}

impl Weights {
    /// The table the engine plays with under `rules`: the table of the
    /// preset they are, else that of the default rules.
    #[must_use]
    pub fn for_rules(rules: &Rules) -> &'static Weights {
        if *rules == Rules::fairymax() {
            &fairymax::WEIGHTS
        } else {
            &cazaux_musser::WEIGHTS
        }
    }

    /// The table of the default rules.
    pub const DEFAULT: Weights = cazaux_musser::WEIGHTS;

    /// Every table, by the name of the preset it was made for.
    pub const TABLES: &'static [(&'static str, Weights)] = &[
        ("cazaux_musser", cazaux_musser::WEIGHTS),
        ("fairymax", fairymax::WEIGHTS),
    ];
}

/// `color`'s moves per kind and its moves around the enemy king, counted
/// roughly (pins, the king's leap and the Murray unicorn's first move
/// ignored): each piece's reach from the rules crate's tables
/// ([`piece_reach`]: every occupied square blocks, an aanca turns only on
/// an empty square), less its own side's squares.
fn mobility(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let ours = p.occupied(color);
    let occupied = ours | p.occupied(!color);
    let rules = p.rules();
    let enemy_king = p.king_square(!color);
    // The enemy king's square and its neighbours (the king's steps).
    let zone = SquareSet144::single(enemy_king.index())
        | piece_reach(PieceKind::King, !color, enemy_king, &occupied, rules);
    let count_zone = t.wants(|w| w.king_zone_attack);
    let mut near_king = 0;
    // Written out kind by kind, so that each kind's reach is its own code
    // (no dispatch on the kind per piece) and each weight a field read.
    macro_rules! per_kind {
        ($($kind:ident: $weight:ident;)*) => {$(
            let mut squares = 0;
            each_piece_reach(
                PieceKind::$kind,
                color,
                &p.pieces(color, PieceKind::$kind),
                &occupied,
                rules,
                |reach| {
                    let moves = reach - ours;
                    squares += count(&moves);
                    if count_zone {
                        near_king += count(&(moves & zone));
                    }
                },
            );
            t.add(|w| w.$weight, squares);
        )*};
    }
    per_kind! {
        Aanca: aanca_mobility;
        Unicorn: unicorn_mobility;
        Rook: rook_mobility;
        Crocodile: crocodile_mobility;
        Lion: lion_mobility;
        Giraffe: giraffe_mobility;
    }
    t.add(|w| w.king_zone_attack, near_king);
}

/// Material values in hundredths of a pawn, roughly by the number of squares
/// each piece reaches on an open board (aanca 40, unicorn 36, rook 22,
/// crocodile up to 21, lion 12, giraffe 8). The king has no material value.
pub const fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::King => 0,
        PieceKind::Aanca => 800,
        PieceKind::Unicorn => 700,
        PieceKind::Rook => 550,
        PieceKind::Crocodile => 400,
        PieceKind::Lion => 350,
        PieceKind::Giraffe => 300,
        PieceKind::Pawn => 100,
    }
}

/// Points per rank a pawn has advanced from its starting rank.
const PAWN_ADVANCE: i32 = 8;

impl Evaluate for Position {
    /// The material and pawn-advance score of `color`.
    fn material(&self, color: Color) -> i32 {
        // Kind by kind, from the position's counts, and the pawns' squares
        // for their advance (no walk over the 144 squares).
        let mut score = 0;
        for kind in PieceKind::ALL {
            score += value(kind) * self.piece_count(color, kind) as i32;
        }
        for i in self.pieces(color, PieceKind::Pawn).iter() {
            if let Some(sq) = Square::from_index(i) {
                // Pawns start on rank 4 (White) or 9 (Black), 0-based 3 and 8.
                let ranks = color.fold(i32::from(sq.rank()) - 3, 8 - i32::from(sq.rank()));
                score += PAWN_ADVANCE * ranks.max(0);
            }
        }
        score
    }

    /// Captures first (most valuable victim), then promotions.
    fn move_hint(&self, mv: &Move) -> i32 {
        let captured = mv.captured().map_or(0, value);
        let promotion = mv
            .promotion()
            .map_or(0, |kind| value(kind) - value(PieceKind::Pawn));
        captured + promotion
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, Weights::for_rules(self.rules()))
    }

    const LAZY_MARGIN: Option<i32> = Some(LAZY_MARGIN);

    /// Everything but the pieces' mobility: material, pawns, king safety
    /// and tempo.
    fn evaluate_cheap(&self) -> i32 {
        super::weighted(self, Weights::for_rules(self.rules()), |color, t| {
            cheap_side(self, color, t);
        })
    }

    /// The pieces' mobility and attacks on the king's zone.
    fn evaluate_costly(&self) -> i32 {
        super::weighted(self, Weights::for_rules(self.rules()), |color, t| {
            mobility(self, color, t);
        })
    }
}

/// The lazy evaluation's margin, in hundredths of a pawn: the mobility
/// terms rarely move the score this far (at the tables' 3 points a square,
/// 250 points is a difference of over 80 squares of reach between the
/// sides), and a 200-game match with it found no loss of strength
/// (`matches-34/run-lazy.sh`, TUNING.md).
const LAZY_MARGIN: i32 = 250;

/// `color`'s material and pawn advance.
///
/// Written out kind by kind (the king has no material): each weight is then
/// a field read the compiler sees, not an indirect call through a `match`
/// on the kind.
fn material_terms(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    macro_rules! per_kind {
        ($($kind:ident: $value:ident;)*) => {$(
            t.add(|w| w.$value, p.piece_count(color, PieceKind::$kind) as i32);
        )*};
    }
    per_kind! {
        Aanca: aanca;
        Unicorn: unicorn;
        Rook: rook;
        Crocodile: crocodile;
        Lion: lion;
        Giraffe: giraffe;
        Pawn: pawn;
    }
    let mut advanced = 0;
    let table = &PAWN_ADVANCE_FROM[color.index()];
    each(p.pieces(color, PieceKind::Pawn), |sq| {
        advanced += i32::from(table[sq]);
    });
    t.add(|w| w.pawn_advance, advanced);
}

/// The number of squares in `set` ([`bit_count`](super::bit_count)).
#[inline]
fn count(set: &SquareSet144) -> i32 {
    super::bit_count(set.words())
}

/// Calls `f` with each square index of `set`, smallest first (a plain loop
/// per word, cheaper than the general iterator).
#[inline(always)]
fn each(set: SquareSet144, mut f: impl FnMut(usize)) {
    for (base, mut w) in [0, 64, 128].into_iter().zip(set.words()) {
        while w != 0 {
            f(base + w.trailing_zeros() as usize);
            w &= w - 1;
        }
    }
}

/// The ranks a pawn of `color` on square index `sq` has advanced from its
/// starting rank (4 for White, 9 for Black; 0-based 3 and 8), 0 if none.
const fn pawn_advance(color: usize, sq: usize) -> i32 {
    let rank = (sq / 12) as i32;
    let ranks = if color == 0 { rank - 3 } else { 8 - rank };
    if ranks > 0 {
        ranks
    } else {
        0
    }
}

/// `PAWN_ADVANCE_FROM[color][sq]`: [`pawn_advance`] of a pawn of `color`
/// (0 White, 1 Black) on `sq`, looked up rather than computed per pawn.
static PAWN_ADVANCE_FROM: [[u8; 144]; 2] = {
    let mut t = [[0; 144]; 2];
    let mut sq = 0;
    while sq < 144 {
        t[0][sq] = pawn_advance(0, sq) as u8;
        t[1][sq] = pawn_advance(1, sq) as u8;
        sq += 1;
    }
    t
};

/// The words of a 144-square set moved `n` squares (`0 < n < 64`) toward
/// the higher indices (`up`) or the lower ones; squares moved past square
/// 143 are left above it, for the caller to drop.
#[inline(always)]
const fn moved(w: [u64; 3], n: u32, up: bool) -> [u64; 3] {
    if up {
        [
            w[0] << n,
            (w[1] << n) | (w[0] >> (64 - n)),
            (w[2] << n) | (w[1] >> (64 - n)),
        ]
    } else {
        [
            (w[0] >> n) | (w[1] << (64 - n)),
            (w[1] >> n) | (w[2] << (64 - n)),
            w[2] >> n,
        ]
    }
}

/// The squares strictly behind each square of `set` on its file (toward
/// rank 1 when `down`, else toward rank 12), whatever stands there: a
/// fill by doubling steps of 1, 2, 4 and 4 ranks (11 in all).
#[inline(always)]
fn behind(set: &SquareSet144, down: bool) -> SquareSet144 {
    let up = !down;
    let mut w = moved(set.words(), 12, up);
    for n in [12, 24, 48, 48] {
        let m = moved(w, n, up);
        w = [w[0] | m[0], w[1] | m[1], w[2] | m[2]];
    }
    // Off the board above square 143 (only an upward fill puts any there).
    SquareSet144::from_words([w[0], w[1], w[2] & 0xffff])
}

/// Every square of the files but the a-file, and of the files but the
/// l-file: where a set moved one file right, or left, may land.
const NOT_A_FILE: SquareSet144 = around_files(1, 11);
const NOT_L_FILE: SquareSet144 = around_files(0, 10);

/// The squares on files `first..=last` (0-based).
const fn around_files(first: usize, last: usize) -> SquareSet144 {
    let mut words = [0u64; 3];
    let mut sq = 0;
    while sq < 144 {
        if sq % 12 >= first && sq % 12 <= last {
            words[sq / 64] |= 1 << (sq % 64);
        }
        sq += 1;
    }
    SquareSet144::from_words(words)
}

/// `set` and its squares one file to each side (a file's neighbours).
#[inline(always)]
fn with_neighbour_files(set: &SquareSet144) -> SquareSet144 {
    let right = SquareSet144::from_words(moved(set.words(), 1, true)) & NOT_A_FILE;
    let left = SquareSet144::from_words(moved(set.words(), 1, false)) & NOT_L_FILE;
    *set | right | left
}

/// The squares of a 144-square set whose file and rank are each within
/// `files` and `ranks` (ranges of offsets) of square `from`'s.
const fn around(from: usize, files: (i32, i32), ranks: (i32, i32)) -> SquareSet144 {
    let (f, r) = ((from % 12) as i32, (from / 12) as i32);
    let mut words = [0u64; 3];
    let mut to = 0;
    while to < 144 {
        let (df, dr) = ((to % 12) as i32 - f, (to / 12) as i32 - r);
        if df >= files.0 && df <= files.1 && dr >= ranks.0 && dr <= ranks.1 {
            words[to / 64] |= 1 << (to % 64);
        }
        to += 1;
    }
    SquareSet144::from_words(words)
}

/// `NEAR_KING[sq]`: the squares at most three steps (files and ranks) from
/// `sq`, where an enemy piece counts as a danger to a king on `sq`.
static NEAR_KING: [SquareSet144; 144] = {
    let mut t = [SquareSet144::EMPTY; 144];
    let mut sq = 0;
    while sq < 144 {
        t[sq] = around(sq, (-3, 3), (-3, 3));
        sq += 1;
    }
    t
};

/// `SHIELD[color][sq]`: the squares on the three files around `sq`, one or
/// two ranks ahead of it for `color` (where its pawns shield a king on
/// `sq`).
static SHIELD: [[SquareSet144; 144]; 2] = {
    let mut t = [[SquareSet144::EMPTY; 144]; 2];
    let mut sq = 0;
    while sq < 144 {
        t[0][sq] = around(sq, (-1, 1), (1, 2));
        t[1][sq] = around(sq, (-1, 1), (-2, -1));
        sq += 1;
    }
    t
};

/// `color`'s pawn structure and king safety, on square sets.
fn pawns_and_king(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    let ours = p.pieces(color, PieceKind::Pawn);
    let theirs = p.pieces(!color, PieceKind::Pawn);
    // A pawn is passed when no enemy pawn on its file or the next ones is
    // further up the board (from `color`'s side) than it: when it is not
    // behind any of them, as seen from `color`.
    let toward_us = color == Color::White;
    let blocked = with_neighbour_files(&behind(&theirs, toward_us));
    let passed_pawns = ours - blocked;
    let (mut passed, mut passed_ranks) = (0, 0);
    let table = &PAWN_ADVANCE_FROM[color.index()];
    each(passed_pawns, |sq| {
        passed += 1;
        passed_ranks += i32::from(table[sq]);
    });
    t.add(|w| w.passed_pawn, passed);
    t.add(|w| w.passed_pawn_rank, passed_ranks);
    // The files holding an own pawn: all of them brought down to rank 1.
    let on_rank_one = (behind(&ours, true) | ours).words()[0] & 0xfff;
    // Each file's pawns but one are doubled.
    let doubled = p.piece_count(color, PieceKind::Pawn) as i32 - on_rank_one.count_ones() as i32;
    t.add(|w| w.doubled_pawn, -doubled);
    if t.wants(|w| w.rook_open_file) {
        let mut open_rooks = 0;
        each(p.pieces(color, PieceKind::Rook), |sq| {
            open_rooks += i32::from(on_rank_one & (1 << (sq % 12)) == 0);
        });
        t.add(|w| w.rook_open_file, open_rooks);
    }
    if t.wants(|w| w.pawn_threat) {
        let targets = p.occupied(!color) - theirs - p.pieces(!color, PieceKind::King);
        t.add(
            |w| w.pawn_threat,
            count(&(pawn_captures(color, &ours) & targets)),
        );
    }
    let king = p.king_square(color).index();
    t.add(
        |w| w.pawn_shield,
        count(&(ours & SHIELD[color.index()][king])),
    );
    let enemies = p.occupied(!color) - theirs;
    t.add(|w| w.king_danger, -count(&(enemies & NEAR_KING[king])));
}

/// `color`'s drive against a bare enemy king: 0 unless the other side has
/// nothing but its king and `color` more; else three per step (files plus
/// ranks) of that king from the four centre squares, toward the edges
/// where it can be mated, plus 22 less the steps (files plus ranks) between
/// the two kings, our king coming to help.
fn mop_up(p: &Position, color: Color) -> i32 {
    if p.occupied(!color).len() != 1 || p.occupied(color).len() < 2 {
        return 0;
    }
    let (ours, theirs) = (p.king_square(color), p.king_square(!color));
    // Files (or ranks) 0..=11: 5 and 6 are the centre ones.
    let from_centre = |x: u8| i32::from(if x <= 5 { 5 - x } else { x - 6 });
    let edge = from_centre(theirs.file()) + from_centre(theirs.rank());
    let apart = (i32::from(ours.file()) - i32::from(theirs.file())).abs()
        + (i32::from(ours.rank()) - i32::from(theirs.rank())).abs();
    3 * edge + 22 - apart
}

/// `color`'s terms but mobility: the evaluation's cheap part.
fn cheap_side(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    material_terms(p, color, t);
    pawns_and_king(p, color, t);
    if p.side_to_move() == color {
        t.add(|w| w.tempo, 1);
    }
    t.add(|w| w.mop_up, mop_up(p, color));
}

/// Every term of `color`'s side.
fn side(p: &Position, color: Color, t: &mut impl Terms<Weights>) {
    cheap_side(p, color, t);
    mobility(p, color, t);
}

super::tune!();

super::evaluation_by_sides!();
