//! The readings against the text and over many charts: every quoted passage is in the seed
//! text at its line; nothing panics on a year of charts or on the 720 with any 類神; every
//! pattern and reading names facts and a passage of the registry; every passage is used.

mod readings_support;

use std::collections::BTreeSet;

use liuren_core::calendar::Moment;
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::readings::{passages, Passage};
use liuren_core::shensha::errata::corrected;
use readings_support::*;

#[test]
fn every_passage_is_in_the_text_at_its_line() {
    let lines: Vec<&str> = SEED.lines().collect();
    let all = passages();
    assert!(all.len() > 100);
    for p in &all {
        let line = lines[p.line as usize - 1];
        assert!(line.contains(p.text), "line {}: {:?} is not in {:?}", p.line, p.text, line);
        // Shown in the corrected reading: no 醜 for 丑, no 乾/幹 for 干.
        let shown = p.corrected();
        assert!(!shown.contains('醜') && !shown.contains('乾') && !shown.contains('幹'), "{shown}");
    }
    // No passage is listed twice.
    let distinct: BTreeSet<(u32, &str)> = all.iter().map(|p| (p.line, p.text)).collect();
    assert_eq!(distinct.len(), all.len());
}

#[test]
fn the_rest_of_juanzhong_is_quoted() {
    // Issue #4: 外國分野 (33–43), 彼處安危 (47), 印神 (385, 387), 沐浴…養 (393–465), 支德 (469),
    // 冤仇 (477), 全局吉凶 (625), 道里 官品 件數 (641–645), 新舊 of things and livestock (665, 667).
    let lines: BTreeSet<u32> = passages().iter().map(|p| p.line).collect();
    for line in [
        33, 35, 37, 39, 41, 43, 47, 385, 387, 393, 397, 401, 405, 409, 413, 417, 421, 425, 457, 461, 465, 469, 477,
        625, 641, 643, 645, 665, 667,
    ] {
        assert!(lines.contains(&line), "no passage quotes line {line}");
    }
    // Quoted as printed, slips and all: 「干支輪至養 位」 (465) keeps its stray space.
    assert!(passages().iter().any(|p| p.line == 465 && p.text.contains("養 位")));
}

fn charts_of_2026() -> impl Iterator<Item = Chart> {
    let first: Moment = "2026-01-01T10:00:00+08:00".parse().unwrap();
    (0..365).map(move |d| {
        let m = Moment { unix: first.unix + d * 86_400, offset_minutes: 480 };
        let querent =
            Some(Querent { birth_year: 1960 + (d as i32 % 60), sex: if d % 2 == 0 { Sex::Male } else { Sex::Female } });
        cast(&CastInput { querent, ..CastInput::at(m) }, &ChartOptions::default()).unwrap()
    })
}

/// Whether the registry lists the passage a reading quotes (its line and printed words).
fn listed(registry: &[Passage], r: &Reading) -> bool {
    registry.contains(&Passage::new(r.line(), r.passage().printed))
}

fn check(c: &Chart, lei: Option<Branch>, registry: &[Passage], used: &mut BTreeSet<(u32, &'static str)>) {
    for p in all(c, lei) {
        assert!(!p.facts.is_empty() && p.texts().iter().all(|f| !f.is_empty()), "{} on {}", p.id, c.day());
        assert!(listed(registry, &p), "{}: passage not in the registry", p.id);
        assert!(p.id.contains('.') && !p.title.is_empty());
        used.insert((p.line(), p.passage().printed));
    }
    let readings = quick(c, lei);
    for topic in ["數目", "顏色", "新舊", "親疏", "遠近", "遲速", "已往未來", "分野", "分方"] {
        assert!(readings.iter().any(|r| r.topic() == topic), "{topic} on {}", c.day());
    }
    for r in readings {
        assert!(!r.facts.is_empty() && !r.verdict().is_empty(), "{} on {}", r.topic(), c.day());
        assert!(listed(registry, &r), "{}: passage not in the registry", r.topic());
        used.insert((r.line(), r.passage().printed));
    }
}

#[test]
fn a_year_of_charts_and_the_720_with_every_lei_shen() {
    let registry = passages();
    let mut used = BTreeSet::new();
    for c in charts_of_2026() {
        check(&c, None, &registry, &mut used);
        check(&c, Some(c.transmissions.branches[2]), &registry, &mut used);
    }
    for day in GanZhi::ALL {
        let day = day.hanzi();
        for over_zi in Branch::ALL {
            for s in [on(&day, over_zi.hanzi(), "子").daytime(), on(&day, over_zi.hanzi(), "子").night().text_nobles()]
            {
                let c = s.cast();
                for lei in Branch::ALL {
                    check(&c, Some(lei), &registry, &mut used);
                }
            }
        }
    }
    // Every passage the module quotes is shown by some chart.
    let unused: Vec<_> = registry.iter().filter(|p| !used.contains(&(p.line, p.text))).collect();
    assert!(unused.is_empty(), "never shown: {unused:#?}");
}

#[test]
fn serialised_shape() {
    let c = on("壬申", "酉", "未").cast();
    let v = serde_json::to_value(all(&c, None)).unwrap();
    let first = &v.as_array().unwrap()[0];
    let keys: BTreeSet<&str> = first.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        BTreeSet::from(["family", "id", "kind", "title", "verdict", "passages", "verse", "variant", "tone", "facts"])
    );
    let tomb = v.as_array().unwrap().iter().find(|p| p["id"] == "tomb.day_night").unwrap();
    let passage = &tomb["passages"][0];
    assert_eq!(passage["line"], 451);
    // The corrected reading: 「戌丑為夜墓」, printed 「戌醜」.
    let shown = passage["text"].as_str().unwrap();
    assert!(shown.contains("戌丑為夜墓") && passage["printed"].as_str().unwrap().contains("戌醜"), "{passage}");
    assert_eq!(shown, corrected(liuren_core::readings::tomb::DAY_NIGHT.text));
    let q = serde_json::to_value(quick(&c, None)).unwrap();
    assert_eq!(q[0]["kind"], "數目");
    assert!(q[0]["verdict"].is_string());
}

#[test]
fn the_core_quotes_the_corrected_slips() {
    // 純雜 (629) is printed 「丁與第三者合……辛與丙癸」; shown as ERRATA.md reads it.
    let p = liuren_core::readings::course::PURE_STEM;
    assert!(p.text.contains("丁與第三者合"));
    assert!(p.corrected().contains("丁與壬合") && p.corrected().contains("辛與丙合"));
}
