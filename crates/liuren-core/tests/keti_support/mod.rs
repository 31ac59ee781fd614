//! Shared by the `keti*` tests that need a whole chart: cast the chart of a
//! given day pillar, month (and year) with 月將 and 占時 set by hand, and look
//! the patterns up.
//!
//! A chart is cast on a date whose day pillar, month (月建) and, where it
//! matters, year branch are the ones asked for; 月將 and 占時 are set by hand
//! (活時), and so is 晝/夜 where the book's 貴人 needs it.
#![allow(dead_code)]

use liuren_core::calendar::{civil_from_days, day_pillar, days_from_civil, CivilDateTime, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, DayNightRule, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti;
use liuren_core::reading::Reading;
use liuren_core::transmissions::SheHaiRule;

pub struct Ask {
    pub day: &'static str,
    pub month: Branch,
    pub year: Option<Branch>,
    pub general: Branch,
    pub hour: Branch,
    pub day_night: DayNightRule,
    pub shehai: SheHaiRule,
    /// Querent: birth year counted back from the chart's year, and sex.
    pub querent: Option<(i32, Sex)>,
}

pub fn ask(day: &'static str, month: Branch, general: Branch, hour: Branch) -> Ask {
    Ask {
        day,
        month,
        year: None,
        general,
        hour,
        day_night: DayNightRule::MaoToShen,
        shehai: SheHaiRule::default(),
        querent: None,
    }
}

impl Ask {
    pub fn daytime(mut self, day: bool) -> Ask {
        self.day_night = if day { DayNightRule::Day } else { DayNightRule::Night };
        self
    }
    pub fn meng_zhong_ji(mut self) -> Ask {
        self.shehai = SheHaiRule::MengZhongJi;
        self
    }
    pub fn year(mut self, y: Branch) -> Ask {
        self.year = Some(y);
        self
    }
    pub fn querent(mut self, years_before: i32, sex: Sex) -> Ask {
        self.querent = Some((years_before, sex));
        self
    }

    /// The first noon (+08:00) from 1990 on with this day pillar, month and year.
    pub fn cast(&self) -> Chart {
        let want: GanZhi = self.day.parse().unwrap();
        let mut options = ChartOptions { day_night: self.day_night, ..ChartOptions::default() };
        options.transmissions.shehai = self.shehai;
        for z in days_from_civil(1990, 1, 1)..days_from_civil(2060, 1, 1) {
            let (y, m, d) = civil_from_days(z);
            if day_pillar(y, m, d) != want {
                continue;
            }
            let moment =
                Moment::from_civil(CivilDateTime { year: y, month: m, day: d, hour: 12, minute: 0, second: 0 }, 480);
            let mut input = CastInput {
                moment,
                place: None,
                month_general: Some(self.general),
                hour_branch: Some(self.hour),
                querent: None,
                partner: None,
            };
            let c = cast(&input, &options).unwrap();
            let p = c.calendar.pillars;
            if p.month.branch() != self.month || self.year.is_some_and(|yb| p.year.branch() != yb) {
                continue;
            }
            if let Some((before, sex)) = self.querent {
                input.querent = Some(Querent { birth_year: c.calendar.pillar_year - before, sex });
                return cast(&input, &options).unwrap();
            }
            return c;
        }
        panic!("no date for {} in month {}", self.day, self.month);
    }
}

pub fn ids(found: &[Reading]) -> Vec<&'static str> {
    found.iter().map(|f| liuren_core::keti::pattern(&f.id).expect("a keti id").id).collect()
}

pub fn facts(found: &[Reading], id: &str) -> String {
    found
        .iter()
        .filter(|f| f.id == id)
        .flat_map(|f| f.facts.iter().map(|x| x.text.clone()).collect::<Vec<_>>())
        .collect::<Vec<_>>()
        .join("；")
}

pub fn chuan(c: &Chart) -> String {
    c.chuan.iter().map(|t| t.branch.hanzi()).collect()
}

/// Cast, check the transmissions, and return the patterns.
pub fn read(a: Ask, three: &str) -> Vec<Reading> {
    let c = a.cast();
    assert_eq!(chuan(&c), three, "{} {:?}", c.day(), c.transmissions.trace);
    keti::readings(&c)
}

pub fn fires(found: &[Reading], id: &str) -> bool {
    found.iter().any(|f| f.id == id)
}
