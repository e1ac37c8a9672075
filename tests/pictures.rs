//! The start-position pictures in the documentation are what the SVG
//! renderer draws today: the repository's `docs/images/` (README) and each
//! game crate's `docs/start.svg` (its rustdoc front page).

use chess_variants::core::svg::render_svg;
use chess_variants::core::{BoardView, Color, Game};

fn picture<G: Game + BoardView>() -> String {
    let names = [G::side_name(Color::White), G::side_name(Color::Black)].map(|n| {
        let mut c = n.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect::<String>())
            .unwrap_or_default()
    });
    let start = G::start(Default::default());
    render_svg(&start, [&names[0], &names[1]], start.side_to_move())
}

fn check<G: Game + BoardView>(readme_image: &str, crate_dir: &str) {
    let root = env!("CARGO_MANIFEST_DIR");
    let drawn = picture::<G>();
    for path in [
        format!("{root}/docs/images/{readme_image}.svg"),
        format!("{root}/crates/{crate_dir}/docs/start.svg"),
    ] {
        let stored = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(
            stored, drawn,
            "{path} is stale: redraw it with `variants show GAME --svg FILE`"
        );
    }
}

#[test]
fn pictures_are_current() {
    check::<chess_variants::dragonchess::Position>("dragonchess", "dragonchess");
    check::<chess_variants::grant_acedrex::Position>("grant-acedrex", "grant-acedrex");
    check::<chess_variants::cheskers::Position>("cheskers", "cheskers");
    check::<chess_variants::baroque::Position>("baroque", "baroque-chess");
}
