//! The one model of a reading: what every reading of every family carries.

mod fired_support;

use std::collections::HashSet;

use liuren_core::ask::{for_chart, Ask};
use liuren_core::chart::cast;
use liuren_core::reading::{Category, Family, Seed, Source};
use liuren_core::shensha::errata::corrected;

const FIRST: &str = include_str!("../texts/000_aca81fbd294816a3.txt");
const SECOND: &str = include_str!("../texts/002_65f2bd96db15aa00.txt");

fn line_of(seed: Seed, n: u32) -> &'static str {
    let text = match seed {
        Seed::First => FIRST,
        Seed::Second => SECOND,
    };
    text.lines().nth(n as usize - 1).unwrap_or_else(|| panic!("{} has a line {n}", seed.file()))
}

#[test]
fn every_section_starts_at_its_heading() {
    for seed in [Seed::First, Seed::Second] {
        let mut last = 0;
        for &(start, name) in seed.sections() {
            assert!(start > last, "{name}: sections in order");
            last = start;
            // 日乾 → 日干 (ERRATA.md); the second text is simplified: 怪异占 is 怪異占.
            let heading = corrected(line_of(seed, start).trim()).replace('异', "異");
            assert!(heading.starts_with(name), "{} line {start}: {heading:?} is not {name}", seed.file());
        }
    }
}

#[test]
fn every_reading_names_a_passage_found_in_its_text_and_ids_are_unique() {
    let mut families = HashSet::new();
    // The record's cases ask 射覆, 怪異 or nothing; every fourth is asked
    // besides for one of the books' topics in turn (占類), cycling through them.
    let topics: Vec<Category> = Category::ALL.into_iter().filter(|c| c.is_topic()).collect();
    for (i, c) in fired_support::cases().into_iter().step_by(4).enumerate() {
        let chart = cast(&c.input, &c.options).unwrap();
        let mut ask = Ask::of_topic(c.topic);
        ask.lei = c.lei;
        let mut all = for_chart(&chart, &ask);
        if c.topic.is_none() {
            let asked = Ask { category: topics[i % topics.len()], lei: c.lei, ..Ask::default() };
            all.extend(for_chart(&chart, &asked).into_iter().filter(|r| r.family == Family::Zhanlei));
        }
        let mut ids = HashSet::new();
        for r in &all {
            families.insert(r.family);
            assert!(ids.insert((r.family, r.id.clone())), "case {}: {} {} twice", c.no, r.family.key(), r.id);
            assert!(!r.title.is_empty() && !r.passages.is_empty(), "{r:?}");
            assert!(!r.facts.is_empty(), "case {}: {} {} has no fact", c.no, r.family.key(), r.id);
            for p in &r.passages {
                match p.source {
                    Source::Seed { text: Seed::First, line } => {
                        assert!(corrected(line_of(Seed::First, line)).contains(p.text()), "{r:?}")
                    }
                    Source::Seed { text: Seed::Second, line } => {
                        assert!(line_of(Seed::Second, line).contains(p.printed), "{r:?}")
                    }
                    Source::Book { place, .. } => assert!(!place.is_empty(), "{r:?}"),
                }
            }
        }
    }
    assert_eq!(families.len(), Family::ALL.len(), "every family fires somewhere");
}
