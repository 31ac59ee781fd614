//! Shared by the divination tests: a chart on a chosen day, month, plate and
//! hour, and lookups of judgements by passage.
#![allow(dead_code)]

use liuren_core::calendar::{day_pillar, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::divination::{Judgement, Passage};

/// The seed text the passages quote.
pub const SEED: &str = include_str!("../../texts/002_65f2bd96db15aa00.txt");

/// The first date from 2000 on which `day` falls between the 10th and the 25th
/// of Gregorian `month` (so the month pillar is that month's: March → 卯月, 春).
pub fn date(day: &str, month: u8) -> (i32, u8, u8) {
    let want: GanZhi = day.parse().expect("a 干支");
    for y in 2000..2100 {
        for d in 10..=25u8 {
            if day_pillar(y, month, d) == want {
                return (y, month, d);
            }
        }
    }
    unreachable!("every day of the sixty falls in such a window within a century")
}

/// The chart of `day` in `month` with heaven branch `over_zi` over earth 子 and
/// 占時 `hour` (月將 set by hand to `over_zi + hour`, so 月將加時 gives that plate).
pub fn chart(day: &str, month: u8, over_zi: Branch, hour: Branch) -> Chart {
    chart_for(day, month, over_zi, hour, None)
}

/// As [`chart`], with a querent for 年命.
pub fn chart_for(day: &str, month: u8, over_zi: Branch, hour: Branch, querent: Option<Querent>) -> Chart {
    let (y, m, d) = date(day, month);
    let moment: Moment = format!("{y}-{m:02}-{d:02}T12:00:00+08:00").parse().expect("a moment");
    let input = CastInput {
        month_general: Some(over_zi.wrapping_add(hour.index() as i64)),
        hour_branch: Some(hour),
        querent,
        partner: None,
        ..CastInput::at(moment)
    };
    let c = cast(&input, &ChartOptions::default()).expect("casts");
    assert_eq!(c.day().hanzi(), day);
    assert_eq!(c.plate.heaven_over(Branch::Zi), over_zi);
    c
}

/// The judgements quoting `p`.
pub fn with(js: &[Judgement], p: Passage) -> Vec<&Judgement> {
    js.iter().filter(|j| j.passage == p).collect()
}

/// The one judgement quoting `p`.
pub fn one(js: &[Judgement], p: Passage) -> &Judgement {
    let v = with(js, p);
    assert_eq!(v.len(), 1, "{} judgements quote line {} 「{}」: {v:#?}", v.len(), p.line, p.text);
    v[0]
}

/// The verdicts of the judgements quoting `p`.
pub fn verdicts(js: &[Judgement], p: Passage) -> Vec<String> {
    with(js, p).iter().map(|j| j.verdict.clone()).collect()
}

/// Whether some judgement quoting `p` has a fact containing `needle`.
pub fn has_fact(js: &[Judgement], p: Passage, needle: &str) -> bool {
    with(js, p).iter().any(|j| j.facts.iter().any(|f| f.contains(needle)))
}
