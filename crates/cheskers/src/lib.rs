//! cheskers: not implemented yet (see the game's issue).
