//! The noisy moves (captures of every kind and promotions) without the
//! quiet ones: the pieces that could have one are found on square sets
//! first, from each piece's capture reach and the squares a promotion
//! starts from ([`MoveTables::capture_reach`],
//! [`MoveTables::promotion_origins`]); the generator then visits only
//! those, and works out the King-safety facts only when there are any.
//! The moves and their order are those of the full list, filtered.

use super::generate::{Generator, Turn};
use super::piece_tables::{move_tables, MoveTables, StepMasks};
use crate::bits::Levels;
use crate::position::Position;
use crate::Move;
use variant_core::MoveSink;

/// Gives the legal noisy moves of the side to move to `out`, in the order
/// of the full list.
pub(crate) fn generate_noisy<S: MoveSink<Move>>(pos: &Position, out: &mut S) {
    let origins = noisy_origins(pos, move_tables(&pos.rules));
    if origins != [0; 3] {
        let turn = Turn::with_safety(pos);
        Generator::new(&turn, true, true, out).run_on(origins);
    }
}

/// The unfrozen pieces of the side to move that might have a noisy move:
/// those whose capture reach holds an enemy piece, and those standing
/// where a promotion starts. Every other piece has none.
fn noisy_origins(pos: &Position, mt: &MoveTables) -> Levels {
    let us = pos.side;
    let enemy = pos.occ.by_color[(!us).index()];
    let mut movable = pos.occ.by_color[us.index()];
    movable[1] &= !pos.occ.frozen(us);
    let promotions = &mt.promotion_origins[us.index()];
    let mut origins = [0; 3];
    for (level, origins) in origins.iter_mut().enumerate() {
        let mut bits = movable[level];
        *origins = bits & promotions[level];
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let sq = level * 96 + i;
            let Some(pc) = pos.board.get(sq) else {
                continue;
            };
            let reach = &mt.capture_reach[StepMasks::slot(pc.kind, us, sq)];
            if (reach[0] & enemy[0]) | (reach[1] & enemy[1]) | (reach[2] & enemy[2]) != 0 {
                *origins |= 1 << i;
            }
        }
    }
    origins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ElementalAscent, PieceKind, Rules};
    use variant_core::{testkit, Game, Rng, RuleSet};

    /// The rules of every preset under each of the sixteen settings of the
    /// options that change moves or check.
    fn every_rule_setting() -> Vec<Rules> {
        let mut all = Vec::new();
        for preset in Rules::presets() {
            for bits in 0..16 {
                let mut rules = (preset.rules)();
                rules.offboard_steps_capture ^= bits & 1 != 0;
                rules.paladin_3d_captures ^= bits & 2 != 0;
                rules.frozen_pieces_give_check ^= bits & 4 != 0;
                if bits & 8 != 0 {
                    rules.elemental_ascent = match rules.elemental_ascent {
                        ElementalAscent::CaptureOnly => ElementalAscent::MoveOrCapture,
                        ElementalAscent::MoveOrCapture => ElementalAscent::CaptureOnly,
                    };
                }
                all.push(rules);
            }
        }
        all
    }

    /// The noisy moves generated from every unfrozen piece (no piece left
    /// out beforehand).
    fn noisy_from_every_piece(pos: &Position) -> Vec<Move> {
        let turn = Turn::with_safety(pos);
        let mut out = Vec::new();
        Generator::new(&turn, true, true, &mut out).run();
        out
    }

    /// A random placement of a King each and up to 60 other pieces on
    /// squares their kinds may stand on: many captures, pieces on every
    /// level, freezes.
    fn random_placement(rng: &mut Rng, rules: &Rules) -> Option<Position> {
        let mut setup = crate::Setup::empty();
        let mut place = |rng: &mut Rng, pc: crate::Piece| {
            for _ in 0..40 {
                let sq = crate::Square::from_index(rng.below(288))?;
                if setup.piece_at(sq).is_none() && pc.kind.can_stand_on(sq.level()) {
                    setup.put(sq, pc);
                    return Some(());
                }
            }
            None
        };
        for color in variant_core::Color::ALL {
            place(rng, crate::Piece::new(color, PieceKind::King))?;
        }
        for _ in 0..rng.below(60) {
            let kind = crate::piece::KINDS[rng.below(15)];
            let color = variant_core::Color::ALL[rng.below(2)];
            if kind != PieceKind::King {
                let _ = place(rng, crate::Piece::new(color, kind));
            }
        }
        setup.turn = variant_core::Color::ALL[rng.below(2)];
        Position::from_setup(setup, rules.clone()).ok()
    }

    /// The noisy generator against the same generator visiting every
    /// piece, and against the full list filtered (same moves, same order),
    /// on positions of random games and random placements under every
    /// rule setting; also that no noisy move starts outside the origins.
    #[test]
    fn noisy_moves_are_the_filtered_list_in_order() {
        let mut rng = Rng::new(0x006e_6f69_7379);
        let (mut positions, mut noisy) = (0, 0);
        for rules in every_rule_setting() {
            let start = Position::start(rules.clone());
            let mut cases: Vec<Position> = (0..12)
                .flat_map(|seed| testkit::playout_positions(&start, seed, 120))
                .collect();
            cases.extend((0..150).filter_map(|_| random_placement(&mut rng, &rules)));
            for pos in cases {
                let mut list = Vec::new();
                generate_noisy(&pos, &mut list);
                let mut all = Vec::new();
                super::super::generate(&pos, true, &mut all);
                let filtered: Vec<Move> = all.into_iter().filter(|m| pos.is_noisy(m)).collect();
                assert_eq!(list, filtered, "in `{pos}`");
                assert_eq!(list, noisy_from_every_piece(&pos), "in `{pos}`");
                let origins = noisy_origins(&pos, move_tables(&pos.rules));
                for mv in &list {
                    assert!(crate::bits::contains(&origins, mv.from().index()));
                }
                positions += 1;
                noisy += list.len();
            }
        }
        // The positions have noisy moves to compare (many per position).
        assert!(
            noisy > 5 * positions,
            "{noisy} noisy moves in {positions} positions"
        );
    }
}
