//! Which school choices change a chart: listed where a book or table shows the
//! choice matters, and nothing listed where none does.

use liuren_core::chart::{cast, CastInput, ChartOptions};
use liuren_core::choices::{choices, Choice, Outcome};
use liuren_core::options;

fn input(at: &str) -> CastInput {
    CastInput::at(at.parse().unwrap())
}

fn with(mut o: ChartOptions, pairs: &[(&str, &str)]) -> ChartOptions {
    for (k, v) in pairs {
        options::set(&mut o, k, v).unwrap();
    }
    o
}

/// The choices, each checked against two casts of its own: with its `with`
/// switches, and with those and itself.
fn checked(at: &str, o: ChartOptions) -> Vec<Choice> {
    let found = choices(&input(at), &o).unwrap();
    for c in &found {
        let base = with(o, &c.with);
        let a = Outcome::of_chart(&cast(&input(at), &base).unwrap());
        let b = Outcome::of_chart(&cast(&input(at), &with(base, &[(c.option, c.value)])).unwrap());
        assert_eq!(a.changes(&b), c.changes, "{at} {} {}", c.option, c.value);
        assert!(!c.changes.is_empty());
        assert!(c.sources.contains('《') || c.sources.contains("大全") || c.sources.contains("貴人"), "{}", c.sources);
    }
    found
}

fn find<'a>(found: &'a [Choice], option: &str, value: &str) -> Option<&'a Choice> {
    found.iter().find(|c| c.option == option && c.value == value)
}

fn change<'a>(c: &'a Choice, what: &str) -> Option<(&'a str, &'a str)> {
    c.changes.iter().find(|x| x.what == what).map(|x| (x.from.as_str(), x.to.as_str()))
}

/// 《大全》 涉害課's own case, 丁卯日 亥將丑時 (戌加子): by depth 亥 starts
/// (亥酉未); by 孟仲季 丑 on 卯 (丑亥酉) — the benran720 comparison's 涉害 class.
#[test]
fn shehai_depth_against_mengzhong() {
    let found = checked("2021-03-20T01:00:00+08:00", ChartOptions::default());
    let c = find(&found, "shehai", "mengzhong").expect("mengzhong matters");
    assert!(c.with.is_empty());
    assert_eq!(change(c, "三傳"), Some(("亥酉未", "丑亥酉")));
    // Counting the starting palace gives 亥 too: not listed.
    assert!(find(&found, "shehai", "depth-inclusive").is_none());
}

/// 乙巳日 卯加辰 (亥將子時): the fourth lesson 卯 over 辰 repeats the first
/// (乙寄辰). Kept (the 720 tables): 卯寅丑 元首; dropped (《斷案》 #07): 辰卯寅.
#[test]
fn a_duplicate_lesson() {
    let keep = with(ChartOptions::default(), &[("duplicates", "keep")]);
    let found = checked("2020-03-02T23:00:00+08:00", keep);
    let c = find(&found, "duplicates", "drop").expect("drop matters");
    assert_eq!(change(c, "三傳"), Some(("卯寅丑", "辰卯寅")));
    let drop = with(ChartOptions::default(), &[("duplicates", "drop")]);
    let found = checked("2020-03-02T23:00:00+08:00", drop);
    assert_eq!(change(find(&found, "duplicates", "keep").unwrap(), "三傳"), Some(("辰卯寅", "卯寅丑")));
}

/// 辛酉日 午時 by day: 六辛 貴人 午 (《占事略決》) or 寅 (卷中's charts, 日貴歌).
#[test]
fn xin_day_noble() {
    let found = checked("2020-03-19T11:00:00+08:00", ChartOptions::default());
    let c = find(&found, "xin-yin-wu", "true").expect("xin-yin-wu matters on a 辛 day");
    assert_eq!(change(c, "貴人"), Some(("午 順", "寅 逆")));
    // Not a 壬癸 day: ren-gui-mao-si changes nothing, in any combination.
    assert!(find(&found, "ren-gui-mao-si", "true").is_none());
}

/// 酉時 is night from 卯 to 申 but day from 寅 to 酉 (《占事略決》).
#[test]
fn you_hour_day_or_night() {
    let found = checked("2025-06-18T17:30:00+08:00", ChartOptions::default());
    let c = find(&found, "day-night", "yinyou").expect("yinyou matters at 酉");
    assert_eq!(change(c, "晝夜"), Some(("夜", "晝")));
    assert!(change(c, "貴人").is_some());
    // No place given: sunrise is not weighed.
    assert!(find(&found, "day-night", "sunrise").is_none());
}

/// 戊午日 申將辰時: one lesson 賊 (元首, four distinct lessons), 戊 has 丑未 in
/// both 貴人 tables, 辰 is day under either rule: no school choice changes it.
#[test]
fn none_matters() {
    assert!(checked("2025-06-18T07:00:00+08:00", ChartOptions::default()).is_empty());
}
