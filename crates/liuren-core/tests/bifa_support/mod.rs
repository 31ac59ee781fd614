//! Shared by the `bifa*` tests: the chart of 「X加Y」 on a given day.
//!
//! A chart is cast on a noon whose day pillar (and, where asked, month and year
//! branch) is the one wanted, with 月將 and 占時 set by hand so that the heaven
//! branch `X` stands over the earth branch `Y`, and 晝/夜 set by hand.
#![allow(dead_code)]

use liuren_core::calendar::{civil_from_days, day_pillar, days_from_civil, CivilDateTime, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, DayNightRule, Querent};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti::bifa::readings;
use liuren_core::reading::Reading;

/// What a test asks of the date besides the day: the month and year branches,
/// and the querent.
#[derive(Default, Clone, Copy)]
pub struct When {
    pub month: Option<Branch>,
    pub year: Option<Branch>,
    pub querent: Option<Querent>,
}

/// 「X加Y」 on `day`, 晝 or 夜, on a date that meets `when`.
pub fn chart_when(day: &str, x: Branch, y: Branch, daytime: bool, when: When) -> Chart {
    let want: GanZhi = day.parse().unwrap();
    let options = ChartOptions {
        day_night: if daytime { DayNightRule::Day } else { DayNightRule::Night },
        ..ChartOptions::default()
    };
    for z in days_from_civil(1990, 1, 1)..days_from_civil(2060, 1, 1) {
        let (yr, m, d) = civil_from_days(z);
        if day_pillar(yr, m, d) != want {
            continue;
        }
        let moment =
            Moment::from_civil(CivilDateTime { year: yr, month: m, day: d, hour: 12, minute: 0, second: 0 }, 480);
        let input = CastInput {
            moment,
            place: None,
            month_general: Some(x),
            hour_branch: Some(y),
            querent: when.querent,
            partner: None,
        };
        let c = cast(&input, &options).unwrap();
        let p = &c.calendar.pillars;
        if when.month.is_some_and(|mb| p.month.branch() != mb) || when.year.is_some_and(|yb| p.year.branch() != yb) {
            continue;
        }
        assert_eq!(c.plate.heaven_over(y), x);
        return c;
    }
    panic!("no date for {day}");
}

/// 「X加Y」 on `day`, 晝 or 夜, in month `month` if given.
pub fn chart(day: &str, x: Branch, y: Branch, daytime: bool, month: Option<Branch>) -> Chart {
    chart_when(day, x, y, daytime, When { month, ..When::default() })
}

/// The reading of 第`no`法, if it fires.
pub fn hit(c: &Chart, no: u8) -> Option<Reading> {
    readings(c).into_iter().find(|r| r.id == format!("fa{no}"))
}

/// A reading's facts in words.
pub fn texts(r: &Reading) -> Vec<String> {
    r.facts.iter().map(|f| f.text.clone()).collect()
}

/// The three transmissions as characters.
pub fn chuan(c: &Chart) -> String {
    c.chuan.iter().map(|t| t.branch.hanzi()).collect()
}
