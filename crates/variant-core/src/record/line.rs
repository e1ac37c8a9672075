//! A line of play: a start position and legal moves from it, each with its
//! annotations and the variations that replace it.

use crate::{Game, IllegalMove, ParseMoveError};

/// What annotates a move: its NAGs and its comments.
///
/// Comments are kept normalized: trimmed, every run of white space (line
/// breaks included) one space, as PGN readers treat them anyway; this is
/// what lets [`Record::write`](super::Record::write) wrap them.
///
/// ```
/// use variant_core::record::Annotation;
/// let mut a = Annotation::default();
/// a.add_comment("  a fine\n   move ");
/// a.add_nag(1);
/// assert_eq!(a.comments(), ["a fine move"]);
/// assert_eq!(a.nags(), [1]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotation {
    nags: Vec<u8>,
    comments: Vec<String>,
}

impl Annotation {
    /// The NAGs (`$1` is 1), in order.
    pub fn nags(&self) -> &[u8] {
        &self.nags
    }

    /// The comments, in order.
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// Adds a NAG.
    pub fn add_nag(&mut self, nag: u8) {
        self.nags.push(nag);
    }

    /// Adds a comment (normalized).
    pub fn add_comment(&mut self, text: &str) {
        self.comments.push(normalize_comment(text));
    }

    /// Removes every NAG and comment.
    pub fn clear(&mut self) {
        self.nags.clear();
        self.comments.clear();
    }

    /// Whether there is no NAG and no comment.
    pub fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.comments.is_empty()
    }
}

/// `text` trimmed, its runs of white space one space each.
pub(crate) fn normalize_comment(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One move of a [`Line`] with its annotation and the variations that
/// replace it (each starting from the position before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply<G: Game> {
    mv: G::Move,
    annotation: Annotation,
    variations: Vec<Line<G>>,
}

impl<G: Game> Ply<G> {
    /// The move.
    pub fn mv(&self) -> &G::Move {
        &self.mv
    }

    /// Its NAGs and comments.
    pub fn annotation(&self) -> &Annotation {
        &self.annotation
    }

    /// The variations: other moves in the same position, each with its
    /// continuation.
    pub fn variations(&self) -> &[Line<G>] {
        &self.variations
    }

    pub(crate) fn annotation_mut(&mut self) -> &mut Annotation {
        &mut self.annotation
    }

    pub(crate) fn push_variation(&mut self, line: Line<G>) {
        self.variations.push(line);
    }
}

/// Whether `a` and `b` are the same position with the same counters.
pub(crate) fn same_position<G: Game>(a: &G, b: &G) -> bool {
    a == b && a.halfmove_clock() == b.halfmove_clock() && a.fullmove_number() == b.fullmove_number()
}

/// A start position and a sequence of moves, each legal in the position it
/// is played in: a record's main line or one of its variations.
///
/// Every way of changing a line keeps its moves legal: moves are added with
/// [`push`](Line::push) (checked), variations with
/// [`add_variation`](Line::add_variation) (checked to start from the
/// position before the move they replace). [`end`](Line::end), the position
/// after the last move, is kept up to date.
///
/// Two lines are equal when they start from the same position (placement,
/// side, rights, rules and move counters) and have the same moves, comments
/// and variations.
#[derive(Clone, Debug)]
pub struct Line<G: Game> {
    start: G,
    end: G,
    comments: Vec<String>,
    plies: Vec<Ply<G>>,
}

impl<G: Game> PartialEq for Line<G> {
    fn eq(&self, other: &Line<G>) -> bool {
        same_position(&self.start, &other.start)
            && self.comments == other.comments
            && self.plies == other.plies
    }
}

impl<G: Game> Eq for Line<G> {}

impl<G: Game> Line<G> {
    /// A line without moves from `start`.
    pub fn new(start: G) -> Line<G> {
        Line {
            end: start.clone(),
            start,
            comments: Vec::new(),
            plies: Vec::new(),
        }
    }

    /// The line of `moves` from `start`, or the first move that is not legal
    /// where it is played.
    pub fn from_moves(
        start: G,
        moves: impl IntoIterator<Item = G::Move>,
    ) -> Result<Line<G>, IllegalMove> {
        let mut line = Line::new(start);
        for mv in moves {
            line.push(mv)?;
        }
        Ok(line)
    }

    /// The position the line starts from.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The position after the last move.
    pub fn end(&self) -> &G {
        &self.end
    }

    /// The moves with their annotations and variations.
    pub fn plies(&self) -> &[Ply<G>] {
        &self.plies
    }

    /// The moves.
    pub fn moves(&self) -> impl Iterator<Item = &G::Move> + '_ {
        self.plies.iter().map(Ply::mv)
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Whether the line has no moves.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The comments before the first move.
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// Adds a comment before the first move (normalized like
    /// [`Annotation::add_comment`]).
    pub fn add_comment(&mut self, text: &str) {
        self.comments.push(normalize_comment(text));
    }

    /// Plays `mv` at the end of the line if it is legal there; otherwise
    /// says why not and leaves the line unchanged.
    pub fn push(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        self.end.play(&mv)?;
        self.plies.push(Ply {
            mv,
            annotation: Annotation::default(),
            variations: Vec::new(),
        });
        Ok(())
    }

    /// Parses move text in the position at the end of the line and plays it.
    pub fn push_text(&mut self, text: &str) -> Result<G::Move, ParseMoveError> {
        let mv = self.end.parse_move(text)?;
        self.push(mv)?;
        Ok(mv)
    }

    /// Plays `mv`, known to be legal at the end of the line.
    pub(crate) fn push_unchecked(&mut self, mv: G::Move) -> &mut Ply<G> {
        self.end.play_unchecked(&mv);
        self.plies.push(Ply {
            mv,
            annotation: Annotation::default(),
            variations: Vec::new(),
        });
        self.plies.last_mut().expect("just pushed")
    }

    pub(crate) fn last_ply_mut(&mut self) -> Option<&mut Ply<G>> {
        self.plies.last_mut()
    }

    /// Removes the last move (with its annotation and variations) and gives
    /// it back.
    pub fn pop(&mut self) -> Option<Ply<G>> {
        let ply = self.plies.pop()?;
        self.end = self.replay(self.plies.len());
        Some(ply)
    }

    /// Keeps the first `len` moves (all of them if there are fewer).
    pub fn truncate(&mut self, len: usize) {
        if len < self.plies.len() {
            self.plies.truncate(len);
            self.end = self.replay(len);
        }
    }

    /// The position before move `index` (from 0); `position_before(len())`
    /// is the [`end`](Line::end).
    ///
    /// # Panics
    ///
    /// If `index > len()`.
    pub fn position_before(&self, index: usize) -> G {
        assert!(
            index <= self.plies.len(),
            "position_before({index}) of a line of {} moves",
            self.plies.len()
        );
        if index == self.plies.len() {
            return self.end.clone();
        }
        self.replay(index)
    }

    /// The position after the first `plies` moves, played from the start.
    fn replay(&self, plies: usize) -> G {
        let mut position = self.start.clone();
        for ply in &self.plies[..plies] {
            position.play_unchecked(&ply.mv);
        }
        position
    }

    /// The annotation of move `index` (from 0), to change it.
    pub fn annotation_mut(&mut self, index: usize) -> Option<&mut Annotation> {
        self.plies.get_mut(index).map(|p| &mut p.annotation)
    }

    /// Adds `variation` as an alternative to move `index` (from 0).
    ///
    /// # Panics
    ///
    /// If there is no move `index`, or `variation` does not start from the
    /// position before it ([`position_before(index)`](Line::position_before),
    /// counters included).
    pub fn add_variation(&mut self, index: usize, variation: Line<G>) {
        assert!(
            index < self.plies.len(),
            "add_variation({index}) to a line of {} moves",
            self.plies.len()
        );
        let before = self.position_before(index);
        assert!(
            same_position(&before, &variation.start),
            "the variation starts from `{}`, not from the position before move {index}, `{before}`",
            variation.start
        );
        self.plies[index].variations.push(variation);
    }

    /// Removes variation `k` (from 0) of move `index` and gives it back.
    pub fn remove_variation(&mut self, index: usize, k: usize) -> Option<Line<G>> {
        let variations = &mut self.plies.get_mut(index)?.variations;
        (k < variations.len()).then(|| variations.remove(k))
    }
}
