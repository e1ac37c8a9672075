//! What the page offers before a game starts: the games, their sides, rule
//! options, presets and pieces.

use crate::json;
use crate::session::side_names;
use variant_core::svg::pieces::{palette, piece_svg};
use variant_core::{BoardView, Color, Game, Kind, RuleSet};

/// The games as JSON: a list, in the CLI's order, of objects with `name`
/// (as the CLI spells it), `sides` (White's name first), `options` (each
/// `name`, `values` and `meaning`), `presets` (each `name` and `meaning`;
/// the first is the default rules), `levels` (how many boards are stacked:
/// 3 in Dragonchess, else 1) and `pieces` (each `letter`, `name` and
/// `moves`, the legend, and `icons`: the piece drawn as a standalone SVG
/// document in the first side's colours, then the second's).
pub fn catalog_json() -> String {
    json::list([
        game_json::<dragonchess::Position>(),
        game_json::<grant_acedrex::Position>(),
        game_json::<cheskers::Position>(),
        game_json::<baroque_chess::Position>(),
    ])
}

fn game_json<G: Game + BoardView>() -> String {
    let options = G::Rules::OPTIONS.iter().map(|o| {
        json::object([
            ("name", json::string(o.name)),
            ("values", json::string(o.values)),
            ("meaning", json::string(o.meaning)),
        ])
    });
    let presets = G::Rules::presets().iter().map(|p| {
        json::object([
            ("name", json::string(p.name)),
            ("meaning", json::string(p.meaning)),
        ])
    });
    let sides = side_names::<G>();
    let palettes = [
        palette(&sides[0], Color::White),
        palette(&sides[1], Color::Black),
    ];
    let pieces = <G as BoardView>::Kind::ALL.iter().map(|k| {
        json::object([
            ("letter", json::string(&k.letter().to_string())),
            ("name", json::string(k.name())),
            ("moves", json::string(k.summary())),
            ("icons", json::strings(palettes.map(|p| piece_svg(*k, p)))),
        ])
    });
    json::object([
        ("name", json::string(G::NAME)),
        ("sides", json::strings(side_names::<G>())),
        ("options", json::list(options)),
        ("presets", json::list(presets)),
        (
            "levels",
            G::start(G::Rules::default())
                .board_shape()
                .levels
                .to_string(),
        ),
        ("pieces", json::list(pieces)),
    ])
}
