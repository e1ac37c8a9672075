//! The typed reason of a game outside this workspace, kept behind one type.

use core::any::Any;
use core::fmt;
use std::sync::Arc;

/// Why a game that is not one of this workspace's refused move text, as
/// that game's own value: [`MoveErrorReason`](crate::MoveErrorReason) lists
/// the reasons of the four games, and a game implementing
/// [`Game`](crate::Game) elsewhere puts its own here (an enum of its
/// reasons, or a `&'static str`). Get it back with
/// [`downcast_ref`](CustomReason::downcast_ref).
///
/// `Display` is the value's. Two are equal when they hold equal values of
/// the same type.
///
/// ```
/// use variant_core::CustomReason;
/// #[derive(Debug, PartialEq)]
/// enum Nim { TooMany(u8) }
/// impl std::fmt::Display for Nim {
///     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
///         match self { Nim::TooMany(n) => write!(f, "only {n} stones are left") }
///     }
/// }
/// let reason = CustomReason::new(Nim::TooMany(2));
/// assert_eq!(reason.to_string(), "only 2 stones are left");
/// assert_eq!(reason.downcast_ref::<Nim>(), Some(&Nim::TooMany(2)));
/// assert_ne!(reason, CustomReason::new("only 2 stones are left"));
/// ```
#[derive(Clone)]
pub struct CustomReason(Arc<dyn Reason>);

impl CustomReason {
    /// Wraps a game's own reason.
    pub fn new<R>(reason: R) -> CustomReason
    where
        R: fmt::Display + fmt::Debug + PartialEq + Send + Sync + 'static,
    {
        CustomReason(Arc::new(reason))
    }

    /// The wrapped reason as type `R`, if it is one.
    pub fn downcast_ref<R: 'static>(&self) -> Option<&R> {
        self.0.as_any().downcast_ref()
    }
}

impl fmt::Display for CustomReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

impl fmt::Debug for CustomReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl PartialEq for CustomReason {
    fn eq(&self, other: &CustomReason) -> bool {
        self.0.same_as(other.0.as_any())
    }
}

/// Each wrapped type compares with its own `PartialEq`; such a type is taken
/// to be an equivalence, as the reasons are plain values.
impl Eq for CustomReason {}

/// What [`CustomReason`] needs of the value it hides.
trait Reason: fmt::Display + fmt::Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn same_as(&self, other: &dyn Any) -> bool;
}

impl<R> Reason for R
where
    R: fmt::Display + fmt::Debug + PartialEq + Send + Sync + 'static,
{
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same_as(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<R>() == Some(self)
    }
}
