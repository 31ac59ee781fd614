//! 曆 — from a civil moment to the four pillars, the solar term, 月將 and 占時.
//!
//! - The year changes at the 立春 instant and the month at each 節 instant,
//!   both taken from the Sun's apparent longitude at the real instant.
//! - 月將 is the general of the latest 中氣 at or before the instant.
//! - The day and the hour come from the local clock (or, as an option, local
//!   true solar time). The day starts at 23:00 (子初) by default or at 00:00;
//!   either way 23:00–23:59 takes the next day's 子-hour stem.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::astro::{self, AstroError, SolarTerm};
use crate::cycle::{Branch, GanZhi, Stem};

/// A civil moment: an instant and the UTC offset it was written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Moment {
    /// Seconds since 1970-01-01T00:00:00Z.
    pub unix: i64,
    /// The clock's offset from UTC, in minutes (`+08:00` is 480).
    pub offset_minutes: i32,
}

/// A civil date and time of day (proleptic Gregorian).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CivilDateTime {
    /// Year (astronomical numbering).
    pub year: i32,
    /// 1‥12.
    pub month: u8,
    /// 1‥31.
    pub day: u8,
    /// 0‥23.
    pub hour: u8,
    /// 0‥59.
    pub minute: u8,
    /// 0‥59.
    pub second: u8,
}

/// What can go wrong between a typed moment and a calendar.
#[derive(Debug, Clone, PartialEq)]
pub enum CalendarError {
    /// The text is not an RFC 3339 date-time with an offset.
    Parse(String),
    /// The astronomy cannot answer: the year is outside the supported range.
    Astro(AstroError),
    /// The option needs a place (longitude/latitude) and none was given.
    NeedsPlace(&'static str),
    /// A longitude or latitude out of range.
    BadPlace(String),
}

impl fmt::Display for CalendarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CalendarError::Parse(s) => write!(f, "not a date-time like 2026-11-29T21:30:00+08:00: {s}"),
            CalendarError::Astro(e) => e.fmt(f),
            CalendarError::NeedsPlace(what) => write!(f, "{what} needs a place: give its longitude and latitude"),
            CalendarError::BadPlace(s) => write!(f, "bad place: {s}"),
        }
    }
}

impl std::error::Error for CalendarError {}

impl From<AstroError> for CalendarError {
    fn from(e: AstroError) -> CalendarError {
        CalendarError::Astro(e)
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant, "chrono-Compatible
/// Low-Level Date Algorithms", `days_from_civil`).
pub fn days_from_civil(y: i32, m: u8, d: u8) -> i64 {
    let y = i64::from(y) - i64::from(m <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Hinnant, `civil_from_days`).
pub fn civil_from_days(z: i64) -> (i32, u8, u8) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y as i32, m, d)
}

fn days_in_month(y: i32, m: u8) -> u8 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        _ => 28,
    }
}

impl CivilDateTime {
    /// The civil time `seconds` after 1970-01-01T00:00:00 on the same clock.
    pub fn from_seconds(seconds: i64) -> CivilDateTime {
        let days = seconds.div_euclid(86_400);
        let s = seconds.rem_euclid(86_400);
        let (year, month, day) = civil_from_days(days);
        CivilDateTime { year, month, day, hour: (s / 3600) as u8, minute: (s / 60 % 60) as u8, second: (s % 60) as u8 }
    }

    /// Seconds since 1970-01-01T00:00:00 on the same clock.
    pub fn to_seconds(self) -> i64 {
        days_from_civil(self.year, self.month, self.day) * 86_400
            + i64::from(self.hour) * 3600
            + i64::from(self.minute) * 60
            + i64::from(self.second)
    }
}

impl Moment {
    /// The moment at civil time `t` on a clock `offset_minutes` ahead of UTC.
    pub fn from_civil(t: CivilDateTime, offset_minutes: i32) -> Moment {
        Moment { unix: t.to_seconds() - i64::from(offset_minutes) * 60, offset_minutes }
    }

    /// The civil time on the moment's own clock.
    pub fn civil(self) -> CivilDateTime {
        CivilDateTime::from_seconds(self.unix + i64::from(self.offset_minutes) * 60)
    }

    /// RFC 3339 with the moment's own offset, e.g. `2026-11-29T21:30:00+08:00`.
    pub fn to_rfc3339(self) -> String {
        let c = self.civil();
        let sign = if self.offset_minutes < 0 { '-' } else { '+' };
        let o = self.offset_minutes.unsigned_abs();
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}{:02}:{:02}",
            c.year,
            c.month,
            c.day,
            c.hour,
            c.minute,
            c.second,
            sign,
            o / 60,
            o % 60
        )
    }
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_rfc3339())
    }
}

impl FromStr for Moment {
    type Err = CalendarError;

    /// RFC 3339: `YYYY-MM-DDTHH:MM[:SS[.fff]]` then `Z` or `±HH:MM`. A space may
    /// stand for the `T`. Fractions of a second are dropped.
    fn from_str(s: &str) -> Result<Moment, CalendarError> {
        let bad = |why: &str| CalendarError::Parse(format!("{:?}: {why}", s.chars().take(40).collect::<String>()));
        let s = s.trim();
        let b = s.as_bytes();
        let num = |range: core::ops::Range<usize>| -> Result<u32, CalendarError> {
            let part = s.get(range).ok_or_else(|| bad("too short"))?;
            if part.is_empty() || !part.bytes().all(|c| c.is_ascii_digit()) {
                return Err(bad("expected digits"));
            }
            part.parse().map_err(|_| bad("expected digits"))
        };
        if b.len() < 16 {
            return Err(bad("too short"));
        }
        let year = num(0..4)? as i32;
        if b[4] != b'-' || b[7] != b'-' || !(b[10] == b'T' || b[10] == b't' || b[10] == b' ') || b[13] != b':' {
            return Err(bad("expected YYYY-MM-DDTHH:MM"));
        }
        let month = num(5..7)? as u8;
        let day = num(8..10)? as u8;
        let hour = num(11..13)? as u8;
        let minute = num(14..16)? as u8;
        let mut i = 16;
        let mut second = 0u8;
        if b.get(i) == Some(&b':') {
            second = num(17..19)? as u8;
            i = 19;
            if b.get(i) == Some(&b'.') {
                i += 1;
                let start = i;
                while b.get(i).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
                if i == start {
                    return Err(bad("expected digits after the decimal point"));
                }
            }
        }
        let offset_minutes = match b.get(i) {
            Some(b'Z' | b'z') if i + 1 == b.len() => 0,
            Some(&sign @ (b'+' | b'-')) if i + 6 == b.len() && b[i + 3] == b':' => {
                let h = num(i + 1..i + 3)? as i32;
                let m = num(i + 4..i + 6)? as i32;
                if h > 23 || m > 59 {
                    return Err(bad("offset out of range"));
                }
                let o = h * 60 + m;
                if sign == b'-' {
                    -o
                } else {
                    o
                }
            }
            None => return Err(bad("missing UTC offset (Z or ±HH:MM)")),
            _ => return Err(bad("expected Z or ±HH:MM at the end")),
        };
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(bad("no such date"));
        }
        if hour > 23 || minute > 59 || second > 60 {
            return Err(bad("no such time of day"));
        }
        let t = CivilDateTime { year, month, day, hour, minute, second: second.min(59) };
        Ok(Moment::from_civil(t, offset_minutes))
    }
}

/// Where the question is asked, for true solar time and sunrise.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Place {
    /// Degrees east (negative west), −180‥180.
    pub longitude: f64,
    /// Degrees north (negative south), −90‥90.
    pub latitude: f64,
}

impl Place {
    /// A place, if the coordinates are finite and in range.
    pub fn new(longitude: f64, latitude: f64) -> Result<Place, CalendarError> {
        if !longitude.is_finite() || !(-180.0..=180.0).contains(&longitude) {
            return Err(CalendarError::BadPlace(format!("longitude {longitude} is not within −180…180")));
        }
        if !latitude.is_finite() || !(-90.0..=90.0).contains(&latitude) {
            return Err(CalendarError::BadPlace(format!("latitude {latitude} is not within −90…90")));
        }
        Ok(Place { longitude, latitude })
    }
}

/// When the day changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DayStart {
    /// At 23:00, the start of the 子 hour (子初換日) — the common 六壬 practice.
    #[default]
    ZiInitial,
    /// At midnight (子正換日); 23:00–23:59 still takes the next day's 子-hour stem.
    Midnight,
}

/// Calendar options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct CalendarOptions {
    /// When the day changes.
    pub day_start: DayStart,
    /// Use local true solar time (longitude and the equation of time) for the
    /// day and the hour. Needs a place.
    pub true_solar: bool,
}

/// 四柱 — the four pillars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Pillars {
    /// 年柱 (changes at 立春).
    pub year: GanZhi,
    /// 月柱 (changes at each 節).
    pub month: GanZhi,
    /// 日柱.
    pub day: GanZhi,
    /// 時柱.
    pub hour: GanZhi,
}

/// Everything the calendar says about a moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CalendarFacts {
    /// The moment asked about.
    pub moment: Moment,
    /// The four pillars.
    pub pillars: Pillars,
    /// The year number of the year pillar (the year that began at the last 立春).
    pub pillar_year: i32,
    /// 月將 from the latest 中氣.
    pub month_general: Branch,
    /// The hour branch of the local (or true solar) clock.
    pub hour_branch: Branch,
    /// The Sun's apparent longitude, degrees.
    pub sun_longitude: f64,
    /// The latest solar term at or before the moment and its instant (unix seconds).
    pub term: (SolarTerm, f64),
    /// The next solar term and its instant.
    pub next_term: (SolarTerm, f64),
    /// The civil time the day and hour were read from (local clock or true solar).
    pub local: CivilDateTime,
}

/// 月將 for a Sun at apparent longitude `lambda`: the 中氣 at or before it —
/// 雨水 (330°) 亥, 春分 (0°) 戌, 穀雨 酉, 小滿 申, 夏至 未, 大暑 午, 處暑 巳,
/// 秋分 辰, 霜降 卯, 小雪 寅, 冬至 丑, 大寒 子.
pub fn month_general_at(lambda: f64) -> Branch {
    let k = ((lambda - 330.0).rem_euclid(360.0) / 30.0).floor() as i64;
    Branch::Hai.wrapping_add(-k)
}

/// The month branch (月建) for a Sun at `lambda`: 寅 from 立春 (315°), 卯 from 驚蟄, …
pub fn month_branch_at(lambda: f64) -> Branch {
    let k = ((lambda - 315.0).rem_euclid(360.0) / 30.0).floor() as i64;
    Branch::Yin.wrapping_add(k)
}

/// 五虎遁: the stem of the 寅 month in a year of stem `year` — 甲己之年丙作首,
/// 乙庚之歲戊為頭, 丙辛 庚, 丁壬 壬, 戊癸 甲.
pub fn first_month_stem(year: Stem) -> Stem {
    Stem::Bing.wrapping_add(2 * year.since(Stem::Jia) as i64)
}

/// 五鼠遁: the stem of the 子 hour on a day of stem `day` — 甲己還加甲, 乙庚丙作初,
/// 丙辛從戊起, 丁壬庚子居, 戊癸何方發, 壬子是真途.
pub fn zi_hour_stem(day: Stem) -> Stem {
    Stem::Jia.wrapping_add(2 * day.since(Stem::Jia) as i64)
}

/// The hour branch of a clock hour: 23–0 子, 1–2 丑, … 21–22 亥.
pub fn hour_branch(hour: u8) -> Branch {
    Branch::of_clock_hour(hour)
}

/// The day pillar of a civil date: the count of days since 1970-01-01, which was 辛巳
/// (index 17; e.g. 2000-01-01 is 戊午, 1949-10-01 甲子).
pub fn day_pillar(year: i32, month: u8, day: u8) -> GanZhi {
    let xin_si = GanZhi::new(Stem::Xin, Branch::Si).expect("辛巳 is a pair");
    xin_si.wrapping_add(days_from_civil(year, month, day))
}

/// The calendar of a moment.
pub fn calendar(
    moment: Moment,
    place: Option<Place>,
    options: CalendarOptions,
) -> Result<CalendarFacts, CalendarError> {
    let t = moment.unix as f64;
    astro::check_range(t)?;
    let lambda = astro::sun_apparent_longitude(t);
    let utc = CivilDateTime::from_seconds(moment.unix);
    // Before 立春 in January or early February the year pillar is still last year's.
    let month_branch = month_branch_at(lambda);
    let pillar_year =
        if utc.month <= 6 && matches!(month_branch, Branch::Zi | Branch::Chou) { utc.year - 1 } else { utc.year };
    let year = GanZhi::of_year(i64::from(pillar_year));
    let month_index = month_branch.since(Branch::Yin) as i64;
    let month = GanZhi::new(first_month_stem(year.stem()).wrapping_add(month_index), month_branch)
        .expect("五虎遁 keeps the polarity of the month");

    let local_seconds = if options.true_solar {
        let p = place.ok_or(CalendarError::NeedsPlace("true solar time"))?;
        let mean = p.longitude * 240.0; // 4 minutes of time per degree
        moment.unix + (mean + astro::equation_of_time_seconds(t)).round() as i64
    } else {
        moment.unix + i64::from(moment.offset_minutes) * 60
    };
    let local = CivilDateTime::from_seconds(local_seconds);
    let branch = hour_branch(local.hour);
    let late_zi = local.hour == 23;
    let (dy, dm, dd) = if late_zi && options.day_start == DayStart::ZiInitial {
        civil_from_days(days_from_civil(local.year, local.month, local.day) + 1)
    } else {
        (local.year, local.month, local.day)
    };
    let day = day_pillar(dy, dm, dd);
    // The 子 hour belongs to the day it opens: 23:00–23:59 takes the next day's stem.
    let stem_day = if late_zi && options.day_start == DayStart::Midnight { day.wrapping_add(1) } else { day };
    let hour_stem = zi_hour_stem(stem_day.stem()).wrapping_add(branch.since(Branch::Zi) as i64);
    let hour = GanZhi::new(hour_stem, branch).expect("五鼠遁 keeps the polarity of the hour");

    let [term, next_term] = astro::terms_around(t)?;
    Ok(CalendarFacts {
        moment,
        pillars: Pillars { year, month, day, hour },
        pillar_year,
        month_general: month_general_at(lambda),
        hour_branch: branch,
        sun_longitude: lambda,
        term,
        next_term,
        local,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_pillars_of_known_dates() {
        // 1949-10-01 甲子; 2000-01-01 戊午; 1900-01-01 甲戌 (widely tabulated).
        assert_eq!(day_pillar(1949, 10, 1).hanzi(), "甲子");
        assert_eq!(day_pillar(2000, 1, 1).hanzi(), "戊午");
        assert_eq!(day_pillar(1900, 1, 1).hanzi(), "甲戌");
    }

    #[test]
    fn civil_round_trip() {
        for z in (-150_000..150_000).step_by(97) {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
    }

    #[test]
    fn parse_moments() {
        let m: Moment = "2026-11-29T21:30:00+08:00".parse().unwrap();
        assert_eq!(m.offset_minutes, 480);
        assert_eq!(m.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        assert_eq!("2026-11-29T13:30:00Z".parse::<Moment>().unwrap().unix, m.unix);
        assert_eq!("2026-11-29 21:30+08:00".parse::<Moment>().unwrap().unix, m.unix);
        for bad in [
            "",
            "2026-02-30T00:00:00Z",
            "2026-11-29T21:30:00",
            "2026-13-01T00:00Z",
            "tomorrow",
            "2026-11-29T25:00Z",
            "２０２６-11-29T21:30Z",
        ] {
            assert!(bad.parse::<Moment>().is_err(), "{bad}");
        }
    }

    #[test]
    fn month_general_by_zhongqi() {
        assert_eq!(month_general_at(331.0), Branch::Hai);
        assert_eq!(month_general_at(0.5), Branch::Xu);
        assert_eq!(month_general_at(269.9), Branch::Yin);
        assert_eq!(month_general_at(270.0), Branch::Chou);
        assert_eq!(month_general_at(300.0), Branch::Zi);
        assert_eq!(month_branch_at(315.5), Branch::Yin);
        assert_eq!(month_branch_at(314.5), Branch::Chou);
        assert_eq!(month_branch_at(255.0), Branch::Zi);
    }

    #[test]
    fn hour_stems() {
        // 甲己還加甲: 甲 day 子 hour 甲子; 戊 day 子 hour 壬子.
        assert_eq!(zi_hour_stem(Stem::Jia), Stem::Jia);
        assert_eq!(zi_hour_stem(Stem::Wu), Stem::Ren);
        assert_eq!(first_month_stem(Stem::Jia), Stem::Bing);
        assert_eq!(first_month_stem(Stem::Gui), Stem::Jia);
        assert_eq!(hour_branch(23), Branch::Zi);
        assert_eq!(hour_branch(0), Branch::Zi);
        assert_eq!(hour_branch(1), Branch::Chou);
        assert_eq!(hour_branch(22), Branch::Hai);
    }
}
