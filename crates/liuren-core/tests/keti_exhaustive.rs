//! The lesson patterns over all 720 lessons (60 days × 12 plates), under every
//! school option of the transmissions: each rule checked against the statement
//! it implements, written independently here, with the counts printed
//! (`cargo test --test keti_exhaustive -- --nocapture`).

use std::collections::{BTreeMap, HashSet};

use liuren_core::cycle::{Branch, GanZhi, SeasonRank};
use liuren_core::keti::{all_patterns, catalogue, lesson_readings};
use liuren_core::lessons::{Clash, FourLessons};
use liuren_core::plate::Plate;
use liuren_core::reading::Reading;
use liuren_core::transmissions::{
    transmissions_of, DuplicateLessons, Family, FuYinMaoRule, SheHaiRule, TransmissionRules, YaoKeTie,
};

fn all_rules() -> Vec<TransmissionRules> {
    let mut v = Vec::new();
    for shehai in [SheHaiRule::Depth, SheHaiRule::MengZhongJi] {
        for fuyin_mao in [FuYinMaoRule::MaoZiWu, FuYinMaoRule::MaoZiMao] {
            for duplicate_lessons in [DuplicateLessons::Drop, DuplicateLessons::Keep] {
                for yaoke_tie in [YaoKeTie::SheHai, YaoKeTie::FirstInOrder] {
                    v.push(TransmissionRules { shehai, fuyin_mao, duplicate_lessons, yaoke_tie });
                }
            }
        }
    }
    v
}

fn has(found: &[Reading], id: &str) -> bool {
    found.iter().any(|f| f.id == id)
}

#[test]
fn catalogue_is_well_formed() {
    let mut ids = HashSet::new();
    let mut n = 0;
    for p in all_patterns() {
        n += 1;
        assert!(ids.insert(p.id), "duplicate id {}", p.id);
        assert!(p.id.is_ascii() && !p.id.is_empty());
        assert!(!p.name.is_empty() && !p.verse.is_empty());
        assert!(p.source.starts_with('《'), "{}: {}", p.id, p.source);
    }
    assert_eq!(catalogue::JIAN_CHUAN_FORMS.len(), 24);
    println!("{n} patterns in the catalogue");
}

#[test]
fn a_lesson_reading_serialises_in_the_one_model() {
    let day: GanZhi = "甲子".parse().unwrap();
    let plate = Plate::with_over_zi(Branch::Chou);
    let t = liuren_core::transmissions::transmissions(day, plate, TransmissionRules::default());
    let v = serde_json::to_value(lesson_readings(day, plate, &t)).unwrap();
    let first = v.as_array().unwrap()[0].as_object().unwrap();
    for k in ["family", "id", "title", "passages", "verse", "tone", "facts"] {
        assert!(first.contains_key(k), "{k}");
    }
    assert_eq!(first["family"], "keti");
    assert_eq!(first["title"], "重審");
    assert_eq!(first["passages"][0]["source"], "《六壬大全》第一冊 起例·賊克法 (頁8)");
    assert_eq!(first["facts"][0]["text"], "三傳 辰巳午 重審");
    assert_eq!(first["facts"][0]["about"], serde_json::json!(["辰", "巳", "午", "初傳", "中傳", "末傳"]));
}

#[test]
fn every_lesson_obeys_the_definitions() {
    let catalogue: HashSet<&str> = all_patterns().map(|p| p.id).collect();
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    let rules = all_rules();
    for r in &rules {
        let mut fuyin = 0;
        let mut fanyin = 0;
        for day in GanZhi::ALL {
            let bazhuan_day = day.stem().lodge() == day.branch();
            for over_zi in Branch::ALL {
                let plate = Plate::with_over_zi(over_zi);
                let four = FourLessons::new(day, plate);
                let t = transmissions_of(day, plate, &four, *r);
                let found = lesson_readings(day, plate, &t);
                let [a, b, c] = t.branches;
                let ctx = format!("{day} 子上{over_zi} {a}{b}{c} {} {r:?}", t.method.hanzi());

                for f in &found {
                    assert!(catalogue.contains(f.id.as_ref()), "{ctx}: {} not in the catalogue", f.id);
                    assert!(
                        !f.facts.is_empty() && f.facts.iter().all(|x| !x.text.is_empty() && !x.about.is_empty()),
                        "{ctx}: {}",
                        f.id
                    );
                    if *r == TransmissionRules::default() {
                        *counts.entry(liuren_core::keti::pattern(&f.id).unwrap().id).or_default() += 1;
                    }
                }
                // Exactly one method pattern, the method's own.
                let method_hits = found.iter().filter(|f| f.title == t.method.hanzi()).count();
                assert_eq!(method_hits, 1, "{ctx}");

                // 伏吟 exactly where heaven = earth; 返吟 where heaven opposes earth.
                assert_eq!(has(&found, "fuyin"), plate.is_fuyin(), "{ctx}");
                assert_eq!(has(&found, "fanyin"), plate.is_fanyin(), "{ctx}");
                fuyin += usize::from(has(&found, "fuyin"));
                fanyin += usize::from(has(&found, "fanyin"));
                assert_eq!(t.method.family() == Family::FuYin, has(&found, "fuyin"), "{ctx}");

                // 連茹 and 間傳: consecutive steps of ±1 and ±2.
                assert_eq!(has(&found, "jinru"), b == a.next() && c == b.next(), "{ctx}");
                assert_eq!(has(&found, "tuiru"), b == a.previous() && c == b.previous(), "{ctx}");
                let spaced = (b == a.wrapping_add(2) && c == b.wrapping_add(2))
                    || (b == a.wrapping_add(-2) && c == b.wrapping_add(-2));
                assert_eq!(has(&found, "jianchuan"), spaced, "{ctx}");
                let forms = found.iter().filter(|f| f.id.starts_with("jianchuan-")).count();
                assert_eq!(forms, usize::from(spaced), "{ctx}");

                // 全局: the set of three equals a 三合.
                let mut set = vec![a, b, c];
                set.sort();
                let triad = {
                    let mut t = a.triad().to_vec();
                    t.sort();
                    t
                };
                let frame = set == triad;
                let frames = ["runxia", "yanshang", "quzhi", "congge"].iter().filter(|i| has(&found, i)).count();
                assert_eq!(frames, usize::from(frame), "{ctx}");
                assert_eq!(has(&found, "jiase"), [a, b, c].iter().all(|x| x.rank() == SeasonRank::Ji), "{ctx}");
                // Earth transmissions are either 遊子 or 稼穡 by 訂訛 (「無丁馬」), never both.
                assert_eq!(has(&found, "jiase"), has(&found, "youzi-dinge") != has(&found, "jiase-dinge"), "{ctx}");

                // 六純 exactly when the four uppers and the three transmissions share a polarity.
                let six: Vec<Branch> = four.0.iter().map(|l| l.upper).chain([a, b, c]).collect();
                let pure = six.iter().all(|x| x.polarity() == six[0].polarity());
                assert_eq!(has(&found, "liuchun"), pure, "{ctx}");

                // 玄胎: all 孟.
                assert_eq!(has(&found, "xuantai"), [a, b, c].iter().all(|x| x.rank() == SeasonRank::Meng), "{ctx}");

                // 八專 forms only on the five 八專 days; 帷薄不修 (訂訛) exactly on the 八專 method.
                if !bazhuan_day {
                    assert!(!has(&found, "duzu") && !has(&found, "weibo-dinge"), "{ctx}");
                }
                assert_eq!(has(&found, "weibo-dinge"), t.method.hanzi() == "八專", "{ctx}");

                // 九醜 only on its ten days.
                if has(&found, "jiuchou") || has(&found, "jiuchou-xinjing") {
                    let ten = ["戊子", "戊午", "壬子", "壬午", "乙卯", "己卯", "辛卯", "乙酉", "己酉", "辛酉"];
                    assert!(ten.contains(&day.hanzi().as_str()), "{ctx}");
                }

                // 不備 exactly when three lessons differ.
                assert_eq!(has(&found, "bubei"), four.distinct() == 3, "{ctx}");
                if has(&found, "bubei") {
                    assert!(has(&found, "wuyin"), "{ctx}");
                }

                // 度厄, 無祿, 絕嗣 by counting the four lessons.
                let ke = four.0.iter().filter(|l| l.clash() == Some(Clash::UpperOvercomesLower)).count();
                let zei = four.0.iter().filter(|l| l.clash() == Some(Clash::LowerRobsUpper)).count();
                assert_eq!(has(&found, "due"), ke == 3 || zei == 3, "{ctx}");
                assert_eq!(has(&found, "wulu"), ke == 4, "{ctx}");
                assert_eq!(has(&found, "juesi-dinge"), ke == 4, "{ctx}");
                assert_eq!(has(&found, "juesi"), zei == 4, "{ctx}");
                assert_eq!(has(&found, "wulu-dinge"), zei == 4, "{ctx}");

                // 斬關: 魁罡 first, and it is 干上 or 支上.
                let zg = matches!(a, Branch::Chen | Branch::Xu) && (a == four.stem_upper() || a == four.branch_upper());
                assert_eq!(has(&found, "zhanguan"), zg, "{ctx}");

                // 軒蓋 午卯子; 鑄印 訂訛 巳戌卯.
                assert_eq!(has(&found, "xuangai"), [a, b, c] == [Branch::Wu, Branch::Mao, Branch::Zi], "{ctx}");
                assert_eq!(has(&found, "zhuyin-dinge"), [a, b, c] == [Branch::Si, Branch::Xu, Branch::Mao], "{ctx}");

                // The 訂訛 三奇 needs the 旬奇; so it never fires without the 正文 one.
                if has(&found, "sanqi-dinge") {
                    assert!(has(&found, "sanqi"), "{ctx}");
                }
                // 孤寡 (旬, first reading) exactly when the first is void.
                assert_eq!(has(&found, "gugua-xun-1"), day.xun_kong().contains(&a), "{ctx}");
            }
        }
        assert_eq!(fuyin, 60, "{r:?}");
        assert_eq!(fanyin, 60, "{r:?}");
    }
    println!("lesson patterns over the 720 lessons (default rules):");
    for (id, n) in &counts {
        let name = all_patterns().find(|p| p.id == *id).map(|p| p.name).unwrap_or("?");
        println!("{n:5}  {name} ({id})");
    }
}
