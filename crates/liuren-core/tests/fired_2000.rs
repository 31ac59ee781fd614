//! Behaviour kept across the one model of a reading: on each of the 2,000 fixed
//! charts of `fired_support`, the readings of every family that fire now are the
//! ones that fired before the model existed (`tests/data/fired_2000.tsv`, written
//! by the engine at commit "Behaviour record before one model of a reading").
//!
//! The record names each reading by what the old shapes carried: 神煞 by its
//! table's line, 課體 by pattern id, 畢法 by number, 卷中 patterns by id and quick
//! readings by `q<line>`, 射覆 and 怪異 by line and variant. Here the same key is
//! read off each [`Reading`] of the one model, and the sets are compared chart by
//! chart, family by family.

mod fired_support;

use std::collections::{BTreeMap, BTreeSet};

use liuren_core::chart::cast;
use liuren_core::reading::{for_chart, Ask, Family, Reading};

const RECORD: &str = include_str!("data/fired_2000.tsv");

/// The record's key of a reading.
fn key(r: &Reading) -> String {
    let line = || r.passage().source.line().expect("a seed text's line");
    match r.family {
        Family::Shensha => line().to_string(),
        Family::Keti => r.id.to_string(),
        Family::Bifa => r.id.trim_start_matches("fa").to_string(),
        Family::Juanzhong if r.id.starts_with("quick.") => format!("q{}", line()),
        Family::Juanzhong => r.id.to_string(),
        Family::Shefu | Family::Guaiyi => match r.variant {
            Some(v) => format!("{}/{v}", line()),
            None => line().to_string(),
        },
    }
}

#[test]
fn the_same_readings_fire_on_2000_charts() {
    let mut want: BTreeMap<(usize, String), BTreeSet<String>> = BTreeMap::new();
    for row in RECORD.lines().filter(|l| !l.starts_with('#')) {
        let mut f = row.split('\t');
        let (no, fam, keys) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap_or(""));
        want.insert((no.parse().unwrap(), fam.to_string()), keys.split(' ').map(str::to_string).collect());
    }
    let mut differences = Vec::new();
    for c in fired_support::cases() {
        let chart = cast(&c.input, &c.options).expect("every case casts");
        let mut ask = Ask::of_topic(c.topic);
        ask.lei = c.lei;
        let mut got: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for r in for_chart(&chart, &ask) {
            got.entry(r.family.key().to_string()).or_default().insert(key(&r));
        }
        for fam in Family::ALL.map(Family::key) {
            let w = want.get(&(c.no, fam.to_string())).cloned().unwrap_or_default();
            let g = got.remove(fam).unwrap_or_default();
            if w != g {
                let lost: Vec<_> = w.difference(&g).collect();
                let new: Vec<_> = g.difference(&w).collect();
                differences.push(format!("case {} {fam}: no longer {lost:?}, now also {new:?}", c.no));
            }
        }
    }
    assert!(differences.is_empty(), "{} differences:\n{}", differences.len(), differences.join("\n"));
}
