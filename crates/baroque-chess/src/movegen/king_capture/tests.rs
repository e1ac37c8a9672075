//! The direct test against the way the `forbid_self_capture` filter used
//! to answer (kept here as the oracle): generate every reply of the
//! opponent and look for one whose captures include the King.

use super::captures_enemy_king;
use crate::board::{side_key, Board};
use crate::movegen::generate;
use crate::{Move, MoveList, Piece, PieceKind, Position, Rules, Setup};
use variant_core::testkit::{option_values, random_position};
use variant_core::{draw_by_options, Color, Game, Kind, MoveSink, Repetition, Rng, RuleSet};

/// A sink that keeps the union of the squares the moves capture, and the
/// kinds of the pieces whose moves capture the square `watched`.
struct CaptureUnion<'a> {
    board: &'a Board,
    watched: u64,
    captured: u64,
    capturers: u8,
}

impl MoveSink<Move> for CaptureUnion<'_> {
    fn push(&mut self, mv: Move) {
        self.captured |= mv.captured_bits();
        if mv.captured_bits() & self.watched != 0 {
            if let Some(kind) = self.board.kind_on(mv.from().raw()) {
                self.capturers |= 1 << kind.index();
            }
        }
    }
}

/// Whether one of `us`'s generated moves captures the enemy King, and the
/// kinds of the pieces that can (the oracle).
fn king_captured_by_some_reply(board: &Board, us: Color, rules: &Rules) -> (bool, u8) {
    let king = board.of(!us, PieceKind::King);
    let mut replies = CaptureUnion {
        board,
        watched: king,
        captured: 0,
        capturers: 0,
    };
    generate(board, us, rules, &mut replies);
    (king != 0 && replies.captured & king != 0, replies.capturers)
}

/// `Position::leaves_king_capturable` as it was before the direct test:
/// every reply generated.
fn leaves_king_capturable_by_every_reply(p: &Position, mv: &Move) -> bool {
    let them = !p.side;
    if p.board
        .king(them)
        .is_some_and(|k| mv.captured_bits() & (1u64 << k) != 0)
    {
        return false;
    }
    let mut after = p.board;
    after.apply(mv);
    if after.king(p.side).is_none() {
        return true;
    }
    if p.rules.repetition == Repetition::ThreefoldDraw || p.rules.no_progress_limit.is_some() {
        let resets = mv.is_capture() || p.board.kind_set(PieceKind::Pincer) & mv.from().mask() != 0;
        let clock = if resets {
            0
        } else {
            p.counters.halfmove_clock.saturating_add(1)
        };
        let occurrences = if p.rules.repetition != Repetition::ThreefoldDraw {
            0
        } else if mv.is_capture() {
            1
        } else {
            p.history.occurrences(after.hash ^ them.fold(0, side_key())) + 1
        };
        if draw_by_options(&p.rules, clock, occurrences).is_some() {
            return false;
        }
    }
    king_captured_by_some_reply(&after, them, &p.rules).0
}

/// A random placement: each square occupied with probability `density`
/// percent, by any kind but the King, of either side; then each side's
/// King on a random square (one of them left out now and then), and a
/// random side to move and halfmove clock.
fn random_setup(rng: &mut Rng, density: usize) -> Setup {
    const KINDS: [PieceKind; 6] = [
        PieceKind::Pincer,
        PieceKind::LongLeaper,
        PieceKind::Chameleon,
        PieceKind::Coordinator,
        PieceKind::Withdrawer,
        PieceKind::Immobilizer,
    ];
    let mut setup = Setup::empty();
    let side = |rng: &mut Rng| [Color::White, Color::Black][rng.below(2)];
    for cell in setup.board.iter_mut() {
        if rng.below(100) < density {
            *cell = Some(Piece::new(side(rng), KINDS[rng.below(KINDS.len())]));
        }
    }
    let skipped = rng.below(16);
    for color in Color::ALL {
        if skipped != color.index() {
            setup.board[rng.below(64)] = Some(Piece::new(color, PieceKind::King));
        }
    }
    setup.turn = side(rng);
    setup.counters.halfmove_clock = rng.below(4) as u32;
    setup
}

/// Every combination of the rule options' values (each option's first
/// three of [`option_values`]: the no-progress limit none, 1 and 2), then
/// every preset.
fn every_rule_combination() -> Vec<Rules> {
    let choices: Vec<Vec<String>> = Rules::OPTIONS
        .iter()
        .map(|option| option_values(option).into_iter().take(3).collect())
        .collect();
    let total: usize = choices.iter().map(Vec::len).product();
    let mut out = Vec::with_capacity(total);
    for mut index in 0..total {
        let mut rules = Rules::default();
        for (option, values) in Rules::OPTIONS.iter().zip(&choices) {
            rules
                .set_option(option.name, &values[index % values.len()])
                .unwrap();
            index /= values.len();
        }
        out.push(rules);
    }
    out.extend(Rules::presets().iter().map(|preset| (preset.rules)()));
    out
}

#[test]
fn the_direct_test_agrees_with_generating_every_reply() {
    let mut rng = Rng::new(0x6b1e);
    let rule_sets = every_rule_combination();
    let (mut capturable, mut safe, mut capturers) = (0, 0, 0u8);
    for i in 0..40_000 {
        let setup = random_setup(&mut rng, [10, 25, 40, 60, 80][i % 5]);
        let rules = &rule_sets[i % rule_sets.len()];
        let Ok(p) = Position::from_setup(setup, rules.clone()) else {
            continue;
        };
        for us in Color::ALL {
            let (want, kinds) = king_captured_by_some_reply(&p.board, us, rules);
            assert_eq!(
                captures_enemy_king(&p.board.sets, us, rules),
                want,
                "can {us:?} capture the King at {p}, rules {rules:?}?"
            );
            capturers |= kinds;
            if want {
                capturable += 1;
            } else {
                safe += 1;
            }
        }
    }
    // Every kind that can capture a King did so somewhere: all but the
    // immobilizer.
    let all_but_immobilizer = 0x7f & !(1 << PieceKind::Immobilizer.index());
    assert_eq!(capturers, all_but_immobilizer);
    assert!(
        capturable > 10_000 && safe > 10_000,
        "{capturable} / {safe}"
    );
}

/// Compares the filter with the old one on every generated move of `p`;
/// returns how many moves it refuses and allows.
fn compare_filters(p: &Position) -> (usize, usize) {
    let mut moves = MoveList::new();
    generate(&p.board, p.side, &p.rules, &mut moves);
    let mut refused = 0;
    for mv in &moves {
        let want = leaves_king_capturable_by_every_reply(p, mv);
        assert_eq!(
            p.leaves_king_capturable(mv),
            want,
            "does {} leave the King capturable at {p}, rules {:?}?",
            p.format_move(mv),
            p.rules
        );
        refused += usize::from(want);
    }
    (refused, moves.len() - refused)
}

#[test]
fn the_filter_agrees_with_generating_every_reply_under_every_rule_combination() {
    let mut rng = Rng::new(0xf5c1);
    let (mut refused, mut allowed) = (0, 0);
    for (i, rules) in every_rule_combination().into_iter().enumerate() {
        for density in [20, 45] {
            if let Ok(p) = Position::from_setup(random_setup(&mut rng, density), rules.clone()) {
                let (r, a) = compare_filters(&p);
                refused += r;
                allowed += a;
            }
        }
        // A position of a random game (with its history, under the draw
        // options).
        let p = random_position(&Position::start(rules), i as u64, 10 + i % 60);
        let (r, a) = compare_filters(&p);
        refused += r;
        allowed += a;
    }
    assert!(
        refused > 10_000 && allowed > 10_000,
        "{refused} / {allowed}"
    );
}
