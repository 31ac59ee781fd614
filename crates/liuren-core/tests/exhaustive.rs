//! Every day × 月將 × 占時 (60 × 12 × 12 = 8,640 charts), checked for the
//! invariants the rules state, under every school option.

use liuren_core::cycle::{Branch, GanZhi, Stem, StemOrBranch};
use liuren_core::generals::{General, Generals, NobleRules};
use liuren_core::lessons::{Clash, FourLessons};
use liuren_core::plate::Plate;
use liuren_core::transmissions::{
    transmissions_of, DuplicateLessons, Family, FuYinMaoRule, Method, SheHaiRule, TransmissionRules, YaoKeTie,
};

fn all_rules() -> Vec<TransmissionRules> {
    let mut v = Vec::new();
    for shehai in [SheHaiRule::Depth, SheHaiRule::MengZhongJi, SheHaiRule::DepthInclusive] {
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

#[test]
fn lessons_and_transmissions_obey_their_rules() {
    for rules in all_rules() {
        for day in GanZhi::ALL {
            let yang = day.stem().is_yang();
            for general in Branch::ALL {
                for hour in Branch::ALL {
                    let plate = Plate::new(general, hour);
                    let four = FourLessons::new(day, plate);
                    let l = four.0;
                    // Lesson structure.
                    assert_eq!(l[0].lower, StemOrBranch::Stem(day.stem()));
                    assert_eq!(l[0].upper, plate.heaven_over(day.stem().lodge()));
                    assert_eq!(l[1].lower, StemOrBranch::Branch(l[0].upper));
                    assert_eq!(l[2].lower, StemOrBranch::Branch(day.branch()));
                    assert_eq!(l[3].lower, StemOrBranch::Branch(l[2].upper));
                    for x in &l[1..] {
                        let StemOrBranch::Branch(b) = x.lower else { panic!() };
                        assert_eq!(x.upper, plate.heaven_over(b));
                    }

                    let t = transmissions_of(day, plate, &four, rules);
                    let [a, b, c] = t.branches;
                    let ctx = format!("{day} {general}將{hour}時 {rules:?}: {a}{b}{c} {}", t.method.hanzi());
                    let family = t.method.family();
                    assert_eq!(plate.is_fuyin(), family == Family::FuYin, "{ctx}");
                    assert_eq!(plate.is_fanyin(), family == Family::FanYin, "{ctx}");
                    let uppers: Vec<Branch> = l.iter().map(|x| x.upper).collect();
                    let any_clash = l.iter().any(|x| x.clash().is_some());
                    match family {
                        Family::ZeiKe | Family::BiYong | Family::SheHai | Family::YaoKe => {
                            // 中 over 初, 末 over 中; the first is one of the uppers.
                            assert_eq!(b, plate.heaven_over(a), "{ctx}");
                            assert_eq!(c, plate.heaven_over(b), "{ctx}");
                            if t.method != Method::ZhuiXia {
                                assert!(uppers.contains(&a), "{ctx}");
                            }
                        }
                        Family::FanYin => {
                            assert_eq!(t.method == Method::WuYi, t.selection.is_some(), "{ctx}");
                            if t.method == Method::WuYi {
                                assert_eq!(b, a.opposite(), "{ctx}");
                                assert_eq!(c, a, "{ctx}");
                            } else {
                                assert!(!any_clash, "{ctx}");
                                assert_eq!(a, day.branch().post_horse(), "{ctx}");
                                assert_eq!([b, c], [l[2].upper, l[0].upper], "{ctx}");
                            }
                        }
                        Family::FuYin => {
                            // The chain of 刑 (or the swap to 干上/支上, or the 沖).
                            assert!(a == l[0].upper || a == l[2].upper, "{ctx}");
                            assert!(b == a.punishes() || b == l[0].upper || b == l[2].upper, "{ctx}");
                            assert!(c == b.punishes() || c == b.opposite(), "{ctx}");
                        }
                        Family::MaoXing => {
                            assert!(!any_clash && four.distinct() == 4, "{ctx}");
                            if yang {
                                assert_eq!(
                                    [a, b, c],
                                    [plate.heaven_over(Branch::You), l[2].upper, l[0].upper],
                                    "{ctx}"
                                );
                            } else {
                                assert_eq!(
                                    [a, b, c],
                                    [plate.earth_under(Branch::You), l[0].upper, l[2].upper],
                                    "{ctx}"
                                );
                            }
                        }
                        Family::BieZe => {
                            assert!(four.distinct() == 3, "{ctx}");
                            assert_eq!([b, c], [l[0].upper, l[0].upper], "{ctx}");
                        }
                        Family::BaZhuan => {
                            assert_eq!(day.stem().lodge(), day.branch(), "{ctx}");
                            assert!(!any_clash, "{ctx}");
                            assert_eq!([b, c], [l[0].upper, l[0].upper], "{ctx}");
                        }
                    }
                    // A single 下賊上 among the lessons always starts (重審), whatever the school.
                    let zei: Vec<Branch> = l
                        .iter()
                        .enumerate()
                        .filter(|(i, x)| {
                            x.clash() == Some(Clash::LowerRobsUpper)
                                && !(*i == 3
                                    && x.upper == l[0].upper
                                    && x.lower == StemOrBranch::Branch(day.stem().lodge())
                                    && rules.duplicate_lessons == DuplicateLessons::Drop)
                        })
                        .map(|(_, x)| x.upper)
                        .collect();
                    if !plate.is_fuyin() && !zei.is_empty() && zei.iter().all(|&z| z == zei[0]) {
                        if plate.is_fanyin() {
                            assert_eq!(t.selection, Some(Method::ChongShen), "{ctx}");
                        } else {
                            assert_eq!(t.method, Method::ChongShen, "{ctx}");
                        }
                        assert_eq!(a, zei[0], "{ctx}");
                    }
                    assert!(!t.trace.is_empty());
                }
            }
        }
    }
}

#[test]
fn generals_obey_their_rules() {
    for stem in Stem::ALL {
        for general in Branch::ALL {
            for hour in Branch::ALL {
                let plate = Plate::new(general, hour);
                for daytime in [true, false] {
                    let noble = NobleRules::default().noble(stem, daytime);
                    let g = Generals::new(plate, noble);
                    assert_eq!(g.on(noble), General::Guiren);
                    let earth = plate.earth_under(noble);
                    let forward = [Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen]
                        .contains(&earth);
                    assert_eq!(g.forward(), forward);
                    let next = if forward { noble.next() } else { noble.previous() };
                    assert_eq!(g.on(next), General::Tengshe);
                    // 天后 is always next to 貴人 on the other side.
                    let prev = if forward { noble.previous() } else { noble.next() };
                    assert_eq!(g.on(prev), General::Tianhou);
                }
            }
        }
    }
}

#[test]
fn method_counts_over_the_720() {
    // Print the distribution (documented in the README); assert only facts that
    // follow from the rules: 60 伏吟 and 60 返吟 lessons, and 井欄射 on exactly the
    // six 丑/未 days of 丁己辛.
    let mut counts = std::collections::BTreeMap::new();
    for day in GanZhi::ALL {
        for over_zi in Branch::ALL {
            let plate = Plate::with_over_zi(over_zi);
            let four = FourLessons::new(day, plate);
            let t = transmissions_of(day, plate, &four, TransmissionRules::default());
            *counts.entry(t.method.hanzi()).or_insert(0) += 1;
            if t.method == Method::JingLanShe {
                assert!(["丁丑", "己丑", "辛丑", "丁未", "己未", "辛未"].contains(&day.hanzi().as_str()));
            }
        }
    }
    let fuyin: i32 = ["自任", "自信", "杜傳"].iter().map(|k| counts.get(k).copied().unwrap_or(0)).sum();
    let fanyin: i32 = ["無依", "井欄射"].iter().map(|k| counts.get(k).copied().unwrap_or(0)).sum();
    assert_eq!(fuyin, 60);
    assert_eq!(fanyin, 60);
    assert_eq!(counts.get("井欄射"), Some(&6));
    println!("{counts:?}");
}
