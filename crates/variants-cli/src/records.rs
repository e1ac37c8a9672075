//! Game records (PGN) for the commands: reading a file with errors as
//! `FILE:LINE:COLUMN: ...` and the tags a new record gets (files are written
//! by [`crate::output_file`]). `selfplay --pgn`, `play --save/--load`, `apply --pgn` and
//! `replay` use these; so can `match --pgn`.

use crate::games::CliGame;
use std::io::BufReader;
use std::path::Path;
use variant_core::record::{ParseOptions, RawGame, Reader, Record, RecordError};
use variant_core::{Color, Game, GameResult};

/// How the CLI reads moves of `G`: its own move text, then the game's
/// [alternative notation](CliGame::alternative_notation) if it has one.
pub fn parse_options<G: CliGame>() -> ParseOptions<G> {
    match G::alternative_notation() {
        Some(notation) => ParseOptions::new().with_alternative_notation(notation),
        None => ParseOptions::new(),
    }
}

/// A reader of the games in the file `path`.
pub fn open(path: &Path) -> Result<Reader<BufReader<std::fs::File>>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
    Ok(Reader::new(BufReader::new(file)))
}

/// `FILE:LINE:COLUMN: MESSAGE` for a problem in the file `path`.
pub fn located(path: &Path, error: &RecordError) -> String {
    format!("{}:{error}", path.display())
}

/// The one game in the file `path`, as a record of `G`.
pub fn read_one<G: CliGame>(path: &Path) -> Result<Record<G>, String> {
    let mut reader = open(path)?;
    let options = parse_options::<G>();
    let raw = match reader.next_game() {
        Some(raw) => raw.map_err(|e| located(path, &e))?,
        None => return Err(format!("`{}` holds no game", path.display())),
    };
    let record = Record::from_raw(&raw, &options).map_err(|e| located(path, &e))?;
    match reader.next_game() {
        None => Ok(record),
        Some(Err(e)) => Err(located(path, &e)),
        Some(Ok(next)) => Err(format!(
            "{}:{}: a second game: this command reads one game (`variants replay` reads files of several)",
            path.display(),
            next.location()
        )),
    }
}

/// The game of `raw`, from its `Variant` tag or else `fallback`.
pub fn variant_of(
    raw: &RawGame,
    fallback: Option<crate::games::GameName>,
    path: &Path,
) -> Result<crate::games::GameName, String> {
    match raw.find_tag("Variant") {
        Some(tag) => crate::games::GameName::parse(tag.value().trim())
            .map_err(|e| format!("{}:{}: {e}", path.display(), tag.value_location())),
        None => fallback.ok_or_else(|| {
            format!(
                "{}:{}: this game has no Variant tag: say which game it is with --game GAME",
                path.display(),
                raw.location()
            )
        }),
    }
}

/// A new record from `start` with the tags of a game the CLI plays:
/// `Event`, today's `Date`, and the players of each side.
pub fn new_record<G: Game>(start: G, event: &str, players: [&str; 2]) -> Record<G> {
    let mut record = Record::new(start);
    let tags = record.tags_mut();
    // These names and values are valid tags: setting them cannot fail.
    let _ = tags.set("Event", event);
    let _ = tags.set("Site", "variants");
    let _ = tags.set("Date", today());
    let _ = tags.set("White", players[Color::White.index()]);
    let _ = tags.set("Black", players[Color::Black.index()]);
    record
}

/// Sets the result of a record the rules have not decided (a decided one
/// keeps the rules' verdict).
pub fn set_open_result<G: Game>(record: &mut Record<G>, result: GameResult) {
    if record.outcome().is_none() {
        // Only a decided record refuses a result.
        let _ = record.set_result(result);
    }
}

/// Today's date as PGN writes it, `YYYY.MM.DD` (UTC).
fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((seconds / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's
/// algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_819), (2027, 1, 1));
        assert_eq!(today().len(), 10);
    }
}
