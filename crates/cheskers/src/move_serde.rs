//! A [`Move`] with serde (feature `serde`): its parts by square index, read
//! back through [`Move::new`] so that a deserialised move keeps the
//! invariants equality relies on (unused landing entries are `a1`).

use crate::{Move, PieceKind, Square, SquareSet};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What a move is written as: `{"from":9,"landings":[18,27],"captured":...}`.
#[derive(Serialize, Deserialize)]
struct MoveParts {
    /// The origin's square index (`a1` = 0, ..., `h8` = 63).
    from: u8,
    /// The landing squares' indices, one per jump of a chain.
    landings: Vec<u8>,
    /// The captured squares, bit `i` = square index `i`.
    captured: u64,
    /// The piece a promoting man becomes.
    promotion: Option<PieceKind>,
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        MoveParts {
            from: self.from().index() as u8,
            landings: self.landings().iter().map(|s| s.index() as u8).collect(),
            captured: self.captured_set().words()[0],
            promotion: self.promotion(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let parts = MoveParts::deserialize(deserializer)?;
        let square = |index: u8| {
            Square::from_index(usize::from(index))
                .ok_or_else(|| D::Error::custom(format!("square index {index} is off the board")))
        };
        let from = square(parts.from)?;
        let landings = parts
            .landings
            .iter()
            .map(|&i| square(i))
            .collect::<Result<Vec<Square>, D::Error>>()?;
        let captured = SquareSet::from_words([parts.captured]);
        Move::new(from, &landings, captured, parts.promotion).ok_or_else(|| {
            D::Error::custom(format!(
                "a move has 1 to {} landing squares, not {}",
                crate::MAX_JUMPS,
                landings.len()
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{Position, Rules};
    use variant_core::{random_playout, Game};

    #[test]
    fn moves_round_trip_and_bad_parts_are_refused() {
        let mut checked = 0;
        for seed in 0..40 {
            let position = random_playout(&Position::start(Rules::default()), seed, 30).position;
            let mut moves = <Position as Game>::MoveList::default();
            position.legal_moves(&mut moves);
            for mv in moves.as_ref() {
                let json = serde_json::to_string(mv).unwrap();
                let back: crate::Move = serde_json::from_str(&json).unwrap();
                assert_eq!(&back, mv, "{json}");
                checked += 1;
            }
        }
        assert!(checked > 100);
        for bad in [
            r#"{"from":9,"landings":[],"captured":0,"promotion":null}"#,
            r#"{"from":64,"landings":[18],"captured":0,"promotion":null}"#,
            r#"{"from":9,"landings":[0,0,0,0,0,0,0,0,0,0],"captured":0,"promotion":null}"#,
        ] {
            assert!(serde_json::from_str::<crate::Move>(bad).is_err(), "{bad}");
        }
    }
}
