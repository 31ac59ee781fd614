//! Golden 課例: charts printed in published books (《六壬大全》, 《六壬斷案》,
//! 《六壬心鏡》, 《大六壬預測學》's 720-lesson table), each row citing its source.
//! The data and where each chart was read are in `tests/data/golden_keli.md`
//! (Part B); `golden_keli.tsv` holds the same rows in machine form.

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::transmissions::{transmissions_of, DuplicateLessons, SheHaiRule, TransmissionRules};

fn rules(school: &str) -> TransmissionRules {
    let mut r = TransmissionRules::default();
    for opt in school.split(',').filter(|s| !s.is_empty()) {
        match opt {
            "shehai=mengzhong" => r.shehai = SheHaiRule::MengZhongJi,
            "duplicates=keep" => r.duplicate_lessons = DuplicateLessons::Keep,
            other => panic!("unknown school option {other}"),
        }
    }
    r
}

#[test]
fn published_charts() {
    let data = include_str!("data/golden_keli.tsv");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (n, line) in data.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let (source, day, over_zi, lessons, chuan, school) =
            (f[0], f[1], f[2], f[3], f[4], f.get(6).copied().unwrap_or(""));
        let day: GanZhi = day.parse().unwrap();
        let plate = Plate::with_over_zi(over_zi.parse::<Branch>().unwrap());
        let four = FourLessons::new(day, plate);
        if lessons != "—" {
            let got: Vec<String> = four.0.iter().map(|l| format!("{}/{}", l.upper, l.lower)).collect();
            let got = got.join(" ");
            if got != lessons {
                failures.push(format!("line {}: {source} {day}: lessons {got}, book {lessons}", n + 1));
            }
        }
        let t = transmissions_of(day, plate, &four, rules(school));
        let got: String = t.branches.iter().map(|b| b.hanzi()).collect();
        if got != chuan {
            failures.push(format!(
                "line {}: {source} {day} 子上{over_zi}: 三傳 {got} ({}), book {chuan}\n    {}",
                n + 1,
                t.method.hanzi(),
                t.trace.join("\n    ")
            ));
        }
        if !school.is_empty() {
            // The row follows a non-default school: the default must answer otherwise,
            // or the option would be doing nothing.
            let d = transmissions_of(day, plate, &four, TransmissionRules::default());
            if d.branches == t.branches {
                failures.push(format!("line {}: {source}: the option {school} changes nothing", n + 1));
            }
        }
        checked += 1;
    }
    assert!(checked >= 80, "only {checked} rows read");
    assert!(failures.is_empty(), "{} of {checked} charts differ:\n{}", failures.len(), failures.join("\n"));
}
