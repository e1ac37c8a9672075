//! Just enough JSON writing for the page: strings, lists and objects of
//! them. The API hands JSON text to JavaScript (`JSON.parse`), which keeps
//! the binding layer to plain strings.

use std::fmt::Write;

/// `text` as a JSON string literal.
pub(crate) fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON list of already-written JSON values.
pub(crate) fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    format!("[{}]", items.join(","))
}

/// A JSON list of strings.
pub(crate) fn strings<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> String {
    list(items.into_iter().map(|s| string(s.as_ref())))
}

/// A JSON object of `(key, already-written JSON value)` pairs.
pub(crate) fn object<'a>(fields: impl IntoIterator<Item = (&'a str, String)>) -> String {
    list_like(
        '{',
        '}',
        fields
            .into_iter()
            .map(|(key, value)| format!("{}:{value}", string(key))),
    )
}

fn list_like(open: char, close: char, items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    format!("{open}{}{close}", items.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_json_requires() {
        assert_eq!(string(r#"a"b\c"#), r#""a\"b\\c""#);
        assert_eq!(string("x\ny\u{1}"), "\"x\\ny\\u0001\"");
        assert_eq!(string("é"), "\"é\"");
    }

    #[test]
    fn builds_lists_and_objects() {
        assert_eq!(strings(["a", "b"]), r#"["a","b"]"#);
        assert_eq!(list(Vec::<String>::new()), "[]");
        assert_eq!(
            object([("k", string("v")), ("n", "3".to_string())]),
            r#"{"k":"v","n":3}"#
        );
    }
}
