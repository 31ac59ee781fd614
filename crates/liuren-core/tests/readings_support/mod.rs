//! Shared by the `readings*` tests: cast the chart of a given day on a given plate,
//! and look patterns up by id.
#![allow(dead_code)]

use liuren_core::calendar::{civil_from_days, day_pillar, days_from_civil, CivilDateTime, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, DayNightRule, Querent, Sex};
use std::collections::BTreeSet;

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::generals::NobleRules;
pub use liuren_core::reading::Reading;

/// The seed text 卷中, as printed.
pub const SEED: &str = include_str!("../../texts/000_aca81fbd294816a3.txt");

/// A branch from its character.
pub fn b(s: &str) -> Branch {
    s.parse().expect("a branch")
}

/// What chart to cast: a day, 月將 over 占時, and optionally the month, the year, day or
/// night, the noble table, a querent.
#[derive(Clone, Copy)]
pub struct Spec {
    day: GanZhi,
    general: Branch,
    hour: Branch,
    month: Option<Branch>,
    year: Option<GanZhi>,
    day_night: Option<DayNightRule>,
    noble: NobleRules,
    querent: Option<Querent>,
}

/// 「heaven加earth」 on `day`: `heaven` is cast as 月將 and `earth` as 占時, so the
/// heaven plate has `heaven` over `earth` (and the 占時 is `earth`).
pub fn on(day: &str, heaven: &str, earth: &str) -> Spec {
    Spec {
        day: day.parse().expect("a day"),
        general: b(heaven),
        hour: b(earth),
        month: None,
        year: None,
        day_night: None,
        noble: NobleRules::default(),
        querent: None,
    }
}

impl Spec {
    /// In the month whose branch is `m` (正月 = 寅).
    pub fn month(mut self, m: &str) -> Spec {
        self.month = Some(b(m));
        self
    }

    /// In the year `y` (a 干支).
    pub fn year(mut self, y: &str) -> Spec {
        self.year = Some(y.parse().expect("a year"));
        self
    }

    /// With the day (旦) generals.
    pub fn daytime(mut self) -> Spec {
        self.day_night = Some(DayNightRule::Day);
        self
    }

    /// With the night (夜) generals.
    pub fn night(mut self) -> Spec {
        self.day_night = Some(DayNightRule::Night);
        self
    }

    /// With the 貴人 this text's examples use: 壬癸 晝卯夜巳 and 辛 晝寅夜午 (its 壬申, 壬辰,
    /// 壬子 and 辛卯 charts at lines 517, 563, 571, 587 only come out so).
    pub fn text_nobles(mut self) -> Spec {
        self.noble = NobleRules { ren_gui_mao_si: true, xin_yin_wu: true, ..NobleRules::default() };
        self
    }

    /// With a querent born in `year` (a man).
    pub fn born(mut self, year: i32) -> Spec {
        self.querent = Some(Querent { birth_year: year, sex: Sex::Male });
        self
    }

    /// With a querent born in `year`, of sex `sex`.
    pub fn born_as(mut self, year: i32, sex: Sex) -> Spec {
        self.querent = Some(Querent { birth_year: year, sex });
        self
    }

    /// Cast it: the first date from 2026 (or in the year asked for) whose day pillar,
    /// month and year fit, at noon +08:00.
    pub fn cast(&self) -> Chart {
        let start = match self.year {
            Some(y) => {
                // The first Gregorian year from 2000 whose 立春 year is `y`; search from its February.
                let first = (2000..2100).find(|&yr| GanZhi::of_year(i64::from(yr)) == y).expect("a year");
                days_from_civil(first, 2, 5)
            }
            None => days_from_civil(2026, 1, 1),
        };
        let mut options = ChartOptions { noble: self.noble, ..ChartOptions::default() };
        if let Some(dn) = self.day_night {
            options.day_night = dn;
        }
        for d in start..start + 3650 {
            let (y, m, dd) = civil_from_days(d);
            if day_pillar(y, m, dd) != self.day {
                continue;
            }
            let moment =
                Moment::from_civil(CivilDateTime { year: y, month: m, day: dd, hour: 12, minute: 0, second: 0 }, 480);
            let input = CastInput {
                moment,
                place: None,
                month_general: Some(self.general),
                hour_branch: Some(self.hour),
                querent: self.querent,
                partner: None,
            };
            let Ok(c) = cast(&input, &options) else { continue };
            if self.month.is_some_and(|mb| c.calendar.pillars.month.branch() != mb) {
                continue;
            }
            if self.year.is_some_and(|yb| c.calendar.pillars.year != yb) {
                continue;
            }
            assert_eq!(c.day(), self.day);
            return c;
        }
        panic!("no date fits");
    }
}

/// What the 卷中 tests read of a reading of the one model, in the words of the text.
pub trait Juanzhong {
    /// The facts' words.
    fn texts(&self) -> Vec<&str>;
    /// The line of the seed text its passage stands on.
    fn line(&self) -> u32;
    /// A quick reading's answer ("" when it gives none).
    fn verdict(&self) -> &str;
    /// A quick reading's topic (數目 顏色 … 分野 分方), or a 格's heading (墓 印 …).
    fn topic(&self) -> &str;
}

impl Juanzhong for Reading {
    fn texts(&self) -> Vec<&str> {
        self.facts.iter().map(|f| f.text.as_str()).collect()
    }
    fn line(&self) -> u32 {
        self.passage().source.line().expect("卷中 quotes the seed text")
    }
    fn verdict(&self) -> &str {
        self.verdict.as_deref().unwrap_or_default()
    }
    fn topic(&self) -> &str {
        self.kind.unwrap_or_default()
    }
}

/// Whether a 卷中 reading is a quick reading (速斷, with a verdict) rather than a 格.
pub fn is_quick(r: &Reading) -> bool {
    r.id.starts_with("quick.")
}

/// Every pattern (格) of a chart (with an optional 類神), in the registry's order.
pub fn all(c: &Chart, lei: Option<Branch>) -> Vec<Reading> {
    liuren_core::readings::readings(c, lei).into_iter().filter(|r| !is_quick(r)).collect()
}

/// The patterns with id `id`.
pub fn find(c: &Chart, lei: Option<Branch>, id: &str) -> Vec<Reading> {
    all(c, lei).into_iter().filter(|p| p.id == id).collect()
}

/// The one pattern `id`, which must fire; its facts joined.
#[track_caller]
pub fn fired(c: &Chart, id: &str) -> String {
    fired_with(c, None, id)
}

/// The one pattern `id` with a 類神, which must fire; its facts joined.
#[track_caller]
pub fn fired_with(c: &Chart, lei: Option<Branch>, id: &str) -> String {
    let v = find(c, lei, id);
    assert_eq!(
        v.len(),
        1,
        "{id} on {} {:?}: {:#?}",
        c.day(),
        c.plate,
        all(c, lei).iter().map(|p| p.id.clone()).collect::<Vec<_>>()
    );
    assert!(!v[0].facts.is_empty());
    v[0].texts().join("；")
}

/// Pattern `id` must not fire.
#[track_caller]
pub fn silent(c: &Chart, id: &str) {
    silent_with(c, None, id);
}

/// Pattern `id` must not fire with this 類神.
#[track_caller]
pub fn silent_with(c: &Chart, lei: Option<Branch>, id: &str) {
    let v = find(c, lei, id);
    assert!(v.is_empty(), "{id} fired on {} {:?}: {:?}", c.day(), c.plate, v);
}

/// Every quick reading of a chart (with an optional 類神), in the text's order.
pub fn quick(c: &Chart, lei: Option<Branch>) -> Vec<Reading> {
    liuren_core::readings::readings(c, lei).into_iter().filter(is_quick).collect()
}

/// The quick readings of a topic.
pub fn readings(c: &Chart, lei: Option<Branch>, topic: &str) -> Vec<Reading> {
    quick(c, lei).into_iter().filter(|r| r.topic() == topic).collect()
}

/// The verdict of the reading of `topic` quoting line `line`.
#[track_caller]
pub fn verdict(c: &Chart, lei: Option<Branch>, topic: &str, line: u32) -> String {
    let v: Vec<Reading> = readings(c, lei, topic).into_iter().filter(|r| r.line() == line).collect();
    assert_eq!(v.len(), 1, "{topic} {line}: {v:?}");
    v[0].verdict().to_string()
}

/// The three transmissions as a string, e.g. 「子未寅」.
pub fn chuan(c: &Chart) -> String {
    c.transmissions.branches.iter().map(|b| b.hanzi()).collect()
}

/// The four lesson uppers as a string, 干上 干陰 支上 支陰.
pub fn uppers(c: &Chart) -> String {
    c.lessons.iter().map(|l| l.upper.hanzi()).collect()
}

/// The general riding heaven branch `h`.
pub fn general_on(c: &Chart, h: &str) -> &'static str {
    let h = b(h);
    c.palaces[c.plate.earth_under(h)].general.hanzi()
}

/// (day, 「X加Y」 of the 初傳) of every chart of the 720 (60 days × 12 plates, 占時 子) where
/// pattern `id` fires, with the day or the night generals.
pub fn where_it_fires(id: &str, daytime: bool) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for day in GanZhi::ALL {
        let day = day.hanzi();
        for over_zi in Branch::ALL {
            let s = on(&day, over_zi.hanzi(), "子");
            let c = if daytime { s.daytime() } else { s.night() }.cast();
            if !find(&c, None, id).is_empty() {
                let used = c.transmissions.branches[0];
                out.insert((day.clone(), format!("{used}加{}", c.plate.earth_under(used))));
            }
        }
    }
    out
}

/// The day stems of a set from [`where_it_fires`], in order 甲…癸, once each.
pub fn stems(set: &BTreeSet<(String, String)>) -> String {
    let mut s: Vec<char> = set.iter().map(|(d, _)| d.chars().next().unwrap()).collect();
    s.sort_by_key(|c| "甲乙丙丁戊己庚辛壬癸".find(*c));
    s.dedup();
    s.into_iter().collect()
}
