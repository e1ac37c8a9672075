//! grant-acedrex: not implemented yet (see the game's issue).
