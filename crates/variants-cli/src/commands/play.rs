//! `variants play GAME`: a game in the terminal against the computer (or
//! between people), with undo, the dice, and game records.

use super::io_error;
use crate::computer::{choose_move, explain, history_keys, verdict, Budget};
use crate::dice::{self, DiceRule, Roll};
use crate::games::{with_game, CliGame};
use crate::lines::LineReader;
use crate::options::{number, ColourChoice, EngineArgs, PositionArgs};
use crate::output_file::Claimed;
use crate::records::{new_record, read_one};
use crate::text::{colour_diagram, columns, diagram_text, outcome_in_words, pieces_table, plural};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::Duration;
use variant_core::record::Record;
use variant_core::{Color, Game, Rng};

const AFTER_HELP: &str = "\
While playing, type a move in the game's move text (SAN too in Grant Acedrex), or:
  ?        the legal moves (with --dice: those the roll allows)
  pieces   what each letter means and how each piece moves
  board    the board again
  undo     take back your last move (and the computer's reply)
  help     these commands
  quit     stop (the record is saved first with --save)

--human takes a side's name (white or black; gold or scarlet in Dragonchess), `first` for \
the side to move at the start, `both` or `none`. With --save FILE the game is written to FILE \
as a PGN record after every move (atomically); --load FILE resumes the game recorded there.";

/// The options of `play`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game and position
    #[command(flatten)]
    pub position: PositionArgs,

    /// Which sides a person plays: a side's name, first, both or none
    #[arg(long, value_name = "SIDE", default_value = "first")]
    pub human: String,

    /// The engine's settings
    #[command(flatten)]
    pub engine: EngineArgs,

    /// The computer's thinking time per move, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = number("--think-ms", 1, 3_600_000))]
    pub think_ms: u64,

    /// Grant Acedrex's dice: the program rolls for both sides before each move
    #[arg(long)]
    pub dice: bool,

    /// The seed of the dice rolls [default: from the clock]
    #[arg(long, value_name = "S", value_parser = number("--seed", 0, u64::MAX))]
    pub seed: Option<u64>,

    /// Write the game as a PGN record to FILE after every move
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,

    /// Resume the game recorded in FILE (its start position, rules and moves)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "preset", "rules"])]
    pub load: Option<PathBuf>,

    /// Colour the pieces: auto (on a terminal), always or never
    #[arg(long, value_name = "WHEN", default_value = "auto")]
    pub color: ColourChoice,
}

const HELP: &str = "type a move, `?` for the legal moves, `help` for the other commands";

const COMMANDS: &str = "\
  a move   in the game's move text (`?` lists them)
  ?        the legal moves (with --dice: those the roll allows)
  pieces   what each letter means and how each piece moves
  board    the board again
  undo     take back your last move (and the computer's reply)
  quit     stop";

/// Runs `play` on standard input.
pub fn run(args: &Args, out: &mut dyn Write) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    with_game!(args.position.game, G => play::<G>(args, &mut input, out))
}

/// Which sides a person plays, from `--human` (`both`, `none`, `first` for
/// the side to move at the start, or a side's name such as `gold`).
pub fn human_sides<G: Game>(text: &str, first: Color) -> Result<[bool; 2], String> {
    let name = text.to_ascii_lowercase();
    let mut sides = [false; 2];
    match name.as_str() {
        "both" => sides = [true, true],
        "none" => {}
        "first" => sides[first.index()] = true,
        _ => {
            let color = Color::ALL
                .into_iter()
                .find(|&c| G::side_name(c) == name || c.to_string() == name)
                .ok_or_else(|| {
                    format!(
                        "bad --human `{text}`: expected {}, {}, first, both or none",
                        G::side_name(Color::White),
                        G::side_name(Color::Black)
                    )
                })?;
            sides[color.index()] = true;
        }
    }
    Ok(sides)
}

/// One game in progress: its record, who made each move, and the dice.
struct Session<'a, G: CliGame> {
    record: Record<G>,
    /// For each ply of the record: whether a person played it, and its roll.
    plies: Vec<(bool, Option<Roll>)>,
    humans: [bool; 2],
    think: Duration,
    dice: Option<&'a DiceRule<G>>,
    rng: Rng,
    /// The roll of the side to move, once rolled.
    roll: Option<Roll>,
    save: Option<Claimed>,
    colour: bool,
    engine: variant_engine::Engine<G>,
    /// Whether the thinking line is redrawn as the search deepens (on a
    /// terminal only, so that piped output stays one line per event).
    live: bool,
}

fn play<G: CliGame>(
    args: &Args,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), String> {
    let dice = if args.dice {
        Some(dice::rule_of::<G>()?)
    } else {
        None
    };
    // A file that cannot be written is refused before the first move.
    let save = args
        .save
        .as_deref()
        .map(crate::output_file::claim)
        .transpose()?;
    let engine = args.engine.engine::<G>()?;
    let (record, loaded) = match &args.load {
        Some(file) => (read_one::<G>(file)?, true),
        None => {
            let start: G = args.position.position()?;
            (new_record(start, "variants play", ["?", "?"]), false)
        }
    };
    let humans = human_sides::<G>(&args.human, record.start().side_to_move())?;
    let mut record = record;
    if !loaded {
        let players = Color::ALL.map(|c| {
            if humans[c.index()] {
                "person"
            } else {
                "variants"
            }
        });
        let _ = record.tags_mut().set("White", players[0]);
        let _ = record.tags_mut().set("Black", players[1]);
    }
    let mut plies = Vec::new();
    let mut position = record.start().clone();
    for mv in record.moves() {
        plies.push((humans[position.side_to_move().index()], None));
        position.play_unchecked(mv);
    }
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let mut session = Session {
        record,
        plies,
        humans,
        think: Duration::from_millis(args.think_ms),
        dice,
        rng: Rng::new(seed),
        roll: None,
        save,
        colour: args.color.for_stdout(),
        engine,
        live: std::io::IsTerminal::is_terminal(&std::io::stdout()),
    };
    if let Some(file) = &args.load {
        writeln!(
            out,
            "resumed the game in {} after {}",
            crate::text::echo(&file.display().to_string()),
            plural(session.plies.len(), "move", "moves")
        )
        .map_err(io_error)?;
    }
    session.run(input, out)
}

/// What the loop does after a line of input.
enum Next {
    Board,
    Prompt,
    Stop,
}

impl<G: CliGame> Session<'_, G> {
    fn position(&self) -> &G {
        self.record.end()
    }

    fn run(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), String> {
        writeln!(out, "{} — {HELP}", G::NAME).map_err(io_error)?;
        // A line past the limit is an error, not a wait for its end.
        let mut lines = LineReader::refusing(input);
        let mut show_board = true;
        loop {
            if show_board {
                self.show(out).map_err(io_error)?;
            }
            // Everything so far is on the screen before anyone thinks.
            out.flush().map_err(io_error)?;
            if let Some(outcome) = self.position().outcome() {
                let words = outcome_in_words(self.position(), outcome);
                writeln!(out, "game over: {words}").map_err(io_error)?;
                return self.saved();
            }
            let side = self.position().side_to_move();
            if let Some(rule) = self.dice {
                if self.roll.is_none() {
                    self.roll = rule.roll(self.record.end(), &mut self.rng);
                    if let Some(roll) = &self.roll {
                        let side = G::side_name(side);
                        writeln!(out, "{side} {}", rule.describe_roll(roll)).map_err(io_error)?;
                    }
                }
            }
            if !self.humans[side.index()] {
                if !self.computer_moves(out)? {
                    return self.saved();
                }
                show_board = true;
                continue;
            }
            write!(out, "{}> ", G::side_name(side)).map_err(io_error)?;
            out.flush().map_err(io_error)?;
            let Some(line) = lines
                .next_line()
                .map_err(|e| format!("cannot read input: {e}"))?
            else {
                writeln!(out, "\nend of input: stopping").map_err(io_error)?;
                return self.saved();
            };
            match self.command(line.trim(), out).map_err(io_error)? {
                Next::Board => show_board = true,
                Next::Prompt => show_board = false,
                Next::Stop => return self.saved(),
            }
        }
    }

    fn show(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let diagram = diagram_text(self.position());
        let diagram = if self.colour {
            colour_diagram(&diagram)
        } else {
            diagram
        };
        write!(out, "\n{diagram}")?;
        writeln!(out, "{}", self.position())
    }

    /// The moves the side to move may play now (the roll's, with dice).
    fn allowed(&self) -> Option<Vec<G::Move>> {
        let (rule, roll) = (self.dice?, self.roll.as_ref()?);
        Some(rule.moves(self.position(), roll.face()))
    }

    /// The computer's turn; false when it has no move.
    fn computer_moves(&mut self, out: &mut dyn Write) -> Result<bool, String> {
        let side = self.position().side_to_move();
        writeln!(out, "{} is thinking…", G::side_name(side)).map_err(io_error)?;
        out.flush().map_err(io_error)?;
        let allowed = self.allowed();
        let seed = self.plies.len() as u64;
        let history = history_keys(self.record.start(), self.record.moves().cloned());
        let position = self.record.end().clone();
        let live = self.live;
        let mut shown = false;
        let choice = choose_move(
            &mut self.engine,
            &position,
            &history,
            allowed.as_deref(),
            Budget::Time(self.think),
            seed,
            &mut |info| {
                if !live {
                    return;
                }
                let Some(best) = info.pv.first() else { return };
                // Redraw one line: depth, current best move and its score.
                let _ = write!(
                    out,
                    "\r\x1b[K  depth {}: best {} ({})",
                    info.depth,
                    position.format_move(best),
                    verdict::<G>(info.score, side)
                );
                let _ = out.flush();
                shown = true;
            },
        );
        if shown {
            write!(out, "\r\x1b[K").map_err(io_error)?;
        }
        let Some(choice) = choice else {
            writeln!(out, "the computer has no move").map_err(io_error)?;
            return Ok(false);
        };
        writeln!(
            out,
            "{} plays {} ({})",
            G::side_name(side),
            self.position().format_move(&choice.mv),
            explain::<G>(&choice, side)
        )
        .map_err(io_error)?;
        self.push(choice.mv, false)?;
        Ok(true)
    }

    /// Plays `mv` (legal here) and saves the game.
    fn push(&mut self, mv: G::Move, by_person: bool) -> Result<(), String> {
        if let Err(e) = self.record.push(mv) {
            return Err(format!("internal error: {e}"));
        }
        self.plies.push((by_person, self.roll.take()));
        self.save()
    }

    /// Writes the record, if `--save` asked for it.
    fn save(&self) -> Result<(), String> {
        match &self.save {
            Some(target) => target.replace(&self.record.write()),
            None => Ok(()),
        }
    }

    fn saved(&self) -> Result<(), String> {
        self.save()
    }

    fn command(&mut self, line: &str, out: &mut dyn Write) -> std::io::Result<Next> {
        match line {
            "" => {}
            "?" | "moves" => self.list_moves(out)?,
            "help" => writeln!(out, "{COMMANDS}")?,
            "pieces" | "legend" => write!(out, "{}", pieces_table::<G>())?,
            "board" => return Ok(Next::Board),
            "quit" | "exit" => {
                writeln!(out, "stopped")?;
                return Ok(Next::Stop);
            }
            "undo" => return self.undo(out),
            text => return self.person_moves(text, out),
        }
        Ok(Next::Prompt)
    }

    fn list_moves(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let position = self.position();
        let moves = self.allowed().unwrap_or_else(|| position.legal_move_vec());
        let texts: Vec<String> = moves.iter().map(|m| position.format_move(m)).collect();
        let what = plural(texts.len(), "legal move", "legal moves");
        match (self.dice, &self.roll) {
            (Some(rule), Some(roll)) => writeln!(
                out,
                "{what} of the {} (the die shows {}):",
                (rule.face_name)(roll.face()),
                rule.describe(roll.face())
            )?,
            _ => writeln!(out, "{what}:")?,
        }
        write!(out, "{}", columns(&texts))
    }

    fn person_moves(&mut self, text: &str, out: &mut dyn Write) -> std::io::Result<Next> {
        let mv = match self.position().parse_move(text) {
            Ok(mv) => mv,
            Err(e) => {
                // The error quotes the person's text: shown escaped.
                let message = crate::text::safe_line(&e.to_string());
                writeln!(out, "{message} (type ? for the legal moves)")?;
                return Ok(Next::Prompt);
            }
        };
        if let (Some(rule), Some(roll)) = (self.dice, &self.roll) {
            let face = roll.face();
            if !(rule.fits)(&mv, face) {
                writeln!(
                    out,
                    "`{}` moves a {}, but the die shows {}: move a {} (type ? for those moves)",
                    crate::text::echo(text),
                    (rule.face_name)(rule.face_of(&mv)),
                    rule.describe(face),
                    (rule.face_name)(face)
                )?;
                return Ok(Next::Prompt);
            }
        }
        if let Err(e) = self.push(mv, true) {
            writeln!(out, "{e}")?;
        }
        Ok(Next::Board)
    }

    /// Takes back the person's last move and every computer move after it.
    fn undo(&mut self, out: &mut dyn Write) -> std::io::Result<Next> {
        let Some(last_person) = self.plies.iter().rposition(|(by_person, _)| *by_person) else {
            let why = if self.plies.is_empty() {
                "nothing to take back"
            } else {
                "nothing to take back: you have not moved yet"
            };
            writeln!(out, "{why}")?;
            return Ok(Next::Prompt);
        };
        let mut taken = Vec::new();
        let mut roll = None;
        while self.plies.len() > last_person {
            let Some(ply) = self.record.main_line_mut().pop() else {
                break;
            };
            let (_, ply_roll) = self.plies.pop().unwrap_or((false, None));
            let before = self.position().clone();
            taken.push((before.side_to_move(), before.format_move(ply.mv())));
            roll = ply_roll;
        }
        // The person's turn again, with the roll it had: undo is no re-roll.
        self.roll = roll;
        let said: Vec<String> = taken
            .iter()
            .rev()
            .enumerate()
            .map(|(i, (side, text))| {
                let reply = if i > 0 { "reply " } else { "" };
                format!("{}'s {reply}{text}", G::side_name(*side))
            })
            .collect();
        writeln!(out, "took back {}", said.join(" and "))?;
        if let Err(e) = self.save() {
            writeln!(out, "{e}")?;
        }
        Ok(Next::Board)
    }
}
