//! Why move text names no move: the reasons of a
//! [`ParseMoveError`](crate::ParseMoveError).

use crate::{AnySquare, Color, CustomReason, Excerpt, Outcome, ParseSquareError};
use core::fmt;

/// Why move text was refused: the reason of a
/// [`ParseMoveError`](crate::ParseMoveError), beside its
/// [`MoveErrorKind`](crate::MoveErrorKind).
///
/// One variant for each reason the games of this workspace give (each
/// variant's documentation names them), with the squares, pieces and
/// limits as data: squares as [`AnySquare`], pieces by the game's name for
/// their kind (`giraffe`) or their letter, sides by the game's name for them
/// ([`Game::side_name`](crate::Game::side_name): `gold`), offending text as
/// an [`Excerpt`]. A game implemented elsewhere uses the general variants
/// ([`Expected`](MoveErrorReason::Expected),
/// [`GameOver`](MoveErrorReason::GameOver),
/// [`NotLegal`](MoveErrorReason::NotLegal)) or its own typed
/// [`Custom`](MoveErrorReason::Custom) reason.
///
/// `Display` writes the reason as the error's message ends with it.
///
/// ```
/// use variant_core::{Coord2, MoveErrorReason};
/// let reason = MoveErrorReason::NoPiece(Coord2::new(0, 0).into());
/// assert_eq!(reason.to_string(), "no piece on a1");
/// assert_eq!(MoveErrorReason::Expected("take1 or take2").to_string(), "expected take1 or take2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveErrorReason {
    // General: any game.
    /// The text is not one of the notation's forms, described here
    /// (`` `-` or `x` after the origin square ``): `expected FORMS`.
    Expected(&'static str),
    /// The position is decided; `sides` are the game's names for White and
    /// Black, which the outcome's text uses.
    GameOver {
        /// How the game ended.
        outcome: Outcome,
        /// The game's names of the sides, White's first.
        sides: [&'static str; 2],
    },
    /// Not a legal move here, no finer reason given (Cheskers).
    NotLegal,
    /// The move is legal here: what [`Game::illegal_reason`] says when it
    /// is asked about a legal move (Cheskers).
    ///
    /// [`Game::illegal_reason`]: crate::Game::illegal_reason
    Legal,
    /// The move is legal here: what [`Game::illegal_reason`] says when it
    /// is asked about a legal move (Baroque chess).
    ///
    /// [`Game::illegal_reason`]: crate::Game::illegal_reason
    LegalHere,
    /// The reason of a game outside this workspace, as its own value.
    Custom(CustomReason),

    // The text.
    /// Nothing but white space (Grant Acedrex).
    Empty,
    /// Characters other than ASCII (Grant Acedrex).
    NotAscii,
    /// Characters other than ASCII (Cheskers).
    NotPlainAscii,
    /// A move value with a square off the board (Dragonchess).
    OffBoard,
    /// The origin of leveled coordinate text is not a square (Dragonchess).
    BadOrigin(ParseSquareError),
    /// The destination of leveled coordinate text is not a square
    /// (Dragonchess).
    BadDestination(ParseSquareError),
    /// The destination of a SAN move is not a square (Grant Acedrex).
    BadSanDestination(ParseSquareError),
    /// Text where a square a1..h8 should be (Cheskers, Baroque chess).
    NotASquare(Excerpt),
    /// A light square, never played on (Cheskers).
    LightSquare(AnySquare),
    /// Text after the destination that is no suffix (Dragonchess).
    TrailingText(Excerpt),
    /// A SAN disambiguation that is neither a file nor a rank (Grant
    /// Acedrex).
    BadDisambiguation(Excerpt),
    /// An upper-case letter that is no piece's (Grant Acedrex).
    UnknownPieceLetter(char),
    /// A promotion suffix (after `=`) that names no piece (Grant Acedrex).
    BadPromotionSuffix {
        /// What follows the `=`.
        suffix: Excerpt,
        /// The suffixes there are (`=A, =C, ...`).
        expected: &'static str,
    },
    /// A promotion suffix (after `=`) that names no piece a man becomes
    /// (Cheskers).
    NotAPromotionSuffix {
        /// What follows the `=`.
        suffix: Excerpt,
        /// The suffixes there are (`=K, =B or =C`).
        expected: &'static str,
    },
    /// A character after the origin that is neither `-` nor `x` (Cheskers).
    NotASeparator(char),
    /// A chain's squares joined by different separators (Cheskers).
    WrongSeparator {
        /// The separator found.
        found: char,
        /// The one the chain began with.
        expected: char,
    },
    /// Several landing squares joined by `-` (Cheskers).
    LandingsWithoutCapture,
    /// A jump chain longer than any can be (Cheskers).
    TooManyJumps {
        /// The most jumps a chain has.
        max: usize,
    },
    /// The destination is the origin (Grant Acedrex, where a pass is
    /// written `pass`).
    SameSquare,
    /// The destination is the origin (Baroque chess, where a suicide is
    /// written `c4xc4`).
    MustLeaveSquare,
    /// `e4xe7`: a move written like a chess capture, without its
    /// destination (Baroque chess).
    WrittenLikeChessCapture {
        /// The origin.
        from: AnySquare,
        /// The square after the `x`.
        to: AnySquare,
    },
    /// A suicide whose capture list is not its own square (Baroque chess).
    SuicideForm(AnySquare),

    // The piece on the origin.
    /// The origin is empty (Grant Acedrex, Baroque chess).
    NoPiece(AnySquare),
    /// The origin is empty (Dragonchess, Cheskers).
    ThereIsNoPiece(AnySquare),
    /// The piece on the origin is the opponent's (Grant Acedrex,
    /// Dragonchess).
    NotYours {
        /// The name of its kind.
        piece: &'static str,
        /// Where it stands.
        at: AnySquare,
        /// Its side's name.
        owner: &'static str,
        /// The name of the side to move.
        to_move: &'static str,
    },
    /// The piece on the origin is not the side to move's (Baroque chess,
    /// and Cheskers, which does not name the kind).
    NotOwnPiece {
        /// The name of its kind, if the game gives it.
        piece: Option<&'static str>,
        /// Where it stands.
        at: AnySquare,
        /// The name of the side to move.
        side: &'static str,
    },
    /// The piece on the origin is not the one written (Grant Acedrex).
    WrongPiece {
        /// The origin.
        at: AnySquare,
        /// The name of the kind standing there.
        is: &'static str,
        /// The name of the kind written.
        not: &'static str,
    },
    /// The piece letter written is not the one of the piece on the origin
    /// (Dragonchess).
    WrongPieceLetter {
        /// The origin.
        at: AnySquare,
        /// The name of the kind standing there.
        piece: &'static str,
        /// Its letter.
        letter: char,
        /// The letter written.
        written: char,
        /// The name of the kind the written letter stands for, if any.
        written_piece: Option<&'static str>,
    },
    /// A move value whose mover is not the piece on its origin
    /// (Dragonchess).
    WrongMover {
        /// The origin.
        at: AnySquare,
        /// The side of the piece standing there.
        side: &'static str,
        /// The name of its kind.
        piece: &'static str,
        /// The side of the move's mover.
        move_side: &'static str,
        /// The name of the move's mover's kind.
        move_piece: &'static str,
    },
    /// The piece on the origin is frozen (Baroque chess).
    Frozen {
        /// The name of its kind.
        piece: &'static str,
        /// Where it stands.
        at: AnySquare,
    },
    /// The piece on the origin is frozen by a basilisk (Dragonchess).
    FrozenByBasilisk {
        /// The name of its kind.
        piece: &'static str,
        /// Where it stands.
        at: AnySquare,
    },

    // Where it goes.
    /// The piece on the origin has no move to the destination (Grant
    /// Acedrex, Baroque chess).
    CannotMoveTo {
        /// The name of its kind.
        piece: &'static str,
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// The piece on the origin has no move to the destination
    /// (Dragonchess).
    CannotGoTo {
        /// The name of its kind.
        piece: &'static str,
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// The move would leave the mover's king attacked (Dragonchess).
    CannotGoToKingAttacked {
        /// The name of the moving kind.
        piece: &'static str,
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
        /// The name of the side to move.
        side: &'static str,
    },
    /// The move would leave the mover's king attacked (Grant Acedrex).
    KingLeftAttacked {
        /// The move's canonical text.
        mv: Excerpt,
        /// The name of the side to move.
        side: &'static str,
    },
    /// The move would leave the mover's king capturable, under
    /// `forbid_self_capture` (Baroque chess).
    KingCapturable,
    /// The move from the origin to the destination is another one (Grant
    /// Acedrex).
    DoesNotMatch {
        /// The move's canonical text.
        mv: Excerpt,
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
        /// The canonical text of the move that goes there.
        legal: Excerpt,
    },
    /// No piece of the written kind can go to the SAN destination (Grant
    /// Acedrex).
    NoPieceCanGo {
        /// The name of the kind.
        piece: &'static str,
        /// The destination.
        to: AnySquare,
    },
    /// Several pieces of the written kind can go to the SAN destination
    /// (Grant Acedrex; an ambiguous move).
    SeveralCanGo {
        /// How many can.
        count: usize,
        /// The name of the kind.
        piece: &'static str,
        /// The destination.
        to: AnySquare,
    },
    /// A pass while the side has another move or is in check (Grant
    /// Acedrex).
    PassOnlyWhenStuck {
        /// The name of the side to move.
        side: &'static str,
    },
    /// A pass under rules without passing (Grant Acedrex).
    PassNotAllowed,
    /// A king's suicide (Baroque chess).
    KingSuicide,
    /// The suicide of a piece that is not frozen (Baroque chess).
    SuicideNotFrozen {
        /// The name of its kind.
        piece: &'static str,
        /// Where it stands.
        at: AnySquare,
    },
    /// A suicide under rules without suicide (Baroque chess).
    SuicideNotAllowed,

    // Captures.
    /// `x` written, but the destination is empty (Grant Acedrex).
    CaptureOnEmpty(AnySquare),
    /// The move captures on the destination, but no `x` is written (Grant
    /// Acedrex).
    CaptureNotMarked(AnySquare),
    /// `-` written for a capture (Dragonchess).
    IsACapture {
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// `x` written for a move that captures nothing (Dragonchess).
    CapturesNothing {
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// `-` written for a capture or `x` for a move that captures nothing
    /// (Cheskers).
    WrongCaptureMark {
        /// Whether the move captures.
        is_capture: bool,
        /// Its canonical text.
        canonical: Excerpt,
    },
    /// A capture list after a move that captures nothing (Baroque chess).
    NoCaptureToList,
    /// A capture list that is not the move's, in its order (Baroque chess).
    WrongCaptureList(Vec<AnySquare>),
    /// A move value that captures where the legal move between its squares
    /// captures nothing (Dragonchess).
    LegalCapturesNothing {
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// A move value whose capture is not the one the legal move between its
    /// squares makes (Dragonchess).
    LegalCaptures {
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
        /// The side of the piece the legal move captures.
        side: &'static str,
        /// The name of its kind.
        piece: &'static str,
    },
    /// A move value with the squares of a legal move that differs from it
    /// otherwise (Dragonchess).
    NotTheLegalMove {
        /// The canonical text of the legal move.
        legal: Excerpt,
    },
    /// A move value with captures where the legal move between its squares
    /// captures nothing (Baroque chess).
    CapturesNothingFrom(AnySquare),
    /// A move value whose captures are not those of the legal move between
    /// its squares, which captures these, in order (Baroque chess).
    CapturesExactly(Vec<AnySquare>),
    /// A move that does not capture while a capture is compulsory
    /// (Cheskers).
    CaptureCompulsory,
    /// A bishop or camel move while only jump chains are legal (Cheskers).
    JumpsOnly,
    /// A jump chain that stops while a jump is possible (Cheskers).
    ChainMustGoOn,

    // Promotions.
    /// A promotion suffix on a move that does not promote (Grant Acedrex).
    NotAPromotion,
    /// A promotion suffix on a move that does not promote (Cheskers).
    DoesNotPromote,
    /// A promotion suffix on a move that does not promote (Dragonchess).
    SuffixButNoPromotion {
        /// The suffix written (`=H`).
        suffix: &'static str,
        /// The origin.
        from: AnySquare,
        /// The destination.
        to: AnySquare,
    },
    /// A promotion to another piece than the one the square gives (Grant
    /// Acedrex).
    WrongPromotion {
        /// The promotion square.
        to: AnySquare,
        /// The name of the kind the pawn becomes there.
        piece: &'static str,
        /// Its letter.
        letter: char,
    },
    /// A promoting move written without its suffix (Cheskers).
    PromotionMissing {
        /// The suffixes there are (`=K, =B or =C`).
        suffixes: &'static str,
    },
}

impl MoveErrorReason {
    /// The game is over with `outcome`; `side_name` names the sides (the
    /// game's [`Game::side_name`](crate::Game::side_name)).
    pub fn game_over(outcome: Outcome, side_name: impl Fn(Color) -> &'static str) -> Self {
        MoveErrorReason::GameOver {
            outcome,
            sides: [side_name(Color::White), side_name(Color::Black)],
        }
    }

    /// A game's own reason, as [`Custom`](MoveErrorReason::Custom).
    pub fn custom<R>(reason: R) -> Self
    where
        R: fmt::Display + fmt::Debug + PartialEq + Send + Sync + 'static,
    {
        MoveErrorReason::Custom(CustomReason::new(reason))
    }
}

impl fmt::Display for MoveErrorReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MoveErrorReason as R;
        match self {
            R::Expected(forms) => write!(f, "expected {forms}"),
            R::GameOver { outcome, sides } => write!(
                f,
                "the game is over ({})",
                outcome.describe(|c| sides[c.index()])
            ),
            R::NotLegal => f.write_str("not a legal move in this position"),
            R::Legal => f.write_str("it is legal"),
            R::LegalHere => f.write_str("it is a legal move here"),
            R::Custom(reason) => fmt::Display::fmt(reason, f),
            R::Empty => f.write_str("empty move text"),
            R::NotAscii => f.write_str("move text is ASCII"),
            R::NotPlainAscii => f.write_str("move text is plain ASCII"),
            R::OffBoard => f.write_str("a square off the board"),
            R::BadOrigin(e) => write!(f, "bad origin square: {}", e.kind()),
            R::BadDestination(e) => write!(f, "bad destination square: {}", e.kind()),
            R::BadSanDestination(e) => write!(f, "bad destination square: {e}"),
            R::NotASquare(text) => write!(f, "`{text}` is not a square a1..h8"),
            R::LightSquare(at) => write!(f, "{at} is a light square"),
            R::TrailingText(text) => write!(f, "unexpected `{text}` after the destination"),
            R::BadDisambiguation(text) => write!(f, "bad disambiguation `{text}`"),
            R::UnknownPieceLetter(c) => write!(f, "unknown piece letter `{c}`"),
            R::BadPromotionSuffix { suffix, expected } => {
                write!(f, "bad promotion suffix `={suffix}` (expected {expected})")
            }
            R::NotAPromotionSuffix { suffix, expected } => {
                write!(f, "the promotion suffix `={suffix}` is not {expected}")
            }
            R::NotASeparator(c) => write!(f, "`{c}` is not `-` or `x`"),
            R::WrongSeparator { found, expected } => {
                write!(f, "`{found}` where `{expected}` was expected")
            }
            R::LandingsWithoutCapture => {
                f.write_str("only a capture chain has several landing squares (joined by `x`)")
            }
            R::TooManyJumps { max } => write!(f, "a chain has at most {max} jumps"),
            R::SameSquare => {
                f.write_str("a move goes to another square (a pass is written `pass`)")
            }
            R::MustLeaveSquare => {
                f.write_str("a move must leave its square (a suicide is written `c4xc4`)")
            }
            R::WrittenLikeChessCapture { from, to } => write!(
                f,
                "a move is written from-to, then `x` and the squares it captures \
                 (`{from}-{to}`, `{from}-{to}x...`); a suicide is `{from}x{from}`"
            ),
            R::SuicideForm(at) => write!(
                f,
                "a suicide is written as the square, `x` and the same square: `{at}x{at}`"
            ),
            R::NoPiece(at) => write!(f, "no piece on {at}"),
            R::ThereIsNoPiece(at) => write!(f, "there is no piece on {at}"),
            R::NotYours {
                piece,
                at,
                owner,
                to_move,
            } => write!(
                f,
                "the {piece} on {at} is {owner}'s, and {to_move} is to move"
            ),
            R::NotOwnPiece { piece, at, side } => {
                let piece = piece.unwrap_or("piece");
                write!(f, "the {piece} on {at} is not {side}'s")
            }
            R::WrongPiece { at, is, not } => write!(f, "the piece on {at} is a {is}, not a {not}"),
            R::WrongPieceLetter {
                at,
                piece,
                letter,
                written,
                written_piece,
            } => {
                write!(
                    f,
                    "wrong piece letter: the piece on {at} is a {piece} ({letter}), not "
                )?;
                match written_piece {
                    Some(name) => write!(f, "a {name}"),
                    None => write!(f, "`{written}`, no piece letter"),
                }
            }
            R::WrongMover {
                at,
                side,
                piece,
                move_side,
                move_piece,
            } => write!(
                f,
                "the piece on {at} is a {side} {piece}, not a {move_side} {move_piece}"
            ),
            R::Frozen { piece, at } => write!(f, "the {piece} on {at} is frozen and cannot move"),
            R::FrozenByBasilisk { piece, at } => {
                write!(f, "the {piece} on {at} is frozen by the basilisk below it")
            }
            R::CannotMoveTo { piece, from, to } => {
                write!(f, "the {piece} on {from} cannot move to {to}")
            }
            R::CannotGoTo { piece, from, to } => {
                write!(f, "the {piece} on {from} cannot go to {to}")
            }
            R::CannotGoToKingAttacked {
                piece,
                from,
                to,
                side,
            } => write!(
                f,
                "the {piece} on {from} cannot go to {to}: that would leave {side}'s king attacked"
            ),
            R::KingLeftAttacked { mv, side } => {
                write!(f, "{mv} would leave the {side} king attacked")
            }
            R::KingCapturable => {
                f.write_str("it would leave the king capturable (forbid_self_capture = true)")
            }
            R::DoesNotMatch {
                mv,
                from,
                to,
                legal,
            } => write!(
                f,
                "{mv} does not match the move from {from} to {to} ({legal})"
            ),
            R::NoPieceCanGo { piece, to } => {
                write!(f, "no {piece} of the side to move can go to {to}")
            }
            R::SeveralCanGo { count, piece, to } => write!(
                f,
                "{count} {piece}s can go to {to}; add the file or rank of the one to move"
            ),
            R::PassOnlyWhenStuck { side } => write!(
                f,
                "{side} may pass only when it has no other move and is not in check"
            ),
            R::PassNotAllowed => f.write_str("passing is not allowed (only under stalemate=Pass)"),
            R::KingSuicide => f.write_str("the king cannot commit suicide"),
            R::SuicideNotFrozen { piece, at } => write!(
                f,
                "the {piece} on {at} is not frozen, so it cannot commit suicide"
            ),
            R::SuicideNotAllowed => {
                f.write_str("suicide is not allowed by the rules (allow_suicide = false)")
            }
            R::CaptureOnEmpty(at) => write!(f, "`x` marks a capture, but {at} is empty"),
            R::CaptureNotMarked(at) => write!(f, "the move captures on {at}: write `x`"),
            R::IsACapture { from, to } => {
                write!(f, "{from} to {to} is a capture: write `x`, not `-`")
            }
            R::CapturesNothing { from, to } => {
                write!(f, "{from} to {to} captures nothing: write `-`, not `x`")
            }
            R::WrongCaptureMark {
                is_capture,
                canonical,
            } => {
                let what = if *is_capture {
                    "it is a capture"
                } else {
                    "it captures nothing"
                };
                write!(f, "{what}: write it {canonical}")
            }
            R::NoCaptureToList => f.write_str("this move captures nothing (write it without `x`)"),
            R::WrongCaptureList(squares) => {
                f.write_str("wrong capture list: this move captures exactly ")?;
                write_squares(f, squares)?;
                f.write_str(", listed in that order")
            }
            R::LegalCapturesNothing { from, to } => write!(f, "{from} to {to} captures nothing"),
            R::LegalCaptures {
                from,
                to,
                side,
                piece,
            } => write!(f, "{from} to {to} captures the {side} {piece} there"),
            R::NotTheLegalMove { legal } => write!(f, "it does not match the legal move {legal}"),
            R::CapturesNothingFrom(from) => write!(
                f,
                "its capture list is wrong: the move from {from} captures nothing"
            ),
            R::CapturesExactly(squares) => {
                f.write_str("its capture list is wrong: the move captures exactly ")?;
                write_squares(f, squares)
            }
            R::CaptureCompulsory => f.write_str("capture is compulsory here"),
            R::JumpsOnly => {
                f.write_str("capture is compulsory here: only man and king jump chains are legal")
            }
            R::ChainMustGoOn => f.write_str("the jump chain must go on while a jump is possible"),
            R::NotAPromotion => f.write_str("the move is not a promotion"),
            R::DoesNotPromote => f.write_str("this move does not promote"),
            R::SuffixButNoPromotion { suffix, from, to } => write!(
                f,
                "`{suffix}` written, but {from} to {to} is not a promotion"
            ),
            R::WrongPromotion { to, piece, letter } => {
                write!(f, "a pawn reaching {to} becomes a {piece} (={letter})")
            }
            R::PromotionMissing { suffixes } => {
                write!(f, "a promotion needs the suffix {suffixes}")
            }
        }
    }
}

/// `squares` joined by commas (`a1,b3`).
fn write_squares(f: &mut fmt::Formatter<'_>, squares: &[AnySquare]) -> fmt::Result {
    for (i, sq) in squares.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        write!(f, "{sq}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Coord2, Coord3, WinReason};

    #[test]
    fn messages_name_the_data() {
        let a1: AnySquare = Coord2::new(0, 0).into();
        let b3: AnySquare = Coord2::new(1, 2).into();
        let over = MoveErrorReason::game_over(
            Outcome::loss_for(Color::Black, WinReason::Checkmate),
            |c| c.fold("gold", "scarlet"),
        );
        assert_eq!(over.to_string(), "the game is over (gold wins: checkmate)");
        assert_eq!(
            MoveErrorReason::WrongCaptureList(vec![a1, b3]).to_string(),
            "wrong capture list: this move captures exactly a1,b3, listed in that order"
        );
        let letter = MoveErrorReason::WrongPieceLetter {
            at: Coord3::new(1, 2, 1).into(),
            piece: "warrior",
            letter: 'W',
            written: 'Z',
            written_piece: None,
        };
        assert_eq!(
            letter.to_string(),
            "wrong piece letter: the piece on 2c2 is a warrior (W), not `Z`, no piece letter"
        );
        let cheskers = MoveErrorReason::NotOwnPiece {
            piece: None,
            at: a1,
            side: "black",
        };
        assert_eq!(cheskers.to_string(), "the piece on a1 is not black's");
        // The reasons of a move value, not text (Game::illegal_reason).
        let (e2, e3): (AnySquare, AnySquare) =
            (Coord3::new(1, 4, 1).into(), Coord3::new(1, 4, 2).into());
        let taken = MoveErrorReason::LegalCaptures {
            from: e2,
            to: e3,
            side: "scarlet",
            piece: "warrior",
        };
        assert_eq!(
            taken.to_string(),
            "2e2 to 2e3 captures the scarlet warrior there"
        );
        let other = MoveErrorReason::NotTheLegalMove {
            legal: Excerpt::new("W2e2-2e3"),
        };
        assert_eq!(
            other.to_string(),
            "it does not match the legal move W2e2-2e3"
        );
        assert_eq!(
            MoveErrorReason::CapturesExactly(vec![a1, b3]).to_string(),
            "its capture list is wrong: the move captures exactly a1,b3"
        );
        assert_eq!(
            MoveErrorReason::OffBoard.to_string(),
            "a square off the board"
        );
        assert_eq!(
            MoveErrorReason::custom("not that many stones").to_string(),
            "not that many stones"
        );
    }

    #[test]
    fn a_square_error_gives_its_reason_alone_where_the_move_quotes_the_text() {
        let e = Coord3::parse("9a1-2a2", 12, 8, 3).unwrap_err();
        assert_eq!(
            MoveErrorReason::BadOrigin(e.clone()).to_string(),
            "bad origin square: level off the board"
        );
        assert_eq!(
            MoveErrorReason::BadSanDestination(e.clone()).to_string(),
            format!("bad destination square: {e}")
        );
    }
}
