//! How `variants xboard` tells the GUI that a game is over, so that it
//! never claims a result the GUI's own rules do not know.
//!
//! XBoard judges a claim by its own rules (in two-machine mode, with
//! `-testClaims`, the default): a win is true only if XBoard sees a
//! checkmate (or, under a Shatranj parent, a stalemate, which loses there);
//! a draw only if XBoard flagged a repetition, the 50-move rule or a
//! stalemate (outside Shatranj). A false claim loses the game for the
//! claimer. So a game ended by any other rule of ours (bare king, no kings,
//! no legal move in a game without check, ...) is not claimed: the engine
//! announces the rule with `telluser`, resigns if it has lost by it, and
//! offers a draw if the rule draws.

use variant_core::{Color, DrawReason, Outcome, WinReason};

/// Whether XBoard's own rules give `outcome` in the position it ends in:
/// `shatranj_parent` when the game was announced with XBoard's Shatranj as
/// its parent (stalemate loses there), `halfmove_clock` the plies since the
/// last capture or pawn move (XBoard's 50-move rule needs 100).
pub fn xboard_knows(outcome: Outcome, shatranj_parent: bool, halfmove_clock: u32) -> bool {
    match outcome {
        Outcome::Decisive { reason, .. } => match reason {
            WinReason::Checkmate => true,
            WinReason::Stalemate => shatranj_parent,
            _ => false,
        },
        Outcome::Draw { reason } => match reason {
            DrawReason::Repetition => true,
            DrawReason::NoProgress => halfmove_clock >= 100,
            DrawReason::Stalemate => !shatranj_parent,
            _ => false,
        },
    }
}

/// The lines that tell the GUI the game ended with `outcome` (described as
/// `text`, e.g. `white wins: checkmate`), the engine playing `engine` (no
/// side in force mode): the result line when XBoard knows the rule (`known`),
/// else the rule announced, with a resignation when the engine lost and a
/// draw offer when it is drawn.
pub fn end_of_game_lines(
    outcome: Outcome,
    text: &str,
    engine: Option<Color>,
    known: bool,
) -> Vec<String> {
    let score = match outcome.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    if known {
        return vec![format!("{score} {{{text}}}")];
    }
    let mut lines = vec![format!(
        "telluser Game over under the rules of variants: {score} {{{text}}}"
    )];
    match outcome.winner() {
        Some(winner) if engine == Some(!winner) => lines.push("resign".to_string()),
        None if engine.is_some() => lines.push("offer draw".to_string()),
        _ => {}
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    const MATE: Outcome = Outcome::Decisive {
        winner: Color::White,
        reason: WinReason::Checkmate,
    };
    const BARE: Outcome = Outcome::Decisive {
        winner: Color::White,
        reason: WinReason::BareKing,
    };
    const STALEMATE_DRAW: Outcome = Outcome::Draw {
        reason: DrawReason::Stalemate,
    };

    #[test]
    fn xboard_knows_mate_repetition_and_its_own_stalemate() {
        assert!(xboard_knows(MATE, true, 0));
        assert!(!xboard_knows(BARE, true, 0));
        // Under Shatranj XBoard scores a stalemate as a loss, not a draw.
        assert!(!xboard_knows(STALEMATE_DRAW, true, 0));
        assert!(xboard_knows(STALEMATE_DRAW, false, 0));
        let no_progress = Outcome::Draw {
            reason: DrawReason::NoProgress,
        };
        assert!(!xboard_knows(no_progress, false, 60));
        assert!(xboard_knows(no_progress, false, 100));
    }

    #[test]
    fn an_unknown_rule_is_announced_and_the_loser_resigns() {
        assert_eq!(
            end_of_game_lines(MATE, "white wins: checkmate", Some(Color::Black), true),
            ["1-0 {white wins: checkmate}"]
        );
        let said = end_of_game_lines(BARE, "white wins: bare king", Some(Color::Black), false);
        assert_eq!(
            said,
            [
                "telluser Game over under the rules of variants: 1-0 {white wins: bare king}",
                "resign"
            ]
        );
        let said = end_of_game_lines(BARE, "white wins: bare king", Some(Color::White), false);
        assert_eq!(said.len(), 1);
        let said = end_of_game_lines(STALEMATE_DRAW, "draw: stalemate", Some(Color::White), false);
        assert_eq!(said[1], "offer draw");
    }
}
