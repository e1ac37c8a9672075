//! The dice rule (Grant Acedrex): a die picks the kind of piece that must
//! move; a face whose kind cannot move is rolled again.
//!
//! The library stays deterministic (it lists the moves of a kind); rolling
//! is the caller's business, done here with the seeded [`Rng`].

use crate::games::CliGame;
use variant_core::{Game, Rng};

/// A game's dice rule: how many faces, what each selects, which moves fit.
pub struct DiceRule<G: Game> {
    /// The faces are `1..=faces`.
    pub faces: u8,
    /// What a face selects, for people (`rook`).
    pub face_name: fn(u8) -> &'static str,
    /// Whether `mv` may be played when `face` is rolled.
    pub fits: fn(&G::Move, u8) -> bool,
    /// The face that a letter, name or number names.
    pub parse_face: fn(&str) -> Result<u8, String>,
}

/// Alfonso's eight-sided die: 8 king, 7 aanca, 6 unicorn, 5 rook, 4 lion,
/// 3 crocodile, 2 giraffe, 1 pawn.
pub static GRANT_ACEDREX: DiceRule<grant_acedrex::Position> = DiceRule {
    faces: 8,
    face_name: |face| grant_acedrex::PieceKind::from_die(face).map_or("?", |k| k.name()),
    fits: |mv, face| grant_acedrex::PieceKind::from_die(face) == Some(mv.piece()),
    parse_face: |text| {
        text.parse::<grant_acedrex::PieceKind>()
            .map(grant_acedrex::PieceKind::die_face)
            .map_err(|e| format!("--dice: {e}"))
    },
};

/// The game's dice rule, or the error for a game without one.
pub fn rule_of<G: CliGame>() -> Result<&'static DiceRule<G>, String> {
    G::dice().ok_or_else(|| {
        format!(
            "--dice: {} has no dice rule (grant-acedrex has one)",
            G::NAME
        )
    })
}

/// A roll that stands: the faces rolled in order, the last one the face
/// whose kind can move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roll {
    /// Every face rolled, re-rolls included; the last one stands.
    pub faces: Vec<u8>,
}

impl Roll {
    /// The face that stands.
    pub fn face(&self) -> u8 {
        *self.faces.last().unwrap_or(&0)
    }
}

impl<G: Game> DiceRule<G> {
    /// The legal moves of `position` that `face` allows, in move generation order.
    pub fn moves(&self, position: &G, face: u8) -> Vec<G::Move> {
        let mut moves = position.legal_move_vec();
        moves.retain(|mv| (self.fits)(mv, face));
        moves
    }

    /// The face `mv` needs.
    pub fn face_of(&self, mv: &G::Move) -> u8 {
        (1..=self.faces).find(|&f| (self.fits)(mv, f)).unwrap_or(0)
    }

    /// Rolls until a face whose kind can move comes up; `None` when no
    /// move is legal at all (the game is over).
    pub fn roll(&self, position: &G, rng: &mut Rng) -> Option<Roll> {
        let legal = position.legal_move_vec();
        if legal.is_empty() {
            return None;
        }
        let mut faces = Vec::new();
        loop {
            let face = rng.below(usize::from(self.faces)) as u8 + 1;
            faces.push(face);
            if legal.iter().any(|mv| (self.fits)(mv, face)) {
                return Some(Roll { faces });
            }
        }
    }

    /// `5 (rook)`.
    pub fn describe(&self, face: u8) -> String {
        format!("{face} ({})", (self.face_name)(face))
    }

    /// How a roll went, for people: `rolled 5 (rook)`, or with re-rolls
    /// `rolled 3 (crocodile): no crocodile can move; rolled 5 (rook)`.
    pub fn describe_roll(&self, roll: &Roll) -> String {
        let parts: Vec<String> = roll
            .faces
            .iter()
            .enumerate()
            .map(|(i, &face)| {
                if i + 1 == roll.faces.len() {
                    format!("rolled {}", self.describe(face))
                } else {
                    format!(
                        "rolled {}: no {} can move",
                        self.describe(face),
                        (self.face_name)(face)
                    )
                }
            })
            .collect();
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_select_kinds() {
        let rule = &GRANT_ACEDREX;
        assert_eq!((rule.parse_face)("rook"), Ok(5));
        assert_eq!((rule.parse_face)("K"), Ok(8));
        assert_eq!((rule.parse_face)("1"), Ok(1));
        assert!((rule.parse_face)("queen").is_err());
        assert_eq!(rule.describe(7), "7 (aanca)");
        let start = grant_acedrex::Position::default();
        // The start position: 6 king moves (hand count: three steps, three leaps).
        assert_eq!(rule.moves(&start, 8).len(), 6);
        let total: usize = (1..=8).map(|f| rule.moves(&start, f).len()).sum();
        assert_eq!(total, start.legal_move_vec().len());
        let roll = rule.roll(&start, &mut Rng::new(1)).expect("a roll");
        assert_eq!(roll.faces.len(), 1, "every kind can move at the start");
    }
}
