//! Saved charts keep the question's topic: written by its name (`"求財"`), read
//! back as the same topic, and the old names (`"射覆"`, `""`) still read.
#![cfg(not(target_arch = "wasm32"))]

use liuren_app::share;
use liuren_app::storage::{parse_store, to_json, SavedChart};
use liuren_core::reading::Category;

#[test]
fn a_saved_chart_keeps_its_topic() {
    let mut s = share::parse("?at=2026-12-02T09:30:00%2B08:00&q=%E8%B2%A1").unwrap().unwrap();
    for c in Category::ALL {
        s.category = c;
        let saved = SavedChart::new("a".into(), 1, &s);
        let json = to_json(std::slice::from_ref(&saved));
        assert!(json.contains(&format!("\"category\":\"{}\"", c.hanzi())), "{json}");
        let back = parse_store(&json).unwrap();
        assert_eq!(back[0].to_shared().category, c, "{json}");
        // The link opened from it carries the topic.
        assert_eq!(share::parse(&share::build(&back[0].to_shared())).unwrap().unwrap().category, c);
    }
    // Written before the topics: 射覆 and the general question still read.
    let old = to_json(&[SavedChart::new("b".into(), 1, &{
        let mut s = s.clone();
        s.category = Category::Shefu;
        s
    })]);
    assert_eq!(parse_store(&old).unwrap()[0].to_shared().category, Category::Shefu);
    let general = old.replace("\"category\":\"射覆\"", "\"category\":\"\"");
    assert_eq!(parse_store(&general).unwrap()[0].to_shared().category, Category::General);
}
