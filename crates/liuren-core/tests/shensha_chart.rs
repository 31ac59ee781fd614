//! The 神煞 of a chart: every table applies once a chart, read at the right pillar,
//! and every meaning shown can be found in the seed text.

use liuren_core::calendar::Moment;
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions};
use liuren_core::cycle::Branch;
use liuren_core::shensha::basis::{month_number, Season};
use liuren_core::shensha::errata::corrected;
use liuren_core::shensha::extra::{
    eight_demons, river_over_well, RiverOverWell, EIGHT_DEMONS, THREE_RIVERS, THREE_WELLS,
};
use liuren_core::shensha::{for_chart, Basis, ShenSha, Value, TABLES};

const SEED: &str = include_str!("../texts/000_aca81fbd294816a3.txt");

fn chart(at: &str) -> Chart {
    let moment: Moment = at.parse().expect("a valid moment");
    cast(&CastInput::at(moment), &ChartOptions::default()).expect("casts")
}

/// Noon at +08:00 on every day of 2026.
fn charts_of_2026() -> impl Iterator<Item = Chart> {
    let first: Moment = "2026-01-01T12:00:00+08:00".parse().unwrap();
    (0..365).map(move |d| {
        let m = Moment { unix: first.unix + d * 86_400, offset_minutes: 480 };
        cast(&CastInput::at(m), &ChartOptions::default()).unwrap()
    })
}

fn find<'a>(list: &'a [ShenSha], name: &str, basis: Basis) -> Vec<&'a ShenSha> {
    list.iter().filter(|s| s.name == name && s.basis == basis).collect()
}

fn branch_of(s: &ShenSha) -> Branch {
    match s.value {
        Value::Branch(b) => b,
        other => panic!("{} is {other:?}", s.name),
    }
}

#[test]
fn every_table_applies_to_every_day_of_2026() {
    let text = corrected(SEED);
    for c in charts_of_2026() {
        let list = for_chart(&c);
        let mut expected = 0;
        for t in TABLES {
            let got = find(&list, t.name, t.basis);
            let members = t.cell_for(&c).members().len();
            assert_eq!(got.len(), members, "{} on {}", t.name, c.calendar.pillars.day);
            expected += members;
            for s in got {
                assert_eq!(s.line, t.line);
                assert!(text.contains(s.meaning), "{}: {:?} is not in the text", s.name, s.meaning);
                assert_eq!(s.doubtful, t.doubtful == Some(t.basis.column(&c)));
            }
        }
        assert_eq!(list.len(), expected);
        // Each entry names the table it came from, in the text's order.
        let lines: Vec<u32> = list.iter().map(|s| s.line).collect();
        assert!(lines.windows(2).all(|w| w[0] <= w[1]));
    }
}

#[test]
fn entries_are_read_at_the_right_pillar() {
    for c in charts_of_2026() {
        let p = c.calendar.pillars;
        let list = for_chart(&c);
        let one = |name: &str, basis: Basis| {
            let v = find(&list, name, basis);
            assert_eq!(v.len(), 1, "{name}");
            *v[0]
        };
        assert_eq!(one("太歲", Basis::YearBranch).value, Value::GanZhi(p.year));
        assert_eq!(one("月建", Basis::Month).value, Value::GanZhi(p.month));
        assert_eq!(branch_of(&one("歲破", Basis::YearBranch)), p.year.branch().opposite());
        assert_eq!(branch_of(&one("月破", Basis::Month)), p.month.branch().opposite());
        assert_eq!(branch_of(&one("六衝", Basis::DayBranch)), p.day.branch().opposite());
        assert_eq!(branch_of(&one("天廷", Basis::YearStem)), liuren_core::shensha::rules::tian_ting(p.year.stem()));
        assert_eq!(branch_of(&one("日祿", Basis::DayStem)), liuren_core::shensha::rules::lu(p.day.stem()));
        assert_eq!(branch_of(&one("轉煞", Basis::Season)), Season::of_month(p.month.branch()).middle());
        assert_eq!(branch_of(&one("趕煞", Basis::MonthGeneral)), c.month_general);
        let yue_yan = branch_of(&one("月厭", Basis::Month));
        assert_eq!(yue_yan, Branch::Xu.wrapping_add(-(month_number(p.month.branch()) as i64)));
        // 兼務 is doubted on 癸 days only.
        assert_eq!(one("兼務", Basis::DayStem).doubtful, p.day.stem() == liuren_core::cycle::Stem::Gui);
        // Pairs give one entry per member.
        assert_eq!(find(&list, "三合", Basis::DayBranch).len(), 2);
        assert_eq!(find(&list, "進神", Basis::DayStem).len(), 2);
        assert_eq!(find(&list, "退神", Basis::DayStem).len(), 2);
        // The ring: every entry stands on a heaven branch and lands in the palace under it.
        for s in &list {
            let b = s.branch().expect("every value of this text has a branch");
            let palace = s.palace(&c).unwrap();
            assert_eq!(c.palaces[palace].heaven, b);
        }
    }
}

#[test]
fn the_year_changes_at_lichun_and_the_month_at_each_jie() {
    // 立春 2026 falls on 4 February (about 04:02 Beijing time): 乙巳 year before, 丙午 after.
    let before = chart("2026-02-03T12:00:00+08:00");
    let after = chart("2026-02-05T12:00:00+08:00");
    let po = |c: &Chart| branch_of(find(&for_chart(c), "歲破", Basis::YearBranch)[0]);
    assert_eq!((before.calendar.pillars.year.hanzi(), po(&before)), ("乙巳".to_string(), Branch::Hai));
    assert_eq!((after.calendar.pillars.year.hanzi(), po(&after)), ("丙午".to_string(), Branch::Zi));
    // The same 立春 turns 丑 month (winter) into 寅 month (spring, 正月).
    let season = |c: &Chart| branch_of(find(&for_chart(c), "皇詔", Basis::Season)[0]);
    assert_eq!(season(&before), Branch::Hai); // 冬: 亥
    assert_eq!(season(&after), Branch::Yin); // 春: 寅
    let tian_ma = |c: &Chart| branch_of(find(&for_chart(c), "天馬", Basis::Month)[0]);
    assert_eq!(tian_ma(&after), Branch::Wu); // 正月 午
    assert_eq!(tian_ma(&before), Branch::Chen); // 十二月 辰
}

#[test]
fn serialises_as_the_contract() {
    let c = chart("2026-11-29T21:30:00+08:00");
    let list = for_chart(&c);
    let v = serde_json::to_value(&list).unwrap();
    let first = &v[0];
    assert_eq!(first["name"], "太歲");
    assert_eq!(first["value"], "丙午");
    assert_eq!(first["basis"], "歲支");
    assert_eq!(first["line"], 147);
    let tian_ma = v.as_array().unwrap().iter().find(|e| e["name"] == "天馬").unwrap();
    let keys: Vec<&str> = tian_ma.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(keys.len(), 6);
    for k in ["name", "value", "basis", "meaning", "line", "doubtful"] {
        assert!(keys.contains(&k), "{k}");
    }
    // 2026-11-29 is in 亥 month (立冬 to 大雪), 十月: 天馬 = 午 + 2×9 = 子.
    assert_eq!(tian_ma["value"], "子");
    assert_eq!(tian_ma["basis"], "月");
    assert_eq!(tian_ma["line"], 241);
}

#[test]
fn eight_demons_are_found_among_the_entries() {
    for c in charts_of_2026().step_by(7) {
        let list = for_chart(&c);
        let demons: Vec<&ShenSha> = eight_demons(&list).collect();
        // 月宿 has no table: seven members a chart.
        assert_eq!(demons.len(), 7);
        assert!(demons.iter().all(|d| EIGHT_DEMONS.contains(&d.name)));
    }
    assert!(TABLES.iter().all(|t| t.name != "月宿"));
    for name in &EIGHT_DEMONS[..7] {
        assert_eq!(TABLES.iter().filter(|t| t.name == *name).count(), 1, "{name}");
    }
}

#[test]
fn river_over_well_is_read_off_the_plate() {
    for c in charts_of_2026().step_by(3) {
        let found = river_over_well(&c);
        for p in c.palaces.0 {
            let figure = RiverOverWell::RiverOverWell { river: p.heaven, well: p.earth };
            let is = THREE_RIVERS.contains(&p.heaven) && THREE_WELLS.contains(&p.earth);
            assert_eq!(found.contains(&figure), is);
        }
        let over_wei = c.palaces[Branch::Wei].heaven == Branch::Chen;
        assert_eq!(found.contains(&RiverOverWell::HeavenRiverOverEarthWell), over_wei);
    }
}
