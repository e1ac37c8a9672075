//! Position texts as XBoard writes them in `setboard`, sorted into the
//! fields each game's own position text has.
//!
//! XBoard writes every game as a chess FEN: placement, side to move, a
//! castling field, an en-passant field, then the two counters. It leaves
//! out the en-passant field when the variant's parent has no en passant
//! (Shatranj, the parent of `grande-acedrex`), writes `-` for no castling,
//! and writes rights of a piece that has not moved as `KQkq` or, in the
//! Shredder-FEN style of its fairy variants, as file letters (`Gg`: the
//! kings on the g-file have not moved). Our own position texts have no
//! en-passant field and only the game's own rights (Grant Acedrex's king
//! leap), so the fields are sorted out here and the game builds its text.

/// The fields of a FEN as XBoard (or our own `setup` line) writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XboardFen<'a> {
    /// The piece placement, as written.
    pub placement: &'a str,
    /// The side to move, as written.
    pub side: &'a str,
    /// The castling / unmoved-piece rights field (`-`, `KQkq`, `Gg`), if
    /// written.
    pub rights: Option<&'a str>,
    /// The halfmove clock and the fullmove number (`0` and `1` when left
    /// out).
    pub counters: [&'a str; 2],
    /// Fields after the counters (Grant Acedrex's unmoved unicorns).
    pub trailing: Vec<&'a str>,
}

impl<'a> XboardFen<'a> {
    /// Sorts the fields of `text` into their meaning; an en-passant field
    /// must be `-`: none of our games has en passant.
    pub fn parse(text: &'a str) -> Result<XboardFen<'a>, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [placement, side, rest @ ..] = fields.as_slice() else {
            return Err("expected a placement and a side to move".to_string());
        };
        // Before the counters: at most a rights field and an en-passant field.
        let flags = rest
            .iter()
            .take_while(|f| !f.bytes().all(|b| b.is_ascii_digit()))
            .count();
        let (flags, rest) = rest.split_at(flags);
        let rights = match flags {
            [] => None,
            [rights] => Some(*rights),
            [rights, "-"] => Some(*rights),
            [_, en_passant] => {
                return Err(format!(
                    "en-passant square `{en_passant}`: the game has no en passant"
                ))
            }
            _ => return Err(format!("unexpected fields `{}`", flags.join(" "))),
        };
        let (counters, trailing) = match rest {
            [] => (["0", "1"], rest),
            [half, full, trailing @ ..] if full.bytes().all(|b| b.is_ascii_digit()) => {
                ([*half, *full], trailing)
            }
            [half, trailing @ ..] => ([*half, "1"], trailing),
        };
        Ok(XboardFen {
            placement,
            side,
            rights,
            counters,
            trailing: trailing.to_vec(),
        })
    }

    /// The text of a game whose own position text is placement, side and
    /// counters (Cheskers, Baroque): a rights field is allowed (XBoard
    /// writes castling rights where pieces stand as in chess) but must be
    /// well formed, and nothing may follow the counters.
    pub fn plain_text(&self, files: u8) -> Result<String, String> {
        if let Some(rights) = self.rights {
            unmoved_rights(rights, files, [None, None])?;
        }
        if let Some(extra) = self.trailing.first() {
            return Err(format!("unexpected field `{extra}` after the counters"));
        }
        let [half, full] = self.counters;
        Ok(format!("{} {} {half} {full}", self.placement, self.side))
    }
}

/// Which side keeps the right of its piece on `piece_files` (by colour,
/// the file letter of each side's piece, if it has one) by a rights field
/// `field` on a board of `files` files: `-` is none; `K`/`Q` (`k`/`q` for
/// Black) or the piece's own file letter give the right; another file
/// letter is a rook's castling right in XBoard's notation, which none of
/// our games has, and is ignored. Anything else is an error.
///
/// ```text
/// Gg, KQkq, Kk  -> both sides
/// G             -> White only
/// -             -> neither
/// ```
pub fn unmoved_rights(
    field: &str,
    files: u8,
    piece_files: [Option<char>; 2],
) -> Result<[bool; 2], String> {
    let mut rights = [false; 2];
    if field == "-" {
        return Ok(rights);
    }
    let last_file = char::from(b'a' + files.saturating_sub(1));
    for c in field.chars() {
        if !c.is_ascii_alphabetic() {
            return Err(format!("`{c}` in the rights field `{field}`"));
        }
        let side = usize::from(c.is_ascii_lowercase());
        let letter = c.to_ascii_lowercase();
        if letter == 'k' || letter == 'q' || Some(letter) == piece_files[side] {
            rights[side] = true;
        } else if !('a'..=last_file).contains(&letter) {
            return Err(format!("`{c}` in the rights field `{field}`"));
        }
    }
    Ok(rights)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLACEMENT: &str =
        "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR";

    fn parsed(text: &str) -> Result<XboardFen<'_>, String> {
        XboardFen::parse(text)
    }

    #[test]
    fn xboards_forms_and_ours_give_the_same_fields() {
        // XBoard under a Shatranj parent (no en-passant field), XBoard's
        // chess form, our `setup` line's form, and our own text.
        for (rights, text) in [
            ("Gg", format!("{PLACEMENT} w Gg 0 1")),
            ("KQkq", format!("{PLACEMENT} w KQkq - 0 1")),
            ("-", format!("{PLACEMENT} w - - 0 1")),
            ("Kk", format!("{PLACEMENT} w Kk 0 1")),
        ] {
            let fen = parsed(&text).unwrap();
            assert_eq!(fen.placement, PLACEMENT);
            assert_eq!(fen.side, "w");
            assert_eq!(fen.rights, Some(rights));
            assert_eq!(fen.counters, ["0", "1"]);
            assert!(fen.trailing.is_empty());
        }
        let fen = parsed("8/8/8/8/8/8/8/8 b 3 7 c1,j1").unwrap();
        assert_eq!(
            (fen.rights, fen.counters, fen.trailing),
            (None, ["3", "7"], vec!["c1,j1"])
        );
        let fen = parsed("8/8/8/8/8/8/8/8 b - -").unwrap();
        assert_eq!((fen.rights, fen.counters), (Some("-"), ["0", "1"]));
    }

    #[test]
    fn only_a_really_wrong_fen_is_refused() {
        assert!(parsed("8/8/8/8/8/8/8/8").is_err());
        let error = parsed("8/8/8/8/8/8/8/8 w - e3 0 1").unwrap_err();
        assert!(error.contains("no en passant"), "{error}");
        assert!(parsed("8/8/8/8/8/8/8/8 w - - x 0 1").is_err());
        // Cheskers and Baroque: castling rights are ignored, extra fields not.
        let fen = parsed("8/8/8/8/8/8/8/8 b KQkq - 4 9").unwrap();
        assert_eq!(fen.plain_text(8).unwrap(), "8/8/8/8/8/8/8/8 b 4 9");
        let fen = parsed("8/8/8/8/8/8/8/8 b - - 4 9 c1").unwrap();
        assert!(fen.plain_text(8).is_err());
        let fen = parsed("8/8/8/8/8/8/8/8 b K2 - 4 9").unwrap();
        assert!(fen.plain_text(8).is_err());
    }

    #[test]
    fn rights_as_file_letters_or_kqkq() {
        let kings = [Some('g'), Some('g')];
        assert_eq!(unmoved_rights("Gg", 12, kings), Ok([true, true]));
        assert_eq!(unmoved_rights("KQkq", 12, kings), Ok([true, true]));
        assert_eq!(unmoved_rights("Kk", 12, kings), Ok([true, true]));
        assert_eq!(unmoved_rights("g", 12, kings), Ok([false, true]));
        assert_eq!(unmoved_rights("Q", 12, kings), Ok([true, false]));
        assert_eq!(unmoved_rights("-", 12, kings), Ok([false, false]));
        // A rook's file: a right the game does not have.
        assert_eq!(unmoved_rights("Aa", 12, kings), Ok([false, false]));
        // Beyond the board, or not a letter.
        assert!(unmoved_rights("Mm", 12, kings).is_err());
        assert!(unmoved_rights("K1", 12, kings).is_err());
        assert!(unmoved_rights("Ii", 8, [None, None]).is_err());
    }
}
