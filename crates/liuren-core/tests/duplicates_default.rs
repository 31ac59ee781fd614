//! `duplicates` defaults to `keep`: a later lesson on the palace the day stem
//! already holds is used. The evidence, each checkable by hand.

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::transmissions::{transmissions_of, DuplicateLessons, Method, TransmissionRules};

fn chuan(day: &str, over_zi: Branch, rules: TransmissionRules) -> (String, Method) {
    let day: GanZhi = day.parse().unwrap();
    let plate = Plate::with_over_zi(over_zi);
    let t = transmissions_of(day, plate, &FourLessons::new(day, plate), rules);
    (t.branches.iter().map(|b| b.hanzi()).collect(), t.method)
}

fn drop() -> TransmissionRules {
    TransmissionRules { duplicate_lessons: DuplicateLessons::Drop, ..TransmissionRules::default() }
}

/// 辛酉日 丑加子: 亥/辛 子/亥 戌/酉 亥/戌. Only the fourth lesson has a 克 (戌
/// 賊 亥), and it repeats the first (辛寄戌). Kept — 《六壬指南》's case, 三傳 亥子丑;
/// dropped — 《大全》 畢法 第九十三法's 盤13, 丑亥亥 by 別責.
#[test]
fn xin_you_chou_over_zi() {
    assert_eq!(chuan("辛酉", Branch::Chou, TransmissionRules::default()), ("亥子丑".into(), Method::ChongShen));
    assert_eq!(chuan("辛酉", Branch::Chou, drop()), ("丑亥亥".into(), Method::BieZe));
}

/// 《六壬大全》 起例 counts nine 別責 lessons among the 720; dropping duplicates
/// makes ten (辛酉 丑加子 the tenth).
#[test]
fn nine_bieze_lessons() {
    let count = |rules| {
        let mut n = Vec::new();
        for day in GanZhi::ALL {
            for over_zi in Branch::ALL {
                if chuan(&day.hanzi(), over_zi, rules).1 == Method::BieZe {
                    n.push(format!("{day}{over_zi}"));
                }
            }
        }
        n
    };
    assert_eq!(count(TransmissionRules::default()).len(), 9);
    let drop = count(drop());
    assert_eq!(drop.len(), 10);
    assert!(drop.contains(&"辛酉丑".to_string()));
}
