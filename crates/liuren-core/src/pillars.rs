//! 以干支起課 — casting from the pillars as books print a case (「甲子日 亥將 午時」),
//! with no civil date, and finding the real moments that carry them.
//!
//! A chart's plate, lessons, transmissions, generals, 遁干, 旬空 and 六親 follow
//! from the day pillar, 月將, 占時 and 晝夜 alone. What else the engine reads
//! needs more: the year pillar (太歲, 歲煞, 年命), the month pillar (月建, 旺相,
//! 月煞), or the moment itself (the solar term of the day for 天寇/天禍, the Moon
//! and the 農曆 date for 二煩). So [`cast_pillars`] casts the chart at real moments
//! that carry the given day pillar, 月將 and 占時 ([`find`]), puts the year and
//! month pillars given in place of those moments' own, and keeps only the
//! readings that come out the same at every such moment; the others are listed
//! as needing a date ([`PillarChart::readings`]).

use core::fmt;

use crate::ask::{self, Ask};
use crate::astro;
use crate::calendar::{
    calendar, day_pillar, days_from_civil, first_month_stem, month_general_at, CalendarOptions, CivilDateTime,
    DayStart, Moment,
};
use crate::chart::{cast, year_fate, CastInput, Chart, ChartOptions, DayNightRule, Querent};
use crate::cycle::{Branch, GanZhi};
use crate::reading::{Family, Reading};
use crate::relations::{season_element, Vitality};

/// At most this many moments are listed by [`find`].
pub const MAX_FOUND: usize = 300;

/// The years [`find`] and [`cast_pillars`] can search (the calendar's range).
pub const YEARS: core::ops::RangeInclusive<i32> = 1800..=2200;

/// The moments [`cast_pillars`] reads the chart at: the years searched and how
/// many moments, spread over them, are compared.
const SAMPLE_YEARS: (i32, i32) = (1940, 2059);
const SAMPLES: usize = 12;

/// The 課體 that read the moment itself — the solar term of the day (天寇, 天禍)
/// or the Moon and the 農曆 date (二煩, 天煩, 地煩, 訂訛's 死奇) — and so need a
/// date whatever pillars are given.
pub const MOMENT_KETI: &[&str] = &[
    "tiankou",
    "tiankou-zhi",
    "tianhuo",
    "erfan",
    "erfan-dinge",
    "tianfan",
    "difan",
    "tianfan-guanyue",
    "difan-guanyue",
    "siqi-dinge",
];

/// A case as books print it: the day pillar, 月將 and 占時, and what else is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PillarInput {
    /// 日柱.
    pub day: GanZhi,
    /// 月將.
    pub month_general: Branch,
    /// 占時.
    pub hour_branch: Branch,
    /// 年柱, if known.
    pub year: Option<GanZhi>,
    /// 月柱, if known.
    pub month: Option<GanZhi>,
    /// 晝 (true) or 夜, if the case says; otherwise the 晝夜 option decides by the 占時.
    pub daytime: Option<bool>,
    /// For 年命 (needs the year pillar).
    pub querent: Option<Querent>,
    /// The partner's 年命 (needs the year pillar).
    pub partner: Option<Querent>,
}

impl PillarInput {
    /// Just the three that fix the plate and the lessons.
    pub fn new(day: GanZhi, month_general: Branch, hour_branch: Branch) -> PillarInput {
        PillarInput {
            day,
            month_general,
            hour_branch,
            year: None,
            month: None,
            daytime: None,
            querent: None,
            partner: None,
        }
    }
}

/// Why a case cannot be cast or searched.
#[derive(Debug, Clone, PartialEq)]
pub enum PillarError {
    /// The month pillar's stem is not the one 五虎遁 gives in that year.
    MonthNotInYear {
        /// The year pillar.
        year: GanZhi,
        /// The month pillar.
        month: GanZhi,
    },
    /// 年命 needs the year pillar.
    FateNeedsYear,
    /// A birth year outside 1800–2200.
    BadBirthYear(i32),
    /// 晝夜 by sunrise needs a place and a date; the case must say 晝 or 夜.
    NeedsDaytime,
    /// A year range outside the calendar's, or reversed.
    BadYears(i32, i32),
    /// No real moment in the searched years carries these pillars (not expected:
    /// any day pillar, 月將 and 占時 meet several times a century).
    NoMoment,
}

impl fmt::Display for PillarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PillarError::MonthNotInYear { year, month } => write!(
                f,
                "month pillar {month} cannot fall in a {year} year (五虎遁 gives {}{})",
                first_month_stem(year.stem()).wrapping_add(month.branch().since(Branch::Yin) as i64),
                month.branch()
            ),
            PillarError::FateNeedsYear => f.write_str("年命 (birth year) needs the year pillar"),
            PillarError::BadBirthYear(y) => write!(f, "birth year {y} is outside 1800–2200"),
            PillarError::NeedsDaytime => {
                f.write_str("晝夜 by sunrise needs a date and a place: say 晝 or 夜 (daytime)")
            }
            PillarError::BadYears(a, b) => write!(f, "years {a}–{b}: give a range within 1800–2200, first year first"),
            PillarError::NoMoment => f.write_str("no moment in the searched years carries these pillars"),
        }
    }
}

impl std::error::Error for PillarError {}

/// The real moments in the years `from..=to` (civil years on a clock
/// `offset_minutes` ahead of UTC) where day pillar `day`, 月將 `month_general`
/// (from the 中氣) and 占時 `hour_branch` hold together, in time order, at most
/// [`MAX_FOUND`].
///
/// Each moment is the **start of the 占時's two hours** on that clock (子 under
/// 子初換日 starts at 23:00 of the day before; under 子正換日 the moment is
/// 00:00) — unless the 中氣 that brings `month_general` falls inside those two
/// hours, when it is the first whole minute after that 中氣.
///
/// ```
/// use liuren_core::pillars::find;
/// use liuren_core::calendar::DayStart;
/// let found = find("甲子".parse().unwrap(), "亥".parse().unwrap(), "午".parse().unwrap(),
///                  2020, 2030, 480, DayStart::ZiInitial).unwrap();
/// assert!(found.iter().all(|m| m.civil().hour == 11 && m.civil().minute == 0));
/// ```
pub fn find(
    day: GanZhi,
    month_general: Branch,
    hour_branch: Branch,
    from: i32,
    to: i32,
    offset_minutes: i32,
    day_start: DayStart,
) -> Result<Vec<Moment>, PillarError> {
    if from > to || !YEARS.contains(&from) || !YEARS.contains(&to) {
        return Err(PillarError::BadYears(from, to));
    }
    let first = days_from_civil(from, 1, 1);
    let last = days_from_civil(to, 12, 31);
    let lag = day.since(day_pillar(from, 1, 1)) as i64;
    let offset = i64::from(offset_minutes) * 60;
    let mut out = Vec::new();
    let mut d = first + lag;
    while d <= last && out.len() < MAX_FOUND {
        // Local start and length of the hour on day `d`.
        let (start, length) = match (hour_branch, day_start) {
            (Branch::Zi, DayStart::ZiInitial) => ((d - 1) * 86_400 + 23 * 3600, 7200),
            (Branch::Zi, DayStart::Midnight) => (d * 86_400, 3600),
            (b, _) => (d * 86_400 + (2 * b.since(Branch::Zi) as i64 - 1) * 3600, 7200),
        };
        let unix = start - offset;
        d += 60;
        if astro::check_range(unix as f64).is_err() || astro::check_range((unix + length) as f64).is_err() {
            continue;
        }
        let at = |t: i64| month_general_at(astro::sun_apparent_longitude(t as f64));
        if at(unix) == month_general {
            out.push(Moment { unix, offset_minutes });
        } else if at(unix + length - 1) == month_general {
            // The 中氣 falls inside the hour: the first whole minute after it.
            let Ok((_, term)) = astro::term_after(unix as f64) else { continue };
            let minute = ((term / 60.0).floor() as i64 + 1) * 60;
            if minute < unix + length && at(minute) == month_general {
                out.push(Moment { unix: minute, offset_minutes });
            }
        }
    }
    Ok(out)
}

/// The years ±60 around `unix` (the default range of a search), within the calendar's.
pub fn years_around(unix: i64) -> (i32, i32) {
    let y = CivilDateTime::from_seconds(unix).year;
    ((y - 60).max(*YEARS.start()), (y + 60).min(*YEARS.end()))
}

/// A chart cast from pillars, with the moments it was read at.
#[derive(Debug, Clone)]
pub struct PillarChart {
    /// What was given.
    pub input: PillarInput,
    /// The chart. Its plate, lessons, transmissions, generals, 遁干, 旬空, 六親 and
    /// 年命 come from the input alone; its `calendar` is that of the first sampled
    /// moment with the year and month pillars given put in place, so read only the
    /// pillars given from it (and the hour pillar, which 五鼠遁 gives from the day).
    pub chart: Chart,
    /// Whether 旺相休囚死 (by the month's season) is known: the month pillar was
    /// given, or every moment with this 月將 falls in one season.
    pub season_known: bool,
    /// The chart at each sampled moment (the same substitutions made).
    samples: Vec<Chart>,
}

/// A reading that could not be given without a date, and what it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NeedsDate {
    /// Its family.
    pub family: Family,
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// What it needs: `"a date"` or `"the year and month pillars, or a date"`.
    pub needs: &'static str,
}

/// The readings of a [`PillarChart`]: those the given pillars decide, and those
/// that need a date.
#[derive(Debug, Clone, PartialEq)]
pub struct PillarReadings {
    /// The same at every sampled moment.
    pub readings: Vec<Reading>,
    /// Fired at some sampled moment but not the same at all of them, or reading
    /// the moment itself ([`MOMENT_KETI`]), by family and id, once each.
    pub needs_date: Vec<NeedsDate>,
}

impl PillarChart {
    /// Every reading for `ask` that the given pillars decide, and the list of
    /// those that need a date.
    pub fn readings(&self, ask: &Ask) -> PillarReadings {
        let mut r = self.decided(|c| ask::for_chart(c, ask));
        for id in MOMENT_KETI {
            if let Some(row) = crate::keti::pattern(id).map(|p| p.name) {
                if !r.needs_date.iter().any(|n| n.family == Family::Keti && n.id == *id) {
                    r.needs_date.push(NeedsDate {
                        family: Family::Keti,
                        id: id.to_string(),
                        title: row.to_string(),
                        needs: "a date",
                    });
                }
            }
        }
        r
    }

    /// What `read` gives, when every sampled moment gives the same: then the
    /// given pillars decide it. `None` when the moments differ — it needs the
    /// year and month pillars, or a date (e.g. the 射覆 candidates, ranked with
    /// the season's 旺相, for a case whose 月將 spans two seasons).
    pub fn agreed<T: PartialEq>(&self, read: impl Fn(&Chart) -> T) -> Option<T> {
        let mut each = self.samples.iter().map(read);
        let first = each.next()?;
        each.all(|x| x == first).then_some(first)
    }

    /// What `read` gives at every sampled moment, one value a moment, in the
    /// samples' order (the first is [`PillarChart::chart`]'s moment).
    pub fn each<T>(&self, read: impl Fn(&Chart) -> T) -> Vec<T> {
        self.samples.iter().map(read).collect()
    }

    /// What `read` gives at every sampled moment, split as [`PillarChart::readings`]
    /// splits all of them (without listing the [`MOMENT_KETI`] that did not
    /// fire): for a caller that reads one family, e.g. the 神煞 alone.
    pub fn decided(&self, read: impl Fn(&Chart) -> Vec<Reading>) -> PillarReadings {
        let all: Vec<Vec<Reading>> = self.samples.iter().map(read).collect();
        let pillars_given = self.input.year.is_some() && self.input.month.is_some();
        let mut readings = Vec::new();
        let mut needs_date: Vec<NeedsDate> = Vec::new();
        let mut note = |r: &Reading, needs: &'static str| {
            if !needs_date.iter().any(|n| n.family == r.family && n.id == r.id) {
                needs_date.push(NeedsDate {
                    family: r.family,
                    id: r.id.to_string(),
                    title: r.title.to_string(),
                    needs,
                });
            }
        };
        let by_moment = |r: &Reading| r.family == Family::Keti && MOMENT_KETI.contains(&r.id.as_ref());
        for (i, sample) in all.iter().enumerate() {
            for r in sample {
                let everywhere = all.iter().all(|other| other.contains(r));
                if by_moment(r) || (!pillars_given && !everywhere) {
                    note(
                        r,
                        if by_moment(r) || pillars_given { "a date" } else { "the year and month pillars, or a date" },
                    );
                } else if !everywhere {
                    note(r, "a date");
                } else if i == 0 {
                    readings.push(r.clone());
                }
            }
        }
        PillarReadings { readings, needs_date }
    }
}

/// Cast the chart of a case given by its pillars (see the module's notes).
pub fn cast_pillars(input: &PillarInput, options: &ChartOptions) -> Result<PillarChart, PillarError> {
    if let (Some(year), Some(month)) = (input.year, input.month) {
        let stem = first_month_stem(year.stem()).wrapping_add(month.branch().since(Branch::Yin) as i64);
        if stem != month.stem() {
            return Err(PillarError::MonthNotInYear { year, month });
        }
    }
    for q in [input.querent, input.partner].into_iter().flatten() {
        if input.year.is_none() {
            return Err(PillarError::FateNeedsYear);
        }
        if !YEARS.contains(&q.birth_year) {
            return Err(PillarError::BadBirthYear(q.birth_year));
        }
    }
    let mut options = *options;
    options.calendar.true_solar = false;
    match input.daytime {
        Some(true) => options.day_night = DayNightRule::Day,
        Some(false) => options.day_night = DayNightRule::Night,
        None if options.day_night == DayNightRule::Sunrise => return Err(PillarError::NeedsDaytime),
        None => {}
    }
    let found = find(
        input.day,
        input.month_general,
        input.hour_branch,
        SAMPLE_YEARS.0,
        SAMPLE_YEARS.1,
        480,
        options.calendar.day_start,
    )?;
    if found.is_empty() {
        return Err(PillarError::NoMoment);
    }
    let step = found.len().div_ceil(SAMPLES).max(1);
    let mut samples = Vec::new();
    for m in found.iter().step_by(step) {
        let Ok(chart) = cast(&CastInput::at(*m), &options) else { continue };
        samples.push(put_in_place(chart, input));
    }
    let chart = samples.first().cloned().ok_or(PillarError::NoMoment)?;
    // The season is known when the month is given, or when both months the 月將
    // rules in are of one element: 月將 G holds from the 中氣 of the month of its
    // 六合 (亥將 from 雨水, in 寅) to the next 中氣, so across that month and the next.
    let month = input.month_general.six_harmony();
    let season_known = input.month.is_some() || season_element(month) == season_element(month.next());
    Ok(PillarChart { input: *input, chart, season_known, samples })
}

/// A chart of a real moment with the given year and month pillars (and the 年命
/// they decide) in place of the moment's own.
fn put_in_place(mut c: Chart, input: &PillarInput) -> Chart {
    if let Some(year) = input.year {
        c.calendar.pillars.year = year;
        let age = |q: Querent| year.since(GanZhi::of_year(i64::from(q.birth_year))) as i32 + 1;
        c.fate = input.querent.map(|q| year_fate(c.plate, q, age(q)));
        c.partner_fate = input.partner.map(|q| year_fate(c.plate, q, age(q)));
    }
    if let Some(month) = input.month {
        c.calendar.pillars.month = month;
        let season = season_element(month.branch());
        for b in Branch::ALL {
            let p = &mut c.palaces[b];
            p.vitality = Vitality::of(p.heaven.element(), season);
        }
        for t in &mut c.chuan {
            t.vitality = Vitality::of(t.branch.element(), season);
        }
    }
    c
}

/// Whether `m` carries day pillar `day`, 月將 and 占時 on its own clock.
pub fn carries(m: Moment, day: GanZhi, month_general: Branch, hour_branch: Branch, day_start: DayStart) -> bool {
    calendar(m, None, CalendarOptions { day_start, true_solar: false })
        .is_ok_and(|c| c.pillars.day == day && c.month_general == month_general && c.hour_branch == hour_branch)
}

/// The chart of a case given by its pillars as plain text: [`crate::report::text`]
/// without its dated header (the moment, the 節氣) but with the pillars as given
/// (`（年柱未給）` for one not given), 旺衰 of the 三傳 as `旺衰需月` when the
/// season is not known, and after the layout the titles of the readings that
/// need the year and month pillars or a date, once each.
///
/// ```
/// use liuren_core::chart::ChartOptions;
/// use liuren_core::pillars::{cast_pillars, text, PillarInput};
/// let p = cast_pillars(&PillarInput::new("甲子".parse().unwrap(), "亥".parse().unwrap(), "午".parse().unwrap()),
///                      &ChartOptions::default()).unwrap();
/// let t = text(&p, &p.readings(&Default::default()));
/// assert!(t.starts_with("以干支起課（無日期）\n四柱　（年柱未給）年 （月柱未給）月 甲子日 庚午時"));
/// ```
pub fn text(p: &PillarChart, r: &PillarReadings) -> String {
    let layout = crate::report::text(&p.chart);
    let c = &p.chart;
    let input = &p.input;
    let or = |g: Option<GanZhi>, what: &str| g.map_or(format!("（{what}未給）"), |g| g.hanzi());
    let mut s = format!(
        "以干支起課（無日期）\n四柱　{}年 {}月 {}日 {}時\n月將{}　占時{}　{}　旬空{}{}\n",
        or(input.year, "年柱"),
        or(input.month, "月柱"),
        c.day(),
        c.calendar.pillars.hour,
        c.month_general,
        c.hour_branch,
        if c.daytime { "晝" } else { "夜" },
        c.xunkong[0],
        c.xunkong[1]
    );
    for line in layout.lines().skip(3) {
        // 旺衰 needs the month: without it (and a 月將 that leaves the season open)
        // the 三傳 lines say so instead of showing the sample moment's.
        if !p.season_known && ["初　", "中　", "末　"].iter().any(|h| line.starts_with(h)) {
            let mut fields: Vec<&str> = line.split('　').collect();
            if let Some(v) = fields.get_mut(4) {
                *v = "旺衰需月";
            }
            s.push_str(&fields.join("　"));
        } else {
            s.push_str(line);
        }
        s.push('\n');
    }
    for (needs, head) in [("the year and month pillars, or a date", "需年月柱或日期方可論"), ("a date", "需日期方可論")]
    {
        let titles = r.titles_needing(needs);
        if !titles.is_empty() {
            s.push_str(&format!("{head}：{}\n", titles.join("、")));
        }
    }
    s.trim_end().to_string()
}

/// The Markdown report of a case given by its pillars: [`crate::report::markdown_of`]
/// with [`text`] as its layout and the readings the pillars decide.
pub fn markdown(p: &PillarChart, question: &str, r: &PillarReadings) -> String {
    crate::report::markdown_of(&p.chart, &text(p, r), question, &r.readings)
}

impl PillarReadings {
    /// The titles of the readings that need `needs` (one of [`NeedsDate::needs`]'s
    /// two texts), once each, in the order listed.
    pub fn titles_needing(&self, needs: &str) -> Vec<&str> {
        let mut titles: Vec<&str> = Vec::new();
        for n in self.needs_date.iter().filter(|n| n.needs == needs) {
            if !titles.contains(&n.title.as_str()) {
                titles.push(&n.title);
            }
        }
        titles
    }
}
