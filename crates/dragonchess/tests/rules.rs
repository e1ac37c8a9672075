//! Hand-checked cases from the rules (`docs/rules/dragonchess.md`). Each
//! expected move list is derived by hand from the piece table, with the
//! reasoning in a comment. Unless a test says otherwise the Kings stand out of
//! the way on 1a1 (Gold) and 3l8 (Scarlet), where nothing reaches them.

use dragonchess::{ElementalAscent, Piece, Position, Rules, Square, Stalemate};
use variant_core::testkit::{legal_move_texts, sorted_texts};
use variant_core::{Color, DrawReason, Game, MoveErrorKind, MoveErrorReason, Outcome, WinReason};

const GOLD: Color = Color::White;
const SCARLET: Color = Color::Black;

/// Builds a position from tokens such as `K1a1 k3l8 W2e4` (upper case Gold,
/// lower case Scarlet).
fn build_with(spec: &str, side: Color, rules: Rules) -> Position {
    let pieces: Vec<(Square, Piece)> = spec
        .split_whitespace()
        .map(|tok| {
            let c = tok.chars().next().unwrap();
            (tok[1..].parse().unwrap(), Piece::from_letter(c).unwrap())
        })
        .collect();
    Position::from_placement(&pieces, side, rules).unwrap()
}

/// The default rules with one change (`Rules` is `#[non_exhaustive]`).
fn default_rules_with(change: impl FnOnce(&mut Rules)) -> Rules {
    let mut rules = Rules::default();
    change(&mut rules);
    rules
}

fn build(spec: &str, side: Color) -> Position {
    build_with(spec, side, Rules::default())
}

/// The legal moves starting on `sq`, as sorted text.
fn from(pos: &Position, sq: &str) -> Vec<String> {
    let sq: Square = sq.parse().unwrap();
    let mut v: Vec<String> = pos
        .legal_move_vec()
        .iter()
        .filter(|m| m.from() == sq)
        .map(|m| pos.format_move(m))
        .collect();
    v.sort();
    v
}

fn pseudo_has(pos: &Position, text: &str) -> bool {
    let mut moves = dragonchess::MoveList::new();
    pos.pseudo_legal_moves(&mut moves);
    moves.iter().any(|m| m.to_string() == text)
}

fn played(pos: &Position, text: &str) -> Position {
    let mut p = pos.clone();
    p.play_text(text).unwrap();
    p
}

// ---------------------------------------------------------------- Sylph

#[test]
fn sylph_on_level_3() {
    // 3e4: (±1,+1,0) M -> 3d5 (empty) yes, 3f5 (own Sylph) no;
    // (0,+1,0) C -> 3e5 holds a Scarlet Griffon: capture;
    // (0,0,-1) C -> 2e4 holds a Scarlet Warrior: capture, landing on 2e4.
    let pos = build("K1a1 k3l8 S3e4 S3f5 g3e5 w2e4", GOLD);
    assert_eq!(
        from(&pos, "3e4"),
        sorted_texts(&["S3e4-3d5", "S3e4x3e5", "S3e4x2e4"])
    );
    let after = played(&pos, "S3e4x2e4");
    assert_eq!(
        after.piece_at("2e4".parse().unwrap()).unwrap().letter(),
        'S'
    );
    assert_eq!(after.halfmove_clock(), 0);
    // 3a2: the diagonal 3b3 holds an enemy (M only: no), 3a3 is empty (C
    // only: no), 2a2 below is empty (C only: no). No moves at all.
    let pos = build("K1a1 k3l8 S3a2 s3b3", GOLD);
    assert_eq!(from(&pos, "3a2"), sorted_texts(&[]));
}

#[test]
fn sylph_on_level_2_returns_only() {
    // 2e5: M to 3e5 above; M to the empty Gold Sylph homes 3a2 3e2 3i2 3k2
    // (3c2 holds a Gold Griffon, 3g2 a Scarlet Sylph). The Scarlet Warriors
    // on 2d6 and 2e6 cannot be captured: the Sylph never captures from L2.
    let pos = build("K1a1 k3l8 S2e5 G3c2 s3g2 w2d6 w2e6", GOLD);
    assert_eq!(
        from(&pos, "2e5"),
        sorted_texts(&["S2e5-3e5", "S2e5-3a2", "S2e5-3e2", "S2e5-3i2", "S2e5-3k2"])
    );
    // 2c2: the square above, 3c2, is itself a home square: listed once.
    let pos = build("K1a1 k3l8 S2c2", GOLD);
    assert_eq!(
        from(&pos, "2c2"),
        sorted_texts(&["S2c2-3a2", "S2c2-3c2", "S2c2-3e2", "S2c2-3g2", "S2c2-3i2", "S2c2-3k2"])
    );
    // A Scarlet Sylph on 2c2 goes above (3c2) or to Scarlet's homes on rank 7.
    let pos = build("K1a1 k3l8 s2c2", SCARLET);
    assert_eq!(
        from(&pos, "2c2"),
        sorted_texts(&[
            "S2c2-3c2", "S2c2-3a7", "S2c2-3c7", "S2c2-3e7", "S2c2-3g7", "S2c2-3i7", "S2c2-3k7"
        ])
    );
}

// ---------------------------------------------------------------- Griffon

#[test]
fn griffon_on_level_3() {
    // 3f4, leaps (±2,±3,0), (±3,±2,0): 3h7 (own Sylph: no), 3d7 (Scarlet
    // Sylph: capture), 3h1, 3d1, 3i6, 3c6, 3i2, 3c2; the Scarlet Sylphs next
    // to it on 3e5 3f5 3g5 are leapt over.
    // (±1,±1,-1): 2e3 (own Warrior: no), 2g3, 2e5, 2g5 (Scarlet Warrior:
    // capture).
    let pos = build("K1a1 k3l8 G3f4 S3h7 s3d7 s3e5 s3f5 s3g5 W2e3 w2g5", GOLD);
    assert_eq!(
        from(&pos, "3f4"),
        sorted_texts(&[
            "G3f4x3d7", "G3f4-3h1", "G3f4-3d1", "G3f4-3i6", "G3f4-3c6", "G3f4-3i2", "G3f4-3c2",
            "G3f4-2g3", "G3f4-2e5", "G3f4x2g5"
        ])
    );
}

#[test]
fn griffon_on_level_2() {
    // 2f4: (±1,±1,0): 2e3 (own: no), 2g3, 2e5, 2g5 (Scarlet: capture);
    // (±1,±1,+1): 3e3, 3g3, 3e5 (Scarlet Sylph: capture), 3g5. Nothing
    // downward: the Scarlet Dwarf on 1e3 is out of reach.
    let pos = build("K1a1 k3l8 G2f4 W2e3 w2g5 s3e5 d1e3", GOLD);
    assert_eq!(
        from(&pos, "2f4"),
        sorted_texts(&[
            "G2f4-2g3", "G2f4-2e5", "G2f4x2g5", "G2f4-3e3", "G2f4-3g3", "G2f4x3e5", "G2f4-3g5"
        ])
    );
}

// ---------------------------------------------------------------- Dragon

#[test]
fn dragon_slides_steps_and_captures_from_afar() {
    // 3f5 diagonals on L3: NE 3g6, then 3h7 Scarlet Sylph (capture, stop);
    // NW 3e6 3d7 3c8; SE 3g4 3h3 3i2 3j1; SW 3e4, then 3d3 own Sylph (stop).
    // Orthogonal steps: 3f6 Scarlet Sylph (capture), 3f4, 3e5, 3g5.
    // From afar: 2f5 (Scarlet Warrior) and 2f4 (Scarlet Warrior) yes; 2g5 own,
    // 2e5 and 2f6 empty: no.
    let pos = build("K1a1 k3l8 R3f5 s3h7 S3d3 s3f6 w2f5 w2f4 W2g5", GOLD);
    assert_eq!(
        from(&pos, "3f5"),
        sorted_texts(&[
            "R3f5-3g6", "R3f5x3h7", "R3f5-3e6", "R3f5-3d7", "R3f5-3c8", "R3f5-3g4", "R3f5-3h3",
            "R3f5-3i2", "R3f5-3j1", "R3f5-3e4", "R3f5x3f6", "R3f5-3f4", "R3f5-3e5", "R3f5-3g5",
            "R3f5x2f5", "R3f5x2f4"
        ])
    );
    let mv = pos.parse_move("R3f5x2f4").unwrap();
    assert!(mv.is_afar());
    let after = played(&pos, "R3f5x2f4");
    // The Dragon stays on 3f5; 2f4 is empty; a capture resets the clock.
    assert_eq!(
        after.piece_at("3f5".parse().unwrap()).unwrap().letter(),
        'R'
    );
    assert!(after.piece_at("2f4".parse().unwrap()).is_none());
    assert_eq!(after.halfmove_clock(), 0);
}

// ---------------------------------------------------------------- Warrior

#[test]
fn warrior_steps_captures_and_promotes() {
    // 2e4: (0,+1,0) M -> 2e5; (±1,+1,0) C -> 2d5 Scarlet (yes), 2f5 own (no).
    let pos = build("K1a1 k3l8 W2e4 w2d5 W2f5", GOLD);
    assert_eq!(from(&pos, "2e4"), sorted_texts(&["W2e4-2e5", "W2e4x2d5"]));
    // Blocked by an enemy straight ahead: no move (the step is M only).
    let pos = build("K1a1 k3l8 W2e4 w2e5", GOLD);
    assert_eq!(from(&pos, "2e4"), sorted_texts(&[]));
    // 2d7: 2d8 empty -> promotion; 2e8 Scarlet Oliphant -> capture with
    // promotion; 2c8 empty -> nothing.
    let pos = build("K1a1 k3l8 W2d7 o2e8", GOLD);
    assert_eq!(
        from(&pos, "2d7"),
        sorted_texts(&["W2d7-2d8=H", "W2d7x2e8=H"])
    );
    let after = played(&pos, "W2d7x2e8=H");
    assert_eq!(
        after.piece_at("2e8".parse().unwrap()).unwrap().letter(),
        'H'
    );
    // Parsing without `=H` is accepted; the promotion is compulsory.
    assert_eq!(
        pos.parse_move("W2d7-2d8").unwrap(),
        pos.parse_move("W2d7-2d8=H").unwrap()
    );
    // A Scarlet Warrior promotes on rank 1.
    let pos = build("K1a1 k3l8 w2c2", SCARLET);
    assert_eq!(from(&pos, "2c2"), sorted_texts(&["W2c2-2c1=H"]));
}

// ------------------------------------------------ Oliphant, Unicorn, Thief

#[test]
fn oliphant_unicorn_thief() {
    // Oliphant 2c3: E 2d3 2e3 then own Warrior 2f3; W 2b3 2a3; N 2c4 2c5 then
    // Scarlet 2c6 (capture); S 2c2 2c1.
    let pos = build("K1a1 k3l8 O2c3 W2f3 w2c6", GOLD);
    assert_eq!(
        from(&pos, "2c3"),
        sorted_texts(&[
            "O2c3-2d3", "O2c3-2e3", "O2c3-2b3", "O2c3-2a3", "O2c3-2c4", "O2c3-2c5", "O2c3x2c6",
            "O2c3-2c2", "O2c3-2c1"
        ])
    );
    // Unicorn 2d4: knight leaps 2e6 2c6(Scarlet) 2e2 2c2 2f5(own) 2b5 2f3 2b3,
    // over the surrounding pieces.
    let pos = build("K1a1 k3l8 U2d4 w2c6 W2f5 W2d5 W2c4 W2e4 W2d3", GOLD);
    assert_eq!(
        from(&pos, "2d4"),
        sorted_texts(&[
            "U2d4-2e6", "U2d4x2c6", "U2d4-2e2", "U2d4-2c2", "U2d4-2b5", "U2d4-2f3", "U2d4-2b3"
        ])
    );
    // Thief 2e4: NE 2f5 then Scarlet 2g6; NW 2d5 2c6 2b7 2a8; SE 2f3 2g2 2h1;
    // SW 2d3 then own 2c2.
    let pos = build("K1a1 k3l8 T2e4 w2g6 W2c2", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&[
            "T2e4-2f5", "T2e4x2g6", "T2e4-2d5", "T2e4-2c6", "T2e4-2b7", "T2e4-2a8", "T2e4-2f3",
            "T2e4-2g2", "T2e4-2h1", "T2e4-2d3"
        ])
    );
}

// ---------------------------------------------------------------- Hero

#[test]
fn hero_on_every_level() {
    // L2, 2e4: steps 2d3 2f3 2f5 (2d5 own: no); leaps 2c2 2g2 2g6 and 2c6
    // Scarlet (capture, over the own piece on 2d5); up 3d3 3f3 3d5 and 3f5
    // Scarlet (capture); down 1d3 1d5 1f5 (1f3 own: no).
    let pos = build("K1a1 k3l8 H2e4 W2d5 w2c6 s3f5 D1f3", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&[
            "H2e4-2d3", "H2e4-2f3", "H2e4-2f5", "H2e4-2c2", "H2e4-2g2", "H2e4x2c6", "H2e4-2g6",
            "H2e4-3d3", "H2e4-3f3", "H2e4-3d5", "H2e4x3f5", "H2e4-1d3", "H2e4-1d5", "H2e4-1f5"
        ])
    );
    // L1, 1e4: only (±1,±1,+1) back to L2: 2f3, 2d5, 2f5 Scarlet (capture),
    // 2d3 own (no). No planar moves on L1 (1e5 and 1d4 are empty).
    let pos = build("K1a1 k3l8 H1e4 w2f5 W2d3", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["H1e4-2f3", "H1e4-2d5", "H1e4x2f5"])
    );
    // L3, 3e4: only (±1,±1,-1): 2d3 Scarlet (capture), 2f3, 2d5, 2f5.
    let pos = build("K1a1 k3l8 H3e4 w2d3", GOLD);
    assert_eq!(
        from(&pos, "3e4"),
        sorted_texts(&["H3e4x2d3", "H3e4-2f3", "H3e4-2d5", "H3e4-2f5"])
    );
}

// ---------------------------------------------------------------- Cleric

#[test]
fn cleric_on_every_level() {
    // L1, 1e4: king steps 1e3 1f3 1d4 1f4 1d5 1f5, 1e5 Scarlet (capture), 1d3
    // own (no); up 2e4 Scarlet (capture); no level below.
    let pos = build("K1a1 k3l8 C1e4 d1e5 D1d3 w2e4", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&[
            "C1e4-1e3", "C1e4-1f3", "C1e4-1d4", "C1e4-1f4", "C1e4-1d5", "C1e4x1e5", "C1e4-1f5",
            "C1e4x2e4"
        ])
    );
    // L2, 2e4: eight king steps, 3e4 above, 1e4 below.
    let pos = build("K1a1 k3l8 C2e4", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&[
            "C2e4-2d3", "C2e4-2e3", "C2e4-2f3", "C2e4-2d4", "C2e4-2f4", "C2e4-2d5", "C2e4-2e5",
            "C2e4-2f5", "C2e4-3e4", "C2e4-1e4"
        ])
    );
    // L3, 3e4: eight king steps and 2e4 below.
    let pos = build("K1a1 k3l8 C3e4", GOLD);
    assert_eq!(
        from(&pos, "3e4"),
        sorted_texts(&[
            "C3e4-3d3", "C3e4-3e3", "C3e4-3f3", "C3e4-3d4", "C3e4-3f4", "C3e4-3d5", "C3e4-3e5",
            "C3e4-3f5", "C3e4-2e4"
        ])
    );
}

// ---------------------------------------------------------------- Mage

#[test]
fn mage_on_level_2() {
    // 2b2 queen: E 2c2 2d2 then own 2e2; W 2a2; N 2b3 2b4 then Scarlet 2b5;
    // S 2b1; NE 2c3 2d4 2e5 2f6 2g7 2h8; NW 2a3; SE 2c1; SW 2a1; and 3b2, 1b2.
    let pos = build("K1a1 k3l8 M2b2 W2e2 w2b5", GOLD);
    assert_eq!(
        from(&pos, "2b2"),
        sorted_texts(&[
            "M2b2-2c2", "M2b2-2d2", "M2b2-2a2", "M2b2-2b3", "M2b2-2b4", "M2b2x2b5", "M2b2-2b1",
            "M2b2-2c3", "M2b2-2d4", "M2b2-2e5", "M2b2-2f6", "M2b2-2g7", "M2b2-2h8", "M2b2-2a3",
            "M2b2-2c1", "M2b2-2a1", "M2b2-3b2", "M2b2-1b2"
        ])
    );
}

#[test]
fn mage_on_the_outer_levels_and_its_two_level_move() {
    // 1e4: orthogonal steps 1e5 1e3 1d4 and 1f4 Scarlet (capture); up 2e4;
    // two levels up to 3e4 (Scarlet Sylph: capture) over the empty 2e4.
    let spec = "K1a1 k3l8 M1e4 d1f4 s3e4";
    let pos = build(spec, GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["M1e4-1e5", "M1e4-1e3", "M1e4-1d4", "M1e4x1f4", "M1e4-2e4", "M1e4x3e4"])
    );
    // offboard_steps_capture = false: the planar steps no longer capture;
    // the level moves still do.
    let rules = default_rules_with(|r| r.offboard_steps_capture = false);
    let pos = build_with(spec, GOLD, rules);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["M1e4-1e5", "M1e4-1e3", "M1e4-1d4", "M1e4-2e4", "M1e4x3e4"])
    );
    // An enemy on 2e4 is taken by the one-level move and blocks the two-level
    // move; so does an own piece.
    let pos = build("K1a1 k3l8 M1e4 w2e4 s3e4", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["M1e4-1e5", "M1e4-1e3", "M1e4-1d4", "M1e4-1f4", "M1e4x2e4"])
    );
    let pos = build("K1a1 k3l8 M1e4 W2e4", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["M1e4-1e5", "M1e4-1e3", "M1e4-1d4", "M1e4-1f4"])
    );
    // 3e4: steps on L3, down to 2e4, two levels down to 1e4.
    let pos = build("K1a1 k3l8 M3e4", GOLD);
    assert_eq!(
        from(&pos, "3e4"),
        sorted_texts(&["M3e4-3e5", "M3e4-3e3", "M3e4-3d4", "M3e4-3f4", "M3e4-2e4", "M3e4-1e4"])
    );
}

// ---------------------------------------------------------------- King

#[test]
fn king_on_every_level() {
    // L2, 2e4: eight steps, up 3e4, down 1e4 (Scarlet Dwarf there: capture).
    let pos = build("K2e4 k3l8 d1e4", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&[
            "K2e4-2d3", "K2e4-2e3", "K2e4-2f3", "K2e4-2d4", "K2e4-2f4", "K2e4-2d5", "K2e4-2e5",
            "K2e4-2f5", "K2e4-3e4", "K2e4x1e4"
        ])
    );
    // L1, 1e4: only back to 2e4 (a Scarlet Thief there: capture); the empty
    // neighbours on L1 are not reachable.
    let pos = build("K1e4 k3l8 t2e4", GOLD);
    assert_eq!(from(&pos, "1e4"), sorted_texts(&["K1e4x2e4"]));
    // With offboard_steps_capture = false the return is a move only: the King
    // is stuck (stalemate: it is not in check, the Thief attacks only L2).
    let rules = default_rules_with(|r| r.offboard_steps_capture = false);
    let pos = build_with("K1e4 k3l8 t2e4", GOLD, rules);
    assert_eq!(legal_move_texts(&pos), sorted_texts(&[]));
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    // L3, 3e4: only down to 2e4; not onto 2e4 when a Scarlet Oliphant on 2e8
    // attacks it.
    let pos = build("K3e4 k3l8", GOLD);
    assert_eq!(from(&pos, "3e4"), sorted_texts(&["K3e4-2e4"]));
    let pos = build("K3e4 k3l8 o2e8", GOLD);
    assert_eq!(from(&pos, "3e4"), sorted_texts(&[]));
}

// ---------------------------------------------------------------- Paladin

#[test]
fn paladin_on_level_2() {
    // 2e4: king steps (8), knight leaps 2f6 2d6 2f2 2d2 2g5 2c5 2g3 2c3 (8),
    // 3-D knight: 3g4 3c4 1g4 1c4 3e6 3e2 1e6 1e2 (8; two levels away is
    // off the board). 2f5 is own (no), 1g4 Scarlet (capture).
    let pos = build("K1a1 k3l8 P2e4 W2f5 d1g4", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&[
            "P2e4-2d3", "P2e4-2e3", "P2e4-2f3", "P2e4-2d4", "P2e4-2f4", "P2e4-2d5", "P2e4-2e5",
            "P2e4-2f6", "P2e4-2d6", "P2e4-2f2", "P2e4-2d2", "P2e4-2g5", "P2e4-2c5", "P2e4-2g3",
            "P2e4-2c3", "P2e4-3g4", "P2e4-3c4", "P2e4x1g4", "P2e4-1c4", "P2e4-3e6", "P2e4-3e2",
            "P2e4-1e6", "P2e4-1e2"
        ])
    );
}

#[test]
fn paladin_on_the_outer_levels() {
    // 1e4: king steps on L1 (8); 3-D knight 2g4 2c4 2e6 2e2 (one up, two
    // across) and 3f4 3d4 3e5 3e3 (two up, one across), leaping over the own
    // Warrior on 2e4. 3f4 holds a Scarlet Sylph: capture.
    let spec = "K1a1 k3l8 P1e4 W2e4 s3f4";
    let pos = build(spec, GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&[
            "P1e4-1d3", "P1e4-1e3", "P1e4-1f3", "P1e4-1d4", "P1e4-1f4", "P1e4-1d5", "P1e4-1e5",
            "P1e4-1f5", "P1e4-2g4", "P1e4-2c4", "P1e4-2e6", "P1e4-2e2", "P1e4x3f4", "P1e4-3d4",
            "P1e4-3e5", "P1e4-3e3"
        ])
    );
    // paladin_3d_captures = false: the 3-D leap onto the Sylph is gone, the
    // other 3-D leaps remain.
    let rules = default_rules_with(|r| r.paladin_3d_captures = false);
    let pos = build_with(spec, GOLD, rules);
    let moves = from(&pos, "1e4");
    assert_eq!(moves.len(), 15);
    assert!(!moves.contains(&"P1e4x3f4".to_string()));
    // 3e4: king steps on L3 (8) and 2g4 2c4 2e6 2e2, 1f4 1d4 1e5 1e3.
    let pos = build("K1a1 k3l8 P3e4", GOLD);
    assert_eq!(
        from(&pos, "3e4"),
        sorted_texts(&[
            "P3e4-3d3", "P3e4-3e3", "P3e4-3f3", "P3e4-3d4", "P3e4-3f4", "P3e4-3d5", "P3e4-3e5",
            "P3e4-3f5", "P3e4-2g4", "P3e4-2c4", "P3e4-2e6", "P3e4-2e2", "P3e4-1f4", "P3e4-1d4",
            "P3e4-1e5", "P3e4-1e3"
        ])
    );
}

// ---------------------------------------------------------------- Dwarf

#[test]
fn dwarf_on_levels_1_and_2() {
    // 1e4: forward 1e5 (M); sideways 1d4 (M), 1f4 holds an enemy (M only:
    // no); diagonal captures 1d5 Scarlet (yes), 1f5 empty (no); up 2e4
    // Scarlet (capture); never backward.
    let pos = build("K1a1 k3l8 D1e4 b1d5 d1f4 w2e4", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["D1e4-1e5", "D1e4-1d4", "D1e4x1d5", "D1e4x2e4"])
    );
    // 2e4: forward 2e5, sideways 2d4 2f4, capture 2f5 Scarlet, down 1e4 (M).
    let pos = build("K1a1 k3l8 D2e4 w2f5", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&["D2e4-2e5", "D2e4-2d4", "D2e4-2f4", "D2e4x2f5", "D2e4-1e4"])
    );
    // The downward move does not capture: a Scarlet Dwarf on 1e4 blocks it.
    let pos = build("K1a1 k3l8 D2e4 d1e4", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&["D2e4-2e5", "D2e4-2d4", "D2e4-2f4"])
    );
}

// ---------------------------------------------------------------- Basilisk

#[test]
fn basilisk_moves() {
    // 1e4: forward 1e5 (MC), 1d5 Scarlet (capture), 1f5 own (no); backward
    // 1e3 holds an enemy (M only: no).
    let pos = build("K1a1 k3l8 B1e4 d1d5 D1f5 d1e3", GOLD);
    assert_eq!(from(&pos, "1e4"), sorted_texts(&["B1e4-1e5", "B1e4x1d5"]));
    let pos = build("K1a1 k3l8 B1e4", GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&["B1e4-1e5", "B1e4-1d5", "B1e4-1f5", "B1e4-1e3"])
    );
}

// ---------------------------------------------------------------- Elemental

#[test]
fn elemental_on_level_1() {
    // 1e4: steps 1e3, 1f4, 1d4 (Scarlet: capture), 1e5 own (no);
    // two-steps 1e2 (via 1e3), 1g4 (via 1f4); 1e6 blocked by 1e5 and 1c4 by
    // 1d4; diagonal moves 1d5 1d3 1f3 (1f5 holds an enemy: M only, no);
    // ascent (capture only): 2f4 Scarlet via the empty 1f4 (yes), 2e5 via the
    // own 1e5 (blocked), 2d4 via 1d4 (blocked), 2e3 is empty (no).
    let spec = "K1a1 k3l8 E1e4 D1e5 d1d4 d1f5 w2e5 w2d4 w2f4";
    let pos = build(spec, GOLD);
    assert_eq!(
        from(&pos, "1e4"),
        sorted_texts(&[
            "E1e4-1e3", "E1e4x1d4", "E1e4-1f4", "E1e4-1e2", "E1e4-1g4", "E1e4-1d5", "E1e4-1d3",
            "E1e4-1f3", "E1e4x2f4"
        ])
    );
    // elemental_ascent = MoveOrCapture adds the ascent to the empty 2e3.
    let rules = default_rules_with(|r| r.elemental_ascent = ElementalAscent::MoveOrCapture);
    let pos = build_with(spec, GOLD, rules);
    let mut expected = from(&build(spec, GOLD), "1e4");
    expected.push("E1e4-2e3".to_string());
    expected.sort();
    assert_eq!(from(&pos, "1e4"), expected);
}

#[test]
fn elemental_on_level_2() {
    // 2e4: only down then across: 1f4 Scarlet (capture), 1d4, 1e5, 1e3,
    // provided 1e4 below is empty; no planar moves on L2.
    let pos = build("K1a1 k3l8 E2e4 d1f4", GOLD);
    assert_eq!(
        from(&pos, "2e4"),
        sorted_texts(&["E2e4x1f4", "E2e4-1d4", "E2e4-1e5", "E2e4-1e3"])
    );
    let pos = build("K1a1 k3l8 E2e4 D1e4", GOLD);
    assert_eq!(from(&pos, "2e4"), sorted_texts(&[]));
}

// ---------------------------------------------------------------- Freeze

#[test]
fn frozen_pieces_cannot_move_but_block_and_can_be_taken() {
    // The Gold Oliphant on 2e4 has a Scarlet Basilisk below: frozen.
    let pos = build("K1a1 k3l8 O2e4 b1e4", GOLD);
    assert!(pos.is_frozen("2e4".parse().unwrap()));
    assert_eq!(from(&pos, "2e4"), sorted_texts(&[]));
    // A friendly Basilisk below freezes nothing: the Oliphant has its rook
    // moves, E 2f4..2l4 (7), W 2d4..2a4 (4), N 2e5..2e8 (4), S 2e3..2e1 (3).
    let pos = build("K1a1 k3l8 O2e4 B1e4", GOLD);
    assert!(!pos.is_frozen("2e4".parse().unwrap()));
    assert_eq!(from(&pos, "2e4").len(), 7 + 4 + 4 + 3);
    // A frozen Scarlet Warrior on 2e5 blocks the Gold Oliphant on 2e2 and can
    // be captured by it, and from afar by the Dragon on 3e5.
    let pos = build("K1a1 k3l8 O2e2 w2e5 B1e5 R3e5", GOLD);
    assert!(pos.is_frozen("2e5".parse().unwrap()));
    let oli = from(&pos, "2e2");
    assert!(oli.contains(&"O2e2x2e5".to_string()));
    assert!(!oli.contains(&"O2e2-2e6".to_string()));
    assert!(from(&pos, "3e5").contains(&"R3e5x2e5".to_string()));
}

#[test]
fn a_frozen_piece_is_refused_with_a_typed_reason_on_both_paths() {
    let frozen = build("K1a1 k3l8 O2e4 b1e4", GOLD);
    let free = build("K1a1 k3l8 O2e4 B1e4", GOLD);
    let mv = free.parse_move("O2e4-2e5").unwrap();
    let why = MoveErrorReason::FrozenByBasilisk {
        piece: "oliphant",
        at: "2e4".parse::<Square>().unwrap().coord().into(),
    };
    assert_eq!(frozen.illegal_reason(&mv), why);
    let err = frozen.clone().play(&mv).unwrap_err();
    assert_eq!((err.text().as_str(), err.reason()), ("O2e4-2e5", &why));
    assert_eq!(
        err.to_string(),
        "illegal move `O2e4-2e5`: the oliphant on 2e4 is frozen by the basilisk below it"
    );
    // Move text gets the same reason, and play's error converts to it.
    let text_err = frozen.parse_move("O2e4-2e5").unwrap_err();
    assert_eq!(text_err.reason(), &why);
    assert_eq!(variant_core::ParseMoveError::from(err), text_err);
}

#[test]
fn frozen_pieces_do_not_give_check_unless_the_option_says_so() {
    // The Scarlet Oliphant on 2e8 looks down the empty e-file at the Gold
    // King on 2e1, but the Gold Basilisk on 1e8 freezes it.
    let spec = "K2e1 k3l8 o2e8 B1e8";
    let pos = build(spec, GOLD);
    assert!(!pos.is_check());
    let rules = default_rules_with(|r| r.frozen_pieces_give_check = true);
    let pos = build_with(spec, GOLD, rules);
    assert!(pos.is_check());
}

#[test]
fn unfreezing_a_checking_piece_is_illegal() {
    // The Gold Basilisk on 1e5 freezes the Scarlet Oliphant on 2e5, which
    // would otherwise attack the Gold King on 2e1. Each Basilisk move (1e6,
    // 1d6, 1f6 forward, 1e4 back) leaves 2e5 and thaws the Oliphant: all are
    // pseudo-legal, none is legal.
    let pos = build("K2e1 k3l8 o2e5 B1e5", GOLD);
    for text in ["B1e5-1e6", "B1e5-1d6", "B1e5-1f6", "B1e5-1e4"] {
        assert!(pseudo_has(&pos, text), "{text}");
    }
    assert_eq!(from(&pos, "1e5"), sorted_texts(&[]));
    // The reverse: moving a Basilisk under a checking piece freezes it and so
    // answers the check.
    let pos = build("K2e1 k3l8 o2e5 B1e4", GOLD);
    assert!(pos.is_check());
    assert!(from(&pos, "1e4").contains(&"B1e4-1e5".to_string()));
    let after = played(&pos, "B1e4-1e5");
    assert!(after.is_frozen("2e5".parse().unwrap()));
}

#[test]
fn a_frozen_king_in_check() {
    // The Gold King on 2e4 is frozen by the Scarlet Basilisk on 1e4 and
    // checked by the Scarlet Oliphant on 2e8. It cannot move; the only answer
    // is the Thief's block on 2e5 (2c3-2d4-2e5).
    let pos = build("K2e4 k3l8 b1e4 o2e8 T2c3", GOLD);
    assert!(pos.is_frozen("2e4".parse().unwrap()));
    assert!(pos.is_check());
    assert_eq!(legal_move_texts(&pos), sorted_texts(&["T2c3-2e5"]));
    // Without the Thief it is checkmate.
    let pos = build("K2e4 k3l8 b1e4 o2e8", GOLD);
    assert_eq!(legal_move_texts(&pos), sorted_texts(&[]));
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: SCARLET,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn a_king_may_step_next_to_a_frozen_king() {
    // The Scarlet King on 2e5 is frozen by the Gold Basilisk on 1e5, so it
    // attacks nothing: the Gold King may step from 2e3 to 2e4 next to it, and
    // that checks it. Frozen and alone, it cannot answer: checkmate.
    let pos = build("K2e3 k2e5 B1e5", GOLD);
    assert!(from(&pos, "2e3").contains(&"K2e3-2e4".to_string()));
    let after = played(&pos, "K2e3-2e4");
    assert!(after.is_check());
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: GOLD,
            reason: WinReason::Checkmate
        })
    );
}

// ------------------------------------------------- The Dragon and check

#[test]
fn the_dragon_checks_from_afar() {
    // A Scarlet Dragon on 3e5 attacks 2e5 and its neighbours 2d5 2f5 2e6 2e4:
    // the Gold King on 2e3 may not step to 2e4, but may step to 2d4 and 2f4.
    let pos = build("K2e3 k3l8 r3e5", GOLD);
    let king = from(&pos, "2e3");
    assert!(!king.contains(&"K2e3-2e4".to_string()));
    assert!(king.contains(&"K2e3-2d4".to_string()));
    assert!(pseudo_has(&pos, "K2e3-2e4"));
    // The Gold Dragon moving to 3e7 checks the Scarlet King on 2e8 (2e8 is
    // the neighbour of 2e7, the square below the Dragon).
    let pos = build("K1a1 k2e8 R3f6", GOLD);
    let after = played(&pos, "R3f6-3e7");
    assert!(after.is_check());
}

#[test]
fn a_capture_from_afar_gives_discovered_check() {
    // The Scarlet Warrior on 2e5 stands between the Gold Oliphant on 2e2 and
    // the Scarlet King on 2e8; the Dragon on 3e5 takes it from afar and the
    // file opens: check.
    let pos = build("K1a1 k2e8 O2e2 w2e5 R3e5", GOLD);
    assert!(!pos.is_check());
    let after = played(&pos, "R3e5x2e5");
    assert!(after.is_check());
    assert_eq!(
        after.piece_at("3e5".parse().unwrap()).unwrap().letter(),
        'R'
    );
}

#[test]
fn a_capture_from_afar_can_open_a_line_to_ones_own_king() {
    // The Scarlet Warrior on 2e5 shields the Gold King on 2e2 from the
    // Scarlet Oliphant on 2e8. Taking it from afar (Dragon 3e4, 2e5 is the
    // neighbour of 2e4 below) would expose the King: illegal.
    let pos = build("K2e2 k3l8 o2e8 w2e5 R3e4", GOLD);
    assert!(pseudo_has(&pos, "R3e4x2e5"));
    assert!(!from(&pos, "3e4").contains(&"R3e4x2e5".to_string()));
}

// ---------------------------------------------------- Mate and stalemate

#[test]
fn checkmate() {
    // Scarlet King on 2a8: checked along rank 8 by the Oliphant on 2h8; 2a7
    // and 2b7 covered by the Oliphant on 2h7, 2b8 by the rank-8 Oliphant,
    // 3a8 by the Griffon's leap from 3c5 (-2,+3), 1a8 by the Elemental's
    // two-step from 1a6 over the empty 1a7.
    let pos = build("K1l1 k2a8 O2h8 O2h7 G3c5 E1a6", SCARLET);
    assert!(pos.is_check());
    assert_eq!(legal_move_texts(&pos), sorted_texts(&[]));
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: GOLD,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn stalemate_is_a_draw_or_a_loss() {
    // As above without the checking Oliphant: 2b8 is covered by the Thief on
    // 2d6 (d6-c7-b8), which does not attack 2a8. No check, no move.
    let spec = "K1l1 k2a8 O2h7 T2d6 G3c5 E1a6";
    let pos = build(spec, SCARLET);
    assert!(!pos.is_check());
    assert_eq!(legal_move_texts(&pos), sorted_texts(&[]));
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    let rules = default_rules_with(|r| r.stalemate = Stalemate::Loss);
    let pos = build_with(spec, SCARLET, rules);
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Decisive {
            winner: GOLD,
            reason: WinReason::Stalemate
        })
    );
}

// ------------------------------------------------------ Draw options

#[test]
fn no_progress_and_repetition_draws() {
    // The halfmove clock counts plies since a capture or a Warrior move.
    let text = "12/12/12/12/12/12/12/12|11k/12/12/12/12/12/12/K11|12/12/12/12/12/12/12/12 g 9 30";
    let rules = default_rules_with(|r| r.no_progress_limit = Some(10));
    let pos = Position::from_text(text, rules).unwrap();
    assert!(pos.outcome().is_none());
    let after = played(&pos, "K2a1-2b1");
    assert_eq!(after.halfmove_clock(), 10);
    assert_eq!(
        after.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoProgress
        })
    );
    assert!(after.legal_move_vec().is_empty());
    // Repetition: the start counts once; after two round trips of both Kings
    // the start position occurs for the third time.
    let rules = default_rules_with(|r| r.repetition = variant_core::Repetition::ThreefoldDraw);
    let mut pos = Position::from_text(text, rules).unwrap();
    for (i, mv) in ["K2a1-2b1", "K2l8-2k8", "K2b1-2a1", "K2k8-2l8"]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        assert!(pos.outcome().is_none(), "ply {i}");
        pos.play_text(mv).unwrap();
    }
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    assert!(pos.legal_move_vec().is_empty());
    // Without the option nothing happens.
    let mut pos: Position = text.parse().unwrap();
    for mv in ["K2a1-2b1", "K2l8-2k8", "K2b1-2a1", "K2k8-2l8"]
        .iter()
        .cycle()
        .take(8)
    {
        pos.play_text(mv).unwrap();
    }
    assert!(pos.outcome().is_none());
    // Four Scarlet moves from fullmove 30.
    assert_eq!(pos.fullmove_number(), 34);
}

#[test]
fn clock_resets_on_captures_and_warrior_moves() {
    let pos = build("K1a1 k3l8 W2e4 S3c4 w2c4 C2h4", GOLD);
    let pos = played(&pos, "C2h4-2h5");
    assert_eq!(pos.halfmove_clock(), 1);
    let pos = played(&pos, "K3l8-2l8");
    assert_eq!(pos.halfmove_clock(), 2);
    // The Sylph's downward capture resets it.
    let pos = played(&pos, "S3c4x2c4");
    assert_eq!(pos.halfmove_clock(), 0);
    let pos = played(&pos, "K2l8-2k8");
    assert_eq!(pos.halfmove_clock(), 1);
    // A Warrior move resets it.
    let pos = played(&pos, "W2e4-2e5");
    assert_eq!(pos.halfmove_clock(), 0);
}

// ---------------------------------------------------------------- Notation

#[test]
fn start_text_round_trips() {
    let start = Position::default();
    assert_eq!(start.to_string(), dragonchess::START_TEXT);
    // Counters may be omitted together.
    let short = dragonchess::START_TEXT.trim_end_matches(" 0 1");
    let parsed: Position = short.parse().unwrap();
    assert_eq!(parsed.to_string(), dragonchess::START_TEXT);
    assert_eq!(parsed.zobrist(), start.zobrist());
}

#[test]
fn invalid_position_texts_are_explained() {
    let empty = "12/12/12/12/12/12/12/12";
    let text = |l3: &str, l2: &str, l1: &str, rest: &str| format!("{l3}|{l2}|{l1} {rest}");
    let kings = "11k/12/12/12/12/12/12/K11";
    let cases: Vec<(String, &str)> = vec![
        (
            text(empty, "11k/12/12/12/12/12/12/KK10", empty, "g"),
            "gold has 2 Kings",
        ),
        (
            text(empty, "12/12/12/12/12/12/12/K11", empty, "g"),
            "scarlet has 0 Kings",
        ),
        (
            text(empty, kings, "12/12/12/12/12/12/12/W11", "g"),
            "Warrior on 1a1",
        ),
        (
            text(empty, "11k/12/12/12/12/12/12/KR10", empty, "g"),
            "Dragon on 2b1",
        ),
        (
            text(empty, "11k/12/12/12/12/12/12/KB10", empty, "g"),
            "Basilisk on 2b1",
        ),
        (
            text(empty, kings, "S11/12/12/12/12/12/12/12", "g"),
            "Sylph on 1a8",
        ),
        (
            text("D11/12/12/12/12/12/12/12", kings, empty, "g"),
            "Dwarf on 3a8",
        ),
        (
            text("E11/12/12/12/12/12/12/12", kings, empty, "g"),
            "Elemental on 3a8",
        ),
        (
            text(
                empty,
                "11k/12/12/12/12/12/12/KO10",
                "12/12/12/12/12/12/12/1G10",
                "g",
            ),
            "Griffon on 1b1",
        ),
        (
            text(empty, "2W8k/12/12/12/12/12/12/K11", empty, "g"),
            "Warrior on 2c8 stands on its last rank",
        ),
        (
            text(empty, "11k/12/12/12/12/12/12/K1w9", empty, "g"),
            "Warrior on 2c1 stands on its last rank",
        ),
        // Gold to move, but the Gold Oliphant on 2l1 attacks the Scarlet King on 2l8.
        (
            text(empty, "11k/12/12/12/12/12/12/K10O", empty, "g"),
            "side not to move (scarlet) is in check",
        ),
        (text(empty, "66/12/12/12/12/12/12/K11", empty, "g"), "`66`"),
        (text(empty, "0k11/12/12/12/12/12/12/K11", empty, "g"), "`0`"),
        (text(empty, kings, empty, "x"), "side to move `x`"),
        (text(empty, kings, empty, "g 5 1 9"), "found 5"),
        (text(empty, kings, empty, "g 0 0"), "fullmove number `0`"),
        (format!("{empty}|{kings} g"), "expected 3"),
        (text(empty, "11k/12/12/12/12/12/K11", empty, "g"), "7 ranks"),
        (text(empty, "11k/13/12/12/12/12/12/K11", empty, "g"), "`13`"),
        (
            text(empty, "11k/11/12/12/12/12/12/K11", empty, "g"),
            "underfills the rank: 11 squares",
        ),
        (
            text(
                empty,
                "11k/12/12/12/12/12/12/K11",
                "12/12/12/12/12/12/12/11x",
                "g",
            ),
            "`x` is not a piece letter",
        ),
        (String::new(), "nothing was given"),
    ];
    for (t, expect) in cases {
        let err = Position::from_text(&t, Rules::default()).unwrap_err();
        assert!(err.to_string().contains(expect), "`{t}`: {err}");
    }
    // Several problems are listed together: two Dragons off level 3, no
    // King on either side.
    let err = Position::from_text(
        &text(
            empty,
            "12/12/12/12/12/12/12/R11",
            "12/12/12/12/12/12/12/R11",
            "g",
        ),
        Rules::default(),
    )
    .unwrap_err();
    assert!(err.messages().len() >= 4, "{err}");
    // The halfmove clock alone is accepted since 0.2 (the fullmove number
    // is then 1), as everywhere in the workspace.
    let pos = Position::from_text(&text(empty, kings, empty, "g 5"), Rules::default()).unwrap();
    assert_eq!((pos.halfmove_clock(), pos.fullmove_number()), (5, 1));
}

#[test]
fn move_text_is_parsed_strictly() {
    let pos = Position::default();
    // With and without the piece letter.
    assert_eq!(
        pos.parse_move("W2c2-2c3").unwrap(),
        pos.parse_move("2c2-2c3").unwrap()
    );
    assert_eq!(pos.parse_move("R3g1x3a7").unwrap().to_string(), "R3g1x3a7");
    let bad = [
        ("H2c2-2c3", "wrong piece letter"),
        ("W2c2x2c3", "captures nothing"),
        ("R3g1-3a7", "is a capture"),
        ("W2c2-2c3=H", "not a promotion"),
        ("W2c2-2c5", "cannot go to 2c5"),
        ("W2c4-2c5", "no piece on 2c4"),
        ("W2c7-2c6", "scarlet's"),
    ];
    for (text, why) in bad {
        let err = pos.parse_move(text).unwrap_err();
        assert_eq!(err.kind(), MoveErrorKind::Illegal, "{text}");
        assert!(err.to_string().contains(why), "{text}: {err}");
    }
    for text in [
        "",
        "w2c2-2c3",
        "W2c2",
        "W2c2-2c3=Q",
        "W2c2+2c3",
        "W4c2-2c3",
        "W2c2-2c3 x",
        "2c2--2c3",
    ] {
        let err = pos.parse_move(text).unwrap_err();
        assert_eq!(err.kind(), MoveErrorKind::Malformed, "{text}");
    }
    // A frozen piece is named as such.
    let frozen = build("K1a1 k3l8 O2e4 b1e4", GOLD);
    let err = frozen.parse_move("O2e4-2e5").unwrap_err();
    assert!(err.to_string().contains("frozen"), "{err}");
    // A move exposing the King is named as such.
    let pinned = build("K2e1 k3l8 o2e8 T2e4", GOLD);
    let err = pinned.parse_move("T2e4-2f5").unwrap_err();
    assert!(err.to_string().contains("king attacked"), "{err}");
}

#[test]
fn play_refuses_and_leaves_the_position_unchanged() {
    let mut pos = Position::default();
    let before = pos.clone();
    let other = build("K1a1 k3l8 O2e4", GOLD);
    let mv = other.legal_move_vec()[0];
    assert!(pos.play(&mv).is_err());
    assert_eq!(pos, before);
    assert_eq!(pos.to_string(), before.to_string());
}

#[test]
fn diagram_shows_three_boards_side_by_side() {
    let d = variant_core::diagram::text_diagram(&Position::default());
    let lines: Vec<&str> = d.lines().collect();
    assert!(lines[0].starts_with("    Level 3 (Sky)"), "{d}");
    assert!(lines[0].contains("Level 2 (Ground)"));
    assert!(lines[0].contains("Level 1 (Underworld)"));
    // Rank 1: Sky, Ground, Underworld.
    assert_eq!(
        lines[8],
        " 1  . . G . . . R . . . G .   O U H T C M K P T H U O   . . B . . . E . . . B ."
    );
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{d}");
}

// ------------------------------------------- More level changes and blocks

#[test]
fn level_changes_are_blocked_by_occupied_targets() {
    // Sylph on 2e5 with a Scarlet Sylph on 3e5 above: it may not go up (M
    // only), but the homes stay open.
    let pos = build("K1a1 k3l8 S2e5 s3e5", GOLD);
    assert_eq!(
        from(&pos, "2e5"),
        sorted_texts(&["S2e5-3a2", "S2e5-3c2", "S2e5-3e2", "S2e5-3g2", "S2e5-3i2", "S2e5-3k2"])
    );
    // A King on 1e4 under its own Warrior has no move at all.
    let pos = build("K1e4 k3l8 W2e4", GOLD);
    assert_eq!(from(&pos, "1e4"), sorted_texts(&[]));
    // A Griffon on 2f4 cannot go up onto its own pieces on 3e5 and 3g5.
    let pos = build("K1a1 k3l8 G2f4 S3e5 S3g5", GOLD);
    assert_eq!(
        from(&pos, "2f4"),
        sorted_texts(&["G2f4-2e3", "G2f4-2g3", "G2f4-2e5", "G2f4-2g5", "G2f4-3e3", "G2f4-3g3"])
    );
    // The Sylph's downward capture needs an enemy below: an own piece or an
    // empty square gives nothing.
    let pos = build("K1a1 k3l8 S3e4 W2e4 S3d5 S3f5", GOLD);
    assert_eq!(from(&pos, "3e4"), sorted_texts(&[]));
}

#[test]
fn the_spec_move_examples_parse() {
    // `S3c7x2c7`: a Scarlet Sylph on 3c7 takes the Gold Warrior on 2c7 below.
    let pos = build("K1a1 k3l8 s3c7 W2c7", SCARLET);
    let mv = pos.parse_move("S3c7x2c7").unwrap();
    assert_eq!(pos.format_move(&mv), "S3c7x2c7");
    assert_eq!(pos.parse_move("3c7x2c7").unwrap(), mv);
    // `W2c2-2c3` and `R3g1x3a7` from the start position.
    let start = Position::default();
    for text in ["W2c2-2c3", "R3g1x3a7"] {
        let mv = start.parse_move(text).unwrap();
        assert_eq!(start.format_move(&mv), text);
    }
}

#[test]
fn outcome_texts_name_the_sides() {
    let mate = build("K1l1 k2a8 O2h8 O2h7 G3c5 E1a6", SCARLET);
    assert_eq!(
        mate.outcome().unwrap().describe(Position::side_name),
        "gold wins: checkmate"
    );
    let stale = build("K1l1 k2a8 O2h7 T2d6 G3c5 E1a6", SCARLET);
    assert_eq!(
        stale.outcome().unwrap().describe(Position::side_name),
        "draw: stalemate"
    );
    assert_eq!(Position::side_name(SCARLET), "scarlet");
    assert_eq!(Position::NAME, "dragonchess");
}

// ------------------------------------------------------------ is_legal

/// `is_legal` (which generates only the moving piece's moves) agrees with
/// the list on every pseudo-legal move, and `play` refuses the others with
/// the position unchanged.
fn is_legal_agrees(pos: &Position) {
    let mut pseudo = dragonchess::MoveList::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let legal = pos.legal_move_vec();
    for mv in pseudo.iter().chain(&legal) {
        assert_eq!(pos.is_legal(mv), legal.contains(mv), "{mv} in `{pos}`");
    }
    variant_core::testkit::check_rejects(pos, &pseudo).unwrap();
}

#[test]
fn is_legal_on_the_hand_checked_cases() {
    for (spec, side) in [
        // A capture from afar that would open a line to one's own King.
        ("K2e2 k3l8 o2e8 w2e5 R3e4", GOLD),
        // Moving one's own Basilisk from under a checker unfreezes it.
        ("K2e1 k3l8 o2e5 B1e5", GOLD),
        // Moving a Basilisk under a checker answers the check.
        ("K2e1 k3l8 o2e5 B1e4", GOLD),
        // A frozen King in check, one block.
        ("K2e4 k3l8 b1e4 o2e8 T2c3", GOLD),
        // Sylph returns to the starting squares, one of them above it.
        ("K1a1 k3l8 S2c2 s3g2", GOLD),
        // A pinned Thief, a frozen Oliphant.
        ("K2e1 k3l8 o2e8 T2e4 O2h4 b1h4", GOLD),
        // Checks across the levels from afar.
        ("K2e3 k3l8 r3e5", GOLD),
        // Checkmate and stalemate: nothing is legal.
        ("K1l1 k2a8 O2h8 O2h7 G3c5 E1a6", SCARLET),
        ("K1l1 k2a8 O2h7 T2d6 G3c5 E1a6", SCARLET),
    ] {
        let pos = build(spec, side);
        is_legal_agrees(&pos);
        // Under every setting of the movement and check options too.
        for i in 0..16u8 {
            let mut rules = Rules::default();
            rules.offboard_steps_capture = i & 1 == 0;
            rules.paladin_3d_captures = i & 2 == 0;
            rules.frozen_pieces_give_check = i & 4 != 0;
            if i & 8 != 0 {
                rules.elemental_ascent = ElementalAscent::MoveOrCapture;
            }
            if let Ok(pos) = Position::from_setup(build(spec, side).to_setup(), rules) {
                is_legal_agrees(&pos);
            }
        }
    }
    let pos = build("K2e2 k3l8 o2e8 w2e5 R3e4", GOLD);
    let afar = {
        let mut moves = dragonchess::MoveList::new();
        pos.pseudo_legal_moves(&mut moves);
        moves
            .into_iter()
            .find(|m| m.to_string() == "R3e4x2e5")
            .unwrap()
    };
    assert!(!pos.is_legal(&afar));
    let err = pos.clone().play(&afar).unwrap_err();
    assert!(
        matches!(
            err.reason(),
            MoveErrorReason::CannotGoToKingAttacked {
                piece: "dragon",
                side: "gold",
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "illegal move `R3e4x2e5`: the dragon on 3e4 cannot go to 2e5: that would leave gold's king attacked"
    );
    // A move value with the right squares but the wrong piece is refused.
    let start = Position::default();
    let mv = start.parse_move("W2c2-2c3").unwrap();
    let wrong = dragonchess::Move::new(
        Piece::new(GOLD, dragonchess::PieceKind::Hero),
        mv.from(),
        mv.to(),
        None,
        false,
        false,
    );
    assert!(start.is_legal(&mv) && !start.is_legal(&wrong));
    let err = start.clone().play(&wrong).unwrap_err();
    assert_eq!(
        err.reason(),
        &MoveErrorReason::WrongMover {
            at: mv.from().coord().into(),
            side: "gold",
            piece: "warrior",
            move_side: "gold",
            move_piece: "hero",
        }
    );
    assert_eq!(err.text(), "H2c2-2c3");
    assert_eq!(
        err.to_string(),
        "illegal move `H2c2-2c3`: the piece on 2c2 is a gold warrior, not a gold hero"
    );
}

#[test]
fn nothing_is_legal_in_a_position_drawn_by_rule() {
    let text = "12/12/12/12/12/12/12/12|11k/12/12/12/12/12/12/K11|12/12/12/12/12/12/12/12 g 10 30";
    let rules = default_rules_with(|r| r.no_progress_limit = Some(10));
    let pos = Position::from_text(text, rules).unwrap();
    let open: Position = text.parse().unwrap();
    let mv = open.parse_move("K2a1-2b1").unwrap();
    assert!(open.is_legal(&mv));
    assert!(!pos.is_legal(&mv));
    assert_eq!(pos.count_legal_moves(), 0);
    assert!(!pos.has_legal_move());
    assert!(open.has_legal_move());
    let err = pos.clone().play(&mv).unwrap_err();
    assert!(
        matches!(
            err.reason(),
            MoveErrorReason::GameOver {
                outcome: Outcome::Draw {
                    reason: DrawReason::NoProgress
                },
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "illegal move `K2a1-2b1`: the game is over (draw: no progress)"
    );
}

#[test]
fn hashing_follows_equality() {
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};
    let hash = |p: &Position| {
        let mut h = DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    };
    // The same placement reached in two orders, with other counters.
    let start = Position::default();
    let a = played(
        &played(&played(&played(&start, "C2e1-3e1"), "C2e8-3e8"), "M2f1-1f1"),
        "M2f8-1f8",
    );
    let b = played(
        &played(&played(&played(&start, "M2f1-1f1"), "M2f8-1f8"), "C2e1-3e1"),
        "C2e8-3e8",
    );
    assert_eq!(a, b);
    assert_eq!(hash(&a), hash(&b));
    let later: Position = a.to_string().replace(" 4 3", " 9 40").parse().unwrap();
    assert_eq!(later, a);
    assert_eq!(hash(&later), hash(&a));
    assert_ne!(a, start);
}

#[test]
fn repetition_counts_from_the_last_irreversible_move() {
    // Gold's Warrior step is irreversible: the count starts afresh at the
    // position after it (itself included), which the King shuffles then
    // repeat every four plies: a third time eight plies later.
    let text = "12/12/12/12/12/12/12/12|11k/12/12/12/12/12/W11/1K10|12/12/12/12/12/12/12/12 g";
    let rules = default_rules_with(|r| r.repetition = variant_core::Repetition::ThreefoldDraw);
    let mut pos = Position::from_text(text, rules).unwrap();
    pos.play_text("W2a2-2a3").unwrap();
    let after_warrior = pos.clone();
    let cycle = ["K2l8-2k8", "K2b1-2c1", "K2k8-2l8", "K2c1-2b1"];
    for (i, mv) in cycle.iter().cycle().take(7).enumerate() {
        assert!(pos.outcome().is_none(), "ply {i}");
        pos.play_text(mv).unwrap();
    }
    assert_eq!(pos.outcome(), None);
    pos.play_text("K2c1-2b1").unwrap();
    // The placement of the position after the Warrior's step, for the
    // third time: the same placement, not the same game (its history holds
    // two more occurrences).
    assert_eq!(pos.repetition_key(), after_warrior.repetition_key());
    assert_ne!(pos, after_warrior);
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}
