//! Serde support through text: a type that has a text form (`Display` and
//! `FromStr`, such as a game's `Setup` with its position text) serializes as
//! that text, so that every game writes it the same way.

/// Implements `serde::Serialize` (as the `Display` text) and
/// `serde::Deserialize` (through `FromStr`, its error's `Display` as the
/// message) for a type. Available with variant-core's `serde` feature; the
/// calling crate needs no `serde` dependency of its own.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use std::{fmt, str::FromStr};
/// struct Code(u8);
/// impl fmt::Display for Code {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "c{}", self.0)
///     }
/// }
/// impl FromStr for Code {
///     type Err = String;
///     fn from_str(s: &str) -> Result<Code, String> {
///         s.strip_prefix('c').and_then(|n| n.parse().ok()).map(Code).ok_or(format!("not a code: {s}"))
///     }
/// }
/// variant_core::serde_as_text!(Code);
/// # }
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($type:ty) => {
        impl $crate::__serde::Serialize for $type {
            fn serialize<S: $crate::__serde::Serializer>(
                &self,
                serializer: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> $crate::__serde::Deserialize<'de> for $type {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::core::result::Result<$type, D::Error> {
                let text =
                    <::std::borrow::Cow<'de, str> as $crate::__serde::Deserialize>::deserialize(
                        deserializer,
                    )?;
                text.parse().map_err($crate::__serde::de::Error::custom)
            }
        }
    };
}
