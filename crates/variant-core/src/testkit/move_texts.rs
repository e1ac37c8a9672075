//! Move lists as sorted texts, to compare a position's legal moves with a
//! list written by hand.

use crate::Game;

/// The canonical texts ([`Game::format_move`]) of the legal moves of
/// `position`, sorted.
pub fn legal_move_texts<G: Game>(position: &G) -> Vec<String> {
    let mut texts: Vec<String> = position
        .legal_move_vec()
        .iter()
        .map(|mv| position.format_move(mv))
        .collect();
    texts.sort();
    texts
}

/// `texts` as owned strings, sorted: the hand-written side of a comparison
/// with [`legal_move_texts`].
///
/// ```
/// use variant_core::testkit::sorted_texts;
/// assert_eq!(sorted_texts(&["b2-b3", "a2-a3"]), ["a2-a3", "b2-b3"]);
/// ```
pub fn sorted_texts(texts: &[&str]) -> Vec<String> {
    let mut texts: Vec<String> = texts.iter().map(|text| text.to_string()).collect();
    texts.sort();
    texts
}
