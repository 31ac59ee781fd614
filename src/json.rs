//! A small JSON reader and writer for the one flat record the chart reads and
//! writes as it starts: the stored settings ([`crate::prefs::Settings`]). With
//! it read and written here, the module the chart waits for links no
//! serde_json (issue 12: its generic parser and the derived visitors were about
//! 12 KB of gzip bytes, which the chart waits for on a slow link). The saved
//! charts, a large nested record, keep serde (`crate::storage`, in the chunk
//! split off the module).
//!
//! The reader takes any JSON text (RFC 8259) and never panics: nesting deeper
//! than [`DEPTH`] is refused, as serde_json refuses it, rather than overflow the
//! stack. Numbers are kept as their text (the records hold none).

use core::fmt;

/// How deep arrays and objects may nest (serde_json's limit too).
pub const DEPTH: usize = 128;

/// A JSON value. An object keeps its members in order, duplicates included;
/// [`Value::get`] reads the last of a name, as serde_json's maps do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object's members, in order.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `name` of an object (the last one when it repeats).
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// What kind of value this is, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }
}

/// Why a text is not JSON: what was wrong, and where (a byte offset).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The byte offset in the text.
    pub at: usize,
    /// What was expected or found there.
    pub what: &'static str,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.what, self.at)
    }
}

impl std::error::Error for Error {}

/// Reads one JSON value; only whitespace may follow it.
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut r = Reader { bytes: text.as_bytes(), at: 0 };
    let v = r.value(0)?;
    r.space();
    if r.at < r.bytes.len() {
        return Err(r.error("trailing characters"));
    }
    Ok(v)
}

/// `s` as a JSON string literal: quotes, `\"`, `\\` and the control
/// characters escaped (as serde_json writes them), everything else as it is.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let n = c as usize;
                out.push_str("\\u00");
                out.push(HEX[n >> 4] as char);
                out.push(HEX[n & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// An object's text from its members, each value already JSON text.
pub fn object<'a>(members: impl IntoIterator<Item = (&'a str, String)>) -> String {
    let mut out = String::from("{");
    for (i, (name, value)) in members.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&quote(name));
        out.push(':');
        out.push_str(&value);
    }
    out.push('}');
    out
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &'static str) -> Error {
        Error { at: self.at, what }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &'static str, v: Value) -> Result<Value, Error> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(v)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        self.space();
        match self.peek() {
            None => Err(self.error("expected a value, found the end")),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                let mut items = Vec::new();
                self.items(depth, b']', "expected , or ] in an array", |r| {
                    items.push(r.value(depth + 1)?);
                    Ok(())
                })?;
                Ok(Value::Array(items))
            }
            Some(b'{') => {
                let mut members = Vec::new();
                self.items(depth, b'}', "expected , or } in an object", |r| {
                    r.space();
                    if r.peek() != Some(b'"') {
                        return Err(r.error("expected a member's name"));
                    }
                    let name = r.string()?;
                    r.space();
                    if r.peek() != Some(b':') {
                        return Err(r.error("expected : after a member's name"));
                    }
                    r.at += 1;
                    members.push((name, r.value(depth + 1)?));
                    Ok(())
                })?;
                Ok(Value::Object(members))
            }
            Some(_) => Err(self.error("expected a value")),
        }
    }

    /// The items of an array or object after its opening bracket (at
    /// `self.at`), each read by `item`, separated by commas, up to `close`.
    fn items(
        &mut self,
        depth: usize,
        close: u8,
        expected: &'static str,
        mut item: impl FnMut(&mut Self) -> Result<(), Error>,
    ) -> Result<(), Error> {
        if depth >= DEPTH {
            return Err(self.error("nested too deeply"));
        }
        self.at += 1;
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(());
        }
        loop {
            item(self)?;
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return Err(self.error(expected)),
            }
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.error("expected a digit")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("expected a digit after the decimal point"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("expected a digit in the exponent"));
            }
        }
        // Only ASCII was read: the slice is on character boundaries.
        Ok(Value::Number(String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned()))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let mut n = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(c @ b'0'..=b'9') => c - b'0',
                Some(c @ b'a'..=b'f') => c - b'a' + 10,
                Some(c @ b'A'..=b'F') => c - b'A' + 10,
                _ => return Err(self.error("expected four hex digits after \\u")),
            };
            n = n * 16 + u32::from(d);
            self.at += 1;
        }
        Ok(n)
    }

    fn string(&mut self) -> Result<String, Error> {
        self.at += 1; // the opening quote
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.error("the string is not closed")),
                Some(b'"') => {
                    self.at += 1;
                    // Only whole characters of valid UTF-8 were copied.
                    return String::from_utf8(out).map_err(|_| self.error("invalid text in a string"));
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.peek() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            let first = self.hex4()?;
                            let code = match first {
                                0xD800..=0xDBFF => {
                                    if !self.bytes[self.at..].starts_with(b"\\u") {
                                        return Err(self.error("a lone surrogate in a \\u escape"));
                                    }
                                    self.at += 2;
                                    let second = self.hex4()?;
                                    if !(0xDC00..=0xDFFF).contains(&second) {
                                        return Err(self.error("a lone surrogate in a \\u escape"));
                                    }
                                    0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                                }
                                0xDC00..=0xDFFF => return Err(self.error("a lone surrogate in a \\u escape")),
                                n => n,
                            };
                            let c = char::from_u32(code).ok_or_else(|| self.error("an invalid \\u escape"))?;
                            let mut buf = [0; 4];
                            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                            continue;
                        }
                        _ => return Err(self.error("an invalid escape")),
                    };
                    self.at += 1;
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                Some(c) if c < 0x20 => return Err(self.error("a control character in a string")),
                Some(c) => {
                    out.push(c);
                    self.at += 1;
                }
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// serde_json's value as ours (numbers by their text as serde_json writes them).
    fn from_serde(v: &serde_json::Value) -> Value {
        match v {
            serde_json::Value::Null => Value::Null,
            serde_json::Value::Bool(b) => Value::Bool(*b),
            serde_json::Value::Number(n) => Value::Number(n.to_string()),
            serde_json::Value::String(s) => Value::String(s.clone()),
            serde_json::Value::Array(a) => Value::Array(a.iter().map(from_serde).collect()),
            serde_json::Value::Object(o) => Value::Object(o.iter().map(|(k, v)| (k.clone(), from_serde(v))).collect()),
        }
    }

    fn serde_value() -> impl Strategy<Value = serde_json::Value> {
        let leaf = prop_oneof![
            Just(serde_json::Value::Null),
            any::<bool>().prop_map(serde_json::Value::Bool),
            any::<i64>().prop_map(|n| serde_json::Value::Number(n.into())),
            any::<String>().prop_map(serde_json::Value::String),
        ];
        leaf.prop_recursive(4, 40, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
                prop::collection::btree_map(any::<String>(), inner, 0..6)
                    .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// Whatever serde_json writes, compact or pretty, reads as the same value.
        #[test]
        fn reads_what_serde_json_writes(v in serde_value()) {
            prop_assert_eq!(parse(&serde_json::to_string(&v).unwrap()), Ok(from_serde(&v)));
            prop_assert_eq!(parse(&serde_json::to_string_pretty(&v).unwrap()), Ok(from_serde(&v)));
        }

        /// A string is quoted as serde_json quotes it.
        #[test]
        fn quotes_as_serde_json(s in any::<String>()) {
            prop_assert_eq!(quote(&s), serde_json::to_string(&s).unwrap());
            prop_assert_eq!(parse(&quote(&s)), Ok(Value::String(s)));
        }

        /// Any text: an answer, never a panic; and JSON exactly when serde_json
        /// reads it (numbers aside: serde_json refuses some it cannot hold in an f64).
        #[test]
        fn any_text_is_read_or_refused_as_serde_json_does(s in "[\\[\\]{}\":,\\\\ a-u0-9.eE+\\-]{0,24}") {
            let ours = parse(&s);
            let theirs = serde_json::from_str::<serde_json::Value>(&s);
            if !s.chars().any(|c| c.is_ascii_digit()) {
                prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: {:?} / {:?}", s, ours, theirs.map_err(|e| e.to_string()));
            }
        }
    }

    #[test]
    fn refuses_what_is_not_json() {
        for text in [
            "",
            " ",
            "{",
            "}",
            "[1,]",
            "[,1]",
            "{\"a\"}",
            "{\"a\":}",
            "{a:1}",
            "{\"a\":1,}",
            "01",
            "1.",
            ".5",
            "-",
            "1e",
            "tru",
            "nul",
            "\"abc",
            "\"\\x\"",
            "\"\\u12\"",
            "\"\\ud800\"",
            "\"\\udc00x\"",
            "\"a\u{1}b\"",
            "1 2",
            "[] x",
        ] {
            assert!(parse(text).is_err(), "{text:?}");
            assert!(serde_json::from_str::<serde_json::Value>(text).is_err(), "serde_json agrees: {text:?}");
        }
    }

    #[test]
    fn reads_escapes_and_surrogate_pairs() {
        assert_eq!(
            parse(r#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#),
            Ok(Value::String("a\"\\/\u{8}\u{c}\n\r\t\u{e9}😀".into()))
        );
    }

    #[test]
    fn deep_nesting_is_refused_not_a_stack_overflow() {
        let deep = "[".repeat(100_000);
        assert_eq!(parse(&deep).unwrap_err().what, "nested too deeply");
        let ok = format!("{}{}", "[".repeat(DEPTH), "]".repeat(DEPTH));
        assert!(parse(&ok).is_ok());
        let over = format!("{}{}", "[".repeat(DEPTH + 1), "]".repeat(DEPTH + 1));
        assert!(parse(&over).is_err());
        assert!(serde_json::from_str::<serde_json::Value>(&over).is_err(), "serde_json's limit is the same");
    }

    #[test]
    fn the_last_of_a_repeated_name_is_read() {
        let v = parse(r#"{"a":"1","b":2,"a":"3"}"#).unwrap();
        assert_eq!(v.get("a").and_then(Value::as_str), Some("3"));
        assert_eq!(v.get("c"), None);
    }
}
