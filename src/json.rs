//! A small JSON reader and writer for what the app keeps in localStorage: the
//! settings ([`crate::prefs::Settings`]), read and written as the chart starts,
//! and the saved charts ([`crate::storage`], in the chunk split off the module).
//! With both read and written here, the app links no serde_json (issue 12: in
//! the module the chart waits for, its generic parser and the derived visitors
//! were about 12 KB of gzip bytes; in the chunk, with the derived visitors of
//! the saved charts and its map of values, about 21 KB).
//!
//! The reader takes any JSON text (RFC 8259) and never panics: nesting deeper
//! than [`DEPTH`] is refused, as serde_json refuses it, rather than overflow the
//! stack. Numbers are kept as their text and written back so; [`Value::as_i64`]
//! and [`Value::as_u64`] read the integers serde_json read as such.
//! [`parse_as_map`] reads a text as serde_json read it into its `Value` (as the
//! saved charts were read before): its objects' members in its map's order.
//! The writer writes as serde_json does, compact ([`Value::to_json`]) or
//! indented ([`Value::to_json_pretty`]).

use core::fmt;

/// How deep arrays and objects may nest: serde_json's limit (its counter
/// starts at 128 and refuses the level that brings it to 0).
pub const DEPTH: usize = 127;

/// A JSON value. An object keeps its members in order, duplicates included
/// ([`parse_as_map`] sorts them and keeps one of each name); [`Value::get`]
/// reads the last of a name, as serde_json's maps do.
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
    Object(Members),
}

/// An object's members: each name and its value.
pub type Members = Vec<(String, Value)>;

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

    /// The number as an `i64`, if serde_json read it as an integer that fits:
    /// written without a fraction or an exponent (`1.0` and `1e3` it read as
    /// floats), not `-0` (a float too), within the range.
    pub fn as_i64(&self) -> Option<i64> {
        self.integer()?.parse().ok()
    }

    /// The number as a `u64`, as serde_json's `Number::as_u64` read it: an
    /// integer as for [`Value::as_i64`], not negative, within the range.
    pub fn as_u64(&self) -> Option<u64> {
        self.integer()?.parse().ok()
    }

    /// The text of a number written as an integer, other than `-0`.
    fn integer(&self) -> Option<&str> {
        match self {
            Value::Number(n) if n != "-0" && !n.contains(['.', 'e', 'E']) => Some(n),
            _ => None,
        }
    }

    /// The value as compact JSON text, as serde_json's `to_string` writes it
    /// (numbers as their text).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        write(&mut out, self, None);
        out
    }

    /// The value as indented JSON text, as serde_json's `to_string_pretty`
    /// writes it: each member and item on a line of its own, indented two
    /// spaces a level, `": "` after a name, `[]` and `{}` when empty.
    pub fn to_json_pretty(&self) -> String {
        let mut out = String::new();
        write(&mut out, self, Some(0));
        out
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
    read(text, false)
}

/// Reads one JSON value as serde_json read it into a `serde_json::Value`:
/// a number no `f64` holds (beyond ±1.8e308) is refused, and each object's
/// members are sorted by name with only the last of a repeated name kept,
/// as its map (a `BTreeMap`) keeps them, so they are written back in the
/// order serde_json wrote them. Numbers keep their text (serde_json wrote
/// `1.7e12` back as `1700000000000.0`: the same number). One difference:
/// serde_json's reading of a float is a little short of exact, and it
/// refused some numbers within about 1e-15 of the largest `f64` that one
/// holds (`1.797693134862315650e308`); they are read here.
pub fn parse_as_map(text: &str) -> Result<Value, Error> {
    read(text, true).map(as_map)
}

fn read(text: &str, f64_only: bool) -> Result<Value, Error> {
    let mut r = Reader { bytes: text.as_bytes(), at: 0, f64_only };
    let v = r.value(0)?;
    r.space();
    if r.at < r.bytes.len() {
        return Err(r.error("trailing characters"));
    }
    Ok(v)
}

/// `v` with each object's members sorted by name (a stable sort, byte by
/// byte as `String`s compare) and only the last of a repeated name kept.
fn as_map(v: Value) -> Value {
    match v {
        Value::Array(items) => Value::Array(items.into_iter().map(as_map).collect()),
        Value::Object(members) => {
            let mut members: Members = members.into_iter().map(|(k, v)| (k, as_map(v))).collect();
            members.sort_by(|a, b| a.0.cmp(&b.0));
            // Of a run of one name, the later member takes the kept one's place.
            members.dedup_by(|later, kept| {
                let same = later.0 == kept.0;
                if same {
                    core::mem::swap(later, kept);
                }
                same
            });
            Value::Object(members)
        }
        v => v,
    }
}

/// `s` as a JSON string literal: quotes, `\"`, `\\` and the control
/// characters escaped (as serde_json writes them), everything else as it is.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    quote_into(&mut out, s);
    out
}

fn quote_into(out: &mut String, s: &str) {
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

/// Writes `v` to `out`: compact when `indent` is `None`, else indented as at
/// that level.
fn write(out: &mut String, v: &Value, indent: Option<usize>) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(n),
        Value::String(s) => quote_into(out, s),
        Value::Array(items) => list(out, ['[', ']'], items, indent, write),
        Value::Object(members) => list(out, ['{', '}'], members, indent, |out, (name, v), indent| {
            quote_into(out, name);
            out.push_str(if indent.is_some() { ": " } else { ":" });
            write(out, v, indent);
        }),
    }
}

/// Writes the items of an array or object, each by `item`, between `open`
/// and `close`; when indenting, each on a line of its own one level in.
fn list<T>(
    out: &mut String,
    [open, close]: [char; 2],
    items: &[T],
    indent: Option<usize>,
    item: impl Fn(&mut String, &T, Option<usize>),
) {
    let inner = indent.map(|n| n + 1);
    out.push(open);
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        new_line(out, inner);
        item(out, x, inner);
    }
    if !items.is_empty() {
        new_line(out, indent);
    }
    out.push(close);
}

/// A line break and `level` indents of two spaces, when indenting.
fn new_line(out: &mut String, level: Option<usize>) {
    if let Some(n) = level {
        out.push('\n');
        for _ in 0..n {
            out.push_str("  ");
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// Refuse a number no `f64` holds, as serde_json's `Value` does.
    f64_only: bool,
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
        let text = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
        if self.f64_only && !text.parse::<f64>().is_ok_and(f64::is_finite) {
            return Err(Error { at: start, what: "a number out of range" });
        }
        Ok(Value::Number(text))
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
            any::<u64>().prop_map(|n| serde_json::Value::Number(n.into())),
            any::<f64>()
                .prop_filter_map("a finite number", serde_json::Number::from_f64)
                .prop_map(serde_json::Value::Number),
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
        /// Written as serde_json writes, compact and indented, byte for byte.
        #[test]
        fn writes_as_serde_json(v in serde_value()) {
            let ours = from_serde(&v);
            prop_assert_eq!(ours.to_json(), serde_json::to_string(&v).unwrap());
            prop_assert_eq!(ours.to_json_pretty(), serde_json::to_string_pretty(&v).unwrap());
        }

        /// Whatever serde_json writes, compact or pretty, reads as the same value.
        #[test]
        fn reads_what_serde_json_writes(v in serde_value()) {
            prop_assert_eq!(parse(&serde_json::to_string(&v).unwrap()), Ok(from_serde(&v)));
            prop_assert_eq!(parse(&serde_json::to_string_pretty(&v).unwrap()), Ok(from_serde(&v)));
            prop_assert_eq!(parse_as_map(&serde_json::to_string(&v).unwrap()), Ok(from_serde(&v)));
        }

        /// Numbers of every form: refused by [`parse_as_map`] exactly when
        /// serde_json's value refuses them, and integers read as it reads them.
        #[test]
        fn numbers_are_read_as_serde_json_reads_them(
            text in "-?(0|[1-9][0-9]{0,24})(\\.[0-9]{1,20})?([eE][+-]?[0-9]{1,3})?|[1-9][0-9]{300,312}"
        ) {
            let theirs = serde_json::from_str::<serde_json::Value>(&text);
            let ours = parse_as_map(&text);
            prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{}", text);
            if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
                prop_assert_eq!((ours.as_i64(), ours.as_u64()), (theirs.as_i64(), theirs.as_u64()), "{}", text);
            }
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
    fn the_depth_is_serde_jsons() {
        for [open, close] in [["[", "]"], ["{\"a\":", "}"]] {
            let nested = |n: usize| format!("{}0{}", open.repeat(n), close.repeat(n));
            assert!(parse(&nested(DEPTH)).is_ok() && parse_as_map(&nested(DEPTH)).is_ok());
            assert!(serde_json::from_str::<serde_json::Value>(&nested(DEPTH)).is_ok());
            assert!(parse(&nested(DEPTH + 1)).is_err() && parse_as_map(&nested(DEPTH + 1)).is_err());
            assert!(serde_json::from_str::<serde_json::Value>(&nested(DEPTH + 1)).is_err());
        }
    }

    /// serde_json's value of a text as ours: its numbers as it writes them,
    /// its objects' members in its map's order.
    fn as_serde_reads(text: &str) -> Option<Value> {
        let v: serde_json::Value = serde_json::from_str(text).ok()?;
        Some(from_serde(&v))
    }

    #[test]
    fn parse_as_map_reads_as_serde_jsons_value() {
        // Sorted by name at every level, the last of a name kept.
        let text = r#"{"b":1,"a":[{"z":null,"y":true,"z":"last"}],"b":2,"":{}}"#;
        assert_eq!(parse_as_map(text).ok(), as_serde_reads(text));
        assert_eq!(parse_as_map(text).unwrap().to_json(), r#"{"":{},"a":[{"y":true,"z":"last"}],"b":2}"#);
        // A number no f64 holds is refused, as serde_json's value refuses it;
        // one that underflows is zero to both.
        for text in ["1e400", "-1e309", "[1.8e308]", &"9".repeat(310), "1e-400", "-0", "1.7976931348623157e308"] {
            assert_eq!(parse_as_map(text).is_ok(), as_serde_reads(text).is_some(), "{text}");
        }
        // The one difference: serde_json's own reading of a float (without its
        // `float_roundtrip` feature) is a little short of exact, and refused
        // some numbers within about 1e-15 of the largest f64 that one holds.
        let edge = "1.797693134862315650e308";
        assert!(parse_as_map(edge).is_ok() && as_serde_reads(edge).is_none());
        assert!(parse("1e400").is_ok(), "plain parse keeps any number's text");
    }

    #[test]
    fn integers_are_read_as_serde_json_reads_them() {
        for text in [
            "0",
            "-0",
            "1",
            "-1",
            "1.0",
            "1e3",
            "1E3",
            "1.7e12",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "18446744073709551615",
            "18446744073709551616",
        ] {
            let v = parse(text).unwrap();
            let theirs: serde_json::Value = serde_json::from_str(text).unwrap();
            assert_eq!(v.as_i64(), theirs.as_i64(), "{text}");
            assert_eq!(v.as_u64(), theirs.as_u64(), "{text}");
        }
        assert_eq!(Value::String("1".into()).as_i64(), None);
    }

    #[test]
    fn the_last_of_a_repeated_name_is_read() {
        let v = parse(r#"{"a":"1","b":2,"a":"3"}"#).unwrap();
        assert_eq!(v.get("a").and_then(Value::as_str), Some("3"));
        assert_eq!(v.get("c"), None);
    }
}
