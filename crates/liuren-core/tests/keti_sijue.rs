//! 四絕 — 《六壬大全》 卷三 「午加亥上酉加寅，子居巳位卯居申。諸經名此為四絕」:
//! fixed by the rotation alone, so `liuren table` names it.

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti;
use liuren_core::plate::Plate;
use liuren_core::relations::LifeStage;
use liuren_core::transmissions::{transmissions, TransmissionRules};

/// The verse's four placings, each a 正 branch on the palace of its element's 絕.
const PLACINGS: [(Branch, Branch); 4] =
    [(Branch::Wu, Branch::Hai), (Branch::You, Branch::Yin), (Branch::Zi, Branch::Si), (Branch::Mao, Branch::Shen)];

#[test]
fn each_placing_is_a_jue() {
    for (heaven, earth) in PLACINGS {
        assert_eq!(LifeStage::of_element(heaven.element(), earth), LifeStage::Extinction, "{heaven}加{earth}");
    }
}

/// The four placings hold together on exactly one of the twelve plates (未加子),
/// and 四絕 is named on all sixty days of that plate and on no other lesson.
#[test]
fn named_on_the_rotation_and_nowhere_else() {
    let mut named = 0;
    for over_zi in Branch::ALL {
        let plate = Plate::with_over_zi(over_zi);
        let placed = PLACINGS.iter().filter(|&&(h, e)| plate.heaven_over(e) == h).count();
        // Each placing fixes the rotation, so either all four hold or none.
        assert!(placed == 0 || placed == 4, "{over_zi}加子: {placed}");
        for day in GanZhi::ALL {
            let t = transmissions(day, plate, TransmissionRules::default());
            let r = keti::lesson_readings(day, plate, &t);
            let sijue = r.iter().find(|x| x.id == "sijue");
            assert_eq!(sijue.is_some(), placed == 4, "{day} {over_zi}加子");
            if let Some(x) = sijue {
                assert_eq!(x.title, "四絕");
                let facts: Vec<&str> = x.facts.iter().map(|f| f.text.as_str()).collect();
                assert_eq!(facts, ["午加亥", "酉加寅", "子加巳", "卯加申"]);
                named += 1;
            }
        }
    }
    assert_eq!(named, 60);
}
