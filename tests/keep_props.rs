//! Properties of what the app reads from outside: share-link queries and the
//! stored document of saved charts, random and mutated. Nothing panics, and
//! whatever was read is written so that reading it again gives the same.
#![cfg(not(target_arch = "wasm32"))]

use liuren_app::share::{self, Shared};
use liuren_app::storage::{self, Stored};
use proptest::prelude::*;
use serde_json::{json, Value};

/// Links that use every parameter, to mutate.
const LINKS: [&str; 4] = [
    "?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong",
    "?at=1999-12-31T23:59:00-05:30&lon=121.47&lat=31.23&mg=%E4%BA%A5&hb=%E5%AD%90&by=1984&sex=female&pby=1981&psex=m",
    "?at=2026-11-29T21:30:00+08:00&q=%E5%A4%B1%E7%89%A9&cat=guaiyi&gy=%E8%90%BD%E6%98%9F&gyat=%E5%8D%AF&gypath=%E5%BE%9E%E6%9D%B1%E5%90%91%E8%A5%BF&gystop=%E5%8D%88&lei=%E9%85%89&future=1",
    "at=2000-01-01T00:00:00Z&day-night=yinyou&cat=weather&by=1700&sex=male",
];

/// One edit of a text: delete, insert or replace at a position (taken modulo
/// the length, in characters).
#[derive(Debug, Clone)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Replace(usize, String),
}

fn edits(piece: &'static str) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        (any::<usize>(), 1..6usize).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<usize>(), piece).prop_map(|(at, s)| Edit::Insert(at, s)),
        (any::<usize>(), piece).prop_map(|(at, s)| Edit::Replace(at, s)),
    ];
    prop::collection::vec(edit, 0..5)
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let len = chars.len() + 1;
        match e {
            Edit::Delete(at, n) => {
                let at = at % len;
                let end = (at + n).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            Edit::Insert(at, s) => {
                let at = at % len;
                chars.splice(at..at, s.chars());
            }
            Edit::Replace(at, s) => {
                let at = at % len;
                let end = (at + s.chars().count()).min(chars.len());
                chars.splice(at..end, s.chars());
            }
        }
    }
    chars.into_iter().collect()
}

/// What a query says, read back from the link built of it.
fn round_trips(s: &Shared) -> Result<(), TestCaseError> {
    let again = share::build(s);
    prop_assert_eq!(share::parse(&again), Ok(Some(s.clone())), "{}", again);
    Ok(())
}

fn check_query(q: &str) -> Result<(), TestCaseError> {
    if let Ok(Some(s)) = share::parse(q) {
        round_trips(&s)?;
    }
    if let Ok(r) = share::read(q) {
        if let Some(s) = r.shared {
            round_trips(&s)?;
        }
    }
    Ok(())
}

const QUERY_PIECE: &str = "[a-z0-9=&%?+:.TZ\\-]{0,6}|%[0-9A-Fa-f]{0,2}|[甲子亥落星從東]";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_queries_never_panic_and_what_parses_round_trips(q in "[a-z0-9=&%?+:.TZ\\-]{0,80}") {
        check_query(&q)?;
    }

    #[test]
    fn mutated_links_never_panic_and_what_parses_round_trips(
        link in prop::sample::select(&LINKS[..]),
        edits in edits(QUERY_PIECE),
    ) {
        check_query(&apply(link, &edits))?;
    }
}

/// Text for a record's fields: anything, with some of JSON's special characters.
const TEXT: &str = "(\\PC|[\"\\\\\n\u{0}])*";

fn record() -> impl Strategy<Value = Value> {
    (
        "[a-z0-9-]{0,10}",
        any::<i64>(),
        prop::sample::select(&LINKS[..]),
        (TEXT, TEXT, TEXT),
        prop::sample::select(&["", "射覆", "怪異", "shefu", "weather"][..]),
        prop::collection::btree_map(
            "[a-z]{1,5}",
            prop_oneof![Just(Value::Null), TEXT.prop_map(Value::from), any::<i64>().prop_map(Value::from)],
            0..3,
        ),
    )
        .prop_map(|(id, time, shared, (name, notes, question), category, extra)| {
            let mut r = json!({
                "id": id, "created": time, "updated": time, "name": name, "notes": notes,
                "question": question, "category": category, "outcome": "", "shared": shared,
            });
            for (k, v) in extra {
                r.as_object_mut().unwrap().entry(k).or_insert(v);
            }
            r
        })
}

fn document() -> impl Strategy<Value = String> {
    (prop::collection::vec(record(), 0..4), any::<bool>(), any::<bool>()).prop_map(|(charts, meta, bare)| {
        if bare {
            return Value::Array(charts).to_string();
        }
        let mut d = json!({ "schema": 1, "charts": charts });
        if meta {
            d["meta"] = json!({ "by": "a newer version" });
        }
        d.to_string()
    })
}

/// Whatever of a document was read is written so that reading it again gives the same.
fn check_document(raw: &str) -> Result<(), TestCaseError> {
    if let Ok(d) = storage::parse_document(raw) {
        let again = storage::document_json(&d.charts, &d.extra);
        prop_assert_eq!(storage::parse_document(&again), Ok(d.clone()), "{}", again);
    }
    let s = storage::salvage(raw);
    let again = storage::document_json(&s.charts, &s.extra);
    prop_assert_eq!(
        storage::parse_document(&again),
        Ok(Stored { charts: s.charts.clone(), extra: s.extra }),
        "{}",
        again
    );
    let _ = storage::parse_import(raw, &s.charts);
    let _ = storage::parse_import(&storage::to_export_json(&s.charts), &[]);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_documents_never_panic_and_what_is_read_round_trips(raw in document()) {
        check_document(&raw)?;
    }

    #[test]
    fn mutated_documents_never_panic_and_what_is_read_round_trips(
        raw in document(),
        edits in edits("[\"\\\\{}\\[\\],:0-9a-z]{0,4}|\\\\u[dD][89aAbBcCdDeEfF][0-9a-f]{2}"),
    ) {
        check_document(&apply(&raw, &edits))?;
    }
}

#[test]
fn the_mutation_helper_edits_by_character() {
    assert_eq!(apply("失物何在", &[Edit::Delete(1, 2), Edit::Insert(2, "x".into())]), "失在x");
    assert_eq!(apply("abc", &[Edit::Replace(1, "XYZ".into())]), "aXYZ");
}
