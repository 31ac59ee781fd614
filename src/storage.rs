//! 保存 Bǎocún — keeping charts in this browser.
//!
//! All localStorage access of saved charts lives in this module. The store is
//! one key, [`KEY`], holding
//!
//! ```json
//! {"schema":1,"charts":[{"id":"19ad2f1c000-5f3a9c21","created":1764423000000,
//!   "updated":1764423000000,"name":"失物","question":"失物何在？","category":"射覆",
//!   "notes":"","outcome":"","shared":"?at=2026-11-29T21:30:00%2B08:00"}]}
//! ```
//!
//! `category` is the question's kind as its name: `"射覆"`, `"怪異"`, or `""` for
//! a general question (the keys `"shefu"` and `"guaiyi"`, which earlier
//! versions wrote, are read too; anything else makes the record invalid, named
//! in the message).
//!
//! `shared` is the chart's inputs and school options as a share-link query
//! string ([`crate::share::build`] with the question and category left out,
//! since they have their own fields): the same documented, stable text as a
//! share link, so a saved chart and a link can never disagree. The computed
//! chart is never stored; it is cast again when a chart is opened. A case
//! given by its pillars (the form's 干支 mode) is stored as its link,
//! `"?dp=…&mg=…&hb=…"`, with no date. `created`
//! and `updated` are Unix milliseconds. An export file is the same document
//! with `"app":"liuren"` in front.
//!
//! Three layers:
//! - pure functions, tested natively: [`parse_store`], [`to_json`],
//!   [`to_export_json`], [`salvage`], [`parse_import`];
//! - [`Shelf`], the keeper's state and its operations (load, and one
//!   read–change–write attempt) over any [`Backend`], also tested natively
//!   with an in-memory backend and one that plays another tab writing at the
//!   same moment;
//! - [`use_saved_charts`], the hook the UI uses: a [`Shelf`] in a signal over
//!   the browser's [`LocalStorage`], with an error signal. Its changes are
//!   `async`: each runs under the Web Lock of [`KEY`] and counts as made only
//!   once read back from the store ([`crate::lock::write_verified`]), so two
//!   tabs saving at once lose nothing. Nothing here panics.
//!
//! Unreadable data under [`KEY`] (corrupt, foreign, or from a newer version)
//! never blanks the app and is never overwritten silently: before anything is
//! written its raw text is copied to `liuren.charts.corrupt.<unix ms>`, the
//! records that can be read are listed, and the UI says what happened.

use core::fmt;
use std::borrow::Cow;
use std::collections::HashSet;

use crate::json::{self, Members, Value};
use crate::lock::{self, Attempt};
use crate::share::{self, Shared};
use leptos::prelude::*;
use liuren_core::calendar::Place;
use liuren_core::chart::{CastInput, ChartOptions};
use liuren_core::reading::Category;

/// The localStorage key of the saved charts.
pub const KEY: &str = "liuren.charts.v1";

/// Raw unreadable data is copied to this prefix plus the time (Unix ms).
pub const CORRUPT_PREFIX: &str = "liuren.charts.corrupt.";

/// The schema this version writes (and the newest it reads).
pub const SCHEMA: u64 = 1;

/// The most charts one import file may hold. The import plan is linear
/// (100,000 charts against 50,000 kept: 4.4 s in a debug build, nearly all of
/// it reading the JSON), but this browser's storage holds about 5 MB, some
/// 20,000 charts, so a larger file is surely not an export of this app and is
/// refused whole before its records are read.
pub const MAX_IMPORT: usize = 100_000;

/// The marker an export file carries in its `"app"` field.
pub const APP: &str = "liuren";

/// The longest id accepted (ids this app makes are about 20 characters).
const MAX_ID_LEN: usize = 64;

/// A chart's inputs and school options: what is needed to cast it again.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Inputs {
    /// The moment, place, hand-set 月將/占時 and querent.
    pub input: CastInput,
    /// The school options.
    pub options: ChartOptions,
    /// The time zone by name (`tz=` in the stored link), if any.
    pub zone: Option<liuren_core::zone::ZoneName>,
    /// A case given by its pillars (`dp=` in the stored link): see [`Shared::pillars`].
    pub pillars: Option<liuren_core::pillars::PillarInput>,
}

impl Inputs {
    /// The inputs of `s` as its link carries them ([`Shared::as_linked`]).
    pub fn of(s: &Shared) -> Inputs {
        let s = s.as_linked();
        Inputs { input: s.input, options: s.options, zone: s.zone, pillars: s.pillars }
    }

    /// A chart of these inputs, nothing asked.
    pub fn to_shared(&self) -> Shared {
        Shared { zone: self.zone, pillars: self.pillars, ..Shared::new(self.input, self.options) }
    }
}

/// 已保存的課 — one saved chart: its inputs, question and the user's notes.
///
/// Written and read as the record documented at the top of this module. A
/// record keeps what this version does not know, so that a newer version's
/// data survives an older version's unrelated save: fields it does not name
/// (in `extra`), and the `shared` text exactly as stored (with any parameter
/// this version ignores) as long as [`SavedChart::shared`] still holds the
/// inputs that text was read as.
///
/// Read and written by [`crate::json`] as serde read and wrote it before:
/// `id`, `created`, `updated` and `shared` required, the other texts empty
/// when missing, the times integers as serde read an `i64`, the known
/// fields written first in the order above, then `extra` by name.
#[derive(Debug, Clone)]
pub struct SavedChart {
    /// Unique within the store: the creation time and a random part.
    pub id: String,
    /// When it was saved, Unix milliseconds.
    pub created: i64,
    /// When it was last changed, Unix milliseconds.
    pub updated: i64,
    /// The name shown in the list.
    pub name: String,
    /// 所占之事 — the question.
    pub question: String,
    /// The kind of question, stored as its name (`射覆`, `怪異`, or empty).
    pub category: Category,
    /// The user's notes on the reading.
    pub notes: String,
    /// 應驗 — what actually happened.
    pub outcome: String,
    /// Inputs and options, stored as a share-link query string.
    pub shared: Inputs,
    /// The `shared` text as read and the inputs it was read as: written back
    /// unchanged while `shared` is still those inputs, so that parameters this
    /// version ignores are not dropped. `None` for a record made here.
    stored_query: Option<(Inputs, String)>,
    /// Fields of the record this version does not know, kept as found
    /// (sorted by name, as [`json::parse_as_map`] reads them).
    extra: Members,
}

/// Two records are equal when they would be written the same.
impl PartialEq for SavedChart {
    fn eq(&self, other: &SavedChart) -> bool {
        self.id == other.id
            && self.created == other.created
            && self.updated == other.updated
            && self.name == other.name
            && self.question == other.question
            && self.category == other.category
            && self.notes == other.notes
            && self.outcome == other.outcome
            && self.shared == other.shared
            && self.query() == other.query()
            && self.extra == other.extra
    }
}

impl SavedChart {
    /// A new record for `shared`, named after its question (at most 40 characters).
    pub fn new(id: String, now_ms: i64, shared: &Shared) -> SavedChart {
        SavedChart {
            id,
            created: now_ms,
            updated: now_ms,
            name: shared.question.trim().chars().take(40).collect(),
            question: shared.question.clone(),
            category: shared.category,
            notes: String::new(),
            outcome: String::new(),
            shared: Inputs::of(shared),
            stored_query: None,
            extra: Members::new(),
        }
    }

    /// The record read from `v` (not yet validated): the known fields taken
    /// out, what is left kept in `extra`.
    fn from_value(v: Value) -> Result<SavedChart, String> {
        let Value::Object(mut m) = v else {
            return Err(format!("invalid type: expected an object, found {}", v.kind()));
        };
        let id = text(&mut m, "id")?.ok_or_else(|| missing("id"))?;
        let created = millis(&mut m, "created")?;
        let updated = millis(&mut m, "updated")?;
        let name = text(&mut m, "name")?.unwrap_or_default();
        let question = text(&mut m, "question")?.unwrap_or_default();
        // By its name (`射覆`); the keys `shefu`, `guaiyi` are read too.
        let category = match text(&mut m, "category")? {
            Some(c) => c.parse::<Category>().map_err(|e| e.to_string())?,
            None => Category::General,
        };
        let notes = text(&mut m, "notes")?.unwrap_or_default();
        let outcome = text(&mut m, "outcome")?.unwrap_or_default();
        let query = text(&mut m, "shared")?.ok_or_else(|| missing("shared"))?;
        let shared = match share::parse(&query) {
            Ok(Some(s)) => Inputs::of(&s),
            Ok(None) => return Err("the chart's inputs name no moment (at=)".into()),
            Err(e) => return Err(e.to_string()),
        };
        Ok(SavedChart {
            id,
            created,
            updated,
            name,
            question,
            category,
            notes,
            outcome,
            shared,
            stored_query: Some((shared, query)),
            extra: m,
        })
    }

    /// The record as written: the known fields in their order, then `extra`.
    fn to_value(&self) -> Value {
        let string = |s: &str| Value::String(s.to_owned());
        let mut m: Members = vec![
            ("id".into(), string(&self.id)),
            ("created".into(), Value::Number(self.created.to_string())),
            ("updated".into(), Value::Number(self.updated.to_string())),
            ("name".into(), string(&self.name)),
            ("question".into(), string(&self.question)),
            ("category".into(), string(self.category.hanzi())),
            ("notes".into(), string(&self.notes)),
            ("outcome".into(), string(&self.outcome)),
            ("shared".into(), Value::String(self.query().into_owned())),
        ];
        m.extend(self.extra.iter().cloned());
        Value::Object(m)
    }

    /// The `shared` text to write: as stored if the inputs are still those it
    /// was read as, else built from them.
    fn query(&self) -> Cow<'_, str> {
        match &self.stored_query {
            Some((inputs, text)) if *inputs == self.shared => Cow::Borrowed(text),
            _ => Cow::Owned(share::build(&self.shared.to_shared())),
        }
    }

    /// What the reading UI opens: inputs, options, question and category (the
    /// panels' own choices, 類神 and what a portent was, are not kept).
    pub fn to_shared(&self) -> Shared {
        Shared { question: self.question.clone(), category: self.category, ..self.shared.to_shared() }
    }

    /// The same chart asked the same question: equal inputs, options and question.
    pub fn same_chart(&self, other: &SavedChart) -> bool {
        self.shared == other.shared && self.question == other.question
    }

    /// A text equal for two charts exactly when [`SavedChart::same_chart`]
    /// holds: the link of the inputs and options (the stable share-link
    /// format, lossless) and the question. `-0` is written as `0` since the
    /// two are equal as numbers.
    fn chart_key(&self) -> (String, &str) {
        let mut inputs = self.shared;
        if let Some(p) = inputs.input.place {
            inputs.input.place = Some(Place::new(p.longitude + 0.0, p.latitude + 0.0).unwrap_or(p));
        }
        (share::build(&inputs.to_shared()), self.question.as_str())
    }

    /// Whether `query` (trimmed, case-insensitive) occurs in the question,
    /// name, notes or outcome. An empty query matches everything.
    pub fn matches(&self, query: &str) -> bool {
        let q = query.trim().to_lowercase();
        q.is_empty()
            || [self.question.as_str(), &self.name, &self.notes, &self.outcome, self.category.hanzi()]
                .iter()
                .any(|field| field.to_lowercase().contains(&q))
    }

    fn validate(&self) -> Result<(), String> {
        if self.id.trim().is_empty() {
            return Err("its id is empty".into());
        }
        if self.id.chars().count() > MAX_ID_LEN {
            return Err(format!("its id is longer than {MAX_ID_LEN} characters"));
        }
        Ok(())
    }
}

/// An id that is not in `charts`: the time in hex, a dash, 8 random hex digits.
pub fn new_id(now_ms: i64, random: u32, charts: &[SavedChart]) -> String {
    let base = format!("{now_ms:x}-{random:08x}");
    let taken = |id: &str| charts.iter().any(|c| c.id == id);
    if !taken(&base) {
        return base;
    }
    (2u32..).map(|n| format!("{base}-{n}")).find(|id| !taken(id)).unwrap_or(base)
}

/// The ids and the charts (inputs, options and question) of a list, in hash
/// sets, so that checking a chart against the list takes constant time and an
/// import of n charts into m is planned in O(n + m), not O(n · m).
#[derive(Default)]
struct Kept<'a> {
    ids: HashSet<&'a str>,
    charts: HashSet<(String, &'a str)>,
}

impl<'a> Kept<'a> {
    fn of(list: &'a [SavedChart]) -> Kept<'a> {
        let mut kept = Kept::default();
        for c in list {
            kept.add(c);
        }
        kept
    }

    /// Whether a chart of this id, or the same chart, is kept.
    fn has(&self, c: &SavedChart) -> bool {
        self.ids.contains(c.id.as_str()) || self.charts.contains(&c.chart_key())
    }

    fn add(&mut self, c: &'a SavedChart) {
        self.ids.insert(&c.id);
        self.charts.insert(c.chart_key());
    }
}

/// Why saved data (or an import file) could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// Not JSON at all (cut short, or another kind of text).
    NotJson(String),
    /// JSON, but not 大六壬 charts: says what was found.
    NotOurs(String),
    /// Written by a newer version of the app, with this schema number.
    FutureSchema(u64),
    /// The `schema` field is not a version number.
    BadSchema(String),
    /// An import file holds more than [`MAX_IMPORT`] charts (this many).
    TooMany(usize),
    /// One record (counted from 0) is invalid.
    BadRecord {
        /// Its place in the list, from 0.
        index: usize,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotJson(e) => write!(f, "not JSON: {e}"),
            StoreError::NotOurs(what) => write!(f, "not 大六壬 charts: {what}"),
            StoreError::FutureSchema(n) => write!(
                f,
                "schema {n} was written by a newer version of this app; this version reads schema {SCHEMA} and older"
            ),
            StoreError::BadSchema(what) => write!(f, "the schema is not a version number: {what}"),
            StoreError::TooMany(n) => write!(f, "it holds {n} charts; one file may hold at most {MAX_IMPORT}"),
            StoreError::BadRecord { index, reason } => write!(f, "chart {} is invalid: {reason}", index + 1),
        }
    }
}

impl std::error::Error for StoreError {}

impl StoreError {
    /// The same, briefly, in Chinese for the page (the English [`Display`](fmt::Display) goes in its `title`).
    pub fn zh(&self) -> String {
        match self {
            StoreError::NotJson(_) => "不是 JSON 格式".into(),
            StoreError::NotOurs(_) => "不是大六壬的課".into(),
            StoreError::FutureSchema(n) => format!("資料格式第 {n} 版來自較新的版本，此版只能讀第 {SCHEMA} 版"),
            StoreError::BadSchema(_) => "資料格式的版本無法辨認".into(),
            StoreError::TooMany(n) => format!("檔中有 {n} 則課，一個檔最多 {MAX_IMPORT} 則"),
            StoreError::BadRecord { index, .. } => format!("第 {} 則課的資料有誤", index + 1),
        }
    }
}

/// An import fails for the same reasons saved data can be unreadable, plus an
/// `"app"` marker of another app ([`StoreError::NotOurs`]).
pub type ImportError = StoreError;

/// The member `name` taken out of `m` (which holds each name once).
fn take(m: &mut Members, name: &str) -> Option<Value> {
    let i = m.iter().position(|(k, _)| k == name)?;
    Some(m.remove(i).1)
}

/// The text member `name` taken out of a record, `None` when missing.
fn text(m: &mut Members, name: &str) -> Result<Option<String>, String> {
    match take(m, name) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(format!("invalid type: `{name}` is {}, expected a string", other.kind())),
    }
}

/// The time `name` (Unix milliseconds) taken out of a record: an integer as
/// serde read an `i64`, so not `1.0`, `1e3` or `-0` (floats to it), nor one
/// beyond the range.
fn millis(m: &mut Members, name: &str) -> Result<i64, String> {
    match take(m, name) {
        None => Err(missing(name)),
        Some(v @ Value::Number(_)) => v.as_i64().ok_or_else(|| {
            format!("invalid value: `{name}` is {}, expected a whole number of milliseconds", describe(&v))
        }),
        Some(other) => Err(format!("invalid type: `{name}` is {}, expected an integer", other.kind())),
    }
}

fn missing(name: &str) -> String {
    format!("missing field `{name}`")
}

fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(_) => "true/false".into(),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the text {:?}", s.chars().take(30).collect::<String>()),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// The schema of a document: a bare array is schema 0.
fn schema_of(v: &Value) -> Result<u64, StoreError> {
    match v {
        Value::Array(_) => Ok(0),
        Value::Object(_) => match v.get("schema") {
            Some(n @ Value::Number(text)) => n.as_u64().ok_or_else(|| StoreError::BadSchema(text.clone())),
            Some(other) => Err(StoreError::BadSchema(describe(other))),
            None => Err(StoreError::NotOurs("an object without \"schema\"".into())),
        },
        other => Err(StoreError::NotOurs(describe(other))),
    }
}

/// One step per old schema: `MIGRATIONS[n]` turns schema `n` into `n + 1`.
const MIGRATIONS: [fn(Value) -> Value; SCHEMA as usize] = [from_schema_0];

/// Schema 0 (never released; the hook for the next real migration) was a bare
/// array of records without `updated`, `name`, `notes` and `outcome`.
fn from_schema_0(v: Value) -> Value {
    let Value::Array(records) = v else { return v };
    let records = records
        .into_iter()
        .map(|mut r| {
            let created = r.get("created").cloned();
            let question = r.get("question").cloned();
            if let Value::Object(m) = &mut r {
                if let Some(created) = created {
                    or_insert(m, "updated", created);
                }
                for field in ["name", "notes", "outcome"] {
                    or_insert(m, field, Value::String(String::new()));
                }
                if let (Some(q), Some((_, name))) = (question, m.iter_mut().find(|(k, _)| k == "name")) {
                    if name.as_str() == Some("") {
                        *name = q;
                    }
                }
            }
            r
        })
        .collect();
    Value::Object(vec![("charts".into(), Value::Array(records)), ("schema".into(), Value::Number("1".into()))])
}

/// `v` as the member `name` of `m`, unless it has one; `m` stays sorted by name.
fn or_insert(m: &mut Members, name: &str, v: Value) {
    if let Err(i) = m.binary_search_by(|(k, _)| k.as_str().cmp(name)) {
        m.insert(i, (name.to_owned(), v));
    }
}

/// The records of a document, migrated to the current schema, unchecked, and
/// the document's fields this version does not know.
fn records(v: Value) -> Result<(Vec<Value>, Members), StoreError> {
    let mut schema = schema_of(&v)?;
    if schema > SCHEMA {
        return Err(StoreError::FutureSchema(schema));
    }
    let mut v = v;
    while schema < SCHEMA {
        v = MIGRATIONS[schema as usize](v);
        schema += 1;
    }
    match v {
        Value::Object(mut m) => match take(&mut m, "charts") {
            Some(Value::Array(list)) => {
                // What this version writes itself is not kept as unknown.
                take(&mut m, "schema");
                take(&mut m, "app");
                Ok((list, m))
            }
            Some(other) => Err(StoreError::NotOurs(format!("\"charts\" is {}", describe(&other)))),
            None => Err(StoreError::NotOurs("an object without \"charts\"".into())),
        },
        other => Err(StoreError::NotOurs(describe(&other))),
    }
}

/// One record, checked.
fn record(v: Value) -> Result<SavedChart, String> {
    let chart = SavedChart::from_value(v)?;
    chart.validate()?;
    Ok(chart)
}

fn document(v: Value) -> Result<Stored, StoreError> {
    let mut charts: Vec<SavedChart> = Vec::new();
    let mut ids = HashSet::new();
    let (list, extra) = records(v)?;
    for (index, r) in list.into_iter().enumerate() {
        let chart = record(r).map_err(|reason| StoreError::BadRecord { index, reason })?;
        if !ids.insert(chart.id.clone()) {
            return Err(StoreError::BadRecord { index, reason: format!("its id {:?} is used twice", chart.id) });
        }
        charts.push(chart);
    }
    Ok(Stored { charts, extra })
}

/// The text as JSON, read as serde_json read it ([`json::parse_as_map`]).
fn json(text: &str) -> Result<Value, StoreError> {
    json::parse_as_map(text).map_err(|e| StoreError::NotJson(e.to_string()))
}

/// A document as read: its charts and its fields this version does not know
/// (say a newer version's `"meta"`), which are written back with the charts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stored {
    /// The charts, in the order stored.
    pub charts: Vec<SavedChart>,
    /// The document's other fields (not `schema`, `charts` or `app`), by name.
    pub extra: Members,
}

/// Read the text stored under [`KEY`]: every record valid, or an error.
/// Older schemas are migrated; a newer one is refused.
pub fn parse_store(raw: &str) -> Result<Vec<SavedChart>, StoreError> {
    parse_document(raw).map(|d| d.charts)
}

/// [`parse_store`], with the document's unknown fields.
pub fn parse_document(raw: &str) -> Result<Stored, StoreError> {
    document(json(raw)?)
}

/// What could be read from unreadable data.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Salvage {
    /// The valid records (the first of any repeated id).
    pub charts: Vec<SavedChart>,
    /// Records in the list that were skipped.
    pub skipped: usize,
    /// The document's fields this version does not know, by name.
    pub extra: Members,
}

/// Read record by record what [`parse_store`] refused: possible when the
/// text is JSON of a known schema with an intact list of charts. A lone
/// surrogate escape (`"\ud800"`, which JavaScript can write but a Rust string
/// cannot hold) is read as U+FFFD here; [`Shelf::load`] copies the raw text
/// aside before anything is written, so the original is not lost.
pub fn salvage(raw: &str) -> Salvage {
    let parsed = json(raw).or_else(|e| match without_lone_surrogates(raw) {
        Some(text) => json(&text),
        None => Err(e),
    });
    let Ok((list, extra)) = parsed.and_then(records) else {
        return Salvage::default();
    };
    let mut out = Salvage { extra, ..Salvage::default() };
    let mut ids = HashSet::new();
    for r in list {
        match record(r) {
            Ok(c) if ids.insert(c.id.clone()) => out.charts.push(c),
            _ => out.skipped += 1,
        }
    }
    out
}

/// `text` with every `\uXXXX` escape of a lone surrogate replaced by
/// `\ufffd`, or `None` when it has none. Only escapes are looked at: a JSON
/// text held in a Rust string cannot contain a raw surrogate.
fn without_lone_surrogates(text: &str) -> Option<String> {
    let surrogate = |s: &str, at: usize| -> Option<u16> {
        let hex = s.get(at..at + 6)?.strip_prefix("\\u")?;
        u16::from_str_radix(hex, 16).ok().filter(|n| (0xD800..=0xDFFF).contains(n))
    };
    let mut out = String::with_capacity(text.len());
    let mut found = false;
    let mut rest = 0;
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            i += 1;
            continue;
        }
        match surrogate(text, i) {
            // A pair is one character, kept as it is.
            Some(0xD800..=0xDBFF) if surrogate(text, i + 6).is_some_and(|low| low >= 0xDC00) => i += 12,
            Some(_) => {
                out.push_str(&text[rest..i]);
                out.push_str("\\ufffd");
                found = true;
                i += 6;
                rest = i;
            }
            // Any other escape is two characters, or `\u` and four more.
            None => i += 2,
        }
    }
    out.push_str(&text[rest..]);
    found.then_some(out)
}

/// The document: `"app":"liuren"` first if `app`, the schema, the charts,
/// then `extra`.
fn document_value(app: bool, charts: &[SavedChart], extra: &[(String, Value)]) -> Value {
    let mut m = Members::new();
    if app {
        m.push(("app".into(), Value::String(APP.into())));
    }
    m.push(("schema".into(), Value::Number(SCHEMA.to_string())));
    m.push(("charts".into(), Value::Array(charts.iter().map(SavedChart::to_value).collect())));
    m.extend(extra.iter().cloned());
    Value::Object(m)
}

/// The text stored under [`KEY`]: `{"schema":1,"charts":[…]}`, compact.
pub fn to_json(charts: &[SavedChart]) -> String {
    document_json(charts, &[])
}

/// [`to_json`] with the document's unknown fields after the charts.
pub fn document_json(charts: &[SavedChart], extra: &[(String, Value)]) -> String {
    document_value(false, charts, extra).to_json()
}

/// An export file: the store's document with `"app":"liuren"`, indented as
/// serde_json's `to_string_pretty` indented it.
pub fn to_export_json(charts: &[SavedChart]) -> String {
    document_value(true, charts, &[]).to_json_pretty()
}

/// What an import would do.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportPlan {
    /// Charts to add.
    pub new: Vec<SavedChart>,
    /// Charts already kept (same id, or same inputs, options and question), skipped.
    pub duplicates: Vec<SavedChart>,
}

/// Check an import file against the charts kept. Any error means nothing is
/// imported: not JSON, another app's file, a newer schema, an invalid record.
pub fn parse_import(text: &str, existing: &[SavedChart]) -> Result<ImportPlan, ImportError> {
    let v = json(text)?;
    match v.get("app") {
        None => {}
        Some(Value::String(app)) if app == APP => {}
        Some(other) => return Err(StoreError::NotOurs(format!("a file of the app {}", other.to_json()))),
    }
    let count = match &v {
        Value::Array(list) => list.len(),
        other => match other.get("charts") {
            Some(Value::Array(list)) => list.len(),
            _ => 0,
        },
    };
    if count > MAX_IMPORT {
        return Err(StoreError::TooMany(count));
    }
    let (charts, is_new) = {
        let charts = document(v)?.charts;
        let mut kept = Kept::of(existing);
        let is_new: Vec<bool> = charts
            .iter()
            .map(|c| {
                let new = !kept.has(c);
                if new {
                    kept.add(c);
                }
                new
            })
            .collect();
        (charts, is_new)
    };
    let mut plan = ImportPlan::default();
    for (chart, new) in charts.into_iter().zip(is_new) {
        if new {
            plan.new.push(chart);
        } else {
            plan.duplicates.push(chart);
        }
    }
    Ok(plan)
}

/// Why the browser's storage failed. Modelled on leptos-use's `UseStorageError`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageError {
    /// No localStorage: disabled, blocked, or not a browser.
    Unavailable(String),
    /// Reading failed.
    Read(String),
    /// Writing failed.
    Write {
        /// The browser's storage quota is full.
        quota: bool,
        /// The browser's message.
        detail: String,
    },
    /// Unreadable data is under [`KEY`] and could not be copied aside, so
    /// nothing is written until the user downloads it and chooses to discard it.
    NotBackedUp,
    /// The change was written [`lock::WRITES`] times and each time another
    /// tab's write replaced it before it could be read back: it is not kept
    /// (what the other tabs wrote is).
    NotKept,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable(e) => write!(f, "this browser's storage is not available: {e}"),
            StorageError::Read(e) => write!(f, "reading this browser's storage failed: {e}"),
            StorageError::Write { quota: true, detail } => write!(f, "this browser's storage is full: {detail}"),
            StorageError::Write { quota: false, detail } => {
                write!(f, "writing to this browser's storage failed: {detail}")
            }
            StorageError::NotBackedUp => {
                f.write_str("the unreadable saved data could not be copied aside, so nothing was written")
            }
            StorageError::NotKept => write!(
                f,
                "another tab kept writing the saved charts at the same moment; after {} tries this change could not be \
                 confirmed in storage and is not kept (what the other tab wrote is): try again",
                lock::WRITES
            ),
        }
    }
}

impl std::error::Error for StorageError {}

impl StorageError {
    /// The same, briefly, in Chinese for the page.
    pub fn zh(&self) -> &'static str {
        match self {
            StorageError::Unavailable(_) => "此瀏覽器不能儲存資料（可能已停用或為私密瀏覽）",
            StorageError::Read(_) => "讀取已保存的課失敗",
            StorageError::Write { quota: true, .. } => "瀏覽器的儲存空間已滿，未能保存",
            StorageError::Write { quota: false, .. } => "寫入失敗，未能保存",
            StorageError::NotBackedUp => "無法讀取的舊資料未能另存，故未寫入任何資料；請先下載原始資料",
            StorageError::NotKept => "另一分頁同時在寫入，此次更改讀回時不在，故未存入；請再試一次",
        }
    }
}

/// A key–value store of text: localStorage in the browser, a map in tests.
pub trait Backend {
    /// The text under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    /// Store `value` under `key`.
    fn set(&self, key: &str, value: &str) -> Result<(), StorageError>;
    /// Remove `key`.
    fn remove(&self, key: &str) -> Result<(), StorageError>;
    /// Every key.
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// The browser's `window.localStorage`.
#[derive(Debug, Clone, Copy, Default)]
pub struct LocalStorage;

impl LocalStorage {
    fn storage() -> Result<web_sys::Storage, StorageError> {
        let window = web_sys::window().ok_or_else(|| StorageError::Unavailable("no window".into()))?;
        window
            .local_storage()
            .map_err(|e| StorageError::Unavailable(js_message(&e)))?
            .ok_or_else(|| StorageError::Unavailable("no localStorage".into()))
    }
}

/// The name and message of a thrown JavaScript value.
fn js_message(e: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    if let Some(s) = e.as_string() {
        return s;
    }
    match e.dyn_ref::<web_sys::js_sys::Error>() {
        Some(err) => format!("{}: {}", String::from(err.name()), String::from(err.message())),
        None => format!("{e:?}"),
    }
}

impl Backend for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Self::storage()?.get_item(key).map_err(|e| StorageError::Read(js_message(&e)))
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
        Self::storage()?.set_item(key, value).map_err(|e| {
            let detail = js_message(&e);
            StorageError::Write { quota: detail.contains("Quota") || detail.contains("quota"), detail }
        })
    }

    fn remove(&self, key: &str) -> Result<(), StorageError> {
        Self::storage()?.remove_item(key).map_err(|e| StorageError::Write { quota: false, detail: js_message(&e) })
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let s = Self::storage()?;
        let n = s.length().map_err(|e| StorageError::Read(js_message(&e)))?;
        Ok((0..n).filter_map(|i| s.key(i).ok().flatten()).collect())
    }
}

/// Unreadable data found under [`KEY`].
#[derive(Debug, Clone, PartialEq)]
pub struct Unreadable {
    /// Why it could not be read.
    pub error: StoreError,
    /// The text exactly as found.
    pub raw: String,
    /// Where the text was copied, if copying worked.
    pub backup: Option<String>,
    /// Records in the list that were skipped (the readable ones are listed).
    pub skipped: usize,
    /// Whether [`KEY`] has since been written (after the copy, or after the
    /// user chose to discard the data).
    pub replaced: bool,
    /// The user chose to overwrite it although it could not be copied.
    pub discard: bool,
}

/// The keeper's state: the charts, and what went wrong with the stored data.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Shelf {
    /// The charts, in the order kept (oldest first).
    pub charts: Vec<SavedChart>,
    /// Unreadable data found under [`KEY`] on load.
    pub unreadable: Option<Unreadable>,
    /// Keys of earlier copies of unreadable data (`liuren.charts.corrupt.*`), oldest first.
    pub backups: Vec<String>,
    /// The text under [`KEY`] as last read or written, to notice another tab's writes.
    seen: Option<String>,
    /// The stored document's fields this version does not know, written back.
    extra: Members,
}

impl Shelf {
    /// Read [`KEY`]. Unreadable data is copied aside at once (unless an
    /// identical copy exists); the records that can be read are kept.
    pub fn load(store: &impl Backend, now_ms: i64) -> Result<Shelf, StorageError> {
        let raw = store.get(KEY)?;
        let mut backups = backup_keys(store);
        let mut shelf = Shelf { seen: raw.clone(), ..Shelf::default() };
        let Some(raw) = raw else {
            shelf.backups = backups;
            return Ok(shelf);
        };
        match parse_document(&raw) {
            Ok(Stored { charts, extra }) => (shelf.charts, shelf.extra) = (charts, extra),
            Err(error) => {
                let Salvage { charts, skipped, extra } = salvage(&raw);
                shelf.extra = extra;
                let existing = backups.iter().find(|k| store.get(k).ok().flatten().as_deref() == Some(raw.as_str()));
                let backup = match existing {
                    Some(k) => Some(k.clone()),
                    None => {
                        let key = (0..)
                            .map(|n| match n {
                                0 => format!("{CORRUPT_PREFIX}{now_ms}"),
                                n => format!("{CORRUPT_PREFIX}{now_ms}-{n}"),
                            })
                            .find(|k| !backups.contains(k))
                            .unwrap_or_default();
                        store.set(&key, &raw).ok().map(|()| {
                            backups.push(key.clone());
                            key
                        })
                    }
                };
                shelf.charts = charts;
                shelf.unreadable = Some(Unreadable { error, raw, backup, skipped, replaced: false, discard: false });
            }
        }
        shelf.backups = backups;
        Ok(shelf)
    }

    /// Change the charts and write them, once: [`Shelf::attempt`] allowed to
    /// write. Another tab's write since the last read is loaded first, so it
    /// is not lost. Nothing changes on failure. The UI goes through
    /// [`SavedCharts`], which also confirms the write by reading it back.
    pub fn commit<R>(
        &mut self,
        store: &impl Backend,
        now_ms: i64,
        change: impl FnOnce(&mut Vec<SavedChart>) -> R,
    ) -> Result<R, StorageError> {
        match self.attempt(store, now_ms, true, change)? {
            Attempt::Held(r) | Attempt::Written(r) => Ok(r),
            // Not reached: an attempt allowed to write never finds the change missing.
            Attempt::Missing => Err(StorageError::NotKept),
        }
    }

    /// One read–change–write of [`KEY`], a step of [`lock::write_verified`]:
    /// read the key (loading it again if another tab wrote it since), apply
    /// `change` to its charts and, unless that changes nothing, write the
    /// result — only if `write`, else report the change [`Attempt::Missing`].
    /// A change already in the store is [`Attempt::Held`] and writes nothing;
    /// unreadable data still under the key is always replaced by a write (once
    /// it is copied aside or the user chose to discard it).
    pub fn attempt<R>(
        &mut self,
        store: &impl Backend,
        now_ms: i64,
        write: bool,
        change: impl FnOnce(&mut Vec<SavedChart>) -> R,
    ) -> Result<Attempt<R>, StorageError> {
        let now = store.get(KEY)?;
        if now != self.seen {
            let unreadable = self.unreadable.take();
            *self = Shelf::load(store, now_ms)?;
            // Keep telling the user about data found earlier in this session.
            self.unreadable = self.unreadable.take().or(unreadable);
        }
        let unreadable_there = self.unreadable.as_ref().is_some_and(|u| self.seen.as_deref() == Some(u.raw.as_str()));
        if let Some(u) = &self.unreadable {
            if unreadable_there && u.backup.is_none() && !u.discard {
                return Err(StorageError::NotBackedUp);
            }
        }
        let mut next = self.charts.clone();
        let r = change(&mut next);
        if next == self.charts && !unreadable_there {
            return Ok(Attempt::Held(r));
        }
        if !write {
            return Ok(Attempt::Missing);
        }
        let text = document_json(&next, &self.extra);
        store.set(KEY, &text)?;
        self.charts = next;
        self.seen = Some(text);
        if let Some(u) = &mut self.unreadable {
            u.replaced = true;
        }
        Ok(Attempt::Written(r))
    }

    /// Allow overwriting unreadable data that could not be copied aside.
    pub fn discard_unreadable(&mut self) {
        if let Some(u) = &mut self.unreadable {
            u.discard = true;
        }
    }
}

fn backup_keys(store: &impl Backend) -> Vec<String> {
    let mut keys: Vec<String> =
        store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(CORRUPT_PREFIX)).collect();
    // By time, then suffix: the part after the prefix is `<ms>` or `<ms>-<n>`.
    keys.sort_by_key(|k| {
        let rest = &k[CORRUPT_PREFIX.len()..];
        let (ms, n) = rest.split_once('-').unwrap_or((rest, "0"));
        (ms.parse::<i64>().unwrap_or(i64::MAX), n.parse::<u32>().unwrap_or(0), k.clone())
    });
    keys
}

/// What [`SavedCharts::save`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveOutcome {
    /// Kept under this id.
    Saved(String),
    /// The same chart and question were already kept, under this id.
    AlreadySaved(String),
    /// Writing failed; see [`SavedCharts::error`].
    Failed,
}

/// A deleted chart, kept for undo.
#[derive(Debug, Clone, PartialEq)]
pub struct Deleted {
    /// The chart.
    pub chart: SavedChart,
    /// Where it was in the list.
    pub index: usize,
}

/// The saved charts for the UI: signals to read, methods to change them.
/// Every change is written at once; a failed write leaves the list as it was
/// and sets [`SavedCharts::error`].
#[derive(Debug, Clone, Copy)]
pub struct SavedCharts {
    shelf: RwSignal<Shelf>,
    charts: Memo<Vec<SavedChart>>,
    unreadable: Memo<Option<Unreadable>>,
    backups: Memo<Vec<String>>,
    error: RwSignal<Option<StorageError>>,
    deleted: RwSignal<Option<Deleted>>,
}

fn now_ms() -> i64 {
    web_sys::js_sys::Date::now() as i64
}

/// 保存 — the saved charts of this browser, as a hook: read once when called,
/// reloaded when another tab changes them.
pub fn use_saved_charts() -> SavedCharts {
    let (shelf, error) = match Shelf::load(&LocalStorage, now_ms()) {
        Ok(shelf) => (shelf, None),
        Err(e) => (Shelf::default(), Some(e)),
    };
    let shelf = RwSignal::new(shelf);
    let saved = SavedCharts {
        shelf,
        charts: Memo::new(move |_| shelf.with(|s| s.charts.clone())),
        unreadable: Memo::new(move |_| shelf.with(|s| s.unreadable.clone())),
        backups: Memo::new(move |_| shelf.with(|s| s.backups.clone())),
        error: RwSignal::new(error),
        deleted: RwSignal::new(None),
    };
    let handle = window_event_listener(leptos::ev::storage, move |e| {
        if e.key().is_none_or(|k| k == KEY || k.starts_with(CORRUPT_PREFIX)) {
            saved.reload();
        }
    });
    on_cleanup(move || handle.remove());
    saved
}

impl SavedCharts {
    /// The charts, in the order kept (oldest first).
    pub fn charts(&self) -> Signal<Vec<SavedChart>> {
        self.charts.into()
    }

    /// Unreadable data found under [`KEY`], if any.
    pub fn unreadable(&self) -> Signal<Option<Unreadable>> {
        self.unreadable.into()
    }

    /// Keys of copies of unreadable data kept in this browser.
    pub fn backups(&self) -> Signal<Vec<String>> {
        self.backups.into()
    }

    /// The last storage failure, until cleared or the next successful change.
    pub fn error(&self) -> Signal<Option<StorageError>> {
        self.error.into()
    }

    /// The chart deleted last, while it can be brought back.
    pub fn deleted(&self) -> Signal<Option<Deleted>> {
        self.deleted.into()
    }

    /// Forget the last storage failure.
    pub fn clear_error(&self) {
        self.error.set(None);
    }

    /// Read the store again (another tab wrote it).
    pub fn reload(&self) {
        match Shelf::load(&LocalStorage, now_ms()) {
            Ok(mut fresh) => self.shelf.update(|s| {
                fresh.unreadable = fresh.unreadable.take().or(s.unreadable.take());
                *s = fresh;
            }),
            Err(e) => self.error.set(Some(e)),
        }
    }

    /// Make `change` to the stored charts and confirm it: every attempt reads
    /// the store afresh and runs under the Web Lock of [`KEY`], and the change
    /// counts as made only once a read finds it in the store (see
    /// [`lock::write_verified`]). `change` may run more than once, each time
    /// on what is stored then; the result is that of the run that was written.
    /// `None` (with [`SavedCharts::error`] set) if it failed or was not kept.
    async fn change<R>(&self, mut change: impl FnMut(&mut Vec<SavedChart>) -> R) -> Option<R> {
        let result = lock::write_verified(
            KEY,
            |write| {
                // The page may have gone meanwhile.
                let mut shelf = self.shelf.try_get_untracked().ok_or(StorageError::NotKept)?;
                let attempt = shelf.attempt(&LocalStorage, now_ms(), write, &mut change);
                // Even on failure: the attempt may have loaded another tab's charts.
                self.shelf.try_set(shelf);
                attempt
            },
            || StorageError::NotKept,
        )
        .await;
        match result {
            Ok(r) => {
                self.error.try_set(None);
                Some(r)
            }
            Err(e) => {
                self.error.try_set(Some(e));
                None
            }
        }
    }

    /// Keep `shared` with its question, unless the same chart and question are
    /// kept. Resolves once the chart is seen in the store.
    pub async fn save(&self, shared: &Shared) -> SaveOutcome {
        self.deleted.set(None);
        let now = now_ms();
        let random = (web_sys::js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        let outcome = self
            .change(|charts| {
                let candidate = SavedChart::new(new_id(now, random, charts), now, shared);
                match charts.iter().find(|c| c.same_chart(&candidate)) {
                    Some(kept) => SaveOutcome::AlreadySaved(kept.id.clone()),
                    None => {
                        let id = candidate.id.clone();
                        charts.push(candidate);
                        SaveOutcome::Saved(id)
                    }
                }
            })
            .await;
        outcome.unwrap_or(SaveOutcome::Failed)
    }

    async fn update(&self, id: &str, change: impl Fn(&mut SavedChart)) -> bool {
        self.deleted.set(None);
        let now = now_ms();
        self.change(|charts| {
            if let Some(c) = charts.iter_mut().find(|c| c.id == id) {
                change(c);
                c.updated = now.max(c.created);
            }
        })
        .await
        .is_some()
    }

    /// Rename a chart.
    pub async fn rename(&self, id: &str, name: &str) -> bool {
        self.update(id, |c| c.name = name.trim().to_string()).await
    }

    /// Set a chart's notes.
    pub async fn set_notes(&self, id: &str, notes: &str) -> bool {
        self.update(id, |c| c.notes = notes.to_string()).await
    }

    /// Record what actually happened (應驗).
    pub async fn set_outcome(&self, id: &str, outcome: &str) -> bool {
        self.update(id, |c| c.outcome = outcome.to_string()).await
    }

    /// Name, notes and 應驗 in one change.
    pub async fn edit(&self, id: &str, name: &str, notes: &str, outcome: &str) -> bool {
        self.update(id, |c| {
            c.name = name.trim().to_string();
            c.notes = notes.to_string();
            c.outcome = outcome.to_string();
        })
        .await
    }

    /// Delete a chart; [`SavedCharts::undo`] brings it back until the next change.
    pub async fn delete(&self, id: &str) -> bool {
        let removed = self
            .change(|charts| {
                let index = charts.iter().position(|c| c.id == id)?;
                Some(Deleted { chart: charts.remove(index), index })
            })
            .await;
        match removed {
            Some(removed) => {
                self.deleted.try_set(removed);
                true
            }
            None => false,
        }
    }

    /// Bring back the chart deleted last. The chance to undo is taken at
    /// once, and given back if the chart could not be brought back.
    pub async fn undo(&self) -> bool {
        let Some(deleted) = self.deleted.get_untracked() else {
            return false;
        };
        self.deleted.set(None);
        let Deleted { chart, index } = &deleted;
        let written = self
            .change(|charts| {
                if !charts.iter().any(|c| c.id == chart.id) {
                    charts.insert((*index).min(charts.len()), chart.clone());
                }
            })
            .await
            .is_some();
        if !written && self.deleted.try_get_untracked() == Some(None) {
            self.deleted.try_set(Some(deleted));
        }
        written
    }

    /// Give up the chance to undo the last delete.
    pub fn forget_deleted(&self) {
        self.deleted.set(None);
    }

    /// What importing `text` would do (nothing is changed).
    pub fn plan_import(&self, text: &str) -> Result<ImportPlan, ImportError> {
        self.shelf.with_untracked(|s| parse_import(text, &s.charts))
    }

    /// Add a plan's new charts (any that became duplicates meanwhile are skipped).
    pub async fn import(&self, plan: &ImportPlan) -> bool {
        self.deleted.set(None);
        self.change(|charts| {
            let fresh: Vec<SavedChart> = {
                let mut kept = Kept::of(charts);
                plan.new
                    .iter()
                    .filter(|c| {
                        let new = !kept.has(c);
                        if new {
                            kept.add(c);
                        }
                        new
                    })
                    .cloned()
                    .collect()
            };
            charts.extend(fresh);
        })
        .await
        .is_some()
    }

    /// Every chart as an export file.
    pub fn export_json(&self) -> String {
        self.shelf.with_untracked(|s| to_export_json(&s.charts))
    }

    /// The readable records of the unreadable data, as an export file.
    pub fn export_readable_json(&self) -> Option<String> {
        self.shelf.with_untracked(|s| s.unreadable.as_ref().map(|u| to_export_json(&salvage(&u.raw).charts)))
    }

    /// The raw text kept under a backup key.
    pub fn backup_text(&self, key: &str) -> Option<String> {
        if !key.starts_with(CORRUPT_PREFIX) {
            return None;
        }
        match LocalStorage.get(key) {
            Ok(text) => text,
            Err(e) => {
                self.error.set(Some(e));
                None
            }
        }
    }

    /// Delete a backup copy (the user's explicit choice).
    pub fn remove_backup(&self, key: &str) {
        if !key.starts_with(CORRUPT_PREFIX) {
            return;
        }
        match LocalStorage.remove(key) {
            Ok(()) => self.shelf.update(|s| s.backups.retain(|k| k != key)),
            Err(e) => self.error.set(Some(e)),
        }
    }

    /// Allow the next change to overwrite unreadable data that could not be
    /// copied aside (after the user downloaded it).
    pub fn discard_unreadable(&self) {
        self.shelf.update(Shelf::discard_unreadable);
    }

    /// Stop showing the unreadable-data notice (the data and its copy stay).
    pub fn dismiss_unreadable(&self) {
        self.shelf.update(|s| s.unreadable = None);
    }
}

/// An in-memory [`Backend`] for the native tests of this module and of `prefs`.
#[cfg(test)]
pub(crate) mod memory {
    use std::cell::{Cell, RefCell};
    use std::collections::BTreeMap;

    use super::{Backend, StorageError};

    #[derive(Default)]
    pub(crate) struct Memory {
        pub(crate) map: RefCell<BTreeMap<String, String>>,
        /// Writes of more than this many bytes fail like a full quota.
        pub(crate) quota: Option<usize>,
    }

    impl Backend for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
            Ok(self.map.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
            if self.quota.is_some_and(|q| value.len() > q) {
                return Err(StorageError::Write { quota: true, detail: "QuotaExceededError".into() });
            }
            self.map.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StorageError> {
            self.map.borrow_mut().remove(key);
            Ok(())
        }
        fn keys(&self) -> Result<Vec<String>, StorageError> {
            Ok(self.map.borrow().keys().cloned().collect())
        }
    }

    /// A [`Memory`] shared with another tab that writes `key` at the same
    /// moment as this one, `clobbers` times: right after each of this tab's
    /// writes of `key`, the other tab's write lands on top of it, made from
    /// what the other tab read *before* this tab's write (its own change
    /// applied to that, by `other(read, n)` for its `n`th write). This is the
    /// lost update of two tabs saving within a millisecond.
    pub(crate) struct Racing<F: Fn(Option<&str>, usize) -> String> {
        pub(crate) store: Memory,
        pub(crate) key: &'static str,
        pub(crate) clobbers: Cell<usize>,
        pub(crate) other: F,
        /// How many writes of `key` this tab made.
        pub(crate) writes: Cell<usize>,
    }

    impl<F: Fn(Option<&str>, usize) -> String> Racing<F> {
        pub(crate) fn new(key: &'static str, clobbers: usize, other: F) -> Racing<F> {
            Racing { store: Memory::default(), key, clobbers: Cell::new(clobbers), other, writes: Cell::new(0) }
        }
    }

    impl<F: Fn(Option<&str>, usize) -> String> Backend for Racing<F> {
        fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
            self.store.get(key)
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
            if key != self.key {
                return self.store.set(key, value);
            }
            let read_before = self.store.get(key)?;
            self.store.set(key, value)?;
            self.writes.set(self.writes.get() + 1);
            let left = self.clobbers.get();
            if left > 0 {
                self.clobbers.set(left - 1);
                let n = self.writes.get();
                self.store.set(key, &(self.other)(read_before.as_deref(), n))?;
            }
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StorageError> {
            self.store.remove(key)
        }
        fn keys(&self) -> Result<Vec<String>, StorageError> {
            self.store.keys()
        }
    }
}

/// The saved charts as serde read and wrote them before [`crate::json`] did:
/// the code of the earlier versions (`Record`, `RecordOut`, `Document` and the
/// functions over `serde_json::Value`), kept as the oracle for the format.
/// Records are [`SavedChart`]s, their unknown fields turned from serde_json's
/// values (numbers as it writes them) and back.
#[cfg(test)]
mod as_serde {
    use std::borrow::Cow;
    use std::collections::HashSet;

    use liuren_core::reading::Category;
    use serde::{Deserialize, Serialize};
    use serde_json::{Map, Value};

    use super::{
        json, share, without_lone_surrogates, Inputs, Members, Salvage, SavedChart, StoreError, Stored, APP,
        MAX_IMPORT, SCHEMA,
    };

    #[derive(Deserialize)]
    struct Record {
        id: String,
        created: i64,
        updated: i64,
        #[serde(default)]
        name: String,
        #[serde(default)]
        question: String,
        #[serde(default, deserialize_with = "category_by_name")]
        category: Category,
        #[serde(default)]
        notes: String,
        #[serde(default)]
        outcome: String,
        shared: String,
        #[serde(flatten)]
        extra: Map<String, Value>,
    }

    #[derive(Serialize)]
    struct RecordOut<'a> {
        id: &'a str,
        created: i64,
        updated: i64,
        name: &'a str,
        question: &'a str,
        category: &'static str,
        notes: &'a str,
        outcome: &'a str,
        shared: Cow<'a, str>,
        #[serde(flatten)]
        extra: Map<String, Value>,
    }

    #[derive(Serialize)]
    struct Document<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        app: Option<&'static str>,
        schema: u64,
        charts: Vec<RecordOut<'a>>,
        #[serde(flatten)]
        extra: Map<String, Value>,
    }

    fn category_by_name<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Category, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }

    /// serde_json's value as [`json::Value`], its numbers as it writes them.
    fn from_serde(v: Value) -> json::Value {
        match v {
            Value::Null => json::Value::Null,
            Value::Bool(b) => json::Value::Bool(b),
            Value::Number(n) => json::Value::Number(n.to_string()),
            Value::String(s) => json::Value::String(s),
            Value::Array(a) => json::Value::Array(a.into_iter().map(from_serde).collect()),
            Value::Object(o) => json::Value::Object(members(o)),
        }
    }

    fn members(m: Map<String, Value>) -> Members {
        m.into_iter().map(|(k, v)| (k, from_serde(v))).collect()
    }

    /// Members as serde_json reads them written.
    fn map(m: &[(String, json::Value)]) -> Map<String, Value> {
        m.iter().map(|(k, v)| (k.clone(), serde_json::from_str(&v.to_json()).unwrap_or(Value::Null))).collect()
    }

    fn chart(r: Record) -> Result<SavedChart, String> {
        let shared = match share::parse(&r.shared) {
            Ok(Some(s)) => Inputs::of(&s),
            Ok(None) => return Err("the chart's inputs name no moment (at=)".into()),
            Err(e) => return Err(e.to_string()),
        };
        Ok(SavedChart {
            id: r.id,
            created: r.created,
            updated: r.updated,
            name: r.name,
            question: r.question,
            category: r.category,
            notes: r.notes,
            outcome: r.outcome,
            shared,
            stored_query: Some((shared, r.shared)),
            extra: members(r.extra),
        })
    }

    fn out(c: &SavedChart) -> RecordOut<'_> {
        RecordOut {
            id: &c.id,
            created: c.created,
            updated: c.updated,
            name: &c.name,
            question: &c.question,
            category: c.category.hanzi(),
            notes: &c.notes,
            outcome: &c.outcome,
            shared: c.query(),
            extra: map(&c.extra),
        }
    }

    fn describe(v: &Value) -> String {
        match v {
            Value::Null => "null".into(),
            Value::Bool(_) => "true/false".into(),
            Value::Number(n) => format!("the number {n}"),
            Value::String(s) => format!("the text {:?}", s.chars().take(30).collect::<String>()),
            Value::Array(_) => "a list".into(),
            Value::Object(_) => "an object".into(),
        }
    }

    fn schema_of(v: &Value) -> Result<u64, StoreError> {
        match v {
            Value::Array(_) => Ok(0),
            Value::Object(map) => match map.get("schema") {
                Some(Value::Number(n)) => n.as_u64().ok_or_else(|| StoreError::BadSchema(n.to_string())),
                Some(other) => Err(StoreError::BadSchema(describe(other))),
                None => Err(StoreError::NotOurs("an object without \"schema\"".into())),
            },
            other => Err(StoreError::NotOurs(describe(other))),
        }
    }

    fn from_schema_0(v: Value) -> Value {
        let Value::Array(records) = v else { return v };
        let records = records
            .into_iter()
            .map(|mut r| {
                if let Value::Object(map) = &mut r {
                    if let Some(created) = map.get("created").cloned() {
                        map.entry("updated").or_insert(created);
                    }
                    for field in ["name", "notes", "outcome"] {
                        map.entry(field).or_insert_with(|| Value::String(String::new()));
                    }
                    let name_is_empty = map.get("name").and_then(Value::as_str).is_some_and(str::is_empty);
                    if name_is_empty {
                        if let Some(q) = map.get("question").cloned() {
                            map.insert("name".into(), q);
                        }
                    }
                }
                r
            })
            .collect();
        serde_json::json!({ "schema": 1, "charts": Value::Array(records) })
    }

    fn records(v: Value) -> Result<(Vec<Value>, Map<String, Value>), StoreError> {
        let schema = schema_of(&v)?;
        if schema > SCHEMA {
            return Err(StoreError::FutureSchema(schema));
        }
        let v = if schema == 0 { from_schema_0(v) } else { v };
        match v {
            Value::Object(mut map) => match map.remove("charts") {
                Some(Value::Array(list)) => {
                    map.remove("schema");
                    map.remove("app");
                    Ok((list, map))
                }
                Some(other) => Err(StoreError::NotOurs(format!("\"charts\" is {}", describe(&other)))),
                None => Err(StoreError::NotOurs("an object without \"charts\"".into())),
            },
            other => Err(StoreError::NotOurs(describe(&other))),
        }
    }

    fn record(v: Value) -> Result<SavedChart, String> {
        let chart = chart(serde_json::from_value(v).map_err(|e| e.to_string())?)?;
        chart.validate()?;
        Ok(chart)
    }

    fn document(v: Value) -> Result<Stored, StoreError> {
        let mut charts: Vec<SavedChart> = Vec::new();
        let mut ids = HashSet::new();
        let (list, extra) = records(v)?;
        for (index, r) in list.into_iter().enumerate() {
            let chart = record(r).map_err(|reason| StoreError::BadRecord { index, reason })?;
            if !ids.insert(chart.id.clone()) {
                return Err(StoreError::BadRecord { index, reason: format!("its id {:?} is used twice", chart.id) });
            }
            charts.push(chart);
        }
        Ok(Stored { charts, extra: members(extra) })
    }

    fn read(text: &str) -> Result<Value, StoreError> {
        serde_json::from_str(text).map_err(|e| StoreError::NotJson(e.to_string()))
    }

    pub(super) fn parse_document(raw: &str) -> Result<Stored, StoreError> {
        document(read(raw)?)
    }

    pub(super) fn salvage(raw: &str) -> Salvage {
        let parsed = read(raw).or_else(|e| match without_lone_surrogates(raw) {
            Some(text) => read(&text),
            None => Err(e),
        });
        let Ok((list, extra)) = parsed.and_then(records) else {
            return Salvage::default();
        };
        let mut out = Salvage { extra: members(extra), ..Salvage::default() };
        let mut ids = HashSet::new();
        for r in list {
            match record(r) {
                Ok(c) if ids.insert(c.id.clone()) => out.charts.push(c),
                _ => out.skipped += 1,
            }
        }
        out
    }

    /// The charts an import file holds (before they are checked against those kept).
    pub(super) fn import(text: &str) -> Result<Vec<SavedChart>, StoreError> {
        let v = read(text)?;
        match v.get("app") {
            None => {}
            Some(Value::String(app)) if app == APP => {}
            Some(other) => return Err(StoreError::NotOurs(format!("a file of the app {other}"))),
        }
        let count = match &v {
            Value::Array(list) => list.len(),
            other => other.get("charts").and_then(Value::as_array).map_or(0, Vec::len),
        };
        if count > MAX_IMPORT {
            return Err(StoreError::TooMany(count));
        }
        Ok(document(v)?.charts)
    }

    pub(super) fn document_json(charts: &[SavedChart], extra: &[(String, json::Value)]) -> String {
        let d = Document { app: None, schema: SCHEMA, charts: charts.iter().map(out).collect(), extra: map(extra) };
        serde_json::to_string(&d).unwrap_or_default()
    }

    pub(super) fn to_export_json(charts: &[SavedChart]) -> String {
        let d =
            Document { app: Some(APP), schema: SCHEMA, charts: charts.iter().map(out).collect(), extra: Map::new() };
        serde_json::to_string_pretty(&d).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::memory::{Memory, Racing};
    use super::*;
    use liuren_core::calendar::Moment;
    // What was written is looked at as serde_json reads it.
    use serde_json::Value;

    const AT: &str = "?at=2026-11-29T21:30:00%2B08:00";

    /// A hand-written store: the format documented at the top of this module.
    const STORE: &str = r#"{"schema":1,"charts":[
        {"id":"19ad2f1c000-5f3a9c21","created":1764423000000,"updated":1764423600000,
         "name":"失物","question":"失物何在？","category":"射覆","notes":"西北方",
         "outcome":"在西北櫃中尋得","shared":"?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong"},
        {"id":"b","created":1,"updated":2,"name":"","question":"","category":"",
         "notes":"","outcome":"","shared":"?at=1999-12-31T23:59:00-05:30&lon=121.47&lat=31.23&mg=%E4%BA%A5"}
    ]}"#;

    fn shared(at: &str, question: &str) -> Shared {
        let mut s = share::parse(&format!("?at={at}")).unwrap().unwrap();
        s.question = question.into();
        s
    }

    fn chart(id: &str, at: &str, question: &str) -> SavedChart {
        SavedChart::new(id.into(), 1_000, &shared(at, question))
    }

    fn memory_with(raw: &str) -> Memory {
        let m = Memory::default();
        m.map.borrow_mut().insert(KEY.into(), raw.into());
        m
    }

    #[test]
    fn categories_are_read_by_name_or_key_and_written_by_name() {
        for (stored, c) in [
            ("射覆", Category::Shefu),
            ("怪異", Category::Guaiyi),
            ("shefu", Category::Shefu),
            ("guaiyi", Category::Guaiyi),
            ("", Category::General),
        ] {
            let raw = STORE.replacen(r#""category":"射覆""#, &format!(r#""category":"{stored}""#), 1);
            let charts = parse_store(&raw).unwrap();
            assert_eq!(charts[0].category, c, "{stored}");
            assert!(to_json(&charts).contains(&format!(r#""category":"{}""#, c.hanzi())));
        }
        // A record without one (older files) is a general question.
        let raw = STORE.replacen(r#""category":"射覆","#, "", 1);
        assert_eq!(parse_store(&raw).unwrap()[0].category, Category::General);
        // An unknown one is named, and an import of it changes nothing.
        let raw = STORE.replacen(r#""category":"射覆""#, r#""category":"天氣""#, 1);
        let e = parse_store(&raw).unwrap_err();
        assert!(matches!(e, StoreError::BadRecord { index: 0, .. }) && e.to_string().contains("\"天氣\""), "{e}");
        let e = parse_import(&raw, &[]).unwrap_err();
        assert!(e.to_string().contains("天氣"), "{e}");
    }

    #[test]
    fn a_hand_written_store_round_trips() {
        let charts = parse_store(STORE).unwrap();
        assert_eq!(charts.len(), 2);
        let c = &charts[0];
        assert_eq!((c.id.as_str(), c.created, c.updated), ("19ad2f1c000-5f3a9c21", 1764423000000, 1764423600000));
        assert_eq!((c.question.as_str(), c.outcome.as_str()), ("失物何在？", "在西北櫃中尋得"));
        assert_eq!(c.shared.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        assert_ne!(c.shared.options, ChartOptions::default(), "shehai=mengzhong was read");
        assert_eq!(charts[1].shared.input.month_general, Some(liuren_core::cycle::Branch::Hai));
        // The category as README documents it, and as the answer panel reads it.
        assert_eq!((c.category, charts[1].category), (Category::Shefu, Category::General));
        assert_eq!(c.to_shared().category, Category::Shefu);
        // Written back, it is the same document, field for field.
        let written: Value = serde_json::from_str(&to_json(&charts)).unwrap();
        assert_eq!(written, serde_json::from_str::<Value>(STORE).unwrap());
        assert_eq!(parse_store(&to_json(&charts)).unwrap(), charts);
    }

    #[test]
    fn the_empty_store() {
        assert_eq!(to_json(&[]), r#"{"schema":1,"charts":[]}"#);
        assert_eq!(parse_store(&to_json(&[])).unwrap(), vec![]);
    }

    #[test]
    fn saving_keeps_the_question_apart_from_the_inputs() {
        let s = shared("2026-11-29T21:30:00%2B08:00", "婚姻成否？");
        let c = SavedChart::new("x".into(), 5, &s);
        assert_eq!(c.name, "婚姻成否？");
        assert_eq!(c.to_shared(), s);
        let v: Value = serde_json::from_str(&to_json(&[c])).unwrap();
        assert_eq!(v["charts"][0]["shared"], AT, "no q= in the stored inputs");
        let long = "問".repeat(50);
        assert_eq!(SavedChart::new("y".into(), 5, &shared("2026-11-29T21:30:00Z", &long)).name, "問".repeat(40));
        assert_eq!(SavedChart::new("z".into(), 5, &shared("2026-11-29T21:30:00Z", " ")).name, "");
    }

    #[test]
    fn an_array_of_schema_0_migrates() {
        let raw = format!(r#"[{{"id":"old","created":42,"question":"舊問","shared":"{AT}"}}]"#);
        let charts = parse_store(&raw).unwrap();
        assert_eq!(charts.len(), 1);
        let c = &charts[0];
        assert_eq!((c.id.as_str(), c.created, c.updated), ("old", 42, 42), "updated = created");
        assert_eq!((c.name.as_str(), c.notes.as_str(), c.outcome.as_str()), ("舊問", "", ""));
        assert!(to_json(&charts).starts_with(r#"{"schema":1,"#));
        assert_eq!(parse_store("[]").unwrap(), vec![]);
    }

    #[test]
    fn a_future_schema_is_refused_by_number() {
        let e = parse_store(r#"{"schema":99}"#).unwrap_err();
        assert_eq!(e, StoreError::FutureSchema(99));
        assert!(e.to_string().contains("99"), "{e}");
        assert!(e.zh().contains("99"), "{}", e.zh());
        let e = parse_import(r#"{"app":"liuren","schema":2,"charts":[]}"#, &[]).unwrap_err();
        assert!(e.to_string().contains("schema 2"), "{e}");
    }

    #[test]
    fn what_is_not_ours_says_what_it_is() {
        for (raw, expected) in [
            ("garbage {", "not JSON"),
            ("", "not JSON"),
            ("42", "the number 42"),
            (r#""text""#, "the text"),
            ("null", "null"),
            (r#"{"todos":[]}"#, "without \"schema\""),
            (r#"{"schema":1}"#, "without \"charts\""),
            (r#"{"schema":1,"charts":{}}"#, "\"charts\" is an object"),
            (r#"{"schema":"one","charts":[]}"#, "not a version number"),
            (r#"{"schema":-1,"charts":[]}"#, "not a version number"),
        ] {
            let e = parse_store(raw).unwrap_err();
            assert!(e.to_string().contains(expected), "{raw:?} → {e}");
        }
    }

    #[test]
    fn a_bad_record_is_named_by_its_place() {
        for (record, reason) in [
            (r#"{"id":"a","created":1,"updated":1,"shared":"?at=2026-02-30T00:00:00Z"}"#, "the link's at"),
            (r#"{"id":"a","created":1,"updated":1,"shared":"?q=x"}"#, "no moment"),
            (r#"{"id":"a","created":1,"updated":1}"#, "missing field `shared`"),
            (r#"{"id":"","created":1,"updated":1,"shared":"?at=2026-11-29T21:30:00Z"}"#, "id is empty"),
            (r#"{"id":"a","created":"yesterday","updated":1,"shared":"?at=2026-11-29T21:30:00Z"}"#, "invalid type"),
            (r#"7"#, "invalid type"),
        ] {
            let raw =
                format!(r#"{{"schema":1,"charts":[{{"id":"ok","created":1,"updated":1,"shared":"{AT}"}},{record}]}}"#);
            let e = parse_store(&raw).unwrap_err();
            assert!(matches!(&e, StoreError::BadRecord { index: 1, .. }), "{record}: {e}");
            assert!(e.to_string().starts_with("chart 2 is invalid") && e.to_string().contains(reason), "{e}");
        }
        let twice = format!(
            r#"{{"schema":1,"charts":[{{"id":"a","created":1,"updated":1,"shared":"{AT}"}},{{"id":"a","created":2,"updated":2,"shared":"{AT}"}}]}}"#
        );
        assert!(parse_store(&twice).unwrap_err().to_string().contains("used twice"));
    }

    #[test]
    fn salvage_reads_record_by_record_where_the_list_is_intact() {
        let raw = format!(
            r#"{{"schema":1,"charts":[{{"id":"a","created":1,"updated":1,"shared":"{AT}"}},{{"id":"b"}},"x",
            {{"id":"c","created":3,"updated":3,"shared":"{AT}"}},{{"id":"a","created":9,"updated":9,"shared":"{AT}"}}]}}"#
        );
        assert!(parse_store(&raw).is_err());
        let s = salvage(&raw);
        assert_eq!(s.charts.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["a", "c"]);
        assert_eq!(s.skipped, 3);
        // Broken JSON or a newer schema: nothing can be read.
        assert_eq!(salvage(&raw[..raw.len() - 3]), Salvage::default());
        assert_eq!(salvage(r#"{"schema":99,"charts":[]}"#), Salvage::default());
    }

    #[test]
    fn export_is_the_store_with_the_app_marker() {
        let charts = parse_store(STORE).unwrap();
        let export = to_export_json(&charts);
        let v: Value = serde_json::from_str(&export).unwrap();
        assert_eq!(v["app"], "liuren");
        assert_eq!(v["schema"], 1);
        assert_eq!(parse_store(&export).unwrap(), charts, "an export can also be read as a store");
        let plan = parse_import(&export, &[]).unwrap();
        assert_eq!((plan.new, plan.duplicates.len()), (charts, 0));
    }

    #[test]
    fn import_skips_duplicates_by_id_or_by_same_inputs_and_question() {
        let kept = vec![chart("k1", "2026-11-29T21:30:00Z", "甲"), chart("k2", "2026-11-30T08:00:00Z", "乙")];
        let file = to_export_json(&[
            chart("k1", "2001-01-01T00:00:00Z", "another chart, same id"),
            chart("n1", "2026-11-30T08:00:00Z", "乙"), // same inputs and question as k2
            chart("n2", "2026-11-30T08:00:00Z", "丙"), // same inputs, another question: new
            chart("n3", "2026-12-01T08:00:00Z", "丁"),
            chart("n4", "2026-12-01T08:00:00Z", "丁"), // repeats n3 within the file
        ]);
        let plan = parse_import(&file, &kept).unwrap();
        let ids = |v: &[SavedChart]| v.iter().map(|c| c.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&plan.new), ["n2", "n3"]);
        assert_eq!(ids(&plan.duplicates), ["k1", "n1", "n4"]);
        // Importing the same file again brings nothing new.
        let mut all = kept.clone();
        all.extend(plan.new);
        assert_eq!(parse_import(&file, &all).unwrap().new, vec![]);
    }

    /// `n` distinct charts, a minute apart, ids `{prefix}{i}`.
    fn many(prefix: &str, n: usize) -> Vec<SavedChart> {
        (0..n)
            .map(|i| {
                let at = Moment { unix: 1_700_000_000 + 60 * i as i64, offset_minutes: 480 };
                SavedChart::new(format!("{prefix}{i}"), 1_000, &Shared::new(CastInput::at(at), ChartOptions::default()))
            })
            .collect()
    }

    #[test]
    fn a_large_import_is_planned_in_linear_time() {
        // 100,000 charts in the file against 50,000 kept: the first half are
        // the kept charts under other ids (duplicates by inputs), the rest new.
        // Comparing every pair would be 5·10⁹ comparisons; this takes a few
        // seconds in a debug build (see README, "Keeping charts").
        let kept = many("k", 50_000);
        let file = to_export_json(&many("f", MAX_IMPORT));
        let started = std::time::Instant::now();
        let plan = parse_import(&file, &kept).unwrap();
        eprintln!("planned {MAX_IMPORT} charts against {} in {:?}", kept.len(), started.elapsed());
        assert_eq!((plan.new.len(), plan.duplicates.len()), (50_000, 50_000));
        assert_eq!((plan.duplicates[0].id.as_str(), plan.new[0].id.as_str()), ("f0", "f50000"));
        // One more chart is refused whole, before any record is read.
        let e = parse_import(&to_export_json(&many("f", MAX_IMPORT + 1)), &[]).unwrap_err();
        assert_eq!(e, StoreError::TooMany(MAX_IMPORT + 1));
    }

    #[test]
    fn the_duplicate_key_agrees_with_same_chart() {
        let mut a = chart("a", "2026-11-29T21:30:00Z", "甲");
        let mut b = chart("b", "2026-11-29T21:30:00Z", "甲");
        a.shared.input.place = Some(Place::new(-0.0, 10.0).unwrap());
        b.shared.input.place = Some(Place::new(0.0, 10.0).unwrap());
        assert!(a.same_chart(&b) && a.chart_key() == b.chart_key());
        b.shared.input.place = Some(Place::new(0.5, 10.0).unwrap());
        assert!(!a.same_chart(&b) && a.chart_key() != b.chart_key());
        let c = chart("c", "2026-11-29T21:30:00+08:00", "甲");
        assert!(!chart("d", "2026-11-29T13:30:00Z", "甲").same_chart(&c));
        assert_ne!(chart("d", "2026-11-29T13:30:00Z", "甲").chart_key(), c.chart_key());
    }

    #[test]
    fn a_malformed_import_is_refused_whole() {
        let kept = vec![chart("k1", "2026-11-29T21:30:00Z", "甲")];
        let good = format!(r#"{{"id":"n","created":1,"updated":1,"shared":"{AT}"}}"#);
        for (text, expected) in [
            ("this is not json".to_string(), "not JSON"),
            (r#"{"app":"todomvc","schema":1,"charts":[]}"#.to_string(), "a file of the app \"todomvc\""),
            (r#"{"app":"liuren","schema":99,"charts":[]}"#.to_string(), "schema 99"),
            (format!(r#"{{"app":"liuren","schema":1,"charts":[{good},{{"id":"bad"}}]}}"#), "chart 2 is invalid"),
        ] {
            let e = parse_import(&text, &kept).unwrap_err();
            assert!(e.to_string().contains(expected), "{text}: {e}");
        }
    }

    #[test]
    fn new_ids_are_unique() {
        let kept = vec![chart("19ad2f1c000-0000002a", "2026-11-29T21:30:00Z", "")];
        assert_eq!(new_id(0x19ad2f1c000, 42, &[]), "19ad2f1c000-0000002a");
        assert_eq!(new_id(0x19ad2f1c000, 42, &kept), "19ad2f1c000-0000002a-2");
    }

    #[test]
    fn search_looks_in_the_question_case_blind() {
        let c = chart("a", "2026-11-29T21:30:00Z", "Lost KEYS 失物");
        assert!(c.matches("keys") && c.matches(" 失物 ") && c.matches(""));
        assert!(!c.matches("婚姻"));
    }

    #[test]
    fn garbage_keeps_the_raw_text_and_a_copy_before_any_write() {
        let raw = "garbage {";
        let store = memory_with(raw);
        let mut shelf = Shelf::load(&store, 1_700_000_000_000).unwrap();
        let u = shelf.unreadable.clone().unwrap();
        assert_eq!(u.raw, raw);
        assert!(matches!(u.error, StoreError::NotJson(_)));
        let backup = u.backup.clone().unwrap();
        assert_eq!(backup, "liuren.charts.corrupt.1700000000000");
        assert_eq!(store.get(&backup).unwrap().as_deref(), Some(raw));
        assert_eq!(store.get(KEY).unwrap().as_deref(), Some(raw), "loading does not touch the key");
        assert!(shelf.charts.is_empty());

        // Loading again (a reload) makes no second copy.
        let again = Shelf::load(&store, 1_700_000_000_999).unwrap();
        assert_eq!(again.unreadable.unwrap().backup.as_deref(), Some(backup.as_str()));
        assert_eq!(again.backups, vec![backup.clone()]);

        // The first save writes the key; the copy stays.
        let c = chart("n", "2026-11-29T21:30:00Z", "");
        shelf.commit(&store, 2, |charts| charts.push(c.clone())).unwrap();
        assert_eq!(parse_store(&store.get(KEY).unwrap().unwrap()).unwrap(), vec![c]);
        assert_eq!(store.get(&backup).unwrap().as_deref(), Some(raw));
        assert!(shelf.unreadable.unwrap().replaced);
    }

    #[test]
    fn readable_records_of_a_damaged_store_are_listed() {
        let raw = format!(
            r#"{{"schema":1,"charts":[{{"id":"a","created":1,"updated":1,"shared":"{AT}"}},{{"id":"b","created":1}}]}}"#
        );
        let store = memory_with(&raw);
        let shelf = Shelf::load(&store, 7).unwrap();
        assert_eq!(shelf.charts.len(), 1);
        let u = shelf.unreadable.unwrap();
        assert_eq!((u.skipped, u.backup.as_deref()), (1, Some("liuren.charts.corrupt.7")));
        assert!(u.error.to_string().contains("chart 2"));
    }

    #[test]
    fn unreadable_data_that_cannot_be_copied_is_not_overwritten() {
        let raw = "x".repeat(100);
        let store = Memory { quota: Some(50), ..memory_with(&raw) };
        let mut shelf = Shelf::load(&store, 7).unwrap();
        assert_eq!(shelf.unreadable.as_ref().unwrap().backup, None);
        assert_eq!(shelf.commit(&store, 8, |c| c.clear()), Err(StorageError::NotBackedUp));
        assert_eq!(store.get(KEY).unwrap(), Some(raw.clone()));
        // Only after the user's explicit choice.
        shelf.discard_unreadable();
        shelf.commit(&store, 9, |c| c.clear()).unwrap();
        assert_eq!(store.get(KEY).unwrap().as_deref(), Some(r#"{"schema":1,"charts":[]}"#));
    }

    #[test]
    fn a_full_quota_changes_nothing() {
        let store = Memory { quota: Some(120), ..Memory::default() };
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let c = chart("a", "2026-11-29T21:30:00Z", "很長的問題很長的問題很長的問題很長的問題很長的問題");
        let e = shelf.commit(&store, 2, |charts| charts.push(c)).unwrap_err();
        assert!(matches!(e, StorageError::Write { quota: true, .. }), "{e}");
        assert!(shelf.charts.is_empty());
        assert_eq!(store.get(KEY).unwrap(), None);
    }

    #[test]
    fn another_tabs_write_is_not_lost() {
        let store = Memory::default();
        let mut here = Shelf::load(&store, 1).unwrap();
        let mut there = Shelf::load(&store, 1).unwrap();
        let a = chart("a", "2026-11-29T21:30:00Z", "甲");
        let b = chart("b", "2026-11-30T21:30:00Z", "乙");
        there.commit(&store, 2, |c| c.push(a.clone())).unwrap();
        here.commit(&store, 3, |c| c.push(b.clone())).unwrap();
        assert_eq!(parse_store(&store.get(KEY).unwrap().unwrap()).unwrap(), vec![a, b]);
    }

    /// The other tab's write in [`Racing`]: the charts it read plus its own
    /// `n`th chart, `other-n`.
    fn other_tab(read: Option<&str>, n: usize) -> String {
        let mut charts = read.map(|t| parse_store(t).unwrap()).unwrap_or_default();
        charts.push(chart(&format!("other-{n}"), &format!("2026-01-{:02}T00:00:00Z", n % 28 + 1), "他"));
        to_json(&charts)
    }

    fn ids_stored(store: &impl Backend) -> Vec<String> {
        parse_store(&store.get(KEY).unwrap().unwrap()).unwrap().into_iter().map(|c| c.id).collect()
    }

    /// Saving `mine` as [`SavedCharts::save`] does: each attempt reads the
    /// store afresh and adds the chart unless it is kept.
    fn save_verified(shelf: &mut Shelf, store: &impl Backend, mine: &SavedChart) -> Result<bool, StorageError> {
        lock::block_on(lock::write_verified(
            KEY,
            |write| {
                shelf.attempt(store, 5, write, |charts| {
                    let new = !charts.iter().any(|c| c.same_chart(mine));
                    if new {
                        charts.push(mine.clone());
                    }
                    new
                })
            },
            || StorageError::NotKept,
        ))
    }

    /// The failure of issue 13: one read–change–write, reported done, lost to
    /// a write of another tab made from what it read a moment earlier.
    #[test]
    fn one_unconfirmed_write_can_be_lost_to_another_tab() {
        let store = Racing::new(KEY, 1, other_tab);
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let mine = chart("mine", "2026-11-29T21:30:00Z", "甲");
        assert_eq!(shelf.commit(&store, 2, |c| c.push(mine.clone())), Ok(()), "the write itself succeeded");
        assert_eq!(ids_stored(&store), ["other-1"], "yet the chart is not stored");
    }

    #[test]
    fn a_save_another_tab_wrote_over_is_read_back_and_written_again() {
        let store = Racing::new(KEY, 2, other_tab);
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let mine = chart("mine", "2026-11-29T21:30:00Z", "甲");
        assert_eq!(save_verified(&mut shelf, &store, &mine), Ok(true), "reported saved: a new chart");
        // Written three times: twice lost, each time merged onto the other
        // tab's charts; the third write was read back.
        assert_eq!(store.writes.get(), 3);
        assert_eq!(ids_stored(&store), ["other-1", "other-2", "mine"]);
        assert_eq!(shelf.charts.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["other-1", "other-2", "mine"]);
    }

    #[test]
    fn a_save_lost_every_time_is_not_reported_and_loses_nothing_of_the_other_tab() {
        let store = Racing::new(KEY, lock::WRITES as usize, other_tab);
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let mine = chart("mine", "2026-11-29T21:30:00Z", "甲");
        assert_eq!(save_verified(&mut shelf, &store, &mine), Err(StorageError::NotKept));
        assert_eq!(store.writes.get(), lock::WRITES as usize);
        let others: Vec<String> = (1..=lock::WRITES).map(|n| format!("other-{n}")).collect();
        assert_eq!(ids_stored(&store), others, "every chart of the other tab is kept");
        // The list shows what is stored, not the chart that was not kept.
        assert_eq!(shelf.charts.iter().map(|c| c.id.clone()).collect::<Vec<_>>(), others);
        assert!(StorageError::NotKept.to_string().contains("not kept"));
    }

    #[test]
    fn a_chart_already_kept_is_not_written_again() {
        let store = Racing::new(KEY, 0, other_tab);
        let mine = chart("mine", "2026-11-29T21:30:00Z", "甲");
        store.store.set(KEY, &to_json(std::slice::from_ref(&mine))).unwrap();
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let again = chart("again", "2026-11-29T21:30:00Z", "甲");
        assert_eq!(save_verified(&mut shelf, &store, &again), Ok(false), "already saved");
        assert_eq!(store.writes.get(), 0);
    }

    #[test]
    fn an_edit_another_tab_wrote_over_is_applied_again_to_what_is_stored() {
        let store = Racing::new(KEY, 1, other_tab);
        let mine = chart("mine", "2026-11-29T21:30:00Z", "甲");
        store.store.set(KEY, &to_json(std::slice::from_ref(&mine))).unwrap();
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let result = lock::block_on(lock::write_verified(
            KEY,
            |write| shelf.attempt(&store, 5, write, |charts| charts[0].notes = "西北".into()),
            || StorageError::NotKept,
        ));
        assert_eq!(result, Ok(()));
        let stored = parse_store(&store.get(KEY).unwrap().unwrap()).unwrap();
        assert_eq!(
            stored.iter().map(|c| (c.id.as_str(), c.notes.as_str())).collect::<Vec<_>>(),
            [("mine", "西北"), ("other-1", "")]
        );
    }

    #[test]
    fn backups_are_listed_by_time() {
        let store = Memory::default();
        for k in ["liuren.charts.corrupt.20", "liuren.charts.corrupt.100", "liuren.charts.corrupt.20-1", "other"] {
            store.set(k, "x").unwrap();
        }
        let shelf = Shelf::load(&store, 1).unwrap();
        assert_eq!(
            shelf.backups,
            ["liuren.charts.corrupt.20", "liuren.charts.corrupt.20-1", "liuren.charts.corrupt.100"]
        );
        assert_eq!(shelf.unreadable, None);
    }

    /// A store written by a newer version: a field of a record (`tags`), a
    /// field of the document (`meta`) and a link parameter (`future=1`) this
    /// version does not know.
    const NEWER: &str = r#"{"schema":1,"meta":{"by":"v9"},"charts":[
        {"id":"a","created":1,"updated":2,"name":"甲","question":"","category":"","notes":"",
         "outcome":"","shared":"?at=2026-11-29T21:30:00%2B08:00&future=1","tags":["失物",3]}]}"#;

    /// Before the fix an unrelated save (another chart added) dropped `tags`,
    /// `meta` and `&future=1`: the record was rebuilt from what this version
    /// parsed. Now all three are written back as found.
    #[test]
    fn what_this_version_does_not_know_survives_an_unrelated_save() {
        let store = memory_with(NEWER);
        let mut shelf = Shelf::load(&store, 1).unwrap();
        assert_eq!(shelf.unreadable, None);
        shelf.commit(&store, 2, |charts| charts.push(chart("b", "2026-11-30T08:00:00%2B08:00", "x"))).unwrap();
        let written: Value = serde_json::from_str(&store.get(KEY).unwrap().unwrap()).unwrap();
        assert_eq!(written["meta"], serde_json::json!({"by": "v9"}));
        assert_eq!(written["charts"][0]["tags"], serde_json::json!(["失物", 3]));
        assert_eq!(written["charts"][0]["shared"], "?at=2026-11-29T21:30:00%2B08:00&future=1");
        // The new chart has none of them.
        assert_eq!(written["charts"][1].get("tags"), None);
        assert_eq!(written["charts"][1]["shared"], "?at=2026-11-30T08:00:00%2B08:00");
    }

    /// Before the fix editing a record's notes dropped its unknown fields too.
    /// An edit of the notes keeps the stored link text; a change of the inputs
    /// themselves writes the link of the new inputs (the old text no longer
    /// describes the chart).
    #[test]
    fn an_edit_keeps_the_unknown_fields_and_a_new_chart_writes_its_own_link() {
        let store = memory_with(NEWER);
        let mut shelf = Shelf::load(&store, 1).unwrap();
        shelf.commit(&store, 2, |charts| charts[0].notes = "西北".into()).unwrap();
        let written = store.get(KEY).unwrap().unwrap();
        let v: Value = serde_json::from_str(&written).unwrap();
        assert_eq!((&v["charts"][0]["notes"], &v["charts"][0]["tags"][1]), (&"西北".into(), &3.into()));
        assert_eq!(v["charts"][0]["shared"], "?at=2026-11-29T21:30:00%2B08:00&future=1");
        shelf
            .commit(&store, 3, |charts| {
                charts[0].shared.options =
                    share::parse("?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong").unwrap().unwrap().options;
            })
            .unwrap();
        let v: Value = serde_json::from_str(&store.get(KEY).unwrap().unwrap()).unwrap();
        assert_eq!(v["charts"][0]["shared"], "?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong");
        assert_eq!(v["charts"][0]["tags"][0], "失物");
    }

    #[test]
    fn known_fields_are_not_kept_twice() {
        let d = parse_document(NEWER).unwrap();
        let names = |m: &Members| m.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
        assert_eq!(names(&d.extra), ["meta"]);
        assert_eq!(names(&d.charts[0].extra), ["tags"]);
        let again = document_json(&d.charts, &d.extra);
        assert_eq!(parse_document(&again).unwrap(), d);
        assert_eq!(again.matches("\"shared\"").count(), 1);
    }

    /// A lone surrogate escape (JavaScript's `JSON.stringify` writes one for a
    /// string holding half a pair) cannot be a Rust string. Before the fix the
    /// whole store was unreadable: copied aside, but no chart listed. Now the
    /// raw text, with `\ud800`, is copied aside before any write, the charts
    /// are listed (the half character read as U+FFFD) and the user is told.
    #[test]
    fn a_lone_surrogate_is_copied_aside_not_replaced_silently() {
        let raw = NEWER.replace(r#""notes":"""#, r#""notes":"a\ud800b\ud83d\ude00\\ud800""#);
        assert!(parse_store(&raw).is_err());
        let store = memory_with(&raw);
        let mut shelf = Shelf::load(&store, 7).unwrap();
        let u = shelf.unreadable.clone().unwrap();
        assert_eq!(u.backup.as_deref(), Some("liuren.charts.corrupt.7"));
        assert_eq!(store.get("liuren.charts.corrupt.7").unwrap().as_deref(), Some(raw.as_str()));
        // A pair stays a character; an escaped backslash before `ud800` is text.
        assert_eq!(shelf.charts[0].notes, "a\u{FFFD}b😀\\ud800");
        assert_eq!((u.skipped, shelf.extra.iter().any(|(k, _)| k == "meta")), (0, true));
        shelf.commit(&store, 8, |_| {}).unwrap();
        assert_eq!(store.get("liuren.charts.corrupt.7").unwrap().as_deref(), Some(raw.as_str()));
    }

    /// A saved chart keeps its zone by name: the stored link has `tz=`, and
    /// the chart opens on that zone again.
    #[test]
    fn a_saved_chart_keeps_its_zone() {
        let s = share::parse("?at=1988-07-01T12:00:00%2B09:00&tz=Asia/Shanghai").unwrap().unwrap();
        let saved = SavedChart::new("a".into(), 1_000, &s);
        assert_eq!(saved.query(), "?at=1988-07-01T12:00:00%2B09:00&tz=Asia/Shanghai");
        assert_eq!(saved.to_shared().zone.map(|z| z.to_string()).as_deref(), Some("Asia/Shanghai"));
        // An old chart without a zone is unchanged.
        assert_eq!(chart("b", "2026-11-29T21:30:00%2B08:00", "").to_shared().zone, None);
    }
    /// A case given by its pillars is kept as its link (`dp=…`, no date): two
    /// saves of it are one chart whatever the dated form showed, and it opens
    /// as that case again.
    #[test]
    fn a_pillars_case_is_saved_as_its_link() {
        let link = "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E6%88%8A%E5%AF%85&mp=%E4%B8%99%E8%BE%B0";
        let case = share::parse(link).unwrap().unwrap();
        // As the app holds it: the dated form's own moment and zone beside the case.
        let mut shown = shared("2026-11-29T21:30:00%2B08:00&tz=Asia/Shanghai", "雨");
        shown.pillars = case.pillars;
        let a = SavedChart::new("a".into(), 1_000, &shown);
        assert_eq!(a.query(), link);
        let mut later = shown.clone();
        later.input.moment = "2030-01-01T00:00:00+08:00".parse().unwrap();
        assert!(a.same_chart(&SavedChart::new("b".into(), 2_000, &later)));
        // Written and read back: the same record, the same case.
        let back = parse_store(&to_json(std::slice::from_ref(&a))).unwrap();
        assert_eq!(back, vec![a.clone()]);
        let opened = back[0].to_shared();
        assert_eq!((opened.pillars, opened.question.as_str()), (case.pillars, "雨"));
        assert_eq!(share::build(&opened), format!("{link}&q=%E9%9B%A8"));
    }

    /// The same error, but for the wording of its message (serde's and ours differ).
    fn same_error(a: &StoreError, b: &StoreError) -> bool {
        match (a, b) {
            (StoreError::NotJson(_), StoreError::NotJson(_))
            | (StoreError::NotOurs(_), StoreError::NotOurs(_))
            | (StoreError::BadSchema(_), StoreError::BadSchema(_)) => true,
            (StoreError::BadRecord { index: i, .. }, StoreError::BadRecord { index: j, .. }) => i == j,
            _ => a == b,
        }
    }

    /// `raw` read and written by this code and by the serde code before it:
    /// the same charts or the same error, the same salvage and import, and
    /// what this code writes read by the serde code as it read `raw`. `exact`:
    /// numbers are written as serde_json writes them, so the charts read are
    /// equal and written byte for byte the same. (Else a number keeps its
    /// text here, where serde_json kept the f64 it read, which it does not
    /// always read back as itself: `0.181e69` is 1.8099999999999998e68 to it,
    /// and that, written and read again, another number still.)
    fn agrees_with_serde(raw: &str, exact: bool) -> Result<(), String> {
        // What the serde code reads of what this code writes of `d`.
        let reread = |d: &Stored| {
            let written = document_json(&d.charts, &d.extra);
            as_serde::parse_document(&written).map_err(|e| format!("serde refuses what is written: {e}\n{written}"))
        };
        let (ours, theirs) = (parse_document(raw), as_serde::parse_document(raw));
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) if exact && a != b => return Err(format!("read differently:\n{a:?}\n{b:?}")),
            (Ok(a), Ok(b)) if reread(a)? != *b => return Err(format!("serde reads it differently:\n{a:?}\n{b:?}")),
            (Ok(d), Ok(_)) if exact => {
                let written = (document_json(&d.charts, &d.extra), to_export_json(&d.charts));
                let old = (as_serde::document_json(&d.charts, &d.extra), as_serde::to_export_json(&d.charts));
                if written != old {
                    return Err(format!("written differently:\n{written:?}\n{old:?}"));
                }
            }
            (Ok(_), Ok(_)) => {}
            (Err(a), Err(b)) if same_error(a, b) => {}
            _ => return Err(format!("{ours:?}\n  serde: {theirs:?}")),
        }
        let (s, t) = (salvage(raw), as_serde::salvage(raw));
        let salvaged = Stored { charts: s.charts, extra: s.extra };
        if s.skipped != t.skipped || reread(&salvaged)? != (Stored { charts: t.charts, extra: t.extra }) {
            return Err(format!("salvaged differently: {salvaged:?} ({} skipped)", s.skipped));
        }
        let ids = |charts: Vec<SavedChart>| {
            let mut ids: Vec<String> = charts.into_iter().map(|c| c.id).collect();
            ids.sort();
            ids
        };
        let import = parse_import(raw, &[]).map(|p| ids([p.new, p.duplicates].concat()));
        match (import, as_serde::import(raw).map(ids)) {
            (Ok(a), Ok(b)) if a == b => Ok(()),
            (Err(a), Err(b)) if same_error(&a, &b) => Ok(()),
            (a, b) => Err(format!("imported differently: {a:?}\n  serde: {b:?}")),
        }
    }

    /// A store with one record: `fields` (JSON members, each with its comma) then `shared`.
    fn one_record(fields: &str) -> String {
        format!(r#"{{"schema":1,"charts":[{{"id":"a",{fields}"shared":"{AT}"}}]}}"#)
    }

    #[test]
    fn times_are_read_as_serde_read_an_i64() {
        for (time, read) in [
            ("1764423000000", Some(1764423000000)),
            ("0", Some(0)),
            ("-1", Some(-1)),
            ("9223372036854775807", Some(i64::MAX)),
            ("-9223372036854775808", Some(i64::MIN)),
            // Floats to serde_json, so not an i64.
            ("1.0", None),
            ("1e3", None),
            ("1E3", None),
            ("1.7e12", None),
            ("1764423000000.5", None),
            ("-0", None),
            // Beyond the range.
            ("9223372036854775808", None),
            ("-9223372036854775809", None),
            ("18446744073709551616", None),
            (r#""1764423000000""#, None),
            ("null", None),
        ] {
            let raw = one_record(&format!(r#""created":{time},"updated":1,"#));
            agrees_with_serde(&raw, true).unwrap_or_else(|e| panic!("{time}: {e}"));
            assert_eq!(parse_store(&raw).ok().map(|c| c[0].created), read, "{time}");
            if read.is_none() {
                // The message names the field and what it held.
                let e = parse_store(&raw).unwrap_err().to_string();
                assert!(e.starts_with("chart 1 is invalid") && e.contains("`created`"), "{e}");
            }
        }
        let e = parse_store(&one_record(r#""created":1.5,"updated":1,"#)).unwrap_err().to_string();
        assert!(e.contains("the number 1.5"), "{e}");
    }

    /// Unknown members are kept and written after the known ones as serde's
    /// map held them: sorted by name at every level, the last of a repeated
    /// name kept, as are the document's.
    #[test]
    fn unknown_members_are_written_in_the_order_serde_wrote_them() {
        let raw = format!(
            r#"{{"zeta":[{{"b":1,"a":2}}],"schema":1,"charts":[{{"tags":["失物",3],"id":"a","created":1,"updated":2,
            "shared":"{AT}","b":{{"y":null,"x":true,"y":"second"}},"a":"first","a":"last","":{{}},"Z":[]}}],"alpha":0}}"#
        );
        agrees_with_serde(&raw, true).unwrap();
        let written = to_json(&[]);
        assert_eq!(written, r#"{"schema":1,"charts":[]}"#);
        let d = parse_document(&raw).unwrap();
        assert_eq!(
            document_json(&d.charts, &d.extra),
            format!(
                r#"{{"schema":1,"charts":[{{"id":"a","created":1,"updated":2,"name":"","question":"","category":"","notes":"","outcome":"","shared":"{AT}","":{{}},"Z":[],"a":"last","b":{{"x":true,"y":"second"}},"tags":["失物",3]}}],"alpha":0,"zeta":[{{"a":2,"b":1}}]}}"#
            )
        );
    }

    /// The known members repeated: the last is read, as serde read it.
    #[test]
    fn the_last_of_a_repeated_member_is_read() {
        let raw = format!(
            r#"{{"schema":2,"charts":{{}},"schema":1,"charts":[{{"id":"x","id":"a","created":1,"updated":1,
            "notes":"first","shared":"?q=x","notes":"last","shared":"{AT}"}}]}}"#
        );
        agrees_with_serde(&raw, true).unwrap();
        let c = &parse_store(&raw).unwrap()[0];
        assert_eq!((c.id.as_str(), c.notes.as_str(), c.extra.len()), ("a", "last", 0));
    }

    #[test]
    fn schema_0_migrates_as_before() {
        for record in [
            format!(r#"{{"id":"a","created":42,"question":"舊問","shared":"{AT}"}}"#),
            format!(r#"{{"id":"a","created":42,"name":"","question":"舊問","shared":"{AT}"}}"#),
            format!(
                r#"{{"id":"a","created":42,"updated":43,"name":"名","notes":"n","question":"問","shared":"{AT}"}}"#
            ),
            format!(r#"{{"id":"a","created":42,"name":"","shared":"{AT}","x":1}}"#),
            // Refused: a question that is not text becomes the name, which must be text.
            format!(r#"{{"id":"a","created":42,"question":5,"shared":"{AT}"}}"#),
            format!(r#"{{"id":"a","updated":42,"shared":"{AT}"}}"#),
            format!(r#"{{"id":"a","created":1.5,"shared":"{AT}"}}"#),
            "7".to_string(),
        ] {
            let raw = format!("[{record}]");
            agrees_with_serde(&raw, true).unwrap_or_else(|e| panic!("{raw}: {e}"));
        }
        let c = &parse_store(&format!(r#"[{{"id":"a","created":42,"name":"","question":"舊問","shared":"{AT}"}}]"#))
            .unwrap()[0];
        assert_eq!((c.updated, c.name.as_str(), c.notes.as_str()), (42, "舊問", ""));
    }

    /// Texts with every escape, control characters, and characters beyond the
    /// BMP written raw and as surrogate pairs: read and written as serde did.
    #[test]
    fn escapes_read_and_write_as_before() {
        let notes = r#"\"\\\/\b\f\n\r\t\u0001\u001f\u007f\u00e9\u2028\ud83d\ude00😀𝄞"#;
        let raw = one_record(&format!(r#""created":1,"updated":1,"notes":"{notes}","{notes}":"{notes}","#));
        agrees_with_serde(&raw, true).unwrap();
        let c = &parse_store(&raw).unwrap()[0];
        let text = "\"\\/\u{8}\u{c}\n\r\t\u{1}\u{1f}\u{7f}é\u{2028}😀😀𝄞";
        assert_eq!((c.notes.as_str(), c.extra[0].0.as_str()), (text, text));
        let written = "\"notes\":\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0001\\u001f\u{7f}é\u{2028}😀😀𝄞\"";
        assert!(to_json(std::slice::from_ref(c)).contains(written), "{written}");
    }

    /// Numbers in unknown members: refused where serde_json refused them (no
    /// f64 holds them), else kept. serde_json wrote them back as it formats
    /// an f64 (`1.7e12` as `1700000000000.0`, `-0` as `-0.0`); they are now
    /// written as they were read: the same number to serde_json, and the same
    /// text for every number serde_json wrote itself.
    #[test]
    fn numbers_in_unknown_members_keep_their_text() {
        for (number, written) in [
            ("1.7e12", Some("1700000000000.0")),
            ("-0", Some("-0.0")),
            ("1E+2", Some("100.0")),
            ("0.10", Some("0.1")),
            ("1e-400", Some("0.0")),
            ("18446744073709551616", Some("1.8446744073709552e+19")),
            ("1700000000000.0", Some("1700000000000.0")),
            ("12", Some("12")),
            ("1e400", None),
            ("-1e309", None),
        ] {
            let raw = one_record(&format!(r#""created":1,"updated":1,"x":[{number}],"#));
            agrees_with_serde(&raw, number == written.unwrap_or(number)).unwrap_or_else(|e| panic!("{number}: {e}"));
            let old = as_serde::parse_document(&raw).ok().map(|d| as_serde::document_json(&d.charts, &d.extra));
            assert_eq!(
                old.is_some_and(|t| t.contains(&format!(r#""x":[{}]"#, written.unwrap_or("")))),
                written.is_some()
            );
            let ours = parse_document(&raw).ok().map(|d| document_json(&d.charts, &d.extra));
            assert_eq!(ours.is_some_and(|t| t.contains(&format!(r#""x":[{number}]"#))), written.is_some());
        }
    }

    #[test]
    fn deep_nesting_is_refused_as_before_and_never_overflows() {
        // The document, its list and the record are three levels.
        for depth in [json::DEPTH - 3, json::DEPTH - 2] {
            let deep = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            let raw = one_record(&format!(r#""created":1,"updated":1,"x":{deep},"#));
            agrees_with_serde(&raw, true).unwrap_or_else(|e| panic!("{depth}: {e}"));
            assert_eq!(parse_store(&raw).is_ok(), depth + 3 <= json::DEPTH);
        }
        for raw in ["[".repeat(100_000), "{\"a\":".repeat(100_000), format!("[{}", "{\"x\":[".repeat(50_000))] {
            assert!(matches!(parse_store(&raw), Err(StoreError::NotJson(_))));
            assert_eq!(salvage(&raw), Salvage::default());
            assert!(parse_import(&raw, &[]).is_err());
        }
    }

    /// An export is indented as serde_json's `to_string_pretty` indented it,
    /// the records' unknown members too.
    #[test]
    fn the_export_is_indented_as_before() {
        let raw = one_record(r#""created":1,"updated":2,"tags":["失物",{"b":[],"a":{}}],"#);
        let charts = parse_store(&raw).unwrap();
        let export = to_export_json(&charts);
        assert_eq!(export, as_serde::to_export_json(&charts));
        let expected = format!(
            r#"{{
  "app": "liuren",
  "schema": 1,
  "charts": [
    {{
      "id": "a",
      "created": 1,
      "updated": 2,
      "name": "",
      "question": "",
      "category": "",
      "notes": "",
      "outcome": "",
      "shared": "{AT}",
      "tags": [
        "失物",
        {{
          "a": {{}},
          "b": []
        }}
      ]
    }}
  ]
}}"#
        );
        assert_eq!(export, expected);
        assert_eq!(to_export_json(&[]), as_serde::to_export_json(&[]));
    }

    /// Texts that are not JSON, or not of this app, or damaged in a known
    /// way: refused or salvaged as serde's code did.
    #[test]
    fn damaged_texts_are_refused_as_before() {
        for raw in [
            "",
            "garbage {",
            "{\"schema\":1,\"charts\":[]} x",
            "\u{feff}{\"schema\":1,\"charts\":[]}",
            r#"{"schema":1,"charts":[{"id":"a","created":1,"updated":1,"shared":"\ud800"}]}"#,
            r#"{"schema":1.0,"charts":[]}"#,
            r#"{"schema":"1","charts":[]}"#,
            r#"{"schema":18446744073709551615,"charts":[]}"#,
            r#"{"app":"liuren","schema":1,"charts":[]}"#,
            r#"{"app":5,"schema":1,"charts":[]}"#,
            r#"{"app":null,"schema":1,"charts":[]}"#,
            r#"{"schema":1,"charts":[[]]}"#,
            r#"{"schema":1,"charts":[{"id":"a","created":1,"updated":1,"shared":"?at=x","name":null}]}"#,
        ] {
            agrees_with_serde(raw, true).unwrap_or_else(|e| panic!("{raw}: {e}"));
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        //! Generated stores, read and written by this code and by the serde code
        //! before it ([`as_serde`]).
        use liuren_core::calendar::Moment;
        use proptest::prelude::*;
        use serde_json::{json, Map, Number, Value};

        use super::*;

        /// Links of charts; and two that name none.
        const LINKS: [&str; 3] = [
            "?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong",
            "?at=1999-12-31T23:59:00-05:30&lon=121.47&lat=31.23&mg=%E4%BA%A5&future=1",
            "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91",
        ];
        const NOT_LINKS: [&str; 2] = ["?q=x", "?at=2026-02-30T00:00:00Z"];

        /// Any text, or a short one (so that names repeat).
        fn text() -> impl Strategy<Value = String> {
            prop_oneof![any::<String>(), "[a-z]{0,2}", "(\\PC|[\"\\\\\n\u{0}])*"]
        }

        /// A number serde_json writes and reads back as itself (its reading of a
        /// float is not always exact: see [`crate::json::parse_as_map`]).
        fn number() -> impl Strategy<Value = Number> {
            prop_oneof![
                any::<i64>().prop_map(Number::from),
                any::<u64>().prop_map(Number::from),
                any::<f64>().prop_filter_map("a float serde_json reads back", |x| {
                    let n = Number::from_f64(x)?;
                    (serde_json::from_str::<Number>(&n.to_string()).ok()? == n).then_some(n)
                }),
            ]
        }

        fn value() -> impl Strategy<Value = Value> {
            let leaf = prop_oneof![
                Just(Value::Null),
                any::<bool>().prop_map(Value::Bool),
                number().prop_map(Value::Number),
                text().prop_map(Value::String),
            ];
            leaf.prop_recursive(3, 24, 4, |inner| {
                prop_oneof![
                    prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                    prop::collection::btree_map(text(), inner, 0..4)
                        .prop_map(|m| Value::Object(m.into_iter().collect())),
                ]
            })
        }

        /// A member: mostly as a record holds it, now and then missing or any value.
        fn member(valid: impl Strategy<Value = Value> + 'static) -> impl Strategy<Value = Option<Value>> {
            prop_oneof![60 => valid.prop_map(Some), 1 => Just(None), 1 => value().prop_map(Some)]
        }

        /// Mostly `valid`, now and then `invalid`.
        fn mostly<T: Into<Value>>(
            valid: impl Strategy<Value = T> + 'static,
            invalid: impl Strategy<Value = T> + 'static,
        ) -> impl Strategy<Value = Value> {
            prop_oneof![24 => valid.prop_map(Into::into), 1 => invalid.prop_map(Into::into)]
        }

        fn record() -> impl Strategy<Value = Value> {
            let time = || mostly(any::<i64>().prop_map(Value::from), number().prop_map(Value::Number));
            let select = |texts: &'static [&'static str]| prop::sample::select(texts);
            (
                (member(mostly("[a-z0-9-]{1,10}", "|x{65}")), member(time()), member(time())),
                (member(text().prop_map(Value::from)), member(text().prop_map(Value::from))),
                (member(text().prop_map(Value::from)), member(text().prop_map(Value::from))),
                member(mostly(select(&["", "射覆", "怪異", "shefu", "guaiyi", "求財"]), Just("weather"))),
                member(mostly(select(&LINKS), select(&NOT_LINKS))),
                prop::collection::btree_map(text(), value(), 0..3),
            )
                .prop_map(
                    |((id, created, updated), (name, question), (notes, outcome), category, shared, extra)| {
                        let known = [
                            ("id", id),
                            ("created", created),
                            ("updated", updated),
                            ("name", name),
                            ("question", question),
                            ("category", category),
                            ("notes", notes),
                            ("outcome", outcome),
                            ("shared", shared),
                        ];
                        let mut m: Map<String, Value> =
                            known.into_iter().filter_map(|(k, v)| Some((k.into(), v?))).collect();
                        for (k, v) in extra {
                            m.entry(k).or_insert(v);
                        }
                        Value::Object(m)
                    },
                )
        }

        /// A store or an export as serde_json writes it: schema 1 (with unknown
        /// members, now and then the app's marker or another schema) or a bare
        /// array of schema 0, compact or indented.
        fn document() -> impl Strategy<Value = String> {
            (
                prop::collection::vec(record(), 0..4),
                0..6u8,
                prop::collection::btree_map("[a-z]{1,5}", value(), 0..3),
                value(),
                any::<bool>(),
            )
                .prop_map(|(charts, shape, extra, other, pretty)| {
                    let mut d = match shape {
                        0 => Value::Array(charts),
                        1 => json!({ "app": "liuren", "schema": 1, "charts": charts }),
                        2 => json!({ "schema": other, "charts": charts }),
                        _ => json!({ "schema": 1, "charts": charts }),
                    };
                    if let Value::Object(m) = &mut d {
                        for (k, v) in extra {
                            m.entry(k).or_insert(v);
                        }
                    }
                    if pretty {
                        serde_json::to_string_pretty(&d).unwrap()
                    } else {
                        d.to_string()
                    }
                })
        }

        /// `text` with `pieces` put in at the places given (taken modulo its length).
        fn mutate(text: &str, pieces: &[(usize, String)]) -> String {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, piece) in pieces {
                let at = at % (chars.len() + 1);
                let end = (at + piece.chars().count() / 2).min(chars.len());
                chars.splice(at..end, piece.chars());
            }
            chars.into_iter().collect()
        }

        /// A chart made here (not read), with any texts and times.
        fn made() -> impl Strategy<Value = SavedChart> {
            (
                ("[a-z0-9-]{1,20}", any::<i64>(), any::<i64>()),
                (text(), text(), text(), text()),
                (0i64..4_000_000_000, prop::sample::select(&[0, 480, -330, 345][..])),
                prop::sample::select(&Category::ALL[..]),
            )
                .prop_map(
                    |((id, created, updated), (name, question, notes, outcome), (unix, offset), category)| {
                        let at = Moment { unix, offset_minutes: offset };
                        let mut s = Shared::new(CastInput::at(at), ChartOptions::default());
                        (s.question, s.category) = (question, category);
                        let mut c = SavedChart::new(id, created, &s);
                        (c.updated, c.name, c.notes, c.outcome) = (updated, name, notes, outcome);
                        c
                    },
                )
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(1024))]

            /// What serde_json wrote is read as serde read it, and written again
            /// byte for byte as serde wrote it, compact and as an export.
            #[test]
            fn stores_serde_wrote_read_and_write_as_before(raw in document()) {
                agrees_with_serde(&raw, true).map_err(TestCaseError::fail)?;
            }

            /// Damaged stores: refused, salvaged and imported as before, and what
            /// is read written so that serde reads it the same.
            #[test]
            fn damaged_stores_read_as_before(
                raw in document(),
                pieces in prop::collection::vec(
                    (any::<usize>(), "[\"\\\\{}\\[\\],:0-9a-zE.+\\-]{0,4}|\\\\u[dD][89a-fA-F][0-9a-f]{2}|-?[0-9]{1,3}(\\.[0-9])?([eE]-?[0-9]{1,3})?"),
                    1..4,
                ),
            ) {
                let raw = mutate(&raw, &pieces);
                agrees_with_serde(&raw, false).map_err(TestCaseError::fail)?;
            }

            /// Times and numbers of every form, in a record's times and in an
            /// unknown member.
            #[test]
            fn numbers_read_as_before(
                time in "-?(0|[1-9][0-9]{0,20})(\\.[0-9]{1,3})?([eE][+-]?[0-9]{1,3})?",
                other in "-?(0|[1-9][0-9]{0,20})(\\.[0-9]{1,3})?([eE][+-]?[0-9]{1,3})?",
            ) {
                let raw = format!(
                    r#"{{"schema":1,"charts":[{{"id":"a","created":{time},"updated":1,"x":{other},"shared":"?at=2026-11-29T21:30:00Z"}}]}}"#
                );
                agrees_with_serde(&raw, false).map_err(TestCaseError::fail)?;
            }

            /// A chart made here is written as serde wrote it, and serde reads it back.
            #[test]
            fn charts_made_here_are_written_as_before(charts in prop::collection::vec(made(), 0..3)) {
                let written = to_json(&charts);
                prop_assert_eq!(&written, &as_serde::document_json(&charts, &[]));
                prop_assert_eq!(to_export_json(&charts), as_serde::to_export_json(&charts));
                let mut ids = HashSet::new();
                if charts.iter().all(|c| ids.insert(c.id.clone())) {
                    prop_assert_eq!(as_serde::parse_document(&written).map(|d| d.charts), Ok(charts.clone()));
                    prop_assert_eq!(parse_store(&written), Ok(charts));
                }
            }
        }
    }
}
