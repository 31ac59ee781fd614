//! What each fact of 卷中 is about (`Fact::about`), on the text's worked charts and
//! over many charts: every place named holds the branch named beside it.

mod readings_support;

use liuren_core::cycle::{Branch, GanZhi, Stem};
use liuren_core::reading::{About, Place, Reading, Tone};
use liuren_core::readings::{readings, rules, KINDS};
use liuren_core::view::ChartView;
use readings_support::*;

fn one(c: &liuren_core::chart::Chart, lei: Option<Branch>, id: &str) -> Reading {
    let v: Vec<Reading> = readings(c, lei).into_iter().filter(|r| r.id == id).collect();
    assert_eq!(v.len(), 1, "{id}");
    v.into_iter().next().unwrap()
}

fn stem(s: &str) -> About {
    About::Stem(s.parse::<Stem>().unwrap())
}

#[test]
fn the_texts_worked_charts() {
    // 367: 「正月丙辰日，丙上見小吉、勾陳……辰上見勝光、青龍」: the facts are about 丙 and 干上 未,
    // and 日支 辰 and 支上 午.
    let c = on("丙辰", "未", "巳").month("寅").daytime().cast();
    let r = one(&c, None, "strength.drained");
    assert_eq!(r.facts[0].about, [stem("丙"), About::Place(Place::GanShang), About::Branch(b("未"))]);
    let r = one(&c, None, "strength.helped");
    assert_eq!(
        r.facts[0].about,
        [About::Place(Place::DayBranch), About::Branch(b("辰")), About::Place(Place::ZhiShang), About::Branch(b("午"))]
    );
    // 427 「甲日寅加未」: 甲, its palace 寅 and the tomb 未.
    let r = one(&on("甲子", "寅", "未").cast(), None, "tomb.sit");
    assert_eq!(r.facts[0].about, [stem("甲"), About::Branch(b("寅")), About::Branch(b("未"))]);
    // 429 「丙日戌加巳」: 干上 戌, 丙; 支上 未, 日支 寅.
    let r = one(&on("丙寅", "戌", "巳").cast(), None, "tomb.wear");
    assert_eq!(r.facts[0].about, [About::Place(Place::GanShang), About::Branch(b("戌")), stem("丙")]);
    assert!(r.facts[1].concerns(About::Place(Place::ZhiShang)) && r.facts[1].concerns(About::Branch(b("寅"))));
    // 517's chart (壬申 酉加未, the text's 貴人): the 晝墓夜墓 fact names the tomb where it stands.
    let c = on("壬申", "酉", "未").daytime().text_nobles().cast();
    let v = ChartView::new(&c);
    let r = one(&c, None, "tomb.day_night");
    for f in &r.facts {
        let t = f.about.iter().find_map(|a| if let About::Branch(x) = a { Some(*x) } else { None }).unwrap();
        assert_eq!(f.about, v.about(t), "{}", f.text);
    }
    // A 類神 the caller gives is 類神 in the about.
    let c = on("甲子", "寅", "未").cast();
    for l in Branch::ALL {
        if let Some(r) = readings(&c, Some(l)).into_iter().find(|r| r.id == "tomb.good_buried") {
            if let Some(f) = r.facts.iter().find(|f| f.text.starts_with("類神")) {
                assert!(f.concerns(About::Place(Place::Lei)) && f.concerns(About::Branch(l)));
            }
        }
    }
}

#[test]
fn every_place_holds_the_branch_named_beside_it() {
    let mut checked = 0;
    for d in 0..60 {
        let day = GanZhi::from_index(d).hanzi();
        for over_zi in Branch::ALL {
            let c = on(&day, over_zi.hanzi(), "子").daytime().born(1984 + d as i32 % 12).cast();
            let v = ChartView::new(&c);
            for lei in [None, Some(over_zi)] {
                for r in readings(&c, lei) {
                    for f in &r.facts {
                        for a in &f.about {
                            let About::Place(p) = *a else { continue };
                            let held = if p == Place::Lei { lei } else { v.at(p) };
                            let held = held.unwrap_or_else(|| panic!("{} {}: {p:?} is not in the chart", r.id, f.text));
                            assert!(f.concerns(About::Branch(held)), "{} {}: {p:?} holds {held}", r.id, f.text);
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn rows_ids_kinds_and_tones() {
    let ids: Vec<&str> = rules().map(|r| r.id).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), ids.len(), "one row an id");
    for r in rules() {
        if r.is_quick() {
            assert!(
                ["數目", "顏色", "新舊", "親疏", "遠近", "眾寡", "遲速", "已往未來", "分野", "分方"].contains(&r.kind)
            );
        } else {
            let prefix = r.id.split('.').next().unwrap();
            assert_eq!(KINDS.iter().find(|(k, _)| *k == prefix).map(|p| p.1), Some(r.kind), "{}", r.id);
        }
    }
    // By hand: 「干支旺相，凡占皆吉，休囚死一匹不吉」 (369); 「惟日鬼入墓最喜」, 「吉神、類神入墓最忌」
    // (447); 「沖則墓開化吉，合則墓閉大凶」 (453); 「閉口之祿，不吉」 (403). 墓 coming as 坐墓 (427:
    // 「主困厄」) states no 吉凶.
    let tone = |id: &str| rules().find(|r| r.id == id).unwrap().tone;
    assert_eq!(tone("strength.prosperous"), Some(Tone::Good));
    assert_eq!(tone("strength.weak"), Some(Tone::Bad));
    assert_eq!(tone("tomb.ghost"), Some(Tone::Good));
    assert_eq!(tone("tomb.good_buried"), Some(Tone::Bad));
    assert_eq!(tone("tomb.open"), Some(Tone::Good));
    assert_eq!(tone("tomb.shut"), Some(Tone::Bad));
    assert_eq!(tone("stages.lu_gui"), Some(Tone::Bad));
    assert_eq!(tone("tomb.sit"), None);
}
