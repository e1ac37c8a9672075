//! The games the CLI knows, by name, and what it needs of each beyond the
//! [`Game`] trait.

use crate::dice::DiceRule;
use crate::text::suggestion;
use crate::xboard_cheskers;
use crate::xboard_fen::{unmoved_rights, XboardFen};
use variant_core::record::AlternativeNotation;
use variant_core::{BoardView, Color, Game};
use variant_engine::Evaluate;

/// A game, as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// `dragonchess`
    Dragonchess,
    /// `grant-acedrex`
    GrantAcedrex,
    /// `cheskers`
    Cheskers,
    /// `baroque`
    Baroque,
}

impl GameName {
    /// Every game, in the order the help lists them.
    pub const ALL: [GameName; 4] = [
        GameName::Dragonchess,
        GameName::GrantAcedrex,
        GameName::Cheskers,
        GameName::Baroque,
    ];

    /// The name as the command line spells it ([`Game::NAME`]).
    pub const fn as_str(self) -> &'static str {
        match self {
            GameName::Dragonchess => dragonchess::Position::NAME,
            GameName::GrantAcedrex => grant_acedrex::Position::NAME,
            GameName::Cheskers => cheskers::Position::NAME,
            GameName::Baroque => baroque_chess::Position::NAME,
        }
    }

    /// The game named `text` (any case), or a message naming the games.
    pub fn parse(text: &str) -> Result<GameName, String> {
        let names = GameName::ALL.map(GameName::as_str);
        GameName::ALL
            .into_iter()
            .find(|g| g.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| {
                let hint = suggestion(text, &names)
                    .map_or_else(String::new, |s| format!("did you mean `{s}`? "));
                format!("unknown game `{text}` ({hint}known: {})", names.join(", "))
            })
    }
}

/// Runs `$body` with the type alias `$G` naming the game `$name` selects.
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr) => {
        match $name {
            $crate::games::GameName::Dragonchess => {
                type $G = dragonchess::Position;
                $body
            }
            $crate::games::GameName::GrantAcedrex => {
                type $G = grant_acedrex::Position;
                $body
            }
            $crate::games::GameName::Cheskers => {
                type $G = cheskers::Position;
                $body
            }
            $crate::games::GameName::Baroque => {
                type $G = baroque_chess::Position;
                $body
            }
        }
    };
}
pub(crate) use with_game;

/// What the CLI needs of a game beyond [`Game`]: an evaluation for the
/// computer player, a board for diagrams, and the game's optional extras.
pub trait CliGame: Game + Evaluate + BoardView {
    /// The dice rule, for a game that has one.
    fn dice() -> Option<&'static DiceRule<Self>> {
        None
    }

    /// Another move notation found in records written by other programs.
    fn alternative_notation() -> Option<AlternativeNotation<Self>> {
        None
    }

    /// A move as the XBoard protocol carries it: the game's move text,
    /// unless the game has coordinates XBoard knows.
    fn xboard_move_text(&self, mv: &Self::Move) -> String {
        self.format_move(mv)
    }

    /// A move from the XBoard protocol: its own notation or the game's move
    /// text.
    fn parse_xboard_move_text(&self, text: &str) -> Option<Self::Move> {
        Self::alternative_notation()
            .and_then(|parse| parse(self, text))
            .or_else(|| self.parse_move(text).ok())
    }

    /// A draw rule the referee follows beside the positions of a game
    /// from `start` (under its rules), because the position cannot hold
    /// what it needs (Grant Acedrex under Fairy-Max's reading: its
    /// repetition rule). `None` for most games and rules.
    fn side_rule(_start: &Self) -> Option<Box<dyn SideRule<Self>>> {
        None
    }

    /// The name the referee announces this game by (`variant NAME`) to an
    /// engine whose `variants` feature lists `listed` (empty: no list), in
    /// a match from `start` (under its rules). The game's own name by
    /// default.
    fn xboard_variant(_start: &Self, _listed: &[String]) -> &'static str {
        Self::NAME
    }

    /// What the engine sends after `variant NAME` for this game, so that
    /// XBoard can draw the board and its pieces (nothing by default).
    fn xboard_announcement() -> &'static [&'static str] {
        &[]
    }

    /// A position from `setboard`: the game's own position text, or a FEN
    /// in the forms XBoard writes ([`crate::xboard_fen`]). The error is the
    /// reason the text is no position.
    fn from_xboard_text(text: &str, rules: Self::Rules) -> Result<Self, String> {
        Self::from_text(text, rules.clone()).or_else(|own| {
            let files = Self::start(rules.clone()).board_shape().files;
            let plain = XboardFen::parse(text)?.plain_text(files)?;
            Self::from_text(&plain, rules).map_err(|_| own.to_string())
        })
    }
}

/// A draw rule followed beside a game: see [`CliGame::side_rule`].
pub trait SideRule<G: Game> {
    /// Records `mv`, just played, and the position it gave.
    fn record(&mut self, mv: &G::Move, after: &G);
    /// The reason, if the rule draws the game now.
    fn draw(&self) -> Option<&'static str>;
}

impl SideRule<grant_acedrex::Position> for grant_acedrex::FairyMaxRepetition {
    fn record(&mut self, mv: &grant_acedrex::Move, after: &grant_acedrex::Position) {
        grant_acedrex::FairyMaxRepetition::record(self, mv, after);
    }

    fn draw(&self) -> Option<&'static str> {
        self.is_draw().then_some("repetition (Fairy-Max's rule)")
    }
}

/// Cheskers in XBoard's forms, seen from Black's side
/// ([`crate::xboard_cheskers`]); our move text and position text are taken
/// too.
impl CliGame for cheskers::Position {
    fn xboard_move_text(&self, mv: &cheskers::Move) -> String {
        xboard_cheskers::move_text(self, mv).unwrap_or_else(|| self.format_move(mv))
    }

    fn parse_xboard_move_text(&self, text: &str) -> Option<cheskers::Move> {
        xboard_cheskers::parse_move(self, text).or_else(|| self.parse_move(text).ok())
    }

    fn xboard_announcement() -> &'static [&'static str] {
        &xboard_cheskers::ANNOUNCEMENT
    }

    /// Our position text as it is; XBoard's FEN (with its castling and
    /// en-passant fields) as XBoard's view, turned back.
    fn from_xboard_text(text: &str, rules: cheskers::Rules) -> Result<Self, String> {
        Self::from_text(text, rules).or_else(|own| {
            let plain = XboardFen::parse(text)?.plain_text(8)?;
            let seen = Self::from_text(&plain, rules).map_err(|_| own.to_string())?;
            Ok(xboard_cheskers::from_xboard_view(&seen))
        })
    }
}
impl CliGame for baroque_chess::Position {}
impl CliGame for dragonchess::Position {}

/// Whether `position` is under Fairy-Max's reading of Grant Acedrex (the
/// `fairymax` preset's rules, whatever name or options gave them).
fn is_fairy_max(position: &grant_acedrex::Position) -> bool {
    *position.rules() == grant_acedrex::Rules::fairymax()
}

impl CliGame for grant_acedrex::Position {
    fn dice() -> Option<&'static DiceRule<Self>> {
        Some(&crate::dice::GRANT_ACEDREX)
    }

    /// XBoard coordinates (`c12f10`, `f11f12`).
    fn alternative_notation() -> Option<AlternativeNotation<Self>> {
        Some(|position: &grant_acedrex::Position, text: &str| position.parse_xboard_move(text))
    }

    /// `grande-acedrex` (Fairy-Max's name, which XBoard and Fairy-Max know,
    /// and under which our engine plays Fairy-Max's reading) under
    /// Fairy-Max's rules (the `fairymax` preset, however spelt) to an engine
    /// that lists it; else `grant-acedrex` to an engine that lists that
    /// (our engine then plays the rules it was started with: the defaults
    /// unless its command line sets others); else `grande-acedrex`
    /// (Fairy-Max). Announcing `grande-acedrex` to our engine in a match
    /// under the default rules made it play Fairy-Max's reading (a king's
    /// leap out of check, Fairy-Max's repetition claims) against a referee
    /// that does not.
    fn xboard_variant(start: &Self, listed: &[String]) -> &'static str {
        const FAIRY_MAX: &str = "grande-acedrex";
        let ours = <Self as Game>::NAME;
        let lists = |name| listed.is_empty() || listed.iter().any(|n| n == name);
        if is_fairy_max(start) && lists(FAIRY_MAX) {
            FAIRY_MAX
        } else if lists(ours) {
            ours
        } else {
            FAIRY_MAX
        }
    }

    /// Under Fairy-Max's rules, Fairy-Max's repetition draw.
    fn side_rule(start: &grant_acedrex::Position) -> Option<Box<dyn SideRule<Self>>> {
        is_fairy_max(start).then(|| {
            Box::new(grant_acedrex::FairyMaxRepetition::new(start)) as Box<dyn SideRule<Self>>
        })
    }

    /// XBoard coordinates: `c12f10`; a promotion adds the new piece's
    /// lower-case letter (`f11f12a`), as Fairy-Max writes it.
    fn xboard_move_text(&self, mv: &grant_acedrex::Move) -> String {
        let promotion = mv.promotion().map_or_else(String::new, |kind| {
            kind.letter().to_ascii_lowercase().to_string()
        });
        format!("{}{}{promotion}", mv.from(), mv.to())
    }

    /// Our position text, or XBoard's FEN: the leap rights as `Kk`, `KQkq`
    /// or the kings' file letters (`Gg`), or left out (then a king on its
    /// start square keeps its right), an en-passant field `-` or none.
    fn from_xboard_text(text: &str, rules: grant_acedrex::Rules) -> Result<Self, String> {
        use grant_acedrex::{PieceKind, Setup};
        Self::from_text(text, rules).or_else(|own| {
            let fen = XboardFen::parse(text)?;
            let [half, full] = fen.counters;
            let plain = format!(
                "{} {} - {half} {full} {}",
                fen.placement,
                fen.side,
                fen.trailing.join(" ")
            );
            let mut setup: Setup = plain.trim_end().parse().map_err(|_| own.to_string())?;
            let start = Setup::start_with(&rules);
            let king = |setup: &Setup, color: Color| {
                (0..144).find(|&i| {
                    setup.board[i].is_some_and(|p| p.kind == PieceKind::King && p.color == color)
                })
            };
            setup.leap_rights = match fen.rights {
                Some(field) => {
                    let file =
                        |color| king(&setup, color).map(|i| char::from(b'a' + (i % 12) as u8));
                    unmoved_rights(field, 12, [file(Color::White), file(Color::Black)])?
                }
                None => [Color::White, Color::Black].map(|color| {
                    king(&setup, color).is_some() && king(&setup, color) == king(&start, color)
                }),
            };
            Self::from_setup(setup, rules).map_err(|e| e.to_string())
        })
    }

    /// The `setup` and `piece` lines Fairy-Max 5.0b sends for
    /// `grande-acedrex`, with the start position written correctly (Fairy-Max
    /// writes `8/8/` for the empty ranks and `KQkq`).
    fn xboard_announcement() -> &'static [&'static str] {
        &[
            "setup (P.CR.............A..U..G........LKp.cr.............a..u..g........lk) 12x12+0_shatranj rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w - - 0 1",
            "piece K& KimAimD",
            "piece G& Z",
            "piece L& HC",
            "piece U& NmpafsyafW",
            "piece A& FyafsF",
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The name a match announces Grant Acedrex by, against the rules each
    /// name means to our engine (`commands::xboard::preset_of_name`).
    #[test]
    fn grant_acedrex_is_announced_by_the_name_of_the_match_rules() {
        use grant_acedrex::{Position, Rules};
        use variant_core::RuleSet;
        let ours = ["dragonchess", "grant-acedrex", "grande-acedrex", "cheskers"].map(String::from);
        let fairy_max = ["shatranj", "grande-acedrex"].map(String::from);
        let only_ours = ["grant-acedrex"].map(String::from);
        let start = |preset: &str| Position::start(Rules::preset(preset).expect("a preset"));
        let named = |preset, listed: &[String]| {
            let name = Position::xboard_variant(&start(preset), listed);
            (name, crate::commands::xboard::preset_of_name(name))
        };
        // Default rules, our engine: our name, which it plays by its defaults.
        assert_eq!(named("cazaux_musser", &ours), ("grant-acedrex", None));
        assert_eq!(named("murray", &ours), ("grant-acedrex", None));
        // Fairy-Max's reading, however spelt: its name, which our engine
        // plays that way.
        for spelling in ["fairymax", "Fairy-Max"] {
            assert_eq!(named(spelling, &ours), ("grande-acedrex", Some("fairymax")));
        }
        // Fairy-Max knows only its own name; an engine may know only ours.
        assert_eq!(named("fairymax", &fairy_max).0, "grande-acedrex");
        assert_eq!(named("cazaux_musser", &fairy_max).0, "grande-acedrex");
        assert_eq!(named("fairymax", &only_ours).0, "grant-acedrex");
        // The other games by their own names.
        let cheskers = cheskers::Position::start(Default::default());
        assert_eq!(
            cheskers::Position::xboard_variant(&cheskers, &ours),
            "cheskers"
        );
    }

    #[test]
    fn names_round_trip_and_suggest() {
        for game in GameName::ALL {
            assert_eq!(GameName::parse(game.as_str()), Ok(game));
        }
        assert_eq!(GameName::parse("Cheskers"), Ok(GameName::Cheskers));
        let error = GameName::parse("baroq").unwrap_err();
        assert!(
            error.starts_with("unknown game `baroq` (did you mean `baroque`?"),
            "{error}"
        );
        let error = GameName::parse("chess").unwrap_err();
        assert!(
            error.contains("known: dragonchess, grant-acedrex"),
            "{error}"
        );
    }
}
