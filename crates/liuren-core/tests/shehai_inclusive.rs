//! 涉害 by depth, the two counts: the 課經's example leaves the palace the
//! candidate sits on out (「丑加卯前行，只歷辰中乙木一重」, `depth`); the 御定
//! commentary on 戊辰日第六局 (「各涉四害」), SixRens and wlhyl count it
//! (`depth-inclusive`). Over the 720 lessons exactly six come out differently.

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::transmissions::{transmissions_of, DuplicateLessons, SheHaiRule, TransmissionRules};

fn differing(duplicate_lessons: DuplicateLessons) -> Vec<String> {
    let rules = |shehai| TransmissionRules { shehai, duplicate_lessons, ..TransmissionRules::default() };
    let mut out = Vec::new();
    for day in GanZhi::ALL {
        for over_zi in Branch::ALL {
            let plate = Plate::with_over_zi(over_zi);
            let four = FourLessons::new(day, plate);
            let a = transmissions_of(day, plate, &four, rules(SheHaiRule::Depth));
            let b = transmissions_of(day, plate, &four, rules(SheHaiRule::DepthInclusive));
            if a.branches != b.branches {
                let s = |t: &[Branch; 3]| t.iter().map(|x| x.hanzi()).collect::<String>();
                out.push(format!("{day} {over_zi}加子 {}→{}", s(&a.branches), s(&b.branches)));
            }
        }
    }
    out
}

#[test]
fn exactly_the_six_named_lessons_differ() {
    // Under `duplicates=keep` (the default): 丁卯, 己卯, 辛卯, 己亥, 乙卯 with 辰加子
    // and 甲辰 巳加子, as found by holding the engine against SixRens and wlhyl.
    assert_eq!(
        differing(DuplicateLessons::Keep),
        [
            "丁卯 辰加子 未亥卯→亥卯未",
            "己卯 辰加子 未亥卯→亥卯未",
            "辛卯 辰加子 未亥卯→亥卯未",
            "己亥 辰加子 未亥卯→亥卯未",
            "甲辰 巳加子 寅未子→子巳戌",
            "乙卯 辰加子 未亥卯→亥卯未",
        ]
    );
    // Under `drop` 丁卯 辰加子 is not a 涉害 lesson at all (its repeated lesson
    // is dropped), so five remain.
    assert_eq!(differing(DuplicateLessons::Drop).len(), 5);
}

/// 御定 戊辰日第六局 (未加子, counting 子加子 as the first 局 and the plate
/// backward): 子 on 巳 and 午 on 亥 「各涉四害」 — four each only when the
/// starting palace is counted; the other count gives three and two.
#[test]
fn wuchen_sixth_plate_each_wades_four() {
    let day: GanZhi = "戊辰".parse().unwrap();
    let plate = Plate::with_over_zi(Branch::Wei);
    let four = FourLessons::new(day, plate);
    let trace = |shehai| {
        transmissions_of(day, plate, &four, TransmissionRules { shehai, ..TransmissionRules::default() }).trace
    };
    let inclusive = trace(SheHaiRule::DepthInclusive);
    assert!(inclusive.iter().any(|l| l.starts_with("子臨巳") && l.contains("涉4重")), "{inclusive:?}");
    assert!(inclusive.iter().any(|l| l.starts_with("午臨亥") && l.contains("涉4重")), "{inclusive:?}");
    let depth = trace(SheHaiRule::Depth);
    assert!(depth.iter().any(|l| l.starts_with("子臨巳") && l.contains("涉3重")), "{depth:?}");
    assert!(depth.iter().any(|l| l.starts_with("午臨亥") && l.contains("涉2重")), "{depth:?}");
}

/// The 課經's own example keeps the existing count: 丁卯日 亥加丑 against 丑加卯,
/// 「丑加卯前行，只歷辰中乙木一重」 — one under `depth`.
#[test]
fn kejing_example_counts_one_without_the_start() {
    let day: GanZhi = "丁卯".parse().unwrap();
    // 亥 over 丑: 子 carries 戌.
    let plate = Plate::with_over_zi(Branch::Xu);
    let four = FourLessons::new(day, plate);
    let t = transmissions_of(day, plate, &four, TransmissionRules::default());
    assert!(t.trace.iter().any(|l| l.starts_with("丑臨卯") && l.contains("涉1重")), "{:?}", t.trace);
    assert_eq!(t.branches[0], Branch::Hai, "{:?}", t.trace);
}
