//! The naming table of variant-core's docs as a compiled contract: one
//! program, written once as a macro, instantiated against each game crate.
//! A name or a signature that drifts in one crate fails this build.
//!
//! The program uses only what the table promises, through each crate's
//! prelude and crate root; the assertions compare each crate's answers
//! with each other (the same position reached two ways, a flip undone),
//! never with hard-coded figures.

macro_rules! naming_table_program {
    ($game:ident) => {
        mod $game {
            use ::$game::prelude::*;

            // The paths every crate keeps at its root.
            const START: &str = ::$game::START_TEXT;
            const CAPACITY: usize = ::$game::MAX_MOVES;
            type List = ::$game::MoveList;
            type Set = ::$game::SquareSet;

            fn square(index: usize) -> Square {
                Square::from_index(index).expect("index 0 is a square")
            }

            #[test]
            fn the_setup_has_one_shape() {
                let start: Setup = Setup::start();
                assert_eq!(start, Setup::start_with(&Rules::default()));
                assert_eq!(start.to_string(), START);
                assert_eq!(start.color_flipped().color_flipped(), start);
                let _: Color = start.turn;
                let _: MoveCounters = start.counters;

                let mut setup: Setup = Setup::empty();
                let king = Piece::new(Color::White, PieceKind::King);
                let other = Piece::new(Color::Black, PieceKind::King);
                assert_eq!(setup.put(square(0), king), None);
                assert_eq!(setup.put(square(0), other), Some(king));
                assert_eq!(setup.piece_at(square(0)), Some(other));
                assert_eq!(setup.remove(square(0)), Some(other));
                assert_eq!(setup.piece_at(square(0)), None);
            }

            #[test]
            fn the_position_has_one_shape() {
                let start = Setup::start();
                let position: Position =
                    Position::from_setup(start.clone(), Rules::default()).expect("valid");
                let through_trait: Position =
                    <Position as Game>::from_setup(start.clone(), Rules::default()).expect("valid");
                assert_eq!(position, through_trait);
                assert_eq!(position, Position::default());
                assert_eq!(position.to_string(), START);
                assert_eq!(position.counters(), start.counters);
                // A fullmove number of 0 is a problem in every game.
                let mut bad = start.clone();
                bad.counters.fullmove_number = 0;
                let error: Result<Position, PositionError> =
                    Position::from_setup(bad, Rules::default());
                let problems: &[Problem] = error.as_ref().unwrap_err().problems();
                assert!(!problems.is_empty());

                for color in [Color::White, Color::Black] {
                    let occupied: Set = position.occupied(color);
                    let kings: Set = position.pieces(color, PieceKind::King);
                    assert!(!kings.is_empty());
                    assert_eq!(kings & occupied, kings);
                    for index in occupied.iter() {
                        let piece = position.piece_at(square(index));
                        assert_eq!(piece.map(|p| p.color), Some(color));
                    }
                    // `Square` where a side always has one king, `Option`
                    // where it may have none or several.
                    let king: Option<Square> = position.king_square(color).into();
                    if let Some(king) = king {
                        assert!(kings.contains(king.index()));
                    }
                }
                let flipped: Position = position.color_flipped();
                assert_eq!(flipped.color_flipped(), position);
            }

            #[test]
            fn moves_have_one_shape() {
                let position = Position::default();
                let mut moves = List::new();
                position.legal_moves(&mut moves);
                assert!(moves.len() <= CAPACITY);
                let flipped = position.color_flipped();
                for mv in &moves {
                    let mv: &Move = mv;
                    let _: Square = mv.from();
                    let _: Square = mv.to();
                    let _: Option<PieceKind> = mv.promotion();
                    let captured: Vec<Square> = mv.captured_squares().collect();
                    assert_eq!(mv.is_capture(), !captured.is_empty());
                    assert!(flipped.is_legal(&mv.color_flipped()));
                }
                // Move text as values, through the prelude: the canonical
                // text reads back to the move, and the standard text too.
                for mv in &moves {
                    let text: MoveText = MoveText::from_move(&position, mv);
                    assert_eq!(text.to_string(), position.format_move(mv));
                    let read: MoveText = text.to_string().parse().expect("its own text");
                    assert_eq!(read.to_move(&position).as_ref(), Ok(mv));
                    let san: San = San::from_move(&position, mv);
                    assert_eq!(san.to_string(), position.san(mv));
                    assert_eq!(san.to_move(&position).as_ref(), Ok(mv));
                }
                // The prelude brings the generic tools.
                assert_eq!(perft(&position, 1), moves.len() as u64);
                let split: Vec<(Move, u64)> = divide(&position, 1);
                assert_eq!(split.len(), moves.len());
            }
        }
    };
}

naming_table_program!(dragonchess);
naming_table_program!(grant_acedrex);
naming_table_program!(cheskers);
naming_table_program!(baroque_chess);
