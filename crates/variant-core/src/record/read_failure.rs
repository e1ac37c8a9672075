//! [`ReadFailure`]: the input failed to read, kept so that a record error
//! stays `Clone` and `Eq`.

use core::fmt;
use std::io;
use std::sync::Arc;

/// The I/O error that stopped a [`Reader`](super::Reader), shared so that
/// the [`RecordError`](super::RecordError) holding it can be cloned and
/// compared. Two are equal when their [`kind`](ReadFailure::kind)s and
/// messages are.
///
/// `Display` writes the I/O error's message.
#[derive(Clone)]
#[non_exhaustive]
pub struct ReadFailure(Arc<io::Error>);

impl ReadFailure {
    /// Keeps `error`.
    pub fn new(error: io::Error) -> ReadFailure {
        ReadFailure(Arc::new(error))
    }

    /// The kind of I/O error.
    pub fn kind(&self) -> io::ErrorKind {
        self.0.kind()
    }

    /// The I/O error itself.
    pub fn io_error(&self) -> &io::Error {
        &self.0
    }
}

impl PartialEq for ReadFailure {
    fn eq(&self, other: &ReadFailure) -> bool {
        self.kind() == other.kind() && self.0.to_string() == other.0.to_string()
    }
}

impl Eq for ReadFailure {}

impl fmt::Debug for ReadFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl fmt::Display for ReadFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

/// Transparent: the source is the I/O error's own, since `Display` already
/// writes the I/O error.
impl std::error::Error for ReadFailure {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}
