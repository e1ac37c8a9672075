//! Setups from fuzz bytes: arbitrary positions for the conformance and
//! differential targets, one builder per game over the public `Setup` fields.
//!
//! Every game reads the same layout:
//!
//! | bytes | meaning |
//! |---|---|
//! | one per rule option | the rules (see [`rules_from_bytes`](crate::rules_from_bytes)) |
//! | flags | bit 0: the second side to move; bit 1: *raw* (see below); bits 2–7: the game's rights |
//! | 2 | the halfmove clock and the fullmove number |
//! | 1 | how many placements follow (modulo the game's maximum) |
//! | 3 each | a placement: the square (two bytes, modulo the board size) and the piece (bit 0 the colour, bit 7 a mark some games read, bits 1–6 the kind modulo the number of kinds) |
//! | the rest | move choices for a short game from the position |
//!
//! A raw input places every piece as given and takes the counters as they
//! are, so that [`from_setup`](variant_core::Game::from_setup) sees every
//! kind of problem. Otherwise the builder makes a position the game can
//! hold: the first two placements are the kings where a side needs exactly
//! one (further kings are skipped), placements the game refuses outright
//! (a level a piece cannot reach, a pawn on its last rank) are skipped, the
//! fullmove number is at least 1, and if the result is still refused (the
//! side not to move in check) the other side is put to move.

mod baroque;
mod cheskers;
mod dragonchess;
mod grant_acedrex;

use super::{rules_from_bytes, Bytes};
use variant_core::testkit::check_setup;
use variant_core::{Color, Game, Kind, MoveCounters, Piece};

/// A setup read from fuzz bytes, before it is checked.
pub struct Built<G: Game> {
    /// The setup.
    pub setup: G::Setup,
    /// The rules it is to be played under.
    pub rules: G::Rules,
    /// Whether it was read raw (pieces and counters exactly as given).
    pub raw: bool,
}

/// A game whose setups the fuzz targets build from bytes.
pub trait FuzzSetup: Game {
    /// Reads a setup, its rules and the raw flag (the layout in the module
    /// docs), leaving the move choices unread.
    fn setup_from_bytes(bytes: &mut Bytes) -> Built<Self>;

    /// The same setup with the other side to move.
    fn other_side_to_move(setup: &Self::Setup) -> Self::Setup;
}

/// The first part of every input: the rules, the flags and the counters.
pub struct Header<R> {
    /// The rules.
    pub rules: R,
    /// The side to move.
    pub turn: Color,
    /// Pieces and counters exactly as given.
    pub raw: bool,
    /// Bits 2–7 of the flags byte, shifted down: the game's rights.
    pub rights: u8,
    /// The counters (a fullmove number of at least 1 unless raw).
    pub counters: MoveCounters,
}

impl<R: variant_core::RuleSet> Header<R> {
    /// Reads the header of game `game`, whose first side to move is `first`.
    pub fn read(game: &str, first: Color, bytes: &mut Bytes) -> Header<R> {
        let rules = rules_from_bytes(game, bytes);
        let flags = bytes.byte();
        let raw = flags & 2 != 0;
        let halfmove = u32::from(bytes.byte());
        let fullmove = u32::from(bytes.byte());
        Header {
            rules,
            turn: if flags & 1 == 0 { first } else { !first },
            raw,
            rights: flags >> 2,
            counters: MoveCounters {
                halfmove_clock: halfmove,
                fullmove_number: if raw { fullmove } else { fullmove.max(1) },
            },
        }
    }
}

/// One placement read from the input.
#[derive(Clone, Copy, Debug)]
pub struct Placement<K: Kind> {
    /// The square index, already reduced modulo the board size.
    pub square: usize,
    /// The piece.
    pub piece: Piece<K>,
    /// Bit 7 of the piece byte (Grant Acedrex: listed as an unmoved unicorn).
    pub mark: bool,
}

/// Reads the placement count (modulo `max + 1`) and the placements, for a
/// board of `squares` squares.
pub fn placements<K: Kind>(bytes: &mut Bytes, squares: usize, max: usize) -> Vec<Placement<K>> {
    let count = usize::from(bytes.byte()) % (max + 1);
    (0..count)
        .map(|_| {
            let square = usize::from(bytes.u16()) % squares;
            let byte = bytes.byte();
            let color = if byte & 1 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let kind = K::ALL[usize::from((byte >> 1) & 0x3f) % K::ALL.len()];
            Placement {
                square,
                piece: Piece::new(color, kind),
                mark: byte & 0x80 != 0,
            }
        })
        .collect()
}

/// The kings-first rule of non-raw inputs, for games where each side has
/// exactly one king: the first two placements become White's and Black's
/// kings, and later kings are dropped.
pub fn kings_first<K: Kind>(placements: &mut Vec<Placement<K>>, king: K) {
    for (i, p) in placements.iter_mut().take(2).enumerate() {
        p.piece = Piece::new(if i == 0 { Color::White } else { Color::Black }, king);
    }
    let mut seen = 0;
    placements.retain(|p| {
        if p.piece.kind != king {
            return true;
        }
        seen += 1;
        seen <= 2
    });
}

/// The position the input describes, if its setup is valid (checked by
/// [`check_setup`], which also compares the setup's text with it); the move
/// choices are left in `bytes`. `Err` is a violation of the contract.
pub fn position_from_bytes<G: FuzzSetup>(bytes: &mut Bytes) -> Result<Option<G>, String> {
    let Built { setup, rules, raw } = G::setup_from_bytes(bytes);
    let other = G::other_side_to_move(&setup);
    match check_setup::<G>(setup, rules.clone())? {
        Some(position) => Ok(Some(position)),
        None if raw => Ok(None),
        None => check_setup::<G>(other, rules),
    }
}
